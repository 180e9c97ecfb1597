/* test-green-skull.c: the Green Skull engine against rules/green-skull.md
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Section and example names (GS-1, GS-E4, ...) are those of the rule file.
 */

#include "tab-games.h"
#include "tab-green-skull.h"
#include "tab-random.h"
#include "tab-test-util.h"

#include <stdlib.h>
#include <string.h>

#define RULES (&tab_green_skull_rules)

/* Helpers */

static void
start_position (TabPosition *pos, const char *record)
{
  tab_test_position (pos, RULES, 0, 0, 0, record);
}

static void
setup (TabPosition *pos, const char *diagram, guint seat, guint skull, TabGreenSkullPhase phase)
{
  g_autoptr (GError) error = NULL;

  start_position (pos, NULL);
  g_assert_true (tab_green_skull_setup (pos, diagram, seat, skull, phase, &error));
  g_assert_no_error (error);
}

static void
assert_scores (const TabPosition *pos, int orcs, int goblins, int zombies)
{
  int scores[3];

  RULES->scores (pos, scores);
  g_assert_cmpint (scores[0], ==, orcs);
  g_assert_cmpint (scores[1], ==, goblins);
  g_assert_cmpint (scores[2], ==, zombies);
}

/* A 55-cell diagram with Orcs, Goblins and Zombies on the cells named
 * in the three space-separated lists */
static int
cell_of_name (const char *name)
{
  int row = name[0] - 'a';
  int number = atoi (name + 1);

  return tab_green_skull_cell_at (row, number - 1);
}

static char *
diagram_of (const char *orcs, const char *goblins, const char *zombies)
{
  const char *lists[3] = { orcs, goblins, zombies };
  char *diagram = g_malloc (56);

  memset (diagram, '.', 55);
  diagram[55] = '\0';
  for (guint s = 0; s < 3; s++)
    {
      g_auto (GStrv) names = g_strsplit (lists[s], " ", -1);

      for (guint i = 0; names[i] != NULL; i++)
        if (names[i][0] != '\0')
          {
            int cell = cell_of_name (names[i]);

            g_assert_cmpint (cell, !=, TAB_NO_CELL);
            diagram[cell] = "OGZ"[s];
          }
    }
  return diagram;
}

/* The rows of the rendered board from row letter first to last, e.g.
 * 'c'..'g', as the rule file prints partial diagrams */
static char *
render_rows (const TabPosition *pos, char first, char last)
{
  g_autofree char *text = tab_position_render (pos);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] >= first && lines[i][0] <= last)
      {
        g_string_append (out, lines[i]);
        g_string_append_c (out, '\n');
      }
  return g_string_free (out, FALSE);
}

typedef struct
{
  guint32            turn;
  TabGreenSkullPhase series;
} Series;

/* a move or zombie move ends where the turn changes or leaves its series */
static gboolean
leaves_series (const TabPosition *child, gconstpointer data)
{
  const Series *series = data;

  return child->turn != series->turn || tab_green_skull_phase (child) != series->series;
}

/* Counts the sequences of actions from pos that finish the current move
 * or zombie move: they go on while the phase stays in `series` */
static guint64
count_series (const TabPosition *pos, TabGreenSkullPhase series)
{
  Series data = { pos->turn, series };

  return tab_count_sequences (pos, leaves_series, &data);
}

/* The rendered boards after every complete zombie move from pos (in
 * ZOMBIE_MOVE), added to boards */
static void
collect_zombie_boards (const TabPosition *pos, GHashTable *boards)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (!tab_position_is_over (&child) && child.turn == pos->turn)
        collect_zombie_boards (&child, boards);
      else
        g_hash_table_add (boards, tab_position_render (&child));
    }
}

/* Complete turns under the variant GS_ZOMBIE_MOVE_MANDATORY of section
 * 5.7: as tab_count_turns, without "end" at the start of a zombie move */
static guint64
count_turns_zombie_move_mandatory (const TabPosition *pos, guint32 turn)
{
  TabActionList list;
  guint64 total = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      char token[TAB_TOKEN_MAX];

      tab_action_format (pos, list.actions[i], token);
      if (tab_green_skull_phase (pos) == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE && strcmp (token, "end") == 0)
        continue;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) || child.turn != turn)
        total++;
      else
        total += count_turns_zombie_move_mandatory (&child, turn);
    }
  return total;
}

/* The positions of the rule file */

static const char initial_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        Z . Z\n"
  "d       Z . . Z\n"
  "e      . . Z . .\n"
  "f     . . Z Z . .\n"
  "g    G . . Z . . O\n"
  "h   G G . . . . O O\n"
  "i  G G G . . . O O O\n"
  "j G G G G . . O O O O\n";

static const char gs2_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        . Z .\n"
  "d       . . . .\n"
  "e      . . . . .\n"
  "f     . G O . . .\n"
  "g    . . . . Z . .\n"
  "h   . . . . G . . .\n"
  "i  . . . . . . . . .\n"
  "j . . . . . . . . . O\n";

static const char gs3a_diagram[] =
  "a          O\n"
  "b         . .\n"
  "c        . . .\n"
  "d       O . . .\n"
  "e      . Z . . G\n"
  "f     O . . G . .\n"
  "g    . . G . Z . .\n"
  "h   . . . G . . Z .\n"
  "i  . G . . . . . . .\n"
  "j O . . Z . Z . . . G\n";

static const char gs3b_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        . . .\n"
  "d       . . . .\n"
  "e      . . . . .\n"
  "f     . . O . . .\n"
  "g    . . . . O . .\n"
  "h   . . . . . . . .\n"
  "i  . . . . . O . . .\n"
  "j . Z . Z . . Z . Z .\n";

static const char gs3c_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        . . .\n"
  "d       . Z . .\n"
  "e      O . . . .\n"
  "f     . . . O . .\n"
  "g    O . Z . . . .\n"
  "h   . . . . . O . .\n"
  "i  O . . . Z . . . .\n"
  "j . . Z . . . . Z . .\n";

static const char e5_diagram[] =
  "a          G\n"
  "b         O O\n"
  "c        . . .\n"
  "d       . . . .\n"
  "e      O . . . .\n"
  "f     G Z . . . .\n"
  "g    . . . . . . .\n"
  "h   . . . . . . . .\n"
  "i  . . . . . . . . .\n"
  "j . . . . Z . . . . .\n";

static const char e6a_diagram[] =
  "a          G\n"
  "b         . .\n"
  "c        . Z G\n"
  "d       . . . .\n"
  "e      . . . . G\n"
  "f     . . . . . .\n"
  "g    . O G . . . .\n"
  "h   . . . . . . O .\n"
  "i  . . . . O . . . .\n"
  "j . . . . Z . . . . O\n";

