/* test-apart.c: the rule book of Apart (rules/apart.md), through the engine
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-apart.h"
#include "tab-games.h"
#include "tab-random.h"
#include "tab-test-util.h"

#include <stdlib.h>
#include <string.h>

#define RULES (&tab_apart_rules)

/* Positions from the rule file */
#define T3_DIAGRAM  "BB....../......../......../...W..../...WW.B./......../......../........"
#define T4_DIAGRAM  ".WWB..../..B.B.../......../....W.../......../......../......../........"
#define E1_DIAGRAM  "BB....../......../......../......../..WWBW../......../......../........"
#define E2_DIAGRAM  "......BB/......../......../......../......../......../..WWW.../........"
#define E3_DIAGRAM  ".......B/......BB/......../......../......../......../......../WWBB...."
#define E9_DIAGRAM  "......../......../.....BB./......../...W..../..W...../......../........"
#define E11_DIAGRAM "......BB/......../......../......../......../..W...../.W....../W......."
#define E12_DIAGRAM "......BB/......../......../......../......../......../......../.WWW.W.."

/* Helpers */

static void
start_position (TabPosition *pos, guint rows, guint cols, const char *record)
{
  tab_test_position (pos, RULES, rows, cols, 0, record);
}

/* a hand-made position: White to move unless said otherwise */
static void
diagram_position (TabPosition *pos, const char *diagram, guint seat, guint turns)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_apart_set_diagram (pos, diagram, seat, turns, &error));
  g_assert_no_error (error);
}

static void
assert_counts (const TabPosition *pos, guint actions, guint64 turns)
{
  TabActionList list;

  g_assert_cmpuint (tab_position_legal (pos, &list), ==, actions);
  g_assert_cmpuint (tab_count_turns (pos), ==, turns);
}

/* The legal tokens that start with prefix, sorted, space separated */
static char *
legal_starting_with (const TabPosition *pos, const char *prefix)
{
  g_auto (GStrv) tokens = tab_position_legal_tokens (pos);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (g_str_has_prefix (tokens[i], prefix))
      {
        if (out->len)
          g_string_append_c (out, ' ');
        g_string_append (out, tokens[i]);
      }
  return g_strdup (out->str);
}

static void
assert_legal_starting_with (const TabPosition *pos, const char *prefix, const char *expected)
{
  g_autofree char *legal = legal_starting_with (pos, prefix);

  g_assert_cmpstr (legal, ==, expected);
}

static void
assert_after (const TabPosition *pos, const char *record, const char *status)
{
  TabPosition work;

  tab_position_copy (&work, pos);
  tab_test_play (&work, record);
  tab_test_assert_status (&work, status);
}

static void
collect_turns (const TabPosition *pos, guint32 turn, const char *prefix, GPtrArray *out)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      char token[TAB_TOKEN_MAX];
      TabPosition child;
      char *line;

      tab_action_format (pos, list.actions[i], token);
      line = prefix ? g_strconcat (prefix, " ", token, NULL) : g_strdup (token);
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) || child.turn != turn)
        g_ptr_array_add (out, line);
      else
        {
          collect_turns (&child, turn, line, out);
          g_free (line);
        }
    }
}

static int
compare_lines (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Every complete turn of the seat to move, one per line, sorted */
static GPtrArray *
complete_turns (const TabPosition *pos)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  collect_turns (pos, pos->turn, NULL, out);
  g_ptr_array_sort (out, compare_lines);
  return out;
}

/* Asserts that the complete turns are exactly expected (any order) */
static void
assert_turns (const TabPosition *pos, const char * const *expected)
{
  g_autoptr (GPtrArray) turns = complete_turns (pos);
  g_autoptr (GPtrArray) want = g_ptr_array_new ();
  g_autoptr (GString) got_text = g_string_new (NULL);
  g_autoptr (GString) want_text = g_string_new (NULL);

  for (guint i = 0; expected[i] != NULL; i++)
    g_ptr_array_add (want, (gpointer) expected[i]);
  g_ptr_array_sort (want, compare_lines);
  for (guint i = 0; i < turns->len; i++)
    g_string_append_printf (got_text, "%s\n", (char *) turns->pdata[i]);
  for (guint i = 0; i < want->len; i++)
    g_string_append_printf (want_text, "%s\n", (char *) want->pdata[i]);
  g_assert_cmpstr (got_text->str, ==, want_text->str);
}

/* Sequences of k complete turns (a line that ends the game earlier
 * counts 0) */
static guint64
turn_sequences (const TabPosition *pos, guint k)
{
  TabActionList list;
  guint64 total = 0;

  if (k == 0)
    return 1;
  if (tab_position_is_over (pos))
    return 0;
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (child.turn != pos->turn || tab_position_is_over (&child))
        total += k == 1 ? 1 : turn_sequences (&child, k - 1);
      else
        total += turn_sequences (&child, k);
    }
  return total;
}

static int
cell_of (const TabPosition *pos, const char *square)
{
  return (square[0] - 'a') + (atoi (square + 1) - 1) * pos->options.cols;
}

/* The table, sizes and set-up */

static void
test_table (void)
{
  const TabRules *rules = RULES;

  g_assert_cmpstr (rules->id, ==, "apart");
  g_assert_cmpstr (rules->name, ==, "Apart");
  g_assert_cmpstr (rules->seat_names[0], ==, "White");
  g_assert_cmpstr (rules->seat_names[1], ==, "Black");
  g_assert_null (rules->seat_names[2]);
  g_assert_cmpuint (rules->min_players, ==, 2);
  g_assert_cmpuint (rules->max_players, ==, 2);
  g_assert_cmpint (rules->board_kind, ==, TAB_BOARD_RECT);
  g_assert_cmpuint (rules->min_size, ==, 5);
  g_assert_cmpuint (rules->max_size, ==, 15);
  g_assert_cmpuint (rules->default_rows, ==, 8);
  g_assert_cmpuint (rules->default_cols, ==, 8);
  g_assert_cmpuint (rules->n_cells_max, ==, 225);
  g_assert_cmpuint (rules->n_scores, ==, 0);
  g_assert_cmpuint (rules->state_size, <=, sizeof (((TabPosition *) 0)->state));
  g_assert_nonnull (rules->perft);
  g_assert_nonnull (rules->random_action);
}

