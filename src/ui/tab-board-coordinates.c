/* tab-board-coordinates.c: the names of the rows and columns around a
 * board, as the games' notation writes its cells
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Square boards, the Splut! diamond included: the file letters under the
 * board and the rank numbers on its left.  The hexagon triangle:
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

/* the letters under the board, the numbers on its left, along the edges
 * of the frame as on a chess board: on the Splut! diamond too, where the
 * straight rows of names are easier to follow across the board than
 * names beside the staircase edges */
static void
draw_square_names (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout)
{
  for (guint file = 0; file < geom->cols; file++)
    {
      char text[4] = { (char) ('a' + file), 0 };

      show_text_at (cr, layout, text, geom->x0 + (file + 0.5) * geom->cell,
                    geom->y0 + (geom->rows + 0.25) * geom->cell);
    }
  for (guint rank = 0; rank < geom->rows; rank++)
    {
      char text[4];

      g_snprintf (text, sizeof text, "%u", rank + 1);
      show_text_at (cr, layout, text, geom->x0 - geom->cell * 0.25,
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
