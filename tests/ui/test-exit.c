/* test-exit.c: the app's whole life, as main () runs it, in a child
 * process: it starts, something is done (a game played, a dialog left
 * open, the computer thinking), Quit is chosen, and the process must end
 * with status 0 and not one warning or critical on standard error
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tab-application.h"
#include "tab-dialogs.h"
#include "tab-new-game-dialog.h"
#include "tab-preferences-dialog.h"
#include "tab-window.h"
#include "ui-test-common.h"

static char *tmpdir;

/* what happens between the start and the Quit, in the child */
typedef void (*Scenario) (GApplication *app, TabWindow *window);

static TabGame *
game_of (TabWindow *window)
{
  return tab_match_get_game (tab_window_get_match (window));
}

static gboolean
match_is_idle (gpointer window)
{
  return !tab_match_get_thinking (tab_window_get_match (window));
}

static gboolean
match_is_thinking (gpointer window)
{
  return tab_match_get_thinking (tab_window_get_match (window));
}

/* A game of game_id started as a player starts it: the New Game dialog
 * with the settings' defaults (a person against the computer at level) */
static void
start_game (TabWindow *window, const char *game_id, guint level)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;

  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_COMPUTER);
  g_settings_set_int (settings, "default-level", (int) level);
  g_settings_set_int (settings, "default-human-side", 1);
  g_settings_set_string (settings, "last-game", game_id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  ui_spin (50);
  ui_start_new_game (dialog);
  g_assert_nonnull (game_of (window));
  g_assert_cmpstr (tab_game_get_rules (game_of (window))->id, ==, game_id);
}

/* The person plays the first legal action */
static void
play_action (TabWindow *window)
{
  const TabPosition *position = tab_game_get_position (game_of (window));
  g_auto (GStrv) legal = tab_position_legal_tokens (position);
  g_autoptr (GError) error = NULL;
  TabAction action;

  g_assert_true (tab_action_parse (position, legal[0], &action, &error));
  g_assert_true (tab_match_play (tab_window_get_match (window), action, &error));
  g_assert_no_error (error);
}

/* n actions of the person, each followed by the computer's reply */
static void
play_turns (TabWindow *window, guint n)
{
  tab_match_set_delay (tab_window_get_match (window), 0);
  for (guint i = 0; i < n && !tab_game_is_over (game_of (window)); i++)
    {
      play_action (window);
      g_assert_true (ui_wait_until (match_is_idle, window, 10000));
    }
}

/* The "Save the Game?" question is on screen: its button labelled label
 * is clicked, and the answer is given as a click gives it */
static void
answer_save_question (const char *label)
{
  GtkWidget *question = ui_find_question ("Save the Game?");
  GtkWidget *button;

  g_assert_nonnull (question);
  button = ui_find_widget (question, ui_is_button_labelled, label);
  g_assert_nonnull (button);
  /* GTK holds the dialog until the click is handled: the answer may have
   * closed the window by the time the dialog goes */
  g_object_ref (question);
  g_signal_emit_by_name (button, "clicked");
  ui_spin (50);
  g_object_unref (question);
}

/* the stderr of the exit is what follows this line */
#define QUITTING "Quitting."

static void
quit (GApplication *app)
{
  g_printerr ("%s\n", QUITTING);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
nothing_done (GApplication *app, TabWindow *window)
{
  quit (app);
}

/* a game saved in a file: Quit asks nothing */
static void
saved_game (GApplication *app, TabWindow *window)
{
  g_autofree char *path = g_build_filename (tmpdir, "saved.tabuleiro", NULL);
  g_autoptr (GError) error = NULL;

  start_game (window, "fourmation", 1);
  play_turns (window, 3);
  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);
  quit (app);
  g_assert_null (ui_find_question ("Save the Game?"));
}

/* an unfinished game in no file: Quit asks nothing, the game stays
 * among the unfinished games */
static void
unfinished_game (GApplication *app, TabWindow *window)
{
  start_game (window, "freedom", 2);
  play_turns (window, 4);
  quit (app);
  g_assert_null (ui_find_question ("Save the Game?"));
}

/* Quit with the dialog on show */
static void
quit_with_dialog (GApplication *app, gpointer dialog)
{
  g_assert_nonnull (dialog);
  ui_spin (100);
  quit (app);
}

static void
preferences_open (GApplication *app, TabWindow *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  quit_with_dialog (app, ui_find_dialog (TAB_TYPE_PREFERENCES_DIALOG));
}

