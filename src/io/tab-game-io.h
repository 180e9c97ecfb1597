/* tab-game-io.h: between a match and its save file
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-match.h"
#include "tab-save-file.h"

G_BEGIN_DECLS

/* replaces the game and the seats of match with those of data (a loaded
 * file, whose position is filled in); takes the game loading built
 * (data->game becomes NULL), or plays the actions when there is none; on
 * failure match is unchanged */
gboolean     tab_game_io_apply         (TabMatch           *match,
                                        TabSaveData        *data,
                                        GError            **error);

/* the game, seats, record and review of match, as saving writes them */
TabSaveData *tab_game_io_save_data     (TabMatch           *match);
gboolean     tab_game_io_save          (TabMatch           *match,
                                        const char         *path,
                                        GError            **error);
/* a file that cannot be loaded leaves match as it was */
gboolean     tab_game_io_load          (TabMatch           *match,
                                        const char         *path,
                                        GError            **error);

/* Reads and parses file in a worker thread, so that the window never
 * waits on a large file: the result, or NULL and an error, comes to
 * callback in the thread-default main context of the caller, where it
 * goes to tab_game_io_apply ().  Cancelling cancellable ends the load
 * within milliseconds (G_IO_ERROR_CANCELLED).  progress (may be NULL)
 * gets the fraction done, from 0 to 1, in the same main context, at most
 * about a hundred times and never after callback; progress_notify frees
 * progress_data after callback. */
void         tab_game_io_load_async    (GFile               *file,
                                        GCancellable        *cancellable,
                                        TabSaveProgressFunc  progress,
                                        gpointer             progress_data,
                                        GDestroyNotify       progress_notify,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
TabSaveData *tab_game_io_load_finish   (GAsyncResult        *result,
                                        GError             **error);

G_END_DECLS
