/* tab-dialogs.h: what libadwaita's dialogs and GtkFileDialog leave to the
 * app: finding the dialog on show over a window, answering or closing a
 * question from code, closing every dialog of a window, and choosing a
 * file with a callback
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The dialog of type on show over window, or NULL */
AdwDialog  *tab_dialog_find                 (GtkWindow      *window,
                                             GType           type);
/* Closes the dialogs on show over window, without an answer: a window
 * with a dialog open closes the dialog, not itself, when asked to close
 * (Quit would leave the app running) */
void        tab_dialog_close_all            (GtkWindow      *window);

/* The question on show over window with that heading (NULL: any), or NULL */
AdwAlertDialog *tab_question_find           (GtkWindow      *window,
                                             const char     *heading);
/* Answers as the button of response does: emits "response", then closes */
void        tab_question_respond            (AdwAlertDialog *question,
                                             const char     *response);
/* Closes the question without an answer (no "response" is heard) */
void        tab_question_dismiss            (AdwAlertDialog *question);

/* Asks for a file to open, or (saving) a file to save to, named name at
 * first; filter lists the files offered, folder (may be NULL) is where
 * the chooser starts, accept the label of its button.  chosen gets the
 * file, or NULL when the player cancels. */
typedef void (*TabFileChosen) (GFile *file, gpointer user_data);
void        tab_choose_file                 (GtkWindow      *parent,
                                             gboolean        saving,
                                             const char     *title,
                                             const char     *accept,
                                             GtkFileFilter  *filter,
                                             GFile          *folder,
                                             const char     *name,
                                             TabFileChosen   chosen,
                                             gpointer        user_data);

G_END_DECLS
