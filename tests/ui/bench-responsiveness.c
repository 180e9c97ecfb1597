/* bench-responsiveness.c: how long the app's main loop waits while Expert
 * thinks, on a quiet machine and beside a CPU load.
 *
 * The real window shows an Apart game, Expert against Expert; a 1 ms
 * timeout on the main loop records the gaps between its calls (what a
 * person feels as a frozen window), first with the window idle (no one
 * thinking: the machine's own noise), then while Expert thinks, then while
 * Analyse Game reviews a 40-turn Freedom game beside it.  The
 * load is N busy-loop processes this program forks and ends itself,
 * either each in a session of its own, as programs started from another
 * terminal or by another user are ("apart"), or in the app's own session
 * ("same session"): Linux's autogroups share the CPU between sessions
 * first, so the two loads meet the app differently.  One line per
 * condition: worst gap, median, 99th percentile, and the share of a core
 * that the main thread took over as many seconds just before (without
 * the 1 ms tick: what the window itself costs, e.g. drawing the
 * "Thinking…" spinner).
 *
 *   tests/with-display.sh build/tests/ui/bench-responsiveness [SECONDS] [N_BUSY]
 *
 * (GSK_RENDERER=cairo as the stall test runs, so that llvmpipe does not
 * compete for the cores; see tests/ui/meson.build.)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tab-application.h"
#include "tab-window.h"
#include "ui-test-common.h"

static TabWindow *window;

static gboolean
on_tick (gpointer data)
{
  GArray *stamps = data;
  gint64 now = g_get_monotonic_time ();

  g_array_append_val (stamps, now);
  return G_SOURCE_CONTINUE;
}

static int
compare_gaps (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The gaps between the ticks of seconds of main loop, sorted */
static GArray *
measure_gaps (double seconds)
{
  g_autoptr (GArray) stamps = g_array_new (FALSE, FALSE, sizeof (gint64));
  GArray *gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  guint source = g_timeout_add (1, on_tick, stamps);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (source);
  for (guint i = 1; i < stamps->len; i++)
    {
      gint64 gap = g_array_index (stamps, gint64, i) - g_array_index (stamps, gint64, i - 1);

      g_array_append_val (gaps, gap);
    }
  g_array_sort (gaps, compare_gaps);
  return gaps;
}

static double
percentile_ms (GArray *gaps, double p)
{
  if (gaps->len == 0)
    return 0;
  return g_array_index (gaps, gint64, (guint) (p * (gaps->len - 1))) / 1000.0;
}

static gboolean
is_thinking (gpointer data)
{
  return tab_match_get_thinking (tab_window_get_match (window));
}

static void
start_game (const guint *levels)
{
  const TabRules *rules = tab_rules_lookup ("apart");
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  if (!tab_window_start_game (window, rules, &options, levels, &error))
    g_error ("could not start a game: %s", error->message);
  ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000);
}

/* The main thread's time on a CPU so far, in ns (schedstat: the
 * scheduler's own count, finer than the clock ticks of stat) */
static guint64
main_thread_cpu_ns (void)
{
  g_autofree char *path = g_strdup_printf ("/proc/self/task/%d/schedstat", (int) getpid ());
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return 0;
  return g_ascii_strtoull (text, NULL, 10);
}

