/* tab-game-review.c: the computer's review of a game, kept with it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game-review.h"

#include <glib/gi18n-lib.h>

struct _TabGameReview
{
  GObject  parent_instance;

  guint64  nodes;
  guint    n_actions;
  GArray  *turns;      /* TabTurnReview */
};

G_DEFINE_FINAL_TYPE (TabGameReview, tab_game_review, G_TYPE_OBJECT)

static void
tab_game_review_finalize (GObject *object)
{
  TabGameReview *self = TAB_GAME_REVIEW (object);

  g_clear_pointer (&self->turns, g_array_unref);
  G_OBJECT_CLASS (tab_game_review_parent_class)->finalize (object);
}

static void
tab_game_review_class_init (TabGameReviewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tab_game_review_finalize;
}

static void
tab_game_review_init (TabGameReview *self)
{
}

TabGameReview *
tab_game_review_new (guint64 nodes, guint n_actions, GArray *turns)
{
  TabGameReview *self = g_object_new (TAB_TYPE_GAME_REVIEW, NULL);

  g_return_val_if_fail (turns != NULL, self);
  self->nodes = nodes;
  self->n_actions = n_actions;
  self->turns = turns;
  return self;
}

guint64
tab_game_review_get_nodes (TabGameReview *self)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), 0);
  return self->nodes;
}

guint
tab_game_review_get_n_actions (TabGameReview *self)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), 0);
  return self->n_actions;
}

guint
tab_game_review_get_n_turns (TabGameReview *self)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), 0);
  return self->turns != NULL ? self->turns->len : 0;
}

const TabTurnReview *
tab_game_review_get_turn (TabGameReview *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), NULL);
  g_return_val_if_fail (index < tab_game_review_get_n_turns (self), NULL);
  return &g_array_index (self->turns, TabTurnReview, index);
}

const TabTurnReview *
tab_game_review_find_turn (TabGameReview *self, guint n_actions)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), NULL);

  for (guint i = 0; self->turns != NULL && i < self->turns->len; i++)
    {
      const TabTurnReview *r = &g_array_index (self->turns, TabTurnReview, i);

      if (r->first + r->n_played == n_actions)
        return r;
      if (r->first >= n_actions)
        break;
    }
  return NULL;
}

gboolean
tab_game_review_standing_at (TabGameReview *self, guint n_actions, TabStanding *standing,
                             guint *seat)
{
  const TabTurnReview *r;

  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), FALSE);

  if (n_actions == 0 && tab_game_review_get_n_turns (self) > 0)
    {
      r = tab_game_review_get_turn (self, 0);
      *standing = r->before;
      *seat = r->seat;
    }
  else if ((r = tab_game_review_find_turn (self, n_actions)) != NULL)
    {
      *standing = r->after;
      *seat = r->seat;
    }
  else
    return FALSE;
  return standing->kind != TAB_STANDING_NONE;
}

gboolean
tab_game_review_covers (TabGameReview *self, TabGame *game)
{
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (self), FALSE);
  return tab_game_get_n_actions (game) == self->n_actions;
}

/* ---- kept with the game ---- */

#define REVIEW_KEY  "tab-game-review"
#define WATCH_KEY   "tab-game-review-watch"

static void
on_game_n_actions (TabGame *game)
{
  TabGameReview *review = g_object_get_data (G_OBJECT (game), REVIEW_KEY);

  if (review != NULL && tab_game_get_n_actions (game) < review->n_actions)
    g_object_set_data (G_OBJECT (game), REVIEW_KEY, NULL);
}

void
tab_game_review_attach (TabGame *game, TabGameReview *review)
{
  g_return_if_fail (TAB_IS_GAME (game));
  g_return_if_fail (review == NULL || TAB_IS_GAME_REVIEW (review));

  if (g_object_get_data (G_OBJECT (game), WATCH_KEY) == NULL)
    {
      g_signal_connect (game, "notify::n-actions", G_CALLBACK (on_game_n_actions), NULL);
      g_object_set_data (G_OBJECT (game), WATCH_KEY, GINT_TO_POINTER (1));
    }
  g_object_set_data_full (G_OBJECT (game), REVIEW_KEY,
                          review != NULL ? g_object_ref (review) : NULL, g_object_unref);
}

TabGameReview *
tab_game_review_lookup (TabGame *game)
{
  g_return_val_if_fail (TAB_IS_GAME (game), NULL);
  return g_object_get_data (G_OBJECT (game), REVIEW_KEY);
}

