/* test-open.c: files opened from outside (the command line, the file
 * manager, a second launch: GApplication's "open") are shown at once:
 * the game they replace, if unfinished, stays among the unfinished games,
 * which the chooser lists, newest first, to continue.  Started without a
 * file (GApplication's "activate"), the app asks nothing: the chooser
 * lists the last session's games.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tab-application.h"
#include "tab-board-view-private.h"
#include "tab-dialogs.h"
#include "tab-game-io.h"
#include "tab-unfinished.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "tab-window.h"
#include "tab-window-private.h"
#include "ui-test-common.h"

static GtkApplication *app;
static char *tmpdir;
static char *freedom_path;     /* a saved game of Freedom */
static char *fourmation_path;  /* a saved game of 4Mation */

static TabWindow *
game_window (void)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (TAB_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static TabGame *
current_game (void)
{
  return tab_match_get_game (tab_window_get_match (game_window ()));
}

static const char *
current_game_id (void)
{
  return current_game () != NULL ? tab_game_get_rules (current_game ())->id : NULL;
}

/* How many times the board's entry (its pieces fading in) has started:
 * counted, not looked at, as an entry of 250 ms may be over by the time
 * the test looks */
static guint
n_entries (void)
{
  return tab_board_view_get_n_entries (TAB_BOARD_VIEW (tab_window_get_board_view (game_window ())));
}

static gboolean
not_opening (gpointer data)
{
  return game_window () == NULL || !tab_window_is_opening (game_window ());
}

/* files are read off the main thread: waits for the one being opened */
static void
wait_for_open (void)
{
  g_assert_true (ui_wait_until (not_opening, NULL, 10000));
}

/* path, as the file manager or `tabuleiro PATH` hands it to the app */
static void
open_from_outside (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GFile *files[] = { file };

  g_application_open (G_APPLICATION (app), files, 1, "");
  ui_spin (50);
  wait_for_open ();
}

/* The unfinished games kept, newest first: "key" of each */
static char *
kept_keys (void)
{
  g_autoptr (GPtrArray) entries = tab_unfinished_list (NULL);
  g_autoptr (GStrvBuilder) keys = g_strv_builder_new ();
  g_auto (GStrv) all = NULL;

  for (guint i = 0; i < entries->len; i++)
    g_strv_builder_add (keys, ((TabUnfinished *) entries->pdata[i])->key);
  all = g_strv_builder_end (keys);
  return g_strjoinv (" ", all);
}

static char *
read_entry (const char *key)
{
  g_autofree char *path = tab_unfinished_path (key, ".xml");
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  return contents;
}

/* The first legal action is played (people play both seats) */
static void
play_a_turn (void)
{
  TabMatch *match = tab_window_get_match (game_window ());
  const TabPosition *position = tab_game_get_position (current_game ());
  g_auto (GStrv) legal = tab_position_legal_tokens (position);
  guint before = tab_game_get_n_actions (current_game ());
  g_autoptr (GError) error = NULL;
  TabAction action;

  g_assert_true (tab_action_parse (position, legal[0], &action, &error));
  g_assert_true (tab_match_play (match, action, &error));
  g_assert_no_error (error);
  ui_spin (50);
  g_assert_cmpuint (tab_game_get_n_actions (current_game ()), >, before);
}

#define LAST_SESSION_KEY "0000000000000001-00000000"

/* The last session left an unfinished game of 4Mation (d4 c3) among the
 * unfinished games */
static char *
keep_last_session (void)
{
  g_autoptr (TabMatch) last_session = tab_match_new ();
  g_autoptr (GError) error = NULL;
  char *kept;

  g_assert_true (tab_game_io_load (last_session, fourmation_path, &error));
  g_assert_no_error (error);
  g_assert_true (tab_unfinished_keep (last_session, LAST_SESSION_KEY, &error));
  g_assert_no_error (error);
  kept = read_entry (LAST_SESSION_KEY);
  g_assert_nonnull (kept);
  return kept;
}

/* The app started as the desktop starts it, without a file (activate):
 * its window on screen, on the chooser, no question over it */
static TabWindow *
start_without_file (void)
{
  g_assert_null (game_window ());
  g_application_activate (G_APPLICATION (app));
  g_assert_nonnull (game_window ());
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (game_window ()), 5000));
  ui_spin (50);
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_null (ui_find_dialog (ADW_TYPE_ALERT_DIALOG));
  return game_window ();
}

