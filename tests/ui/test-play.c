/* test-play.c: the app under Xvfb: Freedom, Apart, Green Skull and
 * Splut! started through the New Game dialog and played with clicks on
 * the board view, its popover and the side panel's button; the panel's
 * scores and details follow
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tab-apart.h"
#include "tab-application.h"
#include "tab-board-view-private.h"
#include "tab-freedom.h"
#include "tab-green-skull.h"
#include "tab-game-ui.h"
#include "tab-grid.h"
#include "tab-new-game-dialog-private.h"
#include "tab-splut.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

/* Starts game_id, person against person, through the dialog */
static TabGame *
start_two_person_game (const char *game_id)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabGame *game;

  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_PERSON);
  dialog = ui_open_new_game_dialog (window, game_id);
  ui_start_new_game (dialog);
  ui_spin (50);
  g_assert_null (ui_find_new_game_dialog ());
  game = ui_window_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, game_id);
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 1));
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 2));
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  return game;
}

static const char *
last_token (TabGame *game)
{
  guint n = tab_game_get_n_actions (game);

  return n > 0 ? tab_game_get_token (game, n - 1) : "";
}

/* Whether the game's marks put a ring round cell of pos (the Green Skull
 * zombies that may move): painted in red on a cell of 40 pixels, read at
 * the ring's radius */
static gboolean
ring_round (const TabPosition *pos, const char *name)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t *cr = cairo_create (surface);
  TabPalette palette = { .line_scale = 1 };
  const guint32 *pixels;
  guint32 at_ring;

  gdk_rgba_parse (&palette.selected, "red");
  ui->marks.paint (cr, pos, tab_green_skull_cell_at (name[0] - 'a', atoi (name + 1) - 1), 20, 20, 40, &palette);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixels = (const guint32 *) cairo_image_surface_get_data (surface);
  at_ring = pixels[20 * cairo_image_surface_get_stride (surface) / 4 + 20 + 18];
  cairo_surface_destroy (surface);
  return at_ring != 0;
}

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
pass_is_legal (TabGame *game, const char *word)
{
  g_auto (GStrv) legal = tab_position_legal_tokens (tab_game_get_position (game));

  return g_strv_contains ((const char * const *) legal, word);
}

static void
check_round_trip (TabBoardView *board, guint n_cells, gboolean (*exists) (guint cell))
{
  for (guint cell = 0; cell < n_cells; cell++)
    {
      double x, y;

      tab_board_view_cell_center (board, cell, &x, &y);
      g_assert_cmpint (tab_board_view_cell_at (board, x, y), ==,
                       exists == NULL || exists (cell) ? (int) cell : TAB_NO_CELL);
    }
}

/* Freedom: live stones and the scores as the game goes; the Pass button
 * only where the last-cell pass is legal; a whole game on 4×4 */
