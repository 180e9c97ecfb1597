/* test-ui.c: the app under Xvfb: opens the window, starts a 4Mation game
 * through the New Game dialog, plays through the board view and the
 * window's actions, undoes, saves, reloads and refuses a bad file; then
 * starts and plays Freedom, Apart, Green Skull and Splut! the same way
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tab-apart.h"
#include "tab-application.h"
#include "tab-board-view-private.h"
#include "tab-compat.h"
#include "tab-freedom.h"
#include "tab-game-io.h"
#include "tab-green-skull.h"
#include "tab-grid.h"
#include "tab-how-to-play-private.h"
#include "tab-new-game-dialog.h"
#include "tab-preferences-window.h"
#include "tab-random.h"
#include "tab-splut.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;
static char *tmpdir;

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

static TabNewGameDialog *
find_new_game_dialog (void)
{
  return (TabNewGameDialog *) ui_find_toplevel (TAB_TYPE_NEW_GAME_DIALOG);
}

/* The visible "Save the Game?" question, if there is one */
static GtkWidget *
find_save_question (void)
{
  return ui_find_question ("Save the Game?");
}

/* Answers the question, which closes it */
static void
answer_save_question (GtkWidget *question, const char *response)
{
  tab_question_respond (question, response);
  ui_spin (20);
}

static char *
record_of (TabGame *game)
{
  g_auto (GStrv) tokens = tab_game_dup_tokens (game);

  return g_strjoinv (" ", tokens);
}

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

static void
test_window_opens (void)
{
  g_assert_nonnull (window);
  g_assert_true (ui_wait_until (ui_is_mapped, window, 5000));
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
  ui_spin (50);
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
  g_assert_true (ui_wait_until (ui_is_mapped, board, 5000));
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

  g_assert_true (ui_wait_until (has_n_actions, GUINT_TO_POINTER (2), 5000));
  g_assert_true (g_strv_contains ((const char * const *) replies, tab_game_get_token (game, 1)));
  ui_spin (20);
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
  ui_spin (100);
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
  g_assert_true (ui_wait_until (has_n_actions, GUINT_TO_POINTER (4), 5000));
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
  g_autofree char *toast = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = current_game ();

  g_assert_true (g_file_set_contents (path, "<tabuleiro format=\"1\" game=\"fourmation\">", -1, NULL));
  g_assert_false (tab_window_load_from (window, path, &error));
  g_assert_nonnull (error);
  g_assert_true (current_game () == game);
  after = record_of (game);
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
  g_autofree char *before = record_of (current_game ());
  g_autofree char *after = NULL;
  GFile *files[] = { file };
  TabGame *game = current_game ();

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_signal_emit_by_name (app, "open", files, 1, "");
  g_assert_true (current_game () == game);
  after = record_of (game);
  g_assert_cmpstr (after, ==, before);
  assert_toast ("Cannot open “missing.tabuleiro”: ");
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

/* A new game would replace a game with unsaved changes: the window asks
 * first; Cancel keeps the game, Discard goes on to the New Game dialog */
static void
test_asks_before_replacing (void)
{
  TabGame *game = current_game ();
  g_autofree char *before = record_of (game);
  g_autofree char *after = NULL;
  GtkWidget *question;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  question = find_save_question ();
  g_assert_nonnull (question);
  g_assert_null (find_new_game_dialog ());
  g_assert_true (g_str_has_prefix (tab_question_get_body (question), "The changes to "));
  answer_save_question (question, "cancel");
  g_assert_null (find_save_question ());
  g_assert_null (find_new_game_dialog ());

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  question = find_save_question ();
  g_assert_nonnull (question);
  answer_save_question (question, "discard");
  g_assert_nonnull (find_new_game_dialog ());
  gtk_window_close (GTK_WINDOW (find_new_game_dialog ()));
  ui_spin (20);
  /* nothing was replaced until a new game starts */
  g_assert_true (current_game () == game);
  after = record_of (game);
  g_assert_cmpstr (before, ==, after);
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
  TabGame *game = current_game ();

  g_assert_null (g_file_peek_path (remote));
  g_assert_false (tab_window_open_file (window, remote, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_true (current_game () == game);
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

/* ---- The four other games ---- */

static GtkWidget *
find_chooser_row (GtkWidget *widget, const char *game_id)
{
  if (GTK_IS_LIST_BOX_ROW (widget) &&
      g_strcmp0 (g_object_get_data (G_OBJECT (widget), "game-id"), game_id) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_chooser_row (child, game_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opens the New Game dialog from the chooser entry of game_id */
static TabNewGameDialog *
open_dialog_on (const char *game_id)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;

  GtkWidget *row;

  g_settings_set_string (settings, "last-game", game_id);
  /* the game's entry in the chooser: enabled, it opens the dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  row = find_chooser_row (GTK_WIDGET (window), game_id);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_sensitive (row));
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  /* the game before, unfinished and in no file, is replaced */
  if (find_save_question () != NULL)
    answer_save_question (find_save_question (), "discard");
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, game_id);
  return dialog;
}

/* Starts game_id, person against person, through the dialog */
static TabGame *
start_two_person_game (const char *game_id)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabGame *game;

  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_PERSON);
  dialog = open_dialog_on (game_id);
  tab_new_game_dialog_start (dialog);
  ui_spin (50);
  g_assert_null (find_new_game_dialog ());
  game = current_game ();
  g_assert_nonnull (game);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, game_id);
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 1));
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 2));
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  return game;
}

