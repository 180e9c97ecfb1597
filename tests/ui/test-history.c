/* test-history.c: looking back at earlier positions in the window: the
 * move list and the history actions show the right position, the
 * computer does not move meanwhile, playing on asks and drops the later
 * turns, and any change of the game shows its position again
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tab-board-view-private.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "tab-dialogs.h"
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

static guint
piece_on_board (guint cell)
{
  const TabPosition *pos = tab_board_view_get_position (board ());

  return pos->rules->piece_at (pos, cell);
}

static gboolean
history_bar_shown (void)
{
  return gtk_revealer_get_reveal_child (window->history_revealer);
}

#define PLAY_ON_QUESTION "Play On From Here?"

/* d3 on 5×5: cell 2 * 5 + 3 */
#define CELL(file, rank) ((rank) * 5 + (file))

/* A person (seat 1) against the computer on 5×5: c3, the reply, b2 (or
 * another cell next to the reply), the reply: four turns */
static void
start_game (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { 5, 5, 2 };
  guint levels[TAB_MAX_SEATS] = { 0, 1, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) legal = NULL;

  tab_match_set_delay (match (), 0);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  g_assert_true (tab_board_view_activate_cell (board (), CELL (2, 2)));
  g_assert_true (ui_wait_for_n_actions (window, 2, 5000));
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for_n_actions (window, 4, 5000));
  ui_spin (20);
}

static int
cell_of_action (guint index)
{
  int from, to;
  const TabPosition *before = tab_game_get_position_at (game (), index);

  before->rules->action_cells (before, tab_game_get_action (game (), index), &from, &to);
  return to;
}

/* The move list's rows and the actions show the position after a turn */
static void
test_browse_shows_the_position (void)
{
  GtkListBox *list;
  int reply, second;

  start_game ();
  /* the side panel comes with the first game */
  list = tab_move_list_get_list_box (tab_game_panel_get_move_list (window->side_panel));
  reply = cell_of_action (1);
  second = cell_of_action (2);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 3));
  g_assert_null (gtk_list_box_get_row_at_index (list, 4));

  /* the first row: only c3 on the board */
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 1);
  g_assert_cmpuint (piece_on_board (CELL (2, 2)), !=, 0);
  g_assert_cmpuint (piece_on_board ((guint) reply), ==, 0);
  g_assert_cmpuint (piece_on_board ((guint) second), ==, 0);
  g_assert_true (history_bar_shown ());
  g_assert_cmpstr (gtk_label_get_text (window->history_label), ==, "Showing move 1 of 4");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)),
                                           "shown-move"));
  /* the computer is to move there: the board takes no clicks */
  g_assert_false (tab_board_view_get_interactive (board ()));
  /* no hint for an earlier position */
  g_assert_false (gtk_widget_get_sensitive (window->hint_button) &&
                  gtk_widget_is_sensitive (window->hint_button));

  /* previous: the start, an empty board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL));
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 0);
  g_assert_cmpuint (piece_on_board (CELL (2, 2)), ==, 0);

  /* next, next: after the reply */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-next", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 2);
  g_assert_cmpuint (piece_on_board ((guint) reply), !=, 0);
  g_assert_cmpuint (piece_on_board ((guint) second), ==, 0);
  g_assert_true (tab_board_view_get_interactive (board ()));

  /* last: the game again, nothing dropped */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, -1);
  g_assert_cmpuint (piece_on_board ((guint) second), !=, 0);
  g_assert_false (history_bar_shown ());
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 4);

  /* first; an undo shows the game's position */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-first", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, -1);
  g_assert_false (tab_match_get_held (match ()));
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 2);
}

/* While an earlier position is on show the computer holds its turn */
static void
test_computer_waits (void)
{
  g_auto (GStrv) legal = NULL;

  start_game ();
  tab_match_set_delay (match (), 300);
  legal = tab_position_legal_tokens (tab_game_get_position (game ()));
  g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 4);
  g_assert_true (tab_match_get_held (match ()));
  ui_spin (1500);
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 5);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL);
  g_assert_true (ui_wait_for_n_actions (window, 6, 5000));
}

/* A move on an earlier position asks; Cancel keeps everything, Play On
 * drops the later turns and the computer answers */
