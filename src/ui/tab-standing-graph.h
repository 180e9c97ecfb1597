/* tab-standing-graph.h: the standing over a reviewed game, as a graph
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-game-review.h"

G_BEGIN_DECLS

#define TAB_TYPE_STANDING_GRAPH (tab_standing_graph_get_type ())

G_DECLARE_FINAL_TYPE (TabStandingGraph, tab_standing_graph, TAB, STANDING_GRAPH, GtkWidget)

/* One point per reviewed turn of game: the standing after it.  Emits
 * "turn-activated" (the number of actions up to the end of the turn)
 * when a point is clicked or chosen with the keyboard. */
GtkWidget *tab_standing_graph_new        (void);
/* review may be NULL (nothing to show) */
void       tab_standing_graph_set_review (TabStandingGraph *self,
                                          TabGame          *game,
                                          TabGameReview    *review);
/* the position on show: n actions played, -1 the game's position */
void       tab_standing_graph_set_shown  (TabStandingGraph *self,
                                          int               n_actions);
guint      tab_standing_graph_get_n_points (TabStandingGraph *self);
/* the point marked as on show, -1 when none */
int        tab_standing_graph_get_shown_point (TabStandingGraph *self);

G_END_DECLS
