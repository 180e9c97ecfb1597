/* test-fourmation.c: every count and example of rules/fourmation.md
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-fourmation.h"
#include "tab-games.h"
#include "tab-test-util.h"
#include "tab-random.h"

#include <string.h>

#define RULES (&tab_fourmation_rules)

static void
position (TabPosition *pos, guint size, const char *record)
{
  tab_test_position (pos, RULES, size, size, 0, record);
}

static void
test_sizes (void)
{
  TabOptions options;
  TabPosition pos;
  g_autoptr (GError) error = NULL;

  tab_options_default (RULES, &options);
  g_assert_cmpuint (options.rows, ==, 7);
  g_assert_cmpuint (options.cols, ==, 7);
  for (guint n = 4; n <= 10; n++)
    {
      options.rows = options.cols = (guint8) n;
      g_assert_true (tab_position_init (&pos, RULES, &options, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tab_fourmation_cubes_left (&pos, 1), ==, n * n / 2);
    }
  for (guint n = 3; n <= 11; n += 8)
    {
      options.rows = options.cols = (guint8) n;
      g_assert_false (tab_position_init (&pos, RULES, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, "out of range"));
      g_clear_error (&error);
    }
  options.rows = 5;
  options.cols = 6;
  g_assert_false (tab_position_init (&pos, RULES, &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_clear_error (&error);

  tab_options_default (RULES, &options);
  options.players = 3;
  g_assert_false (tab_position_init (&pos, RULES, &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
}

static void
test_t1_first_cube_anywhere (void)
{
  TabPosition pos;

  position (&pos, 7, NULL);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 49);
  tab_test_assert_status (&pos, "seat 1 to move (tier 1)");
  position (&pos, 4, NULL);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 16);
  position (&pos, 10, NULL);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 100);
  {
    g_autofree char *legal = tab_test_legal_string (&pos);
    g_assert_true (g_str_has_prefix (legal, "a1 a10 a2 a3 "));
  }
}

static void
test_t2_last_cube_binds (void)
{
  TabPosition pos;

  position (&pos, 7, "d4 c3");
  tab_test_assert_legal (&pos, "b2 b3 b4 c2 c4 d2 d3");
  tab_test_assert_status (&pos, "seat 1 to move (tier 2)");
  tab_test_assert_refused (&pos, "e5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  position (&pos, 7, "d4");
  tab_test_assert_legal (&pos, "c3 c4 c5 d3 d5 e3 e4 e5");
  position (&pos, 7, "a1");
  tab_test_assert_legal (&pos, "a2 b1 b2");
  position (&pos, 7, "a4");
  tab_test_assert_legal (&pos, "a3 a5 b3 b4 b5");
}

static void
test_t3_tier3 (void)
{
  TabPosition pos;
  g_autofree char *board = NULL;

  position (&pos, 7, "b2 a2 b1 a1");
  tab_test_assert_legal (&pos, "a3 b3");
  tab_test_assert_status (&pos, "seat 1 to move (tier 3)");
  g_assert_cmpuint (tab_fourmation_tier (&pos), ==, 3);
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 2);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 9);
  g_assert_cmpuint (tab_perft (&pos, 3), ==, 47);
  g_assert_cmpuint (tab_perft (&pos, 4), ==, 230);
  board = tab_position_render (&pos);
  g_assert_cmpstr (board, ==,
                   "7 . . . . . . .\n"
                   "6 . . . . . . .\n"
                   "5 . . . . . . .\n"
                   "4 . . . . . . .\n"
                   "3 . . . . . . .\n"
                   "2 O X . . . . .\n"
                   "1 o X . . . . .\n"
                   "  a b c d e f g\n");
}

static void
test_t4_tier4 (void)
{
  TabPosition pos;

  position (&pos, 4, "c3 c4 d3 d4 b3 a2 b1 a1 b2 a3 a4 b4");
  tab_test_assert_legal (&pos, "c1 c2 d1 d2");
  tab_test_assert_status (&pos, "seat 1 to move (tier 4)");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 4);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 12);
  g_assert_cmpuint (tab_perft (&pos, 3), ==, 24);
  g_assert_cmpuint (tab_perft (&pos, 4), ==, 20);
}

static void
test_t5_tier4_last_cube (void)
{
  TabPosition pos, after;
  const char *record = "c2 b1 b2 b3 a2 a3 b4 c5 b5 a5 a4 c4 c3 d4 e3 d2 c1 d1 e2 e1 a1 e4 d3";

  position (&pos, 5, record);
  tab_test_assert_legal (&pos, "d5 e5");
  g_assert_cmpuint (tab_fourmation_tier (&pos), ==, 4);
  g_assert_cmpuint (tab_fourmation_cubes_left (&pos, 2), ==, 1);
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 2);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 0);
  for (const char *last = "d5"; last; last = g_str_equal (last, "d5") ? "e5" : NULL)
    {
      g_autofree char *full = g_strconcat (record, " ", last, NULL);

      position (&after, 5, full);
      tab_test_assert_status (&after, "game over: draw 1/2-1/2");
      g_assert_cmpuint (tab_test_n_legal (&after), ==, 0);
    }
}

static void
test_t6_five_in_a_row (void)
{
  TabPosition pos;
  int line[19];

  position (&pos, 5, "b4 b5 a4 a5 c4 d5 e4 e5");
  tab_test_assert_legal (&pos, "d4");
  position (&pos, 5, "b4 b5 a4 a5 c4 d5 e4 e5 d4");
  tab_test_assert_status (&pos, "game over: seat 1 wins 1-0");
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (pos.winner, ==, 1);
  g_assert_cmpuint (tab_fourmation_winning_line (&pos, line), ==, 5);
  g_assert_cmpint (line[0], ==, 15);  /* a4 */
  g_assert_cmpint (line[4], ==, 19);  /* e4 */
  tab_test_assert_refused (&pos, "c3", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

static void
test_t7_gap (void)
{
  TabPosition pos, won;

  position (&pos, 7, "b6 a5 b4 c5 d4 e5 d6 d5 c6");
  tab_test_assert_legal (&pos, "b5 b7 c7 d7");
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 4);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 8);
  g_assert_cmpuint (tab_perft (&pos, 3), ==, 10);
  g_assert_cmpuint (tab_perft (&pos, 4), ==, 28);
  position (&won, 7, "b6 a5 b4 c5 d4 e5 d6 d5 c6 b5");
  tab_test_assert_status (&won, "game over: seat 2 wins 0-1");
  position (&won, 7, "b6 a5 b4 c5 d4 e5 d6 d5 c6 b7");
  g_assert_false (tab_position_is_over (&won));
}

