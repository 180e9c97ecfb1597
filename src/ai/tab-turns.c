/* tab-turns.c: complete turns, for every level: Beginner's and Casual's
 * choice among all of them, the turn that wins at once, and the safety
 * net that keeps the search from handing the next seat a win
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-turns.h"
#include "tab-random.h"

#include <string.h>
#include <time.h>

/* The clock of the safety net: the calling thread's CPU time, in µs.
 * A check is given a deadline on the monotonic clock, as the search has
 * one, and spends the time left until it in CPU time: on a busy machine
 * it does the same work as on an idle one, only later, so that it still
 * finds the turn that loses at once (issue 26: a test of the net failed
 * beside busy processes, its check cut short by the wall clock) */
static gint64
cpu_now (void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
    return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
#endif
  return g_get_monotonic_time ();
}

/* deadline (monotonic µs, 0 = none) as a deadline of cpu_now () */
static gint64
cpu_deadline (gint64 deadline)
{
  if (deadline == 0)
    return 0;
  return cpu_now () + MAX (deadline - g_get_monotonic_time (), 1);
}

/* Enumerating complete turns: a turn of several actions (Apart's
 * continuous jumps, Splut!'s three steps) can branch a lot; past this
 * many turns the players fall back to choosing action by action. */
#define MAX_ENUMERATED_TURNS 200000

typedef struct
{
  const TabAiParams *params;
  guint              seat;
  guint32            turn;
  TabRng             rng;
  /* the best (or randomly kept) turn so far */
  TabAction          best[TAB_AI_MAX_TURN];
  guint              best_len;
  int                best_value;
  guint              n_best;      /* turns tied at best_value (for fair ties) */
  guint              n_turns;     /* turns seen */
  gboolean           use_eval;    /* FALSE: Beginner, all turns are equal */
  gboolean           overflow;
  TabAction          path[TAB_AI_MAX_TURN];
  GArray            *candidates;  /* Casual: every turn, as Candidate */
  GArray            *actions;     /* the candidates' actions, end to end */
} TurnWalk;

typedef struct
{
  int      value;
  guint32  tie_break;
  guint    first;     /* index in TurnWalk.actions */
  guint    len;
} Candidate;

gboolean
tab_ai_cancelled (const TabAiParams *params)
{
  return params->cancel != NULL && g_atomic_int_get (params->cancel) != 0;
}

int
tab_ai_value (const TabPosition *pos, guint seat)
{
  if (tab_position_is_over (pos))
    return tab_position_terminal_value (pos, seat);
  return pos->rules->evaluate (pos, seat);
}

/* Keeps a turn if it is better than the best so far; among equals each
 * is kept with equal probability (reservoir sampling). */
static void
consider_turn (TurnWalk *walk, const TabPosition *end, guint len)
{
  int value = walk->use_eval ? tab_ai_value (end, walk->seat) : 0;

  walk->n_turns++;
  if (walk->candidates != NULL)
    {
      Candidate c = { value, (guint32) tab_rng_next (&walk->rng), walk->actions->len, len };

      g_array_append_vals (walk->actions, walk->path, len);
      g_array_append_val (walk->candidates, c);
    }
  if (walk->n_best > 0 && value < walk->best_value)
    return;
  if (walk->n_best == 0 || value > walk->best_value)
    {
      walk->best_value = value;
      walk->n_best = 0;
    }
  walk->n_best++;
  if (tab_rng_below (&walk->rng, walk->n_best) == 0)
    {
      memcpy (walk->best, walk->path, len * sizeof (TabAction));
      walk->best_len = len;
    }
}

static void
walk_turns (TurnWalk *walk, const TabPosition *pos, guint depth)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n && !walk->overflow; i++)
    {
      TabPosition child;

      if (walk->n_turns >= MAX_ENUMERATED_TURNS || depth >= TAB_AI_MAX_TURN ||
          ((walk->n_turns & 255) == 0 && tab_ai_cancelled (walk->params)))
        {
          walk->overflow = TRUE;
          return;
        }
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      walk->path[depth] = list.actions[i];
      if (tab_position_is_over (&child) || child.turn != walk->turn)
        consider_turn (walk, &child, depth + 1);
      else
        walk_turns (walk, &child, depth + 1);
    }
}