/* The cell of a square ("c3") or of a Green Skull hexagon ("f2") */
static int
cell_of (TabGame *game, const char *name)
{
  const TabPosition *pos = tab_game_get_position (game);
  const char *p = name;
  guint cell;

  if (strcmp (pos->rules->id, "green-skull") == 0)
    return tab_green_skull_cell_at (name[0] - 'a', atoi (name + 1) - 1);
  if (strcmp (pos->rules->id, "splut") == 0)
    {
      g_assert_true (tab_square_parse (&p, TAB_SPLUT_FRAME, TAB_SPLUT_FRAME, &cell));
      return (int) cell;
    }
  g_assert_true (tab_square_parse (&p, pos->options.rows, pos->options.cols, &cell));
  return (int) cell;
}

/* Clicks the cells named in clicks (space separated) on the board */
static void
click_cells (const char *clicks)
{
  g_auto (GStrv) names = g_strsplit (clicks, " ", -1);
  TabGame *game = current_game ();
  GtkWidget *board = tab_window_get_board_view (window);

  for (guint i = 0; names[i] != NULL; i++)
    {
      int cell = cell_of (game, names[i]);

      g_assert_cmpint (cell, >=, 0);
      g_assert_true (gtk_widget_activate_action (board, "board.activate-cell", "i", cell));
    }
}

static const char *
last_token (TabGame *game)
{
  guint n = tab_game_get_n_actions (game);

  return n > 0 ? tab_game_get_token (game, n - 1) : "";
}

static gboolean
pass_is_legal (TabGame *game, const char *word)
{
  g_auto (GStrv) legal = tab_position_legal_tokens (tab_game_get_position (game));

  return g_strv_contains ((const char * const *) legal, word);
}

static void
check_round_trip (TabBoardView *board, guint n_cells, gboolean (*exists) (guint cell))
{
  for (guint cell = 0; cell < n_cells; cell++)
    {
      double x, y;

      tab_board_view_cell_center (board, cell, &x, &y);
      g_assert_cmpint (tab_board_view_cell_at (board, x, y), ==,
                       exists == NULL || exists (cell) ? (int) cell : TAB_NO_CELL);
    }
}

/* Freedom: live stones and the scores as the game goes; the Pass button
 * only where the last-cell pass is legal; a whole game on 4×4 */
static void
test_freedom (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  TabGame *game;
  guint played = 0;

  g_settings_set_int (settings, "freedom-size", 4);
  game = start_two_person_game ("freedom");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 4);
  check_round_trip (board, 16, NULL);
  g_assert_cmpstr (tab_window_get_scores_text (window), ==, "Live stones: White 0, Black 0");

  /* a1 then b1 (next to it) */
  click_cells ("a1 b1");
  g_assert_cmpstr (tab_game_get_token (game, 0), ==, "a1");
  g_assert_cmpstr (tab_game_get_token (game, 1), ==, "b1");
  /* not next to b1: refused */
  g_assert_false (tab_board_view_activate_cell (board, (guint) cell_of (game, "d4")));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);

  /* play to the end, always the first legal cell, clicking it; the Pass
   * button is shown exactly when "pass" is legal */
  while (!tab_game_is_over (game) && played < 40)
    {
      g_auto (GStrv) legal = tab_position_legal_tokens (tab_game_get_position (game));
      const char *cell_token = NULL;

      g_assert_cmpint (gtk_widget_get_visible (pass), ==, pass_is_legal (game, "pass"));
      for (guint i = 0; legal[i] != NULL && cell_token == NULL; i++)
        if (strcmp (legal[i], "pass") != 0)
          cell_token = legal[i];
      if (cell_token == NULL)
        {
          g_signal_emit_by_name (pass, "clicked");
          g_assert_cmpstr (last_token (game), ==, "pass");
        }
      else
        {
          click_cells (cell_token);
          g_assert_cmpstr (last_token (game), ==, cell_token);
        }
      played++;
    }
  g_assert_true (tab_game_is_over (game));
  g_assert_false (gtk_widget_get_visible (pass));
  {
    const TabPosition *pos = tab_game_get_position (game);
    g_autofree char *expected = NULL;
    g_autofree char *scores = g_strdup_printf ("Live stones: White %u, Black %u",
                                               tab_freedom_live_count (pos, 1),
                                               tab_freedom_live_count (pos, 2));

    g_assert_cmpstr (tab_window_get_scores_text (window), ==, scores);
    if (pos->outcome == TAB_OUTCOME_DRAW)
      expected = g_strdup_printf ("Draw: %u live stones each", tab_freedom_live_count (pos, 1));
    else
      expected = g_strdup_printf ("%s wins with %u live stones against %u!",
                                  pos->winner == 1 ? "White" : "Black",
                                  tab_freedom_live_count (pos, pos->winner),
                                  tab_freedom_live_count (pos, 3 - pos->winner));
    g_assert_cmpstr (tab_window_get_result_text (window), ==, expected);
  }
}

