/* test-loss-warning.c: the app under Xvfb: "Warn before a turn that
 * loses at once".  Games opened from saves made with `tabuleiro-cli
 * save` (tests/ui/files): a 4Mation cube that gives the other seat four
 * in a row, and Splut! throws that hit the thrower's own Sorcerer, on
 * the first step of a turn and on its last.  The question comes for
 * those, not for a safe turn, not with the preference off; "Take It
 * Back" leaves the board as it was before the turn, "Play It Anyway"
 * plays it.  It comes too for a turn played on an earlier position, and
 * in Splut! for three for a turn that knocks the player's own team out
 * (its own throw, or the next seat's very next turn).
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

#define QUESTION "Play a Losing Turn?"

static GtkApplication *app;
static TabWindow *window;

static TabGame *
open_save (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "files", name, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_window_load_from (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  return ui_window_game (window);
}

/* picks the choice of the board's popover whose token is token */
static void
pick_choice (TabGame *game, const char *token)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabAction choices[TAB_MAX_ACTIONS];
  guint n = tab_board_view_get_choices (board, choices);

  for (guint i = 0; i < n; i++)
    {
      char text[TAB_TOKEN_MAX];

      tab_action_format (tab_game_get_position (game), choices[i], text);
      if (strcmp (text, token) == 0)
        {
          g_assert_true (tab_board_view_pick_choice (board, choices[i]));
          return;
        }
    }
  g_assert_not_reached ();
}

/* the game gets to n actions with no question on show */
static void
assert_played_without_question (guint n)
{
  g_assert_true (ui_wait_for_n_actions (window, n, 20000));
  ui_spin (50);
  g_assert_null (ui_find_question (QUESTION));
}

static GtkWidget *
wait_for_question (void)
{
  return ui_wait_for_question (QUESTION, 20000);
}

static gboolean
board_takes_moves (gpointer data)
{
  return tab_board_view_get_interactive (TAB_BOARD_VIEW (tab_window_get_board_view (window)));
}

/* 4Mation, two people: c3 lets Pink complete b2-b5; the question says
 * so; taken back, nothing is played and the board takes moves again;
 * played anyway, Pink wins with b4 */
static void
test_fourmation (void)
{
  TabGame *game = open_save ("fourmation-loses-at-once.tabuleiro");
  g_autofree char *record = NULL;
  GtkWidget *question;

  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 6);
  ui_click_cells (window, "c3");
  question = wait_for_question ();
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (question)), ==,
                   "Pink can then win at once. Another turn would not allow it.");
  /* the computer plays no seat here; the match is held all the same */
  g_assert_true (tab_match_get_held (tab_window_get_match (window)));
  ui_answer_question (question, "back");
  g_assert_null (ui_find_question (QUESTION));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 6);
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));

  ui_click_cells (window, "c3");
  ui_answer_question (wait_for_question (), "play");
  assert_played_without_question (7);
  ui_click_cells (window, "b4");
  assert_played_without_question (8);
  g_assert_true (tab_game_is_over (game));
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "a5 b5 a4 b3 a2 b2 c3 b4");
}

/* a safe cube is played at once; with the preference off, so is the
 * losing one */
static void
test_fourmation_safe_and_off (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  open_save ("fourmation-loses-at-once.tabuleiro");

  g_assert_true (g_settings_get_boolean (settings, "warn-losing-turn"));
  ui_click_cells (window, "a1");
  assert_played_without_question (7);

  open_save ("fourmation-loses-at-once.tabuleiro");
  g_settings_set_boolean (settings, "warn-losing-turn", FALSE);
  ui_click_cells (window, "c3");
  assert_played_without_question (7);
  g_settings_reset (settings, "warn-losing-turn");
}

/* South's Troll on e3 throws the Rock on e2 with token, and is asked:
 * the question, saying body */
static GtkWidget *
throw_and_ask (TabGame *game, const char *token, const char *body)
{
  GtkWidget *question;

  ui_click_cells (window, "e3 e2");
  pick_choice (game, token);
  question = wait_for_question ();
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (question)), ==, body);
  return question;
}

/* Splut!, two people: South's Troll throws the Rock west onto its own
 * Sorcerer on d2 (North would win); asked, taken back, then thrown */
static void
test_splut_first_step (void)
{
  TabGame *game = open_save ("splut-own-sorcerer.tabuleiro");

  ui_answer_question (throw_and_ask (game, "e3-e2*w", "This turn ends the game: North wins."), "back");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 9);

  /* a throw that hits nobody is played at once */
  ui_click_cells (window, "e3 e2");
  pick_choice (game, "e3-e2*n");
  assert_played_without_question (10);
  g_assert_false (tab_game_is_over (game));
}

/* Splut!: the losing throw on the third step of the turn; taken back,
 * the two steps before it go too: the board as it was before the turn */
