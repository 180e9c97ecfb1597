/* test-game-ui.c: the games' presentation tables and the side panel that
 * follows the game on its own: every game has its table, the generic
 * board shapes agree cell by cell with the engines' own layouts, and the
 * panel's parts change with the notifications of the match and the game,
 * with no window asking it to
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "tab-board-geometry.h"
#include "tab-game-panel-private.h"
#include "tab-game-ui.h"
#include "tab-settings.h"
#include "tab-green-skull.h"
#include "tab-random.h"
#include "tab-splut.h"
#include "ui-test-common.h"

static void
test_every_game_has_a_table (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  g_assert_cmpuint (n_games, ==, 5);
  for (guint i = 0; i < n_games; i++)
    {
      const TabGameUi *ui = tab_game_ui_lookup (all[i]);
      char *path;

      g_assert_true (ui->rules == all[i]);
      g_assert_true (tab_game_ui_lookup_id (all[i]->id) == ui);
      g_assert_nonnull (ui->pieces.paint);
      g_assert_nonnull (ui->pieces.describe);
      /* and a How to Play page */
      path = g_strdup_printf (RESOURCE_BASE "/ui/how-to-play/%s.ui", all[i]->id);
      g_assert_true (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
      g_free (path);
    }
  /* a game without a table gets the plain one, not NULL */
  g_assert_null (tab_game_ui_lookup_id ("no-such-game")->rules);
  g_assert_null (tab_game_ui_lookup_id (NULL)->rules);
}

/* a game's GSettings keys are named after its id, and exist in the schema */
static void
test_settings_keys (void)
{
  const TabRules *apart = tab_rules_lookup ("apart");
  const TabRules *fourmation = tab_rules_lookup ("fourmation");
  const TabRules *green_skull = tab_rules_lookup ("green-skull");
  const TabRules *splut = tab_rules_lookup ("splut");

  g_assert_cmpstr (tab_settings_rows_key (apart), ==, "apart-rows");
  g_assert_cmpstr (tab_settings_cols_key (apart), ==, "apart-cols");
  g_assert_cmpstr (tab_settings_rows_key (fourmation), ==, "fourmation-size");
  g_assert_cmpstr (tab_settings_cols_key (fourmation), ==, "fourmation-size");
  g_assert_null (tab_settings_players_key (fourmation));
  g_assert_null (tab_settings_seats_key (fourmation));
  g_assert_null (tab_settings_rows_key (green_skull));
  g_assert_null (tab_settings_cols_key (splut));
  g_assert_cmpstr (tab_settings_players_key (splut), ==, "splut-players");
  g_assert_cmpstr (tab_settings_seats_key (splut), ==, "splut-seats");
}

/* a table's draw words take the turns played: Splut!'s 200th turn ends in
 * a draw, told with the number */
static void
test_draw_words (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  g_autofree TabActionList *list = g_new (TabActionList, 1);
  g_autoptr (GString) board = g_string_new (NULL);
  TabOptions options = { .players = 2 };
  TabPosition pos;

  /* the start as the engine writes it, 199 turns later */
  g_assert_true (tab_position_init (&pos, tab_rules_lookup ("splut"), &options, NULL));
  pos.rules->render (&pos, board);
  g_assert_cmpuint (g_string_replace (board, "turns played: 0,", "turns played: 199,", 1), ==, 1);

  tab_splut_position_from_text (&pos, 2, 1, board->str, &error);
  g_assert_no_error (error);
  before = tab_game_ui_describe_result (&pos);
  g_assert_null (before);
  g_assert_cmpuint (tab_position_legal (&pos, list), >, 0);
  tab_position_apply (&pos, list->actions[0]);
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_DRAW);
  after = tab_game_ui_describe_result (&pos);
  g_assert_cmpstr (after, ==, "Draw by the turn limit (200 turns), not an official rule");
}

/* the triangle of hexagons, numbered row by row from the apex, is the
 * Green Skull engine's own numbering */
