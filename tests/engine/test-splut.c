/* test-splut.c: every count and example of rules/splut.md
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-splut.h"
#include "tab-games.h"
#include "tab-random.h"
#include "tab-test-util.h"

#include <string.h>

#define RULES (&tab_splut_rules)

/* The diagrams of §9, as in the rule file */

#define P2_BOARD \
  "9             .\n" \
  "8          .  .  .\n" \
  "7       .  .  R  .  .\n" \
  "6    .  .  .  .  .  .  .\n" \
  "5 .  T2 D2 .  R  .  S2 .  .\n" \
  "4    .  .  .  T1 .  .  .\n" \
  "3       R  D1 .  S1 .\n" \
  "2          .  .  .\n" \
  "1             R\n" \
  "  a  b  c  d  e  f  g  h  i\n"

#define P3_BOARD \
  "9             .\n" \
  "8          .  R  .\n" \
  "7       .  .  .  .  S2\n" \
  "6    .  .  .  .  D2 .  .\n" \
  "5 R  D1 T2 R  .  .  .  .  .\n" \
  "4    .  .  .  .  T1 .  .\n" \
  "3       .  .  S1 .  .\n" \
  "2          .  .  .\n" \
  "1             R\n"

#define P4_BOARD \
  "9             R\n" \
  "8          .  T2 .\n" \
  "7       S2 .  .  .  .\n" \
  "6    .  D2 .  .  .  .  .\n" \
  "5 .  R  R  T1 .  .  .  .  .\n" \
  "4    .  .  .  .  .  .  .\n" \
  "3       .  .  S1 .  .\n" \
  "2          .  R  .\n" \
  "1             D1\n"

#define P5_BOARD \
  "9             .\n" \
  "8          .  .  S3\n" \
  "7       .  .  S2 .  .\n" \
  "6    .  T2 .  .  .  T4 .\n" \
  "5 R  .  .  .  D3 .  .  S4 R\n" \
  "4    D1 D2 .  R  .  D4 T3\n" \
  "3       .  .  T1 .  .\n" \
  "2          .  R  S1\n" \
  "1             .\n"

#define P6_BOARD \
  "9             .\n" \
  "8          .  .  .\n" \
  "7       .  .  .  .  .\n" \
  "6    .  .  .  .  .  .  .\n" \
  "5 R  D1 T2 R  S2 D2 .  .  R\n" \
  "4    .  .  .  .  .  .  .\n" \
  "3       S1 .  .  .  .\n" \
  "2          .  T1 R\n" \
  "1             .\n"

#define P7_BOARD \
  "9             .\n" \
  "8          .  .  .\n" \
  "7       .  .  R  .  .\n" \
  "6    .  .  .  .  .  .  .\n" \
  "5 R  .  .  .  .  .  .  .  .\n" \
  "4    .  .  T1 .  .  .  S2\n" \
  "3       .  R  S1 .  .\n" \
  "2          T2 R  .\n" \
  "1             .\n"

#define P8_BOARD \
  "9             R\n" \
  "8          .  D3 T3\n" \
  "7       T2 S2 .  .  .\n" \
  "6    D2 .  .  .  .  .  .\n" \
  "5 R  .  .  R  .  D1 S3 .  .\n" \
  "4    .  .  T1 .  .  .  .\n" \
  "3       .  S1 .  .  .\n" \
  "2          .  .  .\n" \
  "1             R\n"

#define P9_BOARD \
  "9             R\n" \
  "8          .  .  .\n" \
  "7       .  .  .  .  S3\n" \
  "6    .  .  .  .  .  .  .\n" \
  "5 R  .  .  .  .  .  .  D3 R\n" \
  "4    T2 .  .  .  .  R  .\n" \
  "3       .  .  S2 .  .\n" \
  "2          D2 T1 T3\n" \
  "1             S1\n"

#define START_4P_BOARD \
  "9             R\n" \
  "8          T3 D3 S3\n" \
  "7       .  .  .  .  .\n" \
  "6    S2 .  .  .  .  .  T4\n" \
  "5 R  D2 .  .  .  .  .  D4 R\n" \
  "4    T2 .  .  .  .  .  S4\n" \
  "3       .  .  .  .  .\n" \
  "2          S1 D1 T1\n" \
  "1             R\n" \
  "  a  b  c  d  e  f  g  h  i\n"

#define TURN_11 "turns played: 10, steps left: 3"

static void
setup (TabPosition *pos, guint players, guint to_move, const char *board, const char *state)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strconcat (board, state, "\n", NULL);

  g_assert_true (tab_splut_position_from_text (pos, players, to_move, text, &error));
  g_assert_no_error (error);
}

static void
start (TabPosition *pos, guint players, const char *record)
{
  tab_test_position (pos, RULES, 0, 0, players, record);
}

static int
cell (const char *square)
{
  return tab_splut_cell_at (square[1] - '1', square[0] - 'a');
}

static guint
piece (const TabPosition *pos, const char *square)
{
  return RULES->piece_at (pos, (guint) cell (square));
}

#define ROCK        TAB_PIECE (0, TAB_SPLUT_ROCK)
#define SORC(seat)  TAB_PIECE ((seat), TAB_SPLUT_SORCERER)
#define DWARF(seat) TAB_PIECE ((seat), TAB_SPLUT_DWARF)
#define TROLL(seat) TAB_PIECE ((seat), TAB_SPLUT_TROLL)

/* The pieces of a seat still on the board */
static guint
team_size (const TabPosition *pos, guint seat)
{
  guint n = 0;

  for (guint c = 0; c < RULES->n_cells (pos); c++)
    if (RULES->piece_at (pos, c) != 0 && TAB_PIECE_SIDE (RULES->piece_at (pos, c)) == seat)
      n++;
  return n;
}

/* The sorted legal tokens of the piece on square, space separated */
static char *
legal_from (const TabPosition *pos, const char *square)
{
  g_auto (GStrv) tokens = tab_position_legal_tokens (pos);
  GString *out = g_string_new (NULL);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (g_str_has_prefix (tokens[i], square) && tokens[i][strlen (square)] == '-')
      g_string_append_printf (out, "%s%s", out->len ? " " : "", tokens[i]);
  return g_string_free (out, FALSE);
}

static void
assert_after (const TabPosition *pos, const char *record, const char *legal)
{
  TabPosition after;

  tab_position_copy (&after, pos);
  tab_test_play (&after, record);
  tab_test_assert_legal (&after, legal);
}

/* Options and board */

