/* tab-analysis-panel.c: the computer's review of the game in the side
 * panel
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review runs in a worker thread at low priority (TabGameReview): a
 * fast pass with a tenth of the node budget, whose marks the move list
 * shows at once, then the full one.  The bar shows how far it is, four
 * steps a second; Cancel stops it at once for the window (the worker
 * ends after the position it is on; its result is dropped).  The review
 * is kept with the game (tab_game_review_attach ()), so saving keeps it.
 *
 * Browsing to a turn, the panel says the position's standing; on a
 * marked turn, why, and the board shows the better turn's arrow in the
 * hint's second colour.  With live evaluation on, the standing of a
 * position the review does not cover (a game not analysed, or the turns
 * played since) is worked out in the background as it comes on show.
 *
 * Where the panel is scrolled (under the board, on a phone) the graph and
 * the summary of Analyse Game's first results come below the fold: they
 * are scrolled into view once laid out, and again when the progress
 * above them goes (unless they are in view).
 */

#include "config.h"

#include "tab-analysis-panel-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tab-analysis-words.h"
#include "tab-board-view.h"
#include "tab-live-evaluation.h"
#include "tab-standing-graph.h"
#include "tab-game-ui.h"
#include "tab-practice.h"
#include "tab-window-private.h"

/* the fast pass takes a tenth of the full budget (as tabuleiro-cli) */
#define FAST_NODES (TAB_ANALYSIS_DEFAULT_NODES / 10)
#define FULL_NODES TAB_ANALYSIS_DEFAULT_NODES
#define PROGRESS_MS 250
/* scrolling the first results into view: frames to wait for their
 * layout at the most, the room kept above the graph, the glide */
#define REVEAL_FRAMES 60
#define REVEAL_MARGIN 6
#define REVEAL_MS     250

struct _TabAnalysisPanel
{
  GtkWidget         parent_instance;

  GtkWidget        *progress_box;
  GtkLabel         *progress_label;
  GtkProgressBar   *progress_bar;
  TabStandingGraph *graph;
  GtkLabel         *summary_label;
  GtkLabel         *standing_label;
  GtkLabel         *reason_label;
  GtkWidget        *practice_box;

  TabMoveList      *move_list;
  TabGame          *game;
  GCancellable     *cancellable;
  TabReviewControl *control;
  guint             progress_source;
  guint64           nodes;          /* of the pass that runs */
  TabLiveEvaluation *live;          /* NULL while live evaluation is off */
  TabGameReview    *practice_review;  /* the review the Practice buttons are for */
  guint             reveal_tick;      /* waiting to scroll the results into view */
  guint             reveal_frames;
  AdwAnimation     *reveal;           /* the scroll to them */
};

G_DEFINE_FINAL_TYPE (TabAnalysisPanel, tab_analysis_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MOVE_LIST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void start_pass (TabAnalysisPanel *self, guint64 nodes);

static TabBoardView *
find_board_view (TabAnalysisPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!TAB_IS_WINDOW (root))
    return NULL;
  return TAB_BOARD_VIEW (tab_window_get_board_view (TAB_WINDOW (root)));
}

/* The better turn's arrow: from the first action's piece to the last
 * action's cell, as the position before the turn has them */
static void
show_better_turn (TabAnalysisPanel *self, const TabTurnReview *r)
{
  TabBoardView *board = find_board_view (self);
  int from = TAB_NO_CELL, to = TAB_NO_CELL;

  /* nor on the board of a practice, which shows a game of its own */
  if (board == NULL || _tab_window_is_practising (TAB_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)))))
    return;
  if (r != NULL)
    tab_game_review_better_cells (tab_game_get_position_at (self->game, r->first), r, &from, &to);
  tab_board_view_show_better (board, from, to);
}

static void
set_text (GtkLabel *label, const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

/* The position on show: n actions into the game */
static guint
shown_actions (TabAnalysisPanel *self)
{
  int shown = self->move_list != NULL ? tab_move_list_get_shown (self->move_list) : -1;

  return shown >= 0 ? (guint) shown : tab_game_get_n_actions (self->game);
}

/* The height text takes in the label at the panel's width */
static int
text_height (TabAnalysisPanel *self, GtkLabel *label, const char *text)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  g_autoptr (PangoLayout) layout = NULL;
  int height;

  if (width <= 0)
    return -1;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), text);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* The height of a long standing of the position on show's game (an
 * estimate; with 3 or 4 seats, a knock-out) at the panel's width */
