/* tab-green-skull.c: Green Skull, the race across the triangle with the zombies
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are in rules/green-skull.md; section numbers below refer to it.
 *
 * Bit boards.  The 55 cells are laid out as bit 10 * row + col of a 128-bit
 * word (col 0..row).  In that layout each of the six directions is one
 * shift: E +1, W −1, NE −10, SW +10, NW −11, SE +11.  A shift never lands on
 * another valid cell by wrapping (W of col 0 gives col 9 of the row above,
 * which only row j has; E of the last cell of a row gives a cell right of
 * the triangle; anything above row a or below row j falls off), so masking
 * the result with the empty or the occupied cells (both within the valid
 * cells) is all the edge handling needed.  The public cell index
 * (row * (row + 1) / 2 + col) appears only in piece_at, action_cells and
 * the accessors.
 *
 * Actions: kind << 16 | from << 8 | to, kind a step, a jump or "end",
 * from and to bit numbers.
 *
 * Speed: a random playout from the start is about 175 actions; the
 * playouts use gs_random_action (rejection sampling, no move list) and an
 * apply that works on the state in place.
 */

#include "tab-green-skull.h"
#include "tab-games.h"
#include "tab-random.h"

#include <string.h>

#define N_(s) (s)

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
static gsize
gs_format_cell (int bit, char *buf)
{
  return (gsize) g_snprintf (buf, 4, "%c%d", 'a' + bit / 10, bit % 10 + 1);
}

/* Movement */

/* the landing cells of the jumps of movers in one direction */
static inline GsBits
gs_jump_landings (GsBits movers, GsBits occupied, GsBits empty, int delta)
{
  return gs_shift (gs_shift (movers, delta) & occupied, delta) & empty;
}

static gboolean
gs_can_jump (GsBits movers, GsBits occupied)
{
  GsBits empty = GS_VALID & ~occupied;

  GS_EACH_DIR (d)
    if (gs_jump_landings (movers, occupied, empty, gs_delta[d]))
      return TRUE;
  return FALSE;
}

static gboolean
gs_can_move (GsBits movers, GsBits occupied)
{
  GsBits empty = GS_VALID & ~occupied;

  GS_EACH_DIR (d)
    if (gs_shift (movers, gs_delta[d]) & empty)
      return TRUE;
  return gs_can_jump (movers, occupied);
}

/* gs_can_move, answering the usual case (a step along a row) at a
 * fraction of the cost */
static inline gboolean
gs_can_move_fast (GsBits movers, GsBits occupied)
{
  if ((gs_shift (movers, 1) | gs_shift (movers, -1)) & GS_VALID & ~occupied)
    return TRUE;
  return gs_can_move (movers, occupied);
}

/* What may move in this phase (section 5.2) */
typedef struct
{
  GsBits   movers;
  GsBits   occupied;
  gboolean steps;   /* a fresh move: steps and first jumps */
  gboolean end;     /* "end" is legal */
} GsMoveSet;

static inline void
gs_move_set (const TabPosition *pos, GsMoveSet *m)
{
  const GsState *st = gs_cstate (pos);

  m->occupied = gs_occupied_in (st);
  switch (st->phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      m->movers = gs_get (st, pos->to_move);
      m->steps = TRUE;
      m->end = FALSE;
      break;
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      m->movers = gs_get (st, TAB_GREEN_SKULL_ZOMBIES);
      m->steps = TRUE;
      m->end = TRUE;
      break;
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
      m->movers = gs_single (st->jumper);
      m->steps = FALSE;
      m->end = TRUE;
      break;
    case TAB_GREEN_SKULL_PHASE_OVER:
    default:
      m->movers = 0;
      m->steps = FALSE;
      m->end = FALSE;
      break;
    }
}

/* The legal actions in one fixed order: the steps direction by direction,
 * then the jumps direction by direction, then "end".  gs_generate,
 * gs_count and gs_random_action_counted follow it. */