static void
test_hexagons_match_the_engine (void)
{
  g_autoptr (TabGame) game = ui_new_game ("green-skull", "");
  TabBoardGeometry geom;

  tab_board_geometry_init (&geom, tab_game_get_position (game));
  g_assert_cmpint (geom.kind, ==, TAB_GEOMETRY_HEX_TRIANGLE);
  g_assert_cmpuint (geom.n_cells, ==, TAB_GREEN_SKULL_CELLS);
  for (int cell = 0; cell < TAB_GREEN_SKULL_CELLS; cell++)
    {
      guint row = 99, col = 99, engine_row = 0, engine_col = 0;

      g_assert_true (tab_board_geometry_hex_coords (&geom, cell, &row, &col));
      g_assert_true (tab_green_skull_cell_coords (cell, &engine_row, &engine_col));
      g_assert_cmpuint (row, ==, engine_row);
      g_assert_cmpuint (col, ==, engine_col);
      g_assert_cmpint (tab_board_geometry_hex_cell (&geom, (int) row, (int) col), ==, cell);
    }
  g_assert_false (tab_board_geometry_hex_coords (&geom, TAB_GREEN_SKULL_CELLS, &(guint) { 0 }, &(guint) { 0 }));
  g_assert_cmpint (tab_board_geometry_hex_cell (&geom, 3, 4), ==, TAB_NO_CELL);
}

/* the diamond's squares are the Splut! engine's */
static void
test_diamond_matches_the_engine (void)
{
  g_autoptr (TabGame) game = ui_new_game ("splut", "");
  TabBoardGeometry geom;
  guint n = 0;

  tab_board_geometry_init (&geom, tab_game_get_position (game));
  g_assert_cmpint (geom.kind, ==, TAB_GEOMETRY_DIAMOND);
  for (int cell = 0; cell < TAB_SPLUT_N_CELLS; cell++)
    {
      g_assert_cmpint (tab_board_geometry_cell_exists (&geom, cell), ==, tab_splut_cell_exists ((guint) cell));
      n += tab_board_geometry_cell_exists (&geom, cell);
    }
  g_assert_cmpuint (n, ==, 41);
}

static TabGamePanel *
new_panel (TabMatch *match)
{
  TabGamePanel *panel = g_object_ref_sink (g_object_new (TAB_TYPE_GAME_PANEL, NULL));

  tab_game_panel_set_match (panel, match);
  return panel;
}

static void
play (TabMatch *match, const char *token)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_match_play (match, ui_parse (tab_match_get_game (match), token), &error));
  g_assert_no_error (error);
}

/* Freedom: what the turn asks for follows every action, undo and redo */
static void
test_panel_follows_the_game (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = ui_new_game ("freedom", "");
  g_autoptr (TabGamePanel) panel = new_panel (match);
  const char *open = _("Play on any cell.");
  const char *bound = _("Play next to the last stone. Rings mark live stones (in a line of exactly four).");

  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, "");
  tab_match_set_game (match, game);
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, open);
  play (match, "d4");
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, bound);
  g_assert_true (tab_match_undo (match));
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, open);
  g_assert_true (tab_match_redo (match));
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, bound);
  /* the scores of the engine, with the game's words before them */
  g_assert_true (g_str_has_prefix (tab_game_panel_get_scores_text (panel), _("Live stones: ")));

  /* a new game in the match: the panel follows it, and no longer the old */
  g_clear_object (&game);
  game = ui_new_game ("freedom", "");
  tab_match_set_game (match, game);
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, open);

  /* without a match nothing is followed any more */
  tab_game_panel_set_match (panel, NULL);
  g_assert_true (tab_game_play_token (game, "e5", NULL));
  g_assert_cmpstr (tab_game_panel_get_details_text (panel), ==, open);
}

/* Every game's first screen says what to do; 4Mation says where a cube
 * may go at each tier of rules/fourmation.md §3 (T1 to T4) */