static void
test_options (void)
{
  TabOptions options;
  TabPosition pos;
  g_autoptr (GError) error = NULL;

  tab_options_default (RULES, &options);
  g_assert_cmpuint (options.players, ==, 2);
  g_assert_cmpuint (options.rows, ==, 0);
  g_assert_cmpuint (options.cols, ==, 0);
  g_assert_cmpint (RULES->board_kind, ==, TAB_BOARD_FIXED);
  for (guint players = 2; players <= 4; players++)
    {
      options.players = (guint8) players;
      g_assert_true (tab_position_init (&pos, RULES, &options, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (RULES->n_cells (&pos), ==, 81);
      for (guint seat = 1; seat <= 4; seat++)
        g_assert_cmpint (tab_splut_seat_alive (&pos, seat), ==, seat <= players);
    }
  for (guint players = 1; players <= 5; players += 4)
    {
      options.players = (guint8) players;
      g_assert_false (tab_position_init (&pos, RULES, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, "2 to 4 players"));
      g_clear_error (&error);
    }
  options.players = 2;
  options.rows = options.cols = 9;
  g_assert_false (tab_position_init (&pos, RULES, &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_assert_nonnull (strstr (error->message, "fixed board"));
  g_clear_error (&error);
  tab_options_default (RULES, &options);
  g_assert_false (tab_options_parse_size (RULES, "9", &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
}

static void
test_geometry (void)
{
  guint squares = 0, tips = 0;

  for (guint c = 0; c < TAB_SPLUT_N_CELLS; c++)
    {
      guint neighbours = 0;

      if (!tab_splut_cell_exists (c))
        {
          g_assert_cmpint (tab_splut_cell_next (c, TAB_SPLUT_NORTH), ==, TAB_NO_CELL);
          continue;
        }
      squares++;
      g_assert_cmpint (tab_splut_cell_at ((int) tab_splut_cell_rank (c), (int) tab_splut_cell_file (c)), ==, (int) c);
      for (guint d = 0; d < 4; d++)
        {
          int n = tab_splut_cell_next (c, d);

          if (n == TAB_NO_CELL)
            continue;
          neighbours++;
          g_assert_true (tab_splut_cell_exists ((guint) n));
          g_assert_cmpint (tab_splut_cell_next ((guint) n, d ^ 2), ==, (int) c);
        }
      if (neighbours == 1)
        tips++;
    }
  g_assert_cmpuint (squares, ==, TAB_SPLUT_N_SQUARES);
  g_assert_cmpuint (tips, ==, 4);
  g_assert_false (tab_splut_cell_exists (81));
  g_assert_cmpint (cell ("e1"), ==, 4);
  g_assert_cmpint (cell ("e5"), ==, 40);
  g_assert_cmpint (cell ("e9"), ==, 76);
  g_assert_cmpint (cell ("a5"), ==, 36);
  g_assert_cmpint (cell ("a1"), ==, TAB_NO_CELL);
  g_assert_cmpint (cell ("i9"), ==, TAB_NO_CELL);
  g_assert_cmpint (cell ("b2"), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_splut_cell_next ((guint) cell ("e5"), TAB_SPLUT_NORTH), ==, cell ("e6"));
  g_assert_cmpint (tab_splut_cell_next ((guint) cell ("e5"), TAB_SPLUT_EAST), ==, cell ("f5"));
  g_assert_cmpint (tab_splut_cell_next ((guint) cell ("i5"), TAB_SPLUT_EAST), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_splut_cell_next ((guint) cell ("a5"), TAB_SPLUT_WEST), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_splut_cell_next ((guint) cell ("d2"), TAB_SPLUT_WEST), ==, TAB_NO_CELL);

  g_assert_cmpstr (tab_splut_seat_place (2, 2), ==, "North");
  g_assert_cmpstr (tab_splut_seat_place (3, 2), ==, "West");
  g_assert_cmpstr (tab_splut_seat_place (4, 4), ==, "East");
  g_assert_null (tab_splut_seat_place (2, 3));
  g_assert_cmpstr (RULES->seat_names[2], ==, "North");
}

/* P1 */

static void
test_p1_start (void)
{
  TabPosition pos;
  g_autofree char *board = NULL;

  for (guint players = 2; players <= 4; players++)
    {
      start (&pos, players, NULL);
      tab_test_assert_legal (&pos, "d2-d3 e2-e3 f2-f3");
      tab_test_assert_status (&pos, "seat 1 to move (step 1 of 1)");
      g_assert_cmpuint (tab_count_turns (&pos), ==, 3);
      g_assert_cmpuint (tab_splut_steps_left (&pos), ==, 1);
      g_assert_cmpuint (tab_splut_steps_in_turn (&pos), ==, 1);
      g_assert_cmpint (tab_splut_levitation (&pos, NULL), ==, TAB_SPLUT_LEVITATION_IDLE);
      g_assert_cmpuint (piece (&pos, "e1"), ==, ROCK);
      g_assert_cmpuint (piece (&pos, "a5"), ==, ROCK);
      g_assert_cmpuint (piece (&pos, "e9"), ==, ROCK);
      g_assert_cmpuint (piece (&pos, "i5"), ==, ROCK);
      g_assert_cmpuint (piece (&pos, "d2"), ==, SORC (1));
      g_assert_cmpuint (piece (&pos, "e2"), ==, DWARF (1));
      g_assert_cmpuint (piece (&pos, "f2"), ==, TROLL (1));
      g_assert_cmpuint (RULES->piece_at (&pos, 0), ==, 0);   /* a1: no square */
    }

  /* the 4-player diagram of §3.2 */
  board = tab_position_render (&pos);
  g_assert_true (g_str_has_prefix (board, START_4P_BOARD));
  g_assert_cmpstr (board + strlen (START_4P_BOARD), ==,
                   "turns played: 0, steps left: 1, levitation: idle\n"
                   "rocks moved this turn: -; in the preceding turn: -\n");

  /* 2 players: North is seat 2 on d8, e8, f8; West and East are empty */
  start (&pos, 2, NULL);
  g_assert_cmpuint (piece (&pos, "d8"), ==, TROLL (2));
  g_assert_cmpuint (piece (&pos, "e8"), ==, DWARF (2));
  g_assert_cmpuint (piece (&pos, "f8"), ==, SORC (2));
  g_assert_cmpuint (piece (&pos, "b5"), ==, 0);
  g_assert_cmpuint (piece (&pos, "h5"), ==, 0);
  /* 3 players: West is seat 2, North seat 3 */
  start (&pos, 3, NULL);
  g_assert_cmpuint (piece (&pos, "b6"), ==, SORC (2));
  g_assert_cmpuint (piece (&pos, "f8"), ==, SORC (3));
  g_assert_cmpuint (piece (&pos, "h5"), ==, 0);

  /* after e2-e3 North has 27 complete turns, after d2-d3 or f2-f3 26 */
  start (&pos, 2, "e2-e3");
  tab_test_assert_status (&pos, "seat 2 to move (step 1 of 2)");
  g_assert_cmpuint (pos.turn, ==, 1);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 27);
  start (&pos, 2, "d2-d3");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 26);
  start (&pos, 2, "f2-f3");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 26);
  /* the difference: f8-f7 then back to f8 with the Rock e1 to e2 */
  start (&pos, 2, "e2-e3 f8-f7 f7-f8^e1");
  g_assert_cmpuint (piece (&pos, "e2"), ==, ROCK);
  g_assert_cmpuint (piece (&pos, "e1"), ==, 0);

  /* step counts go by game turn: 1, 2, 3 (2 players) */
  start (&pos, 2, "e2-e3 f8-f7");
  tab_test_assert_status (&pos, "seat 2 to move (step 2 of 2)");
  tab_test_play (&pos, "f7-f6");
  tab_test_assert_status (&pos, "seat 1 to move (step 1 of 3)");
  /* 3 and 4 players: South 1, West 2, North (and East) already 3 */
  for (guint players = 3; players <= 4; players++)
    {
      start (&pos, players, "e2-e3");
      tab_test_assert_status (&pos, "seat 2 to move (step 1 of 2)");
      tab_test_play (&pos, "b6-c6 c6-c7");
      tab_test_assert_status (&pos, "seat 3 to move (step 1 of 3)");
      tab_test_play (&pos, "f8-f7 f7-f6 f6-f5");
      tab_test_assert_status (&pos, players == 3 ? "seat 1 to move (step 1 of 3)"
                                                 : "seat 4 to move (step 1 of 3)");
    }
}

/* a sequence ends when the turn numbered *data (or a later one) begins */
static gboolean
reaches_turn (const TabPosition *child, gconstpointer data)
{
  return child->turn >= *(const guint32 *) data;
}

static void
test_perft_start (void)
{
  static const struct { guint players, depth; guint64 count; } table[] = {
    { 2, 1, 3 }, { 2, 2, 9 }, { 2, 3, 79 }, { 2, 4, 691 }, { 2, 5, 5597 }, { 2, 6, 53945 },
    { 3, 1, 3 }, { 3, 2, 9 }, { 3, 3, 73 }, { 3, 4, 219 }, { 3, 5, 1863 },
    { 4, 1, 3 }, { 4, 2, 9 }, { 4, 3, 70 }, { 4, 4, 210 }, { 4, 5, 1653 },
  };
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      start (&pos, table[i].players, NULL);
      g_assert_cmpuint (tab_perft (&pos, table[i].depth), ==, table[i].count);
    }
  start (&pos, 2, NULL);
  g_assert_cmpuint (tab_perft (&pos, 0), ==, 1);
  /* the first three complete turns with 2 players */
  {
    guint32 third = 3;

    g_assert_cmpuint (tab_count_sequences (&pos, reaches_turn, &third), ==, 52980);
  }
}

static void
test_perft_fast_path (void)
{
  static const struct { guint players, to_move; const char *board, *state; } positions[] = {
    { 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7" },
    { 2, 1, P4_BOARD, "turns played: 198, steps left: 2" },
    { 4, 1, P5_BOARD, TURN_11 },
    { 3, 1, P8_BOARD, TURN_11 },
    { 3, 3, P9_BOARD, "turns played: 10, steps left: 1" },
  };
  TabPosition pos;

  for (guint players = 2; players <= 4; players++)
    {
      start (&pos, players, NULL);
      g_assert_cmpuint (tab_perft (&pos, 6), ==, tab_test_plain_perft (&pos, 6));
    }
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      setup (&pos, positions[i].players, positions[i].to_move, positions[i].board, positions[i].state);
      for (guint depth = 1; depth <= 3; depth++)
        g_assert_cmpuint (tab_perft (&pos, depth), ==, tab_test_plain_perft (&pos, depth));
    }
}

/* P2 */

static void
test_p2_cooldown_and_throws (void)
{
  TabPosition pos, after;

  setup (&pos, 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  tab_test_assert_legal (&pos, "d3-d2 d3-d4 d3-e3 e4-d4 e4-e3 e4-e3^e5 e4-e5*e e4-e5*n e4-e5*s "
                               "e4-e5*w e4-f4 f3-e3 f3-e3^e5 f3-f2 f3-f4 f3-f4^c3 f3-f4^e1 "
                               "f3-f4^e5 f3-g3 f3-g3^e5");
  tab_test_assert_status (&pos, "seat 1 to move (step 1 of 3)");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 293);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 2977);

  /* e4-e5*e hits North's Sorcerer on g5: seat 1 wins */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e4-e5*e");
  tab_test_assert_status (&after, "game over: seat 1 wins");
  g_assert_cmpuint (piece (&after, "g5"), ==, ROCK);
  g_assert_cmpuint (team_size (&after, 2), ==, 0);
  g_assert_cmpuint (tab_test_n_legal (&after), ==, 0);
  g_assert_cmpuint (tab_perft (&after, 1), ==, 0);
  g_assert_false (tab_splut_seat_alive (&after, 2));

  /* e4-e5*n stops on e6 before the Rock e7 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e4-e5*n");
  g_assert_cmpuint (piece (&after, "e6"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "e5"), ==, TROLL (1));
  g_assert_cmpuint (piece (&after, "e7"), ==, ROCK);
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");

  /* e4-e5*s flies over e4 and e3 and stops on e2 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e4-e5*s");
  g_assert_cmpuint (piece (&after, "e2"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "e4"), ==, 0);

  /* e4-e5*w stops on c5 before the Troll b5, crushing North's Dwarf */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e4-e5*w");
  g_assert_cmpuint (piece (&after, "c5"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "b5"), ==, TROLL (2));
  g_assert_cmpuint (team_size (&after, 2), ==, 2);
  g_assert_true (tab_splut_seat_alive (&after, 2));

  /* without the cooldown: 24 actions */
  setup (&pos, 2, 1, P2_BOARD, TURN_11);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 24);
  {
    g_autofree char *legal = tab_test_legal_string (&pos);

    g_assert_nonnull (strstr (legal, "f3-e3^e7"));
    g_assert_nonnull (strstr (legal, "f3-f2^e7"));
    g_assert_nonnull (strstr (legal, "f3-f4^e7"));
    g_assert_nonnull (strstr (legal, "f3-g3^e7"));
  }
}

