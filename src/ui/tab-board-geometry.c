/* tab-board-geometry.c: where the cells of a board are on screen
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-board-geometry.h"

#include <math.h>
#include <string.h>

#include "tab-game-ui.h"
#include "tab-grid.h"

#define SQRT3 1.7320508075688772

void
tab_board_geometry_init (TabBoardGeometry *geom, const TabPosition *pos)
{
  const TabGameUi *ui;

  memset (geom, 0, sizeof *geom);
  if (pos == NULL)
    return;

  ui = tab_game_ui_lookup (pos->rules);
  geom->kind = ui->board.geometry;
  switch (ui->board.geometry)
    {
    case TAB_GEOMETRY_HEX_TRIANGLE:
      geom->rows = geom->cols = ui->board.frame;
      geom->n_cells = ui->board.frame * (ui->board.frame + 1) / 2;
      break;
    case TAB_GEOMETRY_DIAMOND:
      geom->rows = geom->cols = ui->board.frame;
      geom->n_cells = ui->board.frame * ui->board.frame;
      break;
    case TAB_GEOMETRY_SQUARE:
    default:
      geom->rows = pos->options.rows;
      geom->cols = pos->options.cols;
      geom->n_cells = geom->rows * geom->cols;
      break;
    }
}

gboolean
tab_board_geometry_hex_coords (const TabBoardGeometry *geom, int cell, guint *row, guint *col)
{
  guint r = 0;

  if (cell < 0 || cell >= (int) geom->n_cells)
    return FALSE;
  /* row r holds r + 1 cells, numbered on from the apex */
  while ((r + 1) * (r + 2) / 2 <= (guint) cell)
    r++;
  *row = r;
  *col = (guint) cell - r * (r + 1) / 2;
  return TRUE;
}

int
tab_board_geometry_hex_cell (const TabBoardGeometry *geom, int row, int col)
{
  if (row < 0 || row >= (int) geom->rows || col < 0 || col > row)
    return TAB_NO_CELL;
  return row * (row + 1) / 2 + col;
}

/* the radius (centre to corner) of a hexagon of width w */
static double
hex_radius (const TabBoardGeometry *geom)
{
  return geom->cell / SQRT3;
}

void
tab_board_geometry_cell_name (const TabBoardGeometry *geom, int cell, char *buf)
{
  guint row, col;

  buf[0] = '\0';
  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      /* the row letter from the apex, the place in the row from the left */
      if (tab_board_geometry_hex_coords (geom, cell, &row, &col))
        g_snprintf (buf, TAB_TOKEN_MAX, "%c%u", 'a' + row, col + 1);
    }
  else if (tab_board_geometry_cell_exists (geom, cell))
    tab_square_format (geom->cols, (guint) cell, buf);
}

/* lays the board out unturned in a width × height area at the origin */
static void
layout_plain (TabBoardGeometry *geom, double width, double height)
{
  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      /* The triangle through the centres of the corner cells has sides of
       * 9 widths; the edge bands push each side out by about one width,
       * which makes the whole about 12.7 widths wide and 11 high.  The
       * middle of that triangle sits 1.8 widths below the middle of the
       * widget so that the whole is centred. */
      double by_width = width / 13.0;
      double by_height = height / 11.2;


      geom->cell = floor (MIN (by_width, by_height));
      geom->x0 = width / 2.0;
      geom->y0 = height / 2.0 - 3.37 * geom->cell;
      return;
    }

  /* half a cell around the grid for the file letters and rank numbers */
  geom->cell = floor (MIN (width / (geom->cols + 1.0), height / (geom->rows + 1.0)));
  geom->x0 = floor ((width - geom->cell * geom->cols) / 2.0);
  geom->y0 = floor ((height - geom->cell * geom->rows) / 2.0);
}

void
tab_board_geometry_layout (TabBoardGeometry *geom, int width, int height)
{
  double zoom = MAX (geom->zoom, 1.0);
  double zoomed_w = width * zoom, zoomed_h = height * zoom;
  double max_pan_x = (zoomed_w - width) / 2, max_pan_y = (zoomed_h - height) / 2;
  double left, top;

  geom->turn %= 4;
  if (geom->turn % 2 == 1 && tab_board_geometry_turn_step (geom) != 1)
    geom->turn = (geom->turn + 1) % 4;
  if (geom->rows == 0 || geom->cols == 0)
    {
      geom->cell = 0;
      return;
    }

  /* zoomed: laid out in an area zoom times as large, of which the widget
   * shows the middle, moved by the pan (never past the board's edge) */
  geom->zoom = zoom;
  geom->pan_x = CLAMP (geom->pan_x, -max_pan_x, max_pan_x);
  geom->pan_y = CLAMP (geom->pan_y, -max_pan_y, max_pan_y);
  layout_plain (geom, zoomed_w, zoomed_h);
  left = floor ((width - zoomed_w) / 2 + geom->pan_x);
  top = floor ((height - zoomed_h) / 2 + geom->pan_y);
  geom->x0 += left;
  geom->y0 += top;
  geom->cx = left + zoomed_w / 2;
  geom->cy = top + zoomed_h / 2;
}

