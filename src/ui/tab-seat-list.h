/* tab-seat-list.h: the side panel's seats: one row per seat, who plays
 * it, what is special about it, the one to move
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-match.h"

G_BEGIN_DECLS

#define TAB_TYPE_SEAT_LIST (tab_seat_list_get_type ())

G_DECLARE_FINAL_TYPE (TabSeatList, tab_seat_list, TAB, SEAT_LIST, GtkWidget)

/* Rebuilds the rows from match's game after its first n_actions (the
 * position on show: its present, or an earlier one while browsing or
 * practising): the panel calls it when the seat to move, the position
 * on show or who plays a seat changed */
void  tab_seat_list_refresh (TabSeatList *self,
                             TabMatch    *match,
                             guint        n_actions);

G_END_DECLS
