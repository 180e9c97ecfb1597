/* tab-standing-graph.c: the standing over a reviewed game, as a graph
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One point per reviewed turn: the standing after it.  With two seats
 * one line, the first seat ahead upwards: a proof drawn solid (a win at
 * the top or the bottom edge, a draw on the middle line), an estimate
 * dashed, squeezed between them (a Mistake's worth is half way up).
 * With three or four seats the review proves facts only: one lane per
 * seat in its colour, ending where the seat is knocked out.  Marked
 * turns are dots in their mark's colour, the turn on show is marked
 * with the accent colour.  A click, a tap, or Left/Right/Home/End with
 * the focus on it choose a turn ("turn-activated"); screen readers get
 * a slider whose value says the standing in words.
 */

#include "config.h"

#include "tab-standing-graph-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tab-analysis-words.h"
#include "tab-board-paint.h"
#include "tab-game-ui.h"

#define PAD          6.0
#define NAME_GAP     6.0
#define MIN_HEIGHT   64
#define NAT_HEIGHT   80
#define MIN_WIDTH    96
/* an estimate stays inside the proofs' edges */
#define ESTIMATE_TOP 0.85

typedef struct
{
  guint    n_actions;   /* up to the end of its turn */
  guint    seat;        /* who played the turn */
  TabMark  mark;
  gboolean known;       /* the review says something (two seats) */
  gboolean proven;
  double   y;           /* -1 .. 1: the first seat ahead upwards */
  guint    out;         /* bit seat - 1: knocked out after it */
} Point;

struct _TabStandingGraph
{
  GtkWidget      parent_instance;

  TabGame       *game;
  TabGameReview *review;
  GArray        *points;   /* Point */
  guint          players;
  int            shown;    /* n_actions on show, -1 the game's */
  guint          n_actions; /* the game's, when the points were made */
};

static void tab_standing_graph_range_init (GtkAccessibleRangeInterface *iface);

/* a range for screen readers: AT-SPI's Value, set to go to a turn */
G_DEFINE_FINAL_TYPE_WITH_CODE (TabStandingGraph, tab_standing_graph, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE_RANGE,
                                                      tab_standing_graph_range_init))