static int
typical_height (TabAnalysisPanel *self)
{
  const TabPosition *pos = tab_game_get_position_at (self->game, shown_actions (self));
  TabStanding estimate = { TAB_STANDING_ESTIMATE, 0, FALSE, 150 };
  TabManySeatsFacts knock_out = { 0, pos->to_move };
  g_autofree char *words = pos->options.players > 2
                           ? tab_analysis_many_seats_facts_words (pos, &knock_out)
                           : tab_analysis_standing_words (pos, &estimate, pos->to_move);

  return words != NULL ? text_height (self, self->standing_label, words) : -1;
}

/* The standing line.  While live evaluation is on it is at least as
 * tall as a long standing of the game, and "Evaluating…" keeps the
 * height of the standing it replaces: the panel under it does not jump
 * by a line at each turn as the answers come */
static void
set_standing (TabAnalysisPanel *self, const char *text, gboolean evaluating)
{
  GtkWidget *label = GTK_WIDGET (self->standing_label);
  int height = -1;

  if (self->live != NULL && self->game != NULL && text != NULL)
    height = typical_height (self);
  if (evaluating && gtk_widget_get_visible (label))
    height = MAX (height, gtk_widget_get_height (label));
  gtk_widget_set_size_request (label, -1, height);
  set_text (self->standing_label, text);
}

/* Live evaluation's words for the position on show, asking for them
 * when not known yet: "Evaluating…" meanwhile.  With 3 or 4 seats, what
 * the review would prove there */
static char *
live_standing (TabAnalysisPanel *self, gboolean *evaluating)
{
  guint n = shown_actions (self);
  const TabPosition *pos = tab_game_get_position_at (self->game, n);
  TabLiveAnswer answer;

  tab_live_evaluation_request (self->live, self->game, n);
  *evaluating = !tab_live_evaluation_lookup (self->live, self->game, n, &answer, NULL);
  if (*evaluating)
    return g_strdup (_("Evaluating…"));
  if (pos->options.players > 2)
    return tab_analysis_many_seats_facts_words (pos, &answer.facts);
  return tab_analysis_standing_words (pos, &answer.standing, pos->to_move);
}

/* The graph of the review, the turn on show marked */
static void
refresh_graph (TabAnalysisPanel *self, TabGameReview *review, int shown)
{
  tab_standing_graph_set_review (self->graph, self->game, review);
  tab_standing_graph_set_shown (self->graph, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->graph), tab_standing_graph_get_n_points (self->graph) > 0);
}

/* A point of the graph chosen: browsed to, as a row of the move list */
static void
on_turn_activated (TabAnalysisPanel *self, guint n_actions)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.history-show", "i", (int) n_actions);
}

/* the seats people play, as bits 1 << seat; all of them outside a window */
static guint
person_seats (TabAnalysisPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint seats = 0;

  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    if (!TAB_IS_WINDOW (root) || tab_match_is_person (tab_window_get_match (TAB_WINDOW (root)), seat))
      seats |= 1u << seat;
  return seats;
}

/* A Practice button for each player with marked turns: the people
 * among them, when there are */
