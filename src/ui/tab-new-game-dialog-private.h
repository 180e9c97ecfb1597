/* tab-new-game-dialog-private.h: the New Game dialog's controls, for
 * tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-new-game-dialog.h"

G_BEGIN_DECLS

/* sets the person (0) or computer level of a seat, where the game takes
 * one for every seat (Splut!); FALSE for other games */
gboolean          tab_new_game_dialog_set_seat_level (TabNewGameDialog *self,
                                                      guint             seat,
                                                      guint             level);
/* presses Start */
void              tab_new_game_dialog_start      (TabNewGameDialog *self);

G_END_DECLS
