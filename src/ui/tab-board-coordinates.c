/* tab-board-coordinates.c: the names of the rows and columns around a
 * board, as the games' notation writes its cells
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Square boards: the file letters under the board and the rank numbers
 * on its left; on the Splut! diamond each at an end of its line, next to
 * the square there.  The hexagon triangle:
 * the row letters left of each row and, since a cell is named by its place
 * in its row counted from the left ("i7"), the numbers at the head of the
 * slanting lines of the cells with the same number, beyond the right edge.
 */

#include "config.h"

#include "tab-board-coordinates.h"

#include <math.h>

#include "tab-board-paint.h"

/* how far outside the board the names stand, in cell widths */
#define HEX_LABEL_DISTANCE 1.55

static void
show_text_at (cairo_t *cr, PangoLayout *layout, const char *text, double cx, double cy)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* the first (or last) index along a column from the bottom, or along a
 * row from the left, of a cell that exists: the whole frame on a plain
 * grid, fewer on the diamond */
static guint
end_square (const TabBoardGeometry *geom, guint line, gboolean of_column, gboolean last)
{
  guint n = of_column ? geom->rows : geom->cols;

  for (guint k = 0; k < n; k++)
    {
      guint i = last ? n - 1 - k : k;
      guint cell = of_column ? i * geom->cols + line : line * geom->cols + i;

      if (tab_board_geometry_cell_exists (geom, (int) cell))
        return i;
    }
  return 0;
}

/* A grid: the letters under the board, the numbers on its left.  The
 * diamond: each name at one end of its line, next to its end square, the
 * lower files under the board and the upper ranks on the left, the others
 * above and on the right, so that no two names meet in a notch of the
 * staircase edges. */
static void
draw_square_names (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout)
{
  gboolean diamond = geom->kind == TAB_GEOMETRY_DIAMOND;

  for (guint file = 0; file < geom->cols; file++)
    {
      char text[4] = { (char) ('a' + file), 0 };
      gboolean above = diamond && file > geom->cols / 2;
      guint rank = end_square (geom, file, TRUE, above);
      double y = above ? geom->rows - rank - 1.25 : geom->rows - rank + 0.25;

      show_text_at (cr, layout, text, geom->x0 + (file + 0.5) * geom->cell, geom->y0 + y * geom->cell);
    }
  for (guint rank = 0; rank < geom->rows; rank++)
    {
      char text[4];
      gboolean right = diamond && rank < geom->rows / 2;
      guint file = end_square (geom, rank, FALSE, right);
      double x = right ? file + 1.25 : file - 0.25;

      g_snprintf (text, sizeof text, "%u", rank + 1);
      show_text_at (cr, layout, text, geom->x0 + x * geom->cell,
                    geom->y0 + (geom->rows - rank - 0.5) * geom->cell);
    }
}

static void
draw_hex_names (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout)
{
  /* one step north-east, up the slanting line of a number */
  double ne_x = 0.5 * geom->cell, ne_y = -sqrt (3) / 2 * geom->cell;

  for (guint row = 0; row < geom->rows; row++)
    {
      graphene_point_t first, last;
      char letter[4] = { (char) ('a' + row), 0 };
      char number[4];

      tab_board_geometry_cell_center (geom, (guint) tab_board_geometry_hex_cell (geom, (int) row, 0), &first);
      show_text_at (cr, layout, letter, first.x - geom->cell * HEX_LABEL_DISTANCE, first.y);

      /* the last cell of the row heads the line of its number */
      tab_board_geometry_cell_center (geom, (guint) tab_board_geometry_hex_cell (geom, (int) row, (int) row), &last);
      g_snprintf (number, sizeof number, "%u", row + 1);
      show_text_at (cr, layout, number, last.x + HEX_LABEL_DISTANCE * ne_x,
                    last.y + HEX_LABEL_DISTANCE * ne_y);
    }
}

void
tab_board_draw_coordinates (GtkWidget              *widget,
                            cairo_t                *cr,
                            const TabBoardGeometry *geom,
                            const TabPalette       *palette)
{
  gboolean hex = geom->kind == TAB_GEOMETRY_HEX_TRIANGLE;
  PangoLayout *layout = tab_paint_label_layout (widget, geom->cell * (hex ? 0.26 : 0.28));
  GdkRGBA color = palette->label;

  color.alpha *= 0.7f;
  tab_cairo_set_color (cr, &color);
  if (hex)
    draw_hex_names (geom, cr, layout);
  else
    draw_square_names (geom, cr, layout);
  g_object_unref (layout);
}