static void
test_freedom (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  TabGame *game;
  guint played = 0;

  g_settings_set_int (settings, "freedom-size", 4);
  game = start_two_person_game ("freedom");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 4);
  check_round_trip (board, 16, NULL);
  g_assert_cmpstr (tab_window_get_scores_text (window), ==, "Live stones: White 0, Black 0");

  /* a1 then b1 (next to it) */
  ui_click_cells (window, "a1 b1");
  g_assert_cmpstr (tab_game_get_token (game, 0), ==, "a1");
  g_assert_cmpstr (tab_game_get_token (game, 1), ==, "b1");
  /* not next to b1: refused */
  g_assert_false (tab_board_view_activate_cell (board, (guint) ui_cell_named (tab_game_get_position (game), "d4")));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 2);

  /* play to the end, always the first legal cell, clicking it; the Pass
   * button is shown exactly when "pass" is legal */
  while (!tab_game_is_over (game) && played < 40)
    {
      g_auto (GStrv) legal = tab_position_legal_tokens (tab_game_get_position (game));
      const char *cell_token = NULL;

      g_assert_cmpint (gtk_widget_get_visible (pass), ==, pass_is_legal (game, "pass"));
      for (guint i = 0; legal[i] != NULL && cell_token == NULL; i++)
        if (strcmp (legal[i], "pass") != 0)
          cell_token = legal[i];
      if (cell_token == NULL)
        {
          g_signal_emit_by_name (pass, "clicked");
          g_assert_cmpstr (last_token (game), ==, "pass");
        }
      else
        {
          ui_click_cells (window, cell_token);
          g_assert_cmpstr (last_token (game), ==, cell_token);
        }
      played++;
    }
  g_assert_true (tab_game_is_over (game));
  g_assert_false (gtk_widget_get_visible (pass));
  {
    const TabPosition *pos = tab_game_get_position (game);
    g_autofree char *expected = NULL;
    g_autofree char *scores = g_strdup_printf ("Live stones: White %u, Black %u",
                                               tab_freedom_live_count (pos, 1),
                                               tab_freedom_live_count (pos, 2));

    g_assert_cmpstr (tab_window_get_scores_text (window), ==, scores);
    /* the card says why under its title: the full board, the live stones */
    expected = g_strdup_printf ("The board is full. Live stones: White %u, Black %u.",
                                tab_freedom_live_count (pos, 1), tab_freedom_live_count (pos, 2));
    g_assert_cmpstr (tab_window_get_result_text (window), ==, expected);
  }
}

/* Apart: a rectangular board from the dialog, a continuous jump ended by
 * clicking the jumping piece, undo of the whole turn */
static void
test_apart (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  g_autofree char *record = NULL;
  TabGame *game;

  g_settings_set_int (settings, "apart-rows", 6);
  g_settings_set_int (settings, "apart-cols", 7);
  game = start_two_person_game ("apart");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 6);
  g_assert_cmpuint (tab_game_get_options (game)->cols, ==, 7);
  g_assert_cmpint (g_settings_get_int (settings, "apart-cols"), ==, 7);

  /* the standard board for the jump of the rule book's style */
  g_settings_set_int (settings, "apart-rows", 8);
  g_settings_set_int (settings, "apart-cols", 8);
  game = start_two_person_game ("apart");
  check_round_trip (board, 64, NULL);

  /* a click on a piece selects it; a second click on it drops it */
  ui_click_cells (window, "b2");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, ui_cell_named (tab_game_get_position (game), "b2"));
  ui_click_cells (window, "b2");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, TAB_NO_CELL);

  ui_click_cells (window, "b2 c3 e7 g5 b1 a2 g8 g6");
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "b2-c3 e7-g5 b1-a2 g8-g6");
  /* Black's jump may go on: the piece stays selected, End Turn is offered */
  g_assert_cmpint (tab_apart_moving_piece (tab_game_get_position (game)), ==, ui_cell_named (tab_game_get_position (game), "g6"));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, ui_cell_named (tab_game_get_position (game), "g6"));
  g_assert_true (gtk_widget_get_visible (pass));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "_End Turn");
  g_assert_true (strstr (tab_window_get_details_text (window), "Continuous jump") != NULL);
  /* a click elsewhere keeps the jumping piece selected */
  g_assert_false (tab_board_view_activate_cell (board, (guint) ui_cell_named (tab_game_get_position (game), "a8")));
  g_assert_cmpint (tab_board_view_get_selected (board), ==, ui_cell_named (tab_game_get_position (game), "g6"));

  /* a click on the jumping piece ends the turn */
  ui_click_cells (window, "g6");
  g_assert_cmpstr (last_token (game), ==, "end");
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_false (gtk_widget_get_visible (pass));
  /* a2 has no White piece around it; every Black piece has one */
  g_assert_cmpstr (tab_window_get_scores_text (window), ==,
                   "Pieces lost: White 0, Black 0\n"
                   "Isolated: White 1 of 12, Black 0 of 12");

  /* undo takes back Black's whole turn */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_clear_pointer (&record, g_free);
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "b2-c3 e7-g5 b1-a2");
}

