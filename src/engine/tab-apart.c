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
 *
 * This file holds the moves: generating, playing, counting and drawing
 * them.  The notation and the setup from a diagram are in
 * tab-apart-text.c, the evaluation in tab-apart-eval.c, the questions the
 * board asks in tab-apart-query.c.
 */

#include "tab-apart-private.h"

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
  .review_thresholds = { 50, 100, 200 },
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
