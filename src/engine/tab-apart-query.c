/* tab-apart-query.c: what Apart's board and views ask about a position
 * and an action: pieces, cells, captures, effects, the accessors
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-apart-private.h"

guint
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

guint
apart_n_cells (const TabPosition *pos)
{
  return (guint) pos->options.rows * pos->options.cols;
}

void
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
gboolean
apart_is_capture (const TabPosition *pos, TabAction action)
{
  return action != APART_END &&
         has_piece (cstate_of (pos), 1 - colour_of_seat (pos->to_move), SEG_TR (action), SEG_TF (action));
}

void
apart_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  if (apart_is_capture (pos, action))
    tab_action_effects_remove (effects, pos, effects->to);
}

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