static void
test_sizes (void)
{
  static const guint8 good[][2] = { { 5, 5 }, { 15, 15 }, { 5, 15 }, { 15, 5 }, { 8, 8 }, { 6, 9 } };
  static const guint8 bad[][2] = { { 4, 8 }, { 8, 4 }, { 16, 8 }, { 8, 16 }, { 4, 4 }, { 16, 16 }, { 0, 0 } };
  TabOptions options;
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;

      options = (TabOptions) { good[i][0], good[i][1], 2 };
      g_assert_true (tab_position_init (&pos, RULES, &options, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (RULES->n_cells (&pos), ==, good[i][0] * good[i][1]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      options = (TabOptions) { bad[i][0], bad[i][1], 2 };
      g_assert_false (tab_position_init (&pos, RULES, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, "out of range"));
    }
  for (guint players = 1; players <= 4; players += 2)
    {
      g_autoptr (GError) error = NULL;

      options = (TabOptions) { 8, 8, (guint8) players };
      g_assert_false (tab_position_init (&pos, RULES, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
    }

  /* sizes are written rows x columns */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *size = NULL;

    tab_options_default (RULES, &options);
    g_assert_true (tab_options_parse_size (RULES, "6x9", &options, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (options.rows, ==, 6);
    g_assert_cmpuint (options.cols, ==, 9);
    size = tab_options_size_string (RULES, &options);
    g_assert_cmpstr (size, ==, "6x9");
    g_assert_false (tab_options_parse_size (RULES, "16x8", &options, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  }
}

static void
test_setup (void)
{
  TabPosition pos;
  g_autofree char *board = NULL;
  g_autofree char *small = NULL;

  start_position (&pos, 0, 0, NULL);
  board = tab_position_render (&pos);
  g_assert_cmpstr (board, ==,
                   "8 . B B B B B B .\n"
                   "7 . B B B B B B .\n"
                   "6 . . . . . . . .\n"
                   "5 . . . . . . . .\n"
                   "4 . . . . . . . .\n"
                   "3 . . . . . . . .\n"
                   "2 . W W W W W W .\n"
                   "1 . W W W W W W .\n"
                   "  a b c d e f g h\n");
  tab_test_assert_status (&pos, "seat 1 to move");
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpuint (RULES->piece_at (&pos, cell_of (&pos, "b1")), ==, TAB_PIECE (1, 1));
  g_assert_cmpuint (RULES->piece_at (&pos, cell_of (&pos, "g8")), ==, TAB_PIECE (2, 1));
  g_assert_cmpuint (RULES->piece_at (&pos, cell_of (&pos, "a1")), ==, 0);
  g_assert_cmpuint (RULES->piece_at (&pos, cell_of (&pos, "d5")), ==, 0);

  start_position (&pos, 5, 5, NULL);
  small = tab_position_render (&pos);
  g_assert_cmpstr (small, ==,
                   "5 . B B B .\n"
                   "4 . B B B .\n"
                   "3 . . . . .\n"
                   "2 . W W W .\n"
                   "1 . W W W .\n"
                   "  a b c d e\n");

  /* 2 · (C − 2) pieces a side on every size: 12 on 8 columns, 6 on 5,
   * 26 on 15 */
  for (guint rows = 5; rows <= 15; rows++)
    for (guint cols = 5; cols <= 15; cols++)
      {
        start_position (&pos, rows, cols, NULL);
        g_assert_cmpuint (tab_apart_pieces (&pos, 1), ==, 2 * (cols - 2));
        g_assert_cmpuint (tab_apart_pieces (&pos, 2), ==, 2 * (cols - 2));
        g_assert_cmpuint (tab_apart_captured (&pos, 1), ==, 0);
        g_assert_cmpuint (tab_apart_captured (&pos, 2), ==, 0);
        for (guint cell = 0; cell < rows * cols; cell++)
          {
            guint rank = cell / cols, file = cell % cols;
            guint side = file == 0 || file == cols - 1 ? 0
                       : rank < 2 ? 1
                       : rank >= rows - 2 ? 2 : 0;

            g_assert_cmpuint (TAB_PIECE_SIDE (RULES->piece_at (&pos, cell)), ==, side);
          }
      }
  start_position (&pos, 15, 15, NULL);
  g_assert_cmpuint (tab_apart_pieces (&pos, 1), ==, 26);
}

/* 9. Test positions */

static void
test_t1_initial (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, NULL);
  tab_test_assert_legal (&pos,
                         "b1-a2 b1-b3 b1-d3 b1-h1 b2-a1 b2-b4 b2-c3 b2-h2 c1-a3 c1-c3 c1-e3 c2-a4 "
                         "c2-c4 c2-e4 d1-b3 d1-d3 d1-f3 d2-b4 d2-d4 d2-f4 e1-c3 e1-e3 e1-g3 e2-c4 "
                         "e2-e4 e2-g4 f1-d3 f1-f3 f1-h3 f2-d4 f2-f4 f2-h4 g1-a1 g1-e3 g1-g3 g1-h2 "
                         "g2-a2 g2-f3 g2-g4 g2-h1");
  assert_counts (&pos, 40, 40);

  /* 6·C − 8 first segments on every board, whatever the rows */
  for (guint rows = 5; rows <= 15; rows++)
    for (guint cols = 5; cols <= 15; cols++)
      {
        start_position (&pos, rows, cols, NULL);
        assert_counts (&pos, 6 * cols - 8, 6 * cols - 8);
      }
  start_position (&pos, 5, 5, NULL);
  assert_counts (&pos, 22, 22);
  start_position (&pos, 9, 9, NULL);
  assert_counts (&pos, 46, 46);
}

static const char * const t2_turns[] = {
  "b7-a8", "b7-b5", "b7-c6", "b7-h7", "b8-a7", "c7-a5", "c7-c5", "c7-e5", "c8-a6", "d7-b5",
  "d7-d5", "d7-f5", "e7-c5", "e7-e5", "e7-g5", "f7-d5", "f7-f5", "f7-h5", "f8-h6", "g7-a7",
  "g7-f6", "g7-g5", "g7-h8", "g8-h7",
  "b8-b6 end", "b8-b6 b6-b4",
  "b8-d6 end", "b8-d6 d6-a3", "b8-d6 d6-d3", "b8-d6 d6-f4",
  "b8-h8 end", "b8-h8 h8-f6 end", "b8-h8 h8-f6 f6-d4", "b8-h8 h8-f6 f6-f3",
  "c8-c6 end", "c8-c6 c6-a8", "c8-c6 c6-c4", "c8-c6 c6-e4",
  "c8-e6 end", "c8-e6 e6-e3", "c8-e6 e6-g4", "c8-e6 e6xb3",
  "d8-b6 end", "d8-b6 b6xb3",
  "d8-d6 end", "d8-d6 d6-a3", "d8-d6 d6-d4", "d8-d6 d6-g3",
  "d8-f6 end", "d8-f6 f6-d4", "d8-f6 f6-f3", "d8-f6 f6-h4", "d8-f6 f6-h8",
  "e8-c6 end", "e8-c6 c6-a4", "e8-c6 c6-a8", "e8-c6 c6-c3", "e8-c6 c6-e4",
  "e8-e6 end", "e8-e6 e6-e4", "e8-e6 e6-h3", "e8-e6 e6xb3",
  "e8-g6 end", "e8-g6 g6-g3",
  "f8-d6 end", "f8-d6 d6-b4", "f8-d6 d6-d3", "f8-d6 d6-g3",
  "f8-f6 end", "f8-f6 f6-d4", "f8-f6 f6-f4", "f8-f6 f6-h8",
  "g8-a8 end", "g8-a8 a8-c6 end", "g8-a8 a8-c6 c6-c3", "g8-a8 a8-c6 c6-e4",
  "g8-e6 end", "g8-e6 e6-c4", "g8-e6 e6-e3", "g8-e6 e6-h3",
  "g8-g6 end", "g8-g6 g6-g4",
  NULL
};

static void
test_t2_black_first_turn (void)
{
  TabPosition pos, start;
  g_autoptr (GPtrArray) turns = NULL;
  g_autoptr (GHashTable) positions = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *hashes = NULL;
  TabActionList first;
  guint by_length[4] = { 0 }, with_end = 0, captures = 0, continuable = 0;

  start_position (&pos, 0, 0, "b1-b3");
  tab_test_assert_status (&pos, "seat 2 to move");
  assert_counts (&pos, 40, 82);
  assert_turns (&pos, t2_turns);

  /* 40 turns of one segment, 38 of two, 4 of three (end is not a
   * segment); 18 end with end; three capture on b3 */
  turns = complete_turns (&pos);
  hashes = g_new (gint64, turns->len);
  for (guint i = 0; i < turns->len; i++)
    {
      const char *line = turns->pdata[i];
      g_auto (GStrv) tokens = g_strsplit (line, " ", -1);
      guint segments = g_strv_length (tokens) - g_str_has_suffix (line, " end");
      TabPosition work;

      tab_position_copy (&work, &pos);
      tab_test_play (&work, line);
      g_assert_cmpuint (work.to_move, ==, 1);
      g_assert_false (tab_position_is_over (&work));
      hashes[i] = (gint64) tab_position_hash (&work);
      g_hash_table_add (positions, &hashes[i]);
      for (guint k = 1; k <= segments; k++)
        by_length[k]++;
      with_end += g_str_has_suffix (line, " end");
      captures += strstr (line, "xb3") != NULL;
    }
  g_assert_cmpuint (by_length[1], ==, 82);
  g_assert_cmpuint (by_length[2], ==, 42);
  g_assert_cmpuint (by_length[3], ==, 4);
  g_assert_cmpuint (by_length[1] - by_length[2], ==, 40);
  g_assert_cmpuint (by_length[2] - by_length[3], ==, 38);
  g_assert_cmpuint (with_end, ==, 18);
  g_assert_cmpuint (captures, ==, 3);
  /* two pairs of turns meet: 80 positions */
  g_assert_cmpuint (g_hash_table_size (positions), ==, 80);

  /* 16 of Black's 40 first segments can be continued */
  tab_position_legal (&pos, &first);
  for (guint i = 0; i < first.n; i++)
    {
      TabPosition work;

      tab_position_copy (&work, &pos);
      tab_position_apply (&work, first.actions[i]);
      continuable += work.turn == pos.turn;
    }
  g_assert_cmpuint (continuable, ==, 16);

  /* the same counts after every one of White's 40 first turns */
  start_position (&start, 0, 0, NULL);
  tab_position_legal (&start, &first);
  g_assert_cmpuint (first.n, ==, 40);
  for (guint i = 0; i < first.n; i++)
    {
      tab_position_copy (&pos, &start);
      tab_position_apply (&pos, first.actions[i]);
      g_assert_cmpuint (pos.to_move, ==, 2);
      g_assert_cmpuint (pos.turn, ==, 1);
      assert_counts (&pos, 40, 82);
    }
}

static const char * const t3_turns[] = {
  "d4-e5", "d4-c3", "d4-c5", "d4-e3", "d5-c5", "d5-e5", "d5-e6", "d5-c4",
  "e4-e5", "e4-e3", "e4-f5", "e4-d3",
  "d4-b4", "d4-d2", "d5-b7", "d5-d7", "e4xg4", "e4-g2",
  "d4-d6 end", "d4-d6 d6-d8", "d4-f4 end", "d4-f4 f4-h4",
  "d5-d3 end", "d5-d3 d3-b1", "d5-d3 d3-d1", "d5-d3 d3-f5 end", "d5-d3 d3-f5 f5-h7",
  "d5-f3 end", "d5-f3 f3-h1",
  "e4-c4 end", "e4-c4 c4-a2", "e4-c4 c4-a4", "e4-c4 c4-e6 end", "e4-c4 c4-e6 e6-g8",
  "e4-c6 end", "e4-c6 c6xa8",
  NULL
};

static void
test_t3_small_position (void)
{
  TabPosition pos;

  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  g_assert_false (tab_apart_is_first_turn (&pos));
  tab_test_assert_legal (&pos,
                         "d4-b4 d4-c3 d4-c5 d4-d2 d4-d6 d4-e3 d4-e5 d4-f4 "
                         "d5-b7 d5-c4 d5-c5 d5-d3 d5-d7 d5-e5 d5-e6 d5-f3 "
                         "e4-c4 e4-c6 e4-d3 e4-e3 e4-e5 e4-f5 e4-g2 e4xg4");
  assert_counts (&pos, 24, 36);
  assert_turns (&pos, t3_turns);

  /* e4xg4 leaves Black a8, b8 and nothing continues */
  assert_after (&pos, "e4xg4", "seat 2 to move");
  /* e4-c6 c6xa8 leaves Black's b8 and g4 apart */
  assert_after (&pos, "e4-c6 c6xa8", "game over: seat 2 wins");
}

static void
test_t4_game_ends_inside_turn (void)
{
  TabPosition pos, after;

  diagram_position (&pos, T4_DIAGRAM, 1, 0);
  tab_test_assert_legal (&pos,
                         "b8-a7 b8-b7 b8xc7 b8xd8 c8-a8 c8-b7 c8-d7 c8-e8 c8xc7 "
                         "e5-d4 e5-d5 e5-d6 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6");
  assert_counts (&pos, 17, 17);

  /* White wins at once with three of them */
  assert_after (&pos, "b8-a7", "game over: seat 1 wins");
  assert_after (&pos, "c8-d7", "game over: seat 1 wins");
  assert_after (&pos, "c8-e8", "game over: seat 1 wins");
  assert_after (&pos, "c8-a8", "seat 2 to move");

  /* E8 and E10: b8xd8 leaves Black apart; the game is over although d8
   * would have a run of 2 towards f8 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "b8xd8");
  tab_test_assert_status (&after, "game over: seat 2 wins");
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (after.winner, ==, 2);
  assert_counts (&after, 0, 0);
  g_assert_cmpint (tab_apart_moving_piece (&after), ==, TAB_NO_CELL);
  g_assert_true (tab_apart_is_apart (&after, 2));
  g_assert_false (tab_apart_is_apart (&after, 1));
  tab_test_assert_refused (&after, "d8-f8", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&after, "end", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (tab_perft (&after, 1), ==, 0);
}

static void
test_t5_draw (void)
{
  TabPosition pos, work;

  diagram_position (&pos, T3_DIAGRAM, 1, 299);
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 299);

  tab_position_copy (&work, &pos);
  tab_test_play (&work, "d4-e5");
  tab_test_assert_status (&work, "game over: draw");
  g_assert_cmpint (work.outcome, ==, TAB_OUTCOME_DRAW);
  g_assert_cmpuint (work.turn, ==, 300);
  assert_counts (&work, 0, 0);

  tab_position_copy (&work, &pos);
  tab_test_play (&work, "d5-d3");
  g_assert_false (tab_position_is_over (&work));
  assert_counts (&work, 4, 5);
  tab_test_play (&work, "end");
  tab_test_assert_status (&work, "game over: draw");

  /* the end test comes first */
  assert_after (&pos, "e4-c6 c6xa8", "game over: seat 2 wins");

  /* one turn earlier the game goes on */
  diagram_position (&pos, T3_DIAGRAM, 1, 298);
  tab_test_play (&pos, "d4-e5");
  tab_test_assert_status (&pos, "seat 2 to move");
  g_assert_cmpuint (pos.turn, ==, 299);
  tab_test_play (&pos, "a8-b7");
  tab_test_assert_status (&pos, "game over: draw");
}

/* 8. Worked examples */

static void
test_e1_unbroken_runs (void)
{
  TabPosition pos, work;

  diagram_position (&pos, E1_DIAGRAM, 1, 0);
  assert_counts (&pos, 23, 25);
  assert_legal_starting_with (&pos, "d4", "d4-b4 d4-c3 d4-c5 d4-d3 d4-d5 d4-e3 d4-e5");
  assert_legal_starting_with (&pos, "c4", "c4-a4 c4-b3 c4-b5 c4-c3 c4-c5 c4-d3 c4-d5 c4xe4");
  assert_legal_starting_with (&pos, "f4", "f4-e3 f4-e5 f4-f3 f4-f5 f4-g3 f4-g4 f4-g5 f4xe4");
  /* from b4 nothing continues */
  assert_after (&pos, "d4-b4", "seat 2 to move");

  tab_position_copy (&work, &pos);
  tab_test_play (&work, "c4xe4");
  tab_test_assert_legal (&work, "e4-b4 e4-h4 end");
  assert_after (&work, "e4-b4", "game over: seat 1 wins");
  assert_after (&work, "e4-h4", "game over: seat 1 wins");
  assert_after (&work, "end", "seat 2 to move");
}

static void
test_e2_runs_both_ways (void)
{
  TabPosition pos;

  diagram_position (&pos, E2_DIAGRAM, 1, 0);
  assert_counts (&pos, 23, 23);
  assert_legal_starting_with (&pos, "c2", "c2-b1 c2-b3 c2-c1 c2-c3 c2-d1 c2-d3 c2-f2");
  assert_legal_starting_with (&pos, "d2", "d2-a2 d2-c1 d2-c3 d2-d1 d2-d3 d2-e1 d2-e3 d2-g2");
  assert_legal_starting_with (&pos, "e2", "e2-b2 e2-d1 e2-d3 e2-e1 e2-e3 e2-f1 e2-f3 e2-h2");
  assert_after (&pos, "d2-a2", "game over: seat 1 wins");
  assert_after (&pos, "d2-g2", "game over: seat 1 wins");
  assert_after (&pos, "e2-h2", "seat 2 to move");
}

static void
test_e3_flying_and_capturing (void)
{
  TabPosition pos, work;

  diagram_position (&pos, E3_DIAGRAM, 1, 0);
  tab_test_assert_legal (&pos, "a1-a2 a1-b2 a1xc1 b1-a2 b1-b2 b1-c2 b1xd1");
  assert_counts (&pos, 7, 8);
  g_assert_cmpuint (tab_apart_captured (&pos, 2), ==, 7);

  tab_position_copy (&work, &pos);
  tab_test_play (&work, "a1xc1");
  tab_test_assert_legal (&work, "c1-e1 end");
  tab_test_assert_status (&work, "seat 1 to move (continuing from c1)");
  g_assert_cmpuint (tab_apart_captured (&work, 2), ==, 8);
  g_assert_cmpuint (tab_apart_pieces (&work, 2), ==, 4);
  assert_after (&work, "c1-e1", "game over: seat 1 wins");

  assert_after (&pos, "b1xd1", "game over: seat 1 wins");
  assert_after (&pos, "b1-c2", "game over: seat 1 wins");
  assert_after (&pos, "b1-b2", "seat 2 to move");
}

static void
test_e4_used_squares (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, "b1-b3 c8-c6");
  tab_test_assert_legal (&pos, "c6-a8 c6-c4 c6-e4 end");
  assert_counts (&pos, 4, 4);
  tab_test_assert_status (&pos, "seat 2 to move (continuing from c6)");

  start_position (&pos, 0, 0, "c2-c4 c8-c6");
  tab_test_assert_legal (&pos, "c6-a8 c6-e4 c6xc4 end");
  assert_counts (&pos, 4, 4);
  /* the capture is spelled with x only */
  tab_test_assert_refused (&pos, "c6-c4", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "c6xa8", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "c6-c8", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

static void
test_e5_first_turn (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, NULL);
  g_assert_true (tab_apart_is_first_turn (&pos));
  tab_test_play (&pos, "b1-b3");
  g_assert_false (tab_apart_is_first_turn (&pos));
  g_assert_cmpuint (pos.to_move, ==, 2);
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 1);
  tab_test_assert_refused (&pos, "b3-b5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "end", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

static void
test_e6_step_ends_turn (void)
{
  TabPosition pos, work;

  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  tab_test_play (&pos, "d4-e5");
  tab_test_assert_status (&pos, "seat 2 to move");
  assert_counts (&pos, 15, 16);
  assert_after (&pos, "b8-c7", "game over: seat 2 wins");
  assert_after (&pos, "b8-d8", "game over: seat 2 wins");
  tab_position_copy (&work, &pos);
  tab_test_play (&work, "a8-c8");
  tab_test_assert_legal (&work, "c8-e8 end");
  assert_after (&work, "c8-e8", "game over: seat 2 wins");
}

static void
test_e7_origin_empty (void)
{
  TabPosition pos;

  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  tab_test_play (&pos, "d5-d3");
  tab_test_assert_legal (&pos, "d3-b1 d3-d1 d3-f5 end");
  assert_counts (&pos, 4, 5);
  tab_test_play (&pos, "d3-f5");
  tab_test_assert_legal (&pos, "end f5-h7");
}

static void
test_e8_capture_makes_opponent_win (void)
{
  TabPosition pos;

  diagram_position (&pos, T4_DIAGRAM, 1, 0);
  assert_after (&pos, "b8xd8", "game over: seat 2 wins");
  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  assert_after (&pos, "e4-c6 c6xa8", "game over: seat 2 wins");
}

static void
test_e9_both_apart (void)
{
  static const char * const white_wins[] = {
    "c3-a1", "c3-b3", "c3-b4", "c3-c2", "c3-d2", "d4-c5", "d4-d5", "d4-e3", "d4-e4",
    "c3-e5 e5-g7", NULL
  };
  TabPosition pos, work;
  g_autoptr (GPtrArray) turns = NULL;
  guint wins = 0, losses = 0;

  diagram_position (&pos, E9_DIAGRAM, 1, 0);
  assert_counts (&pos, 16, 17);
  assert_legal_starting_with (&pos, "d4", "d4-b2 d4-c4 d4-c5 d4-d3 d4-d5 d4-e3 d4-e4 d4xf6");
  assert_legal_starting_with (&pos, "c3", "c3-a1 c3-b3 c3-b4 c3-c2 c3-c4 c3-d2 c3-d3 c3-e5");
  assert_after (&pos, "d4xf6", "game over: seat 2 wins");
  assert_after (&pos, "d4-e4", "game over: seat 1 wins");
  tab_position_copy (&work, &pos);
  tab_test_play (&work, "c3-e5");
  tab_test_assert_legal (&work, "e5-g7 end");

  turns = complete_turns (&pos);
  g_assert_cmpuint (turns->len, ==, 17);
  for (guint i = 0; i < turns->len; i++)
    {
      tab_position_copy (&work, &pos);
      tab_test_play (&work, turns->pdata[i]);
      if (work.outcome == TAB_OUTCOME_WIN && work.winner == 1)
        {
          g_assert_true (g_strv_contains (white_wins, turns->pdata[i]));
          wins++;
        }
      else if (work.outcome == TAB_OUTCOME_WIN)
        {
          g_assert_cmpstr (turns->pdata[i], ==, "d4xf6");
          losses++;
        }
    }
  g_assert_cmpuint (wins, ==, 10);
  g_assert_cmpuint (losses, ==, 1);
}

static void
test_e11_corners (void)
{
  TabPosition pos, work;

  diagram_position (&pos, E11_DIAGRAM, 1, 0);
  assert_counts (&pos, 17, 18);
  assert_legal_starting_with (&pos, "a1", "a1-a2 a1-b1 a1-d4");
  assert_legal_starting_with (&pos, "b2", "b2-a2 b2-a3 b2-b1 b2-b3 b2-c1 b2-c2 b2-e5");
  assert_legal_starting_with (&pos, "c3", "c3-b3 c3-b4 c3-c2 c3-c4 c3-d2 c3-d3 c3-f6");
  tab_position_copy (&work, &pos);
  tab_test_play (&work, "a1-d4");
  tab_test_assert_legal (&work, "d4-g7 end");
  assert_after (&pos, "b2-e5", "game over: seat 1 wins");
}

static void
test_e12_flying_over_used (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, "b1-b3 g8-a8");
  tab_test_assert_legal (&pos, "a8-c6 end");
  assert_counts (&pos, 2, 4);
  tab_test_play (&pos, "a8-c6");
  tab_test_assert_legal (&pos, "c6-c3 c6-e4 end");

  diagram_position (&pos, E12_DIAGRAM, 1, 0);
  assert_counts (&pos, 17, 19);
  assert_after (&pos, "b1-e1", "seat 1 to move (continuing from e1)");
  {
    TabPosition work;

    tab_position_copy (&work, &pos);
    tab_test_play (&work, "b1-e1");
    tab_test_assert_legal (&work, "e1-a1 end");
    tab_position_copy (&work, &pos);
    tab_test_play (&work, "d1-g1");
    tab_test_assert_legal (&work, "end g1-e1");
  }
}

/* 10. Perft and turn counts */

static void
test_perft (void)
{
  static const struct
  {
    guint rows, cols;
    guint64 counts[4];
  } table[] = {
    { 8, 8, { 40, 1600, 45360, 1285872 } },
    { 5, 5, { 22, 479, 9431, 176424 } },
    { 6, 9, { 46, 2116, 66623, 2135534 } },
  };
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      start_position (&pos, table[i].rows, table[i].cols, NULL);
      g_assert_cmpuint (tab_perft (&pos, 0), ==, 1);
      for (guint d = 1; d <= 4; d++)
        g_assert_cmpuint (tab_perft (&pos, d), ==, table[i].counts[d - 1]);
      /* the fast path agrees with plain legal + apply */
      g_assert_cmpuint (tab_test_plain_perft (&pos, 3), ==, table[i].counts[2]);
    }

  if (TAB_TEST_HEAVY)
    {
      start_position (&pos, 8, 8, NULL);
      g_assert_cmpuint (tab_perft (&pos, 5), ==, 38948930);
      g_assert_cmpuint (tab_test_plain_perft (&pos, 4), ==, 1285872);
    }
}

static void
test_perft_small_board (void)
{
  TabPosition pos;

  start_position (&pos, 5, 5, NULL);
  tab_test_assert_legal (&pos,
                         "b1-a2 b1-b3 b1-d3 b1-e1 b2-a1 b2-c3 b2-e2 b2xb4 c1-a3 c1-c3 c1-e3 "
                         "c2-a4 c2-e4 c2xc4 d1-a1 d1-b3 d1-d3 d1-e2 d2-a2 d2-c3 d2-e1 d2xd4");
  /* Black's replies after the three captures */
  start_position (&pos, 5, 5, "b2xb4");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 20);
  g_assert_cmpuint (tab_apart_captured (&pos, 2), ==, 1);
  g_assert_cmpuint (tab_apart_pieces (&pos, 2), ==, 5);
  start_position (&pos, 5, 5, "c2xc4");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 21);
  start_position (&pos, 5, 5, "d2xd4");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 20);
  start_position (&pos, 5, 5, "b1-b3");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 22);
}

/* perft(3) = 24 · Σ n(w) + 40 · (38 + 16), with Σ n(w) = 1800 and
 * n(b1-b3) = 44: 7 horizontal, 13 vertical, 14 '/', 10 '\' */
static void
test_perft_hand_check (void)
{
  TabPosition start, pos;
  TabActionList first, list;
  guint64 sum = 0;
  guint axes[4] = { 0 };

  start_position (&start, 0, 0, NULL);
  tab_position_legal (&start, &first);
  for (guint i = 0; i < first.n; i++)
    {
      tab_position_copy (&pos, &start);
      tab_position_apply (&pos, first.actions[i]);
      tab_test_play (&pos, "b7-a8");
      g_assert_cmpuint (pos.to_move, ==, 1);
      sum += tab_position_legal (&pos, &list);
    }
  g_assert_cmpuint (sum, ==, 1800);
  g_assert_cmpuint (24 * sum + 40 * (38 + 16), ==, 45360);

  start_position (&pos, 0, 0, "b1-b3 b7-a8");
  tab_position_legal (&pos, &list);
  g_assert_cmpuint (list.n, ==, 44);
  for (guint i = 0; i < list.n; i++)
    {
      int from, to, dr, df;

      RULES->action_cells (&pos, list.actions[i], &from, &to);
      dr = to / 8 - from / 8;
      df = to % 8 - from % 8;
      if (dr == 0)
        axes[0]++;
      else if (df == 0)
        axes[2]++;
      else if ((dr > 0) == (df > 0))
        axes[1]++;
      else
        axes[3]++;
    }
  g_assert_cmpuint (axes[0], ==, 7);
  g_assert_cmpuint (axes[2], ==, 13);
  g_assert_cmpuint (axes[1], ==, 14);
  g_assert_cmpuint (axes[3], ==, 10);
}

static void
test_turn_sequences (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, NULL);
  g_assert_cmpuint (turn_sequences (&pos, 1), ==, 40);
  g_assert_cmpuint (turn_sequences (&pos, 2), ==, 3280);
  g_assert_cmpuint (turn_sequences (&pos, 3), ==, 434388);
}

