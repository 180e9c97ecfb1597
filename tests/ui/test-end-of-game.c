/* test-end-of-game.c: the end of a game in the window: one result card
 * with a short title that depends on who played (a person against the
 * computer, people only, several people) and the game's words under it,
 * said once, no status that says who is to move; the move list at its
 * last move, Play Again with the same settings, and Resign in a two-seat
 * game and in Splut! of four
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tab-board-view-private.h"
#include "tab-dialogs.h"
#include "tab-game-panel-private.h"
#include "tab-move-list-private.h"
#include "tab-game-ui.h"
#include "tab-new-game-dialog.h"
#include "tab-random.h"
#include "tab-splut.h"
#include "tab-apart.h"
#include "tab-freedom.h"
#include "ui-test-common.h"

static TabWindow *window;
static GtkApplication *app;

/* North's Troll is not needed: South throws a Rock at its own Sorcerer
 * with its last action, and North wins */
#define SPLUT_NORTH_WINS "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 e6-d6 d6-d5 d5-c5 e4-f4 e3-e2*w"

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

static GtkWidget *
end_box (void)
{
  return tab_game_panel_get_end_box (window->side_panel);
}

static const char *
outcome_text (void)
{
  return tab_game_panel_get_outcome_text (window->side_panel);
}

/* A game of id for players (0: the default) with record played */
static TabGame *
new_game (const char *id, guint players, const char *record)
{
  const TabRules *rules = tab_rules_lookup (id);
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  g_autoptr (GError) error = NULL;
  TabOptions options;
  TabGame *game;

  tab_options_default (rules, &options);
  if (players != 0)
    options.players = (guint8) players;
  game = tab_game_new_from_record (rules, &options, (const char * const *) tokens, &error);
  g_assert_no_error (error);
  return game;
}

/* levels: one per seat, TAB_MATCH_PERSON or a level */
static void
show_game (TabGame *shown, const guint *levels)
{
  tab_match_set_delay (match (), 0);
  for (guint seat = 1; seat <= tab_game_get_options (shown)->players; seat++)
    tab_match_set_seat_level (match (), seat, levels[seat - 1]);
  tab_match_set_game (match (), shown);
  gtk_stack_set_visible_child_name (window->stack, "game");
  ui_spin (20);
}

static gboolean
question_gone (gpointer data)
{
  return ui_find_question (NULL) == NULL;
}

static gboolean
end_box_shown (gpointer data)
{
  return gtk_widget_get_visible (end_box ());
}

static gboolean
at_the_end (gpointer adj)
{
  return gtk_adjustment_get_value (adj) ==
         gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);
}