enum
{
  TURN_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the points ---- */

static double
estimate_y (const TabPosition *pos, int value)
{
  double scale = MAX (tab_review_thresholds (pos->rules).mistake, 1);

  return ESTIMATE_TOP * value / (ABS (value) + scale);
}

/* The standing after a turn, upwards for the first seat */
static void
place_point (TabStandingGraph *self, Point *p)
{
  const TabPosition *pos = tab_game_get_position_at (self->game, p->n_actions);
  double up;
  TabStanding s;
  TabTold told;
  guint seat;

  for (guint k = 1; k <= self->players; k++)
    {
      const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

      if (ui->panel.seat_is_out != NULL && ui->panel.seat_is_out (pos, k))
        p->out |= 1u << (k - 1);
    }
  if (self->players > 2 || !tab_game_review_standing_at (self->review, p->n_actions, &s, &seat))
    return;
  tab_analysis_tell (pos, &s, seat, &told);
  up = told.seat == 1 ? 1.0 : -1.0;
  p->known = told.kind != TAB_TOLD_NONE;
  p->proven = told.kind != TAB_TOLD_ESTIMATE;
  switch (told.kind)
    {
    case TAB_TOLD_WINS:
      p->y = up;
      break;
    case TAB_TOLD_CANNOT_WIN:
      p->y = -up / 2;
      break;
    case TAB_TOLD_ESTIMATE:
      p->y = up * estimate_y (pos, told.value);
      break;
    case TAB_TOLD_NOBODY:
    case TAB_TOLD_DRAW:
    case TAB_TOLD_NONE:
    default:
      p->y = 0;
      break;
    }
}

static void
update_accessible (TabStandingGraph *self);

static void
rebuild (TabStandingGraph *self)
{
  g_array_set_size (self->points, 0);
  self->n_actions = self->game != NULL ? tab_game_get_n_actions (self->game) : 0;
  if (self->review != NULL && self->game != NULL &&
      tab_game_review_covers (self->review, self->game))
    {
      self->players = tab_game_get_position (self->game)->options.players;
      for (guint i = 0; i < tab_game_review_get_n_turns (self->review); i++)
        {
          const TabTurnReview *r = tab_game_review_get_turn (self->review, i);
          Point p = { r->first + r->n_played, r->seat, r->mark, FALSE, FALSE, 0, 0 };

          place_point (self, &p);
          g_array_append_val (self->points, p);
        }
    }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static const Point *
point (TabStandingGraph *self, guint index)
{
  return &g_array_index (self->points, Point, index);
}

int
tab_standing_graph_get_shown_point (TabStandingGraph *self)
{
  g_return_val_if_fail (TAB_IS_STANDING_GRAPH (self), -1);

  if (self->points->len == 0)
    return -1;
  if (self->shown < 0)
    return (int) self->points->len - 1;
  for (guint i = 0; i < self->points->len; i++)
    if (point (self, i)->n_actions == (guint) self->shown)
      return (int) i;
  return -1;
}

/* ---- words ---- */

static char *
point_words (TabStandingGraph *self, guint index)
{
  const Point *p = point (self, index);
  const TabTurnReview *r = tab_game_review_get_turn (self->review, index);
  const TabPosition *pos = tab_game_get_position_at (self->game, p->n_actions);
  g_autofree char *standing = NULL;
  g_autofree char *mark = tab_game_review_mark_words (r);
  TabStanding s;
  guint seat;

  if (self->players > 2)
    standing = tab_analysis_many_seats_words (self->game, self->review, p->n_actions);
  else if (tab_game_review_standing_at (self->review, p->n_actions, &s, &seat))
    standing = tab_analysis_standing_words (pos, &s, seat);
  if (standing == NULL)
    standing = g_strdup (_("No proven result"));
  if (mark != NULL)
    /* Translators: a point of the standing graph, e.g. "Move 7: Pink
     * wins in 1 turn. Blue's turn: Blunder, proven" */
    return g_strdup_printf (_("Move %u: %s. %s’s turn: %s"), index + 1, standing,
                            tab_game_ui_seat_name (pos, r->seat), mark);
  /* Translators: a point of the standing graph, e.g. "Move 12:
   * Estimate: White ahead by about 2 live stones" */
  return g_strdup_printf (_("Move %u: %s"), index + 1, standing);
}

static void
update_accessible (TabStandingGraph *self)
{
  int shown = tab_standing_graph_get_shown_point (self);
  g_autofree char *text = shown >= 0 ? point_words (self, (guint) shown) : NULL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 1.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) MAX (self->points->len, 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) (shown + 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text != NULL ? text : "",
                                  -1);
}

/* ---- geometry ---- */

static PangoLayout *
name_layout (TabStandingGraph *self, guint seat)
{
  PangoLayout *layout;
  g_autoptr (PangoAttrList) attrs = pango_attr_list_new ();

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self),
                                           tab_game_ui_seat_name (tab_game_get_position (self->game), seat));
  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attrs);
  return layout;
}

/* the room the seats' names take at the left */
static double
names_width (TabStandingGraph *self)
{
  int widest = 0;

  for (guint seat = 1; seat <= self->players; seat++)
    {
      g_autoptr (PangoLayout) layout = name_layout (self, seat);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      widest = MAX (widest, w);
    }
  return widest > 0 ? widest + NAME_GAP : 0;
}

typedef struct
{
  double left, top, width, height;
} Plot;

static Plot
plot_area (TabStandingGraph *self)
{
  double left = PAD + names_width (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  /* too narrow for the names: the graph keeps the room */
  if (w - left - PAD < w / 2)
    left = PAD;
  return (Plot) { left, PAD, MAX (w - left - PAD, 1), MAX (h - 2 * PAD, 1) };
}

static double
point_x (TabStandingGraph *self, const Plot *plot, guint index)
{
  return plot->left + (index + 0.5) * plot->width / MAX (self->points->len, 1);
}

static double
lane_y (TabStandingGraph *self, const Plot *plot, guint seat)
{
  return plot->top + (seat - 0.5) * plot->height / MAX (self->players, 1);
}

static double
point_y (TabStandingGraph *self, const Plot *plot, guint index)
{
  const Point *p = point (self, index);

  if (self->players > 2)
    return lane_y (self, plot, p->seat);
  return plot->top + (1 - p->y) * plot->height / 2;
}

void
tab_standing_graph_get_point_xy (TabStandingGraph *self, guint index, double *x, double *y)
{
  Plot plot;

  g_return_if_fail (TAB_IS_STANDING_GRAPH (self));
  g_return_if_fail (index < self->points->len);
  plot = plot_area (self);
  *x = point_x (self, &plot, index);
  *y = point_y (self, &plot, index);
}

/* the point nearest to x, -1 when none */
static int
point_at (TabStandingGraph *self, double x)
{
  Plot plot = plot_area (self);
  double step = plot.width / MAX (self->points->len, 1);

  if (self->points->len == 0)
    return -1;
  return CLAMP ((int) floor ((x - plot.left) / step), 0, (int) self->points->len - 1);
}

/* ---- drawing ---- */

static void
lookup_color (GtkWidget *widget, const char *name, const char *fallback, GdkRGBA *out)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, out))
    gdk_rgba_parse (out, fallback);