static const char e6b_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        . Z .\n"
  "d       . . . .\n"
  "e      . . . . G\n"
  "f     . . . . G .\n"
  "g    . O . . . . .\n"
  "h   . . . . . . . .\n"
  "i  . . . . . . . . .\n"
  "j . . . . Z . . . . O\n";

static const char e8_diagram[] =
  "a          .\n"
  "b         . .\n"
  "c        . Z .\n"
  "d       . . . .\n"
  "e      . . G . .\n"
  "f     . . . . . .\n"
  "g    . . . . . . .\n"
  "h   . . . . . . . G\n"
  "i  . . . . . . . . Z\n"
  "j . . . . . . . G Z O\n";

/* Tests */

static void
test_options (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *size = NULL;
  TabOptions options;
  TabPosition pos;

  g_assert_cmpstr (RULES->id, ==, "green-skull");
  g_assert_cmpstr (RULES->name, ==, "Green Skull");
  g_assert_cmpstr (RULES->seat_names[0], ==, "Orcs");
  g_assert_cmpstr (RULES->seat_names[1], ==, "Goblins");
  g_assert_cmpuint (RULES->n_scores, ==, 3);
  g_assert_cmpstr (RULES->score_names[0], ==, "Orcs");
  g_assert_cmpstr (RULES->score_names[1], ==, "Goblins");
  g_assert_cmpstr (RULES->score_names[2], ==, "Zombies");
  g_assert_cmpint (RULES->board_kind, ==, TAB_BOARD_FIXED);
  g_assert_cmpuint (RULES->n_cells_max, ==, 55);

  tab_options_default (RULES, &options);
  g_assert_cmpuint (options.rows, ==, 0);
  g_assert_cmpuint (options.cols, ==, 0);
  g_assert_cmpuint (options.players, ==, 2);
  g_assert_true (tab_position_init (&pos, RULES, &options, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (RULES->n_cells (&pos), ==, 55);
  g_assert_cmpstr (tab_rules_seat_name (RULES, &options, 1), ==, "Orcs");
  g_assert_cmpstr (tab_rules_seat_name (RULES, &options, 2), ==, "Goblins");
  size = tab_options_size_string (RULES, &options);
  g_assert_cmpstr (size, ==, "");

  /* two players exactly */
  for (guint players = 0; players <= 4; players++)
    {
      TabOptions bad = options;

      if (players == 2)
        continue;
      bad.players = (guint8) players;
      g_assert_false (tab_position_init (&pos, RULES, &bad, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, "2 players"));
      g_clear_error (&error);
    }

  /* no board size */
  options.rows = options.cols = 10;
  g_assert_false (tab_position_init (&pos, RULES, &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_assert_nonnull (strstr (error->message, "fixed board"));
  g_clear_error (&error);
  tab_options_default (RULES, &options);
  g_assert_false (tab_options_parse_size (RULES, "10", &options, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
}

static void
test_geometry (void)
{
  guint by_neighbours[7] = { 0 };

  /* index ⇄ (row, col), section 2.1 */
  for (int cell = 0; cell < 55; cell++)
    {
      guint row, col;

      g_assert_true (tab_green_skull_cell_coords (cell, &row, &col));
      g_assert_cmpuint (col, <=, row);
      g_assert_cmpint ((int) (row * (row + 1) / 2 + col), ==, cell);
      g_assert_cmpint (tab_green_skull_cell_at ((int) row, (int) col), ==, cell);
    }
  g_assert_cmpint (tab_green_skull_cell_at (0, 0), ==, 0);
  g_assert_cmpint (tab_green_skull_cell_at (9, 0), ==, 45);
  g_assert_cmpint (tab_green_skull_cell_at (9, 9), ==, 54);
  g_assert_cmpint (tab_green_skull_cell_at (3, 4), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_green_skull_cell_at (10, 0), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_green_skull_cell_at (-1, 0), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_green_skull_cell_at (4, -1), ==, TAB_NO_CELL);
  {
    guint row = 99, col = 99;

    g_assert_false (tab_green_skull_cell_coords (-1, &row, &col));
    g_assert_false (tab_green_skull_cell_coords (55, &row, &col));
  }

  /* a lone Orc on each cell steps to its neighbours (section 2.2): the
   * Goblin and the zombie stand two or more cells away */
  for (int cell = 0; cell < 55; cell++)
    {
      char diagram[56];
      guint row, col, placed = 0;
      TabPosition pos;
      TabActionList list;

      memset (diagram, '.', 55);
      diagram[55] = '\0';
      diagram[cell] = 'O';
      tab_green_skull_cell_coords (cell, &row, &col);
      for (int other = 0; other < 55 && placed < 2; other++)
        {
          guint r, c;
          int dr, dc;

          tab_green_skull_cell_coords (other, &r, &c);
          dr = (int) r - (int) row;
          dc = (int) c - (int) col;
          if ((ABS (dr) + ABS (dc) + ABS (dr - dc)) / 2 >= 2)
            diagram[other] = placed++ == 0 ? 'G' : 'Z';
        }
      setup (&pos, diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
      tab_position_legal (&pos, &list);
      for (guint i = 0; i < list.n; i++)
        {
          int from, to;
          guint r, c;

          RULES->action_cells (&pos, list.actions[i], &from, &to);
          g_assert_cmpint (from, ==, cell);
          tab_green_skull_cell_coords (to, &r, &c);
          g_assert_cmpint ((ABS ((int) r - (int) row) + ABS ((int) c - (int) col)
                            + ABS (((int) r - (int) row) - ((int) c - (int) col))) / 2, ==, 1);
        }
      by_neighbours[list.n]++;
    }
  g_assert_cmpuint (by_neighbours[2], ==, 3);
  g_assert_cmpuint (by_neighbours[4], ==, 24);
  g_assert_cmpuint (by_neighbours[6], ==, 28);

  /* the six directions from f2 (section 2.2) */
  {
    TabPosition pos;
    g_autofree char *diagram = diagram_of ("f2", "j10", "a1");

    setup (&pos, diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
    tab_test_assert_legal (&pos, "f2-e1 f2-e2 f2-f1 f2-f3 f2-g2 f2-g3");
  }
}

static void
test_render (void)
{
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  TabPosition pos, copy;

  start_position (&pos, NULL);
  text = tab_position_render (&pos);
  g_assert_cmpstr (text, ==, initial_diagram);

  /* the rendered text sets up the same board */
  setup (&copy, text, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  again = tab_position_render (&copy);
  g_assert_cmpstr (again, ==, initial_diagram);
  g_assert_cmpuint (tab_position_hash (&copy), ==, tab_position_hash (&pos));

  /* piece codes (the app's contract) */
  g_assert_cmpuint (RULES->piece_at (&pos, (guint) cell_of_name ("g7")), ==, TAB_PIECE (1, 1));
  g_assert_cmpuint (RULES->piece_at (&pos, (guint) cell_of_name ("j4")), ==, TAB_PIECE (2, 1));
  g_assert_cmpuint (RULES->piece_at (&pos, (guint) cell_of_name ("c1")), ==, TAB_PIECE (3, 1));
  g_assert_cmpuint (RULES->piece_at (&pos, (guint) cell_of_name ("a1")), ==, 0);
  g_assert_cmpuint (RULES->piece_at (&pos, 55), ==, 0);
  {
    guint counts[4] = { 0 };

    for (guint cell = 0; cell < 55; cell++)
      counts[TAB_PIECE_SIDE (RULES->piece_at (&pos, cell))]++;
    g_assert_cmpuint (counts[0], ==, 27);
    g_assert_cmpuint (counts[1], ==, 10);
    g_assert_cmpuint (counts[2], ==, 10);
    g_assert_cmpuint (counts[3], ==, 8);
  }
}

static const char *const openings[14] = {
  "g7-f6", "g7-g6", "h7-g6", "h7-h6", "h8xf6", "h8xh6", "i7-h6",
  "i7-i6", "i8xg6", "i8xi6", "j7-i6", "j7-j6", "j8xh6", "j8xj6",
};
static const guint64 goblin_turns[14] = {
  414, 422, 414, 414, 414, 414, 422, 406, 414, 406, 414, 407, 422, 407,
};
static const guint64 perft3_after[14] = {
  9101, 8977, 9771, 9475, 9917, 10709, 9749, 10079, 11177, 11501, 8861, 8698, 11026, 9491,
};

/* GS-1 */
static void
test_initial (void)
{
  TabPosition pos;
  guint64 sum = 0;

  start_position (&pos, NULL);
  tab_test_assert_legal (&pos, "g7-f6 g7-g6 h7-g6 h7-h6 h8xf6 h8xh6 i7-h6 i7-i6 i8xg6 i8xi6 "
                               "j7-i6 j7-j6 j8xh6 j8xj6");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 14);
  tab_test_assert_status (&pos, "seat 1 to move (own move, skull with seat 2)");
  assert_scores (&pos, 0, 0, 0);
  g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);
  g_assert_cmpint (tab_green_skull_jumper (&pos), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_green_skull_end_reason (&pos, NULL), ==, TAB_GREEN_SKULL_END_NONE);

  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      TabPosition after;
      guint64 p3;

      tab_position_copy (&after, &pos);
      tab_test_play (&after, openings[i]);
      g_assert_cmpuint (after.to_move, ==, 2);
      g_assert_cmpuint (after.turn, ==, 1);
      g_assert_cmpuint (tab_green_skull_skull_holder (&after), ==, 2);
      tab_test_assert_legal (&after, "g1-f1 g1-g2 h1xf1 h1xh3 h2-g2 h2-h3 i2xg2 i2xi4 i3-h3 "
                                     "i3-i4 j3xh3 j3xj5 j4-i4 j4-j5");
      g_assert_cmpuint (tab_count_turns (&after), ==, goblin_turns[i]);
      p3 = tab_perft (&after, 3);
      g_assert_cmpuint (p3, ==, perft3_after[i]);
      sum += p3;
    }
  g_assert_cmpuint (sum, ==, 138532);
}

/* GS-1: the Goblins' reply; steps open a zombie phase, jumps pass the skull */
static void
test_goblin_reply (void)
{
  const char *steps[] = { "g1-f1", "g1-g2", "h2-g2", "h2-h3", "i3-h3", "i3-i4", "j4-i4", "j4-j5" };
  const char *jumps[] = { "h1xf1", "h1xh3", "i2xg2", "i2xi4", "j3xh3", "j3xj5" };
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      start_position (&pos, "g7-f6");
      tab_test_play (&pos, steps[i]);
      g_assert_cmpuint (pos.to_move, ==, 2);
      g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
      g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);
    }
  for (guint i = 0; i < G_N_ELEMENTS (jumps); i++)
    {
      start_position (&pos, "g7-f6");
      tab_test_play (&pos, jumps[i]);
      g_assert_cmpuint (pos.to_move, ==, 1);
      g_assert_cmpuint (pos.turn, ==, 2);
      g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 1);
    }

  /* the only series that can go on */
  start_position (&pos, "j7-j6 j3xj5");
  tab_test_assert_legal (&pos, "end j5xj7");
  g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_OWN_JUMPS);
  g_assert_cmpint (tab_green_skull_jumper (&pos), ==, cell_of_name ("j5"));
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);
  tab_test_assert_status (&pos, "seat 2 to move (own jumps from j5, skull with seat 2)");
  start_position (&pos, "j8xj6 j3xj5");
  tab_test_assert_legal (&pos, "end j5xj7");
}

/* GS-1 "Zombies in the start layout" and GS-E3 */
static void
test_zombie_phase_at_start (void)
{
  g_autoptr (GHashTable) boards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *unchanged = NULL;
  TabPosition pos, a, b;

  start_position (&pos, "j7-j6 j4-j5");
  g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  tab_test_assert_status (&pos, "seat 2 to move (zombie move, skull with seat 2)");
  tab_test_assert_legal (&pos,
                         "c1-b1 c1-c2 c1-d2 c1xe1 c3-b2 c3-c2 c3-d3 c3xe5 d1-d2 d1-e1 d1-e2 d1xb1 "
                         "d4-d3 d4-e4 d4-e5 d4xb2 e3-d2 e3-d3 e3-e2 e3-e4 e3xg3 e3xg5 end f3-e2 f3-f2 "
                         "f3-g3 f3xd3 f3xf5 f3xh5 f4-e4 f4-f5 f4-g5 f4xd2 f4xf2 f4xh4 g4-g3 g4-g5 "
                         "g4-h4 g4-h5 g4xe2 g4xe4");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 41);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 49);
  g_assert_cmpuint (count_series (&pos, TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS), ==, 49);

  /* 47 distinct boards counting the unchanged one after "end", 46 without */
  collect_zombie_boards (&pos, boards);
  g_assert_cmpuint (g_hash_table_size (boards), ==, 47);
  unchanged = tab_position_render (&pos);
  g_assert_true (g_hash_table_remove (boards, unchanged));
  g_assert_cmpuint (g_hash_table_size (boards), ==, 46);

  /* GS-E3: a series back onto its start cell, two paths to one position */
  tab_position_copy (&a, &pos);
  tab_test_play (&a, "e3xg3");
  tab_test_assert_legal (&a, "end g3xg5");
  g_assert_cmpint (tab_green_skull_phase (&a), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS);
  g_assert_cmpint (tab_green_skull_jumper (&a), ==, cell_of_name ("g3"));
  g_assert_cmpuint (tab_green_skull_skull_holder (&a), ==, 2);
  tab_test_assert_status (&a, "seat 2 to move (zombie jumps from g3, skull with seat 2)");
  tab_test_play (&a, "g3xg5");
  tab_test_assert_legal (&a, "end g5xe3");
  tab_test_play (&a, "g5xe3");
  g_assert_cmpuint (a.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&a), ==, 1);
  g_assert_cmpint (tab_green_skull_phase (&a), ==, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_test_n_legal (&a), ==, 19);
  assert_scores (&a, 3, 3, 0);
  {
    g_autofree char *rows = render_rows (&a, 'e', 'g');

    g_assert_cmpstr (rows, ==,
                     "e      . . Z . .\n"
                     "f     . . . . . .\n"
                     "g    G . . . . . O\n");
  }
  tab_position_copy (&b, &pos);
  tab_test_play (&b, "e3xg5 g5xg3 g3xe3");
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));
  g_assert_cmpint (memcmp (a.state, b.state, RULES->state_size), ==, 0);

  /* the surroundings matter: f3xh5 can go on over the Orc on h6 */
  start_position (&pos, "h7-h6 j4-j5");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 41);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 50);
  tab_test_play (&pos, "f3xh5");
  tab_test_assert_legal (&pos, "end h5xh7");
}