static gboolean
is_seat_row (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The subtitle of a seat's row in the side panel; dimmed: it is out */
static const char *
seat_row_subtitle (const char *seat, gboolean *dimmed)
{
  GtkWidget *row = ui_find_widget (GTK_WIDGET (window->side_panel), is_seat_row, seat);

  g_assert_nonnull (row);
  *dimmed = gtk_widget_has_css_class (row, "eliminated");
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
assert_no_result_toast (void)
{
  g_assert_true (window->toast == NULL ||
                 (strstr (adw_toast_get_title (window->toast), "won") == NULL &&
                  strstr (adw_toast_get_title (window->toast), "wins") == NULL));
}

static gboolean
is_label_saying (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static guint
count_labels_saying (GtkWidget *root, const char *text)
{
  guint n = is_label_saying (root, text);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_labels_saying (child, text);
  return n;
}

/* The sentence under the title says why the game ended, never the
 * result again: not the title, no "wins", no "Draw" */
static void
assert_says_why (const char *title, const char *sentence)
{
  g_autofree char *folded = g_utf8_casefold (sentence, -1);
  g_autofree char *folded_title = g_utf8_casefold (title, -1);

  g_assert_cmpstr (sentence, !=, "");
  g_assert_null (strstr (folded, folded_title));
  g_assert_null (strstr (folded, "win"));
  g_assert_null (strstr (folded, "draw"));
}

/* One card says the result: a short title, said once in the side panel;
 * no "Game over" under it, no status that says who is to move */
static void
assert_one_card (void)
{
  GtkWidget *panel = GTK_WIDGET (window->side_panel);
  const char *title = outcome_text ();

  g_assert_true (ui_wait_until (ui_is_mapped, end_box (), 5000));
  g_assert_nonnull (title);
  g_assert_cmpuint (g_utf8_strlen (title, -1), <=, 24);
  g_assert_null (strchr (title, '.'));
  g_assert_cmpuint (count_labels_saying (panel, title), ==, 1);
  assert_says_why (title, tab_window_get_result_text (window));
  g_assert_cmpuint (count_labels_saying (panel, "Game over"), ==, 0);
  g_assert_cmpstr (tab_game_panel_get_status_text (window->side_panel), ==, "");
  g_assert_false (gtk_widget_has_css_class (tab_game_panel_get_play_again_button (window->side_panel), "flat"));
  g_assert_true (gtk_widget_has_css_class (tab_game_panel_get_play_again_button (window->side_panel),
                                           "suggested-action"));
}

/* ---- The words of the card ---- */

static void
test_words_against_the_computer (void)
{
  static const guint person_south[] = { TAB_MATCH_PERSON, 1 };
  static const guint person_north[] = { 1, TAB_MATCH_PERSON };
  static const guint people[] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON };
  g_autoptr (TabGame) finished = new_game ("splut", 2, SPLUT_NORTH_WINS);

  g_assert_cmpuint (tab_game_get_position (finished)->winner, ==, 2);

  /* the person played South: the computer won */
  show_game (finished, person_south);
  g_assert_true (gtk_widget_get_visible (end_box ()));
  g_assert_cmpstr (outcome_text (), ==, "The Computer Wins");
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "South’s Sorcerer was hit and its team is out.");

  /* the person played North */
  g_clear_object (&finished);
  finished = new_game ("splut", 2, SPLUT_NORTH_WINS);
  show_game (finished, person_north);
  g_assert_cmpstr (outcome_text (), ==, "You Win");
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "South’s Sorcerer was hit and its team is out.");

  /* a draw on 4Mation 4×4, the board full */
  {
    g_autoptr (TabGame) drawn = tab_game_new_from_record (tab_rules_lookup ("fourmation"),
                                                         &(TabOptions) { 4, 4, 2 },
                                                         (const char * const[]) {
                                                           "b4", "c4", "c3", "c2", "d1", "d2", "c1", "b1",
                                                           "a2", "b2", "b3", "a3", "a4", "d4", "d3", "a1", NULL },
                                                         NULL);

    g_assert_nonnull (drawn);
    g_assert_cmpint (tab_game_get_position (drawn)->outcome, ==, TAB_OUTCOME_DRAW);
    show_game (drawn, person_south);
    g_assert_true (gtk_widget_get_visible (end_box ()));
    g_assert_cmpstr (outcome_text (), ==, "Draw");
    g_assert_cmpstr (tab_window_get_result_text (window), ==,
                     "Every cube is placed and nobody has four in a row.");
    assert_one_card ();
  }

  /* two people: the game's words alone */
  g_clear_object (&finished);
  finished = new_game ("splut", 2, SPLUT_NORTH_WINS);
  show_game (finished, people);
  g_assert_cmpstr (outcome_text (), ==, "North Wins");
  assert_one_card ();
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "South’s Sorcerer was hit and its team is out.");
  assert_no_result_toast ();
}

/* Several people and the computer: the card names the seat */
static void
test_words_several_people (void)
{
  static const guint people_first[] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON, 1, 1 };
  static const guint computers_first[] = { 1, 1, TAB_MATCH_PERSON, TAB_MATCH_PERSON };
  g_autoptr (TabGame) finished = new_game ("splut", 4, "e2-e3 resign resign resign");

  g_assert_true (tab_game_is_over (finished));
  show_game (finished, people_first);
  g_assert_cmpstr (outcome_text (), ==, "South Wins");
  assert_one_card ();
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "The others resigned.");

  g_clear_object (&finished);
  finished = new_game ("splut", 4, "e2-e3 resign resign resign");
  show_game (finished, computers_first);
  g_assert_cmpstr (outcome_text (), ==, "South (Computer) Wins");
}

