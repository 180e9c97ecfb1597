/* tab-splut-private.h: what the parts of Splut! share (tab-splut*.c)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state, the board geometry as constant tables (static, so that the
 * compiler folds their lookups in every part) and the helpers the parts
 * share.  The helpers stay static, in every part that uses them, so that
 * the compiler makes the same inlining choices for the hot paths in
 * tab-splut.c as when the game was one file; the G_GNUC_UNUSED ones are
 * not used by every part.
 */

#pragma once

#include "tab-splut.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#define OFF        81                   /* the off-board sentinel cell */
#define SINK       82                   /* scratch target of writes meant for OFF */
#define NOWHERE    255u                 /* no cell at all (not even OFF) */
#define N_BOARD    82
#define N_DIRS     4
#define OPPOSITE(d) ((d) ^ 2)

/* the loops over four directions or Rocks are short: unrolled, the table
 * lookups fold into constant offsets */
#define UNROLL _Pragma ("GCC unroll 4")

/* Board bytes: 0 empty; TAB_PIECE (seat, kind) for a team piece;
 * ROCK_CODE | rock index for a Rock (Rocks have identities for the
 * cooldown); OFF_CODE on the sentinel. */
#define EMPTY_CODE 0x00
#define ROCK_CODE  0x80
#define OFF_CODE   0xFF

/* What stands on a square; team pieces keep their kind */
enum
{
  C_EMPTY = 0,
  C_SORC = TAB_SPLUT_SORCERER,
  C_DWARF = TAB_SPLUT_DWARF,
  C_TROLL = TAB_SPLUT_TROLL,
  C_ROCK = TAB_SPLUT_ROCK,
  C_OFF,
};

#define TEAM_CLASSES(seat) \
  [(seat) * 16 + 1] = C_SORC, [(seat) * 16 + 2] = C_DWARF, [(seat) * 16 + 3] = C_TROLL

static const guint8 class_of[256] = {
  [EMPTY_CODE] = C_EMPTY,
  TEAM_CLASSES (1), TEAM_CLASSES (2), TEAM_CLASSES (3), TEAM_CLASSES (4),
  [ROCK_CODE ... ROCK_CODE + 3] = C_ROCK,
  [OFF_CODE] = C_OFF,
};

/* Action codes: bits 0-6 the piece's cell, 7-8 the direction, 9-10 the
 * kind, from bit 11 the Rock's cell (levitation, pull) or the throw's
 * direction. */
enum
{
  K_STEP = 0,     /* plain step, or a Dwarf's push */
  K_LEVITATE,
  K_PULL,
  K_THROW,
};

#define ACTION(from, d, kind, arg) \
  ((TabAction) (from) | (TabAction) (d) << 7 | (TabAction) (kind) << 9 | (TabAction) (arg) << 11)
#define ACTION_FROM(a)  ((a) & 0x7f)
#define ACTION_DIR(a)   (((a) >> 7) & 3)
#define ACTION_KIND(a)  (((a) >> 9) & 3)
#define ACTION_ARG(a)   ((a) >> 11)

#define MAX_LEGAL 48   /* a Sorcerer 20, a Dwarf 4, a Troll 24 (see the slots) */

#define LEV_IDLE   TAB_SPLUT_LEVITATION_IDLE
#define LEV_ACTIVE TAB_SPLUT_LEVITATION_ACTIVE
#define LEV_CLOSED TAB_SPLUT_LEVITATION_CLOSED

