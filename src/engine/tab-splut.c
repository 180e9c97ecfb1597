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
 * date (see SplutState in tab-splut-private.h and "Move generation"
 * below), without branches, and a random action is drawn without listing
 * them.
 *
 * This file holds the moves: setting up, playing, generating and counting
 * them.  The notation is in tab-splut-text.c, the evaluation in
 * tab-splut-eval.c, the questions the board asks in tab-splut-query.c.
 */

#include "tab-splut-private.h"

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

/* The game ends when one Sorcerer is left; otherwise the move passes on */
static void
after_elimination (TabPosition *pos, SplutState *st)
{
  if ((st->alive & (st->alive - 1)) == 0)
    {
      pos->outcome = TAB_OUTCOME_WIN;
      pos->winner = (guint8) (__builtin_ctz (st->alive) + 1);
      st->steps_left = 0;
    }
  else
    end_turn (pos, st);
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
  after_elimination (pos, st);
}

/* A seat that resigns is out as if its Sorcerer were hit (§6): its team
 * leaves the board, its turn ends there and the others play on; the last
 * one standing wins (with two players, the other one at once) */
static void
splut_resign (TabPosition *pos)
{
  SplutState *st = state_of (pos);

  remove_team (st, pos->to_move);
  after_elimination (pos, st);
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

const TabRules tab_splut_rules = {
  .id = "splut",
  .name = N_("Splut!"),
  .summary = N_("Throw Rocks with your Stonetroll at the other Sorcerers; the last Sorcerer standing wins."),
  .seat_names = { N_("South"), N_("West"), N_("North"), N_("East") },
  .seat_name = splut_seat_name,
  .resign = splut_resign,
  .min_players = 2,
  .max_players = 4,
  .default_players = 2,
  .board_kind = TAB_BOARD_FIXED,
  .min_size = 0,
  .max_size = 0,
  .default_rows = 0,
  .default_cols = 0,
  .n_cells_max = TAB_SPLUT_N_CELLS,
  .review_thresholds = { 200, 400, 800 },
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
