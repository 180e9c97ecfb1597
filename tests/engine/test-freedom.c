/* test-freedom.c: the Freedom engine against rules/freedom.md
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-freedom.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"
#include "tab-test-util.h"

#include <stdlib.h>
#include <string.h>

static const TabRules *rules = &tab_freedom_rules;

/* Diagrams of rules/freedom.md §6 */

static const char T2[] =
  "10 b W . . . . . . . .\n"
  " 9 W B . . . . . . . .\n"
  " 8 . . . . . . . . . .\n"
  " 7 . . . . . . . . . .\n"
  " 6 . . . . . . . . . .\n"
  " 5 . . . . . . . . . .\n"
  " 4 . . . . . . . . . .\n"
  " 3 . . . . . . . . . .\n"
  " 2 . . . . . . . . . .\n"
  " 1 . . . . . . . . . .\n"
  "   a b c d e f g h i j\n";

static const char T3[] =
  "5 . W . . .\n"
  "4 . W . . .\n"
  "3 . W . . .\n"
  "2 . W . . .\n"
  "1 . W W W W\n"
  "  a b c d e\n";

static const char T4[] =
  "5 . . B . .\n"
  "4 . . B . .\n"
  "3 B B B B .\n"
  "2 . . B . .\n"
  "1 . . . . .\n"
  "  a b c d e\n";

static const char T5[] =
  "8 . . . W . . . .\n"
  "7 . . W . . . . .\n"
  "6 . W . . . . . .\n"
  "5 W . . . . . . .\n"
  "4 . . . . . . . .\n"
  "3 . . . . . . . .\n"
  "2 . . . . . . . .\n"
  "1 . . . . . . . .\n"
  "  a b c d e f g h\n";

static const char T6[] =
  "5 B B . B B\n"
  "4 . . . . .\n"
  "3 B B W B B\n"
  "2 . . . . .\n"
  "1 . . . . .\n"
  "  a b c d e\n";

static const char T7[] =
  "8 W B W W B B W W\n"
  "7 B W W B W B W B\n"
  "6 B W B B W B W B\n"
  "5 W W B W B B W W\n"
  "4 B B W W B W B B\n"
  "3 W B B B W W B W\n"
  "2 W W B W B B B W\n"
  "1 B B W W B W B W\n"
  "  a b c d e f g h\n";

static const char T8[] =
  "10 W W W W . B B B B B\n"
  " 9 . . . . . . . . . .\n"
  " 8 B . . . . . . W . .\n"
  " 7 B . . . . . W . . .\n"
  " 6 . . . . . W . . W .\n"
  " 5 B . . . W . . . W .\n"
  " 4 B . B W . . . . W .\n"
  " 3 . . B . . . . . W .\n"
  " 2 . B B B B . W W W W\n"
  " 1 . . B . . . . . . .\n"
  "   a b c d e f g h i j\n";

static const char T9[] =
  "5 W W W W .\n"
  "4 B B W B b\n"
  "3 W W B B W\n"
  "2 B B W W B\n"
  "1 W B B W B\n"
  "  a b c d e\n";

static const char T10[] =
  "5 W W W W W\n"
  "4 B B W B B\n"
  "3 W W B B W\n"
  "2 b B W W B\n"
  "1 . B B W B\n"
  "  a b c d e\n";

static const char T11[] =
  "10 W W B B W W B B W W\n"
  " 9 B B W W B B W W B B\n"
  " 8 W W B B W W B B W W\n"
  " 7 B B W W B B W W B B\n"
  " 6 W W B B W W B B W W\n"
  " 5 B B W W B B W W B B\n"
  " 4 W W B B W W B B W W\n"
  " 3 B B W W B B W W B B\n"
  " 2 W W B B W W B B W W\n"
  " 1 B B W W B B W W B B\n"
  "   a b c d e f g h i j\n";

static const char T12[] =
  "5 W B W B .\n"
  "4 B B W W W\n"
  "3 B W B b B\n"
  "2 . W W W W\n"
  "1 B W B . B\n"
  "  a b c d e\n";

static const char T12_RECORD[] =
  "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 c4 b4 c5 d5 e4 e3 d2 e1 e2 d3";

static const char T13[] =
  "10 W W B W W B W B W B\n"
  " 9 B B B B B . w B W W\n"
  " 8 W W W B W B B B W B\n"
  " 7 B W B W W W B B W B\n"
  " 6 W B W B W B W W B W\n"
  " 5 B B W W W B W W B B\n"
  " 4 W B W B B W B B B W\n"
  " 3 W B W B W B B W W B\n"
  " 2 B W B W W W W W B W\n"
  " 1 W B B W B B W B B W\n"
  "   a b c d e f g h i j\n";

/* Helpers */

static void
setup (TabPosition *pos, const char *diagram)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_freedom_setup (pos, diagram, &error));
  g_assert_no_error (error);
}