static guint
gs_generate (const GsMoveSet *m, TabAction *out)
{
  GsBits empty = GS_VALID & ~m->occupied;
  guint n = 0;

  if (m->steps)
    GS_EACH_DIR (d)
      for (GsBits t = gs_shift (m->movers, gs_delta[d]) & empty; t; t &= t - 1)
        {
          int to = gs_lowest (t);
          out[n++] = GS_ACTION (GS_STEP, to - gs_delta[d], to);
        }
  GS_EACH_DIR (d)
    for (GsBits t = gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]); t; t &= t - 1)
      {
        int to = gs_lowest (t);
        out[n++] = GS_ACTION (GS_JUMP, to - 2 * gs_delta[d], to);
      }
  if (m->end)
    out[n++] = GS_ACTION_END;
  return n;
}

static guint
gs_count (const GsMoveSet *m)
{
  GsBits empty = GS_VALID & ~m->occupied;
  guint n = m->end ? 1 : 0;

  if (m->steps)
    GS_EACH_DIR (d)
      n += gs_popcount (gs_shift (m->movers, gs_delta[d]) & empty);
  GS_EACH_DIR (d)
    n += gs_popcount (gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]));
  return n;
}

/* Scores and the end (sections 6 and 7) */

static void
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

TabOutcome
tab_green_skull_result (int orcs, int goblins, int zombies, guint *winner)
{
  *winner = 0;
  if (zombies > orcs && zombies > goblins)
    return TAB_OUTCOME_NOBODY;
  if (orcs != goblins)
    {
      *winner = orcs > goblins ? 1 : 2;
      return TAB_OUTCOME_WIN;
    }
  return TAB_OUTCOME_DRAW;
}

/* E1/E2 for any species: records the reason and returns TRUE when met */
static gboolean
gs_record_end (GsState *st)
{
  for (guint s = 1; s <= 3; s++)
    if (gs_get (st, s) == 0)
      {
        st->end_reason = TAB_GREEN_SKULL_END_ALL_CAPTURED;
        st->end_species = (guint8) s;
        return TRUE;
      }
  for (guint s = 1; s <= 3; s++)
    if ((gs_get (st, s) & ~gs_edge[s]) == 0)
      {
        st->end_reason = TAB_GREEN_SKULL_END_ALL_ON_EDGE;
        st->end_species = (guint8) s;
        return TRUE;
      }
  return FALSE;
}

/* The same, with the usual answer fast: a species with a piece off its
 * edge meets neither E1 nor E2 */
static inline gboolean
gs_check_end (GsState *st)
{
  if ((gs_get (st, 1) & ~gs_edge[1]) && (gs_get (st, 2) & ~gs_edge[2])
      && (gs_get (st, 3) & ~gs_edge[3]))
    return FALSE;
  return gs_record_end (st);
}

static void
gs_finish (TabPosition *pos, GsState *st)
{
  GsBoard b;
  int score[4];
  guint winner;

  gs_load (st, &b);
  gs_scores_of (&b, score);
  pos->outcome = (guint8) tab_green_skull_result (score[1], score[2], score[3], &winner);
  pos->winner = (guint8) winner;
  st->phase = TAB_GREEN_SKULL_PHASE_OVER;
}

/* Turns (section 5.3) */

static void
gs_end_turn (TabPosition *pos, GsState *st)
{
  GsBits occupied = gs_occupied_in (st);

  /* an empty turn (section 5.6) hands the move straight back; the turn
   * limit bounds the loop even on a board set up by hand */
  for (;;)
    {
      guint seat;

      pos->turn++;
      pos->to_move = (guint8) (3 - pos->to_move);
      seat = pos->to_move;
      if (pos->turn >= GS_TURN_LIMIT)
        {
          if (!gs_check_end (st))
            {
              st->end_reason = TAB_GREEN_SKULL_END_TURN_LIMIT;
              st->end_species = 0;
            }
          gs_finish (pos, st);
          return;
        }
      if (gs_can_move_fast (gs_get (st, seat), occupied))
        {
          st->phase = TAB_GREEN_SKULL_PHASE_OWN_MOVE;
          return;
        }
      if (st->skull == seat && gs_can_move (gs_get (st, TAB_GREEN_SKULL_ZOMBIES), occupied))
        {
          st->phase = TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE;
          return;
        }
    }
}