/* The window closed without a word, and every unfinished game gone: the
 * next test starts the app as the first start does */
static void
close_window (void)
{
  g_autoptr (GPtrArray) entries = NULL;

  gtk_window_destroy (GTK_WINDOW (game_window ()));
  ui_spin (20);
  g_assert_null (game_window ());
  entries = tab_unfinished_list (NULL);
  for (guint i = 0; i < entries->len; i++)
    tab_unfinished_remove (((TabUnfinished *) entries->pdata[i])->key);
}

static const char *
visible_page (TabWindow *window)
{
  return gtk_stack_get_visible_child_name (window->stack);
}

/* The last action the move list's row index shows (a row is a label for
 * "  1. ●" and one label per action), or NULL when there is no such row */
static const char *
move_row_action (TabWindow *window, int index)
{
  GtkListBox *list = tab_move_list_get_list_box (tab_game_panel_get_move_list (window->side_panel));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);
  GtkWidget *last;

  if (row == NULL)
    return NULL;
  last = gtk_widget_get_last_child (gtk_list_box_row_get_child (row));
  g_assert_true (GTK_IS_LABEL (last));
  return gtk_label_get_text (GTK_LABEL (last));
}

/* The titles of the chooser's unfinished games, one a line */
static char *
unfinished_titles (TabWindow *window)
{
  g_autoptr (GString) titles = g_string_new (NULL);

  if (!gtk_widget_get_visible (window->unfinished_box))
    return g_string_free (g_steal_pointer (&titles), FALSE);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (window->unfinished_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    g_string_append_printf (titles, "%s%s", titles->len > 0 ? "\n" : "",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  return g_string_free (g_steal_pointer (&titles), FALSE);
}

/* Started without a file, the app asks nothing: the chooser lists the
 * last session's game, which its row brings back as it was, its two
 * turns on the board and in the move list; the entry stays the game's */
static void
test_start_lists_unfinished (void)
{
  g_autofree char *kept = keep_last_session ();
  g_autofree char *record = NULL;
  g_autofree char *after = NULL;
  g_autofree char *titles = NULL;
  TabWindow *window = start_without_file ();
  GtkListBoxRow *row;

  g_assert_cmpstr (visible_page (window), ==, "chooser");
  g_assert_null (current_game ());
  titles = unfinished_titles (window);
  g_assert_cmpstr (titles, ==, "4Mation, person against person");
  row = gtk_list_box_get_row_at_index (window->unfinished_list, 0);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "today at "));
  g_signal_emit_by_name (row, "activate");
  ui_spin (100);

  g_assert_cmpstr (current_game_id (), ==, "fourmation");
  record = ui_record_of (current_game ());
  g_assert_cmpstr (record, ==, "d4 c3");
  g_assert_cmpstr (visible_page (window), ==, "game");
  g_assert_true (ui_wait_until_mapped (tab_window_get_board_view (window), 5000));
  g_assert_cmpstr (move_row_action (window, 0), ==, "d4");
  g_assert_cmpstr (move_row_action (window, 1), ==, "c3");
  g_assert_null (move_row_action (window, 2));
  g_assert_cmpstr (window->unfinished_key, ==, LAST_SESSION_KEY);
  after = read_entry (LAST_SESSION_KEY);
  g_assert_cmpstr (after, ==, kept);

  /* Back: the game is on the chooser, and its row goes back to it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  g_clear_pointer (&titles, g_free);
  titles = unfinished_titles (window);
  g_assert_cmpstr (titles, ==, "4Mation, person against person");
  g_signal_emit_by_name (gtk_list_box_get_row_at_index (window->unfinished_list, 0), "activate");
  ui_spin (20);
  g_assert_cmpstr (visible_page (window), ==, "game");

  close_window ();
}

/* The app starts with the Freedom file while a 4Mation game is kept: the
 * file's game is on screen at once, without a question, and the 4Mation
 * game stays as it was; once the Freedom game is played it is kept too,
 * newest first */
static void
test_start_with_file_keeps_unfinished (void)
{
  g_autofree char *kept = keep_last_session ();
  g_autofree char *after = NULL;
  g_autofree char *keys = NULL;
  g_autofree char *titles = NULL;

  g_assert_null (game_window ());
  open_from_outside (freedom_path);
  g_assert_nonnull (game_window ());
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (game_window ()), 5000));
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_cmpstr (current_game_id (), ==, "freedom");
  /* the window opens on it: shown as it is, without the board's entry */
  g_assert_cmpuint (n_entries (), ==, 0);
  g_assert_false (tab_window_get_modified (game_window ()));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (game_window ())), ==, "Freedom — freedom.tabuleiro");
  after = read_entry (LAST_SESSION_KEY);
  g_assert_cmpstr (after, ==, kept);

  play_a_turn ();
  keys = kept_keys ();
  g_assert_nonnull (game_window ()->unfinished_key);
  g_assert_true (g_str_has_prefix (keys, game_window ()->unfinished_key));
  g_assert_true (g_str_has_suffix (keys, " " LAST_SESSION_KEY));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_window ()), "win.show-chooser", NULL));
  titles = unfinished_titles (game_window ());
  g_assert_cmpstr (titles, ==, "Freedom, person against person\n4Mation, person against person");
}

