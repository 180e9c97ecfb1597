/* test-practice.c: practicing one's marked turns: from the review's
 * summary, the position before each marked turn of a player; a wrong try
 * refused in the review's words and taken back, a right one accepted,
 * Show the Answer, Skip, the computer holding its turn, and Done or
 * Escape giving back the game exactly as it was
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "tab-analysis-panel-private.h"
#include "tab-analysis-words.h"
#include "tab-board-view-private.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* 4Mation 5×5 (test-analysis.c): reviewed at NODES, Blue's e2 (turn 5)
 * still wins but slower (?!, proven) and Blue's e3 (turn 7) lets Pink
 * win next turn (??, proven); c2 is the better turn of both.  Pink's d1
 * (turn 4) is marked too (tabuleiro-cli analyse --nodes 20000). */
#define RECORD "c3 d2 c1 d1 e2 d3 e3"
#define NODES  20000
#define CELL(file, rank) ((rank) * 5 + (file))

static TabMatch *
match (void)
{
  return tab_window_get_match (window);
}

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static TabGame *
board_game (void)
{
  return board ()->game;
}

static TabPracticeBar *
bar (void)
{
  return window->practice_bar;
}

static const char *
counter (void)
{
  return gtk_label_get_label (tab_practice_bar_get_counter (bar ()));
}

static const char *
message (void)
{
  return gtk_label_get_label (tab_practice_bar_get_message (bar ()));
}

/* The game on the board, reviewed at NODES as Analyse Game would */
static TabGame *
show_reviewed_game (void)
{
  TabGame *game = ui_new_game_sized ("fourmation", "5", RECORD);
  guint n = tab_game_get_n_actions (game);
  g_autofree TabAction *actions = g_new (TabAction, n);
  g_autoptr (TabGameReview) review = NULL;

  tab_match_set_delay (match (), 0);
  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  gtk_stack_set_visible_child_name (window->stack, "game");
  for (guint i = 0; i < n; i++)
    actions[i] = tab_game_get_action (game, i);
  review = tab_game_review_new (NODES, n, tab_review_game (tab_game_get_position_at (game, 0),
                                                           actions, n, NODES, 2));
  tab_game_review_attach (game, review);
  tab_move_list_set_review (tab_game_panel_get_move_list (window->side_panel), review);
  ui_spin (20);
  return game;
}

static GtkWidget *
practice_button (const char *label)
{
  TabAnalysisPanel *panel = tab_analysis_panel_find (GTK_WIDGET (window));

  return ui_find_widget (GTK_WIDGET (panel), ui_is_button_labelled, label);
}

static void
press_practice (const char *label)
{
  GtkWidget *button = practice_button (label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  ui_spin (20);
  g_assert_true (_tab_window_is_practising (window));
}

static gboolean
is_state (gpointer data)
{
  return window->practice != NULL &&
         tab_practice_get_state (window->practice) == (TabPracticeState) GPOINTER_TO_INT (data);
}

/* the board shows the game's first n actions, on a game of its own */
static void
assert_board_at (TabGame *game, guint n)
{
  g_assert_true (board_game () != game);
  g_assert_cmpuint (tab_game_get_n_actions (board_game ()), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (tab_game_get_token (board_game (), i), ==, tab_game_get_token (game, i));
}

/* the game as it was: its actions, its history, its file, unchanged */
static void
assert_game_as_it_was (TabGame *game, gboolean modified)
{
  g_autofree char *record = ui_record_of (game);

  g_assert_false (_tab_window_is_practising (window));
  g_assert_true (tab_match_get_game (match ()) == game);
  g_assert_true (board_game () == game);
  g_assert_cmpstr (record, ==, RECORD);
  g_assert_false (tab_game_can_redo (game));
  g_assert_true (tab_game_can_undo (game));
  g_assert_true (tab_window_get_modified (window) == modified);
  g_assert_nonnull (tab_game_review_lookup (game));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar ())));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (window->side_panel)));
}

/* The row of the move list marked as the position on show: its actions,
 * or -1 (none marked: the game's present) */
static int
shown_row (void)
{
  GtkListBox *list = tab_move_list_get_list_box (tab_game_panel_get_move_list (window->side_panel));

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_has_css_class (row, "shown-move"))
      return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "n-actions"));
  return -1;
}