/* Too many turns to list: build one action by action, each time taking
 * the action whose best continuation is best (Casual) or a random one. */
static guint
choose_stepwise (const TabPosition *pos, const TabAiParams *params, gboolean use_eval,
                 TabRng *rng, TabAction *turn)
{
  TabPosition work;
  guint len = 0;

  tab_position_copy (&work, pos);
  while (!tab_position_is_over (&work) && work.turn == pos->turn && len < TAB_AI_MAX_TURN)
    {
      TabActionList list;
      TabAction choice;

      if (tab_ai_cancelled (params))
        return 0;
      tab_position_legal (&work, &list);
      choice = list.actions[tab_rng_below (rng, list.n)];
      if (use_eval)
        {
          int best = G_MININT;
          guint ties = 0;

          for (guint i = 0; i < list.n; i++)
            {
              TabPosition child;
              int value;

              tab_position_copy (&child, &work);
              tab_position_apply (&child, list.actions[i]);
              value = tab_ai_value (&child, pos->to_move);
              if (value > best)
                best = value, ties = 0;
              if (value == best && tab_rng_below (rng, ++ties) == 0)
                choice = list.actions[i];
            }
        }
      turn[len++] = choice;
      tab_position_apply (&work, choice);
    }
  return len;
}

typedef struct
{
  guint32 turn;
  guint   seat;
  guint   budget;    /* positions we may still look at */
  gint64  deadline;  /* cpu_now () µs, 0 = none */
} ReplyWalk;

static gboolean
reply_walk_exhausted (ReplyWalk *walk)
{
  if (walk->budget == 0)
    return TRUE;
  walk->budget--;
  if (walk->deadline != 0 && (walk->budget & 1023) == 0 && cpu_now () >= walk->deadline)
    walk->budget = 0;
  return walk->budget == 0;
}

/* Whether the seat to move in pos can win within its turn (as far as the
 * budget lets us look; out of budget counts as "no") */
static gboolean
can_win_now (const TabPosition *pos, ReplyWalk *walk)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n && !reply_walk_exhausted (walk); i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (child.outcome == TAB_OUTCOME_WIN && child.winner == walk->seat)
        return TRUE;
      if (!tab_position_is_over (&child) && child.turn == walk->turn && can_win_now (&child, walk))
        return TRUE;
    }
  return FALSE;
}

static gboolean
gives_immediate_loss (const TabPosition *pos, const TabAction *actions, guint len,
                      gint64 deadline)
{
  TabPosition end;
  ReplyWalk reply = { 0, 0, 200000, deadline };

  tab_position_copy (&end, pos);
  for (guint i = 0; i < len; i++)
    tab_position_apply (&end, actions[i]);
  if (tab_position_is_over (&end))
    return FALSE;
  reply.turn = end.turn;
  reply.seat = end.to_move;
  return can_win_now (&end, &reply);
}

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->value != y->value)
    return x->value > y->value ? -1 : 1;
  return x->tie_break < y->tie_break ? -1 : x->tie_break > y->tie_break;
}

/* Whether a complete turn is one to play rather than another: it does
 * not lose at once in either way, by ending the game against the seat
 * that plays it or by handing the next seat a win */
static gboolean
turn_is_safe (const TabPosition *pos, const TabAction *actions, guint len, gint64 deadline)
{
  TabPosition end;

  tab_position_copy (&end, pos);
  for (guint i = 0; i < len; i++)
    tab_position_apply (&end, actions[i]);
  if (tab_position_is_over (&end))
    return tab_position_result_for (&end, pos->to_move) > 0.0;
  return !gives_immediate_loss (pos, actions, len, deadline);
}

/* Casual: the best turn by evaluation that is safe (when none is, the
 * best one, or none at all with only_safe) */
