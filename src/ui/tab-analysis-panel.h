/* tab-analysis-panel.h: the computer's review of the game in the side
 * panel: its progress and Cancel, the standing of the position on show,
 * why the turn on show is marked and its better turn
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-game-review.h"
#include "tab-move-list.h"

G_BEGIN_DECLS

#define TAB_TYPE_ANALYSIS_PANEL (tab_analysis_panel_get_type ())

G_DECLARE_FINAL_TYPE (TabAnalysisPanel, tab_analysis_panel, TAB, ANALYSIS_PANEL, GtkWidget)

/* The move list it works with ("move-list", set in the panel's
 * template): it follows its game and the turn on show, and gives it the
 * review's marks */
void              tab_analysis_panel_set_move_list (TabAnalysisPanel *self,
                                                    TabMoveList      *move_list);
/* Reviews the game's turns so far in a worker thread: a fast pass
 * (a tenth of the nodes), whose marks show at once, then a deeper one */
void              tab_analysis_panel_analyse       (TabAnalysisPanel *self);
void              tab_analysis_panel_cancel        (TabAnalysisPanel *self);
gboolean          tab_analysis_panel_is_running    (TabAnalysisPanel *self);
/* Live evaluation: where no review says it, the standing of the position
 * on show, worked out in the background (TabLiveEvaluation) */
void              tab_analysis_panel_set_live      (TabAnalysisPanel *self,
                                                    gboolean          live);
gboolean          tab_analysis_panel_get_live      (TabAnalysisPanel *self);
/* the first analysis panel in root's tree, NULL when none */
TabAnalysisPanel *tab_analysis_panel_find          (GtkWidget        *root);

G_END_DECLS
