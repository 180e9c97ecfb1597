/* test-analysis.c: Analyse Game in the window: the review runs beside
 * the window with progress and Cancel, the move list's marks and their
 * words for screen readers, the standing line, the better turn's arrow
 * while browsing, the review saved and loaded again, Copy Game as Text;
 * the standing graph (a point per turn, a click and the keys browse),
 * the turns that matched the computer's first choice, and the standing
 * in words where nobody may win (Green Skull) and with 3 seats (Splut!)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tab-analysis-panel-private.h"
#include "tab-analysis-words.h"
#include "tab-standing-graph-private.h"
#include "tab-board-view-private.h"
#include "tab-game-io.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "tab-random.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* 4Mation 5×5: Blue's e3, the last turn, lets Pink win next turn: a
 * Blunder the engine proves; c2 was better (tabuleiro-cli analyse) */
#define RECORD     "c3 d2 c1 d1 e2 d3 e3"
#define CELL(file, rank) ((rank) * 5 + (file))
/* each player's marks, and how many turns were the analysis's first
 * choice (test_matched () asks the engine position by position) */
#define SUMMARY    "Blue: 1 Blunder, 1 Inaccuracy; 1 of 4 turns matched the computer’s first choice\n" \
                   "Pink: no marks; 0 of 3 turns matched the computer’s first choice"

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
  g_assert_cmpstr (gtk_label_get_label (tab_analysis_panel_get_summary (panel ())), ==, SUMMARY);
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


static TabStandingGraph *
graph (void)
{
  return tab_analysis_panel_get_graph (panel ());
}

static void
assert_graph_value (const char *text)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (graph ()),
                                                               GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text);

  if (error != NULL)
    g_error ("graph: %s", error);
}

/* The graph: one point per turn, each a proof on 5×5; a click on a point
 * browses to its turn, the keys go on from there */
static void
test_graph (void)
{
  TabStandingGraph *g;
  double x, y;
  TabRng rng;

  show_game ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (graph ())));
  analyse ();
  g = graph ();
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (g), 5000));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (g)));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (g)), ==, GTK_ACCESSIBLE_ROLE_SLIDER);
  g_assert_cmpuint (tab_standing_graph_get_n_points (g), ==, 7);
  for (guint i = 0; i < 7; i++)
    {
      g_assert_cmpuint (tab_standing_graph_get_point_actions (g, i), ==, i + 1);
      /* a 4Mation 5×5 position is in the table: every standing a proof */
      g_assert_true (tab_standing_graph_point_is_proven (g, i));
    }
  /* the game's position: the last point */
  g_assert_cmpint (tab_standing_graph_get_shown_point (g), ==, 6);
  assert_graph_value ("Move 7: Pink wins in 1 turn. Blue’s turn: Blunder, proven");

  /* a click on the third point shows the position after three turns */
  tab_standing_graph_get_point_xy (g, 2, &x, &y);
  g_assert_cmpfloat (x, >, 0);
  g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (g)));
  tab_standing_graph_click (g, x, y);
  ui_spin (20);
  g_assert_cmpint (window->browse, ==, 3);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 3);
  g_assert_cmpint (tab_move_list_get_shown (move_list ()), ==, 3);
  g_assert_cmpint (tab_standing_graph_get_shown_point (g), ==, 2);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (tab_analysis_panel_get_standing (panel ())),
                                   "Blue wins in "));
  {
    g_autofree char *value = g_strdup_printf ("Move 3: %s",
                                              gtk_label_get_label (tab_analysis_panel_get_standing (panel ())));

    assert_graph_value (value);
  }

  /* Left and Right (the graph's key bindings), Home and End */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g), "standing-graph.move", "i", -1));
  ui_spin (20);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g), "standing-graph.move", "i", 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g), "standing-graph.move", "i", 1));
  ui_spin (20);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g), "standing-graph.move", "i", G_MININT32));
  ui_spin (20);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, 1);
  /* the last turn is the game's own position */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g), "standing-graph.move", "i", G_MAXINT32));
  ui_spin (20);
  g_assert_cmpint (tab_board_view_get_shown (board ()), ==, -1);
  g_assert_cmpint (tab_standing_graph_get_shown_point (g), ==, 6);

  /* a turn played after the review: the graph goes with it */
  tab_rng_seed (&rng, 1);
  g_assert_true (tab_match_play (match (), tab_position_random_action (tab_game_get_position (tab_match_get_game (match ())), &rng), NULL));
  ui_spin (20);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (graph ())));
}

