/* tab-freedom.c: Freedom (Veljko Cirovic and Nebojsa Sankovic, 2010)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are rules/freedom.md.
 *
 * The board is a set of bits with one padding column to the right of each
 * rank: bit = rank × (N + 1) + file.  The padding never holds a stone, so
 * shifting a set by one step along an axis (1, N, N + 1 or N + 2 bits)
 * never carries a run from the end of one rank into the next: a run stops
 * at the padding exactly as at the edge of the board.  N × (N + 1) ≤ 380
 * bits take 1 to 6 words (10×10: 110 bits, 2 words).  The functions that
 * loop over the words are written once with the number of words W as a
 * parameter, always inlined, and called through SPECIALISE with W a
 * constant, so that the loops unroll.
 *
 * Most placements are bound to the 3×3 block around the last stone.  The
 * playouts and perft read that block out of the empty set as a 9-bit index
 * and take the number of legal cells, and the k-th of them, from tables:
 * no popcount (the build targets plain x86-64, where popcount is a library
 * call) and no loop over the words.
 *
 * An action is the bit of the cell it fills, or ACTION_PASS.
 *
 * This file holds the rules and the moves: playing, generating, drawing
 * and counting them.  The geometry is built in tab-freedom-geometry.c, the
 * notation and the setup from a diagram are in tab-freedom-text.c, the
 * evaluation in tab-freedom-eval.c.
 */

#include "tab-freedom-private.h"

/* The pass rule: with one empty cell left, the mover may decline it when
 * filling it would lower the mover's own live count (rules §3) */
static gboolean
pass_rule_holds (const Geometry *g, const FreedomState *st, guint mover)
{
  guint64 filled[MAX_WORDS];

  for (guint w = 0; w < g->words; w++)
    filled[w] = st->stones[mover][w] | st->empty[w];
  return live_count (g, filled) < live_count (g, st->stones[mover]);
}

static gboolean
pass_is_legal (const TabPosition *pos, const Geometry *g)
{
  const FreedomState *st = const_state_of (pos);

  return pos->outcome == TAB_OUTCOME_NONE && st->n_empty == 1 &&
         pass_rule_holds (g, st, pos->to_move - 1u);
}

/* The cells the mover may fill, and why */
static TabFreedomMode
legal_cells (const Geometry *g, const FreedomState *st, guint64 *cells)
{
  guint W = g->words;

  if (st->last != NO_BIT)
    {
      const guint64 *nb = &g->neighbours[st->last * W];

      for (guint w = 0; w < W; w++)
        cells[w] = st->empty[w] & nb[w];
      if (bits_any (cells, W))
        return TAB_FREEDOM_MODE_BOUND;
    }
  memcpy (cells, st->empty, W * sizeof (guint64));
  return st->last == NO_BIT ? TAB_FREEDOM_MODE_OPEN : TAB_FREEDOM_MODE_FREEDOM;
}


/* The table */

static void
freedom_init (TabPosition *pos)
{
  const Geometry *g = geometry_of (pos);
  FreedomState *st = state_of (pos);

  memcpy (st->empty, g->board, sizeof g->board);
  st->last = NO_BIT;
  st->n_empty = (guint16) (g->n * g->n);
}

static guint
freedom_legal (const TabPosition *pos, TabAction *out)
{
  const Geometry *g = geometry_of (pos);
  guint64 cells[MAX_WORDS];
  guint n = 0;

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  legal_cells (g, const_state_of (pos), cells);
  for (guint w = 0; w < g->words; w++)
    for (guint64 m = cells[w]; m != 0; m &= m - 1)
      out[n++] = w * 64 + (guint) __builtin_ctzll (m);
  if (pass_is_legal (pos, g))
    out[n++] = ACTION_PASS;
  return n;
}

static void
freedom_apply (TabPosition *pos, TabAction action)
{
  const Geometry *g = geometry_of (pos);
  FreedomState *st = state_of (pos);
  guint mover = pos->to_move - 1u;
  guint64 bit = G_GUINT64_CONSTANT (1) << (action % 64);

  if (action == ACTION_PASS)
    {
      st->passed = TRUE;
      finish_game (pos, g);
      return;
    }
  st->stones[mover][action / 64] |= bit;
  st->empty[action / 64] &= ~bit;
  st->key ^= g->keys[mover][action];
  st->last = (gint16) action;
  if (--st->n_empty == 0)
    {
      finish_game (pos, g);
      return;
    }
  pos->to_move = (guint8) (3 - pos->to_move);
  pos->turn++;
}

void
freedom_scores (const TabPosition *pos, int *scores)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);

  scores[0] = (int) live_count (g, st->stones[0]);
  scores[1] = (int) live_count (g, st->stones[1]);
}

static guint64
freedom_hash (const TabPosition *pos)
{
  const FreedomState *st = const_state_of (pos);
  guint64 hash = st->key;

  hash ^= tab_zobrist (10, pos->to_move);
  hash ^= tab_zobrist (11, (guint) (st->last + 1));
  if (st->passed)
    hash ^= tab_zobrist (12, 1);
  return hash;
}

