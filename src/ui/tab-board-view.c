/* tab-board-view.c: the board of any game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The geometry (where a cell is, which cell is under a point) lives in
 * tab-board-geometry.c, the colours and the shapes of the pieces in
 * tab-board-paint.c, what is special about each game in its TabGameUi
 * table (src/ui/games/), what the board shows and takes (the legal
 * actions, the selected piece, the keyboard cursor, the hint) in its
 * TabBoardState, which has no GTK.  This file holds the widget over that
 * state and what a screen reader hears of it.  tab-board-view-draw.c draws
 * the board and shows the actions played as they happen (a piece slides,
 * a placed one fades in); tab-board-view-input.c turns clicks and keys
 * into actions.
 */

#include "config.h"

#include "tab-board-view-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-board-paint.h"
#include "tab-grid.h"

G_DEFINE_FINAL_TYPE (TabBoardView, tab_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL,
  PROP_SHOW_LAST_MOVE,
  PROP_ANIMATIONS,
  PROP_TURN_TO_SEAT,
  N_PROPS
};

enum
{
  ACTION_CHOSEN,
  ANIMATION_FINISHED,
  TURNED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_tab_board_view_emit_turned (TabBoardView *self)
{
  g_signal_emit (self, signals[TURNED], 0);
}

const TabPosition *
_tab_board_view_position (TabBoardView *self)
{
  return tab_board_state_get_position (self->state);
}

const TabGameUi *
_tab_board_view_ui (const TabPosition *pos)
{
  return tab_game_ui_lookup (pos->rules);
}

void
_tab_board_view_update_geometry (TabBoardView *self)
{
  tab_board_geometry_init (&self->geom, _tab_board_view_position (self));
  self->geom.turn = self->seat_turn + self->flip_turn;
  self->geom.zoom = self->zoom;
  self->geom.pan_x = self->pan_x;
  self->geom.pan_y = self->pan_y;
  tab_board_geometry_layout (&self->geom,
                             gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)));
  /* the pan as the geometry kept it, within the board */
  if (self->geom.cell > 0)
    {
      self->pan_x = self->geom.pan_x;
      self->pan_y = self->geom.pan_y;
    }
}

static void
update_accessible_label (TabBoardView *self)
{
  const TabPosition *pos = _tab_board_view_position (self);
  g_autofree char *label = NULL;

  if (pos == NULL)
    label = g_strdup (_("Board"));
  else if (pos->rules->board_kind == TAB_BOARD_FIXED)
    /* Translators: the board of a game, e.g. "Splut! board" */
    label = g_strdup_printf (_("%s board"), gettext (pos->rules->name));
  else
    /* Translators: the board of a game, e.g. "4Mation board, 7 by 7" */
    label = g_strdup_printf (_("%s board, %u by %u"), gettext (pos->rules->name),
                             pos->options.cols, pos->options.rows);
  if (tab_board_state_get_shown (self->state) >= 0)
    {
      /* Translators: the board's name for screen readers while it shows
       * an earlier position of the game, e.g. "Splut! board, an earlier
       * position" */
      char *browsing = g_strdup_printf (_("%s, an earlier position"), label);

      g_free (label);
      label = browsing;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  self->labelled_earlier = tab_board_state_get_shown (self->state) >= 0;
}

static char *
cell_name (const TabPosition *pos, const TabBoardGeometry *geom, int cell)
{
  char square[8] = "";
  guint row, col;

  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      if (tab_board_geometry_hex_coords (geom, cell, &row, &col))
        g_snprintf (square, sizeof square, "%c%u", 'a' + row, col + 1);
    }
  else if (cell >= 0)
    tab_square_format (geom->cols, (guint) cell, square);
  return g_strdup (square);
}

static gboolean
is_told_at_cursor (const TabPosition *pos, TabAction action)
{
  const TabGameUi *ui = _tab_board_view_ui (pos);

  return ui->words.tell_at_cursor != NULL && ui->words.tell_at_cursor (pos, action);
}

