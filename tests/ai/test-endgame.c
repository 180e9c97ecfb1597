/* test-endgame.c: the exact endgame search against known game values
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-ai.h"
#include "tab-endgame.h"
#include "tab-random.h"

static void
fourmation (TabPosition *pos, guint size, const char *record)
{
  TabOptions options = { size, size, 2 };
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_position_init (pos, tab_rules_lookup ("fourmation"), &options, &error));
  g_assert_no_error (error);
  if (record != NULL)
    g_assert_true (tab_position_play_record (pos, record, &error));
  g_assert_no_error (error);
}

/* A plain minimax over the whole tree, the oracle for small positions:
 * the same value scale as the endgame search */
static int
minimax (const TabPosition *pos, guint ply)
{
  TabActionList list;
  int best = -G_MAXINT;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      int value;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child))
        {
          int v = tab_position_terminal_value (&child, pos->to_move);

          value = v > 0 ? TAB_EVAL_WIN - (int) (ply + 1) : v < 0 ? -TAB_EVAL_WIN + (int) (ply + 1) : 0;
        }
      else
        value = -minimax (&child, ply + 1);
      best = MAX (best, value);
    }
  return best;
}

/* Random 4Mation positions with a few cubes left: the solver agrees
 * with plain minimax on the value and its action achieves it */
static void
test_matches_minimax (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (16);
  TabRng rng;
  guint checked = 0;

  tab_rng_seed (&rng, 7);
  for (guint game = 0; game < 200; game++)
    {
      static const guint sizes[] = { 4, 5, 6, 7 };
      guint size = sizes[game % G_N_ELEMENTS (sizes)];
      TabPosition pos, after;
      TabEndgameResult result;
      guint target = 4 + tab_rng_below (&rng, 3);
      int value;

      fourmation (&pos, size, NULL);
      while (!tab_position_is_over (&pos) && tab_endgame_actions_left (&pos) > target)
        tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
      /* a random game that ended early gives no endgame */
      if (tab_position_is_over (&pos))
        continue;
      value = minimax (&pos, 0);
      g_assert_true (tab_endgame_solve (endgame, &pos, &result));
      g_assert_true (result.exact);
      g_assert_cmpint (result.value, ==, value);
      g_assert_true (tab_position_is_legal (&pos, result.action));
      /* the action keeps the value: one action further, one ply less */
      tab_position_copy (&after, &pos);
      tab_position_apply (&after, result.action);
      if (!tab_position_is_over (&after))
        {
          int child = -minimax (&after, 1);

          g_assert_cmpint (child, ==, value);
        }
      checked++;
    }
  g_assert_cmpuint (checked, >, 60);
}

/* The rule book's game values: 4×4 is a draw after any first cube of
 * a corner; 5×5 after c3 is a seat-1 win at placement 19, not earlier */
static void
test_game_values (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (20);
  TabEndgameResult result;
  TabPosition pos;
  TabAction action;

  fourmation (&pos, 4, "a1");
  g_assert_true (tab_endgame_solve (endgame, &pos, &result));
  g_assert_cmpint (result.value, ==, 0);

  fourmation (&pos, 5, "c3");
  /* seat 2 to move loses at placement 19: 18 actions from here */
  g_assert_false (tab_endgame_proves_win (endgame, &pos, 18, &action));
  g_assert_true (tab_endgame_solve (endgame, &pos, &result));
  g_assert_cmpint (result.value, ==, -(TAB_EVAL_WIN - 18));
}

/* A proof says "win within depth" and nothing less */
static void
test_proves_win_depth (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (16);
  TabPosition pos;
  TabAction action = 0;

  /* T7: seat 2 wins at once with b5 */
  fourmation (&pos, 7, "b6 a5 b4 c5 d4 e5 d6 d5 c6");
  g_assert_true (tab_endgame_proves_win (endgame, &pos, 1, &action));
  g_assert_cmpuint (action, ==, 4 * 7 + 1);
  /* the empty 7×7 board: no win within 6 actions */
  fourmation (&pos, 7, NULL);
  g_assert_false (tab_endgame_proves_win (endgame, &pos, 6, &action));
}

/* A deadline in the past stops the search and says so */
static void
test_stops (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (16);
  TabEndgameResult result;
  TabPosition pos;

  fourmation (&pos, 7, "d4");
  tab_endgame_set_stop (endgame, g_get_monotonic_time () + 2000, NULL);
  g_assert_false (tab_endgame_solve (endgame, &pos, &result));
  g_assert_true (tab_endgame_stopped (endgame));
}

