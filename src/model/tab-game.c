/* tab-game.c: one game (rules, options, position, history, undo/redo)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game.h"

#include <string.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  TabAction action;
  guint8    seat;
  guint32   turn;
  char      token[TAB_TOKEN_MAX];
} HistoryEntry;

struct _TabGame
{
  GObject         parent_instance;

  const TabRules *rules;
  TabOptions      options;

  /* entries[i] is action i; positions[i] the position before it, so
   * positions has one more element.  Entries from n_played on are the
   * undone actions that redo plays again. */
  GArray         *entries;
  GArray         *positions;
  guint           n_played;

  char           *status;
};

G_DEFINE_FINAL_TYPE (TabGame, tab_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SEAT_TO_MOVE,
  PROP_STATUS,
  PROP_IS_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_ACTIONS,
  N_PROPS
};

enum
{
  CHANGED,
  ACTION_PLAYED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What the properties were before a change, to notify only those that
 * really changed. */
typedef struct
{
  guint    seat_to_move;
  gboolean is_over;
  gboolean can_undo;
  gboolean can_redo;
  guint    n_played;
  char    *status;
} Snapshot;

static TabPosition *
position_ptr (TabGame *self, guint index)
{
  return &g_array_index (self->positions, TabPosition, index);
}

static HistoryEntry *
entry_ptr (TabGame *self, guint index)
{
  return &g_array_index (self->entries, HistoryEntry, index);
}

static void
update_status (TabGame *self)
{
  g_free (self->status);
  self->status = tab_position_status (tab_game_get_position (self));
}

/* the status of the position, worked out when it was dropped (see
 * tab_game_append_token ()) */
static const char *
current_status (TabGame *self)
{
  if (self->status == NULL)
    update_status (self);
  return self->status;
}

static void
snapshot_take (TabGame *self, Snapshot *snap)
{
  snap->seat_to_move = tab_game_get_seat_to_move (self);
  snap->is_over = tab_game_is_over (self);
  snap->can_undo = tab_game_can_undo (self);
  snap->can_redo = tab_game_can_redo (self);
  snap->n_played = self->n_played;
  snap->status = g_strdup (current_status (self));
}

/* Emits "changed" and the notifications of the properties that differ
 * from the snapshot; frees the snapshot. */
static void
snapshot_emit (TabGame *self, Snapshot *snap)
{
  gboolean became_over;

  update_status (self);
  became_over = !snap->is_over && tab_game_is_over (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (snap->seat_to_move != tab_game_get_seat_to_move (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT_TO_MOVE]);
  if (g_strcmp0 (snap->status, self->status) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
  if (snap->is_over != tab_game_is_over (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
  if (snap->can_undo != tab_game_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (snap->can_redo != tab_game_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (snap->n_played != self->n_played)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  g_clear_pointer (&snap->status, g_free);

  g_signal_emit (self, signals[CHANGED], 0);
  if (became_over)
    g_signal_emit (self, signals[GAME_OVER], 0);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
tab_game_finalize (GObject *object)
{
  TabGame *self = TAB_GAME (object);

  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->status, g_free);

  G_OBJECT_CLASS (tab_game_parent_class)->finalize (object);
}

static void
tab_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TabGame *self = TAB_GAME (object);

  switch (prop_id)
    {
    case PROP_SEAT_TO_MOVE:
      g_value_set_uint (value, tab_game_get_seat_to_move (self));
      break;
    case PROP_STATUS:
      g_value_set_string (value, current_status (self));
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, tab_game_is_over (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tab_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tab_game_can_redo (self));
      break;
    case PROP_N_ACTIONS:
      g_value_set_uint (value, self->n_played);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_game_class_init (TabGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tab_game_finalize;
  object_class->get_property = tab_game_get_property;

  properties[PROP_SEAT_TO_MOVE] =
    g_param_spec_uint ("seat-to-move", NULL, NULL, 0, TAB_MAX_SEATS, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* after every change of the position (play, undo, redo) */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* after an action was played (or played again by redo): its index */
  signals[ACTION_PLAYED] =
    g_signal_new ("action-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* when the game has just ended */
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tab_game_init (TabGame *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (HistoryEntry));
  self->positions = g_array_new (FALSE, TRUE, sizeof (TabPosition));
}

TabGame *
tab_game_new (const TabRules   *rules,
              const TabOptions *options,
              GError          **error)
{
  g_autoptr (TabGame) self = NULL;
  TabPosition initial;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!tab_position_init (&initial, rules, options, error))
    return NULL;

  self = g_object_new (TAB_TYPE_GAME, NULL);
  self->rules = rules;
  self->options = *options;
  g_array_append_val (self->positions, initial);
  update_status (self);

  return g_steal_pointer (&self);
}

/* Appends action to the history; no signals */
static void
push_action (TabGame *self, TabAction action)
{
  const TabPosition *before = tab_game_get_position (self);
  HistoryEntry entry = { 0 };
  TabPosition after;

  entry.action = action;
  entry.seat = before->to_move;
  entry.turn = before->turn;
  tab_action_format (before, action, entry.token);
  tab_position_copy (&after, before);
  tab_position_apply (&after, action);

  /* a new action replaces the undone ones */
  g_array_set_size (self->entries, self->n_played);
  g_array_set_size (self->positions, self->n_played + 1);
  g_array_append_val (self->entries, entry);
  g_array_append_val (self->positions, after);
  self->n_played++;
}

TabGame *
tab_game_new_from_record (const TabRules    *rules,
                          const TabOptions  *options,
                          const char *const *tokens,
                          GError           **error)
{
  g_autoptr (TabGame) self = tab_game_new (rules, options, error);

  if (self == NULL)
    return NULL;

  for (guint i = 0; tokens != NULL && tokens[i] != NULL; i++)
    {
      g_autoptr (GError) local = NULL;

      if (!tab_game_append_token (self, tokens[i], &local))
        {
          /* Translators: %s says what is wrong with an action, e.g.
           * "illegal action 'e4'", and %u is the number of the move */
          g_set_error (error, TAB_ENGINE_ERROR, local->code, _("%s at move %u"),
                       local->message, i + 1);
          return NULL;
        }
    }
  update_status (self);

  return g_steal_pointer (&self);
}

gboolean
tab_game_append_token (TabGame    *self,
                       const char *token,
                       GError    **error)
{
  TabAction action;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  g_return_val_if_fail (token != NULL, FALSE);

  if (!tab_action_parse (tab_game_get_position (self), token, &action, error))
    return FALSE;
  push_action (self, action);
  /* the status of the last position is what is read; worked out for
   * each action it would cost a string per action of a long file */
  g_clear_pointer (&self->status, g_free);
  return TRUE;
}

const TabRules *
tab_game_get_rules (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  return self->rules;
}

const TabOptions *
tab_game_get_options (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  return &self->options;
}

const TabPosition *
tab_game_get_position (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  return position_ptr (self, self->n_played);
}

const TabPosition *
tab_game_get_position_at (TabGame *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  g_return_val_if_fail (index <= self->n_played, NULL);
  return position_ptr (self, index);
}

guint
tab_game_get_seat_to_move (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);
  return tab_game_get_position (self)->to_move;
}

const char *
tab_game_get_status (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  return current_status (self);
}

gboolean
tab_game_is_over (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  return tab_position_is_over (tab_game_get_position (self));
}

gboolean
tab_game_can_undo (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  return self->n_played > 0;
}

gboolean
tab_game_can_redo (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  return self->n_played < self->entries->len;
}

gboolean
tab_game_at_turn_start (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  return self->n_played == 0 ||
         entry_ptr (self, self->n_played - 1)->turn != tab_game_get_position (self)->turn;
}

static gboolean
check_legal_at (const TabPosition *pos, TabAction action, GError **error)
{

  if (tab_position_is_over (pos))
    {
      g_set_error_literal (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION,
                           _("the game is over"));
      return FALSE;
    }
  if (!tab_position_is_legal (pos, action))
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION,
                   /* Translators: %u is the number the program gives an action */
                   _("illegal action %u"), action);
      return FALSE;
    }
  return TRUE;
}

gboolean
tab_game_play_turn (TabGame         *self,
                    const TabAction *actions,
                    guint            n_actions,
                    GError         **error)
{
  Snapshot snap;
  guint first = self->n_played;
  gboolean ok = TRUE;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);

  snapshot_take (self, &snap);
  for (guint i = 0; i < n_actions; i++)
    {
      if (!check_legal_at (tab_game_get_position (self), actions[i], error))
        {
          ok = FALSE;
          break;
        }
      push_action (self, actions[i]);
    }
  for (guint i = first; i < self->n_played; i++)
    g_signal_emit (self, signals[ACTION_PLAYED], 0, i);
  snapshot_emit (self, &snap);

  return ok;
}

gboolean
tab_game_play (TabGame   *self,
               TabAction  action,
               GError   **error)
{
  return tab_game_play_turn (self, &action, 1, error);
}

gboolean
tab_game_play_token (TabGame    *self,
                     const char *token,
                     GError    **error)
{
  TabAction action;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);

  if (!tab_action_parse (tab_game_get_position (self), token, &action, error))
    return FALSE;
  return tab_game_play (self, action, error);
}

gboolean
tab_game_undo (TabGame *self)
{
  Snapshot snap;
  guint32 turn;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);

  if (self->n_played == 0)
    return FALSE;

  /* back to the first action of the turn the last action belongs to:
   * the whole last turn, or the part played so far of the current one */
  snapshot_take (self, &snap);
  turn = entry_ptr (self, self->n_played - 1)->turn;
  while (self->n_played > 0 && entry_ptr (self, self->n_played - 1)->turn == turn)
    self->n_played--;
  snapshot_emit (self, &snap);

  return TRUE;
}

gboolean
tab_game_redo (TabGame *self)
{
  Snapshot snap;
  guint32 turn;
  guint first;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);

  if (!tab_game_can_redo (self))
    return FALSE;

  snapshot_take (self, &snap);
  first = self->n_played;
  turn = entry_ptr (self, self->n_played)->turn;
  while (self->n_played < self->entries->len && entry_ptr (self, self->n_played)->turn == turn)
    self->n_played++;
  for (guint i = first; i < self->n_played; i++)
    g_signal_emit (self, signals[ACTION_PLAYED], 0, i);
  snapshot_emit (self, &snap);

  return TRUE;
}

guint
tab_game_get_n_actions (TabGame *self)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);
  return self->n_played;
}

