/* tab-splut-query.c: what Splut!'s board and views ask about a position
 * and an action: pieces, cells, the action's parts and effects
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-splut-private.h"

guint
splut_n_cells (const TabPosition *pos)
{
  return TAB_SPLUT_N_CELLS;
}

guint
splut_piece_at (const TabPosition *pos, guint cell)
{
  guint8 code;

  if (cell >= TAB_SPLUT_N_CELLS)
    return 0;
  code = cstate_of (pos)->board[cell];
  return class_of[code] == C_ROCK ? TAB_PIECE (0, TAB_SPLUT_ROCK) : code;
}

void
splut_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  *from = (int) ACTION_FROM (action);
  *to = next[ACTION_FROM (action)][ACTION_DIR (action)];
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

const char *
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


/* Only a thrown Rock takes pieces: a Sorcerer's whole team, or a Dwarf
 * it lands on */
gboolean
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

void
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

/* ---- Sorcerers in danger ---- */

/* pos as the start of seat's next turn would be if nothing moved before
 * it: seat to move with the steps of that turn, the Rocks moved in the
 * turn before it not to be levitated (as end_turn () starts a turn) */
static void
start_turn_of (TabPosition *pos, guint seat)
{
  SplutState *st = state_of (pos);
  guint players = pos->options.players;
  guint32 hand_overs = 0;

  for (guint s = pos->to_move % players + 1;; s = s % players + 1)
    {
      if ((st->alive >> (s - 1)) & 1)
        hand_overs++;
      if (s == seat)
        break;
    }
  st->moved_before = hand_overs == 1 ? st->moved_now : 0;
  st->moved_now = 0;
  st->lev = LEV_IDLE;
  st->lev_rock = 0;
  st->levitable = (guint8) (~st->moved_before & 15u);
  pos->turn += hand_overs;
  pos->to_move = (guint8) seat;
  st->steps_left = (guint8) steps_for_turn (pos->turn);
}

/* The seats whose Sorcerer the seat to move can hit with a throw in what
 * is left of its turn, a bit per seat; a throw ends the turn */
static guint
seats_hit_this_turn (const TabPosition *pos)
{
  TabActionList list;
  guint hit = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabSplutActionInfo info;
      TabPosition child;

      tab_splut_action_info (pos, list.actions[i], &info);
      if (info.kind == TAB_SPLUT_ACTION_THROW)
        {
          if (info.hit_seat != 0)
            hit |= 1u << (info.hit_seat - 1);
          continue;
        }
      if (cstate_of (pos)->steps_left <= 1)
        continue;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (!tab_position_is_over (&child) && child.to_move == pos->to_move)
        hit |= seats_hit_this_turn (&child);
    }
  return hit;
}

guint
tab_splut_sorcerers_in_danger (const TabPosition *pos, guint *by)
{
  guint players = pos->options.players;
  guint danger = 0;

  if (by != NULL)
    memset (by, 0, players * sizeof (guint));
  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  /* in the order of play from the seat to move */
  for (guint k = 0; k < players; k++)
    {
      guint seat = (pos->to_move - 1 + k) % players + 1;
      TabPosition probe;
      guint hit;

      if (!tab_splut_seat_alive (pos, seat))
        continue;
      tab_position_copy (&probe, pos);
      if (seat != pos->to_move)
        start_turn_of (&probe, seat);
      /* hitting its own Sorcerer is no danger another seat brings */
      hit = seats_hit_this_turn (&probe) & ~(1u << (seat - 1));
      for (guint t = 1; t <= players; t++)
        if ((hit >> (t - 1)) & 1 && !((danger >> (t - 1)) & 1))
          {
            danger |= 1u << (t - 1);
            if (by != NULL)
              by[t - 1] = seat;
          }
    }
  return danger;
}
