/* tab-grid.h: square grids, directions, neighbour tables and the square
 * notation ("a1", "j10") shared by the games played on squares
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cell index = rank * cols + file, both from 0 (a1 = 0, bottom left).
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAB_GRID_MAX_SIDE   19
#define TAB_GRID_MAX_CELLS  (TAB_GRID_MAX_SIDE * TAB_GRID_MAX_SIDE)
#define TAB_GRID_NO_CELL    (-1)

/* The eight directions, counter-clockwise from east.  d and d + 4 are
 * opposite; d % 4 is the axis (0 horizontal, 1 "/", 2 vertical, 3 "\"). */
typedef enum
{
  TAB_DIR_E = 0,
  TAB_DIR_NE,
  TAB_DIR_N,
  TAB_DIR_NW,
  TAB_DIR_W,
  TAB_DIR_SW,
  TAB_DIR_S,
  TAB_DIR_SE,
  TAB_N_DIRS
} TabDirection;

#define TAB_N_AXES              4
#define TAB_DIR_OPPOSITE(d)     (((d) + 4) % TAB_N_DIRS)
#define TAB_DIR_AXIS(d)         ((d) % TAB_N_AXES)
#define TAB_DIR_IS_ORTHOGONAL(d) (((d) & 1) == 0)

typedef struct
{
  guint8  rows;
  guint8  cols;
  guint16 n_cells;
  /* next[cell][dir]: the neighbouring cell, or TAB_GRID_NO_CELL */
  gint16  next[TAB_GRID_MAX_CELLS][TAB_N_DIRS];
  /* the king-move neighbours of each cell, in direction order */
  guint8  n_neighbours[TAB_GRID_MAX_CELLS];
  gint16  neighbours[TAB_GRID_MAX_CELLS][TAB_N_DIRS];
} TabGrid;

/* The shared, immutable grid of that size (1 ≤ rows, cols ≤ 19);
 * thread-safe, built once. */
const TabGrid *tab_grid_get (guint rows,
                             guint cols);

static inline int
tab_grid_cell (const TabGrid *grid, int rank, int file)
{
  if (rank < 0 || file < 0 || rank >= grid->rows || file >= grid->cols)
    return TAB_GRID_NO_CELL;
  return rank * grid->cols + file;
}

static inline int
tab_grid_rank (const TabGrid *grid, int cell)
{
  return cell / grid->cols;
}

static inline int
tab_grid_file (const TabGrid *grid, int cell)
{
  return cell % grid->cols;
}

/* The eight symmetries of a square board (four of a rectangle: the first
 * four): bit 2 swaps rank and file, then bit 0 mirrors the files and
 * bit 1 the ranks.  0 is the identity. */
#define TAB_GRID_N_SYMMETRIES 8

static inline int
tab_grid_symmetric_cell (const TabGrid *grid, int cell, guint symmetry)
{
  int rank = tab_grid_rank (grid, cell), file = tab_grid_file (grid, cell);

  if (symmetry & 4)
    {
      int t = rank;

      rank = file;
      file = t;
    }
  if (symmetry & 1)
    file = grid->cols - 1 - file;
  if (symmetry & 2)
    rank = grid->rows - 1 - rank;
  return tab_grid_cell (grid, rank, file);
}

/* Square notation: file letter from 'a', rank from 1, no leading zero.
 * format writes at most 4 bytes plus NUL and returns the length. */
gsize    tab_square_format (guint       cols,
                            guint       cell,
                            char       *buf);
/* parses one square at *p and advances *p past it; FALSE (and *p
 * unchanged) when there is no valid square of a rows×cols board there */
gboolean tab_square_parse  (const char **p,
                            guint        rows,
                            guint        cols,
                            guint       *cell);
/* appends the board text shared by square games: top rank first, rank
 * numbers right-aligned, the file letters underneath.  glyph (cell) gives
 * the character for each cell. */
typedef char (*TabCellGlyph) (gconstpointer data,
                              guint         cell);
void     tab_grid_render   (const TabGrid *grid,
                            TabCellGlyph   glyph,
                            gconstpointer  data,
                            GString       *out);

G_END_DECLS
