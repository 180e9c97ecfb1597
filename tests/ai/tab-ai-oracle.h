/* tab-ai-oracle.h: brute force over the rules table, against which the
 * computer players are checked
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* Sets pos to the start of game (its id) at size (0: the default; rows
 * and columns alike) for players (0: the default), then plays record
 * (NULL: none); asserts that each step succeeds */
void     tab_oracle_start            (TabPosition      *pos,
                                      const char       *game,
                                      guint             size,
                                      guint             players,
                                      const char       *record);

/* Whether seat, to move in pos, can win before turn ends; *budget bounds
 * the positions looked at (when it runs out, *budget is 0 and a FALSE
 * answer means nothing) */
gboolean tab_oracle_wins_within_turn (const TabPosition *pos,
                                      guint              seat,
                                      guint32            turn,
                                      guint64           *budget);

/* Plays the turn of n actions from pos; asserts each action is legal
 * and that the turn is complete (the move passes on, or the game ends) */
void     tab_oracle_play_turn        (TabPosition      *pos,
                                      const TabAction  *turn,
                                      guint             n);

G_END_DECLS
