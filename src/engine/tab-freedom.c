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
 */

#include "tab-freedom.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <string.h>

#define N_(s) (s)

#define MAX_WORDS    6
#define MAX_BITS     (MAX_WORDS * 64)
#define ACTION_PASS  0xFFFFu
#define NO_BIT       (-1)

/* Evaluation weights: a live stone, and a window of four cells that can
 * still become a run of exactly four, by the stones already in it */
#define EVAL_LIVE    100
static const int potential_weight[5] = { 0, 1, 5, 25, 0 };

typedef struct
{
  guint   n;                                   /* side of the board */
  guint   stride;                              /* bits per rank: n + 1 */
  guint   words;                               /* 64-bit words per set */
  guint64 board[MAX_WORDS];                    /* the bits of real cells */
  guint64 neighbours[MAX_BITS * MAX_WORDS];    /* [bit × words + w]: king moves */
  guint64 keys[2][MAX_BITS];                   /* Zobrist keys of the stones */
  gint16  cell_of_bit[MAX_BITS];               /* TAB_NO_CELL on the padding */
  gint16  bit_of_cell[TAB_GRID_MAX_CELLS];
  /* The 3×3 block around a bit, as a 9-bit index (block_of): the block
   * starts at bit − stride − 1, read from block_start and moved up by
   * block_lift where that is below bit 0 */
  guint16 block_start[MAX_BITS];
  guint8  block_lift[MAX_BITS];
  int     block_delta[9];                      /* bit of position p − centre */
  /* per index, leaving out the centre (the stone itself): how many
   * positions are set, and the bit − centre of the k-th of them */
  guint8  block_count[512];
  gint8   block_step[512][8];
  /* The 5×5 block around a bit, as one word, where it fits (4 × stride +
   * 5 ≤ 64, n ≤ 13): perft reads the blocks of all the children of a
   * bound position from it */
  gboolean wide_fits;
  guint16 wide_start[MAX_BITS];
  guint8  wide_lift[MAX_BITS];
  guint8  wide_shift[9];                       /* where the block of position p starts */
} Geometry;

typedef struct
{
  guint64 empty[MAX_WORDS + 1];  /* the last word stays 0 (see block_of) */
  guint64 stones[2][MAX_WORDS];  /* seat 1 (White), seat 2 (Black) */
  guint64 key;                   /* the Zobrist keys of the stones, xored */
  gint16  last;                  /* bit of the stone placed last, or NO_BIT */
  guint16 n_empty;
  guint8  passed;                /* the game ended with "pass" */
} FreedomState;

G_STATIC_ASSERT (sizeof (FreedomState) <= sizeof (((TabPosition *) 0)->state));
G_STATIC_ASSERT (TAB_GRID_MAX_SIDE * (TAB_GRID_MAX_SIDE + 1) <= MAX_BITS);

/* Calls F (..., W) with W a constant; F must be G_ALWAYS_INLINE */
#define SPECIALISE(words, F, ...) \
  ((words) <= 1 ? F (__VA_ARGS__, 1) : \
   (words) == 2 ? F (__VA_ARGS__, 2) : \
   (words) == 3 ? F (__VA_ARGS__, 3) : \
   (words) == 4 ? F (__VA_ARGS__, 4) : \
   (words) == 5 ? F (__VA_ARGS__, 5) : F (__VA_ARGS__, 6))

/* Geometry, built once per board size */

static Geometry *geometries[TAB_GRID_MAX_SIDE + 1];

static void
geometry_build_blocks (Geometry *g)
{
  for (guint bit = 0; bit < g->n * g->stride; bit++)
    {
      int start = (int) bit - (int) g->stride - 1;

      g->block_start[bit] = (guint16) MAX (start, 0);
      g->block_lift[bit] = (guint8) MAX (-start, 0);
    }
  for (guint p = 0; p < 9; p++)
    {
      g->block_delta[p] = ((int) (p / 3) - 1) * (int) g->stride + (int) (p % 3) - 1;
      g->wide_shift[p] = (guint8) ((p / 3) * g->stride + p % 3);
    }
  g->wide_fits = 4 * g->stride + 5 <= 64;
  for (guint bit = 0; bit < g->n * g->stride; bit++)
    {
      int start = (int) bit - 2 * (int) g->stride - 2;

      g->wide_start[bit] = (guint16) MAX (start, 0);
      g->wide_lift[bit] = (guint8) MAX (-start, 0);
    }
  /* the centre (position 4) is the stone itself, never a legal cell */
  for (guint index = 0; index < 512; index++)
    for (guint p = 0; p < 9; p++)
      if (p != 4 && (index & (1u << p)))
        g->block_step[index][g->block_count[index]++] = (gint8) g->block_delta[p];
}

