/* tab-game.h: one game (rules, options, position, history, undo/redo)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TabGame wraps a TabPosition and the actions played to reach it.  Undo
 * and redo work on whole turns (the runs of actions during which
 * pos->turn does not change).  It never touches widgets: the UI binds to
 * its properties and listens to its signals.
 */

#pragma once

#include <glib-object.h>

#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_TYPE_GAME (tab_game_get_type ())

G_DECLARE_FINAL_TYPE (TabGame, tab_game, TAB, GAME, GObject)

TabGame           *tab_game_new              (const TabRules    *rules,
                                              const TabOptions  *options,
                                              GError           **error);
/* a new game that replays record (tokens) from the initial position; the
 * error names the move number; all the actions can be undone */
TabGame           *tab_game_new_from_record  (const TabRules    *rules,
                                              const TabOptions  *options,
                                              const char *const *tokens,
                                              GError           **error);

/* Plays token as tab_game_play_token () does but tells no one (no
 * signal, no notification): for building a game nobody watches yet, as
 * loading a file does, one action at a time.  FALSE with the engine's
 * error ("illegal action 'e4'") for a token that is not legal here; the
 * game is left as it was. */
gboolean           tab_game_append_token     (TabGame           *self,
                                              const char        *token,
                                              GError           **error);

const TabRules    *tab_game_get_rules        (TabGame           *self);
const TabOptions  *tab_game_get_options      (TabGame           *self);
const TabPosition *tab_game_get_position     (TabGame           *self);
/* the position before action index (0 = the initial position) */
const TabPosition *tab_game_get_position_at  (TabGame           *self,
                                              guint              index);

guint              tab_game_get_seat_to_move (TabGame           *self);
const char        *tab_game_get_status       (TabGame           *self);
gboolean           tab_game_is_over          (TabGame           *self);
gboolean           tab_game_can_undo         (TabGame           *self);
gboolean           tab_game_can_redo         (TabGame           *self);
/* TRUE when no action of the current turn has been played yet */
gboolean           tab_game_at_turn_start    (TabGame           *self);

/* Plays a legal action; FALSE with an error for an illegal one (the game
 * is left as it was).  Playing drops the actions that could be redone. */
gboolean           tab_game_play             (TabGame           *self,
                                              TabAction          action,
                                              GError           **error);
gboolean           tab_game_play_token       (TabGame           *self,
                                              const char        *token,
                                              GError           **error);
/* Plays the actions of a turn in order; stops at the first illegal one */
gboolean           tab_game_play_turn        (TabGame           *self,
                                              const TabAction   *actions,
                                              guint              n_actions,
                                              GError           **error);

/* Takes back the last turn (or the actions played so far of the current
 * turn); FALSE when there is nothing to undo */
gboolean           tab_game_undo             (TabGame           *self);
/* Plays again the next undone turn; FALSE when there is nothing to redo */
gboolean           tab_game_redo             (TabGame           *self);

/* The actions played (not those that could be redone) */
guint              tab_game_get_n_actions    (TabGame           *self);
TabAction          tab_game_get_action       (TabGame           *self,
                                              guint              index);
const char        *tab_game_get_token        (TabGame           *self,
                                              guint              index);
/* the seat that played action index */
guint              tab_game_get_action_seat  (TabGame           *self,
                                              guint              index);
/* the turn (0-based hand-over count) that action index belongs to */
guint              tab_game_get_action_turn  (TabGame           *self,
                                              guint              index);
/* the tokens of the actions played, NULL-terminated */
GStrv              tab_game_dup_tokens       (TabGame           *self);

/* the cells of the last action played that has cells (an "end" or a
 * "pass" has none: the action before it); TAB_NO_CELL where none; FALSE
 * when no action has been played */
gboolean           tab_game_get_last_cells   (TabGame           *self,
                                              int               *from,
                                              int               *to);
/* the same for the position after the first n_actions actions (history
 * browsing); FALSE when n_actions is 0 */
gboolean           tab_game_get_last_cells_at (TabGame          *self,
                                              guint              n_actions,
                                              int               *from,
                                              int               *to);

/* History browsing works on whole turns: a turn boundary is 0, the number
 * of actions played, or an action that starts a new turn.  The boundary
 * before n_actions (0 when none), and the one after it (the number of
 * actions played when none). */
guint              tab_game_previous_turn_boundary (TabGame      *self,
                                                    guint         n_actions);
guint              tab_game_next_turn_boundary     (TabGame      *self,
                                                    guint         n_actions);
/* Drops for good every action after the first n_actions (they cannot be
 * redone): playing on from an earlier position.  FALSE when n_actions is
 * more than the actions played. */
gboolean           tab_game_truncate         (TabGame           *self,
                                              guint              n_actions);
/* Plays action on from the position after the first n_actions, dropping
 * the later ones for good; FALSE with an error, the game left as it was,
 * for an action illegal there */
gboolean           tab_game_play_from        (TabGame           *self,
                                              guint              n_actions,
                                              TabAction          action,
                                              GError           **error);

G_END_DECLS
