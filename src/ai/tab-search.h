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

/* The principal line of a search: at most this many complete turns */
#define TAB_SEARCH_LINE_TURNS  8
#define TAB_SEARCH_MAX_LINE    (TAB_SEARCH_LINE_TURNS * TAB_AI_MAX_TURN)

typedef struct
{
  /* for the seat to move: beyond ±(TAB_EVAL_WIN / 2 - 1000) a finished
   * game, TAB_EVAL_WIN minus the hand-overs before it ends */
  int       value;
  gboolean  proven;   /* value is free of any horizon (a win, a loss, or solved) */
  guint     depth;    /* of the deepest iteration completed */
  guint64   nodes;
  guint     n_line;   /* the best line, from pos (may end mid-turn) */
  TabAction line[TAB_SEARCH_MAX_LINE];
} TabSearchResult;

/* Expert's search on one thread, stopped after max_nodes nodes instead
 * of a time: the same result on any machine and under any load */
void     tab_search_fixed_nodes     (const TabPosition *pos,
                                     guint64            max_nodes,
                                     TabSearchResult   *out);
/* The same with the seed that picks among equally good actions at the
 * root (tab_search_fixed_nodes () is seed 0) */
void     tab_search_fixed_nodes_seeded (const TabPosition *pos,
                                        guint64            max_nodes,
                                        guint64            seed,
                                        TabSearchResult   *out);

G_END_DECLS
