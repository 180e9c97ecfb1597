/* tab-apart.c: the rules of Apart (rules/apart.md)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each colour is kept as bit masks along the four axes (a mask per rank,
 * file and diagonal), so that the run of a piece along an axis is two bit
 * scans and a segment is found without walking the board.  The number of
 * touching pairs of each colour is kept up to date on every change, so the
 * end test after a segment ("is a player apart?") is a comparison with 0.
 *
 * An action is a segment, coded by the rank and file of its two squares
 * (4 bits each, so no division is needed to decode it) and a flag that
 * says it is a jump (both depend only on the move and the position), or
 * APART_END.  Random playouts draw a (piece, direction) pair and test that
 * one segment instead of listing every legal action (apart_random_action).
 */

#include "tab-apart.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define N_(s) (s)

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

static void
put_piece (ApartState *st, guint c, guint r, guint f)
{
  st->pairs[c] += (guint8) neighbours (st, c, r, f);
  st->list[c][st->count[c]++] = (guint8) (r << 4 | f);
  toggle_bits (st, c, r, f);
}

static void
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
static guint
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

/* Generation */

static const int dir_dfile[TAB_N_DIRS] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const int dir_drank[TAB_N_DIRS] = { 0, 1, 1, 1, 0, -1, -1, -1 };

/* The run through bit p of the line mask m (bit p is set): the set bits
 * that follow p without a gap upwards, plus those downwards, plus p. */
static inline int
run_length (guint32 m, guint p)
{
  return __builtin_ctz (~(m >> p)) + __builtin_clz (~(m << (31 - p))) - 1;
}

/* The entry of lines[c] of each axis (tab-grid.h order: 0 horizontal,
 * 1 '/', 2 vertical, 3 '\\') through each square r << 4 | f */
#define LINE_ENTRY(r, f) \
  { ROW_BASE + 1 + (r), DIAG_BASE + 14 + (f) - (r), COL_BASE + (f), ANTI_BASE + (f) + (r) }
#define LINE_RANK(r) \
  LINE_ENTRY (r, 0), LINE_ENTRY (r, 1), LINE_ENTRY (r, 2), LINE_ENTRY (r, 3), \
  LINE_ENTRY (r, 4), LINE_ENTRY (r, 5), LINE_ENTRY (r, 6), LINE_ENTRY (r, 7), \
  LINE_ENTRY (r, 8), LINE_ENTRY (r, 9), LINE_ENTRY (r, 10), LINE_ENTRY (r, 11), \
  LINE_ENTRY (r, 12), LINE_ENTRY (r, 13), LINE_ENTRY (r, 14), LINE_ENTRY (r, 15)
static const guint8 line_of[256][TAB_N_AXES] = {
  LINE_RANK (0), LINE_RANK (1), LINE_RANK (2), LINE_RANK (3),
  LINE_RANK (4), LINE_RANK (5), LINE_RANK (6), LINE_RANK (7),
  LINE_RANK (8), LINE_RANK (9), LINE_RANK (10), LINE_RANK (11),
  LINE_RANK (12), LINE_RANK (13), LINE_RANK (14), LINE_RANK (15),
};
#undef LINE_RANK
#undef LINE_ENTRY

/* The run of the piece of colour c on (r, f) along axis a */
static inline int
axis_run (const ApartState *st, guint c, guint r, guint f, guint a)
{
  guint32 line = st->lines[c][line_of[r << 4 | f][a]];

  return run_length (line, a == 0 ? f : r);
}

/* TRUE when the segment of run l from (r, f) in direction d is legal for
 * colour c: on the board, not on an own piece, not on a used square (the
 * used squares are empty at the start of a turn, when the origin is the
 * only one and cannot be a target anyway).  No branch: the squares read
 * are clamped into the arrays and the tests combined. */