/* Notation */

static void
test_tokens (void)
{
  static const char * const malformed[] = {
    "End", "END", "pass", "b1", "b1-", "b1-b", "b1b3", "b1--b3", "b1+b3", "b1:b3",
    "b1-b3-b5", "b1-b3end", "B1-b3", "b1-B3", "i1-b3", "b1-i1", "b9-b3", "b1-b9",
    "b0-b3", "b01-b3", "b1-b03", "b1-b33", "b1Xb3", "-b3", "x", "e", "ends",
  };
  static const char * const illegal[] = {
    "b1-b5", "b1-b2", "b1xb3", "end", "a1-a2", "b8-b6", "b2-b3", "a1-a1",
  };
  TabPosition pos;
  TabAction action;
  char token[TAB_TOKEN_MAX];

  start_position (&pos, 0, 0, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    tab_test_assert_refused (&pos, malformed[i], TAB_ENGINE_ERROR_MALFORMED_ACTION);
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    tab_test_assert_refused (&pos, illegal[i], TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* a record names the move that fails */
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (tab_position_play_record (&pos, "b1-b3 c8-c6 b2-b5", &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    g_assert_cmpstr (error->message, ==, "illegal action 'b2-b5' at move 3");
    g_clear_error (&error);
    g_assert_false (tab_position_play_record (&pos, "b1-b3 c8-c6 c6-e4 b2-b5", &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    g_assert_cmpstr (error->message, ==, "illegal action 'b2-b5' at move 4");
    g_clear_error (&error);
    g_assert_false (tab_position_play_record (&pos, "b1-b3 c8-c6 c6-e4 j2", &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION);
    g_assert_cmpstr (error->message, ==, "malformed action 'j2' at move 4");
  }

  /* two-digit ranks exist only on tall boards */
  start_position (&pos, 12, 8, NULL);
  g_assert_true (RULES->token_is_wellformed (&pos, "b10-b12"));
  g_assert_true (RULES->token_is_wellformed (&pos, "h12xa1"));
  g_assert_false (RULES->token_is_wellformed (&pos, "b13-b12"));
  g_assert_false (RULES->token_is_wellformed (&pos, "i1-a1"));
  start_position (&pos, 9, 8, NULL);
  g_assert_false (RULES->token_is_wellformed (&pos, "b10-b12"));
  start_position (&pos, 5, 15, NULL);
  g_assert_true (RULES->token_is_wellformed (&pos, "o5-a1"));
  g_assert_false (RULES->token_is_wellformed (&pos, "p5-a1"));

  /* byte order: b10-b12 before b2-b4 on tall boards */
  start_position (&pos, 12, 8, "b1-b3");
  {
    g_auto (GStrv) tokens = tab_position_legal_tokens (&pos);

    g_assert_cmpstr (tokens[0], ==, "b11-a12");
    g_assert_true (g_strv_contains ((const char * const *) tokens, "b11-b9"));
    g_assert_true (g_strv_contains ((const char * const *) tokens, "b12-h12"));
  }

  /* action cells and "end" */
  start_position (&pos, 0, 0, "b1-b3 c8-c6");
  g_assert_true (tab_action_parse (&pos, "c6-e4", &action, NULL));
  {
    int from, to;

    RULES->action_cells (&pos, action, &from, &to);
    g_assert_cmpint (from, ==, cell_of (&pos, "c6"));
    g_assert_cmpint (to, ==, cell_of (&pos, "e4"));
    g_assert_true (tab_action_parse (&pos, "end", &action, NULL));
    tab_action_format (&pos, action, token);
    g_assert_cmpstr (token, ==, "end");
    RULES->action_cells (&pos, action, &from, &to);
    g_assert_cmpint (from, ==, TAB_NO_CELL);
    g_assert_cmpint (to, ==, TAB_NO_CELL);
  }
}

/* Accessors and statuses */

static void
test_accessors (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, NULL);
  for (guint cell = 0; cell < 64; cell++)
    g_assert_false (tab_apart_is_isolated (&pos, cell));
  g_assert_false (tab_apart_is_isolated (&pos, 1000));
  g_assert_false (tab_apart_is_apart (&pos, 1));
  g_assert_false (tab_apart_is_apart (&pos, 2));
  g_assert_cmpint (tab_apart_moving_piece (&pos), ==, TAB_NO_CELL);
  g_assert_true (tab_apart_is_first_turn (&pos));
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 0);

  /* E9 after c3-e5: the moving piece and the used squares */
  diagram_position (&pos, E9_DIAGRAM, 1, 0);
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "c3")));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "f6")));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "a1")));
  tab_test_play (&pos, "c3-e5");
  g_assert_cmpint (tab_apart_moving_piece (&pos), ==, cell_of (&pos, "e5"));
  for (guint cell = 0; cell < 64; cell++)
    g_assert_cmpint (tab_apart_is_used (&pos, cell), ==,
                     (int) cell == cell_of (&pos, "c3") || (int) cell == cell_of (&pos, "e5"));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "d4")));
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 0);
  tab_test_play (&pos, "end");
  g_assert_cmpint (tab_apart_moving_piece (&pos), ==, TAB_NO_CELL);
  g_assert_false (tab_apart_is_used (&pos, cell_of (&pos, "c3")));
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 1);
  tab_test_assert_status (&pos, "seat 2 to move");

  /* isolated pieces after a move that leaves one of White's alone */
  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  tab_test_play (&pos, "d4-b4");
  g_assert_true (tab_apart_is_isolated (&pos, cell_of (&pos, "b4")));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "d5")));
  g_assert_true (tab_apart_is_isolated (&pos, cell_of (&pos, "g4")));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "a8")));
  g_assert_false (tab_apart_is_isolated (&pos, cell_of (&pos, "d4")));
}

