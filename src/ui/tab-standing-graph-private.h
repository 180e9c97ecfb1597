/* tab-standing-graph-private.h: the graph's points, for tests
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-standing-graph.h"

G_BEGIN_DECLS

/* the number of actions up to the end of point index's turn */
guint    tab_standing_graph_get_point_actions (TabStandingGraph *self,
                                               guint             index);
/* where point index is drawn, in the widget's coordinates */
void     tab_standing_graph_get_point_xy      (TabStandingGraph *self,
                                               guint             index,
                                               double           *x,
                                               double           *y);
/* whether point index's standing is a proof */
gboolean tab_standing_graph_point_is_proven   (TabStandingGraph *self,
                                               guint             index);
/* what a click (or tap) at x, y does */
void     tab_standing_graph_click             (TabStandingGraph *self,
                                               double            x,
                                               double            y);

G_END_DECLS