/* What the side panel says: who is to move, the last turn, the scores */
typedef struct
{
  char *status;
  char *last_turn;
  char *scores;
} PanelTexts;

static void
panel_texts_clear (PanelTexts *texts)
{
  g_free (texts->status);
  g_free (texts->last_turn);
  g_free (texts->scores);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PanelTexts, panel_texts_clear)

static void
read_panel (PanelTexts *texts)
{
  texts->status = g_strdup (tab_game_panel_get_status_text (window->side_panel));
  texts->last_turn = g_strdup (tab_game_panel_get_last_turn_text (window->side_panel));
  texts->scores = g_strdup (tab_game_panel_get_scores_text (window->side_panel));
}

/* What the side panel says while the history shows the game's position
 * after n actions */
static void
read_browsed_panel (guint n, PanelTexts *texts)
{
  _tab_window_browse (window, (int) n);
  read_panel (texts);
  _tab_window_browse (window, -1);
}

/* The side panel tells the game's position after n actions, as browsing
 * there does (browsed): who is to move, the turn before, the scores, the
 * row of the move list */
static void
assert_panel_at (TabGame *game, guint n, const char *status, const PanelTexts *browsed)
{
  g_auto (PanelTexts) shown = { 0 };
  g_autofree char *last_turn = tab_game_ui_describe_game_actions (game, n - 1, n, FALSE);

  read_panel (&shown);
  g_assert_cmpstr (shown.status, ==, status);
  g_assert_cmpstr (shown.last_turn, ==, last_turn);
  g_assert_cmpint (shown_row (), ==, (int) n);
  g_assert_cmpstr (shown.status, ==, browsed->status);
  g_assert_cmpstr (shown.last_turn, ==, browsed->last_turn);
  g_assert_cmpstr (shown.scores, ==, browsed->scores);
}

/* A try on the board, a click on cell, judged in the worker */
static void
try_cell (guint cell, TabPracticeState expected)
{
  g_assert_true (tab_board_view_activate_cell (board (), cell));
  g_assert_true (is_state (GINT_TO_POINTER (TAB_PRACTICE_JUDGING)) || is_state (GINT_TO_POINTER (expected)));
  g_assert_true (ui_wait_until (is_state, GINT_TO_POINTER (expected), 120000));
  ui_spin (20);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (tab_practice_bar_get_message (bar ()))));
  /* said as shown */
  g_assert_cmpstr (tab_board_view_get_last_announcement (board ()), ==, message ());
}

/* The review's words for why the game's turn index (from 0) is marked */
static char *
review_reason (TabGame *game, guint index)
{
  TabGameReview *review = tab_game_review_lookup (game);
  const TabTurnReview *r = tab_game_review_get_turn (review, index);

  return tab_analysis_reason (tab_game_get_position_at (game, r->first), r);
}

