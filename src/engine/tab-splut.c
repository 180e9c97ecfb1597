/* tab-splut.c: Splut! (rules/splut.md)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two to four teams (Sorcerer, Dwarf, Stonetroll) and four neutral Rocks
 * on a diamond of 41 squares.  A turn is 1, 2 or 3 steps; a Troll that
 * steps onto a Rock throws it, and a Rock that hits a Sorcerer takes its
 * whole team off the board.  The last Sorcerer standing wins; the game is
 * drawn after 200 complete turns.
 *
 * The board is a 9×9 frame (see tab-splut.h) plus one sentinel cell, OFF,
 * that stands for everything off the diamond: the neighbour table sends
 * every step off the board there, so line scans need no bounds checks.
 *
 * Random playouts (the AI's, the benchmark's) dominate the running time:
 * the legal actions come from small bit masks that apply () keeps up to
 * date (see SplutState and "Move generation" below), without branches,
 * and a random action is drawn without listing them.
 */

#include "tab-splut.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <stdlib.h>
#include <string.h>

#define N_(s) (s)

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
static void
put_piece (SplutState *st, guint cell, guint8 code)
{
  occupy (st, cell, code);
  if (code & ROCK_CODE)
    st->rock[code & 3u] = (guint8) cell;
  else
    st->piece[(code >> 4) - 1u][(code & 15u) - 1u] = (guint8) cell;
}

static void
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
static guint
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

