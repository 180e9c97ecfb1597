/* tab-ai.h: the computer players, written once for every game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C + GLib, no GObject: the model runs tab_ai_choose_turn () in a
 * worker thread on its own copy of the position, and stops it by setting
 * *cancel to 1 (with g_atomic_int_set).
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

typedef enum
{
  TAB_AI_BEGINNER = 1,   /* a uniformly random legal turn */
  TAB_AI_CASUAL   = 2,   /* greedy: the turn whose result evaluates best */
  TAB_AI_STRONG   = 3,   /* search within a time budget */
  TAB_AI_EXPERT   = 4,   /* the strongest search, both cores, 5× the budget */
} TabAiLevel;

#define TAB_AI_MIN_LEVEL 1
#define TAB_AI_MAX_LEVEL 4
#define TAB_AI_DEFAULT_TIME_MS 1000   /* Strong's budget per move */
#define TAB_AI_MAX_TURN  64           /* the most actions in one turn */

typedef struct
{
  guint         level;       /* TabAiLevel */
  guint         time_ms;     /* Strong's budget; 0 = TAB_AI_DEFAULT_TIME_MS */
  guint64       seed;        /* random choices (ties, Beginner) */
  const gint   *cancel;      /* optional: stop as soon as *cancel != 0 */
} TabAiParams;

/* Chooses a whole turn for the seat to move in pos: writes its actions
 * (to be played in order from pos) to turn, room for TAB_AI_MAX_TURN,
 * and returns how many.  Returns 0 when the game is over or the search
 * was cancelled. */
guint        tab_ai_choose_turn (const TabPosition *pos,
                                 const TabAiParams *params,
                                 TabAction         *turn);

/* The value of pos for the seat to move (above zero: it is ahead;
 * beyond ±TAB_EVAL_BOUND / 2: won or lost), from the search of the
 * Strong level stopped after max_nodes nodes instead of a time: the
 * same answer on any machine.  Meant for two seats.  For tools that
 * judge positions, e.g. the balanced openings of tabuleiro-cli match. */
int          tab_ai_judge_position (const TabPosition *pos,
                                    guint64            max_nodes);

/* How long the search of params->level may take for a whole turn, in
 * microseconds: Strong's budget, five times it for Expert; 0 for the
 * levels that do not search (Beginner, Casual: at once) */
gint64       tab_ai_turn_budget_us (const TabAiParams *params);

/* Runs func (data) on a new thread of lower priority (nice 10) and
 * returns its result, for the computer's work beside a window's main
 * loop: a busy machine slows the computer, not the window (Linux;
 * elsewhere at the caller's priority).  Blocks until func returns, so
 * call it from a worker thread.  Threads that func starts inherit the
 * priority. */
gpointer     tab_ai_run_in_background (const char  *name,
                                       GThreadFunc  func,
                                       gpointer     data);

/* "Beginner", "Casual", "Strong", "Expert" (N_() strings) */
const char  *tab_ai_level_name        (guint level);
/* a one-line description of the level (N_() string) */
const char  *tab_ai_level_description (guint level);

G_END_DECLS
