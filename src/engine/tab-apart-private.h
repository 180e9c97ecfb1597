/* tab-apart-private.h: what the parts of Apart share (tab-apart*.c)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state, its bit masks and the helpers that change them.  The
 * helpers stay static, in every part that uses them, so that the
 * compiler makes the same inlining choices for the hot paths in
 * tab-apart.c as when the game was one file; the G_GNUC_UNUSED ones are
 * not used by every part.
 */

#pragma once

#include "tab-apart.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define APART_MIN_SIDE   5
#define APART_MAX_SIDE   15
#define APART_JUMP       0x10000u   /* flag of a segment of length ≥ 2 */
#define APART_END        0x20000u
#define APART_NO_PIECE   0xFFu
#define APART_MAX_PIECES 26     /* 2 · (15 − 2) */
#define APART_MAX_MOVES  256    /* 26 pieces × 8 directions + end */

enum
{
  WHITE = 0,
  BLACK = 1,
};

/* The pieces of a colour as bit masks along the four axes, all in one
 * array lines[c][...] so that an axis can be picked by arithmetic:
 *   ROW_BASE + r + 1    bit f: rank r (the entries for ranks −1 and R stay
 *                       empty so the ranks around a square read freely)
 *   DIAG_BASE + f − r + 14  bit r: a '/' line
 *   COL_BASE + f        bit r: file f
 *   ANTI_BASE + f + r   bit r: a '\' line */
#define ROW_BASE    0
#define DIAG_BASE   18
#define COL_BASE    48
#define ANTI_BASE   64
#define N_LINES     94

typedef struct
{
  guint16 lines[2][N_LINES];
  guint16 used[16];     /* used squares of the turn: used[r] bit f */
  /* the squares (r << 4 | f) of each colour's pieces in no particular
   * order, APART_NO_PIECE after the last: lets random_action pick a piece
   * without a board scan */
  guint8  list[2][32];
  guint8  count[2];     /* pieces on the board, the length of list[c] */
  guint8  pairs[2];     /* pairs of touching pieces of a colour; 0 = apart */
  guint8  moving;       /* r << 4 | f of the moving piece, or APART_NO_PIECE */
  guint8  jumps;        /* its legal jumps (bit d: direction d), or 0 */
  guint8  first_turn;   /* White's opening turn is not over yet */
} ApartState;

G_STATIC_ASSERT (sizeof (ApartState) <= sizeof (((TabPosition *) 0)->state));

#define SEGMENT(sr, sf, tr, tf, l) \
  ((TabAction) ((sr) | (sf) << 4 | (tr) << 8 | (tf) << 12 | ((l) >= 2 ? APART_JUMP : 0)))
#define SEG_SR(a) ((a) & 15u)
#define SEG_SF(a) (((a) >> 4) & 15u)
#define SEG_TR(a) (((a) >> 8) & 15u)
#define SEG_TF(a) (((a) >> 12) & 15u)

static inline ApartState *
state_of (TabPosition *pos)
{
  return (ApartState *) pos->state;
}

static inline const ApartState *
cstate_of (const TabPosition *pos)
{
  return (const ApartState *) pos->state;
}

static inline guint
colour_of_seat (guint seat)
{
  return seat == 1 ? WHITE : BLACK;
}

/* Board squares */

static inline guint32
rank_mask (const ApartState *st, guint c, int r)
{
  return st->lines[c][ROW_BASE + 1 + r];
}

static inline gboolean
has_piece (const ApartState *st, guint c, guint r, guint f)
{
  return (rank_mask (st, c, (int) r) >> f) & 1;
}

/* The set bits of a 9-bit number, without a popcount call (the build does
 * not assume the instruction) */
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2 (n), B2 (n + 1), B2 (n + 1), B2 (n + 2)
#define B6(n) B4 (n), B4 (n + 1), B4 (n + 1), B4 (n + 2)
#define B8(n) B6 (n), B6 (n + 1), B6 (n + 1), B6 (n + 2)
static const guint8 bits_of[512] = { B8 (0), B8 (1) };
#undef B2
#undef B4
#undef B6
#undef B8

static inline guint
count8 (guint32 x)
{
  return bits_of[x & 255u];
}

/* The pieces of colour c on the up to 8 squares around (r, f).  The masks
 * of ranks r − 1, r and r + 1 sit side by side in lines[c] and are read
 * as one 64-bit word (one load on little-endian machines, which also reads
 * rank r + 2: it is masked off).  One shift brings files f − 1 .. f + 1 of
 * each rank to the bottom of its 16-bit field (bit 15 is never set, so
 * nothing crosses from one field into the next), and the eight bits are
 * counted. */