/* A long game ends: the card shows and the move list is at its last
 * move, even when it was scrolled up */
static void
test_moves_at_the_end (void)
{
  static const guint people[] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON };
  g_autoptr (GString) record = g_string_new (NULL);
  g_autoptr (TabGame) running = NULL;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (tab_move_list_get_scroller (tab_game_panel_get_move_list (window->side_panel)));
  TabPosition pos;
  TabAction last = 0;
  TabRng rng;

  /* a random game of Splut!, but its last action */
  tab_rng_seed (&rng, 7);
  g_assert_true (tab_position_init (&pos, tab_rules_lookup ("splut"), &(TabOptions) { 0, 0, 2 }, NULL));
  while (!tab_position_is_over (&pos))
    {
      char token[TAB_TOKEN_MAX];
      TabPosition next;

      last = tab_position_random_action (&pos, &rng);
      tab_position_copy (&next, &pos);
      tab_position_apply (&next, last);
      if (tab_position_is_over (&next))
        break;
      tab_action_format (&pos, last, token);
      g_string_append_printf (record, "%s%s", record->len > 0 ? " " : "", token);
      tab_position_copy (&pos, &next);
    }
  running = new_game ("splut", 2, record->str);
  g_assert_cmpuint (tab_game_get_n_actions (running), >, 60);
  show_game (running, people);
  g_assert_false (gtk_widget_get_visible (end_box ()));
  ui_spin (100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >, gtk_adjustment_get_page_size (adj) * 2);

  /* the last turn plays slowly: the card waits for it */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE, NULL);
  tab_board_view_set_step_pause (TAB_BOARD_VIEW (tab_window_get_board_view (window)), 400);
  g_assert_true (tab_match_play (match (), last, NULL));
  g_assert_true (tab_game_is_over (running));
  g_assert_true (tab_board_view_is_animating (TAB_BOARD_VIEW (tab_window_get_board_view (window))));
  g_assert_false (gtk_widget_get_visible (end_box ()));
  /* the game is over: nobody is said to be to move, even before the card */
  g_assert_null (strstr (tab_game_panel_get_status_text (window->side_panel), "to move"));
  /* meanwhile the person scrolls the move list up */
  gtk_adjustment_set_value (adj, 0);

  /* the card shows after the board has shown the last turn, and the
   * list goes to the last move once the card has taken its room */
  g_assert_true (ui_wait_until (end_box_shown, NULL, 5000));
  assert_one_card ();
  /* the board shows the last turn's marks with the card */
  {
    TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
    int cells[TAB_BOARD_TURN_MAX_CELLS], from, to;
    guint n = tab_board_view_get_last_turn_cells (board, cells);
    gboolean marked = FALSE;

    g_assert_false (tab_board_view_is_animating (board));
    g_assert_true (tab_game_get_last_cells (running, &from, &to));
    for (guint i = 0; i < n; i++)
      marked |= cells[i] == to;
    g_assert_true (marked);
  }
  g_assert_true (ui_wait_until (at_the_end, adj, 3000));
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 0);
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", FALSE, NULL);
  assert_no_result_toast ();
}

