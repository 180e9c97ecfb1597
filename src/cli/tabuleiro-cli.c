/* tabuleiro-cli.c: the engine on the command line
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The output is a contract (see docs and design.md): tests compare it
 * byte for byte.  Bad input gets one line on standard error and exit
 * status 2, and nothing on standard output.
 */

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tab-ai.h"
#include "tab-random.h"
#include "tab-rules.h"
#include "tab-save-file.h"

#define EXIT_BAD_INPUT 2

typedef struct
{
  const char     *command;
  GPtrArray      *positional;     /* arguments after the command */
  const TabRules *rules;
  TabOptions      options;
  const char     *size;
  const char     *players;
  const char     *moves;
  const char     *load;
  const char     *output;
  const char     *level;
  const char     *levels;
  const char     *games;
  const char     *seed;
  const char     *time_ms;
  const char     *seconds;
  const char     *opening;
  const char     *balance;
  gboolean        all_first_replies;
  TabPosition     position;
  TabSaveData    *loaded;
} Cli;

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  *error = g_error_new_valist (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS, format, args);
  va_end (args);
  return FALSE;
}

/* Options take a value: "--size 7"; "--size=7" is accepted too */
static const struct { const char *name; gsize offset; } option_table[] = {
  { "--size", G_STRUCT_OFFSET (Cli, size) },
  { "--players", G_STRUCT_OFFSET (Cli, players) },
  { "--moves", G_STRUCT_OFFSET (Cli, moves) },
  { "--load", G_STRUCT_OFFSET (Cli, load) },
  { "--output", G_STRUCT_OFFSET (Cli, output) },
  { "--level", G_STRUCT_OFFSET (Cli, level) },
  { "--levels", G_STRUCT_OFFSET (Cli, levels) },
  { "--games", G_STRUCT_OFFSET (Cli, games) },
  { "--seed", G_STRUCT_OFFSET (Cli, seed) },
  { "--time-ms", G_STRUCT_OFFSET (Cli, time_ms) },
  { "--seconds", G_STRUCT_OFFSET (Cli, seconds) },
  { "--opening", G_STRUCT_OFFSET (Cli, opening) },
  { "--balance", G_STRUCT_OFFSET (Cli, balance) },
};

static gboolean
parse_arguments (Cli *cli, int argc, char **argv, GError **error)
{
  cli->positional = g_ptr_array_new ();
  if (argc < 2)
    return fail (error, "no command (try 'tabuleiro-cli help')");
  cli->command = argv[1];

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      gboolean known = FALSE;

      if (!g_str_has_prefix (arg, "--"))
        {
          g_ptr_array_add (cli->positional, (gpointer) arg);
          continue;
        }
      if (strcmp (arg, "--all-first-replies") == 0)
        {
          if (cli->all_first_replies)
            return fail (error, "option %s given twice", arg);
          cli->all_first_replies = TRUE;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (option_table) && !known; k++)
        {
          const char *name = option_table[k].name;
          gsize len = strlen (name);
          const char **slot = G_STRUCT_MEMBER_P (cli, option_table[k].offset);

          if (strncmp (arg, name, len) != 0 || (arg[len] != '\0' && arg[len] != '='))
            continue;
          known = TRUE;
          if (*slot != NULL)
            return fail (error, "option %s given twice", name);
          if (arg[len] == '=')
            *slot = arg + len + 1;
          else if (i + 1 < argc)
            *slot = argv[++i];
          else
            return fail (error, "option %s needs a value", name);
        }
      if (!known)
        return fail (error, "unknown option '%s'", arg);
    }
  return TRUE;
}

