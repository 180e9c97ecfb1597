/* tab-analysis-words.h: a review's marks and standings in words
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only what the engine can back: a proof is said as a proof, an estimate
 * as an estimate, in the game's own unit (its TabGameUi table).
 */

#pragma once

#include <glib.h>

#include "tab-analysis.h"
#include "tab-game-review.h"

G_BEGIN_DECLS

/* the CSS class of a mark's glyph: "mark-blunder", ...; NULL for none */
const char *tab_analysis_mark_css      (TabMark              mark);
/* hundredths of the game's unit in words: "2 live stones", "1.5 points" */
char       *tab_analysis_amount        (const TabPosition   *pos,
                                        int                  hundredths);
/* The standing of a position, standing being seat's: "White wins in 7
 * turns", "Draw", "Estimate: Black ahead by about 2 live stones" */
char       *tab_analysis_standing_words (const TabPosition  *pos,
                                         const TabStanding  *standing,
                                         guint               seat);
/* Why a marked turn, played from before, is marked: "lets Black win next
 * turn", "gives away a win in 3", "about 2 live stones worse (estimate)";
 * NULL when not marked */
char       *tab_analysis_reason        (const TabPosition   *before,
                                        const TabTurnReview *review);
/* The review's marks per player, one line each: "Blue: 1 Blunder, 2
 * Inaccuracies" or "Pink: no marks"; NULL when the review has no turn */
char       *tab_analysis_summary       (const TabPosition   *pos,
                                        TabGameReview       *review);
/* the better turn in the game's notation, its actions a space apart */
char       *tab_analysis_better_tokens (const TabPosition   *before,
                                        const TabTurnReview *review);

G_END_DECLS
