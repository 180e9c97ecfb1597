/* tab-wrap-layout.h: a layout that wraps its children like words: as
 * many on a line as fit, a space apart, the next on the next line
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAB_TYPE_WRAP_LAYOUT (tab_wrap_layout_get_type ())

G_DECLARE_FINAL_TYPE (TabWrapLayout, tab_wrap_layout, TAB, WRAP_LAYOUT, GtkLayoutManager)

/* The first child heads the first line; the lines after it start under
 * the second child where the widest child fits there, else at the
 * start.  Children are never shrunk below their natural width: a line
 * breaks only between two children. */
GtkLayoutManager *tab_wrap_layout_new (void);

G_END_DECLS