static void
test_play_on_from_earlier (void)
{
  int reply;
  guint target = 0;
  GtkWidget *question;

  start_game ();
  reply = cell_of_action (1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 2);
  /* a cell next to the reply, empty after two turns */
  for (guint cell = 0; cell < 25; cell++)
    if (tab_board_view_get_target (board (), cell) != TAB_BOARD_TARGET_NONE &&
        (int) cell != cell_of_action (2))
      {
        target = cell;
        break;
      }
  g_assert_cmpint ((int) target, !=, reply);

  g_assert_true (tab_board_view_activate_cell (board (), target));
  question = ui_wait_for_question (PLAY_ON_QUESTION, 2000);
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (question)), ==, "Play On From Here?");
  tab_question_respond (ADW_ALERT_DIALOG (question), "cancel");
  ui_spin (50);
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 4);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 2);

  g_assert_true (tab_board_view_activate_cell (board (), target));
  tab_question_respond (ADW_ALERT_DIALOG (ui_wait_for_question (PLAY_ON_QUESTION, 2000)), "play");
  ui_spin (20);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, -1);
  g_assert_false (tab_match_get_held (match ()));
  g_assert_true (ui_wait_for_n_actions (window, 4, 5000));
  g_assert_cmpint (cell_of_action (2), ==, (int) target);
  g_assert_false (tab_game_can_redo (game ()));
}

static gboolean
cells_contain (const int *cells, guint n, int cell)
{
  for (guint i = 0; i < n; i++)
    if (cells[i] == cell)
      return TRUE;
  return FALSE;
}

/* The whole last turn is highlighted: exactly the cells its actions
 * touched (TabActionEffects), also on an earlier position; a Splut! throw
 * that takes South's team out touches the flight of the Rock */
static void
test_last_turn_highlighted (void)
{
  g_autoptr (TabGame) splut = ui_new_game ("splut", "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 "
                                                    "e6-d6 d6-d5 d5-c5 e4-f4 e3-e2*w");
  int cells[TAB_BOARD_TURN_MAX_CELLS];
  int expected[TAB_BOARD_TURN_MAX_CELLS];
  guint n, n_expected = 0, n_removed = 0;
  guint n_actions = tab_game_get_n_actions (splut);

  tab_match_set_game (match (), splut);
  g_assert_true (tab_game_is_over (splut));
  /* South's last turn: e4-f4 and the throw */
  for (guint i = n_actions - 2; i < n_actions; i++)
    {
      TabActionEffects effects;

      tab_action_effects (tab_game_get_position_at (splut, i), tab_game_get_action (splut, i), &effects);
      for (guint k = 0; k < effects.n_touched; k++)
        if (!cells_contain (expected, n_expected, effects.touched[k]))
          expected[n_expected++] = effects.touched[k];
      n_removed += effects.n_removed;
    }
  /* e4, f4, e3, e2 and d2 at least; South's three pieces */
  g_assert_cmpuint (n_expected, >=, 5);
  g_assert_cmpuint (n_removed, ==, 3);
  n = tab_board_view_get_last_turn_cells (board (), cells);
  g_assert_cmpuint (n, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    g_assert_true (cells_contain (cells, n, expected[i]));

  /* on the position after North's turn: North's three steps */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 9);
  n = tab_board_view_get_last_turn_cells (board (), cells);
  g_assert_cmpuint (n, ==, 4);   /* e6, d6, d5, c5 */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL);
}

static gboolean
not_animating (gpointer data)
{
  return !tab_board_view_is_animating (board ());
}

/* The end of the game is told once the board has shown the last step,
 * once: on the result card, not in a toast nor in the last turn's words */
