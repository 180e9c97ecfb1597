/* test-multistep.c: turns of more than one click played through the
 * window as a person plays them: an Apart jump chain ended with the End
 * Turn button, a Freedom pass with the Pass button, and hints of those
 * buttons.  Each checks the words under the status (which screen readers
 * read: the label is a status), who is to move, and the cells of the
 * whole last turn that the board highlights.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tab-board-view-private.h"
#include "tab-game-panel-private.h"
#include "tab-grid.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* the game on show, its board, the button of its action without a cell */
static TabGame *
game (void)
{
  return tab_match_get_game (tab_window_get_match (window));
}

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static GtkWidget *
pass_button (void)
{
  return tab_window_get_pass_button (window);
}

/* A game of two people, started as the New Game dialog starts it */
static void
start_two_person_game (const char *id, guint rows, guint cols)
{
  const TabRules *rules = tab_rules_lookup (id);
  TabOptions options = { (guint8) rows, (guint8) cols, 2 };
  guint levels[TAB_MAX_SEATS] = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (board ()), 5000));
}

/* The cell of a square ("c3") of the game on the board */
static int
cell_of (const char *name)
{
  return ui_cell_named (tab_game_get_position (game ()), name);
}

static const char *
last_token (void)
{
  guint n = tab_game_get_n_actions (game ());

  g_assert_cmpuint (n, >, 0);
  return tab_game_get_token (game (), n - 1);
}

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
         strcmp (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* whether the side panel shows a label that says exactly text */
static gboolean
panel_says (const char *text)
{
  GtkWidget *panel = gtk_widget_get_parent (pass_button ());

  while (panel != NULL && !TAB_IS_GAME_PANEL (panel))
    panel = gtk_widget_get_parent (panel);
  g_assert_nonnull (panel);
  return ui_find_widget (panel, is_label_with_text, text) != NULL;
}

/* The last turn in words, as the label under the status shows it; the
 * label is a status, which screen readers announce when it changes */
static void
assert_announced (const char *expected)
{
  GtkWidget *panel = GTK_WIDGET (window->side_panel);
  const char *text = tab_game_panel_get_last_turn_text (window->side_panel);
  GtkWidget *label = ui_find_widget (panel, is_label_with_text, text);

  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (label);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (label)), ==,
                   GTK_ACCESSIBLE_ROLE_STATUS);
}

/* The board highlights exactly the squares named in names */
static void
assert_last_turn_cells (const char *names)
{
  g_auto (GStrv) expected = g_strsplit (names, " ", -1);
  int cells[TAB_BOARD_TURN_MAX_CELLS];
  guint n = tab_board_view_get_last_turn_cells (board (), cells);

  if (names[0] == '\0')
    {
      g_assert_cmpuint (n, ==, 0);
      return;
    }
  g_assert_cmpuint (n, ==, g_strv_length (expected));
  for (guint i = 0; expected[i] != NULL; i++)
    {
      int cell = cell_of (expected[i]);
      gboolean found = FALSE;

      for (guint k = 0; k < n; k++)
        found = found || cells[k] == cell;
      if (!found)
        g_error ("%s is not highlighted as part of the last turn", expected[i]);
    }
}

/* ---- Apart: a jump chain ended with End Turn ---- */

/* Black jumps g8-a8 along its full rank, then a8-c6, and may go on from
 * c6 (to c3 or e4): it stops with the End Turn button */
static void
test_apart_jump_chain (void)
{
  start_two_person_game ("apart", 8, 8);
  /* the board and the panel's End Turn button ask one board state */
  g_assert_true (tab_game_panel_get_board_state (window->side_panel) ==
                 tab_board_view_get_board_state (board ()));
  ui_click_cells (window, "c1 a3");
  g_assert_cmpstr (last_token (), ==, "c1-a3");
  g_assert_false (gtk_widget_get_visible (pass_button ()));
  g_assert_true (panel_says ("Black to move"));

  /* the first jump: the piece stays selected, End Turn shows */
  ui_click_cells (window, "g8 a8");
  g_assert_cmpstr (last_token (), ==, "g8-a8");
  g_assert_cmpuint (tab_game_get_seat_to_move (game ()), ==, 2);
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, cell_of ("a8"));
  g_assert_true (gtk_widget_get_visible (pass_button ()));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass_button ())), ==, "_End Turn");
  assert_announced ("Black jumped from g8 to a8.");
  assert_last_turn_cells ("g8 a8");

  /* the second: one click, the jumping piece is already selected */
  ui_click_cells (window, "c6");
  g_assert_cmpstr (last_token (), ==, "a8-c6");
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, cell_of ("c6"));
  g_assert_cmpint (tab_board_view_get_target (board (), (guint) cell_of ("c3")), ==,
                   TAB_BOARD_TARGET_EMPTY);
  g_assert_true (gtk_widget_get_visible (pass_button ()));
  assert_announced ("Black jumped from g8 to a8, then to c6.");
  assert_last_turn_cells ("g8 a8 c6");

  /* End Turn: White is to move; the whole turn stays on the board and
   * in words, its origin included */
  g_signal_emit_by_name (pass_button (), "clicked");
  g_assert_cmpstr (last_token (), ==, "end");
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 4);
  g_assert_cmpuint (tab_game_get_seat_to_move (game ()), ==, 1);
  g_assert_false (gtk_widget_get_visible (pass_button ()));
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, TAB_NO_CELL);
  g_assert_true (panel_says ("White to move"));
  assert_announced ("Black jumped from g8 to a8, then to c6, then ended the turn.");
  assert_last_turn_cells ("g8 a8 c6");

  /* undo takes back the whole chain */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 1);
  g_assert_true (panel_says ("Black to move"));
  assert_last_turn_cells ("c1 a3");
}