/* The actions to the cell under the cursor that the game tells there
 * (Splut!: the throws of the selected Troll onto the Rock, each with
 * where it lands), as the popover words them */
static void
append_cursor_throws (TabBoardView *self, int cursor, GString *text)
{
  const TabPosition *pos = _tab_board_view_position (self);
  guint n_moves;
  const TabBoardMove *moves = tab_board_state_get_moves (self->state, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *words = NULL;

      if (!tab_board_state_is_move_to (self->state, &moves[i], cursor) ||
          !is_told_at_cursor (pos, moves[i].action))
        continue;
      words = tab_board_view_describe_action (pos, moves[i].action);
      g_string_append_printf (text, ", %s", words);
    }
}

/* The cell under the keyboard cursor in words: "d4, Blue cube, last move,
 * legal destination", and where each throw onto it lands */
char *
_tab_board_view_describe_cell (TabBoardView *self)
{
  const TabPosition *pos = _tab_board_view_position (self);
  int cursor = tab_board_state_get_cursor (self->state);
  int selected = tab_board_state_get_selected (self->state);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *piece = NULL;
  TabBoardTurn turn;
  int hint_from, hint_to;

  if (pos == NULL || !tab_board_geometry_cell_exists (&self->geom, cursor))
    return g_strdup ("");
  name = cell_name (pos, &self->geom, cursor);
  piece = tab_paint_describe_piece (pos, pos->rules->piece_at (pos, (guint) cursor));
  g_string_append_printf (text, "%s, %s", name, piece);
  tab_board_state_get_last_turn (self->state, &turn);
  if (tab_board_turn_touches (&turn, cursor))
    g_string_append_printf (text, ", %s", _("last move"));
  if (cursor == selected)
    g_string_append_printf (text, ", %s", _("selected"));
  if (self->interactive && tab_board_state_get_target (self->state, cursor) != TAB_BOARD_TARGET_NONE)
    {
      g_string_append_printf (text, ", %s", _("legal destination"));
      append_cursor_throws (self, cursor, text);
    }
  else if (self->interactive && selected == TAB_NO_CELL && tab_board_state_is_origin (self->state, cursor))
    g_string_append_printf (text, ", %s", _("can move"));
  tab_board_state_get_hint (self->state, &hint_from, &hint_to);
  if (cursor == hint_to || cursor == hint_from)
    g_string_append_printf (text, ", %s", _("hint"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
update_description (gpointer data)
{
  TabBoardView *self = data;
  g_autofree char *text = _tab_board_view_describe_cell (self);

  self->describe_source = 0;
  /* what changes under an animation is told once it ends (the cell, with
   * the turn the window tells then), but a key is answered at once */
  if (tab_board_view_is_animating (self) && !self->key_pressed)
    return G_SOURCE_REMOVE;
  self->key_pressed = FALSE;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
  return G_SOURCE_REMOVE;
}

/* Once the changes of one event are all made: a new game, a move and the
 * turn that changes hands each change the cell's words, and a screen
 * reader would read every step of the way ("a1, empty, legal
 * destination", "a1, empty", "a1, empty, legal destination") */
void
_tab_board_view_update_accessible_cursor (TabBoardView *self)
{
  if (self->describe_source == 0)
    self->describe_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_description, self, NULL);
}

void
_tab_board_view_close_choices (TabBoardView *self)
{
  g_array_set_size (self->choices, 0);
  self->preview = TAB_NO_CELL;
  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
on_action_played (TabBoardView *self, guint index)
{
  if (self->batch_first < 0)
    self->batch_first = (int) index;
}

/* The position on show is another (the state has its new legal actions,
 * selection and cursor): show it */
static void
on_state_changed (TabBoardView *self)
{
  gboolean browsing = tab_board_state_get_shown (self->state) >= 0;

  _tab_board_view_close_choices (self);
  _tab_board_view_update_geometry (self);
  _tab_board_view_start_animation (self);
  /* the cell's words once the board shows what was played: a screen
   * reader hears them once, with what is told of the turn then */
  if (!tab_board_view_is_animating (self))
    _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* the board's name says whether it shows an earlier position */
  if (browsing != self->labelled_earlier)
    update_accessible_label (self);
}

/* ---- Describing actions in plain words ---- */

/* The words of a game without its own, from the cells the action moves
 * between: "Move c1 to h1", "Move c3 to e5, capturing", "Play d4" */
static char *
describe_by_cells (const TabPosition *pos, TabAction action, const char *token)
{
  char from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];
  int from_cell, to_cell;

  pos->rules->action_cells (pos, action, &from_cell, &to_cell);
  if (to_cell == TAB_NO_CELL)
    /* Translators: an action in the game's notation, e.g. "Play c3x e5" */
    return g_strdup_printf (_("Play %s"), token);
  tab_game_ui_cell_name (pos, to_cell, to);
  if (from_cell == TAB_NO_CELL)
    /* Translators: a placement, e.g. "Play d4" */
    return g_strdup_printf (_("Play %s"), to);
  tab_game_ui_cell_name (pos, from_cell, from);
  if (tab_action_is_capture (pos, action))
    /* Translators: a move that takes a piece, e.g. "Move c3 to e5, capturing" */
    return g_strdup_printf (_("Move %s to %s, capturing"), from, to);
  /* Translators: a move, e.g. "Move c1 to h1" */
  return g_strdup_printf (_("Move %s to %s"), from, to);
}

char *
tab_board_view_describe_action (const TabPosition *pos, TabAction action)
{
  char token[TAB_TOKEN_MAX];

  const TabGameUi *ui;

  g_return_val_if_fail (pos != NULL, NULL);

  ui = _tab_board_view_ui (pos);
  if (ui->words.action != NULL)
    {
      char *words = ui->words.action (pos, action);

      if (words != NULL)
        return words;
    }
  tab_action_format (pos, action, token);
  if (strcmp (token, "end") == 0)
    return g_strdup (_("End the turn"));
  if (strcmp (token, "pass") == 0)
    return g_strdup (_("Pass"));
  return describe_by_cells (pos, action, token);
}

static void
tab_board_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  guint cells;

  tab_board_geometry_init (&self->geom, _tab_board_view_position (self));
  cells = (orientation == GTK_ORIENTATION_HORIZONTAL ? self->geom.cols : self->geom.rows) + 1;
  if (self->geom.kind == TAB_GEOMETRY_HEX_TRIANGLE)
    cells += 2;
  /* small enough for a phone in landscape (360×294, Freedom 19×19: 160);
   * square: as tall as it is wide, and the other way round */
  *minimum = 8 * MAX (cells, 5);
  *natural = for_size > 0 ? MAX (*minimum, for_size) : (int) (64 * MAX (cells, 5));
}

static GtkSizeRequestMode
tab_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tab_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);

  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

