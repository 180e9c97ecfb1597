/* test-board-state.c: what the board shows and takes, without a widget
 * and without a display: the legal actions sorted by their cells, the one
 * action without a cell, what a click means, the cursor, the hint, the
 * last turn, browsing earlier positions
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tab-board-geometry.h"
#include "tab-board-state.h"
#include "tab-grid.h"
#include "ui-test-common.h"

static TabBoardState *
state_of (TabGame *game)
{
  TabBoardState *state = tab_board_state_new ();

  tab_board_state_set_game (state, game);
  return state;
}

/* The cell of a square ("c3") of a square board or of the Splut! frame */
static int
cell_of (TabBoardState *state, const char *name)
{
  TabBoardGeometry geom;
  const char *p = name;
  guint cell;

  tab_board_geometry_init (&geom, tab_board_state_get_position (state));
  g_assert_true (tab_square_parse (&p, geom.rows, geom.cols, &cell));
  return (int) cell;
}

static TabAction
parse (TabBoardState *state, const char *token)
{
  g_autoptr (GError) error = NULL;
  TabAction action = 0;

  g_assert_true (tab_action_parse (tab_board_state_get_position (state), token, &action, &error));
  g_assert_no_error (error);
  return action;
}

static TabBoardClick
click (TabBoardState *state, const char *name, GArray *actions)
{
  return tab_board_state_click (state, cell_of (state, name), actions);
}

static void
on_changed (TabBoardState *state, guint *count)
{
  (*count)++;
}

/* Every legal action is there once: those with cells as moves, the one
 * without a cell as the end action */
static void
assert_moves_are_the_legal_actions (TabBoardState *state)
{
  const TabPosition *pos = tab_board_state_get_position (state);
  g_autofree TabActionList *list = g_new (TabActionList, 1);
  guint n_moves, n_end = 0;
  const TabBoardMove *moves = tab_board_state_get_moves (state, &n_moves);
  TabAction end;

  tab_position_legal (pos, list);
  if (tab_board_state_get_end_action (state, &end))
    n_end = 1;
  g_assert_cmpuint (n_moves + n_end, ==, list->n);
  for (guint i = 0; i < n_moves; i++)
    {
      int from, to;

      pos->rules->action_cells (pos, moves[i].action, &from, &to);
      g_assert_cmpint (moves[i].from, ==, from);
      g_assert_cmpint (moves[i].to, ==, to);
      g_assert_cmpint (moves[i].captures, ==, tab_action_is_capture (pos, moves[i].action));
      g_assert_true (to != TAB_NO_CELL);
    }
}

/* Every game's first position and a few later ones */
static void
test_moves_of_every_game (void)
{
  static const struct { const char *id; const char *record; } games[] = {
    { "apart", "" }, { "apart", "b1-b3 c8-c6" }, { "fourmation", "d4" },
    { "freedom", "" }, { "green-skull", "g7-g6 j3xh3 j7-j6" }, { "splut", "e2-e3 e8-e7" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (TabGame) game = ui_new_game_sized (games[i].id, NULL, games[i].record);
      g_autoptr (TabBoardState) state = state_of (game);

      g_assert_true (tab_board_state_get_position (state) == tab_game_get_position (game));
      assert_moves_are_the_legal_actions (state);
    }
}

/* Apart on 8×8: c1-a3, then Black's g8-a8: the jumping piece may go on
 * from a8 or stop; it stays selected and every click is about it */
static void
test_continuous_jump (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("apart", NULL, "c1-a3 g8-a8");
  g_autoptr (TabBoardState) state = state_of (game);
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  int a8 = cell_of (state, "a8");
  TabAction end;

  g_assert_true (tab_board_state_get_end_action (state, &end));
  g_assert_cmpuint (end, ==, parse (state, "end"));
  g_assert_cmpint (tab_board_state_get_forced (state), ==, a8);
  g_assert_cmpint (tab_board_state_get_selected (state), ==, a8);
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "c6")), ==, TAB_BOARD_TARGET_EMPTY);
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "b7")), ==, TAB_BOARD_TARGET_NONE);

  /* a click elsewhere: refused, the jumping piece stays selected */
  g_assert_cmpint (click (state, "d4", actions), ==, TAB_BOARD_CLICK_REFUSED);
  g_assert_cmpint (tab_board_state_get_selected (state), ==, a8);
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "d4"));
  /* a click on a destination: that jump */
  g_assert_cmpint (click (state, "c6", actions), ==, TAB_BOARD_CLICK_PLAY);
  g_assert_cmpuint (actions->len, ==, 1);
  g_assert_cmpuint (g_array_index (actions, TabAction, 0), ==, parse (state, "a8-c6"));
  /* a click on the jumping piece: the end of the turn */
  g_assert_cmpint (click (state, "a8", actions), ==, TAB_BOARD_CLICK_PLAY);
  g_assert_cmpuint (g_array_index (actions, TabAction, 0), ==, end);
}