/* Apart: a rectangular board from the dialog, a continuous jump ended by
 * clicking the jumping piece, undo of the whole turn */
static void
test_apart (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  g_autofree char *record = NULL;
  TabGame *game;

  g_settings_set_int (settings, "apart-rows", 6);
  g_settings_set_int (settings, "apart-cols", 7);
  game = start_two_person_game ("apart");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 6);
  g_assert_cmpuint (tab_game_get_options (game)->cols, ==, 7);
  g_assert_cmpint (g_settings_get_int (settings, "apart-cols"), ==, 7);

  /* the standard board for the jump of the rule book's style */
  g_settings_set_int (settings, "apart-rows", 8);
  g_settings_set_int (settings, "apart-cols", 8);
  game = start_two_person_game ("apart");
  check_round_trip (board, 64, NULL);

  /* a click on a piece selects it; a second click on it drops it */
  click_cells ("b2");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, cell_of (game, "b2"));
  click_cells ("b2");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, TAB_NO_CELL);

  click_cells ("b2 c3 e7 g5 b1 a2 g8 g6");
  record = record_of (game);
  g_assert_cmpstr (record, ==, "b2-c3 e7-g5 b1-a2 g8-g6");
  /* Black's jump may go on: the piece stays selected, End Turn is offered */
  g_assert_cmpint (tab_apart_moving_piece (tab_game_get_position (game)), ==, cell_of (game, "g6"));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, cell_of (game, "g6"));
  g_assert_true (gtk_widget_get_visible (pass));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "_End Turn");
  g_assert_true (strstr (tab_window_get_details_text (window), "Continuous jump") != NULL);
  /* a click elsewhere keeps the jumping piece selected */
  g_assert_false (tab_board_view_activate_cell (board, (guint) cell_of (game, "a8")));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, cell_of (game, "g6"));

  /* a click on the jumping piece ends the turn */
  click_cells ("g6");
  g_assert_cmpstr (last_token (game), ==, "end");
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_false (gtk_widget_get_visible (pass));
  /* a2 has no White piece around it; every Black piece has one */
  g_assert_cmpstr (tab_window_get_scores_text (window), ==,
                   "Pieces lost: White 0, Black 0\n"
                   "Isolated: White 1 of 12, Black 0 of 12");

  /* undo takes back Black's whole turn */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_clear_pointer (&record, g_free);
  record = record_of (game);
  g_assert_cmpstr (record, ==, "b2-c3 e7-g5 b1-a2");
}

static gboolean
exists_on_diamond (guint cell)
{
  return tab_splut_cell_exists (cell);
}

/* Green Skull: the hexagons under the pointer, a jump that captures, the
 * zombie phase announced and skipped with its button */
