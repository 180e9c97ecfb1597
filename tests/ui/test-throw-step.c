/* test-throw-step.c: the app under Xvfb: a Splut! throw that can go one
 * way only is a step of its own.  The Troll stepping onto the Rock on
 * the tip e1 (its only throw is north) does not throw at once: the
 * board offers the throw, in words, with where the Rock lands shown, and
 * the offer has the keyboard focus; closed (Escape, a click elsewhere),
 * nothing is played; picked (a click, the keyboard, after a drag), the
 * Rock flies and the turn ends.  From a save made with `tabuleiro-cli
 * save` (tests/ui/files).
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tab-application.h"
#include "tab-board-view-private.h"
#include "tab-grid.h"
#include "tab-splut.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static int
cell_of (const char *name)
{
  const char *p = name;
  guint cell;

  g_assert_true (tab_square_parse (&p, TAB_SPLUT_FRAME, TAB_SPLUT_FRAME, &cell));
  return (int) cell;
}

static void
click_cells (const char *clicks)
{
  g_auto (GStrv) names = g_strsplit (clicks, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board ()), "board.activate-cell", "i",
                                               cell_of (names[i])));
}

/* South's Dwarf and Troll have stepped; the Troll on e2 is next to the
 * Rock on the tip e1 */
static TabGame *
open_before_throw (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "files", "splut-one-way-throw.tabuleiro", NULL);
  g_autoptr (GError) error = NULL;
  TabGame *game;

  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (ui_is_mapped, GTK_WIDGET (board ()), 5000));
  game = ui_window_game (window);
  click_cells ("e3 e4 f2 e2");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 5);
  return game;
}

static gboolean
has_six_actions (gpointer game)
{
  return tab_game_get_n_actions (game) == 6;
}

static gboolean
is_focused (gpointer widget)
{
  return gtk_widget_has_focus (widget);
}

/* the Troll steps onto the Rock: one throw, offered, not played */
static GtkWidget *
step_onto_rock (TabGame *game)
{
  TabAction choices[TAB_MAX_ACTIONS];
  char token[TAB_TOKEN_MAX];
  GtkWidget *button;

  /* (a closed offer leaves the Troll picked up) */
  if (tab_board_view_get_selected (board ()) != cell_of ("e2"))
    click_cells ("e2");
  click_cells ("e1");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 5);
  g_assert_cmpuint (tab_board_view_get_choices (board (), choices), ==, 1);
  tab_action_format (tab_game_get_position (game), choices[0], token);
  g_assert_cmpstr (token, ==, "e2-e1*n");
  /* where the Rock will land is on the board before it flies */
  g_assert_cmpint (board ()->preview, ==, cell_of ("e8"));
  button = ui_find_widget (GTK_WIDGET (board ()), ui_is_button_labelled,
                           "Throw the Rock north: it lands on e8");
  g_assert_nonnull (button);
  g_assert_true (ui_wait_until_mapped (button, 5000));
  return button;
}

static void
test_click (void)
{
  TabGame *game = open_before_throw ();
  GtkWidget *button = step_onto_rock (game);

  /* a click on the Troll closes the offer and puts the Troll down */
  click_cells ("e2");
  g_assert_cmpuint (tab_board_view_get_choices (board (), NULL), ==, 0);
  button = step_onto_rock (game);
  g_signal_emit_by_name (button, "clicked");
  /* (a turn completed is judged first: "Warn before a turn that loses
   * at once") */
  g_assert_true (ui_wait_until (has_six_actions, game, 20000));
  g_assert_cmpstr (tab_game_get_token (game, 5), ==, "e2-e1*n");
  /* the throw ends South's turn */
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
}

/* from the keyboard: the offer has the focus (a screen reader reads
 * its words); closed, nothing is played; activated, it throws */
static void
test_keyboard (void)
{
  TabGame *game = open_before_throw ();
  GtkWidget *button = step_onto_rock (game);

  g_assert_true (ui_wait_until (is_focused, button, 5000));
  /* as Escape closes a popover */
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER)));
  ui_spin (50);
  g_assert_cmpuint (tab_board_view_get_choices (board (), NULL), ==, 0);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 5);
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, cell_of ("e2"));

  button = step_onto_rock (game);
  g_assert_true (ui_wait_until (is_focused, button, 5000));
  g_assert_true (gtk_widget_activate (button));
  g_assert_true (ui_wait_until (has_six_actions, game, 20000));
  g_assert_cmpstr (tab_game_get_token (game, 5), ==, "e2-e1*n");
}

static GtkGesture *
drag_gesture (void)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board ()));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

/* the Troll dragged onto the Rock (as a finger or the mouse drags it):
 * the throw is offered, not played */
static void
test_drag (void)
{
  TabGame *game = open_before_throw ();
  GtkGesture *drag = drag_gesture ();
  TabAction choices[TAB_MAX_ACTIONS];
  double x, y, x2, y2;

  tab_board_view_cell_center (board (), (guint) cell_of ("e2"), &x, &y);
  tab_board_view_cell_center (board (), (guint) cell_of ("e1"), &x2, &y2);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-update", (x2 - x) / 2, (y2 - y) / 2);
  g_signal_emit_by_name (drag, "drag-update", x2 - x, y2 - y);
  g_signal_emit_by_name (drag, "drag-end", x2 - x, y2 - y);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 5);
  g_assert_cmpuint (tab_board_view_get_choices (board (), choices), ==, 1);
  g_assert_true (tab_board_view_pick_choice (board (), choices[0]));
  g_assert_true (ui_wait_until (has_six_actions, game, 20000));
  g_assert_cmpstr (tab_game_get_token (game, 5), ==, "e2-e1*n");
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/throw-step/click", test_click);
  g_test_add_func ("/throw-step/keyboard", test_keyboard);
  g_test_add_func ("/throw-step/drag", test_drag);

  return ui_test_run (app, window);
}