static void
position (TabPosition *pos, guint n, const char *record)
{
  tab_test_position (pos, rules, n, n, 0, record);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The live stones of seat, as sorted tokens joined by spaces */
static char *
live_tokens (const TabPosition *pos, guint seat)
{
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  TabBits live;
  guint n = pos->options.rows;

  tab_freedom_live_cells (pos, &live);
  TAB_BITS_FOREACH (&live, cell)
    {
      char buf[TAB_TOKEN_MAX];

      g_assert_cmpuint ((guint) cell, <, n * n);
      if (TAB_PIECE_SIDE (rules->piece_at (pos, (guint) cell)) != seat)
        continue;
      tab_square_format (n, (guint) cell, buf);
      g_ptr_array_add (tokens, g_strdup (buf));
    }
  g_ptr_array_sort (tokens, compare_strings);
  g_ptr_array_add (tokens, NULL);
  return g_strjoinv (" ", (char **) tokens->pdata);
}

static void
assert_scores (const TabPosition *pos, int white, int black)
{
  int scores[2];

  rules->scores (pos, scores);
  g_assert_cmpint (scores[0], ==, white);
  g_assert_cmpint (scores[1], ==, black);
  g_assert_cmpuint (tab_freedom_live_count (pos, 1), ==, (guint) white);
  g_assert_cmpuint (tab_freedom_live_count (pos, 2), ==, (guint) black);
}

static void
assert_live (const TabPosition *pos, guint seat, const char *expected)
{
  g_autofree char *live = live_tokens (pos, seat);

  g_assert_cmpstr (live, ==, expected);
}

static int
cell_of (guint n, const char *token)
{
  const char *p = token;
  guint cell;

  g_assert_true (tab_square_parse (&p, n, n, &cell));
  g_assert_cmpint (*p, ==, '\0');
  return (int) cell;
}

static int
cell_of_empty (const TabPosition *pos)
{
  for (guint cell = 0; cell < rules->n_cells (pos); cell++)
    if (rules->piece_at (pos, cell) == 0)
      return (int) cell;
  g_assert_not_reached ();
}

/* perft through the generic code of tab-rules.c, not the fast path */
static guint64
perft_generic (const TabPosition *pos, guint depth)
{
  static TabRules slow;
  TabPosition copy;

  slow = tab_freedom_rules;
  slow.perft = NULL;
  tab_position_copy (&copy, pos);
  copy.rules = &slow;
  return tab_perft (&copy, depth);
}

/* A reference count of the live stones: walks every run cell by cell */
static gboolean
reference_is_live (const TabPosition *pos, const TabGrid *grid, guint cell)
{
  guint piece = rules->piece_at (pos, cell);

  if (piece == 0)
    return FALSE;
  for (int axis = 0; axis < TAB_N_AXES; axis++)
    {
      guint length = 1;

      for (int d = axis; d < TAB_N_DIRS; d += 4)
        for (int next = grid->next[cell][d];
             next != TAB_GRID_NO_CELL && rules->piece_at (pos, (guint) next) == piece;
             next = grid->next[next][d])
          length++;
      if (length == 4)
        return TRUE;
    }
  return FALSE;
}

static void
assert_live_matches_reference (const TabPosition *pos)
{
  const TabGrid *grid = tab_grid_get (pos->options.rows, pos->options.cols);
  guint count[3] = { 0, 0, 0 };
  TabBits live;

  tab_freedom_live_cells (pos, &live);
  for (guint cell = 0; cell < grid->n_cells; cell++)
    {
      gboolean expected = reference_is_live (pos, grid, cell);

      g_assert_cmpint (tab_bits_test (&live, cell), ==, expected);
      if (expected)
        count[TAB_PIECE_SIDE (rules->piece_at (pos, cell))]++;
    }
  for (guint cell = grid->n_cells; cell < TAB_BITS_WORDS * 64; cell++)
    g_assert_false (tab_bits_test (&live, cell));
  assert_scores (pos, (int) count[1], (int) count[2]);
}

/* Board sizes and the table */

static void
test_table (void)
{
  TabOptions options;

  g_assert_cmpstr (rules->id, ==, "freedom");
  g_assert_cmpstr (rules->name, ==, "Freedom");
  g_assert_cmpstr (rules->seat_names[0], ==, "White");
  g_assert_cmpstr (rules->seat_names[1], ==, "Black");
  g_assert_cmpuint (rules->n_scores, ==, 2);
  g_assert_cmpstr (rules->score_names[0], ==, "White");
  g_assert_cmpstr (rules->score_names[1], ==, "Black");
  g_assert_cmpint (rules->board_kind, ==, TAB_BOARD_SQUARE);
  g_assert_cmpuint (rules->n_cells_max, ==, 19 * 19);
  g_assert_cmpuint (rules->state_size, <=, sizeof (((TabPosition *) 0)->state));
  tab_options_default (rules, &options);
  g_assert_cmpuint (options.rows, ==, 10);
  g_assert_cmpuint (options.cols, ==, 10);
  g_assert_cmpuint (options.players, ==, 2);
}

/* Every size from 4 to 19: N² cells, perft 1 to 3 by the hand formulas
 * of §7, the corner and edge counts of §2, through both perft paths */
static void
test_sizes (void)
{
  for (guint n = 4; n <= 19; n++)
    {
      TabPosition pos;
      guint64 nb_sum = 4 * 3 + 4 * (n - 2) * 5 + (n - 2) * (n - 2) * 8;
      guint64 nb_pairs = 4 * 3 * 2 + 4 * (n - 2) * 5 * 4 + (n - 2) * (n - 2) * 8 * 7;
      TabActionList list;
      char corner[8];

      position (&pos, n, NULL);
      g_assert_cmpuint (rules->n_cells (&pos), ==, n * n);
      g_assert_cmpuint (tab_position_legal (&pos, &list), ==, n * n);
      g_assert_cmpuint (tab_perft (&pos, 1), ==, n * n);
      g_assert_cmpuint (tab_perft (&pos, 2), ==, nb_sum);
      g_assert_cmpuint (tab_perft (&pos, 3), ==, nb_pairs);
      g_assert_cmpuint (perft_generic (&pos, 2), ==, nb_sum);
      g_assert_cmpuint (perft_generic (&pos, 3), ==, nb_pairs);
      tab_test_assert_status (&pos, "seat 1 to move (open)");

      /* the top right corner touches 3 cells, its neighbour on the top edge 5 */
      g_snprintf (corner, sizeof corner, "%c%u", 'a' + n - 1, n);
      tab_test_play (&pos, corner);
      g_assert_cmpuint (tab_position_legal (&pos, &list), ==, 3);
      position (&pos, n, NULL);
      g_snprintf (corner, sizeof corner, "%c%u", 'a' + n - 2, n);
      tab_test_play (&pos, corner);
      g_assert_cmpuint (tab_position_legal (&pos, &list), ==, 5);
      assert_live_matches_reference (&pos);
    }
}

static void
test_size_errors (void)
{
  static const guint8 bad_sizes[] = { 0, 1, 3, 20, 26, 255 };
  TabOptions options;
  TabPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      g_autoptr (GError) error = NULL;

      tab_options_default (rules, &options);
      options.rows = options.cols = bad_sizes[i];
      g_assert_false (tab_position_init (&pos, rules, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
      g_assert_nonnull (strstr (error->message, "out of range"));
    }
  for (guint players = 1; players <= 4; players += 2)
    {
      g_autoptr (GError) error = NULL;

      tab_options_default (rules, &options);
      options.players = (guint8) players;
      g_assert_false (tab_position_init (&pos, rules, &options, &error));
      g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
    }
  {
    g_autoptr (GError) error = NULL;

    tab_options_default (rules, &options);
    options.rows = 10;
    options.cols = 8;
    g_assert_false (tab_position_init (&pos, rules, &options, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
    g_assert_nonnull (strstr (error->message, "square"));
  }
  {
    g_autoptr (GError) error = NULL;

    tab_options_default (rules, &options);
    g_assert_true (tab_options_parse_size (rules, "19", &options, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (options.rows, ==, 19);
    g_assert_false (tab_options_parse_size (rules, "20", &options, &error));
    g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  }
}

/* T1: bound placements */
static void
test_t1_bound (void)
{
  TabPosition pos;
  TabActionList list;

  position (&pos, 10, NULL);
  g_assert_cmpuint (tab_position_legal (&pos, &list), ==, 100);
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_OPEN);
  g_assert_cmpint (tab_freedom_last_cell (&pos), ==, TAB_NO_CELL);

  position (&pos, 10, "a10");
  tab_test_assert_legal (&pos, "a9 b10 b9");
  tab_test_assert_status (&pos, "seat 2 to move (bound)");
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_BOUND);
  g_assert_cmpint (tab_freedom_last_cell (&pos), ==, cell_of (10, "a10"));

  position (&pos, 10, "e10");
  tab_test_assert_legal (&pos, "d10 d9 e9 f10 f9");
  position (&pos, 10, "e6");
  tab_test_assert_legal (&pos, "d5 d6 d7 e5 e7 f5 f6 f7");
  g_assert_cmpuint (pos.to_move, ==, 2);
  g_assert_cmpuint (pos.turn, ==, 1);
}

/* T2: freedom */
static void
test_t2_freedom (void)
{
  TabPosition pos, drawn;
  TabActionList list;
  g_autofree char *text = NULL;

  position (&pos, 10, "b10 b9 a9 a10");
  g_assert_cmpuint (tab_position_legal (&pos, &list), ==, 96);
  tab_test_assert_status (&pos, "seat 1 to move (freedom)");
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_FREEDOM);
  g_assert_false (tab_freedom_pass_is_legal (&pos));
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 654);
  g_assert_cmpuint (perft_generic (&pos, 2), ==, 654);

  /* the diagram is the rendering of the position, and sets it up again */
  text = tab_position_render (&pos);
  g_assert_cmpstr (text, ==, T2);
  setup (&drawn, T2);
  g_assert_cmpint (memcmp (&drawn, &pos, G_STRUCT_OFFSET (TabPosition, state) + rules->state_size), ==, 0);

  tab_test_play (&pos, "f5");
  tab_test_assert_legal (&pos, "e4 e5 e6 f4 f6 g4 g5 g6");
  tab_test_assert_status (&pos, "seat 2 to move (bound)");
}

/* T3 to T8 and T11: live stones and scores */
static void
test_scores (void)
{
  TabPosition pos;

  setup (&pos, T3);
  assert_scores (&pos, 4, 0);
  assert_live (&pos, 1, "b1 c1 d1 e1");
  assert_live_matches_reference (&pos);

  setup (&pos, T4);
  assert_scores (&pos, 0, 7);
  assert_live (&pos, 2, "a3 b3 c2 c3 c4 c5 d3");
  assert_live_matches_reference (&pos);

  setup (&pos, T5);
  assert_scores (&pos, 4, 0);
  assert_live (&pos, 1, "a5 b6 c7 d8");

  setup (&pos, T6);
  assert_scores (&pos, 0, 0);
  assert_live (&pos, 1, "");
  assert_live (&pos, 2, "");

  setup (&pos, T8);
  assert_scores (&pos, 8, 7);
  assert_live (&pos, 1, "a10 b10 c10 d10 g2 h2 i2 j2");
  assert_live (&pos, 2, "b2 c1 c2 c3 c4 d2 e2");
  assert_live_matches_reference (&pos);
}

/* T7: the iggamecenter illustration, a finished game */
static void
test_t7_illustration (void)
{
  TabPosition pos;

  setup (&pos, T7);
  assert_scores (&pos, 8, 11);
  assert_live (&pos, 1, "a5 b6 c7 d8 g5 g6 g7 g8");
  assert_live (&pos, 2, "e1 f2 f5 f6 f7 f8 g1 g2 g3 g4 h4");
  assert_live_matches_reference (&pos);
  g_assert_true (tab_position_is_over (&pos));
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (pos.winner, ==, 2);
  tab_test_assert_status (&pos, "game over: seat 2 wins 8-11");
  tab_test_assert_legal (&pos, "");
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_OVER);
}

/* T11: a full board without a live stone */
static void
test_t11_no_live (void)
{
  TabPosition pos;

  setup (&pos, T11);
  assert_scores (&pos, 0, 0);
  assert_live_matches_reference (&pos);
  g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_DRAW);
  tab_test_assert_status (&pos, "game over: draw 0-0");
  tab_test_assert_legal (&pos, "");
}