static gboolean
parse_number (const char *text, const char *what, guint64 min, guint64 max, guint64 *value,
              GError **error)
{
  if (!g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    return fail (error, "%s '%s' is not a number from %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT,
                 what, text, min, max);
  return TRUE;
}

static gboolean
need_game (Cli *cli, guint index, GError **error)
{
  const char *id;

  if (cli->positional->len <= index)
    return fail (error, "%s needs a game (one of the ids of 'tabuleiro-cli list')", cli->command);
  id = g_ptr_array_index (cli->positional, index);
  cli->rules = tab_rules_lookup (id);
  if (cli->rules == NULL)
    {
      *error = g_error_new (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_UNKNOWN_GAME, "unknown game '%s'", id);
      return FALSE;
    }
  return TRUE;
}

/* The position the options describe: --load, or the initial position of
 * --size/--players, then --moves */
static gboolean
setup_position (Cli *cli, GError **error)
{
  tab_options_default (cli->rules, &cli->options);

  if (cli->load != NULL)
    {
      g_autoptr (GError) local = NULL;

      if (cli->size != NULL || cli->players != NULL)
        return fail (error, "--load takes the options from the file; drop --size and --players");
      cli->loaded = tab_save_data_load (cli->load, &local);
      if (cli->loaded == NULL)
        return fail (error, "%s: %s", cli->load, local->message);
      if (cli->loaded->rules != cli->rules)
        return fail (error, "%s holds a game of %s, not %s", cli->load, cli->loaded->rules->id,
                     cli->rules->id);
      cli->options = cli->loaded->options;
      tab_position_copy (&cli->position, &cli->loaded->position);
    }
  else
    {
      if (cli->players != NULL)
        {
          guint64 players;

          if (!parse_number (cli->players, "number of players", 1, TAB_MAX_SEATS, &players, error))
            return FALSE;
          cli->options.players = (guint8) players;
        }
      if (cli->size != NULL && !tab_options_parse_size (cli->rules, cli->size, &cli->options, error))
        return FALSE;
      if (!tab_position_init (&cli->position, cli->rules, &cli->options, error))
        return FALSE;
    }

  if (cli->moves != NULL && !tab_position_play_record (&cli->position, cli->moves, error))
    return FALSE;
  return TRUE;
}

static gboolean
command_list (Cli *cli, GString *out, GError **error)
{
  const TabRules * const *games;
  guint n;

  games = tab_rules_all (&n);
  for (guint i = 0; i < n; i++)
    {
      const TabRules *r = games[i];

      g_string_append_printf (out, "%s\t%s\t", r->id, r->name);
      if (r->min_players == r->max_players)
        g_string_append_printf (out, "%u", r->min_players);
      else
        g_string_append_printf (out, "%u-%u", r->min_players, r->max_players);
      switch (r->board_kind)
        {
        case TAB_BOARD_SQUARE:
          g_string_append_printf (out, "\t%ux%u to %ux%u, standard %ux%u\n", r->min_size, r->min_size,
                                  r->max_size, r->max_size, r->default_rows, r->default_cols);
          break;
        case TAB_BOARD_RECT:
          g_string_append_printf (out, "\t%u to %u rows x %u to %u columns, standard %ux%u\n",
                                  r->min_size, r->max_size, r->min_size, r->max_size,
                                  r->default_rows, r->default_cols);
          break;
        case TAB_BOARD_FIXED:
        default:
          g_string_append (out, "\tfixed\n");
          break;
        }
    }
  return TRUE;
}

static gboolean
command_moves (Cli *cli, GString *out, GError **error)
{
  if (tab_position_is_over (&cli->position))
    {
      g_autofree char *status = tab_position_status (&cli->position);

      g_string_append_printf (out, "%s\n", status);
    }
  else
    {
      g_auto (GStrv) tokens = tab_position_legal_tokens (&cli->position);

      for (guint i = 0; tokens[i] != NULL; i++)
        g_string_append_printf (out, "%s\n", tokens[i]);
    }
  return TRUE;
}

static gboolean
command_perft (Cli *cli, GString *out, GError **error)
{
  guint64 depth;

  if (cli->positional->len < 2)
    return fail (error, "perft needs a depth");
  if (!parse_number (g_ptr_array_index (cli->positional, 1), "depth", 0, 64, &depth, error))
    return FALSE;
  g_string_append_printf (out, "%" G_GUINT64_FORMAT "\n", tab_perft (&cli->position, (guint) depth));
  return TRUE;
}

static gboolean
command_turns (Cli *cli, GString *out, GError **error)
{
  g_string_append_printf (out, "%" G_GUINT64_FORMAT "\n", tab_count_turns (&cli->position));
  return TRUE;
}

static void
append_scores (const TabPosition *pos, GString *out)
{
  const TabRules *rules = pos->rules;
  int scores[TAB_MAX_SCORES];

  if (rules->n_scores == 0)
    return;
  rules->scores (pos, scores);
  g_string_append (out, "scores:");
  for (guint i = 0; i < rules->n_scores; i++)
    g_string_append_printf (out, " %s %d", rules->score_names[i], scores[i]);
  g_string_append_c (out, '\n');
}

static gboolean
command_show (Cli *cli, GString *out, GError **error)
{
  const TabPosition *pos = &cli->position;
  g_autofree char *board = tab_position_render (pos);
  g_autofree char *status = tab_position_status (pos);

  g_string_append (out, board);
  if (!tab_position_is_over (pos))
    g_string_append_printf (out, "to move: seat %u (%s)\n", pos->to_move,
                            tab_rules_seat_name (pos->rules, &pos->options, pos->to_move));
  g_string_append_printf (out, "status: %s\n", status);
  append_scores (pos, out);
  return TRUE;
}

static gboolean
parse_ai_params (Cli *cli, TabAiParams *params, GError **error)
{
  guint64 value;

  params->time_ms = TAB_AI_DEFAULT_TIME_MS;
  params->seed = 1;
  if (cli->time_ms != NULL)
    {
      if (!parse_number (cli->time_ms, "--time-ms", 1, 3600000, &value, error))
        return FALSE;
      params->time_ms = (guint) value;
    }
  if (cli->seed != NULL)
    {
      if (!parse_number (cli->seed, "--seed", 0, G_MAXUINT64, &value, error))
        return FALSE;
      params->seed = value;
    }
  return TRUE;
}

static gboolean
parse_level (const char *text, guint *level, GError **error)
{
  guint64 value;

  if (!parse_number (text, "level", TAB_AI_MIN_LEVEL, TAB_AI_MAX_LEVEL, &value, error))
    return FALSE;
  *level = (guint) value;
  return TRUE;
}

static void
append_turn (const TabPosition *pos, const TabAction *turn, guint n, GString *out)
{
  TabPosition work;

  tab_position_copy (&work, pos);
  for (guint i = 0; i < n; i++)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (&work, turn[i], token);
      g_string_append_printf (out, "%s%s", i ? " " : "", token);
      tab_position_apply (&work, turn[i]);
    }
}

