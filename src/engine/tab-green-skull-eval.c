/* tab-green-skull-eval.c: Green Skull's evaluation for the AI
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-green-skull-private.h"

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
int
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
