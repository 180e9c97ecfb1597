/* tab-game-record.h: a game as readable text (Copy Game as Text)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Below the UI, so that tabuleiro-cli could print it too.  No GTK.
 */

#pragma once

#include "tab-game-review.h"
#include "tab-save-file.h"

G_BEGIN_DECLS

/* The game, the date (data->saved_at, or now when 0), the seats, every
 * turn numbered with its seat and actions, and, where review covers it,
 * each turn's mark and better turn; the result of a finished game.
 * data's position must be filled in (as tab_game_io_save_data () does).
 * Caller frees. */
char *tab_game_record_text (const TabSaveData *data,
                            TabGameReview     *review);

G_END_DECLS