static void
test_splut_last_step (void)
{
  TabGame *game = open_save ("splut-own-sorcerer.tabuleiro");
  TabPosition before;
  GtkWidget *question;

  tab_position_copy (&before, tab_game_get_position (game));
  ui_click_cells (window, "e4 f4 f4 g4");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 11);
  ui_click_cells (window, "e3 e2");
  pick_choice (game, "e3-e2*w");
  question = wait_for_question ();
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 11);
  ui_answer_question (question, "back");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 9);
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (game)), ==, tab_position_hash (&before));
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));

  /* played anyway: North wins */
  ui_click_cells (window, "e4 f4 f4 g4 e3 e2");
  pick_choice (game, "e3-e2*w");
  ui_answer_question (wait_for_question (), "play");
  assert_played_without_question (12);
  g_assert_true (tab_game_is_over (game));
  g_assert_cmpuint (tab_game_get_position (game)->winner, ==, 2);
}

/* 4Mation: back to the position before a safe cube, c3 there (it lets
 * Pink win) is asked about once Play On is answered; taken back, the
 * game keeps its later turn and the board its earlier position; played
 * anyway, it replaces the later turn */
static void
test_from_earlier_position (void)
{
  TabGame *game = open_save ("fourmation-loses-at-once.tabuleiro");
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  g_autofree char *kept = NULL;
  g_autofree char *replaced = NULL;
  GtkWidget *question;

  ui_click_cells (window, "a1");
  assert_played_without_question (7);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpint (tab_board_view_get_shown (board), ==, 6);

  ui_click_cells (window, "c3");
  ui_answer_question (ui_wait_for_question ("Play On From Here?", 5000), "play");
  question = wait_for_question ();
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (question)), ==,
                   "Pink can then win at once. Another turn would not allow it.");
  ui_answer_question (question, "back");
  g_assert_null (ui_find_question (NULL));
  kept = ui_record_of (game);
  g_assert_cmpstr (kept, ==, "a5 b5 a4 b3 a2 b2 a1");
  g_assert_cmpint (tab_board_view_get_shown (board), ==, 6);
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));

  ui_click_cells (window, "c3");
  ui_answer_question (ui_wait_for_question ("Play On From Here?", 5000), "play");
  ui_answer_question (wait_for_question (), "play");
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));
  g_assert_null (ui_find_question (NULL));
  replaced = ui_record_of (game);
  g_assert_cmpstr (replaced, ==, "a5 b5 a4 b3 a2 b2 c3");
  g_assert_cmpint (tab_board_view_get_shown (board), ==, -1);
}

/* Splut! of three people: South's throw onto its own Sorcerer knocks
 * South out of a game that goes on; asked in the app's words, taken
 * back, then played: West moves next */
static void
test_splut_three_own_sorcerer (void)
{
  TabGame *game = open_save ("splut-three-own-sorcerer.tabuleiro");

  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 15);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  ui_answer_question (throw_and_ask (game, "e3-e2*w", "This turn knocks South out of the game."), "back");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 15);
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));

  ui_click_cells (window, "e3 e2");
  pick_choice (game, "e3-e2*w");
  ui_answer_question (wait_for_question (), "play");
  assert_played_without_question (16);
  g_assert_false (tab_game_is_over (game));
  g_assert_false (tab_splut_seat_alive (tab_game_get_position (game), 1));
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);

  /* a throw that hits nobody is played at once */
  game = open_save ("splut-three-own-sorcerer.tabuleiro");
  ui_click_cells (window, "e3 e2");
  pick_choice (game, "e3-e2*e");
  assert_played_without_question (16);
  g_assert_true (tab_splut_seat_alive (tab_game_get_position (game), 1));
}

/* Splut! of three people, South's last step: the Sorcerer from d4 to e4
 * lets West knock South out on its very next turn (another step would
 * not); asked in the app's words; taken back, the turn's two steps go
 * too */
static void
test_splut_three_next_seat (void)
{
  TabGame *game = open_save ("splut-three-next-seat.tabuleiro");
  GtkWidget *question;

  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 26);
  ui_click_cells (window, "d4 e4");
  pick_choice (game, "d4-e4");
  question = wait_for_question ();
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (question)), ==,
                   "West can then knock South out at once. Another turn would not allow it.");
  ui_answer_question (question, "back");
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 24);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_true (ui_wait_until (board_takes_moves, NULL, 5000));
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/loss-warning/fourmation", test_fourmation);
  g_test_add_func ("/loss-warning/fourmation-safe-and-off", test_fourmation_safe_and_off);
  g_test_add_func ("/loss-warning/splut-first-step", test_splut_first_step);
  g_test_add_func ("/loss-warning/splut-last-step", test_splut_last_step);
  g_test_add_func ("/loss-warning/from-earlier-position", test_from_earlier_position);
  g_test_add_func ("/loss-warning/splut-three-own-sorcerer", test_splut_three_own_sorcerer);
  g_test_add_func ("/loss-warning/splut-three-next-seat", test_splut_three_next_seat);

  return ui_test_run (app, window);
}
