/* tab-green-skull-private.h: what the parts of Green Skull share
 * (tab-green-skull*.c)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bit boards, the state and the helpers the parts share.  The helpers
 * stay static, in every part that uses them, so that the compiler makes
 * the same inlining choices for the hot paths in tab-green-skull.c as when
 * the game was one file; the G_GNUC_UNUSED ones are not used by every part.
 */

#pragma once

#include "tab-green-skull.h"
#include "tab-games.h"
#include "tab-random.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#ifndef __SIZEOF_INT128__
#error "the Green Skull engine needs a compiler with unsigned __int128 (any 64-bit GCC or Clang)"
#endif

__extension__ typedef unsigned __int128 GsBits;

#define GS_BIT(b)        ((GsBits) 1 << (b))
#define GS_ROW_BITS(r)   (((GS_BIT ((r) + 1)) - 1) << (10 * (r)))
#define GS_VALID         (GS_ROW_BITS (0) | GS_ROW_BITS (1) | GS_ROW_BITS (2) | GS_ROW_BITS (3) | \
                          GS_ROW_BITS (4) | GS_ROW_BITS (5) | GS_ROW_BITS (6) | GS_ROW_BITS (7) | \
                          GS_ROW_BITS (8) | GS_ROW_BITS (9))
#define GS_N_BITS        100

#define GS_TURN_LIMIT    400
/* The turn count decides the future only through the turn limit, so the
 * hash takes it in only over the last turns before the limit (no search
 * looks further ahead); earlier, positions reached after a different
 * number of turns still meet in the transposition table. */
#define GS_HASH_TURN_WINDOW 80

enum
{
  GS_STEP = 1,
  GS_JUMP = 2,
  GS_END = 3,
};

#define GS_ACTION(kind, from, to) (((guint32) (kind) << 16) | ((guint32) (from) << 8) | (guint32) (to))
#define GS_ACTION_END             GS_ACTION (GS_END, 0, 0)
#define GS_ACTION_KIND(a)         ((a) >> 16)
#define GS_ACTION_FROM(a)         (((a) >> 8) & 0xff)
#define GS_ACTION_TO(a)           ((a) & 0xff)

#define GS_N_DIRS 6
/* E, W, NE, SW, NW, SE (rule file, section 2.2) */
static const int gs_delta[GS_N_DIRS] = { 1, -1, -10, 10, -11, 11 };
/* Loops over the directions are unrolled so that every shift is by a
 * constant (a variable 128-bit shift costs several branches) */
#define GS_EACH_DIR(d) _Pragma ("GCC unroll 6") for (guint d = 0; d < GS_N_DIRS; d++)

/* Start counts and own edges, indexed by species (1..3) */
static const guint gs_start_count[4] = { 0, 10, 10, 8 };
static const char gs_glyph[4] = { '.', 'O', 'G', 'Z' };

static const GsBits gs_edge[4] = {
  0,
  /* Orcs: the left side, col 0 */
  GS_BIT (0) | GS_BIT (10) | GS_BIT (20) | GS_BIT (30) | GS_BIT (40) |
  GS_BIT (50) | GS_BIT (60) | GS_BIT (70) | GS_BIT (80) | GS_BIT (90),
  /* Goblins: the right side, col = row */
  GS_BIT (0) | GS_BIT (11) | GS_BIT (22) | GS_BIT (33) | GS_BIT (44) |
  GS_BIT (55) | GS_BIT (66) | GS_BIT (77) | GS_BIT (88) | GS_BIT (99),
  /* Zombies: the bottom row */
  GS_ROW_BITS (9),
};

static const char gs_initial_diagram[] =
  "          ."
  "         . ."
  "        Z . Z"
  "       Z . . Z"
  "      . . Z . ."
  "     . . Z Z . ."
  "    G . . Z . . O"
  "   G G . . . . O O"
  "  G G G . . . O O O"
  " G G G G . . O O O O";

