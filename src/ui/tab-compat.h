/* tab-compat.h: one API over libadwaita 1.2 (Debian 12) and the current
 * libadwaita (1.5 and later), where AdwMessageDialog and AdwAboutWindow
 * are deprecated for AdwAlertDialog and AdwAboutDialog, which are not
 * windows of their own but dialogs shown inside their parent window.
 * The choice is made when the app is built (ADW_CHECK_VERSION).
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A question with a heading, a body and buttons (responses), asked over
 * parent: an AdwAlertDialog or an AdwMessageDialog.  Either emits
 * "response" (question, const char *response) when it is answered. */
GtkWidget  *tab_question_new                (GtkWidget   *parent,
                                             const char  *heading,
                                             const char  *body);
/* responses as pairs of an id and a label, NULL after the last */
void        tab_question_add_responses      (GtkWidget   *question,
                                             const char  *first_id,
                                             ...) G_GNUC_NULL_TERMINATED;
void        tab_question_set_response_appearance (GtkWidget *question,
                                             const char  *response,
                                             AdwResponseAppearance appearance);
void        tab_question_set_default_response (GtkWidget *question,
                                             const char  *response);
void        tab_question_set_close_response (GtkWidget   *question,
                                             const char  *response);
void        tab_question_present            (GtkWidget   *question);
/* Answers as the button of response does: emits "response", then closes */
void        tab_question_respond            (GtkWidget   *question,
                                             const char  *response);
/* Closes the question without an answer (no "response" is heard) */
void        tab_question_dismiss            (GtkWidget   *question);
/* The question lets go of its parent window, which may go before it
 * (a window of its own is finalized after the click that answered it) */
void        tab_question_detach             (GtkWidget   *question);

/* The About window or dialog, with the properties (NULL-terminated pairs
 * of names and values) of AdwAboutWindow, which AdwAboutDialog shares */
GtkWidget  *tab_about_new                   (GtkWindow   *parent,
                                             const char  *first_property,
                                             ...) G_GNUC_NULL_TERMINATED;
void        tab_about_present               (GtkWidget   *about);
/* A section of the credits: its name and the people, NULL-terminated */
void        tab_about_add_credit_section    (GtkWidget   *about,
                                             const char  *name,
                                             const char **people);

/* The base of the preferences: AdwPreferencesDialog from 1.5 (a dialog
 * inside its window), AdwPreferencesWindow before */
#if ADW_CHECK_VERSION (1, 5, 0)
typedef AdwPreferencesDialog      TabPreferencesBase;
typedef AdwPreferencesDialogClass TabPreferencesBaseClass;
#define TAB_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_DIALOG
#else
typedef AdwPreferencesWindow      TabPreferencesBase;
typedef AdwPreferencesWindowClass TabPreferencesBaseClass;
#define TAB_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_WINDOW
#endif
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabPreferencesBase, g_object_unref)

/* The template of a TabPreferencesBase subclass, written for
 * AdwPreferencesWindow: GtkBuilder insists that a template names its
 * class's parent, so on 1.5 and later the parent is renamed and the
 * window's size becomes the dialog's content size */
void        tab_preferences_set_template    (GtkWidgetClass *widget_class,
                                             const char  *resource_path);

/* Shows a dialog made with this file's types (a question, About, the
 * preferences) over parent, which may be NULL */
void        tab_dialog_present              (GtkWidget   *dialog,
                                             GtkWindow   *parent);
/* Closes the dialogs on show over window, without an answer: from 1.5 a
 * window with a dialog open closes the dialog, not itself, when asked to
 * close (Quit would leave the app running) */
void        tab_dialog_close_all            (GtkWindow   *window);

/* The file chooser: GtkFileDialog from GTK 4.10, GtkFileChooserNative
 * before.  chosen gets the file, or NULL when the player cancels. */
typedef void (*TabFileChosen) (GFile *file, gpointer user_data);

/* Asks for a file to open, or (saving) a file to save to, named name at
 * first; filter lists the files offered, folder (may be NULL) is where
 * the chooser starts, accept the label of its button */
void        tab_choose_file                 (GtkWindow     *parent,
                                             gboolean       saving,
                                             const char    *title,
                                             const char    *accept,
                                             GtkFileFilter *filter,
                                             GFile         *folder,
                                             const char    *name,
                                             TabFileChosen  chosen,
                                             gpointer       user_data);

/* Tells a screen reader message at once, as said of widget: through
 * gtk_accessible_announce () from GTK 4.14.  FALSE where GTK has no
 * announcements (the caller puts the message where the screen reader
 * reads it: the description of the focused widget). */
gboolean    tab_accessible_announce         (GtkWidget     *widget,
                                             const char    *message);

/* Opens or closes revealer, its child hidden from screen readers while
 * closed: GTK 4.8 shows the child of a closed revealer to them (an empty
 * label, a progress bar at rest, named "GtkLabel", "GtkProgressBar").
 * The child starts hidden in the .ui where the revealer starts closed. */
void        tab_revealer_reveal             (GtkRevealer *revealer,
                                             gboolean     reveal);

G_END_DECLS
