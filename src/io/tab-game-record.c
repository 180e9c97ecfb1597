/* tab-game-record.c: a game as readable text (Copy Game as Text)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */


#include "tab-game-record.h"

#include <glib/gi18n-lib.h>

#include "tab-ai.h"

static const char *
seat_name (const TabSaveData *data, guint seat)
{
  const char *name = tab_rules_seat_name (data->rules, &data->options, seat);

  return name != NULL ? g_dgettext (GETTEXT_PACKAGE, name) : "?";
}

static void
append_head (GString *out, const TabSaveData *data)
{
  g_autoptr (GDateTime) when = data->saved_at != 0 ? g_date_time_new_from_unix_utc (data->saved_at)
                                                   : g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format (when, "%Y-%m-%d %H:%M UTC");

  g_string_append (out, g_dgettext (GETTEXT_PACKAGE, data->rules->name));
  if (data->rules->board_kind != TAB_BOARD_FIXED)
    g_string_append_printf (out, ", %u×%u", data->options.rows, data->options.cols);
  g_string_append_c (out, '\n');
  /* Translators: the date of a game in its text record */
  g_string_append_printf (out, _("Date: %s"), date);
  g_string_append_c (out, '\n');
  for (guint seat = 1; seat <= data->options.players; seat++)
    {
      const TabSeatInfo *info = &data->seats[seat - 1];

      if (info->kind == TAB_SEAT_COMPUTER)
        /* Translators: a seat of a game in its text record, e.g. "Black: computer (Strong)" */
        g_string_append_printf (out, _("%s: computer (%s)"), seat_name (data, seat),
                                g_dgettext (GETTEXT_PACKAGE, tab_ai_level_name (info->level)));
      else if (info->name != NULL)
        g_string_append_printf (out, "%s: %s", seat_name (data, seat), info->name);
      else
        g_string_append_printf (out, _("%s: person"), seat_name (data, seat));
      g_string_append_c (out, '\n');
    }
}

/* ", Blunder, proven; better: c4" after a reviewed turn */
static void
append_mark (GString *out, const TabPosition *before, const TabTurnReview *r)
{
  g_autofree char *words = tab_game_review_mark_words (r);
  g_autofree char *better = NULL;

  if (words == NULL)
    return;
  better = tab_game_review_better_tokens (before, r);
  g_string_append_printf (out, " %s (%s", tab_mark_symbol (r->mark), words);
  if (better[0] != '\0')
    /* Translators: the better turn after a mark in a game's text record */
    g_string_append_printf (out, _("; better: %s"), better);
  g_string_append_c (out, ')');
}

char *
tab_game_record_text (const TabSaveData *data, TabGameReview *review)
{
  g_autoptr (GString) out = g_string_new (NULL);
  TabPosition pos, before;
  guint number = 0, seat = 0, first = 0;
  gboolean open = FALSE;

  g_return_val_if_fail (data != NULL && data->rules != NULL, NULL);

  append_head (out, data);
  if (review != NULL)
    {
      g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, tab_game_review_get_nodes (review));

      /* Translators: the computer's budget of a game's review, e.g.
       * "Analysis: 1000000 nodes a position" */
      g_string_append_printf (out, _("Analysis: %s nodes a position"), nodes);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
  if (!tab_position_init (&pos, data->rules, &data->options, NULL))
    return g_string_free (g_steal_pointer (&out), FALSE);
  tab_position_copy (&before, &pos);
  for (guint i = 0; data->actions != NULL && data->actions[i] != NULL; i++)
    {
      TabAction action;

      if (!open || pos.turn != before.turn)
        {
          if (open)
            {
              const TabTurnReview *r = review != NULL ? tab_game_review_find_turn (review, i) : NULL;

              if (r != NULL && r->first == first)
                append_mark (out, &before, r);
              g_string_append_c (out, '\n');
            }
          tab_position_copy (&before, &pos);
          seat = pos.to_move;
          first = i;
          open = TRUE;
          g_string_append_printf (out, "%u. %s:", ++number, seat_name (data, seat));
        }
      g_string_append_printf (out, " %s", data->actions[i]);
      if (!tab_action_parse (&pos, data->actions[i], &action, NULL))
        break;
      tab_position_apply (&pos, action);
    }
  if (open)
    {
      guint n = g_strv_length (data->actions);
      const TabTurnReview *r = review != NULL ? tab_game_review_find_turn (review, n) : NULL;

      if (r != NULL && r->first == first)
        append_mark (out, &before, r);
      g_string_append_c (out, '\n');
    }
  if (tab_position_is_over (&pos))
    {
      g_autofree char *status = tab_position_status (&pos);

      g_string_append_printf (out, "\n%s\n", status);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
