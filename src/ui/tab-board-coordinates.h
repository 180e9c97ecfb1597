/* tab-board-coordinates.h: the names of the rows and columns around a board
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-board-geometry.h"
#include "tab-board-paint.h"

G_BEGIN_DECLS

/* draws the row and column names the notation of the board uses, outside
 * the cells of geom (laid out for widget) */
void tab_board_draw_coordinates (GtkWidget              *widget,
                                 cairo_t                *cr,
                                 const TabBoardGeometry *geom,
                                 const TabPalette       *palette);

G_END_DECLS