/* own_move_done and zombie_move_done of section 5.3 */
static inline void
gs_move_done (TabPosition *pos, GsState *st, gboolean zombie, gboolean captured)
{
  guint seat = pos->to_move;

  if (captured && st->skull == seat)
    st->skull = (guint8) (3 - seat);
  if (gs_check_end (st))
    gs_finish (pos, st);
  else if (!zombie && st->skull == seat
           && gs_can_move_fast (gs_get (st, TAB_GREEN_SKULL_ZOMBIES), gs_occupied_in (st)))
    st->phase = TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE;
  else
    gs_end_turn (pos, st);
}

static void
gs_apply (TabPosition *pos, TabAction action)
{
  GsState *st = gs_state (pos);
  gboolean zombie = st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE
                    || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS;
  guint species = zombie ? TAB_GREEN_SKULL_ZOMBIES : pos->to_move;
  int from = (int) GS_ACTION_FROM (action);
  int to = (int) GS_ACTION_TO (action);

  st->jumper = 0;  /* set again below if a series goes on */
  switch (GS_ACTION_KIND (action))
    {
    case GS_STEP:
      gs_put (st, species, gs_get (st, species) ^ (gs_single (from) | gs_single (to)));
      gs_move_done (pos, st, zombie, FALSE);
      break;

    case GS_JUMP:
      {
        GsBits keep = ~gs_single ((from + to) / 2);

        gs_put (st, species, gs_get (st, species) ^ (gs_single (from) | gs_single (to)));
        for (guint s = 1; s <= 3; s++)
          gs_put (st, s, gs_get (st, s) & keep);
        if (gs_can_jump (gs_single (to), gs_occupied_in (st)))
          {
            st->phase = zombie ? TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS : TAB_GREEN_SKULL_PHASE_OWN_JUMPS;
            st->jumper = (guint8) to;
          }
        else
          gs_move_done (pos, st, zombie, TRUE);
      }
      break;

    case GS_END:
    default:
      if (st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE)
        gs_end_turn (pos, st);  /* the zombie move is declined */
      else
        gs_move_done (pos, st, zombie, TRUE);  /* a series stops */
      break;
    }
}

/* The table's functions */

static gboolean
gs_parse_diagram (const char *diagram, GsBoard *b, GError **error)
{
  guint n = 0;

  memset (b, 0, sizeof *b);
  for (const char *p = diagram; *p != '\0'; p++)
    {
      guint s;

      if (g_ascii_isspace (*p) || (*p >= 'a' && *p <= 'j'))
        continue;
      for (s = 0; s <= 3 && gs_glyph[s] != *p; s++)
        ;
      if (s > 3)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "unexpected character '%c' in the board (expected . O G Z)", *p);
          return FALSE;
        }
      if (s > 0 && n < TAB_GREEN_SKULL_CELLS)
        b->sp[s] |= GS_BIT (gs_bit_of_cell[n]);
      n++;
    }
  if (n != TAB_GREEN_SKULL_CELLS)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "the board needs %u cells, not %u", TAB_GREEN_SKULL_CELLS, n);
      return FALSE;
    }
  for (guint s = 1; s <= 3; s++)
    if (gs_popcount (b->sp[s]) > gs_start_count[s])
      {
        g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                     "the board has %u %s; the game has only %u",
                     gs_popcount (b->sp[s]), s == 1 ? "orcs" : s == 2 ? "goblins" : "zombies",
                     gs_start_count[s]);
        return FALSE;
      }
  return TRUE;
}

static void
gs_init (TabPosition *pos)
{
  GsState *st = gs_state (pos);
  GsBoard b;
  gboolean ok;

  memset (st, 0, sizeof *st);
  ok = gs_parse_diagram (gs_initial_diagram, &b, NULL);
  g_assert (ok);
  gs_store (st, &b);
  st->phase = TAB_GREEN_SKULL_PHASE_OWN_MOVE;
  st->skull = 2;
  pos->to_move = 1;
}