/* Into the running app: the Freedom game on screen has a turn that is not
 * in its file; the 4Mation file comes at once, and the Freedom game, its
 * turn and its file, stays among the unfinished games */
static void
test_open_into_running_app_asks_nothing (void)
{
  g_autofree char *freedom_key = g_strdup (game_window ()->unfinished_key);
  g_autofree char *freedom_record = ui_record_of (current_game ());
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  guint entries;

  g_assert_true (tab_window_get_modified (game_window ()));
  entries = n_entries ();
  open_from_outside (fourmation_path);
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_cmpstr (current_game_id (), ==, "fourmation");
  g_assert_false (tab_window_get_modified (game_window ()));
  g_assert_cmpstr (visible_page (game_window ()), ==, "game");
  /* into the running window, the file's game comes in as a new one */
  g_assert_cmpuint (n_entries (), ==, entries + 1);

  data = tab_unfinished_load (freedom_key, &error);
  g_assert_no_error (error);
  {
    g_autofree char *kept = g_strjoinv (" ", data->actions);

    g_assert_cmpstr (kept, ==, freedom_record);
  }
  _tab_window_continue_unfinished (game_window (), freedom_key);
  ui_spin (20);
  g_assert_cmpstr (current_game_id (), ==, "freedom");
  g_assert_true (tab_window_get_modified (game_window ()));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (game_window ())), ==, "Freedom — freedom.tabuleiro");
  open_from_outside (freedom_path);
  g_assert_false (tab_window_get_modified (game_window ()));
}

/* A game with nothing unsaved is replaced at once; one window, always */
static void
test_open_without_changes_asks_nothing (void)
{
  g_assert_false (tab_window_get_modified (game_window ()));
  open_from_outside (freedom_path);
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_cmpstr (current_game_id (), ==, "freedom");
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (app)), ==, 1);
}

/* A file that cannot be opened leaves the game on screen as it was */
static void
test_open_missing_file (void)
{
  g_autofree char *missing = g_build_filename (tmpdir, "missing.tabuleiro", NULL);
  TabGame *game = current_game ();

  open_from_outside (missing);
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_true (current_game () == game);
}

/* A save file of Apart as large as the loader takes (100,000 actions, the
 * game's own moves to and fro), which fails its replay at the 300-turn
 * draw (or sooner): reading and checking it takes a while, and the
 * failure is reported without touching the game on screen */
static char *
write_large_file (void)
{
  g_autoptr (GString) xml = g_string_new (NULL);
  char *path = g_build_filename (tmpdir, "large.tabuleiro", NULL);
  g_autoptr (GError) error = NULL;

  g_string_append (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<tabuleiro-save format=\"1\" game=\"apart\" saved=\"2026-01-15T10:30:00Z\">\n"
                        "  <options rows=\"8\" cols=\"8\" players=\"2\"/>\n"
                        "  <seats>\n"
                        "    <seat number=\"1\" kind=\"person\"/>\n"
                        "    <seat number=\"2\" kind=\"person\"/>\n"
                        "  </seats>\n"
                        "  <actions>\n");
  for (guint i = 0; i < 25000; i++)
    g_string_append (xml, "    <action>b1-a2</action><action>b8-a7</action>"
                          "<action>a2-b1</action><action>a7-b8</action>\n");
  g_string_append (xml, "  </actions>\n"
                        "  <position ply=\"100000\" to-move=\"1\" outcome=\"none\" hash=\"0000000000000000\"/>\n"
                        "</tabuleiro-save>\n");
  g_assert_true (g_file_set_contents (path, xml->str, (gssize) xml->len, &error));
  g_assert_no_error (error);
  return path;
}

