/* tab-move-list.c: the side panel's move list
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heading and a scrolled list with one row per turn: its number, the
 * seat's glyph (or name) and its actions in the game's notation.  The
 * rows follow the game's "n-actions" and "is-over": a new turn appends
 * a row, the rows before it stay; after each change the list scrolls to
 * the last turn if it showed it (a player who scrolled up to read stays
 * where they are while the computer plays).  While an earlier position
 * is on show (history browsing), its turn is marked.  A review of the
 * game adds each turn's mark: a glyph, a colour and, for screen readers,
 * a word ("Mistake, estimated").
 */

#include "config.h"

#include "tab-move-list-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tab-analysis-words.h"
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
  TabGameReview     *review;        /* may be NULL */
  int                shown;         /* see tab_move_list_set_shown () */
  gboolean           follow;        /* the last row on show: keep it so */
};

G_DEFINE_FINAL_TYPE (TabMoveList, tab_move_list, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOWN,
  PROP_REVIEW,
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

/* The seat of a turn: its glyph in the pieces' own colours (as in the
 * seat list), or its name */
static GtkWidget *
create_seat_part (const TabRules *rules, guint seat, const char *name)
{
  GtkWidget *label = create_part (rules->max_players > 2 ? name : tab_paint_seat_glyph (rules, seat));

  if (rules->max_players <= 2)
    gtk_widget_add_css_class (label, tab_paint_seat_css (rules, seat));
  return label;
}

/* The review's mark of a row's turn: its glyph in its colour after the
 * actions (a label only a marked row has), and its word after the row's
 * words for screen readers */
static void
show_mark (TabMoveList *self, GtkWidget *row)
{
  GtkWidget *parts = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  GtkWidget *mark = g_object_get_data (G_OBJECT (row), "mark");
  const char *spoken = g_object_get_data (G_OBJECT (row), "spoken");
  guint end = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "n-actions"));
  const TabTurnReview *r = self->review != NULL ? tab_game_review_find_turn (self->review, end) : NULL;
  g_autofree char *words = r != NULL ? tab_game_review_mark_words (r) : NULL;
  g_autofree char *label = NULL;
  static const TabMark marks[] = { TAB_MARK_INACCURACY, TAB_MARK_MISTAKE, TAB_MARK_BLUNDER };

  if (words == NULL && mark != NULL)
    {
      adw_wrap_box_remove (ADW_WRAP_BOX (parts), mark);
      g_object_set_data (G_OBJECT (row), "mark", NULL);
    }
  else if (words != NULL && mark == NULL)
    {
      mark = create_part (NULL);
      gtk_widget_add_css_class (mark, "move-mark");
      adw_wrap_box_append (ADW_WRAP_BOX (parts), mark);
      g_object_set_data (G_OBJECT (row), "mark", mark);
    }
  if (words != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
        gtk_widget_remove_css_class (mark, tab_analysis_mark_css (marks[i]));
      gtk_label_set_label (GTK_LABEL (mark), tab_mark_symbol (r->mark));
      gtk_widget_add_css_class (mark, tab_analysis_mark_css (r->mark));
      gtk_widget_set_tooltip_text (mark, words);
      /* Translators: a row of the move list and its mark, e.g. "Move 3,
       * Blue: d4. Blunder, proven" */
      label = g_strdup_printf (_("%s. %s"), spoken, words);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label != NULL ? label : spoken, -1);
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
  const TabGameUi *ui = tab_game_ui_lookup (rules);
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
  head = g_strdup_printf ("%s%u.", number < 10 ? "\u2007\u2007" : number < 100 ? "\u2007" : "", number);
  adw_wrap_box_set_child_spacing (ADW_WRAP_BOX (parts), 4);
  adw_wrap_box_append (ADW_WRAP_BOX (parts), create_part (head));
  adw_wrap_box_append (ADW_WRAP_BOX (parts), create_seat_part (rules, seat, name));
  for (guint i = first; i < end; i++)
    {
      const char *token = tab_game_get_token (self->game, i);
      const char *word = NULL;
      const char *mark = ui->words.action_mark != NULL
                         ? ui->words.action_mark (tab_game_get_position_at (self->game, i), &word)
                         : NULL;
      g_autofree char *shown = mark != NULL ? g_strdup_printf ("%s %s", mark, token) : NULL;

      if (i > first)
        g_string_append_c (tokens, ' ');
      if (word != NULL)
        g_string_append_printf (tokens, "%s ", word);
      g_string_append (tokens, token);
      adw_wrap_box_append (ADW_WRAP_BOX (parts), create_part (shown != NULL ? shown : token));
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), parts);
  /* Translators: a row of the move list for screen readers: the move's
   * number, the seat and its notation, e.g. "Move 3, Blue: d4" */
  spoken = g_strdup_printf (_("Move %u, %s: %s"), number, name, tokens->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                  -1);
  g_object_set_data (G_OBJECT (row), "first", GUINT_TO_POINTER (first));
  g_object_set_data (G_OBJECT (row), "n-actions", GUINT_TO_POINTER (end));
  g_object_set_data_full (G_OBJECT (row), "spoken", g_steal_pointer (&spoken), g_free);
  show_mark (self, row);
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