static inline gboolean
segment_ok (const ApartState *st, guint c, guint rows, guint cols,
            guint r, guint f, int l, guint d, int *tr, int *tf)
{
  int to_r = (int) r + l * dir_drank[d], to_f = (int) f + l * dir_dfile[d];
  guint on_board = ((guint) to_r < rows) & ((guint) to_f < cols);
  guint blocked = ((rank_mask (st, c, to_r & 15) | st->used[to_r & 15]) >> (to_f & 15)) & 1;

  *tr = to_r;
  *tf = to_f;
  return on_board & (blocked ^ 1);
}

/* The runs of the piece of colour c on (r, f) along the four axes */
static inline void
axis_runs (const ApartState *st, guint c, guint r, guint f, int runs[TAB_N_AXES])
{
  const guint16 *lines = st->lines[c];

  runs[0] = run_length (lines[ROW_BASE + 1 + r], f);
  runs[1] = run_length (lines[DIAG_BASE + 14 + f - r], r);
  runs[2] = run_length (lines[COL_BASE + f], r);
  runs[3] = run_length (lines[ANTI_BASE + f + r], r);
}

/* The directions (bit d) in which the piece of colour c on (r, f) has a
 * legal segment with a run of at least min_run; runs receives its runs.
 * With min_run 2 most axes drop out at once (a run of 1), so they are
 * skipped; with min_run 1 the code has no branch. */
static inline G_ALWAYS_INLINE guint
direction_mask (const ApartState *st, guint c, guint rows, guint cols,
                guint r, guint f, int min_run, int runs[TAB_N_AXES])
{
  guint mask = 0;
  int tr, tf;

  axis_runs (st, c, r, f, runs);
#define DIRECTION(d) \
  (segment_ok (st, c, rows, cols, r, f, runs[(d) % TAB_N_AXES], (d), &tr, &tf) << (d))
#define AXIS(a) \
  if (min_run == 1 || runs[a] >= min_run) \
    mask |= DIRECTION (a) | DIRECTION ((a) + 4)
  AXIS (0);
  AXIS (1);
  AXIS (2);
  AXIS (3);
#undef AXIS
#undef DIRECTION
  return mask;
}

/* The legal segments of the piece of colour c on (r, f): all of them at
 * the start of a turn, only jumps when continuing */
static inline G_ALWAYS_INLINE guint
piece_segments (const ApartState *st, guint c, guint rows, guint cols,
                guint r, guint f, int min_run, TabAction *out, guint n)
{
  int runs[TAB_N_AXES];
  guint mask = direction_mask (st, c, rows, cols, r, f, min_run, runs);

  while (mask != 0)
    {
      guint d = (guint) __builtin_ctz (mask);
      int l = runs[d % TAB_N_AXES];

      mask &= mask - 1;
      out[n++] = SEGMENT (r, f, (guint) ((int) r + l * dir_drank[d]),
                          (guint) ((int) f + l * dir_dfile[d]), l);
    }
  return n;
}

/* The jump of the moving piece in direction d */
static inline TabAction
moving_jump (const ApartState *st, guint c, guint d)
{
  guint r = st->moving >> 4, f = st->moving & 15u;
  int l = axis_run (st, c, r, f, d % TAB_N_AXES);

  return SEGMENT (r, f, (guint) ((int) r + l * dir_drank[d]), (guint) ((int) f + l * dir_dfile[d]), l);
}

static guint
generate (const TabPosition *pos, TabAction *out)
{
  const ApartState *st = cstate_of (pos);
  guint rows = pos->options.rows, cols = pos->options.cols;
  guint c = colour_of_seat (pos->to_move);
  guint n = 0;

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;

  if (st->moving != APART_NO_PIECE)
    {
      guint mask = st->jumps;

      while (mask != 0)
        {
          out[n++] = moving_jump (st, c, (guint) __builtin_ctz (mask));
          mask &= mask - 1;
        }
      out[n++] = APART_END;
      return n;
    }

  for (guint r = 0; r < rows; r++)
    {
      guint32 m = rank_mask (st, c, (int) r);

      while (m != 0)
        {
          guint f = (guint) __builtin_ctz (m);

          m &= m - 1;
          n = piece_segments (st, c, rows, cols, r, f, 1, out, n);
        }
    }
  /* the rule file (4.6) shows that a first segment always exists */
  g_assert (n > 0);
  return n;
}