static gboolean
exists_on_diamond (guint cell)
{
  return tab_splut_cell_exists (cell);
}

/* Green Skull: the hexagons under the pointer, a jump that captures, the
 * zombie phase announced and skipped with its button */
static void
test_green_skull (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  GtkWidget *pass = tab_window_get_pass_button (window);
  g_autofree char *record = NULL;
  TabGame *game;
  double x, y;

  game = start_two_person_game ("green-skull");
  check_round_trip (board, TAB_GREEN_SKULL_CELLS, NULL);
  /* far outside the triangle */
  tab_board_view_cell_center (board, 45, &x, &y);
  g_assert_cmpint (tab_board_view_cell_at (board, x, 1), ==, TAB_NO_CELL);

  /* the Orcs step, the Goblins (holding the skull) jump and capture: the
   * skull passes to the Orcs */
  ui_click_cells (window, "g7 g6 j3 h3");
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "g7-g6 j3xh3");
  g_assert_cmpuint (tab_green_skull_skull_holder (tab_game_get_position (game)), ==, 1);
  /* the jump took a Goblin (on i3): a point for each of the others */
  g_assert_cmpstr (tab_window_get_scores_text (window), ==,
                   "Orcs: 1  (on the edge 0, others lost 1)\n"
                   "Goblins: 0  (on the edge 0, others lost 0)\n"
                   "Zombies: 1  (on the edge 0, others lost 1)");

  /* the Orcs step: the zombie phase */
  ui_click_cells (window, "j7 j6");
  g_assert_cmpint (tab_green_skull_phase (tab_game_get_position (game)), ==,
                   TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  g_assert_true (strstr (tab_window_get_details_text (window), "Zombie move") != NULL);
  g_assert_true (gtk_widget_get_visible (pass));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "_Skip the Zombie Move");
  /* the Zombies that may move are ringed, the others and the Orcs not */
  g_assert_true (ring_round (tab_game_get_position (game), "e3"));
  g_assert_false (ring_round (tab_game_get_position (game), "h8"));
  /* a zombie is selected with a click, an Orc is not */
  g_assert_false (tab_board_view_activate_cell (board, (guint) ui_cell_named (tab_game_get_position (game), "h8")));
  ui_click_cells (window, "e3");
  g_assert_cmpint (tab_board_view_get_selected (board), ==, ui_cell_named (tab_game_get_position (game), "e3"));
  ui_click_cells (window, "e3");

  g_signal_emit_by_name (pass, "clicked");
  g_assert_cmpstr (last_token (game), ==, "end");
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  /* the move list marks the zombie move (here skipped); no more rings */
  g_assert_nonnull (ui_find_widget (GTK_WIDGET (window), is_label_with_text, "☠ end"));
  g_assert_false (ring_round (tab_game_get_position (game), "e3"));
  g_assert_false (gtk_widget_get_visible (pass));
}

/* Starts Splut! for two people through the dialog */
static TabGame *
start_splut_for_two (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  TabGame *game;

  g_settings_set_int (settings, "splut-players", 2);
  dialog = ui_open_new_game_dialog (window, "splut");
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 1, 0));
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 2, 0));
  ui_start_new_game (dialog);
  ui_spin (50);
  game = ui_window_game (window);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "splut");
  g_assert_cmpuint (tab_game_get_options (game)->players, ==, 2);
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 1));
  g_assert_true (tab_match_is_person (tab_window_get_match (window), 2));
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  return game;
}

/* Splut!: the dialog takes the players and a level for every seat; a
 * Sorcerer's step offers levitation in a popover */
