/* tab-live-evaluation.h: the standing of the position on screen, worked
 * out in the background while a game is played or browsed
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tab-analysis.h"

G_BEGIN_DECLS

#define TAB_TYPE_LIVE_EVALUATION (tab_live_evaluation_get_type ())

G_DECLARE_FINAL_TYPE (TabLiveEvaluation, tab_live_evaluation, TAB, LIVE_EVALUATION, GObject)

/* The budget of its last look at a position: the full pass of Analyse
 * Game, so that both say the same of it */
#define TAB_LIVE_EVALUATION_NODES TAB_ANALYSIS_DEFAULT_NODES

TabLiveEvaluation *tab_live_evaluation_new     (void);
/* Asks for pos's standing: a quick look (a tenth of the budget) first,
 * then the full one, one position at a time in a worker thread at low
 * priority; a position asked for while another is looked at replaces
 * any that waits.  "changed" is emitted on the main context each time an
 * answer comes.  Nothing is asked for a position already known at the
 * full budget. */
void               tab_live_evaluation_request (TabLiveEvaluation *self,
                                                const TabPosition *pos);
/* The best known standing of pos for its seat to move, and whether it is
 * the full look's (not only the quick one's); FALSE when not known yet */
gboolean           tab_live_evaluation_lookup  (TabLiveEvaluation *self,
                                                const TabPosition *pos,
                                                TabStanding       *standing,
                                                gboolean          *full);
/* Drops what waits (what runs ends in its own time; its answer is kept) */
void               tab_live_evaluation_stop    (TabLiveEvaluation *self);
/* whether a position is being looked at */
gboolean           tab_live_evaluation_is_busy (TabLiveEvaluation *self);

G_END_DECLS
