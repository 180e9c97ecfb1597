/* test-window-files.c: the app under Xvfb: a 4Mation game against the
 * computer is saved, reloaded and kept among the unfinished games, which
 * the chooser lists; bad, missing and remote files are refused with a
 * toast; only the changes to a finished game's file are asked about; the
 * Open and Save dialogs start in the last folder
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tab-application.h"
#include "tab-dialogs.h"
#include "tab-game-io.h"
#include "tab-relative-date.h"
#include "tab-unfinished.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;
static char *tmpdir;

static gboolean
is_label_starting_with (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

/* A label on screen whose text starts with prefix */
static GtkWidget *
find_shown_label (const char *prefix)
{
  GtkWidget *label = ui_find_widget (GTK_WIDGET (window), is_label_starting_with, prefix);

  return label != NULL && gtk_widget_get_mapped (label) ? label : NULL;
}

static gboolean
label_is_shown (gpointer prefix)
{
  return find_shown_label (prefix) != NULL;
}

static gboolean
label_is_gone (gpointer prefix)
{
  return find_shown_label (prefix) == NULL;
}

/* The AdwToast a widget of a toast shows: its (private) toast widget has
 * it as its "toast" property */
static AdwToast *
toast_of (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "toast") != NULL)
      {
        g_autoptr (AdwToast) toast = NULL;

        g_object_get (widget, "toast", &toast, NULL);
        return toast;  /* the toast widget keeps it */
      }
  return NULL;
}

/* The window shows a toast whose text starts with prefix (or is text);
 * it is dismissed, so that the next test starts with no toast on show.
 * Only once it has slid in, and the test goes on once it is gone:
 * libadwaita 1.2 frees a toast's show animation when its hide animation
 * ends, and a toast dismissed while still sliding in (up to 0.5 s) later
 * crashed the test in an animation's "done" handler. */
static void
assert_toast (const char *prefix)
{
  AdwToast *toast;

  g_assert_true (ui_wait_until (label_is_shown, (gpointer) prefix, 10000));
  ui_spin (700);
  toast = toast_of (find_shown_label (prefix));
  g_assert_true (ADW_IS_TOAST (toast));
  adw_toast_dismiss (toast);
  g_assert_true (ui_wait_until (label_is_gone, (gpointer) prefix, 5000));
}

/* 4Mation on 5×5, a person against the Beginner computer, after a turn
 * each: the game the tests save, reload and replace */
static void
start_fourmation_against_beginner (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const guint levels[2] = { 0, 1 };
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  options.rows = options.cols = 5;
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  tab_match_set_delay (match, 0);
  g_assert_true (tab_match_play (match, ui_parse (ui_window_game (window), "c3"), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));
}

static void
test_save_and_reload (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "game.tabuleiro", NULL);
  g_autofree char *saved = ui_record_of (ui_window_game (window));
  g_autofree char *reloaded = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = ui_window_game (window);
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
  g_assert_true (ui_wait_for_n_actions (window, 4, 5000));
  g_assert_true (tab_window_get_modified (window));
  /* the header says so; the window's title does not change with a move
   * (a screen reader would read it out over the move) */
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "• game.tabuleiro");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation — game.tabuleiro");

  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_false (tab_window_get_modified (window));
  g_assert_true (ui_window_game (window) != game);
  reloaded = ui_record_of (ui_window_game (window));
  g_assert_cmpstr (reloaded, ==, saved);
  g_assert_cmpuint (tab_match_get_seat_level (tab_window_get_match (window), 2), ==, 1);
  g_assert_cmpuint (tab_game_get_options (ui_window_game (window))->rows, ==, 5);
}

static void
test_bad_file_refused (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "bad.tabuleiro", NULL);
  g_autofree char *before = ui_record_of (ui_window_game (window));
  g_autofree char *after = NULL;
  g_autofree char *toast = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = ui_window_game (window);

  g_assert_true (g_file_set_contents (path, "<tabuleiro format=\"1\" game=\"fourmation\">", -1, NULL));
  g_assert_false (tab_window_load_from (window, path, &error));
  g_assert_nonnull (error);
  g_assert_true (ui_window_game (window) == game);
  after = ui_record_of (game);
  g_assert_cmpstr (after, ==, before);
  /* the player sees why */
  toast = g_strdup_printf ("Cannot open “bad.tabuleiro”: %s", error->message);
  assert_toast (toast);
}

/* A file named on the command line (GApplication's open) that cannot be
 * loaded: the window says so, the game stays */
