/* test-match.c: TabMatch: computer seats play through the worker thread,
 * searches are cancelled by undo and new games, stale results are dropped
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-match.h"

#include "tab-ai.h"

typedef gboolean (*Condition) (TabMatch *match, gpointer data);

/* Runs the main loop until condition holds; FALSE after timeout_ms */
static gboolean
wait_until (TabMatch *match, Condition condition, gpointer data, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (match, data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

/* Runs the main loop for ms milliseconds */
static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static gboolean
has_n_actions (TabMatch *match, gpointer data)
{
  return tab_game_get_n_actions (tab_match_get_game (match)) >= GPOINTER_TO_UINT (data);
}

static gboolean
is_over (TabMatch *match, gpointer data)
{
  return tab_game_is_over (tab_match_get_game (match));
}

static TabMatch *
new_match (guint size, guint level1, guint level2, guint delay_ms)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { size, size, 2 };
  g_autoptr (GError) error = NULL;
  TabMatch *match = tab_match_new ();

  tab_match_set_delay (match, delay_ms);
  tab_match_set_seat_level (match, 1, level1);
  tab_match_set_seat_level (match, 2, level2);
  g_assert_true (tab_match_new_game (match, rules, &options, &error));
  g_assert_no_error (error);
  return match;
}

static TabGame *
game_from_record (const char *record, guint size)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  TabOptions options = { size, size, 2 };
  g_autoptr (GError) error = NULL;
  TabGame *game;

  game = tab_game_new_from_record (tab_rules_lookup ("fourmation"), &options,
                                   (const char * const *) tokens, &error);
  g_assert_no_error (error);
  return game;
}

static void
play (TabMatch *match, const char *token)
{
  g_autoptr (GError) error = NULL;
  TabAction action;

  g_assert_true (tab_action_parse (tab_game_get_position (tab_match_get_game (match)),
                                   token, &action, &error));
  g_assert_no_error (error);
  g_assert_true (tab_match_play (match, action, &error));
  g_assert_no_error (error);
}

/* the last token is one of the space-separated candidates */
static void
assert_last_token_in (TabGame *game, const char *candidates)
{
  g_auto (GStrv) list = g_strsplit (candidates, " ", -1);
  guint n = tab_game_get_n_actions (game);

  g_assert_cmpuint (n, >, 0);
  g_assert_true (g_strv_contains ((const char * const *) list, tab_game_get_token (game, n - 1)));
}

static void
test_computer_replies (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);
  TabGame *game = tab_match_get_game (match);
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_match_is_person_to_move (match));
  g_assert_false (tab_match_get_thinking (match));

  play (match, "d4");
  g_assert_true (tab_match_get_thinking (match));
  g_assert_false (tab_match_is_person_to_move (match));

  /* a person cannot play for the computer */
  g_assert_false (tab_match_play (match, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);

  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  g_assert_false (tab_match_get_thinking (match));
  g_assert_cmpuint (tab_game_get_action_seat (game, 1), ==, 2);
  /* seat 2 must touch d4 (rule file T2) */
  assert_last_token_in (game, "c3 c4 c5 d3 d5 e3 e4 e5");
  g_assert_true (tab_match_is_person_to_move (match));
}

static void
test_minimum_delay (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 300);
  gint64 start = g_get_monotonic_time ();

  play (match, "d4");
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 300 * 1000);
}

/* Casual against Beginner on 4×4 to the end, with a replayable record */
static void
test_computer_against_computer (void)
{
  g_autoptr (TabMatch) match = new_match (4, TAB_AI_CASUAL, TAB_AI_BEGINNER, 0);
  TabGame *game = tab_match_get_game (match);
  g_auto (GStrv) tokens = NULL;
  g_autoptr (TabGame) replay = NULL;
  g_autoptr (GError) error = NULL;
  TabOptions options = { 4, 4, 2 };

  g_assert_true (tab_match_get_thinking (match));
  g_assert_true (wait_until (match, is_over, NULL, 20000));
  g_assert_false (tab_match_get_thinking (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), >=, 7);
  g_assert_cmpuint (tab_game_get_n_actions (game), <=, 16);

  tokens = tab_game_dup_tokens (game);
  replay = tab_game_new_from_record (tab_game_get_rules (game), &options,
                                     (const char * const *) tokens, &error);
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (replay));
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (replay)), ==,
                    tab_position_hash (tab_game_get_position (game)));
  g_assert_cmpstr (tab_game_get_status (replay), ==, tab_game_get_status (game));
}

/* A game of 4Mation 7x7 between two Casual computers whose match has
 * seed: its record */
