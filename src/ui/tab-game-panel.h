/* tab-game-panel.h: the side panel of a game: who is to move, the seats,
 * the scores, what is special about the turn, the moves so far
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-board-state.h"
#include "tab-match.h"

G_BEGIN_DECLS

#define TAB_TYPE_GAME_PANEL (tab_game_panel_get_type ())

G_DECLARE_FINAL_TYPE (TabGamePanel, tab_game_panel, TAB, GAME_PANEL, GtkWidget)

/* The match the panel shows; it follows the match's game and the
 * notifications of both on its own.  Emits "action-chosen" when the
 * button of the action without a cell ("pass", "end") is clicked. */
void      tab_game_panel_set_match      (TabGamePanel *self,
                                         TabMatch     *match);
/* The legal actions the button of "pass" or "end" follows: the board
 * view's (tab_board_view_get_board_state ()), so that they are worked
 * out once; without it the panel keeps its own for its match's game */
void      tab_game_panel_set_board_state (TabGamePanel  *self,
                                          TabBoardState *state);
/* History browsing: the move list marks the turn that ends after
 * n_actions actions, the pass button hides; -1: the game's position.
 * Emits "move-activated" (the number of actions up to the end of the
 * turn) when a row of the move list is activated. */
void      tab_game_panel_set_shown      (TabGamePanel *self,
                                         int           n_actions);
/* presses the button of the pass or the end of the turn, if it shows:
 * FALSE when it does not */
gboolean  tab_game_panel_press_pass     (TabGamePanel *self);
/* A hint: the button of "pass" or "end" stands out when action is its
 * action, until the position changes */
void      tab_game_panel_show_hint      (TabGamePanel *self,
                                         TabAction     action);
/* While held, the end of the game is not shown yet (the board still
 * shows the steps of the last turn) */
void      tab_game_panel_hold_result    (TabGamePanel *self,
                                         gboolean      hold);
/* whether the computer plays every seat of a game that runs: the panel
 * then shows pause, one turn and the speed */
gboolean  tab_game_panel_is_watching    (TabGamePanel *self);
/* the label of the button of the action without a cell (token "end",
 * "pass"), with a mnemonic: "_End Turn", "_Pass" */
const char *tab_game_panel_pass_label   (const TabPosition *pos,
                                         const char        *token);

G_END_DECLS
