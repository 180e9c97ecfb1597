/* tab-combo-row.c: a popover list that shows the choices of an
 * AdwComboRow whole
 *
 * The items of AdwComboRow's own list, and the choice beside its title,
 * are cut at 20 characters ("Person against the co…", "Computador,
 * Principia…"): this list shows them whole, with the same check mark on
 * the selected one, and under each its subtitle where the row has
 * subtitles (the New Game dialog's games, with their summaries); beside
 * the title the choice is whole too.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-combo-row.h"

/* ---- The popover list ---- */

static void
update_check_mark (GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "combo-row");

  gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item));
}

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 40);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_set_hexpand (text, TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (text), label);
  gtk_box_append (GTK_BOX (text), subtitle);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "combo-row", row);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *text = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkStringList *subtitles = g_object_get_data (G_OBJECT (row), "choice-subtitles");
  const char *subtitle = NULL;

  if (subtitles != NULL)
    subtitle = gtk_string_list_get_string (subtitles, gtk_list_item_get_position (item));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (text)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (text)), subtitle);
  gtk_widget_set_visible (gtk_widget_get_last_child (text), subtitle != NULL);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check_mark), item, G_CONNECT_SWAPPED);
  update_check_mark (item);
}

static void
unbind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_func (row, update_check_mark, item);
}

/* ---- The choice beside the title ---- */

static void
setup_value (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_list_item_set_child (item, gtk_label_new (NULL));
}

static void
bind_value (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static void
show_whole_value (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_value), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_value), NULL);
  adw_combo_row_set_factory (row, factory);
}

void
tab_combo_row_show_whole_choices (AdwComboRow   *row,
                                  GtkStringList *subtitles)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  if (subtitles != NULL)
    g_object_set_data_full (G_OBJECT (row), "choice-subtitles", g_object_ref (subtitles), g_object_unref);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), row);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_choice), row);
  adw_combo_row_set_list_factory (row, factory);
  show_whole_value (row);
}
