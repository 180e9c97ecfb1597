/* tab-board-state.c: what a board shows and takes, without the widget
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is worked out from the engine (the legal actions, their
 * cells, the effects of a turn), the board's shape (tab-board-geometry.h,
 * plain arithmetic) and two facts of the game's TabGameUi table
 * (tab-game-ui-board.h).  It is computed once per position, when the
 * position on show changes, for the board and the side panel alike.
 */

#include "config.h"

#include "tab-board-state.h"

#include <string.h>

#include "tab-board-geometry.h"
#include "tab-game-ui-board.h"

struct _TabBoardState
{
  GObject           parent_instance;

  TabGame          *game;
  int               shown;        /* the actions shown, or -1: all */
  TabBoardGeometry  geom;         /* the shape only, not laid out */
  guint             turn;         /* the board's turn on screen, for the keys */
  GArray           *moves;        /* TabBoardMove of the position on show */
  gboolean          has_end;      /* an action without cells ("end", "pass") */
  TabAction         end_action;
  int               forced;       /* the one origin of every move, or none */
  int               selected;     /* origin of a two-click move */
  int               cursor;       /* keyboard cursor */
  int               hint_from;
  int               hint_to;
};

G_DEFINE_FINAL_TYPE (TabBoardState, tab_board_state, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const TabPosition *
tab_board_state_get_position (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), NULL);

  if (self->game == NULL)
    return NULL;
  if (self->shown >= 0)
    return tab_game_get_position_at (self->game, (guint) self->shown);
  return tab_game_get_position (self->game);
}

/* The legal actions of the position on show, sorted out once */
static void
collect_moves (TabBoardState *self)
{
  const TabPosition *pos = tab_board_state_get_position (self);
  g_autofree TabActionList *list = NULL;
  gboolean one_origin = TRUE;
  int origin = TAB_NO_CELL;

  g_array_set_size (self->moves, 0);
  self->has_end = FALSE;
  self->forced = TAB_NO_CELL;
  if (pos == NULL)
    return;
  list = g_new (TabActionList, 1);
  tab_position_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      TabBoardMove move = { list->actions[i], TAB_NO_CELL, TAB_NO_CELL, FALSE };

      pos->rules->action_cells (pos, list->actions[i], &move.from, &move.to);
      if (move.from == TAB_NO_CELL && move.to == TAB_NO_CELL)
        {
          self->has_end = TRUE;
          self->end_action = move.action;
          continue;
        }
      if (move.from == TAB_NO_CELL || (origin != TAB_NO_CELL && move.from != origin))
        one_origin = FALSE;
      origin = move.from;
      move.captures = tab_action_is_capture (pos, move.action);
      g_array_append_val (self->moves, move);
    }
  /* a continuous jump: every move starts from the same piece, and the
   * player may stop; that piece stays selected (not so when the game
   * says it is a free choice, as when only one Zombie can move) */
  if (one_origin && origin != TAB_NO_CELL && self->has_end && !tab_game_ui_free_choice (pos))
    self->forced = origin;
}

/* The position on show is another: everything but the cursor is new */
static void
refresh (TabBoardState *self)
{
  const TabPosition *pos = tab_board_state_get_position (self);

  collect_moves (self);
  self->selected = self->forced;
  self->hint_from = self->hint_to = TAB_NO_CELL;
  tab_board_geometry_init (&self->geom, pos);
  if (!tab_board_geometry_cell_exists (&self->geom, self->cursor))
    {
      int start = pos != NULL ? tab_game_ui_start_cursor (pos->rules) : 0;

      self->cursor = tab_board_geometry_cell_exists (&self->geom, start) ? start : 0;
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_game_changed (TabBoardState *self)
{
  self->shown = -1;
  refresh (self);
}

/* ---- GObject ---- */

static void
tab_board_state_dispose (GObject *object)
{
  TabBoardState *self = TAB_BOARD_STATE (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tab_board_state_parent_class)->dispose (object);
}

static void
tab_board_state_finalize (GObject *object)
{
  TabBoardState *self = TAB_BOARD_STATE (object);

  g_clear_pointer (&self->moves, g_array_unref);

  G_OBJECT_CLASS (tab_board_state_parent_class)->finalize (object);
}

static void
tab_board_state_class_init (TabBoardStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tab_board_state_dispose;
  object_class->finalize = tab_board_state_finalize;

  /* the position on show is another: its legal actions, selection and
   * hint are new */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tab_board_state_init (TabBoardState *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (TabBoardMove));
  self->shown = -1;
  self->forced = TAB_NO_CELL;
  self->selected = TAB_NO_CELL;
  self->hint_from = self->hint_to = TAB_NO_CELL;
}

TabBoardState *
tab_board_state_new (void)
{
  return g_object_new (TAB_TYPE_BOARD_STATE, NULL);
}

/* ---- The position on show ---- */

void
tab_board_state_set_game (TabBoardState *self, TabGame *game)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));
  g_return_if_fail (game == NULL || TAB_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  /* a new game starts with the cursor at its start */
  self->cursor = TAB_NO_CELL;
  on_game_changed (self);
}