static Geometry *
geometry_build (guint n)
{
  const TabGrid *grid = tab_grid_get (n, n);
  Geometry *g = g_new0 (Geometry, 1);

  g->n = n;
  g->stride = n + 1;
  g->words = (n * (n + 1) + 63) / 64;
  for (guint bit = 0; bit < MAX_BITS; bit++)
    g->cell_of_bit[bit] = TAB_NO_CELL;
  for (guint cell = 0; cell < n * n; cell++)
    {
      guint bit = cell + cell / n;  /* rank × (n + 1) + file */

      g->cell_of_bit[bit] = (gint16) cell;
      g->bit_of_cell[cell] = (gint16) bit;
      g->board[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
      g->keys[0][bit] = tab_zobrist (1, cell);
      g->keys[1][bit] = tab_zobrist (2, cell);
    }
  for (guint cell = 0; cell < n * n; cell++)
    {
      guint64 *nb = &g->neighbours[g->bit_of_cell[cell] * g->words];

      for (guint i = 0; i < grid->n_neighbours[cell]; i++)
        {
          guint bit = (guint) g->bit_of_cell[grid->neighbours[cell][i]];

          nb[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        }
    }
  geometry_build_blocks (g);
  return g;
}

static inline const Geometry *
geometry_get (guint n)
{
  if (g_once_init_enter (&geometries[n]))
    g_once_init_leave (&geometries[n], geometry_build (n));
  return geometries[n];
}

static inline const Geometry *
geometry_of (const TabPosition *pos)
{
  return geometry_get (pos->options.rows);
}

static inline FreedomState *
state_of (TabPosition *pos)
{
  return (FreedomState *) pos->state;
}

static inline const FreedomState *
const_state_of (const TabPosition *pos)
{
  return (const FreedomState *) pos->state;
}

/* Bit sets of W words */

G_ALWAYS_INLINE static inline guint
pop64 (guint64 x)
{
  return (guint) __builtin_popcountll (x);
}

G_ALWAYS_INLINE static inline guint
bits_count (const guint64 *a, guint W)
{
  guint n = 0;

  for (guint w = 0; w < W; w++)
    n += pop64 (a[w]);
  return n;
}

G_ALWAYS_INLINE static inline gboolean
bits_any (const guint64 *a, guint W)
{
  guint64 acc = 0;

  for (guint w = 0; w < W; w++)
    acc |= a[w];
  return acc != 0;
}

/* r = a moved k bits up (bit s goes to s + k), 0 < k < 64 */
G_ALWAYS_INLINE static inline void
bits_up (guint64 *r, const guint64 *a, guint k, guint W)
{
  for (guint w = W - 1; w > 0; w--)
    r[w] = (a[w] << k) | (a[w - 1] >> (64 - k));
  r[0] = a[0] << k;
}

/* r = a moved k bits down (bit s goes to s − k), 0 < k < 64 */
G_ALWAYS_INLINE static inline void
bits_down (guint64 *r, const guint64 *a, guint k, guint W)
{
  for (guint w = 0; w + 1 < W; w++)
    r[w] = (a[w] >> k) | (a[w + 1] << (64 - k));
  r[W - 1] = a[W - 1] >> k;
}

/* the index of the k-th (from 0) set bit of x */
G_ALWAYS_INLINE static inline guint
select64 (guint64 x, guint k)
{
  for (; k > 0; k--)
    x &= x - 1;
  return (guint) __builtin_ctzll (x);
}

G_ALWAYS_INLINE static inline guint
bits_select (const guint64 *a, guint k, guint W)
{
  for (guint w = 0; w + 1 < W; w++)
    {
      guint c = pop64 (a[w]);

      if (k < c)
        return w * 64 + select64 (a[w], k);
      k -= c;
    }
  return (W - 1) * 64 + select64 (a[W - 1], k);
}

/* 64 bits of set from bit start on, moved up by lift; reads the word after
 * the one holding start, so sets read this way have a spare word */
G_ALWAYS_INLINE static inline guint64
bits_window (const guint64 *set, guint start, guint lift)
{
  guint64 lowpart = set[start / 64] >> (start % 64);
  guint64 highpart = (set[start / 64 + 1] << 1) << (63 - start % 64);

  return (lowpart | highpart) << lift;
}

/* the 9-bit index of the 3×3 block whose lower left corner is bit 0 of v */
G_ALWAYS_INLINE static inline guint
block_squeeze (guint64 v, guint stride)
{
  return (guint) ((v & 7) | ((v >> stride) & 7) << 3 | ((v >> (2 * stride)) & 7) << 6);
}

/* The empty cells of the 3×3 block centred on bit, as a 9-bit index (bit
 * 3 × row + column, row 0 below bit).  Cells off the board are never
 * empty: the padding column holds no empty cell, and neither do the bits
 * past the board (the spare word of the empty set stays 0). */
G_ALWAYS_INLINE static inline guint
block_of (const Geometry *g, const guint64 *empty, guint bit)
{
  return block_squeeze (bits_window (empty, g->block_start[bit], g->block_lift[bit]), g->stride);
}

/* Live stones */

/* adds to live the runs of exactly four of x along the axis of step d */
G_ALWAYS_INLINE static inline void
live_axis (const guint64 *x, guint d, guint64 *live, guint W)
{
  guint64 before[MAX_WORDS], next[MAX_WORDS], pair[MAX_WORDS], quad[MAX_WORDS];
  guint64 next2[MAX_WORDS], next4[MAX_WORDS], run[MAX_WORDS];

  /* bit s of nextK is set when s + K·d holds a stone of x */
  bits_up (before, x, d, W);
  bits_down (next, x, d, W);
  bits_down (next2, x, 2 * d, W);
  bits_down (next4, next2, 2 * d, W);
  for (guint w = 0; w < W; w++)
    pair[w] = x[w] & next[w];
  bits_down (quad, pair, 2 * d, W);
  /* the first stones of the runs of exactly four, then the whole runs */
  for (guint w = 0; w < W; w++)
    run[w] = pair[w] & quad[w] & ~before[w] & ~next4[w];
  bits_up (pair, run, d, W);
  for (guint w = 0; w < W; w++)
    run[w] |= pair[w];
  bits_up (quad, run, 2 * d, W);
  for (guint w = 0; w < W; w++)
    live[w] |= run[w] | quad[w];
}

G_ALWAYS_INLINE static inline void
live_mask_words (const Geometry *g, const guint64 *x, guint64 *live, guint W)
{
  for (guint w = 0; w < W; w++)
    live[w] = 0;
  live_axis (x, 1, live, W);
  live_axis (x, g->stride - 1, live, W);
  live_axis (x, g->stride, live, W);
  live_axis (x, g->stride + 1, live, W);
}

G_ALWAYS_INLINE static inline guint
live_count_words (const Geometry *g, const guint64 *x, guint W)
{
  guint64 live[MAX_WORDS];

  live_mask_words (g, x, live, W);
  return bits_count (live, W);
}

static void
live_mask (const Geometry *g, const guint64 *x, guint64 *live)
{
  SPECIALISE (g->words, live_mask_words, g, x, live);
}

static guint
live_count (const Geometry *g, const guint64 *x)
{
  return SPECIALISE (g->words, live_count_words, g, x);
}

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

static void
finish_game (TabPosition *pos, const Geometry *g)
{
  const FreedomState *st = const_state_of (pos);
  guint white = live_count (g, st->stones[0]);
  guint black = live_count (g, st->stones[1]);

  if (white == black)
    pos->outcome = TAB_OUTCOME_DRAW;
  else
    {
      pos->outcome = TAB_OUTCOME_WIN;
      pos->winner = white > black ? 1 : 2;
    }
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

static void
freedom_scores (const TabPosition *pos, int *scores)
{
  const Geometry *g = geometry_of (pos);
  const FreedomState *st = const_state_of (pos);

  scores[0] = (int) live_count (g, st->stones[0]);
  scores[1] = (int) live_count (g, st->stones[1]);
}

static const char *
mode_name (TabFreedomMode mode)
{
  switch (mode)
    {
    case TAB_FREEDOM_MODE_OPEN:
      return "open";
    case TAB_FREEDOM_MODE_BOUND:
      return "bound";
    case TAB_FREEDOM_MODE_FREEDOM:
      return "freedom";
    case TAB_FREEDOM_MODE_OVER:
    default:
      return "over";
    }
}

static void
freedom_status (const TabPosition *pos, GString *out)
{
  int scores[2];

  if (pos->outcome == TAB_OUTCOME_NONE)
    {
      g_string_append_printf (out, "seat %u to move (%s)", pos->to_move,
                              mode_name (tab_freedom_mode (pos)));
      if (tab_freedom_pass_is_legal (pos))
        g_string_append (out, ", pass legal");
      return;
    }
  freedom_scores (pos, scores);
  if (pos->outcome == TAB_OUTCOME_WIN)
    g_string_append_printf (out, "game over: seat %u wins %d-%d", pos->winner,
                            scores[0], scores[1]);
  else
    g_string_append_printf (out, "game over: draw %d-%d", scores[0], scores[1]);
}

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

static int
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

static void
freedom_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  const Geometry *g = geometry_of (pos);

  if (action == ACTION_PASS || action >= MAX_BITS || g->cell_of_bit[action] == TAB_NO_CELL)
    {
      g_strlcpy (buf, action == ACTION_PASS ? "pass" : "?", TAB_TOKEN_MAX);
      return;
    }
  tab_square_format (g->n, (guint) g->cell_of_bit[action], buf);
}

static gboolean
freedom_token_is_wellformed (const TabPosition *pos, const char *token)
{
  const char *p = token;
  guint cell;

  if (strcmp (token, "pass") == 0)
    return TRUE;
  return tab_square_parse (&p, pos->options.rows, pos->options.cols, &cell) && *p == '\0';
}

static char
cell_glyph (gconstpointer data, guint cell)
{
  const TabPosition *pos = data;
  guint piece = pos->rules->piece_at (pos, cell);
  gboolean last = (int) cell == tab_freedom_last_cell (pos);

  switch (TAB_PIECE_SIDE (piece))
    {
    case 1:
      return last ? 'w' : 'W';
    case 2:
      return last ? 'b' : 'B';
    default:
      return '.';
    }
}

static void
freedom_render (const TabPosition *pos, GString *out)
{
  tab_grid_render (tab_grid_get (pos->options.rows, pos->options.cols), cell_glyph, pos, out);
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

static guint
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

static void
freedom_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  const Geometry *g = geometry_of (pos);

  *from = TAB_NO_CELL;
  *to = action < MAX_BITS ? g->cell_of_bit[action] : TAB_NO_CELL;
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
static gboolean
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

/* Diagram parsing for tab_freedom_setup */

typedef struct
{
  guint n;                               /* ranks read */
  guint width;                           /* cells in the top rank */
  char  cells[TAB_GRID_MAX_SIDE][TAB_GRID_MAX_SIDE];  /* [row from the top][file] */
} Diagram;

static gboolean
diagram_fail (GError **error, const char *message, guint line)
{
  g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
               "bad Freedom diagram (line %u): %s", line, message);
  return FALSE;
}

static gboolean
diagram_read_rank (Diagram *dia, char **words, guint line, GError **error)
{
  guint64 rank = 0;
  guint files = 0;

  if (!g_ascii_string_to_unsigned (words[0], 10, 1, TAB_GRID_MAX_SIDE, &rank, NULL))
    return diagram_fail (error, "a rank line must start with a rank number from 1 to 19", line);
  if (dia->n >= TAB_GRID_MAX_SIDE)
    return diagram_fail (error, "more than 19 ranks", line);
  for (guint i = 1; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (strlen (words[i]) != 1 || strchr ("WBwb.", words[i][0]) == NULL)
        return diagram_fail (error, "a cell must be 'W', 'B', 'w', 'b' or '.'", line);
      if (files >= TAB_GRID_MAX_SIDE)
        return diagram_fail (error, "more than 19 files", line);
      dia->cells[dia->n][files++] = words[i][0];
    }
  if (dia->n == 0)
    {
      if (rank != files)
        return diagram_fail (error, "the top rank number must equal the number of files", line);
      dia->width = files;
    }
  if (files != dia->width || rank != dia->width - dia->n)
    return diagram_fail (error, "the ranks must go down from N to 1, each with N cells", line);
  dia->n++;
  return TRUE;
}

static gboolean
diagram_read_files (const Diagram *dia, char **words, guint line, GError **error)
{
  guint files = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (words[i][0] != (char) ('a' + files) || words[i][1] != '\0')
        return diagram_fail (error, "the file line must read a b c … in order", line);
      files++;
    }
  if (files != dia->n)
    return diagram_fail (error, "the file line must name one letter per file", line);
  return TRUE;
}

static gboolean
diagram_read (Diagram *dia, const char *text, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  gboolean files_read = FALSE;

  dia->n = 0;
  dia->width = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      char *line = g_strstrip (lines[i]);

      if (line[0] == '\0')
        continue;
      if (files_read)
        return diagram_fail (error, "nothing may follow the file letters", i + 1);
      words = g_strsplit_set (line, " \t", -1);
      if (g_ascii_isdigit (line[0]))
        {
          if (!diagram_read_rank (dia, words, i + 1, error))
            return FALSE;
        }
      else if (line[0] == 'a')
        {
          if (!diagram_read_files (dia, words, i + 1, error))
            return FALSE;
          files_read = TRUE;
        }
      else
        return diagram_fail (error, "expected a rank line or the file letters", i + 1);
    }
  if (dia->n == 0)
    return diagram_fail (error, "no ranks", 1);
  if (dia->n != dia->width)
    return diagram_fail (error, "the last rank must be rank 1", 1);
  return TRUE;
}