static gboolean
row_is (GtkListBoxRow *row, guint first, guint end)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "first")) == first &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "n-actions")) == end;
}

/* whether the list shows its last row (or has nothing to scroll) */
static gboolean
is_at_end (TabMoveList *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

  return gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj) >=
         gtk_adjustment_get_upper (adj) - 1;
}

/* The list was scrolled (by the player, or to the end) */
static void
on_scrolled (TabMoveList *self)
{
  self->follow = is_at_end (self);
}

/* The list's size or its rows' changed (a row came, something above the
 * list took room from it): the last row stays on show if it was */
static void
on_resized (TabMoveList *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

  if (self->follow && !is_at_end (self))
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
}

/* One row per turn: the rows of the turns that did not change stay, the
 * rest go and new ones come (a turn played appends one) */
static void
refresh (TabMoveList *self)
{
  guint n = self->game != NULL ? tab_game_get_n_actions (self->game) : 0;
  gboolean follow = self->follow;
  guint number = 0, first = 0, end;
  GtkListBoxRow *row;

  for (; first < n; first = end, number++)
    {
      end = tab_game_next_turn_boundary (self->game, first);
      row = gtk_list_box_get_row_at_index (self->list, (int) number);
      if (row == NULL || !row_is (row, first, end))
        break;
    }
  while ((row = gtk_list_box_get_row_at_index (self->list, (int) number)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  for (; first < n; first = end)
    {
      end = tab_game_next_turn_boundary (self->game, first);
      gtk_list_box_append (self->list, create_row (self, ++number, first, end));
    }
  mark_shown_row (self);
  if (follow)
    tab_move_list_scroll_to_end (self);
}

static void
show_marks (TabMoveList *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)) != NULL; i++)
    show_mark (self, GTK_WIDGET (row));
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
  g_clear_object (&self->review);
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
    case PROP_REVIEW:
      g_value_set_object (value, self->review);
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
    case PROP_REVIEW:
      tab_move_list_set_review (self, g_value_get_object (value));
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
  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, TAB_TYPE_GAME_REVIEW,
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
  self->follow = TRUE;
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (on_scrolled), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (on_resized), self, G_CONNECT_SWAPPED);
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
  tab_move_list_set_review (self, NULL);
  /* a new game: not one of its rows is kept, and it starts at the end */
  while (gtk_list_box_get_row_at_index (self->list, 0) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0)));
  if (game != NULL)
    {
      g_signal_connect_object (game, "notify::n-actions", G_CALLBACK (refresh),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::is-over", G_CALLBACK (refresh),
                               self, G_CONNECT_SWAPPED);
    }
  refresh (self);
  tab_move_list_scroll_to_end (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
tab_move_list_set_review (TabMoveList *self, TabGameReview *review)
{
  g_return_if_fail (TAB_IS_MOVE_LIST (self));
  g_return_if_fail (review == NULL || TAB_IS_GAME_REVIEW (review));

  if (!g_set_object (&self->review, review))
    return;
  show_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

TabGameReview *
tab_move_list_get_review (TabMoveList *self)
{
  g_return_val_if_fail (TAB_IS_MOVE_LIST (self), NULL);
  return self->review;
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
