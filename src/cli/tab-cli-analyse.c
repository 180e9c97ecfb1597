/* tab-cli-analyse.c: tabuleiro-cli analyse, a game judged turn by turn
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per complete turn (the contract in design.md):
 * turn, seat, played, mark, better, before, after, TAB-separated.
 */

#include "config.h"

#include "tab-analysis.h"
#include "tab-cli-private.h"

/* The actions of the record the options give, from the initial position
 * (setup_position () has played them once already: they are legal) */
static GArray *
record_actions (Cli *cli, const TabPosition *start)
{
  g_autoptr (GPtrArray) tokens = tab_cli_record_tokens (cli);
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  TabPosition work;

  tab_position_copy (&work, start);
  for (guint i = 0; i < tokens->len; i++)
    {
      TabAction action;

      if (!tab_action_parse (&work, g_ptr_array_index (tokens, i), &action, NULL))
        break;
      g_array_append_val (actions, action);
      tab_position_apply (&work, action);
    }
  return actions;
}

static void
append_line (const TabPosition *start, const TabAction *actions, const TabTurnReview *r,
             guint number, GString *out)
{
  TabPosition before;
  g_autofree char *standing_before = tab_standing_to_string (&r->before);
  g_autofree char *standing_after = tab_standing_to_string (&r->after);

  tab_position_copy (&before, start);
  for (guint i = 0; i < r->first; i++)
    tab_position_apply (&before, actions[i]);
  g_string_append_printf (out, "%u\t%u\t", number, r->seat);
  tab_cli_append_turn (&before, actions + r->first, r->n_played, out);
  g_string_append_printf (out, "\t%s\t", tab_mark_symbol (r->mark));
  if (r->n_better > 0)
    tab_cli_append_turn (&before, r->better, r->n_better, out);
  else
    g_string_append_c (out, '-');
  g_string_append_printf (out, "\t%s\t%s\n", standing_before, standing_after);
}

gboolean
tab_cli_command_analyse (Cli *cli, GString *out, GError **error)
{
  guint64 nodes = TAB_ANALYSIS_DEFAULT_NODES;
  g_autoptr (GArray) actions = NULL;
  g_autoptr (GArray) reviews = NULL;
  TabPosition start;

  if (cli->nodes != NULL &&
      !tab_cli_parse_number (cli->nodes, "--nodes", 1, G_GUINT64_CONSTANT (1000000000000), &nodes,
                             error))
    return FALSE;
  if (!tab_position_init (&start, cli->rules, &cli->options, error))
    return FALSE;
  actions = record_actions (cli, &start);
  /* the threads share the positions out; the lines do not depend on them */
  reviews = tab_review_game (&start, (const TabAction *) (gpointer) actions->data, actions->len,
                             nodes, MIN (g_get_num_processors (), 2));
  for (guint i = 0; i < reviews->len; i++)
    append_line (&start, (const TabAction *) (gpointer) actions->data,
                 &g_array_index (reviews, TabTurnReview, i), i + 1, out);
  return TRUE;
}