void
_tab_board_view_choose (TabBoardView *self, TabAction action)
{
  _tab_board_view_close_choices (self);
  tab_board_state_set_selected (self->state, TAB_NO_CELL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, action);
}

/* ---- GObject ---- */

static void
tab_board_view_dispose (GObject *object)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->played_handler, self->game);
  g_clear_object (&self->game);
  /* the side panel may share the state: it no longer shows here */
  g_signal_handlers_disconnect_by_data (self->state, self);
  _tab_board_view_stop_animation (self);
  g_clear_handle_id (&self->describe_source, g_source_remove);
  g_clear_pointer (&self->popover, gtk_widget_unparent);

  G_OBJECT_CLASS (tab_board_view_parent_class)->dispose (object);
}

static void
tab_board_view_finalize (GObject *object)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  g_clear_object (&self->state);
  g_clear_pointer (&self->last_announcement, g_free);
  g_clear_pointer (&self->marked, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);

  G_OBJECT_CLASS (tab_board_view_parent_class)->finalize (object);
}

static void
tab_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_LEGAL:
      g_value_set_boolean (value, self->show_legal);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_TURN_TO_SEAT:
      g_value_set_boolean (value, self->turn_to_seat);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_board_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tab_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      tab_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL:
      tab_board_view_set_show_legal (self, g_value_get_boolean (value));
      break;
    case PROP_TURN_TO_SEAT:
      tab_board_view_set_turn_to_seat (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LAST_MOVE:
      tab_board_view_set_show_last_move (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATIONS:
      self->animations = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_board_view_class_init (TabBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_board_view_dispose;
  object_class->finalize = tab_board_view_finalize;
  object_class->get_property = tab_board_view_get_property;
  object_class->set_property = tab_board_view_set_property;

  widget_class->snapshot = _tab_board_view_snapshot;
  widget_class->measure = tab_board_view_measure;
  widget_class->size_allocate = tab_board_view_size_allocate;
  widget_class->get_request_mode = tab_board_view_get_request_mode;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TAB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("highlight-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the "animations" setting; GtkSettings:gtk-enable-animations counts too */
  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* the "turn-board-to-seat" setting */
  properties[PROP_TURN_TO_SEAT] =
    g_param_spec_boolean ("turn-to-seat", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a whole action was chosen on the board (the window plays it) */
  signals[ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* the last step of the actions played is on show */
  signals[ANIMATION_FINISHED] =
    g_signal_new ("animation-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the board was turned on screen: Flip Board, or to the seat to move
   * (not a new game's board set up unturned) */
  signals[TURNED] =
    g_signal_new ("turned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  _tab_board_view_class_input_init (widget_class);
  _tab_board_view_class_turn_init (widget_class);
  gtk_widget_class_set_css_name (widget_class, "board");
  /* a grid the keyboard cursor moves over; its description is the cell
   * under the cursor */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tab_board_view_init (TabBoardView *self)
{
  self->state = tab_board_state_new ();
  g_signal_connect_object (self->state, "changed", G_CALLBACK (on_state_changed), self, G_CONNECT_SWAPPED);
  self->marked = g_array_new (FALSE, FALSE, sizeof (int));
  self->choices = g_array_new (FALSE, FALSE, sizeof (TabAction));
  self->show_legal = TRUE;
  self->show_last_move = TRUE;
  self->preview = TAB_NO_CELL;
  self->better_from = self->better_to = TAB_NO_CELL;
  self->animations = TRUE;
  self->batch_first = -1;
  self->anim_action = -1;
  self->drag_from = TAB_NO_CELL;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  _tab_board_view_input_init (self);
  _tab_board_view_turn_init (self);

  update_accessible_label (self);
  update_description (self);
}

GtkWidget *
tab_board_view_new (void)
{
  return g_object_new (TAB_TYPE_BOARD_VIEW, NULL);
}

void
tab_board_view_set_shown (TabBoardView *self, int n_actions)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  /* the moves since the last change are not replayed on another position */
  if (MAX (n_actions, -1) != tab_board_state_get_shown (self->state))
    self->batch_first = -1;
  tab_board_state_set_shown (self->state, n_actions);
}

guint
tab_board_view_get_last_turn_cells (TabBoardView *self, int *cells)
{
  TabBoardTurn turn;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);
  tab_board_state_get_last_turn (self->state, &turn);
  memcpy (cells, turn.touched, turn.n_touched * sizeof (int));
  return turn.n_touched;
}

void
tab_board_view_set_step_pause (TabBoardView *self, guint pause_ms)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));
  self->step_pause_ms = pause_ms;
}

void
tab_board_view_get_hint (TabBoardView *self, int *from, int *to)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));
  tab_board_state_get_hint (self->state, from, to);
}

const TabPosition *
tab_board_view_get_position (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return _tab_board_view_position (self);
}

int
tab_board_view_get_shown (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), -1);
  return tab_board_state_get_shown (self->state);
}