/* T9: the last-cell pass */
static void
test_t9_pass (void)
{
  TabPosition pos, after;

  setup (&pos, T9);
  g_assert_cmpuint (pos.to_move, ==, 1);
  assert_scores (&pos, 4, 0);
  assert_live (&pos, 1, "a5 b5 c5 d5");
  tab_test_assert_legal (&pos, "e5 pass");
  tab_test_assert_status (&pos, "seat 1 to move (bound), pass legal");
  g_assert_true (tab_freedom_pass_is_legal (&pos));
  g_assert_cmpuint (tab_perft (&pos, 1), ==, 2);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 0);
  g_assert_cmpuint (perft_generic (&pos, 1), ==, 2);

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "e5");
  tab_test_assert_status (&after, "game over: draw 0-0");
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_DRAW);
  tab_test_assert_legal (&after, "");

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "pass");
  tab_test_assert_status (&after, "game over: seat 1 wins 4-0");
  g_assert_cmpint (after.outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (after.winner, ==, 1);
  g_assert_false (tab_freedom_pass_is_legal (&after));
  g_assert_cmpuint (tab_position_hash (&after), !=, tab_position_hash (&pos));
  tab_test_assert_refused (&after, "e5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&after, "pass", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
}

/* T10: no pass when filling does not hurt */
static void
test_t10_no_pass (void)
{
  TabPosition pos;

  setup (&pos, T10);
  assert_scores (&pos, 0, 0);
  tab_test_assert_legal (&pos, "a1");
  tab_test_assert_status (&pos, "seat 1 to move (bound)");
  g_assert_false (tab_freedom_pass_is_legal (&pos));
  tab_test_assert_refused (&pos, "pass", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_play (&pos, "a1");
  tab_test_assert_status (&pos, "game over: draw 0-0");
}

/* T12: freedom and pass inside a search tree */
static void
test_t12_tree (void)
{
  TabPosition pos, drawn;

  position (&pos, 5, T12_RECORD);
  tab_test_assert_legal (&pos, "a2 d1 e5");
  tab_test_assert_status (&pos, "seat 1 to move (freedom)");
  assert_scores (&pos, 4, 0);
  assert_live (&pos, 1, "b2 c2 d2 e2");
  setup (&drawn, T12);
  g_assert_cmpint (memcmp (&drawn, &pos, G_STRUCT_OFFSET (TabPosition, state) + rules->state_size), ==, 0);

  g_assert_cmpuint (tab_perft (&pos, 1), ==, 3);
  g_assert_cmpuint (tab_perft (&pos, 2), ==, 6);
  g_assert_cmpuint (tab_perft (&pos, 3), ==, 8);
  g_assert_cmpuint (tab_perft (&pos, 4), ==, 0);
  for (guint depth = 1; depth <= 4; depth++)
    g_assert_cmpuint (perft_generic (&pos, depth), ==, tab_perft (&pos, depth));
  g_assert_cmpuint (tab_count_turns (&pos), ==, 3);

  /* the two lines that end with pass */
  tab_test_play (&pos, "d1 e5");
  tab_test_assert_legal (&pos, "a2 pass");
  tab_test_assert_status (&pos, "seat 1 to move (freedom), pass legal");
  position (&pos, 5, T12_RECORD);
  tab_test_play (&pos, "e5 d1");
  tab_test_assert_legal (&pos, "a2 pass");
  position (&pos, 5, T12_RECORD);
  tab_test_play (&pos, "a2 d1");
  tab_test_assert_legal (&pos, "e5");
}

/* T13: the student version's final board */
static void
test_t13_student (void)
{
  TabPosition pos, after;

  setup (&pos, T13);
  g_assert_cmpuint (pos.to_move, ==, 2);
  assert_scores (&pos, 22, 11);
  assert_live (&pos, 1, "a8 b7 c3 c4 c5 c6 d5 e5 e6 e7 e8 f7 g1 g6 h2 h5 i10 i3 i7 i8 i9 j4");
  assert_live (&pos, 2, "b3 b4 b5 b6 g8 h10 h7 h8 h9 i6 j5");
  assert_live_matches_reference (&pos);
  tab_test_assert_legal (&pos, "f9 pass");
  tab_test_assert_status (&pos, "seat 2 to move (bound), pass legal");

  tab_position_copy (&after, &pos);
  tab_test_play (&after, "pass");
  tab_test_assert_status (&after, "game over: seat 1 wins 22-11");

  /* f9 makes g8-h7-i6-j5 a run of five: Black loses g8, i6 and j5 */
  tab_position_copy (&after, &pos);
  tab_test_play (&after, "f9");
  assert_scores (&after, 22, 8);
  tab_test_assert_status (&after, "game over: seat 1 wins 22-8");
}

/* T14: malformed and illegal actions */
static void
test_t14_refused (void)
{
  static const char *malformed[] = { "k1", "E5", "e05", "a0", "a11", "e5x", "Pass", "5e", "e+5" };
  TabPosition pos;

  position (&pos, 10, NULL);
  tab_test_assert_refused (&pos, "pass", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    tab_test_assert_refused (&pos, malformed[i], TAB_ENGINE_ERROR_MALFORMED_ACTION);

  tab_test_play (&pos, "e5");
  tab_test_assert_refused (&pos, "e7", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "e5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
  tab_test_assert_refused (&pos, "pass", TAB_ENGINE_ERROR_ILLEGAL_ACTION);

  /* finished games refuse every token */
  {
    const char *finished[] = { T7, T11 };

    for (guint i = 0; i < G_N_ELEMENTS (finished); i++)
      {
        g_autoptr (GError) error = NULL;
        TabAction action;

        setup (&pos, finished[i]);
        tab_test_assert_refused (&pos, "a1", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
        tab_test_assert_refused (&pos, "e5", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
        tab_test_assert_refused (&pos, "pass", TAB_ENGINE_ERROR_ILLEGAL_ACTION);
        g_assert_false (tab_action_parse (&pos, "a1", &action, &error));
        g_assert_nonnull (strstr (error->message, "game is over"));
      }
  }

  /* the grammar follows the board size */
  position (&pos, 19, NULL);
  g_assert_true (rules->token_is_wellformed (&pos, "s19"));
  g_assert_false (rules->token_is_wellformed (&pos, "t1"));
  g_assert_false (rules->token_is_wellformed (&pos, "a20"));
  position (&pos, 4, NULL);
  g_assert_true (rules->token_is_wellformed (&pos, "d4"));
  g_assert_false (rules->token_is_wellformed (&pos, "e1"));
  g_assert_false (rules->token_is_wellformed (&pos, "a5"));
}

/* §7: perft from the empty board */
static void
test_perft_tables (void)
{
  static const guint64 p10[] = { 100, 684, 4248, 24828, 142504 };
  static const guint64 p8[] = { 64, 420, 2520, 14196, 78456 };
  static const guint64 p4[] = { 16, 84, 408, 1764, 7000, 25464, 86720, 277424 };
  TabPosition pos;

  position (&pos, 10, NULL);
  for (guint d = 0; d < G_N_ELEMENTS (p10); d++)
    g_assert_cmpuint (tab_perft (&pos, d + 1), ==, p10[d]);
  g_assert_cmpuint (perft_generic (&pos, 4), ==, p10[3]);
  position (&pos, 8, NULL);
  for (guint d = 0; d < G_N_ELEMENTS (p8); d++)
    g_assert_cmpuint (tab_perft (&pos, d + 1), ==, p8[d]);
  position (&pos, 4, NULL);
  for (guint d = 0; d < G_N_ELEMENTS (p4); d++)
    g_assert_cmpuint (tab_perft (&pos, d + 1), ==, p4[d]);
  if (TAB_TEST_HEAVY)
    g_assert_cmpuint (perft_generic (&pos, 8), ==, p4[7]);
  else
    g_assert_cmpuint (perft_generic (&pos, 6), ==, p4[5]);
  g_assert_cmpuint (tab_perft (&pos, 0), ==, 1);
}

/* The speed vector: 10×10 perft 9 (about 0.1 s) */
static void
test_perft_9 (void)
{
  TabPosition pos;

  position (&pos, 10, NULL);
  g_assert_cmpuint (tab_perft (&pos, 9), ==, G_GUINT64_CONSTANT (140228472));
}

/* The fast perft against the generic one near the end of random games,
 * where the last cell, the pass and freedom all happen */
static void
test_perft_endings (void)
{
  static const guint sizes[] = { 4, 5, 7, 8, 10, 11, 14, 16, 19 };
  TabRng rng;

  tab_rng_seed (&rng, 77);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint game = 0; game < 12; game++)
      {
        guint n = sizes[i], left = 4 + game % 4;
        TabPosition pos;

        position (&pos, n, NULL);
        while (pos.ply + left < n * n && !tab_position_is_over (&pos))
          tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
        for (guint depth = 1; depth <= left + 1; depth++)
          g_assert_cmpuint (tab_perft (&pos, depth), ==, perft_generic (&pos, depth));
        g_assert_cmpuint (tab_perft (&pos, left + 1), ==, 0);
      }
}

/* Pass tokens sort after the cells up to 15×15, before the q cells from
 * 17×17 (16×16 has no q file) */
static void
test_pass_sort_order (void)
{
  static const guint sizes[] = { 5, 10, 17 };
  TabRng rng;

  tab_rng_seed (&rng, 5);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i], found = 0;

      for (guint game = 0; game < 5000 && found < 3; game++)
        {
          TabPosition pos;
          char cell[TAB_TOKEN_MAX];
          g_autofree char *expected = NULL;

          position (&pos, n, NULL);
          while (pos.ply + 1 < n * n)
            tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
          if (!tab_freedom_pass_is_legal (&pos))
            continue;
          tab_square_format (n, (guint) cell_of_empty (&pos), cell);
          /* on 17×17 look for a last cell on the q file */
          if (n == 17 && cell[0] != 'q')
            continue;
          if (n == 17)
            expected = g_strdup_printf ("pass %s", cell);
          else
            expected = g_strdup_printf ("%s pass", cell);
          tab_test_assert_legal (&pos, expected);
          found++;
        }
      g_assert_cmpuint (found, ==, 3);
    }
}

/* The random-game check of tab-test-util (1,000 games over the sizes,
 * every word count of the engine's bit sets: 1 word up to 7×7, 2 up to
 * 10×10, 3 up to 13×13, 4 up to 15×15, 5 up to 17×17, 6 for 18×18 and
 * 19×19) */
static void
test_random_games (void)
{
  static const struct { guint n, games; } runs[] = {
    { 10, 400 }, { 4, 200 }, { 5, 150 }, { 7, 100 }, { 8, 50 },
    { 11, 40 }, { 14, 25 }, { 16, 20 }, { 19, 15 },
  };
  guint total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      TabPosition start;

      position (&start, runs[i].n, NULL);
      tab_test_random_games (&start, runs[i].games, 1000 + i, runs[i].n * runs[i].n);
      total += runs[i].games;
    }
  g_assert_cmpuint (total, ==, 1000);
}

/* Playouts through random_action: every action legal, the scores and the
 * live stones as the reference counts them, the result from the scores */
static void
test_playouts (void)
{
  TabRng rng;

  tab_rng_seed (&rng, 99);
  for (guint n = 4; n <= 19; n++)
    for (guint game = 0; game < (n <= 10 ? 40u : 8u); game++)
      {
        TabPosition pos;
        int scores[2];

        position (&pos, n, NULL);
        while (!tab_position_is_over (&pos))
          {
            TabAction action = tab_position_random_action (&pos, &rng);

            g_assert_true (tab_position_is_legal (&pos, action));
            if (pos.ply % 17 == 0)
              assert_live_matches_reference (&pos);
            tab_position_apply (&pos, action);
          }
        assert_live_matches_reference (&pos);
        rules->scores (&pos, scores);
        if (scores[0] == scores[1])
          g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_DRAW);
        else
          {
            g_assert_cmpint (pos.outcome, ==, TAB_OUTCOME_WIN);
            g_assert_cmpuint (pos.winner, ==, scores[0] > scores[1] ? 1 : 2);
          }
        g_assert_cmpuint (pos.ply, >=, n * n - 1);
        g_assert_cmpuint (pos.ply, <=, n * n);
      }
}

/* random_action is uniform over the legal actions: open, bound, freedom
 * and the last cell with its pass */
static void
assert_uniform (const TabPosition *pos, guint per_action, guint64 seed)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  TabActionList list;
  TabRng rng;
  guint n = tab_position_legal (pos, &list);
  /* within 6 standard deviations: a false alarm about once in 10^8 */
  double variance = per_action * (1.0 - 1.0 / n);

  tab_rng_seed (&rng, seed);
  for (guint i = 0; i < per_action * n; i++)
    {
      TabAction action = tab_position_random_action (pos, &rng);
      gpointer key = GUINT_TO_POINTER (action + 1);

      g_hash_table_insert (counts, key,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + 1));
    }
  g_assert_cmpuint (g_hash_table_size (counts), ==, n);
  for (guint i = 0; i < n; i++)
    {
      double count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (list.actions[i] + 1)));

      g_assert_cmpfloat ((count - per_action) * (count - per_action), <, 36 * variance + 1);
    }
}

