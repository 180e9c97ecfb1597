/* tab-game-ui-board.h: what GTK-free code (the board state) asks of a
 * game's TabGameUi table
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tab-game-ui.h brings GTK with the table's drawing hooks; the board
 * state needs three plain facts of it, declared here without GTK.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* the cell where the keyboard cursor starts on a new game */
int      tab_game_ui_start_cursor (const TabRules    *rules);
/* TRUE when the moves of one piece with an "end" are a free choice
 * (Green Skull's zombie move), not a continuous jump that keeps the
 * piece selected (the table's free_choice) */
gboolean tab_game_ui_free_choice  (const TabPosition *pos);
/* TRUE when the action is offered as a step of its own even where a
 * click means nothing else (the table's own_step) */
gboolean tab_game_ui_own_step     (const TabPosition *pos,
                                   TabAction          action);

G_END_DECLS
