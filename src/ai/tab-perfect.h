/* tab-perfect.h: what Strong and Expert know for sure
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-ai.h"

G_BEGIN_DECLS

/* The turn that the strategy table of a solved game (Expert only) or an
 * exact search to the end of the game (Strong and Expert, in games that
 * bound the actions left) proves best, found by the monotonic time
 * deadline; 0 when neither knows, and the search has to decide. */
guint tab_perfect_turn (const TabPosition *pos,
                        const TabAiParams *params,
                        gint64             deadline,
                        TabAction         *turn);

G_END_DECLS