static void
test_random_uniform (void)
{
  TabPosition pos;

  position (&pos, 10, NULL);
  assert_uniform (&pos, 2000, 1);
  position (&pos, 10, "e6");
  assert_uniform (&pos, 5000, 2);
  position (&pos, 10, "a1");
  assert_uniform (&pos, 5000, 3);
  position (&pos, 19, "s10");
  assert_uniform (&pos, 5000, 4);
  position (&pos, 10, "b10 b9 a9 a10");
  assert_uniform (&pos, 1000, 5);
  position (&pos, 5, T12_RECORD);
  assert_uniform (&pos, 10000, 6);
  setup (&pos, T9);
  assert_uniform (&pos, 10000, 7);
  setup (&pos, T10);
  assert_uniform (&pos, 1000, 8);
}

/* The hash: transpositions agree, the last stone and the pass count */
static void
test_hash (void)
{
  TabPosition a, b;

  position (&a, 10, "e5 e6 f5 f6");
  position (&b, 10, "f5 e6 e5 f6");
  g_assert_cmpuint (tab_position_hash (&a), ==, tab_position_hash (&b));
  g_assert_cmpint (memcmp (&a, &b, G_STRUCT_OFFSET (TabPosition, state) + rules->state_size), ==, 0);

  /* the same stones with another last stone: other legal cells */
  position (&b, 10, "e5 f6 f5 e6");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
  tab_test_assert_legal (&a, "e7 f7 g5 g6 g7");
  tab_test_assert_legal (&b, "d5 d6 d7 e7 f7");

  /* other sizes, same record: still a different board */
  position (&a, 8, "e5");
  position (&b, 8, "e6");
  g_assert_cmpuint (tab_position_hash (&a), !=, tab_position_hash (&b));
}