/* The reason a game of id ended, as the card must say it */
static char *
expected_reason (const TabPosition *pos)
{
  const char *id = pos->rules->id;
  const char *winner = pos->outcome == TAB_OUTCOME_WIN ? tab_game_ui_seat_name (pos, pos->winner) : NULL;

  if (g_str_equal (id, "apart") && pos->outcome == TAB_OUTCOME_WIN)
    return tab_apart_is_apart (pos, 3 - pos->winner)
           ? g_strdup_printf ("Both sides stand apart after %s’s move: the side that moved loses.",
                              tab_game_ui_seat_name (pos, 3 - pos->winner))
           : g_strdup_printf ("%s’s pieces no longer touch each other.", winner);
  if (g_str_equal (id, "freedom"))
    {
      gboolean full = TRUE;

      for (guint cell = 0; cell < pos->rules->n_cells (pos); cell++)
        full &= pos->rules->piece_at (pos, cell) != 0;
      return g_strdup_printf ("The %s. Live stones: White %u, Black %u.",
                              full ? "board is full" : "last cell was left empty",
                              tab_freedom_live_count (pos, 1), tab_freedom_live_count (pos, 2));
    }
  if (g_str_equal (id, "splut") && pos->outcome == TAB_OUTCOME_WIN)
    return pos->options.players == 2
           ? g_strdup_printf ("%s’s Sorcerer was hit and its team is out.",
                              tab_game_ui_seat_name (pos, 3 - pos->winner))
           : g_strdup_printf ("%s’s Sorcerer is the last one standing.", winner);
  if (g_str_equal (id, "fourmation") && pos->outcome == TAB_OUTCOME_DRAW)
    return g_strdup ("Every cube is placed and nobody has four in a row.");
  return NULL;
}

/* Every game, every way it ends that random play reaches: the card's
 * sentence says why, in the game's words, and not the result again */
static void
test_reasons_every_game (void)
{
  static const struct { const char *id; guint players; } games[] = {
    { "apart", 0 }, { "fourmation", 0 }, { "freedom", 0 }, { "green-skull", 0 },
    { "splut", 2 }, { "splut", 3 }, { "splut", 4 },
  };
  static const guint people[TAB_MAX_SEATS] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON,
                                               TAB_MATCH_PERSON, TAB_MATCH_PERSON };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      guint seen = 0;

      for (guint64 seed = 1; seed <= 12; seed++)
        {
          g_autoptr (TabGame) finished = ui_random_finished_game (games[g].id, games[g].players, seed);
          const TabPosition *pos = tab_game_get_position (finished);
          g_autofree char *expected = expected_reason (pos);

          if (seen & (1u << pos->outcome))
            continue;
          seen |= 1u << pos->outcome;
          show_game (finished, people);
          g_test_message ("%s, %u seats: %s / %s", games[g].id, pos->options.players, outcome_text (),
                          tab_window_get_result_text (window));
          assert_one_card ();
          if (g_str_equal (games[g].id, "fourmation") && pos->outcome == TAB_OUTCOME_WIN)
            g_assert_true (g_regex_match_simple ("^(Four|[5-9]) in a row on [a-z][0-9]+–[a-z][0-9]+\\.$",
                                                 tab_window_get_result_text (window), 0, 0));
          else if (expected != NULL)
            g_assert_cmpstr (tab_window_get_result_text (window), ==, expected);
        }
      g_assert_true (seen & (1u << TAB_OUTCOME_WIN) || seen & (1u << TAB_OUTCOME_NOBODY));
    }
}

/* ---- Resign and Play Again ---- */

static void
resign_and_answer (const char *answer)
{
  GtkWidget *question;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  g_assert_true (ui_wait_until (ui_question_is_shown, (gpointer) "Resign?", 2000));
  question = ui_find_question ("Resign?");
  tab_question_respond (ADW_ALERT_DIALOG (question), answer);
  g_assert_true (ui_wait_until (question_gone, NULL, 2000));
  ui_spin (20);
}

/* Apart 6×7, a person against the Casual computer: the person resigns;
 * Play Again starts the same game at once */