static guint
choose_safe_best (TurnWalk *walk, const TabPosition *pos, gint64 deadline, gboolean only_safe,
                  TabAction *turn)
{
  Candidate *c = (Candidate *) (gpointer) walk->candidates->data;
  guint n = walk->candidates->len, pick = 0;
  gboolean found = FALSE;
  const TabAction *actions = (const TabAction *) (gpointer) walk->actions->data;

  g_array_sort (walk->candidates, compare_candidates);
  for (guint i = 0; i < n && !found && !tab_ai_cancelled (walk->params); i++)
    if (c[i].value >= TAB_EVAL_WIN / 2 || turn_is_safe (pos, actions + c[i].first, c[i].len, deadline))
      {
        pick = i;
        found = TRUE;
      }
  if (!found && only_safe)
    return 0;
  memcpy (turn, actions + c[pick].first, c[pick].len * sizeof (TabAction));
  return c[pick].len;
}

/* Too many turns to list them all: a depth-first walk through the turns,
 * each level's actions best first by evaluation, that stops at the
 * first safe one, within budget complete turns and the deadline */
typedef struct
{
  const TabAiParams *params;
  const TabPosition *start;
  guint              budget;
  gint64             deadline;   /* cpu_now () µs, 0 = none */
  TabAction          path[TAB_AI_MAX_TURN];
} SafeWalk;

#define SAFE_WALK_TURNS 20000
#define SAFE_WALK_CASUAL_US (100 * 1000)

static gboolean
safe_walk_exhausted (SafeWalk *walk)
{
  return walk->budget == 0 || tab_ai_cancelled (walk->params) ||
         (walk->deadline != 0 && cpu_now () >= walk->deadline);
}

static guint
walk_to_safe_turn (SafeWalk *walk, const TabPosition *pos, guint depth)
{
  TabActionList list;
  int values[TAB_MAX_ACTIONS];

  if (depth >= TAB_AI_MAX_TURN)
    return 0;
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      values[i] = tab_ai_value (&child, walk->start->to_move);
    }
  for (guint n = 0; n < list.n && !safe_walk_exhausted (walk); n++)
    {
      TabPosition child;
      guint best = n, len;
      TabAction action;

      /* the best of those left (a selection sort one step at a time: the
       * walk often stops early); the n-th takes its place */
      for (guint i = n + 1; i < list.n; i++)
        if (values[i] > values[best])
          best = i;
      action = list.actions[best];
      list.actions[best] = list.actions[n];
      values[best] = values[n];

      tab_position_copy (&child, pos);
      tab_position_apply (&child, action);
      walk->path[depth] = action;
      if (tab_position_is_over (&child) || child.turn != walk->start->turn)
        {
          walk->budget--;
          if (turn_is_safe (walk->start, walk->path, depth + 1, walk->deadline))
            return depth + 1;
          continue;
        }
      len = walk_to_safe_turn (walk, &child, depth + 1);
      if (len > 0)
        return len;
    }
  return 0;
}

/* deadline: of cpu_now (), 0 for Casual's time */
static guint
walk_to_safe (const TabPosition *pos, const TabAiParams *params, gint64 deadline,
              TabAction *turn)
{
  g_autofree SafeWalk *walk = g_new0 (SafeWalk, 1);
  guint len;

  walk->params = params;
  walk->start = pos;
  walk->budget = SAFE_WALK_TURNS;
  /* Casual has no clock of its own: the walk keeps within its time */
  walk->deadline = deadline != 0 ? deadline : cpu_now () + SAFE_WALK_CASUAL_US;
  len = walk_to_safe_turn (walk, pos, 0);
  memcpy (turn, walk->path, len * sizeof (TabAction));
  return len;
}

guint
tab_ai_walk_to_safe_turn (const TabPosition *pos, const TabAiParams *params, gint64 deadline,
                          TabAction *turn)
{
  return walk_to_safe (pos, params, cpu_deadline (deadline), turn);
}

/* The turn of Beginner (use_eval FALSE) or Casual; with only_safe, a
 * safe turn or none; deadline: of cpu_now (), 0 = none */
