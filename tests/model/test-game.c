/* test-game.c: TabGame: history, undo/redo of whole turns, signals and
 * property notifications
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game.h"
#include "tab-test-game.h"

typedef struct
{
  guint changed;
  guint action_played;
  guint game_over;
  guint last_index;
  GHashTable *notified;   /* property name -> count */
} Recorder;

static void
on_changed (TabGame *game, Recorder *rec)
{
  rec->changed++;
}

static void
on_action_played (TabGame *game, guint index, Recorder *rec)
{
  rec->action_played++;
  rec->last_index = index;
}

static void
on_game_over (TabGame *game, Recorder *rec)
{
  rec->game_over++;
}

static void
on_notify (GObject *object, GParamSpec *pspec, Recorder *rec)
{
  const char *name = g_param_spec_get_name (pspec);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (rec->notified, name));

  g_hash_table_insert (rec->notified, (gpointer) name, GUINT_TO_POINTER (count + 1));
}

static guint
notified (Recorder *rec, const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (rec->notified, name));
}

static void
recorder_attach (Recorder *rec, TabGame *game)
{
  rec->notified = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), rec);
  g_signal_connect (game, "action-played", G_CALLBACK (on_action_played), rec);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), rec);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), rec);
}

static void
recorder_reset (Recorder *rec)
{
  rec->changed = rec->action_played = rec->game_over = 0;
  g_hash_table_remove_all (rec->notified);
}

static void
recorder_clear (Recorder *rec)
{
  g_clear_pointer (&rec->notified, g_hash_table_unref);
}

/* A new game of id on its default board, or on size × size (size > 0) */
static TabGame *
new_game (const char *id, guint size)
{
  const TabRules *rules = tab_rules_lookup (id);
  TabOptions options;
  GError *error = NULL;
  TabGame *game;

  g_assert_nonnull (rules);
  tab_options_default (rules, &options);
  if (size > 0)
    options.rows = options.cols = size;
  game = tab_game_new (rules, &options, &error);
  g_assert_no_error (error);
  return game;
}

static TabGame *
new_fourmation (guint size)
{
  return new_game ("fourmation", size);
}

static TabGame *
new_pairs (void)
{
  TabOptions options;
  GError *error = NULL;
  TabGame *game;

  tab_options_default (&tab_test_pairs_rules, &options);
  game = tab_game_new (&tab_test_pairs_rules, &options, &error);
  g_assert_no_error (error);
  return game;
}

static char *
joined_tokens (TabGame *game)
{
  g_auto (GStrv) tokens = tab_game_dup_tokens (game);

  return g_strjoinv (" ", tokens);
}