/* Playing */

/* the next seat's turn; used_set: the used squares need clearing */
static void
hand_over (TabPosition *pos, gboolean used_set)
{
  ApartState *st = state_of (pos);

  st->moving = APART_NO_PIECE;
  st->jumps = 0;
  if (used_set)
    memset (st->used, 0, sizeof st->used);
  st->first_turn = FALSE;
  pos->turn++;
  pos->to_move = pos->to_move == 1 ? 2 : 1;
  if (pos->turn >= TAB_APART_TURN_LIMIT)
    pos->outcome = TAB_OUTCOME_DRAW;
}

static void
finish (TabPosition *pos, guint winner)
{
  ApartState *st = state_of (pos);

  st->moving = APART_NO_PIECE;
  st->jumps = 0;
  memset (st->used, 0, sizeof st->used);
  pos->outcome = TAB_OUTCOME_WIN;
  pos->winner = (guint8) winner;
}

/* The end test after every segment: exactly one player apart wins, both
 * apart at once: the mover loses.  TRUE when the game is over. */
static inline gboolean
end_test (TabPosition *pos)
{
  const ApartState *st = cstate_of (pos);
  gboolean white_apart = st->pairs[WHITE] == 0;
  gboolean black_apart = st->pairs[BLACK] == 0;

  if (G_LIKELY (!(white_apart | black_apart)))
    return FALSE;
  if (white_apart && black_apart)
    finish (pos, pos->to_move == 1 ? 2 : 1);
  else if (white_apart)
    finish (pos, 1);
  else
    finish (pos, 2);
  return TRUE;
}

/* After a jump that did not end the game or the opening turn: the same
 * piece goes on if it has a jump left, otherwise the turn is over.  Kept
 * out of apart_apply, whose common path (a step) it would slow down. */
static G_GNUC_NO_INLINE void
continue_or_hand_over (TabPosition *pos, guint sr, guint sf, guint tr, guint tf)
{
  ApartState *st = state_of (pos);
  guint c = colour_of_seat (pos->to_move);
  int runs[TAB_N_AXES];

  /* the used squares: the origin of the turn and every landing square */
  if (st->moving == APART_NO_PIECE)
    st->used[sr] |= (guint16) (1u << sf);
  st->used[tr] |= (guint16) (1u << tf);
  st->jumps = (guint8) direction_mask (st, c, pos->options.rows, pos->options.cols, tr, tf, 2, runs);
  if (st->jumps != 0)
    st->moving = (guint8) (tr << 4 | tf);
  else
    hand_over (pos, TRUE);
}

static void
apart_apply (TabPosition *pos, TabAction action)
{
  ApartState *st = state_of (pos);
  guint c = colour_of_seat (pos->to_move), e = 1 - c;
  guint sr, sf, tr, tf, around;

  if (action == APART_END)
    {
      hand_over (pos, TRUE);
      return;
    }

  sr = SEG_SR (action);
  sf = SEG_SF (action);
  tr = SEG_TR (action);
  tf = SEG_TF (action);

  if (has_piece (st, e, tr, tf))
    take_piece (st, e, tr, tf);
  around = move_piece (st, c, sr, sf, tr, tf, !(action & APART_JUMP));

  if (end_test (pos))
    return;

  /* a step, or the opening turn of the game, is never continued; a piece
   * without an own neighbour has runs of 1 only, so no jump */
  if (!(action & APART_JUMP) || st->first_turn || around == 0)
    {
      hand_over (pos, st->moving != APART_NO_PIECE);
      return;
    }

  continue_or_hand_over (pos, sr, sf, tr, tf);
}