static void
splut_init (TabPosition *pos)
{
  SplutState *st = state_of (pos);
  guint players = pos->options.players;

  clear_state (st);
  for (guint i = 0; i < TAB_SPLUT_N_ROCKS; i++)
    put_piece (st, rock_start[i], (guint8) (ROCK_CODE | i));
  for (guint seat = 1; seat <= players; seat++)
    {
      const guint8 *cells = setup_cells[seat_place[players][seat - 1]];

      for (guint kind = 1; kind <= 3; kind++)
        put_piece (st, cells[kind - 1], (guint8) TAB_PIECE (seat, kind));
      st->alive |= (guint8) (1u << (seat - 1));
    }
  st->steps_left = (guint8) steps_for_turn (0);
  st->levitable = (guint8) levitable_rocks (st);
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
static guint
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

/* Playing a step */

static void
move_piece (SplutState *st, guint from, guint to)
{
  guint8 code = st->board[from];

  vacate (st, from);
  put_piece (st, to, code);
  if (code & ROCK_CODE)
    st->moved_now |= (guint8) (1u << (code & 3));
}

/* move_piece () for a piece known to be a Sorcerer, Dwarf or Troll */
static inline void
move_team_piece (SplutState *st, guint from, guint to)
{
  guint8 code = st->board[from];

  vacate (st, from);
  occupy (st, to, code);
  st->piece[(code >> 4) - 1u][(code & 15u) - 1u] = (guint8) to;
}

/* … and for a Rock */
static inline void
move_rock (SplutState *st, guint from, guint to)
{
  guint8 code = st->board[from];

  vacate (st, from);
  occupy (st, to, code);
  st->rock[code & 3] = (guint8) to;
  st->moved_now |= (guint8) (1u << (code & 3));
}

static void
remove_piece (SplutState *st, guint cell)
{
  guint8 code = st->board[cell];

  vacate (st, cell);
  st->piece[(code >> 4) - 1u][(code & 15u) - 1u] = OFF;
}

static void
remove_team (SplutState *st, guint seat)
{
  for (guint kind = 0; kind < 3; kind++)
    {
      guint cell = st->piece[seat - 1][kind];

      if (cell != OFF)
        vacate (st, cell);
      st->piece[seat - 1][kind] = OFF;
    }
  st->alive &= (guint8) ~(1u << (seat - 1));
}

G_GNUC_NO_INLINE static void
push_chain (SplutState *st, guint t, guint d)
{
  guint back = OPPOSITE (d);
  guint e = chain_end (st->board, t, d);

  /* move the chain one square from its far end back to t */
  for (guint c = e; c != t; c = next[c][back])
    move_piece (st, next[c][back], c);
}

static guint
next_alive_seat (const SplutState *st, guint seat, guint players)
{
  do
    seat = seat == players ? 1 : seat + 1;
  while (!(st->alive & (1u << (seat - 1))));
  return seat;
}

/* Hands the move over; a seat without a legal step plays an empty turn */
static void
end_turn (TabPosition *pos, SplutState *st)
{
  st->moved_before = st->moved_now;
  st->moved_now = 0;
  st->lev = LEV_IDLE;
  st->lev_rock = 0;
  for (;;)
    {
      pos->turn++;
      pos->to_move = (guint8) next_alive_seat (st, pos->to_move, pos->options.players);
      st->steps_left = (guint8) steps_for_turn (pos->turn);
      if (pos->turn >= TAB_SPLUT_TURN_LIMIT)
        {
          pos->outcome = TAB_OUTCOME_DRAW;
          break;
        }
      if (has_legal_step (st, pos->to_move))
        break;
      st->moved_before = 0;   /* the empty turn moved no Rock */
    }
  st->levitable = (guint8) (~st->moved_before & 15u);   /* levitable_rocks () when idle */
}

G_GNUC_NO_INLINE static void
play_throw (TabPosition *pos, SplutState *st, guint from, guint o, guint d2)
{
  guint8 rock = st->board[o];
  guint hit, land;

  vacate (st, o);
  move_piece (st, from, o);
  land = flight (st->board, o, d2, NOWHERE, &hit);
  if (hit)
    remove_team (st, hit);
  else if (class_of[st->board[land]] == C_DWARF)
    remove_piece (st, land);
  put_piece (st, land, rock);
  st->moved_now |= (guint8) (1u << (rock & 3));

  if ((st->alive & (st->alive - 1)) == 0)
    {
      pos->outcome = TAB_OUTCOME_WIN;
      pos->winner = (guint8) (__builtin_ctz (st->alive) + 1);
      st->steps_left = 0;
    }
  else
    end_turn (pos, st);
}

static void
splut_apply (TabPosition *pos, TabAction action)
{
  SplutState *st = state_of (pos);
  guint from = ACTION_FROM (action), d = ACTION_DIR (action);
  guint kind = ACTION_KIND (action), arg = ACTION_ARG (action);
  guint to = next[from][d];

  if (kind == K_THROW)
    {
      play_throw (pos, st, from, to, arg);
      return;
    }
  if (st->board[to] != EMPTY_CODE)
    push_chain (st, to, d);   /* only a Dwarf's plain step meets a piece */
  move_team_piece (st, from, to);
  if (kind == K_LEVITATE)
    {
      /* the session starts or goes on */
      move_rock (st, arg, next[arg][d]);
      st->lev_rock = st->board[next[arg][d]] & 3;
      st->lev = LEV_ACTIVE;
      st->levitable = (guint8) (1u << st->lev_rock);
    }
  else
    {
      /* a pulled Rock takes the square the Troll left */
      if (kind == K_PULL)
        move_rock (st, arg, from);
      /* any other step closes a session that was going on (without
       * branches: whether one was is hard to predict) */
      st->levitable &= (guint8) (0u - (st->lev == LEV_IDLE));
      st->lev = st->lev == LEV_IDLE ? LEV_IDLE : LEV_CLOSED;
    }
  if (--st->steps_left == 0)
    end_turn (pos, st);
}

/* Move generation.  The legal actions are gathered as the bits of one
 * word, one bit per candidate "slot", from the derived fields of
 * SplutState and without a branch.  legal () decodes every set bit into
 * its action; a random playout needs only one action per position, a
 * uniformly random set bit, and perft's last level only their number.
 * The slots:
 *
 *   0-3    Sorcerer step in direction d (bit d)
 *   4-19   Sorcerer step in direction d levitating Rock i (4 + 4i + d)
 *   20-23  Dwarf step or push in direction d
 *   24-27  Troll step in direction d
 *   28-31  Troll step in direction d pulling the Rock behind it
 *   32-47  Troll step in direction d onto a Rock thrown in d' (32 + 4d + d')
 *
 * Every legal action has exactly one slot, so a uniform slot is a
 * uniform action.  A piece that is gone stands on OFF, whose
 * neighbours are OFF: its slots come out empty without a test. */

#define SLOT_LEVITATE  4
#define SLOT_DWARF     20
#define SLOT_STEP      24
#define SLOT_PULL      28
#define SLOT_THROW     32
#define N_SLOTS        48

/* the four bits of a direction mask turned to the opposite directions */
static inline guint
opposite_dirs (guint mask)
{
  return ((mask << 2) | (mask >> 2)) & 15u;
}

/* bit d: the Dwarf on cell can step or push in direction d, that is,
 * there is an empty square beyond it in that direction (the chain it
 * pushes is what stands before the first one) */
static inline guint
dwarf_dirs (const SplutState *st, guint cell)
{
  const guint64 *beyond = ray[cell];

  return (guint) ((st->vacant & beyond[0]) != 0) | (guint) ((st->vacant & beyond[1]) != 0) << 1 |
         (guint) ((st->vacant & beyond[2]) != 0) << 2 | (guint) ((st->vacant & beyond[3]) != 0) << 3;
}

/* nibbles_of[m]: the nibbles i with bit i set in m, all ones */
static const guint16 nibbles_of[16] = {
  0x0000, 0x000f, 0x00f0, 0x00ff, 0x0f00, 0x0f0f, 0x0ff0, 0x0fff,
  0xf000, 0xf00f, 0xf0f0, 0xf0ff, 0xff00, 0xff0f, 0xfff0, 0xffff,
};

/* nibble d: bit d' set when the direction d' is in the mask of around
 * bits (empty 0, rock 4, soft 8) of the squares in directions d */
#define NIBBLES_OF(a, at, shift) \
  ((((a)[(at)[0]] >> (shift)) & 15u) | (((a)[(at)[1]] >> (shift)) & 15u) << 4 | \
   (((a)[(at)[2]] >> (shift)) & 15u) << 8 | (((a)[(at)[3]] >> (shift)) & 15u) << 12)

static G_ALWAYS_INLINE inline guint64
legal_slots (const SplutState *st, guint seat)
{
  const guint16 *around = st->around;
  const guint8 *cells = st->piece[seat - 1];
  guint sorcerer = cells[0], dwarf = cells[1], troll = cells[2];
  guint vacant = around[sorcerer] & 15u;
  guint steps = around[troll] & 15u, rocks = (around[troll] >> 4) & 15u;
  guint levitations, throws;

  /* Rock i in direction d: the Sorcerer's and the Rock's target squares
   * are empty.  The Rock's target is judged before the step: the square
   * the Sorcerer leaves is not empty, so no Rock trails it. */
  levitations = NIBBLES_OF (around, st->rock, 0) & nibbles_of[st->levitable] &
                (vacant * 0x1111u);
  /* a Troll steps onto the Rock in direction d and throws it in d': the
   * square the Troll leaves is always open to the throw */
  throws = (NIBBLES_OF (around, next[troll], 8) | 0x2184u) & nibbles_of[rocks];

  return vacant | (guint64) levitations << SLOT_LEVITATE |
         (guint64) dwarf_dirs (st, dwarf) << SLOT_DWARF |
         (guint64) steps << SLOT_STEP | (guint64) (steps & opposite_dirs (rocks)) << SLOT_PULL |
         (guint64) throws << SLOT_THROW;
}

#define BYTES_01 G_GUINT64_CONSTANT (0x0101010101010101)
#define BYTES_80 G_GUINT64_CONSTANT (0x8080808080808080)

/* byte k of the result: the set bits of x in bytes 0..k */
static inline guint64
cumulative_byte_counts (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0F0F0F0F0F0F0F0F);
  return x * BYTES_01;
}

