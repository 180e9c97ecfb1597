/* tab-perfect.c: what Strong and Expert know for sure
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before it searches, a player asks two oracles.  Expert first looks the
 * position up in the strategy table of its game and board size, when
 * there is one and its own seat is the one the table wins for: its
 * action keeps the game won.  Then, in a game that can tell how many
 * actions are left (TabRules.actions_left_max), the exact endgame
 * search gets a third of the budget once the end is near: a proven
 * win is taken by its fastest way, a proven loss resisted the longest
 * way, a proven draw kept (by the drawing action the evaluation
 * prefers).
 * Only what is proven is played; otherwise the search decides.
 */

#include "tab-perfect.h"
#include "tab-book.h"
#include "tab-endgame.h"

/* The endgame search runs when at most NEAR_END actions are left, on a
 * third of the budget.  Before that it rarely proves anything the search
 * would not see, and the time it took cost Strong on 7×7 at 10 ms (88 %
 * against Casual instead of 94 %, 60 games each, with a sixth). */
#define NEAR_END      24
#define SHARE         3

static gboolean
book_action (const TabPosition *pos, TabAction *action)
{
  const TabBook *book = tab_book_for (pos->rules, &pos->options);

  return book != NULL && tab_book_winner (book) == pos->to_move &&
         tab_book_lookup (book, pos, action);
}

/* a table of about one entry per node the search can visit in time */
static guint
endgame_table_bits (gint64 budget_us)
{
  guint bits = 14;

  while (bits < 22 && ((gint64) 1 << bits) < budget_us * 2)
    bits++;
  return bits;
}

/* A drawn position: of the actions that keep the draw, the one the game's
 * evaluation likes best, so that a fallible opponent may still go wrong
 * (the endgame search's own choice when it runs out of time) */
static TabAction
best_drawing_action (TabEndgame *endgame, const TabPosition *pos, TabAction found)
{
  TabActionList list;
  TabAction best = found;
  int best_value = G_MININT;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      int value;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child))
        {
          if (child.outcome == TAB_OUTCOME_DRAW && best_value == G_MININT)
            best = list.actions[i];
          continue;
        }
      /* the other seat to move: a draw is 0 for it too */
      value = tab_endgame_search (endgame, &child, G_MAXUINT, -1, 1, NULL);
      if (tab_endgame_stopped (endgame))
        return found;
      if (value != 0)
        continue;
      value = pos->rules->evaluate (&child, pos->to_move);
      if (value > best_value)
        {
          best_value = value;
          best = list.actions[i];
        }
    }
  return best;
}

guint
tab_perfect_turn (const TabPosition *pos, const TabAiParams *params, gint64 deadline,
                  TabAction *turn)
{
  gint64 now = g_get_monotonic_time ();
  g_autoptr (TabEndgame) endgame = NULL;
  TabEndgameResult result;
  gint64 share;

  if (params->level >= TAB_AI_EXPERT && book_action (pos, &turn[0]) &&
      tab_position_action_ends_turn (pos, turn[0]))
    return 1;
  if (pos->rules->actions_left_max == NULL || pos->options.players != 2 || deadline <= now ||
      tab_endgame_actions_left (pos) > NEAR_END)
    return 0;

  share = (deadline - now) / SHARE;
  endgame = tab_endgame_new (endgame_table_bits (share));
  tab_endgame_set_stop (endgame, now + share, params->cancel);
  if (!tab_endgame_solve (endgame, pos, &result) || !tab_position_action_ends_turn (pos, result.action))
    return 0;
  g_debug ("endgame: value %d after %u actions, %" G_GUINT64_FORMAT " nodes", result.value,
           result.depth, result.nodes);
  turn[0] = result.value == 0 ? best_drawing_action (endgame, pos, result.action) : result.action;
  return 1;
}
