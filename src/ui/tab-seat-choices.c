/* tab-seat-choices.c: who takes a seat, a person or the computer at a
 * level, as the New Game dialog and the preferences offer it, and the
 * seats kept in GSettings
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

static void
read_seat_levels (GVariant *value, guint levels[TAB_MAX_SEATS])
{
  gsize n;
  const gint32 *numbers = g_variant_get_fixed_array (value, &n, sizeof (gint32));

  for (gsize i = 0; i < MIN (n, TAB_MAX_SEATS); i++)
    levels[i] = numbers[i] < TAB_AI_MIN_LEVEL ? 0 : MIN ((guint) numbers[i], TAB_AI_MAX_LEVEL);
}

void
tab_settings_get_seat_levels (GSettings  *settings,
                              const char *key,
                              guint       levels[TAB_MAX_SEATS])
{
  g_autoptr (GVariant) fallback = g_settings_get_default_value (settings, key);
  g_autoptr (GVariant) value = g_settings_get_value (settings, key);

  for (guint i = 0; i < TAB_MAX_SEATS; i++)
    levels[i] = 0;
  read_seat_levels (fallback, levels);
  read_seat_levels (value, levels);
}

void
tab_settings_set_seat_levels (GSettings   *settings,
                              const char  *key,
                              const guint  levels[TAB_MAX_SEATS])
{
  gint32 numbers[TAB_MAX_SEATS];

  for (guint i = 0; i < TAB_MAX_SEATS; i++)
    numbers[i] = (gint32) levels[i];
  g_settings_set_value (settings, key,
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, numbers,
                                                   TAB_MAX_SEATS, sizeof (gint32)));
}