static void
test_bad_file_from_command_line (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "missing.tabuleiro", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *before = ui_record_of (ui_window_game (window));
  g_autofree char *after = NULL;
  GFile *files[] = { file };
  TabGame *game = ui_window_game (window);

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_signal_emit_by_name (app, "open", files, 1, "");
  g_assert_true (ui_window_game (window) == game);
  after = ui_record_of (game);
  g_assert_cmpstr (after, ==, before);
  assert_toast ("Cannot open “missing.tabuleiro”: ");
}

static void
test_autosave (void)
{
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *path = NULL;
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_str_has_prefix (dir, tmpdir));
  /* a turn was played since the reload */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_nonnull (window->unfinished_key);
  path = tab_unfinished_path (window->unfinished_key, ".xml");
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  data = tab_unfinished_load (window->unfinished_key, &error);
  g_assert_no_error (error);
  g_assert_nonnull (data);
  g_assert_cmpuint (g_strv_length (data->actions), ==, 2);
}

/* The rows of the chooser's unfinished games: "title|subtitle" each */
static char *
unfinished_rows (void)
{
  g_autoptr (GString) rows = g_string_new (NULL);

  if (!gtk_widget_get_visible (window->unfinished_box))
    return g_string_free (g_steal_pointer (&rows), FALSE);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (window->unfinished_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    g_string_append_printf (rows, "%s%s|%s", rows->len > 0 ? "\n" : "",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  return g_string_free (g_steal_pointer (&rows), FALSE);
}

/* the row's button, which screen readers hear as "Remove “…” From the List" */
static gboolean
is_remove_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Remove From the List") == 0;
}

/* the row of the entry key, or NULL */
static GtkWidget *
unfinished_row_of (const char *key)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (window->unfinished_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "unfinished-key"), key) == 0)
      return row;
  return NULL;
}

static GtkListBoxRow *
unfinished_row (guint index)
{
  return gtk_list_box_get_row_at_index (window->unfinished_list, (int) index);
}

/* A new game replaces a game with unsaved changes without a question: the
 * unfinished game stays on the chooser, with its file and its changes,
 * and comes back from there as the game of its file */
