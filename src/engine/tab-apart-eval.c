/* tab-apart-eval.c: Apart's evaluation for the AI
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-apart-private.h"

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

int
apart_evaluate (const TabPosition *pos, guint seat)
{
  const ApartState *st = cstate_of (pos);
  guint me = colour_of_seat (seat), them = 1 - me;
  guint rows = pos->options.rows;
  int value = EVAL_MOVE * (turns_needed (st, them, rows) - turns_needed (st, me, rows)) +
              EVAL_PIECE * ((int) st->count[them] - (int) st->count[me]);

  return value + (pos->to_move == seat ? EVAL_TEMPO : -EVAL_TEMPO);
}
