/* test-analysis.c: Analyse Game in the window: the review runs beside
 * the window with progress and Cancel, the move list's marks and their
 * words for screen readers, the standing line, the better turn's arrow
 * while browsing, the review saved and loaded again, Copy Game as Text
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tab-analysis-panel-private.h"
#include "tab-board-view-private.h"
#include "tab-game-io.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* 4Mation 5×5: Blue's e3, the last turn, lets Pink win next turn: a
 * Blunder the engine proves; c2 was better (tabuleiro-cli analyse) */
#define RECORD     "c3 d2 c1 d1 e2 d3 e3"
#define CELL(file, rank) ((rank) * 5 + (file))

static TabMatch *
match (void)
{
  return tab_window_get_match (window);
}

static TabAnalysisPanel *
panel (void)
{
  return tab_analysis_panel_find (GTK_WIDGET (window));
}

static TabMoveList *
move_list (void)
{
  return tab_game_panel_get_move_list (window->side_panel);
}

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static void
show_game (void)
{
  TabGame *game = ui_new_game_sized ("fourmation", "5", RECORD);

  tab_match_set_delay (match (), 0);
  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  gtk_stack_set_visible_child_name (window->stack, "game");
  ui_spin (20);
}

static gboolean
full_review_done (gpointer data)
{
  TabGameReview *review = tab_move_list_get_review (move_list ());

  return review != NULL && tab_game_review_get_nodes (review) == TAB_ANALYSIS_DEFAULT_NODES &&
         !tab_analysis_panel_is_running (panel ());
}

static GtkWidget *
row (guint index)
{
  return GTK_WIDGET (gtk_list_box_get_row_at_index (tab_move_list_get_list_box (move_list ()), (int) index));
}

static void
assert_row_label (guint index, const char *label)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row (index)),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL, label);

  if (error != NULL)
    g_error ("row %u: %s", index, error);
}

static void
analyse (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse-game", NULL));
  g_assert_true (tab_analysis_panel_is_running (panel ()));
  g_assert_true (gtk_widget_get_visible (tab_analysis_panel_get_progress (panel ())));
  /* the window goes on meanwhile: the review runs in a worker */
  g_assert_true (ui_wait_until (full_review_done, NULL, 300000));
  g_assert_false (gtk_widget_get_visible (tab_analysis_panel_get_progress (panel ())));
}

/* The marks and their words, and the seventh turn browsed to */
static void
assert_marks_shown (void)
{
  GtkLabel *reason = tab_analysis_panel_get_reason (panel ());
  GtkLabel *standing = tab_analysis_panel_get_standing (panel ());

  GtkWidget *glyph;

  assert_row_label (0, "Move 1, Blue: c3");
  assert_row_label (6, "Move 7, Blue: e3. Blunder, proven");
  /* the glyph in its colour after the actions; an unmarked row has none */
  glyph = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row (6))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (glyph)), ==, "??");
  g_assert_true (gtk_widget_has_css_class (glyph, "mark-blunder"));
  glyph = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row (0))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (glyph)), ==, "c3");

  /* browsing to the blunder: the standing, why, and c2's arrow (a ring:
   * a placement has no piece to move) in the second colour */
  _tab_window_browse (window, 7);
  ui_spin (20);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (reason)));
  g_assert_cmpstr (gtk_label_get_label (reason), ==,
                   "Blunder, proven: lets Pink win next turn. Better: c2");
  g_assert_cmpstr (gtk_label_get_label (standing), ==, "Pink wins in 1 turn");
  /* each player's marks (the full pass marks Blue's e2 ?! and e3 ??) */
  g_assert_cmpstr (gtk_label_get_label (tab_analysis_panel_get_summary (panel ())), ==,
                   "Blue: 1 Blunder, 1 Inaccuracy\nPink: no marks");
  g_assert_cmpint (board ()->better_from, ==, TAB_NO_CELL);
  g_assert_cmpint (board ()->better_to, ==, CELL (2, 1));

  /* an unmarked turn: its standing, no arrow, no words */
  _tab_window_browse (window, 1);
  ui_spin (20);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (reason)));
  g_assert_cmpint (board ()->better_to, ==, TAB_NO_CELL);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (standing), "Blue wins in "));
  _tab_window_browse (window, -1);
  ui_spin (20);
}

static void
test_marks (void)
{
  show_game ();
  analyse ();
  assert_marks_shown ();
}

static void
test_cancel (void)
{
  show_game ();
  g_assert_null (tab_move_list_get_review (move_list ()));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse-game", NULL));
  g_assert_true (tab_analysis_panel_is_running (panel ()));
  /* the Cancel button of the panel */
  g_signal_emit_by_name (ui_find_widget (tab_analysis_panel_get_progress (panel ()),
                                         ui_is_button_labelled, "Cancel"), "clicked");
  g_assert_false (tab_analysis_panel_is_running (panel ()));
  g_assert_false (gtk_widget_get_visible (tab_analysis_panel_get_progress (panel ())));
  /* the worker's result, when it comes, is dropped */
  ui_spin (500);
  g_assert_null (tab_move_list_get_review (move_list ()));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (tab_analysis_panel_get_reason (panel ()))));
}

static void
test_saved_and_loaded (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tab-analysis-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;

  show_game ();
  analyse ();
  g_assert_true (tab_game_io_save (match (), path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_nonnull (strstr (xml, "<analysis nodes=\"1000000\" actions=\"7\">"));

  /* another game, then the file: its marks come back without analysing */
  show_game ();
  g_assert_null (tab_move_list_get_review (move_list ()));
  g_assert_true (tab_game_io_load (match (), path, &error));
  g_assert_no_error (error);
  ui_spin (20);
  g_assert_nonnull (tab_move_list_get_review (move_list ()));
  g_assert_false (tab_analysis_panel_is_running (panel ()));
  assert_marks_shown ();
  g_unlink (path);
  g_rmdir (dir);
}

static void
on_text (GObject *clipboard, GAsyncResult *result, gpointer user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static gboolean
is_set (gpointer data)
{
  return *(char **) data != NULL;
}

static void
test_copy_as_text (void)
{
  g_autofree char *text = NULL;

  show_game ();
  analyse ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-game-text", NULL));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, on_text, &text);
  g_assert_true (ui_wait_until (is_set, &text, 10000));
  g_assert_true (g_str_has_prefix (text, "4Mation, 5×5\nDate: "));
  g_assert_nonnull (strstr (text, "\nBlue: person\nPink: person\n"));
  g_assert_nonnull (strstr (text, "\n1. Blue: c3\n2. Pink: d2\n"));
  g_assert_nonnull (strstr (text, "\n7. Blue: e3 ?? (Blunder, proven; better: c2)\n"));
}

int
main (int argc, char **argv)
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/analysis/marks", test_marks);
  g_test_add_func ("/analysis/cancel", test_cancel);
  g_test_add_func ("/analysis/saved-and-loaded", test_saved_and_loaded);
  g_test_add_func ("/analysis/copy-as-text", test_copy_as_text);

  return ui_test_run (app, window);
}
