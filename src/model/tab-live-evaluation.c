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
 * (a small cache, emptied when full), so that browsing back is at once.
 * The search is tab_analysis_position (): a node budget, the same answer
 * on any machine; it cannot be stopped halfway, so a look that is no
 * longer wanted still ends, in at most the full budget's time.
 */

#include "tab-live-evaluation.h"

#include <gio/gio.h>

/* the quick look's budget, as Analyse Game's quick pass */
#define QUICK_NODES (TAB_LIVE_EVALUATION_NODES / 10)
/* answers kept at most; beyond, the cache starts again */
#define MAX_KNOWN 512

typedef struct
{
  TabStanding standing;
  guint64     nodes;
} Known;

struct _TabLiveEvaluation
{
  GObject      parent_instance;

  GHashTable  *known;      /* position hash (guint64 *) → Known */
  TabPosition  waiting;    /* the position asked for last, not yet looked at */
  gboolean     has_waiting;
  gboolean     busy;
};

G_DEFINE_FINAL_TYPE (TabLiveEvaluation, tab_live_evaluation, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  TabPosition pos;
  guint64     hash;
  guint64     nodes;
  TabAnalysis analysis;
} Look;

static void start_look (TabLiveEvaluation *self, const TabPosition *pos);

static const Known *
find_known (TabLiveEvaluation *self, guint64 hash)
{
  return g_hash_table_lookup (self->known, &hash);
}

static void
remember (TabLiveEvaluation *self, guint64 hash, const TabStanding *standing, guint64 nodes)
{
  Known *known;
  guint64 *key;

  if (g_hash_table_size (self->known) >= MAX_KNOWN && find_known (self, hash) == NULL)
    g_hash_table_remove_all (self->known);
  known = g_new (Known, 1);
  known->standing = *standing;
  known->nodes = nodes;
  key = g_new (guint64, 1);
  *key = hash;
  g_hash_table_replace (self->known, key, known);
}

/* The budget of the next look at pos: the quick one, the full one, or 0
 * when the full one is known */
static guint64
next_budget (TabLiveEvaluation *self, guint64 hash)
{
  const Known *known = find_known (self, hash);

  if (known == NULL)
    return QUICK_NODES;
  return known->nodes < TAB_LIVE_EVALUATION_NODES ? TAB_LIVE_EVALUATION_NODES : 0;
}

static gpointer
look_at_low_priority (gpointer data)
{
  Look *look = data;

  tab_analysis_position (&look->pos, look->nodes, &look->analysis);
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
  TabPosition next;

  self->busy = FALSE;
  remember (self, look->hash, &look->analysis.standing, look->nodes);
  if (self->has_waiting)
    {
      tab_position_copy (&next, &self->waiting);
      self->has_waiting = FALSE;
    }
  else
    tab_position_copy (&next, &look->pos);
  if (next_budget (self, tab_position_hash (&next)) > 0)
    start_look (self, &next);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
start_look (TabLiveEvaluation *self, const TabPosition *pos)
{
  g_autoptr (GTask) task = NULL;
  Look *look = g_new0 (Look, 1);

  tab_position_copy (&look->pos, pos);
  look->hash = tab_position_hash (pos);
  look->nodes = next_budget (self, look->hash);
  self->busy = TRUE;
  task = g_task_new (self, NULL, on_look_done, NULL);
  g_task_set_source_tag (task, start_look);
  g_task_set_task_data (task, look, g_free);
  g_task_run_in_thread (task, look_thread);
}

void
tab_live_evaluation_request (TabLiveEvaluation *self, const TabPosition *pos)
{
  g_return_if_fail (TAB_IS_LIVE_EVALUATION (self));
  g_return_if_fail (pos != NULL);

  if (next_budget (self, tab_position_hash (pos)) == 0)
    {
      self->has_waiting = FALSE;
      return;
    }
  if (self->busy)
    {
      tab_position_copy (&self->waiting, pos);
      self->has_waiting = TRUE;
      return;
    }
  start_look (self, pos);
}

gboolean
tab_live_evaluation_lookup (TabLiveEvaluation *self, const TabPosition *pos,
                            TabStanding *standing, gboolean *full)
{
  const Known *known;

  g_return_val_if_fail (TAB_IS_LIVE_EVALUATION (self), FALSE);

  known = find_known (self, tab_position_hash (pos));
  if (known == NULL)
    return FALSE;
  if (standing != NULL)
    *standing = known->standing;
  if (full != NULL)
    *full = known->nodes >= TAB_LIVE_EVALUATION_NODES;
  return TRUE;
}

void
tab_live_evaluation_stop (TabLiveEvaluation *self)
{
  g_return_if_fail (TAB_IS_LIVE_EVALUATION (self));
  self->has_waiting = FALSE;
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