static guint
gs_legal (const TabPosition *pos, TabAction *out)
{
  GsMoveSet m;

  gs_move_set (pos, &m);
  return gs_generate (&m, out);
}

/* A uniformly random legal action, exactly: the k-th action in
 * gs_generate's order for a uniform k */
static G_GNUC_NO_INLINE TabAction
gs_random_action_counted (const GsMoveSet *m, TabRng *rng)
{
  GsBits steps[GS_N_DIRS] = { 0 }, jumps[GS_N_DIRS];
  GsBits empty = GS_VALID & ~m->occupied;
  guint n_steps[GS_N_DIRS] = { 0 }, n_jumps[GS_N_DIRS];
  guint n = m->end ? 1 : 0, k;

  if (m->steps)
    GS_EACH_DIR (d)
      {
        steps[d] = gs_shift (m->movers, gs_delta[d]) & empty;
        n_steps[d] = gs_popcount (steps[d]);
        n += n_steps[d];
      }
  GS_EACH_DIR (d)
    {
      jumps[d] = gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]);
      n_jumps[d] = gs_popcount (jumps[d]);
      n += n_jumps[d];
    }
  g_assert (n > 0);

  k = tab_rng_below (rng, n);
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      if (k < n_steps[d])
        {
          int to = gs_nth_bit (steps[d], k);
          return GS_ACTION (GS_STEP, to - gs_delta[d], to);
        }
      k -= n_steps[d];
    }
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      if (k < n_jumps[d])
        {
          int to = gs_nth_bit (jumps[d], k);
          return GS_ACTION (GS_JUMP, to - 2 * gs_delta[d], to);
        }
      k -= n_jumps[d];
    }
  return GS_ACTION_END;
}

/* The playouts' random action, by rejection: a piece that may move and a
 * direction are drawn uniformly (and "end" as one more draw where it is
 * legal).  Each legal action is exactly one such draw: a step when the
 * next cell that way is empty, a jump when it is occupied and the cell
 * beyond is empty.  A draw that is no legal action is drawn again, so
 * every legal action comes out with the same chance.  About half of the
 * draws are legal actions in random games, which makes this much cheaper
 * than counting every action; in a position where most draws fail the
 * exact count takes over after GS_RANDOM_TRIES of them. */
#define GS_RANDOM_TRIES 16

static TabAction
gs_random_action (const TabPosition *pos, gpointer rng)
{
  GsMoveSet m;
  GsBits empty;
  guint8 movers[TAB_GREEN_SKULL_CELLS];
  guint n_movers = 0, n_draws;

  gs_move_set (pos, &m);
  empty = GS_VALID & ~m.occupied;
  /* word by word: cheaper than 128-bit arithmetic */
  for (guint64 w = (guint64) m.movers; w; w &= w - 1)
    movers[n_movers++] = (guint8) __builtin_ctzll (w);
  for (guint64 w = (guint64) (m.movers >> 64); w; w &= w - 1)
    movers[n_movers++] = (guint8) (64 + __builtin_ctzll (w));
  n_draws = GS_N_DIRS * n_movers + (m.end ? 1 : 0);

  for (guint tries = 0; tries < GS_RANDOM_TRIES; tries++)
    {
      guint draw = tab_rng_below (rng, n_draws);
      int from, delta;

      if (draw == GS_N_DIRS * n_movers)
        return GS_ACTION_END;
      from = movers[draw / GS_N_DIRS];
      delta = gs_delta[draw % GS_N_DIRS];
      if (empty & gs_single (from + delta))
        {
          if (m.steps)
            return GS_ACTION (GS_STEP, from, from + delta);
        }
      else if ((m.occupied & gs_single (from + delta)) && (empty & gs_single (from + 2 * delta)))
        return GS_ACTION (GS_JUMP, from, from + 2 * delta);
    }
  return gs_random_action_counted (&m, rng);
}

static guint64
gs_perft_rec (const TabPosition *pos, guint depth)
{
  TabAction actions[TAB_MAX_ACTIONS];
  GsMoveSet m;
  guint64 total = 0;
  guint n;

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  gs_move_set (pos, &m);
  if (depth == 1)
    return gs_count (&m);  /* bulk counting at the last ply */
  n = gs_generate (&m, actions);
  for (guint i = 0; i < n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      gs_apply (&child, actions[i]);
      total += gs_perft_rec (&child, depth - 1);
    }
  return total;
}