static void
test_panel_says_what_to_do (void)
{
  static const struct { const char *game, *size, *record, *starts; } cases[] = {
    { "fourmation", NULL, "", "Place the first cube on any cell" },
    { "fourmation", NULL, "d4", "Place a cube next to the last one" },
    { "fourmation", NULL, "b2 a2 b1 a1", "<b>No free cell next to the last cube:</b>" },
    { "fourmation", "4", "c3 c4 d3 d4 b3 a2 b1 a1 b2 a3 a4 b4",
      "<b>No free cell next to the opponent’s cubes:</b>" },
  };
  guint n_games;
  const TabRules * const *all = tab_rules_all (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (TabMatch) match = tab_match_new ();
      g_autoptr (TabGame) game = ui_new_game (all[g]->id, "");
      g_autoptr (TabGamePanel) panel = new_panel (match);

      tab_match_set_game (match, game);
      g_assert_cmpuint (strlen (tab_game_panel_get_details_text (panel)), >, 10);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TabMatch) match = tab_match_new ();
      g_autoptr (TabGame) game = ui_new_game_sized (cases[i].game, cases[i].size, cases[i].record);
      g_autoptr (TabGamePanel) panel = new_panel (match);
      g_autofree char *plain = NULL;

      tab_match_set_game (match, game);
      /* the label's text is the markup without its tags */
      g_assert_true (pango_parse_markup (cases[i].starts, -1, 0, NULL, &plain, NULL, NULL));
      g_assert_true (g_str_has_prefix (tab_game_panel_get_details_text (panel), plain));
    }
}

/* Splut!: a Sorcerer another seat could hit on its next turn is named in
 * the panel and ringed on the board, for 2 and 4 players; the positions
 * come from seeded random games, the first where the engine finds one */
static void
test_splut_danger_shown (void)
{
  for (guint players = 2; players <= 4; players += 2)
    {
      g_autoptr (TabMatch) match = tab_match_new ();
      g_autoptr (TabGame) game = NULL;
      g_autoptr (TabGamePanel) panel = new_panel (match);
      const TabRules *rules = tab_rules_lookup ("splut");
      TabOptions options;
      TabRng rng;
      guint by[TAB_MAX_SEATS], danger = 0;
      const TabPosition *pos;
      g_autofree char *record = NULL;

      tab_options_default (rules, &options);
      options.players = (guint8) players;
      game = tab_game_new (rules, &options, NULL);
      tab_rng_seed (&rng, 7);
      for (guint i = 0; i < 400 && danger == 0 && !tab_game_is_over (game); i++)
        {
          pos = tab_game_get_position (game);
          g_assert_true (tab_game_play (game, tab_position_random_action (pos, &rng), NULL));
          danger = tab_splut_sorcerers_in_danger (tab_game_get_position (game), by);
        }
      g_assert_cmpuint (danger, !=, 0);
      record = ui_record_of (game);
      g_test_message ("%u players: %s", players, record);
      tab_match_set_game (match, game);
      pos = tab_game_get_position (game);
      for (guint seat = 1; seat <= players; seat++)
        {
          g_autofree char *line = g_strdup_printf ("⚠ %s’s Sorcerer can be hit by %s.",
                                                   tab_game_ui_seat_name (pos, seat),
                                                   tab_game_ui_seat_name (pos, by[seat - 1]));

          g_assert_cmpint (strstr (tab_game_panel_get_details_text (panel), line) != NULL, ==,
                           (danger >> (seat - 1)) & 1);
        }
    }
}

static void
on_action_chosen (TabGamePanel *panel, guint action, gpointer data)
{
  *(TabAction *) data = action;
}

/* Apart: after a jump the same piece may go on or stop; the button of
 * "end" appears for the person to move and says which action it is */