static void
test_green_skull (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  g_autofree char *record = NULL;
  TabGame *game;
  double x, y;

  game = start_two_person_game ("green-skull");
  check_round_trip (board, TAB_GREEN_SKULL_CELLS, NULL);
  /* far outside the triangle */
  tab_board_view_cell_center (board, 45, &x, &y);
  g_assert_cmpint (tab_board_view_cell_at (board, x, 1), ==, TAB_NO_CELL);

  /* the Orcs step, the Goblins (holding the skull) jump and capture: the
   * skull passes to the Orcs */
  click_cells ("g7 g6 j3 h3");
  record = record_of (game);
  g_assert_cmpstr (record, ==, "g7-g6 j3xh3");
  g_assert_cmpuint (tab_green_skull_skull_holder (tab_game_get_position (game)), ==, 1);
  /* the jump took a Goblin (on i3): a point for each of the others */
  g_assert_cmpstr (tab_window_get_scores_text (window), ==,
                   "Orcs: 1  (on the edge 0, others lost 1)\n"
                   "Goblins: 0  (on the edge 0, others lost 0)\n"
                   "Zombies: 1  (on the edge 0, others lost 1)");

  /* the Orcs step: the zombie phase */
  click_cells ("j7 j6");
  g_assert_cmpint (tab_green_skull_phase (tab_game_get_position (game)), ==,
                   TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  g_assert_true (strstr (tab_window_get_details_text (window), "Zombie move") != NULL);
  g_assert_true (gtk_widget_get_visible (pass));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "_Skip the Zombie Move");
  /* a zombie is selected with a click, an Orc is not */
  g_assert_false (tab_board_view_activate_cell (board, (guint) cell_of (game, "h8")));
  click_cells ("e3");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, cell_of (game, "e3"));
  click_cells ("e3");

  g_signal_emit_by_name (pass, "clicked");
  g_assert_cmpstr (last_token (game), ==, "end");
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  g_assert_false (gtk_widget_get_visible (pass));
}

/* Starts Splut! for two people through the dialog */
static TabGame *
start_splut_for_two (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabGame *game;

  g_settings_set_int (settings, "splut-players", 2);
  dialog = open_dialog_on ("splut");
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 1, 0));
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 2, 0));
  tab_new_game_dialog_start (dialog);
  ui_spin (50);
  game = current_game ();
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "splut");
  g_assert_cmpuint (tab_game_get_options (game)->players, ==, 2);
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 1));
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 2));
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  return game;
}

/* Splut!: the dialog takes the players and a level for every seat; a
 * Sorcerer's step offers levitation in a popover */
static void
test_splut (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabNewGameDialog *dialog;
  TabAction choices[TAB_MAX_ACTIONS];
  g_autofree char *record = NULL;
  TabOptions options;
  TabGame *game;
  gboolean found = FALSE;
  guint n;

  g_settings_set_int (settings, "splut-players", 3);
  g_settings_reset (settings, "splut-seats");  /* a person, then Casual */
  dialog = open_dialog_on ("splut");
  tab_new_game_dialog_get_options (dialog, &options);
  g_assert_cmpuint (options.players, ==, 3);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 2);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 2);
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 3, 4));
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 4);
  gtk_window_close (GTK_WINDOW (dialog));
  ui_spin (50);

  game = start_splut_for_two ();
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 2);
  check_round_trip (board, TAB_SPLUT_N_CELLS, exists_on_diamond);
  g_assert_true (strstr (tab_window_get_details_text (window), "Steps left: 1 of 1") != NULL);

  /* South steps its Dwarf; North (seat 2 is North with two players) two steps */
  click_cells ("e2 e3 e8 e7 e7 e6");
  record = record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6");
  g_assert_true (strstr (gtk_window_get_title (GTK_WINDOW (window)), "Splut!") != NULL);

  /* the Sorcerer on d2 steps to d3: with or without the Rock on e1 */
  click_cells ("d2 d3");
  n = tab_board_view_get_choices (board, choices);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tab_board_view_describe_action (tab_game_get_position (game), choices[i]);
      char token[TAB_TOKEN_MAX];

      tab_action_format (tab_game_get_position (game), choices[i], token);
      if (strcmp (token, "d2-d3^e1") == 0)
        {
          g_assert_cmpstr (text, ==, "Step to d3 and levitate the Rock on e1 to e2");
          g_assert_true (tab_board_view_pick_choice (board, choices[i]));
          found = TRUE;
          break;
        }
      g_assert_cmpstr (text, ==, "Step to d3 without levitating");
    }
  g_assert_true (found);
  g_assert_cmpstr (last_token (game), ==, "d2-d3^e1");
  g_assert_cmpuint (tab_board_view_get_choices (board, NULL), ==, 0);
  g_assert_true (strstr (tab_window_get_details_text (window), "Steps left: 2 of 3") != NULL);
  g_assert_true (strstr (tab_window_get_details_text (window), "Levitating the Rock on e2") != NULL);
}

/* The piece on a square of the Splut! game */
static guint
piece_on (TabGame *game, const char *square)
{
  const TabPosition *pos = tab_game_get_position (game);

  return pos->rules->piece_at (pos, (guint) cell_of (game, square));
}

#define ROCK          TAB_PIECE (0, TAB_SPLUT_ROCK)
#define SOUTH_TROLL   TAB_PIECE (1, TAB_SPLUT_TROLL)
#define SOUTH_DWARF   TAB_PIECE (1, TAB_SPLUT_DWARF)

