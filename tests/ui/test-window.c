/* test-window.c: the app under Xvfb: the window opens, a 4Mation game
 * starts through the New Game dialog (its pieces fade in) and is played
 * through the board view and the window's actions; How to Play opens
 * from F1, the menu and the chooser's buttons
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-application.h"
#include "tab-board-view-private.h"
#include "tab-dialogs.h"
#include "tab-how-to-play-private.h"
#include "tab-new-game-dialog-private.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

static void
test_window_opens (void)
{
  g_assert_nonnull (window);
  g_assert_true (ui_wait_until (ui_is_mapped, window, 5000));
  g_assert_null (ui_window_game (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tabuleiro");
}

static gboolean
is_focus (gpointer widget)
{
  return gtk_widget_is_focus (widget);
}

/* The New Game dialog, shown inside the window, with the defaults of the
 * settings: person against the Beginner computer on 5×5; Start is the
 * default and has the focus, and the board has it once the game starts */
static void
test_new_game_dialog (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabMatch *match = tab_window_get_match (window);
  GtkWidget *start;
  TabGame *game;

  g_settings_set_int (settings, "fourmation-size", 5);
  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_COMPUTER);
  g_settings_set_int (settings, "default-level", 1);
  g_settings_set_int (settings, "default-human-side", 1);
  g_settings_set_string (settings, "last-game", "fourmation");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, "fourmation");
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 1);
  g_assert_true (ADW_IS_DIALOG (dialog));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  start = adw_dialog_get_default_widget (ADW_DIALOG (dialog));
  g_assert_true (ui_is_button_labelled (start, "_Start"));
  g_assert_true (ui_wait_until (is_focus, start, 5000));

  ui_start_new_game (dialog);
  g_assert_true (gtk_widget_is_focus (tab_window_get_board_view (window)));
  /* the game page shows at once, its pieces coming in on the board */
  g_assert_cmpfloat (tab_board_view_get_entry_progress (TAB_BOARD_VIEW (tab_window_get_board_view (window))), >=, 0);
  ui_spin (50);
  g_assert_null (ui_find_new_game_dialog ());

  game = ui_window_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "fourmation");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 5);
  g_assert_cmpuint (tab_match_get_seat_level (match, 1), ==, 0);
  g_assert_cmpuint (tab_match_get_seat_level (match, 2), ==, 1);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "4Mation");
  /* the choice is remembered */
  g_assert_cmpint (g_settings_get_int (settings, "fourmation-size"), ==, 5);
}

static gboolean
new_game_dialog_is_gone (gpointer data)
{
  return ui_find_new_game_dialog () == NULL;
}

/* Cancel closes the dialog, starts nothing, and gives the focus back to
 * the board */
static void
test_new_game_cancel (void)
{
  GtkWidget *board = tab_window_get_board_view (window);
  TabGame *game = ui_window_game (window);
  TabNewGameDialog *dialog;
  GtkWidget *cancel;

  g_assert_true (gtk_widget_grab_focus (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_until (is_focus, adw_dialog_get_default_widget (ADW_DIALOG (dialog)), 5000));
  /* Ctrl+N again: the same dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (ui_find_new_game_dialog () == dialog);
  cancel = ui_find_widget (GTK_WIDGET (dialog), ui_is_button_labelled, "_Cancel");
  g_assert_nonnull (cancel);
  /* (a button pressed from the keyboard is clicked a moment later) */
  g_assert_true (gtk_widget_activate (cancel));
  g_assert_true (ui_wait_until (new_game_dialog_is_gone, NULL, 5000));
  g_assert_true (ui_window_game (window) == game);
  g_assert_true (gtk_widget_is_focus (board));
  ui_spin (50);
}

/* Cells and widget coordinates agree, and a click on a cell plays there;
 * the computer replies next to it */
static void
test_play_on_board (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = ui_window_game (window);
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

  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));
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
  TabGame *game = ui_window_game (window);
  g_autofree char *before = ui_record_of (game);
  g_autofree char *after = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  ui_spin (100);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  after = ui_record_of (game);
  g_assert_cmpstr (before, ==, after);
}

/* ---- How to Play: F1, the menu and the chooser's buttons ---- */

static TabHowToPlay *
how_to_play_window (void)
{
  return tab_how_to_play_find (GTK_WINDOW (window));
}

static gboolean
how_to_play_is_closed (gpointer data)
{
  return how_to_play_window () == NULL;
}

static void
close_how_to_play (void)
{
  adw_dialog_force_close (ADW_DIALOG (how_to_play_window ()));
  g_assert_true (ui_wait_until (how_to_play_is_closed, NULL, 5000));
}

