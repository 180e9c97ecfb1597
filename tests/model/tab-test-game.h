/* tab-test-game.h: a tiny game for the model tests whose turns have two
 * actions, so that undo and redo of whole turns can be checked
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Pairs": two seats on a row of 4 cells.  A turn is two actions; each
 * adds 1, 2 or 3 to a running total (token "1", "2", "3").  The seat
 * whose action brings the total to PAIRS_TARGET or more wins at once.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

#define PAIRS_TARGET 20

extern const TabRules tab_test_pairs_rules;

/* the running total of a Pairs position */
guint tab_test_pairs_total (const TabPosition *pos);

G_END_DECLS