static char *
seeded_match_game (guint64 seed)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { 7, 7, 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TabMatch) match = tab_match_new ();
  g_auto (GStrv) tokens = NULL;

  tab_match_set_seed (match, seed);
  tab_match_set_delay (match, 0);
  tab_match_set_seat_level (match, 1, TAB_AI_CASUAL);
  tab_match_set_seat_level (match, 2, TAB_AI_CASUAL);
  g_assert_true (tab_match_new_game (match, rules, &options, &error));
  g_assert_no_error (error);
  g_assert_true (wait_until (match, is_over, NULL, 60000));
  tokens = tab_game_dup_tokens (tab_match_get_game (match));
  return g_strjoinv (" ", tokens);
}

/* Computer against computer varies with the match's seed (the choice
 * among equally good turns), and one seed plays the same game again */
static void
test_seeded_games (void)
{
  g_autofree char *a = seeded_match_game (11);
  g_autofree char *again = seeded_match_game (11);
  g_autofree char *b = seeded_match_game (12);

  g_test_message ("seed 11: %s\nseed 12: %s", a, b);
  g_assert_cmpstr (a, ==, again);
  g_assert_cmpstr (a, !=, b);
}

/* Undo while the computer's reply waits: nothing is played afterwards */
static void
test_cancel_on_undo (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 5000);
  TabGame *game = tab_match_get_game (match);

  play (match, "d4");
  g_assert_true (tab_match_get_thinking (match));
  g_assert_true (tab_match_can_undo (match));
  g_assert_true (tab_match_undo (match));
  g_assert_false (tab_match_get_thinking (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);

  spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  g_assert_true (tab_match_is_person_to_move (match));

  /* the same with a search still in the worker thread (no delay): its
   * result arrives after the undo and must be dropped */
  tab_match_set_delay (match, 0);
  play (match, "d4");
  g_assert_true (tab_match_undo (match));
  spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  g_assert_false (tab_match_get_thinking (match));
}

/* A new game while the computer thinks about the old one: the stale
 * reply (next to d4) must not land on the new board, where the computer
 * must touch a1 instead. */
static void
test_stale_results_dropped (void)
{
  for (guint round = 0; round < 20; round++)
    {
      g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);
      g_autoptr (TabGame) fresh = game_from_record ("a1", 7);

      play (match, "d4");
      tab_match_set_game (match, fresh);
      g_assert_true (tab_match_get_game (match) == fresh);
      g_assert_true (tab_match_get_thinking (match));
      g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
      spin (20);
      g_assert_cmpuint (tab_game_get_n_actions (fresh), ==, 2);
      assert_last_token_in (fresh, "a2 b1 b2");
    }
}

static void
test_cancel_on_new_game (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { 5, 5, 2 };

  play (match, "d4");
  g_assert_true (tab_match_new_game (match, rules, &options, NULL));
  g_assert_false (tab_match_get_thinking (match));
  spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (match)), ==, 0);
  g_assert_cmpuint (tab_game_get_options (tab_match_get_game (match))->rows, ==, 5);
}

/* Undo goes back to the person's turn, redo plays the person's turn and
 * the computer's reply again */
static void
test_undo_redo_with_computer (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);
  TabGame *game = tab_match_get_game (match);
  g_auto (GStrv) before = NULL;
  g_auto (GStrv) after = NULL;
  g_auto (GStrv) legal = NULL;

  play (match, "d4");
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  legal = tab_position_legal_tokens (tab_game_get_position (game));
  play (match, legal[0]);
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (4), 5000));
  before = tab_game_dup_tokens (game);

  g_assert_true (tab_match_undo (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_true (tab_match_is_person_to_move (match));
  g_assert_false (tab_match_get_thinking (match));
  g_assert_true (tab_match_can_redo (match));

  g_assert_true (tab_match_redo (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 4);
  g_assert_false (tab_match_get_thinking (match));
  g_assert_false (tab_match_can_redo (match));
  after = tab_game_dup_tokens (game);
  g_assert_cmpstrv (before, after);

  g_assert_true (tab_match_undo (match));
  g_assert_true (tab_match_undo (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  g_assert_false (tab_match_can_undo (match));
}

/* When the computer opens, its first turn alone cannot be undone */
static void
test_no_undo_of_computer_opening (void)
{
  g_autoptr (TabMatch) match = new_match (7, 1, TAB_MATCH_PERSON, 0);

  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (1), 5000));
  g_assert_true (tab_game_can_undo (tab_match_get_game (match)));
  g_assert_false (tab_match_can_undo (match));
  g_assert_false (tab_match_undo (match));
  g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (match)), ==, 1);
}