G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
mark_color (GtkWidget *widget, TabMark mark, GdkRGBA *out)
{
  switch (mark)
    {
    case TAB_MARK_BLUNDER:
      lookup_color (widget, "error_color", "#c01c28", out);
      break;
    case TAB_MARK_MISTAKE:
      lookup_color (widget, "orange_4", "#e66100", out);
      break;
    case TAB_MARK_INACCURACY:
    case TAB_MARK_NONE:
    case TAB_MARK_FORCED:
    default:
      lookup_color (widget, "warning_color", "#9c6e03", out);
      break;
    }
}

static void
set_alpha (cairo_t *cr, const GdkRGBA *color, double alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
draw_names (TabStandingGraph *self, GtkSnapshot *snapshot, const Plot *plot, const GdkRGBA *fg)
{
  GdkRGBA dim = *fg;

  if (plot->left <= PAD)
    return;
  dim.alpha *= 0.7;
  for (guint seat = 1; seat <= self->players; seat++)
    {
      g_autoptr (PangoLayout) layout = name_layout (self, seat);
      int h;
      double y;

      pango_layout_get_pixel_size (layout, NULL, &h);
      /* two seats: the first at the top, the second at the bottom */
      if (self->players == 2)
        y = seat == 1 ? plot->top : plot->top + plot->height - h;
      else
        y = lane_y (self, plot, seat) - h / 2.0;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (PAD, (float) y));
      gtk_snapshot_append_layout (snapshot, layout, &dim);
      gtk_snapshot_restore (snapshot);
    }
}