static void
test_set_diagram_errors (void)
{
  static const struct
  {
    const char *diagram;
    guint seat, turns;
    const char *message;
  } cases[] = {
    { "BB../..W./W...", 1, 0, "5 to 15" },
    { "BB....../......../......../......../..WWBW../......../......../.......", 1, 0, "has 7 squares" },
    { "BB....../......../......../......../..WWBW../......../......../.......Q", 1, 0, "unexpected 'Q'" },
    { "BB....../......../......../......../..W..W../......../......../........", 1, 0, "White is already apart" },
    { "B.B...../......../......../......../..WW..../......../......../........", 1, 0, "Black is already apart" },
    { "......../......../......../......../..WW..../......../......../........", 1, 0, "Black has 0 pieces" },
    { "WWWWWWWW/WWWWWWWW/......../......../......../......../......BB/........", 1, 0, "White has 16 pieces" },
    { T3_DIAGRAM, 3, 0, "seat 3" },
    { T3_DIAGRAM, 1, 300, "300 completed turns" },
  };
  TabPosition pos;

  start_position (&pos, 0, 0, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      guint64 hash = tab_position_hash (&pos);

      g_assert_false (tab_apart_set_diagram (&pos, cases[i].diagram, cases[i].seat, cases[i].turns, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("'%s' does not mention '%s'", error->message, cases[i].message);
      g_assert_cmpuint (tab_position_hash (&pos), ==, hash);
    }

  /* a diagram on another size sets that size; Black may be to move */
  diagram_position (&pos, "B.B.B/.B.B./...../.WW../.....", 2, 7);
  g_assert_cmpuint (pos.options.rows, ==, 5);
  g_assert_cmpuint (pos.options.cols, ==, 5);
  g_assert_cmpuint (pos.to_move, ==, 2);
  g_assert_cmpuint (tab_apart_completed_turns (&pos), ==, 7);
  g_assert_cmpuint (tab_apart_captured (&pos, 1), ==, 4);
  g_assert_cmpuint (tab_apart_captured (&pos, 2), ==, 1);
  tab_test_assert_status (&pos, "seat 2 to move");
}

/* Evaluation */

static void
test_evaluate (void)
{
  TabPosition pos;

  /* the set-up: 9 turns needed each (a 2×6 block keeps 3 pieces that do
   * not touch), 12 pieces each; only the move counts: half a turn */
  start_position (&pos, 0, 0, NULL);
  g_assert_cmpint (RULES->evaluate (&pos, 1), ==, 50);
  g_assert_cmpint (RULES->evaluate (&pos, 2), ==, -50);

  /* T3: White's d4, d5, e4 all touch each other: one stays, two move;
   * Black's pair a8 b8 needs one move, g4 is alone.  White to move. */
  diagram_position (&pos, T3_DIAGRAM, 1, 0);
  g_assert_cmpint (RULES->evaluate (&pos, 1), ==, -100 + 50);
  g_assert_cmpint (RULES->evaluate (&pos, 2), ==, 100 - 50);
  /* separating a piece is progress: b4 alone, d5 and e4 a pair; Black
   * now has the move */
  tab_test_play (&pos, "d4-b4");
  g_assert_cmpint (RULES->evaluate (&pos, 1), ==, 0 - 50);
  g_assert_cmpint (RULES->evaluate (&pos, 2), ==, 0 + 50);
}

/* The turns each shape needs, read from evaluate: White's shape against
 * Black's pair a8 b8 (one turn, two pieces), Black to move, so from
 * White's side 100 · (1 − turns) + 60 · (2 − White's pieces) − 50 */
static void
test_evaluate_shapes (void)
{
  static const struct
  {
    const char *white;   /* the ranks 3, 2 and 1 of the diagram */
    int         turns;
    int         pieces;
  } shapes[] = {
    { "......../......../..WW....", 1, 2 },   /* a pair */
    { "......../......../..WWW...", 1, 3 },   /* a line: the middle moves */
    { "..W...../..W...../..W.....", 1, 3 },
    { "....W.../...W..../..W.....", 1, 3 },   /* a diagonal line */
    { "......../..WW..../..WW....", 3, 4 },   /* a 2×2 block: one stays */
    { "......../...W..../..W.W...", 1, 3 },   /* a "v": the top one moves */
    { "......../..W...../..W..WW.", 2, 4 },   /* two pairs */
    { "W......./......../..WW...W", 1, 4 },   /* lone pieces need nothing */
    { "..WWW.../..WWW.../..WWW...", 5, 9 },   /* 3×3: the four corners stay */
  };
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      g_autofree char *diagram = g_strdup_printf ("BB....../......../......../......../......../%s",
                                                  shapes[i].white);
      int expected = 100 * (1 - shapes[i].turns) + 60 * (2 - shapes[i].pieces) - 50;

      diagram_position (&pos, diagram, 2, 0);
      if (RULES->evaluate (&pos, 1) != expected)
        g_error ("shape %u: evaluate %d, expected %d", i, RULES->evaluate (&pos, 1), expected);
      g_assert_cmpint (RULES->evaluate (&pos, 2), ==, -expected);
    }
}

static void
test_evaluate_random_games (void)
{
  TabPosition pos;
  TabRng rng;

  /* antisymmetric and bounded in random games */
  tab_rng_seed (&rng, 7);
  for (guint game = 0; game < 50; game++)
    {
      start_position (&pos, 0, 0, NULL);
      while (!tab_position_is_over (&pos))
        {
          int white = RULES->evaluate (&pos, 1);

          g_assert_cmpint (white, ==, -RULES->evaluate (&pos, 2));
          g_assert_cmpint (ABS (white), <, TAB_EVAL_BOUND);
          tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
        }
    }
}

/* Hash and the fast random action */

static void
test_hash (void)
{
  TabPosition a, b;

  /* T2: d8-d6 d6-d4 and d8-f6 f6-d4 meet */
  start_position (&a, 0, 0, "b1-b3 d8-d6 d6-d4");
  start_position (&b, 0, 0, "b1-b3 d8-f6 f6-d4");
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));
  start_position (&a, 0, 0, "b1-b3 e8-e6 e6-e4");
  start_position (&b, 0, 0, "b1-b3 e8-c6 c6-e4");
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));

  /* inside a continuous jump the used squares and the moving piece count */
  start_position (&a, 0, 0, "b1-b3 d8-d6");
  start_position (&b, 0, 0, "b1-b3 d8-d6 end");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  /* the seat to move and the first-turn flag count */
  start_position (&a, 0, 0, NULL);
  tab_position_copy (&b, &a);
  b.to_move = 2;
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  diagram_position (&a, T3_DIAGRAM, 1, 0);
  diagram_position (&b, T3_DIAGRAM, 1, 1);
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
}