typedef struct
{
  /* Derived from the board for the move generation, kept up to date by
   * vacate () and occupy (): the empty squares as bits (bit_of[cell]),
   * and for each square which neighbours are empty (bit d), hold a Rock
   * (bit 4 + d) and could take a thrown Rock, being empty or a Sorcerer
   * or a Dwarf (bit 8 + d).  around[OFF] stays 0; around[SINK] is
   * scratch, not part of the position. */
  guint64 vacant;
  guint16 around[N_BOARD + 1];
  guint8 board[N_BOARD];
  guint8 rock[TAB_SPLUT_N_ROCKS];           /* the cell of each Rock */
  guint8 piece[TAB_MAX_SEATS][3];           /* [seat - 1][kind - 1]: cell, or OFF */
  guint8 alive;                             /* bit seat - 1: the Sorcerer is on */
  guint8 steps_left;
  guint8 lev;                               /* TabSplutLevitation */
  guint8 lev_rock;                          /* the session's Rock when active */
  guint8 moved_now;                         /* bit i: Rock i moved this turn */
  guint8 moved_before;                      /* … in the preceding turn */
  guint8 levitable;                         /* derived: the Rocks the Sorcerer may
                                             * levitate now (levitable_rocks ()) */
} SplutState;

G_STATIC_ASSERT (sizeof (SplutState) <= sizeof (((TabPosition *) 0)->state));

static inline SplutState *
state_of (TabPosition *pos)
{
  return (SplutState *) pos->state;
}

static inline const SplutState *
cstate_of (const TabPosition *pos)
{
  return (const SplutState *) pos->state;
}

/* Geometry, as constant tables.  Direction d: 0 north (+9), 1 east (+1),
 * 2 south (-9), 3 west (-1). */

#define ABS_(x) ((x) < 0 ? -(x) : (x))
#define EXISTS_RF(r, f) \
  ((r) >= 0 && (r) < 9 && (f) >= 0 && (f) < 9 && ABS_ ((f) - 4) + ABS_ ((r) - 4) <= 4)
#define NEXT_RF(c, dr, df) \
  (EXISTS_RF ((c) / 9 + (dr), (c) % 9 + (df)) ? ((c) / 9 + (dr)) * 9 + (c) % 9 + (df) : OFF)
#define NB_ROW(c) \
  { NEXT_RF ((c), 1, 0), NEXT_RF ((c), 0, 1), NEXT_RF ((c), -1, 0), NEXT_RF ((c), 0, -1) }
#define NB_ROW10(b) \
  NB_ROW (b), NB_ROW (b + 1), NB_ROW (b + 2), NB_ROW (b + 3), NB_ROW (b + 4), \
  NB_ROW (b + 5), NB_ROW (b + 6), NB_ROW (b + 7), NB_ROW (b + 8), NB_ROW (b + 9)

/* next[cell][d]: the neighbour, or OFF; OFF's neighbours are OFF (row 81
 * is computed for rank 9, file 0, which has no neighbours on the board) */
static const guint8 next[N_BOARD][N_DIRS] = {
  NB_ROW10 (0), NB_ROW10 (10), NB_ROW10 (20), NB_ROW10 (30),
  NB_ROW10 (40), NB_ROW10 (50), NB_ROW10 (60), NB_ROW10 (70),
  NB_ROW (80), NB_ROW (81),
};

/* touch[cell][d]: next[cell][d], but SINK instead of OFF, so that
 * flip_neighbours () needs no test and leaves around[OFF] alone */
#define TOUCH_RF(c, dr, df) \
  (EXISTS_RF ((c) / 9 + (dr), (c) % 9 + (df)) ? ((c) / 9 + (dr)) * 9 + (c) % 9 + (df) : SINK)
#define TOUCH_ROW(c) \
  { TOUCH_RF ((c), 1, 0), TOUCH_RF ((c), 0, 1), TOUCH_RF ((c), -1, 0), TOUCH_RF ((c), 0, -1) }
#define TOUCH_ROW10(b) \
  TOUCH_ROW (b), TOUCH_ROW (b + 1), TOUCH_ROW (b + 2), TOUCH_ROW (b + 3), TOUCH_ROW (b + 4), \
  TOUCH_ROW (b + 5), TOUCH_ROW (b + 6), TOUCH_ROW (b + 7), TOUCH_ROW (b + 8), TOUCH_ROW (b + 9)

static const guint8 touch[TAB_SPLUT_N_CELLS][N_DIRS] = {
  TOUCH_ROW10 (0), TOUCH_ROW10 (10), TOUCH_ROW10 (20), TOUCH_ROW10 (30),
  TOUCH_ROW10 (40), TOUCH_ROW10 (50), TOUCH_ROW10 (60), TOUCH_ROW10 (70),
  TOUCH_ROW (80),
};

