/* tab-match.c: the seats of a game and the computer players
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-match.h"
#include "tab-random.h"

#include "tab-ai.h"
#include "tab-search.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* One search, shared by the main thread and the worker.  The worker only
 * reads pos and params and writes turn and n_actions; the main thread
 * only sets cancel (atomically).  The GTask owns it. */
typedef struct
{
  TabPosition pos;
  TabAiParams params;
  gint        cancel;
  guint       generation;
  gint64      started;
  guint       n_actions;
  TabAction   turn[TAB_AI_MAX_TURN];
} Search;

struct _TabMatch
{
  GObject    parent_instance;

  TabGame   *game;
  gulong     changed_handler;
  guint      levels[TAB_MAX_SEATS + 1];  /* by seat, 1-based */
  guint      delay_ms;
  guint      time_ms;
  guint64    seed;       /* with the ply, the seed of every search */

  /* the running search (owned by its task), or NULL */
  Search    *search;
  /* bumped whenever a running search becomes stale */
  guint      generation;
  /* a finished search waiting for the minimum delay */
  guint      delay_source;
  /* when the computer's turn began, and its level's time budget (µs) */
  gint64     thinking_started;
  gint64     thinking_budget_us;
  guint      pending_n;
  TabAction  pending[TAB_AI_MAX_TURN];

  /* >0 while the match changes the game itself (undo, redo loops) */
  guint      busy;
  gboolean   stopped;
  /* computer against computer: paused, and one turn asked for */
  gboolean   paused;
  gboolean   held;       /* history browsing */
  gboolean   step_requested;
  /* the running hint's own cancellable (cancelled when the game changes) */
  GCancellable *hint_cancellable;
  gboolean   can_undo;
  gboolean   can_redo;
};

G_DEFINE_FINAL_TYPE (TabMatch, tab_match, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_THINKING,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_DELAY,
  PROP_TIME_MS,
  PROP_PAUSED,
  N_PROPS
};

enum
{
  SEATS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void maybe_start_computer (TabMatch *self);

/* whether a computer turn must wait (paused without a step, or held) */
static gboolean
must_wait (TabMatch *self)
{
  return self->held || (self->paused && !self->step_requested);
}

static void
search_free (gpointer data)
{
  g_free (data);
}

static gboolean
is_computer_to_move (TabMatch *self)
{
  return self->game != NULL &&
         !tab_game_is_over (self->game) &&
         !tab_match_is_person (self, tab_game_get_seat_to_move (self->game));
}

static gboolean
has_person (TabMatch *self)
{
  guint players;

  if (self->game == NULL)
    return FALSE;
  players = tab_game_get_options (self->game)->players;
  for (guint seat = 1; seat <= players; seat++)
    if (tab_match_is_person (self, seat))
      return TRUE;
  return FALSE;
}

/* Whether undo can reach a turn start where a person is to move */
static gboolean
compute_can_undo (TabMatch *self)
{
  guint n;

  if (self->game == NULL || !tab_game_can_undo (self->game))
    return FALSE;
  if (!has_person (self))
    return TRUE;

  n = tab_game_get_n_actions (self->game);
  for (guint i = 0; i < n; i++)
    {
      gboolean turn_start = i == 0 ||
        tab_game_get_action_turn (self->game, i - 1) != tab_game_get_action_turn (self->game, i);

      if (turn_start && tab_match_is_person (self, tab_game_get_action_seat (self->game, i)))
        return TRUE;
    }
  return FALSE;
}

static void
update_can_undo_redo (TabMatch *self)
{
  gboolean can_undo = compute_can_undo (self);
  gboolean can_redo = self->game != NULL && tab_game_can_redo (self->game);

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

/* Makes any running or finished search stale */
static void
cancel_search (TabMatch *self)
{
  gboolean was_thinking = tab_match_get_thinking (self);

  if (self->search != NULL)
    {
      g_atomic_int_set (&self->search->cancel, 1);
      self->search = NULL;
    }
  g_clear_handle_id (&self->delay_source, g_source_remove);
  self->pending_n = 0;
  self->step_requested = FALSE;
  self->generation++;

  if (was_thinking)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
cancel_hint (TabMatch *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
}

static void
on_game_changed (TabMatch *self, TabGame *game)
{
  cancel_hint (self);
  update_can_undo_redo (self);
  if (self->busy == 0)
    maybe_start_computer (self);
}

static void
play_pending_turn (TabMatch *self)
{
  g_autoptr (GError) error = NULL;
  TabAction turn[TAB_AI_MAX_TURN];
  guint n = self->pending_n;

  memcpy (turn, self->pending, n * sizeof (TabAction));
  self->pending_n = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);

  if (n == 0)
    {
      g_warning ("The computer player found no turn to play");
      return;
    }
  if (!tab_game_play_turn (self->game, turn, n, &error))
    g_warning ("The computer player chose an illegal turn: %s", error->message);
}

static gboolean
on_delay_done (gpointer user_data)
{
  TabMatch *self = user_data;

  self->delay_source = 0;
  /* paused or held meanwhile: the turn waits for resume or step */
  if (must_wait (self))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
      return G_SOURCE_REMOVE;
    }
  self->step_requested = FALSE;
  play_pending_turn (self);
  return G_SOURCE_REMOVE;
}

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Search *search = task_data;