/* how many bytes of counts (each < 128) are at most r (r < 128); with
 * counts that never decrease, the index of the first byte above r */
static inline guint
bytes_at_most (guint64 counts, guint r)
{
  guint64 le = ((r * BYTES_01) | BYTES_80) - counts;

  return (guint) ((((le & BYTES_80) >> 7) * BYTES_01) >> 56);
}

/* The position of the r-th set bit of x (from 0), without branches: find
 * the byte from the running counts of the bytes, then the bit the same
 * way after spreading the byte's bits over a word, one per byte */
static inline guint
select_bit (guint64 x, guint r)
{
  guint64 counts = cumulative_byte_counts (x);
  guint byte = bytes_at_most (counts, r);
  guint before = (guint) (((counts << 8) >> (8 * byte)) & 0xff);
  guint64 bits = ((x >> (8 * byte)) & 0xff) * BYTES_01 & G_GUINT64_CONSTANT (0x8040201008040201);

  bits = ((bits + G_GUINT64_CONSTANT (0x7F7F7F7F7F7F7F7F)) >> 7) & BYTES_01;
  return 8 * byte + bytes_at_most (bits * BYTES_01, r - before);
}

static inline guint
count_bits (guint64 x)
{
  return (guint) (cumulative_byte_counts (x) >> 56);
}

/* Each slot's action with the piece's square, and the Rock's square of a
 * levitation or a pull, left 0 */
#define SLOT_TEMPLATE(s) \
  ((s) < SLOT_LEVITATE ? ACTION (0, (s) % 4, K_STEP, 0) \
   : (s) < SLOT_DWARF ? ACTION (0, (s) % 4, K_LEVITATE, 0) \
   : (s) < SLOT_PULL ? ACTION (0, (s) % 4, K_STEP, 0) \
   : (s) < SLOT_THROW ? ACTION (0, (s) % 4, K_PULL, 0) \
   : ACTION (0, ((s) - SLOT_THROW) / 4, K_THROW, (s) % 4))
#define SLOT_TEMPLATES4(s) \
  SLOT_TEMPLATE (s), SLOT_TEMPLATE (s + 1), SLOT_TEMPLATE (s + 2), SLOT_TEMPLATE (s + 3)

static const guint32 slot_template[N_SLOTS] = {
  SLOT_TEMPLATES4 (0), SLOT_TEMPLATES4 (4), SLOT_TEMPLATES4 (8), SLOT_TEMPLATES4 (12),
  SLOT_TEMPLATES4 (16), SLOT_TEMPLATES4 (20), SLOT_TEMPLATES4 (24), SLOT_TEMPLATES4 (28),
  SLOT_TEMPLATES4 (32), SLOT_TEMPLATES4 (36), SLOT_TEMPLATES4 (40), SLOT_TEMPLATES4 (44),
};

/* The byte i of a four-byte array, taken from a word read beforehand:
 * once the slot is known, shifts are quicker than loads */
static inline guint
byte_of (guint32 bytes, guint i)
{
  return (bytes >> (8 * i)) & 0xff;
}

static inline guint32
four_bytes (const guint8 *bytes)
{
  guint32 word;

  memcpy (&word, bytes, sizeof word);
  return GUINT32_FROM_LE (word);
}

/* The action of a slot, without branches (the kinds are hard to predict).
 * The cells are the seat's pieces (st->piece[seat - 1]). */
static G_ALWAYS_INLINE inline TabAction
slot_action (const SplutState *st, const guint8 *cells, guint slot)
{
  guint from = cells[(slot >= SLOT_DWARF) + (slot >= SLOT_STEP)];
  guint levitated = byte_of (four_bytes (st->rock), (slot / 4 - 1) & 3) &
                    (0u - (slot - SLOT_LEVITATE < SLOT_DWARF - SLOT_LEVITATE));
  guint pulled = byte_of (four_bytes (next[cells[2]]), OPPOSITE (slot % 4)) &
                 (0u - (slot / 4 == SLOT_PULL / 4));

  return slot_template[slot] | from | (levitated | pulled) << 11;
}

/* The legal actions, in the order of their slots */
static guint
generate (const SplutState *st, guint seat, TabAction *out)
{
  const guint8 *cells = st->piece[seat - 1];
  guint n = 0;

  for (guint64 slots = legal_slots (st, seat); slots != 0; slots &= slots - 1)
    out[n++] = slot_action (st, cells, (guint) __builtin_ctzll (slots));
  return n;
}

static guint
splut_legal (const TabPosition *pos, TabAction *out)
{
  return generate (cstate_of (pos), pos->to_move, out);
}

/* Counting and selecting the bits is a good part of a playout step: on
 * x86-64 processors that have them, POPCNT and PDEP do it in a few
 * instructions (PDEP is slow microcode on the first two Zen generations,
 * which keep the portable code).  This code is compiled for them and
 * chosen at run time. */
#if defined (__x86_64__) && defined (__GNUC__)
#define HAVE_BIT_INSTRUCTIONS 1

__attribute__ ((target ("popcnt,bmi,bmi2")))
static TabAction
random_action_bmi2 (const SplutState *st, guint seat, TabRng *rng)
{
  guint64 slots = legal_slots (st, seat);
  guint r = tab_rng_below (rng, (guint) __builtin_popcountll (slots));

  return slot_action (st, st->piece[seat - 1],
                      (guint) __builtin_ctzll (__builtin_ia32_pdep_di (G_GUINT64_CONSTANT (1) << r, slots)));
}

static gboolean have_pdep, use_pdep;

__attribute__ ((constructor))
static void
check_bit_instructions (void)
{
  __builtin_cpu_init ();
  have_pdep = __builtin_cpu_supports ("bmi2") && __builtin_cpu_supports ("popcnt") &&
              !__builtin_cpu_is ("znver1") && !__builtin_cpu_is ("znver2");
  use_pdep = have_pdep;
}
#endif