static const char dir_letter[N_DIRS] = { 'n', 'e', 's', 'w' };

/* The 41 squares as the bits 0..40 of a word, rank by rank from e1 (rank
 * r starts at bit r² below the centre row, at 41 - (9 - r)² above it) */
#define HALF_WIDTH(r) (4 - ABS_ ((r) - 4))
#define RANK_START(r) ((r) <= 4 ? (r) * (r) : 41 - (9 - (r)) * (9 - (r)))
#define BIT_RF(r, f) \
  (EXISTS_RF (r, f) ? G_GUINT64_CONSTANT (1) << ((RANK_START (r) + (f) - 4 + HALF_WIDTH (r)) & 63) : 0)
#define BIT_OF(c) BIT_RF ((c) / 9, (c) % 9)
#define BIT_ROW10(b) \
  BIT_OF (b), BIT_OF (b + 1), BIT_OF (b + 2), BIT_OF (b + 3), BIT_OF (b + 4), \
  BIT_OF (b + 5), BIT_OF (b + 6), BIT_OF (b + 7), BIT_OF (b + 8), BIT_OF (b + 9)

/* bit_of[cell]: the square's bit, 0 for OFF */
static const guint64 bit_of[N_BOARD] = {
  BIT_ROW10 (0), BIT_ROW10 (10), BIT_ROW10 (20), BIT_ROW10 (30),
  BIT_ROW10 (40), BIT_ROW10 (50), BIT_ROW10 (60), BIT_ROW10 (70),
  BIT_OF (80), 0,
};

/* ray[cell][d]: the bits of the squares beyond cell in direction d, up to
 * the edge; none for OFF */
#define RAY_AT(c, dr, df, k) BIT_RF ((c) / 9 + (k) * (dr), (c) % 9 + (k) * (df))
#define RAY(c, dr, df) \
  (RAY_AT (c, dr, df, 1) | RAY_AT (c, dr, df, 2) | RAY_AT (c, dr, df, 3) | RAY_AT (c, dr, df, 4) | \
   RAY_AT (c, dr, df, 5) | RAY_AT (c, dr, df, 6) | RAY_AT (c, dr, df, 7) | RAY_AT (c, dr, df, 8))
#define RAY_ROW(c) { RAY ((c), 1, 0), RAY ((c), 0, 1), RAY ((c), -1, 0), RAY ((c), 0, -1) }
#define RAY_ROW10(b) \
  RAY_ROW (b), RAY_ROW (b + 1), RAY_ROW (b + 2), RAY_ROW (b + 3), RAY_ROW (b + 4), \
  RAY_ROW (b + 5), RAY_ROW (b + 6), RAY_ROW (b + 7), RAY_ROW (b + 8), RAY_ROW (b + 9)

static const guint64 ray[N_BOARD][N_DIRS] = {
  RAY_ROW10 (0), RAY_ROW10 (10), RAY_ROW10 (20), RAY_ROW10 (30),
  RAY_ROW10 (40), RAY_ROW10 (50), RAY_ROW10 (60), RAY_ROW10 (70),
  RAY_ROW (80), { 0, 0, 0, 0 },
};

/* What a square's code shows in its neighbours' around[] masks */
#define AROUND_EMPTY 0x001u
#define AROUND_ROCK  0x010u
#define AROUND_SOFT  0x100u
#define AROUND_SOFT_TEAM(seat) \
  [(seat) * 16 + C_SORC] = AROUND_SOFT, [(seat) * 16 + C_DWARF] = AROUND_SOFT

static const guint16 around_bits[256] = {
  [EMPTY_CODE] = AROUND_EMPTY | AROUND_SOFT,
  AROUND_SOFT_TEAM (1), AROUND_SOFT_TEAM (2), AROUND_SOFT_TEAM (3), AROUND_SOFT_TEAM (4),
  [ROCK_CODE ... ROCK_CODE + 3] = AROUND_ROCK,
};