static void
test_splut (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabNewGameDialog *dialog;
  TabAction choices[TAB_MAX_ACTIONS];
  g_autofree char *record = NULL;
  TabOptions options;
  TabGame *game;
  gboolean found = FALSE;
  guint n;

  g_settings_set_int (settings, "splut-players", 3);
  g_settings_reset (settings, "splut-seats");  /* a person, then Casual */
  dialog = ui_open_new_game_dialog (window, "splut");
  tab_new_game_dialog_get_options (dialog, &options);
  g_assert_cmpuint (options.players, ==, 3);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 2);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 2);
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 3, 4));
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 4);
  adw_dialog_close (ADW_DIALOG (dialog));
  ui_spin (50);

  game = start_splut_for_two ();
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 2);
  check_round_trip (board, TAB_SPLUT_N_CELLS, exists_on_diamond);
  g_assert_true (strstr (tab_window_get_details_text (window), "Steps left: 1 of 1") != NULL);

  /* South steps its Dwarf; North (seat 2 is North with two players) two steps */
  ui_click_cells (window, "e2 e3 e8 e7 e7 e6");
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6");
  g_assert_true (strstr (gtk_window_get_title (GTK_WINDOW (window)), "Splut!") != NULL);

  /* the Sorcerer on d2 steps to d3: with or without the Rock on e1 */
  ui_click_cells (window, "d2 d3");
  n = tab_board_view_get_choices (board, choices);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tab_board_view_describe_action (tab_game_get_position (game), choices[i]);
      char token[TAB_TOKEN_MAX];

      tab_action_format (tab_game_get_position (game), choices[i], token);
      if (strcmp (token, "d2-d3^e1") == 0)
        {
          g_assert_cmpstr (text, ==, "Step to d3 and levitate the Rock on e1 to e2");
          g_assert_true (tab_board_view_pick_choice (board, choices[i]));
          found = TRUE;
          break;
        }
      g_assert_cmpstr (text, ==, "Step to d3 without levitating");
    }
  g_assert_true (found);
  g_assert_cmpstr (last_token (game), ==, "d2-d3^e1");
  g_assert_cmpuint (tab_board_view_get_choices (board, NULL), ==, 0);
  g_assert_true (strstr (tab_window_get_details_text (window), "Steps left: 2 of 3") != NULL);
  g_assert_true (strstr (tab_window_get_details_text (window), "Levitating the Rock on e2") != NULL);
}

/* The piece on a square of the Splut! game */
static guint
piece_on (TabGame *game, const char *square)
{
  const TabPosition *pos = tab_game_get_position (game);

  return pos->rules->piece_at (pos, (guint) ui_cell_named (tab_game_get_position (game), square));
}

#define ROCK          TAB_PIECE (0, TAB_SPLUT_ROCK)
#define SOUTH_TROLL   TAB_PIECE (1, TAB_SPLUT_TROLL)
#define SOUTH_DWARF   TAB_PIECE (1, TAB_SPLUT_DWARF)

