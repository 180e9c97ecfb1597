/* tab-practice.c: practising one's own marked turns again
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-practice.h"

#include <string.h>

struct _TabPractice
{
  GObject           parent_instance;

  const TabRules   *rules;
  TabOptions        options;
  GStrv             tokens;       /* the game's actions, as it was */
  guint64           nodes;        /* the review's budget */
  GArray           *items;        /* TabTurnReview: the turns practised */
  guint             index;
  guint             n_accepted;
  TabPracticeState  state;
  TabGame          *board;        /* the board's game for the item on show */
  GCancellable     *cancellable;  /* the judgement under way */
};

G_DEFINE_FINAL_TYPE (TabPractice, tab_practice, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_STATE,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tab_practice_dispose (GObject *object)
{
  TabPractice *self = TAB_PRACTICE (object);

  tab_practice_stop (self);
  g_clear_object (&self->board);
  G_OBJECT_CLASS (tab_practice_parent_class)->dispose (object);
}

static void
tab_practice_finalize (GObject *object)
{
  TabPractice *self = TAB_PRACTICE (object);

  g_clear_pointer (&self->tokens, g_strfreev);
  g_clear_pointer (&self->items, g_array_unref);
  G_OBJECT_CLASS (tab_practice_parent_class)->finalize (object);
}

static void
tab_practice_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TabPractice *self = TAB_PRACTICE (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_practice_class_init (TabPracticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tab_practice_dispose;
  object_class->finalize = tab_practice_finalize;
  object_class->get_property = tab_practice_get_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, TAB_PRACTICE_TRYING, TAB_PRACTICE_FINISHED,
                      TAB_PRACTICE_TRYING,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, TAB_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tab_practice_init (TabPractice *self)
{
  self->items = g_array_new (FALSE, TRUE, sizeof (TabTurnReview));
}

static void
set_state (TabPractice *self, TabPracticeState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* The board's game for item index: the game's actions before its turn */
static void
set_board (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);
  g_autofree const char **tokens = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *board;

  if (r == NULL)
    return;
  tokens = g_new0 (const char *, r->first + 1);
  for (guint i = 0; i < r->first; i++)
    tokens[i] = self->tokens[i];
  board = tab_game_new_from_record (self->rules, &self->options, tokens, &error);
  /* the game's own actions: they replay */
  g_return_if_fail (board != NULL);
  g_set_object (&self->board, board);
  g_object_unref (board);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

guint
tab_practice_marked_seats (TabGameReview *review)
{
  guint seats = 0;

  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);

      if (tab_game_review_mark_name (r->mark) != NULL && r->n_better > 0 && r->seat < 32)
        seats |= 1u << r->seat;
    }
  return seats;
}

TabPractice *
tab_practice_new (TabGame *game, TabGameReview *review, guint seats)
{
  g_autoptr (TabPractice) self = NULL;

  g_return_val_if_fail (TAB_IS_GAME (game), NULL);
  g_return_val_if_fail (TAB_IS_GAME_REVIEW (review), NULL);

  self = g_object_new (TAB_TYPE_PRACTICE, NULL);
  self->rules = tab_game_get_rules (game);
  self->options = *tab_game_get_options (game);
  self->tokens = tab_game_dup_tokens (game);
  self->nodes = tab_game_review_get_nodes (review);
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);

      /* a marked turn with a better one, of the game as it is */
      if (tab_game_review_mark_name (r->mark) != NULL && r->n_better > 0 && r->seat < 32 &&
          (seats & (1u << r->seat)) != 0 && r->first + r->n_played <= g_strv_length (self->tokens))
        g_array_append_val (self->items, *r);
    }
  if (self->items->len == 0)
    return NULL;
  set_board (self);
  return g_steal_pointer (&self);
}

guint
tab_practice_get_n_items (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), 0);
  return self->items->len;
}

guint
tab_practice_get_index (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), 0);
  return self->index;
}

TabPracticeState
tab_practice_get_state (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), TAB_PRACTICE_FINISHED);
  return self->state;
}

guint
tab_practice_get_n_accepted (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), 0);
  return self->n_accepted;
}

const TabTurnReview *
tab_practice_get_turn (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), NULL);
  if (self->index >= self->items->len)
    return NULL;
  return &g_array_index (self->items, TabTurnReview, self->index);
}

const TabPosition *
tab_practice_get_before (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);

  if (r == NULL || self->board == NULL)
    return NULL;
  return tab_game_get_position_at (self->board, r->first);
}

TabGame *
tab_practice_get_board (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), NULL);
  return self->board;
}

guint
tab_practice_get_try (TabPractice *self, TabAction *actions)
{
  const TabTurnReview *r = tab_practice_get_turn (self);
  guint n = 0;

  if (r != NULL && self->board != NULL)
    for (guint i = r->first; i < tab_game_get_n_actions (self->board) && n < TAB_AI_MAX_TURN; i++)
      actions[n++] = tab_game_get_action (self->board, i);
  return n;
}