/* The summary's count of first choices, against the engine's own
 * analysis of each position at the review's budget */
static void
test_matched (void)
{
  TabGame *game;
  guint matched[3] = { 0 }, judged[3] = { 0 };
  g_autofree char *expected = NULL;

  show_game ();
  analyse ();
  game = tab_match_get_game (match ());
  for (guint n = 0; n < tab_game_get_n_actions (game); n = tab_game_next_turn_boundary (game, n))
    {
      const TabPosition *before = tab_game_get_position_at (game, n);
      TabAction played = tab_game_get_action (game, n);
      g_autofree TabAnalysis *a = g_new0 (TabAnalysis, 1);

      if (tab_analysis_count_turns (before, 2) == 1)
        continue;
      tab_analysis_position (before, TAB_ANALYSIS_DEFAULT_NODES, a);
      judged[before->to_move]++;
      if (a->n_best == 1 && a->best[0] == played)
        matched[before->to_move]++;
    }
  for (guint seat = 1; seat <= 2; seat++)
    {
      guint j;

      g_assert_cmpuint (tab_analysis_count_matched (tab_move_list_get_review (move_list ()), seat, &j), ==,
                        matched[seat]);
      g_assert_cmpuint (j, ==, judged[seat]);
    }
  expected = g_strdup_printf ("Blue: 1 Blunder, 1 Inaccuracy; %u of %u turns matched the computer’s first choice\n"
                              "Pink: no marks; %u of %u turns matched the computer’s first choice",
                              matched[1], judged[1], matched[2], judged[2]);
  g_assert_cmpstr (gtk_label_get_label (tab_analysis_panel_get_summary (panel ())), ==, expected);
  g_assert_cmpstr (expected, ==, SUMMARY);
}

/* Green Skull: nobody may win.  A proven loss of the seat to move is
 * said as such, not as the other seat's win; a game that ended with the
 * zombies' win says nobody won */
static void
test_green_skull_words (void)
{
  TabGame *game = ui_new_game ("green-skull", "");
  g_autoptr (TabGame) over = NULL;
  const TabPosition *start = tab_game_get_position (game);
  TabStanding loss = { TAB_STANDING_LOSS, 5, FALSE, 0 };
  TabStanding win = { TAB_STANDING_WIN, 5, FALSE, 0 };
  TabStanding ended = { TAB_STANDING_LOSS, 0, TRUE, 0 };
  g_autofree char *own = NULL, *turned = NULL, *nobody = NULL;
  TabRng rng;

  /* the seat to move's own loss: Orcs move first */
  own = tab_analysis_standing_words (start, &loss, 1);
  g_assert_cmpstr (own, ==, "Orcs cannot win: over within 5 turns");
  /* the same, as the review tells it for the seat that played (Goblins):
   * turned round, it is still no win of the Goblins */
  turned = tab_analysis_standing_words (start, &win, 2);
  g_assert_cmpstr (turned, ==, "Orcs cannot win: over within 5 turns");

  /* a random game that the zombies win */
  for (guint64 seed = 1; seed <= 400; seed++)
    {
      g_clear_object (&over);
      over = tab_game_new (start->rules, &start->options, NULL);
      tab_rng_seed (&rng, seed);
      while (!tab_game_is_over (over))
        g_assert_true (tab_game_play (over, tab_position_random_action (tab_game_get_position (over), &rng), NULL));
      if (tab_game_get_position (over)->outcome == TAB_OUTCOME_NOBODY)
        break;
    }
  g_assert_cmpint (tab_game_get_position (over)->outcome, ==, TAB_OUTCOME_NOBODY);
  nobody = tab_analysis_standing_words (tab_game_get_position (over), &ended, 1);
  g_assert_cmpstr (nobody, ==, "Nobody has won");
  g_object_unref (game);
}

/* 4Mation, where one seat's loss is the other's win */
static void
test_two_seat_words (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("fourmation", "5", "c3");
  const TabPosition *pos = tab_game_get_position (game);
  TabStanding win = { TAB_STANDING_WIN, 3, FALSE, 0 };
  TabStanding estimate = { TAB_STANDING_ESTIMATE, 0, FALSE, -200 };
  g_autofree char *a = tab_analysis_standing_words (pos, &win, 1);
  g_autofree char *b = tab_analysis_standing_words (pos, &estimate, 1);

  g_assert_cmpstr (a, ==, "Blue wins in 3 turns");
  g_assert_cmpstr (b, ==, "Estimate: Pink ahead by about 2");
}

/* Splut! with 3 seats: a standing line that says only what is proven,
 * and the graph's lanes, one point per turn */
