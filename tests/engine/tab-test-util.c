/* tab-test-util.c
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-test-util.h"
#include "tab-random.h"

#include <string.h>

void
tab_test_position (TabPosition *pos, const TabRules *rules, guint rows, guint cols,
                   guint players, const char *record)
{
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  if (rows)
    options.rows = (guint8) rows;
  if (cols)
    options.cols = (guint8) cols;
  if (players)
    options.players = (guint8) players;
  g_assert_true (tab_position_init (pos, rules, &options, &error));
  g_assert_no_error (error);
  if (record != NULL)
    tab_test_play (pos, record);
}

void
tab_test_play (TabPosition *pos, const char *record)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_position_play_record (pos, record, &error));
  g_assert_no_error (error);
}

guint
tab_test_n_legal (const TabPosition *pos)
{
  TabActionList list;

  return tab_position_legal (pos, &list);
}

char *
tab_test_legal_string (const TabPosition *pos)
{
  g_auto (GStrv) tokens = tab_position_legal_tokens (pos);

  return g_strjoinv (" ", tokens);
}

void
tab_test_assert_legal (const TabPosition *pos, const char *expected)
{
  g_autofree char *legal = tab_test_legal_string (pos);

  g_assert_cmpstr (legal, ==, expected);
}

void
tab_test_assert_refused (const TabPosition *pos, const char *token, TabEngineError code)
{
  g_autoptr (GError) error = NULL;
  TabPosition copy;
  TabAction action;
  guint64 hash = tab_position_hash (pos);

  tab_position_copy (&copy, pos);
  g_assert_false (tab_action_parse (&copy, token, &action, &error));
  g_assert_error (error, TAB_ENGINE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, token));
  g_clear_error (&error);
  g_assert_false (tab_position_play_record (&copy, token, &error));
  g_assert_nonnull (strstr (error->message, "at move 1"));
  g_assert_cmpuint (tab_position_hash (&copy), ==, hash);
  g_assert_cmpint (memcmp (&copy, pos, G_STRUCT_OFFSET (TabPosition, state) + pos->rules->state_size), ==, 0);
}

void
tab_test_assert_status (const TabPosition *pos, const char *expected)
{
  g_autofree char *status = tab_position_status (pos);

  g_assert_cmpstr (status, ==, expected);
}

static void
check_step (const TabPosition *pos, const TabActionList *list)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < list->n; i++)
    {
      char token[TAB_TOKEN_MAX];
      TabAction parsed;
      g_autoptr (GError) error = NULL;

      tab_action_format (pos, list->actions[i], token);
      g_assert_cmpuint (strlen (token), >, 0);
      g_assert_null (strchr (token, ' '));
      g_assert_true (pos->rules->token_is_wellformed (pos, token));
      g_assert_true (tab_action_parse (pos, token, &parsed, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (parsed, ==, list->actions[i]);
      g_assert_false (g_hash_table_contains (seen, token));
      g_hash_table_add (seen, g_strdup (token));
    }
}

TabAction
tab_test_action (const TabPosition *pos, const char *token)
{
  g_autoptr (GError) error = NULL;
  TabAction action = 0;

  g_assert_true (tab_action_parse (pos, token, &action, &error));
  g_assert_no_error (error);
  return action;
}

void
tab_test_assert_effects (const TabPosition *pos, const char *token, gboolean capture,
                         gboolean forcing, const char *touched, const char *removed)
{
  TabAction action = tab_test_action (pos, token);
  TabActionEffects effects;
  g_autoptr (GString) got_touched = g_string_new (NULL);
  g_autoptr (GString) got_removed = g_string_new (NULL);

  tab_action_effects (pos, action, &effects);
  for (guint i = 0; i < effects.n_touched; i++)
    g_string_append_printf (got_touched, "%s%d", i ? " " : "", effects.touched[i]);
  for (guint i = 0; i < effects.n_removed; i++)
    g_string_append_printf (got_removed, "%s%d:%u", i ? " " : "", effects.removed[i].cell,
                            effects.removed[i].piece);
  g_assert_cmpstr (got_touched->str, ==, touched);
  g_assert_cmpstr (got_removed->str, ==, removed);
  g_assert_cmpint (tab_action_is_capture (pos, action), ==, capture);
  g_assert_cmpint (tab_action_is_forcing (pos, action), ==, forcing);
  tab_test_check_effects (pos, action);
}

static gboolean
is_touched (const TabActionEffects *effects, int cell)
{
  for (guint i = 0; i < effects->n_touched; i++)
    if (effects->touched[i] == cell)
      return TRUE;
  return FALSE;
}

void
tab_test_check_effects (const TabPosition *pos, TabAction action)
{
  TabActionEffects effects;
  TabPosition child;
  guint n_cells = pos->rules->n_cells (pos), before = 0, after = 0;
  int from, to;

  tab_action_effects (pos, action, &effects);
  tab_action_cells (pos, action, &from, &to);
  g_assert_cmpint (effects.from, ==, from);
  g_assert_cmpint (effects.to, ==, to);
  g_assert_true (from == TAB_NO_CELL || is_touched (&effects, from));
  g_assert_true (to == TAB_NO_CELL || is_touched (&effects, to));
  g_assert_cmpuint (effects.n_touched, <=, TAB_EFFECTS_MAX_CELLS);
  for (guint i = 0; i < effects.n_touched; i++)
    {
      g_assert_cmpint (effects.touched[i], >=, 0);
      g_assert_cmpint (effects.touched[i], <, (int) n_cells);
    }
  /* a resignation takes its own pieces off (Splut!), but captures none */
  g_assert_true (tab_action_is_capture (pos, action) ==
                 (effects.n_removed > 0 && action != TAB_ACTION_RESIGN));
  for (guint i = 0; i < effects.n_removed; i++)
    {
      g_assert_cmpuint (effects.removed[i].piece, !=, 0);
      g_assert_cmpuint (pos->rules->piece_at (pos, (guint) effects.removed[i].cell), ==,
                        effects.removed[i].piece);
      g_assert_true (is_touched (&effects, effects.removed[i].cell));
    }

  tab_position_copy (&child, pos);
  tab_position_apply (&child, action);
  for (guint cell = 0; cell < n_cells; cell++)
    {
      guint was = pos->rules->piece_at (pos, cell), is = child.rules->piece_at (&child, cell);

      before += was != 0;
      after += is != 0;
      if (was != is && !is_touched (&effects, (int) cell))
        g_error ("cell %u changed but is not among the %u touched cells", cell, effects.n_touched);
    }
  /* a placement adds a piece; the removed ones leave the board */
  g_assert_cmpuint (after + effects.n_removed, ==,
                    before + (from == TAB_NO_CELL && to != TAB_NO_CELL ? 1 : 0));
}