/* Pearson's chi-square of n draws of random_action in pos against the
 * uniform distribution over its legal actions; every draw must be legal */
static double
random_action_chi_square (const TabPosition *pos, TabRng *rng, guint n)
{
  TabActionList list;
  guint hits[TAB_MAX_ACTIONS] = { 0 };
  double expected, chi = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < n; i++)
    {
      TabAction action = tab_position_random_action (pos, rng);
      guint k;

      for (k = 0; k < list.n && list.actions[k] != action; k++)
        ;
      g_assert_cmpuint (k, <, list.n);
      hits[k]++;
    }
  expected = (double) n / list.n;
  for (guint k = 0; k < list.n; k++)
    chi += (hits[k] - expected) * (hits[k] - expected) / expected;
  return chi;
}

/* The rejection sampling at the start of a turn rejects most where
 * pieces stand at edges and corners or on their own lines: uniform there
 * too.  The bounds are the chi-square quantiles at p = 0.001 (fixed
 * seed, so the test is deterministic); with 2,000 draws per action, one
 * action drawn 20 % too often or too rarely exceeds them. */
static void
test_random_action_chi_square (void)
{
  static const struct
  {
    const char *diagram;   /* NULL: the set-up */
    guint       seat;
    guint       n_actions;
    double      bound;     /* chi-square quantile, n_actions − 1 degrees */
  } cases[] = {
    { NULL, 1, 40, 72.05 },
    { E11_DIAGRAM, 1, 17, 39.25 },
    { E3_DIAGRAM, 1, 7, 22.46 },
    { T4_DIAGRAM, 1, 17, 39.25 },
    { E9_DIAGRAM, 1, 16, 37.70 },
  };
  TabRng rng;

  tab_rng_seed (&rng, 31);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TabPosition pos;
      double chi;

      if (cases[i].diagram == NULL)
        start_position (&pos, 0, 0, NULL);
      else
        diagram_position (&pos, cases[i].diagram, cases[i].seat, 3);
      g_assert_cmpuint (tab_test_n_legal (&pos), ==, cases[i].n_actions);
      chi = random_action_chi_square (&pos, &rng, 2000 * cases[i].n_actions);
      g_test_message ("case %u: chi-square %.1f, bound %.2f", i, chi, cases[i].bound);
      if (chi > cases[i].bound)
        g_error ("case %u: chi-square %.1f above %.2f", i, chi, cases[i].bound);
    }
}