/* Rendering and setting up are inverse on positions of play */
static void
test_render_round_trip (void)
{
  TabRng rng;

  tab_rng_seed (&rng, 3);
  for (guint n = 4; n <= 19; n += 3)
    for (guint game = 0; game < 5; game++)
      {
        TabPosition pos, drawn;
        guint stop = (guint) tab_rng_below (&rng, n * n);

        position (&pos, n, NULL);
        for (;;)
          {
            g_autofree char *text = tab_position_render (&pos);
            g_autofree char *status = tab_position_status (&pos);
            g_autofree char *drawn_status = NULL;
            g_autofree char *drawn_text = NULL;

            setup (&drawn, text);
            drawn_text = tab_position_render (&drawn);
            drawn_status = tab_position_status (&drawn);
            g_assert_cmpstr (drawn_text, ==, text);
            g_assert_cmpstr (drawn_status, ==, status);
            g_assert_cmpuint (tab_position_hash (&drawn), ==, tab_position_hash (&pos));
            if (!tab_position_is_over (&pos))
              g_assert_cmpint (memcmp (&drawn, &pos, G_STRUCT_OFFSET (TabPosition, state) + rules->state_size), ==, 0);
            if (tab_position_is_over (&pos) || pos.ply >= stop)
              break;
            tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
          }
      }
}