  search->n_actions = tab_ai_choose_turn_in_background (&search->pos, &search->params, search->turn);
  g_task_return_boolean (task, TRUE);
}

static void
on_search_done (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  TabMatch *self = TAB_MATCH (object);
  Search *search = g_task_get_task_data (G_TASK (result));
  gint64 elapsed_ms;

  g_task_propagate_boolean (G_TASK (result), NULL);

  /* a search for a position that is no longer on the board */
  if (search->generation != self->generation || search != self->search)
    return;
  self->search = NULL;

  self->pending_n = search->n_actions;
  memcpy (self->pending, search->turn, search->n_actions * sizeof (TabAction));

  elapsed_ms = (g_get_monotonic_time () - search->started) / 1000;
  if (must_wait (self))
    {
      /* keep the turn until resume or step */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
      return;
    }
  if (self->step_requested)
    {
      self->step_requested = FALSE;
      play_pending_turn (self);
    }
  else if (elapsed_ms < (gint64) self->delay_ms)
    self->delay_source = g_timeout_add ((guint) (self->delay_ms - elapsed_ms),
                                        on_delay_done, self);
  else
    play_pending_turn (self);
}

static void
maybe_start_computer (TabMatch *self)
{
  g_autoptr (GTask) task = NULL;
  Search *search;

  if (self->stopped || tab_match_get_thinking (self) || !is_computer_to_move (self) ||
      self->pending_n > 0 || must_wait (self))
    return;

  search = g_new0 (Search, 1);
  tab_position_copy (&search->pos, tab_game_get_position (self->game));
  search->params.level = self->levels[search->pos.to_move];
  search->params.time_ms = self->time_ms;
  /* the same match seed plays the same game (where the search does not
   * stop on the clock) */
  search->params.seed = tab_splitmix64 (self->seed + search->pos.ply);
  search->params.cancel = &search->cancel;
  search->generation = self->generation;
  search->started = g_get_monotonic_time ();
  self->search = search;
  self->thinking_started = search->started;
  self->thinking_budget_us = tab_ai_turn_budget_us (&search->params);

  task = g_task_new (self, NULL, on_search_done, NULL);
  g_task_set_source_tag (task, maybe_start_computer);
  g_task_set_task_data (task, search, search_free);
  g_task_run_in_thread (task, search_thread);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
tab_match_dispose (GObject *object)
{
  TabMatch *self = TAB_MATCH (object);

  cancel_search (self);
  cancel_hint (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tab_match_parent_class)->dispose (object);
}

static void
tab_match_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TabMatch *self = TAB_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, tab_match_get_thinking (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_DELAY:
      g_value_set_uint (value, self->delay_ms);
      break;
    case PROP_TIME_MS:
      g_value_set_uint (value, self->time_ms);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_match_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TabMatch *self = TAB_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tab_match_set_game (self, g_value_get_object (value));
      break;
    case PROP_DELAY:
      tab_match_set_delay (self, g_value_get_uint (value));
      break;
    case PROP_TIME_MS:
      tab_match_set_time_ms (self, g_value_get_uint (value));
      break;
    case PROP_PAUSED:
      tab_match_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_match_class_init (TabMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tab_match_dispose;
  object_class->get_property = tab_match_get_property;
  object_class->set_property = tab_match_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TAB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DELAY] =
    g_param_spec_uint ("delay-ms", NULL, NULL, 0, 10000, TAB_MATCH_DEFAULT_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIME_MS] =
    g_param_spec_uint ("time-ms", NULL, NULL, 0, 600000, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a seat changed between person and computer, or its level */
  signals[SEATS_CHANGED] =
    g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tab_match_init (TabMatch *self)
{
  self->delay_ms = TAB_MATCH_DEFAULT_DELAY_MS;
  self->seed = ((guint64) g_random_int () << 32) | g_random_int ();
}

void
tab_match_set_seed (TabMatch *self, guint64 seed)
{
  g_return_if_fail (TAB_IS_MATCH (self));
  self->seed = seed;
}

TabMatch *
tab_match_new (void)
{
  return g_object_new (TAB_TYPE_MATCH, NULL);
}

TabGame *
tab_match_get_game (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), NULL);
  return self->game;
}

void
tab_match_set_game (TabMatch *self, TabGame *game)
{
  g_return_if_fail (TAB_IS_MATCH (self));
  g_return_if_fail (game == NULL || TAB_IS_GAME (game));

  if (game == self->game)
    return;

  cancel_search (self);
  cancel_hint (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_object (game, "changed",
                                                     G_CALLBACK (on_game_changed), self,
                                                     G_CONNECT_SWAPPED);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  update_can_undo_redo (self);
  maybe_start_computer (self);
}

gboolean
tab_match_new_game (TabMatch          *self,
                    const TabRules    *rules,
                    const TabOptions  *options,
                    GError           **error)
{
  g_autoptr (TabGame) game = NULL;

  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);

  game = tab_game_new (rules, options, error);
  if (game == NULL)
    return FALSE;
  tab_match_set_game (self, game);
  return TRUE;
}

guint
tab_match_get_seat_level (TabMatch *self, guint seat)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), 0);
  g_return_val_if_fail (seat >= 1 && seat <= TAB_MAX_SEATS, 0);
  return self->levels[seat];
}

