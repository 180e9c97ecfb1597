/* tab-test-game.c: "Pairs", a game whose turns have two actions
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-test-game.h"

#include <string.h>

/* state[0] = the total, state[1] = actions played in this turn */
#define TOTAL(pos)   ((pos)->state[0])
#define IN_TURN(pos) ((pos)->state[1])

guint
tab_test_pairs_total (const TabPosition *pos)
{
  return (guint) TOTAL (pos);
}

static void
pairs_init (TabPosition *pos)
{
  TOTAL (pos) = 0;
  IN_TURN (pos) = 0;
}

static guint
pairs_legal (const TabPosition *pos, TabAction *out)
{
  for (guint i = 0; i < 3; i++)
    out[i] = i + 1;
  return 3;
}

static void
pairs_apply (TabPosition *pos, TabAction action)
{
  TOTAL (pos) += action;
  if (TOTAL (pos) >= PAIRS_TARGET)
    {
      pos->outcome = TAB_OUTCOME_WIN;
      pos->winner = pos->to_move;
      return;
    }
  if (++IN_TURN (pos) == 2)
    {
      IN_TURN (pos) = 0;
      pos->to_move = 3 - pos->to_move;
      pos->turn++;
    }
}

static void
pairs_status (const TabPosition *pos, GString *out)
{
  if (pos->outcome == TAB_OUTCOME_WIN)
    g_string_append_printf (out, "game over: seat %u wins", pos->winner);
  else
    g_string_append_printf (out, "seat %u to move (total %u)", pos->to_move, (guint) TOTAL (pos));
}

/* the seat that reaches a multiple of 4 is better off */
static int
pairs_evaluate (const TabPosition *pos, guint seat)
{
  return TOTAL (pos) % 4 == 0 ? 10 : 0;
}

static void
pairs_format (const TabPosition *pos, TabAction action, char *buf)
{
  g_snprintf (buf, TAB_TOKEN_MAX, "%u", action);
}

static gboolean
pairs_wellformed (const TabPosition *pos, const char *token)
{
  return strlen (token) == 1 && token[0] >= '1' && token[0] <= '9';
}

static void
pairs_render (const TabPosition *pos, GString *out)
{
  g_string_append_printf (out, "%u\n", (guint) TOTAL (pos));
}

static guint64
pairs_hash (const TabPosition *pos)
{
  return TOTAL (pos) * 4u + IN_TURN (pos) * 2u + pos->to_move;
}

static guint
pairs_n_cells (const TabPosition *pos)
{
  return 4;
}

static guint
pairs_piece_at (const TabPosition *pos, guint cell)
{
  return 0;
}

static void
pairs_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  *from = TAB_NO_CELL;
  *to = (int) action;
}

const TabRules tab_test_pairs_rules = {
  .id = "pairs",
  .name = "Pairs",
  .summary = "Two numbers a turn; reach the target first.",
  .seat_names = { "First", "Second" },
  .min_players = 2, .max_players = 2, .default_players = 2,
  .board_kind = TAB_BOARD_FIXED,
  .n_cells_max = 4,
  .state_size = 2 * sizeof (guint64),
  .init = pairs_init,
  .legal = pairs_legal,
  .apply = pairs_apply,
  .status = pairs_status,
  .evaluate = pairs_evaluate,
  .format_action = pairs_format,
  .token_is_wellformed = pairs_wellformed,
  .render = pairs_render,
  .hash = pairs_hash,
  .n_cells = pairs_n_cells,
  .piece_at = pairs_piece_at,
  .action_cells = pairs_action_cells,
};