/* ---- Freedom: the last-cell pass ---- */

/* rules/freedom.md T12 and then e5 d1 on 5×5: a2 is the last cell, and
 * a stone there would make White's four on b2–e2 a five; White may pass.
 * A pass is legal only beside the last cell, never alone. */
#define FREEDOM_T12 "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 c4 b4 c5 d5 e4 e3 d2 e1 e2 d3 e5 d1"

static void
reach_last_cell (void)
{
  g_auto (GStrv) legal = NULL;

  start_two_person_game ("freedom", 5, 5);
  g_assert_false (gtk_widget_get_visible (pass_button ()));
  ui_click_cells (window, FREEDOM_T12);
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 24);
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_cmpuint (g_strv_length (legal), ==, 2);
  g_assert_cmpstr (legal[0], ==, "a2");
  g_assert_cmpstr (legal[1], ==, "pass");
  g_assert_true (panel_says ("White to move"));
  g_assert_true (gtk_widget_get_visible (pass_button ()));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass_button ())), ==, "_Pass (Leave the Last Cell Empty)");
}

static void
test_freedom_pass (void)
{
  reach_last_cell ();
  assert_announced ("Black had freedom and placed a stone on d1.");
  assert_last_turn_cells ("d1");

  g_signal_emit_by_name (pass_button (), "clicked");
  g_assert_cmpstr (last_token (), ==, "pass");
  g_assert_true (tab_game_is_over (game ()));
  g_assert_false (gtk_widget_get_visible (pass_button ()));
  /* a pass touches no cell: nothing is highlighted, a2 stays empty */
  assert_last_turn_cells ("");
  g_assert_cmpuint (tab_game_get_position (game ())->rules->piece_at (tab_game_get_position (game ()),
                                                                      (guint) cell_of ("a2")), ==, 0);
  ui_spin (20);
  /* the turn's words leave the result to the result card, a status of its own */
  assert_announced ("White passed: the last cell stays empty.");
  /* the result card says it, no status repeats it */
  g_assert_false (panel_says ("Game over"));
  g_assert_true (panel_says ("White Wins"));
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "The last cell was left empty. Live stones: White 4, Black 0.");
}

/* ---- Hints of the buttons ---- */

static gboolean
has_css_class (gpointer data)
{
  return gtk_widget_has_css_class (pass_button (), data);
}

/* Asked for a hint in the last-cell position, the computer says pass
 * (a2 would lose White's four): the Pass button stands out and the words
 * say "Hint: Pass"; the board shows no cell */
static void
test_pass_hint (void)
{
  int from, to;

  reach_last_cell ();
  g_assert_false (gtk_widget_has_css_class (pass_button (), "suggested-action"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (ui_wait_until (has_css_class, "suggested-action", 10000));
  g_assert_nonnull (window->toast);
  g_assert_cmpstr (adw_toast_get_title (window->toast), ==, "Hint: Pass");
  tab_board_view_get_hint (board (), &from, &to);
  g_assert_cmpint (from, ==, TAB_NO_CELL);
  g_assert_cmpint (to, ==, TAB_NO_CELL);

  /* another action played: the hint is gone with its position */
  ui_click_cells (window, "a2");
  g_assert_true (tab_game_is_over (game ()));
  g_assert_false (gtk_widget_has_css_class (pass_button (), "suggested-action"));
}

/* A hint of End Turn in the middle of a jump chain: the button stands
 * out, the words say "Hint: End the turn", the jumping piece stays
 * selected; a hint of a further jump does not light the button */
static void
test_end_turn_hint (void)
{
  TabAction end, jump;

  start_two_person_game ("apart", 8, 8);
  ui_click_cells (window, "c1 a3 g8 a8 c6");
  end = ui_parse (game (), "end");
  jump = ui_parse (game (), "c6-c3");

  _tab_window_show_hint (window, jump);
  g_assert_false (gtk_widget_has_css_class (pass_button (), "suggested-action"));
  g_assert_cmpstr (adw_toast_get_title (window->toast), ==, "Hint: Move c6 to c3");

  _tab_window_show_hint (window, end);
  g_assert_true (gtk_widget_has_css_class (pass_button (), "suggested-action"));
  g_assert_cmpstr (adw_toast_get_title (window->toast), ==, "Hint: End the turn");
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, cell_of ("c6"));

  g_signal_emit_by_name (pass_button (), "clicked");
  g_assert_cmpstr (last_token (), ==, "end");
  g_assert_false (gtk_widget_has_css_class (pass_button (), "suggested-action"));
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);
  /* the turns played here lose at once at times: no question
   * (test-loss-warning.c asks it) */
  g_settings_set_boolean (window->settings, "warn-losing-turn", FALSE);

  g_test_add_func ("/multistep/apart-jump-chain", test_apart_jump_chain);
  g_test_add_func ("/multistep/freedom-pass", test_freedom_pass);
  g_test_add_func ("/hints/pass", test_pass_hint);
  g_test_add_func ("/hints/end-turn", test_end_turn_hint);

  return ui_test_run (app, window);
}
