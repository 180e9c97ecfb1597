/* tab-window.h: the main window: the game chooser and the board
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tab-match.h"

G_BEGIN_DECLS

#define TAB_TYPE_WINDOW (tab_window_get_type ())

G_DECLARE_FINAL_TYPE (TabWindow, tab_window, TAB, WINDOW, AdwApplicationWindow)

TabWindow  *tab_window_new            (AdwApplication *application);

/* Starts a game with the given seats (levels, 0 = person) */
gboolean    tab_window_start_game     (TabWindow      *self,
                                       const TabRules *rules,
                                       const TabOptions *options,
                                       const guint    *levels,
                                       GError        **error);
/* Saves to path.  The file becomes the window's file and its folder the
 * one the Open and Save dialogs start in.  A failure is shown in the
 * window (a toast that names the file and says why) as well as returned
 * in error. */
gboolean    tab_window_save_to        (TabWindow      *self,
                                       const char     *path,
                                       GError        **error);
/* The same for a GFile, as the Save dialog answers it: a file that is
 * not on this computer (no local path) is refused, shown in the window
 * and returned as G_IO_ERROR_NOT_SUPPORTED */
gboolean    tab_window_save_file      (TabWindow      *self,
                                       GFile          *file,
                                       GError        **error);
/* Opens file as the file manager or a second launch asks: first asks
 * whether to save the game on screen when it has unsaved changes (and
 * opens nothing if the player cancels); an autosaved game still offered
 * for resumption is resumed first, so that the question is about it and
 * the opened game's autosave never replaces it unasked.  A file that
 * cannot be opened is shown in the window. */
void        tab_window_open_file_asking (TabWindow    *self,
                                         GFile        *file);
/* The folder the Open and Save dialogs start in (the last folder a game
 * was opened from or saved to, while it exists); NULL for the dialogs'
 * own default */
GFile      *tab_window_dup_chooser_folder (TabWindow  *self);
/* whether the game has changes that are not in its file */
gboolean    tab_window_get_modified   (TabWindow      *self);
/* Offers the autosaved game, if there is one */
void        tab_window_offer_resume   (TabWindow      *self);

G_END_DECLS