static void
test_new_game (void)
{
  g_autoptr (TabGame) game = new_fourmation (7);
  const TabOptions *options = tab_game_get_options (game);

  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "fourmation");
  g_assert_cmpuint (options->rows, ==, 7);
  g_assert_cmpuint (options->cols, ==, 7);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpstr (tab_game_get_status (game), ==, "seat 1 to move (tier 1)");
  g_assert_false (tab_game_can_undo (game));
  g_assert_false (tab_game_can_redo (game));
  g_assert_false (tab_game_is_over (game));
  g_assert_true (tab_game_at_turn_start (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
}

static void
test_bad_options (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = NULL;

  tab_options_default (rules, &options);
  options.rows = options.cols = 11;
  game = tab_game_new (rules, &options, &error);
  g_assert_null (game);
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
}

static void
test_history_tokens (void)
{
  g_autoptr (TabGame) game = new_fourmation (7);
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL;
  int from, to;

  g_assert_false (tab_game_get_last_cells (game, &from, &to));
  g_assert_true (tab_game_play_token (game, "d4", &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_play_token (game, "c3", &error));
  g_assert_no_error (error);

  record = joined_tokens (game);
  g_assert_cmpstr (record, ==, "d4 c3");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_cmpuint (tab_game_get_action_seat (game, 0), ==, 1);
  g_assert_cmpuint (tab_game_get_action_seat (game, 1), ==, 2);
  g_assert_cmpuint (tab_game_get_action_turn (game, 0), ==, 0);
  g_assert_cmpuint (tab_game_get_action_turn (game, 1), ==, 1);
  g_assert_cmpstr (tab_game_get_token (game, 1), ==, "c3");
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_cmpstr (tab_game_get_status (game), ==, "seat 1 to move (tier 2)");

  /* c3 is file 2, rank 2 on 7×7: cell 16; a placement has no origin */
  g_assert_true (tab_game_get_last_cells (game, &from, &to));
  g_assert_cmpint (from, ==, TAB_NO_CELL);
  g_assert_cmpint (to, ==, 2 * 7 + 2);

  /* the position before action 1 is the one after d4 */
  g_assert_cmpuint (tab_game_get_position_at (game, 1)->to_move, ==, 2);
  g_assert_cmpuint (tab_game_get_position_at (game, 1)->ply, ==, 1);
}

/* A turn that ends with "end" (a chain of jumps stopped): the last move
 * shown is its last jump, not nothing */
static void
test_last_cells_after_end (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = new_game ("apart", 0);
  int from, to;
  g_auto (GStrv) tokens = g_strsplit ("b1-d3 b7-a8 c1-h1 h1-f3 f3-f6 d7-b5 d1-h1 h1-f3 f3-h5 "
                                      "c7-a5 a5-c5 c5-e5 f1-h3 g7-g5 c2-e4 e4-g6 g6-e6 e6-c6 "
                                      "e8-e6 e6-b3 d2-h2 h2-h4 h4-h1 h1-f3 end", " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_assert_true (tab_game_play_token (game, tokens[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpstr (tab_game_get_token (game, tab_game_get_n_actions (game) - 1), ==, "end");
  /* h1-f3 on 8×8: h1 is cell 7, f3 is rank 2, file 5: cell 21 */
  g_assert_true (tab_game_get_last_cells (game, &from, &to));
  g_assert_cmpint (from, ==, 7);
  g_assert_cmpint (to, ==, 2 * 8 + 5);
}

static void
test_illegal_refused (void)
{
  g_autoptr (TabGame) game = new_fourmation (7);
  Recorder rec = { 0 };
  /* three illegal actions, then three that are not tokens of 7×7 */
  const char *bad[] = { "e5", "d4", "c3", "h1", "D2", "d02" };
  guint64 hash;

  g_assert_true (tab_game_play_token (game, "d4", NULL));
  g_assert_true (tab_game_play_token (game, "c3", NULL));
  hash = tab_position_hash (tab_game_get_position (game));
  recorder_attach (&rec, game);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      int code = i < 3 ? TAB_ENGINE_ERROR_ILLEGAL_ACTION : TAB_ENGINE_ERROR_MALFORMED_ACTION;

      g_assert_false (tab_game_play_token (game, bad[i], &error));
      g_assert_error (error, TAB_ENGINE_ERROR, code);
    }
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (game)), ==, hash);
  g_assert_cmpuint (rec.changed, ==, 0);
  g_assert_cmpuint (g_hash_table_size (rec.notified), ==, 0);
  recorder_clear (&rec);
}

static void
test_signals_and_notifications (void)
{
  g_autoptr (TabGame) game = new_fourmation (7);
  Recorder rec = { 0 };

  recorder_attach (&rec, game);

  g_assert_true (tab_game_play_token (game, "d4", NULL));
  g_assert_cmpuint (rec.changed, ==, 1);
  g_assert_cmpuint (rec.action_played, ==, 1);
  g_assert_cmpuint (rec.last_index, ==, 0);
  g_assert_cmpuint (notified (&rec, "seat-to-move"), ==, 1);
  g_assert_cmpuint (notified (&rec, "can-undo"), ==, 1);
  g_assert_cmpuint (notified (&rec, "status"), ==, 1);
  g_assert_cmpuint (notified (&rec, "n-actions"), ==, 1);
  g_assert_cmpuint (notified (&rec, "can-redo"), ==, 0);
  g_assert_cmpuint (notified (&rec, "is-over"), ==, 0);

  /* can-undo stays TRUE: no second notification */
  recorder_reset (&rec);
  g_assert_true (tab_game_play_token (game, "c3", NULL));
  g_assert_cmpuint (rec.action_played, ==, 1);
  g_assert_cmpuint (rec.last_index, ==, 1);
  g_assert_cmpuint (notified (&rec, "can-undo"), ==, 0);
  g_assert_cmpuint (notified (&rec, "seat-to-move"), ==, 1);

  recorder_reset (&rec);
  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (rec.changed, ==, 1);
  g_assert_cmpuint (rec.action_played, ==, 0);
  g_assert_cmpuint (notified (&rec, "can-redo"), ==, 1);
  g_assert_cmpuint (notified (&rec, "seat-to-move"), ==, 1);
  g_assert_cmpuint (notified (&rec, "can-undo"), ==, 0);
  g_assert_true (tab_game_can_redo (game));

  recorder_reset (&rec);
  g_assert_true (tab_game_redo (game));
  g_assert_cmpuint (rec.action_played, ==, 1);
  g_assert_cmpuint (rec.last_index, ==, 1);
  g_assert_cmpuint (notified (&rec, "can-redo"), ==, 1);
  g_assert_false (tab_game_can_redo (game));
  recorder_clear (&rec);
}