static guint64
gs_perft (const TabPosition *pos, guint depth)
{
  return gs_perft_rec (pos, depth);
}

static void
gs_scores (const TabPosition *pos, int *scores)
{
  GsBoard b;
  int score[4];

  gs_load (gs_cstate (pos), &b);
  gs_scores_of (&b, score);
  scores[0] = score[1];
  scores[1] = score[2];
  scores[2] = score[3];
}

static const char *
gs_phase_text (guint phase)
{
  switch (phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      return "own move";
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
      return "own jumps from ";
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      return "zombie move";
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
    default:
      return "zombie jumps from ";
    }
}

/* "seat 1 to move (own move, skull with seat 2)", "seat 2 to move (zombie
 * jumps from e1, skull with seat 2)"; "game over: seat 1 wins; orcs 15,
 * goblins 13, zombies 14" (section 7.3) */
static void
gs_status (const TabPosition *pos, GString *out)
{
  const GsState *st = gs_cstate (pos);

  if (pos->outcome != TAB_OUTCOME_NONE)
    {
      int scores[3];

      gs_scores (pos, scores);
      g_string_append (out, "game over: ");
      switch (pos->outcome)
        {
        case TAB_OUTCOME_WIN:
          g_string_append_printf (out, "seat %u wins", pos->winner);
          break;
        case TAB_OUTCOME_NOBODY:
          g_string_append (out, "zombies win");
          break;
        case TAB_OUTCOME_DRAW:
        default:
          g_string_append (out, "draw");
          break;
        }
      g_string_append_printf (out, "; orcs %d, goblins %d, zombies %d%s",
                              scores[0], scores[1], scores[2],
                              st->end_reason == TAB_GREEN_SKULL_END_TURN_LIMIT ? " [turn limit]" : "");
      return;
    }

  g_string_append_printf (out, "seat %u to move (%s", pos->to_move, gs_phase_text (st->phase));
  if (st->phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS)
    {
      char cell[4];

      gs_format_cell (st->jumper, cell);
      g_string_append (out, cell);
    }
  g_string_append_printf (out, ", skull with seat %u)", st->skull);
}

/* Sum over the pieces of a species of how far each has come: 9 minus its
 * distance (in rows of cells) to its own edge */
static int
gs_progress (GsBits pieces, guint species)
{
  int total = 0;

  for (; pieces; pieces &= pieces - 1)
    {
      int bit = gs_lowest (pieces);
      int r = bit / 10, c = bit % 10;
      int dist = species == TAB_GREEN_SKULL_ORCS ? c
                 : species == TAB_GREEN_SKULL_GOBLINS ? r - c
                 : 9 - r;
      total += 9 - dist;
    }
  return total;
}

/* The static evaluation for seat, in hundredths of a point:
 *  - the score difference (captures and pieces on the edge);
 *  - edge progress: how far each piece still on the board has come
 *    towards its own edge (a piece there will be worth 2 points);
 *  - the skull (a zombie move to come, worth a quarter point);
 *  - the zombies: when their score (plus a share of their progress) comes
 *    within 3 points of the leading player, they threaten to beat both.
 *    That ending is worth -TAB_EVAL_WIN / 2 to both seats: worse than a
 *    win for the seat ahead, better than a loss for the seat behind, so
 *    the threat counts against the one and for the other. */
static int
gs_evaluate (const TabPosition *pos, guint seat)
{
  const GsState *st = gs_cstate (pos);
  GsBoard b;
  int score[4];
  guint other = 3 - seat;
  int value, zombie_gap;

  gs_load (st, &b);
  gs_scores_of (&b, score);
  value = 100 * (score[seat] - score[other]);
  value += 8 * (gs_progress (b.sp[seat], seat) - gs_progress (b.sp[other], other));
  value += st->skull == seat ? 25 : -25;

  /* the zombies' score plus a share of their progress, against the best
   * player: within reach of the top, they threaten a nobody-wins ending */
  zombie_gap = 100 * score[3] + 4 * gs_progress (b.sp[3], 3) - 100 * MAX (score[seat], score[other]);
  if (zombie_gap > -300)
    value -= (score[seat] >= score[other] ? 1 : -1) * (zombie_gap + 300) / 4;

  return CLAMP (value, -TAB_EVAL_BOUND + 1, TAB_EVAL_BOUND - 1);
}