static gboolean
loading_bar_shown (gpointer data)
{
  GtkRevealer *revealer = GTK_REVEALER (game_window ()->loading_revealer);

  return gtk_revealer_get_reveal_child (revealer);
}

/* A large file is read off the main thread: the window goes on drawing
 * and answering, a bar tells what is being opened, and Cancel leaves the
 * game on screen as it was, with no error */
static void
test_open_large_file_cancel (void)
{
  g_autofree char *large = write_large_file ();
  g_autoptr (GFile) file = g_file_new_for_path (large);
  TabWindow *window = game_window ();
  TabGame *game = current_game ();

  g_assert_false (tab_window_get_modified (window));
  tab_window_open_file_asking (window, file);
  /* asked nothing (no unsaved changes), and did not wait for the file */
  g_assert_null (ui_find_question ("Save the Game?"));
  g_assert_true (tab_window_is_opening (window));
  g_assert_true (current_game () == game);
  g_assert_cmpstr (gtk_label_get_text (window->loading_label), ==, "Opening “large.tabuleiro”…");

  _tab_window_cancel_open (window);
  g_assert_false (tab_window_is_opening (window));
  g_assert_false (loading_bar_shown (NULL));
  ui_spin (200);
  g_assert_true (current_game () == game);
  g_assert_false (tab_window_get_modified (window));
}

/* The same file left to load: the main loop runs meanwhile, and its
 * refusal is an error in the window; the game on screen stays */
static void
test_open_large_file_refused (void)
{
  g_autofree char *large = write_large_file ();
  g_autoptr (GFile) file = g_file_new_for_path (large);
  TabWindow *window = game_window ();
  TabGame *game = current_game ();
  gint64 start = g_get_monotonic_time ();
  guint iterations = 0;

  tab_window_open_file_asking (window, file);
  while (tab_window_is_opening (window) && g_get_monotonic_time () - start < 20 * G_USEC_PER_SEC)
    {
      g_main_context_iteration (NULL, TRUE);
      iterations++;
    }
  g_assert_false (tab_window_is_opening (window));
  /* the loop went round while the file was read, not once at its end */
  g_assert_cmpuint (iterations, >, 1);
  g_assert_true (current_game () == game);
  g_assert_false (loading_bar_shown (NULL));
}

/* A game between two people, record played, saved in tmpdir as name */
static char *
save_game (const char *id, const char *record, const char *name)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  const TabRules *rules = tab_rules_lookup (id);
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = NULL;
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (tmpdir, name, NULL);
  TabOptions options;

  tab_options_default (rules, &options);
  game = tab_game_new_from_record (rules, &options, (const char * const *) tokens, &error);
  g_assert_no_error (error);
  tab_match_set_game (match, game);
  g_assert_true (tab_game_io_save (match, path, &error));
  g_assert_no_error (error);
  return path;
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  tmpdir = ui_use_private_data_home ("tabuleiro-open");
  ui_gtk_test_init (&argc, &argv);
  freedom_path = save_game ("freedom", "a1 b2", "freedom.tabuleiro");
  fourmation_path = save_game ("fourmation", "d4 c3", "fourmation.tabuleiro");

  app = GTK_APPLICATION (tab_application_new ());
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  /* the app lives while the tests run, window or not */
  g_application_hold (G_APPLICATION (app));

  g_test_add_func ("/open/start-lists-unfinished", test_start_lists_unfinished);
  g_test_add_func ("/open/start-with-file-keeps-unfinished", test_start_with_file_keeps_unfinished);
  g_test_add_func ("/open/into-running-app-asks-nothing", test_open_into_running_app_asks_nothing);
  g_test_add_func ("/open/without-changes-asks-nothing", test_open_without_changes_asks_nothing);
  g_test_add_func ("/open/missing-file", test_open_missing_file);
  g_test_add_func ("/open/large-file-cancel", test_open_large_file_cancel);
  g_test_add_func ("/open/large-file-refused", test_open_large_file_refused);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (game_window ()));
  g_application_release (G_APPLICATION (app));
  g_object_unref (app);
  return status;
}