/* The table's functions */

/* an empty board at the start of a turn */
static void
clear_state (ApartState *st)
{
  memset (st, 0, sizeof *st);
  memset (st->list, APART_NO_PIECE, sizeof st->list);
  st->moving = APART_NO_PIECE;
}

static void
apart_init (TabPosition *pos)
{
  ApartState *st = state_of (pos);
  guint rows = pos->options.rows, cols = pos->options.cols;

  clear_state (st);
  for (guint f = 1; f + 1 < cols; f++)
    {
      put_piece (st, WHITE, 0, f);
      put_piece (st, WHITE, 1, f);
      put_piece (st, BLACK, rows - 2, f);
      put_piece (st, BLACK, rows - 1, f);
    }
  st->first_turn = TRUE;
}

static guint
apart_legal (const TabPosition *pos, TabAction *out)
{
  return generate (pos, out);
}

static void
apart_status (const TabPosition *pos, GString *out)
{
  const ApartState *st = cstate_of (pos);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      g_string_append_printf (out, "game over: seat %u wins", pos->winner);
      return;
    case TAB_OUTCOME_DRAW:
      g_string_append (out, "game over: draw");
      return;
    default:
      break;
    }

  g_string_append_printf (out, "seat %u to move", pos->to_move);
  if (st->moving != APART_NO_PIECE)
    {
      char square[8];

      tab_square_format (pos->options.cols, (st->moving >> 4) * pos->options.cols + (st->moving & 15u), square);
      g_string_append_printf (out, " (continuing from %s)", square);
    }
}

/* Evaluation.  Apart is a race: each side moves one piece a turn, and
 * the enemy only matters as something to capture (it never blocks, and
 * a capture is a gift more often than not: it takes away a piece the
 * victim had to keep apart).  So the evaluation estimates how many turns
 * each side still needs to come apart, and who moves next.
 *
 * Turns needed: the pieces that touch a friend form groups; in a group,
 * pieces none of which touch each other can stay where they are and the
 * others must move away, one a turn (one piece leaving a group lowers
 * "size − largest untouching set" by at most one).  The largest such set
 * is estimated greedily, bottom to top and left to right: exact for
 * pairs and lines (a line of three needs one move), 1 for a 2×2 block
 * (three moves); the set-up, a 2×6 block, needs 12 − 3 = 9.
 *
 * The seat to move is half a turn ahead: with m turns needed each, the
 * side to move arrives first.  Pieces on the board count against their
 * side, as each is one more piece to keep apart, so captures count
 * against the capturer.  Measured with `tabuleiro-cli match apart` (200
 * games, Strong against Casual at 10 ms, seeds 1 to 3): these weights
 * 66.5–73.0 %; with the pieces touching a friend as a further term (20
 * each, pieces 40) 65.0–72.5 %; with a penalty for a side that has no
 * move isolating a piece (30 to 100) 57.5–61.0 %: that test, by far the
 * most expensive part, made the greedy Casual better rather than the
 * search.  The search's old fixed tempo (125) gave 64–70.5 %. */
#define EVAL_MOVE   100   /* one turn needed, the unit: "one piece" */
#define EVAL_TEMPO  50    /* the seat to move */
#define EVAL_PIECE  60

