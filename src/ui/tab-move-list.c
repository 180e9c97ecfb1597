/* tab-move-list.c: the side panel's move list
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heading and a scrolled list with one row per turn: its number, the
 * seat's glyph (or name) and its actions in the game's notation.  The
 * rows follow the game's "n-actions" and "is-over"; after each change
 * the list scrolls to the last turn.  While an earlier position is on
 * show (history browsing), its turn is marked.
 */

#include "config.h"

#include "tab-move-list-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tab-board-paint.h"
#include "tab-game-ui.h"

struct _TabMoveList
{
  GtkWidget          parent_instance;

  /* template children, every one bound so that dispose_template ()
   * unparents it */
  GtkWidget         *heading;
  GtkScrolledWindow *scroller;
  GtkListBox        *list;

  TabGame           *game;
  int                shown;         /* see tab_move_list_set_shown () */
};

G_DEFINE_FINAL_TYPE (TabMoveList, tab_move_list, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOWN,
  N_PROPS
};

enum
{
  MOVE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
scroll_to_end (gpointer user_data)
{
  TabMoveList *self = user_data;
  GtkAdjustment *adj;

  /* the window may have closed meanwhile: the list's parts are gone */
  if (self->scroller == NULL)
    return G_SOURCE_REMOVE;
  adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

/* A label of a row: it never wraps, so that an action stays whole */
static GtkWidget *
create_part (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* The row of one turn: its number, the seat's glyph (or name) and its
 * actions; activating it shows the position after it (its "n-actions").
 * A long turn wraps between its actions only: each is a label of its
 * own in an AdwWrapBox (a wrapping label lets Pango break a line after
 * the hyphen inside "d3-d4"), a space apart as words are */
static GtkWidget *
create_row (TabMoveList *self, guint number, guint first, guint end)
{
  const TabRules *rules = tab_game_get_rules (self->game);
  guint seat = tab_game_get_action_seat (self->game, first);
  const char *name = tab_game_ui_seat_name (tab_game_get_position (self->game), seat);
  g_autoptr (GString) tokens = g_string_new (NULL);
  g_autofree char *head = NULL;
  g_autofree char *spoken = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *parts = adw_wrap_box_new ();

  /* the numbers right-aligned by figure spaces (U+2007), as wide as the
   * tabular digits of .numeric; Splut! seats share a glyph and differ by
   * colour only: name them */
  if (rules->max_players > 2)
    head = g_strdup_printf ("%s%u. %s", number < 10 ? "\u2007\u2007" : number < 100 ? "\u2007" : "",
                            number, name);
  else
    head = g_strdup_printf ("%s%u.", number < 10 ? "\u2007\u2007" : number < 100 ? "\u2007" : "",
                            number);
  adw_wrap_box_set_child_spacing (ADW_WRAP_BOX (parts), 4);
  adw_wrap_box_append (ADW_WRAP_BOX (parts), create_part (head));
  /* the seat's glyph in its piece's colours, as on the seat cards */
  if (rules->max_players <= 2)
    {
      GtkWidget *glyph = create_part (tab_paint_seat_glyph (rules, seat));

      gtk_widget_add_css_class (glyph, tab_paint_seat_css (rules, seat));
      adw_wrap_box_append (ADW_WRAP_BOX (parts), glyph);
    }
  for (guint i = first; i < end; i++)
    {
      const char *token = tab_game_get_token (self->game, i);

      g_string_append_printf (tokens, i > first ? " %s" : "%s", token);
      adw_wrap_box_append (ADW_WRAP_BOX (parts), create_part (token));
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), parts);
  /* Translators: a row of the move list for screen readers: the move's
   * number, the seat and its notation, e.g. "Move 3, Blue: d4" */
  spoken = g_strdup_printf (_("Move %u, %s: %s"), number, name, tokens->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                  -1);
  g_object_set_data (G_OBJECT (row), "n-actions", GUINT_TO_POINTER (end));
  return row;
}

static void
mark_shown_row (TabMoveList *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      gboolean shown;

      if (!GTK_IS_LIST_BOX_ROW (row) || gtk_widget_get_parent (row) != GTK_WIDGET (self->list))
        continue;
      shown = self->shown >= 0 &&
              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "n-actions")) == self->shown;
      if (shown)
        gtk_widget_add_css_class (row, "shown-move");
      else
        gtk_widget_remove_css_class (row, "shown-move");
      gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, shown, -1);
    }
}