gboolean
tab_splut_use_bit_instructions (gboolean use)
{
#ifdef HAVE_BIT_INSTRUCTIONS
  use_pdep = use && have_pdep;
  return use_pdep;
#else
  return FALSE;
#endif
}

static TabAction
splut_random_action (const TabPosition *pos, gpointer rng)
{
  const SplutState *st = cstate_of (pos);
  guint64 slots;

#ifdef HAVE_BIT_INSTRUCTIONS
  if (G_LIKELY (use_pdep))
    return random_action_bmi2 (st, pos->to_move, rng);
#endif
  slots = legal_slots (st, pos->to_move);
  return slot_action (st, st->piece[pos->to_move - 1],
                      select_bit (slots, tab_rng_below (rng, count_bits (slots))));
}

static guint64
perft_rec (const TabPosition *pos, guint depth)
{
  TabAction actions[MAX_LEGAL];
  guint n;
  guint64 total = 0;

  if (depth == 1)
    return count_bits (legal_slots (cstate_of (pos), pos->to_move));
  n = generate (cstate_of (pos), pos->to_move, actions);
  for (guint i = 0; i < n; i++)
    {
      TabPosition child;

      memcpy (&child, pos, G_STRUCT_OFFSET (TabPosition, state) + sizeof (SplutState));
      splut_apply (&child, actions[i]);
      if (child.outcome == TAB_OUTCOME_NONE)
        total += perft_rec (&child, depth - 1);
    }
  return total;
}

static guint64
splut_perft (const TabPosition *pos, guint depth)
{
  return perft_rec (pos, depth);
}

/* Text */

static void
splut_status (const TabPosition *pos, GString *out)
{
  const SplutState *st = cstate_of (pos);
  guint steps = steps_for_turn (pos->turn);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_NONE:
      g_string_append_printf (out, "seat %u to move (step %u of %u)", pos->to_move,
                              steps - st->steps_left + 1, steps);
      break;
    case TAB_OUTCOME_WIN:
      g_string_append_printf (out, "game over: seat %u wins", pos->winner);
      break;
    default:
      g_string_append (out, "game over: draw");
      break;
    }
}

static gsize
format_square (guint cell, char *buf)
{
  return tab_square_format (TAB_SPLUT_FRAME, cell, buf);
}

static void
splut_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  guint from = ACTION_FROM (action), d = ACTION_DIR (action);
  char *p = buf;

  p += format_square (from, p);
  *p++ = '-';
  p += format_square (next[from][d], p);
  switch (ACTION_KIND (action))
    {
    case K_LEVITATE:
    case K_PULL:
      *p++ = '^';
      p += format_square (ACTION_ARG (action), p);
      break;
    case K_THROW:
      *p++ = '*';
      *p++ = dir_letter[ACTION_ARG (action)];
      break;
    default:
      break;
    }
  *p = '\0';
}

/* parses one of the 41 squares at *p */
static gboolean
parse_square (const char **p, guint *cell)
{
  return tab_square_parse (p, TAB_SPLUT_FRAME, TAB_SPLUT_FRAME, cell) && cell_exists (*cell);
}

static gboolean
splut_token_is_wellformed (const TabPosition *pos, const char *token)
{
  guint cell;

  if (!parse_square (&token, &cell) || *token++ != '-' || !parse_square (&token, &cell))
    return FALSE;
  switch (*token++)
    {
    case '\0':
      return TRUE;
    case '^':
      return parse_square (&token, &cell) && *token == '\0';
    case '*':
      return strchr ("nesw", *token) != NULL && *token != '\0' && token[1] == '\0';
    default:
      return FALSE;
    }
}

static void
append_cell_text (GString *out, guint8 code)
{
  switch (class_of[code])
    {
    case C_EMPTY:
      g_string_append (out, ". ");
      break;
    case C_ROCK:
      g_string_append (out, "R ");
      break;
    default:
      g_string_append_printf (out, "%c%u", "SDT"[(code & 15) - 1], code >> 4);
      break;
    }
}

static void
append_rock_set (GString *out, const SplutState *st, guint8 set)
{
  gboolean any = FALSE;

  /* in square order, so that equal states read the same */
  for (guint cell = 0; cell < TAB_SPLUT_N_CELLS; cell++)
    if (class_of[st->board[cell]] == C_ROCK && (set & (1u << (st->board[cell] & 3))))
      {
        char buf[8];

        format_square (cell, buf);
        g_string_append_printf (out, "%s%s", any ? " " : "", buf);
        any = TRUE;
      }
  if (!any)
    g_string_append_c (out, '-');
}