/* The choices of the popover in its words, one a line */
static char *
choices_in_words (TabBoardView *board, TabGame *game)
{
  TabAction choices[TAB_MAX_ACTIONS];
  guint n = tab_board_view_get_choices (board, choices);
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *words = tab_board_view_describe_action (tab_game_get_position (game), choices[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", words);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
is_widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* Clicks the button of the popover that says words */
static void
click_choice (TabBoardView *board, const char *words)
{
  GtkWidget *button = ui_find_widget (GTK_WIDGET (board), ui_is_button_labelled, words);

  g_assert_nonnull (button);
  g_assert_true (ui_wait_until (is_widget_mapped, button, 5000));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (tab_board_view_get_choices (board, NULL), ==, 0);
}

static void
assert_details_has (const char *text)
{
  g_assert_nonnull (strstr (tab_window_get_details_text (window), text));
}

/* Splut!: a Troll stepping away from the Rock behind it may pull it or
 * not; the popover offers both, in words */
static void
test_splut_pull (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = start_splut_for_two ();
  g_autofree char *record = NULL;
  g_autofree char *words = NULL;

  /* the Dwarf makes room, North steps twice, the Troll goes to e2, in
   * front of the Rock on e1 */
  ui_click_cells (window, "e2 e3 e8 e7 e7 e6 e3 e4 f2 e2");
  assert_details_has ("Steps left: 1 of 3");

  /* north from e2: with the Rock or without it */
  ui_click_cells (window, "e2 e3");
  words = choices_in_words (board, game);
  g_assert_cmpstr (words, ==, "Step to e3 without pulling\n"
                              "Step to e3 and pull the Rock from e1 to e2");
  click_choice (board, "Step to e3 and pull the Rock from e1 to e2");
  g_assert_cmpstr (last_token (game), ==, "e2-e3^e1");
  g_assert_cmpuint (piece_on (game, "e3"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e2"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e1"), ==, 0);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");

  /* undo takes back South's turn; played again, without the Rock */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6");
  ui_click_cells (window, "e3 e4 f2 e2 e2 e3");
  click_choice (board, "Step to e3 without pulling");
  g_assert_cmpstr (last_token (game), ==, "e2-e3");
  g_assert_cmpuint (piece_on (game, "e3"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e2"), ==, 0);
  g_assert_cmpuint (piece_on (game, "e1"), ==, ROCK);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");
}

/* Splut!: a Troll stepping onto a Rock throws it; the popover offers the
 * four directions with where the Rock lands, and it lands there */
static void
test_splut_throw (void)
{
  TabBoardView *board = TAB_BOARD_VIEW (tab_window_get_board_view (window));
  TabGame *game = start_splut_for_two ();
  g_autofree char *words = NULL;
  g_autofree char *record = NULL;

  /* South's Troll pulls the Rock e1 to e2; North's Dwarf goes to c5 */
  ui_click_cells (window, "e2 e3 e8 e7 e7 e6 e3 e4 f2 e2 e2 e3");
  click_choice (board, "Step to e3 and pull the Rock from e1 to e2");
  ui_click_cells (window, "e6 d6 d6 d5 d5 c5");
  record = ui_record_of (game);
  g_assert_cmpstr (record, ==, "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 e6-d6 d6-d5 d5-c5");
  assert_details_has ("Steps left: 3 of 3");

  /* the Troll on e3 steps back onto the Rock on e2 */
  ui_click_cells (window, "e3 e2");
  words = choices_in_words (board, game);
  g_assert_cmpstr (words, ==, "Throw the Rock north: it lands on e8\n"
                              "Throw the Rock east: it lands on f2\n"
                              "Throw the Rock south: it lands on e1\n"
                              "Throw the Rock west: it lands on d2 and hits the Sorcerer of South");
  /* north: over the Troll's own square and South's Dwarf on e4, up to
   * the Rock on e9 */
  click_choice (board, "Throw the Rock north: it lands on e8");
  g_assert_cmpstr (last_token (game), ==, "e3-e2*n");
  g_assert_cmpuint (piece_on (game, "e8"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e9"), ==, ROCK);
  g_assert_cmpuint (piece_on (game, "e2"), ==, SOUTH_TROLL);
  g_assert_cmpuint (piece_on (game, "e3"), ==, 0);
  g_assert_cmpuint (piece_on (game, "e4"), ==, SOUTH_DWARF);
  /* the throw ends the turn on its first step */
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 2);
  assert_details_has ("Steps left: 3 of 3");
  g_assert_false (tab_game_is_over (game));
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);
  /* each click here plays at once: no turn judged first, in a worker
   * thread, before it is played (test-loss-warning.c and
   * test-throw-step.c play with it) */
  g_settings_set_boolean (window->settings, "warn-losing-turn", FALSE);

  g_test_add_func ("/ui/freedom", test_freedom);
  g_test_add_func ("/ui/apart", test_apart);
  g_test_add_func ("/ui/green-skull", test_green_skull);
  g_test_add_func ("/ui/splut", test_splut);
  g_test_add_func ("/ui/splut-pull", test_splut_pull);
  g_test_add_func ("/ui/splut-throw", test_splut_throw);

  return ui_test_run (app, window);
}
