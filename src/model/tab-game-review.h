/* tab-game-review.h: the computer's review of a game, kept with it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The marks of tab_review_game () (src/ai/tab-review.c) for the first
 * n_actions actions of a game, with the node budget they were found
 * with.  Analysing runs in a worker thread at low priority; the review
 * itself never changes once made.  No GTK here.
 */

#pragma once

#include <gio/gio.h>

#include "tab-analysis.h"
#include "tab-game.h"

G_BEGIN_DECLS

#define TAB_TYPE_GAME_REVIEW (tab_game_review_get_type ())

G_DECLARE_FINAL_TYPE (TabGameReview, tab_game_review, TAB, GAME_REVIEW, GObject)

/* A review of n_actions actions from turns (TabTurnReview, taken) */
TabGameReview       *tab_game_review_new           (guint64        nodes,
                                                    guint          n_actions,
                                                    GArray        *turns);
guint64              tab_game_review_get_nodes     (TabGameReview *self);
/* the actions of the game it covers (an unfinished last turn is not
 * reviewed, but counted here) */
guint                tab_game_review_get_n_actions (TabGameReview *self);
guint                tab_game_review_get_n_turns   (TabGameReview *self);
const TabTurnReview *tab_game_review_get_turn      (TabGameReview *self,
                                                    guint          index);
/* the reviewed turn that ends after n_actions actions; NULL when none */
const TabTurnReview *tab_game_review_find_turn     (TabGameReview *self,
                                                    guint          n_actions);
/* the standing of the position after n_actions actions (a turn
 * boundary), for seat *seat (written): the standing after the turn that
 * ends there, or before the first; FALSE when the review says nothing */
gboolean             tab_game_review_standing_at   (TabGameReview *self,
                                                    guint          n_actions,
                                                    TabStanding   *standing,
                                                    guint         *seat);
/* whether the review covers every action of game, as it is now */
gboolean             tab_game_review_covers        (TabGameReview *self,
                                                    TabGame       *game);

/* The review kept with its game (NULL: none), until an action it
 * covers is taken back: saving writes it, loading brings it back */
void                 tab_game_review_attach        (TabGame       *game,
                                                    TabGameReview *review);
TabGameReview       *tab_game_review_lookup        (TabGame       *game);
/* the better turn of a reviewed turn played from before, in the game's
 * notation, its actions a space apart ("" when none); caller frees */
char                *tab_game_review_better_tokens (const TabPosition   *before,
                                                    const TabTurnReview *review);

/* "Blunder", "Mistake", "Inaccuracy"; NULL for none or forced */
const char          *tab_game_review_mark_name     (TabMark              mark);
/* "Blunder, proven", "Mistake, estimated"; NULL when not marked */
char                *tab_game_review_mark_words    (const TabTurnReview *review);

/* Shared between the window and the worker (an atomic reference-counted
 * box, g_atomic_rc_box): progress and cancel */
TabReviewControl    *tab_review_control_new        (void);
TabReviewControl    *tab_review_control_ref        (TabReviewControl *control);
void                 tab_review_control_unref      (TabReviewControl *control);
/* how far, from 0 to 1 */
double               tab_review_control_fraction   (TabReviewControl *control);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabReviewControl, tab_review_control_unref)

/* Reviews the actions of game played so far, in a worker thread at low
 * priority (a busy machine slows the review, never the window).
 * control (may be NULL) tells how far it is; cancelling (cancellable or
 * control's cancel) stops it between two positions and fails with
 * G_IO_ERROR_CANCELLED. */
void                 tab_game_review_analyse_async (TabGame            *game,
                                                    guint64             nodes,
                                                    TabReviewControl   *control,
                                                    GCancellable       *cancellable,
                                                    GAsyncReadyCallback callback,
                                                    gpointer            user_data);
TabGameReview       *tab_game_review_analyse_finish (GAsyncResult      *result,
                                                     GError           **error);

/* Judges one complete turn (len actions) played from before, as
 * reviewing a game judges each of its turns, with a budget of nodes per
 * position, in a worker thread at low priority: the finish gives a
 * review of one turn (its mark, why, its better turn), or fails with
 * G_IO_ERROR_CANCELLED once cancellable is cancelled */
void                 tab_game_review_judge_turn_async (const TabPosition  *before,
                                                       const TabAction    *turn,
                                                       guint               len,
                                                       guint64             nodes,
                                                       GCancellable       *cancellable,
                                                       GAsyncReadyCallback callback,
                                                       gpointer            user_data);

/* The cells of a reviewed turn's better turn, played from before: the
 * first action's piece (TAB_NO_CELL for a placement) and the last
 * action's cell; FALSE when it has none */
gboolean             tab_game_review_better_cells  (const TabPosition   *before,
                                                    const TabTurnReview *review,
                                                    int                 *from,
                                                    int                 *to);

G_END_DECLS
