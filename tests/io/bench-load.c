/* bench-load.c: what loading a long save file costs, in its two parts:
 * reading the file (parse, validate, replay: the worker thread's part)
 * and making the game of it (tab_game_io_apply (): the main thread's)
 *
 * Not a test.  For each game it plays random games on the largest board
 * and keeps the longest record, saves it, then loads it RUNS times and
 * prints the medians in milliseconds of CPU time:
 *
 *   build/tests/io/bench-load [RUNS]
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tab-game-io.h"
#include "tab-random.h"

#define TRIES 40

/* The longest of TRIES random games of rules on its largest board */
static TabSaveData *
longest_random_game (const TabRules *rules)
{
  TabSaveData *data = tab_save_data_new ();
  g_autoptr (GPtrArray) best = g_ptr_array_new_with_free_func (g_free);
  TabRng rng;

  data->rules = rules;
  tab_options_default (rules, &data->options);
  if (rules->board_kind != TAB_BOARD_FIXED)
    data->options.rows = data->options.cols = rules->max_size;
  data->options.players = rules->max_players;
  tab_rng_seed (&rng, 20260115);
  for (guint try = 0; try < TRIES; try++)
    {
      g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
      TabPosition pos;

      g_assert (tab_position_init (&pos, rules, &data->options, NULL));
      while (!tab_position_is_over (&pos) && tokens->len < TAB_SAVE_MAX_ACTIONS)
        {
          TabAction action = tab_position_random_action (&pos, &rng);
          char token[TAB_TOKEN_MAX];

          tab_action_format (&pos, action, token);
          g_ptr_array_add (tokens, g_strdup (token));
          tab_position_apply (&pos, action);
        }
      if (tokens->len > best->len)
        {
          g_ptr_array_unref (best);
          best = g_steal_pointer (&tokens);
          tab_position_copy (&data->position, &pos);
        }
    }
  g_ptr_array_add (best, NULL);
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (best, NULL);
  data->saved_at = 1768473000;
  return data;
}

/* CPU time of this thread in µs: the other processes of a busy machine
 * count less than in the wall-clock time */
static gint64
cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return values[n / 2];
}

static void
bench_game (const TabRules *rules, guint runs)
{
  g_autoptr (TabSaveData) data = longest_random_game (rules);
  g_autofree char *xml = NULL;
  g_autofree double *read_ms = g_new (double, runs);
  g_autofree double *apply_ms = g_new (double, runs);
  gsize length;

  xml = tab_save_data_to_xml (data, &length);
  for (guint run = 0; run < runs; run++)
    {
      g_autoptr (TabMatch) match = tab_match_new ();
      g_autoptr (TabSaveData) loaded = NULL;
      g_autoptr (GError) error = NULL;
      gint64 start = cpu_us (), read_end;

      loaded = tab_save_data_parse (xml, length, &error);
      g_assert_no_error (error);
      read_end = cpu_us ();
      g_assert (tab_game_io_apply (match, loaded, &error));
      apply_ms[run] = (cpu_us () - read_end) / 1000.0;
      read_ms[run] = (read_end - start) / 1000.0;
      g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (match)), ==,
                        g_strv_length (data->actions));
    }
  g_print ("%-12s %6u actions %8" G_GSIZE_FORMAT " bytes   read %7.2f ms   game %7.2f ms   total %7.2f ms\n",
           rules->id, g_strv_length (data->actions), length,
           median (read_ms, runs), median (apply_ms, runs),
           median (read_ms, runs) + median (apply_ms, runs));
}

int
main (int argc, char *argv[])
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 9;
  guint n_games;
  const TabRules * const *all = tab_rules_all (&n_games);

  if (runs == 0)
    runs = 1;
  for (guint i = 0; i < n_games; i++)
    bench_game (all[i], runs);
  return 0;
}
