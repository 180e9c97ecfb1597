/* tab-mnemonic.h: buttons with a mnemonic, named once for screen readers
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Call after setting the label of a button with use-underline */
void tab_mnemonic_fix_button  (GtkButton *button);
/* Fixes every such button in the widget tree under root */
void tab_mnemonic_fix_buttons (GtkWidget *root);

G_END_DECLS
