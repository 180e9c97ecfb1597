/* tab-wrap-box.h: a box that wraps its children like words: as many on
 * a line as fit, a space apart, the next on the next line
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAB_TYPE_WRAP_BOX (tab_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (TabWrapBox, tab_wrap_box, TAB, WRAP_BOX, GtkWidget)

/* The first child heads the first line; the lines after it start under
 * the second child where the widest child fits there, else at the
 * start.  Children are never shrunk below their natural width: a line
 * breaks only between two children. */
GtkWidget *tab_wrap_box_new    (void);
void       tab_wrap_box_append (TabWrapBox *self,
                                GtkWidget  *child);

G_END_DECLS