/* Strong and Expert play the endgame exactly: near the end of random
 * games, their action has the value of the position (the fastest win,
 * the slowest loss, a draw kept) */
static void
test_players_play_exactly (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (18);
  TabRng rng;
  guint checked = 0, decided = 0;

  tab_rng_seed (&rng, 11);
  for (guint game = 0; game < 200 && checked < 24; game++)
    {
      TabAiParams params = { TAB_AI_STRONG + game % 2, 50, game, NULL };
      TabAction turn[TAB_AI_MAX_TURN];
      TabEndgameResult best, after;
      TabPosition pos, child;

      fourmation (&pos, 6, NULL);
      while (!tab_position_is_over (&pos) && tab_endgame_actions_left (&pos) > 12)
        tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
      if (tab_position_is_over (&pos))
        continue;
      g_assert_true (tab_endgame_solve (endgame, &pos, &best));
      g_assert_cmpuint (tab_ai_choose_turn (&pos, &params, turn), ==, 1);
      tab_position_copy (&child, &pos);
      tab_position_apply (&child, turn[0]);
      if (tab_position_is_over (&child))
        g_assert_cmpint (best.value, ==, TAB_EVAL_WIN - 1);
      else
        {
          g_assert_true (tab_endgame_solve (endgame, &child, &after));
          /* one action on, one ply closer, and from the other side */
          g_assert_cmpint (best.value, ==, after.value >= TAB_ENDGAME_WON ? -(after.value - 1)
                                           : after.value <= -TAB_ENDGAME_WON ? -(after.value + 1) : 0);
        }
      decided += best.value != 0 && ABS (best.value) < TAB_EVAL_WIN - 1;
      checked++;
    }
  g_assert_cmpuint (checked, ==, 24);
  g_assert_cmpuint (decided, >, 4);
}

/* Expert as seat 2 on 5×5 after the centre: lost, it resists the
 * longest way (seat 1 wins at placement 19, not earlier) */
static void
test_longest_resistance (void)
{
  g_autoptr (TabEndgame) endgame = tab_endgame_new (20);
  TabAiParams params = { TAB_AI_EXPERT, 1000, 3, NULL };
  TabAction turn[TAB_AI_MAX_TURN];
  TabEndgameResult result;
  TabPosition pos;

  fourmation (&pos, 5, "c3");
  g_assert_cmpuint (tab_ai_choose_turn (&pos, &params, turn), ==, 1);
  tab_position_apply (&pos, turn[0]);
  /* seat 1 still needs 17 actions: the reply kept the loss at 18 */
  g_assert_true (tab_endgame_solve (endgame, &pos, &result));
  g_assert_cmpint (result.value, ==, TAB_EVAL_WIN - 17);
}

/* 4×4 is a draw: Expert never loses it, and against random play it keeps
 * to the drawing actions that leave the opponent room to go wrong */
static void
test_draw_tempts (void)
{
  TabRng rng;
  guint wins = 0;

  tab_rng_seed (&rng, 44);
  for (guint game = 0; game < 20; game++)
    {
      guint expert = 1 + game % 2;
      TabPosition pos;

      fourmation (&pos, 4, NULL);
      while (!tab_position_is_over (&pos))
        {
          TabAiParams params = { TAB_AI_EXPERT, 25, game, NULL };
          TabAction turn[TAB_AI_MAX_TURN];

          if (pos.to_move == expert)
            {
              g_assert_cmpuint (tab_ai_choose_turn (&pos, &params, turn), ==, 1);
              tab_position_apply (&pos, turn[0]);
            }
          else
            tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
        }
      g_assert_cmpfloat (tab_position_result_for (&pos, expert), >=, 0.5);
      wins += tab_position_result_for (&pos, expert) == 1.0;
    }
  g_test_message ("Expert won %u of 20", wins);
  /* the first drawing action found won 2 or 3 of 20 */
  g_assert_cmpuint (wins, >=, 8);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/endgame/matches-minimax", test_matches_minimax);
  g_test_add_func ("/endgame/proves-win-depth", test_proves_win_depth);
  g_test_add_func ("/endgame/game-values", test_game_values);
  g_test_add_func ("/endgame/stops", test_stops);
  g_test_add_func ("/endgame/players-play-exactly", test_players_play_exactly);
  g_test_add_func ("/endgame/longest-resistance", test_longest_resistance);
  g_test_add_func ("/endgame/draw-tempts", test_draw_tempts);
  return g_test_run ();
}