static void
gs_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  gsize n;

  if (GS_ACTION_KIND (action) == GS_END)
    {
      strcpy (buf, "end");
      return;
    }
  n = gs_format_cell ((int) GS_ACTION_FROM (action), buf);
  buf[n++] = GS_ACTION_KIND (action) == GS_JUMP ? 'x' : '-';
  gs_format_cell ((int) GS_ACTION_TO (action), buf + n);
}

/* parses a cell name at *p ("a1" .. "j10", no leading zero); returns its
 * bit, or -1 */
static int
gs_parse_cell (const char **p)
{
  const char *s = *p;
  int r, number;

  if (*s < 'a' || *s > 'j')
    return -1;
  r = *s++ - 'a';
  if (*s < '1' || *s > '9')
    return -1;
  number = *s++ - '0';
  if (*s >= '0' && *s <= '9')
    number = number * 10 + (*s++ - '0');
  if (number > r + 1)
    return -1;
  *p = s;
  return 10 * r + number - 1;
}

/* The grammar of section 8: "end", or cell "-" cell with the second cell
 * adjacent to the first, or cell "x" cell with the second cell two cells
 * away in a straight line */
static gboolean
gs_token_is_wellformed (const TabPosition *pos, const char *token)
{
  const char *p = token;
  int from, to, diff;
  char sep;

  if (strcmp (token, "end") == 0)
    return TRUE;
  from = gs_parse_cell (&p);
  if (from < 0 || (*p != '-' && *p != 'x'))
    return FALSE;
  sep = *p++;
  to = gs_parse_cell (&p);
  if (to < 0 || *p != '\0')
    return FALSE;

  diff = to - from;
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      /* a horizontal move must stay in its row (bit 10r+8 + 2 is (r+1, 0)) */
      if ((gs_delta[d] == 1 || gs_delta[d] == -1) && to / 10 != from / 10)
        continue;
      if (diff == (sep == '-' ? 1 : 2) * gs_delta[d])
        return TRUE;
    }
  return FALSE;
}

static void
gs_render (const TabPosition *pos, GString *out)
{
  GsBoard b;

  gs_load (gs_cstate (pos), &b);
  for (int r = 0; r < TAB_GREEN_SKULL_ROWS; r++)
    {
      g_string_append_c (out, (char) ('a' + r));
      for (int c = 0; c <= r; c++)
        {
          if (c == 0)
            for (int i = 0; i < TAB_GREEN_SKULL_ROWS - r; i++)
              g_string_append_c (out, ' ');
          else
            g_string_append_c (out, ' ');
          g_string_append_c (out, gs_glyph[gs_species_at (&b, 10 * r + c)]);
        }
      g_string_append_c (out, '\n');
    }
}

/* Zobrist keys of (species, bit), built once */
static guint64 gs_piece_keys[4][GS_N_BITS];

static void
gs_ensure_keys (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint s = 1; s <= 3; s++)
        for (int bit = 0; bit < GS_N_BITS; bit++)
          gs_piece_keys[s][bit] = gs_bit_is_valid (bit) ? tab_zobrist (s, (guint) gs_cell_of_bit (bit)) : 0;
      g_once_init_leave (&done, 1);
    }
}

enum
{
  GS_KEY_TO_MOVE = 10,
  GS_KEY_PHASE,
  GS_KEY_SKULL,
  GS_KEY_JUMPER,
  GS_KEY_TURN,
};