/* GS-E1 */
static void
test_self_capture (void)
{
  TabPosition pos;

  start_position (&pos, "h8xh6");
  g_assert_cmpuint (pos.to_move, ==, 2);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 14);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);
  assert_scores (&pos, 0, 1, 1);
  {
    g_autofree char *rows = render_rows (&pos, 'g', 'h');

    g_assert_cmpstr (rows, ==,
                     "g    G . . Z . . O\n"
                     "h   G G . . . O . .\n");
  }
}

/* GS-E4 */
static void
test_zombie_capture (void)
{
  TabPosition pos, a;

  start_position (&pos, "h8xh6 g1-f1");
  g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 41);
  {
    g_autofree char *rows = render_rows (&pos, 'c', 'g');

    g_assert_cmpstr (rows, ==,
                     "c        Z . Z\n"
                     "d       Z . . Z\n"
                     "e      . . Z . .\n"
                     "f     G . Z Z . .\n"
                     "g    . . . Z . . O\n");
  }
  tab_test_play (&pos, "c1xe1");
  tab_test_assert_legal (&pos, "e1xg1 end");
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);

  tab_position_copy (&a, &pos);
  tab_test_play (&a, "end");
  g_assert_cmpuint (a.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&a), ==, 1);
  g_assert_cmpuint (tab_test_n_legal (&a), ==, 23);
  g_assert_cmpuint (tab_count_turns (&a), ==, 772);
  assert_scores (&a, 1, 2, 1);
  {
    g_autofree char *rows = render_rows (&a, 'c', 'g');

    g_assert_cmpstr (rows, ==,
                     "c        . . Z\n"
                     "d       . . . Z\n"
                     "e      Z . Z . .\n"
                     "f     G . Z Z . .\n"
                     "g    . . . Z . . O\n");
  }

  tab_test_play (&pos, "e1xg1");
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 1);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 23);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 740);
  assert_scores (&pos, 2, 2, 2);
}

