/* test-speech.c: what the board tells screen readers as the game goes on
 * (tab_board_view_announce (), its description on GTK 4.8): the computer's
 * reply in words with whose turn it is, the steps left of a Splut! turn,
 * what Undo and Redo took back and played again, why Return did nothing,
 * the edge of the board, the board turned; the focus on the board when a game is shown; the
 * names of the icon buttons and of the window's pages.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tab-board-view-private.h"
#include "tab-window-private.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

static TabMatch *
match (void)
{
  return tab_window_get_match (window);
}

static TabGame *
game (void)
{
  return tab_match_get_game (match ());
}

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static const char *
announced (void)
{
  return tab_board_view_get_last_announcement (board ());
}

static gboolean
announced_matches (gpointer pattern)
{
  return announced () != NULL && g_regex_match_simple (pattern, announced (), 0, 0);
}

static void
start (const char *id, guint rows, guint players, const guint *levels)
{
  const TabRules *rules = tab_rules_lookup (id);
  TabOptions options = { rows, rows, players };
  g_autoptr (GError) error = NULL;

  tab_match_set_delay (match (), 0);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  ui_spin (20);
}

/* a1 on 5×5 */
#define CELL(file, rank) ((rank) * 5 + (file))

/* The computer's reply is told, with whose turn it is; Undo tells what it
 * took back: the person's turn and the computer's reply with it */
static void
test_reply_and_undo (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 1, 0, 0 };

  start ("fourmation", 5, 2, levels);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board ()));
  g_assert_true (tab_board_view_activate_cell (board (), CELL (2, 2)));
  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));
  g_assert_true (ui_wait_until (announced_matches,
                                "^Pink placed a cube on [a-e][1-5]\\. Your turn: Blue\\.$", 5000));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 0);
  ui_spin (20);
  g_assert_true (g_str_has_prefix (announced (), "Undone: Blue placed a cube on c3. Pink placed a cube on "));
  g_assert_true (g_str_has_suffix (announced (), ". Your turn: Blue."));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 2);
  /* once the board has shown both cubes again */
  g_assert_true (ui_wait_until (announced_matches, "^Redone: Blue placed a cube on c3\\. "
                                "Pink placed a cube on [a-e][1-5]\\. Your turn: Blue\\.$", 5000));
}

/* Return on a cell where nothing can be played says why; an arrow at the
 * edge says so */
static void
test_refused_and_edge (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };

  start ("fourmation", 5, 2, levels);
  g_assert_true (tab_board_view_activate_cell (board (), CELL (0, 0)));
  g_assert_true (ui_wait_for_n_actions (window, 1, 5000));
  /* another person plays Pink: whose turn it is, once the cube is shown */
  g_assert_true (ui_wait_until (announced_matches, "^Your turn: Pink\\.$", 5000));

  tab_board_view_handle_key (board (), GDK_KEY_Home, 0);
  tab_board_view_handle_key (board (), GDK_KEY_Return, 0);
  ui_spin (20);
  g_assert_cmpstr (announced (), ==, "a1: no move here.");
  tab_board_view_handle_key (board (), GDK_KEY_Left, 0);
  g_assert_cmpstr (announced (), ==, "Edge of the board.");
  /* the next key: the cell alone again */
  ui_spin (20);
  tab_board_view_handle_key (board (), GDK_KEY_Right, 0);
  ui_spin (20);
  {
    g_autofree char *cell = tab_board_view_dup_cursor_description (board ());

    g_assert_true (g_str_has_prefix (cell, "b1, "));
  }
}

/* Splut! for three, one person (South) and two computers: each computer
 * turn is told as it happens, and the person hears the steps left */
static void
test_splut_turns (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 1, 1, 0 };
  g_auto (GStrv) legal = NULL;
  g_autoptr (GError) error = NULL;

  start ("splut", 0, 3, levels);
  /* the first turn has one step: South plays it, West and North reply */
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (announced_matches, "^North’s .*\\. Your turn: South, 3 steps left\\.$",
                                20000));
  g_clear_pointer (&legal, g_strfreev);
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (announced_matches, "^2 steps left\\.$", 5000));
}