guint
tab_board_geometry_turn_step (const TabBoardGeometry *geom)
{
  return geom->kind != TAB_GEOMETRY_HEX_TRIANGLE && geom->rows == geom->cols ? 1 : 2;
}

/* turns (dx, dy) clockwise by quarters quarter turns (y down) */
static void
turn_by (double *dx, double *dy, guint quarters)
{
  for (guint i = 0; i < quarters % 4; i++)
    {
      double x = *dx;

      *dx = -*dy;
      *dy = x;
    }
}

void
tab_board_geometry_turn_vector (const TabBoardGeometry *geom, double *dx, double *dy)
{
  turn_by (dx, dy, geom->turn);
}

/* a point of the unturned board to the screen, and back */
static void
turn_point (const TabBoardGeometry *geom, double *x, double *y, guint quarters)
{
  double dx = *x - geom->cx, dy = *y - geom->cy;

  turn_by (&dx, &dy, quarters);
  *x = geom->cx + dx;
  *y = geom->cy + dy;
}

gboolean
tab_board_geometry_cell_exists (const TabBoardGeometry *geom, int cell)
{
  if (cell < 0 || cell >= (int) geom->n_cells)
    return FALSE;
  if (geom->kind == TAB_GEOMETRY_DIAMOND)
    {
      /* the squares of the frame within its half-width of the middle */
      int half = (int) geom->rows / 2;

      return ABS (cell / (int) geom->cols - half) + ABS (cell % (int) geom->cols - half) <= half;
    }
  return TRUE;
}

static void
plain_center (const TabBoardGeometry *geom, guint cell, graphene_point_t *centre)
{
  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      guint row = 0, col = 0;

      tab_board_geometry_hex_coords (geom, (int) cell, &row, &col);
      centre->x = geom->x0 + (col - row / 2.0) * geom->cell;
      centre->y = geom->y0 + row * 1.5 * hex_radius (geom);
    }
  else
    {
      guint file = cell % geom->cols;
      guint rank = cell / geom->cols;

      centre->x = geom->x0 + (file + 0.5) * geom->cell;
      centre->y = geom->y0 + (geom->rows - rank - 0.5) * geom->cell;
    }
}

void
tab_board_geometry_cell_center (const TabBoardGeometry *geom, guint cell, graphene_point_t *centre)
{
  double x, y;

  plain_center (geom, cell, centre);
  x = centre->x;
  y = centre->y;
  turn_point (geom, &x, &y, geom->turn);
  centre->x = (float) x;
  centre->y = (float) y;
}

guint
tab_board_geometry_seat_turn (const TabBoardGeometry *geom, const TabPosition *pos, guint seat)
{
  g_autofree TabPosition *start = g_new0 (TabPosition, 1);
  TabBoardGeometry plain = *geom;
  double sum_x = 0, sum_y = 0, best_y = 0;
  guint n = 0, best = 0, step = tab_board_geometry_turn_step (geom);

  /* measured on the board unturned at a size of its own */
  plain.turn = 0;
  plain.zoom = 1;
  plain.pan_x = plain.pan_y = 0;
  tab_board_geometry_layout (&plain, 1000, 1000);
  geom = &plain;
  if (pos == NULL || !tab_position_init (start, pos->rules, &pos->options, NULL))
    return 0;
  /* where the seat's pieces start, from the middle of the board */
  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      graphene_point_t c;

      if (!tab_board_geometry_cell_exists (geom, (int) cell) ||
          TAB_PIECE_SIDE (start->rules->piece_at (start, cell)) != seat)
        continue;
      plain_center (geom, cell, &c);
      sum_x += c.x - geom->cx;
      sum_y += c.y - geom->cy;
      n++;
    }
  if (n == 0 || hypot (sum_x, sum_y) < n * geom->cell * 0.5)
    return 0;
  /* the turn that brings that side lowest on the screen */
  for (guint turn = 0; turn < 4; turn += step)
    {
      double dx = sum_x, dy = sum_y;

      turn_by (&dx, &dy, turn);
      if (dy > best_y + 1e-6)
        {
          best_y = dy;
          best = turn;
        }
    }
  return best;
}