static void
refresh_practice (TabAnalysisPanel *self, TabGameReview *review)
{
  guint seats = review != NULL ? tab_practice_marked_seats (review) : 0;
  GtkWidget *child;

  if (review == self->practice_review)
    return;
  g_set_object (&self->practice_review, review);
  while ((child = gtk_widget_get_first_child (self->practice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->practice_box), child);
  if ((seats & person_seats (self)) != 0)
    seats &= person_seats (self);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    if ((seats & (1u << seat)) != 0)
      {
        /* Translators: a button of the review's summary, e.g. "Practice
         * Blue's Mistakes": Blue's marked turns tried again */
        g_autofree char *label = g_strdup_printf (_("Practice %s's Mistakes"),
                                                  tab_game_ui_seat_name (tab_game_get_position (self->game), seat));
        GtkWidget *button = gtk_button_new_with_label (label);

        gtk_widget_set_halign (button, GTK_ALIGN_START);
        gtk_widget_set_tooltip_text (button, _("Try the turns the review marked again"));
        gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.practice");
        gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", seat);
        gtk_box_append (GTK_BOX (self->practice_box), button);
      }
  gtk_widget_set_visible (self->practice_box, seats != 0);
}

/* The standing of the position on show, and why its turn is marked */
static void
refresh (TabAnalysisPanel *self)
{
  TabGameReview *review = self->move_list != NULL ? tab_move_list_get_review (self->move_list) : NULL;
  const TabTurnReview *r = NULL;
  g_autofree char *standing = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *summary = NULL;
  TabStanding s;
  guint seat, n;
  gboolean evaluating = FALSE;

  if (review != NULL && self->game != NULL)
    {
      const TabPosition *at;

      summary = tab_analysis_summary (tab_game_get_position (self->game), review);
      n = shown_actions (self);
      at = tab_game_get_position_at (self->game, n);
      if (at->options.players > 2)
        standing = tab_analysis_many_seats_words (self->game, review, n);
      else if (tab_game_review_standing_at (review, n, &s, &seat))
        standing = tab_analysis_standing_words (at, &s, seat);
      r = tab_game_review_find_turn (review, n);
      if (r != NULL && tab_game_review_mark_name (r->mark) != NULL)
        {
          const TabPosition *before = tab_game_get_position_at (self->game, r->first);
          g_autofree char *words = tab_game_review_mark_words (r);
          g_autofree char *why = tab_analysis_reason (before, r);
          g_autofree char *better = tab_analysis_better_tokens (before, r);

          /* Translators: a marked turn: its mark, why, and the better
           * turn, e.g. "Blunder, proven: lets Black win next turn.
           * Better: c3" */
          reason = better[0] != '\0' ? g_strdup_printf (_("%s: %s. Better: %s"), words, why, better)
                                     : g_strdup_printf (_("%s: %s."), words, why);
        }
      else
        r = NULL;
    }
  if (standing == NULL && self->live != NULL && self->game != NULL)
    standing = live_standing (self, &evaluating);
  refresh_graph (self, review, self->move_list != NULL ? tab_move_list_get_shown (self->move_list) : -1);
  set_text (self->summary_label, summary);
  set_standing (self, standing, evaluating);
  set_text (self->reason_label, reason);
  refresh_practice (self, self->game != NULL ? review : NULL);
  show_better_turn (self, r);
}

/* ---- running ---- */

static gboolean
update_progress (gpointer user_data)
{
  TabAnalysisPanel *self = user_data;

  gtk_progress_bar_set_fraction (self->progress_bar, tab_review_control_fraction (self->control));
  return G_SOURCE_CONTINUE;
}

static void
show_progress (TabAnalysisPanel *self, gboolean running)
{
  gtk_widget_set_visible (self->progress_box, running);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  if (!running)
    return;
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_label_set_label (self->progress_label,
                       self->nodes == FAST_NODES ? _("Analysing: a quick look…")
                                                 : _("Analysing: a deeper look…"));
  self->progress_source = g_timeout_add (PROGRESS_MS, update_progress, self);
}

static void
stop (TabAnalysisPanel *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->control, tab_review_control_unref);
  show_progress (self, FALSE);
}

/* ---- the first results into view ---- */

static void
stop_reveal (TabAnalysisPanel *self)
{
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;
  if (self->reveal != NULL)
    adw_animation_skip (self->reveal);
  g_clear_object (&self->reveal);
}

/* Where the results are, top and bottom, in the scroller's coordinates:
 * the graph, then the summary */
static gboolean
results_bounds (TabAnalysisPanel *self, GtkWidget *scroller, double *top, double *bottom)
{
  graphene_rect_t graph, summary;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (self->graph), scroller, &graph))
    return FALSE;
  *top = graph.origin.y;
  *bottom = graph.origin.y + graph.size.height;
  if (gtk_widget_get_visible (GTK_WIDGET (self->summary_label)) &&
      gtk_widget_compute_bounds (GTK_WIDGET (self->summary_label), scroller, &summary))
    *bottom = MAX (*bottom, summary.origin.y + summary.size.height);
  return TRUE;
}