static inline gboolean
cell_exists (guint cell)
{
  int r = (int) cell / 9, f = (int) cell % 9;

  return cell < TAB_SPLUT_N_CELLS && EXISTS_RF (r, f);
}

static inline guint
distance (guint a, guint b)
{
  return (guint) (abs ((int) a / 9 - (int) b / 9) + abs ((int) a % 9 - (int) b % 9));
}

/* Setup: the places South, West, North, East and their pieces */

enum { PLACE_SOUTH, PLACE_WEST, PLACE_NORTH, PLACE_EAST };

static const char * const place_names[4] = { "South", "West", "North", "East" };

/* the place of each seat, by number of players */
static const guint8 seat_place[5][TAB_MAX_SEATS] = {
  [2] = { PLACE_SOUTH, PLACE_NORTH },
  [3] = { PLACE_SOUTH, PLACE_WEST, PLACE_NORTH },
  [4] = { PLACE_SOUTH, PLACE_WEST, PLACE_NORTH, PLACE_EAST },
};

#define SQ(name) (((name)[1] - '1') * 9 + ((name)[0] - 'a'))

/* Sorcerer, Dwarf, Troll of each place (§3.2) */
static const guint8 setup_cells[4][3] = {
  [PLACE_SOUTH] = { SQ ("d2"), SQ ("e2"), SQ ("f2") },
  [PLACE_WEST] = { SQ ("b6"), SQ ("b5"), SQ ("b4") },
  [PLACE_NORTH] = { SQ ("f8"), SQ ("e8"), SQ ("d8") },
  [PLACE_EAST] = { SQ ("h4"), SQ ("h5"), SQ ("h6") },
};

static const guint8 rock_start[TAB_SPLUT_N_ROCKS] = { SQ ("e1"), SQ ("a5"), SQ ("e9"), SQ ("i5") };

/* Zobrist "what" codes beyond the piece codes (which are < 0x80) */
enum
{
  Z_ROCK = 0x80,
  Z_TO_MOVE,
  Z_TURN,
  Z_STEPS,
  Z_LEVITATION,
  Z_MOVED_NOW,
  Z_MOVED_BEFORE,
  Z_PLAYERS,
  Z_OUTCOME,
};

static inline guint
steps_for_turn (guint32 turns_played)
{
  return turns_played == 0 ? 1 : turns_played == 1 ? 2 : 3;
}

/* Every change of the board goes through vacate () (a piece leaves its
 * square) and occupy () (a piece comes to an empty square), to keep the
 * derived fields of SplutState right.  Both only flip bits: the
 * neighbours' around[] masks by what tells the piece from an empty
 * square, and the square's bit in vacant. */
static inline void
flip_neighbours (SplutState *st, guint cell, guint8 code)
{
  const guint8 *nb = touch[cell];
  guint flip = around_bits[code] ^ around_bits[EMPTY_CODE];

  UNROLL
  for (guint d = 0; d < N_DIRS; d++)
    st->around[nb[d]] ^= (guint16) (flip << OPPOSITE (d));
}

static inline void
vacate (SplutState *st, guint cell)
{
  flip_neighbours (st, cell, st->board[cell]);
  st->board[cell] = EMPTY_CODE;
  st->vacant ^= bit_of[cell];
}

/* cell is empty, code is a piece */
static inline void
occupy (SplutState *st, guint cell, guint8 code)
{
  flip_neighbours (st, cell, code);
  st->board[cell] = code;
  st->vacant ^= bit_of[cell];
}

/* cell is empty, code is a piece */
G_GNUC_UNUSED static void
put_piece (SplutState *st, guint cell, guint8 code)
{
  occupy (st, cell, code);
  if (code & ROCK_CODE)
    st->rock[code & 3u] = (guint8) cell;
  else
    st->piece[(code >> 4) - 1u][(code & 15u) - 1u] = (guint8) cell;
}

