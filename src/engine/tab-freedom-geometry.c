/* tab-freedom-geometry.c: Freedom's board geometry, built once per size
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-freedom-private.h"

/* one per board side, built on first use (geometry_get ()) */
Geometry *freedom_geometries[TAB_GRID_MAX_SIDE + 1];

static void
geometry_build_blocks (Geometry *g)
{
  for (guint bit = 0; bit < g->n * g->stride; bit++)
    {
      int start = (int) bit - (int) g->stride - 1;

      g->block_start[bit] = (guint16) MAX (start, 0);
      g->block_lift[bit] = (guint8) MAX (-start, 0);
    }
  for (guint p = 0; p < 9; p++)
    {
      g->block_delta[p] = ((int) (p / 3) - 1) * (int) g->stride + (int) (p % 3) - 1;
      g->wide_shift[p] = (guint8) ((p / 3) * g->stride + p % 3);
    }
  g->wide_fits = 4 * g->stride + 5 <= 64;
  for (guint bit = 0; bit < g->n * g->stride; bit++)
    {
      int start = (int) bit - 2 * (int) g->stride - 2;

      g->wide_start[bit] = (guint16) MAX (start, 0);
      g->wide_lift[bit] = (guint8) MAX (-start, 0);
    }
  /* the centre (position 4) is the stone itself, never a legal cell */
  for (guint index = 0; index < 512; index++)
    for (guint p = 0; p < 9; p++)
      if (p != 4 && (index & (1u << p)))
        g->block_step[index][g->block_count[index]++] = (gint8) g->block_delta[p];
}

Geometry *
freedom_geometry_build (guint n)
{
  const TabGrid *grid = tab_grid_get (n, n);
  Geometry *g = g_new0 (Geometry, 1);

  g->n = n;
  g->stride = n + 1;
  g->words = (n * (n + 1) + 63) / 64;
  for (guint bit = 0; bit < MAX_BITS; bit++)
    g->cell_of_bit[bit] = TAB_NO_CELL;
  for (guint cell = 0; cell < n * n; cell++)
    {
      guint bit = cell + cell / n;  /* rank × (n + 1) + file */

      g->cell_of_bit[bit] = (gint16) cell;
      g->bit_of_cell[cell] = (gint16) bit;
      g->board[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
      g->keys[0][bit] = tab_zobrist (1, cell);
      g->keys[1][bit] = tab_zobrist (2, cell);
    }
  for (guint cell = 0; cell < n * n; cell++)
    {
      guint64 *nb = &g->neighbours[g->bit_of_cell[cell] * g->words];

      for (guint i = 0; i < grid->n_neighbours[cell]; i++)
        {
          guint bit = (guint) g->bit_of_cell[grid->neighbours[cell][i]];

          nb[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        }
    }
  geometry_build_blocks (g);
  return g;
}