/* Once the graph is laid out (a frame after the change at least): scrolls the panel so that the
 * graph's top comes to its top (as far as the panel goes), unless the
 * graph and the summary are in view already */
static gboolean
reveal_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  TabAnalysisPanel *self = TAB_ANALYSIS_PANEL (widget);
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  double top, bottom, value;

  /* the first tick comes before the frame's layout */
  if ((self->reveal_frames++ == 0 || gtk_widget_get_height (GTK_WIDGET (self->graph)) == 0) &&
      self->reveal_frames < REVEAL_FRAMES)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  if (scroller == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->graph)) ||
      !results_bounds (self, scroller, &top, &bottom))
    return G_SOURCE_REMOVE;
  if (top >= 0 && bottom <= gtk_widget_get_height (scroller))
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = CLAMP (gtk_adjustment_get_value (adjustment) + top - REVEAL_MARGIN,
                 gtk_adjustment_get_lower (adjustment),
                 gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  g_clear_object (&self->reveal);
  self->reveal = adw_timed_animation_new (scroller, gtk_adjustment_get_value (adjustment), value, REVEAL_MS,
                                          adw_property_animation_target_new (G_OBJECT (adjustment), "value"));
  adw_animation_play (self->reveal);
  return G_SOURCE_REMOVE;
}

static void
reveal_results (TabAnalysisPanel *self)
{
  stop_reveal (self);
  self->reveal_frames = 0;
  self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick, NULL, NULL);
}

static void
on_pass_done (GObject *object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TabAnalysisPanel) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGameReview) review = tab_game_review_analyse_finish (result, &error);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));

  /* cancelled, or a pass of a game no longer on show */
  if (review == NULL || cancellable != self->cancellable || self->game == NULL ||
      !tab_game_review_covers (review, self->game))
    return;
  tab_game_review_attach (self->game, review);
  tab_move_list_set_review (self->move_list, review);
  if (tab_game_review_get_nodes (review) < FULL_NODES)
    start_pass (self, FULL_NODES);
  else
    stop (self);
  /* the graph comes on show; then the progress above it goes */
  reveal_results (self);
  gtk_accessible_announce (GTK_ACCESSIBLE (self),
                           tab_game_review_get_nodes (review) < FULL_NODES
                           ? _("Quick analysis done; looking deeper")
                           : _("Analysis done"),
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

static void
start_pass (TabAnalysisPanel *self, guint64 nodes)
{
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->control, tab_review_control_unref);
  self->cancellable = g_cancellable_new ();
  self->control = tab_review_control_new ();
  self->nodes = nodes;
  show_progress (self, TRUE);
  tab_game_review_analyse_async (self->game, nodes, self->control, self->cancellable,
                                 on_pass_done, g_object_ref (self));
}

static void
on_cancel_clicked (TabAnalysisPanel *self)
{
  tab_analysis_panel_cancel (self);
}

/* ---- following the move list ---- */

/* The game changed: a review that no longer covers it goes */
static void
on_n_actions (TabAnalysisPanel *self)
{
  TabGameReview *review = tab_move_list_get_review (self->move_list);

  if (tab_analysis_panel_is_running (self))
    stop (self);
  if (review != NULL && tab_game_review_lookup (self->game) != review)
    tab_move_list_set_review (self->move_list, NULL);
  refresh (self);
}