/* The diagram of §8.4, then two lines with the state of the turn */
static void
splut_render (const TabPosition *pos, GString *out)
{
  const SplutState *st = cstate_of (pos);
  static const char * const lev_names[] = { "idle", "active", "closed" };

  for (int rank = 8; rank >= 0; rank--)
    {
      int k = 4 - ABS_ (rank - 4);

      g_string_append_printf (out, "%d %*s", rank + 1, 3 * (4 - k), "");
      for (int file = 4 - k; file <= 4 + k; file++)
        {
          append_cell_text (out, st->board[rank * 9 + file]);
          g_string_append_c (out, ' ');
        }
      while (out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "  a  b  c  d  e  f  g  h  i\n");

  g_string_append_printf (out, "turns played: %u, steps left: %u, levitation: %s",
                          pos->turn, st->steps_left, lev_names[st->lev]);
  if (st->lev == LEV_ACTIVE)
    {
      char buf[8];

      format_square (st->rock[st->lev_rock], buf);
      g_string_append_printf (out, " %s", buf);
    }
  g_string_append (out, "\nrocks moved this turn: ");
  append_rock_set (out, st, st->moved_now);
  g_string_append (out, "; in the preceding turn: ");
  append_rock_set (out, st, st->moved_before);
  g_string_append_c (out, '\n');
}

static guint64
splut_hash (const TabPosition *pos)
{
  const SplutState *st = cstate_of (pos);
  guint64 h = tab_zobrist (Z_TO_MOVE, pos->to_move) ^
              tab_zobrist (Z_TURN, pos->turn) ^
              tab_zobrist (Z_STEPS, st->steps_left) ^
              tab_zobrist (Z_PLAYERS, pos->options.players) ^
              tab_zobrist (Z_OUTCOME, pos->outcome * 16u + pos->winner);

  /* Rocks are interchangeable: hash them by square, with their flags */
  for (guint i = 0; i < TAB_SPLUT_N_ROCKS; i++)
    {
      guint cell = st->rock[i];

      h ^= tab_zobrist (Z_ROCK, cell);
      if (st->moved_now & (1u << i))
        h ^= tab_zobrist (Z_MOVED_NOW, cell);
      if (st->moved_before & (1u << i))
        h ^= tab_zobrist (Z_MOVED_BEFORE, cell);
    }
  h ^= tab_zobrist (Z_LEVITATION, st->lev == LEV_ACTIVE ? 128u + st->rock[st->lev_rock] : st->lev);
  for (guint seat = 0; seat < TAB_MAX_SEATS; seat++)
    for (guint kind = 0; kind < 3; kind++)
      if (st->piece[seat][kind] != OFF)
        h ^= tab_zobrist (TAB_PIECE (seat + 1, kind + 1), st->piece[seat][kind]);
  return h;
}

static guint
splut_n_cells (const TabPosition *pos)
{
  return TAB_SPLUT_N_CELLS;
}

static guint
splut_piece_at (const TabPosition *pos, guint cell)
{
  guint8 code;

  if (cell >= TAB_SPLUT_N_CELLS)
    return 0;
  code = cstate_of (pos)->board[cell];
  return class_of[code] == C_ROCK ? TAB_PIECE (0, TAB_SPLUT_ROCK) : code;
}

static void
splut_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  *from = (int) ACTION_FROM (action);
  *to = next[ACTION_FROM (action)][ACTION_DIR (action)];
}

/* Evaluation.  Only a thrown Rock kills, so what matters is which Troll
 * can reach which Rock with a free line to which Sorcerer.  For every
 * Troll and every Rock we take the steps the Troll needs to throw it (its
 * distance to the Rock) and the Sorcerers the four throws would hit (on
 * the board as it is; exactly, with the Troll's square emptied, when the
 * Troll stands next to the Rock).  A threat the seat to move can carry
 * out with the steps it has left decides the game; others are worth less
 * the farther the Troll is.  Each seat gets a score (its team, what it
 * threatens, what threatens it) and the evaluation is the seat's score
 * against the mean of the others. */

#define EVAL_ALIVE         1000
#define EVAL_TROLL          120
#define EVAL_DWARF           60
#define EVAL_KILL_NOW       700   /* the seat to move can hit this Sorcerer */
#define EVAL_THREAT         150   /* divided by the steps the Troll needs */
#define EVAL_DANGER         250   /* … the same, suffered */
#define EVAL_TROLL_ROCK       6   /* per step between a Troll and its nearest Rock */

/* steps[o][v]: the fewest steps seat o's Troll needs to hit seat v's
 * Sorcerer (0 = none within 3) */
static void
threat_steps (const SplutState *st, guint players, guint8 steps[TAB_MAX_SEATS + 1][TAB_MAX_SEATS + 1])
{
  guint8 line_hit[TAB_SPLUT_N_ROCKS][N_DIRS];

  memset (steps, 0, sizeof (guint8) * (TAB_MAX_SEATS + 1) * (TAB_MAX_SEATS + 1));
  for (guint i = 0; i < TAB_SPLUT_N_ROCKS; i++)
    for (guint d = 0; d < N_DIRS; d++)
      {
        guint hit = 0;

        if (throw_start_ok (st->board, next[st->rock[i]][d], NOWHERE))
          flight (st->board, st->rock[i], d, NOWHERE, &hit);
        line_hit[i][d] = (guint8) hit;
      }

  for (guint o = 1; o <= players; o++)
    {
      guint troll = st->piece[o - 1][2];

      if (troll == OFF)
        continue;
      for (guint i = 0; i < TAB_SPLUT_N_ROCKS; i++)
        {
          guint dist = distance (troll, st->rock[i]);

          if (dist > 3)
            continue;
          for (guint d = 0; d < N_DIRS; d++)
            {
              guint hit = line_hit[i][d];

              if (dist == 1)
                {
                  hit = 0;
                  if (throw_start_ok (st->board, next[st->rock[i]][d], troll))
                    flight (st->board, st->rock[i], d, troll, &hit);
                }
              if (hit == 0 || hit == o)
                continue;
              if (steps[o][hit] == 0 || steps[o][hit] > dist)
                steps[o][hit] = (guint8) dist;
            }
        }
    }
}

static int
seat_score (const TabPosition *pos, const SplutState *st,
            guint8 steps[TAB_MAX_SEATS + 1][TAB_MAX_SEATS + 1], guint seat)
{
  guint players = pos->options.players;
  guint troll = st->piece[seat - 1][2];
  int score;

  if (!(st->alive & (1u << (seat - 1))))
    return 0;
  score = EVAL_ALIVE;
  if (troll != OFF)
    {
      guint nearest = 99;

      score += EVAL_TROLL;
      for (guint i = 0; i < TAB_SPLUT_N_ROCKS; i++)
        nearest = MIN (nearest, distance (troll, st->rock[i]));
      score -= EVAL_TROLL_ROCK * (int) nearest;
    }
  if (st->piece[seat - 1][1] != OFF)
    score += EVAL_DWARF;

  for (guint other = 1; other <= players; other++)
    {
      guint mine = steps[seat][other], theirs = steps[other][seat];

      if (other == seat)
        continue;
      if (mine)
        score += pos->to_move == seat && mine <= st->steps_left
                 ? EVAL_KILL_NOW : EVAL_THREAT / (int) mine;
      if (theirs)
        score -= pos->to_move == other && theirs <= st->steps_left
                 ? EVAL_KILL_NOW : EVAL_DANGER / (int) theirs;
    }
  return score;
}