/* The choices of the popover in its words, one a line */
static char *
choices_in_words (TabBoardView *board, TabGame *game)
{
  TabAction choices[TAB_MAX_ACTIONS];
  guint n = tab_board_view_get_choices (board, choices);
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *words = tab_board_view_describe_action (tab_game_get_position (game), choices[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", words);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* Clicks the button of the popover that says words */
static void
click_choice (TabBoardView *board, const char *words)
{
  GtkWidget *button = ui_find_widget (GTK_WIDGET (board), is_button_labelled, words);

  g_assert_nonnull (button);
  g_assert_true (ui_wait_until (is_widget_mapped, button, 5000));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (tab_board_view_get_choices (board, NULL), ==, 0);
}

static void
assert_details_has (const char *text)
{
  g_assert_nonnull (strstr (tab_window_get_details_text (window), text));
}

/* Splut!: a Troll stepping away from the Rock behind it may pull it or
 * not; the popover offers both, in words */
static void
test_splut_pull (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = start_splut_for_two ();
  g_autofree char *record = NULL;
  g_autofree char *words = NULL;

  /* the Dwarf makes room, North steps twice, the Troll goes to e2, in
   * front of the Rock on e1 */
  click_cells ("e2 e3 e8 e7 e7 e6 e3 e4 f2 e2");
  assert_details_has ("Steps left: 1 of 3");

  /* north from e2: with the Rock or without it */
  click_cells ("e2 e3");
  words = choices_in_words (board, game);
  g_assert_cmpstr (words, ==, "Step to e3 without pulling\n"
                              "Step to e3 and pull the Rock from e1 to e2");
  click_choice (board, "Step to e3 and pull the Rock from e1 to e2");
  g_assert_cmpstr (last_token (game), ==, "e2-e3^e1");
  g_assert_cmpuint (piece_on (game, "e3"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e2"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e1"), ==, 0);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");

  /* undo takes back South's turn; played again, without the Rock */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  record = record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6");
  click_cells ("e3 e4 f2 e2 e2 e3");
  click_choice (board, "Step to e3 without pulling");
  g_assert_cmpstr (last_token (game), ==, "e2-e3");
  g_assert_cmpuint (piece_on (game, "e3"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e2"), ==, 0);
  g_assert_cmpuint (piece_on (game, "e1"), ==, ROCK);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");
}

/* Splut!: a Troll stepping onto a Rock throws it; the popover offers the
 * four directions with where the Rock lands, and it lands there */
static void
test_splut_throw (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = start_splut_for_two ();
  g_autofree char *words = NULL;
  g_autofree char *record = NULL;

  /* South's Troll pulls the Rock e1 to e2; North's Dwarf goes to c5 */
  click_cells ("e2 e3 e8 e7 e7 e6 e3 e4 f2 e2 e2 e3");
  click_choice (board, "Step to e3 and pull the Rock from e1 to e2");
  click_cells ("e6 d6 d6 d5 d5 c5");
  record = record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 e6-d6 d6-d5 d5-c5");
  assert_details_has ("Steps left: 3 of 3");

  /* the Troll on e3 steps back onto the Rock on e2 */
  click_cells ("e3 e2");
  words = choices_in_words (board, game);
  g_assert_cmpstr (words, ==, "Throw the Rock north: it lands on e8\n"
                              "Throw the Rock east: it lands on f2\n"
                              "Throw the Rock south: it lands on e1\n"
                              "Throw the Rock west: it lands on d2 and hits the Sorcerer of South");
  /* north: over the Troll's own square and South's Dwarf on e4, up to
   * the Rock on e9 */
  click_choice (board, "Throw the Rock north: it lands on e8");
  g_assert_cmpstr (last_token (game), ==, "e3-e2*n");
  g_assert_cmpuint (piece_on (game, "e8"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e9"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e2"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e3"), ==, 0);
  g_assert_cmpuint (piece_on (game, "e4"), ==, SOUTH_DWARF);
  /* the throw ends the turn on its first step */
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");
  g_assert_false (tab_game_is_over (game));
}

static gboolean
is_shown_combo_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_COMBO_ROW (widget) && gtk_widget_is_visible (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_spin_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

/* The spin button of the row titled "_Number of players" under root */
static GtkSpinButton *
find_players_spin (GtkWidget *root)
{
  GtkWidget *row = ui_find_widget (root, is_row_titled, "_Number of players");

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (ui_find_widget (row, is_spin_button, NULL));
}

/* The shown combo row titled title under root */
static AdwComboRow *
find_combo_row (GtkWidget *root, const char *title)
{
  GtkWidget *row = ui_find_widget (root, is_shown_combo_row_titled, title);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

/* The choice that the shown combo row titled title shows */
static const char *
choice_of (GtkWidget *root, const char *title)
{
  return gtk_string_object_get_string (adw_combo_row_get_selected_item (find_combo_row (root, title)));
}

static void
set_splut_seats (GSettings *settings, gint32 s1, gint32 s2, gint32 s3, gint32 s4)
{
  const gint32 seats[TAB_MAX_SEATS] = { s1, s2, s3, s4 };

  g_settings_set_value (settings, "splut-seats",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, seats, TAB_MAX_SEATS, sizeof (gint32)));
}

static char *
splut_seats_of (GSettings *settings)
{
  g_autoptr (GVariant) seats = g_settings_get_value (settings, "splut-seats");

  return g_variant_print (seats, FALSE);
}

static TabPreferencesWindow *
find_preferences (void)
{
  return (TabPreferencesWindow *) ui_find_dialog (TAB_TYPE_PREFERENCES_WINDOW);
}

/* Splut!'s seats in the New Game dialog: as the settings keep them, and
 * kept again as a game starts */
static void
test_splut_seats_dialog (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabMatch *match = tab_window_get_match (window);
  TabNewGameDialog *dialog;
  g_autofree char *kept = NULL;
  GtkWidget *root;

  g_settings_set_int (settings, "splut-players", 3);
  set_splut_seats (settings, 3, 0, 4, 1);
  dialog = open_dialog_on ("splut");
  root = GTK_WIDGET (dialog);
  g_assert_true (ui_wait_until_mapped (root, 5000));

  /* the game's summary under its name */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_combo_row (root, "_Game"))), ==,
                   "Throw Rocks with your Stonetroll at the other Sorcerers; the last Sorcerer standing wins.");
  /* three seats, in the places of three players; the fourth hidden */
  g_assert_cmpstr (choice_of (root, "South"), ==, "Computer, Strong");
  g_assert_cmpstr (choice_of (root, "West"), ==, "Person");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Expert");
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "East"));
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 3);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 4);

  /* four players: the fourth seat as the settings keep it */
  gtk_spin_button_set_value (find_players_spin (root), 4);
  g_assert_cmpstr (choice_of (root, "East"), ==, "Computer, Beginner");

  /* the seats chosen are the game's and are kept */
  adw_combo_row_set_selected (find_combo_row (root, "South"), 0);
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 2, 2));
  g_assert_cmpstr (choice_of (root, "West"), ==, "Computer, Casual");
  tab_new_game_dialog_start (dialog);
  ui_spin (50);
  g_assert_null (find_new_game_dialog ());
  g_assert_cmpuint (tab_game_get_options (current_game ())->players, ==, 4);
  g_assert_cmpuint (tab_match_get_seat_level (match, 1), ==, 0);
  g_assert_cmpuint (tab_match_get_seat_level (match, 2), ==, 2);
  g_assert_cmpuint (tab_match_get_seat_level (match, 3), ==, 4);
  g_assert_cmpuint (tab_match_get_seat_level (match, 4), ==, 1);
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 4);
  kept = splut_seats_of (settings);
  g_assert_cmpstr (kept, ==, "[0, 2, 4, 1]");
}

