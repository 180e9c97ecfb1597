/* test-practice.c: TabPractice without a display: which tries keep the
 * result, the positions of a player's marked turns, a try judged in the
 * worker and taken back when refused, the answer, the end
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-practice.h"

/* 4Mation 5×5 reviewed at NODES: Pink's d1 (turn 4) and Blue's e2 and
 * e3 (turns 5 and 7) are marked; c2 is the better turn of Blue's two */
#define RECORD "c3 d2 c1 d1 e2 d3 e3"
#define NODES  20000

/* A turn's review, as far as tab_practice_accepts () reads it */
typedef struct
{
  TabStandingKind before;
  TabMark         mark;
  gboolean        proven;
  TabStandingKind after;
} Review;

/* The turn played (its mark), a try, and whether the try keeps what the
 * turn played lost */
typedef struct
{
  const char *what;
  Review      played;
  Review      tried;
  gboolean    accepted;
} AcceptCase;

#define BLUNDER  { TAB_STANDING_WIN, TAB_MARK_BLUNDER, TRUE, TAB_STANDING_LOSS }
#define SLOWER   { TAB_STANDING_WIN, TAB_MARK_INACCURACY, TRUE, TAB_STANDING_WIN }
#define DRAWN    { TAB_STANDING_DRAW, TAB_MARK_BLUNDER, TRUE, TAB_STANDING_LOSS }
#define WON      { TAB_STANDING_WIN, TAB_MARK_NONE, FALSE, TAB_STANDING_WIN }
#define ESTIMATE { TAB_STANDING_ESTIMATE, TAB_MARK_MISTAKE, FALSE, TAB_STANDING_ESTIMATE }

static const AcceptCase accept_cases[] = {
  /* a win given away: any win is right, slower or not */
  { "win given away, a slower win", BLUNDER, SLOWER, TRUE },
  { "win given away, a win", BLUNDER, WON, TRUE },
  { "win given away, a draw", BLUNDER, { TAB_STANDING_WIN, TAB_MARK_BLUNDER, TRUE, TAB_STANDING_DRAW }, FALSE },
  /* a proof is not kept by an estimate, even one the review leaves alone */
  { "win given away, an estimate", BLUNDER,
    { TAB_STANDING_WIN, TAB_MARK_NONE, FALSE, TAB_STANDING_ESTIMATE }, FALSE },
  /* a win made slower: only a win as quick as the better turn's */
  { "win made slower, as slow", SLOWER, SLOWER, FALSE },
  { "win made slower, as quick", SLOWER, WON, TRUE },
  /* a draw given away: a draw or better */
  { "draw given away, a draw", DRAWN, { TAB_STANDING_DRAW, TAB_MARK_NONE, FALSE, TAB_STANDING_DRAW }, TRUE },
  { "draw given away, a win", DRAWN, { TAB_STANDING_DRAW, TAB_MARK_NONE, FALSE, TAB_STANDING_WIN }, TRUE },
  { "draw given away, a loss", DRAWN, DRAWN, FALSE },
  /* an estimate: what the review would not mark */
  { "estimate, unmarked", ESTIMATE,
    { TAB_STANDING_ESTIMATE, TAB_MARK_NONE, FALSE, TAB_STANDING_ESTIMATE }, TRUE },
  { "estimate, an inaccuracy", ESTIMATE,
    { TAB_STANDING_ESTIMATE, TAB_MARK_INACCURACY, FALSE, TAB_STANDING_ESTIMATE }, FALSE },
};

static TabTurnReview
review_of (const Review *review)
{
  TabTurnReview r = { 0 };

  r.before.kind = review->before;
  r.after.kind = review->after;
  r.mark = review->mark;
  r.proven = review->proven;
  return r;
}

static void
test_accepts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (accept_cases); i++)
    {
      const AcceptCase *c = &accept_cases[i];
      TabTurnReview played = review_of (&c->played);
      TabTurnReview tried = review_of (&c->tried);

      g_test_message ("%s", c->what);
      g_assert_cmpint (tab_practice_accepts (&played, &tried), ==, c->accepted);
    }
}

static TabGame *
reviewed_game (TabGameReview **review)
{
  g_auto (GStrv) tokens = g_strsplit (RECORD, " ", -1);
  const TabRules *rules = tab_rules_lookup ("fourmation");
  g_autoptr (GError) error = NULL;
  TabAction actions[16];
  TabOptions options;
  TabGame *game;
  guint n;

  tab_options_default (rules, &options);
  g_assert_true (tab_options_parse_size (rules, "5", &options, NULL));
  game = tab_game_new_from_record (rules, &options, (const char * const *) tokens, &error);
  g_assert_no_error (error);
  n = tab_game_get_n_actions (game);
  for (guint i = 0; i < n; i++)
    actions[i] = tab_game_get_action (game, i);
  *review = tab_game_review_new (NODES, n, tab_review_game (tab_game_get_position_at (game, 0),
                                                            actions, n, NODES, 1));
  return game;
}

typedef struct
{
  gboolean      done;
  gboolean      ok;
  gboolean      accepted;
  TabTurnReview tried;
} Judged;