/* 4Mation T6 (5×5): d4 makes a run of five for seat 1 */
static void
test_game_over (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const char *record[] = { "b4", "b5", "a4", "a5", "c4", "d5", "e4", "e5", NULL };
  TabOptions options = { 5, 5, 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = tab_game_new_from_record (rules, &options, record, &error);
  Recorder rec = { 0 };

  g_assert_no_error (error);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 8);
  g_assert_true (tab_game_can_undo (game));
  recorder_attach (&rec, game);

  g_assert_true (tab_game_play_token (game, "d4", &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (game));
  g_assert_cmpstr (tab_game_get_status (game), ==, "game over: seat 1 wins 1-0");
  g_assert_cmpuint (rec.game_over, ==, 1);
  g_assert_cmpuint (notified (&rec, "is-over"), ==, 1);

  /* nothing is legal after the end */
  g_assert_false (tab_game_play_token (game, "c3", &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  recorder_reset (&rec);
  g_assert_true (tab_game_undo (game));
  g_assert_false (tab_game_is_over (game));
  g_assert_cmpuint (notified (&rec, "is-over"), ==, 1);
  g_assert_cmpuint (rec.game_over, ==, 0);

  recorder_reset (&rec);
  g_assert_true (tab_game_redo (game));
  g_assert_true (tab_game_is_over (game));
  g_assert_cmpuint (rec.game_over, ==, 1);
  recorder_clear (&rec);
}

/* Resigning is an action of the history: "game-over", the token
 * "resign", the whole turn undone and redone, and replayed from its
 * record; a finished game cannot be resigned */
static void
test_resign (void)
{
  const TabRules *rules = tab_rules_lookup ("apart");
  const char *record[] = { "b1-d3", NULL };
  TabOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = NULL;
  g_autoptr (TabGame) replayed = NULL;
  g_auto (GStrv) tokens = NULL;
  Recorder rec = { 0 };

  tab_options_default (rules, &options);
  game = tab_game_new_from_record (rules, &options, record, &error);
  g_assert_no_error (error);
  recorder_attach (&rec, game);

  g_assert_true (tab_game_play (game, TAB_ACTION_RESIGN, &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (game));
  g_assert_cmpuint (rec.game_over, ==, 1);
  g_assert_cmpuint (rec.action_played, ==, 1);
  g_assert_cmpuint (tab_game_get_position (game)->winner, ==, 1);
  g_assert_cmpstr (tab_game_get_token (game, 1), ==, "resign");
  g_assert_cmpuint (tab_game_get_action_seat (game, 1), ==, 2);
  g_assert_false (tab_game_play (game, TAB_ACTION_RESIGN, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  /* the last cells are those of the move before: a resignation has none */
  {
    int from, to;

    g_assert_true (tab_game_get_last_cells (game, &from, &to));
    g_assert_cmpint (from, !=, TAB_NO_CELL);
    g_assert_cmpint (to, !=, TAB_NO_CELL);
  }

  tokens = tab_game_dup_tokens (game);
  replayed = tab_game_new_from_record (rules, &options, (const char * const *) tokens, &error);
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (replayed));
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (replayed)), ==,
                    tab_position_hash (tab_game_get_position (game)));

  recorder_reset (&rec);
  g_assert_true (tab_game_undo (game));
  g_assert_false (tab_game_is_over (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  g_assert_true (tab_game_redo (game));
  g_assert_true (tab_game_is_over (game));
  g_assert_cmpuint (rec.game_over, ==, 1);
  recorder_clear (&rec);
}

static void
test_record_errors (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const char *illegal[] = { "d4", "c3", "e5", NULL };
  const char *malformed[] = { "d4", "X9", NULL };
  TabOptions options = { 7, 7, 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = NULL;

  game = tab_game_new_from_record (rules, &options, illegal, &error);
  g_assert_null (game);
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "illegal action 'e5' at move 3");
  g_clear_error (&error);

  game = tab_game_new_from_record (rules, &options, malformed, &error);
  g_assert_null (game);
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION);
  g_assert_cmpstr (error->message, ==, "malformed action 'X9' at move 2");
}

/* Building a game nobody watches, as a loader does: no signal, no
 * notification; the same history, status and undo as a game played */
static void
test_append_token (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const char *record[] = { "d4", "c3", "d3", NULL };
  TabOptions options = { 7, 7, 2 };
  g_autoptr (TabGame) played = tab_game_new_from_record (rules, &options, record, NULL);
  g_autoptr (TabGame) game = tab_game_new (rules, &options, NULL);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) tokens = NULL;
  Recorder rec = { 0 };

  recorder_attach (&rec, game);
  for (guint i = 0; record[i] != NULL; i++)
    g_assert_true (tab_game_append_token (game, record[i], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rec.changed + rec.action_played + rec.game_over, ==, 0);
  g_assert_cmpuint (g_hash_table_size (rec.notified), ==, 0);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 3);
  tokens = tab_game_dup_tokens (game);
  g_assert_cmpstrv (tokens, record);
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (game)), ==,
                    tab_position_hash (tab_game_get_position (played)));
  g_assert_cmpstr (tab_game_get_status (game), ==, tab_game_get_status (played));
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);

  /* an illegal or malformed token: refused with the engine's words, the
   * game as it was */
  g_assert_false (tab_game_append_token (game, "d4", &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "illegal action 'd4'");
  g_clear_error (&error);
  g_assert_false (tab_game_append_token (game, "X9", &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 3);

  /* the game then plays and undoes as any other, and tells it */
  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (rec.changed, ==, 1);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_cmpstr (tab_game_get_status (game), !=, tab_game_get_status (played));
  recorder_clear (&rec);
}

static void
play_pairs (TabGame *game, const char *tokens)
{
  g_auto (GStrv) list = g_strsplit (tokens, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (tab_game_play_token (game, list[i], &error));
      g_assert_no_error (error);
    }
}

/* Undo takes back a whole turn (two actions in Pairs), or the part of the
 * current turn played so far; redo plays a whole turn again. */
static void
test_undo_redo_whole_turns (void)
{
  g_autoptr (TabGame) game = new_pairs ();
  g_autofree char *record = NULL;

  play_pairs (game, "1 2 3 1 2");   /* turns: [1 2] [3 1] [2 */
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_false (tab_game_at_turn_start (game));
  g_assert_cmpuint (tab_test_pairs_total (tab_game_get_position (game)), ==, 9);

  /* the unfinished turn */
  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 4);
  g_assert_true (tab_game_at_turn_start (game));
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);

  /* seat 2's whole turn */
  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  g_assert_cmpuint (tab_test_pairs_total (tab_game_get_position (game)), ==, 3);

  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  g_assert_false (tab_game_can_undo (game));
  g_assert_false (tab_game_undo (game));

  /* redo in whole turns, the unfinished one last */
  g_assert_true (tab_game_redo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_true (tab_game_redo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 4);
  g_assert_true (tab_game_redo (game));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 5);
  g_assert_false (tab_game_can_redo (game));
  g_assert_false (tab_game_redo (game));
  record = joined_tokens (game);
  g_assert_cmpstr (record, ==, "1 2 3 1 2");
}

