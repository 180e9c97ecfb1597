/* tab-board-view-input.c: what clicks and keys do on the board, and the
 * popover that offers the actions one click may mean
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-board-view-private.h"

#include <glib/gi18n.h>
#include <math.h>

/* The choice under the pointer or with the keyboard focus: show where it
 * sends its Rock */
static void
preview_choice (TabBoardView *self, GtkEventController *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);
  TabAction action = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action"));

  self->preview = _tab_board_view_landing (_tab_board_view_position (self), action);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_choice_hover (GtkEventControllerMotion *motion, double x, double y, TabBoardView *self)
{
  preview_choice (self, GTK_EVENT_CONTROLLER (motion));
}

static void
on_choice_clicked (GtkButton *button, TabBoardView *self)
{
  tab_board_view_pick_choice (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action")));
}

static void
on_popover_closed (TabBoardView *self)
{
  g_array_set_size (self->choices, 0);
  self->preview = TAB_NO_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Several actions share the click: list them in a popover by the cell */
static void
offer_choices (TabBoardView *self, int cell, const TabAction *actions, guint n)
{
  const TabPosition *pos = _tab_board_view_position (self);
  GtkWidget *child;
  graphene_rect_t rect;
  GdkRectangle area;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);
  g_array_set_size (self->choices, 0);
  g_array_append_vals (self->choices, actions, n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tab_board_view_describe_action (pos, actions[i]);
      GtkWidget *button = gtk_button_new_with_label (text);
      GtkEventController *motion = gtk_event_controller_motion_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      g_object_set_data (G_OBJECT (button), "action", GUINT_TO_POINTER (actions[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      g_signal_connect (motion, "enter", G_CALLBACK (on_choice_hover), self);
      gtk_widget_add_controller (button, motion);
      g_signal_connect_swapped (focus, "enter", G_CALLBACK (preview_choice), self);
      gtk_widget_add_controller (button, focus);
      gtk_box_append (GTK_BOX (self->choice_box), button);
    }

  /* show where the first choice sends its Rock until another is hovered */
  self->preview = _tab_board_view_landing (pos, actions[0]);
  tab_board_geometry_cell_rect (&self->geom, (guint) cell, &rect);
  area.x = (int) rect.origin.x;
  area.y = (int) rect.origin.y;
  area.width = (int) rect.size.width;
  area.height = (int) rect.size.height;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &area);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_selected (TabBoardView *self, int cell)
{
  tab_board_state_set_selected (self->state, cell);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Why a click or Return on cell did nothing, for screen readers: "c3:
 * not a legal destination" (for the selected piece), "c3: no move here" */
static void
tell_refused (TabBoardView *self, int cell)
{
  const TabPosition *pos = _tab_board_view_position (self);
  g_autofree char *message = NULL;
  char name[TAB_TOKEN_MAX];

  tab_game_ui_cell_name (pos, cell, name);
  if (tab_board_state_get_selected (self->state) != TAB_NO_CELL)
    /* Translators: for screen readers, Return on a cell the selected
     * piece cannot go to, e.g. "c3: not a legal destination." */
    message = g_strdup_printf (_("%s: not a legal destination."), name);
  else
    /* Translators: for screen readers, Return on a cell where nothing
     * can be played, e.g. "c3: no move here." */
    message = g_strdup_printf (_("%s: no move here."), name);
  tab_board_view_announce (self, message);
}

gboolean
tab_board_view_activate_cell (TabBoardView *self, guint cell)
{
  int target = (int) cell;
  g_autoptr (GArray) actions = NULL;
  TabBoardClick click;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || self->game == NULL || !tab_board_geometry_cell_exists (&self->geom, target))
    return FALSE;

  _tab_board_view_end_entry (self);
  _tab_board_view_close_choices (self);
  actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  click = tab_board_state_click (self->state, target, actions);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  switch (click)
    {
    case TAB_BOARD_CLICK_PLAY:
      _tab_board_view_choose (self, g_array_index (actions, TabAction, 0));
      return TRUE;
    case TAB_BOARD_CLICK_CHOOSE:
      offer_choices (self, target, (const TabAction *) actions->data, actions->len);
      return TRUE;
    case TAB_BOARD_CLICK_SELECTED:
      return TRUE;
    case TAB_BOARD_CLICK_REFUSED:
    default:
      gtk_widget_error_bell (GTK_WIDGET (self));
      tell_refused (self, target);
      return FALSE;
    }
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TabBoardView    *self)
{
  int cell = tab_board_view_cell_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell != TAB_NO_CELL)
    tab_board_view_activate_cell (self, (guint) cell);
}

/* ---- Dragging a piece (with the mouse or a finger), panning ---- */

/* where a drag that took nothing back leaves the selection */
static void
cancel_drag (TabBoardView *self)
{
  if (self->dragging)
    set_selected (self, self->drag_selected_before);
  self->dragging = FALSE;
  self->panning = FALSE;
  self->drag_from = TAB_NO_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* whether a drag from cell moves a piece: one that can move now */
static gboolean
can_drag_from (TabBoardView *self, int cell)
{
  return self->interactive && self->game != NULL && cell != TAB_NO_CELL &&
         tab_board_state_get_shown (self->state) < 0 &&
         tab_board_state_is_origin (self->state, cell);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, TabBoardView *self)
{
  int cell = tab_board_view_cell_at (self, x, y);

  self->dragging = FALSE;
  self->panning = FALSE;
  self->drag_from = TAB_NO_CELL;
  self->drag_start_x = self->drag_x = x;
  self->drag_start_y = self->drag_y = y;
  if (can_drag_from (self, cell))
    {
      self->drag_from = cell;
      self->drag_selected_before = tab_board_state_get_selected (self->state);
    }
  else if (self->zoom > 1)
    {
      /* a zoomed board moves under the finger */
      self->panning = TRUE;
      self->pan_start_x = self->pan_x;
      self->pan_start_y = self->pan_y;
    }
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TabBoardView *self)
{
  int threshold = 8;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-dnd-drag-threshold", &threshold, NULL);
  if (self->panning)
    {
      self->pan_x = self->pan_start_x;
      self->pan_y = self->pan_start_y;
      tab_board_view_pan_by (self, dx, dy);
      return;
    }
  if (self->drag_from == TAB_NO_CELL)
    return;
  self->drag_x = self->drag_start_x + dx;
  self->drag_y = self->drag_start_y + dy;
  if (!self->dragging && hypot (dx, dy) >= threshold)
    {
      /* the piece leaves its cell: its destinations show */
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      _tab_board_view_end_entry (self);
      _tab_board_view_close_choices (self);
      set_selected (self, self->drag_from);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TabBoardView *self)
{
  int from = self->drag_from, cell;

  if (self->panning)
    {
      /* where the finger was lifted (its last move may come with it) */
      on_drag_update (gesture, dx, dy, self);
      self->panning = FALSE;
    }
  if (!self->dragging)
    {
      self->drag_from = TAB_NO_CELL;
      return;
    }
  cell = tab_board_view_cell_at (self, self->drag_start_x + dx, self->drag_start_y + dy);
  self->dragging = FALSE;
  self->drag_from = TAB_NO_CELL;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell == from)
    {
      /* put back where it was: selected, as a tap leaves it */
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (cell != TAB_NO_CELL && tab_board_state_get_target (self->state, cell) != TAB_BOARD_TARGET_NONE)
    {
      tab_board_view_activate_cell (self, (guint) cell);
      return;
    }
  /* dropped off the board or where it cannot go: nothing happened */
  self->dragging = TRUE;
  cancel_drag (self);
}

static void
on_drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, TabBoardView *self)
{
  cancel_drag (self);
}

int
tab_board_view_get_dragged (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return self->dragging ? self->drag_from : TAB_NO_CELL;
}

static void
move_cursor (TabBoardView *self, int dx, int dy)
{
  int before = tab_board_state_get_cursor (self->state);

  /* in right-to-left locales Left and Right swap, as in a text */
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    dx = -dx;
  tab_board_state_move_cursor (self->state, dx, dy);
  /* a cursor that stays put is heard, or the key seems lost */
  if (tab_board_state_get_cursor (self->state) == before)
    tab_board_view_announce (self, _("Edge of the board."));
  /* keyboard navigation, as Tab is: the cursor (and what it previews)
   * shows even after a click put the focus here */
  if (GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))))
    gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), TRUE);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TabBoardView          *self)
{
  return tab_board_view_handle_key (self, keyval, state);
}