void
tab_match_set_seat_level (TabMatch *self, guint seat, guint level)
{
  g_return_if_fail (TAB_IS_MATCH (self));
  g_return_if_fail (seat >= 1 && seat <= TAB_MAX_SEATS);
  g_return_if_fail (level <= TAB_AI_MAX_LEVEL);

  if (self->levels[seat] == level)
    return;

  /* a search for this seat was started for the old level */
  if (self->game != NULL && tab_game_get_seat_to_move (self->game) == seat)
    cancel_search (self);
  self->levels[seat] = level;
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
  update_can_undo_redo (self);
  maybe_start_computer (self);
}

gboolean
tab_match_is_person (TabMatch *self, guint seat)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return seat < 1 || seat > TAB_MAX_SEATS || self->levels[seat] == TAB_MATCH_PERSON;
}

gboolean
tab_match_is_person_to_move (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->game != NULL &&
         !tab_game_is_over (self->game) &&
         tab_match_is_person (self, tab_game_get_seat_to_move (self->game));
}

gboolean
tab_match_get_thinking (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->search != NULL || self->delay_source != 0;
}

double
tab_match_get_thinking_progress (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), -1);
  if (!tab_match_get_thinking (self) || self->thinking_budget_us <= 0)
    return -1;
  /* (a search that ended early waits for the delay: its bar is full) */
  if (self->search == NULL)
    return 1;
  return CLAMP ((double) (g_get_monotonic_time () - self->thinking_started) /
                (double) self->thinking_budget_us, 0, 1);
}

