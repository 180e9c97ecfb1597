/* tab-green-skull-query.c: what Green Skull's board and views ask about a
 * position and an action: pieces, cells, phases, scores
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-green-skull-private.h"

guint
gs_n_cells (const TabPosition *pos)
{
  return TAB_GREEN_SKULL_CELLS;
}

guint
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

void
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
gboolean
gs_is_capture (const TabPosition *pos, TabAction action)
{
  return GS_ACTION_KIND (action) == GS_JUMP;
}

void
gs_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  if (gs_is_capture (pos, action))
    tab_action_effects_remove (effects, pos,
                               gs_cell_of_bit ((int) (GS_ACTION_FROM (action) + GS_ACTION_TO (action)) / 2));
}

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
