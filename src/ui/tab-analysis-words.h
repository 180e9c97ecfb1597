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
/* A standing as it is told: who wins, or (where nobody may win, Green
 * Skull) who cannot, a draw, the end of the game or an estimate */
typedef enum
{
  TAB_TOLD_NONE = 0,
  TAB_TOLD_WINS,          /* seat wins in turns (0: has won) */
  TAB_TOLD_CANNOT_WIN,    /* seat cannot win, the game over within turns */
  TAB_TOLD_NOBODY,        /* the game is over and nobody won */
  TAB_TOLD_DRAW,
  TAB_TOLD_ESTIMATE,      /* value: hundredths of the unit, from seat's side */
} TabToldKind;

typedef struct
{
  TabToldKind kind;
  guint       seat;
  guint       turns;
  int         value;
} TabTold;

/* The standing of pos (the position reached), standing being seat's as
 * the review has it (tab_game_review_standing_at ()) */
void        tab_analysis_tell          (const TabPosition   *pos,
                                        const TabStanding   *standing,
                                        guint                seat,
                                        TabTold             *told);
char       *tab_analysis_told_words    (const TabPosition   *pos,
                                        const TabTold       *told);
/* The standing of pos in words, standing being seat's: "White wins in 7
 * turns", "Draw", "Estimate: Black ahead by about 2 live stones" */
char       *tab_analysis_standing_words (const TabPosition  *pos,
                                         const TabStanding  *standing,
                                         guint               seat);
/* With 3 or 4 seats, what the review proves about the position after
 * n_actions actions of game: "Proven: Yellow can win at once", "Proven:
 * Blue can be knocked out this turn", "No proven result", the result */
char       *tab_analysis_many_seats_words (TabGame          *game,
                                           TabGameReview    *review,
                                           guint             n_actions);
/* The same words for facts proven of pos (tab_review_many_seats_facts ()) */
char       *tab_analysis_many_seats_facts_words (const TabPosition       *pos,
                                                 const TabManySeatsFacts *facts);
/* Why a marked turn, played from before, is marked: "lets Black win next
 * turn", "gives away a win in 3", "about 2 live stones worse (estimate)";
 * NULL when not marked */
char       *tab_analysis_reason        (const TabPosition   *before,
                                        const TabTurnReview *review);
/* The review's marks per player, one line each: "Blue: 1 Blunder, 2
 * Inaccuracies; 12 of 20 turns matched the computer's first choice" or
 * "Pink: no marks"; NULL when the review has no turn */
char       *tab_analysis_summary       (const TabPosition   *pos,
                                        TabGameReview       *review);
/* How many of seat's turns were the computer's first choice, out of
 * *judged (forced turns and turns not looked at left out) */
guint       tab_analysis_count_matched (TabGameReview       *review,
                                        guint                seat,
                                        guint               *judged);
/* the better turn in the game's notation, its actions a space apart */
char       *tab_analysis_better_tokens (const TabPosition   *before,
                                        const TabTurnReview *review);

G_END_DECLS
