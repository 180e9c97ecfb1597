/* tab-ai-private.h: shared between the players of tab-ai.c and the
 * search of tab-search.c
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
/* Strong and Expert */
guint    tab_ai_search_turn         (const TabPosition *pos,
                                     const TabAiParams *params,
                                     TabAction         *turn);

G_END_DECLS