static void
test_result_after_last_step (void)
{
  g_autoptr (TabGame) splut = ui_new_game ("splut", "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 "
                                                    "e6-d6 d6-d5 d5-c5 e4-f4");
  GtkWidget *end_box = tab_game_panel_get_end_box (window->side_panel);
  const char *result = NULL;

  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE, NULL);
  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), splut);
  tab_board_view_set_step_pause (board (), 300);
  ui_spin (50);
  g_assert_false (gtk_widget_get_visible (end_box));

  g_assert_true (tab_match_play (match (), ui_parse (splut, "e3-e2*w"), NULL));
  g_assert_true (tab_game_is_over (splut));
  g_assert_true (tab_board_view_is_animating (board ()));
  g_assert_false (gtk_widget_get_visible (end_box));
  g_assert_true (ui_wait_until (not_animating, NULL, 3000));
  ui_spin (20);
  g_assert_true (gtk_widget_get_visible (end_box));
  result = tab_game_panel_get_result_text (window->side_panel);
  g_assert_cmpstr (result, ==, "South’s Sorcerer was hit and its team is out.");
  /* two people: the winner in the card's title, the game's words under it */
  g_assert_cmpstr (tab_game_panel_get_outcome_text (window->side_panel), ==, "North Wins");
  /* said once */
  g_assert_true (window->toast == NULL || strstr (adw_toast_get_title (window->toast), "wins") == NULL);
  g_assert_nonnull (strstr (tab_game_panel_get_last_turn_text (window->side_panel), "South"));
  g_assert_null (strstr (tab_game_panel_get_last_turn_text (window->side_panel), "wins"));
}

/* A hint of "end": the End Turn button stands out and the words say it;
 * a hint of a move: an arrow from its origin to its destination */
static void
test_hints (void)
{
  g_autoptr (TabGame) apart = ui_new_game ("apart", "b1-d3 b7-a8 c1-h1 h1-f3");
  GtkWidget *pass = tab_window_get_pass_button (window);
  g_autofree char *end_words = NULL;
  g_autofree char *move_words = NULL;
  g_autofree char *expected = NULL;
  TabAction end, jump;
  int from, to, jump_from, jump_to;

  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), apart);
  ui_spin (20);
  end = ui_parse (apart, "end");
  jump = ui_parse (apart, "f3-d5");
  g_assert_true (gtk_widget_get_visible (pass));
  g_assert_false (gtk_widget_has_css_class (pass, "suggested-action"));

  _tab_window_show_hint (window, end);
  g_assert_true (gtk_widget_has_css_class (pass, "suggested-action"));
  end_words = tab_board_view_describe_action (tab_game_get_position (apart), end);
  expected = g_strdup_printf ("Hint: %s", end_words);
  g_assert_cmpstr (adw_toast_get_title (window->toast), ==, expected);
  tab_board_view_get_hint (board (), &from, &to);
  g_assert_cmpint (from, ==, TAB_NO_CELL);
  g_assert_cmpint (to, ==, TAB_NO_CELL);

  _tab_window_show_hint (window, jump);
  move_words = tab_board_view_describe_action (tab_game_get_position (apart), jump);
  g_assert_nonnull (strstr (adw_toast_get_title (window->toast), move_words));
  tab_board_view_get_hint (board (), &from, &to);
  tab_game_get_rules (apart)->action_cells (tab_game_get_position (apart), jump, &jump_from, &jump_to);
  g_assert_cmpint (from, ==, jump_from);
  g_assert_cmpint (to, ==, jump_to);

  /* the position changes: the hint is gone */
  g_assert_true (tab_match_play (match (), jump, NULL));
  g_assert_false (gtk_widget_has_css_class (pass, "suggested-action"));
  tab_board_view_get_hint (board (), &from, &to);
  g_assert_cmpint (from, ==, TAB_NO_CELL);
}

/* An Apart game whose 13th turn is six jumps by one piece */
#define LONG_TURN_RECORD \
  "f2-d4 d7-d5 d2-f4 f8-d6 d6-b4 c2-c4 c4-e4 e4-h4 c8-c6 c6-c4 c4-e6 e6-a2 " \
  "f1-d3 d3-b5 f7-h5 g1-g3 g3-g5 g5-e3 e3-c5 c5-a7 d8-f8 f8-d6 d6-g3 " \
  "d1-h1 h1-f3 f3-f5 f5-f7 e8-e6 e6-e4 e4-c6 c6-f3 f3-d3 " \
  "e1-e3 e3-c5 c5-e5 e5-c3 c3-f6 f6-f8"

typedef struct
{
  GtkWidget *widget;
  int        width;
} WidthWait;