TabBoardState *
tab_board_view_get_board_state (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return self->state;
}

TabGame *
tab_board_view_get_game (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
tab_board_view_set_game (TabBoardView *self, TabGame *game)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || TAB_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->played_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->played_handler = g_signal_connect_object (game, "action-played",
                                                    G_CALLBACK (on_action_played), self,
                                                    G_CONNECT_SWAPPED);
  self->batch_first = -1;
  /* another board: the whole of it, unturned until its seat to move is
   * known, nothing dragged */
  self->zoom = 1;
  self->pan_x = self->pan_y = 0;
  self->seat_turn = 0;
  self->dragging = FALSE;
  self->drag_from = TAB_NO_CELL;
  tab_board_state_set_game (self->state, game);
  _tab_board_view_apply_turn (self);
  update_accessible_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
tab_board_view_get_interactive (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

void
tab_board_view_set_interactive (TabBoardView *self, gboolean interactive)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    {
      /* the window says so each time the turn changes hands */
      _tab_board_view_update_turn (self);
      return;
    }
  self->interactive = interactive;
  tab_board_state_set_selected (self->state,
                                interactive ? tab_board_state_get_forced (self->state) : TAB_NO_CELL);
  _tab_board_view_close_choices (self);
  _tab_board_view_update_turn (self);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

void
tab_board_view_set_show_legal (TabBoardView *self, gboolean show)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_legal == show)
    return;
  self->show_legal = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL]);
}