static void
test_new_game_asks_nothing (void)
{
  TabGame *game = ui_window_game (window);
  g_autofree char *before = ui_record_of (game);
  g_autofree char *after = NULL;
  g_autofree char *rows = NULL;
  g_autofree char *key = g_strdup (window->unfinished_key);
  g_autoptr (GFile) file = g_object_ref (window->file);
  TabNewGameDialog *dialog;

  g_assert_true (tab_window_get_modified (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  tab_new_game_dialog_start (dialog);
  ui_spin (20);
  g_assert_null (ui_find_save_question ());
  g_assert_true (ui_window_game (window) != game);
  g_assert_cmpuint (tab_game_get_n_actions (ui_window_game (window)), ==, 0);
  g_assert_null (window->file);
  g_assert_false (tab_window_get_modified (window));

  /* on the chooser, newest first: the 4Mation game and its file */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  rows = unfinished_rows ();
  g_test_message ("%s", rows);
  g_assert_true (g_str_has_prefix (rows, "4Mation against Beginner|today at "));
  {
    g_auto (GStrv) lines = g_strsplit (rows, "\n", -1);

    g_assert_true (g_str_has_suffix (lines[0], " · “game.tabuleiro”, changed"));
  }

  /* continued: the game of its file again, its changes not saved there */
  g_signal_emit_by_name (unfinished_row (0), "activate");
  ui_spin (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->stack), ==, "game");
  after = ui_record_of (ui_window_game (window));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (window->unfinished_key, ==, key);
  g_assert_nonnull (window->file);
  g_assert_true (g_file_equal (window->file, file));
  g_assert_true (tab_window_get_modified (window));
}

/* The one question left: a finished game whose last turns are not in
 * its file (a finished game is not kept among the unfinished ones);
 * Cancel keeps it, Discard goes on */
static void
test_finished_game_with_file_asks (void)
{
  g_autoptr (GError) error = NULL;
  TabMatch *match = tab_window_get_match (window);
  TabGame *game = ui_window_game (window);
  GtkWidget *question;

  g_assert_true (tab_window_get_modified (window));
  g_assert_true (tab_match_play (match, TAB_ACTION_RESIGN, &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  tab_new_game_dialog_start (ui_find_new_game_dialog ());
  question = ui_find_save_question ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (question)), ==,
                   "The last turns of the game are not saved in “game.tabuleiro” and will be lost.");
  ui_answer_question (question, "cancel");
  g_assert_null (ui_find_save_question ());
  g_assert_true (ui_window_game (window) == game);

  /* the same on closing */
  gtk_window_close (GTK_WINDOW (window));
  question = ui_find_save_question ();
  g_assert_nonnull (question);
  ui_answer_question (question, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* saved: nothing to ask */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  tab_new_game_dialog_start (ui_find_new_game_dialog ());
  g_assert_null (ui_find_save_question ());
  g_assert_true (ui_window_game (window) != game);
}

/* A new game of 4Mation, people only, where nothing is played yet */
static void
start_new_game (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const guint levels[2] = { 0, 0 };
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
}

/* Closing an unfinished game with a file asks nothing: it is kept with
 * its file's name, and continued as the game of that file (Save writes
 * there); the file's name is for its own game only; a row's button
 * removes it from the list, the file's name with it */
static void
test_closing_game_with_file (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "kept.tabuleiro", NULL);
  g_autofree char *kept_name = NULL;
  g_autofree char *kept_copy = NULL;
  g_autofree char *record = NULL;
  g_autofree char *key = NULL;
  g_autofree char *rows = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) saved = NULL;
  TabMatch *match = tab_window_get_match (window);
  GtkWidget *button;

  start_fourmation_against_beginner ();
  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);
  {
    g_auto (GStrv) legal = tab_position_legal_tokens (tab_game_get_position (ui_window_game (window)));

    g_assert_true (tab_match_play (match, ui_parse (ui_window_game (window), legal[0]), &error));
    g_assert_no_error (error);
  }
  g_assert_true (ui_wait_for_n_actions (window, 4, 5000));
  g_assert_true (tab_window_get_modified (window));

  /* what closing does (tab_window_close_request ()) before the window goes */
  g_assert_false (_tab_window_ask_before_closing (window));
  g_assert_null (ui_find_save_question ());
  _tab_window_autosave (window);
  record = ui_record_of (ui_window_game (window));
  key = g_strdup (window->unfinished_key);
  kept_name = tab_unfinished_path (key, ".ini");
  /* another game, in no file (no turn: not kept) */
  start_new_game ();
  g_assert_null (window->file);
  _tab_window_continue_unfinished (window, key);
  {
    g_autofree char *resumed = ui_record_of (ui_window_game (window));

    g_assert_cmpstr (resumed, ==, record);
  }
  g_assert_nonnull (window->file);
  g_assert_cmpstr (g_file_peek_path (window->file), ==, path);
  g_assert_true (tab_window_get_modified (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (tab_window_get_modified (window));
  saved = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (saved->actions), ==, 4);

  /* the file's name is for its own game only: another game's record
   * under the same key is in no file */
  g_assert_true (g_file_get_contents (kept_name, &kept_copy, NULL, NULL));
  start_fourmation_against_beginner ();
  g_free (window->unfinished_key);
  window->unfinished_key = g_strdup (key);
  _tab_window_autosave (window);
  g_assert_false (g_file_test (kept_name, G_FILE_TEST_EXISTS));
  start_new_game ();
  g_assert_true (g_file_set_contents (kept_name, kept_copy, -1, NULL));
  _tab_window_continue_unfinished (window, key);
  g_assert_cmpuint (tab_game_get_n_actions (ui_window_game (window)), ==, 2);
  g_assert_null (window->file);
  g_assert_true (tab_window_get_modified (window));

  /* the row's button takes the file's name with the game */
  g_assert_true (g_file_test (kept_name, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  rows = unfinished_rows ();
  g_assert_true (g_str_has_prefix (rows, "4Mation against Beginner|today at "));
  button = ui_find_widget (GTK_WIDGET (unfinished_row_of (key)), is_remove_button, NULL);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (g_file_test (kept_name, G_FILE_TEST_EXISTS));
  {
    g_autofree char *game = tab_unfinished_path (key, ".xml");

    g_assert_false (g_file_test (game, G_FILE_TEST_EXISTS));
  }
  g_assert_null (window->unfinished_key);
  g_assert_null (unfinished_row_of (key));
  /* the game stays on the board, kept again with its next turn */
  _tab_window_show_game_page (window);
  _tab_window_refresh (window);
}

/* "today at 18:14", "yesterday at 09:02", the weekday within a week, the
 * date before (and after: a clock set back) */
static void
test_relative_date (void)
{
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) now = g_date_time_new (utc, 2026, 11, 27, 10, 30, 0);
  struct { int month, day, hour, minute; const char *words; } cases[] = {
    { 11, 27, 18, 14, "today at 18:14" },
    { 11, 27, 0, 1, "today at 00:01" },
    { 11, 26, 9, 2, "yesterday at 09:02" },
    { 11, 26, 23, 59, "yesterday at 23:59" },
    { 11, 23, 20, 30, "Monday at 20:30" },
    { 11, 21, 8, 0, "Saturday at 08:00" },
    { 11, 20, 8, 0, "November 20, 2026" },
    { 1, 3, 8, 0, "January 3, 2026" },
    { 11, 28, 8, 0, "November 28, 2026" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GDateTime) when = g_date_time_new (utc, 2026, cases[i].month, cases[i].day,
                                                    cases[i].hour, cases[i].minute, 0);
      g_autofree char *words = tab_relative_date (when, now);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

/* Saving as the Save dialog's answer does: the file's folder is kept in
 * the settings, and the next Open or Save dialog starts there; opening a
 * file from another folder moves it there; a folder that is gone is not
 * offered */
static void
test_last_folder (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *folder = g_build_filename (tmpdir, "kept games", NULL);
  g_autofree char *path = g_build_filename (folder, "kept.tabuleiro", NULL);
  g_autofree char *opened = g_build_filename (tmpdir, "game.tabuleiro", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) opened_file = g_file_new_for_path (opened);
  g_autoptr (GFile) start = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *setting = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_settings_set_string (settings, "last-folder", "");
  g_assert_null (tab_window_dup_chooser_folder (window));

  g_assert_true (tab_window_save_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  setting = g_settings_get_string (settings, "last-folder");
  g_assert_cmpstr (setting, ==, folder);
  start = tab_window_dup_chooser_folder (window);
  g_assert_nonnull (start);
  g_assert_cmpstr (g_file_peek_path (start), ==, folder);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation — kept.tabuleiro");

  g_assert_true (tab_window_open_file (window, opened_file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&setting, g_free);
  setting = g_settings_get_string (settings, "last-folder");
  g_assert_cmpstr (setting, ==, tmpdir);
  g_clear_object (&start);
  start = tab_window_dup_chooser_folder (window);
  g_assert_cmpstr (g_file_peek_path (start), ==, tmpdir);

  g_settings_set_string (settings, "last-folder", folder);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_null (tab_window_dup_chooser_folder (window));
  /* then the dialogs start in the documents folder, or the home folder
   * where there is none, never in the working directory */
  {
    const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
    g_autoptr (GFile) fallback = tab_window_dup_start_folder (window);

    if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
      g_assert_cmpstr (g_file_peek_path (fallback), ==, documents);
    else
      g_assert_cmpstr (g_file_peek_path (fallback), ==, g_get_home_dir ());
    g_clear_object (&start);
    g_settings_set_string (settings, "last-folder", tmpdir);
    start = tab_window_dup_start_folder (window);
    g_assert_cmpstr (g_file_peek_path (start), ==, tmpdir);
  }
}

/* A file the dialogs return that is not on this computer (a remote
 * location that no local folder mounts has no path): refused with a
 * toast, the game and its file stay */
static void
test_remote_file_refused (void)
{
  g_autoptr (GFile) remote = g_file_new_for_uri ("sftp://example.invalid/games/remote.tabuleiro");
  g_autofree char *title = g_strdup (gtk_window_get_title (GTK_WINDOW (window)));
  g_autoptr (GError) error = NULL;
  TabGame *game = ui_window_game (window);

  g_assert_null (g_file_peek_path (remote));
  g_assert_false (tab_window_open_file (window, remote, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_true (ui_window_game (window) == game);
  assert_toast ("Cannot open “remote.tabuleiro”: only local files can be opened");

  g_clear_error (&error);
  g_assert_false (tab_window_save_file (window, remote, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, title);
  assert_toast ("Cannot save “remote.tabuleiro”: only local files can be saved");
}

/* Opens a file that is not there; the start of the toast that says so */
static char *
open_missing_file (guint n)
{
  g_autofree char *name = g_strdup_printf ("missing-%u.tabuleiro", n);
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);

  g_assert_false (tab_window_load_from (window, path, NULL));
  return g_strdup_printf ("Cannot open “%s”: ", name);
}

/* Open it, and its toast shows at once, in place of the one before */
static char *
open_missing_file_shown (guint n, const char *before)
{
  char *prefix = open_missing_file (n);

  g_assert_true (ui_wait_until (label_is_shown, prefix, 1000));
  if (before != NULL)
    g_assert_true (ui_wait_until (label_is_gone, (gpointer) before, 1000));
  return prefix;
}

/* Errors in a row: the newest shows at once, whether the toast before is
 * sliding in, on show or fading out, and stays its whole 5 s */
static void
test_newest_toast_at_once (void)
{
  static const guint gaps_ms[] = { 0, 0, 20, 60, 120, 200, 300, 450, 550, 800 };
  g_autofree char *prefix = NULL;
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (gaps_ms); i++)
    {
      g_autofree char *before = g_steal_pointer (&prefix);

      ui_spin (gaps_ms[i]);
      prefix = open_missing_file_shown (n++, before);
    }

  /* a burst, faster than a toast slides in */
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *before = g_steal_pointer (&prefix);

      ui_spin (g_random_int_range (0, 40));
      prefix = open_missing_file (n++);
      g_assert_true (label_is_gone (before));
    }
  g_assert_true (ui_wait_until (label_is_shown, prefix, 1000));

  /* closed, and a new error while it fades out */
  ui_spin (700);
  adw_toast_dismiss (toast_of (find_shown_label (prefix)));
  {
    g_autofree char *before = g_steal_pointer (&prefix);

    prefix = open_missing_file_shown (n++, before);
  }

  /* the toast's 5 s start again with each new error */
  ui_spin (3000);
  {
    g_autofree char *before = g_steal_pointer (&prefix);

    prefix = open_missing_file_shown (n++, before);
  }
  ui_spin (3000);
  g_assert_true (label_is_shown (prefix));
  g_assert_true (ui_wait_until (label_is_gone, prefix, 4000));
  /* every animation over before the next test */
  ui_spin (700);
}

static gboolean
dialog_is_shown (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)) != NULL;
}

static gboolean
no_dialog_is_shown (gpointer data)
{
  return !dialog_is_shown (data);
}

/* Computer against computer: while a dialog stands over the game (the
 * preferences, the New Game dialog), no computer plays; once it closes,
 * the game goes on */
static void
test_no_computer_under_dialog (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const guint levels[2] = { 1, 1 };
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (GError) error = NULL;
  TabOptions options;
  guint n;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  tab_match_set_delay (match, 50);
  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  g_assert_true (ui_wait_until (dialog_is_shown, NULL, 5000));
  g_assert_true (tab_match_get_held (match));
  n = tab_game_get_n_actions (ui_window_game (window));
  ui_spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (ui_window_game (window)), ==, n);
  adw_dialog_force_close (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ui_wait_until (no_dialog_is_shown, NULL, 5000));
  g_assert_false (tab_match_get_held (match));
  g_assert_true (ui_wait_for_n_actions (window, n + 1, 5000));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (tab_match_get_held (match));
  n = tab_game_get_n_actions (ui_window_game (window));
  ui_spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (ui_window_game (window)), ==, n);
  adw_dialog_force_close (ADW_DIALOG (ui_find_new_game_dialog ()));
  g_assert_true (ui_wait_until (no_dialog_is_shown, NULL, 5000));
  g_assert_true (ui_wait_for_n_actions (window, n + 1, 5000));
  tab_match_set_paused (match, TRUE);
}

/* "Pick a piece…" tells a person how to play a turn: not shown where
 * only computers play */
static void
test_no_instructions_without_people (void)
{
  const TabRules *rules = tab_rules_lookup ("apart");
  const guint computers[2] = { 1, 1 };
  const guint people[2] = { 0, 0 };
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, people, &error));
  g_assert_nonnull (strstr (tab_window_get_details_text (window), "Pick a piece"));
  /* 4Mation says what to do too, from its first move */
  g_assert_true (tab_window_start_game (window, tab_rules_lookup ("fourmation"), &options, people, &error));
  g_assert_cmpstr (tab_window_get_details_text (window), ==,
                   "Place the first cube on any cell; four in a row wins.");
  g_assert_true (tab_window_start_game (window, rules, &options, computers, &error));
  tab_match_set_paused (match, TRUE);
  g_assert_null (strstr (tab_window_get_details_text (window), "Pick a piece"));
}

