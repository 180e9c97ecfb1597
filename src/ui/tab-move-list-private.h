/* tab-move-list-private.h: the move list's parts, for tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-move-list.h"

G_BEGIN_DECLS

/* the list of rows, one per turn, and its scrolled window */
GtkListBox        *tab_move_list_get_list_box (TabMoveList *self);
GtkScrolledWindow *tab_move_list_get_scroller (TabMoveList *self);

G_END_DECLS
