/* tab-how-to-play.h: the "How to Play" dialog, one page per game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAB_TYPE_HOW_TO_PLAY (tab_how_to_play_get_type ())

/* The size of a diagram, in pixels: a square grid is this wide (its
 * height follows its proportions); the fixed boards get a box of their own */
#define TAB_HOW_TO_PLAY_SQUARE_WIDTH  280
#define TAB_HOW_TO_PLAY_FIXED_WIDTH   340
#define TAB_HOW_TO_PLAY_FIXED_HEIGHT  300

G_DECLARE_FINAL_TYPE (TabHowToPlay, tab_how_to_play, TAB, HOW_TO_PLAY, AdwDialog)

/* Opens the dialog over parent on the page of game_id (an unknown id
 * opens the first page).  A dialog already open over parent is switched
 * to that page instead of opening a second one. */
void          tab_how_to_play_show      (GtkWindow    *parent,
                                         const char   *game_id);

G_END_DECLS
