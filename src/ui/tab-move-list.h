/* tab-move-list.h: the side panel's move list: one row per turn, the
 * turn on show while an earlier position is browsed
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-game.h"
#include "tab-game-review.h"

G_BEGIN_DECLS

#define TAB_TYPE_MOVE_LIST (tab_move_list_get_type ())

G_DECLARE_FINAL_TYPE (TabMoveList, tab_move_list, TAB, MOVE_LIST, GtkWidget)

/* The game whose turns the list shows; it follows the game's "n-actions"
 * and "is-over" on its own and scrolls to the last turn each time.
 * Emits "move-activated" (the number of actions up to the end of the
 * turn) when a row is activated. */
void      tab_move_list_set_game  (TabMoveList *self,
                                   TabGame     *game);
TabGame  *tab_move_list_get_game  (TabMoveList *self);
/* History browsing: marks the turn that ends after n_actions actions;
 * -1: none (the game's position is on show) */
void      tab_move_list_set_shown (TabMoveList *self,
                                   int          n_actions);
int       tab_move_list_get_shown (TabMoveList *self);
/* Scrolls to the last turn once the list has its new size (at idle):
 * after something took room from it */
void      tab_move_list_scroll_to_end (TabMoveList *self);
/* The computer's review of the game (NULL: none): each reviewed turn's
 * row shows its mark.  A new game drops it. */
void           tab_move_list_set_review (TabMoveList   *self,
                                         TabGameReview *review);
TabGameReview *tab_move_list_get_review (TabMoveList   *self);
G_END_DECLS
