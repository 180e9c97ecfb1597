/* test-live-evaluation.c: Live Evaluation: off by default, the standing
 * of the position on show worked out in the background as the game is
 * played and browsed, kept for games between people, off in a game
 * against the computer unless turned on there
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tab-analysis-panel-private.h"
#include "tab-analysis-words.h"
#include "tab-live-evaluation.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* 4Mation 5×5: after Blue's e3 Pink wins next turn (test-analysis.c) */
#define RECORD "c3 d2 c1 d1 e2 d3 e3"

static TabMatch *
match (void)
{
  return tab_window_get_match (window);
}

static GtkLabel *
standing (void)
{
  return tab_analysis_panel_get_standing (tab_analysis_panel_find (GTK_WIDGET (window)));
}

static gboolean
live_state (void)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "live-evaluation");

  return g_variant_get_boolean (state);
}

static gboolean
live_setting (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  return g_settings_get_boolean (settings, "live-evaluation");
}

/* Blue at level_1 (a person or the computer), Pink a person and to move */
static void
show_game (guint level_1)
{
  TabGame *game = ui_new_game_sized ("fourmation", "5", RECORD);

  tab_match_set_delay (match (), 0);
  tab_match_set_seat_level (match (), 1, level_1);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  gtk_stack_set_visible_child_name (window->stack, "game");
  ui_spin (20);
}

/* What the full look says of the position n actions into the game, as
 * the engine says it with the same budget */
static char *
expected_words (guint n)
{
  const TabPosition *pos = tab_game_get_position_at (tab_match_get_game (match ()), n);
  TabAnalysis analysis;

  tab_analysis_position (pos, TAB_LIVE_EVALUATION_NODES, &analysis);
  return tab_analysis_standing_words (pos, &analysis.standing, pos->to_move);
}

static gboolean
standing_is (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (standing ())) &&
         g_strcmp0 (gtk_label_get_label (standing ()), data) == 0;
}

static void
assert_standing_comes (const char *words)
{
  if (!ui_wait_until (standing_is, (gpointer) words, 120000))
    g_error ("the standing line says \"%s\", not \"%s\"", gtk_label_get_label (standing ()), words);
}

static void
test_off_by_default (void)
{
  show_game (TAB_MATCH_PERSON);
  g_assert_false (live_state ());
  g_assert_false (live_setting ());
  ui_spin (200);
  /* no review, no live evaluation: nothing is said */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (standing ())));
}

static void
test_people (void)
{
  g_autofree char *now = NULL;
  g_autofree char *first = NULL;

  show_game (TAB_MATCH_PERSON);
  /* the menu's item (Ctrl+L): the window's stateful action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.live-evaluation", NULL));
  g_assert_true (live_state ());
  g_assert_true (live_setting ());
  now = expected_words (7);
  g_assert_cmpstr (now, ==, "Pink wins in 1 turn");
  assert_standing_comes (now);

  /* browsing: the position on show */
  first = expected_words (1);
  _tab_window_browse (window, 1);
  assert_standing_comes (first);
  /* back to the present: known, said at once */
  _tab_window_browse (window, -1);
  ui_spin (20);
  g_assert_cmpstr (gtk_label_get_label (standing ()), ==, now);

  /* the next game between people starts with it on */
  show_game (TAB_MATCH_PERSON);
  g_assert_true (live_state ());
  assert_standing_comes (now);

  /* off: nothing is said, and the setting remembers */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.live-evaluation", NULL));
  g_assert_false (live_state ());
  g_assert_false (live_setting ());
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (standing ())));
}

static void
test_against_the_computer (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *now = NULL;

  /* on for games between people, but this one has the computer */
  g_settings_set_boolean (settings, "live-evaluation", TRUE);
  show_game (TAB_AI_STRONG);
  g_assert_false (live_state ());
  ui_spin (200);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (standing ())));

  /* the player turns it on for this game: the setting is untouched */
  g_settings_set_boolean (settings, "live-evaluation", FALSE);
  g_action_group_activate_action (G_ACTION_GROUP (window), "live-evaluation", NULL);
  g_assert_true (live_state ());
  g_assert_false (live_setting ());
  now = expected_words (7);
  assert_standing_comes (now);

  /* and the next game against the computer starts without it */
  show_game (TAB_AI_STRONG);
  g_assert_false (live_state ());
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (standing ())));
}

/* An estimate, in the game's unit, and a turn played: the new position's */
static void
test_estimate_while_playing (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabGame *game = ui_new_game_sized ("freedom", "8", "a1 b2 c3 d4");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;

  g_settings_set_boolean (settings, "live-evaluation", TRUE);
  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  ui_spin (20);
  g_assert_true (live_state ());
  before = expected_words (4);
  g_assert_true (g_str_has_prefix (before, "Estimate: "));
  assert_standing_comes (before);

  g_assert_true (tab_match_play (match (), ui_parse (tab_match_get_game (match ()), "e5"), &error));
  g_assert_no_error (error);
  after = expected_words (5);
  assert_standing_comes (after);
  g_settings_set_boolean (settings, "live-evaluation", FALSE);
}

