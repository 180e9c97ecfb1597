/* tab-endgame.h: an exact search to the end of the game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Alpha-beta over the whole game tree below a position, with its own
 * transposition table and no static evaluation: a position is worth
 * TAB_EVAL_WIN - n to the seat to move when it wins in n actions at the
 * latest against any defence, -(TAB_EVAL_WIN - n) when it loses in n
 * at the earliest, 0 for a draw.  So a won game is won fastest and a
 * lost one lasts longest.  For games of two seats.
 *
 * With a depth (actions looked at) below the end of the game the search
 * proves what it can: a position it cannot see to the end counts as 0,
 * so a value beyond ±TAB_ENDGAME_WON is still a proof, and 0 means
 * "draw or not known".  Games that offer TabRules.actions_left_max let
 * the search know when its depth reaches the end; then 0 is a draw.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* values beyond this are proven wins (losses below its negative) */
#define TAB_ENDGAME_WON (TAB_EVAL_WIN / 2)

typedef struct _TabEndgame TabEndgame;

typedef struct
{
  int       value;      /* for the seat to move, see above */
  TabAction action;     /* the best action (for a proof: a winning one) */
  guint     depth;      /* the depth of the last search completed */
  gboolean  exact;      /* value is the game's value, not a bound of a horizon */
  guint64   nodes;
} TabEndgameResult;

/* A search with a table of 2^table_bits entries (16 bytes each) */
TabEndgame *tab_endgame_new      (guint              table_bits);
void        tab_endgame_free     (TabEndgame        *endgame);
/* stop at the monotonic time deadline (0 = none) or when *cancel != 0 */
void        tab_endgame_set_stop (TabEndgame        *endgame,
                                  gint64             deadline,
                                  const gint        *cancel);
/* stop once max_nodes nodes have been searched since the last
 * tab_endgame_solve () (0 = no limit): the same result on any machine */
void        tab_endgame_set_node_limit (TabEndgame  *endgame,
                                        guint64      max_nodes);
/* whether the last search was stopped before its end */
gboolean    tab_endgame_stopped  (const TabEndgame  *endgame);
guint64     tab_endgame_nodes    (const TabEndgame  *endgame);

/* The value of the running position pos within [alpha, beta], looking
 * depth actions ahead; action: the best action found (may be NULL).
 * Meaningless when tab_endgame_stopped () says so afterwards. */
int         tab_endgame_search   (TabEndgame        *endgame,
                                  const TabPosition *pos,
                                  guint              depth,
                                  int                alpha,
                                  int                beta,
                                  TabAction         *action);

/* The actions left before the game must end, if the game can tell;
 * G_MAXUINT when it cannot */
guint       tab_endgame_actions_left (const TabPosition *pos);

/* Solves pos to the end by iterative deepening: TRUE with out filled
 * when the value is known exactly (a win or loss proven on the way, or
 * the depth reached the end of the game) before the stop */
gboolean    tab_endgame_solve    (TabEndgame        *endgame,
                                  const TabPosition *pos,
                                  TabEndgameResult  *out);

/* Whether the seat to move in pos wins within depth actions: a proof
 * with a null window; action gets a winning action */
gboolean    tab_endgame_proves_win (TabEndgame        *endgame,
                                    const TabPosition *pos,
                                    guint              depth,
                                    TabAction         *action);

/* Whether the seat to move in pos loses within depth actions */
gboolean    tab_endgame_proves_loss (TabEndgame        *endgame,
                                     const TabPosition *pos,
                                     guint              depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabEndgame, tab_endgame_free)

G_END_DECLS