static guint64
gs_hash (const TabPosition *pos)
{
  const GsState *st = gs_cstate (pos);
  GsBoard b;
  guint64 h = 0;

  gs_ensure_keys ();
  gs_load (st, &b);
  for (guint s = 1; s <= 3; s++)
    for (GsBits x = b.sp[s]; x; x &= x - 1)
      h ^= gs_piece_keys[s][gs_lowest (x)];
  h ^= tab_zobrist (GS_KEY_TO_MOVE, pos->to_move);
  h ^= tab_zobrist (GS_KEY_PHASE, st->phase);
  h ^= tab_zobrist (GS_KEY_SKULL, st->skull);
  if (st->phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS)
    h ^= tab_zobrist (GS_KEY_JUMPER, st->jumper);
  if (pos->turn + GS_HASH_TURN_WINDOW >= GS_TURN_LIMIT)
    h ^= tab_zobrist (GS_KEY_TURN, pos->turn);
  return h;
}

static guint
gs_n_cells (const TabPosition *pos)
{
  return TAB_GREEN_SKULL_CELLS;
}

static guint
gs_piece_at (const TabPosition *pos, guint cell)
{
  GsBoard b;
  guint s;

  if (cell >= TAB_GREEN_SKULL_CELLS)
    return 0;
  gs_load (gs_cstate (pos), &b);
  s = gs_species_at (&b, gs_bit_of_cell[cell]);
  return s ? TAB_PIECE (s, 1) : 0;
}

static void
gs_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  if (GS_ACTION_KIND (action) == GS_END)
    {
      *from = TAB_NO_CELL;
      *to = TAB_NO_CELL;
      return;
    }
  *from = gs_cell_of_bit ((int) GS_ACTION_FROM (action));
  *to = gs_cell_of_bit ((int) GS_ACTION_TO (action));
}

/* A jump takes the piece it jumps over, whoever owns it */
static gboolean
gs_is_capture (const TabPosition *pos, TabAction action)
{
  return GS_ACTION_KIND (action) == GS_JUMP;
}

static void
gs_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  if (gs_is_capture (pos, action))
    tab_action_effects_remove (effects, pos,
                               gs_cell_of_bit ((int) (GS_ACTION_FROM (action) + GS_ACTION_TO (action)) / 2));
}

/* A jump that leaves the mover better off than before (not the capture
 * of its own piece for nothing) is worth a look past the horizon */
static gboolean
gs_is_forcing (const TabPosition *pos, TabAction action)
{
  TabPosition child;

  if (!gs_is_capture (pos, action))
    return FALSE;
  tab_position_copy (&child, pos);
  gs_apply (&child, action);
  return tab_position_is_over (&child) ||
         gs_evaluate (&child, pos->to_move) > gs_evaluate (pos, pos->to_move);
}

const TabRules tab_green_skull_rules = {
  .id = "green-skull",
  .name = N_("Green Skull"),
  .summary = N_("Race your orcs or goblins across a triangle of hexagons; "
                "whoever holds the green skull also moves the zombies."),
  .seat_names = { N_("Orcs"), N_("Goblins") },
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .board_kind = TAB_BOARD_FIXED,
  .min_size = 0,
  .max_size = 0,
  .default_rows = 0,
  .default_cols = 0,
  .n_cells_max = TAB_GREEN_SKULL_CELLS,
  .state_size = sizeof (GsState),
  .n_scores = 3,
  .score_names = { N_("Orcs"), N_("Goblins"), N_("Zombies") },
  .init = gs_init,
  .legal = gs_legal,
  .apply = gs_apply,
  .scores = gs_scores,
  .status = gs_status,
  .evaluate = gs_evaluate,
  .format_action = gs_format_action,
  .token_is_wellformed = gs_token_is_wellformed,
  .render = gs_render,
  .hash = gs_hash,
  .n_cells = gs_n_cells,
  .piece_at = gs_piece_at,
  .action_cells = gs_action_cells,
  .is_capture = gs_is_capture,
  .is_forcing = gs_is_forcing,
  .action_effects = gs_action_effects,
  .perft = gs_perft,
  .random_action = gs_random_action,
};

/* Accessors (tab-green-skull.h) */

TabGreenSkullPhase
tab_green_skull_phase (const TabPosition *pos)
{
  return (TabGreenSkullPhase) gs_cstate (pos)->phase;
}