static void
test_random_action (void)
{
  TabPosition pos;
  TabActionList list;
  TabRng rng;
  guint hits[TAB_MAX_ACTIONS];

  /* uniform over the 40 first segments: 40,000 draws, each near 1,000 */
  start_position (&pos, 0, 0, NULL);
  tab_position_legal (&pos, &list);
  memset (hits, 0, sizeof hits);
  tab_rng_seed (&rng, 2026);
  for (guint i = 0; i < 40000; i++)
    {
      TabAction action = tab_position_random_action (&pos, &rng);
      guint k;

      for (k = 0; k < list.n && list.actions[k] != action; k++)
        ;
      g_assert_cmpuint (k, <, list.n);
      hits[k]++;
    }
  for (guint k = 0; k < list.n; k++)
    {
      g_assert_cmpuint (hits[k], >, 850);
      g_assert_cmpuint (hits[k], <, 1150);
    }

  /* during a continuous jump: c6-a8 c6-c4 c6-e4 end, each near 1/4 */
  start_position (&pos, 0, 0, "b1-b3 c8-c6");
  tab_position_legal (&pos, &list);
  g_assert_cmpuint (list.n, ==, 4);
  memset (hits, 0, sizeof hits);
  for (guint i = 0; i < 8000; i++)
    {
      TabAction action = tab_position_random_action (&pos, &rng);
      guint k;

      for (k = 0; k < list.n && list.actions[k] != action; k++)
        ;
      g_assert_cmpuint (k, <, list.n);
      hits[k]++;
    }
  for (guint k = 0; k < list.n; k++)
    {
      g_assert_cmpuint (hits[k], >, 1800);
      g_assert_cmpuint (hits[k], <, 2200);
    }

  /* in random games, always one of the legal actions, and perft agrees
   * with the plain count on the positions met */
  for (guint game = 0; game < 60; game++)
    {
      guint rows = 5 + game % 11, cols = 5 + (game * 7) % 11;
      guint step = 0;

      start_position (&pos, rows, cols, NULL);
      while (!tab_position_is_over (&pos))
        {
          TabAction action = tab_position_random_action (&pos, &rng);

          g_assert_true (tab_position_is_legal (&pos, action));
          if (step++ % 16 == 5)
            g_assert_cmpuint (tab_perft (&pos, 2), ==, tab_test_plain_perft (&pos, 2));
          tab_position_apply (&pos, action);
        }
    }
}

