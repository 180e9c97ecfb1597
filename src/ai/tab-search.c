/* tab-search.c: Strong and Expert, an iterative-deepening alpha-beta
 * search with a transposition table, written once for every game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Values are seen from the seat that searches (the root seat): it
 * maximises, every other seat minimises ("paranoid" search), which is
 * plain minimax with two seats and the usual choice for Splut! with
 * three or four.  Several actions in a row by one seat (a continuous
 * jump, Splut!'s steps) are simply consecutive max (or min) nodes.
 *
 * Expert runs two searches at once on a shared table ("lazy SMP"): the
 * helper thread fills the table with results the main thread reuses.
 */

#include "tab-ai-private.h"
#include "tab-random.h"

#include <string.h>

#define TT_BITS        20            /* 1M entries, 24 MB */
#define MAX_PLY        128
#define CHECK_EVERY    1023          /* nodes between two looks at the clock */

typedef enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } Bound;

typedef struct
{
  guint64   check;    /* hash ^ payload, so a torn write is not believed */
  TabAction action;
  gint32    value;
  guint8    depth;
  guint8    bound;
} TtEntry;

typedef struct
{
  TtEntry         *table;
  guint64          mask;
  guint            root_seat;
  gint64           deadline;     /* monotonic µs */
  const TabAiParams *params;
  gint            *stop;         /* shared by the threads of one search */
  guint64          nodes;
  guint32          history[4096];
  TabRng           rng;
} Search;

static inline guint64
entry_check (guint64 hash, const TtEntry *e)
{
  return hash ^ ((guint64) e->action << 32) ^ (guint32) e->value ^
         ((guint64) e->depth << 8) ^ e->bound;
}

static const TtEntry *
tt_probe (Search *s, guint64 hash)
{
  const TtEntry *e = &s->table[hash & s->mask];

  return entry_check (hash, e) == e->check ? e : NULL;
}

static void
tt_store (Search *s, guint64 hash, guint depth, int value, Bound bound, TabAction action)
{
  TtEntry *e = &s->table[hash & s->mask];
  TtEntry fresh = { 0, action, value, (guint8) depth, (guint8) bound };

  fresh.check = entry_check (hash, &fresh);
  *e = fresh;
}

static gboolean
out_of_time (Search *s)
{
  if (g_atomic_int_get (s->stop))
    return TRUE;
  if ((++s->nodes & CHECK_EVERY) == 0 &&
      (g_get_monotonic_time () >= s->deadline || tab_ai_cancelled (s->params)))
    {
      g_atomic_int_set (s->stop, 1);
      return TRUE;
    }
  return FALSE;
}

static inline guint
history_slot (TabAction action)
{
  return (guint) (tab_splitmix64 (action) & 4095);
}

/* Sorts actions: the table's move first, then by history */
static void
order_actions (Search *s, TabActionList *list, TabAction first, gboolean has_first)
{
  guint32 keys[TAB_MAX_ACTIONS];

  for (guint i = 0; i < list->n; i++)
    keys[i] = has_first && list->actions[i] == first ? G_MAXUINT32
                                                     : s->history[history_slot (list->actions[i])];
  /* insertion sort: lists are short and mostly ordered already */
  for (guint i = 1; i < list->n; i++)
    {
      TabAction a = list->actions[i];
      guint32 k = keys[i];
      guint j = i;

      for (; j > 0 && keys[j - 1] < k; j--)
        {
          keys[j] = keys[j - 1];
          list->actions[j] = list->actions[j - 1];
        }
      keys[j] = k;
      list->actions[j] = a;
    }
}

static int
leaf_value (Search *s, const TabPosition *pos, guint ply)
{
  int value = tab_ai_value (pos, s->root_seat);

  /* prefer quick wins and slow losses */
  if (value >= TAB_EVAL_WIN / 2)
    value -= (int) ply;
  else if (value <= -TAB_EVAL_WIN / 2)
    value += (int) ply;
  return value;
}

