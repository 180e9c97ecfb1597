/* tab-practice.h: practising one's own marked turns again
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From a game and its review: the positions before the marked turns of
 * some seats, one after another.  The player tries another turn on a
 * game of its own (the board's: the game's actions up to that turn,
 * then the try), never on the game itself.  A complete try is judged in
 * a worker thread as the review judged the turn played (the same judge,
 * the same node budget): it is accepted when it keeps the result the
 * seat could force (a proven win still a win, a proven draw at least a
 * draw) or, on an estimate, when the review would not mark it.  No GTK
 * here.
 */

#pragma once

#include <gio/gio.h>

#include "tab-game-review.h"
#include "tab-game.h"

G_BEGIN_DECLS

typedef enum
{
  TAB_PRACTICE_TRYING = 0,   /* the board takes the player's try */
  TAB_PRACTICE_JUDGING,      /* a complete try is being judged */
  TAB_PRACTICE_ACCEPTED,     /* the try kept the result: on to the next */
  TAB_PRACTICE_ANSWERED,     /* the better turn was shown: on to the next */
  TAB_PRACTICE_FINISHED,     /* every position has been seen */
} TabPracticeState;

#define TAB_TYPE_PRACTICE (tab_practice_get_type ())

G_DECLARE_FINAL_TYPE (TabPractice, tab_practice, TAB, PRACTICE, GObject)

/* The marked turns of the seats in seats (bit 1 << seat) that review
 * has for game (the review covers the game's actions); the first
 * position is on the board at once.  NULL when there is none. */
TabPractice         *tab_practice_new            (TabGame       *game,
                                                  TabGameReview *review,
                                                  guint          seats);
/* the seats with marked turns in review (bit 1 << seat) */
guint                tab_practice_marked_seats   (TabGameReview *review);

guint                tab_practice_get_n_items    (TabPractice   *self);
/* the position on show, from 0; n_items once finished */
guint                tab_practice_get_index      (TabPractice   *self);
TabPracticeState     tab_practice_get_state      (TabPractice   *self);
/* the tries accepted so far */
guint                tab_practice_get_n_accepted (TabPractice   *self);
/* the game's turn being practised (NULL once finished), and the position
 * before it */
const TabTurnReview *tab_practice_get_turn       (TabPractice   *self);
const TabPosition   *tab_practice_get_before     (TabPractice   *self);
/* the game the board shows: the game's actions up to the turn, then the
 * actions of the try (or of the answer) */
TabGame             *tab_practice_get_board      (TabPractice   *self);
/* the actions of the try (or the answer) so far, written to actions
 * (TAB_AI_MAX_TURN at most): how many */
guint                tab_practice_get_try        (TabPractice   *self,
                                                  TabAction     *actions);
/* the try's actions so far, in the game's notation; caller frees */
char                *tab_practice_try_tokens     (TabPractice   *self);
/* the turn played in the game there, in the game's notation; caller frees */
char                *tab_practice_played_tokens  (TabPractice   *self);

/* An action of the try, on the board's game: FALSE (with the engine's
 * error) when illegal or not trying.  TRUE with *complete set once the
 * try is a complete turn: then judge it. */
gboolean             tab_practice_play           (TabPractice   *self,
                                                  TabAction      action,
                                                  gboolean      *complete,
                                                  GError       **error);
/* The complete try judged in a worker (TAB_PRACTICE_JUDGING meanwhile);
 * the finish gives the try's review (its mark and standing) and whether
 * it is accepted; a refused try is taken back (TRYING again).  Fails
 * with G_IO_ERROR_CANCELLED when the practice went on meanwhile (Skip,
 * Show the Answer, the end). */
void                 tab_practice_judge_async    (TabPractice        *self,
                                                  GAsyncReadyCallback callback,
                                                  gpointer            user_data);
gboolean             tab_practice_judge_finish   (TabPractice        *self,
                                                  GAsyncResult       *result,
                                                  TabTurnReview      *tried,
                                                  gboolean           *accepted,
                                                  GError            **error);
/* Whether a try judged tried keeps what played (the game's turn) lost */
gboolean             tab_practice_accepts        (const TabTurnReview *played,
                                                  const TabTurnReview *tried);
/* Takes the try back: the position before the turn again */
void                 tab_practice_take_back      (TabPractice   *self);
/* Plays the better turn on the board (TAB_PRACTICE_ANSWERED) */
void                 tab_practice_show_answer    (TabPractice   *self);
/* The next position (Skip, or Next after an answer); FALSE when there is
 * none left: TAB_PRACTICE_FINISHED */
gboolean             tab_practice_go_on          (TabPractice   *self);
/* Stops a judgement under way (its result is dropped) */
void                 tab_practice_stop           (TabPractice   *self);

G_END_DECLS
