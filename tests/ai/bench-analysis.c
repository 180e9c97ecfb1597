/* bench-analysis.c: how long a review of a 40-turn game takes, and the
 * estimated losses of self-play (to set the marks' thresholds)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: build and run it by hand (docs/strength.md):
 *   build/tests/ai/bench-analysis [NODES] [RUNS] [GAMES]
 * For each game, a 40-turn game of Casual against Casual (seeded: the
 * same game every time) is reviewed with the fast pass (NODES / 10) and
 * the full one (NODES, default TAB_ANALYSIS_DEFAULT_NODES) on two
 * threads; the medians of RUNS runs (default 3) are printed (RUNS 0:
 * none), wall time and CPU time of the process (on a busy machine the
 * CPU time, halved, is what an idle 2-core machine would take), then the estimated losses of every turn judged on estimates in
 * GAMES such games (default 1), as percentiles, in hundredths of the
 * game's unit.
 */

#include "tab-analysis.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const struct { const char *game; guint players; } games[] = {
  { "apart", 2 }, { "fourmation", 2 }, { "freedom", 2 }, { "green-skull", 2 }, { "splut", 2 },
  { "splut", 3 }, { "splut", 4 },
};

static GArray *
self_play (const TabPosition *start, guint turns, guint64 seed)
{
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  TabPosition pos;

  tab_position_copy (&pos, start);
  for (guint t = 0; t < turns && !tab_position_is_over (&pos); t++)
    {
      TabAiParams params = { TAB_AI_CASUAL, 0, seed + t, NULL };
      TabAction turn[TAB_AI_MAX_TURN];
      guint n = tab_ai_choose_turn (&pos, &params, turn);

      for (guint i = 0; i < n; i++)
        tab_position_apply (&pos, turn[i]);
      g_array_append_vals (actions, turn, n);
    }
  return actions;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The medians of runs reviews: wall[0] in seconds, cpu[0] CPU seconds */
static void
median_seconds (const TabPosition *start, GArray *actions, guint64 nodes, guint runs,
                double *wall, double *cpu)
{
  g_autofree double *walls = g_new (double, runs);
  g_autofree double *cpus = g_new (double, runs);

  for (guint r = 0; r < runs; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_seconds ();
      g_autoptr (GArray) reviews = tab_review_game (start, (TabAction *) (gpointer) actions->data,
                                                    actions->len, nodes, 2);

      walls[r] = (g_get_monotonic_time () - t0) / 1e6;
      cpus[r] = cpu_seconds () - c0;
    }
  qsort (walls, runs, sizeof (double), compare_doubles);
  qsort (cpus, runs, sizeof (double), compare_doubles);
  *wall = walls[runs / 2];
  *cpu = cpus[runs / 2];
}

int
main (int argc, char *argv[])
{
  guint64 nodes = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : TAB_ANALYSIS_DEFAULT_NODES;
  guint runs = argc > 2 ? (guint) atoi (argv[2]) : 3;
  guint n_games = argc > 3 ? (guint) MAX (atoi (argv[3]), 1) : 1;

  printf ("game\tplayers\tturns\tfast (s)\tfull (s)\tfast (cpu s)\tfull (cpu s)\t"
          "losses p50 p80 p90 p95 (n)\n");
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      TabOptions options;
      TabPosition start;
      const TabRules *rules = tab_rules_lookup (games[g].game);
      g_autoptr (GArray) actions = NULL;
      g_autoptr (GArray) reviews = NULL;
      g_autoptr (GArray) losses = g_array_new (FALSE, FALSE, sizeof (int));
      double fast = 0, full = 0, fast_cpu = 0, full_cpu = 0;

      tab_options_default (rules, &options);
      options.players = (guint8) games[g].players;
      tab_position_init (&start, rules, &options, NULL);
      actions = self_play (&start, 40, 1000 + g);
      if (runs > 0)
        {
          median_seconds (&start, actions, MAX (nodes / 10, 1), runs, &fast, &fast_cpu);
          median_seconds (&start, actions, nodes, runs, &full, &full_cpu);
        }
      for (guint k = 0; k < n_games; k++)
        {
          g_autoptr (GArray) more = k == 0 ? g_array_ref (actions) : self_play (&start, 40, 1000 + g + 100 * k);

          g_clear_pointer (&reviews, g_array_unref);
          reviews = tab_review_game (&start, (TabAction *) (gpointer) more->data, more->len, nodes, 2);
          for (guint i = 0; i < reviews->len; i++)
            {
              const TabTurnReview *r = &g_array_index (reviews, TabTurnReview, i);

              if (r->before.kind == TAB_STANDING_ESTIMATE && r->after.kind == TAB_STANDING_ESTIMATE &&
                  r->mark != TAB_MARK_FORCED)
                g_array_append_val (losses, r->loss);
            }
          if (k == 0)
            printf ("%s\t%u\t%u\t%.2f\t%.2f\t%.2f\t%.2f", games[g].game, games[g].players,
                    reviews->len, fast, full, fast_cpu, full_cpu);
        }
      g_array_sort (losses, compare_ints);
      if (losses->len > 0)
        printf ("\t%d %d %d %d (%u)", g_array_index (losses, int, losses->len * 50 / 100),
                g_array_index (losses, int, losses->len * 80 / 100),
                g_array_index (losses, int, losses->len * 90 / 100),
                g_array_index (losses, int, losses->len * 95 / 100), losses->len);
      printf ("\n");
      fflush (stdout);
    }
  return 0;
}