TabGame *
tab_board_state_get_game (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), NULL);
  return self->game;
}

void
tab_board_state_set_shown (TabBoardState *self, int n_actions)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  if (self->game == NULL || n_actions < 0 || (guint) n_actions > tab_game_get_n_actions (self->game))
    n_actions = -1;
  if (self->shown == n_actions)
    return;
  self->shown = n_actions;
  refresh (self);
}

int
tab_board_state_get_shown (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), -1);
  return self->shown;
}

/* ---- The legal actions ---- */

const TabBoardMove *
tab_board_state_get_moves (TabBoardState *self, guint *n_moves)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), NULL);

  *n_moves = self->moves->len;
  return (const TabBoardMove *) self->moves->data;
}

gboolean
tab_board_state_get_end_action (TabBoardState *self, TabAction *action)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), FALSE);

  if (self->has_end && action != NULL)
    *action = self->end_action;
  return self->has_end;
}

int
tab_board_state_get_forced (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), TAB_NO_CELL);
  return self->forced;
}

gboolean
tab_board_state_is_origin (TabBoardState *self, int cell)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), FALSE);

  for (guint i = 0; i < self->moves->len; i++)
    if (g_array_index (self->moves, TabBoardMove, i).from == cell)
      return TRUE;
  return FALSE;
}

gboolean
tab_board_state_is_move_to (TabBoardState *self, const TabBoardMove *move, int cell)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), FALSE);

  return move->to == cell &&
         (self->selected == TAB_NO_CELL ? move->from == TAB_NO_CELL : move->from == self->selected);
}

TabBoardTarget
tab_board_state_get_target (TabBoardState *self, int cell)
{
  const TabPosition *pos;
  TabBoardTarget kind = TAB_BOARD_TARGET_NONE;

  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), TAB_BOARD_TARGET_NONE);

  pos = tab_board_state_get_position (self);
  for (guint i = 0; i < self->moves->len; i++)
    {
      const TabBoardMove *move = &g_array_index (self->moves, TabBoardMove, i);

      if (!tab_board_state_is_move_to (self, move, cell))
        continue;
      if (move->captures)
        return TAB_BOARD_TARGET_CAPTURE;
      kind = pos->rules->piece_at (pos, (guint) cell) != 0 ? TAB_BOARD_TARGET_OCCUPIED
                                                         : TAB_BOARD_TARGET_EMPTY;
    }
  return kind;
}

/* ---- Selection and clicks ---- */

int
tab_board_state_get_selected (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), TAB_NO_CELL);
  return self->selected;
}

void
tab_board_state_set_selected (TabBoardState *self, int cell)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));
  self->selected = cell;
}

/* The actions from origin to target, appended to actions; how many */
static guint
find_moves (TabBoardState *self, int origin, int target, GArray *actions)
{
  guint n = 0;

  for (guint i = 0; i < self->moves->len; i++)
    {
      const TabBoardMove *move = &g_array_index (self->moves, TabBoardMove, i);

      if (move->from == origin && move->to == target)
        {
          g_array_append_val (actions, move->action);
          n++;
        }
    }
  return n;
}

/* One action is played at once, unless the game makes it a step of its
 * own (a Splut! throw, seen before the Rock flies); several are offered */
static TabBoardClick
play_or_choose (TabBoardState *self, GArray *actions)
{
  const TabPosition *pos = tab_board_state_get_position (self);

  if (actions->len == 1 && !tab_game_ui_own_step (pos, g_array_index (actions, TabAction, 0)))
    return TAB_BOARD_CLICK_PLAY;
  return TAB_BOARD_CLICK_CHOOSE;
}