/* The estimated turns colour c needs to be apart */
static int
turns_needed (const ApartState *st, guint c, guint rows)
{
  guint32 kept_below = 0;
  int moves = 0;

  for (int r = 0; r < (int) rows; r++)
    {
      guint32 m = rank_mask (st, c, r);
      guint32 around = rank_mask (st, c, r - 1) | rank_mask (st, c, r + 1);
      guint32 touching, kept = 0;

      around |= (around << 1) | (around >> 1) | (m << 1) | (m >> 1);
      touching = m & around;
      /* keep a touching piece when no kept piece touches it (those below
       * and to the left are decided already) */
      for (guint32 t = touching; t != 0; t &= t - 1)
        {
          guint32 bit = t & -t;

          if (!(kept_below & ((bit << 1) | bit | (bit >> 1))) && !(kept & (bit >> 1)))
            kept |= bit;
        }
      moves += (int) (count8 (touching) + count8 (touching >> 8)) -
               (int) (count8 (kept) + count8 (kept >> 8));
      kept_below = kept;
    }
  return moves;
}

static int
apart_evaluate (const TabPosition *pos, guint seat)
{
  const ApartState *st = cstate_of (pos);
  guint me = colour_of_seat (seat), them = 1 - me;
  guint rows = pos->options.rows;
  int value = EVAL_MOVE * (turns_needed (st, them, rows) - turns_needed (st, me, rows)) +
              EVAL_PIECE * ((int) st->count[them] - (int) st->count[me]);

  return value + (pos->to_move == seat ? EVAL_TEMPO : -EVAL_TEMPO);
}

static void
apart_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  const ApartState *st = cstate_of (pos);
  guint enemy = 1 - colour_of_seat (pos->to_move);
  gsize len;

  if (action == APART_END)
    {
      strcpy (buf, "end");
      return;
    }
  len = tab_square_format (pos->options.cols, SEG_SR (action) * pos->options.cols + SEG_SF (action), buf);
  buf[len++] = has_piece (st, enemy, SEG_TR (action), SEG_TF (action)) ? 'x' : '-';
  tab_square_format (pos->options.cols, SEG_TR (action) * pos->options.cols + SEG_TF (action), buf + len);
}

static gboolean
apart_token_is_wellformed (const TabPosition *pos, const char *token)
{
  guint rows = pos->options.rows, cols = pos->options.cols, cell;
  const char *p = token;

  if (strcmp (token, "end") == 0)
    return TRUE;
  if (!tab_square_parse (&p, rows, cols, &cell))
    return FALSE;
  if (*p != '-' && *p != 'x')
    return FALSE;
  p++;
  if (!tab_square_parse (&p, rows, cols, &cell))
    return FALSE;
  return *p == '\0';
}

static guint
apart_piece_at (const TabPosition *pos, guint cell)
{
  const ApartState *st = cstate_of (pos);
  guint cols = pos->options.cols, r = cell / cols, f = cell % cols;

  if (cell >= (guint) pos->options.rows * cols)
    return 0;
  if (has_piece (st, WHITE, r, f))
    return TAB_PIECE (1, 1);
  if (has_piece (st, BLACK, r, f))
    return TAB_PIECE (2, 1);
  return 0;
}

static char
cell_glyph (gconstpointer data, guint cell)
{
  switch (TAB_PIECE_SIDE (apart_piece_at (data, cell)))
    {
    case 1:
      return 'W';
    case 2:
      return 'B';
    default:
      return '.';
    }
}

static void
apart_render (const TabPosition *pos, GString *out)
{
  tab_grid_render (tab_grid_get (pos->options.rows, pos->options.cols), cell_glyph, pos, out);
}

/* Zobrist keys: what = 1 + colour for pieces, then the turn state */
enum
{
  KEY_WHITE = 1,
  KEY_BLACK,     /* KEY_WHITE + 1 */
  KEY_USED,      /* KEY_WHITE + 2 */
  KEY_MOVING,
  KEY_FLAGS,
  KEY_TURN,
};

