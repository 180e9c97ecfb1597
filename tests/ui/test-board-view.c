/* test-board-view.c: the board view alone in a window under Xvfb: a move
 * slides and a turn of several actions is shown action by action, the
 * animation ends by itself, is never drawn when animations are off, is
 * dropped by an undo or a new game, and never holds up a click; the
 * pieces of a game shown from the chooser fade in, unless animations are
 * off, and a click plays through them; the
 * destinations are marked as captures only where something is taken
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tab-board-view-private.h"
#include "ui-test-common.h"

/* one slide lasts 180 ms: the lower bounds leave room for rounding, the
 * upper one for a slow machine */
#define SLIDE_MIN_MS 150
#define WAIT_MS      3000

static GtkWidget *window;
static TabBoardView *board;

/* a new game on the board, as the window starts one */
static TabGame *
show_game (const char *id, const char *record)
{
  TabGame *game = ui_new_game (id, record);

  tab_board_view_set_game (board, game);
  g_object_unref (game);   /* the board holds it */
  g_assert_false (tab_board_view_is_animating (board));
  return game;
}

static void
play (TabGame *game, const char *token)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_game_play_token (game, token, &error));
  g_assert_no_error (error);
}

static void
cells_of (TabGame *game, const char *token, int *from, int *to)
{
  const TabPosition *pos = tab_game_get_position (game);

  pos->rules->action_cells (pos, ui_parse (game, token), from, to);
  g_assert_cmpint (*to, !=, TAB_NO_CELL);
}

static gboolean
animation_over (gpointer data)
{
  return !tab_board_view_is_animating (board);
}

/* how long the animation on show takes to end by itself, in ms */
static gint64
wait_for_animation_end (gint64 started)
{
  g_assert_true (ui_wait_until (animation_over, NULL, WAIT_MS));
  return (g_get_monotonic_time () - started) / 1000;
}

static void
set_system_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

/* A move slides for about 180 ms and then the animation stops */
static void
test_move_slides (void)
{
  /* squares, the Splut! diamond, the Green Skull hexagons, and a
   * placement (it fades in) */
  static const char * const games[][2] = {
    { "apart", "b1-b3" },
    { "splut", "e2-e3" },
    { "green-skull", "g7-g6" },
    { "fourmation", "d4" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      TabGame *game = show_game (games[i][0], "");
      gint64 started = g_get_monotonic_time ();

      play (game, games[i][1]);
      g_assert_true (tab_board_view_is_animating (board));
      g_assert_cmpint (wait_for_animation_end (started), >=, SLIDE_MIN_MS);
    }
}

/* A computer's turn arrives whole: its actions are shown one after the
 * other, each for a slide's time */
static void
test_turn_action_by_action (void)
{
  TabGame *game = show_game ("apart", "b1-b3");
  TabAction turn[2];
  gint64 started;
  g_autoptr (GError) error = NULL;
  TabPosition after_first;

  turn[0] = ui_parse (game, "b8-b6");
  tab_position_copy (&after_first, tab_game_get_position (game));
  tab_position_apply (&after_first, turn[0]);
  g_assert_true (tab_action_parse (&after_first, "b6-b4", &turn[1], &error));
  g_assert_no_error (error);

  started = g_get_monotonic_time ();
  g_assert_true (tab_game_play_turn (game, turn, 2, &error));
  g_assert_no_error (error);
  g_assert_true (tab_board_view_is_animating (board));
  g_assert_cmpint (wait_for_animation_end (started), >=, 2 * SLIDE_MIN_MS);
}

/* An undo or a new game drops the animation at once: no piece is left
 * on its way to a cell it no longer goes to */
static void
test_undo_and_new_game_drop_it (void)
{
  TabGame *game = show_game ("splut", "");

  play (game, "e2-e3");
  g_assert_true (tab_board_view_is_animating (board));
  g_assert_true (tab_game_undo (game));
  g_assert_false (tab_board_view_is_animating (board));

  play (game, "e2-e3");
  g_assert_true (tab_board_view_is_animating (board));
  show_game ("green-skull", "");
  g_assert_false (tab_board_view_is_animating (board));
}

/* Neither the system setting off nor the app's own setting off animates */
static void
test_animations_off (void)
{
  TabGame *game = show_game ("apart", "");

  set_system_animations (FALSE);
  play (game, "b1-b3");
  g_assert_false (tab_board_view_is_animating (board));
  set_system_animations (TRUE);

  g_object_set (board, "animations", FALSE, NULL);
  play (game, "b8-b6");
  g_assert_false (tab_board_view_is_animating (board));
  g_object_set (board, "animations", TRUE, NULL);

  /* and back on, it animates again */
  play (game, "b6-b4");
  g_assert_true (tab_board_view_is_animating (board));
  wait_for_animation_end (g_get_monotonic_time ());
}

/* ---- A game shown from the chooser: its pieces fade in ---- */

/* 250 ms: the lower bound leaves room for rounding */
#define ENTRY_MIN_MS 220

typedef struct
{
  double last;        /* the progress last seen */
  guint  n_between;   /* how often it was seen strictly between 0 and 1 */
} EntrySeen;

static gboolean
entry_over (gpointer data)
{
  EntrySeen *seen = data;
  double t = tab_board_view_get_entry_progress (board);

  if (t >= 0)
    {
      /* it only goes forward */
      g_assert_cmpfloat (t, >=, seen->last);
      seen->last = t;
      if (t > 0 && t < 1)
        seen->n_between++;
    }
  return t < 0;
}

/* The frames tick it from 0 to 1 in about 250 ms, then it ends by itself;
 * the game on the board is not held up (no move is being animated) */
static void
test_entry_fades_in (void)
{
  EntrySeen seen = { 0, 0 };
  gint64 started;

  show_game ("fourmation", "");
  started = g_get_monotonic_time ();
  tab_board_view_animate_entry (board);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, 0);
  g_assert_false (tab_board_view_is_animating (board));
  g_assert_true (ui_wait_until (entry_over, &seen, WAIT_MS));
  g_assert_cmpint ((g_get_monotonic_time () - started) / 1000, >=, ENTRY_MIN_MS);
  g_assert_cmpuint (seen.n_between, >, 0);
}