/* GS-2, GS-E2, GS-E7 */
static void
test_multi_jump (void)
{
  const char *steps[] = { "f2-e1", "f2-e2", "f2-f1", "f2-g2", "f2-g3", "h5-h4", "h5-h6", "h5-i5", "h5-i6" };
  TabPosition start, pos;

  setup (&start, gs2_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  assert_scores (&start, 14, 14, 16);
  tab_test_assert_status (&start, "seat 2 to move (own move, skull with seat 2)");
  tab_test_assert_legal (&start, "f2-e1 f2-e2 f2-f1 f2-g2 f2-g3 f2xf4 h5-g4 h5-h4 h5-h6 h5-i5 h5-i6 h5xf5");
  g_assert_cmpuint (count_series (&start, TAB_GREEN_SKULL_PHASE_OWN_JUMPS), ==, 14);
  g_assert_cmpuint (tab_count_turns (&start), ==, 136);
  g_assert_cmpuint (count_turns_zombie_move_mandatory (&start, start.turn), ==, 126);

  /* the zombie phases after the ten steps */
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      tab_position_copy (&pos, &start);
      tab_test_play (&pos, steps[i]);
      g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
      g_assert_cmpuint (tab_test_n_legal (&pos), ==, 13);
      g_assert_cmpuint (tab_count_turns (&pos), ==, 13);
    }
  tab_position_copy (&pos, &start);
  tab_test_play (&pos, "h5-g4");
  tab_test_assert_legal (&pos, "c2-b1 c2-b2 c2-c1 c2-c3 c2-d2 c2-d3 end g5-f4 g5-f5 g5-g6 g5-h5 g5-h6 g5xg3");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 15);
  tab_test_play (&pos, "g5xg3");
  tab_test_assert_legal (&pos, "end g3xe1 g3xe3");
  {
    TabPosition over;
    guint species;

    tab_position_copy (&over, &pos);
    tab_test_play (&over, "g3xe1");
    tab_test_assert_status (&over, "game over: zombies win; orcs 16, goblins 14, zombies 18");
    g_assert_cmpint (over.outcome, ==, TAB_OUTCOME_NOBODY);
    g_assert_cmpint (tab_green_skull_phase (&over), ==, TAB_GREEN_SKULL_PHASE_OVER);
    g_assert_cmpint (tab_green_skull_end_reason (&over, &species), ==, TAB_GREEN_SKULL_END_ALL_CAPTURED);
    g_assert_cmpuint (species, ==, TAB_GREEN_SKULL_GOBLINS);
    g_assert_cmpuint (tab_test_n_legal (&over), ==, 0);
    g_assert_cmpint (tab_position_terminal_value (&over, 1), ==, -TAB_EVAL_WIN / 2);
  }
  tab_test_play (&pos, "end");
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 1);
  assert_scores (&pos, 15, 14, 17);

  /* GS-E2: the series over three species */
  tab_position_copy (&pos, &start);
  tab_test_play (&pos, "f2xf4");
  tab_test_assert_legal (&pos, "end f4xh6");
  tab_test_play (&pos, "f4xh6");
  tab_test_assert_legal (&pos, "end h6xh4");
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 2);
  tab_test_play (&pos, "h6xh4");
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 1);
  tab_test_assert_legal (&pos, "j10-i9 j10-j9");
  assert_scores (&pos, 16, 16, 18);
  {
    g_autofree char *rows = render_rows (&pos, 'f', 'h');

    g_assert_cmpstr (rows, ==,
                     "f     . . . . . .\n"
                     "g    . . . . . . .\n"
                     "h   . . . G . . . .\n");
  }

  /* GS-E7: taking a zombie */
  tab_position_copy (&pos, &start);
  tab_test_play (&pos, "h5xf5");
  assert_scores (&pos, 15, 15, 16);
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpuint (tab_green_skull_skull_holder (&pos), ==, 1);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 8);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 50);

  /* the other sides of the same board */
  setup (&pos, gs2_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_assert_legal (&pos, "f3-e2 f3-e3 f3-f4 f3-g3 f3-g4 f3xf1 j10-i9 j10-j9");
  setup (&pos, gs2_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  tab_test_assert_legal (&pos, "c2-b1 c2-b2 c2-c1 c2-c3 c2-d2 c2-d3 end g5-f4 g5-f5 g5-g4 g5-g6 g5-h6 g5xi5");

  /* perft from GS-2 */
  g_assert_cmpuint (tab_perft (&start, 1), ==, 12);
  g_assert_cmpuint (tab_perft (&start, 2), ==, 140);
  g_assert_cmpuint (tab_perft (&start, 3), ==, 1088);
  g_assert_cmpuint (tab_perft (&start, 4), ==, 11857);
  g_assert_cmpuint (tab_test_plain_perft (&start, 4), ==, 11857);
}

static void
assert_final (const char *diagram, const char *status, TabOutcome outcome, guint winner,
              TabGreenSkullEndReason reason, guint species)
{
  TabPosition pos;
  guint got_species;

  setup (&pos, diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OVER);
  tab_test_assert_status (&pos, status);
  g_assert_cmpint (pos.outcome, ==, outcome);
  if (outcome == TAB_OUTCOME_WIN)
    g_assert_cmpuint (pos.winner, ==, winner);
  g_assert_cmpint (tab_green_skull_end_reason (&pos, &got_species), ==, reason);
  g_assert_cmpuint (got_species, ==, species);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 0);
  tab_test_assert_refused (&pos, "end", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

/* GS-3 and the tie rules of section 7.2 */
static void
test_final_scores (void)
{
  TabPosition pos;
  TabGreenSkullScore score;
  guint winner;

  assert_final (gs3a_diagram, "game over: seat 1 wins; orcs 15, goblins 13, zombies 14",
                TAB_OUTCOME_WIN, 1, TAB_GREEN_SKULL_END_ALL_ON_EDGE, TAB_GREEN_SKULL_ORCS);
  assert_final (gs3b_diagram, "game over: zombies win; orcs 14, goblins 11, zombies 25",
                TAB_OUTCOME_NOBODY, 0, TAB_GREEN_SKULL_END_ALL_CAPTURED, TAB_GREEN_SKULL_GOBLINS);
  assert_final (gs3c_diagram, "game over: seat 1 wins; orcs 19, goblins 8, zombies 19",
                TAB_OUTCOME_WIN, 1, TAB_GREEN_SKULL_END_ALL_CAPTURED, TAB_GREEN_SKULL_GOBLINS);

  /* the parts of GS-3a */
  setup (&pos, gs3a_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OVER);
  tab_green_skull_score (&pos, TAB_GREEN_SKULL_ORCS, &score);
  g_assert_cmpuint (score.on_board, ==, 4);
  g_assert_cmpuint (score.on_edge, ==, 4);
  g_assert_cmpuint (score.lost, ==, 6);
  g_assert_cmpuint (score.capture_points, ==, 7);
  g_assert_cmpint (score.score, ==, 15);
  tab_green_skull_score (&pos, TAB_GREEN_SKULL_GOBLINS, &score);
  g_assert_cmpuint (score.on_board, ==, 6);
  g_assert_cmpuint (score.on_edge, ==, 2);
  g_assert_cmpuint (score.lost, ==, 4);
  g_assert_cmpuint (score.capture_points, ==, 9);
  g_assert_cmpint (score.score, ==, 13);
  tab_green_skull_score (&pos, TAB_GREEN_SKULL_ZOMBIES, &score);
  g_assert_cmpuint (score.on_board, ==, 5);
  g_assert_cmpuint (score.on_edge, ==, 2);
  g_assert_cmpuint (score.lost, ==, 3);
  g_assert_cmpuint (score.capture_points, ==, 10);
  g_assert_cmpint (score.score, ==, 14);

  /* tie rule checks */
  g_assert_cmpint (tab_green_skull_result (5, 5, 4, &winner), ==, TAB_OUTCOME_DRAW);
  g_assert_cmpint (tab_green_skull_result (5, 5, 5, &winner), ==, TAB_OUTCOME_DRAW);
  g_assert_cmpint (tab_green_skull_result (4, 5, 5, &winner), ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (winner, ==, 2);
  g_assert_cmpint (tab_green_skull_result (4, 4, 5, &winner), ==, TAB_OUTCOME_NOBODY);
  g_assert_cmpint (tab_green_skull_result (19, 8, 19, &winner), ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (winner, ==, 1);
  g_assert_cmpint (tab_green_skull_result (15, 13, 14, &winner), ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (winner, ==, 1);
  g_assert_cmpint (tab_green_skull_result (14, 11, 25, &winner), ==, TAB_OUTCOME_NOBODY);
  g_assert_cmpint (tab_green_skull_result (14, 18, 18, &winner), ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (winner, ==, 2);
}

/* GS-E5 */
static void
test_corners (void)
{
  TabPosition pos, after;

  setup (&pos, e5_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_assert_legal (&pos, "b1-c1 b1-c2 b2-c2 b2-c3 e1-d1 e1-e2 e1xg1 e1xg3");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 8);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e1xg1");
  g_assert_true (tab_position_is_over (&after));
  g_assert_cmpint (tab_green_skull_end_reason (&after, NULL), ==, TAB_GREEN_SKULL_END_ALL_ON_EDGE);
  tab_test_assert_status (&after, "game over: seat 1 wins; orcs 19, goblins 15, zombies 18");
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e1xg3");
  g_assert_true (tab_position_is_over (&after));
  tab_test_assert_status (&after, "game over: seat 1 wins; orcs 17, goblins 16, zombies 17");

  setup (&pos, e5_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_assert_legal (&pos, "a1xc1 a1xc3 f1-g1 f1-g2 f1xd1 f1xf3");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 24);

  setup (&pos, e5_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  tab_test_assert_legal (&pos, "end f2-e2 f2-f3 f2-g2 f2-g3 j5-i4 j5-i5 j5-j4 j5-j6");
}

/* GS-E6 */
static void
test_end_on_other_move (void)
{
  TabPosition pos, after;

  setup (&pos, e6a_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 19);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 19);
  assert_scores (&pos, 12, 18, 14);
  tab_test_play (&pos, "g2xg4");
  tab_test_assert_status (&pos, "game over: seat 2 wins; orcs 13, goblins 18, zombies 15");
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (pos.winner, ==, 2);
  g_assert_cmpint (tab_position_terminal_value (&pos, 2), ==, TAB_EVAL_WIN);

  setup (&pos, e6b_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_assert_legal (&pos, "e5-d4 e5-e4 e5-f6 e5xg5 f5-e4 f5-f4 f5-f6 f5-g5 f5-g6");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 79);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "f5-f6");
  tab_test_assert_status (&after, "game over: seat 2 wins; orcs 14, goblins 18, zombies 18");
  g_assert_cmpuint (tab_green_skull_skull_holder (&after), ==, 2);
  g_assert_cmpint (tab_green_skull_phase (&after), ==, TAB_GREEN_SKULL_PHASE_OVER);
}

/* GS-E8 and section 5.6 */
static void
test_boxed_in (void)
{
  g_autoptr (GError) error = NULL;
  TabPosition pos, after;

  setup (&pos, e8_diagram, 2, 1, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 12);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 12);
  tab_test_play (&pos, "e3-f3");
  g_assert_cmpuint (pos.to_move, ==, 1);
  g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  tab_test_assert_legal (&pos, "c2-b1 c2-b2 c2-c1 c2-c3 c2-d2 c2-d3 end i9-i8 i9xg7 j9-i8 j9xj7");
  g_assert_cmpuint (tab_count_turns (&pos), ==, 11);

  setup (&pos, e8_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_count_turns (&pos), ==, 132);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 132);
  g_assert_cmpuint (tab_perft (&pos, 3), ==, 602);
  g_assert_cmpuint (tab_test_plain_perft (&pos, 3), ==, 602);
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e3-f3 end");
  g_assert_cmpuint (after.to_move, ==, 2);
  g_assert_cmpuint (after.turn, ==, 2);
  g_assert_cmpint (tab_green_skull_phase (&after), ==, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_test_n_legal (&after), ==, 12);

  /* the Orcs cannot be set up to move there */
  g_assert_false (tab_green_skull_setup (&after, e8_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  g_assert_nonnull (strstr (error->message, "no move"));
}

/* GS-E9 and section 6.3 */
static void
test_turn_limit (void)
{
  TabPosition pos;

  start_position (&pos, NULL);
  pos.turn = 399;
  tab_test_play (&pos, "g7-f6");
  g_assert_true (tab_position_is_over (&pos));
  g_assert_cmpuint (pos.turn, ==, 400);
  tab_test_assert_status (&pos, "game over: draw; orcs 0, goblins 0, zombies 0 [turn limit]");
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_DRAW);
  g_assert_cmpint (tab_green_skull_end_reason (&pos, NULL), ==, TAB_GREEN_SKULL_END_TURN_LIMIT);
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 0);
  tab_test_assert_refused (&pos, "g1-f1", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* the limit is at the end of a turn: a zombie phase still comes first */
  start_position (&pos, "g7-f6");
  pos.turn = 399;
  tab_test_play (&pos, "g1-f1");
  g_assert_false (tab_position_is_over (&pos));
  tab_test_play (&pos, "end");
  tab_test_assert_status (&pos, "game over: draw; orcs 0, goblins 0, zombies 0 [turn limit]");
}

/* Section 11 */
static void
test_perft (void)
{
  static const guint64 expected[] = { 1, 14, 196, 6308, 138532, 2709876, 63936236 };
  TabPosition pos;
  guint max_depth = TAB_TEST_HEAVY ? 6 : 5;

  start_position (&pos, NULL);
  for (guint depth = 0; depth <= max_depth; depth++)
    g_assert_cmpuint (tab_perft (&pos, depth), ==, expected[depth]);
  g_assert_cmpuint (tab_test_plain_perft (&pos, 4), ==, expected[4]);
}

/* Section 8: what is malformed, what is illegal */
static void
test_tokens (void)
{
  const char *malformed[] = {
    "", "END", "End", "end ", " end", "pass", "f2", "f2-", "-f3", "f2--f3", "f2f3", "f2_f3",
    "F2-F3", "k1-k2", "a0-b1", "a2-b1", "f01-f2", "f2-f02", "g7-f7", "j10-j11", "j11-j10",
    "f2-f4", "f2-h2", "a1-j10", "f2xf3", "f2xg4", "f2xf2", "i9xj1", "j1xi9", "a1xa3",
    "f2-f3-f4", "f2xf4xf6", "f2-f3 ",
  };
  const char *illegal[] = {
    "end", "f2-f3", "g1-f1", "j10-j9", "i9xi7", "g7xe5", "f6-g7", "c1-b1", "h8xj8",
  };
  TabPosition pos;
  char buf[TAB_TOKEN_MAX];
  TabActionList list;

  start_position (&pos, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_assert_false (RULES->token_is_wellformed (&pos, malformed[i]));
      if (malformed[i][0] != '\0' && strchr (malformed[i], ' ') == NULL)
        tab_test_assert_refused (&pos, malformed[i], TAB_ENGINE_ERROR_MALFORMED_ACTION);
    }
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    {
      g_assert_true (RULES->token_is_wellformed (&pos, illegal[i]));
      tab_test_assert_refused (&pos, illegal[i], TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    }

  /* every cell name, every step and jump shape is well formed */
  for (int from = 0; from < 55; from++)
    {
      guint r, c;
      char token[TAB_TOKEN_MAX];

      tab_green_skull_cell_coords (from, &r, &c);
      for (int dr = -2; dr <= 2; dr++)
        for (int dc = -2; dc <= 2; dc++)
          {
            int to = tab_green_skull_cell_at ((int) r + dr, (int) c + dc);
            gboolean step = (dr == 0 && ABS (dc) == 1) || (dc == 0 && ABS (dr) == 1) ||
                            (dr == dc && ABS (dr) == 1);
            gboolean jump = (dr == 0 && ABS (dc) == 2) || (dc == 0 && ABS (dr) == 2) ||
                            (dr == dc && ABS (dr) == 2);

            if (to == TAB_NO_CELL)
              continue;
            g_snprintf (token, sizeof token, "%c%u-%c%d", 'a' + r, c + 1, 'a' + r + dr, (int) c + dc + 1);
            g_assert_cmpint (RULES->token_is_wellformed (&pos, token), ==, step);
            g_snprintf (token, sizeof token, "%c%ux%c%d", 'a' + r, c + 1, 'a' + r + dr, (int) c + dc + 1);
            g_assert_cmpint (RULES->token_is_wellformed (&pos, token), ==, jump);
          }
    }

  /* during a series only the piece in it may jump, and steps are over */
  start_position (&pos, "j7-j6 j3xj5");
  tab_test_assert_refused (&pos, "j4-i4", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "h1xh3", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "j5-i5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  /* the zombie phase moves zombies only */
  start_position (&pos, "j7-j6 j4-j5");
  tab_test_assert_refused (&pos, "j5-j4", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "g7-f6", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* a record names the move that failed */
  {
    g_autoptr (GError) error = NULL;

    start_position (&pos, NULL);
    g_assert_false (tab_position_play_record (&pos, "g7-f6 g1-f1 c1-b1 j10-j9", &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION);
    g_assert_cmpstr (error->message, ==, "illegal action 'j10-j9' at move 4");
  }

  /* action cells and tokens of every kind */
  start_position (&pos, "j7-j6 j3xj5");
  tab_position_legal (&pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      int from, to;

      RULES->format_action (&pos, list.actions[i], buf);
      RULES->action_cells (&pos, list.actions[i], &from, &to);
      if (strcmp (buf, "end") == 0)
        {
          g_assert_cmpint (from, ==, TAB_NO_CELL);
          g_assert_cmpint (to, ==, TAB_NO_CELL);
        }
      else
        {
          g_assert_cmpstr (buf, ==, "j5xj7");
          g_assert_cmpint (from, ==, cell_of_name ("j5"));
          g_assert_cmpint (to, ==, cell_of_name ("j7"));
        }
    }
}

static void
test_hash (void)
{
  TabPosition a, b;

  /* the skull, the seat and the phase are part of the position */
  setup (&a, gs2_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  setup (&b, gs2_diagram, 2, 1, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&b, gs2_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  setup (&b, gs2_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));

  /* the jumping piece: same board, a series from two different cells */
  {
    TabPosition c, d;

    start_position (&c, "j7-j6 j4-j5 e3xg3");
    start_position (&d, "j7-j6 j4-j5 e3xg3");
    g_assert_cmpuint (tab_position_hash (&c), ==, tab_position_hash (&d));
    g_assert_cmpuint (tab_position_hash (&c), !=, tab_position_hash (&a));
  }

  /* the turn count counts only near the limit */
  start_position (&a, NULL);
  start_position (&b, NULL);
  b.turn = 10;
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));
  a.turn = 398;
  b.turn = 396;
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
}

static void
test_setup_errors (void)
{
  const struct
  {
    const char *diagram;
    guint seat, skull;
    TabGreenSkullPhase phase;
    const char *message;
  } cases[] = {
    { "x", 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, "unexpected character 'x'" },
    { "O G Z", 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, "needs 55 cells, not 3" },
    { NULL, 3, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, "must be 1 or 2" },
    { NULL, 1, 0, TAB_GREEN_SKULL_PHASE_OWN_MOVE, "must be 1 or 2" },
    { NULL, 1, 2, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE, "hold the skull" },
    { NULL, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_JUMPS, "start of a move" },
    { NULL, 1, 2, TAB_GREEN_SKULL_PHASE_OVER, "no end condition" },
  };
  TabPosition pos, before;

  start_position (&pos, "g7-f6");
  tab_position_copy (&before, &pos);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (tab_green_skull_setup (&pos, cases[i].diagram ? cases[i].diagram : initial_diagram,
                                             cases[i].seat, cases[i].skull, cases[i].phase, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_assert_cmpint (memcmp (&pos, &before, G_STRUCT_OFFSET (TabPosition, state) + RULES->state_size), ==, 0);
    }

  /* one cell too many; eleven orcs */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *long_diagram = g_strconcat (initial_diagram, ".", NULL);
    g_autofree char *eleven = g_strdup (initial_diagram);

    g_assert_false (tab_green_skull_setup (&pos, long_diagram, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, &error));
    g_assert_nonnull (strstr (error->message, "not 56"));
    g_clear_error (&error);
    *strchr (eleven, '.') = 'O';
    g_assert_false (tab_green_skull_setup (&pos, eleven, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, &error));
    g_assert_cmpstr (error->message, ==, "the board has 11 orcs; the game has only 10");
  }
}

static void
test_evaluate (void)
{
  TabPosition pos;
  int orcs, goblins;

  /* the start is a mirror image, but the Goblins hold the skull */
  start_position (&pos, NULL);
  orcs = RULES->evaluate (&pos, 1);
  goblins = RULES->evaluate (&pos, 2);
  g_assert_cmpint (goblins, >, orcs);

  /* an Orc lead in captures and on the edge, the zombies far behind */
  {
    g_autofree char *diagram = diagram_of ("b1 d1 e2 f4 g3", "g7 h6", "d2 e3");

    setup (&pos, diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
    g_assert_cmpint (RULES->evaluate (&pos, 1), >, 0);
    g_assert_cmpint (RULES->evaluate (&pos, 2), <, 0);
  }

  /* progress: the same board with one Orc a row nearer its edge */
  {
    g_autofree char *near = diagram_of ("g2 j8", "g1 j4", "c2");
    g_autofree char *far = diagram_of ("g3 j8", "g1 j4", "c2");
    TabPosition other;

    setup (&pos, near, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
    setup (&other, far, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
    g_assert_cmpint (RULES->evaluate (&pos, 1), >, RULES->evaluate (&other, 1));
    g_assert_cmpint (RULES->evaluate (&pos, 2), <, RULES->evaluate (&other, 2));
  }
}

/* Random games: the shared checks, and the engine's own fast paths
 * against the generic ones at every step */
static void
check_fast_paths (const TabPosition *start, guint n_games, guint64 seed)
{
  TabRng rng;

  tab_rng_seed (&rng, seed);
  for (guint game = 0; game < n_games; game++)
    {
      TabPosition pos;

      tab_position_copy (&pos, start);
      while (!tab_position_is_over (&pos))
        {
          TabActionList list;
          TabRng a = rng;
          TabAction fast;
          int scores[3];
          TabGreenSkullScore parts;

          tab_position_legal (&pos, &list);
          g_assert_cmpuint (list.n, >, 0);
          g_assert_cmpuint (tab_perft (&pos, 1), ==, list.n);
          /* random_action gives a legal action */
          fast = RULES->random_action (&pos, &a);
          g_assert_true (tab_position_is_legal (&pos, fast));
          g_assert_cmpint (ABS (RULES->evaluate (&pos, 1)), <, TAB_EVAL_BOUND);
          g_assert_cmpint (ABS (RULES->evaluate (&pos, 2)), <, TAB_EVAL_BOUND);
          RULES->scores (&pos, scores);
          for (guint s = 0; s < 3; s++)
            {
              tab_green_skull_score (&pos, s + 1, &parts);
              g_assert_cmpint (parts.score, ==, scores[s]);
            }
          g_assert_true ((tab_green_skull_jumper (&pos) != TAB_NO_CELL) ==
                         (tab_green_skull_phase (&pos) == TAB_GREEN_SKULL_PHASE_OWN_JUMPS ||
                          tab_green_skull_phase (&pos) == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS));
          rng = a;
          tab_position_apply (&pos, fast);
        }
      g_assert_cmpint (tab_green_skull_phase (&pos), ==, TAB_GREEN_SKULL_PHASE_OVER);
      g_assert_cmpint (tab_green_skull_end_reason (&pos, NULL), !=, TAB_GREEN_SKULL_END_NONE);
    }
}

static void
test_random_games (void)
{
  TabPosition pos;
  /* a turn is at most two jump series and two "end"s */
  guint cap = 400 * 60;

  start_position (&pos, NULL);
  tab_test_random_games (&pos, 1000, 1, cap);
  check_fast_paths (&pos, 200, 2);

  /* near the turn limit */
  pos.turn = 390;
  tab_test_random_games (&pos, 100, 3, cap);

  setup (&pos, gs2_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_random_games (&pos, 100, 4, cap);
  check_fast_paths (&pos, 50, 5);
  setup (&pos, e5_diagram, 2, 2, TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE);
  tab_test_random_games (&pos, 100, 6, cap);
  setup (&pos, e8_diagram, 2, 1, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  tab_test_random_games (&pos, 100, 7, cap);
  check_fast_paths (&pos, 50, 8);
}

/* The frequencies of the actions random_action draws in pos, against
 * the same share for each: ±slack is more than five standard deviations */
static void
assert_uniform (const TabPosition *pos, guint per_action, guint slack, guint64 seed)
{
  TabActionList list;
  TabRng rng;
  guint counts[TAB_MAX_ACTIONS] = { 0 };

  tab_position_legal (pos, &list);
  tab_rng_seed (&rng, seed);
  for (guint i = 0; i < per_action * list.n; i++)
    {
      TabAction action = tab_position_random_action (pos, &rng);
      guint j;

      for (j = 0; j < list.n && list.actions[j] != action; j++)
        ;
      g_assert_cmpuint (j, <, list.n);
      counts[j]++;
    }
  for (guint j = 0; j < list.n; j++)
    g_assert_cmpuint (ABS ((int) counts[j] - (int) per_action), <, slack);
}

/* random_action is uniform, by rejection as well as by its exact
 * fallback (used when most draws fail: ten boxed-in Orcs below) */
static void
test_random_uniform (void)
{
  TabPosition pos;

  start_position (&pos, "j7-j6 j4-j5");
  g_assert_cmpuint (tab_test_n_legal (&pos), ==, 41);
  assert_uniform (&pos, 2000, 250, 9);
  start_position (&pos, "j7-j6 j3xj5");
  assert_uniform (&pos, 2000, 250, 10);
  setup (&pos, e8_diagram, 2, 1, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
  assert_uniform (&pos, 2000, 250, 11);
  {
    g_autofree char *boxed = diagram_of ("a1 b1 b2 c1 c2 c3 d1 d2 d3 d4",
                                         "e1 e2 e3 e4 e5 f1 f2 f4 f6",
                                         "g1 g2 g3 g4 g5 g6 g7");

    setup (&pos, boxed, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE);
    tab_test_assert_legal (&pos, "d1xf3 d3xf3 d3xf5");
    assert_uniform (&pos, 5000, 400, 12);
  }
}


/* What an action does, from the engine: a jump takes the piece it jumps
 * over, even the mover's own; a jump that leaves the mover better off is
 * forcing (the quiescence search follows it), a step never is */
static void
test_effects (void)
{
  TabPosition pos;

  start_position (&pos, NULL);
  g_assert_true (tab_rules_has_forcing (RULES));
  tab_test_assert_effects (&pos, "g7-f6", FALSE, FALSE, "27 20", "");
  /* h8 (35) over the Orc on g7 (27) to f6 (20) */
  tab_test_assert_effects (&pos, "h8xf6", TRUE, TRUE, "35 20 27", "27:17");
  tab_test_assert_effects (&pos, "j8xj6", TRUE, TRUE, "52 50 51", "51:17");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/green-skull/options", test_options);
  g_test_add_func ("/green-skull/geometry", test_geometry);
  g_test_add_func ("/green-skull/render", test_render);
  g_test_add_func ("/green-skull/initial", test_initial);
  g_test_add_func ("/green-skull/goblin-reply", test_goblin_reply);
  g_test_add_func ("/green-skull/zombie-phase-at-start", test_zombie_phase_at_start);
  g_test_add_func ("/green-skull/self-capture", test_self_capture);
  g_test_add_func ("/green-skull/zombie-capture", test_zombie_capture);
  g_test_add_func ("/green-skull/multi-jump", test_multi_jump);
  g_test_add_func ("/green-skull/effects", test_effects);
  g_test_add_func ("/green-skull/final-scores", test_final_scores);
  g_test_add_func ("/green-skull/corners", test_corners);
  g_test_add_func ("/green-skull/end-on-other-move", test_end_on_other_move);
  g_test_add_func ("/green-skull/boxed-in", test_boxed_in);
  g_test_add_func ("/green-skull/turn-limit", test_turn_limit);
  g_test_add_func ("/green-skull/perft", test_perft);
  g_test_add_func ("/green-skull/tokens", test_tokens);
  g_test_add_func ("/green-skull/hash", test_hash);
  g_test_add_func ("/green-skull/setup-errors", test_setup_errors);
  g_test_add_func ("/green-skull/evaluate", test_evaluate);
  g_test_add_func ("/green-skull/random-games", test_random_games);
  g_test_add_func ("/green-skull/random-uniform", test_random_uniform);
  return g_test_run ();
}