/* P3 */

static void
test_p3_levitation_session (void)
{
  TabPosition pos;

  setup (&pos, 2, 1, P3_BOARD,
         "turns played: 10, steps left: 2, levitation: active e8\n"
         "rocks moved this turn: e8; in the preceding turn: -");
  tab_test_assert_legal (&pos, "b5-b4 b5-b6 b5-c5 e3-d3 e3-d3^e8 e3-e2 e3-e2^e8 e3-e4 "
                               "e3-e4^e8 e3-f3 e3-f3^e8 f4-e4 f4-f3 f4-f5 f4-g4");
  tab_test_assert_status (&pos, "seat 1 to move (step 2 of 3)");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 157);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 157);
  {
    int rock, cells[4];

    g_assert_cmpint (tab_splut_levitation (&pos, &rock), ==, TAB_SPLUT_LEVITATION_ACTIVE);
    g_assert_cmpint (rock, ==, cell ("e8"));
    g_assert_cmpuint (tab_splut_rocks_moved_this_turn (&pos, cells), ==, 1);
    g_assert_cmpint (cells[0], ==, cell ("e8"));
    g_assert_cmpuint (tab_splut_rocks_moved_before (&pos, cells), ==, 0);
    g_assert_cmpuint (tab_splut_steps_left (&pos), ==, 2);
  }

  assert_after (&pos, "e3-e4^e8", "b5-b4 b5-b6 b5-c5 e4-d4 e4-e3 e4-e3^e9 e4-e5 f4-f3 f4-f5 f4-g4");
  {
    TabPosition after;
    g_autofree char *sorcerer = NULL;

    tab_position_copy (&after, &pos);
    tab_test_play (&after, "b5-c5");
    sorcerer = legal_from (&after, "e3");
    g_assert_cmpstr (sorcerer, ==, "e3-d3 e3-e2 e3-e4 e3-f3");
  }
  {
    TabPosition after;

    tab_position_copy (&after, &pos);
    tab_test_play (&after, "b5-c5");
    g_assert_cmpint (tab_splut_levitation (&after, NULL), ==, TAB_SPLUT_LEVITATION_CLOSED);
    g_assert_cmpuint (piece (&after, "d5"), ==, TROLL (2));
    g_assert_cmpuint (piece (&after, "e5"), ==, ROCK);
  }

  setup (&pos, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: closed\n"
                               "rocks moved this turn: e8");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 11);
  setup (&pos, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: idle\n"
                               "rocks moved this turn: e8");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 19);
  tab_test_assert_legal (&pos, "b5-b4 b5-b6 b5-c5 e3-d3 e3-d3^e8 e3-e2 e3-e2^d5 e3-e2^e8 "
                               "e3-e4 e3-e4^d5 e3-e4^e1 e3-e4^e8 e3-f3 e3-f3^d5 e3-f3^e8 "
                               "f4-e4 f4-f3 f4-f5 f4-g4");
}

/* P4 */

static const char p4_legal[] =
  "d5-c5*e d5-c5*n d5-c5*s d5-d4 d5-d6 d5-e5 d5-e5^c5 e1-e2 e3-d3 e3-d3^b5 e3-d3^e2 "
  "e3-e4 e3-e4^b5 e3-f3 e3-f3^e2";

