/* tab-cli-match.c: tabuleiro-cli match, computer against computer
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games from shared openings, seats alternating, a summary whose last
 * line is the design's contract and a line of rounds before it.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tab-cli-private.h"
#include "tab-random.h"

/* One game of a match: level_of_seat[s] plays seat s + 1; record (may
 * be NULL) gets the tokens of every action played */
static TabPosition
play_recorded_game (const TabPosition *start, const guint *level_of_seat, const TabAiParams *base,
                    guint64 seed, GString *record)
{
  TabPosition pos;
  guint n_turns = 0;

  tab_position_copy (&pos, start);
  while (!tab_position_is_over (&pos))
    {
      TabAiParams params = *base;
      TabAction turn[TAB_AI_MAX_TURN];
      guint n;

      params.level = level_of_seat[pos.to_move - 1];
      params.seed = tab_splitmix64 (seed + n_turns++);
      n = tab_ai_choose_turn (&pos, &params, turn);
      g_assert (n > 0);
      if (record != NULL)
        {
          g_string_append_c (record, ' ');
          tab_cli_append_turn (&pos, turn, n, record);
        }
      for (guint i = 0; i < n; i++)
        tab_position_apply (&pos, turn[i]);
    }
  return pos;
}

static TabPosition
play_match_game (const TabPosition *start, const guint *level_of_seat, const TabAiParams *base,
                 guint64 seed)
{
  return play_recorded_game (start, level_of_seat, base, seed, NULL);
}

/* Random complete turns from start (each seat plays n_per_seat of them)
 * so that the games of a match do not all repeat one line.  An opening
 * that ends the game is drawn again; after a few tries it is shortened. */
static TabPosition
random_opening (const TabPosition *start, guint n_per_seat, guint64 seed)
{
  TabRng rng;
  TabPosition pos;

  tab_rng_seed (&rng, seed);
  for (guint turns = n_per_seat * start->options.players; ; turns--)
    for (guint attempt = 0; attempt < 8; attempt++)
      {
        tab_position_copy (&pos, start);
        while (!tab_position_is_over (&pos) && pos.turn < start->turn + turns)
          tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
        if (!tab_position_is_over (&pos) || turns == 0)
          return pos;
      }
}

/* Nodes of the search that judges a candidate opening: a few
 * milliseconds, and the same judgement on any machine */
#define BALANCE_NODES 20000

/* Random openings can hand one seat a game it wins whatever the levels
 * do, and then the two games of a round end 1-1.  Engine testers play
 * from openings judged close to even instead: of n_candidates random
 * openings, the one a short fixed search judges closest to even. */
static TabPosition
balanced_opening (const TabPosition *start, guint n_per_seat, guint n_candidates,
                  guint64 seed)
{
  TabPosition best;
  int best_value = G_MAXINT;

  best = random_opening (start, n_per_seat, seed);
  for (guint i = 0; i < n_candidates && n_candidates > 1; i++)
    {
      TabPosition candidate = random_opening (start, n_per_seat, tab_splitmix64 (seed + i));
      int value = ABS (tab_ai_judge_position (&candidate, BALANCE_NODES));

      if (value < best_value)
        {
          best_value = value;
          best = candidate;
        }
    }
  return best;
}

/* The 95 % Wilson score interval of a proportion of k in n (n > 0) */
static void
wilson_interval (guint k, guint n, double *low, double *high)
{
  const double z = 1.959964;
  double p = (double) k / n, z2n = z * z / n;
  double centre = (p + z2n / 2) / (1 + z2n);
  double half = z * sqrt (p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);

  *low = MAX (centre - half, 0.0);
  *high = MIN (centre + half, 1.0);
}

/* A match measured by rounds (the games played from one opening, one
 * per seat of A) rather than by games: with two seats a round is won by
 * the level that scored more than 1 of its 2 points ("won both"; with a
 * draw, 1½–½), else it is split; with more seats A's wins count against
 * its fair share, 1 / seats. */
