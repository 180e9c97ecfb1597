/* tab-search.h: Strong and Expert, the search of tab-search.c
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-ai.h"

G_BEGIN_DECLS

/* Strong's and Expert's choice of a whole turn */
guint    tab_ai_search_turn         (const TabPosition *pos,
                                     const TabAiParams *params,
                                     TabAction         *turn);

/* tab_ai_choose_turn () on a new thread of lower priority, for a search
 * beside a window's main loop: a busy machine slows the search, not the
 * window (Linux; elsewhere at the caller's priority).  Blocks until the
 * turn is chosen, so call it from a worker thread. */
guint    tab_ai_choose_turn_in_background (const TabPosition *pos,
                                           const TabAiParams *params,
                                           TabAction         *turn);

G_END_DECLS