guint
tab_match_get_delay (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), 0);
  return self->delay_ms;
}

void
tab_match_set_delay (TabMatch *self, guint delay_ms)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  if (self->delay_ms == delay_ms)
    return;
  self->delay_ms = delay_ms;
  /* a turn waiting for the old delay waits for the new one instead */
  if (self->delay_source != 0)
    {
      g_source_remove (self->delay_source);
      self->delay_source = g_timeout_add (delay_ms, on_delay_done, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DELAY]);
}

guint
tab_match_get_time_ms (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), 0);
  return self->time_ms;
}

void
tab_match_set_time_ms (TabMatch *self, guint time_ms)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  if (self->time_ms == time_ms)
    return;
  self->time_ms = time_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_MS]);
}

gboolean
tab_match_play (TabMatch   *self,
                TabAction   action,
                GError    **error)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  if (is_computer_to_move (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("it is the computer’s turn"));
      return FALSE;
    }
  return tab_game_play (self->game, action, error);
}

gboolean
tab_match_can_undo (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->can_undo;
}

gboolean
tab_match_undo (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);

  if (!compute_can_undo (self))
    return FALSE;

  cancel_search (self);
  self->busy++;
  if (!has_person (self))
    tab_game_undo (self->game);
  else
    {
      /* back to the last turn a person started */
      while (tab_game_undo (self->game))
        if (tab_match_is_person_to_move (self))
          break;
    }
  self->busy--;
  update_can_undo_redo (self);
  maybe_start_computer (self);

  return TRUE;
}

gboolean
tab_match_can_redo (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->can_redo;
}

gboolean
tab_match_redo (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);

  if (self->game == NULL || !tab_game_can_redo (self->game))
    return FALSE;

  cancel_search (self);
  self->busy++;
  tab_game_redo (self->game);
  /* the computer's replies that were undone with the person's turn */
  if (has_person (self))
    while (is_computer_to_move (self) && tab_game_redo (self->game))
      ;
  self->busy--;
  update_can_undo_redo (self);
  maybe_start_computer (self);

  return TRUE;
}

void
tab_match_stop (TabMatch *self)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  self->stopped = TRUE;
  cancel_search (self);
}

void
tab_match_resume (TabMatch *self)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  self->stopped = FALSE;
  maybe_start_computer (self);
}

gboolean
tab_match_get_paused (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->paused;
}