/* Splut!'s seats in the preferences: a row for each player, as the
 * settings keep them, and a choice there is kept */
static void
test_splut_seats_preferences (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *kept = NULL;
  GtkWidget *root;

  g_settings_set_int (settings, "splut-players", 4);
  set_splut_seats (settings, 0, 2, 4, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  root = GTK_WIDGET (find_preferences ());
  g_assert_nonnull (root);
  g_assert_true (ui_wait_until_mapped (root, 5000));

  g_assert_cmpstr (choice_of (root, "South"), ==, "Person");
  g_assert_cmpstr (choice_of (root, "West"), ==, "Computer, Casual");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Expert");
  g_assert_cmpstr (choice_of (root, "East"), ==, "Computer, Beginner");

  /* two players: South and North only (the second seat is North) */
  gtk_spin_button_set_value (find_players_spin (root), 2);
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 2);
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Casual");
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "West"));
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "East"));

  /* a choice is kept, the seats of the players left out too */
  adw_combo_row_set_selected (find_combo_row (root, "North"), 3);
  kept = splut_seats_of (settings);
  g_assert_cmpstr (kept, ==, "[0, 3, 4, 1]");
  /* and the rows follow the settings */
  set_splut_seats (settings, 4, 0, 0, 0);
  g_assert_cmpstr (choice_of (root, "South"), ==, "Computer, Expert");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Person");

  tab_dialog_close (root);
}