static gboolean
has_width (gpointer data)
{
  WidthWait *wait = data;

  return gtk_widget_get_width (wait->widget) == wait->width;
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The parts of the row of a turn, laid out at its width: each whole (at
 * its natural size, inside the row, on no other), the number of lines */
static guint
assert_parts_whole (GtkWidget *parts)
{
  int width = gtk_widget_get_width (parts), height = gtk_widget_get_height (parts);
  int first_action_x = -1, last_y = -1, last_end = 0;
  guint lines = 0;

  for (GtkWidget *part = gtk_widget_get_first_child (parts); part != NULL;
       part = gtk_widget_get_next_sibling (part))
    {
      graphene_rect_t bounds;
      int min, nat, x, y;

      g_assert_true (gtk_widget_compute_bounds (part, parts, &bounds));
      x = (int) bounds.origin.x, y = (int) bounds.origin.y;
      gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_width (part), ==, nat);
      gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_height (part), ==, nat);
      g_assert_cmpint (x, >=, 0);
      g_assert_cmpint (x + gtk_widget_get_width (part), <=, width);
      g_assert_cmpint (y, >=, 0);
      g_assert_cmpint (y + gtk_widget_get_height (part), <=, height);
      if (part != gtk_widget_get_first_child (parts) && first_action_x < 0)
        first_action_x = x;
      if (y > last_y)
        {
          /* a new line: it starts at the row's start or under the
           * first action */
          g_assert_true (lines == 0 || x == 0 || x == first_action_x);
          g_assert_cmpint (y, >=, last_y + (lines > 0 ? gtk_widget_get_height (part) : 0));
          lines++;
          last_y = y;
        }
      else
        {
          /* on the same line, after the one before, a space apart */
          g_assert_cmpint (y, ==, last_y);
          g_assert_cmpint (x, >, last_end);
        }
      last_end = x + gtk_widget_get_width (part);
    }
  return lines;
}

/* A long turn wraps between its actions, never inside one ("f6-" at the
 * end of a line, "f8" on the next): the row shows each action as a label
 * of its own that keeps its natural width, at every width from narrow to
 * wide, and the actions go onto more lines when narrow */
static void
test_long_turn_wraps_between_actions (void)
{
  g_autoptr (TabGame) apart = ui_new_game_sized ("apart", "8x8", LONG_TURN_RECORD);
  TabMoveList *list = g_object_new (TAB_TYPE_MOVE_LIST, NULL);
  GtkWindow *narrow = GTK_WINDOW (gtk_window_new ());
  GtkListBoxRow *row;
  GtkWidget *parts, *part;
  guint most_lines = 0, lines;
  int list_min;

  tab_move_list_set_game (list, apart);
  row = gtk_list_box_get_row_at_index (tab_move_list_get_list_box (list), 12);
  g_assert_nonnull (row);
  g_assert_null (gtk_list_box_get_row_at_index (tab_move_list_get_list_box (list), 13));

  /* the number and seat, then each action of the turn as played */
  parts = gtk_list_box_row_get_child (row);
  part = gtk_widget_get_first_child (parts);
  g_assert_true (GTK_IS_LABEL (part));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part)), ==, "\u200713.");
  /* White's glyph in the White pieces' colour, not the text's */
  part = gtk_widget_get_next_sibling (part);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part)), ==, "\u25CF");
  g_assert_true (gtk_widget_has_css_class (part, "piece-white"));
  for (guint i = 32; i < 38; i++)
    {
      part = gtk_widget_get_next_sibling (part);
      g_assert_true (GTK_IS_LABEL (part));
      g_assert_false (gtk_label_get_wrap (GTK_LABEL (part)));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part)), ==, tab_game_get_token (apart, i));
    }
  g_assert_null (gtk_widget_get_next_sibling (part));

  /* in a window that grows from its narrowest to 400 px */
  gtk_window_set_decorated (narrow, FALSE);
  gtk_window_set_default_size (narrow, 1, 1);
  gtk_widget_set_size_request (GTK_WIDGET (list), 40, 400);
  gtk_window_set_child (narrow, GTK_WIDGET (list));
  gtk_window_present (narrow);
  g_assert_true (ui_wait_until (is_mapped, parts, 5000));
  gtk_widget_measure (GTK_WIDGET (list), GTK_ORIENTATION_HORIZONTAL, -1, &list_min, NULL, NULL, NULL);
  g_assert_cmpint (list_min, <, 160);
  for (int width = 40; width <= 400; width += 4)
    {
      WidthWait wait = { GTK_WIDGET (list), MAX (width, list_min) };

      gtk_widget_set_size_request (GTK_WIDGET (list), width, 400);
      g_assert_true (ui_wait_until (has_width, &wait, 5000));
      ui_spin (1);
      lines = assert_parts_whole (parts);
      if (width == 160)
        g_assert_cmpuint (lines, >=, 2);
      most_lines = MAX (most_lines, lines);
    }
  g_assert_cmpuint (most_lines, >=, 3);
  /* wide: one line */
  g_assert_cmpuint (lines, ==, 1);
  gtk_window_destroy (narrow);
}