/* Computer against computer, paused at the fastest speed: saved in its
 * file and among the unfinished games, and back paused and as fast */
static void
test_pause_and_speed_kept (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "watched.tabuleiro", NULL);
  const TabRules *rules = tab_rules_lookup ("fourmation");
  const guint computers[2] = { 1, 1 };
  const guint people[2] = { 0, 0 };
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (GError) error = NULL;
  g_autofree char *key = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, computers, &error));
  tab_match_set_paused (match, FALSE);
  tab_match_set_delay (match, 0);
  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));
  tab_match_set_paused (match, TRUE);
  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);

  /* from its file */
  g_assert_true (tab_window_start_game (window, rules, &options, people, &error));
  tab_match_set_paused (match, FALSE);
  tab_match_set_delay (match, TAB_MATCH_DEFAULT_DELAY_MS);
  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (tab_match_get_paused (match));
  g_assert_cmpuint (tab_match_get_delay (match), ==, 0);

  /* among the unfinished games: kept as it is when another game comes */
  tab_match_set_delay (match, 150);
  g_assert_true (tab_window_start_game (window, rules, &options, people, &error));
  key = tab_unfinished_new_key ();
  {
    g_autoptr (GPtrArray) entries = tab_unfinished_list (NULL);
    TabUnfinished *newest = entries->pdata[0];

    g_assert_true (newest->data->watched);
    g_assert_true (newest->data->paused);
    g_assert_cmpuint (newest->data->delay_ms, ==, 150);
    g_free (key);
    key = g_strdup (newest->key);
  }
  tab_match_set_paused (match, FALSE);
  tab_match_set_delay (match, TAB_MATCH_DEFAULT_DELAY_MS);
  _tab_window_continue_unfinished (window, key);
  g_assert_true (tab_match_get_paused (match));
  g_assert_cmpuint (tab_match_get_delay (match), ==, 150);
}