static void
on_game (TabAnalysisPanel *self)
{
  TabGame *game = tab_move_list_get_game (self->move_list);

  if (game == self->game)
    return;
  stop (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "notify::n-actions", G_CALLBACK (on_n_actions), self,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  /* a game loaded with its review */
  tab_move_list_set_review (self->move_list, game != NULL ? tab_game_review_lookup (game) : NULL);
  refresh (self);
}

void
tab_analysis_panel_set_move_list (TabAnalysisPanel *self, TabMoveList *move_list)
{
  g_return_if_fail (TAB_IS_ANALYSIS_PANEL (self));

  if (self->move_list == move_list)
    return;
  if (self->move_list != NULL)
    g_signal_handlers_disconnect_by_data (self->move_list, self);
  g_set_object (&self->move_list, move_list);
  if (move_list != NULL)
    {
      g_signal_connect_object (move_list, "notify::game", G_CALLBACK (on_game), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (move_list, "notify::shown", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (move_list, "notify::review", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
      on_game (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_LIST]);
}

void
tab_analysis_panel_analyse (TabAnalysisPanel *self)
{
  g_return_if_fail (TAB_IS_ANALYSIS_PANEL (self));

  if (self->game == NULL || tab_analysis_panel_is_running (self))
    return;
  start_pass (self, FAST_NODES);
}

void
tab_analysis_panel_cancel (TabAnalysisPanel *self)
{
  g_return_if_fail (TAB_IS_ANALYSIS_PANEL (self));

  if (!tab_analysis_panel_is_running (self))
    return;
  stop (self);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), _("Analysis cancelled"),
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

void
tab_analysis_panel_set_live (TabAnalysisPanel *self, gboolean live)
{
  g_return_if_fail (TAB_IS_ANALYSIS_PANEL (self));

  if (live == (self->live != NULL))
    return;
  if (live)
    {
      self->live = tab_live_evaluation_new ();
      g_signal_connect_object (self->live, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
    }
  else
    {
      tab_live_evaluation_stop (self->live);
      g_signal_handlers_disconnect_by_data (self->live, self);
      g_clear_object (&self->live);
    }
  refresh (self);
}

gboolean
tab_analysis_panel_get_live (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), FALSE);
  return self->live != NULL;
}

gboolean
tab_analysis_panel_is_running (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), FALSE);
  return self->cancellable != NULL;
}

TabAnalysisPanel *
tab_analysis_panel_find (GtkWidget *root)
{
  if (TAB_IS_ANALYSIS_PANEL (root))
    return TAB_ANALYSIS_PANEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TabAnalysisPanel *found = tab_analysis_panel_find (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* ---- GObject ---- */

static void
tab_analysis_panel_dispose (GObject *object)
{
  TabAnalysisPanel *self = TAB_ANALYSIS_PANEL (object);

  stop (self);
  stop_reveal (self);
  tab_analysis_panel_set_live (self, FALSE);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->practice_review);
  if (self->move_list != NULL)
    g_signal_handlers_disconnect_by_data (self->move_list, self);
  g_clear_object (&self->move_list);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_ANALYSIS_PANEL);
  G_OBJECT_CLASS (tab_analysis_panel_parent_class)->dispose (object);
}

static void
tab_analysis_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TabAnalysisPanel *self = TAB_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_MOVE_LIST:
      g_value_set_object (value, self->move_list);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_analysis_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  TabAnalysisPanel *self = TAB_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_MOVE_LIST:
      tab_analysis_panel_set_move_list (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_analysis_panel_class_init (TabAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_analysis_panel_dispose;
  object_class->get_property = tab_analysis_panel_get_property;
  object_class->set_property = tab_analysis_panel_set_property;

  properties[PROP_MOVE_LIST] =
    g_param_spec_object ("move-list", NULL, NULL, TAB_TYPE_MOVE_LIST,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, progress_box);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, standing_label);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TabAnalysisPanel, practice_box);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_turn_activated);
}

static void
tab_analysis_panel_init (TabAnalysisPanel *self)
{
  g_type_ensure (TAB_TYPE_STANDING_GRAPH);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tab_analysis_panel_get_progress (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), NULL);
  return self->progress_box;
}

TabStandingGraph *
tab_analysis_panel_get_graph (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), NULL);
  return self->graph;
}

GtkLabel *
tab_analysis_panel_get_summary (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), NULL);
  return self->summary_label;
}

GtkLabel *
tab_analysis_panel_get_standing (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), NULL);
  return self->standing_label;
}

GtkLabel *
tab_analysis_panel_get_reason (TabAnalysisPanel *self)
{
  g_return_val_if_fail (TAB_IS_ANALYSIS_PANEL (self), NULL);
  return self->reason_label;
}