static void
test_p4_throw_directions (void)
{
  TabPosition pos, after;

  setup (&pos, 2, 1, P4_BOARD, TURN_11);
  tab_test_assert_legal (&pos, p4_legal);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 204);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 2054);

  /* over North's Dwarf c6 into North's Sorcerer c7 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d5-c5*n");
  tab_test_assert_status (&after, "game over: seat 1 wins");
  g_assert_cmpuint (piece (&after, "c7"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "c6"), ==, 0);
  g_assert_cmpuint (team_size (&after, 2), ==, 0);
  /* c4, c3, then the edge */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d5-c5*s");
  g_assert_cmpuint (piece (&after, "c3"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "c5"), ==, TROLL (1));
  /* over d5 to the tip i5 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d5-c5*e");
  g_assert_cmpuint (piece (&after, "i5"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "d5"), ==, 0);
  /* the Dwarf pushes the Rock e2 and its own Sorcerer */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e1-e2");
  g_assert_cmpuint (piece (&after, "e2"), ==, DWARF (1));
  g_assert_cmpuint (piece (&after, "e3"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "e4"), ==, SORC (1));
  /* the pull */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d5-e5^c5");
  g_assert_cmpuint (piece (&after, "e5"), ==, TROLL (1));
  g_assert_cmpuint (piece (&after, "d5"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "c5"), ==, 0);

  tab_test_assert_refused (&pos, "d5-c5*w", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e3-e4^e2", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e3-e2", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e3-e4^e9", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* the turn limit: the 200th turn, 1 step left */
  setup (&pos, 2, 1, P4_BOARD, "turns played: 199, steps left: 1");
  tab_test_assert_legal (&pos, p4_legal);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 0);
  {
    TabActionList list;

    tab_position_legal (&pos, &list);
    for (guint i = 0; i < list.n; i++)
      {
        char token[TAB_TOKEN_MAX];

        tab_position_copy (&after, &pos);
        tab_action_format (&pos, list.actions[i], token);
        tab_position_apply (&after, list.actions[i]);
        g_assert_true (tab_position_is_over (&after));
        tab_test_assert_status (&after, strcmp (token, "d5-c5*n") == 0
                                        ? "game over: seat 1 wins" : "game over: draw");
        g_assert_cmpuint (tab_test_n_legal (&after), ==, 0);
      }
  }
  setup (&pos, 2, 1, P4_BOARD, "turns played: 198, steps left: 1");
  tab_test_play (&pos, "d5-d6");
  g_assert_false (tab_position_is_over (&pos));
  g_assert_cmpuint (pos.turn, ==, 199);
  tab_test_assert_status (&pos, "seat 2 to move (step 1 of 3)");
  tab_test_play (&pos, "c7-d7 d7-c7");
  tab_test_assert_status (&pos, "seat 2 to move (step 3 of 3)");
  tab_test_play (&pos, "c7-d7");
  tab_test_assert_status (&pos, "game over: draw");
  g_assert_cmpuint (pos.turn, ==, 200);
  tab_test_assert_refused (&pos, "c6-c5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

/* P5 */

static void
test_p5_four_players (void)
{
  TabPosition pos, after;

  setup (&pos, 4, 1, P5_BOARD, TURN_11);
  tab_test_assert_legal (&pos, "b4-b5 b4-c4 e3-d3 e3-e2*e e3-e2*n e3-e2*s e3-e2*w e3-e4*e "
                               "e3-e4*n e3-e4*s e3-e4*w e3-f3 f2-f3");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 172);

  /* over North's Dwarf into West's Sorcerer */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e4*n");
  g_assert_cmpuint (piece (&after, "e7"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "e5"), ==, DWARF (3));
  g_assert_cmpuint (piece (&after, "c4"), ==, 0);
  g_assert_cmpuint (piece (&after, "c6"), ==, 0);
  g_assert_cmpuint (team_size (&after, 2), ==, 0);
  g_assert_false (tab_splut_seat_alive (&after, 2));
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
  /* West is skipped from now on */
  tab_test_play (&after, "f8-f7 f7-f8 f8-f7 h5-h6 h6-h5 h5-h6");
  tab_test_assert_status (&after, "seat 1 to move (step 1 of 3)");

  /* crushing East's Dwarf on g4 before North's Troll */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e4*e");
  g_assert_cmpuint (piece (&after, "g4"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "h4"), ==, TROLL (3));
  g_assert_cmpuint (team_size (&after, 4), ==, 2);
  g_assert_true (tab_splut_seat_alive (&after, 4));
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");

  /* over West's Dwarf c4, crushing South's own Dwarf on b4 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e4*w");
  g_assert_cmpuint (piece (&after, "b4"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "c4"), ==, DWARF (2));
  g_assert_cmpuint (team_size (&after, 1), ==, 2);

  /* back over e3 and to rest right there */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e4*s");
  g_assert_cmpuint (piece (&after, "e3"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "e4"), ==, TROLL (1));

  /* the own Sorcerer on f2: South leaves, seats 2, 3, 4 play on */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e2*e");
  g_assert_cmpuint (piece (&after, "f2"), ==, ROCK);
  g_assert_cmpuint (team_size (&after, 1), ==, 0);
  g_assert_false (tab_position_is_over (&after));
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  tab_test_play (&after, "e7-d7 d7-d6 d6-d7");
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
  tab_test_play (&after, "f8-f7 f7-f8 f8-f7 h5-h6 h6-h5 h5-h6");
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e2*n");
  g_assert_cmpuint (piece (&after, "e3"), ==, ROCK);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e2*s");
  g_assert_cmpuint (piece (&after, "e1"), ==, ROCK);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e2*w");
  g_assert_cmpuint (piece (&after, "d2"), ==, ROCK);

  /* b4-c4 pushes West's Dwarf to d4 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "b4-c4");
  g_assert_cmpuint (piece (&after, "d4"), ==, DWARF (2));
  g_assert_cmpuint (piece (&after, "c4"), ==, DWARF (1));
}

/* P6 */

static void
test_p6_pushes_and_pulls (void)
{
  TabPosition pos, after;
  static const char * const row5[] = { "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5" };
  const guint expected[] = { ROCK, 0, DWARF (1), TROLL (2), ROCK, SORC (2), DWARF (2), 0, ROCK };

  setup (&pos, 2, 1, P6_BOARD, TURN_11);
  tab_test_assert_legal (&pos, "b5-b4 b5-b6 b5-c5 c3-c4 c3-c4^d5 c3-c4^f2 c3-d3 e2-d2 "
                               "e2-d2^f2 e2-e1 e2-e3 e2-f2*n e2-f2*w");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 167);

  /* a chain of four */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "b5-c5");
  for (guint i = 0; i < G_N_ELEMENTS (row5); i++)
    g_assert_cmpuint (piece (&after, row5[i]), ==, expected[i]);
  {
    TabSplutActionInfo info;
    TabActionList list;
    gboolean seen = FALSE;

    tab_position_legal (&pos, &list);
    for (guint i = 0; i < list.n; i++)
      {
        char token[TAB_TOKEN_MAX];

        tab_action_format (&pos, list.actions[i], token);
        if (strcmp (token, "b5-c5") != 0)
          continue;
        g_assert_true (tab_splut_action_info (&pos, list.actions[i], &info));
        g_assert_cmpint (info.kind, ==, TAB_SPLUT_ACTION_PUSH);
        g_assert_cmpuint (info.n_pushed, ==, 4);
        seen = TRUE;
      }
    g_assert_true (seen);
  }

  /* the pull of the Rock directly behind */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e2-d2^f2");
  g_assert_cmpuint (piece (&after, "e2"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "f2"), ==, 0);
  g_assert_cmpuint (piece (&after, "d2"), ==, TROLL (1));
  /* up file f over North's Dwarf f5 to f8, killing nobody */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e2-f2*n");
  g_assert_cmpuint (piece (&after, "f8"), ==, ROCK);
  g_assert_cmpuint (piece (&after, "f5"), ==, DWARF (2));
  g_assert_cmpuint (team_size (&after, 2), ==, 3);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e2-f2*w");
  g_assert_cmpuint (piece (&after, "d2"), ==, ROCK);

  tab_test_assert_refused (&pos, "b5-a5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e2-e3^f2", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e2-f2*e", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e2-f2*s", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* the pushed Rock on e5 is on cooldown for North, who may still throw it */
  assert_after (&pos, "b5-c5 c3-d3 d3-c3",
                "d5-d4 d5-d6 d5-e5*e d5-e5*n d5-e5*s d5-e5*w f5-f4 f5-f6 f5-f6^f2 g5-f5 "
                "g5-g4 g5-g6 g5-h5");
}

/* P7 */

static void
test_p7_levitation_rules (void)
{
  TabPosition pos, after;

  setup (&pos, 2, 1, P7_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  tab_test_assert_legal (&pos, "d4-c4 d4-d3*e d4-d3*n d4-d3*w d4-d5 d4-d5^d3 d4-e4 e3-e4 "
                               "e3-f3 e3-f3^a5 e3-f3^e2");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 112);

  /* own Sorcerer on e3: seat 2 wins */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d3*e");
  tab_test_assert_status (&after, "game over: seat 2 wins");
  g_assert_cmpuint (piece (&after, "e3"), ==, ROCK);
  g_assert_cmpuint (team_size (&after, 1), ==, 0);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d3*n");
  g_assert_cmpuint (piece (&after, "d8"), ==, ROCK);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d3*w");
  g_assert_cmpuint (piece (&after, "c3"), ==, ROCK);
  tab_test_assert_refused (&pos, "d4-d3*s", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e3-e4^e7", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e3-f3^d3", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  assert_after (&pos, "e3-f3^e2",
                "d4-c4 d4-d3*e d4-d3*n d4-d3*w d4-d5 d4-d5^d3 d4-e4 f3-e3 f3-e3^f2 f3-f4 f3-g3");
  assert_after (&pos, "e3-f3^e2 d4-c4", "c4-b4 c4-c3 c4-c5 c4-d4 f3-e3 f3-f4 f3-g3");
  assert_after (&pos, "d4-c4",
                "c4-b4 c4-c3 c4-c5 c4-d4 e3-e4 e3-e4^d3 e3-f3 e3-f3^a5 e3-f3^e2");
}

static void
test_p7_moved_this_turn (void)
{
  TabPosition pos, after;
  int cells[4];

  setup (&pos, 2, 1, P7_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  assert_after (&pos, "d4-d5^d3",
                "d5-c5 d5-d4*e d5-d4*n d5-d4*s d5-d4*w d5-d6 d5-d6^d4 d5-e5 e3-d3 e3-d3^d4 "
                "e3-e4 e3-f3 e3-f3^a5 e3-f3^d4 e3-f3^e2");
  /* on North's coming turn the pulled Rock is on cooldown */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d5^d3 d5-d6 d6-d7");
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  g_assert_cmpuint (tab_splut_rocks_moved_before (&after, cells), ==, 1);
  g_assert_cmpint (cells[0], ==, cell ("d4"));
  g_assert_cmpuint (tab_splut_rocks_moved_this_turn (&after, cells), ==, 0);
  {
    g_autofree char *legal = tab_test_legal_string (&after);

    g_assert_null (strstr (legal, "^d4"));
    g_assert_nonnull (strstr (legal, "h4-h5^e7"));  /* e7 is free again */
  }
}

/* P8 */

static void
test_p8_three_players (void)
{
  TabPosition pos, after;

  setup (&pos, 3, 1, P8_BOARD, TURN_11);
  tab_test_assert_legal (&pos, "d3-c3 d3-c3^d5 d3-d2 d3-e3 d3-e3^a5 d3-e3^d5 d4-c4 d4-d5*e "
                               "d4-d5*n d4-d5*s d4-d5*w d4-e4 f5-e5 f5-f4 f5-f6 f5-g5");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 234);

  /* West is out, North moves next; the Rock on d7 is on cooldown */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d5*n");
  g_assert_false (tab_splut_seat_alive (&after, 2));
  g_assert_cmpuint (piece (&after, "d7"), ==, ROCK);
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
  tab_test_assert_legal (&after, "e8-d8 e8-e7 f8-f7 g5-g4 g5-g6 g5-g6^e1 g5-h5 g5-h5^a5");
  tab_test_play (&after, "g5-g4 g4-g5 g5-g4");
  tab_test_assert_status (&after, "seat 1 to move (step 1 of 3)");
  g_assert_cmpuint (after.turn, ==, 12);   /* turn 13 */

  /* over South's own Dwarf into North's Sorcerer */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d5*e");
  g_assert_false (tab_splut_seat_alive (&after, 3));
  g_assert_cmpuint (piece (&after, "f5"), ==, DWARF (1));
  g_assert_cmpuint (piece (&after, "e8"), ==, 0);
  g_assert_cmpuint (piece (&after, "f8"), ==, 0);
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  tab_test_assert_legal (&after, "b6-b5 b6-c6 c7-c6 d7-d6 d7-d6^e9 d7-d8 d7-d8^e1 d7-e7 d7-e7^a5");

  /* South hits its own Sorcerer: the Rock on d3 is on cooldown for West */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d5*s");
  g_assert_false (tab_splut_seat_alive (&after, 1));
  g_assert_false (tab_position_is_over (&after));
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  tab_test_assert_legal (&after, "b6-b5 b6-c6 c7-c6 d7-d6 d7-d8 d7-d8^e1 d7-e7 d7-e7^a5");

  /* b5 is on cooldown for West only */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "d4-d5*w");
  g_assert_cmpuint (piece (&after, "b5"), ==, ROCK);
  tab_test_assert_legal (&after, "b6-b5 b6-c6 c7-c6 d7-d6 d7-d8 d7-d8^e1 d7-e7");
  tab_test_play (&after, "c7-c6 c6-c5 c5-c4");
  {
    g_autofree char *legal = tab_test_legal_string (&after);

    tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
    g_assert_nonnull (strstr (legal, "g5-g4^b5"));
  }
}