static void
test_tries (void)
{
  TabGame *game = show_reviewed_game ();
  gboolean modified = tab_window_get_modified (window);
  g_autofree char *why_e2 = review_reason (game, 4);
  g_autofree char *why_e3 = review_reason (game, 6);
  g_autofree char *expected = NULL;
  g_auto (PanelTexts) before_e2 = { 0 };
  g_auto (PanelTexts) before_e3 = { 0 };

  read_browsed_panel (4, &before_e2);
  read_browsed_panel (6, &before_e3);
  g_assert_cmpstr (tab_game_panel_get_status_text (window->side_panel), ==, "Pink to move");

  /* one button for each player with marked turns */
  g_assert_nonnull (practice_button ("Practice Pink's Mistakes"));
  press_practice ("Practice Blue's Mistakes");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar ())));
  g_assert_cmpstr (counter (), ==, "Practice: 1 of 2");
  assert_board_at (game, 4);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (window->side_panel)));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (tab_game_panel_get_move_list (window->side_panel))));
  /* the panel tells the practice's position, not the game's present
   * (Pink to move after e3) */
  assert_panel_at (game, 4, "Blue to move", &before_e2);
  /* a review coming in meanwhile draws no arrow on the practice's board
   * (the game's last turn, e3, is marked) */
  tab_move_list_set_review (tab_game_panel_get_move_list (window->side_panel), NULL);
  tab_move_list_set_review (tab_game_panel_get_move_list (window->side_panel), tab_game_review_lookup (game));
  ui_spin (20);
  g_assert_cmpint (board ()->better_to, ==, TAB_NO_CELL);
  /* Undo is off: the game is left alone */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 7);
  g_assert_true (_tab_window_is_practising (window));
  g_assert_true (g_str_has_prefix (tab_board_view_get_last_announcement (board ()),
                                   "Practice: 1 of 2. Blue to play. In the game: e2 (Inaccuracy, proven)."));

  /* e2 again: still a win, but as slow as in the game: refused in the
   * review's words, and taken back */
  try_cell (CELL (4, 1), TAB_PRACTICE_TRYING);
  expected = g_strdup_printf ("Not e2: this %s. Try again.", why_e2);
  g_assert_cmpstr (message (), ==, expected);
  assert_board_at (game, 4);
  g_assert_true (board ()->interactive);

  /* c2, the better turn: accepted, and on to the next */
  try_cell (CELL (2, 1), TAB_PRACTICE_ACCEPTED);
  g_assert_true (g_str_has_prefix (message (), "Good: this keeps the win in "));
  g_assert_cmpstr (tab_game_get_token (board_game (), 4), ==, "c2");
  g_assert_false (board ()->interactive);
  g_assert_cmpstr (gtk_button_get_label (tab_practice_bar_get_next (bar ())), ==, "_Next");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-next", NULL));
  ui_spin (20);
  g_assert_cmpstr (counter (), ==, "Practice: 2 of 2");
  assert_board_at (game, 6);
  assert_panel_at (game, 6, "Blue to move", &before_e3);

  /* e3, the blunder: "lets Pink win next turn" */
  try_cell (CELL (4, 2), TAB_PRACTICE_TRYING);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Not e3: this %s. Try again.", why_e3);
  g_assert_cmpstr (expected, ==, "Not e3: this lets Pink win next turn. Try again.");
  g_assert_cmpstr (message (), ==, expected);
  assert_board_at (game, 6);

  /* Show the Answer: c2 played on the board, its arrow in the second
   * colour (a ring on c2: a placement) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-answer", NULL));
  ui_spin (20);
  g_assert_true (is_state (GINT_TO_POINTER (TAB_PRACTICE_ANSWERED)));
  g_assert_cmpstr (message (), ==, "The better turn: c2.");
  g_assert_cmpstr (tab_board_view_get_last_announcement (board ()), ==, "The better turn: c2.");
  g_assert_cmpuint (tab_game_get_n_actions (board_game ()), ==, 7);
  g_assert_cmpstr (tab_game_get_token (board_game (), 6), ==, "c2");
  g_assert_cmpint (board ()->better_from, ==, TAB_NO_CELL);
  g_assert_cmpint (board ()->better_to, ==, CELL (2, 1));
  g_assert_false (board ()->interactive);

  /* the end: how many were found */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-next", NULL));
  ui_spin (20);
  g_assert_cmpstr (counter (), ==, "Practice done");
  g_assert_cmpstr (tab_board_view_get_last_announcement (board ()), ==, "Practice done. 1 of 2 found.");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (tab_practice_bar_get_next (bar ()))));

  /* Done: the game exactly as it was */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-done", NULL));
  ui_spin (20);
  assert_game_as_it_was (game, modified);
  g_assert_cmpstr (tab_board_view_get_last_announcement (board ()), ==, "Back to the game");
  /* the panel tells the game's present again */
  g_assert_cmpstr (tab_game_panel_get_status_text (window->side_panel), ==, "Pink to move");
  g_assert_cmpint (shown_row (), ==, -1);
}

/* The window's Escape: leaves the practice (the board keeps it while it
 * has a piece selected or a jump to end) */
static void
press_escape (void)
{
  g_autoptr (GtkShortcut) shortcut = ui_find_key_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0);

  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                               GTK_WIDGET (window), NULL));
}

/* The shortcuts window (GtkShortcutsWindow, or AdwShortcutsDialog from
 * libadwaita 1.8) lists Escape for leaving the practice */