/* over a game saved in its file, so that New Game asks nothing */
static void
new_game_open (GApplication *app, TabWindow *window)
{
  g_autofree char *path = g_build_filename (tmpdir, "apart.tabuleiro", NULL);

  start_game (window, "apart", 1);
  play_turns (window, 1);
  g_assert_true (tab_window_save_to (window, path, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  quit_with_dialog (app, ui_find_new_game_dialog ());
}

static void
about_open (GApplication *app, TabWindow *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  quit_with_dialog (app, GTK_WIDGET (tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_ABOUT_DIALOG)));
}

static void
shortcuts_open (GApplication *app, TabWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
#if ADW_CHECK_VERSION (1, 8, 0)
  quit_with_dialog (app, GTK_WIDGET (tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_SHORTCUTS_DIALOG)));
#else
  quit_with_dialog (app, GTK_WIDGET (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)));
#endif
}

/* Start in the New Game dialog asks about the last turns of a finished
 * game that are not in its file; Quit while that question is open asks
 * about closing instead, and Close Without Saving ends the app */
static void
save_question_open (GApplication *app, TabWindow *window)
{
  g_autofree char *path = g_build_filename (tmpdir, "green-skull.tabuleiro", NULL);
  g_autoptr (GError) error = NULL;
  TabNewGameDialog *dialog;

  start_game (window, "green-skull", 1);
  play_turns (window, 2);
  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (tab_match_play (tab_window_get_match (window), TAB_ACTION_RESIGN, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_null (ui_find_question ("Save the Game?"));
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  tab_new_game_dialog_start (dialog);
  g_assert_nonnull (ui_find_question ("Save the Game?"));
  ui_spin (100);
  quit (app);
  answer_save_question ("_Close Without Saving");
}

/* a person against the Expert: Quit while it thinks */
static void
computer_thinking (GApplication *app, TabWindow *window)
{
  start_game (window, "splut", 4);
  tab_match_set_delay (tab_window_get_match (window), 0);
  /* the person's actions until the computer's turn comes */
  for (guint i = 0; i < 20 && !match_is_thinking (window); i++)
    play_action (window);
  g_assert_true (match_is_thinking (window));
  quit (app);
  g_assert_null (ui_find_question ("Save the Game?"));
}

typedef struct
{
  const char *path;
  Scenario    scenario;
} ExitCase;

static const ExitCase cases[] = {
  { "/exit/nothing-done", nothing_done },
  { "/exit/saved-game", saved_game },
  { "/exit/unfinished-game", unfinished_game },
  { "/exit/preferences-open", preferences_open },
  { "/exit/new-game-open", new_game_open },
  { "/exit/about-open", about_open },
  { "/exit/shortcuts-open", shortcuts_open },
  { "/exit/save-question-open", save_question_open },
  { "/exit/computer-thinking", computer_thinking },
};

static void
on_activate (GApplication *app, Scenario scenario)
{
  TabWindow *window = TAB_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  g_assert_nonnull (window);
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (window), 5000));
  scenario (app, window);
}

/* In the child: the app as main () runs it */
static void
run_app (Scenario scenario)
{
  TabApplication *app = tab_application_new ();
  int status;

  g_signal_connect_after (app, "activate", G_CALLBACK (on_activate), scenario);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_object_unref (app);
  g_assert_cmpint (status, ==, 0);
}

static void
test_exit (gconstpointer data)
{
  const ExitCase *exit_case = data;

  if (g_test_subprocess ())
    {
      /* as the app runs with G_DEBUG=fatal-criticals: gtk_test_init ()
       * made warnings fatal too, and the stderr check is for them */
      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      run_app (exit_case->scenario);
      return;
    }
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*" QUITTING "*");
  g_test_trap_assert_stderr_unmatched ("*WARNING*");
  g_test_trap_assert_stderr_unmatched ("*CRITICAL*");
}

int
main (int argc, char *argv[])
{
  /* before GLib reads it; the children inherit it */
  if (g_getenv ("TAB_TEST_DATA_HOME") == NULL)
    {
      tmpdir = ui_use_private_data_home ("tabuleiro-exit");
      g_setenv ("TAB_TEST_DATA_HOME", tmpdir, TRUE);
    }
  else
    tmpdir = g_strdup (g_getenv ("TAB_TEST_DATA_HOME"));
  ui_gtk_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_exit);
  return g_test_run ();
}
