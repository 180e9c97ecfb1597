/* test-watch-kept.c: the app under Xvfb: a game the computer plays
 * against itself, watched, is kept among the unfinished games as any
 * other: after every turn, and when it is paused or its speed changes
 * (its entry says so at once, not only when the game is replaced or the
 * window closes); once it is over it is not listed at all.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-save-file.h"
#include "tab-unfinished.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

static TabMatch *
match (void)
{
  return tab_window_get_match (window);
}

static gboolean
has_two_turns (gpointer data)
{
  TabGame *game = tab_match_get_game (match ());

  return game != NULL && tab_game_get_n_actions (game) >= 2;
}

static gboolean
is_over (gpointer data)
{
  TabGame *game = tab_match_get_game (match ());

  return game != NULL && tab_game_is_over (game);
}

static gboolean
not_thinking (gpointer data)
{
  return !tab_match_get_thinking (match ());
}

/* the entry of the game on the board, as it is on disk */
static TabSaveData *
load_entry (void)
{
  g_autoptr (GError) error = NULL;
  TabSaveData *data;

  g_assert_nonnull (window->unfinished_key);
  data = tab_unfinished_load (window->unfinished_key, &error);
  g_assert_no_error (error);
  return data;
}

static void
test_paused_and_over (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { 4, 4, 2 };
  guint levels[TAB_MAX_SEATS] = { 1, 1, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = NULL;
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  TabGame *game;
  guint n;

  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  tab_match_set_delay (match (), 300);
  g_assert_true (ui_wait_until (has_two_turns, NULL, 20000));

  /* paused: the entry says so, and has every turn played */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_true (tab_match_get_paused (match ()));
  g_assert_true (ui_wait_until (not_thinking, NULL, 20000));
  ui_spin (50);
  game = tab_match_get_game (match ());
  n = tab_game_get_n_actions (game);
  data = load_entry ();
  g_assert_true (data->paused);
  g_assert_cmpuint (data->delay_ms, ==, 300);
  g_assert_cmpuint (g_strv_length (data->actions), ==, n);
  g_clear_pointer (&data, tab_save_data_free);

  /* another speed, still paused: kept at once too */
  tab_match_set_delay (match (), 0);
  ui_spin (20);
  data = load_entry ();
  g_assert_true (data->paused);
  g_assert_cmpuint (data->delay_ms, ==, 0);
  g_clear_pointer (&data, tab_save_data_free);

  /* one turn, paused: kept with it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step", NULL));
  g_assert_true (ui_wait_until (not_thinking, NULL, 20000));
  ui_spin (50);
  data = load_entry ();
  g_assert_true (data->paused);
  g_assert_cmpuint (g_strv_length (data->actions), ==, tab_game_get_n_actions (game));
  g_clear_pointer (&data, tab_save_data_free);

  /* resumed to the end: a finished game is not listed */
  key = g_strdup (window->unfinished_key);
  path = tab_unfinished_path (key, ".xml");
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_false (tab_match_get_paused (match ()));
  g_assert_true (ui_wait_until (is_over, NULL, 60000));
  ui_spin (50);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* and pausing a finished game keeps nothing */
  tab_match_set_paused (match (), TRUE);
  ui_spin (50);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = NULL;

  window = ui_test_init (&argc, &argv, &app, &data_home);

  g_test_add_func ("/watch-kept/paused-and-over", test_paused_and_over);

  return ui_test_run (app, window);
}
