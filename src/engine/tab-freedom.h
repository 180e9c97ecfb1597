/* tab-freedom.h: what the app needs to draw and explain a Freedom game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells are the standard cell indices of tab-grid.h (rank × N + file, a1 =
 * 0).  All functions take a position of tab_freedom_rules.
 */

#pragma once

#include "tab-bits.h"
#include "tab-rules.h"

G_BEGIN_DECLS

/* Where the seat to move may place (rules/freedom.md §3) */
typedef enum
{
  TAB_FREEDOM_MODE_OVER = 0,  /* the game is over */
  TAB_FREEDOM_MODE_OPEN,      /* no stone yet: any cell */
  TAB_FREEDOM_MODE_BOUND,     /* an empty cell touching the last stone */
  TAB_FREEDOM_MODE_FREEDOM,   /* the last stone is surrounded: any empty cell */
} TabFreedomMode;

TabFreedomMode tab_freedom_mode          (const TabPosition *pos);

/* TRUE when the seat to move may decline the last empty cell now */
gboolean       tab_freedom_pass_is_legal (const TabPosition *pos);

/* The cell of the stone placed last, or TAB_NO_CELL before the first one */
int            tab_freedom_last_cell     (const TabPosition *pos);

/* The live stones of both colours (in a run of exactly four on some axis),
 * and the number of live stones of one seat (1 = White, 2 = Black): the
 * score of that seat, the same as TabRules.scores. */
void           tab_freedom_live_cells    (const TabPosition *pos,
                                          TabBits           *live);
guint          tab_freedom_live_count    (const TabPosition *pos,
                                          guint              seat);

/* Sets up a position from a diagram in the format of rules/freedom.md
 * and of TabRules.render: one line per rank, top rank first, each starting
 * with its rank number, cells 'W', 'B', '.' separated by spaces, the stone
 * placed last (if any) in lower case; an optional line of file letters.
 * The board size is the number of ranks (4 to 19).  The seat to move
 * follows from the counts: seat 1 (White) with equal counts, seat 2 when
 * White has more stones (diagrams that cannot arise in play, such as the
 * scoring examples of the rule book, are accepted).  A full board is a
 * finished game.  For tests and tools; errors are
 * TAB_ENGINE_ERROR_BAD_OPTIONS with a message that says what is wrong. */
gboolean       tab_freedom_setup         (TabPosition       *pos,
                                          const char        *diagram,
                                          GError           **error);

G_END_DECLS