typedef struct
{
  guint64 board[3][2];  /* bit boards of Orcs, Goblins, Zombies: low, high word */
  guint8  phase;        /* TabGreenSkullPhase */
  guint8  skull;        /* the seat holding the skull */
  guint8  jumper;       /* bit of the piece in a series (the *_JUMPS phases) */
  guint8  end_reason;   /* TabGreenSkullEndReason */
  guint8  end_species;  /* the species that met E1/E2 */
} GsState;

G_STATIC_ASSERT (sizeof (GsState) <= sizeof (((TabPosition *) 0)->state));

/* The bit boards as 128-bit values, indexed by species (1..3), for the
 * code off the hot paths.  (pos->state is only 8-byte aligned: the words
 * are always read and written one by one.) */
typedef struct
{
  GsBits sp[4];
} GsBoard;

/* GS_BIT (b) for a b known only at run time: a variable 128-bit shift
 * takes several instructions and a branch, a table lookup two loads.  The
 * table also answers for the cells a step or a jump off the board would
 * reach (−22 ≤ b < 128): no cell there, or one outside GS_VALID. */
#define GS_BITS8(t) GS_BIT (t), GS_BIT (t + 1), GS_BIT (t + 2), GS_BIT (t + 3), \
                    GS_BIT (t + 4), GS_BIT (t + 5), GS_BIT (t + 6), GS_BIT (t + 7)
#define GS_SINGLE_OFFSET 32
static const GsBits gs_single_table[GS_SINGLE_OFFSET + 128] = {
  [GS_SINGLE_OFFSET] =
  GS_BITS8 (0), GS_BITS8 (8), GS_BITS8 (16), GS_BITS8 (24), GS_BITS8 (32), GS_BITS8 (40),
  GS_BITS8 (48), GS_BITS8 (56), GS_BITS8 (64), GS_BITS8 (72), GS_BITS8 (80), GS_BITS8 (88),
  GS_BITS8 (96), GS_BITS8 (104), GS_BITS8 (112), GS_BITS8 (120),
};

static inline GsBits
gs_single (int b)
{
  return gs_single_table[b + GS_SINGLE_OFFSET];
}

static inline GsState *
gs_state (TabPosition *pos)
{
  return (GsState *) pos->state;
}

static inline const GsState *
gs_cstate (const TabPosition *pos)
{
  return (const GsState *) pos->state;
}

static inline void
gs_load (const GsState *st, GsBoard *b)
{
  b->sp[0] = 0;
  for (guint s = 1; s <= 3; s++)
    b->sp[s] = (GsBits) st->board[s - 1][1] << 64 | st->board[s - 1][0];
}

static inline void
gs_store (GsState *st, const GsBoard *b)
{
  for (guint s = 1; s <= 3; s++)
    {
      st->board[s - 1][0] = (guint64) b->sp[s];
      st->board[s - 1][1] = (guint64) (b->sp[s] >> 64);
    }
}

static inline GsBits
gs_occupied (const GsBoard *b)
{
  return b->sp[1] | b->sp[2] | b->sp[3];
}

/* The hot paths work on the state itself, species by species */
static inline GsBits
gs_get (const GsState *st, guint species)
{
  return (GsBits) st->board[species - 1][1] << 64 | st->board[species - 1][0];
}

static inline void
gs_put (GsState *st, guint species, GsBits x)
{
  st->board[species - 1][0] = (guint64) x;
  st->board[species - 1][1] = (guint64) (x >> 64);
}

static inline GsBits
gs_occupied_in (const GsState *st)
{
  return gs_get (st, 1) | gs_get (st, 2) | gs_get (st, 3);
}

/* The cells next to those of x in one direction, plus junk outside the
 * valid cells: every caller masks the result with the empty or the
 * occupied cells, both inside GS_VALID, which drops the junk. */
static inline GsBits
gs_shift (GsBits x, int delta)
{
  return delta > 0 ? x << delta : x >> -delta;
}

/* Counting bits.  The x86-64 baseline has no popcnt instruction, and
 * without it GCC calls a slow library routine: there the count is done
 * bit-parallel in registers. */