static void
assert_setup_fails (const char *diagram, const char *message)
{
  g_autoptr (GError) error = NULL;
  TabPosition pos;

  g_assert_false (tab_freedom_setup (&pos, diagram, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS);
  if (strstr (error->message, message) == NULL)
    g_error ("expected '%s' in '%s'", message, error->message);
}

static void
test_setup_errors (void)
{
  assert_setup_fails ("", "no ranks");
  assert_setup_fails ("3 . . .\n2 . . .\n1 . . .\n  a b c\n", "out of range");
  assert_setup_fails ("4 . . . .\n3 . . .\n2 . . . .\n1 . . . .\n", "each with N cells");
  assert_setup_fails ("4 . . . .\n3 . X . .\n2 . . . .\n1 . . . .\n", "'W', 'B'");
  assert_setup_fails ("4 . . . .\n2 . . . .\n3 . . . .\n1 . . . .\n", "go down");
  assert_setup_fails ("5 . . . .\n4 . . . .\n3 . . . .\n2 . . . .\n", "top rank");
  assert_setup_fails ("4 . . . .\n3 . . . .\n2 . . . .\n", "rank 1");
  assert_setup_fails ("4 . . . .\n3 . . . .\n2 . . . .\n1 . . . .\n  a b d c\n", "file line");
  assert_setup_fails ("4 . . . .\n3 . . . .\n2 . . . .\n1 . . . .\n  a b c d\n4 . . . .\n", "follow");
  assert_setup_fails ("4 . . . .\nxyz\n", "expected a rank");
  assert_setup_fails ("4 w . . .\n3 . . . .\n2 . . . .\n1 . . . b\n", "more than one");
  assert_setup_fails ("4 w . . .\n3 . . . .\n2 . . . .\n1 . . . B\n", "White is to move");
  assert_setup_fails ("4 W W . .\n3 . . . .\n2 . . . .\n1 . . . b\n", "Black is to move");
}

/* The static evaluation: antisymmetric, bounded, live stones first, then
 * windows that can still become a run of exactly four */
static void
test_evaluate (void)
{
  static const char lined[] =
    "6 . . . . . .\n5 . . . . . .\n4 . . . . . .\n3 . . . . B .\n2 . . . B . .\n1 W W W . . B\n";
  static const char scattered[] =
    "6 . . . . . .\n5 . . . . . .\n4 . . . . W .\n3 . . . . B .\n2 . . W B . .\n1 W . . . . B\n";
  TabPosition pos, other;
  TabRng rng;

  setup (&pos, T3);
  g_assert_cmpint (rules->evaluate (&pos, 1), >=, 400);
  setup (&pos, T4);
  g_assert_cmpint (rules->evaluate (&pos, 2), >=, 700);
  g_assert_cmpint (rules->evaluate (&pos, 1), ==, -rules->evaluate (&pos, 2));

  setup (&pos, lined);
  setup (&other, scattered);
  g_assert_cmpint (rules->evaluate (&pos, 1), >, rules->evaluate (&other, 1));
  g_assert_cmpint (rules->evaluate (&pos, 1), >, 0);

  position (&pos, 10, NULL);
  g_assert_cmpint (rules->evaluate (&pos, 1), ==, 0);

  tab_rng_seed (&rng, 11);
  for (guint n = 4; n <= 19; n += 5)
    {
      position (&pos, n, NULL);
      while (!tab_position_is_over (&pos))
        {
          int white = rules->evaluate (&pos, 1);

          g_assert_cmpint (white, ==, -rules->evaluate (&pos, 2));
          g_assert_cmpint (ABS (white), <=, TAB_EVAL_BOUND);
          tab_position_apply (&pos, tab_position_random_action (&pos, &rng));
        }
    }
}

/* The accessors and the cells of the table */
static void
test_accessors (void)
{
  TabPosition pos;
  TabActionList list;
  int from, to;

  position (&pos, 10, "e5 e6");
  g_assert_cmpint (tab_freedom_last_cell (&pos), ==, cell_of (10, "e6"));
  g_assert_cmpuint (rules->piece_at (&pos, (guint) cell_of (10, "e5")), ==, TAB_PIECE (1, 1));
  g_assert_cmpuint (rules->piece_at (&pos, (guint) cell_of (10, "e6")), ==, TAB_PIECE (2, 1));
  g_assert_cmpuint (rules->piece_at (&pos, (guint) cell_of (10, "j10")), ==, 0);
  tab_position_legal (&pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      char token[TAB_TOKEN_MAX];

      rules->action_cells (&pos, list.actions[i], &from, &to);
      tab_action_format (&pos, list.actions[i], token);
      g_assert_cmpint (from, ==, TAB_NO_CELL);
      g_assert_cmpint (to, ==, cell_of (10, token));
    }

  setup (&pos, T9);
  tab_position_legal (&pos, &list);
  g_assert_cmpuint (list.n, ==, 2);
  for (guint i = 0; i < list.n; i++)
    {
      char token[TAB_TOKEN_MAX];

      rules->action_cells (&pos, list.actions[i], &from, &to);
      tab_action_format (&pos, list.actions[i], token);
      g_assert_cmpint (from, ==, TAB_NO_CELL);
      g_assert_cmpint (to, ==, strcmp (token, "pass") == 0 ? TAB_NO_CELL : cell_of (5, "e5"));
    }
  g_assert_cmpint (tab_freedom_last_cell (&pos), ==, cell_of (5, "e4"));
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_BOUND);

  /* the diagrams of scoring examples have no last stone: open */
  setup (&pos, T8);
  g_assert_cmpint (tab_freedom_last_cell (&pos), ==, TAB_NO_CELL);
  g_assert_cmpint (tab_freedom_mode (&pos), ==, TAB_FREEDOM_MODE_OPEN);
  g_assert_cmpuint (pos.to_move, ==, 2);
}


