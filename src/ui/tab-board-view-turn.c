/* tab-board-view-turn.c: the board turned to the player, zoomed and
 * panned
 *
 * The turn, the zoom and the pan are the geometry's (the cell ↔ screen
 * mapping in tab-board-geometry.c): the drawing, the coordinates, the
 * clicks and the arrow keys all go through it.  Here: when the board
 * turns (to the seat to move, Flip Board), and the pinch, Ctrl+scroll and
 * Ctrl+plus/minus/0 that zoom it and the scroll that pans it.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-board-view-private.h"

#include <math.h>

#define ZOOM_MAX  4.0
#define ZOOM_STEP 1.25
#define SCROLL_PAN 24.0   /* pixels a scroll step pans */

/* the board drawn and its keys as its turn is now */
void
_tab_board_view_apply_turn (TabBoardView *self)
{
  _tab_board_view_update_geometry (self);
  tab_board_state_set_turn (self->state, self->geom.turn);
  _tab_board_view_update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_tab_board_view_update_turn (TabBoardView *self)
{
  const TabPosition *pos = _tab_board_view_position (self);
  guint turn;

  if (!self->turn_to_seat)
    turn = 0;
  else if (tab_board_view_is_animating (self))
    return;   /* the move lands first, then the board turns */
  else if (pos != NULL && self->interactive && tab_board_state_get_shown (self->state) < 0)
    {
      _tab_board_view_update_geometry (self);
      turn = tab_board_geometry_seat_turn (&self->geom, pos, pos->to_move);
    }
  else
    return;   /* a computer's turn, or the past: the board stays */
  if (turn == self->seat_turn)
    return;
  self->seat_turn = turn;
  _tab_board_view_apply_turn (self);
  _tab_board_view_emit_turned (self);
}

void
tab_board_view_set_turn_to_seat (TabBoardView *self, gboolean turn_to_seat)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  self->turn_to_seat = !!turn_to_seat;
  _tab_board_view_update_turn (self);
}

gboolean
tab_board_view_get_turn_to_seat (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);
  return self->turn_to_seat;
}

void
tab_board_view_flip (TabBoardView *self)
{
  const TabPosition *pos;
  guint step;

  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  pos = _tab_board_view_position (self);
  _tab_board_view_update_geometry (self);
  step = tab_board_geometry_turn_step (&self->geom);
  /* two seats sit face to face: half a turn; more go round the board */
  if (step == 1 && (pos == NULL || pos->options.players <= 2))
    step = 2;
  self->flip_turn = (self->flip_turn + step) % 4;
  _tab_board_view_apply_turn (self);
  _tab_board_view_emit_turned (self);
}

guint
tab_board_view_get_turn (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);

  _tab_board_view_update_geometry (self);
  return self->geom.turn;
}

guint
tab_board_view_get_bottom_seat (TabBoardView *self)
{
  const TabPosition *pos;
  guint turns[TAB_MAX_SEATS + 1] = { 0 };
  guint bottom = 0, n_bottom = 0;
  gboolean homes = FALSE;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);

  pos = _tab_board_view_position (self);
  if (pos == NULL)
    return 0;
  _tab_board_view_update_geometry (self);
  /* where each seat's pieces start; none anywhere else than unturned:
   * the seats have no side (the board starts empty) */
  for (guint seat = 1; seat <= pos->options.players && seat <= TAB_MAX_SEATS; seat++)
    {
      turns[seat] = tab_board_geometry_seat_turn (&self->geom, pos, seat);
      homes = homes || turns[seat] != 0;
    }
  for (guint seat = 1; homes && seat <= pos->options.players && seat <= TAB_MAX_SEATS; seat++)
    if (turns[seat] == self->geom.turn)
      {
        bottom = seat;
        n_bottom++;
      }
  return n_bottom == 1 ? bottom : 0;
}

/* Zooms to zoom keeping the board's point under (x, y) where it is */
static void
zoom_at (TabBoardView *self, double zoom, double x, double y)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double ratio;

  zoom = CLAMP (zoom, 1.0, ZOOM_MAX);
  ratio = zoom / self->zoom;
  self->pan_x = (x - width / 2) - ratio * (x - width / 2 - self->pan_x);
  self->pan_y = (y - height / 2) - ratio * (y - height / 2 - self->pan_y);
  self->zoom = zoom;
  /* the geometry keeps the pan within the board */
  _tab_board_view_update_geometry (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tab_board_view_set_zoom (TabBoardView *self, double zoom)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

double
tab_board_view_get_zoom (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 1);
  return self->zoom;
}

void
tab_board_view_pan_by (TabBoardView *self, double dx, double dy)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  self->pan_x += dx;
  self->pan_y += dy;
  _tab_board_view_update_geometry (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tab_board_view_get_pan (TabBoardView *self, double *x, double *y)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  *x = self->pan_x;
  *y = self->pan_y;
}

void
tab_board_view_set_pan (TabBoardView *self, double x, double y)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  tab_board_view_pan_by (self, x - self->pan_x, y - self->pan_y);
}

/* ---- Pinch, scroll, keys ---- */

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, TabBoardView *self)
{
  self->zoom_begin = self->zoom;
}

static void
on_zoom_changed (GtkGestureZoom *gesture, double scale, TabBoardView *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, self->zoom_begin * scale, x, y);
}

static void
on_pointer_motion (GtkEventControllerMotion *motion, double x, double y, TabBoardView *self)
{
  self->drag_x = x;
  self->drag_y = y;
}

/* Ctrl+scroll zooms about the pointer; a scroll pans a zoomed board */
static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, TabBoardView *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  if (mods & GDK_CONTROL_MASK)
    {
      zoom_at (self, self->zoom * pow (ZOOM_STEP, -dy), self->drag_x, self->drag_y);
      return TRUE;
    }
  if (self->zoom <= 1.0)
    return FALSE;
  tab_board_view_pan_by (self, -dx * SCROLL_PAN, -dy * SCROLL_PAN);
  return TRUE;
}

static void
zoom_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);

  if (g_str_equal (action_name, "board.zoom-in"))
    tab_board_view_set_zoom (self, self->zoom * ZOOM_STEP);
  else if (g_str_equal (action_name, "board.zoom-out"))
    tab_board_view_set_zoom (self, self->zoom / ZOOM_STEP);
  else
    tab_board_view_set_zoom (self, 1);
}

static void
flip_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tab_board_view_flip (TAB_BOARD_VIEW (widget));
}

static void
on_animation_finished (TabBoardView *self, gpointer user_data)
{
  _tab_board_view_update_turn (self);
}

void
_tab_board_view_turn_init (TabBoardView *self)
{
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->zoom = self->zoom_begin = 1;
  g_signal_connect (self, "animation-finished", G_CALLBACK (on_animation_finished), NULL);
  g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (zoom));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (motion, "motion", G_CALLBACK (on_pointer_motion), self);
  g_signal_connect (motion, "enter", G_CALLBACK (on_pointer_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  /* a zoomed board is cut at the widget's edge */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

void
_tab_board_view_class_turn_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-reset", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "board.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "board.zoom-reset", NULL);
}
