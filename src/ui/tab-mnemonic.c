/* tab-mnemonic.c: buttons with a mnemonic, named once for screen readers
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 gives a button with a mnemonic two names, which screen readers
 * read one after the other ("_Start Start"): the button's label property,
 * underscore and all, and the text of the label child that the mnemonic
 * makes name the button.  Dropping the property leaves the child's text.
 *
 * The image of an icon button has no name of its own, and GTK 4.8 names
 * it by its type: Orca reads "GtkImage New Game push button".  The
 * button's label says it all: the image is hidden from screen readers.
 */

#include "config.h"

#include "tab-mnemonic.h"

void
tab_mnemonic_fix_button (GtkButton *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  if (gtk_button_get_use_underline (button) && gtk_button_get_label (button) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

void
tab_mnemonic_fix_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    tab_mnemonic_fix_button (GTK_BUTTON (root));
  if (GTK_IS_IMAGE (root) && GTK_IS_BUTTON (gtk_widget_get_parent (root)))
    gtk_accessible_update_state (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tab_mnemonic_fix_buttons (child);
}