/* the first turn boundary from which the review says words starting
 * with prefix, the turn played from there not ending the game */
static guint
find_boundary (TabGame *game, TabGameReview *review, const char *prefix)
{
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);
      guint n = r->first + r->n_played;
      g_autofree char *words = tab_analysis_many_seats_words (game, review, n);

      if (g_str_has_prefix (words, prefix) && n < tab_game_get_n_actions (game) &&
          !tab_position_is_over (tab_game_get_position_at (game, tab_game_next_turn_boundary (game, n))))
        return n;
    }
  g_assert_not_reached ();
}

/* Splut! for three has no estimate: live evaluation says what the
 * review of the game proves there, and "No proven result" elsewhere */
static void
test_splut_three (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (TabGameReview) review = NULL;
  g_autoptr (TabGame) whole = NULL;
  g_autoptr (GString) record = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *knocked = NULL;
  g_autofree char *nothing = NULL;
  TabGame *game;
  guint n_knocked, n_nothing;

  /* as test-analysis.c's */
  whole = ui_random_reviewed_game ("splut", 3, 7, 1000, &review);
  n_knocked = find_boundary (whole, review, "Proven: ");
  knocked = tab_analysis_many_seats_words (whole, review, n_knocked);
  n_nothing = find_boundary (whole, review, "No proven result");
  nothing = tab_analysis_many_seats_words (whole, review, n_nothing);
  g_assert_true (g_str_has_suffix (knocked, " can be knocked out this turn"));
  g_assert_cmpuint (n_nothing, <, n_knocked);

  /* the game as far as the proven fact, played by people */
  for (guint i = 0; i < n_knocked; i++)
    g_string_append_printf (record, "%s%s", i > 0 ? " " : "", tab_game_get_token (whole, i));
  g_test_message ("splut, 3 players: %s", record->str);
  game = ui_new_game_seated ("splut", NULL, 3, record->str);
  g_assert_cmpuint (tab_game_get_position (game)->options.players, ==, 3);
  g_settings_set_boolean (settings, "live-evaluation", TRUE);
  for (guint seat = 1; seat <= 3; seat++)
    tab_match_set_seat_level (match (), seat, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  g_assert_true (live_state ());
  assert_standing_comes (knocked);

  /* browsing back: the review's words there */
  _tab_window_browse (window, (int) n_nothing);
  assert_standing_comes (nothing);
  _tab_window_browse (window, -1);
  assert_standing_comes (knocked);
  g_settings_set_boolean (settings, "live-evaluation", FALSE);
}

static int
standing_height (void)
{
  return gtk_widget_get_height (GTK_WIDGET (standing ()));
}

static gboolean
evaluating (gpointer data)
{
  return standing_is ((gpointer) "Evaluating…") && standing_height () > 0;
}

/* "Evaluating…" keeps the height of the standing it replaces: the panel
 * under it does not jump, at the width of a phone as of a desktop */
static void
check_height_kept (int width, int height, const char *record, const char *move)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabGame *game = ui_new_game_sized ("freedom", "8", record);
  guint n = tab_game_get_n_actions (game);
  g_autofree char *now = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  int before;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_settings_set_boolean (settings, "live-evaluation", TRUE);
  tab_match_set_seat_level (match (), 1, TAB_MATCH_PERSON);
  tab_match_set_seat_level (match (), 2, TAB_MATCH_PERSON);
  tab_match_set_game (match (), game);
  g_object_unref (game);
  now = expected_words (n);
  assert_standing_comes (now);
  ui_spin (50);
  before = standing_height ();
  g_assert_cmpint (before, >, 0);

  g_assert_true (tab_match_play (match (), ui_parse (tab_match_get_game (match ()), move), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (evaluating, NULL, 10000));
  ui_spin (50);
  g_assert_cmpint (standing_height (), ==, before);
  after = expected_words (n + 1);
  g_test_message ("%d×%d: \"%s\" then \"%s\", %d px", width, height, now, after, before);
  assert_standing_comes (after);
  ui_spin (50);
  g_assert_cmpint (standing_height (), ==, before);
  g_settings_set_boolean (settings, "live-evaluation", FALSE);
}

static void
test_height_kept (void)
{
  /* positions not looked at before in this test */
  check_height_kept (1280, 900, "a1 b2 c3 d4 e5", "f6");
  check_height_kept (360, 640, "h8 g7 f6", "e5");
}

int
main (int argc, char **argv)
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/live-evaluation/off-by-default", test_off_by_default);
  g_test_add_func ("/live-evaluation/people", test_people);
  g_test_add_func ("/live-evaluation/against-the-computer", test_against_the_computer);
  g_test_add_func ("/live-evaluation/estimate-while-playing", test_estimate_while_playing);
  g_test_add_func ("/live-evaluation/splut-three", test_splut_three);
  g_test_add_func ("/live-evaluation/height-kept", test_height_kept);

  return ui_test_run (app, window);
}