/* Two seats: the middle line, then the standing, proofs solid */
static void
draw_two_seats (TabStandingGraph *self, cairo_t *cr, const Plot *plot, const GdkRGBA *fg)
{
  double mid = plot->top + plot->height / 2;

  set_alpha (cr, fg, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, plot->left, mid);
  cairo_line_to (cr, plot->left + plot->width, mid);
  cairo_stroke (cr);
  for (guint i = 1; i < self->points->len; i++)
    {
      const Point *a = point (self, i - 1), *b = point (self, i);
      gboolean proven = a->proven && b->proven;
      static const double dash[] = { 4, 3 };

      if (!a->known || !b->known)
        continue;
      set_alpha (cr, fg, proven ? 0.9 : 0.65);
      cairo_set_line_width (cr, proven ? 2.5 : 1.5);
      cairo_set_dash (cr, dash, proven ? 0 : 2, 0);
      cairo_move_to (cr, point_x (self, plot, i - 1), point_y (self, plot, i - 1));
      cairo_line_to (cr, point_x (self, plot, i), point_y (self, plot, i));
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Three or four seats: a lane per seat, up to where it is knocked out */
static void
draw_lanes (TabStandingGraph *self, cairo_t *cr, const Plot *plot)
{
  TabPalette palette;

  tab_palette_load (GTK_WIDGET (self), &palette);
  cairo_set_line_width (cr, 3);
  for (guint seat = 1; seat <= self->players && seat <= TAB_MAX_SEATS; seat++)
    {
      double y = lane_y (self, plot, seat);
      double end = point_x (self, plot, self->points->len - 1);
      gboolean out = FALSE;

      for (guint i = 0; i < self->points->len && !out; i++)
        if (point (self, i)->out & (1u << (seat - 1)))
          {
            end = point_x (self, plot, i);
            out = TRUE;
          }
      tab_cairo_set_color (cr, &palette.seat[seat]);
      cairo_move_to (cr, plot->left, y);
      cairo_line_to (cr, end, y);
      if (out)
        {
          /* knocked out there: a cross */
          cairo_move_to (cr, end - 4, y - 4);
          cairo_line_to (cr, end + 4, y + 4);
          cairo_move_to (cr, end - 4, y + 4);
          cairo_line_to (cr, end + 4, y - 4);
        }
      cairo_stroke (cr);
    }
}

static void
draw_points (TabStandingGraph *self, cairo_t *cr, const Plot *plot, const GdkRGBA *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);

  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *p = point (self, i);
      double x = point_x (self, plot, i), y = point_y (self, plot, i);
      gboolean marked = tab_game_review_mark_name (p->mark) != NULL;
      GdkRGBA color;

      if (!marked && (self->players > 2 || !p->known))
        continue;
      if (marked)
        mark_color (widget, p->mark, &color);
      else
        color = *fg;
      cairo_new_path (cr);
      cairo_arc (cr, x, y, marked ? 4.5 : 2.0, 0, 2 * G_PI);
      tab_cairo_set_color (cr, &color);
      cairo_fill_preserve (cr);
      if (marked)
        {
          set_alpha (cr, fg, 0.8);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      cairo_new_path (cr);
    }
}

static void
draw_shown (TabStandingGraph *self, cairo_t *cr, const Plot *plot)
{
  int shown = tab_standing_graph_get_shown_point (self);
  GdkRGBA accent;
  double x;

  if (shown < 0)
    return;
  lookup_color (GTK_WIDGET (self), "accent_color", "#3584e4", &accent);
  x = point_x (self, plot, (guint) shown);
  set_alpha (cr, &accent, 0.35);
  cairo_rectangle (cr, x - 2, plot->top, 4, plot->height);
  cairo_fill (cr);
  tab_cairo_set_color (cr, &accent);
  cairo_set_line_width (cr, 2);
  cairo_arc (cr, x, point_y (self, plot, (guint) shown), 6.5, 0, 2 * G_PI);
  cairo_stroke (cr);
}

static void
tab_standing_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg;
  Plot plot;

  if (self->points->len == 0 || w <= 0 || h <= 0)
    return;
  gtk_widget_get_color (widget, &fg);
  plot = plot_area (self);
  draw_names (self, snapshot, &plot, &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h));
  if (self->players > 2)
    draw_lanes (self, cr, &plot);
  else
    draw_two_seats (self, cr, &plot, &fg);
  draw_shown (self, cr, &plot);
  draw_points (self, cr, &plot, &fg);
  cairo_destroy (cr);
}

static void
tab_standing_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = MIN_WIDTH;
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = NAT_HEIGHT;
    }
}

/* ---- choosing a turn ---- */

static void
activate_point (TabStandingGraph *self, int index)
{
  if (index < 0 || (guint) index >= self->points->len)
    return;
  g_signal_emit (self, signals[TURN_ACTIVATED], 0, point (self, (guint) index)->n_actions);
}

void
tab_standing_graph_click (TabStandingGraph *self, double x, double y)
{
  g_return_if_fail (TAB_IS_STANDING_GRAPH (self));

  activate_point (self, point_at (self, x));
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, TabStandingGraph *self)
{
  if (self->points->len == 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  tab_standing_graph_click (self, x, y);
}

static void
move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (widget);
  int shown = tab_standing_graph_get_shown_point (self);
  int step = g_variant_get_int32 (param);
  int last = (int) self->points->len - 1;

  if (last < 0)
    return;
  if (step == G_MININT32)
    activate_point (self, 0);
  else if (step == G_MAXINT32)
    activate_point (self, last);
  else
    activate_point (self, CLAMP ((shown < 0 ? last : shown) + step, 0, last));
}

/* a screen reader sets the value: the turn of that number */
static gboolean
set_current_value (GtkAccessibleRange *range, double value)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (range);
  int index = (int) lround (value) - 1;

  if (index < 0 || (guint) index >= self->points->len)
    return FALSE;
  activate_point (self, index);
  return TRUE;
}

static void
tab_standing_graph_range_init (GtkAccessibleRangeInterface *iface)
{
  iface->set_current_value = set_current_value;
}

