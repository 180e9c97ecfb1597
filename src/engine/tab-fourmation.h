/* tab-fourmation.h: what the app needs to know of a 4Mation position
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_FOURMATION_LINE 4   /* cubes in a row that win */

/* Which tier of the rule file decides the legal cells now (1 to 4); 0
 * when the game is over. */
guint    tab_fourmation_tier          (const TabPosition *pos);
/* Cubes seat still has in its supply */
guint    tab_fourmation_cubes_left    (const TabPosition *pos,
                                       guint              seat);
/* After a win: the cells of the winning run (4 or more, in order along
 * the line); returns how many (0 if the game was not won).  cells has
 * room for TAB_GRID_MAX_SIDE entries. */
guint    tab_fourmation_winning_line  (const TabPosition *pos,
                                       int               *cells);

G_END_DECLS
