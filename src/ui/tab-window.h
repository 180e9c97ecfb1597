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

/* Opens file as the file manager or a second launch asks, at once: the
 * game on screen, if unfinished, stays among the unfinished games on the
 * chooser; only the changes to a finished game's file would be lost, and
 * are asked about (nothing opens if the player cancels).  A file that
 * cannot be opened is shown in the window. */
void        tab_window_open_file_asking (TabWindow    *self,
                                         GFile        *file);
/* The same, for a window that opens with file (the command line, the
 * file manager starting the app): the window opens on its game, which
 * comes on screen as it is, without the board's entry */
void        tab_window_open_file_at_start (TabWindow  *self,
                                           GFile      *file);

G_END_DECLS
