/* tab-board-geometry.h: where the cells of a board are on screen
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three shapes of board: a rows × cols grid of squares (Apart, 4Mation,
 * Freedom), the Splut! diamond (the squares of a 9×9 frame that exist) and
 * the Green Skull triangle of 55 hexagons.  Plain arithmetic, no widget:
 * the board view lays it out for its size and asks it where things are.
 */

#pragma once

#include <graphene.h>

#include "tab-rules.h"

G_BEGIN_DECLS

typedef enum
{
  TAB_GEOMETRY_SQUARE = 0,
  TAB_GEOMETRY_DIAMOND,
  TAB_GEOMETRY_HEX_TRIANGLE,
} TabGeometryKind;

typedef struct
{
  TabGeometryKind kind;
  guint  rows;      /* squares: ranks of the frame; hexagons: rows */
  guint  cols;      /* squares: files of the frame */
  guint  n_cells;   /* cell indices run from 0 to n_cells - 1 */
  double x0;        /* squares: top-left corner of the frame */
  double y0;        /* hexagons: centre of the apex cell */
  double cell;      /* squares: side; hexagons: width (flat to flat) */
  /* set before tab_board_geometry_layout (init makes them 0): the board
   * turned by quarter turns clockwise on screen (see quarter_turns),
   * zoomed (1 = fits the widget; 0 counts as 1) and moved by pan */
  guint  turn;
  double zoom;
  double pan_x;
  double pan_y;
  double cx;        /* the point it turns about (the middle of the board) */
  double cy;
} TabBoardGeometry;

/* the shape of the board of pos (its game's table and its size) */
void     tab_board_geometry_init        (TabBoardGeometry       *geom,
                                         const TabPosition      *pos);
/* a hexagon triangle's cell and its row (0 at the apex) and column */
gboolean tab_board_geometry_hex_coords  (const TabBoardGeometry *geom,
                                         int                     cell,
                                         guint                  *row,
                                         guint                  *col);
/* the cell of row and col of a hexagon triangle, or TAB_NO_CELL */
int      tab_board_geometry_hex_cell    (const TabBoardGeometry *geom,
                                         int                     row,
                                         int                     col);
/* the name of a cell as the game's notation writes it ("c3", "i7"),
 * "" for none; buf holds TAB_TOKEN_MAX */
void     tab_board_geometry_cell_name   (const TabBoardGeometry *geom,
                                         int                     cell,
                                         char                   *buf);
/* how far the board turns at a time: 1 (a quarter) when its frame is
 * square, else 2 (half a turn) */
guint    tab_board_geometry_turn_step   (const TabBoardGeometry *geom);
/* the turn that puts the home of seat (where its pieces start) at the
 * bottom of the screen, or 0 when its pieces start nowhere in particular */
guint    tab_board_geometry_seat_turn   (const TabBoardGeometry *geom,
                                         const TabPosition      *pos,
                                         guint                   seat);
/* turns (dx, dy), a direction on the board as the screen shows it
 * unturned, to where the turn shows it (y down, as on screen) */
void     tab_board_geometry_turn_vector (const TabBoardGeometry *geom,
                                         double                 *dx,
                                         double                 *dy);
/* fits the board into width × height, leaving room for coordinates,
 * then zooms, pans and turns it as geom says */
void     tab_board_geometry_layout      (TabBoardGeometry       *geom,
                                         int                     width,
                                         int                     height);
gboolean tab_board_geometry_cell_exists (const TabBoardGeometry *geom,
                                         int                     cell);
void     tab_board_geometry_cell_center (const TabBoardGeometry *geom,
                                         guint                   cell,
                                         graphene_point_t       *centre);
/* the square a piece is drawn in (a hexagon's inner square for hexagons) */
void     tab_board_geometry_cell_rect   (const TabBoardGeometry *geom,
                                         guint                   cell,
                                         graphene_rect_t        *rect);
/* the corners of a cell, clockwise from the top; returns 4 or 6 */
guint    tab_board_geometry_cell_outline (const TabBoardGeometry *geom,
                                          guint                   cell,
                                          graphene_point_t        corners[6]);
/* the cell under (x, y), or TAB_NO_CELL */
int      tab_board_geometry_cell_at     (const TabBoardGeometry *geom,
                                         double                  x,
                                         double                  y);
/* the cell next to cell when the keyboard cursor moves by (dx, dy)
 * (screen directions: dx > 0 right, dy > 0 up); cell itself at an edge */
int      tab_board_geometry_step        (const TabBoardGeometry *geom,
                                         int                     cell,
                                         int                     dx,
                                         int                     dy);

G_END_DECLS
