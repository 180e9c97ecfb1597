/* tab-game-io.c: between a match and its save file
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game-io.h"
#include "tab-file-replace.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

/* the game, seats and record of match */
TabSaveData *
tab_game_io_save_data (TabMatch *match)
{
  TabGame *game = tab_match_get_game (match);
  TabSaveData *data;

  g_return_val_if_fail (game != NULL, NULL);

  data = tab_save_data_new ();
  data->rules = tab_game_get_rules (game);
  data->options = *tab_game_get_options (game);
  for (guint seat = 1; seat <= data->options.players; seat++)
    {
      guint level = tab_match_get_seat_level (match, seat);

      data->seats[seat - 1].kind = level == TAB_MATCH_PERSON ? TAB_SEAT_PERSON : TAB_SEAT_COMPUTER;
      data->seats[seat - 1].level = level;
    }
  /* computer against computer: the pause and the speed go with it */
  data->watched = TRUE;
  for (guint seat = 1; seat <= data->options.players; seat++)
    data->watched = data->watched && data->seats[seat - 1].kind == TAB_SEAT_COMPUTER;
  data->paused = data->watched && tab_match_get_paused (match);
  data->delay_ms = data->watched ? tab_match_get_delay (match) : 0;
  /* tab_save_data_new () starts with an empty list */
  g_strfreev (data->actions);
  data->actions = tab_game_dup_tokens (game);
  tab_position_copy (&data->position, tab_game_get_position (game));
  data->review = tab_game_review_lookup (game);
  if (data->review != NULL)
    g_object_ref (data->review);
  return data;
}

gboolean
tab_game_io_apply (TabMatch     *match,
                   TabSaveData  *data,
                   GError      **error)
{
  g_autoptr (TabGame) game = NULL;

  /* a loaded file comes with its game: its actions are not played again */
  if (data->game != NULL)
    game = g_steal_pointer (&data->game);
  else
    game = tab_game_new_from_record (data->rules, &data->options,
                                     (const char * const *) data->actions, error);
  if (game == NULL)
    return FALSE;
  if (data->review != NULL && tab_game_review_covers (data->review, game))
    tab_game_review_attach (game, data->review);

  /* a search started for a seat whose level then changes is cancelled
   * by tab_match_set_seat_level () */
  tab_match_set_game (match, game);
  for (guint seat = 1; seat <= data->options.players; seat++)
    {
      const TabSeatInfo *info = &data->seats[seat - 1];

      tab_match_set_seat_level (match, seat,
                                info->kind == TAB_SEAT_COMPUTER ? info->level : TAB_MATCH_PERSON);
    }
  if (data->watched)
    {
      tab_match_set_delay (match, data->delay_ms);
      tab_match_set_paused (match, data->paused);
    }
  return TRUE;
}

gboolean
tab_game_io_save (TabMatch    *match,
                  const char  *path,
                  GError     **error)
{
  g_autoptr (TabSaveData) data = tab_game_io_save_data (match);

  return tab_save_data_write (data, path, error);
}

gboolean
tab_game_io_load (TabMatch    *match,
                  const char  *path,
                  GError     **error)
{
  g_autoptr (TabSaveData) data = tab_save_data_load (path, error);

  if (data == NULL)
    return FALSE;
  return tab_game_io_apply (match, data, error);
}

/* ------------------------------------------------------------------ */
/* Loading in a worker thread                                         */

/* Shared by the worker, the progress sources and the callback */
typedef struct
{
  gatomicrefcount      ref_count;
  GMainContext        *context;        /* the caller's */
  GFile               *file;
  TabSaveProgressFunc  progress;
  gpointer             progress_data;
  GDestroyNotify       progress_notify;
  GAsyncReadyCallback  callback;
  gpointer             user_data;
  int                  done;           /* atomic: callback called */
  double               last_reported;  /* the worker's */
} LoadState;

static LoadState *
load_state_ref (LoadState *state)
{
  g_atomic_ref_count_inc (&state->ref_count);
  return state;
}

static void
load_state_unref (LoadState *state)
{
  if (!g_atomic_ref_count_dec (&state->ref_count))
    return;
  g_main_context_unref (state->context);
  g_object_unref (state->file);
  g_free (state);
}

typedef struct
{
  LoadState *state;
  double     fraction;
} ProgressReport;

static gboolean
deliver_progress (gpointer user_data)
{
  ProgressReport *report = user_data;

  if (!g_atomic_int_get (&report->state->done))
    report->state->progress (report->fraction, report->state->progress_data);
  return G_SOURCE_REMOVE;
}

static void
progress_report_free (gpointer user_data)
{
  ProgressReport *report = user_data;

  load_state_unref (report->state);
  g_free (report);
}

/* In the worker: passes on every step of one percent or more */
static void
report_progress (double fraction, gpointer user_data)
{
  LoadState *state = user_data;
  g_autoptr (GSource) idle = NULL;
  ProgressReport *report;

  if (fraction < state->last_reported + 0.01 && fraction < 1.0)
    return;
  state->last_reported = fraction;
  report = g_new (ProgressReport, 1);
  report->state = load_state_ref (state);
  report->fraction = fraction;
  /* a source of its own, not g_main_context_invoke (), which would call
   * right here when the worker can acquire the caller's context */
  idle = g_idle_source_new ();
  g_source_set_priority (idle, G_PRIORITY_DEFAULT);
  g_source_set_callback (idle, deliver_progress, report, progress_report_free);
  g_source_set_static_name (idle, "[tabuleiro] load progress");
  g_source_attach (idle, state->context);
}

static void
load_in_worker (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadState *state = task_data;
  GError *error = NULL;
  TabSaveData *data;

  data = tab_save_data_load_file (state->file, cancellable,
                                  state->progress != NULL ? report_progress : NULL, state, &error);
  if (data != NULL)
    g_task_return_pointer (task, data, (GDestroyNotify) tab_save_data_free);
  else
    g_task_return_error (task, error);
}

/* In the caller's context: no progress after this */
static void
load_done (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  LoadState *state = g_task_get_task_data (G_TASK (result));

  g_atomic_int_set (&state->done, TRUE);
  if (state->callback != NULL)
    state->callback (source_object, result, state->user_data);
  if (state->progress_notify != NULL)
    state->progress_notify (state->progress_data);
}

void
tab_game_io_load_async (GFile               *file,
                        GCancellable        *cancellable,
                        TabSaveProgressFunc  progress,
                        gpointer             progress_data,
                        GDestroyNotify       progress_notify,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  LoadState *state;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  state = g_new0 (LoadState, 1);
  g_atomic_ref_count_init (&state->ref_count);
  state->context = g_main_context_ref_thread_default ();
  state->file = g_object_ref (file);
  state->progress = progress;
  state->progress_data = progress_data;
  state->progress_notify = progress_notify;
  state->callback = callback;
  state->user_data = user_data;
  state->last_reported = -1.0;

  task = g_task_new (NULL, cancellable, load_done, NULL);
  g_task_set_source_tag (task, tab_game_io_load_async);
  g_task_set_name (task, "tab_game_io_load_async");
  g_task_set_task_data (task, state, (GDestroyNotify) load_state_unref);
  g_task_run_in_thread (task, load_in_worker);
}

TabSaveData *
tab_game_io_load_finish (GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tab_game_io_load_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
