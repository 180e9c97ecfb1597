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
#include "tab-combo-row.h"

GtkStringList *
tab_level_choices_new (void)
{
  GtkStringList *levels = gtk_string_list_new (NULL);

  for (guint level = TAB_AI_MIN_LEVEL; level <= TAB_AI_MAX_LEVEL; level++)
    gtk_string_list_append (levels, gettext (tab_ai_level_name (level)));
  return levels;
}

char *
tab_seat_choice_name (guint level)
{
  if (level < TAB_AI_MIN_LEVEL)
    return g_strdup (_("Person"));
  /* Translators: who plays a seat, in the New Game dialog, the
   * preferences and the side panel, e.g. "Computer, Casual" */
  return g_strdup_printf (_("Computer, %s"), gettext (tab_ai_level_name (level)));
}

GtkStringList *
tab_seat_choices_new (void)
{
  GtkStringList *choices = gtk_string_list_new (NULL);

  for (guint position = 0; position <= TAB_AI_MAX_LEVEL - TAB_AI_MIN_LEVEL + 1; position++)
    {
      g_autofree char *text = tab_seat_choice_name (tab_seat_choice_level (position));

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

void
tab_seat_rows_bind_template (GtkWidgetClass *widget_class, gsize rows_offset)
{
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    {
      g_autofree char *name = g_strdup_printf ("seat%u_row", seat);

      gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                 (gssize) (rows_offset + (seat - 1) * sizeof (AdwComboRow *)));
    }
}

void
tab_seat_rows_setup (AdwComboRow **rows, GCallback on_selected, gpointer owner)
{
  g_autoptr (GtkStringList) choices = tab_seat_choices_new ();

  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    {
      adw_combo_row_set_model (rows[seat - 1], G_LIST_MODEL (choices));
      tab_combo_row_show_whole_choices (rows[seat - 1], NULL);
      g_signal_connect_object (rows[seat - 1], "notify::selected", on_selected, owner,
                               G_CONNECT_SWAPPED);
    }
}

void
tab_seat_rows_get_levels (AdwComboRow **rows, guint levels[TAB_MAX_SEATS])
{
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    levels[seat - 1] = tab_seat_choice_level (adw_combo_row_get_selected (rows[seat - 1]));
}

void
tab_seat_rows_set_levels (AdwComboRow **rows, const guint levels[TAB_MAX_SEATS])
{
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    adw_combo_row_set_selected (rows[seat - 1], tab_seat_choice_position (levels[seat - 1]));
}