static void
test_stop_and_resume (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);

  play (match, "d4");
  tab_match_stop (match);
  g_assert_false (tab_match_get_thinking (match));
  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (match)), ==, 1);
  tab_match_resume (match);
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
}

static void
on_hint (GObject *object, GAsyncResult *result, gpointer user_data)
{
  TabAction *action = user_data;
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_match_hint_finish (TAB_MATCH (object), result, action, &error));
  g_assert_no_error (error);
}

static gboolean
hint_arrived (TabMatch *match, gpointer data)
{
  return *(TabAction *) data != G_MAXUINT32;
}

static void
test_hint (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = game_from_record ("d4 c3", 7);
  TabAction action = G_MAXUINT32;
  char token[TAB_TOKEN_MAX];
  g_auto (GStrv) legal = NULL;

  tab_match_set_game (match, game);
  tab_match_hint_async (match, NULL, on_hint, &action);
  g_assert_true (wait_until (match, hint_arrived, &action, 5000));
  tab_action_format (tab_game_get_position (game), action, token);
  legal = tab_position_legal_tokens (tab_game_get_position (game));
  g_assert_true (g_strv_contains ((const char * const *) legal, token));
}

static gboolean
is_not_thinking (TabMatch *match, gpointer data)
{
  return !tab_match_get_thinking (match);
}

/* Computer against computer: paused, stepped one turn at a time, resumed */
static void
test_pause_step_resume (void)
{
  g_autoptr (TabMatch) match = new_match (5, TAB_AI_CASUAL, TAB_AI_BEGINNER, 0);
  TabGame *game = tab_match_get_game (match);

  /* the first search is already under way: its turn waits */
  tab_match_set_paused (match, TRUE);
  g_assert_true (tab_match_get_paused (match));
  g_assert_true (wait_until (match, is_not_thinking, NULL, 5000));
  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);

  /* one step: exactly one turn, then paused again */
  g_assert_true (tab_match_step (match));
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (1), 5000));
  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  g_assert_false (tab_match_get_thinking (match));

  /* a step that has to search first */
  g_assert_true (tab_match_step (match));
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);

  /* undo while paused does not start anything */
  g_assert_true (tab_match_undo (match));
  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);

  tab_match_set_paused (match, FALSE);
  g_assert_false (tab_match_get_paused (match));
  g_assert_false (tab_match_step (match));
  g_assert_true (wait_until (match, is_over, NULL, 20000));
  g_assert_false (tab_match_step (match));
}

/* A person's seat is never stepped */
static void
test_step_needs_a_computer (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);

  tab_match_set_paused (match, TRUE);
  g_assert_false (tab_match_step (match));
  play (match, "d4");
  g_assert_true (tab_match_step (match));
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
}

/* A new speed applies to the turn that waits for the delay */
static void
test_speed_change (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_AI_BEGINNER, TAB_AI_BEGINNER, 20000);
  gint64 start = g_get_monotonic_time ();

  spin (200);
  g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (match)), ==, 0);
  g_assert_true (tab_match_get_thinking (match));
  tab_match_set_delay (match, 0);
  g_assert_cmpuint (tab_match_get_delay (match), ==, 0);
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (3), 5000));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

typedef struct
{
  gboolean  done;
  gboolean  ok;
  GError   *error;
  TabAction action;
  gint64    finished;
} HintResult;

static void
on_hint_result (GObject *object, GAsyncResult *result, gpointer user_data)
{
  HintResult *r = user_data;

  r->ok = tab_match_hint_finish (TAB_MATCH (object), result, &r->action, &r->error);
  r->done = TRUE;
  r->finished = g_get_monotonic_time ();
}

static gboolean
hint_done (TabMatch *match, gpointer data)
{
  return ((HintResult *) data)->done;
}

/* The hint thinks at the Strong level, for the match's time */
static void
test_hint_is_strong (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = game_from_record ("d4 c3", 7);
  HintResult r = { 0 };
  gint64 start;

  tab_match_set_time_ms (match, 400);
  tab_match_set_game (match, game);
  start = g_get_monotonic_time ();
  tab_match_hint_async (match, NULL, on_hint_result, &r);
  g_assert_true (wait_until (match, hint_done, &r, 5000));
  g_assert_no_error (r.error);
  g_assert_true (r.ok);
  /* Casual answers at once; Strong uses its budget */
  g_assert_cmpint (r.finished - start, >=, 300 * 1000);
  g_assert_true (tab_position_is_legal (tab_game_get_position (game), r.action));
}

