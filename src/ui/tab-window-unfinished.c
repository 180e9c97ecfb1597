/* tab-window-unfinished.c: the chooser's list of unfinished games, newest
 * first, to continue or to remove
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tab-ai.h"
#include "tab-relative-date.h"
#include "tab-unfinished.h"
#include "tab-window-private.h"

/* "4Mation against Casual", "Splut! against Casual and Expert",
 * "Apart, person against person", "Freedom, Strong against Expert" */
static char *
describe_seats (const TabSaveData *data)
{
  g_autoptr (GStrvBuilder) computers = g_strv_builder_new ();
  g_auto (GStrv) levels = NULL;
  g_autofree char *joined = NULL;
  const char *game = gettext (data->rules->name);
  guint n_people = 0;

  for (guint seat = 1; seat <= data->options.players; seat++)
    if (data->seats[seat - 1].kind == TAB_SEAT_PERSON)
      n_people++;
    else
      g_strv_builder_add (computers, gettext (tab_ai_level_name (data->seats[seat - 1].level)));
  levels = g_strv_builder_end (computers);
  if (n_people == data->options.players)
    /* Translators: an unfinished game on the chooser; %s is the game */
    return g_strdup_printf (_("%s, person against person"), game);
  if (n_people == 0)
    {
      /* Translators: computer levels, "Casual against Expert" */
      joined = g_strjoinv (_(" against "), levels);
      /* Translators: an unfinished game on the chooser; the first %s is
       * the game, the second the levels, "Casual against Expert" */
      return g_strdup_printf (_("%s, %s"), game, joined);
    }
  /* Translators: computer levels, "Casual and Expert" */
  joined = g_strjoinv (_(" and "), levels);
  /* Translators: an unfinished game on the chooser; the first %s is the
   * game, the second the computer's level, "4Mation against Casual" */
  return g_strdup_printf (_("%s against %s"), game, joined);
}

/* "yesterday at 21:40", with the name of the game's file if it has one */
static char *
describe_when (const TabUnfinished *entry)
{
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (entry->data->saved_at);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time_text = when != NULL && now != NULL ? tab_relative_date (when, now) : g_strdup ("");
  gboolean modified;
  g_autoptr (GFile) file = _tab_window_read_unfinished_file (entry->key, entry->data, &modified);
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

  if (name == NULL)
    return g_steal_pointer (&time_text);
  if (modified)
    /* Translators: when an unfinished game was last played, and its file,
     * whose last turns are not saved in it */
    return g_strdup_printf (_("%s · “%s”, changed"), time_text, name);
  /* Translators: when an unfinished game was last played, and its file */
  return g_strdup_printf (_("%s · “%s”"), time_text, name);
}

static void fill (TabWindow *self, gboolean tell_problems);

static void
on_remove_clicked (GtkButton *button, TabWindow *self)
{
  const char *key = g_object_get_data (G_OBJECT (button), "unfinished-key");

  tab_unfinished_remove (key);
  /* the game on the board, if it was that one, is kept again only as a
   * new entry (its next turn) */
  if (g_strcmp0 (key, self->unfinished_key) == 0 && self->game != NULL)
    {
      g_clear_pointer (&self->unfinished_key, g_free);
      g_set_weak_pointer (&self->forgotten_game, self->game);
      self->forgotten_n = tab_game_get_n_actions (self->game);
    }
  fill (self, FALSE);
  /* the focus goes back to the list, or the games */
  gtk_widget_child_focus (gtk_widget_get_visible (self->unfinished_box) ?
                          GTK_WIDGET (self->unfinished_list) : GTK_WIDGET (self->games_list),
                          GTK_DIR_TAB_FORWARD);
}

static GtkWidget *
create_remove_button (TabWindow *self, const char *key, const char *title)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* Translators: %s is an unfinished game, "4Mation against Casual" */
  g_autofree char *label = g_strdup_printf (_("Remove “%s” From the List"), title);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Remove From the List"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (button), "unfinished-key", g_strdup (key), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_remove_clicked), self, 0);
  return button;
}

static GtkWidget *
create_row (TabWindow *self, const TabUnfinished *entry)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = describe_seats (entry->data);
  g_autofree char *when = describe_when (entry);
  GtkWidget *arrow;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), when);
  g_object_set_data_full (G_OBJECT (row), "unfinished-key", g_strdup (entry->key), g_free);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), create_remove_button (self, entry->key, title));
  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  return row;
}

/* A game whose entry does not load is not listed: once a session, a toast
 * says why (the entry stays: a newer Tabuleiro may continue it) */
static void
fill (TabWindow *self, gboolean tell_problems)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) entries = tab_unfinished_list (problems);

  gtk_list_box_remove_all (self->unfinished_list);
  for (guint i = 0; i < entries->len; i++)
    gtk_list_box_append (self->unfinished_list, create_row (self, entries->pdata[i]));
  gtk_widget_set_visible (self->unfinished_box, entries->len > 0);
  if (tell_problems && problems->len > 0)
    {
      /* Translators: %s says why, e.g. "saved by a newer version of Tabuleiro" */
      g_autofree char *message = g_strdup_printf (_("An unfinished game cannot be shown: %s"),
                                                  (const char *) problems->pdata[0]);
      _tab_window_show_toast (self, message);
    }
}

void
_tab_window_fill_unfinished (TabWindow *self, gboolean tell_problems)
{
  fill (self, tell_problems);
}

static void
on_page_changed (TabWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "chooser") == 0)
    fill (self, FALSE);
}

static void
on_unfinished_row_activated (TabWindow *self, GtkListBoxRow *row)
{
  g_autofree char *key = g_strdup (g_object_get_data (G_OBJECT (row), "unfinished-key"));

  _tab_window_continue_unfinished (self, key);
}

void
_tab_window_unfinished_init (TabWindow *self)
{
  fill (self, TRUE);
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (on_page_changed),
                           self, G_CONNECT_SWAPPED);
}

void
_tab_window_class_unfinished_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, TabWindow, unfinished_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, unfinished_list);
  gtk_widget_class_bind_template_callback (widget_class, on_unfinished_row_activated);
}