static void
test_random_games (void)
{
  static const struct
  {
    guint rows, cols, games;
  } sizes[] = {
    { 8, 8, 440 },
    { 5, 5, 200 },
    { 6, 9, 150 },
    { 5, 15, 100 },
    { 15, 5, 100 },
    { 15, 15, 10 },   /* random games there last the 300 turns: a draw */
  };
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      start_position (&pos, sizes[i].rows, sizes[i].cols, NULL);
      /* 300 turns, and a turn has at most rows · cols segments */
      tab_test_random_games (&pos, sizes[i].games, 1000 + i,
                             TAB_APART_TURN_LIMIT * sizes[i].rows * sizes[i].cols);
    }
}


/* What an action does, from the engine: a segment onto an enemy piece
 * takes it; Apart has no forcing actions for the search */
static void
test_effects (void)
{
  TabPosition pos;

  start_position (&pos, 0, 0, "b1-b3");
  tab_test_assert_effects (&pos, "c8-e6", FALSE, FALSE, "58 44", "");
  tab_test_play (&pos, "c8-e6");
  /* e6 (44) takes White's piece on b3 (17) */
  tab_test_assert_effects (&pos, "e6xb3", TRUE, FALSE, "44 17", "17:17");
  tab_test_assert_effects (&pos, "end", FALSE, FALSE, "", "");
  g_assert_false (tab_rules_has_forcing (RULES));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/apart/table", test_table);
  g_test_add_func ("/apart/sizes", test_sizes);
  g_test_add_func ("/apart/setup", test_setup);
  g_test_add_func ("/apart/effects", test_effects);
  g_test_add_func ("/apart/t1-initial", test_t1_initial);
  g_test_add_func ("/apart/t2-black-first-turn", test_t2_black_first_turn);
  g_test_add_func ("/apart/t3-small-position", test_t3_small_position);
  g_test_add_func ("/apart/t4-game-ends-inside-turn", test_t4_game_ends_inside_turn);
  g_test_add_func ("/apart/t5-draw", test_t5_draw);
  g_test_add_func ("/apart/e1-unbroken-runs", test_e1_unbroken_runs);
  g_test_add_func ("/apart/e2-runs-both-ways", test_e2_runs_both_ways);
  g_test_add_func ("/apart/e3-flying-and-capturing", test_e3_flying_and_capturing);
  g_test_add_func ("/apart/e4-used-squares", test_e4_used_squares);
  g_test_add_func ("/apart/e5-first-turn", test_e5_first_turn);
  g_test_add_func ("/apart/e6-step-ends-turn", test_e6_step_ends_turn);
  g_test_add_func ("/apart/e7-origin-empty", test_e7_origin_empty);
  g_test_add_func ("/apart/e8-capture-makes-opponent-win", test_e8_capture_makes_opponent_win);
  g_test_add_func ("/apart/e9-both-apart", test_e9_both_apart);
  g_test_add_func ("/apart/e11-corners", test_e11_corners);
  g_test_add_func ("/apart/e12-flying-over-used", test_e12_flying_over_used);
  g_test_add_func ("/apart/perft", test_perft);
  g_test_add_func ("/apart/perft-small-board", test_perft_small_board);
  g_test_add_func ("/apart/perft-hand-check", test_perft_hand_check);
  g_test_add_func ("/apart/turn-sequences", test_turn_sequences);
  g_test_add_func ("/apart/tokens", test_tokens);
  g_test_add_func ("/apart/accessors", test_accessors);
  g_test_add_func ("/apart/set-diagram-errors", test_set_diagram_errors);
  g_test_add_func ("/apart/evaluate", test_evaluate);
  g_test_add_func ("/apart/evaluate-shapes", test_evaluate_shapes);
  g_test_add_func ("/apart/evaluate-random-games", test_evaluate_random_games);
  g_test_add_func ("/apart/hash", test_hash);
  g_test_add_func ("/apart/random-action", test_random_action);
  g_test_add_func ("/apart/random-action-chi-square", test_random_action_chi_square);
  g_test_add_func ("/apart/random-games", test_random_games);

  return g_test_run ();
}