TabBoardClick
tab_board_state_click (TabBoardState *self, int cell, GArray *actions)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), TAB_BOARD_CLICK_REFUSED);
  g_return_val_if_fail (actions != NULL, TAB_BOARD_CLICK_REFUSED);

  g_array_set_size (actions, 0);
  self->cursor = cell;

  /* the second click of a move: its destination */
  if (self->selected != TAB_NO_CELL)
    {
      if (find_moves (self, self->selected, cell, actions) > 0)
        return play_or_choose (self, actions);
      if (self->selected == cell)
        {
          /* the piece of a continuous jump: clicking it stops there */
          if (self->forced == cell)
            {
              g_array_append_val (actions, self->end_action);
              return TAB_BOARD_CLICK_PLAY;
            }
          self->selected = TAB_NO_CELL;
          return TAB_BOARD_CLICK_SELECTED;
        }
    }

  /* a placement on an empty cell */
  if (find_moves (self, TAB_NO_CELL, cell, actions) > 0)
    return play_or_choose (self, actions);

  /* the first click of a move: select the piece */
  if (self->forced == TAB_NO_CELL && tab_board_state_is_origin (self, cell))
    {
      self->selected = cell;
      return TAB_BOARD_CLICK_SELECTED;
    }

  self->selected = self->forced;
  return TAB_BOARD_CLICK_REFUSED;
}

/* ---- The cursor and the hint ---- */

gboolean
tab_board_state_cell_exists (TabBoardState *self, int cell)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), FALSE);
  return tab_board_geometry_cell_exists (&self->geom, cell);
}

int
tab_board_state_get_cursor (TabBoardState *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_STATE (self), TAB_NO_CELL);
  return self->cursor;
}

void
tab_board_state_set_cursor (TabBoardState *self, int cell)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));
  self->cursor = cell;
}

void
tab_board_state_set_turn (TabBoardState *self, guint turn)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  self->turn = turn % 4;
}

void
tab_board_state_move_cursor (TabBoardState *self, int dx, int dy)
{
  TabBoardGeometry turned;

  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  if (!tab_board_geometry_cell_exists (&self->geom, self->cursor))
    self->cursor = 0;
  turned = self->geom;
  turned.turn = self->turn;
  self->cursor = tab_board_geometry_step (&turned, self->cursor, dx, dy);
}

void
tab_board_state_cursor_home (TabBoardState *self)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  self->cursor = 0;
  while (self->cursor < (int) self->geom.n_cells && !tab_board_geometry_cell_exists (&self->geom, self->cursor))
    self->cursor++;
}

void
tab_board_state_set_hint (TabBoardState *self, TabAction action)
{
  const TabPosition *pos;

  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  pos = tab_board_state_get_position (self);
  if (pos == NULL)
    return;
  pos->rules->action_cells (pos, action, &self->hint_from, &self->hint_to);
  /* the keyboard cursor goes to the piece to move (or the cell to play) */
  if (self->hint_from != TAB_NO_CELL || self->hint_to != TAB_NO_CELL)
    self->cursor = self->hint_from != TAB_NO_CELL ? self->hint_from : self->hint_to;
}

void
tab_board_state_get_hint (TabBoardState *self, int *from, int *to)
{
  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  *from = self->hint_from;
  *to = self->hint_to;
}

/* ---- The last turn ---- */

gboolean
tab_board_turn_touches (const TabBoardTurn *turn, int cell)
{
  for (guint i = 0; i < turn->n_touched; i++)
    if (turn->touched[i] == cell)
      return TRUE;
  return FALSE;
}

static void
turn_add (TabBoardTurn *turn, const TabActionEffects *effects)
{
  for (guint i = 0; i < effects->n_touched; i++)
    if (effects->touched[i] != TAB_NO_CELL && turn->n_touched < TAB_BOARD_TURN_MAX_CELLS &&
        !tab_board_turn_touches (turn, effects->touched[i]))
      turn->touched[turn->n_touched++] = effects->touched[i];
  for (guint i = 0; i < effects->n_removed && turn->n_removed < TAB_BOARD_TURN_MAX_REMOVED; i++)
    {
      turn->removed_cell[turn->n_removed] = effects->removed[i].cell;
      turn->removed_piece[turn->n_removed++] = effects->removed[i].piece;
    }
}

void
tab_board_state_get_last_turn (TabBoardState *self, TabBoardTurn *turn)
{
  guint end, first;

  g_return_if_fail (TAB_IS_BOARD_STATE (self));

  memset (turn, 0, sizeof *turn);
  if (self->game == NULL)
    return;
  end = self->shown >= 0 ? (guint) self->shown : tab_game_get_n_actions (self->game);
  first = tab_game_previous_turn_boundary (self->game, end);
  for (guint i = first; i < end; i++)
    {
      TabActionEffects effects;

      tab_action_effects (tab_game_get_position_at (self->game, i),
                          tab_game_get_action (self->game, i), &effects);
      turn_add (turn, &effects);
    }
}