TabAction
tab_game_get_action (TabGame *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->n_played, 0);
  return entry_ptr (self, index)->action;
}

const char *
tab_game_get_token (TabGame *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->n_played, NULL);
  return entry_ptr (self, index)->token;
}

guint
tab_game_get_action_seat (TabGame *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->n_played, 0);
  return entry_ptr (self, index)->seat;
}

guint
tab_game_get_action_turn (TabGame *self, guint index)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->n_played, 0);
  return entry_ptr (self, index)->turn;
}

GStrv
tab_game_dup_tokens (TabGame *self)
{
  GStrv tokens;

  g_return_val_if_fail (TAB_IS_GAME (self), NULL);

  tokens = g_new0 (char *, self->n_played + 1);
  for (guint i = 0; i < self->n_played; i++)
    tokens[i] = g_strdup (entry_ptr (self, i)->token);
  return tokens;
}

gboolean
tab_game_get_last_cells (TabGame *self, int *from, int *to)
{
  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  return tab_game_get_last_cells_at (self, self->n_played, from, to);
}

gboolean
tab_game_get_last_cells_at (TabGame *self, guint n_actions, int *from, int *to)
{
  guint last;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  g_return_val_if_fail (n_actions <= self->n_played, FALSE);

  *from = *to = TAB_NO_CELL;
  if (n_actions == 0)
    return FALSE;
  /* "end" and "pass" touch no cell: the last move is the action before */
  for (last = n_actions; last > 0 && *from == TAB_NO_CELL && *to == TAB_NO_CELL; last--)
    tab_action_cells (position_ptr (self, last - 1), entry_ptr (self, last - 1)->action, from, to);
  return TRUE;
}