static void
test_panel_end_button (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = ui_new_game ("apart", "b1-b3");
  g_autoptr (TabGamePanel) panel = new_panel (match);
  GtkWidget *button = tab_game_panel_get_pass_button (panel);
  TabAction chosen = G_MAXUINT;

  g_signal_connect (panel, "action-chosen", G_CALLBACK (on_action_chosen), &chosen);
  tab_match_set_game (match, game);
  g_assert_false (gtk_widget_get_visible (button));
  play (match, "c8-c6");
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, _("_End Turn"));
  g_assert_true (g_str_has_prefix (tab_game_panel_get_details_text (panel),
                                   "Continuous jump:"));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (chosen, ==, ui_parse (game, "end"));

  /* a computer seat to move: no button for the person */
  tab_match_set_seat_level (match, 2, 1);
  g_assert_false (gtk_widget_get_visible (button));
  tab_match_stop (match);
}

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* the panel shows the words and a screen reader reads them: a label
 * with the role of a status */
static void
assert_last_turn (TabGamePanel *panel, const char *words)
{
  GtkWidget *label;

  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, words);
  label = ui_find_widget (GTK_WIDGET (panel), is_label_with_text, words);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (label)), ==,
                   GTK_ACCESSIBLE_ROLE_STATUS);
}

/* Apart: the last turn in words, as it grows, ends, and is undone */
static void
test_panel_last_turn_words (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = ui_new_game ("apart", "b1-b3");
  g_autoptr (TabGamePanel) panel = new_panel (match);

  tab_match_set_game (match, game);
  assert_last_turn (panel, "White jumped from b1 to b3.");
  play (match, "c8-c6");
  assert_last_turn (panel, "Black jumped from c8 to c6.");
  play (match, "end");
  assert_last_turn (panel, "Black jumped from c8 to c6, then ended the turn.");
  g_assert_true (tab_match_undo (match));
  assert_last_turn (panel, "White jumped from b1 to b3.");
}

static gboolean
is_seat_to_move (gpointer data)
{
  TabMatch *match = data;

  return tab_game_get_seat_to_move (tab_match_get_game (match)) == 1 && !tab_match_get_thinking (match);
}

/* Splut!: the computer's turn of two steps is told in words when it is
 * played, one sentence a step */
static void
test_panel_computer_turn_words (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabGame) game = ui_new_game ("splut", "");
  g_autoptr (TabGamePanel) panel = new_panel (match);
  g_autoptr (GRegex) two_steps =
    g_regex_new ("^North’s (Sorcerer|Dwarf|Troll) stepped from [a-i][1-9] to [a-i][1-9][^.]*\\. "
                 "North’s (Sorcerer|Dwarf|Troll) stepped from [a-i][1-9] to [a-i][1-9][^.]*\\.$",
                 0, 0, NULL);
  const char *words;

  tab_match_set_game (match, game);
  tab_match_set_delay (match, 0);
  tab_match_set_seat_level (match, 2, 1);
  play (match, "e2-e3");
  g_assert_true (ui_wait_until (is_seat_to_move, match, 20000));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 3);
  words = tab_game_panel_get_last_turn_text (panel);
  if (!g_regex_match (two_steps, words, 0, NULL))
    g_error ("the computer's turn is not told step by step: %s", words);
  assert_last_turn (panel, words);
  tab_match_stop (match);
}

int
main (int argc, char *argv[])
{
  ui_gtk_test_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/game-ui/every-game-has-a-table", test_every_game_has_a_table);
  g_test_add_func ("/game-ui/settings-keys", test_settings_keys);
  g_test_add_func ("/game-ui/draw-words", test_draw_words);
  g_test_add_func ("/game-ui/hexagons-match-the-engine", test_hexagons_match_the_engine);
  g_test_add_func ("/game-ui/diamond-matches-the-engine", test_diamond_matches_the_engine);
  g_test_add_func ("/game-panel/follows-the-game", test_panel_follows_the_game);
  g_test_add_func ("/game-panel/end-button", test_panel_end_button);
  g_test_add_func ("/game-panel/says-what-to-do", test_panel_says_what_to_do);
  g_test_add_func ("/game-panel/splut-danger-shown", test_splut_danger_shown);
  g_test_add_func ("/game-panel/last-turn-words", test_panel_last_turn_words);
  g_test_add_func ("/game-panel/computer-turn-words", test_panel_computer_turn_words);
  return g_test_run ();
}
