/* tab-ai-oracle.c: brute force over the rules table, against which the
 * computer players are checked
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-ai-oracle.h"

void
tab_oracle_start (TabPosition *pos, const char *game, guint size, guint players, const char *record)
{
  const TabRules *rules = tab_rules_lookup (game);
  TabOptions options;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (rules);
  tab_options_default (rules, &options);
  if (size > 0)
    options.rows = options.cols = (guint8) size;
  if (players > 0)
    options.players = (guint8) players;
  g_assert_true (tab_position_init (pos, rules, &options, &error));
  g_assert_no_error (error);
  if (record != NULL)
    g_assert_true (tab_position_play_record (pos, record, &error));
  g_assert_no_error (error);
}

gboolean
tab_oracle_wins_within_turn (const TabPosition *pos, guint seat, guint32 turn, guint64 *budget)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n && *budget > 0; i++)
    {
      TabPosition child;

      (*budget)--;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (child.outcome == TAB_OUTCOME_WIN && child.winner == seat)
        return TRUE;
      if (!tab_position_is_over (&child) && child.turn == turn &&
          tab_oracle_wins_within_turn (&child, seat, turn, budget))
        return TRUE;
    }
  return FALSE;
}

void
tab_oracle_play_turn (TabPosition *pos, const TabAction *turn, guint n)
{
  guint32 start_turn = pos->turn;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_false (tab_position_is_over (pos));
      g_assert_cmpuint (pos->turn, ==, start_turn);
      g_assert_true (tab_position_is_legal (pos, turn[i]));
      tab_position_apply (pos, turn[i]);
    }
  g_assert_true (tab_position_is_over (pos) || pos->turn != start_turn);
}
