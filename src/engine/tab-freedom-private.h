/* tab-freedom-private.h: what the parts of Freedom share (tab-freedom*.c)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The geometry, the state, the bit sets of W words and the live stones.
 * The helpers stay static, in every part that uses them, so that the
 * compiler makes the same inlining choices for the hot paths as when the
 * game was one file; the G_GNUC_UNUSED ones are not used by every part.
 */

#pragma once

#include "tab-freedom.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_WORDS    6
#define MAX_BITS     (MAX_WORDS * 64)
#define ACTION_PASS  0xFFFFu
#define NO_BIT       (-1)

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

/* Geometry, built once per board size (tab-freedom-geometry.c) */

/* internal (hidden), so that the hot paths reach the cache directly,
 * as when it was static, not through the global offset table */
G_GNUC_INTERNAL extern Geometry *freedom_geometries[TAB_GRID_MAX_SIDE + 1];

G_GNUC_INTERNAL Geometry *freedom_geometry_build (guint n);

static inline const Geometry *
geometry_get (guint n)
{
  if (g_once_init_enter (&freedom_geometries[n]))
    g_once_init_leave (&freedom_geometries[n], freedom_geometry_build (n));
  return freedom_geometries[n];
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

G_GNUC_UNUSED static void
live_mask (const Geometry *g, const guint64 *x, guint64 *live)
{
  SPECIALISE (g->words, live_mask_words, g, x, live);
}

G_GNUC_UNUSED static guint
live_count (const Geometry *g, const guint64 *x)
{
  return SPECIALISE (g->words, live_count_words, g, x);
}


/* The end of the game: the more live stones win */
G_GNUC_UNUSED static void
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

/* The functions one part defines for the others */

/* tab-freedom.c */
void  freedom_scores       (const TabPosition *pos, int *scores);
guint freedom_piece_at     (const TabPosition *pos, guint cell);
void  freedom_action_cells (const TabPosition *pos, TabAction action, int *from, int *to);

/* tab-freedom-text.c */
void     freedom_status              (const TabPosition *pos, GString *out);
void     freedom_format_action       (const TabPosition *pos, TabAction action, char *buf);
gboolean freedom_token_is_wellformed (const TabPosition *pos, const char *token);
void     freedom_render              (const TabPosition *pos, GString *out);

/* tab-freedom-eval.c */
int      freedom_evaluate   (const TabPosition *pos, guint seat);
gboolean freedom_is_forcing (const TabPosition *pos, TabAction action);