static guint
freedom_n_cells (const TabPosition *pos)
{
  return (guint) pos->options.rows * pos->options.cols;
}

guint
freedom_piece_at (const TabPosition *pos, guint cell)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);
  guint bit;

  if (cell >= g->n * g->n)
    return 0;
  bit = (guint) g->bit_of_cell[cell];
  for (guint seat = 1; seat <= 2; seat++)
    if ((st->stones[seat - 1][bit / 64] >> (bit % 64)) & 1)
      return TAB_PIECE (seat, 1);
  return 0;
}

void
freedom_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  const Geometry *g = geometry_of (pos);

  *from = TAB_NO_CELL;
  *to = action < MAX_BITS ? g->cell_of_bit[action] : TAB_NO_CELL;
}

/* Random actions: a uniformly random legal cell, from the 3×3 block of
 * the last stone when bound, else a random set bit of the empty cells */

static TabAction
random_last_action (const TabPosition *pos, const Geometry *g, TabRng *rng)
{
  const FreedomState *st = const_state_of (pos);

  if (pass_is_legal (pos, g) && tab_rng_below (rng, 2) == 1)
    return ACTION_PASS;
  for (guint w = 0; w < g->words; w++)
    if (st->empty[w])
      return w * 64 + (guint) __builtin_ctzll (st->empty[w]);
  g_assert_not_reached ();
}

static TabAction
freedom_random_action (const TabPosition *pos, gpointer rng)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);

  if (G_UNLIKELY (st->n_empty == 1))
    return random_last_action (pos, g, rng);
  if (st->last != NO_BIT)
    {
      guint index = block_of (g, st->empty, (guint) st->last);

      if (index != 0)
        {
          guint k = tab_rng_below (rng, g->block_count[index]);

          return (guint) (st->last + g->block_step[index][k]);
        }
    }
  /* open or freedom: any empty cell */
  return SPECIALISE (g->words, bits_select, st->empty, tab_rng_below (rng, st->n_empty));
}

/* Perft: make and unmake on a small walk state; the last ply is counted
 * without being played (the set bits of the block index, the empty cells
 * in freedom, plus the pass rule when one cell is left) */

typedef struct
{
  const Geometry *g;
  guint64 empty[MAX_WORDS + 1];
  guint64 stones[2][MAX_WORDS];
  int     last;
  guint   n_empty;
  guint   mover;      /* 0 = seat 1 */
} Walk;

static void
walk_toggle (Walk *walk, guint bit)
{
  guint64 m = G_GUINT64_CONSTANT (1) << (bit % 64);

  walk->empty[bit / 64] ^= m;
  walk->stones[walk->mover][bit / 64] ^= m;
}

/* With one empty cell left: fill it, or pass if the rule allows */
static guint
walk_last_cell_actions (const Walk *walk)
{
  FreedomState st = { 0 };

  memcpy (st.empty, walk->empty, sizeof st.empty);
  memcpy (st.stones, walk->stones, sizeof st.stones);
  st.n_empty = 1;
  return 1 + (pass_rule_holds (walk->g, &st, walk->mover) ? 1 : 0);
}

/* The number of legal actions once the mover has filled bit */
static inline guint
walk_count_after (Walk *walk, guint bit)
{
  const Geometry *g = walk->g;
  guint n_empty = walk->n_empty - 1;
  guint n;

  if (G_UNLIKELY (n_empty <= 1))
    {
      if (n_empty == 0)
        return 0;  /* the board is full: the game is over */
      walk_toggle (walk, bit);
      walk->mover ^= 1;
      n = walk_last_cell_actions (walk);
      walk->mover ^= 1;
      walk_toggle (walk, bit);
      return n;
    }
  /* bit, still empty in walk->empty, is the centre: not counted */
  n = g->block_count[block_of (g, walk->empty, bit)];
  return n != 0 ? n : n_empty;
}

static guint64 perft_walk (Walk *walk, guint depth);

/* perft 2 of a bound position with more than two empty cells: the 5×5
 * block around the last stone holds the blocks of all the children */
static inline guint64
perft_bound_2 (const Walk *walk, guint index)
{
  const Geometry *g = walk->g;
  guint last = (guint) walk->last;
  guint64 wide = bits_window (walk->empty, g->wide_start[last], g->wide_lift[last]);
  guint64 total = 0;

  for (; index != 0; index &= index - 1)
    {
      guint p = (guint) __builtin_ctz (index);
      /* the child's own cell, still empty here, is the centre: not counted */
      guint n = g->block_count[block_squeeze (wide >> g->wide_shift[p], g->stride)];

      total += n != 0 ? n : walk->n_empty - 1;
    }
  return total;
}