/* A finished game of game_id from random play with seed, or NULL */
static TabGame *
random_finished_game (const char *game_id, guint players, guint64 seed)
{
  const TabRules *rules = tab_rules_lookup (game_id);
  TabOptions options;
  TabGame *game;
  TabRng rng;

  tab_options_default (rules, &options);
  options.players = (guint8) players;
  game = tab_game_new (rules, &options, NULL);
  g_assert_nonnull (game);
  tab_rng_seed (&rng, seed);
  while (!tab_game_is_over (game))
    g_assert_true (tab_game_play (game, tab_position_random_action (tab_game_get_position (game), &rng), NULL));
  return game;
}

/* The end of a Green Skull game says who won, why and the three scores;
 * the zombies can win */
static void
test_green_skull_end (void)
{
  TabMatch *match = tab_window_get_match (window);
  gboolean seen[4] = { FALSE, FALSE, FALSE, FALSE };

  tab_match_set_seat_level (match, 1, 0);
  tab_match_set_seat_level (match, 2, 0);
  for (guint64 seed = 1; seed <= 400 && !(seen[TAB_OUTCOME_WIN] && seen[TAB_OUTCOME_NOBODY]); seed++)
    {
      g_autoptr (TabGame) game = random_finished_game ("green-skull", 2, seed);
      const TabPosition *pos = tab_game_get_position (game);
      TabGreenSkullScore o, g, z;
      g_autofree char *scores = NULL;
      g_auto (GStrv) lines = NULL;

      if (seen[pos->outcome])
        continue;
      seen[pos->outcome] = TRUE;
      tab_match_set_game (match, game);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_ORCS, &o);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_GOBLINS, &g);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_ZOMBIES, &z);
      lines = g_strsplit (tab_window_get_result_text (window), "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, 3);
      if (pos->outcome == TAB_OUTCOME_NOBODY)
        g_assert_cmpstr (lines[0], ==, "The Zombies win: both players lose!");
      else if (pos->outcome == TAB_OUTCOME_WIN)
        g_assert_cmpstr (lines[0], ==, pos->winner == 1 ? "Orcs win!" : "Goblins win!");
      else
        g_assert_cmpstr (lines[0], ==, "Draw");
      /* why it ended */
      g_assert_true (g_str_has_prefix (lines[1], "Every ") || g_str_has_prefix (lines[1], "The turn limit"));
      scores = g_strdup_printf ("Orcs %d, Goblins %d, Zombies %d", o.score, g.score, z.score);
      g_assert_cmpstr (lines[2], ==, scores);
      g_assert_false (gtk_widget_get_visible (tab_window_get_pass_button (window)));
    }
  g_assert_true (seen[TAB_OUTCOME_WIN]);
  g_assert_true (seen[TAB_OUTCOME_NOBODY]);
}

/* Splut! with three: a team that is out is shown, the winner named */
static void
test_splut_end (void)
{
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (TabGame) game = NULL;
  const TabPosition *pos;
  g_autofree char *expected = NULL;

  for (guint seat = 1; seat <= 3; seat++)
    tab_match_set_seat_level (match, seat, 0);
  for (guint64 seed = 1; seed < 100; seed++)
    {
      g_clear_object (&game);
      game = random_finished_game ("splut", 3, seed);
      if (tab_game_get_position (game)->outcome == TAB_OUTCOME_WIN)
        break;
    }
  pos = tab_game_get_position (game);
  g_assert_cmpint (pos->outcome, ==, TAB_OUTCOME_WIN);
  tab_match_set_game (match, game);
  expected = g_strdup_printf ("%s wins: the last Sorcerer standing!",
                              tab_splut_seat_place (3, pos->winner));
  g_assert_cmpstr (tab_window_get_result_text (window), ==, expected);
  for (guint seat = 1; seat <= 3; seat++)
    g_assert_cmpint (tab_splut_seat_alive (pos, seat), ==, seat == pos->winner);
}

/* ---- How to Play: F1, the menu and the chooser's buttons ---- */

static TabHowToPlay *
how_to_play_window (void)
{
  return tab_how_to_play_find (GTK_WINDOW (window));
}

static gboolean
how_to_play_is_open (gpointer data)
{
  TabHowToPlay *how = how_to_play_window ();

  return how != NULL && gtk_widget_get_mapped (GTK_WIDGET (how));
}

static gboolean
how_to_play_is_closed (gpointer data)
{
  return how_to_play_window () == NULL;
}

static void
close_how_to_play (void)
{
  gtk_window_destroy (GTK_WINDOW (how_to_play_window ()));
  g_assert_true (ui_wait_until (how_to_play_is_closed, NULL, 5000));
}

