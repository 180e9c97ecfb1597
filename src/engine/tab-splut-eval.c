/* tab-splut-eval.c: Splut!'s evaluation for the AI
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-splut-private.h"

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

int
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
