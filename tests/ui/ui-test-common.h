/* ui-test-common.h: what every UI test under Xvfb shares: waiting for
 * the main loop, and the app started as the user starts it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-window-private.h"

G_BEGIN_DECLS

typedef gboolean (*UiCondition) (gpointer data);

/* Runs the main loop until condition is true; FALSE after timeout_ms */
gboolean        ui_wait_until                (UiCondition   condition,
                                              gpointer      data,
                                              guint         timeout_ms);
/* Runs the main loop for ms milliseconds */
void            ui_spin                      (guint         ms);
/* A widget on screen, laid out (wider than 100 pixels) */
gboolean        ui_is_mapped                 (gpointer      widget);
gboolean        ui_wait_until_mapped         (GtkWidget    *widget,
                                              guint         timeout_ms);

typedef gboolean (*UiWidgetTest) (GtkWidget *widget, gconstpointer data);

/* The first widget in the tree under root (root too) that passes test */
GtkWidget      *ui_find_widget               (GtkWidget    *root,
                                              UiWidgetTest  test,
                                              gconstpointer data);

/* The first visible toplevel window of type (a dialog the app opened) */
GtkWindow      *ui_find_toplevel             (GType         type);

/* The question on show (tab-compat.h) whose heading is heading, e.g.
 * "Save the Game?", over any window; NULL heading: any question */
GtkWidget      *ui_find_question             (const char   *heading);

/* The dialog of type on show over any window (tab_dialog_find: a window
 * of its own before libadwaita 1.5, inside its window from 1.5) */
GtkWidget      *ui_find_dialog               (GType         type);

/* Points XDG_DATA_HOME at a new private folder, so that the autosave of
 * the tests never meets the user's; call before GLib reads it */
char           *ui_use_private_data_home     (const char   *prefix);
/* A game of the game id with the tokens of record played (asserts it) */
TabGame        *ui_new_game                  (const char   *id,
                                              const char   *record);
/* the same on a board of size ("5", "6x9"); NULL: the game's default */
TabGame        *ui_new_game_sized            (const char   *id,
                                              const char   *size,
                                              const char   *record);
/* An action of game's position, from its token (asserts it parses) */
TabAction       ui_parse                     (TabGame      *game,
                                              const char   *token);

/* A non-unique TabApplication, registered and activated: its window */
TabWindow      *ui_start_app                 (GtkApplication **app);

G_END_DECLS
