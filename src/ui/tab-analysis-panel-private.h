/* tab-analysis-panel-private.h: the analysis panel's parts, for tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-analysis-panel.h"
#include "tab-standing-graph.h"

G_BEGIN_DECLS

/* the progress (with Cancel), the standing line, the marked turn's words */
GtkWidget *tab_analysis_panel_get_progress (TabAnalysisPanel *self);
GtkLabel  *tab_analysis_panel_get_standing (TabAnalysisPanel *self);
/* the standing over the game */
TabStandingGraph *tab_analysis_panel_get_graph (TabAnalysisPanel *self);
/* each player's marks */
GtkLabel  *tab_analysis_panel_get_summary  (TabAnalysisPanel *self);
GtkLabel  *tab_analysis_panel_get_reason   (TabAnalysisPanel *self);

G_END_DECLS