static void
test_play_again_keeps_settings (void)
{
  const TabRules *apart = tab_rules_lookup ("apart");
  TabOptions options = { 6, 7, 2 };
  guint levels[TAB_MAX_SEATS] = { TAB_MATCH_PERSON, 2, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) finished = NULL;
  GtkWidget *again = tab_game_panel_get_play_again_button (window->side_panel);
  const char *body;

  tab_match_set_delay (match (), 0);
  g_assert_true (tab_window_start_game (window, apart, &options, levels, &error));
  g_assert_no_error (error);
  ui_spin (20);
  g_assert_true (tab_match_is_person_to_move (match ()));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  g_assert_true (ui_wait_until (ui_question_is_shown, (gpointer) "Resign?", 2000));
  body = adw_alert_dialog_get_body (ADW_ALERT_DIALOG (ui_find_question ("Resign?")));
  g_assert_cmpstr (body, ==, "Black (the computer) wins the game.");
  tab_question_respond (ADW_ALERT_DIALOG (ui_find_question ("Resign?")), "resign");
  g_assert_true (ui_wait_until (question_gone, NULL, 2000));
  ui_spin (20);

  finished = g_object_ref (game ());
  g_assert_true (tab_game_is_over (finished));
  g_assert_cmpstr (tab_game_get_token (finished, 0), ==, "resign");
  g_assert_true (gtk_widget_get_visible (end_box ()));
  g_assert_cmpstr (outcome_text (), ==, "The Computer Wins");
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "White resigned.");
  g_assert_true (gtk_widget_is_sensitive (again));

  g_signal_emit_by_name (again, "clicked");
  ui_spin (20);
  g_assert_true (game () != finished);
  g_assert_true (tab_game_get_rules (game ()) == apart);
  g_assert_cmpuint (tab_game_get_options (game ())->rows, ==, 6);
  g_assert_cmpuint (tab_game_get_options (game ())->cols, ==, 7);
  g_assert_cmpuint (tab_game_get_options (game ())->players, ==, 2);
  g_assert_cmpuint (tab_match_get_seat_level (match (), 1), ==, TAB_MATCH_PERSON);
  g_assert_cmpuint (tab_match_get_seat_level (match (), 2), ==, 2);
  g_assert_cmpuint (tab_game_get_n_actions (game ()), ==, 0);
  g_assert_false (gtk_widget_get_visible (end_box ()));
  /* at once: no New Game dialog, no question */
  g_assert_null (ui_find_new_game_dialog ());
  g_assert_null (ui_find_question (NULL));
  g_assert_false (gtk_widget_is_sensitive (again) && gtk_widget_get_mapped (again));
}

/* Two people at 4Mation: Cancel keeps the game; Resign ends it, the other
 * seat wins; undo takes it back */
static void
test_resign_two_seats (void)
{
  static const guint people[] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON };
  g_autoptr (TabGame) running = new_game ("fourmation", 0, "d4 d3");
  TabPosition start;   /* a copy: the game's positions move as it grows */
  const TabPosition *pos = &start;
  g_autofree char *expected_body = NULL;
  g_autofree char *expected_result = NULL;

  tab_position_copy (&start, tab_game_get_position (running));
  expected_body = g_strdup_printf ("%s wins the game.", tab_game_ui_seat_name (pos, 2));
  expected_result = g_strdup_printf ("%s resigned.", tab_game_ui_seat_name (pos, 1));

  show_game (running, people);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  g_assert_true (ui_wait_until (ui_question_is_shown, (gpointer) "Resign?", 2000));
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (ui_find_question ("Resign?"))), ==, expected_body);
  tab_question_respond (ADW_ALERT_DIALOG (ui_find_question ("Resign?")), "cancel");
  g_assert_true (ui_wait_until (question_gone, NULL, 2000));
  g_assert_cmpuint (tab_game_get_n_actions (running), ==, 2);
  g_assert_false (tab_game_is_over (running));

  resign_and_answer ("resign");
  g_assert_true (tab_game_is_over (running));
  g_assert_cmpuint (tab_game_get_position (running)->winner, ==, 2);
  g_assert_cmpstr (tab_game_get_token (running, 2), ==, "resign");
  g_assert_true (gtk_widget_get_visible (end_box ()));
  g_assert_cmpstr (tab_window_get_result_text (window), ==, expected_result);
  {
    g_autofree char *title = g_strdup_printf ("%s Wins", tab_game_ui_seat_name (pos, 2));

    g_assert_cmpstr (outcome_text (), ==, title);
    assert_one_card ();
  }
  {
    gboolean dimmed;

    g_assert_cmpstr (seat_row_subtitle (tab_game_ui_seat_name (pos, 1), &dimmed), ==, "Person — resigned");
    g_assert_true (dimmed);
    g_assert_cmpstr (seat_row_subtitle (tab_game_ui_seat_name (pos, 2), &dimmed), ==, "Person");
    g_assert_false (dimmed);
  }

  /* a finished game cannot be resigned: no question */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  ui_spin (50);
  g_assert_null (ui_find_question (NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ui_spin (20);
  g_assert_false (tab_game_is_over (running));
  g_assert_cmpuint (tab_game_get_n_actions (running), ==, 2);
  g_assert_false (gtk_widget_get_visible (end_box ()));
}

static void
play (TabGame *running, const char *record)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    g_assert_true (tab_match_play (match (), ui_parse (running, tokens[i]), NULL));
  ui_spin (20);
}