/* A move or an undo while the hint thinks stops it at once */
static void
test_hint_cancelled_by_a_move (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = game_from_record ("d4 c3", 7);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  HintResult r = { 0 }, r2 = { 0 };
  gint64 start;

  /* at once: a hint that went on would take its whole minute; 10 s
   * leaves a busy machine its slack (a wall-clock second did not) */
  tab_match_set_time_ms (match, 60000);
  tab_match_set_game (match, game);
  tab_match_hint_async (match, NULL, on_hint_result, &r);
  spin (50);
  start = g_get_monotonic_time ();
  play (match, "b2");
  g_assert_true (wait_until (match, hint_done, &r, 10000));
  g_assert_cmpint (r.finished - start, <, 10 * G_USEC_PER_SEC);
  g_assert_false (r.ok);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&r.error);

  /* and the caller's cancellable */
  tab_match_hint_async (match, cancellable, on_hint_result, &r2);
  spin (50);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_assert_true (wait_until (match, hint_done, &r2, 10000));
  g_assert_cmpint (r2.finished - start, <, 10 * G_USEC_PER_SEC);
  g_assert_false (r2.ok);
  g_assert_error (r2.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&r2.error);
}

/* Undo while Strong searches: the search stops at once */
static void
test_undo_stops_the_search (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, TAB_AI_STRONG, 0);
  TabGame *game = tab_match_get_game (match);
  gint64 start;

  tab_match_set_time_ms (match, 60000);
  play (match, "d4");
  spin (100);
  g_assert_true (tab_match_get_thinking (match));
  start = g_get_monotonic_time ();
  g_assert_true (tab_match_undo (match));
  g_assert_false (tab_match_get_thinking (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  /* a new search can start and finish long before the old budget */
  tab_match_set_time_ms (match, 50);
  play (match, "d4");
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

/* History browsing: held, the computer does not move; released, it
 * does; a person plays on from an earlier position and the later turns
 * are gone */
static void
test_held_and_play_from (void)
{
  g_autoptr (TabMatch) match = new_match (7, TAB_MATCH_PERSON, 1, 0);
  TabGame *game = tab_match_get_game (match);
  g_autoptr (GError) error = NULL;
  TabAction c3;

  play (match, "d4");
  tab_match_set_held (match, TRUE);
  g_assert_true (tab_match_get_held (match));
  spin (600);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  tab_match_set_held (match, FALSE);
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));

  /* not from a position where the computer is to move */
  g_assert_true (tab_action_parse (tab_game_get_position_at (game, 1), "c3", &c3, NULL));
  g_assert_false (tab_match_play_from (match, 1, c3, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);

  /* nor an action illegal there: d4 is taken after the first action */
  g_assert_true (tab_action_parse (tab_game_get_position_at (game, 0), "d4", &c3, NULL));
  g_assert_false (tab_match_play_from (match, 2, c3, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  /* from the start: c3 instead of d4, and the computer replies to it */
  g_assert_true (tab_action_parse (tab_game_get_position_at (game, 0), "c3", &c3, NULL));
  g_assert_true (tab_match_play_from (match, 0, c3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  g_assert_cmpstr (tab_game_get_token (game, 0), ==, "c3");
  g_assert_false (tab_game_can_redo (game));
  g_assert_true (wait_until (match, has_n_actions, GUINT_TO_POINTER (2), 5000));
  assert_last_token_in (game, "b2 b3 b4 c2 c4 d2 d3 d4");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/computer-replies", test_computer_replies);
  g_test_add_func ("/match/held-and-play-from", test_held_and_play_from);
  g_test_add_func ("/match/minimum-delay", test_minimum_delay);
  g_test_add_func ("/match/computer-against-computer", test_computer_against_computer);
  g_test_add_func ("/match/seeded-games", test_seeded_games);
  g_test_add_func ("/match/cancel-on-undo", test_cancel_on_undo);
  g_test_add_func ("/match/stale-results-dropped", test_stale_results_dropped);
  g_test_add_func ("/match/cancel-on-new-game", test_cancel_on_new_game);
  g_test_add_func ("/match/undo-redo-with-computer", test_undo_redo_with_computer);
  g_test_add_func ("/match/no-undo-of-computer-opening", test_no_undo_of_computer_opening);
  g_test_add_func ("/match/stop-and-resume", test_stop_and_resume);
  g_test_add_func ("/match/hint", test_hint);
  g_test_add_func ("/match/pause-step-resume", test_pause_step_resume);
  g_test_add_func ("/match/step-needs-a-computer", test_step_needs_a_computer);
  g_test_add_func ("/match/speed-change", test_speed_change);
  g_test_add_func ("/match/hint-is-strong", test_hint_is_strong);
  g_test_add_func ("/match/hint-cancelled-by-a-move", test_hint_cancelled_by_a_move);
  g_test_add_func ("/match/undo-stops-the-search", test_undo_stops_the_search);

  return g_test_run ();
}