typedef struct
{
  guint  players;
  guint  rounds;         /* complete rounds */
  guint  a_rounds;       /* two seats: rounds A took */
  guint  b_rounds;       /* … and B */
  guint  a_wins;         /* more seats: A's wins in complete rounds */
  double round_score;    /* A's points in the round under way */
  guint  round_wins;     /* … and its wins */
} RoundCount;

static void
round_count_add (RoundCount *count, guint game, double result)
{
  count->round_score += result;
  count->round_wins += result == 1.0;
  if (game % count->players != count->players - 1u)
    return;
  count->rounds++;
  count->a_wins += count->round_wins;
  if (count->players == 2)
    {
      count->a_rounds += count->round_score > 1.0;
      count->b_rounds += count->round_score < 1.0;
    }
  count->round_score = 0;
  count->round_wins = 0;
}

/* The line of the rounds measure, e.g. "rounds: 100; level 4 won both
 * 18; level 3 won both 3; split 79; level 4 took 85.7 % of decided
 * rounds (95 % interval 65.4–95.0 %)" */
static void
append_rounds_line (GString *out, const RoundCount *count, guint level_a, guint level_b)
{
  guint decided = count->a_rounds + count->b_rounds, games = count->rounds * count->players;
  guint k = count->players == 2 ? count->a_rounds : count->a_wins;
  guint n = count->players == 2 ? decided : games;
  double low, high;

  g_string_append_printf (out, "rounds: %u; ", count->rounds);
  if (count->players == 2)
    g_string_append_printf (out, "level %u won both %u; level %u won both %u; split %u; ",
                            level_a, count->a_rounds, level_b, count->b_rounds,
                            count->rounds - decided);
  else
    g_string_append_printf (out, "level %u won %u of %u games; fair share %.1f %%; ",
                            level_a, count->a_wins, games, 100.0 / count->players);
  if (n == 0)
    {
      g_string_append_printf (out, "no %s\n", count->players == 2 ? "decided rounds" : "games");
      return;
    }
  wilson_interval (k, n, &low, &high);
  g_string_append_printf (out, "level %u took %.1f %% of %s (95 %% interval %.1f\u2013%.1f %%)\n",
                          level_a, 100.0 * k / n,
                          count->players == 2 ? "decided rounds" : "the games",
                          100.0 * low, 100.0 * high);
}

/* match --all-first-replies: A plays the seat to move and chooses its
 * turn once; then one game for every action the next seat may answer
 * with, B playing every other seat from there.  Games A does not win are
 * shown with their moves (from the position of the options). */
static gboolean
match_all_first_replies (Cli *cli, guint level_a, guint level_b, const TabAiParams *base,
                         GString *out, GError **error)
{
  guint level_of_seat[TAB_MAX_SEATS];
  guint seat_a = cli->position.to_move, wins = 0, draws = 0, losses = 0;
  TabAiParams params = *base;
  TabAction first[TAB_AI_MAX_TURN];
  TabActionList replies;
  TabPosition after_first;
  g_autoptr (GString) opening = g_string_new (NULL);
  guint n_first;

  for (guint s = 0; s < cli->position.options.players; s++)
    level_of_seat[s] = s + 1 == seat_a ? level_a : level_b;
  params.level = level_a;
  n_first = tab_ai_choose_turn (&cli->position, &params, first);
  tab_cli_append_turn (&cli->position, first, n_first, opening);
  tab_position_copy (&after_first, &cli->position);
  for (guint i = 0; i < n_first; i++)
    tab_position_apply (&after_first, first[i]);
  if (tab_position_is_over (&after_first))
    return tab_cli_fail (error, "the first turn ends the game: no replies to play");

  tab_position_legal (&after_first, &replies);
  for (guint r = 0; r < replies.n; r++)
    {
      g_autoptr (GString) record = g_string_new (opening->str);
      g_autofree char *status = NULL;
      TabPosition start, end;
      double result;

      tab_position_copy (&start, &after_first);
      g_string_append_c (record, ' ');
      tab_cli_append_turn (&start, &replies.actions[r], 1, record);
      tab_position_apply (&start, replies.actions[r]);
      end = play_recorded_game (&start, level_of_seat, &params,
                                tab_splitmix64 (base->seed * 1000003 + r), record);
      result = tab_position_result_for (&end, seat_a);
      wins += result == 1.0;
      draws += result == 0.5;
      losses += result == 0.0;
      status = tab_position_status (&end);
      g_string_append_printf (out, "game %u: A seat %u: %s\n", r + 1, seat_a, status);
      if (result != 1.0)
        g_string_append_printf (out, "moves: %s\n", record->str);
    }
  g_string_append_printf (out, "A=%u B=%u games=%u wins=%u draws=%u losses=%u score=%.1f%%\n",
                          level_a, level_b, replies.n, wins, draws, losses,
                          100.0 * (wins + draws / 2.0) / (double) replies.n);
  return TRUE;
}