/* The board has the focus when a game is shown: a saved game opened, and
 * back from an earlier position */
static void
test_focus_on_board (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  g_autofree char *dir = g_dir_make_tmp ("tabuleiro-speech-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tabuleiro", NULL);
  g_autoptr (GError) error = NULL;

  start ("fourmation", 5, 2, levels);
  g_assert_true (tab_board_view_activate_cell (board (), CELL (1, 1)));
  g_assert_true (tab_window_save_to (window, path, &error));
  g_assert_no_error (error);

  /* from the chooser, where the focus is on a game's row */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  gtk_widget_grab_focus (window->new_game_button);
  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board ()));
  g_assert_true (ui_wait_until (announced_matches, "^Game opened\\. Your turn: Pink\\.$", 5000));

  /* back from an earlier position with the history bar's button */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-first", NULL));
  gtk_widget_grab_focus (window->new_game_button);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board ()));
  g_unlink (path);
  g_rmdir (dir);
}

/* Flip Board, and the board turned to the seat to move, are told: which
 * seat is at the bottom now, or for a board whose seats start nowhere in
 * particular, which way it turned */
static void
test_board_turned (void)
{
  static const guint people[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GHashTable) bottoms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) legal = NULL;
  g_autoptr (GError) error = NULL;

  start ("apart", 8, 2, people);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL));
  g_assert_cmpstr (announced (), ==, "Board turned: Black at the bottom.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL));
  g_assert_cmpstr (announced (), ==, "Board turned: White at the bottom.");

  /* Freedom starts empty: no seat has a side */
  start ("freedom", 8, 2, people);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL));
  g_assert_cmpstr (announced (), ==, "Board turned upside down.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL));
  g_assert_cmpstr (announced (), ==, "Board turned back the way it started.");

  /* Splut! for four turns a quarter at a time: each seat at the bottom
   * in turn, and back to the first */
  start ("splut", 0, 4, people);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL));
      g_assert_true (g_regex_match_simple ("^Board turned: \\S+ at the bottom\\.$", announced (), 0, 0));
      g_hash_table_add (bottoms, g_strdup (announced ()));
    }
  g_assert_cmpuint (g_hash_table_size (bottoms), ==, 4);

  /* turned to the seat to move: after White's move, to Black, told with
   * whose turn it is */
  g_settings_set_boolean (settings, "turn-board-to-seat", TRUE);
  start ("apart", 8, 2, people);
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (announced_matches, "Board turned: Black at the bottom\\.$", 5000));
  g_test_message ("after White's move: %s", announced ());
  g_assert_cmpuint (tab_board_view_get_turn (board ()), ==, 2);
  g_settings_reset (settings, "turn-board-to-seat");
}

/* The pages of the window are named (test-atspi.py checks the names that
 * screen readers get, and the icon buttons'), and the window's title stays
 * put during a game */
static void
test_names (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  g_autofree char *title = NULL;

  g_assert_cmpstr (gtk_stack_page_get_title (gtk_stack_get_page (window->stack, GTK_WIDGET (window->game_box))),
                   ==, "Game");

  start ("fourmation", 5, 2, levels);
  title = g_strdup (gtk_window_get_title (GTK_WINDOW (window)));
  g_assert_true (tab_board_view_activate_cell (board (), CELL (3, 3)));
  g_assert_true (ui_wait_for_n_actions (window, 1, 5000));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, title);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Not saved");
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/speech/reply-and-undo", test_reply_and_undo);
  g_test_add_func ("/speech/refused-and-edge", test_refused_and_edge);
  g_test_add_func ("/speech/splut-turns", test_splut_turns);
  g_test_add_func ("/speech/focus-on-board", test_focus_on_board);
  g_test_add_func ("/speech/names", test_names);
  g_test_add_func ("/speech/board-turned", test_board_turned);

  return ui_test_run (app, window);
}