void
tab_test_random_games (const TabPosition *start, guint n_games, guint64 seed, guint max_actions)
{
  TabRng rng;

  tab_rng_seed (&rng, seed);
  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GString) record = g_string_new (NULL);
      TabPosition pos, replay;
      TabActionList list;
      g_autoptr (GError) error = NULL;
      g_autofree char *status = NULL;
      guint n = 0;

      tab_position_copy (&pos, start);
      while (tab_position_legal (&pos, &list) > 0)
        {
          char token[TAB_TOKEN_MAX];
          TabAction action;

          g_assert_false (tab_position_is_over (&pos));
          g_assert_cmpuint (pos.to_move, >=, 1);
          g_assert_cmpuint (pos.to_move, <=, pos.options.players);
          /* checking every step of every game is slow under sanitizers:
           * check the first games fully, the others every 7th step */
          action = list.actions[tab_rng_below (&rng, list.n)];
          if (game < 50 || n % 7 == 0)
            {
              check_step (&pos, &list);
              tab_test_check_effects (&pos, action);
            }
          tab_action_format (&pos, action, token);
          if (record->len)
            g_string_append_c (record, ' ');
          g_string_append (record, token);
          tab_position_apply (&pos, action);
          g_assert_cmpuint (++n, <=, max_actions);
        }

      /* the game ended, consistently */
      g_assert_true (tab_position_is_over (&pos));
      if (pos.outcome == TAB_OUTCOME_WIN)
        {
          g_assert_cmpuint (pos.winner, >=, 1);
          g_assert_cmpuint (pos.winner, <=, pos.options.players);
        }
      status = tab_position_status (&pos);
      g_assert_true (g_str_has_prefix (status, "game over: "));

      /* replaying the record reaches the same position and hash */
      tab_position_copy (&replay, start);
      g_assert_true (tab_position_play_record (&replay, record->str, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tab_position_hash (&replay), ==, tab_position_hash (&pos));
      g_assert_cmpint (memcmp (&replay, &pos, G_STRUCT_OFFSET (TabPosition, state) + pos.rules->state_size), ==, 0);
    }
}

guint64
tab_test_plain_perft (const TabPosition *pos, guint depth)
{
  TabActionList list;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  if (tab_position_is_over (pos))
    return 0;
  tab_position_legal (pos, &list);
  if (depth == 1)
    return list.n;
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      total += tab_test_plain_perft (&child, depth - 1);
    }
  return total;
}