/* tokens[first..end), a space apart */
static char *
join_tokens (const char * const *tokens, guint first, guint end)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = first; i < end && tokens[i] != NULL; i++)
    g_string_append_printf (out, i > first ? " %s" : "%s", tokens[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
tab_practice_try_tokens (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);
  g_auto (GStrv) tokens = NULL;

  if (r == NULL || self->board == NULL)
    return g_strdup ("");
  tokens = tab_game_dup_tokens (self->board);
  return join_tokens ((const char * const *) tokens, r->first, g_strv_length (tokens));
}

char *
tab_practice_played_tokens (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);

  g_return_val_if_fail (r != NULL, NULL);
  return join_tokens ((const char * const *) self->tokens, r->first, r->first + r->n_played);
}

gboolean
tab_practice_play (TabPractice *self, TabAction action, gboolean *complete, GError **error)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), FALSE);

  *complete = FALSE;
  if (self->state != TAB_PRACTICE_TRYING)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY, "Not trying a turn now");
      return FALSE;
    }
  if (!tab_game_play (self->board, action, error))
    return FALSE;
  *complete = tab_game_at_turn_start (self->board) || tab_game_is_over (self->board);
  return TRUE;
}

gboolean
tab_practice_accepts (const TabTurnReview *played, const TabTurnReview *tried)
{
  switch (played->before.kind)
    {
    case TAB_STANDING_WIN:
      /* still a win; where the turn played was only a slower win, a
       * quicker one */
      if (tried->after.kind != TAB_STANDING_WIN)
        return FALSE;
      return tried->mark == TAB_MARK_NONE ||
             !(played->mark == TAB_MARK_INACCURACY && played->proven);
    case TAB_STANDING_DRAW:
      return tried->after.kind == TAB_STANDING_WIN || tried->after.kind == TAB_STANDING_DRAW;
    case TAB_STANDING_NONE:
    case TAB_STANDING_ESTIMATE:
    case TAB_STANDING_LOSS:
    default:
      /* the review would not mark it: within the inaccuracy threshold */
      return tried->mark == TAB_MARK_NONE;
    }
}

static void
on_judged (GObject *object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GTask) task = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGameReview) review = tab_game_review_analyse_finish (result, &error);

  if (review == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else if (g_task_return_error_if_cancelled (task))
    return;
  else if (tab_game_review_get_n_turns (review) != 1)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "Not one turn");
  else
    g_task_return_pointer (task, g_steal_pointer (&review), g_object_unref);
}

void
tab_practice_judge_async (TabPractice *self, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  TabAction actions[TAB_AI_MAX_TURN];
  guint n;

  g_return_if_fail (TAB_IS_PRACTICE (self));

  tab_practice_stop (self);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, tab_practice_judge_async);
  n = tab_practice_get_try (self, actions);
  if (self->state != TAB_PRACTICE_TRYING || n == 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No try to judge");
      return;
    }
  set_state (self, TAB_PRACTICE_JUDGING);
  tab_game_review_judge_turn_async (tab_practice_get_before (self), actions, n, self->nodes,
                                    self->cancellable, on_judged, g_steal_pointer (&task));
}

gboolean
tab_practice_judge_finish (TabPractice *self, GAsyncResult *result, TabTurnReview *tried,
                           gboolean *accepted, GError **error)
{
  g_autoptr (TabGameReview) review = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  review = g_task_propagate_pointer (G_TASK (result), error);
  if (review == NULL)
    return FALSE;
  g_clear_object (&self->cancellable);
  *tried = *tab_game_review_get_turn (review, 0);
  *accepted = tab_practice_accepts (tab_practice_get_turn (self), tried);
  if (*accepted)
    {
      self->n_accepted++;
      set_state (self, TAB_PRACTICE_ACCEPTED);
    }
  else
    tab_practice_take_back (self);
  return TRUE;
}

void
tab_practice_take_back (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);

  g_return_if_fail (TAB_IS_PRACTICE (self));

  tab_practice_stop (self);
  if (r == NULL)
    return;
  if (tab_game_get_n_actions (self->board) > r->first)
    tab_game_truncate (self->board, r->first);
  set_state (self, TAB_PRACTICE_TRYING);
}

void
tab_practice_show_answer (TabPractice *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self);

  g_return_if_fail (TAB_IS_PRACTICE (self));

  if (r == NULL)
    return;
  tab_practice_take_back (self);
  /* the review's own turn: legal there */
  if (!tab_game_play_turn (self->board, r->better, r->n_better, NULL))
    g_warn_if_reached ();
  set_state (self, TAB_PRACTICE_ANSWERED);
}

gboolean
tab_practice_go_on (TabPractice *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE (self), FALSE);

  tab_practice_stop (self);
  if (self->index < self->items->len)
    self->index++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
  if (self->index >= self->items->len)
    {
      set_state (self, TAB_PRACTICE_FINISHED);
      return FALSE;
    }
  set_board (self);
  set_state (self, TAB_PRACTICE_TRYING);
  return TRUE;
}

void
tab_practice_stop (TabPractice *self)
{
  g_return_if_fail (TAB_IS_PRACTICE (self));

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->state == TAB_PRACTICE_JUDGING)
    set_state (self, TAB_PRACTICE_TRYING);
}