char *
tab_game_review_better_tokens (const TabPosition *before, const TabTurnReview *r)
{
  g_autoptr (GString) out = g_string_new (NULL);
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < r->n_better; i++)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (&pos, r->better[i], token);
      g_string_append_printf (out, i > 0 ? " %s" : "%s", token);
      tab_position_apply (&pos, r->better[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- words ---- */

const char *
tab_game_review_mark_name (TabMark mark)
{
  switch (mark)
    {
    case TAB_MARK_BLUNDER:
      return _("Blunder");
    case TAB_MARK_MISTAKE:
      return _("Mistake");
    case TAB_MARK_INACCURACY:
      return _("Inaccuracy");
    case TAB_MARK_NONE:
    case TAB_MARK_FORCED:
    default:
      return NULL;
    }
}

char *
tab_game_review_mark_words (const TabTurnReview *r)
{
  const char *name = tab_game_review_mark_name (r->mark);

  if (name == NULL)
    return NULL;
  /* Translators: a mark of the computer's review and how sure it is,
   * e.g. "Blunder, proven" or "Mistake, estimated" */
  return g_strdup_printf (r->proven ? _("%s, proven") : _("%s, estimated"), name);
}

/* ---- control ---- */

TabReviewControl *
tab_review_control_new (void)
{
  return g_atomic_rc_box_new0 (TabReviewControl);
}

TabReviewControl *
tab_review_control_ref (TabReviewControl *control)
{
  return g_atomic_rc_box_acquire (control);
}

void
tab_review_control_unref (TabReviewControl *control)
{
  g_atomic_rc_box_release (control);
}

double
tab_review_control_fraction (TabReviewControl *control)
{
  int total = g_atomic_int_get (&control->total);
  int done = g_atomic_int_get (&control->done);

  return total > 0 ? CLAMP ((double) done / total, 0.0, 1.0) : 0.0;
}

/* ---- analysing ---- */

/* the review's threads at most: the machine's cores, the window's main
 * loop winning one whenever it wakes (tab_ai_run_in_background ()) */
#define REVIEW_THREADS 4

typedef struct
{
  TabPosition       start;
  TabAction        *actions;
  guint             n_actions;
  guint64           nodes;
  TabReviewControl *control;
  gulong            cancelled_id;
  GCancellable     *cancellable;
  GArray           *turns;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  if (job->cancellable != NULL)
    g_cancellable_disconnect (job->cancellable, job->cancelled_id);
  g_clear_object (&job->cancellable);
  g_clear_pointer (&job->turns, g_array_unref);
  g_clear_pointer (&job->control, tab_review_control_unref);
  g_free (job->actions);
  g_free (job);
}

static void
on_cancelled (GCancellable *cancellable, gpointer user_data)
{
  TabReviewControl *control = user_data;

  g_atomic_int_set (&control->cancel, 1);
}

/* At low priority, with the review's own threads */
static gpointer
review_thread (gpointer data)
{
  Job *job = data;

  job->turns = tab_review_game_full (&job->start, job->actions, job->n_actions, job->nodes,
                                     CLAMP (g_get_num_processors (), 1, REVIEW_THREADS), job->control);
  return NULL;
}

static void
analyse_thread (GTask *task, gpointer source_object, gpointer task_data,
                GCancellable *cancellable)
{
  Job *job = task_data;

  tab_ai_run_in_background ("tab-review", review_thread, job);
  if (job->turns == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
  else
    g_task_return_pointer (task, tab_game_review_new (job->nodes, job->n_actions,
                                                      g_steal_pointer (&job->turns)),
                           g_object_unref);
}

/* Runs job (its position, actions and budget set) in a worker thread */
static void
run_job_async (Job *job, TabReviewControl *control, GCancellable *cancellable,
               GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  job->control = control != NULL ? tab_review_control_ref (control) : tab_review_control_new ();
  if (cancellable != NULL)
    {
      job->cancellable = g_object_ref (cancellable);
      job->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                                 job->control, NULL);
    }

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tab_game_review_analyse_async);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, analyse_thread);
}

void
tab_game_review_analyse_async (TabGame *game, guint64 nodes, TabReviewControl *control,
                               GCancellable *cancellable, GAsyncReadyCallback callback,
                               gpointer user_data)
{
  Job *job;

  g_return_if_fail (TAB_IS_GAME (game));

  job = g_new0 (Job, 1);
  tab_position_copy (&job->start, tab_game_get_position_at (game, 0));
  job->n_actions = tab_game_get_n_actions (game);
  job->actions = g_new (TabAction, MAX (job->n_actions, 1));
  for (guint i = 0; i < job->n_actions; i++)
    job->actions[i] = tab_game_get_action (game, i);
  job->nodes = nodes;
  run_job_async (job, control, cancellable, callback, user_data);
}

void
tab_game_review_judge_turn_async (const TabPosition *before, const TabAction *turn, guint len,
                                  guint64 nodes, GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job;

  g_return_if_fail (before != NULL && turn != NULL && len > 0);

  job = g_new0 (Job, 1);
  tab_position_copy (&job->start, before);
  job->n_actions = len;
  job->actions = g_memdup2 (turn, len * sizeof (TabAction));
  job->nodes = nodes;
  run_job_async (job, NULL, cancellable, callback, user_data);
}

gboolean
tab_game_review_better_cells (const TabPosition *before, const TabTurnReview *r,
                              int *from, int *to)
{
  TabPosition pos;

  *from = *to = TAB_NO_CELL;
  tab_position_copy (&pos, before);
  for (guint i = 0; i < r->n_better; i++)
    {
      int a, b;

      pos.rules->action_cells (&pos, r->better[i], &a, &b);
      if (*from == TAB_NO_CELL && a != TAB_NO_CELL)
        *from = a;
      if (b != TAB_NO_CELL)
        *to = b;
      tab_position_apply (&pos, r->better[i]);
    }
  return *to != TAB_NO_CELL;
}

TabGameReview *
tab_game_review_analyse_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