static int
splut_evaluate (const TabPosition *pos, guint seat)
{
  const SplutState *st = cstate_of (pos);
  guint players = pos->options.players;
  guint8 steps[TAB_MAX_SEATS + 1][TAB_MAX_SEATS + 1];
  int mine, others = 0;

  threat_steps (st, players, steps);
  mine = seat_score (pos, st, steps, seat);
  for (guint other = 1; other <= players; other++)
    if (other != seat)
      others += seat_score (pos, st, steps, other);
  return CLAMP (mine - others / (int) (players - 1), -TAB_EVAL_BOUND, TAB_EVAL_BOUND);
}

/* Accessors */

gboolean
tab_splut_cell_exists (guint cell)
{
  return cell_exists (cell);
}

guint
tab_splut_cell_rank (guint cell)
{
  return cell / TAB_SPLUT_FRAME;
}

guint
tab_splut_cell_file (guint cell)
{
  return cell % TAB_SPLUT_FRAME;
}

int
tab_splut_cell_at (int rank, int file)
{
  return EXISTS_RF (rank, file) ? rank * TAB_SPLUT_FRAME + file : TAB_NO_CELL;
}

int
tab_splut_cell_next (guint cell, TabSplutDirection dir)
{
  guint n;

  if (!cell_exists (cell) || (guint) dir >= N_DIRS)
    return TAB_NO_CELL;
  n = next[cell][dir];
  return n == OFF ? TAB_NO_CELL : (int) n;
}

const char *
tab_splut_seat_place (guint players, guint seat)
{
  if (players < 2 || players > 4 || seat < 1 || seat > players)
    return NULL;
  return place_names[seat_place[players][seat - 1]];
}

static const char *
splut_seat_name (const TabOptions *options, guint seat)
{
  return tab_splut_seat_place (options->players, seat);
}

guint
tab_splut_steps_in_turn (const TabPosition *pos)
{
  return steps_for_turn (pos->turn);
}

guint
tab_splut_steps_left (const TabPosition *pos)
{
  return pos->outcome == TAB_OUTCOME_NONE ? cstate_of (pos)->steps_left : 0;
}

TabSplutLevitation
tab_splut_levitation (const TabPosition *pos, int *rock_cell)
{
  const SplutState *st = cstate_of (pos);

  if (rock_cell != NULL)
    *rock_cell = st->lev == LEV_ACTIVE ? st->rock[st->lev_rock] : TAB_NO_CELL;
  return (TabSplutLevitation) st->lev;
}

static guint
rock_cells (const SplutState *st, guint8 set, int *cells)
{
  guint n = 0;

  for (guint cell = 0; cell < TAB_SPLUT_N_CELLS; cell++)
    if (class_of[st->board[cell]] == C_ROCK && (set & (1u << (st->board[cell] & 3))))
      cells[n++] = (int) cell;
  return n;
}

guint
tab_splut_rocks_moved_this_turn (const TabPosition *pos, int *cells)
{
  return rock_cells (cstate_of (pos), cstate_of (pos)->moved_now, cells);
}

guint
tab_splut_rocks_moved_before (const TabPosition *pos, int *cells)
{
  return rock_cells (cstate_of (pos), cstate_of (pos)->moved_before, cells);
}

gboolean
tab_splut_seat_alive (const TabPosition *pos, guint seat)
{
  if (seat < 1 || seat > pos->options.players)
    return FALSE;
  return (cstate_of (pos)->alive >> (seat - 1)) & 1;
}

gboolean
tab_splut_action_info (const TabPosition *pos, TabAction action, TabSplutActionInfo *info)
{
  const SplutState *st = cstate_of (pos);
  guint from = ACTION_FROM (action), d = ACTION_DIR (action);
  guint to;

  if (!cell_exists (from) || next[from][d] == OFF || action >> 18 != 0)
    return FALSE;
  to = next[from][d];
  memset (info, 0, sizeof *info);
  info->from = (int) from;
  info->to = (int) to;
  info->dir = (TabSplutDirection) d;
  info->rock_from = info->rock_to = TAB_NO_CELL;
  info->crushed = TAB_NO_CELL;

  switch (ACTION_KIND (action))
    {
    case K_STEP:
      if (st->board[to] == EMPTY_CODE)
        info->kind = TAB_SPLUT_ACTION_STEP;
      else
        {
          info->kind = TAB_SPLUT_ACTION_PUSH;
          for (guint c = to; c != chain_end (st->board, to, d); c = next[c][d])
            info->n_pushed++;
        }
      return TRUE;

    case K_LEVITATE:
    case K_PULL:
      if (!cell_exists (ACTION_ARG (action)) || next[ACTION_ARG (action)][d] == OFF)
        return FALSE;
      info->kind = ACTION_KIND (action) == K_PULL ? TAB_SPLUT_ACTION_PULL : TAB_SPLUT_ACTION_LEVITATE;
      info->rock_from = (int) ACTION_ARG (action);
      info->rock_to = ACTION_KIND (action) == K_PULL ? (int) from : next[ACTION_ARG (action)][d];
      return TRUE;

    case K_THROW:
    default:
      {
        guint hit, land;

        if (ACTION_ARG (action) >= N_DIRS)
          return FALSE;
        land = flight (st->board, to, ACTION_ARG (action), from, &hit);
        info->kind = TAB_SPLUT_ACTION_THROW;
        info->throw_dir = (TabSplutDirection) ACTION_ARG (action);
        info->rock_from = (int) to;
        info->rock_to = (int) land;
        info->hit_seat = hit;
        if (!hit && land != from && class_of[st->board[land]] == C_DWARF)
          info->crushed = (int) land;
        return TRUE;
      }
    }
}

/* Setting up a position from text */

static gboolean G_GNUC_PRINTF (2, 3)
setup_error (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS, message);
  return FALSE;
}