static gboolean
tab_standing_graph_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard,
                                  GtkTooltip *tooltip)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (widget);
  int index = keyboard ? tab_standing_graph_get_shown_point (self) : point_at (self, x);
  g_autofree char *text = NULL;

  if (index < 0)
    return FALSE;
  text = point_words (self, (guint) index);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---- API ---- */

GtkWidget *
tab_standing_graph_new (void)
{
  return g_object_new (TAB_TYPE_STANDING_GRAPH, NULL);
}

void
tab_standing_graph_set_review (TabStandingGraph *self, TabGame *game, TabGameReview *review)
{
  g_return_if_fail (TAB_IS_STANDING_GRAPH (self));

  /* it holds both: the same pointers are the same review */
  if (self->game == game && self->review == review &&
      (game == NULL || tab_game_get_n_actions (game) == self->n_actions))
    return;
  g_set_object (&self->game, game);
  g_set_object (&self->review, review);
  rebuild (self);
}

void
tab_standing_graph_set_shown (TabStandingGraph *self, int n_actions)
{
  g_return_if_fail (TAB_IS_STANDING_GRAPH (self));

  if (self->shown == n_actions)
    return;
  self->shown = n_actions;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tab_standing_graph_get_n_points (TabStandingGraph *self)
{
  g_return_val_if_fail (TAB_IS_STANDING_GRAPH (self), 0);
  return self->points->len;
}

guint
tab_standing_graph_get_point_actions (TabStandingGraph *self, guint index)
{
  g_return_val_if_fail (TAB_IS_STANDING_GRAPH (self), 0);
  g_return_val_if_fail (index < self->points->len, 0);
  return point (self, index)->n_actions;
}

gboolean
tab_standing_graph_point_is_proven (TabStandingGraph *self, guint index)
{
  g_return_val_if_fail (TAB_IS_STANDING_GRAPH (self), FALSE);
  g_return_val_if_fail (index < self->points->len, FALSE);
  return point (self, index)->proven;
}

/* ---- GObject ---- */

static void
tab_standing_graph_dispose (GObject *object)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (object);

  g_clear_object (&self->game);
  g_clear_object (&self->review);
  G_OBJECT_CLASS (tab_standing_graph_parent_class)->dispose (object);
}

static void
tab_standing_graph_finalize (GObject *object)
{
  TabStandingGraph *self = TAB_STANDING_GRAPH (object);

  g_clear_pointer (&self->points, g_array_unref);
  G_OBJECT_CLASS (tab_standing_graph_parent_class)->finalize (object);
}

static void
tab_standing_graph_class_init (TabStandingGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct
  {
    guint key;
    int   step;
  } keys[] = {
    { GDK_KEY_Left, -1 }, { GDK_KEY_KP_Left, -1 },
    { GDK_KEY_Right, 1 }, { GDK_KEY_KP_Right, 1 },
    { GDK_KEY_Home, G_MININT32 }, { GDK_KEY_KP_Home, G_MININT32 },
    { GDK_KEY_End, G_MAXINT32 }, { GDK_KEY_KP_End, G_MAXINT32 },
  };

  object_class->dispose = tab_standing_graph_dispose;
  object_class->finalize = tab_standing_graph_finalize;
  widget_class->snapshot = tab_standing_graph_snapshot;
  widget_class->measure = tab_standing_graph_measure;
  widget_class->query_tooltip = tab_standing_graph_query_tooltip;

  /* a turn chosen: the number of actions up to the end of it */
  signals[TURN_ACTIVATED] =
    g_signal_new ("turn-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "standing-graph.move", "i", move_action);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, 0, "standing-graph.move",
                                         "i", keys[i].step);
  gtk_widget_class_set_css_name (widget_class, "standing-graph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
tab_standing_graph_init (TabStandingGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->points = g_array_new (FALSE, TRUE, sizeof (Point));
  self->shown = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Standing over the game"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("One point per move: the standing after it, a proof drawn solid, "
                                    "an estimate dashed, marked moves as coloured dots. "
                                    "Left and Right go to another move"),
                                  GTK_ACCESSIBLE_PROPERTY_ORIENTATION, GTK_ORIENTATION_HORIZONTAL,
                                  -1);
}