/* Splut! of four people: West resigns and leaves the board, North and
 * East play on; East and South resign too: North is the last one
 * standing */
static void
test_resign_splut_four (void)
{
  static const guint seats[] = { TAB_MATCH_PERSON, TAB_MATCH_PERSON, TAB_MATCH_PERSON, TAB_MATCH_PERSON };
  g_autoptr (TabGame) running = new_game ("splut", 4, "e2-e3");
  const TabPosition *pos;

  show_game (running, seats);
  g_assert_cmpuint (tab_game_get_seat_to_move (running), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  g_assert_true (ui_wait_until (ui_question_is_shown, (gpointer) "Resign?", 2000));
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (ui_find_question ("Resign?"))), ==,
                   "West leaves the game; the others play on.");
  tab_question_respond (ADW_ALERT_DIALOG (ui_find_question ("Resign?")), "resign");
  g_assert_true (ui_wait_until (question_gone, NULL, 2000));

  /* the game goes on without West: North's turn, of three steps */
  pos = tab_game_get_position (running);
  g_assert_false (tab_position_is_over (pos));
  g_assert_false (tab_splut_seat_alive (pos, 2));
  g_assert_false (gtk_widget_get_visible (end_box ()));
  g_assert_cmpstr (tab_game_get_token (running, 1), ==, "resign");
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (window->side_panel), ==, "West resigned.");
  {
    gboolean dimmed;

    g_assert_cmpstr (seat_row_subtitle ("West", &dimmed), ==, "Person — resigned");
    g_assert_true (dimmed);
  }
  g_assert_cmpuint (tab_game_get_seat_to_move (running), ==, 3);
  play (running, "e8-e7 e7-e6 e6-e5");
  g_assert_cmpuint (tab_game_get_seat_to_move (running), ==, 4);
  pos = tab_game_get_position (running);
  for (guint cell = 0; cell < tab_game_get_rules (running)->n_cells (pos); cell++)
    g_assert_cmpuint (TAB_PIECE_SIDE (tab_game_get_rules (running)->piece_at (pos, cell)), !=, 2);

  /* East resigns: South moves next */
  resign_and_answer ("resign");
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (window->side_panel), ==, "East resigned.");
  g_assert_false (tab_game_is_over (running));
  g_assert_cmpuint (tab_game_get_seat_to_move (running), ==, 1);
  resign_and_answer ("resign");
  /* South is out too: North is the last one standing */
  g_assert_true (tab_game_is_over (running));
  g_assert_cmpuint (tab_game_get_position (running)->winner, ==, 3);
  g_assert_true (gtk_widget_get_visible (end_box ()));
  g_assert_cmpstr (outcome_text (), ==, "North Wins");
  g_assert_cmpstr (tab_window_get_result_text (window), ==, "The others resigned.");
  assert_one_card ();
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/end-of-game/words-against-the-computer", test_words_against_the_computer);
  g_test_add_func ("/end-of-game/words-several-people", test_words_several_people);
  g_test_add_func ("/end-of-game/reasons-every-game", test_reasons_every_game);
  g_test_add_func ("/end-of-game/moves-at-the-end", test_moves_at_the_end);
  g_test_add_func ("/end-of-game/play-again-keeps-settings", test_play_again_keeps_settings);
  g_test_add_func ("/end-of-game/resign-two-seats", test_resign_two_seats);
  g_test_add_func ("/end-of-game/resign-splut-four", test_resign_splut_four);

  return ui_test_run (app, window);
}