static guint64
apart_hash (const TabPosition *pos)
{
  const ApartState *st = cstate_of (pos);
  guint rows = pos->options.rows, cols = pos->options.cols;
  guint64 h = 0;

  for (guint r = 0; r < rows; r++)
    {
      guint32 masks[3] = { rank_mask (st, WHITE, (int) r), rank_mask (st, BLACK, (int) r), st->used[r] };

      for (guint what = 0; what < G_N_ELEMENTS (masks); what++)
        for (guint32 m = masks[what]; m != 0; m &= m - 1)
          h ^= tab_zobrist (KEY_WHITE + what, r * cols + (guint) __builtin_ctz (m));
    }
  if (st->moving != APART_NO_PIECE)
    h ^= tab_zobrist (KEY_MOVING, st->moving);
  if (pos->to_move == 2)
    h ^= tab_zobrist (KEY_FLAGS, 0);
  if (st->first_turn)
    h ^= tab_zobrist (KEY_FLAGS, 1);
  if (pos->outcome != TAB_OUTCOME_NONE)
    h ^= tab_zobrist (KEY_FLAGS, 2 + pos->outcome * 4 + pos->winner);
  /* the turn count decides the future through the 300-turn draw */
  h ^= tab_zobrist (KEY_TURN, pos->turn);
  return h;
}

static guint
apart_n_cells (const TabPosition *pos)
{
  return (guint) pos->options.rows * pos->options.cols;
}

static void
apart_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  int cols = pos->options.cols;

  if (action == APART_END)
    {
      *from = TAB_NO_CELL;
      *to = TAB_NO_CELL;
      return;
    }
  *from = (int) SEG_SR (action) * cols + (int) SEG_SF (action);
  *to = (int) SEG_TR (action) * cols + (int) SEG_TF (action);
}

/* A segment that ends on an enemy piece takes it */
static gboolean
apart_is_capture (const TabPosition *pos, TabAction action)
{
  return action != APART_END &&
         has_piece (cstate_of (pos), 1 - colour_of_seat (pos->to_move), SEG_TR (action), SEG_TF (action));
}

static void
apart_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  if (apart_is_capture (pos, action))
    tab_action_effects_remove (effects, pos, effects->to);
}

/* The number of legal actions, without listing them */
static guint
count_actions (const TabPosition *pos)
{
  const ApartState *st = cstate_of (pos);
  guint rows = pos->options.rows, cols = pos->options.cols;
  guint c = colour_of_seat (pos->to_move);
  guint n = 0;

  if (st->moving != APART_NO_PIECE)
    return count8 (st->jumps) + 1;
  for (guint i = 0; i < st->count[c]; i++)
    {
      guint square = st->list[c][i];
      int runs[TAB_N_AXES];

      n += count8 (direction_mask (st, c, rows, cols, square >> 4, square & 15u, 1, runs));
    }
  return n;
}

/* perft with bulk counting at the last ply */
static guint64
perft_node (const TabPosition *pos, guint depth)
{
  TabAction moves[APART_MAX_MOVES];
  guint n;
  guint64 total = 0;

  if (depth == 1)
    return count_actions (pos);
  n = generate (pos, moves);
  for (guint i = 0; i < n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      apart_apply (&child, moves[i]);
      child.ply++;
      if (child.outcome == TAB_OUTCOME_NONE)
        total += perft_node (&child, depth - 1);
    }
  return total;
}

static guint64
apart_perft (const TabPosition *pos, guint depth)
{
  return perft_node (pos, depth);
}

/* The segment of the piece of colour c on (r, f) in direction d at the
 * start of a turn, or 0 (never a segment) when it is not legal: as
 * segment_ok, without the used squares (there are none yet) */
static inline TabAction
segment_in_direction (const ApartState *st, guint c, guint rows, guint cols,
                      guint r, guint f, guint d)
{
  int l = axis_run (st, c, r, f, d % TAB_N_AXES);
  int tr = (int) r + l * dir_drank[d], tf = (int) f + l * dir_dfile[d];
  guint on_board = ((guint) tr < rows) & ((guint) tf < cols);

  if (!on_board || ((rank_mask (st, c, tr & 15) >> (tf & 15)) & 1))
    return 0;
  return SEGMENT (r, f, (guint) tr, (guint) tf, l);
}