gboolean
tab_board_view_handle_key (TabBoardView    *self,
                           guint            keyval,
                           GdkModifierType  state)
{
  TabAction end;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  self->key_pressed = TRUE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (tab_board_state_get_cursor (self->state) < 0)
        return TRUE;
      if (!self->interactive && self->game != NULL)
        tab_board_view_announce (self, tab_game_is_over (self->game)
                                       ? _("The game is over.") : _("Not your turn."));
      else
        tab_board_view_activate_cell (self, (guint) tab_board_state_get_cursor (self->state));
      return TRUE;
    case GDK_KEY_Escape:
      /* Escape puts a dragged piece back */
      if (self->dragging)
        {
          cancel_drag (self);
          gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag));
          return TRUE;
        }
      /* Escape stops a continuous jump, or drops the selection */
      if (self->interactive && tab_board_state_get_forced (self->state) != TAB_NO_CELL &&
          tab_board_state_get_end_action (self->state, &end))
        {
          _tab_board_view_choose (self, end);
          return TRUE;
        }
      if (tab_board_state_get_selected (self->state) == TAB_NO_CELL)
        return FALSE;
      set_selected (self, TAB_NO_CELL);
      return TRUE;
    case GDK_KEY_Home:
      tab_board_state_cursor_home (self->state);
      _tab_board_view_update_accessible_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
}

static void
activate_cell_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  int cell = g_variant_get_int32 (parameter);

  if (cell >= 0)
    tab_board_view_activate_cell (TAB_BOARD_VIEW (widget), (guint) cell);
}

void
_tab_board_view_input_init (TabBoardView *self)
{
  GtkGesture *click;
  GtkEventController *keys;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->drag = gtk_gesture_drag_new ();
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  self->popover = gtk_popover_new ();
  self->choice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_popover_set_child (GTK_POPOVER (self->popover), self->choice_box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (on_popover_closed), self);
}

void
_tab_board_view_class_input_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.activate-cell", "i", activate_cell_action);
}