static void
test_escape_listed (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shortcuts.ui");
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean found = FALSE;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (g_object_class_find_property (G_OBJECT_GET_CLASS (l->data), "accelerator") != NULL)
      {
        g_autofree char *accel = NULL;
        g_autofree char *title = NULL;

        g_object_get (l->data, "accelerator", &accel, "title", &title, NULL);
        found |= g_strcmp0 (accel, "Escape") == 0 && g_strcmp0 (title, "Leave the practice of mistakes") == 0;
      }
  g_slist_free (objects);
  g_assert_true (found);
}

static gboolean
has_n_actions (gpointer data)
{
  return tab_game_get_n_actions (tab_match_get_game (match ())) == GPOINTER_TO_UINT (data);
}

static void
test_skip_and_escape (void)
{
  TabGame *game = show_reviewed_game ();
  gboolean modified = tab_window_get_modified (window);

  /* an earlier position browsed: shown again afterwards */
  TabBoardView *view = board ();
  double pan_x, pan_y, x, y;

  _tab_window_browse (window, 3);
  /* zoomed in, panned toward a corner */
  tab_board_view_set_zoom (view, 2);
  tab_board_view_pan_by (view, 40, -30);
  tab_board_view_get_pan (view, &pan_x, &pan_y);
  g_assert_cmpfloat (fabs (pan_x) + fabs (pan_y), >, 1);
  ui_spin (20);
  press_practice ("Practice Blue's Mistakes");
  g_assert_false (_tab_window_is_browsing (window));
  assert_board_at (game, 4);
  /* the board as zoomed and panned as it was */
  g_assert_cmpfloat_with_epsilon (tab_board_view_get_zoom (view), 2, 1e-9);
  tab_board_view_get_pan (view, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, pan_x, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, pan_y, 1e-6);
  /* the panel tells the practice's position, not the one browsed */
  g_assert_cmpint (shown_row (), ==, 4);

  /* the computer holds its turn meanwhile: Pink, to move in the game */
  tab_match_set_seat_level (match (), 2, TAB_AI_CASUAL);
  g_assert_true (tab_match_get_held (match ()));
  ui_spin (300);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 7);

  /* Skip: the next position, nothing tried */
  g_assert_cmpstr (gtk_button_get_label (tab_practice_bar_get_next (bar ())), ==, "_Skip");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-next", NULL));
  ui_spin (20);
  g_assert_cmpstr (counter (), ==, "Practice: 2 of 2");
  assert_board_at (game, 6);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (tab_practice_bar_get_message (bar ()))));
  g_assert_true (board ()->interactive);

  /* a try judged while Escape leaves: its verdict is dropped */
  g_assert_true (tab_board_view_activate_cell (board (), CELL (4, 2)));
  press_escape ();
  ui_spin (20);
  g_assert_false (_tab_window_is_practising (window));
  g_assert_true (_tab_window_is_browsing (window));
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 3);
  g_assert_true (board_game () == game);
  g_assert_cmpint (shown_row (), ==, 3);
  /* the zoom and the pan as they were */
  g_assert_cmpfloat_with_epsilon (tab_board_view_get_zoom (view), 2, 1e-9);
  tab_board_view_get_pan (view, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, pan_x, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, pan_y, 1e-6);
  tab_board_view_set_zoom (view, 1);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 7);
  g_assert_true (tab_window_get_modified (window) == modified);

  /* back at the game's position, the computer plays on */
  _tab_window_browse (window, -1);
  g_assert_true (ui_wait_until (has_n_actions, GUINT_TO_POINTER (8), 30000));
}

static void
test_nothing_to_practice (void)
{
  TabGame *game = show_reviewed_game ();

  /* a seat without marked turns: a toast, no practice */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice", "u", 3));
  g_assert_false (_tab_window_is_practising (window));
  g_assert_true (tab_match_get_game (match ()) == game);
  /* a game changed under a practice: back to the game */
  press_practice ("Practice Pink's Mistakes");
  g_assert_cmpstr (counter (), ==, "Practice: 1 of 1");
  assert_board_at (game, 3);
  show_reviewed_game ();
  g_assert_false (_tab_window_is_practising (window));
  g_assert_true (board_game () == tab_match_get_game (match ()));
}

