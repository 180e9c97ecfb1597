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

/* Opens file as the file manager or a second launch asks: first asks
 * whether to save the game on screen when it has unsaved changes (and
 * opens nothing if the player cancels); an autosaved game still offered
 * for resumption is resumed first, so that the question is about it and
 * the opened game's autosave never replaces it unasked.  A file that
 * cannot be opened is shown in the window. */
void        tab_window_open_file_asking (TabWindow    *self,
                                         GFile        *file);
/* The same, for a window that opens with file (the command line, the
 * file manager starting the app): the window opens on its game, which
 * comes on screen as it is, without the board's entry */
void        tab_window_open_file_at_start (TabWindow  *self,
                                           GFile      *file);
/* Offers the autosaved game, if there is one: as the window opens, so
 * that a resumed game is its first and shows as it is */
void        tab_window_offer_resume   (TabWindow      *self);

G_END_DECLS