/* What an action does, from the engine: a stone touches its cell; it is
 * forcing when it makes a run of exactly four of either colour through
 * its cell (its own, or the block of the other's) */
static void
test_effects (void)
{
  static const struct
  {
    const char *token, *cell;
    gboolean    forcing;
  } cases[] = {
    { "a4", "30", TRUE },    /* White's a1-a4 */
    { "b4", "31", TRUE },    /* blocks Black's b1-b4 */
    { "c4", "32", FALSE },
    { "c2", "12", FALSE },
  };
  TabPosition pos;

  position (&pos, 10, "a1 b1 a2 b2 a3 b3");
  g_assert_true (tab_rules_has_forcing (rules));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    tab_test_assert_effects (&pos, cases[i].token, FALSE, cases[i].forcing, cases[i].cell, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/freedom/table", test_table);
  g_test_add_func ("/freedom/sizes", test_sizes);
  g_test_add_func ("/freedom/effects", test_effects);
  g_test_add_func ("/freedom/size-errors", test_size_errors);
  g_test_add_func ("/freedom/t1-bound", test_t1_bound);
  g_test_add_func ("/freedom/t2-freedom", test_t2_freedom);
  g_test_add_func ("/freedom/scores", test_scores);
  g_test_add_func ("/freedom/t7-illustration", test_t7_illustration);
  g_test_add_func ("/freedom/t9-pass", test_t9_pass);
  g_test_add_func ("/freedom/t10-no-pass", test_t10_no_pass);
  g_test_add_func ("/freedom/t11-no-live", test_t11_no_live);
  g_test_add_func ("/freedom/t12-tree", test_t12_tree);
  g_test_add_func ("/freedom/t13-student", test_t13_student);
  g_test_add_func ("/freedom/t14-refused", test_t14_refused);
  g_test_add_func ("/freedom/perft-tables", test_perft_tables);
  g_test_add_func ("/freedom/perft-9", test_perft_9);
  g_test_add_func ("/freedom/perft-endings", test_perft_endings);
  g_test_add_func ("/freedom/pass-sort-order", test_pass_sort_order);
  g_test_add_func ("/freedom/random-games", test_random_games);
  g_test_add_func ("/freedom/playouts", test_playouts);
  g_test_add_func ("/freedom/random-uniform", test_random_uniform);
  g_test_add_func ("/freedom/hash", test_hash);
  g_test_add_func ("/freedom/render-round-trip", test_render_round_trip);
  g_test_add_func ("/freedom/setup-errors", test_setup_errors);
  g_test_add_func ("/freedom/evaluate", test_evaluate);
  g_test_add_func ("/freedom/accessors", test_accessors);

  return g_test_run ();
}