/* Neither the system setting off nor the app's own setting off fades */
static void
test_entry_off (void)
{
  show_game ("apart", "");
  set_system_animations (FALSE);
  tab_board_view_animate_entry (board);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, -1);
  set_system_animations (TRUE);

  g_object_set (board, "animations", FALSE, NULL);
  tab_board_view_animate_entry (board);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, -1);
  g_object_set (board, "animations", TRUE, NULL);

  tab_board_view_animate_entry (board);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), >=, 0);
  tab_board_view_animate_entry (board);   /* again: starts over */
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, 0);
  show_game ("apart", "");
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, 0);
  g_assert_true (ui_wait_until (entry_over, &(EntrySeen) { 0, 0 }, WAIT_MS));
}

static void
on_action_chosen (TabBoardView *view, guint action, gpointer user_data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_game_play (tab_board_view_get_game (view), action, &error));
  g_assert_no_error (error);
}

/* Clicks during the animation play on the new position at once; the new
 * move takes over from the one on show */
static void
test_clicks_not_held_up (void)
{
  TabGame *game = show_game ("apart", "");
  int from, to;

  tab_board_view_set_interactive (board, TRUE);
  play (game, "b1-b3");
  g_assert_true (tab_board_view_is_animating (board));
  /* Black's piece, on the position after White's move */
  cells_of (game, "b8-b6", &from, &to);
  g_assert_true (tab_board_view_activate_cell (board, (guint) from));
  g_assert_true (tab_board_view_activate_cell (board, (guint) to));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);
  g_assert_cmpstr (tab_game_get_token (game, 1), ==, "b8-b6");
  g_assert_true (tab_board_view_is_animating (board));
  wait_for_animation_end (g_get_monotonic_time ());
  tab_board_view_set_interactive (board, FALSE);
}

/* A click while the pieces fade in selects at once and ends the fade;
 * the second plays the move, which slides */
static void
test_entry_click_plays (void)
{
  TabGame *game = show_game ("apart", "");
  int from, to;

  tab_board_view_set_interactive (board, TRUE);
  tab_board_view_animate_entry (board);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, 0);
  cells_of (game, "b1-b3", &from, &to);
  g_assert_true (tab_board_view_activate_cell (board, (guint) from));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, from);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, -1);
  g_assert_true (tab_board_view_activate_cell (board, (guint) to));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  g_assert_cmpstr (tab_game_get_token (game, 0), ==, "b1-b3");
  g_assert_true (tab_board_view_is_animating (board));

  /* a placement in one click, its fade ended by the move played */
  game = show_game ("fourmation", "");
  tab_board_view_animate_entry (board);
  cells_of (game, "d4", &from, &to);
  g_assert_true (tab_board_view_activate_cell (board, (guint) to));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 1);
  g_assert_cmpfloat (tab_board_view_get_entry_progress (board), ==, -1);
  wait_for_animation_end (g_get_monotonic_time ());
  tab_board_view_set_interactive (board, FALSE);
}