static int
alphabeta (Search *s, const TabPosition *pos, guint depth, guint ply, int alpha, int beta,
           TabAction *best_out)
{
  TabActionList list;
  const TtEntry *entry;
  guint64 hash;
  gboolean maximise = pos->to_move == s->root_seat;
  int best, alpha0 = alpha, beta0 = beta;
  TabAction best_action = 0;

  if (out_of_time (s))
    return 0;
  if (tab_position_is_over (pos) || depth == 0 || ply >= MAX_PLY)
    return leaf_value (s, pos, ply);

  hash = tab_position_hash (pos);
  entry = tt_probe (s, hash);
  if (entry != NULL && entry->depth >= depth && ply > 0)
    {
      if (entry->bound == BOUND_EXACT ||
          (entry->bound == BOUND_LOWER && entry->value >= beta) ||
          (entry->bound == BOUND_UPPER && entry->value <= alpha))
        return entry->value;
    }

  tab_position_legal (pos, &list);
  order_actions (s, &list, entry ? entry->action : 0, entry != NULL);
  best = maximise ? -G_MAXINT : G_MAXINT;
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      int value;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      value = alphabeta (s, &child, depth - 1, ply + 1, alpha, beta, NULL);
      if (g_atomic_int_get (s->stop))
        return 0;
      if (maximise ? value > best : value < best)
        {
          best = value;
          best_action = list.actions[i];
        }
      if (maximise)
        alpha = MAX (alpha, value);
      else
        beta = MIN (beta, value);
      if (alpha >= beta)
        {
          s->history[history_slot (list.actions[i])] += depth * depth;
          break;
        }
    }

  tt_store (s, hash, depth, best,
            best <= alpha0 ? BOUND_UPPER : best >= beta0 ? BOUND_LOWER : BOUND_EXACT,
            best_action);
  if (best_out != NULL)
    *best_out = best_action;
  return best;
}

/* Iterative deepening from pos; returns the first action of the best line
 * of the deepest completed iteration. */
static TabAction
iterate (Search *s, const TabPosition *pos, guint *depth_reached)
{
  TabActionList list;
  TabAction best;

  tab_position_legal (pos, &list);
  best = list.actions[tab_rng_below (&s->rng, list.n)];
  *depth_reached = 0;
  for (guint depth = 1; depth < MAX_PLY; depth++)
    {
      TabAction action = best;
      int value = alphabeta (s, pos, depth, 0, -G_MAXINT, G_MAXINT, &action);

      if (g_atomic_int_get (s->stop))
        break;
      best = action;
      *depth_reached = depth;
      /* a proven result needs no deeper look */
      if (value >= TAB_EVAL_WIN / 2 || value <= -TAB_EVAL_WIN / 2)
        break;
    }
  return best;
}

typedef struct
{
  Search             search;
  const TabPosition *pos;
} HelperJob;

static gpointer
helper_thread (gpointer data)
{
  HelperJob *job = data;
  guint depth;

  iterate (&job->search, job->pos, &depth);
  return NULL;
}

static TabAction
search_action (const TabPosition *pos, const TabAiParams *params, TtEntry *table,
               gint64 budget_us, gboolean two_threads)
{
  gint stop = 0;
  Search main_search = { 0 };
  HelperJob *job = NULL;
  GThread *thread = NULL;
  TabAction action;
  guint depth;

  main_search.table = table;
  main_search.mask = (G_GUINT64_CONSTANT (1) << TT_BITS) - 1;
  main_search.root_seat = pos->to_move;
  main_search.deadline = g_get_monotonic_time () + budget_us;
  main_search.params = params;
  main_search.stop = &stop;
  tab_rng_seed (&main_search.rng, params->seed ^ pos->ply);

  if (two_threads)
    {
      job = g_new0 (HelperJob, 1);
      job->search = main_search;
      tab_rng_seed (&job->search.rng, params->seed ^ G_GUINT64_CONSTANT (0x5eed));
      job->pos = pos;
      thread = g_thread_new ("tab-search-helper", helper_thread, job);
    }
  action = iterate (&main_search, pos, &depth);
  g_atomic_int_set (&stop, 1);
  if (thread != NULL)
    g_thread_join (thread);
  g_free (job);
  return action;
}

guint
tab_ai_search_turn (const TabPosition *pos, const TabAiParams *params, TabAction *turn)
{
  g_autofree TtEntry *table = g_new0 (TtEntry, (gsize) 1 << TT_BITS);
  guint time_ms = params->time_ms ? params->time_ms : TAB_AI_DEFAULT_TIME_MS;
  gboolean expert = params->level >= TAB_AI_EXPERT;
  gint64 deadline = g_get_monotonic_time () + (gint64) time_ms * 1000 * (expert ? 5 : 1);
  TabPosition work;
  guint len = 0;

  tab_position_copy (&work, pos);
  while (!tab_position_is_over (&work) && work.turn == pos->turn && len < TAB_AI_MAX_TURN)
    {
      /* later actions of the same turn share what is left of the budget */
      gint64 left = MAX (deadline - g_get_monotonic_time (), 1000);
      TabAction action = search_action (&work, params, table, len == 0 ? left * 2 / 3 : left / 2,
                                        expert);

      if (tab_ai_cancelled (params))
        return 0;
      turn[len++] = action;
      tab_position_apply (&work, action);
    }
  return len;
}