/* During a continuous jump the legal jumps are known (st->jumps).  At the
 * start of a turn, rejection sampling: every (piece, direction) pair is
 * drawn with the same probability until one is legal, so each legal
 * segment is equally likely without listing them all.  A legal segment
 * always exists (rule file, 4.6), so the loop ends. */
static TabAction
apart_random_action (const TabPosition *pos, gpointer rng)
{
  const ApartState *st = cstate_of (pos);
  guint rows = pos->options.rows, cols = pos->options.cols;
  guint c = colour_of_seat (pos->to_move);
  guint slots;

  g_assert (pos->outcome == TAB_OUTCOME_NONE);

  if (st->moving != APART_NO_PIECE)
    {
      guint mask = st->jumps, n = count8 (mask);
      guint k = tab_rng_below (rng, n + 1);

      if (k == n)
        return APART_END;
      while (k-- > 0)
        mask &= mask - 1;
      return moving_jump (st, c, (guint) __builtin_ctz (mask));
    }

  slots = st->count[c] * TAB_N_DIRS;
  for (;;)
    {
      guint slot = tab_rng_below (rng, slots);
      guint square = st->list[c][slot / TAB_N_DIRS];
      TabAction action = segment_in_direction (st, c, rows, cols, square >> 4, square & 15u,
                                               slot % TAB_N_DIRS);

      if (action != 0)
        return action;
    }
}

const TabRules tab_apart_rules = {
  .id = "apart",
  .name = N_("Apart"),
  .summary = N_("Spread out: move along your lines, chain long jumps, and be the first whose pieces no longer touch."),
  .seat_names = { N_("White"), N_("Black") },
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .board_kind = TAB_BOARD_RECT,
  .min_size = APART_MIN_SIDE,
  .max_size = APART_MAX_SIDE,
  .default_rows = 8,
  .default_cols = 8,
  .n_cells_max = APART_MAX_SIDE * APART_MAX_SIDE,
  .state_size = sizeof (ApartState),
  .n_scores = 0,
  .init = apart_init,
  .legal = apart_legal,
  .apply = apart_apply,
  .scores = NULL,
  .status = apart_status,
  .evaluate = apart_evaluate,
  .format_action = apart_format_action,
  .token_is_wellformed = apart_token_is_wellformed,
  .render = apart_render,
  .hash = apart_hash,
  .n_cells = apart_n_cells,
  .piece_at = apart_piece_at,
  .action_cells = apart_action_cells,
  .is_capture = apart_is_capture,
  .action_effects = apart_action_effects,
  .perft = apart_perft,
  .random_action = apart_random_action,
};

/* Accessors (tab-apart.h) */

static gboolean
cell_square (const TabPosition *pos, guint cell, guint *r, guint *f)
{
  guint cols = pos->options.cols;

  if (cell >= (guint) pos->options.rows * cols)
    return FALSE;
  *r = cell / cols;
  *f = cell % cols;
  return TRUE;
}

gboolean
tab_apart_is_isolated (const TabPosition *pos, guint cell)
{
  const ApartState *st = cstate_of (pos);
  guint r, f;

  if (!cell_square (pos, cell, &r, &f))
    return FALSE;
  for (guint c = WHITE; c <= BLACK; c++)
    if (has_piece (st, c, r, f))
      return neighbours (st, c, r, f) == 0;
  return FALSE;
}

gboolean
tab_apart_is_apart (const TabPosition *pos, guint seat)
{
  g_return_val_if_fail (seat == 1 || seat == 2, FALSE);

  return cstate_of (pos)->pairs[colour_of_seat (seat)] == 0;
}

int
tab_apart_moving_piece (const TabPosition *pos)
{
  const ApartState *st = cstate_of (pos);

  if (st->moving == APART_NO_PIECE)
    return TAB_NO_CELL;
  return (int) ((st->moving >> 4) * pos->options.cols + (st->moving & 15u));
}

