/* tab-freedom-eval.c: Freedom's evaluation and forcing moves for the AI
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-freedom-private.h"

/* Evaluation weights: a live stone, and a window of four cells that can
 * still become a run of exactly four, by the stones already in it */
#define EVAL_LIVE    100
static const int potential_weight[5] = { 0, 1, 5, 25, 0 };

/* Windows of four cells along an axis that hold no enemy stone and are not
 * flanked by a stone of own (so they can still become a run of exactly
 * four), weighted by the stones of own already in them */
G_ALWAYS_INLINE static inline int
potential_words (const Geometry *g, const guint64 *own, const guint64 *empty, guint W)
{
  const guint steps[TAB_N_AXES] = { 1, g->stride - 1, g->stride, g->stride + 1 };
  int total = 0;

  for (guint axis = 0; axis < TAB_N_AXES; axis++)
    {
      guint d = steps[axis];
      guint64 open[MAX_WORDS], open1[MAX_WORDS], open2[MAX_WORDS], open3[MAX_WORDS];
      guint64 before[MAX_WORDS], x1[MAX_WORDS], x2[MAX_WORDS], x3[MAX_WORDS], x4[MAX_WORDS];

      for (guint w = 0; w < W; w++)
        open[w] = own[w] | empty[w];
      bits_down (open1, open, d, W);
      bits_down (open2, open1, d, W);
      bits_down (open3, open2, d, W);
      bits_up (before, own, d, W);
      bits_down (x1, own, d, W);
      bits_down (x2, x1, d, W);
      bits_down (x3, x2, d, W);
      bits_down (x4, x3, d, W);
      for (guint w = 0; w < W; w++)
        {
          guint64 window = open[w] & open1[w] & open2[w] & open3[w] & ~before[w] & ~x4[w];
          /* the number of own stones in each window, as bit planes */
          guint64 a = own[w] ^ x1[w], a_carry = own[w] & x1[w];
          guint64 b = x2[w] ^ x3[w], b_carry = x2[w] & x3[w];
          guint64 ones = a ^ b, twos = a_carry ^ b_carry ^ (a & b);

          total += potential_weight[1] * (int) pop64 (window & ones & ~twos);
          total += potential_weight[2] * (int) pop64 (window & ~ones & twos);
          total += potential_weight[3] * (int) pop64 (window & ones & twos);
        }
    }
  return total;
}

static int
potential (const Geometry *g, const guint64 *own, const guint64 *empty)
{
  return SPECIALISE (g->words, potential_words, g, own, empty);
}

int
freedom_evaluate (const TabPosition *pos, guint seat)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);
  const guint64 *own = st->stones[seat - 1], *enemy = st->stones[2 - seat];
  int value;

  value = EVAL_LIVE * ((int) live_count (g, own) - (int) live_count (g, enemy));
  value += potential (g, own, st->empty) - potential (g, enemy, st->empty);
  return CLAMP (value, -TAB_EVAL_BOUND, TAB_EVAL_BOUND);
}

/* The run of side's stones through cell along axis, counting cell as
 * side's */
static int
run_through (const TabPosition *pos, const TabGrid *grid, int cell, int axis, guint side)
{
  int length = 1;

  for (int dir = axis; dir < TAB_N_DIRS; dir += 4)
    for (int c = grid->next[cell][dir];
         c != TAB_GRID_NO_CELL && TAB_PIECE_SIDE (freedom_piece_at (pos, (guint) c)) == side;
         c = grid->next[c][dir])
      length++;
  return length;
}

/* A stone that makes a run of exactly four (live stones), or that takes
 * the cell where the other seat would make one */
gboolean
freedom_is_forcing (const TabPosition *pos, TabAction action)
{
  const TabGrid *grid = tab_grid_get (pos->options.rows, pos->options.cols);
  const int line = 4;
  int from, cell;

  freedom_action_cells (pos, action, &from, &cell);
  if (cell == TAB_NO_CELL)
    return FALSE;
  for (int axis = 0; axis < TAB_N_AXES; axis++)
    if (run_through (pos, grid, cell, axis, pos->to_move) == line ||
        run_through (pos, grid, cell, axis, 3u - pos->to_move) == line)
      return TRUE;
  return FALSE;
}