static gboolean
has_css_classes (GtkWidget *widget, gconstpointer classes)
{
  for (const char * const *c = classes; *c != NULL; c++)
    if (!gtk_widget_has_css_class (widget, *c))
      return FALSE;
  return gtk_widget_get_mapped (widget);
}

/* The lightness (0 to 1) a glyph is drawn in */
static double
lightness_of (GtkWidget *glyph)
{
  GdkRGBA color;

  gtk_widget_get_color (glyph, &color);
  return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue;
}

/* Black's glyph is dark and White's light in the seat list and the move
 * list, in the light and the dark style alike, as the board draws them
 * (in the text colour Black turned white in dark mode) */
static void
test_seat_glyph_colors (void)
{
  static const char * const seat_black[] = { "seat-glyph", "piece-black", NULL };
  static const char * const seat_white[] = { "seat-glyph", "piece-white", NULL };
  static const char * const move_black[] = { "numeric", "piece-black", NULL };
  static const char * const move_white[] = { "numeric", "piece-white", NULL };
  const char * const *glyphs[] = { seat_black, seat_white, move_black, move_white };
  AdwStyleManager *style = adw_style_manager_get_default ();
  const TabRules *rules = tab_rules_lookup ("apart");
  TabOptions options;
  guint levels[TAB_MAX_SEATS] = { 0 };
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) legal = NULL;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  /* a turn of each: both glyphs in the move list */
  for (guint i = 0; i < 2; i++)
    {
      TabAction action;

      legal = tab_position_legal_tokens (tab_game_get_position (game ()));
      action = ui_parse (game (), legal[0]);
      g_clear_pointer (&legal, g_strfreev);
      g_assert_true (tab_match_play (match (), action, &error));
      g_assert_no_error (error);
      /* a jump chain: end the turn */
      while (tab_game_get_position (game ())->to_move == (i == 0 ? 1 : 2) &&
             !tab_position_is_over (tab_game_get_position (game ())))
        {
          legal = tab_position_legal_tokens (tab_game_get_position (game ()));
          g_assert_true (tab_match_play (match (), ui_parse (game (), legal[0]), &error));
          g_clear_pointer (&legal, g_strfreev);
        }
    }
  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ui_spin (50);
      for (guint g = 0; g < G_N_ELEMENTS (glyphs); g++)
        {
          GtkWidget *glyph = ui_find_widget (GTK_WIDGET (window), has_css_classes, glyphs[g]);
          gboolean black = g % 2 == 0;

          g_assert_nonnull (glyph);
          if (black)
            g_assert_cmpfloat (lightness_of (glyph), <, 0.3);
          else
            g_assert_cmpfloat (lightness_of (glyph), >, 0.8);
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/history/shows-the-position", test_browse_shows_the_position);
  g_test_add_func ("/history/computer-waits", test_computer_waits);
  g_test_add_func ("/history/play-on-from-earlier", test_play_on_from_earlier);
  g_test_add_func ("/history/last-turn-highlighted", test_last_turn_highlighted);
  g_test_add_func ("/history/result-after-last-step", test_result_after_last_step);
  g_test_add_func ("/history/long-turn-wraps-between-actions", test_long_turn_wraps_between_actions);
  g_test_add_func ("/hints/end-and-move", test_hints);
  g_test_add_func ("/history/seat-glyph-colors", test_seat_glyph_colors);

  return ui_test_run (app, window);
}
