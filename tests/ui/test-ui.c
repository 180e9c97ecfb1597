/* test-ui.c: the app under Xvfb: opens the window, starts a 4Mation game
 * through the New Game dialog, plays through the board view and the
 * window's actions, undoes, saves, reloads and refuses a bad file
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tab-application.h"
#include "tab-board-view.h"
#include "tab-game-io.h"
#include "tab-new-game-dialog.h"
#include "tab-window.h"

static GtkApplication *app;
static TabWindow *window;
static char *tmpdir;

typedef gboolean (*Condition) (gpointer data);

static gboolean
wait_until (Condition condition, gpointer data, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static TabGame *
current_game (void)
{
  return tab_match_get_game (tab_window_get_match (window));
}

static gboolean
has_n_actions (gpointer data)
{
  TabGame *game = current_game ();

  return game != NULL && tab_game_get_n_actions (game) == GPOINTER_TO_UINT (data);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 100;
}

static TabNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (TAB_IS_NEW_GAME_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return TAB_NEW_GAME_DIALOG (item);
    }
  return NULL;
}

static char *
record_of (TabGame *game)
{
  g_auto (GStrv) tokens = tab_game_dup_tokens (game);

  return g_strjoinv (" ", tokens);
}

static void
test_window_opens (void)
{
  g_assert_nonnull (window);
  g_assert_true (wait_until (is_mapped, window, 5000));
  g_assert_null (current_game ());
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tabuleiro");
}

/* The New Game dialog with the defaults of the settings: person against
 * the Beginner computer on 5×5 */
static void
test_new_game_dialog (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabMatch *match = tab_window_get_match (window);
  TabGame *game;

  g_settings_set_int (settings, "fourmation-size", 5);
  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_COMPUTER);
  g_settings_set_int (settings, "default-level", 1);
  g_settings_set_int (settings, "default-human-side", 1);
  g_settings_set_string (settings, "last-game", "fourmation");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, "fourmation");
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 1);

  tab_new_game_dialog_start (dialog);
  spin (50);
  g_assert_null (find_new_game_dialog ());

  game = current_game ();
  g_assert_nonnull (game);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "fourmation");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 5);
  g_assert_cmpuint (tab_match_get_seat_level (match, 1), ==, 0);
  g_assert_cmpuint (tab_match_get_seat_level (match, 2), ==, 1);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation");
  /* the choice is remembered */
  g_assert_cmpint (g_settings_get_int (settings, "fourmation-size"), ==, 5);
}

/* Cells and widget coordinates agree, and a click on a cell plays there;
 * the computer replies next to it */
static void
test_play_on_board (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = current_game ();
  g_auto (GStrv) replies = g_strsplit ("b2 b3 b4 c2 c4 d2 d3 d4", " ", -1);
  double x, y;

  tab_match_set_delay (tab_window_get_match (window), 0);
  g_assert_true (wait_until (is_mapped, board, 5000));
  g_assert_true (tab_board_view_get_interactive (board));
  for (guint cell = 0; cell < 25; cell++)
    {
      tab_board_view_cell_center (board, cell, &x, &y);
      g_assert_cmpint (tab_board_view_cell_at (board, x, y), ==, (int) cell);
    }
  g_assert_cmpint (tab_board_view_cell_at (board, -5, -5), ==, TAB_NO_CELL);

  /* c3 = file 2, rank 2 on 5×5 */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-cell", "i", 12));
  g_assert_cmpuint (tab_game_get_n_actions (game), >=, 1);
  g_assert_cmpstr (tab_game_get_token (game, 0), ==, "c3");
  /* no clicks while the computer thinks */
  g_assert_false (tab_board_view_get_interactive (board));
  g_assert_false (tab_board_view_activate_cell (board, 0));

  g_assert_true (wait_until (has_n_actions, GUINT_TO_POINTER (2), 5000));
  g_assert_true (g_strv_contains ((const char * const *) replies, tab_game_get_token (game, 1)));
  spin (20);
  g_assert_true (tab_board_view_get_interactive (board));

  /* an occupied cell does nothing */
  g_assert_false (tab_board_view_activate_cell (board, 12));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
}

static void
test_undo_redo_actions (void)
{
  TabGame *game = current_game ();
  g_autofree char *before = record_of (game);
  g_autofree char *after = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  spin (100);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  after = record_of (game);
  g_assert_cmpstr (before, ==, after);
}

static void
test_save_and_reload (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "game.tabuleiro", NULL);
  g_autofree char *saved = record_of (current_game ());
  g_autofree char *reloaded = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = current_game ();
  g_auto (GStrv) legal = NULL;
  TabAction action;

  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (tab_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation — game.tabuleiro");

  /* one more turn: the window has unsaved changes */
  legal = tab_position_legal_tokens (tab_game_get_position (game));
  g_assert_true (tab_action_parse (tab_game_get_position (game), legal[0], &action, NULL));
  g_assert_true (tab_match_play (tab_window_get_match (window), action, &error));
  g_assert_true (wait_until (has_n_actions, GUINT_TO_POINTER (4), 5000));
  g_assert_true (tab_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation — • game.tabuleiro");

  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_false (tab_window_get_modified (window));
  g_assert_true (current_game () != game);
  reloaded = record_of (current_game ());
  g_assert_cmpstr (reloaded, ==, saved);
  g_assert_cmpuint (tab_match_get_seat_level (tab_window_get_match (window), 2), ==, 1);
  g_assert_cmpuint (tab_game_get_options (current_game ())->rows, ==, 5);
}

static void
test_bad_file_refused (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "bad.tabuleiro", NULL);
  g_autofree char *before = record_of (current_game ());
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = current_game ();

  g_assert_true (g_file_set_contents (path, "<tabuleiro format=\"1\" game=\"fourmation\">", -1, NULL));
  g_assert_false (tab_window_load_from (window, path, &error));
  g_assert_nonnull (error);
  g_assert_true (current_game () == game);
  after = record_of (game);
  g_assert_cmpstr (after, ==, before);
}

static void
test_autosave (void)
{
  g_autofree char *path = tab_game_io_autosave_path ();
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_str_has_prefix (path, tmpdir));
  /* a turn was played since the reload */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  data = tab_game_io_load_autosave (&error);
  g_assert_no_error (error);
  g_assert_nonnull (data);
  g_assert_cmpuint (g_strv_length (data->actions), ==, 2);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  /* a private data folder for the autosave, before GLib reads it */
  tmpdir = g_dir_make_tmp ("tabuleiro-ui-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmpdir, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  app = GTK_APPLICATION (tab_application_new ());
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  window = TAB_WINDOW (gtk_application_get_active_window (app));

  g_test_add_func ("/ui/window-opens", test_window_opens);
  g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/play-on-board", test_play_on_board);
  g_test_add_func ("/ui/undo-redo-actions", test_undo_redo_actions);
  g_test_add_func ("/ui/save-and-reload", test_save_and_reload);
  g_test_add_func ("/ui/bad-file-refused", test_bad_file_refused);
  g_test_add_func ("/ui/autosave", test_autosave);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  return status;
}