/* Apart's first turn: a click picks a piece up, a second puts it down; a
 * capture is marked as one */
static void
test_select_and_capture (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("apart", "5x5", "c2-e4 c5-e3 b1-b3 end d4-c3");
  g_autoptr (TabBoardState) state = state_of (game);
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  int e4 = cell_of (state, "e4");

  g_assert_false (tab_board_state_get_end_action (state, NULL));
  g_assert_cmpint (tab_board_state_get_forced (state), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_board_state_get_selected (state), ==, TAB_NO_CELL);
  /* no placements in Apart: nothing is a target before a piece is picked */
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "e3")), ==, TAB_BOARD_TARGET_NONE);

  g_assert_cmpint (click (state, "e4", actions), ==, TAB_BOARD_CLICK_SELECTED);
  g_assert_cmpint (tab_board_state_get_selected (state), ==, e4);
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "e3")), ==, TAB_BOARD_TARGET_CAPTURE);
  g_assert_cmpint (click (state, "e4", actions), ==, TAB_BOARD_CLICK_SELECTED);
  g_assert_cmpint (tab_board_state_get_selected (state), ==, TAB_NO_CELL);

  /* an empty square nothing can reach from nowhere: refused */
  g_assert_cmpint (click (state, "a3", actions), ==, TAB_BOARD_CLICK_REFUSED);
  g_assert_cmpuint (actions->len, ==, 0);

  g_assert_cmpint (click (state, "e4", actions), ==, TAB_BOARD_CLICK_SELECTED);
  g_assert_cmpint (click (state, "e3", actions), ==, TAB_BOARD_CLICK_PLAY);
  g_assert_cmpuint (g_array_index (actions, TabAction, 0), ==, parse (state, "e4xe3"));
}

/* rules/freedom.md T12 then e5 d1 on 5×5: the last cell and a pass */
static void
test_placement_and_pass (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("freedom", "5", "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 "
                                                                "c4 b4 c5 d5 e4 e3 d2 e1 e2 d3 e5 d1");
  g_autoptr (TabBoardState) state = state_of (game);
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  guint n_moves;
  const TabBoardMove *moves = tab_board_state_get_moves (state, &n_moves);
  TabAction pass;

  g_assert_cmpuint (n_moves, ==, 1);
  g_assert_cmpint (moves[0].from, ==, TAB_NO_CELL);
  g_assert_cmpint (moves[0].to, ==, cell_of (state, "a2"));
  g_assert_true (tab_board_state_get_end_action (state, &pass));
  g_assert_cmpuint (pass, ==, parse (state, "pass"));
  /* a pass is not a continuous jump: nothing is forced */
  g_assert_cmpint (tab_board_state_get_forced (state), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "a2")), ==, TAB_BOARD_TARGET_EMPTY);
  g_assert_cmpint (click (state, "a2", actions), ==, TAB_BOARD_CLICK_PLAY);
  g_assert_cmpuint (g_array_index (actions, TabAction, 0), ==, parse (state, "a2"));

  /* the pass ends the game: nothing is legal any more */
  g_assert_true (tab_game_play (game, pass, NULL));
  g_assert_false (tab_board_state_get_end_action (state, NULL));
  tab_board_state_get_moves (state, &n_moves);
  g_assert_cmpuint (n_moves, ==, 0);
}

/* Splut!: the cursor starts in the middle of the diamond (the game's
 * table says where); a Troll on the Rock has four throws for one click */
static void
test_splut_cursor_and_choices (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("splut", NULL, "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 "
                                                               "e2-e3^e1 e6-d6 d6-d5 d5-c5");
  g_autoptr (TabBoardState) state = state_of (game);
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));

  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "e5"));
  /* a1 is outside the diamond: Home goes to its first square, e1 */
  g_assert_false (tab_board_state_cell_exists (state, cell_of (state, "a1")));
  tab_board_state_cursor_home (state);
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "e1"));
  /* at the bottom edge the cursor stays; up goes to e2 */
  tab_board_state_move_cursor (state, 0, -1);
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "e1"));
  tab_board_state_move_cursor (state, 0, 1);
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "e2"));

  g_assert_cmpint (click (state, "e3", actions), ==, TAB_BOARD_CLICK_SELECTED);
  g_assert_cmpint (click (state, "e2", actions), ==, TAB_BOARD_CLICK_CHOOSE);
  g_assert_cmpuint (actions->len, ==, 4);
  for (guint i = 0; i < actions->len; i++)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (tab_board_state_get_position (state), g_array_index (actions, TabAction, i), token);
      g_assert_true (g_str_has_prefix (token, "e3-e2*"));
    }
  /* one of them (west) hits South's Sorcerer: the Rock's square is
   * marked as a capture */
  g_assert_cmpint (tab_board_state_get_target (state, cell_of (state, "e2")), ==, TAB_BOARD_TARGET_CAPTURE);
}