static inline guint
neighbours (const ApartState *st, guint c, guint r, guint f)
{
  const guint16 *ranks = &st->lines[c][ROW_BASE + r];
  guint64 three, around;

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  memcpy (&three, ranks, sizeof three);
#else
  three = ranks[0] | (guint64) ranks[1] << 16 | (guint64) ranks[2] << 32;
#endif

  around = ((three << 1) >> f) & G_GUINT64_CONSTANT (0x0000000700050007);
  /* the three fields side by side in 9 bits */
  return bits_of[(around | around >> 13 | around >> 26) & 511u];
}

static inline void
toggle_bits (ApartState *st, guint c, guint r, guint f)
{
  guint16 *lines = st->lines[c];

  lines[ROW_BASE + 1 + r] ^= (guint16) (1u << f);
  lines[COL_BASE + f] ^= (guint16) (1u << r);
  lines[DIAG_BASE + 14 + f - r] ^= (guint16) (1u << r);
  lines[ANTI_BASE + f + r] ^= (guint16) (1u << r);
}

/* Where the square is in list[c]: a byte search, 16 bytes at a time with
 * SSE2 (every x86-64 has it), 8 at a time elsewhere */
static inline guint
list_index (const ApartState *st, guint c, guint r, guint f)
{
  guint8 square = (guint8) (r << 4 | f);
#ifdef __SSE2__
  __m128i pattern = _mm_set1_epi8 ((char) square);
  __m128i low = _mm_loadu_si128 ((const __m128i *) st->list[c]);
  __m128i high = _mm_loadu_si128 ((const __m128i *) (st->list[c] + 16));
  guint hits = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (low, pattern)) |
               (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (high, pattern)) << 16;

  g_assert (hits != 0);
  return (guint) __builtin_ctz (hits);
#else
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 pattern = ones * square;

  for (guint i = 0; i < sizeof st->list[c]; i += 8)
    {
      guint64 word, x, zero;

      memcpy (&word, st->list[c] + i, 8);
      x = word ^ pattern;
      /* the lowest flagged byte is the first zero byte of x */
      zero = (x - ones) & ~x & highs;
      if (zero != 0)
        return i + (guint) __builtin_ctzll (zero) / 8;
    }
  g_assert_not_reached ();
  return 0;
#endif
}

G_GNUC_UNUSED static void
put_piece (ApartState *st, guint c, guint r, guint f)
{
  st->pairs[c] += (guint8) neighbours (st, c, r, f);
  st->list[c][st->count[c]++] = (guint8) (r << 4 | f);
  toggle_bits (st, c, r, f);
}

G_GNUC_UNUSED static void
take_piece (ApartState *st, guint c, guint r, guint f)
{
  guint i = list_index (st, c, r, f);

  toggle_bits (st, c, r, f);
  st->list[c][i] = st->list[c][--st->count[c]];
  st->list[c][st->count[c]] = APART_NO_PIECE;
  st->pairs[c] -= (guint8) neighbours (st, c, r, f);
}

/* The piece of colour c on (sr, sf) moves to the empty (tr, tf); returns
 * its own neighbours there.  Both neighbour counts are read on the board
 * before the move (so they do not wait for the masks to be written): the
 * origin is then still counted around the target when they touch. */
G_GNUC_UNUSED static guint
move_piece (ApartState *st, guint c, guint sr, guint sf, guint tr, guint tf, gboolean step)
{
  guint i = list_index (st, c, sr, sf);
  guint touching = step ? 1 : 0;   /* a step lands next to its origin */
  guint before = neighbours (st, c, sr, sf);
  guint after = neighbours (st, c, tr, tf) - touching;

  st->pairs[c] = (guint8) (st->pairs[c] + after - before);
  toggle_bits (st, c, sr, sf);
  toggle_bits (st, c, tr, tf);
  st->list[c][i] = (guint8) (tr << 4 | tf);
  return after;
}

/* an empty board at the start of a turn */
G_GNUC_UNUSED static void
clear_state (ApartState *st)
{
  memset (st, 0, sizeof *st);
  memset (st->list, APART_NO_PIECE, sizeof st->list);
  st->moving = APART_NO_PIECE;
}

/* The functions one part defines for the others */

/* tab-apart-text.c */
void     apart_status              (const TabPosition *pos, GString *out);
void     apart_format_action       (const TabPosition *pos, TabAction action, char *buf);
gboolean apart_token_is_wellformed (const TabPosition *pos, const char *token);
void     apart_render              (const TabPosition *pos, GString *out);

/* tab-apart-eval.c */
int apart_evaluate (const TabPosition *pos, guint seat);

/* tab-apart-query.c */
guint    apart_n_cells        (const TabPosition *pos);
guint    apart_piece_at       (const TabPosition *pos, guint cell);
void     apart_action_cells   (const TabPosition *pos, TabAction action, int *from, int *to);
gboolean apart_is_capture     (const TabPosition *pos, TabAction action);
void     apart_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects);