/* the page F1 opened, or NULL when the window did not open */
static const char *
page_opened_by_f1 (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play", NULL));
  if (!ui_wait_until (ui_how_to_play_is_open, window, 5000))
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
  const char *game_id = tab_game_get_rules (ui_window_game (window))->id;

  /* F1 is the How to Play action, and on a game opens that game's page,
   * not a message dialog */
  g_assert_cmpuint (g_strv_length (f1_actions), ==, 1);
  g_assert_cmpstr (f1_actions[0], ==, "win.how-to-play");
  g_assert_null (how_to_play_window ());
  g_assert_cmpstr (page_opened_by_f1 (), ==, game_id);
  g_assert_null (ui_find_question (NULL));
  /* a dialog in the game window */
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (how_to_play_window ())) == GTK_ROOT (window));
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
      g_assert_true (ui_wait_until (ui_how_to_play_is_open, window, 5000));
      g_assert_cmpstr (tab_how_to_play_get_game (how_to_play_window ()), ==, id);
      g_assert_null (ui_find_new_game_dialog ());
      close_how_to_play ();
    }

  /* the page follows the focus while the dialog stays open: one dialog */
  gtk_widget_grab_focus (g_ptr_array_index (rows, 0));
  page_opened_by_f1 ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play-game", "s", "splut");
  ui_spin (50);
  g_assert_cmpstr (tab_how_to_play_get_game (how_to_play_window ()), ==, "splut");
  close_how_to_play ();
}

/* A Splut! game of four in a window 760×640 (wide layout): North (seat 3)
 * a person to move, the Casual computer the others (the panel reserves
 * the computer's "Thinking…" row and a two-line status).  Measured for
 * the window's height, the panel's content needs some 600 pixels at 280
 * wide: it used to widen its wrapping labels until they fitted the
 * height, 413 wide beside a board of 295; now it keeps its 280 and
 * scrolls, and the board takes the rest */
static void
test_wide_short_window (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  static const char *record[] = {
    "d2-d3", "b5-c5", "b6-c6^a5", "e8-e7", "f8-f7^e9", "d8-e8*w", "h5-g5", "h4-g4^i5",
    "h6-h5*n", "d3-d4", "d4-d3^d8", "d3-c3^d7", "c6-d6", "d6-d5", "b4-b5*s",
  };
  const TabRules *rules = tab_rules_lookup ("splut");
  TabWindow *wide = tab_window_new (ADW_APPLICATION (app));
  TabMatch *match = tab_window_get_match (wide);
  GtkWidget *view, *panel;
  graphene_rect_t board_bounds, panel_bounds;
  g_autoptr (GError) error = NULL;
  TabOptions options;

  gtk_window_set_default_size (GTK_WINDOW (wide), 760, 640);
  gtk_window_present (GTK_WINDOW (wide));
  tab_options_default (rules, &options);
  options.players = 4;
  g_assert_true (tab_window_start_game (wide, rules, &options, levels, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (record); i++)
    {
      g_assert_true (tab_match_play (match, ui_parse (ui_window_game (wide), record[i]), &error));
      g_assert_no_error (error);
    }
  for (guint seat = 1; seat <= 4; seat++)
    if (seat != 3)
      tab_match_set_seat_level (match, seat, 2);
  g_assert_true (tab_match_is_person_to_move (match));

  view = tab_window_get_board_view (wide);
  panel = gtk_widget_get_parent (tab_window_get_pass_button (wide));
  g_assert_true (ui_wait_until (ui_is_mapped, view, 5000));
  ui_spin (200);
  g_assert_true (gtk_widget_compute_bounds (view, GTK_WIDGET (wide), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (wide), &panel_bounds));
  g_test_message ("%d×%d: board %.0f×%.0f, panel %.0f×%.0f at x %.0f",
                  gtk_widget_get_width (GTK_WIDGET (wide)), gtk_widget_get_height (GTK_WIDGET (wide)),
                  board_bounds.size.width, board_bounds.size.height,
                  panel_bounds.size.width, panel_bounds.size.height, panel_bounds.origin.x);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (wide)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (wide)), <=, 680);
  /* the panel beside the board, at its own width; the board the rest */
  g_assert_cmpfloat (panel_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
  g_assert_cmpfloat (panel_bounds.size.width, <=, 300);
  g_assert_cmpfloat (board_bounds.size.width, >=, 400);
  tab_match_stop (match);
  gtk_window_destroy (GTK_WINDOW (wide));
}

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* About credits the games' designers (the publisher of Apart, whose
 * sources name no designer) */
static void
test_about_credits (void)
{
  const char *credits[] = {
    "Game Designers",
    "Apart, published by Kanare Abstract",
    "4Mation by Melanie Haumer",
    "Freedom by Veljko Cirovic, Nebojsa Sankovic",
    "Green Skull by Danny Goodisman",
    "Splut! by Tommy De Coninck",
  };
  GtkWidget *about;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = GTK_WIDGET (tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_ABOUT_DIALOG));
  g_assert_nonnull (about);
  for (guint i = 0; i < G_N_ELEMENTS (credits); i++)
    if (ui_find_widget (about, is_label_with_text, credits[i]) == NULL)
      g_error ("About does not say “%s”", credits[i]);
  tab_dialog_close_all (GTK_WINDOW (window));
  ui_spin (50);
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/ui/window-opens", test_window_opens);
  g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/new-game-cancel", test_new_game_cancel);
  g_test_add_func ("/ui/play-on-board", test_play_on_board);
  g_test_add_func ("/ui/undo-redo-actions", test_undo_redo_actions);
  g_test_add_func ("/ui/how-to-play", test_how_to_play);
  g_test_add_func ("/ui/about-credits", test_about_credits);
  g_test_add_func ("/layout/wide-short-window", test_wide_short_window);

  return ui_test_run (app, window);
}