/* The state follows its game: every change is a new position, the hint
 * and the selection go, the cursor stays */
static void
test_follows_the_game (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("fourmation", "5", "c3");
  g_autoptr (TabBoardState) state = state_of (game);
  guint changed = 0;
  int from, to;

  g_signal_connect (state, "changed", G_CALLBACK (on_changed), &changed);
  tab_board_state_set_hint (state, parse (state, "b2"));
  tab_board_state_get_hint (state, &from, &to);
  g_assert_cmpint (from, ==, TAB_NO_CELL);
  g_assert_cmpint (to, ==, cell_of (state, "b2"));
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "b2"));

  g_assert_true (tab_game_play_token (game, "b2", NULL));
  g_assert_cmpuint (changed, ==, 1);
  tab_board_state_get_hint (state, &from, &to);
  g_assert_cmpint (to, ==, TAB_NO_CELL);
  g_assert_cmpint (tab_board_state_get_cursor (state), ==, cell_of (state, "b2"));
  assert_moves_are_the_legal_actions (state);
  g_assert_true (tab_game_undo (game));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_true (tab_board_state_get_position (state) == tab_game_get_position (game));

  /* no game: nothing on show, nothing legal */
  tab_board_state_set_game (state, NULL);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_null (tab_board_state_get_position (state));
  g_assert_false (tab_board_state_get_end_action (state, NULL));
  g_assert_true (tab_game_play_token (game, "b2", NULL));
  g_assert_cmpuint (changed, ==, 3);
}

/* History browsing: an earlier position with its own legal actions and
 * last turn; playing on shows the game's position again */
static void
test_browsing (void)
{
  g_autoptr (TabGame) game = ui_new_game_sized ("apart", NULL, "c1-a3 g8-a8 a8-c6 end");
  g_autoptr (TabBoardState) state = state_of (game);
  TabBoardTurn turn;
  guint changed = 0;

  g_signal_connect (state, "changed", G_CALLBACK (on_changed), &changed);
  /* the whole last turn, its origin included; "end" touches nothing */
  tab_board_state_get_last_turn (state, &turn);
  g_assert_cmpuint (turn.n_touched, ==, 3);
  g_assert_true (tab_board_turn_touches (&turn, cell_of (state, "g8")));
  g_assert_true (tab_board_turn_touches (&turn, cell_of (state, "a8")));
  g_assert_true (tab_board_turn_touches (&turn, cell_of (state, "c6")));
  g_assert_cmpuint (turn.n_removed, ==, 0);

  /* after g8-a8: the jump may go on from a8 */
  tab_board_state_set_shown (state, 2);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpint (tab_board_state_get_shown (state), ==, 2);
  g_assert_true (tab_board_state_get_position (state) == tab_game_get_position_at (game, 2));
  g_assert_cmpint (tab_board_state_get_forced (state), ==, cell_of (state, "a8"));
  assert_moves_are_the_legal_actions (state);
  tab_board_state_get_last_turn (state, &turn);
  g_assert_cmpuint (turn.n_touched, ==, 2);
  /* the same again: nothing new; out of range: the game's position */
  tab_board_state_set_shown (state, 2);
  g_assert_cmpuint (changed, ==, 1);
  tab_board_state_set_shown (state, 99);
  g_assert_cmpint (tab_board_state_get_shown (state), ==, -1);
  g_assert_cmpuint (changed, ==, 2);

  tab_board_state_set_shown (state, 1);
  g_assert_true (tab_game_play_token (game, "b1-b3", NULL));
  g_assert_cmpint (tab_board_state_get_shown (state), ==, -1);
  g_assert_true (tab_board_state_get_position (state) == tab_game_get_position (game));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-state/moves-of-every-game", test_moves_of_every_game);
  g_test_add_func ("/board-state/continuous-jump", test_continuous_jump);
  g_test_add_func ("/board-state/select-and-capture", test_select_and_capture);
  g_test_add_func ("/board-state/placement-and-pass", test_placement_and_pass);
  g_test_add_func ("/board-state/splut-cursor-and-choices", test_splut_cursor_and_choices);
  g_test_add_func ("/board-state/follows-the-game", test_follows_the_game);
  g_test_add_func ("/board-state/browsing", test_browsing);
  return g_test_run ();
}