G_GNUC_UNUSED static void
clear_state (SplutState *st)
{
  memset (st, 0, sizeof *st);
  memset (st->piece, OFF, sizeof st->piece);
  st->board[OFF] = OFF_CODE;
  for (guint cell = 0; cell < TAB_SPLUT_N_CELLS; cell++)
    if (cell_exists (cell))
      {
        st->vacant |= bit_of[cell];
        for (guint d = 0; d < N_DIRS; d++)
          if (next[cell][d] != OFF)
            st->around[cell] |= (guint16) ((AROUND_EMPTY | AROUND_SOFT) << d);
      }
}

/* The Rocks the Sorcerer may levitate now, as a mask of Rock indices:
 * those that did not move in the preceding turn while the session is
 * idle, the session's Rock while it is active, none once it is closed */
G_GNUC_UNUSED static guint
levitable_rocks (const SplutState *st)
{
  switch (st->lev)
    {
    case LEV_IDLE:
      return ~st->moved_before & 15u;
    case LEV_ACTIVE:
      return 1u << st->lev_rock;
    default:
      return 0;
    }
}


/* Lines: pushes, throws and flights */

/* what a thrown Rock's first square may hold (besides the square the
 * Troll just left) */
static const guint8 throw_start_class[C_OFF + 1] = {
  [C_EMPTY] = 1, [C_SORC] = 1, [C_DWARF] = 1,
};

/* The first square after the chain of occupied squares from t on (t
 * itself when it is empty or off the board) */
static inline guint
chain_end (const guint8 *b, guint t, guint d)
{
  while (b[t] != EMPTY_CODE && b[t] != OFF_CODE)
    t = next[t][d];
  return t;
}

static inline gboolean
throw_start_ok (const guint8 *b, guint first, guint vacated)
{
  return (first == vacated) | throw_start_class[class_of[b[first]]];
}

/* Whether seat has a legal step: its Sorcerer or Troll next to an empty
 * square, its Troll next to a Rock (throwing it back is always possible)
 * or an empty square somewhere beyond its Dwarf, which it can then reach
 * or push towards.  A piece that is gone stands on OFF, which has no
 * neighbours and no rays. */
static inline gboolean
has_legal_step (const SplutState *st, guint seat)
{
  const guint8 *cells = st->piece[seat - 1];
  const guint64 *beyond = ray[cells[1]];

  return ((st->around[cells[0]] & 15u) | (st->around[cells[2]] & 0xffu) |
          (st->vacant & (beyond[0] | beyond[1] | beyond[2] | beyond[3]))) != 0;
}

/* Flight of a Rock thrown from o in direction d (§5.4); vacated is the
 * square the Troll left, which counts as empty.  Returns where the Rock
 * comes to rest and sets *hit to the seat whose Sorcerer it hits (0 if
 * none). */
G_GNUC_UNUSED static guint
flight (const guint8 *b, guint o, guint d, guint vacated, guint *hit)
{
  guint cur = o;

  for (;;)
    {
      guint nxt = next[cur][d];
      guint c = nxt == vacated ? C_EMPTY : class_of[b[nxt]];

      if (c == C_EMPTY || c == C_DWARF)
        cur = nxt;
      else if (c == C_SORC)
        {
          *hit = b[nxt] >> 4;
          return nxt;
        }
      else
        {
          *hit = 0;
          return cur;
        }
    }
}

/* The parts of the rules table defined in the other files */

/* tab-splut-eval.c */
int splut_evaluate (const TabPosition *pos, guint seat);

/* tab-splut-text.c */
void     splut_format_action       (const TabPosition *pos, TabAction action, char *buf);
gboolean splut_token_is_wellformed (const TabPosition *pos, const char *token);
void     splut_render              (const TabPosition *pos, GString *out);

/* tab-splut-query.c */
const char  *splut_seat_name      (const TabOptions *options, guint seat);
guint        splut_n_cells        (const TabPosition *pos);
guint        splut_piece_at       (const TabPosition *pos, guint cell);
void         splut_action_cells   (const TabPosition *pos, TabAction action, int *from, int *to);
gboolean     splut_is_capture     (const TabPosition *pos, TabAction action);
void         splut_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects);