static void
test_splut_three (void)
{
  g_autoptr (TabGame) game = NULL;
  g_autoptr (TabGameReview) review = NULL;
  guint proven = 0;

  game = ui_random_reviewed_game ("splut", 3, 7, 1000, &review);
  tab_game_review_attach (game, review);
  tab_match_set_game (match (), game);
  gtk_stack_set_visible_child_name (window->stack, "game");
  ui_spin (20);

  g_assert_true (tab_move_list_get_review (move_list ()) == review);
  g_assert_cmpuint (tab_standing_graph_get_n_points (graph ()), ==, tab_game_review_get_n_turns (review));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph ())));
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);
      const char *line;

      _tab_window_browse (window, (int) (r->first + r->n_played));
      ui_spin (5);
      line = gtk_label_get_label (tab_analysis_panel_get_standing (panel ()));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (tab_analysis_panel_get_standing (panel ()))));
      g_assert_true (strcmp (line, "No proven result") == 0 || g_str_has_prefix (line, "Proven: ") ||
                     g_str_has_suffix (line, " has won"));
      if (g_str_has_prefix (line, "Proven: "))
        proven++;
      /* no standing with 3 seats, so no "first choice" either */
      g_assert_cmpint (r->choice, ==, TAB_CHOICE_UNKNOWN);
    }
  /* random play walks into proven knock-outs */
  g_assert_cmpuint (proven, >, 0);
  _tab_window_browse (window, -1);
  ui_spin (20);
  g_assert_true (g_str_has_suffix (gtk_label_get_label (tab_analysis_panel_get_standing (panel ())), " has won"));
}

static gboolean
quick_pass_done (gpointer data)
{
  return tab_move_list_get_review (move_list ()) != NULL;
}

/* The graph is whole in view in the side panel's scroller, and the
 * summary's top too */
static gboolean
graph_in_view (gpointer data)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (graph ()), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t g, summary;

  g_assert_nonnull (scroller);
  if (!gtk_widget_get_visible (GTK_WIDGET (graph ())) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (graph ()), scroller, &g) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (tab_analysis_panel_get_summary (panel ())), scroller, &summary))
    return FALSE;
  return g.size.height > 0 && g.origin.y >= 0 && g.origin.y + g.size.height <= gtk_widget_get_height (scroller) &&
         summary.origin.y < gtk_widget_get_height (scroller);
}

/* On a phone (360×294, 360×640): the progress, then the graph, fit the
 * window (libadwaita's size warnings would fail the test); the graph,
 * below the fold under the board, is scrolled into view as it comes */
static void
test_narrow (void)
{
  static const int sizes[][2] = { { 360, 294 }, { 360, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      show_game ();
      ui_spin (100);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse-game", NULL));
      ui_spin (50);
      ui_assert_content_fits (window, sizes[i][0], sizes[i][1]);
      g_assert_false (graph_in_view (NULL));
      g_assert_true (ui_wait_until (quick_pass_done, NULL, 300000));
      g_assert_true (ui_wait_until (graph_in_view, NULL, 5000));
      ui_spin (50);
      ui_assert_content_fits (window, sizes[i][0], sizes[i][1]);
      g_assert_true (ui_wait_until (full_review_done, NULL, 300000));
      /* still in view once the progress above it has gone */
      g_assert_true (ui_wait_until (graph_in_view, NULL, 5000));
      _tab_window_browse (window, 3);
      ui_spin (100);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (graph ())));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (graph ())), >, 0);
      ui_assert_content_fits (window, sizes[i][0], sizes[i][1]);
      _tab_window_browse (window, -1);
    }
  gtk_window_set_default_size (GTK_WINDOW (window), 880, 700);
  ui_spin (100);
}

int
main (int argc, char **argv)
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/analysis/marks", test_marks);
  g_test_add_func ("/analysis/cancel", test_cancel);
  g_test_add_func ("/analysis/saved-and-loaded", test_saved_and_loaded);
  g_test_add_func ("/analysis/copy-as-text", test_copy_as_text);
  g_test_add_func ("/analysis/graph", test_graph);
  g_test_add_func ("/analysis/matched", test_matched);
  g_test_add_func ("/analysis/words/green-skull", test_green_skull_words);
  g_test_add_func ("/analysis/words/two-seats", test_two_seat_words);
  g_test_add_func ("/analysis/splut-three", test_splut_three);
  g_test_add_func ("/analysis/narrow", test_narrow);

  return ui_test_run (app, window);
}