/* the page F1 opened, or NULL when the window did not open */
static const char *
page_opened_by_f1 (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play", NULL));
  if (!ui_wait_until (how_to_play_is_open, NULL, 5000))
    return NULL;
  return tab_how_to_play_get_game (how_to_play_window ());
}

static void
collect_game_rows (GtkWidget *widget, GPtrArray *rows)
{
  if (GTK_IS_LIST_BOX_ROW (widget) && g_object_get_data (G_OBJECT (widget), "game-id") != NULL)
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_game_rows (child, rows);
}

static GtkWidget *
find_button_with_action (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_action (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_how_to_play (void)
{
  g_auto (GStrv) f1_actions = gtk_application_get_actions_for_accel (app, "F1");
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  const char *game_id = tab_game_get_rules (current_game ())->id;

  /* F1 is the How to Play action, and on a game opens that game's page,
   * not a message dialog */
  g_assert_cmpuint (g_strv_length (f1_actions), ==, 1);
  g_assert_cmpstr (f1_actions[0], ==, "win.how-to-play");
  g_assert_null (how_to_play_window ());
  g_assert_cmpstr (page_opened_by_f1 (), ==, game_id);
  g_assert_null (ui_find_question (NULL));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (how_to_play_window ())) == GTK_WINDOW (window));
  close_how_to_play ();

  /* on the chooser F1 opens the page of the game whose row has the focus */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  collect_game_rows (GTK_WIDGET (window), rows);
  g_assert_cmpuint (rows->len, ==, 5);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const char *id = g_object_get_data (G_OBJECT (row), "game-id");
      GtkWidget *button;

      g_assert_true (gtk_widget_grab_focus (row));
      g_assert_cmpstr (page_opened_by_f1 (), ==, id);
      close_how_to_play ();

      /* and every row has a How to Play button for its game, which opens
       * the page and not the New Game dialog */
      button = find_button_with_action (row, "win.how-to-play-game");
      g_assert_nonnull (button);
      g_assert_true (gtk_widget_activate (button));
      g_assert_true (ui_wait_until (how_to_play_is_open, NULL, 5000));
      g_assert_cmpstr (tab_how_to_play_get_game (how_to_play_window ()), ==, id);
      g_assert_null (find_new_game_dialog ());
      close_how_to_play ();
    }

  /* the page follows the focus while the window stays open: one window */
  gtk_widget_grab_focus (g_ptr_array_index (rows, 0));
  page_opened_by_f1 ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play-game", "s", "splut");
  ui_spin (50);
  g_assert_cmpstr (tab_how_to_play_get_game (how_to_play_window ()), ==, "splut");
  close_how_to_play ();
}

int
main (int argc, char *argv[])
{
  int status;

  tmpdir = ui_use_private_data_home ("tabuleiro-ui");
  gtk_test_init (&argc, &argv, NULL);
  window = ui_start_app (&app);

  g_test_add_func ("/ui/window-opens", test_window_opens);
  g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/play-on-board", test_play_on_board);
  g_test_add_func ("/ui/undo-redo-actions", test_undo_redo_actions);
  g_test_add_func ("/ui/save-and-reload", test_save_and_reload);
  g_test_add_func ("/ui/bad-file-refused", test_bad_file_refused);
  g_test_add_func ("/ui/bad-file-from-command-line", test_bad_file_from_command_line);
  g_test_add_func ("/ui/autosave", test_autosave);
  g_test_add_func ("/ui/asks-before-replacing", test_asks_before_replacing);
  g_test_add_func ("/ui/last-folder", test_last_folder);
  g_test_add_func ("/ui/remote-file-refused", test_remote_file_refused);
  g_test_add_func ("/ui/newest-toast-at-once", test_newest_toast_at_once);
  g_test_add_func ("/ui/freedom", test_freedom);
  g_test_add_func ("/ui/apart", test_apart);
  g_test_add_func ("/ui/green-skull", test_green_skull);
  g_test_add_func ("/ui/splut", test_splut);
  g_test_add_func ("/ui/splut-pull", test_splut_pull);
  g_test_add_func ("/ui/splut-throw", test_splut_throw);
  g_test_add_func ("/ui/splut-seats-dialog", test_splut_seats_dialog);
  g_test_add_func ("/ui/splut-seats-preferences", test_splut_seats_preferences);
  g_test_add_func ("/ui/green-skull-end", test_green_skull_end);
  g_test_add_func ("/ui/splut-end", test_splut_end);
  g_test_add_func ("/ui/how-to-play", test_how_to_play);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  return status;
}