/* The darkness of a widget's text colour, 0 (white) to 1 (black) */
static double
darkness (GtkWidget *widget)
{
  GdkRGBA color;

  gtk_widget_get_color (widget, &color);
  return 1.0 - (0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue);
}

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The seat symbols of Apart keep their pieces' colours in the dark
 * theme as in the light one: White's light, Black's dark, on the seat
 * cards and in the move list */
static void
test_seat_symbols_dark (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const TabRules *rules = tab_rules_lookup ("apart");
  const guint people[2] = { 0, 0 };
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (GError) error = NULL;
  TabOptions options;
  GtkWidget *white, *black;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, people, &error));
  g_assert_true (tab_match_play (match, ui_parse (ui_window_game (window), "f2-d4"), &error));
  g_assert_no_error (error);
  for (int dark = 0; dark <= 1; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_spin (100);
      white = ui_find_widget (GTK_WIDGET (window), is_label_with_text, "\u25CF");
      black = ui_find_widget (GTK_WIDGET (window), is_label_with_text, "\u25A0");
      g_assert_nonnull (white);
      g_assert_nonnull (black);
      g_test_message ("%s: White %.2f, Black %.2f dark", dark ? "dark" : "light",
                      darkness (white), darkness (black));
      g_assert_cmpfloat (darkness (white), <, 0.2);
      g_assert_cmpfloat (darkness (black), >, 0.8);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, &tmpdir);
  start_fourmation_against_beginner ();

  g_test_add_func ("/ui/save-and-reload", test_save_and_reload);
  g_test_add_func ("/ui/bad-file-refused", test_bad_file_refused);
  g_test_add_func ("/ui/bad-file-from-command-line", test_bad_file_from_command_line);
  g_test_add_func ("/ui/autosave", test_autosave);
  g_test_add_func ("/ui/new-game-asks-nothing", test_new_game_asks_nothing);
  g_test_add_func ("/ui/finished-game-with-file-asks", test_finished_game_with_file_asks);
  g_test_add_func ("/ui/closing-game-with-file", test_closing_game_with_file);
  g_test_add_func ("/ui/relative-date", test_relative_date);
  g_test_add_func ("/ui/last-folder", test_last_folder);
  g_test_add_func ("/ui/remote-file-refused", test_remote_file_refused);
  g_test_add_func ("/ui/newest-toast-at-once", test_newest_toast_at_once);
  g_test_add_func ("/ui/no-computer-under-dialog", test_no_computer_under_dialog);
  g_test_add_func ("/ui/no-instructions-without-people", test_no_instructions_without_people);
  g_test_add_func ("/ui/pause-and-speed-kept", test_pause_and_speed_kept);
  g_test_add_func ("/ui/seat-symbols-dark", test_seat_symbols_dark);

  return ui_test_run (app, window);
}