static void
test_play_drops_redo (void)
{
  g_autoptr (TabGame) game = new_pairs ();
  g_autofree char *record = NULL;

  play_pairs (game, "1 2 3 1");
  g_assert_true (tab_game_undo (game));
  g_assert_true (tab_game_can_redo (game));
  play_pairs (game, "2");
  g_assert_false (tab_game_can_redo (game));
  record = joined_tokens (game);
  g_assert_cmpstr (record, ==, "1 2 2");
}

static void
test_play_turn (void)
{
  g_autoptr (TabGame) game = new_pairs ();
  TabAction turn[] = { 3, 3 };
  TabAction bad[] = { 1, 7 };
  Recorder rec = { 0 };
  g_autoptr (GError) error = NULL;

  recorder_attach (&rec, game);
  g_assert_true (tab_game_play_turn (game, turn, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rec.changed, ==, 1);
  g_assert_cmpuint (rec.action_played, ==, 2);
  g_assert_cmpuint (notified (&rec, "seat-to-move"), ==, 1);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);

  /* stops at the illegal action, keeps the legal ones before it */
  g_assert_false (tab_game_play_turn (game, bad, 2, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 3);
  recorder_clear (&rec);
}

/* History browsing: whole turns back and forth, the position and the
 * last cells after any of them, and playing on from one (truncate) */
static void
test_browse_and_truncate (void)
{
  g_autoptr (TabGame) game = new_pairs ();
  g_autoptr (TabGame) four = new_fourmation (7);
  g_autofree char *record = NULL;
  int from, to;

  play_pairs (game, "1 2 3 1 2");   /* turns: [1 2] [3 1] [2 */
  g_assert_cmpuint (tab_game_next_turn_boundary (game, 0), ==, 2);
  g_assert_cmpuint (tab_game_next_turn_boundary (game, 2), ==, 4);
  g_assert_cmpuint (tab_game_next_turn_boundary (game, 4), ==, 5);
  g_assert_cmpuint (tab_game_next_turn_boundary (game, 5), ==, 5);
  g_assert_cmpuint (tab_game_previous_turn_boundary (game, 5), ==, 4);
  g_assert_cmpuint (tab_game_previous_turn_boundary (game, 4), ==, 2);
  g_assert_cmpuint (tab_game_previous_turn_boundary (game, 3), ==, 2);
  g_assert_cmpuint (tab_game_previous_turn_boundary (game, 2), ==, 0);
  g_assert_cmpuint (tab_game_previous_turn_boundary (game, 0), ==, 0);
  /* the position after the first turn: 1 + 2 */
  g_assert_cmpuint (tab_test_pairs_total (tab_game_get_position_at (game, 2)), ==, 3);

  /* playing on from after the first turn drops the rest for good */
  g_assert_false (tab_game_truncate (game, 6));
  g_assert_true (tab_game_truncate (game, 2));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_false (tab_game_can_redo (game));
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  g_assert_cmpuint (tab_test_pairs_total (tab_game_get_position (game)), ==, 3);
  play_pairs (game, "2 2");
  record = joined_tokens (game);
  g_assert_cmpstr (record, ==, "1 2 2 2");

  /* or in one step: after the first action, 3 instead of 2; an action
   * illegal there leaves the game as it was */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *again = NULL;
    g_autofree char *replayed = NULL;
    TabAction three;

    g_assert_true (tab_action_parse (tab_game_get_position_at (game, 1), "3", &three, NULL));
    g_assert_false (tab_game_play_from (game, 1, 99, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    again = joined_tokens (game);
    g_assert_cmpstr (again, ==, "1 2 2 2");
    g_assert_true (tab_game_play_from (game, 1, three, NULL));
    replayed = joined_tokens (game);
    g_assert_cmpstr (replayed, ==, "1 3");
    g_assert_false (tab_game_can_redo (game));
  }

  /* the last cells of an earlier position: d4 (cell 24 on 7×7), then c3 */
  g_assert_true (tab_game_play_token (four, "d4", NULL));
  g_assert_true (tab_game_play_token (four, "c3", NULL));
  g_assert_false (tab_game_get_last_cells_at (four, 0, &from, &to));
  g_assert_cmpint (to, ==, TAB_NO_CELL);
  g_assert_true (tab_game_get_last_cells_at (four, 1, &from, &to));
  g_assert_cmpint (to, ==, 3 * 7 + 3);
  g_assert_true (tab_game_get_last_cells_at (four, 2, &from, &to));
  g_assert_cmpint (to, ==, 2 * 7 + 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/new", test_new_game);
  g_test_add_func ("/game/bad-options", test_bad_options);
  g_test_add_func ("/game/history-tokens", test_history_tokens);
  g_test_add_func ("/game/last-cells-after-end", test_last_cells_after_end);
  g_test_add_func ("/game/illegal-refused", test_illegal_refused);
  g_test_add_func ("/game/signals", test_signals_and_notifications);
  g_test_add_func ("/game/game-over", test_game_over);
  g_test_add_func ("/game/resign", test_resign);
  g_test_add_func ("/game/record-errors", test_record_errors);
  g_test_add_func ("/game/append-token", test_append_token);
  g_test_add_func ("/game/undo-redo-whole-turns", test_undo_redo_whole_turns);
  g_test_add_func ("/game/play-drops-redo", test_play_drops_redo);
  g_test_add_func ("/game/play-turn", test_play_turn);
  g_test_add_func ("/game/browse-and-truncate", test_browse_and_truncate);

  return g_test_run ();
}
