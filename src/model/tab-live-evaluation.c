/* tab-live-evaluation.c: the standing of the position on screen, worked
 * out in the background
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One look runs at a time, on GLib's pool, its search on a thread of
 * lower priority (tab_ai_run_in_background ()), so that browsing fast
 * through a game queues nothing: the last position asked for waits, the
 * ones before it are forgotten.  Answers are kept by the position's hash
 * (a small cache, emptied when full), so that browsing back is at once;
 * with 3 or 4 seats, by the position and the one before the turn that
 * reached it, whose judgement is part of the answer.
 * The search is tab_analysis_position (): a node budget, the same answer
 * on any machine; it cannot be stopped halfway, so a look that is no
 * longer wanted still ends, in at most the full budget's time.
 */

#include "tab-live-evaluation.h"

#include <gio/gio.h>
#include <string.h>

/* the quick look's budget, as Analyse Game's quick pass */
#define QUICK_NODES (TAB_LIVE_EVALUATION_NODES / 10)
/* answers kept at most; beyond, the cache starts again */
#define MAX_KNOWN 512

typedef struct
{
  TabLiveAnswer answer;
  guint64       nodes;
} Known;

/* A position to look at, and with 3 or 4 seats the turn that reached it */
typedef struct
{
  TabPosition   pos;
  TabPosition   before;
  TabAction     turn[TAB_AI_MAX_TURN];
  guint         n_turn;
  guint64       key;
  guint64       nodes;
  TabLiveAnswer answer;
} Look;

struct _TabLiveEvaluation
{
  GObject      parent_instance;

  GHashTable  *known;      /* key (guint64 *) → Known */
  Look        *waiting;    /* the position asked for last, not yet looked at */
  gboolean     busy;
};

G_DEFINE_FINAL_TYPE (TabLiveEvaluation, tab_live_evaluation, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void start_look (TabLiveEvaluation *self, Look *look);

static gboolean
many_seats (const TabPosition *pos)
{
  return pos->options.players > 2;
}

/* The position after n_actions actions of game; with 3 or 4 seats, the
 * complete turn that reached it too, which is part of its key */
static void
prepare (Look *look, TabGame *game, guint n_actions)
{
  guint first = tab_game_previous_turn_boundary (game, n_actions);

  memset (look, 0, sizeof *look);
  tab_position_copy (&look->pos, tab_game_get_position_at (game, n_actions));
  look->key = tab_position_hash (&look->pos);
  if (!many_seats (&look->pos) || n_actions == 0 || n_actions - first > TAB_AI_MAX_TURN)
    return;
  tab_position_copy (&look->before, tab_game_get_position_at (game, first));
  look->n_turn = n_actions - first;
  for (guint i = 0; i < look->n_turn; i++)
    look->turn[i] = tab_game_get_action (game, first + i);
  look->key ^= tab_position_hash (&look->before) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
}

static const Known *
find_known (TabLiveEvaluation *self, guint64 key)
{
  return g_hash_table_lookup (self->known, &key);
}

static void
remember (TabLiveEvaluation *self, const Look *look)
{
  Known *known;
  guint64 *key;

  if (g_hash_table_size (self->known) >= MAX_KNOWN && find_known (self, look->key) == NULL)
    g_hash_table_remove_all (self->known);
  known = g_new (Known, 1);
  known->answer = look->answer;
  known->nodes = look->nodes;
  key = g_new (guint64, 1);
  *key = look->key;
  g_hash_table_replace (self->known, key, known);
}

/* The budget of the next look: the quick one, the full one, or 0 when
 * the full one is known.  The facts of 3 or 4 seats take one look, of
 * budgets of their own (a review's): the full one at once */
static guint64
next_budget (TabLiveEvaluation *self, const Look *look)
{
  const Known *known = find_known (self, look->key);

  if (known == NULL)
    return many_seats (&look->pos) ? TAB_LIVE_EVALUATION_NODES : QUICK_NODES;
  return known->nodes < TAB_LIVE_EVALUATION_NODES ? TAB_LIVE_EVALUATION_NODES : 0;
}

static gpointer
look_at_low_priority (gpointer data)
{
  Look *look = data;
  g_autofree TabAnalysis *analysis = NULL;

  if (many_seats (&look->pos))
    {
      tab_review_many_seats_facts (&look->before, look->turn, look->n_turn, &look->pos,
                                   &look->answer.facts);
      return NULL;
    }
  analysis = g_new (TabAnalysis, 1);
  tab_analysis_position (&look->pos, look->nodes, analysis);
  look->answer.standing = analysis->standing;
  return NULL;
}

static void
look_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  tab_ai_run_in_background ("tab-live", look_at_low_priority, task_data);
  g_task_return_boolean (task, TRUE);
}

