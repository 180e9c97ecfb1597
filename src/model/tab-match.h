/* tab-match.h: the seats of a game (person or computer) and the computer
 * players that think for them
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TabMatch owns a TabGame.  When a computer seat is to move it runs
 * tab_ai_choose_turn () in a worker thread (GTask) on a copy of the
 * position and plays the turn it returns, after a short minimum delay so
 * that a person can follow.  Undo, redo, a new game, loading and closing
 * cancel the search; a result that arrives for a position that is no
 * longer on the board is thrown away.
 */

#pragma once

#include <gio/gio.h>

#include "tab-game.h"

G_BEGIN_DECLS

#define TAB_TYPE_MATCH (tab_match_get_type ())

G_DECLARE_FINAL_TYPE (TabMatch, tab_match, TAB, MATCH, GObject)

/* a seat's level: 0 for a person, 1..4 (TabAiLevel) for the computer */
#define TAB_MATCH_PERSON 0
#define TAB_MATCH_DEFAULT_DELAY_MS 500

TabMatch   *tab_match_new             (void);

TabGame    *tab_match_get_game        (TabMatch          *self);
/* replaces the game (new game, load): cancels any search; the seats stay */
void        tab_match_set_game        (TabMatch          *self,
                                       TabGame           *game);
gboolean    tab_match_new_game        (TabMatch          *self,
                                       const TabRules    *rules,
                                       const TabOptions  *options,
                                       GError           **error);

guint       tab_match_get_seat_level  (TabMatch          *self,
                                       guint              seat);
void        tab_match_set_seat_level  (TabMatch          *self,
                                       guint              seat,
                                       guint              level);
gboolean    tab_match_is_person       (TabMatch          *self,
                                       guint              seat);
/* TRUE when a person is to move in a running game: the board takes clicks */
gboolean    tab_match_is_person_to_move (TabMatch        *self);
gboolean    tab_match_get_thinking    (TabMatch          *self);
/* While the computer thinks, how much of its level's time budget it has
 * used, 0 to 1 (1 once it has chosen and waits to play); -1 when it does
 * not think or its level has no budget (it plays at once) */
double      tab_match_get_thinking_progress (TabMatch    *self);

/* The computer's random choices (Beginner's turns, the choice among
 * turns its search judges equal) come from the match's seed and the
 * position: random for a new match, set for games that must repeat */
void        tab_match_set_seed        (TabMatch          *self,
                                       guint64            seed);

guint       tab_match_get_delay       (TabMatch          *self);
void        tab_match_set_delay       (TabMatch          *self,
                                       guint              delay_ms);
guint       tab_match_get_time_ms     (TabMatch          *self);
void        tab_match_set_time_ms     (TabMatch          *self,
                                       guint              time_ms);

/* A person's action; refused while a computer seat is to move */
gboolean    tab_match_play            (TabMatch          *self,
                                       TabAction          action,
                                       GError           **error);
/* Takes back turns until a person is to move again (one turn when every
 * seat is the computer); cancels the search */
gboolean    tab_match_can_undo        (TabMatch          *self);
gboolean    tab_match_undo            (TabMatch          *self);
/* Plays again undone turns: the person's and the computer replies */
gboolean    tab_match_can_redo        (TabMatch          *self);
gboolean    tab_match_redo            (TabMatch          *self);
/* Stops the computer players (the window closes) */
void        tab_match_stop            (TabMatch          *self);
/* Starts the computer player if one is to move (after tab_match_stop) */
void        tab_match_resume          (TabMatch          *self);

/* Computer against computer, for a person watching: while paused no
 * computer turn is played (a search under way finishes and its turn
 * waits); step plays the next computer turn and stays paused (FALSE when
 * not paused or no computer seat is to move).  The speed is the minimum
 * delay between turns (delay-ms), which may change at any time. */
gboolean    tab_match_get_paused      (TabMatch          *self);
void        tab_match_set_paused      (TabMatch          *self,
                                       gboolean           paused);
gboolean    tab_match_step            (TabMatch          *self);

/* History browsing: while held no computer turn is played (a search
 * under way finishes and its turn waits), whether or not paused */
gboolean    tab_match_get_held        (TabMatch          *self);
void        tab_match_set_held        (TabMatch          *self,
                                       gboolean           held);
/* A person's action played on from the position after the first
 * n_actions: the later actions are dropped for good (see
 * tab_game_truncate); refused, leaving the game as it was, when that
 * position is over or a computer seat is to move there */
gboolean    tab_match_play_from       (TabMatch          *self,
                                       guint              n_actions,
                                       TabAction          action,
                                       GError           **error);

/* A suggested action for the person to move: the Strong level with the
 * match's time-ms; cancelled by cancellable, by a change of the position
 * (play, undo, redo, new game) and by a newer hint */
void        tab_match_hint_async      (TabMatch           *self,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
/* FALSE with G_IO_ERROR_CANCELLED when the position changed meanwhile */
gboolean    tab_match_hint_finish     (TabMatch          *self,
                                       GAsyncResult      *result,
                                       TabAction         *action,
                                       GError           **error);

G_END_DECLS
