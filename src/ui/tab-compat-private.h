/* tab-compat-private.h: what the tests ask of tab-compat.c's questions
 * and dialogs, on either libadwaita
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-compat.h"

G_BEGIN_DECLS

const char *tab_question_get_heading        (GtkWidget   *question);
const char *tab_question_get_body           (GtkWidget   *question);
/* The question on show over window with that heading (NULL: any), or NULL */
GtkWidget  *tab_question_find               (GtkWindow   *window,
                                             const char  *heading);

/* The About window or dialog on show over window, or NULL */
GtkWidget  *tab_about_find                  (GtkWindow   *window);

/* The dialog of type on show over window (transient for it, before 1.5),
 * or NULL */
GtkWidget  *tab_dialog_find                 (GtkWindow   *window,
                                             GType        type);
/* Closes a dialog shown with tab_dialog_present (), at once */
void        tab_dialog_close                (GtkWidget   *dialog);

G_END_DECLS