void
tab_match_set_paused (TabMatch *self, gboolean paused)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  self->step_requested = FALSE;
  if (!paused && !self->held)
    {
      /* a turn found while paused is played now */
      if (self->pending_n > 0 && self->delay_source == 0)
        play_pending_turn (self);
      else
        maybe_start_computer (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
tab_match_step (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);

  if (!self->paused || self->held || self->stopped || !is_computer_to_move (self))
    return FALSE;
  if (self->pending_n > 0 && self->delay_source == 0)
    {
      play_pending_turn (self);
      return TRUE;
    }
  self->step_requested = TRUE;
  if (self->delay_source != 0)
    {
      /* the turn is found: play it without waiting */
      g_clear_handle_id (&self->delay_source, g_source_remove);
      self->step_requested = FALSE;
      play_pending_turn (self);
      return TRUE;
    }
  maybe_start_computer (self);
  return TRUE;
}

typedef struct
{
  Search        search;
  TabGame      *game;
  guint         n_actions;
  GCancellable *cancellable;     /* the match's, for this hint */
  gulong        cancelled_id;
  GCancellable *caller_cancellable;
  gulong        caller_cancelled_id;
} Hint;

static void
hint_free (gpointer data)
{
  Hint *hint = data;

  /* disconnecting waits for a handler running in another thread */
  if (hint->cancellable != NULL)
    g_cancellable_disconnect (hint->cancellable, hint->cancelled_id);
  if (hint->caller_cancellable != NULL)
    g_cancellable_disconnect (hint->caller_cancellable, hint->caller_cancelled_id);
  g_clear_object (&hint->cancellable);
  g_clear_object (&hint->caller_cancellable);
  g_clear_object (&hint->game);
  g_free (hint);
}

static void
on_hint_cancelled (GCancellable *cancellable, gpointer data)
{
  Hint *hint = data;

  g_atomic_int_set (&hint->search.cancel, 1);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Hint *hint = task_data;
  Search *search = &hint->search;

  search->n_actions = tab_ai_choose_turn_in_background (&search->pos, &search->params, search->turn);
  g_task_return_boolean (task, TRUE);
}

void
tab_match_hint_async (TabMatch           *self,
                      GCancellable       *cancellable,
                      GAsyncReadyCallback callback,
                      gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  Hint *hint;

  g_return_if_fail (TAB_IS_MATCH (self));
  g_return_if_fail (self->game != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tab_match_hint_async);

  if (tab_game_is_over (self->game))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, _("the game is over"));
      return;
    }

  /* one hint at a time; a new position makes the old one useless */
  cancel_hint (self);
  self->hint_cancellable = g_cancellable_new ();

  hint = g_new0 (Hint, 1);
  tab_position_copy (&hint->search.pos, tab_game_get_position (self->game));
  hint->search.params.level = TAB_AI_STRONG;
  hint->search.params.time_ms = self->time_ms;
  hint->search.params.seed = g_random_int ();
  hint->search.params.cancel = &hint->search.cancel;
  hint->game = g_object_ref (self->game);
  hint->n_actions = tab_game_get_n_actions (self->game);
  g_task_set_task_data (task, hint, hint_free);
  hint->cancellable = g_object_ref (self->hint_cancellable);
  hint->cancelled_id = g_cancellable_connect (hint->cancellable, G_CALLBACK (on_hint_cancelled),
                                              hint, NULL);
  if (cancellable != NULL)
    {
      hint->caller_cancellable = g_object_ref (cancellable);
      hint->caller_cancelled_id = g_cancellable_connect (cancellable,
                                                         G_CALLBACK (on_hint_cancelled),
                                                         hint, NULL);
    }
  g_task_run_in_thread (task, hint_thread);
}

gboolean
tab_match_hint_finish (TabMatch      *self,
                       GAsyncResult  *result,
                       TabAction     *action,
                       GError       **error)
{
  Hint *hint;

  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  hint = g_task_get_task_data (G_TASK (result));
  /* the hint is for a position that is no longer on the board */
  if (hint->game != self->game ||
      hint->n_actions != tab_game_get_n_actions (self->game) ||
      tab_position_hash (&hint->search.pos) != tab_position_hash (tab_game_get_position (self->game)) ||
      g_atomic_int_get (&hint->search.cancel) || hint->search.n_actions == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("the position changed"));
      return FALSE;
    }
  *action = hint->search.turn[0];
  return TRUE;
}

gboolean
tab_match_get_held (TabMatch *self)
{
  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  return self->held;
}

void
tab_match_set_held (TabMatch *self, gboolean held)
{
  g_return_if_fail (TAB_IS_MATCH (self));

  held = !!held;
  if (self->held == held)
    return;
  self->held = held;
  if (held || self->paused)
    return;
  /* a turn found while held is played now */
  if (self->pending_n > 0 && self->delay_source == 0)
    play_pending_turn (self);
  else
    maybe_start_computer (self);
}

gboolean
tab_match_play_from (TabMatch   *self,
                     guint       n_actions,
                     TabAction   action,
                     GError    **error)
{
  const TabPosition *pos;

  g_return_val_if_fail (TAB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (n_actions <= tab_game_get_n_actions (self->game), FALSE);

  pos = tab_game_get_position_at (self->game, n_actions);
  if (!tab_position_is_over (pos) && !tab_match_is_person (self, pos->to_move))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("it is the computer’s turn"));
      return FALSE;
    }
  cancel_search (self);
  return tab_game_play_from (self->game, n_actions, action, error);
}