/* A try's action on the board, as a player clicks it: the piece (unless
 * it is the piece of the jump under way), then where it goes */
static void
click_token (const char *token)
{
  TabBoardState *state = tab_board_view_get_board_state (board ());
  const TabPosition *pos = tab_game_get_position (board_game ());
  TabAction action = ui_parse (board_game (), token);
  int from, to;

  pos->rules->action_cells (pos, action, &from, &to);
  if (from != TAB_NO_CELL && tab_board_state_get_selected (state) != from)
    g_assert_true (tab_board_view_activate_cell (board (), (guint) from));
  g_assert_true (tab_board_view_activate_cell (board (), (guint) to));
}

/* Apart 6×6, reviewed at 3000 nodes: White's jump b1-b3 b3xb5 (turn 3)
 * is an estimated Blunder, c1-c3 and End Turn the better turn
 * (tabuleiro-cli analyse apart --size 6x6 --nodes 3000) */
#define APART_RECORD "e2-f1 e6-f5 b1-b3 b3xb5"

static void
test_turn_of_several_steps (void)
{
  TabGame *game = ui_new_game_sized ("apart", "6x6", APART_RECORD);
  g_autoptr (TabGameReview) review = NULL;
  TabAction actions[4];
  g_autofree char *why = NULL;
  g_autofree char *expected = NULL;
  const TabTurnReview *r;

  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  for (guint i = 0; i < 4; i++)
    actions[i] = tab_game_get_action (game, i);
  review = tab_game_review_new (3000, 4, tab_review_game (tab_game_get_position_at (game, 0),
                                                          actions, 4, 3000, 1));
  tab_game_review_attach (game, review);
  r = tab_game_review_get_turn (review, 2);
  g_assert_cmpint (r->mark, ==, TAB_MARK_BLUNDER);
  g_assert_false (r->proven);
  why = tab_analysis_reason (tab_game_get_position_at (game, 2), r);
  ui_spin (20);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice", "u", 1));
  g_assert_true (_tab_window_is_practising (window));
  g_assert_cmpstr (counter (), ==, "Practice: 1 of 1");
  assert_board_at (game, 2);

  /* the jump of the game again, a step at a time: judged once whole,
   * refused in the review's words for an estimate */
  click_token ("b1-b3");
  g_assert_true (is_state (GINT_TO_POINTER (TAB_PRACTICE_TRYING)));
  g_assert_cmpuint (tab_game_get_n_actions (board_game ()), ==, 3);
  click_token ("b3xb5");
  g_assert_true (ui_wait_until (is_state, GINT_TO_POINTER (TAB_PRACTICE_TRYING), 120000));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (tab_practice_bar_get_message (bar ()))));
  expected = g_strdup_printf ("Not b1-b3 b3xb5: %s. Try again.", why);
  g_assert_cmpstr (message (), ==, expected);
  assert_board_at (game, 2);

  /* c1-c3, then End Turn from the bar: the better turn, accepted */
  click_token ("c1-c3");
  g_assert_true (is_state (GINT_TO_POINTER (TAB_PRACTICE_TRYING)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-pass", NULL);
  g_assert_true (ui_wait_until (is_state, GINT_TO_POINTER (TAB_PRACTICE_ACCEPTED), 120000));
  g_assert_cmpstr (tab_game_get_token (board_game (), 3), ==, "end");
  g_assert_cmpstr (message (), ==, "Good: as good as the better turn (estimate).");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-done", NULL));
  ui_spin (20);
  g_assert_false (_tab_window_is_practising (window));
  g_assert_true (board_game () == game);
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 4);
}

int
main (int argc, char **argv)
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/practice/tries", test_tries);
  g_test_add_func ("/practice/skip-and-escape", test_skip_and_escape);
  g_test_add_func ("/practice/nothing-to-practice", test_nothing_to_practice);
  g_test_add_func ("/practice/turn-of-several-steps", test_turn_of_several_steps);
  g_test_add_func ("/practice/escape-listed", test_escape_listed);

  return ui_test_run (app, window);
}