/* P9 */

static void
test_p9_no_legal_step (void)
{
  TabPosition pos, after;
  g_autoptr (GError) error = NULL;

  setup (&pos, 3, 3, P9_BOARD, "turns played: 10, steps left: 1");
  tab_test_assert_legal (&pos, "f2-f3 g7-f7 g7-f7^g4 g7-g6 g7-g6^e9 g7-g6^g4 h5-g5 h5-h4 h5-h6");
  tab_test_assert_status (&pos, "seat 3 to move (step 3 of 3)");
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 84);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 9);

  /* South cannot move: turn 12 is empty, West moves in turn 13 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "g7-g6^e9");
  g_assert_cmpuint (after.turn, ==, 12);
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  tab_test_assert_legal (&after, "b4-b5 b4-c4 d2-d3 e3-d3 e3-d3^e8 e3-d3^g4 e3-e4 e3-e4^e8 "
                                 "e3-e4^g4 e3-f3 e3-f3^a5 e3-f3^e8 e3-f3^g4");

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "f2-f3");
  g_assert_cmpuint (after.turn, ==, 11);
  tab_test_assert_status (&after, "seat 1 to move (step 1 of 3)");

  /* a diagram may not put a seat without a step to move */
  g_assert_false (tab_splut_position_from_text (&after, 3, 1, P9_BOARD, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_assert_nonnull (strstr (error->message, "no legal step"));
}

/* Notation */

static void
test_refused_tokens (void)
{
  static const char * const malformed[] = {
    "e2", "e2-", "e2e3", "e2-e3-", "a1-a2", "e2-b2", "i9-e5", "j5-i5", "e10-e9", "e0-e1",
    "E2-E3", "e2-e3^", "e2-e3^a1", "e2-e3*", "e2-e3*x", "e2-e3*nn", "e2-e3*N", "e2-e3^e1x",
    "e2xe3", "e2-e3!", "end", "pass", "e02-e3", "d2-d1", "f2-f1",
  };
  static const char * const illegal[] = {
    "e2-e4", "e2-e2", "e1-e2", "e2-e1", "d2-d3^e1", "d2-d3^a5", "f2-f3^e1",
    "f2-f3*n", "e2-e3^e1", "d8-d7", "a5-b5", "e2-d2", "d2-e2", "e2-f2", "f2-e2", "f8-f7",
  };
  TabPosition pos;

  start (&pos, 2, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    tab_test_assert_refused (&pos, malformed[i], TAB_ENGINE_ERROR_MALFORMED_ACTION);
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    tab_test_assert_refused (&pos, illegal[i], TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  {
    g_autoptr (GError) error = NULL;
    TabAction action;

    g_assert_false (tab_action_parse (&pos, "", &action, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION);
    g_clear_error (&error);
    g_assert_false (tab_action_parse (&pos, "e2-e3 ", &action, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION);
  }

  /* a finished game */
  setup (&pos, 2, 1, P2_BOARD, TURN_11);
  tab_test_play (&pos, "e4-e5*e");
  tab_test_assert_refused (&pos, "d3-d2", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  {
    g_autoptr (GError) error = NULL;
    TabPosition copy;

    start (&copy, 2, NULL);
    g_assert_false (tab_position_play_record (&copy, "e2-e3 f8-f7 e7-e6", &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    g_assert_cmpstr (error->message, ==, "illegal action 'e7-e6' at move 3");
  }
}

static void
test_action_info (void)
{
  TabPosition pos;
  TabActionList list;
  guint seen = 0;

  setup (&pos, 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  tab_position_legal (&pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabSplutActionInfo info;
      char token[TAB_TOKEN_MAX];
      int from, to;

      tab_action_format (&pos, list.actions[i], token);
      g_assert_true (tab_splut_action_info (&pos, list.actions[i], &info));
      RULES->action_cells (&pos, list.actions[i], &from, &to);
      g_assert_cmpint (info.from, ==, from);
      g_assert_cmpint (info.to, ==, to);
      g_assert_cmpint (tab_splut_cell_next ((guint) from, info.dir), ==, to);
      if (strcmp (token, "e4-e5*e") == 0)
        {
          g_assert_cmpint (info.kind, ==, TAB_SPLUT_ACTION_THROW);
          g_assert_cmpint (info.throw_dir, ==, TAB_SPLUT_EAST);
          g_assert_cmpint (info.rock_from, ==, cell ("e5"));
          g_assert_cmpint (info.rock_to, ==, cell ("g5"));
          g_assert_cmpuint (info.hit_seat, ==, 2);
          g_assert_cmpint (info.crushed, ==, TAB_NO_CELL);
          seen++;
        }
      else if (strcmp (token, "e4-e5*w") == 0)
        {
          g_assert_cmpint (info.rock_to, ==, cell ("c5"));
          g_assert_cmpuint (info.hit_seat, ==, 0);
          g_assert_cmpint (info.crushed, ==, cell ("c5"));
          seen++;
        }
      else if (strcmp (token, "e4-e5*s") == 0)
        {
          g_assert_cmpint (info.rock_to, ==, cell ("e2"));
          g_assert_cmpint (info.crushed, ==, TAB_NO_CELL);
          seen++;
        }
      else if (strcmp (token, "f3-f4^c3") == 0)
        {
          g_assert_cmpint (info.kind, ==, TAB_SPLUT_ACTION_LEVITATE);
          g_assert_cmpint (info.dir, ==, TAB_SPLUT_NORTH);
          g_assert_cmpint (info.rock_from, ==, cell ("c3"));
          g_assert_cmpint (info.rock_to, ==, cell ("c4"));
          seen++;
        }
      else if (strcmp (token, "e4-e3^e5") == 0)
        {
          g_assert_cmpint (info.kind, ==, TAB_SPLUT_ACTION_PULL);
          g_assert_cmpint (info.rock_from, ==, cell ("e5"));
          g_assert_cmpint (info.rock_to, ==, cell ("e4"));
          seen++;
        }
      else if (strcmp (token, "d3-d2") == 0)
        {
          g_assert_cmpint (info.kind, ==, TAB_SPLUT_ACTION_STEP);
          g_assert_cmpint (info.rock_from, ==, TAB_NO_CELL);
          seen++;
        }
    }
  g_assert_cmpuint (seen, ==, 6);
  {
    TabSplutActionInfo info;

    g_assert_false (tab_splut_action_info (&pos, 0, &info));   /* a1 is no square */
  }
}

/* Setup text */

static void
test_setup_text (void)
{
  static const struct { const char *text; const char *message; } bad[] = {
    { "9 R\n", "nine ranks" },
    { P2_BOARD "turns played: 300", "turns played" },
    { P2_BOARD "steps left: 4", "steps left" },
    { P2_BOARD "turns played: 0, steps left: 3", "more than turn 1 has (1)" },
    { P2_BOARD "levitation: active e3", "levitation" },
    { P2_BOARD "in the preceding turn: e4", "not a Rock" },
    { P2_BOARD "colour: blue", "unknown field" },
    { P2_BOARD "hello", "unexpected line" },
  };
  TabPosition pos;
  g_autoptr (GError) error = NULL;
  g_autofree char *swapped = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (tab_splut_position_from_text (&pos, 2, 1, bad[i].text, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, bad[i].message));
      g_clear_error (&error);
    }
  /* seat 3 in a 2-player game */
  g_assert_false (tab_splut_position_from_text (&pos, 2, 1, P8_BOARD, &error));
  g_assert_nonnull (strstr (error->message, "unknown piece 'D3'"));
  g_clear_error (&error);
  /* a fifth Rock */
  swapped = g_strdup (P2_BOARD);
  memcpy (strstr (swapped, "S2"), "R ", 2);
  g_assert_false (tab_splut_position_from_text (&pos, 2, 1, swapped, &error));
  g_assert_nonnull (strstr (error->message, "more than 4 Rocks"));
  g_clear_error (&error);
  /* a team without its Sorcerer */
  memcpy (strstr (swapped, "R  .  ."), ".", 1);
  g_assert_false (tab_splut_position_from_text (&pos, 2, 1, swapped, &error));
  g_assert_nonnull (strstr (error->message, "seat 2 has pieces but no Sorcerer"));
  g_clear_error (&error);
  /* seat 4 in a 3-player game */
  g_assert_false (tab_splut_position_from_text (&pos, 3, 4, P8_BOARD, &error));
  g_assert_nonnull (strstr (error->message, "cannot be to move"));
  g_clear_error (&error);
  /* 5 players */
  g_assert_false (tab_splut_position_from_text (&pos, 5, 1, P8_BOARD, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
}

/* Hash, render and setup agree */

static void
test_hash_and_render (void)
{
  TabPosition a, b;
  g_autofree char *text = NULL;

  setup (&a, 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  setup (&b, 2, 1, P2_BOARD, TURN_11);
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&b, 2, 2, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&b, 2, 1, P2_BOARD, "turns played: 10, steps left: 2\n"
                              "rocks moved this turn: -; in the preceding turn: e7");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&a, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: closed");
  setup (&b, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: idle");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&b, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: active e8");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));

  setup (&a, 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: active e8\n"
                             "rocks moved this turn: e8; in the preceding turn: e1");
  text = tab_position_render (&a);
  g_assert_true (g_str_has_prefix (text, P3_BOARD));
  g_assert_true (g_str_has_suffix (text, "  a  b  c  d  e  f  g  h  i\n"
                                         "turns played: 10, steps left: 2, levitation: active e8\n"
                                         "rocks moved this turn: e8; in the preceding turn: e1\n"));
}

/* Random games; the rendered text sets up the same position */

static void
check_render_round_trip (const TabPosition *pos)
{
  g_autofree char *text = tab_position_render (pos);
  g_autoptr (GError) error = NULL;
  TabPosition back;

  g_assert_true (tab_splut_position_from_text (&back, pos->options.players, pos->to_move, text, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tab_position_hash (&back), ==, tab_position_hash (pos));
  {
    g_autofree char *again = tab_position_render (&back);
    g_auto (GStrv) l1 = NULL;
    g_auto (GStrv) l2 = NULL;
    TabActionList list;

    g_assert_cmpstr (again, ==, text);
    l1 = tab_position_legal_tokens (pos);
    l2 = tab_position_legal_tokens (&back);
    g_assert_true (g_strv_equal ((const char * const *) l1, (const char * const *) l2));
    g_assert_cmpuint (tab_position_legal (&back, &list), >, 0);
  }
}

static void
test_random_games (void)
{
  TabPosition pos;
  TabRng rng;
  guint n_games = 0;

  for (guint players = 2; players <= 4; players++)
    {
      start (&pos, players, NULL);
      tab_test_random_games (&pos, players == 2 ? 500 : 250, 1000 + players,
                             3 * TAB_SPLUT_TURN_LIMIT);
    }

  /* the setup text of render () gives back every position of 60 games */
  tab_rng_seed (&rng, 77);
  for (guint players = 2; players <= 4; players++)
    for (guint game = 0; game < 20; game++, n_games++)
      {
        start (&pos, players, NULL);
        while (!tab_position_is_over (&pos))
          {
            TabAction action;

            check_render_round_trip (&pos);
            action = tab_position_random_action (&pos, &rng);
            g_assert_true (tab_position_is_legal (&pos, action));
            tab_position_apply (&pos, action);
          }
      }
  g_assert_cmpuint (n_games, ==, 60);
}

/* Random playouts end as the rules say */

static void
test_playout_results (void)
{
  TabRng rng;
  guint wins[5] = { 0 }, draws = 0;

  tab_rng_seed (&rng, 5);
  for (guint game = 0; game < 2000; game++)
    {
      TabPosition pos;

      start (&pos, 3, NULL);
      tab_position_playout (&pos, &rng);
      g_assert_true (tab_position_is_over (&pos));
      if (pos.outcome == TAB_OUTCOME_DRAW)
        {
          g_assert_cmpuint (pos.turn, ==, TAB_SPLUT_TURN_LIMIT);
          draws++;
        }
      else
        {
          g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
          g_assert_true (tab_splut_seat_alive (&pos, pos.winner));
          for (guint seat = 1; seat <= 3; seat++)
            g_assert_cmpint (tab_splut_seat_alive (&pos, seat), ==, seat == pos.winner);
          g_assert_cmpuint (pos.turn, <, TAB_SPLUT_TURN_LIMIT);
          wins[pos.winner]++;
        }
    }
  /* every seat wins some random games */
  g_assert_cmpuint (wins[1], >, 0);
  g_assert_cmpuint (wins[2], >, 0);
  g_assert_cmpuint (wins[3], >, 0);
  g_assert_cmpuint (wins[1] + wins[2] + wins[3] + draws, ==, 2000);
}

/* Random actions are uniform over the legal ones.  The engine draws them
 * without listing them (random_action), so check it against the list:
 * every draw is legal, every legal action comes up, and the counts pass
 * a chi-square test.  The bound, 3·df + 40, is far out in the tail (a
 * fair draw exceeds it with a chance of at most 1.4·10⁻¹⁰, at df = 4),
 * so it never fails by chance, yet one action drawn twice as often as
 * the others adds about as much as the draws per action (400) and fails
 * it. */

#define DRAWS_PER_ACTION 400

static void
check_uniform (const TabPosition *pos, TabRng *rng)
{
  TabActionList list;
  guint counts[TAB_MAX_ACTIONS] = { 0 };
  guint n = tab_position_legal (pos, &list), draws = DRAWS_PER_ACTION * n;
  double expected = DRAWS_PER_ACTION, chi2 = 0, df = n - 1.0;

  g_assert_cmpuint (n, >, 0);
  for (guint k = 0; k < draws; k++)
    {
      TabAction action = tab_position_random_action (pos, rng);
      guint i = 0;

      while (i < n && list.actions[i] != action)
        i++;
      if (i == n)
        {
          char token[TAB_TOKEN_MAX];

          tab_action_format (pos, action, token);
          g_error ("random action %s (code %u) is not legal", token, action);
        }
      counts[i]++;
    }
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (counts[i], >, 0);
      chi2 += (counts[i] - expected) * (counts[i] - expected) / expected;
    }
  g_assert_cmpfloat (chi2, <, 3 * df + 40);
}

static void
test_random_action_uniform (void)
{
  static const struct { guint players, to_move; const char *board, *state; } positions[] = {
    { 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7" },
    { 2, 1, P2_BOARD, TURN_11 },
    { 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: active e8" },
    { 2, 1, P3_BOARD, "turns played: 10, steps left: 2, levitation: closed" },
    { 2, 1, P3_BOARD, "turns played: 10, steps left: 2" },
    { 2, 1, P4_BOARD, TURN_11 },
    { 4, 1, P5_BOARD, TURN_11 },
    { 2, 1, P6_BOARD, TURN_11 },
    { 2, 1, P7_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7" },
    { 3, 1, P8_BOARD, TURN_11 },
    { 3, 3, P9_BOARD, "turns played: 10, steps left: 1" },
  };
  TabPosition pos;
  TabRng rng, walk;
  guint n_checked = 0;
  gboolean fast = tab_splut_use_bit_instructions (TRUE);

  /* the processor's bit instructions, where it has them, and the
   * portable code */
  g_test_message ("bit instructions: %s", fast ? "yes" : "no");
  for (guint mode = 0; mode < 2; mode++)
    {
      gboolean use = mode == 0 && fast;

      g_assert_cmpint (tab_splut_use_bit_instructions (use), ==, use);
      tab_rng_seed (&rng, 2026);
      for (guint i = 0; i < G_N_ELEMENTS (positions); i++, n_checked++)
        {
          setup (&pos, positions[i].players, positions[i].to_move, positions[i].board, positions[i].state);
          check_uniform (&pos, &rng);
        }

      /* and along random games, every fifth position */
      tab_rng_seed (&walk, 31);
      for (guint players = 2; players <= 4; players++)
        for (guint game = 0; game < 2; game++)
          {
            start (&pos, players, NULL);
            for (guint ply = 0; !tab_position_is_over (&pos); ply++)
              {
                if (ply % 5 == 0)
                  {
                    check_uniform (&pos, &rng);
                    n_checked++;
                  }
                tab_position_apply (&pos, tab_position_random_action (&pos, &walk));
              }
          }
    }
  tab_splut_use_bit_instructions (TRUE);
  g_assert_cmpuint (n_checked, >, 100);
}

/* Evaluation */

static void
test_evaluation (void)
{
  TabPosition pos, quiet;

  /* 2 players: the evaluation is antisymmetric */
  start (&pos, 2, "e2-e3 f8-f7 f7-f6");
  g_assert_cmpint (RULES->evaluate (&pos, 1), ==, -RULES->evaluate (&pos, 2));

  /* P2: South's Troll can hit North's Sorcerer right now */
  setup (&pos, 2, 1, P2_BOARD, TURN_11);
  g_assert_cmpint (RULES->evaluate (&pos, 1), >, 500);
  g_assert_cmpint (RULES->evaluate (&pos, 2), <, -500);
  /* the same board with North to move: now North's Troll b5 reaches
   * the Rock c3 in three steps and throws it east over the Dwarf d3 into
   * South's Sorcerer f3 */
  setup (&quiet, 2, 2, P2_BOARD, TURN_11);
  g_assert_cmpint (RULES->evaluate (&quiet, 1), <, -500);
  g_assert_cmpint (RULES->evaluate (&quiet, 2), >, 500);
  tab_test_play (&quiet, "b5-b4 b4-c4 c4-c3*e");
  tab_test_assert_status (&quiet, "game over: seat 2 wins");

  /* P7: South's own Sorcerer stands on the line of its own Troll's
   * throw, which is no threat; North's Troll d2 next to the Rocks d3
   * and e2 is one */
  setup (&pos, 2, 2, P7_BOARD, TURN_11);
  g_assert_cmpint (RULES->evaluate (&pos, 2), >, 0);

  /* P8 (3 players): South to move can hit West or North; the killer
   * seat is ahead, the threatened seats behind */
  setup (&pos, 3, 1, P8_BOARD, TURN_11);
  g_assert_cmpint (RULES->evaluate (&pos, 1), >, 0);
  g_assert_cmpint (RULES->evaluate (&pos, 2), <, 0);
  g_assert_cmpint (RULES->evaluate (&pos, 3), <, 0);
  for (guint seat = 1; seat <= 3; seat++)
    {
      int v = RULES->evaluate (&pos, seat);

      g_assert_cmpint (v, <, TAB_EVAL_BOUND);
      g_assert_cmpint (v, >, -TAB_EVAL_BOUND);
    }

  /* a greedy step: from P2 the best single action for South is the kill */
  {
    TabActionList list;
    int best = G_MININT;
    char best_token[TAB_TOKEN_MAX] = "";

    setup (&pos, 2, 1, P2_BOARD, TURN_11);
    tab_position_legal (&pos, &list);
    for (guint i = 0; i < list.n; i++)
      {
        TabPosition child;
        int v;

        tab_position_copy (&child, &pos);
        tab_position_apply (&child, list.actions[i]);
        v = tab_position_is_over (&child) ? tab_position_terminal_value (&child, 1)
                                          : RULES->evaluate (&child, 1);
        if (v > best)
          {
            best = v;
            tab_action_format (&pos, list.actions[i], best_token);
          }
      }
    g_assert_cmpstr (best_token, ==, "e4-e5*e");
  }
}


/* What an action does, from the engine: the cells of a push, a pull, a
 * levitation, a throw's flight, and the pieces a throw removes (a
 * Sorcerer's whole team, or a crushed Dwarf) */
static void
test_effects (void)
{
  TabPosition pos;

  g_assert_false (tab_rules_has_forcing (RULES));
  setup (&pos, 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7");
  /* e4 (31) to e5 (40), the Rock flies east over f5 to hit North's
   * Sorcerer on g5 (42): the team goes, Dwarf c5 (38) and Troll b5 (37) */
  tab_test_assert_effects (&pos, "e4-e5*e", TRUE, FALSE, "31 40 41 42 38 37",
                           "42:33 38:34 37:35");
  /* west over d5 (39), crushing North's Dwarf on c5 */
  tab_test_assert_effects (&pos, "e4-e5*w", TRUE, FALSE, "31 40 39 38", "38:34");
  tab_test_assert_effects (&pos, "e4-e5*n", FALSE, FALSE, "31 40 49", "");

  setup (&pos, 2, 1, P6_BOARD, TURN_11);
  /* the chain c5..f5 (38..41) moves one square on, to g5 (42) */
  tab_test_assert_effects (&pos, "b5-c5", FALSE, FALSE, "37 38 39 40 41 42", "");
  /* the Troll e2 (13) to d2 (12) pulls the Rock f2 (14) onto e2 */
  tab_test_assert_effects (&pos, "e2-d2^f2", FALSE, FALSE, "13 12 14", "");
  /* the Sorcerer c3 (20) to c4 (29) levitates the Rock d5 (39) to d6 (48) */
  tab_test_assert_effects (&pos, "c3-c4^d5", FALSE, FALSE, "20 29 39 48", "");
  tab_test_assert_effects (&pos, "c3-d3", FALSE, FALSE, "20 21", "");
}

/* Resigning (§6 for a seat that is out): the team leaves the board, the
 * turn ends there, the others play on; the last one standing wins */

static void
assert_refused_as_over (const TabPosition *pos, const char *token)
{
  g_autoptr (GError) error = NULL;
  TabAction action;

  g_assert_false (tab_action_parse (pos, token, &action, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "illegal action 'resign' (the game is over)");
}

static void
test_resign_three_players (void)
{
  TabPosition pos, after;
  TabActionEffects effects;
  g_auto (GStrv) legal = NULL;

  /* West resigns after the first of its two steps */
  start (&pos, 3, "e2-e3 b5-c5");
  g_assert_true (tab_position_can_resign (&pos));
  legal = tab_position_legal_tokens (&pos);
  g_assert_false (g_strv_contains ((const char * const *) legal, "resign"));
  g_assert_true (tab_position_is_legal (&pos, TAB_ACTION_RESIGN));

  /* the effects name West's three pieces, where they stand */
  tab_action_effects (&pos, TAB_ACTION_RESIGN, &effects);
  g_assert_cmpint (effects.from, ==, TAB_NO_CELL);
  g_assert_cmpint (effects.to, ==, TAB_NO_CELL);
  g_assert_cmpuint (effects.n_removed, ==, 3);
  g_assert_false (tab_action_is_capture (&pos, TAB_ACTION_RESIGN));
  tab_test_check_effects (&pos, TAB_ACTION_RESIGN);

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "resign");
  g_assert_cmpuint (after.ply, ==, 3);
  g_assert_cmpuint (after.resigned, ==, 1u << 1);
  g_assert_cmpuint (team_size (&after, 2), ==, 0);
  g_assert_cmpuint (piece (&after, "c5"), ==, 0);
  g_assert_cmpuint (piece (&after, "b6"), ==, 0);
  g_assert_cmpuint (piece (&after, "b4"), ==, 0);
  g_assert_false (tab_splut_seat_alive (&after, 2));
  g_assert_false (tab_position_is_over (&after));
  /* North's turn is the third of the game: three steps */
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
  g_assert_cmpuint (after.turn, ==, 2);
  tab_test_play (&after, "e8-e7 e7-e6 e6-e5");
  /* South, then North again: West is skipped */
  tab_test_assert_status (&after, "seat 1 to move (step 1 of 3)");
  tab_test_play (&after, "e3-e4 e4-d4 d4-d3");
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");

  /* North resigns too: South wins by resignation */
  tab_test_play (&after, "resign");
  g_assert_true (tab_position_is_over (&after));
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (after.winner, ==, 1);
  g_assert_true (tab_position_won_by_resignation (&after));
  tab_test_assert_status (&after, "game over: seat 1 wins");
  g_assert_cmpuint (team_size (&after, 1), ==, 3);
  g_assert_false (tab_position_can_resign (&after));
  assert_refused_as_over (&after, "resign");

  /* the record replays to the same position */
  {
    TabPosition replayed;

    start (&replayed, 3, "e2-e3 b5-c5 resign e8-e7 e7-e6 e6-e5 e3-e4 e4-d4 d4-d3 resign");
    g_assert_cmpuint (tab_position_hash (&replayed), ==, tab_position_hash (&after));
    g_assert_cmpuint (replayed.resigned, ==, after.resigned);
  }
}

static void
test_resign_four_players (void)
{
  TabPosition pos, after;

  /* South resigns at the start of its turn: West moves next */
  setup (&pos, 4, 1, P5_BOARD, TURN_11);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "resign");
  g_assert_cmpuint (team_size (&after, 1), ==, 0);
  g_assert_cmpuint (piece (&after, "f2"), ==, 0);
  g_assert_cmpuint (piece (&after, "e2"), ==, ROCK);
  tab_test_assert_status (&after, "seat 2 to move (step 1 of 3)");
  g_assert_cmpuint (after.turn, ==, pos.turn + 1);
  g_assert_false (tab_position_is_over (&after));

  /* South hits West; North and East resign: South is the last one
   * standing, but not by resignation alone */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-e4*n");
  tab_test_assert_status (&after, "seat 3 to move (step 1 of 3)");
  tab_test_play (&after, "f8-f7 resign");
  g_assert_cmpuint (team_size (&after, 3), ==, 0);
  g_assert_cmpuint (piece (&after, "f7"), ==, 0);
  tab_test_assert_status (&after, "seat 4 to move (step 1 of 3)");
  g_assert_false (tab_position_is_over (&after));
  tab_test_play (&after, "resign");
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (after.winner, ==, 1);
  g_assert_cmpuint (after.resigned, ==, (1u << 2) | (1u << 3));
  g_assert_false (tab_position_won_by_resignation (&after));
  tab_test_assert_status (&after, "game over: seat 1 wins");
  assert_refused_as_over (&after, "resign");
}

/* Two players: the other seat wins at once */
static void
test_resign_two_players (void)
{
  TabPosition pos;

  start (&pos, 2, "e2-e3 resign");
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (pos.winner, ==, 1);
  g_assert_true (tab_position_won_by_resignation (&pos));
  tab_test_assert_status (&pos, "game over: seat 1 wins");
}

/* ---- Sorcerers in danger ---- */

/* The oracle: whether some sequence of the turn of the seat to move in pos
 * takes target's Sorcerer off the board (played out, not decoded) */
static gboolean
turn_can_remove (const TabPosition *pos, guint target)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (!tab_splut_seat_alive (&child, target))
        return TRUE;
      if (!tab_position_is_over (&child) && child.to_move == pos->to_move &&
          turn_can_remove (&child, target))
        return TRUE;
    }
  return FALSE;
}

/* For every seat of positions with 2, 3 and 4 players: in danger exactly
 * when the seat to move can hit it in the rest of its turn, or another
 * seat in a whole turn of its own from the same board (set up with that
 * seat to move, three steps, no Rock moved before); the seat named is the
 * first such in the order of play */
static void
test_sorcerers_in_danger (void)
{
  static const struct { guint players, to_move; const char *board, *state; } positions[] = {
    { 2, 1, P2_BOARD, TURN_11 "\nrocks moved this turn: -; in the preceding turn: e7" },
    { 2, 2, P2_BOARD, TURN_11 },
    { 4, 1, P5_BOARD, TURN_11 },
    { 4, 3, P5_BOARD, TURN_11 },
    { 3, 1, P8_BOARD, TURN_11 },
    { 3, 3, P9_BOARD, "turns played: 10, steps left: 1" },
  };
  guint in_danger = 0;

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      guint players = positions[i].players, to_move = positions[i].to_move;
      guint by[TAB_MAX_SEATS];
      TabPosition pos;
      guint danger;

      setup (&pos, players, to_move, positions[i].board, positions[i].state);
      danger = tab_splut_sorcerers_in_danger (&pos, by);
      for (guint target = 1; target <= players; target++)
        {
          guint first = 0;

          for (guint k = 0; k < players && first == 0; k++)
            {
              guint seat = (to_move - 1 + k) % players + 1;
              TabPosition probe;

              if (seat == target || !tab_splut_seat_alive (&pos, seat) ||
                  !tab_splut_seat_alive (&pos, target))
                continue;
              if (seat == to_move)
                tab_position_copy (&probe, &pos);
              else
                {
                  g_autofree char *text = g_strconcat (positions[i].board,
                                                       "turns played: 12, steps left: 3\n", NULL);

                  /* a seat without a legal step has an empty turn */
                  if (!tab_splut_position_from_text (&probe, players, seat, text, NULL))
                    continue;
                }
              if (turn_can_remove (&probe, target))
                first = seat;
            }
          g_assert_cmpuint ((danger >> (target - 1)) & 1, ==, first != 0);
          g_assert_cmpuint (by[target - 1], ==, first);
          in_danger += first != 0;
        }
    }
  /* P2: e4-e5*e of seat 1 hits North's Sorcerer on g5 */
  {
    TabPosition pos;
    guint by[TAB_MAX_SEATS];

    setup (&pos, 2, 1, P2_BOARD, TURN_11);
    g_assert_cmpuint (tab_splut_sorcerers_in_danger (&pos, by) & 2, ==, 2);
    g_assert_cmpuint (by[1], ==, 1);
  }
  /* the positions are not all quiet: some danger was found */
  g_assert_cmpuint (in_danger, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/splut/options", test_options);
  g_test_add_func ("/splut/geometry", test_geometry);
  g_test_add_func ("/splut/effects", test_effects);
  g_test_add_func ("/splut/p1-start", test_p1_start);
  g_test_add_func ("/splut/perft-start", test_perft_start);
  g_test_add_func ("/splut/perft-fast-path", test_perft_fast_path);
  g_test_add_func ("/splut/p2-cooldown-and-throws", test_p2_cooldown_and_throws);
  g_test_add_func ("/splut/p3-levitation-session", test_p3_levitation_session);
  g_test_add_func ("/splut/p4-throw-directions", test_p4_throw_directions);
  g_test_add_func ("/splut/p5-four-players", test_p5_four_players);
  g_test_add_func ("/splut/p6-pushes-and-pulls", test_p6_pushes_and_pulls);
  g_test_add_func ("/splut/p7-levitation-rules", test_p7_levitation_rules);
  g_test_add_func ("/splut/p7-moved-this-turn", test_p7_moved_this_turn);
  g_test_add_func ("/splut/p8-three-players", test_p8_three_players);
  g_test_add_func ("/splut/p9-no-legal-step", test_p9_no_legal_step);
  g_test_add_func ("/splut/refused-tokens", test_refused_tokens);
  g_test_add_func ("/splut/action-info", test_action_info);
  g_test_add_func ("/splut/setup-text", test_setup_text);
  g_test_add_func ("/splut/hash-and-render", test_hash_and_render);
  g_test_add_func ("/splut/random-games", test_random_games);
  g_test_add_func ("/splut/playout-results", test_playout_results);
  g_test_add_func ("/splut/random-action-uniform", test_random_action_uniform);
  g_test_add_func ("/splut/evaluation", test_evaluation);
  g_test_add_func ("/splut/resign-two-players", test_resign_two_players);
  g_test_add_func ("/splut/resign-three-players", test_resign_three_players);
  g_test_add_func ("/splut/resign-four-players", test_resign_four_players);
  g_test_add_func ("/splut/sorcerers-in-danger", test_sorcerers_in_danger);

  return g_test_run ();
}
