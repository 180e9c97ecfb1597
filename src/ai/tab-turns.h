/* tab-turns.h: complete turns, shared by the players of tab-ai.c and
 * the search of tab-search.c (neither depends on the other)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-ai.h"

G_BEGIN_DECLS

gboolean tab_ai_cancelled           (const TabAiParams *params);
/* the value of pos for seat: the result of a finished game, else the
 * game's static evaluation */
int      tab_ai_value               (const TabPosition *pos,
                                     guint              seat);
/* the best complete turn by the value of the position it reaches
 * (use_eval), or a uniformly random one */
guint    tab_ai_enumerate_best_turn (const TabPosition *pos,
                                     const TabAiParams *params,
                                     gboolean           use_eval,
                                     TabAction         *turn);
/* a turn that wins the game at once (0 when none is found) */
guint    tab_ai_find_winning_turn   (const TabPosition *pos,
                                     const TabAiParams *params,
                                     TabAction         *turn);
/* The safety net.  Its deadlines are monotonic µs (0 = none), as the
 * search's; the time left until one is spent in the calling thread's
 * CPU time, so that a busy machine makes a check later, not shorter. */

/* whether turn loses at once: it ends the game lost for the seat that
 * plays it, or the next seat can win in its very next turn (as far as a
 * bounded look, stopped at deadline, can tell) */
gboolean tab_ai_turn_gives_immediate_loss (const TabPosition *pos,
                                           const TabAction   *turn,
                                           guint              len,
                                           const TabAiParams *params,
                                           gint64             deadline);
/* Casual's best-evaluated turn among those that do not lose at once, or
 * 0 when none is found; deadline bounds the checks */
guint    tab_ai_find_safe_turn      (const TabPosition *pos,
                                     const TabAiParams *params,
                                     gint64             deadline,
                                     TabAction         *turn);
/* Where there are too many turns to list: a safe turn found by a
 * depth-first walk, best first by evaluation, within a budget of turns
 * and deadline (0: Casual's 100 ms); 0 when none is found */
guint    tab_ai_walk_to_safe_turn   (const TabPosition *pos,
                                     const TabAiParams *params,
                                     gint64             deadline,
                                     TabAction         *turn);

G_END_DECLS