static void
on_judged (GObject *object, GAsyncResult *result, gpointer user_data)
{
  Judged *judged = user_data;

  judged->ok = tab_practice_judge_finish (TAB_PRACTICE (object), result, &judged->tried,
                                          &judged->accepted, NULL);
  judged->done = TRUE;
}

/* Plays token as the try and judges it */
static Judged
try_token (TabPractice *practice, const char *token)
{
  TabGame *board = tab_practice_get_board (practice);
  g_autoptr (GError) error = NULL;
  Judged judged = { 0 };
  gboolean complete;
  TabAction action;

  g_assert_true (tab_action_parse (tab_game_get_position (board), token, &action, NULL));
  g_assert_true (tab_practice_play (practice, action, &complete, &error));
  g_assert_no_error (error);
  g_assert_true (complete);
  tab_practice_judge_async (practice, on_judged, &judged);
  g_assert_cmpint (tab_practice_get_state (practice), ==, TAB_PRACTICE_JUDGING);
  while (!judged.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (judged.ok);
  return judged;
}

static void
test_practice (void)
{
  g_autoptr (TabGameReview) review = NULL;
  g_autoptr (TabGame) game = reviewed_game (&review);
  g_autoptr (TabPractice) practice = NULL;
  g_autoptr (TabPractice) none = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *played = NULL;
  Judged judged;
  gboolean complete;
  TabAction action;

  g_assert_cmpuint (tab_practice_marked_seats (review), ==, (1u << 1) | (1u << 2));
  /* a seat without marked turns: nothing to practice */
  none = tab_practice_new (game, review, 1u << 3);
  g_assert_null (none);

  practice = tab_practice_new (game, review, 1u << 1);
  g_assert_nonnull (practice);
  g_assert_cmpuint (tab_practice_get_n_items (practice), ==, 2);
  g_assert_cmpuint (tab_practice_get_index (practice), ==, 0);
  g_assert_true (tab_practice_get_board (practice) != game);
  g_assert_cmpuint (tab_game_get_n_actions (tab_practice_get_board (practice)), ==, 4);
  played = tab_practice_played_tokens (practice);
  g_assert_cmpstr (played, ==, "e2");

  /* the turn played: refused as the review marked it, and taken back */
  judged = try_token (practice, "e2");
  g_assert_false (judged.accepted);
  g_assert_cmpint (judged.tried.mark, ==, tab_practice_get_turn (practice)->mark);
  g_assert_cmpint (tab_practice_get_state (practice), ==, TAB_PRACTICE_TRYING);
  g_assert_cmpuint (tab_game_get_n_actions (tab_practice_get_board (practice)), ==, 4);

  /* the better turn: accepted; no more actions taken then */
  judged = try_token (practice, "c2");
  g_assert_true (judged.accepted);
  g_assert_cmpint (judged.tried.after.kind, ==, TAB_STANDING_WIN);
  g_assert_cmpuint (tab_practice_get_n_accepted (practice), ==, 1);
  g_assert_true (tab_action_parse (tab_game_get_position (tab_practice_get_board (practice)), "d3",
                                   &action, NULL));
  g_assert_false (tab_practice_play (practice, action, &complete, &error));
  g_clear_error (&error);

  /* the second: its answer, then the end */
  g_assert_true (tab_practice_go_on (practice));
  g_assert_cmpuint (tab_game_get_n_actions (tab_practice_get_board (practice)), ==, 6);
  tab_practice_show_answer (practice);
  g_assert_cmpint (tab_practice_get_state (practice), ==, TAB_PRACTICE_ANSWERED);
  g_assert_cmpstr (tab_game_get_token (tab_practice_get_board (practice), 6), ==, "c2");
  g_assert_false (tab_practice_go_on (practice));
  g_assert_cmpint (tab_practice_get_state (practice), ==, TAB_PRACTICE_FINISHED);
  g_assert_null (tab_practice_get_turn (practice));

  /* the game itself never moved */
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 7);
}

/* A try stopped while judged: its result is dropped */
static void
test_stopped (void)
{
  g_autoptr (TabGameReview) review = NULL;
  g_autoptr (TabGame) game = reviewed_game (&review);
  g_autoptr (TabPractice) practice = tab_practice_new (game, review, 1u << 1);
  Judged judged = { 0 };
  gboolean complete;
  TabAction action;

  g_assert_true (tab_action_parse (tab_game_get_position (tab_practice_get_board (practice)), "c2",
                                   &action, NULL));
  g_assert_true (tab_practice_play (practice, action, &complete, NULL));
  tab_practice_judge_async (practice, on_judged, &judged);
  g_assert_true (tab_practice_go_on (practice));
  while (!judged.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (judged.ok);
  g_assert_cmpuint (tab_practice_get_n_accepted (practice), ==, 0);
  g_assert_cmpuint (tab_practice_get_index (practice), ==, 1);
  g_assert_cmpint (tab_practice_get_state (practice), ==, TAB_PRACTICE_TRYING);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice/accepts", test_accepts);
  g_test_add_func ("/practice/positions-and-tries", test_practice);
  g_test_add_func ("/practice/stopped", test_stopped);

  return g_test_run ();
}