gboolean
tab_apart_is_used (const TabPosition *pos, guint cell)
{
  const ApartState *st = cstate_of (pos);
  guint r, f;

  if (st->moving == APART_NO_PIECE || !cell_square (pos, cell, &r, &f))
    return FALSE;
  return (st->used[r] >> f) & 1;
}

guint
tab_apart_pieces (const TabPosition *pos, guint seat)
{
  g_return_val_if_fail (seat == 1 || seat == 2, 0);

  return cstate_of (pos)->count[colour_of_seat (seat)];
}

guint
tab_apart_captured (const TabPosition *pos, guint seat)
{
  guint start = 2 * ((guint) pos->options.cols - 2);

  g_return_val_if_fail (seat == 1 || seat == 2, 0);

  return start - tab_apart_pieces (pos, seat);
}

gboolean
tab_apart_is_first_turn (const TabPosition *pos)
{
  return cstate_of (pos)->first_turn;
}

guint
tab_apart_completed_turns (const TabPosition *pos)
{
  return pos->turn;
}

gboolean
tab_apart_set_diagram (TabPosition *pos, const char *diagram, guint seat,
                       guint completed_turns, GError **error)
{
  g_auto (GStrv) ranks = NULL;
  TabOptions options = { 0, 0, 2 };
  TabPosition work;
  ApartState *st;
  guint rows, cols, most;

  g_return_val_if_fail (diagram != NULL, FALSE);

  ranks = g_strsplit (diagram, "/", -1);
  rows = g_strv_length (ranks);
  cols = (guint) strlen (ranks[0]);
  if (rows < APART_MIN_SIDE || rows > APART_MAX_SIDE ||
      cols < APART_MIN_SIDE || cols > APART_MAX_SIDE)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "diagram '%s' is %ux%u; Apart boards have 5 to 15 ranks and files",
                   diagram, rows, cols);
      return FALSE;
    }
  if (seat != 1 && seat != 2)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "seat %u cannot be to move in Apart (1 or 2)", seat);
      return FALSE;
    }
  if (completed_turns >= TAB_APART_TURN_LIMIT)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "%u completed turns: the game is drawn after %u",
                   completed_turns, TAB_APART_TURN_LIMIT);
      return FALSE;
    }

  options.rows = (guint8) rows;
  options.cols = (guint8) cols;
  if (!tab_position_init (&work, &tab_apart_rules, &options, error))
    return FALSE;
  st = state_of (&work);
  clear_state (st);
  for (guint i = 0; i < rows; i++)
    {
      guint r = rows - 1 - i;

      if (strlen (ranks[i]) != cols)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "rank %u of diagram '%s' has %zu squares, not %u",
                       r + 1, diagram, strlen (ranks[i]), cols);
          return FALSE;
        }
      for (guint f = 0; f < cols; f++)
        switch (ranks[i][f])
          {
          case 'W':
            put_piece (st, WHITE, r, f);
            break;
          case 'B':
            put_piece (st, BLACK, r, f);
            break;
          case '.':
            break;
          default:
            g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                         "unexpected '%c' in diagram '%s' (W, B, . or /)",
                         ranks[i][f], diagram);
            return FALSE;
          }
    }

  most = 2 * (cols - 2);
  for (guint c = WHITE; c <= BLACK; c++)
    {
      const char *name = c == WHITE ? "White" : "Black";

      if (st->count[c] == 0 || st->count[c] > most)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "%s has %u pieces in diagram '%s' (1 to %u on %u files)",
                       name, st->count[c], diagram, most, cols);
          return FALSE;
        }
      if (st->pairs[c] == 0)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "%s is already apart in diagram '%s'", name, diagram);
          return FALSE;
        }
    }

  work.to_move = (guint8) seat;
  work.turn = completed_turns;
  tab_position_copy (pos, &work);
  return TRUE;
}