/* A look ended: its answer kept, then the next: the waiting position, or
 * the full look at the same one */
static void
on_look_done (GObject *object, GAsyncResult *result, gpointer user_data)
{
  TabLiveEvaluation *self = TAB_LIVE_EVALUATION (object);
  Look *look = g_task_get_task_data (G_TASK (result));
  g_autofree Look *next = NULL;

  self->busy = FALSE;
  remember (self, look);
  if (self->waiting != NULL)
    next = g_steal_pointer (&self->waiting);
  else
    next = g_memdup2 (look, sizeof *look);
  if (next_budget (self, next) > 0)
    start_look (self, g_steal_pointer (&next));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* takes look */
static void
start_look (TabLiveEvaluation *self, Look *look)
{
  g_autoptr (GTask) task = NULL;

  look->nodes = next_budget (self, look);
  self->busy = TRUE;
  task = g_task_new (self, NULL, on_look_done, NULL);
  g_task_set_source_tag (task, start_look);
  g_task_set_task_data (task, look, g_free);
  g_task_run_in_thread (task, look_thread);
}

void
tab_live_evaluation_request (TabLiveEvaluation *self, TabGame *game, guint n_actions)
{
  g_autofree Look *look = g_new (Look, 1);

  g_return_if_fail (TAB_IS_LIVE_EVALUATION (self));
  g_return_if_fail (TAB_IS_GAME (game));

  prepare (look, game, n_actions);
  if (next_budget (self, look) == 0)
    {
      g_clear_pointer (&self->waiting, g_free);
      return;
    }
  if (self->busy)
    {
      g_free (self->waiting);
      self->waiting = g_steal_pointer (&look);
      return;
    }
  start_look (self, g_steal_pointer (&look));
}

gboolean
tab_live_evaluation_lookup (TabLiveEvaluation *self, TabGame *game, guint n_actions,
                            TabLiveAnswer *answer, gboolean *full)
{
  g_autofree Look *look = g_new (Look, 1);
  const Known *known;

  g_return_val_if_fail (TAB_IS_LIVE_EVALUATION (self), FALSE);
  g_return_val_if_fail (TAB_IS_GAME (game), FALSE);

  prepare (look, game, n_actions);
  known = find_known (self, look->key);
  if (known == NULL)
    return FALSE;
  if (answer != NULL)
    *answer = known->answer;
  if (full != NULL)
    *full = known->nodes >= TAB_LIVE_EVALUATION_NODES;
  return TRUE;
}

void
tab_live_evaluation_stop (TabLiveEvaluation *self)
{
  g_return_if_fail (TAB_IS_LIVE_EVALUATION (self));
  g_clear_pointer (&self->waiting, g_free);
}

gboolean
tab_live_evaluation_is_busy (TabLiveEvaluation *self)
{
  g_return_val_if_fail (TAB_IS_LIVE_EVALUATION (self), FALSE);
  return self->busy;
}

static void
tab_live_evaluation_finalize (GObject *object)
{
  TabLiveEvaluation *self = TAB_LIVE_EVALUATION (object);

  g_hash_table_unref (self->known);
  g_free (self->waiting);
  G_OBJECT_CLASS (tab_live_evaluation_parent_class)->finalize (object);
}

static void
tab_live_evaluation_class_init (TabLiveEvaluationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tab_live_evaluation_finalize;

  /* an answer came: the standing of some position is known, or better */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tab_live_evaluation_init (TabLiveEvaluation *self)
{
  self->known = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
}

TabLiveEvaluation *
tab_live_evaluation_new (void)
{
  return g_object_new (TAB_TYPE_LIVE_EVALUATION, NULL);
}