static gboolean
is_turn_boundary (TabGame *self, guint index)
{
  return index == 0 || index >= self->n_played ||
         entry_ptr (self, index)->turn != entry_ptr (self, index - 1)->turn;
}

guint
tab_game_previous_turn_boundary (TabGame *self, guint n_actions)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);

  n_actions = MIN (n_actions, self->n_played);
  if (n_actions == 0)
    return 0;
  n_actions--;
  while (!is_turn_boundary (self, n_actions))
    n_actions--;
  return n_actions;
}

guint
tab_game_next_turn_boundary (TabGame *self, guint n_actions)
{
  g_return_val_if_fail (TAB_IS_GAME (self), 0);

  if (n_actions >= self->n_played)
    return self->n_played;
  n_actions++;
  while (!is_turn_boundary (self, n_actions))
    n_actions++;
  return n_actions;
}

gboolean
tab_game_play_from (TabGame    *self,
                    guint       n_actions,
                    TabAction   action,
                    GError    **error)
{
  Snapshot snap;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);
  g_return_val_if_fail (n_actions <= self->n_played, FALSE);

  if (!check_legal_at (position_ptr (self, n_actions), action, error))
    return FALSE;
  snapshot_take (self, &snap);
  self->n_played = n_actions;
  push_action (self, action);   /* drops the later actions */
  g_signal_emit (self, signals[ACTION_PLAYED], 0, n_actions);
  snapshot_emit (self, &snap);
  return TRUE;
}

gboolean
tab_game_truncate (TabGame *self, guint n_actions)
{
  Snapshot snap;

  g_return_val_if_fail (TAB_IS_GAME (self), FALSE);

  if (n_actions > self->n_played)
    return FALSE;
  snapshot_take (self, &snap);
  self->n_played = n_actions;
  g_array_set_size (self->entries, n_actions);
  g_array_set_size (self->positions, n_actions + 1);
  snapshot_emit (self, &snap);
  return TRUE;
}