static gboolean
parse_square_token (const char *text, guint *cell)
{
  return parse_square (&text, cell) && *text == '\0';
}

/* One diagram line: "5 R  D2 .  …" */
static gboolean
parse_rank_line (SplutState *st, guint players, const char *line, guint *rocks, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (line, " \t", -1);
  int rank = line[0] - '1', k = 4 - ABS_ (rank - 4), file = 4 - k;

  for (guint i = 1; tokens[i] != NULL; i++)
    {
      const char *tok = tokens[i];
      guint cell = (guint) (rank * 9 + file), seat, kind;

      if (tok[0] == '\0')
        continue;
      if (file > 4 + k)
        return setup_error (error, "rank %d has more than %d squares", rank + 1, 2 * k + 1);
      file++;
      if (strcmp (tok, ".") == 0)
        continue;
      if (strcmp (tok, "R") == 0)
        {
          if (*rocks == TAB_SPLUT_N_ROCKS)
            return setup_error (error, "more than %d Rocks", TAB_SPLUT_N_ROCKS);
          put_piece (st, cell, (guint8) (ROCK_CODE | (*rocks)++));
          continue;
        }
      kind = tok[0] == 'S' ? 1 : tok[0] == 'D' ? 2 : tok[0] == 'T' ? 3 : 0;
      seat = (guint) (tok[1] - '0');
      if (kind == 0 || tok[1] == '\0' || tok[2] != '\0' || seat < 1 || seat > players)
        return setup_error (error, "unknown piece '%s' on rank %d", tok, rank + 1);
      if (st->piece[seat - 1][kind - 1] != OFF)
        return setup_error (error, "two pieces '%s'", tok);
      put_piece (st, cell, (guint8) TAB_PIECE (seat, kind));
    }
  if (file != 4 + k + 1)
    return setup_error (error, "rank %d needs %d squares", rank + 1, 2 * k + 1);
  return TRUE;
}

/* A list of squares holding Rocks, or "-", as a set of Rock indices */
static gboolean
parse_rock_set (const SplutState *st, const char *text, guint8 *set, GError **error)
{
  g_auto (GStrv) squares = g_strsplit (text, " ", -1);

  *set = 0;
  if (strcmp (text, "-") == 0)
    return TRUE;
  for (guint i = 0; squares[i] != NULL; i++)
    {
      guint cell;

      if (squares[i][0] == '\0')
        continue;
      if (!parse_square_token (squares[i], &cell) || class_of[st->board[cell]] != C_ROCK)
        return setup_error (error, "'%s' is not a Rock's square", squares[i]);
      *set |= (guint8) (1u << (st->board[cell] & 3));
    }
  return TRUE;
}

static gboolean
parse_field (TabPosition *pos, SplutState *st, const char *key, const char *value,
             int *steps_left, GError **error)
{
  if (strcmp (key, "turns played") == 0)
    {
      guint64 turns;

      if (!g_ascii_string_to_unsigned (value, 10, 0, TAB_SPLUT_TURN_LIMIT - 1, &turns, NULL))
        return setup_error (error, "turns played must be 0 to %d, not '%s'",
                            TAB_SPLUT_TURN_LIMIT - 1, value);
      pos->turn = (guint32) turns;
    }
  else if (strcmp (key, "steps left") == 0)
    {
      guint64 steps;

      if (!g_ascii_string_to_unsigned (value, 10, 1, 3, &steps, NULL))
        return setup_error (error, "steps left must be 1 to 3, not '%s'", value);
      *steps_left = (int) steps;
    }
  else if (strcmp (key, "levitation") == 0)
    {
      guint cell;

      if (strcmp (value, "idle") == 0)
        st->lev = LEV_IDLE;
      else if (strcmp (value, "closed") == 0)
        st->lev = LEV_CLOSED;
      else if (g_str_has_prefix (value, "active ") && parse_square_token (value + 7, &cell) &&
               class_of[st->board[cell]] == C_ROCK)
        {
          st->lev = LEV_ACTIVE;
          st->lev_rock = st->board[cell] & 3;
          st->moved_now |= (guint8) (1u << st->lev_rock);
        }
      else
        return setup_error (error, "levitation must be idle, closed or active with a Rock's square, not '%s'", value);
    }
  else if (strcmp (key, "rocks moved this turn") == 0)
    {
      guint8 set;

      if (!parse_rock_set (st, value, &set, error))
        return FALSE;
      st->moved_now |= set;
    }
  else if (strcmp (key, "in the preceding turn") == 0)
    return parse_rock_set (st, value, &st->moved_before, error);
  else
    return setup_error (error, "unknown field '%s'", key);
  return TRUE;
}