static const char *t8 =
  "f6 e6 d5 e4 e3 d3 c3 b3 c2 b1 a1 b2 a2 a3 a4 a5 b4 c5 d4 c4 b5 c6 d7 d6 "
  "c7 b7 b6 a7 a6 g6 f7 g7 f3 f4 f5 e5 g5 g4 g3 f2 g1 f1 e2 d2 e1 d1 c1";

static void
test_t8_full_draw (void)
{
  TabPosition pos, other;
  g_autofree char *board = NULL;
  g_autofree char *full = g_strconcat (t8, " g2", NULL);
  g_autofree char *win = g_strconcat (t8, " e7", NULL);

  position (&pos, 7, t8);
  tab_test_assert_legal (&pos, "e7 g2");
  tab_test_assert_status (&pos, "seat 2 to move (tier 3)");
  board = tab_position_render (&pos);
  g_assert_cmpstr (board, ==,
                   "7 O O X X . X O\n"
                   "6 X X O O O X O\n"
                   "5 O X O X O X X\n"
                   "4 X X O X O O O\n"
                   "3 O O X O X X X\n"
                   "2 X O X O X O .\n"
                   "1 X O x O X O X\n"
                   "  a b c d e f g\n");
  position (&other, 7, win);
  tab_test_assert_status (&other, "game over: seat 2 wins 0-1");
  position (&pos, 7, full);
  tab_test_assert_status (&pos, "game over: draw 1/2-1/2");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 0);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 0);
  tab_test_assert_refused (&pos, "e7", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

static void
test_t9_last_cube_wins (void)
{
  const char *t9 =
    "g5 f5 e6 f6 e5 d6 d7 c6 b5 b4 b3 a2 a1 b1 c1 d2 e1 f2 f3 e3 d4 c5 d5 e4 "
    "f4 g4 g3 g2 g1 f1 e2 d1 c2 b2 a3 a4 a5 b6 b7 a7 a6 c4 c3 d3 f7 g7 g6";
  TabPosition pos, end;
  g_autofree char *c7 = g_strconcat (t9, " c7", NULL);
  g_autofree char *e7 = g_strconcat (t9, " e7", NULL);

  position (&pos, 7, t9);
  tab_test_assert_legal (&pos, "c7 e7");
  g_assert_cmpuint (tab_fourmation_tier (&pos), ==, 3);
  position (&end, 7, c7);
  tab_test_assert_status (&end, "game over: seat 2 wins 0-1");
  position (&end, 7, e7);
  tab_test_assert_status (&end, "game over: seat 2 wins 0-1");
}

static void
test_t10_small_boards (void)
{
  TabPosition pos;

  position (&pos, 4, "a2 a1 b1 c1 c2 d3 d2 d1 c3 d4 c4 b3 b4 a4 a3");
  tab_test_assert_legal (&pos, "b2");
  position (&pos, 4, "a2 a1 b1 c1 c2 d3 d2 d1 c3 d4 c4 b3 b4 a4 a3 b2");
  tab_test_assert_status (&pos, "game over: draw 1/2-1/2");

  position (&pos, 4, "b4 b3 a2 b2 c1 c2 b1 a1 a3 a4 d3 d2 c3 c4 d4");
  tab_test_assert_legal (&pos, "d1");
  g_assert_cmpuint (tab_fourmation_tier (&pos), ==, 3);
  position (&pos, 4, "b4 b3 a2 b2 c1 c2 b1 a1 a3 a4 d3 d2 c3 c4 d4 d1");
  tab_test_assert_status (&pos, "game over: seat 2 wins 0-1");

  position (&pos, 5, "a2 a1 b1 c1 c2 d3 e4 e3 d4 e5 d5 c4 c5 b4 b3 c3 d2 e2 e1 d1 a3 a4 b5 a5");
  tab_test_assert_status (&pos, "game over: draw 1/2-1/2");
  g_assert_cmpuint (pos.ply, ==, 24);
}

static void
test_t11_refused (void)
{
  TabPosition pos;
  const char *finished[] = {
    "b4 b5 a4 a5 c4 d5 e4 e5 d4",
  };

  position (&pos, 7, "d4 c3");
  tab_test_assert_refused (&pos, "e5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "d4", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "c3", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "h1", TAB_ENGINE_ERROR_MALFORMED_ACTION);
  tab_test_assert_refused (&pos, "D2", TAB_ENGINE_ERROR_MALFORMED_ACTION);
  tab_test_assert_refused (&pos, "d02", TAB_ENGINE_ERROR_MALFORMED_ACTION);
  tab_test_assert_refused (&pos, "pass", TAB_ENGINE_ERROR_MALFORMED_ACTION);
  tab_test_assert_refused (&pos, "d8", TAB_ENGINE_ERROR_MALFORMED_ACTION);

  position (&pos, 5, finished[0]);
  for (const char *t = "a1"; t; t = NULL)
    tab_test_assert_refused (&pos, t, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  {
    g_auto (GStrv) tokens = tab_position_legal_tokens (&pos);
    g_assert_null (tokens[0]);
  }
}

static void
test_t12_forced_win (void)
{
  TabPosition pos;

  position (&pos, 7, "d4 c4 d5 d6 c5 b6 c6 b5 b4 c3 d3 d2 e2 f3 e4 e5 f5 g6 f7 f6 g5 g4 g3 g2 g1 f2 e1 f1 b7");
  tab_test_assert_status (&pos, "game over: seat 1 wins 1-0");
  g_assert_cmpuint (pos.ply, ==, 29);
}

static void
test_record_error_names_move (void)
{
  TabPosition pos;
  g_autoptr (GError) error = NULL;
  guint64 hash;

  position (&pos, 7, NULL);
  hash = tab_position_hash (&pos);
  g_assert_false (tab_position_play_record (&pos, "d4 c3 e5", &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "illegal action 'e5' at move 3");
  g_assert_cmpuint (tab_position_hash (&pos), ==, hash);
  g_assert_cmpuint (pos.ply, ==, 0);
}

static void
test_perft_table (void)
{
  static const struct { guint size; guint64 counts[6]; } table[] = {
    { 7, { 49, 312, 1824, 9984, 52504, 269144 } },
    { 5, { 25, 144, 768, 3768, 17352, 75168 } },
    { 4, { 16, 84, 408, 1764, 6784, 23768 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      TabPosition pos;

      position (&pos, table[i].size, NULL);
      g_assert_cmpuint (tab_perft (&pos, 0), ==, 1);
      for (guint d = 1; d <= 6; d++)
        g_assert_cmpuint (tab_perft (&pos, d), ==, table[i].counts[d - 1]);
      /* every turn is one placement */
      g_assert_cmpuint (tab_count_turns (&pos), ==, table[i].counts[0]);
    }
}

static void
test_hash_distinguishes (void)
{
  TabPosition a, b;

  /* same cubes, different last cube: different futures */
  position (&a, 7, "d4 c3 d3 c4");
  position (&b, 7, "d3 c4 d4 c3");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  /* same cells, other owners */
  position (&b, 7, "c3 d4 c4 d3");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  /* a transposition: same cubes, same last cube */
  position (&b, 7, "d3 c3 d4 c4");
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));
}

static void
test_random_games (void)
{
  static const guint sizes[] = { 7, 4, 5, 6, 8, 9, 10 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TabPosition start;
      guint n_games = sizes[i] == 7 ? 400 : 100;

      position (&start, sizes[i], NULL);
      tab_test_random_games (&start, n_games, 4 + sizes[i], sizes[i] * sizes[i]);
    }
}

/* The bound on the actions left is never below what a game still plays,
 * and meets it exactly in a game drawn with every cube */
static void
test_actions_left_max (void)
{
  static const guint sizes[] = { 4, 5, 7, 10 };
  TabPosition pos;
  TabRng rng;

  tab_rng_seed (&rng, 20);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint game = 0; game < 50; game++)
      {
        TabPosition start;
        guint played = 0;

        position (&start, sizes[i], NULL);
        g_assert_cmpuint (RULES->actions_left_max (&start), ==, 2 * (sizes[i] * sizes[i] / 2));
        tab_position_copy (&pos, &start);
        while (!tab_position_is_over (&pos))
          {
            guint bound = RULES->actions_left_max (&pos);

            g_assert_cmpuint (bound, ==, RULES->actions_left_max (&start) - played);
            tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
            played++;
            g_assert_cmpuint (played, <=, RULES->actions_left_max (&start));
          }
        g_assert_cmpuint (RULES->actions_left_max (&pos), ==, 0);
      }

  /* T8: 48 placements and a draw; one cube before the end, one left */
  position (&pos, 7, "f6 e6 d5 e4 e3 d3 c3 b3 c2 b1 a1 b2 a2 a3 a4 a5 b4 c5 d4 c4 b5 c6 d7 d6 "
                     "c7 b7 b6 a7 a6 g6 f7 g7 f3 f4 f5 e5 g5 g4 g3 f2 g1 f1 e2 d2 e1 d1 c1");
  g_assert_cmpuint (RULES->actions_left_max (&pos), ==, 1);
  tab_position_apply (&pos, 7 * 1 + 6);   /* g2 */
  g_assert_cmpuint (pos.outcome, ==, TAB_OUTCOME_DRAW);
  g_assert_cmpuint (RULES->actions_left_max (&pos), ==, 0);
}

/* A symmetry maps legal actions to legal actions and commutes with
 * playing them; the image of a position has the same status and moves */
static void
test_symmetries (void)
{
  TabRng rng;

  tab_rng_seed (&rng, 8);
  for (guint size = 4; size <= 10; size += 3)
    for (guint game = 0; game < 20; game++)
      {
        TabPosition pos;

        position (&pos, size, NULL);
        g_assert_cmpuint (RULES->n_symmetries (&pos), ==, 8);
        while (!tab_position_is_over (&pos))
          {
            TabAction action = tab_position_random_action (&pos, &rng);

            for (guint sym = 0; sym < 8; sym++)
              {
                TabPosition image, after, image_after;
                TabActionList a, b;

                RULES->transform (&pos, sym, &image);
                if (sym == 0)
                  g_assert_cmpuint (tab_position_hash (&image), ==, tab_position_hash (&pos));
                tab_position_legal (&pos, &a);
                tab_position_legal (&image, &b);
                g_assert_cmpuint (a.n, ==, b.n);
                g_assert_cmpuint (tab_fourmation_tier (&pos), ==, tab_fourmation_tier (&image));
                g_assert_true (tab_position_is_legal (&image, RULES->transform_action (&pos, sym, action)));
                tab_position_copy (&after, &pos);
                tab_position_apply (&after, action);
                tab_position_copy (&image_after, &image);
                tab_position_apply (&image_after, RULES->transform_action (&pos, sym, action));
                RULES->transform (&after, sym, &image);
                g_assert_cmpuint (tab_position_hash (&image), ==, tab_position_hash (&image_after));
                g_assert_cmpuint (image.outcome, ==, after.outcome);
              }
            tab_position_apply (&pos, action);
          }
      }
}

static void
test_mirror_example (void)
{
  TabPosition pos, image;
  char token[TAB_TOKEN_MAX];

  /* T2 on 7×7, mirrored left to right: d4 stays, c3 goes to e3 */
  position (&pos, 7, "d4 c3");
  RULES->transform (&pos, 1, &image);
  position (&pos, 7, "d4 e3");
  g_assert_cmpuint (tab_position_hash (&image), ==, tab_position_hash (&pos));
  /* rank and file swapped: c1 goes to a3 */
  position (&pos, 7, "d4 c3");
  tab_action_format (&pos, RULES->transform_action (&pos, 4, 2), token);
  g_assert_cmpstr (token, ==, "a3");
}

static void
test_evaluation_sees_threats (void)
{
  TabPosition pos;

  /* T7: seat 2 to move can win with b5 */
  position (&pos, 7, "b6 a5 b4 c5 d4 e5 d6 d5 c6");
  g_assert_cmpint (tab_fourmation_rules.evaluate (&pos, 2), >, TAB_EVAL_BOUND / 4);
  g_assert_cmpint (tab_fourmation_rules.evaluate (&pos, 1), <, -TAB_EVAL_BOUND / 4);
  g_assert_cmpint (tab_fourmation_rules.evaluate (&pos, 1), >, -TAB_EVAL_BOUND);
}


/* What an action does, from the engine: a placement touches its cell and
 * takes nothing; it is forcing when it makes three of a window of four
 * whose last cell is empty, or takes the empty cell of such a window of
 * the other seat */
static void
test_effects (void)
{
  TabPosition pos;

  position (&pos, 7, "d4 d3 e4 e3");
  g_assert_true (tab_rules_has_forcing (RULES));
  /* f4 (26): c4 d4 e4 f4 with c4 empty */
  tab_test_assert_effects (&pos, "f4", FALSE, TRUE, "26", "");
  tab_test_assert_effects (&pos, "f3", FALSE, FALSE, "19", "");
  tab_test_assert_effects (&pos, "f2", FALSE, FALSE, "12", "");
  /* Pink then blocks on g4 (Blue's window d4-g4), or makes its own three
   * d3 e3 f3 with c3 empty */
  tab_test_play (&pos, "f4");
  tab_test_assert_effects (&pos, "g4", FALSE, TRUE, "27", "");
  tab_test_assert_effects (&pos, "f3", FALSE, TRUE, "19", "");
  tab_test_assert_effects (&pos, "g5", FALSE, FALSE, "34", "");
}

/* A two-seat game without resign () of its own: the other seat wins at
 * once, the board stays as it was, and the game takes nothing more */
static void
test_resign (void)
{
  TabPosition pos, after;
  g_autoptr (GError) error = NULL;
  TabAction action;

  position (&pos, 7, "d4");
  g_assert_true (tab_position_can_resign (&pos));
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "resign");
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (after.winner, ==, 1);
  g_assert_cmpuint (after.ply, ==, 2);
  g_assert_cmpuint (after.resigned, ==, 1u << 1);
  g_assert_true (tab_position_won_by_resignation (&after));
  g_assert_cmpuint (tab_test_n_legal (&after), ==, 0);
  for (guint cell = 0; cell < RULES->n_cells (&pos); cell++)
    g_assert_cmpuint (RULES->piece_at (&after, cell), ==, RULES->piece_at (&pos, cell));
  tab_test_check_effects (&pos, TAB_ACTION_RESIGN);

  g_assert_false (tab_position_can_resign (&after));
  g_assert_false (tab_position_is_legal (&after, TAB_ACTION_RESIGN));
  g_assert_false (tab_action_parse (&after, "resign", &action, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* seat 1 resigns at the start: seat 2 wins; a game won on the board
   * is not won by resignation */
  position (&pos, 7, "resign");
  g_assert_cmpuint (pos.winner, ==, 2);
  position (&pos, 4, "a1 a2 b1 b2 c1 c2 d1");
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_false (tab_position_won_by_resignation (&pos));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fourmation/sizes", test_sizes);
  g_test_add_func ("/fourmation/resign", test_resign);
  g_test_add_func ("/fourmation/t1-first-cube-anywhere", test_t1_first_cube_anywhere);
  g_test_add_func ("/fourmation/t2-last-cube-binds", test_t2_last_cube_binds);
  g_test_add_func ("/fourmation/t3-tier3", test_t3_tier3);
  g_test_add_func ("/fourmation/t4-tier4", test_t4_tier4);
  g_test_add_func ("/fourmation/t5-tier4-last-cube", test_t5_tier4_last_cube);
  g_test_add_func ("/fourmation/t6-five-in-a-row", test_t6_five_in_a_row);
  g_test_add_func ("/fourmation/t7-gap", test_t7_gap);
  g_test_add_func ("/fourmation/t8-full-draw", test_t8_full_draw);
  g_test_add_func ("/fourmation/t9-last-cube-wins", test_t9_last_cube_wins);
  g_test_add_func ("/fourmation/t10-small-boards", test_t10_small_boards);
  g_test_add_func ("/fourmation/t11-refused", test_t11_refused);
  g_test_add_func ("/fourmation/t12-forced-win", test_t12_forced_win);
  g_test_add_func ("/fourmation/record-error-names-move", test_record_error_names_move);
  g_test_add_func ("/fourmation/perft", test_perft_table);
  g_test_add_func ("/fourmation/hash", test_hash_distinguishes);
  g_test_add_func ("/fourmation/evaluation", test_evaluation_sees_threats);
  g_test_add_func ("/fourmation/effects", test_effects);
  g_test_add_func ("/fourmation/actions-left-max", test_actions_left_max);
  g_test_add_func ("/fourmation/symmetries", test_symmetries);
  g_test_add_func ("/fourmation/mirror-example", test_mirror_example);
  g_test_add_func ("/fourmation/random-games", test_random_games);

  return g_test_run ();
}