static gboolean
setup_check_last (guint to_move, int last_seat, GError **error)
{
  if (last_seat == -1)
    {
      g_set_error_literal (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                           "bad Freedom diagram: more than one stone is marked as the last one");
      return FALSE;
    }
  if (last_seat == (int) to_move)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "bad Freedom diagram: the stone placed last cannot be %s's: %s is to move",
                   to_move == 1 ? "White" : "Black", to_move == 1 ? "White" : "Black");
      return FALSE;
    }
  return TRUE;
}

gboolean
tab_freedom_setup (TabPosition *pos, const char *diagram, GError **error)
{
  Diagram dia;
  TabOptions options = { 0, 0, 2 };
  TabPosition work;
  FreedomState *st;
  const Geometry *g;
  guint count[2] = { 0, 0 };
  int last_seat = 0, last_bit = NO_BIT;

  if (!diagram_read (&dia, diagram, error))
    return FALSE;
  options.rows = options.cols = (guint8) dia.n;
  if (!tab_position_init (&work, &tab_freedom_rules, &options, error))
    return FALSE;
  g = geometry_of (&work);
  st = state_of (&work);
  for (guint row = 0; row < dia.n; row++)
    for (guint file = 0; file < dia.n; file++)
      {
        char c = dia.cells[row][file];
        guint cell = (dia.n - 1 - row) * dia.n + file;
        guint bit = (guint) g->bit_of_cell[cell], seat;

        if (c == '.')
          continue;
        seat = g_ascii_toupper (c) == 'W' ? 1 : 2;
        if (g_ascii_islower (c))
          {
            last_seat = last_seat == 0 ? (int) seat : -1;
            last_bit = (int) bit;
          }
        count[seat - 1]++;
        st->stones[seat - 1][bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        st->empty[bit / 64] &= ~(G_GUINT64_CONSTANT (1) << (bit % 64));
        st->key ^= g->keys[seat - 1][bit];
        st->n_empty--;
      }
  /* White places first: after equal numbers of stones White is to move.
   * Diagrams that cannot arise in play (the scoring examples of the rule
   * book) are accepted too: Black is to move when White has more stones. */
  work.to_move = count[0] > count[1] ? 2 : 1;
  if (!setup_check_last (work.to_move, last_seat, error))
    return FALSE;
  st->last = (gint16) last_bit;
  work.turn = work.ply = count[0] + count[1];
  if (st->n_empty == 0)
    finish_game (&work, g);
  tab_position_copy (pos, &work);
  return TRUE;
}
