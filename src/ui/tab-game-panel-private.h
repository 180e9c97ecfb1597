/* tab-game-panel-private.h: the side panel's parts, for tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-game-panel.h"
#include "tab-move-list.h"

G_BEGIN_DECLS

/* the button of the action without a cell ("pass", "end") */
GtkWidget  *tab_game_panel_get_pass_button  (TabGamePanel *self);
/* the legal actions the button follows (see set_board_state ()) */
TabBoardState *tab_game_panel_get_board_state (TabGamePanel *self);
/* the card of the result, shown at the end of the game */
GtkWidget  *tab_game_panel_get_end_box      (TabGamePanel *self);
/* the move list (its parts: tab-move-list-private.h) */
TabMoveList *tab_game_panel_get_move_list   (TabGamePanel *self);
/* the result card's title ("You Win", "White Wins", "Draw"; NULL while
 * the game runs), and its Play Again button */
const char *tab_game_panel_get_outcome_text (TabGamePanel *self);
GtkWidget  *tab_game_panel_get_play_again_button (TabGamePanel *self);
/* what is special about the turn, the scores, the result of a finished
 * game, as the labels show them */
const char *tab_game_panel_get_details_text (TabGamePanel *self);
const char *tab_game_panel_get_scores_text  (TabGamePanel *self);
const char *tab_game_panel_get_result_text  (TabGamePanel *self);
/* the last turn in words, as the label under the status shows it and
 * screen readers read it */
const char *tab_game_panel_get_last_turn_text (TabGamePanel *self);
/* who is to move, as the status shows it ("" for none) */
const char *tab_game_panel_get_status_text  (TabGamePanel *self);

G_END_DECLS