static inline guint64
perft_child (Walk *walk, guint bit, guint depth)
{
  int last = walk->last;
  guint64 n;

  if (depth == 2)
    return walk_count_after (walk, bit);
  walk_toggle (walk, bit);
  walk->last = (int) bit;
  walk->n_empty--;
  walk->mover ^= 1;
  n = walk->n_empty == 0 ? 0 : perft_walk (walk, depth - 1);
  walk->mover ^= 1;
  walk->n_empty++;
  walk->last = last;
  walk_toggle (walk, bit);
  return n;
}

static guint64
perft_walk (Walk *walk, guint depth)
{
  const Geometry *g = walk->g;
  guint64 total = 0;

  if (G_UNLIKELY (walk->n_empty == 1))
    return depth == 1 ? walk_last_cell_actions (walk) : 0;
  if (walk->last != NO_BIT)
    {
      guint index = block_of (g, walk->empty, (guint) walk->last);

      if (index != 0)
        {
          if (depth == 1)
            return g->block_count[index];
          if (depth == 2 && g->wide_fits && walk->n_empty > 2)
            return perft_bound_2 (walk, index);
          for (; index != 0; index &= index - 1)
            total += perft_child (walk, (guint) (walk->last + g->block_delta[__builtin_ctz (index)]), depth);
          return total;
        }
    }
  /* open or freedom; a pass adds nothing below depth 1 (it ends the game) */
  if (depth == 1)
    return walk->n_empty;
  for (guint w = 0; w < g->words; w++)
    for (guint64 rest = walk->empty[w]; rest != 0; rest &= rest - 1)
      total += perft_child (walk, w * 64 + (guint) __builtin_ctzll (rest), depth);
  return total;
}

static guint64
freedom_perft (const TabPosition *pos, guint depth)
{
  const FreedomState *st = const_state_of (pos);
  Walk walk = { 0 };

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  walk.g = geometry_of (pos);
  memcpy (walk.empty, st->empty, sizeof walk.empty);
  memcpy (walk.stones, st->stones, sizeof walk.stones);
  walk.last = st->last;
  walk.n_empty = st->n_empty;
  walk.mover = pos->to_move - 1u;
  return perft_walk (&walk, depth);
}

const TabRules tab_freedom_rules = {
  .id = "freedom",
  .name = N_("Freedom"),
  .summary = N_("Place stones next to your opponent’s last stone and make lines of exactly four."),
  .seat_names = { N_("White"), N_("Black") },
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .board_kind = TAB_BOARD_SQUARE,
  .min_size = 4,
  .max_size = 19,
  .default_rows = 10,
  .default_cols = 10,
  .n_cells_max = TAB_GRID_MAX_CELLS,
  .review_thresholds = { 50, 100, 200 },
  .state_size = sizeof (FreedomState),
  .n_scores = 2,
  .score_names = { N_("White"), N_("Black") },
  .init = freedom_init,
  .legal = freedom_legal,
  .apply = freedom_apply,
  .scores = freedom_scores,
  .status = freedom_status,
  .evaluate = freedom_evaluate,
  .format_action = freedom_format_action,
  .token_is_wellformed = freedom_token_is_wellformed,
  .render = freedom_render,
  .hash = freedom_hash,
  .n_cells = freedom_n_cells,
  .piece_at = freedom_piece_at,
  .action_cells = freedom_action_cells,
  .is_forcing = freedom_is_forcing,
  .perft = freedom_perft,
  .random_action = freedom_random_action,
};

/* Accessors (tab-freedom.h) */

TabFreedomMode
tab_freedom_mode (const TabPosition *pos)
{
  guint64 cells[MAX_WORDS];

  if (pos->outcome != TAB_OUTCOME_NONE)
    return TAB_FREEDOM_MODE_OVER;
  return legal_cells (geometry_of (pos), const_state_of (pos), cells);
}

gboolean
tab_freedom_pass_is_legal (const TabPosition *pos)
{
  return pass_is_legal (pos, geometry_of (pos));
}

int
tab_freedom_last_cell (const TabPosition *pos)
{
  const FreedomState *st = const_state_of (pos);

  if (st->last == NO_BIT)
    return TAB_NO_CELL;
  return geometry_of (pos)->cell_of_bit[st->last];
}

void
tab_freedom_live_cells (const TabPosition *pos, TabBits *live)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);

  tab_bits_clear_all (live);
  for (guint seat = 0; seat < 2; seat++)
    {
      guint64 mask[MAX_WORDS];

      live_mask (g, st->stones[seat], mask);
      for (guint w = 0; w < g->words; w++)
        for (guint64 m = mask[w]; m != 0; m &= m - 1)
          tab_bits_set (live, (guint) g->cell_of_bit[w * 64 + (guint) __builtin_ctzll (m)]);
    }
}

guint
tab_freedom_live_count (const TabPosition *pos, guint seat)
{
  g_return_val_if_fail (seat == 1 || seat == 2, 0);

  return live_count (geometry_of (pos), const_state_of (pos)->stones[seat - 1]);
}