static guint
enumerate_best_turn (const TabPosition *pos, const TabAiParams *params,
                     gboolean use_eval, gint64 deadline, gboolean only_safe, TabAction *turn)
{
  g_autofree TurnWalk *walk = g_new0 (TurnWalk, 1);
  g_autoptr (GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  guint len;

  walk->params = params;
  walk->seat = pos->to_move;
  walk->turn = pos->turn;
  walk->use_eval = use_eval;
  if (use_eval)
    {
      walk->candidates = candidates;
      walk->actions = actions;
    }
  tab_rng_seed (&walk->rng, params->seed);
  walk_turns (walk, pos, 0);
  if (tab_ai_cancelled (params))
    return 0;
  if (walk->overflow)
    {
      len = only_safe ? 0 : choose_stepwise (pos, params, use_eval, &walk->rng, turn);
      /* the net holds here too, over the turns it has time to look at */
      if (use_eval && (len == 0 || !turn_is_safe (pos, turn, len, deadline)))
        {
          TabAction safe[TAB_AI_MAX_TURN];
          guint n = walk_to_safe (pos, params, deadline, safe);

          if (n > 0)
            {
              memcpy (turn, safe, n * sizeof (TabAction));
              len = n;
            }
        }
      return len;
    }
  if (use_eval)
    return choose_safe_best (walk, pos, deadline, only_safe, turn);
  len = walk->best_len;
  memcpy (turn, walk->best, len * sizeof (TabAction));
  return len;
}

guint
tab_ai_enumerate_best_turn (const TabPosition *pos, const TabAiParams *params,
                            gboolean use_eval, TabAction *turn)
{
  return enumerate_best_turn (pos, params, use_eval, 0, FALSE, turn);
}

guint
tab_ai_find_safe_turn (const TabPosition *pos, const TabAiParams *params, gint64 deadline,
                       TabAction *turn)
{
  return enumerate_best_turn (pos, params, TRUE, cpu_deadline (deadline), TRUE, turn);
}

gboolean
tab_ai_turn_gives_immediate_loss (const TabPosition *pos, const TabAction *turn, guint len,
                                  const TabAiParams *params, gint64 deadline)
{
  return !tab_ai_cancelled (params) && !turn_is_safe (pos, turn, len, cpu_deadline (deadline));
}

typedef struct
{
  const TabAiParams *params;
  guint32            turn;
  guint              seat;
  guint              budget;
  TabAction          path[TAB_AI_MAX_TURN];
} WinWalk;

static guint
find_win (WinWalk *walk, const TabPosition *pos, guint depth)
{
  TabActionList list;

  if (depth >= TAB_AI_MAX_TURN)
    return 0;
  tab_position_legal (pos, &list);
  /* first every action that ends the game at once, then the longer turns */
  for (guint i = 0; i < list.n && walk->budget > 0; i++)
    {
      TabPosition child;

      walk->budget--;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      walk->path[depth] = list.actions[i];
      if (child.outcome == TAB_OUTCOME_WIN && child.winner == walk->seat)
        return depth + 1;
    }
  for (guint i = 0; i < list.n && walk->budget > 0; i++)
    {
      TabPosition child;
      guint len;

      if ((walk->budget & 255) == 0 && tab_ai_cancelled (walk->params))
        return 0;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) || child.turn != walk->turn)
        continue;
      walk->path[depth] = list.actions[i];
      len = find_win (walk, &child, depth + 1);
      if (len > 0)
        return len;
    }
  return 0;
}

guint
tab_ai_find_winning_turn (const TabPosition *pos, const TabAiParams *params, TabAction *turn)
{
  g_autofree WinWalk *walk = g_new0 (WinWalk, 1);
  guint len;

  walk->params = params;
  walk->turn = pos->turn;
  walk->seat = pos->to_move;
  walk->budget = 100000;
  len = find_win (walk, pos, 0);
  memcpy (turn, walk->path, len * sizeof (TabAction));
  return len;
}