static gboolean
command_think (Cli *cli, GString *out, GError **error)
{
  TabAiParams params = { 0 };
  TabAction turn[TAB_AI_MAX_TURN];
  guint n;

  if (cli->level == NULL)
    return fail (error, "think needs --level (1 to 4)");
  if (!parse_level (cli->level, &params.level, error) || !parse_ai_params (cli, &params, error))
    return FALSE;
  if (tab_position_is_over (&cli->position))
    {
      g_autofree char *status = tab_position_status (&cli->position);

      return fail (error, "nothing to think about: %s", status);
    }
  n = tab_ai_choose_turn (&cli->position, &params, turn);
  append_turn (&cli->position, turn, n, out);
  g_string_append_c (out, '\n');
  return TRUE;
}

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
          append_turn (&pos, turn, n, record);
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
  append_turn (&cli->position, first, n_first, opening);
  tab_position_copy (&after_first, &cli->position);
  for (guint i = 0; i < n_first; i++)
    tab_position_apply (&after_first, first[i]);
  if (tab_position_is_over (&after_first))
    return fail (error, "the first turn ends the game: no replies to play");

  tab_position_legal (&after_first, &replies);
  for (guint r = 0; r < replies.n; r++)
    {
      g_autoptr (GString) record = g_string_new (opening->str);
      g_autofree char *status = NULL;
      TabPosition start, end;
      double result;

      tab_position_copy (&start, &after_first);
      g_string_append_c (record, ' ');
      append_turn (&start, &replies.actions[r], 1, record);
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

static gboolean
command_match (Cli *cli, GString *out, GError **error)
{
  TabAiParams params = { 0 };
  g_auto (GStrv) pair = NULL;
  guint level_a, level_b, wins = 0, draws = 0, losses = 0;
  guint64 n_games = 2, opening_turns = 2, balance = 1;
  guint players = cli->position.options.players;
  RoundCount rounds = { players, 0, 0, 0, 0, 0, 0 };
  TabPosition opening;

  if (cli->levels == NULL)
    return fail (error, "match needs --levels A,B");
  pair = g_strsplit (cli->levels, ",", -1);
  if (g_strv_length (pair) != 2)
    return fail (error, "--levels takes two levels, e.g. --levels 2,1");
  if (!parse_level (pair[0], &level_a, error) || !parse_level (pair[1], &level_b, error) ||
      !parse_ai_params (cli, &params, error))
    return FALSE;
  if (cli->games != NULL && !parse_number (cli->games, "--games", 1, 1000000, &n_games, error))
    return FALSE;
  if (cli->opening != NULL &&
      !parse_number (cli->opening, "--opening", 0, 100, &opening_turns, error))
    return FALSE;
  if (cli->balance != NULL &&
      !parse_number (cli->balance, "--balance", 1, 1000, &balance, error))
    return FALSE;
  if (tab_position_is_over (&cli->position))
    return fail (error, "the game is already over");
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

static double
measure_playouts (const TabPosition *start, double seconds)
{
  TabRng rng;
  guint64 n = 0;
  gint64 begin = g_get_monotonic_time (), now = begin;
  gint64 end = begin + (gint64) (seconds * G_USEC_PER_SEC);

  tab_rng_seed (&rng, 42);
  do
    {
      for (int i = 0; i < 16; i++, n++)
        {
          TabPosition pos;

          tab_position_copy (&pos, start);
          tab_position_playout (&pos, &rng);
        }
      now = g_get_monotonic_time ();
    }
  while (now < end);
  return (double) n * G_USEC_PER_SEC / (double) (now - begin);
}

/* perft at growing depths until one takes a good share of the time */
static double
measure_perft (const TabPosition *start, double seconds)
{
  guint64 leaves = 0;
  gint64 begin = g_get_monotonic_time (), now = begin;

  for (guint depth = 1; depth < 64; depth++)
    {
      gint64 t0 = g_get_monotonic_time ();
      guint64 n = tab_perft (start, depth);

      now = g_get_monotonic_time ();
      leaves += n;
      if (n == 0 || (double) (now - begin) >= seconds * G_USEC_PER_SEC / 4 ||
          (double) (now - t0) * 8 > seconds * G_USEC_PER_SEC)
        break;
    }
  return (double) leaves * G_USEC_PER_SEC / (double) MAX (now - begin, 1);
}

static gboolean
command_bench (Cli *cli, GString *out, GError **error)
{
  double seconds = 1.0;
  guint n_games;
  const TabRules * const *games = tab_rules_all (&n_games);
  g_autoptr (GPtrArray) chosen = g_ptr_array_new ();

  if (cli->seconds != NULL)
    {
      guint64 value;

      if (!parse_number (cli->seconds, "--seconds", 1, 3600, &value, error))
        return FALSE;
      seconds = (double) value;
    }
  for (guint i = 0; i < cli->positional->len; i++)
    {
      const TabRules *rules = tab_rules_lookup (g_ptr_array_index (cli->positional, i));

      if (rules == NULL)
        {
          *error = g_error_new (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_UNKNOWN_GAME, "unknown game '%s'",
                                (const char *) g_ptr_array_index (cli->positional, i));
          return FALSE;
        }
      g_ptr_array_add (chosen, (gpointer) rules);
    }
  if (chosen->len == 0)
    for (guint i = 0; i < n_games; i++)
      g_ptr_array_add (chosen, (gpointer) games[i]);

  for (guint i = 0; i < chosen->len; i++)
    {
      const TabRules *rules = g_ptr_array_index (chosen, i);
      TabOptions options;
      TabPosition start;
      g_autofree char *size = NULL;
      double playouts, leaves;

      tab_options_default (rules, &options);
      tab_position_init (&start, rules, &options, NULL);
      size = tab_options_size_string (rules, &options);
      playouts = measure_playouts (&start, seconds / 2);
      leaves = measure_perft (&start, seconds / 2);
      g_string_append_printf (out, "%s\t%s\t%.0f\t%.0f\n", rules->id,
                              size[0] ? size : "standard", playouts, leaves);
    }
  return TRUE;
}

static gboolean
command_save (Cli *cli, GString *out, GError **error)
{
  g_autoptr (TabSaveData) data = tab_save_data_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  TabPosition replay;

  if (cli->output == NULL)
    return fail (error, "save needs --output FILE");

  /* rebuild the record from the initial position */
  tab_position_init (&replay, cli->rules, &cli->options, NULL);
  if (cli->loaded != NULL)
    for (guint i = 0; cli->loaded->actions[i] != NULL; i++)
      g_ptr_array_add (tokens, g_strdup (cli->loaded->actions[i]));
  if (cli->moves != NULL)
    {
      g_auto (GStrv) extra = g_strsplit_set (cli->moves, " \t\n", -1);

      for (guint i = 0; extra[i] != NULL; i++)
        if (extra[i][0] != '\0')
          g_ptr_array_add (tokens, g_strdup (extra[i]));
    }
  g_ptr_array_add (tokens, NULL);

  data->rules = cli->rules;
  data->options = cli->options;
  for (guint s = 0; s < cli->options.players; s++)
    {
      if (cli->loaded != NULL)
        {
          data->seats[s].kind = cli->loaded->seats[s].kind;
          data->seats[s].level = cli->loaded->seats[s].level;
          data->seats[s].name = g_strdup (cli->loaded->seats[s].name);
        }
      else
        data->seats[s].kind = TAB_SEAT_PERSON;
    }
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (tokens, NULL);
  data->saved_at = g_get_real_time () / G_USEC_PER_SEC;
  tab_position_copy (&data->position, &cli->position);

  if (!tab_save_data_write (data, cli->output, &local))
    return fail (error, "%s", local->message);
  return TRUE;
}

static gboolean
command_help (Cli *cli, GString *out, GError **error)
{
  g_string_append (out,
    "Usage: tabuleiro-cli COMMAND [ARGUMENTS] [OPTIONS]\n"
    "\n"
    "  list                          the games: id, name, players, board sizes\n"
    "  moves GAME                    the legal actions, sorted\n"
    "  perft GAME DEPTH              the number of action sequences of that length\n"
    "  turns GAME                    the complete turns of the seat to move\n"
    "  show GAME                     the board, the seat to move, status, scores\n"
    "  think GAME --level L [--time-ms T] [--seed S]\n"
    "                                the turn the computer player of level L plays\n"
    "  match GAME --levels A,B [--games N] [--seed S] [--time-ms T] [--opening K]\n"
    "        [--balance C]           computer against computer, seats alternating;\n"
    "                                each round of games (one per seat) starts from\n"
    "                                the same opening of K random turns per seat\n"
    "                                (default 2, 0 = none), drawn from the seed, so\n"
    "                                A plays it from every seat; with --balance C,\n"
    "                                of C such openings the one a short fixed search\n"
    "                                judges closest to even (default 1: no choice);\n"
    "                                before the summary, one line of the rounds:\n"
    "                                rounds won by each level, split rounds, and A's\n"
    "                                share of the decided ones with its 95 % Wilson\n"
    "                                interval (3-4 seats: A's wins, its fair share)\n"
    "        [--all-first-replies]   or: A plays the seat to move once, then one game\n"
    "                                for every reply of the next seat; games A does\n"
    "                                not win are shown with their moves\n"
    "  bench [GAME ...] [--seconds S]  random playouts and perft leaves per second\n"
    "  save GAME --output FILE       write a save file\n"
    "\n"
    "Levels: 1 Beginner (random), 2 Casual (greedy), 3 Strong (search, T ms a turn,\n"
    "default 1000), 4 Expert (search on two threads, 5 x T ms a turn)\n"
    "\n"
    "Options: --size N | --size RxC, --players N, --moves \"TOK TOK ...\", --load FILE\n");
  return TRUE;
}

typedef gboolean (*CommandFunc) (Cli *cli, GString *out, GError **error);

#define ANY_NUMBER G_MAXUINT

static const struct
{
  const char *name;
  CommandFunc func;
  gboolean    takes_position;   /* GAME as first argument, then position options */
  guint       max_arguments;    /* after the command, options aside */
  const char *usage;            /* what follows the command */
} commands[] = {
  { "list", command_list, FALSE, 0, "" },
  { "moves", command_moves, TRUE, 1, " GAME [OPTIONS]" },
  { "perft", command_perft, TRUE, 2, " GAME DEPTH [OPTIONS]" },
  { "turns", command_turns, TRUE, 1, " GAME [OPTIONS]" },
  { "show", command_show, TRUE, 1, " GAME [OPTIONS]" },
  { "think", command_think, TRUE, 1, " GAME --level L [OPTIONS]" },
  { "match", command_match, TRUE, 1, " GAME --levels A,B [OPTIONS]" },
  { "bench", command_bench, FALSE, ANY_NUMBER, " [GAME ...] [--seconds S]" },
  { "save", command_save, TRUE, 1, " GAME --output FILE [OPTIONS]" },
  { "help", command_help, FALSE, 0, "" },
  { "--help", command_help, FALSE, 0, "" },
};

/* File names given to the options that take one */
static gboolean
check_file_names (Cli *cli, GError **error)
{
  if (cli->load != NULL && cli->load[0] == '\0')
    return fail (error, "--load: the file name is empty");
  if (cli->output != NULL && cli->output[0] == '\0')
    return fail (error, "--output: the file name is empty");
  return TRUE;
}

static gboolean
run (Cli *cli, int argc, char **argv, GString *out, GError **error)
{
  if (!parse_arguments (cli, argc, argv, error) || !check_file_names (cli, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (commands[i].name, cli->command) != 0)
        continue;
      if (cli->positional->len > commands[i].max_arguments)
        return fail (error, "unexpected argument '%s' (usage: tabuleiro-cli %s%s)",
                     (const char *) g_ptr_array_index (cli->positional, commands[i].max_arguments),
                     commands[i].name, commands[i].usage);
      if (commands[i].takes_position && (!need_game (cli, 0, error) || !setup_position (cli, error)))
        return FALSE;
      return commands[i].func (cli, out, error);
    }
  return fail (error, "unknown command '%s' (try 'tabuleiro-cli help')", cli->command);
}

/* A message made safe for a terminal, on one line: control characters
 * (C0, DEL, C1), the characters that reorder text on screen, and bytes
 * that are not UTF-8 are written as escapes; a file name or an action
 * given on the command line may hold any of them. */
static char *
escape_for_terminal (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guint8) *p++);
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if ((c >= 0x80 && c < 0xa0) || (c >= 0x200e && c <= 0x200f) ||
               (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

/* Writes out to standard output; FALSE (with a message on standard error)
 * when any of it does not reach the file: a full disk, a closed pipe, a
 * closed descriptor */
static gboolean
write_output (const GString *out)
{
  size_t written = fwrite (out->str, 1, out->len, stdout);
  int saved_errno = errno;

  if (written == out->len && fflush (stdout) == 0 && !ferror (stdout))
    {
      if (fclose (stdout) == 0)
        return TRUE;
      saved_errno = errno;
    }
  else if (errno != 0)
    saved_errno = errno;
  fprintf (stderr, "tabuleiro-cli: cannot write the output: %s\n", g_strerror (saved_errno));
  return FALSE;
}

int
main (int argc, char *argv[])
{
  Cli cli = { 0 };
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  gboolean ok;

  /* No setlocale () and no bindtextdomain () on purpose: the output is a
   * byte-exact contract in English, and the messages of the libraries
   * (translated for the app) stay in English in the C locale whatever
   * LANG, LC_ALL or LANGUAGE say. */
  ok = run (&cli, argc, argv, out, &error);
  g_clear_pointer (&cli.positional, g_ptr_array_unref);
  g_clear_pointer (&cli.loaded, tab_save_data_free);
  if (!ok)
    {
      g_autofree char *message = escape_for_terminal (error->message);

      fprintf (stderr, "tabuleiro-cli: %s\n", message);
      return EXIT_BAD_INPUT;
    }
  return write_output (out) ? EXIT_SUCCESS : EXIT_FAILURE;
}
