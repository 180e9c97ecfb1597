/* tab-grid.c
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-grid.h"

#include <string.h>

/* the step along files and ranks of each TabDirection */
static const int dir_dfile[TAB_N_DIRS] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const int dir_drank[TAB_N_DIRS] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static TabGrid *grids[TAB_GRID_MAX_SIDE + 1][TAB_GRID_MAX_SIDE + 1];

static TabGrid *
grid_build (guint rows, guint cols)
{
  TabGrid *grid = g_new0 (TabGrid, 1);

  grid->rows = (guint8) rows;
  grid->cols = (guint8) cols;
  grid->n_cells = (guint16) (rows * cols);
  for (int cell = 0; cell < grid->n_cells; cell++)
    {
      int rank = cell / (int) cols, file = cell % (int) cols;

      for (int d = 0; d < TAB_N_DIRS; d++)
        {
          int next = tab_grid_cell (grid, rank + dir_drank[d], file + dir_dfile[d]);

          grid->next[cell][d] = (gint16) next;
          if (next != TAB_GRID_NO_CELL)
            grid->neighbours[cell][grid->n_neighbours[cell]++] = (gint16) next;
        }
    }
  return grid;
}

const TabGrid *
tab_grid_get (guint rows, guint cols)
{
  g_return_val_if_fail (rows >= 1 && rows <= TAB_GRID_MAX_SIDE, NULL);
  g_return_val_if_fail (cols >= 1 && cols <= TAB_GRID_MAX_SIDE, NULL);

  if (g_once_init_enter (&grids[rows][cols]))
    g_once_init_leave (&grids[rows][cols], grid_build (rows, cols));
  return grids[rows][cols];
}

/* No printf: the generic token parser formats every legal action of a
 * position for each token it reads, so this is on a hot path. */
gsize
tab_square_format (guint cols, guint cell, char *buf)
{
  guint file = cell % cols, rank = cell / cols + 1;
  gsize len = 0;

  buf[len++] = (char) ('a' + file);
  if (rank >= 10)
    buf[len++] = (char) ('0' + rank / 10);
  buf[len++] = (char) ('0' + rank % 10);
  buf[len] = '\0';
  return len;
}

gboolean
tab_square_parse (const char **p, guint rows, guint cols, guint *cell)
{
  const char *s = *p;
  guint file, rank = 0;
  int digits = 0;

  if (*s < 'a' || *s >= 'a' + (int) cols)
    return FALSE;
  file = (guint) (*s++ - 'a');
  if (*s == '0')
    return FALSE;
  while (*s >= '0' && *s <= '9' && digits < 3)
    {
      rank = rank * 10 + (guint) (*s++ - '0');
      digits++;
    }
  if (digits == 0 || rank < 1 || rank > rows)
    return FALSE;
  /* "a123" must not parse as a12 followed by 3 */
  if (*s >= '0' && *s <= '9')
    return FALSE;
  *cell = (rank - 1) * cols + file;
  *p = s;
  return TRUE;
}

void
tab_grid_render (const TabGrid *grid, TabCellGlyph glyph, gconstpointer data, GString *out)
{
  int width = grid->rows >= 10 ? 2 : 1;

  for (int rank = grid->rows - 1; rank >= 0; rank--)
    {
      g_string_append_printf (out, "%*d", width, rank + 1);
      for (int file = 0; file < grid->cols; file++)
        {
          g_string_append_c (out, ' ');
          g_string_append_c (out, glyph (data, (guint) (rank * grid->cols + file)));
        }
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, "%*s", width, "");
  for (int file = 0; file < grid->cols; file++)
    g_string_append_printf (out, " %c", 'a' + file);
  g_string_append_c (out, '\n');
}