void
tab_board_view_set_show_last_move (TabBoardView *self, gboolean show)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_last_move == show)
    return;
  self->show_last_move = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LAST_MOVE]);
}

void
tab_board_view_set_marked_cells (TabBoardView *self, const int *cells, guint n_cells)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  g_array_set_size (self->marked, 0);
  g_array_append_vals (self->marked, cells, n_cells);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tab_board_view_show_better (TabBoardView *self, int from, int to)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  if (self->better_from == from && self->better_to == to)
    return;
  self->better_from = from;
  self->better_to = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tab_board_view_get_better (TabBoardView *self, int *from, int *to)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  *from = self->better_from;
  *to = self->better_to;
}

void
tab_board_view_show_hint (TabBoardView *self, TabAction action)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  tab_board_state_set_hint (self->state, action);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tab_board_view_get_choices (TabBoardView *self, TabAction *actions)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);

  if (actions != NULL)
    memcpy (actions, self->choices->data, self->choices->len * sizeof (TabAction));
  return self->choices->len;
}

gboolean
tab_board_view_pick_choice (TabBoardView *self, TabAction action)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  for (guint i = 0; i < self->choices->len; i++)
    if (g_array_index (self->choices, TabAction, i) == action)
      {
        _tab_board_view_choose (self, action);
        return TRUE;
      }
  return FALSE;
}

void
tab_board_view_announce (TabBoardView *self, const char *message)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));
  g_return_if_fail (message != NULL);

  g_free (self->last_announcement);
  self->last_announcement = g_strdup (message);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), message,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

const char *
tab_board_view_get_last_announcement (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return self->last_announcement;
}

int
tab_board_view_get_cursor (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return tab_board_state_get_cursor (self->state);
}

char *
tab_board_view_dup_cursor_description (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return _tab_board_view_describe_cell (self);
}

int
tab_board_view_get_selected (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return tab_board_state_get_selected (self->state);
}

TabBoardTarget
tab_board_view_get_target (TabBoardView *self, guint cell)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_BOARD_TARGET_NONE);
  return tab_board_state_get_target (self->state, (int) cell);
}

gboolean
tab_board_view_is_animating (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);
  return self->anim_action >= 0;
}

int
tab_board_view_cell_at (TabBoardView *self, double x, double y)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);

  _tab_board_view_update_geometry (self);
  return tab_board_geometry_cell_at (&self->geom, x, y);
}

void
tab_board_view_cell_center (TabBoardView *self, guint cell, double *x, double *y)
{
  graphene_point_t centre;

  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  _tab_board_view_update_geometry (self);
  tab_board_geometry_cell_center (&self->geom, cell, &centre);
  *x = centre.x;
  *y = centre.y;
}