static inline guint
gs_popcount (GsBits x)
{
#if defined(__x86_64__) && !defined(__POPCNT__)
  const guint64 m1 = G_GUINT64_CONSTANT (0x5555555555555555);
  const guint64 m2 = G_GUINT64_CONSTANT (0x3333333333333333);
  const guint64 m4 = G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  guint64 a = (guint64) x, b = (guint64) (x >> 64);

  a -= (a >> 1) & m1;
  b -= (b >> 1) & m1;
  a = (a & m2) + ((a >> 2) & m2);
  b = (b & m2) + ((b >> 2) & m2);
  a = (a + (a >> 4)) & m4;
  b = (b + (b >> 4)) & m4;
  /* each byte of a + b is at most 16, their sum at most 128 */
  return (guint) (((a + b) * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#else
  return (guint) (__builtin_popcountll ((guint64) x) + __builtin_popcountll ((guint64) (x >> 64)));
#endif
}

static inline int
gs_lowest (GsBits x)
{
  guint64 lo = (guint64) x;

  return lo ? __builtin_ctzll (lo) : 64 + __builtin_ctzll ((guint64) (x >> 64));
}

/* the bit of the k-th (from 0) set bit of x, which has more than k */
static inline int
gs_nth_bit (GsBits x, guint k)
{
  while (k-- > 0)
    x &= x - 1;
  return gs_lowest (x);
}

static inline guint
gs_species_at (const GsBoard *b, int bit)
{
  for (guint s = 1; s <= 3; s++)
    if (b->sp[s] & GS_BIT (bit))
      return s;
  return 0;
}

/* Cells: bit ⇄ public index */

static const guint8 gs_bit_of_cell[TAB_GREEN_SKULL_CELLS] = {
  0, 10, 11, 20, 21, 22, 30, 31, 32, 33, 40, 41, 42, 43, 44, 50, 51, 52, 53,
  54, 55, 60, 61, 62, 63, 64, 65, 66, 70, 71, 72, 73, 74, 75, 76, 77, 80, 81,
  82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99,
};

static inline int
gs_cell_of_bit (int bit)
{
  int r = bit / 10;

  return r * (r + 1) / 2 + bit % 10;
}

static inline gboolean
gs_bit_is_valid (int bit)
{
  return bit >= 0 && bit < GS_N_BITS && bit % 10 <= bit / 10;
}

/* writes the cell name ("a1", "j10") and returns its length */
G_GNUC_UNUSED static gsize
gs_format_cell (int bit, char *buf)
{
  return (gsize) g_snprintf (buf, 4, "%c%d", 'a' + bit / 10, bit % 10 + 1);
}


/* The scores of the species on a board (sections 6 and 7) */
G_GNUC_UNUSED static void
gs_scores_of (const GsBoard *b, int score[4])
{
  guint lost[4], on_edge[4];

  for (guint s = 1; s <= 3; s++)
    {
      lost[s] = gs_start_count[s] - MIN (gs_popcount (b->sp[s]), gs_start_count[s]);
      on_edge[s] = gs_popcount (b->sp[s] & gs_edge[s]);
    }
  score[0] = 0;
  score[1] = (int) (2 * on_edge[1] + lost[2] + lost[3]);
  score[2] = (int) (2 * on_edge[2] + lost[1] + lost[3]);
  score[3] = (int) (2 * on_edge[3] + lost[1] + lost[2]);
}

/* The functions one part defines for the others */

/* tab-green-skull.c */
void gs_scores (const TabPosition *pos, int *scores);

/* tab-green-skull-text.c */
gboolean gs_parse_diagram       (const char *diagram, GsBoard *b, GError **error);
void     gs_status              (const TabPosition *pos, GString *out);
void     gs_format_action       (const TabPosition *pos, TabAction action, char *buf);
gboolean gs_token_is_wellformed (const TabPosition *pos, const char *token);
void     gs_render              (const TabPosition *pos, GString *out);

/* tab-green-skull-eval.c */
int gs_evaluate (const TabPosition *pos, guint seat);

/* tab-green-skull-query.c */
guint    gs_n_cells        (const TabPosition *pos);
guint    gs_piece_at       (const TabPosition *pos, guint cell);
void     gs_action_cells   (const TabPosition *pos, TabAction action, int *from, int *to);
gboolean gs_is_capture     (const TabPosition *pos, TabAction action);
void     gs_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects);
