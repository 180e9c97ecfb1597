/* tab-seat-choices.c: who takes a seat, a person or the computer at a
 * level, as the New Game dialog and the preferences offer it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-seat-choices.h"

#include <glib/gi18n.h>

#include "tab-ai.h"

GtkStringList *
tab_level_choices_new (void)
{
  GtkStringList *levels = gtk_string_list_new (NULL);

  for (guint level = TAB_AI_MIN_LEVEL; level <= TAB_AI_MAX_LEVEL; level++)
    gtk_string_list_append (levels, gettext (tab_ai_level_name (level)));
  return levels;
}

GtkStringList *
tab_seat_choices_new (void)
{
  GtkStringList *choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("Person"));
  for (guint level = TAB_AI_MIN_LEVEL; level <= TAB_AI_MAX_LEVEL; level++)
    {
      /* Translators: a seat's player in the New Game dialog and the
       * preferences, e.g. "Computer, Casual" */
      g_autofree char *text = g_strdup_printf (_("Computer, %s"), gettext (tab_ai_level_name (level)));

      gtk_string_list_append (choices, text);
    }
  return choices;
}

guint
tab_seat_choice_level (guint position)
{
  if (position == 0 || position == GTK_INVALID_LIST_POSITION)
    return 0;
  return MIN (position - 1 + TAB_AI_MIN_LEVEL, TAB_AI_MAX_LEVEL);
}

guint
tab_seat_choice_position (guint level)
{
  if (level < TAB_AI_MIN_LEVEL)
    return 0;
  return MIN (level, TAB_AI_MAX_LEVEL) - TAB_AI_MIN_LEVEL + 1;
}