static gboolean
on_end (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The share of a core the main thread takes while the main loop runs
 * for seconds with nothing of ours on it (no tick: that would cost
 * time of its own), in percent */
static double
main_thread_load (double seconds)
{
  guint64 before = main_thread_cpu_ns ();
  gboolean done = FALSE;

  g_timeout_add ((guint) (seconds * 1000), on_end, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  return (main_thread_cpu_ns () - before) / (seconds * 1e7);
}

static void
report (const char *what, guint n_busy, const char *where, double seconds)
{
  double load = main_thread_load (seconds);
  g_autoptr (GArray) gaps = measure_gaps (seconds);

  g_print ("%-16s %u busy %-12s: worst %6.1f ms, median %5.2f ms, p99 %6.1f ms (%u ticks); "
           "main thread %4.1f %% of a core\n",
           what, n_busy, where, percentile_ms (gaps, 1), percentile_ms (gaps, 0.5),
           percentile_ms (gaps, 0.99), gaps->len, load);
}

/* n processes that spin until seconds have passed (or they are killed),
 * in sessions of their own if apart */
static GArray *
start_load (guint n, gboolean apart, double seconds)
{
  GArray *pids = g_array_new (FALSE, FALSE, sizeof (pid_t));
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  for (guint i = 0; i < n; i++)
    {
      pid_t pid = fork ();

      if (pid == 0)
        {
          if (apart)
            setsid ();
          /* reading the clock is the work: it costs no system call
           * (vDSO), so the process stays on the CPU all the time */
          while (g_get_monotonic_time () < end)
            ;
          _exit (0);
        }
      if (pid > 0)
        g_array_append_val (pids, pid);
    }
  return pids;
}

static void
stop_load (GArray *pids)
{
  for (guint i = 0; i < pids->len; i++)
    {
      kill (g_array_index (pids, pid_t, i), SIGKILL);
      waitpid (g_array_index (pids, pid_t, i), NULL, 0);
    }
  g_array_unref (pids);
}

/* A Freedom game of 40 turns, Casual against Casual (seeded, as
 * bench-analysis plays them), between people, its review started as
 * Analyse Game starts it (a quick pass, then the full one, at nice 10) */
static void
start_review (void)
{
  const TabRules *rules = tab_rules_lookup ("freedom");
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (TabGame) game = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  game = tab_game_new (rules, &options, NULL);
  for (guint t = 0; t < 40 && !tab_game_is_over (game); t++)
    {
      TabAiParams params = { TAB_AI_CASUAL, 0, t, NULL };
      TabAction turn[TAB_AI_MAX_TURN];
      guint n = tab_ai_choose_turn (tab_game_get_position (game), &params, turn);

      tab_game_play_turn (game, turn, n, NULL);
    }
  tab_match_set_seat_level (match, 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match, 2, TAB_MATCH_PERSON);
  tab_match_set_game (match, game);
  ui_spin (300);
  if (!gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse-game", NULL))
    g_error ("Analyse Game is not there");
}

static void
run_condition (guint n_busy, gboolean apart, double seconds)
{
  static const guint people[2] = { 0, 0 };
  static const guint experts[2] = { 4, 4 };
  TabMatch *match = tab_window_get_match (window);
  const char *where = n_busy == 0 ? "" : apart ? "apart" : "same session";
  GArray *load = start_load (n_busy, apart, 3 * seconds + 15);

  start_game (people);
  ui_spin (300);
  report ("idle window", n_busy, where, seconds);

  /* Expert's budget is five times Strong's: 5 s of thinking a turn */
  tab_match_set_time_ms (match, 1000);
  start_game (experts);
  if (!ui_wait_until (is_thinking, NULL, 2000))
    g_error ("Expert does not think");
  /* past the new game's first frames, as for the idle window */
  ui_spin (300);
  report ("expert thinking", n_busy, where, seconds);
  tab_match_stop (match);

  start_review ();
  report ("game analysed", n_busy, where, seconds);
  stop_load (load);
}

int
main (int argc, char *argv[])
{
  g_autofree char *tmpdir = ui_use_private_data_home ("tabuleiro-bench");
  GtkApplication *app;
  double seconds = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 4;
  guint n_busy = argc > 2 ? (guint) atoi (argv[2]) : 8;

  if (seconds <= 0 || seconds > 60)
    {
      g_printerr ("usage: %s [SECONDS (0–60)] [N_BUSY]\n", argv[0]);
      return 2;
    }
  gtk_init ();
  window = ui_start_app (&app);
  ui_wait_until_mapped (GTK_WIDGET (window), 5000);
  g_print ("%u cores, %.1f s a condition\n", g_get_num_processors (), seconds);
  run_condition (0, FALSE, seconds);
  if (n_busy > 0)
    {
      run_condition (n_busy, TRUE, seconds);
      run_condition (n_busy, FALSE, seconds);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  return 0;
}