/* One row per turn */
static void
refresh (TabMoveList *self)
{
  guint n = self->game != NULL ? tab_game_get_n_actions (self->game) : 0;
  guint number = 0;
  GtkWidget *child;

  while ((child = GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint first = 0, end; first < n; first = end)
    {
      end = tab_game_next_turn_boundary (self->game, first);
      gtk_list_box_append (self->list, create_row (self, ++number, first, end));
    }
  mark_shown_row (self);
  tab_move_list_scroll_to_end (self);
}

static void
on_row_activated (TabMoveList *self, GtkListBoxRow *row)
{
  guint n_actions = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "n-actions"));

  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, n_actions);
}

/* ---- GObject ---- */

static void
tab_move_list_dispose (GObject *object)
{
  TabMoveList *self = TAB_MOVE_LIST (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_MOVE_LIST);

  G_OBJECT_CLASS (tab_move_list_parent_class)->dispose (object);
}

static void
tab_move_list_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TabMoveList *self = TAB_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOWN:
      g_value_set_int (value, self->shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_move_list_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TabMoveList *self = TAB_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tab_move_list_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOWN:
      tab_move_list_set_shown (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_move_list_class_init (TabMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_move_list_dispose;
  object_class->get_property = tab_move_list_get_property;
  object_class->set_property = tab_move_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TAB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN] =
    g_param_spec_int ("shown", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a row was activated: the number of actions played up to the end of
   * its turn */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TabMoveList, heading);
  gtk_widget_class_bind_template_child (widget_class, TabMoveList, scroller);
  gtk_widget_class_bind_template_child (widget_class, TabMoveList, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
tab_move_list_init (TabMoveList *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown = -1;
  placeholder = gtk_label_new (_("No moves yet"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 8);
  gtk_widget_set_margin_bottom (placeholder, 8);
  gtk_list_box_set_placeholder (self->list, placeholder);
}

void
tab_move_list_set_game (TabMoveList *self, TabGame *game)
{
  g_return_if_fail (TAB_IS_MOVE_LIST (self));
  g_return_if_fail (game == NULL || TAB_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "notify::n-actions", G_CALLBACK (refresh),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::is-over", G_CALLBACK (refresh),
                               self, G_CONNECT_SWAPPED);
    }
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TabGame *
tab_move_list_get_game (TabMoveList *self)
{
  g_return_val_if_fail (TAB_IS_MOVE_LIST (self), NULL);
  return self->game;
}

void
tab_move_list_set_shown (TabMoveList *self, int n_actions)
{
  g_return_if_fail (TAB_IS_MOVE_LIST (self));

  n_actions = MAX (n_actions, -1);
  if (self->shown == n_actions)
    return;
  self->shown = n_actions;
  mark_shown_row (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
}

int
tab_move_list_get_shown (TabMoveList *self)
{
  g_return_val_if_fail (TAB_IS_MOVE_LIST (self), -1);
  return self->shown;
}

void
tab_move_list_scroll_to_end (TabMoveList *self)
{
  g_return_if_fail (TAB_IS_MOVE_LIST (self));

  g_idle_add_full (G_PRIORITY_LOW, scroll_to_end, g_object_ref (self), g_object_unref);
}

GtkListBox *
tab_move_list_get_list_box (TabMoveList *self)
{
  g_return_val_if_fail (TAB_IS_MOVE_LIST (self), NULL);
  return self->list;
}

GtkScrolledWindow *
tab_move_list_get_scroller (TabMoveList *self)
{
  g_return_val_if_fail (TAB_IS_MOVE_LIST (self), NULL);
  return self->scroller;
}
