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

/* the name of a line of cells next to cell, off (dx, dy) cells from its
 * centre on the board unturned, as the turn shows it */
static void
show_name_by (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout,
              const char *text, guint cell, double dx, double dy)
{
  graphene_point_t c;

  tab_board_geometry_cell_center (geom, cell, &c);
  tab_board_geometry_turn_vector (geom, &dx, &dy);
  show_text_at (cr, layout, text, c.x + dx * geom->cell, c.y + dy * geom->cell);
}

/* which of two edges of the frame is lower on the screen, or more to the
 * left where they stand upright: the names go there */
static gboolean
first_edge_is_lower_left (const TabBoardGeometry *geom, guint cell_a, double ax, double ay,
                          guint cell_b, double bx, double by)
{
  graphene_point_t a, b;

  tab_board_geometry_cell_center (geom, cell_a, &a);
  tab_board_geometry_cell_center (geom, cell_b, &b);
  tab_board_geometry_turn_vector (geom, &ax, &ay);
  tab_board_geometry_turn_vector (geom, &bx, &by);
  return (a.y + ay * geom->cell) - (a.x + ax * geom->cell) >=
         (b.y + by * geom->cell) - (b.x + bx * geom->cell);
}

/* the letters of the files and the numbers of the ranks along the edges
 * of the frame, as on a chess board: under the board and on its left as
 * it is turned on the screen.  On the Splut! diamond too, where the
 * straight rows of names are easier to follow across the board than
 * names beside the staircase edges */
static void
draw_square_names (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout)
{
  guint last_rank = (geom->rows - 1) * geom->cols;
  gboolean under = first_edge_is_lower_left (geom, 0, 0, 0.75, last_rank, 0, -0.75);
  gboolean left = first_edge_is_lower_left (geom, 0, -0.75, 0, geom->cols - 1, 0.75, 0);

  for (guint file = 0; file < geom->cols; file++)
    {
      char text[4] = { (char) ('a' + file), 0 };

      show_name_by (geom, cr, layout, text, under ? file : last_rank + file, 0, under ? 0.75 : -0.75);
    }
  for (guint rank = 0; rank < geom->rows; rank++)
    {
      char text[4];
      guint cell = rank * geom->cols;

      g_snprintf (text, sizeof text, "%u", rank + 1);
      show_name_by (geom, cr, layout, text, left ? cell : cell + geom->cols - 1, left ? -0.75 : 0.75, 0);
    }
}

static void
draw_hex_names (const TabBoardGeometry *geom, cairo_t *cr, PangoLayout *layout)
{
  /* one step north-east, up the slanting line of a number, and one
   * west, as the board is turned */
  double ne_x = 0.5 * geom->cell, ne_y = -sqrt (3) / 2 * geom->cell;
  double w_x = -geom->cell, w_y = 0;

  tab_board_geometry_turn_vector (geom, &ne_x, &ne_y);
  tab_board_geometry_turn_vector (geom, &w_x, &w_y);

  for (guint row = 0; row < geom->rows; row++)
    {
      graphene_point_t first, last;
      char letter[4] = { (char) ('a' + row), 0 };
      char number[4];

      tab_board_geometry_cell_center (geom, (guint) tab_board_geometry_hex_cell (geom, (int) row, 0), &first);
      show_text_at (cr, layout, letter, first.x + w_x * HEX_LABEL_DISTANCE,
                    first.y + w_y * HEX_LABEL_DISTANCE);

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