void
tab_board_geometry_cell_rect (const TabBoardGeometry *geom, guint cell, graphene_rect_t *rect)
{
  graphene_point_t centre;
  double side = geom->cell;

  tab_board_geometry_cell_center (geom, cell, &centre);
  graphene_rect_init (rect, centre.x - side / 2, centre.y - side / 2, side, side);
}

guint
tab_board_geometry_cell_outline (const TabBoardGeometry *geom, guint cell, graphene_point_t corners[6])
{
  graphene_point_t centre;

  /* a square turned a quarter and a hexagon turned a half are the same
   * shape about the turned centre */
  tab_board_geometry_cell_center (geom, cell, &centre);
  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      double radius = hex_radius (geom);

      /* pointy top: corners at -90°, -30°, 30°, 90°, 150°, 210° */
      for (guint i = 0; i < 6; i++)
        {
          double angle = G_PI / 180.0 * (-90.0 + 60.0 * i);

          corners[i].x = centre.x + radius * cos (angle);
          corners[i].y = centre.y + radius * sin (angle);
        }
      return 6;
    }
  else
    {
      double half = geom->cell / 2;

      graphene_point_init (&corners[0], centre.x - half, centre.y - half);
      graphene_point_init (&corners[1], centre.x + half, centre.y - half);
      graphene_point_init (&corners[2], centre.x + half, centre.y + half);
      graphene_point_init (&corners[3], centre.x - half, centre.y + half);
      return 4;
    }
}

int
tab_board_geometry_cell_at (const TabBoardGeometry *geom, double x, double y)
{
  if (geom->cell <= 0)
    return TAB_NO_CELL;

  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      /* the nearest centre, if the point is inside that hexagon's circle */
      int best = TAB_NO_CELL;
      double best_d2 = G_MAXDOUBLE;

      for (guint cell = 0; cell < geom->n_cells; cell++)
        {
          graphene_point_t c;
          double d2;

          tab_board_geometry_cell_center (geom, cell, &c);
          d2 = (c.x - x) * (c.x - x) + (c.y - y) * (c.y - y);
          if (d2 < best_d2)
            {
              best_d2 = d2;
              best = (int) cell;
            }
        }
      return best_d2 <= hex_radius (geom) * hex_radius (geom) ? best : TAB_NO_CELL;
    }
  else
    {
      double fx, fy;
      int file, rank, cell;

      turn_point (geom, &x, &y, 4 - geom->turn % 4);
      fx = (x - geom->x0) / geom->cell;
      fy = (y - geom->y0) / geom->cell;
      if (fx < 0 || fy < 0)
        return TAB_NO_CELL;
      file = (int) fx;
      rank = (int) geom->rows - 1 - (int) fy;
      if (file >= (int) geom->cols || rank < 0)
        return TAB_NO_CELL;
      cell = rank * (int) geom->cols + file;
      return tab_board_geometry_cell_exists (geom, cell) ? cell : TAB_NO_CELL;
    }
}

static int
hex_step (const TabBoardGeometry *geom, int cell, int dx, int dy)
{
  guint row = 0, col = 0;
  int r, c;

  if (!tab_board_geometry_hex_coords (geom, cell, &row, &col))
    return cell;
  r = (int) row - dy;             /* up is towards the apex (row a) */
  c = (int) col + dx;
  if (dy > 0)                     /* up and to the left keeps the number */
    c = MIN (c, r);
  r = CLAMP (r, 0, (int) geom->rows - 1);
  c = CLAMP (c, 0, r);
  return tab_board_geometry_hex_cell (geom, r, c);
}

int
tab_board_geometry_step (const TabBoardGeometry *geom, int cell, int dx, int dy)
{
  int file, rank;
  double sx = dx, sy = -dy;

  if (geom->n_cells == 0)
    return cell;
  /* (dx, dy) are screen directions: to the board's own by the turn back */
  turn_by (&sx, &sy, 4 - geom->turn % 4);
  dx = (int) lround (sx);
  dy = (int) lround (-sy);
  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    return hex_step (geom, cell, dx, dy);

  file = cell % (int) geom->cols;
  rank = cell / (int) geom->cols;
  /* on the diamond, go on until a square that exists */
  for (;;)
    {
      int next_file = file + dx, next_rank = rank + dy, next;

      if (next_file < 0 || next_rank < 0 ||
          next_file >= (int) geom->cols || next_rank >= (int) geom->rows)
        return cell;
      next = next_rank * (int) geom->cols + next_file;
      if (tab_board_geometry_cell_exists (geom, next))
        return next;
      file = next_file;
      rank = next_rank;
    }
}