gboolean
tab_cli_command_match (Cli *cli, GString *out, GError **error)
{
  TabAiParams params = { 0 };
  g_auto (GStrv) pair = NULL;
  guint level_a, level_b, wins = 0, draws = 0, losses = 0;
  guint64 n_games = 2, opening_turns = 2, balance = 1;
  guint players = cli->position.options.players;
  RoundCount rounds = { players, 0, 0, 0, 0, 0, 0 };
  TabPosition opening;

  if (cli->levels == NULL)
    return tab_cli_fail (error, "match needs --levels A,B");
  pair = g_strsplit (cli->levels, ",", -1);
  if (g_strv_length (pair) != 2)
    return tab_cli_fail (error, "--levels takes two levels, e.g. --levels 2,1");
  if (!tab_cli_parse_level (pair[0], &level_a, error) || !tab_cli_parse_level (pair[1], &level_b, error) ||
      !tab_cli_parse_ai_params (cli, &params, error))
    return FALSE;
  if (cli->games != NULL && !tab_cli_parse_number (cli->games, "--games", 1, 1000000, &n_games, error))
    return FALSE;
  if (cli->opening != NULL &&
      !tab_cli_parse_number (cli->opening, "--opening", 0, 100, &opening_turns, error))
    return FALSE;
  if (cli->balance != NULL &&
      !tab_cli_parse_number (cli->balance, "--balance", 1, 1000, &balance, error))
    return FALSE;
  if (tab_position_is_over (&cli->position))
    return tab_cli_fail (error, "the game is already over");
  if (cli->all_first_replies)
    return match_all_first_replies (cli, level_a, level_b, &params, out, error);

  for (guint g = 0; g < n_games; g++)
    {
      guint level_of_seat[TAB_MAX_SEATS];
      guint seat_a = g % players + 1;
      TabPosition end;
      double result;
      g_autofree char *status = NULL;

      /* A takes each seat in turn; B plays every other seat */
      for (guint s = 0; s < players; s++)
        level_of_seat[s] = s + 1 == seat_a ? level_a : level_b;
      /* every seat of A plays the same opening: one per round of games */
      if (g % players == 0)
        opening = balanced_opening (&cli->position, (guint) opening_turns, (guint) balance,
                                    tab_splitmix64 (params.seed * 7919 + g / players));
      end = play_match_game (&opening, level_of_seat, &params,
                             tab_splitmix64 (params.seed * 1000003 + g));
      result = tab_position_result_for (&end, seat_a);
      if (result == 1.0)
        wins++;
      else if (result == 0.5)
        draws++;
      else
        losses++;
      round_count_add (&rounds, g, result);
      status = tab_position_status (&end);
      g_string_append_printf (out, "game %u: A seat %u: %s\n", g + 1, seat_a, status);
    }
  /* the design's last line stays last: the rounds line comes before it */
  append_rounds_line (out, &rounds, level_a, level_b);
  g_string_append_printf (out, "A=%u B=%u games=%" G_GUINT64_FORMAT " wins=%u draws=%u losses=%u score=%.1f%%\n",
                          level_a, level_b, n_games, wins, draws, losses,
                          100.0 * (wins + draws / 2.0) / (double) n_games);
  return TRUE;
}