guint
tab_green_skull_skull_holder (const TabPosition *pos)
{
  return gs_cstate (pos)->skull;
}

int
tab_green_skull_jumper (const TabPosition *pos)
{
  const GsState *st = gs_cstate (pos);

  if (st->phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS)
    return gs_cell_of_bit (st->jumper);
  return TAB_NO_CELL;
}

void
tab_green_skull_score (const TabPosition *pos, TabGreenSkullSpecies species, TabGreenSkullScore *score)
{
  GsBoard b;
  guint lost[4];

  g_return_if_fail (species >= TAB_GREEN_SKULL_ORCS && species <= TAB_GREEN_SKULL_ZOMBIES);
  gs_load (gs_cstate (pos), &b);
  for (guint s = 1; s <= 3; s++)
    lost[s] = gs_start_count[s] - MIN (gs_popcount (b.sp[s]), gs_start_count[s]);
  score->on_board = gs_popcount (b.sp[species]);
  score->on_edge = gs_popcount (b.sp[species] & gs_edge[species]);
  score->lost = lost[species];
  score->capture_points = lost[1] + lost[2] + lost[3] - lost[species];
  score->score = (int) (2 * score->on_edge + score->capture_points);
}

TabGreenSkullEndReason
tab_green_skull_end_reason (const TabPosition *pos, guint *species)
{
  const GsState *st = gs_cstate (pos);
  TabGreenSkullEndReason reason = TAB_GREEN_SKULL_END_NONE;

  if (pos->outcome != TAB_OUTCOME_NONE)
    reason = (TabGreenSkullEndReason) st->end_reason;
  if (species != NULL)
    *species = reason == TAB_GREEN_SKULL_END_ALL_CAPTURED || reason == TAB_GREEN_SKULL_END_ALL_ON_EDGE
               ? st->end_species : 0;
  return reason;
}

gboolean
tab_green_skull_cell_coords (int cell, guint *row, guint *col)
{
  int bit;

  if (cell < 0 || cell >= TAB_GREEN_SKULL_CELLS)
    return FALSE;
  bit = gs_bit_of_cell[cell];
  *row = (guint) (bit / 10);
  *col = (guint) (bit % 10);
  return TRUE;
}

int
tab_green_skull_cell_at (int row, int col)
{
  if (row < 0 || row >= TAB_GREEN_SKULL_ROWS || col < 0 || col > row)
    return TAB_NO_CELL;
  return row * (row + 1) / 2 + col;
}

gboolean
tab_green_skull_setup (TabPosition *pos, const char *diagram, guint seat, guint skull,
                       TabGreenSkullPhase phase, GError **error)
{
  GsState st;
  GsBoard b;

  g_return_val_if_fail (pos->rules == &tab_green_skull_rules, FALSE);
  if (!gs_parse_diagram (diagram, &b, error))
    return FALSE;
  if (seat < 1 || seat > 2 || skull < 1 || skull > 2)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "the seat to move and the skull holder must be 1 or 2, not %u and %u",
                   seat, skull);
      return FALSE;
    }

  memset (&st, 0, sizeof st);
  gs_store (&st, &b);
  st.skull = (guint8) skull;
  st.phase = (guint8) phase;
  switch (phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      if (!gs_can_move (b.sp[seat], gs_occupied (&b)))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "seat %u has no move on this board", seat);
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      if (skull != seat || !gs_can_move (b.sp[TAB_GREEN_SKULL_ZOMBIES], gs_occupied (&b)))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "a zombie move needs the seat to move to hold the skull and a zombie that can move");
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_OVER:
      if (!gs_check_end (&st))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "the board meets no end condition");
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
    default:
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "a position can only be set up at the start of a move or at the end of the game");
      return FALSE;
    }

  pos->to_move = (guint8) seat;
  pos->outcome = TAB_OUTCOME_NONE;
  pos->winner = 0;
  memcpy (pos->state, &st, sizeof st);
  if (phase == TAB_GREEN_SKULL_PHASE_OVER)
    gs_finish (pos, gs_state (pos));
  return TRUE;
}
