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
/* Offers the autosaved game, if there is one */
void        tab_window_offer_resume   (TabWindow      *self);

G_END_DECLS
