/* tab-how-to-play-private.h: the How to Play dialog's parts, for tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-how-to-play.h"

G_BEGIN_DECLS

/* the dialog open over parent, or NULL */
TabHowToPlay *tab_how_to_play_find      (GtkWindow    *parent);
/* the id of the game whose page is shown */
const char   *tab_how_to_play_get_game  (TabHowToPlay *self);
/* the page of a game, or NULL */
GtkWidget    *tab_how_to_play_get_page  (TabHowToPlay *self,
                                         const char   *game_id);

G_END_DECLS
