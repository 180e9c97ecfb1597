/* tab-live-evaluation.h: the standing of the position on screen, worked
 * out in the background while a game is played or browsed
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tab-analysis.h"
#include "tab-game.h"

G_BEGIN_DECLS

#define TAB_TYPE_LIVE_EVALUATION (tab_live_evaluation_get_type ())

G_DECLARE_FINAL_TYPE (TabLiveEvaluation, tab_live_evaluation, TAB, LIVE_EVALUATION, GObject)

/* The budget of its last look at a position: the full pass of Analyse
 * Game, so that both say the same of it */
#define TAB_LIVE_EVALUATION_NODES TAB_ANALYSIS_DEFAULT_NODES

/* What a look says of a position */
typedef struct
{
  /* for the seat to move; TAB_STANDING_NONE with 3 or 4 seats */
  TabStanding       standing;
  /* 3 or 4 seats: what the review proves there instead */
  TabManySeatsFacts facts;
} TabLiveAnswer;

TabLiveEvaluation *tab_live_evaluation_new     (void);
/* Asks for the standing of the position after n_actions actions of
 * game: a quick look (a tenth of the budget) first, then the full one,
 * one position at a time in a worker thread at low priority; a position
 * asked for while another is looked at replaces any that waits.
 * "changed" is emitted on the main context each time an answer comes.
 * Nothing is asked for a position already known at the full budget.
 * With 3 or 4 seats one look says what the review would prove there
 * (tab_review_many_seats_facts (), the turn that reached it judged) */
void               tab_live_evaluation_request (TabLiveEvaluation *self,
                                                TabGame           *game,
                                                guint              n_actions);
/* The best known answer for that position, and whether it is the full
 * look's (not only the quick one's); FALSE when not known yet */
gboolean           tab_live_evaluation_lookup  (TabLiveEvaluation *self,
                                                TabGame           *game,
                                                guint              n_actions,
                                                TabLiveAnswer     *answer,
                                                gboolean          *full);
/* Drops what waits (what runs ends in its own time; its answer is kept) */
void               tab_live_evaluation_stop    (TabLiveEvaluation *self);
/* whether a position is being looked at */
gboolean           tab_live_evaluation_is_busy (TabLiveEvaluation *self);

G_END_DECLS