/* "key: value, key: value; key: value" */
static gboolean
parse_state_line (TabPosition *pos, SplutState *st, const char *line, int *steps_left, GError **error)
{
  g_auto (GStrv) fields = g_strsplit_set (line, ",;", -1);

  for (guint i = 0; fields[i] != NULL; i++)
    {
      g_autofree char *field = g_strstrip (g_strdup (fields[i]));
      char *colon = strchr (field, ':');

      if (field[0] == '\0')
        continue;
      if (colon == NULL)
        return setup_error (error, "expected 'key: value', not '%s'", field);
      *colon = '\0';
      if (!parse_field (pos, st, g_strstrip (field), g_strstrip (colon + 1), steps_left, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_setup (TabPosition *pos, SplutState *st, guint players, guint to_move,
             guint rocks, guint ranks_seen, int steps_left, GError **error)
{
  guint steps = steps_for_turn (pos->turn);

  if (ranks_seen != 0x1ff)
    return setup_error (error, "the diagram needs the nine ranks 9 to 1");
  if (rocks != TAB_SPLUT_N_ROCKS)
    return setup_error (error, "the board needs %d Rocks, not %u", TAB_SPLUT_N_ROCKS, rocks);
  for (guint seat = 1; seat <= players; seat++)
    {
      if (st->piece[seat - 1][0] != OFF)
        st->alive |= (guint8) (1u << (seat - 1));
      else if (st->piece[seat - 1][1] != OFF || st->piece[seat - 1][2] != OFF)
        return setup_error (error, "seat %u has pieces but no Sorcerer", seat);
    }
  if (__builtin_popcount (st->alive) < 2)
    return setup_error (error, "fewer than two Sorcerers on the board");
  if (to_move < 1 || to_move > players || !(st->alive & (1u << (to_move - 1))))
    return setup_error (error, "seat %u cannot be to move", to_move);
  if (st->lev == LEV_ACTIVE && (st->moved_before & (1u << st->lev_rock)))
    return setup_error (error, "the Rock of the levitation moved in the preceding turn");
  if (steps_left > (int) steps)
    return setup_error (error, "steps left: %d is more than turn %u has (%u)", steps_left, pos->turn + 1, steps);
  st->steps_left = (guint8) (steps_left ? (guint) steps_left : steps);
  st->levitable = (guint8) levitable_rocks (st);
  if (!has_legal_step (st, to_move))
    return setup_error (error, "seat %u has no legal step", to_move);
  return TRUE;
}

gboolean
tab_splut_position_from_text (TabPosition *pos, guint players, guint to_move,
                              const char *text, GError **error)
{
  g_auto (GStrv) lines = NULL;
  TabOptions options = { 0, 0, (guint8) players };
  TabPosition work;
  SplutState *st;
  guint rocks = 0, ranks_seen = 0;
  int steps_left = 0;

  if (!tab_position_init (&work, &tab_splut_rules, &options, error))
    return FALSE;
  st = state_of (&work);
  clear_state (st);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];

      if (line[0] >= '1' && line[0] <= '9' && (line[1] == ' ' || line[1] == '\0'))
        {
          if (ranks_seen & (1u << (line[0] - '1')))
            return setup_error (error, "rank %c appears twice", line[0]);
          ranks_seen |= 1u << (line[0] - '1');
          if (!parse_rank_line (st, players, line, &rocks, error))
            return FALSE;
        }
      else if (strchr (line, ':') != NULL)
        {
          if (!parse_state_line (&work, st, line, &steps_left, error))
            return FALSE;
        }
      else if (g_strstrip (line)[0] != '\0' && !g_str_has_prefix (line, "a "))
        return setup_error (error, "unexpected line '%s'", line);  /* the file letters pass */
    }
  if (!check_setup (&work, st, players, to_move, rocks, ranks_seen, steps_left, error))
    return FALSE;
  work.to_move = (guint8) to_move;
  tab_position_copy (pos, &work);
  return TRUE;
}

/* Only a thrown Rock takes pieces: a Sorcerer's whole team, or a Dwarf
 * it lands on */
static gboolean
splut_is_capture (const TabPosition *pos, TabAction action)
{
  TabSplutActionInfo info;

  return tab_splut_action_info (pos, action, &info) && info.kind == TAB_SPLUT_ACTION_THROW &&
         (info.hit_seat != 0 || info.crushed != TAB_NO_CELL);
}

/* The cells from first along dir up to and including last */
static void
touch_line (TabActionEffects *effects, int first, guint dir, int last)
{
  for (int c = first; c != TAB_NO_CELL; c = tab_splut_cell_next ((guint) c, dir))
    {
      tab_action_effects_touch (effects, c);
      if (c == last)
        break;
    }
}

static void
splut_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  const SplutState *st = cstate_of (pos);
  TabSplutActionInfo info;

  if (!tab_splut_action_info (pos, action, &info))
    return;
  switch (info.kind)
    {
    case TAB_SPLUT_ACTION_PUSH:
      /* each piece of the chain moves one square on */
      touch_line (effects, info.to, info.dir, (int) chain_end (st->board, (guint) info.to, info.dir));
      break;
    case TAB_SPLUT_ACTION_LEVITATE:
    case TAB_SPLUT_ACTION_PULL:
      tab_action_effects_touch (effects, info.rock_from);
      tab_action_effects_touch (effects, info.rock_to);
      break;
    case TAB_SPLUT_ACTION_THROW:
      touch_line (effects, info.rock_from, info.throw_dir, info.rock_to);
      if (info.crushed != TAB_NO_CELL)
        tab_action_effects_remove (effects, pos, info.crushed);
      for (guint kind = 0; info.hit_seat != 0 && kind < 3; kind++)
        if (st->piece[info.hit_seat - 1][kind] != OFF)
          tab_action_effects_remove (effects, pos, st->piece[info.hit_seat - 1][kind]);
      break;
    case TAB_SPLUT_ACTION_STEP:
    default:
      break;
    }
}

const TabRules tab_splut_rules = {
  .id = "splut",
  .name = N_("Splut!"),
  .summary = N_("Throw Rocks with your Stonetroll at the other Sorcerers; the last Sorcerer standing wins."),
  .seat_names = { N_("South"), N_("West"), N_("North"), N_("East") },
  .seat_name = splut_seat_name,
  .min_players = 2,
  .max_players = 4,
  .default_players = 2,
  .board_kind = TAB_BOARD_FIXED,
  .min_size = 0,
  .max_size = 0,
  .default_rows = 0,
  .default_cols = 0,
  .n_cells_max = TAB_SPLUT_N_CELLS,
  .state_size = sizeof (SplutState),
  .n_scores = 0,
  .init = splut_init,
  .legal = splut_legal,
  .apply = splut_apply,
  .scores = NULL,
  .status = splut_status,
  .evaluate = splut_evaluate,
  .format_action = splut_format_action,
  .token_is_wellformed = splut_token_is_wellformed,
  .render = splut_render,
  .hash = splut_hash,
  .n_cells = splut_n_cells,
  .piece_at = splut_piece_at,
  .action_cells = splut_action_cells,
  .is_capture = splut_is_capture,
  .action_effects = splut_action_effects,
  .perft = splut_perft,
  .random_action = splut_random_action,
};