/* The mark of the destination of token's move once its piece is selected */
static TabBoardTarget
target_of (TabGame *game, const char *token)
{
  int from, to;

  cells_of (game, token, &from, &to);
  if (tab_board_view_get_selected (board) != from)
    g_assert_true (tab_board_view_activate_cell (board, (guint) from));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, from);
  return tab_board_view_get_target (board, (guint) to);
}

/* Apart's captures ("x") and Green Skull's jumps are marked as captures;
 * a Splut! Dwarf's push and a Troll's step onto a Rock take nothing */
static void
test_capture_marks (void)
{
  TabGame *game;

  tab_board_view_set_interactive (board, TRUE);

  game = show_game ("apart", "b1-b3 b8-b6 b6-b4");
  g_assert_cmpint (target_of (game, "b2xb4"), ==, TAB_BOARD_TARGET_CAPTURE);
  g_assert_cmpint (target_of (game, "b2-c3"), ==, TAB_BOARD_TARGET_EMPTY);

  game = show_game ("green-skull", "g7-g6");
  g_assert_cmpint (target_of (game, "j3xh3"), ==, TAB_BOARD_TARGET_CAPTURE);
  g_assert_cmpint (target_of (game, "h2-g2"), ==, TAB_BOARD_TARGET_EMPTY);

  game = show_game ("splut", "e2-e3 e8-e7 e7-e6 e3-e4 e4-e5");
  g_assert_cmpint (target_of (game, "e5-e6"), ==, TAB_BOARD_TARGET_OCCUPIED);
  g_assert_cmpint (target_of (game, "e5-d5"), ==, TAB_BOARD_TARGET_EMPTY);

  game = show_game ("splut", "e2-e3 e8-e7 e7-e6 f2-e2");
  g_assert_cmpint (target_of (game, "e2-e1*n"), ==, TAB_BOARD_TARGET_OCCUPIED);

  /* a placement: no piece selected */
  game = show_game ("fourmation", "");
  g_assert_cmpint (tab_board_view_get_target (board, 0), ==, TAB_BOARD_TARGET_EMPTY);

  tab_board_view_set_interactive (board, FALSE);
}

static char *
words_of (TabGame *game, const char *token)
{
  const TabPosition *pos = tab_game_get_position (game);
  g_autoptr (GError) error = NULL;
  TabAction action;

  g_assert_true (tab_action_parse (pos, token, &action, &error));
  g_assert_no_error (error);
  return tab_board_view_describe_action (pos, action);
}

/* A game without words of its own (Apart) gets them from the cells its
 * actions move between, as hints and the choices popover show them */
static void
test_generic_words (void)
{
  TabGame *game = show_game ("apart", "b1-b3 b8-b6 b6-b4");
  g_autofree char *step = words_of (game, "b2-c3");
  g_autofree char *capture = words_of (game, "b2xb4");

  g_assert_cmpstr (step, ==, "Move b2 to c3");
  g_assert_cmpstr (capture, ==, "Move b2 to b4, capturing");
}

int
main (int argc, char *argv[])
{
  int status;

  ui_gtk_test_init (&argc, &argv);
  adw_init ();
  set_system_animations (TRUE);

  board = TAB_BOARD_VIEW (tab_board_view_new ());
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 600);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  g_signal_connect (board, "action-chosen", G_CALLBACK (on_action_chosen), NULL);
  show_game ("apart", "");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (board), 5000));

  g_test_add_func ("/board-view/animation/move-slides", test_move_slides);
  g_test_add_func ("/board-view/animation/turn-action-by-action", test_turn_action_by_action);
  g_test_add_func ("/board-view/animation/undo-and-new-game-drop-it", test_undo_and_new_game_drop_it);
  g_test_add_func ("/board-view/animation/off", test_animations_off);
  g_test_add_func ("/board-view/animation/clicks-not-held-up", test_clicks_not_held_up);
  g_test_add_func ("/board-view/entry/fades-in", test_entry_fades_in);
  g_test_add_func ("/board-view/entry/off", test_entry_off);
  g_test_add_func ("/board-view/entry/click-plays", test_entry_click_plays);
  g_test_add_func ("/board-view/targets/capture-marks", test_capture_marks);
  g_test_add_func ("/board-view/words/generic", test_generic_words);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  return status;
}
