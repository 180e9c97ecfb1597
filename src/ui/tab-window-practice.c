/* tab-window-practice.c: practicing one's marked turns, a mode of the
 * window
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the review's summary (win.practice, the seat): the board shows
 * the practice's own game (TabPractice), at the position before each of
 * the seat's marked turns in turn, and takes the player's try there as
 * it takes any turn (clicks, drags, keys, the steps of a turn, End Turn
 * or Pass from the bar).  A complete try is judged in a worker while the
 * bar turns a spinner.  Meanwhile the game itself is left alone: the
 * computer holds its turn (_tab_window_hold_match ()), Undo, Redo, Hint
 * and the history are off, and the side panel is insensitive: it tells
 * the practice's position (who is to move there, the turn before it, the
 * scores, the move list up to it) as it tells an earlier position
 * browsed.  Done or Escape shows the game again as it was, the earlier
 * position browsed before included, the board zoomed and panned as it
 * was.  Every message is told to screen readers.
 */

#include "config.h"

#include "tab-window-private.h"

#include <glib/gi18n.h>

#include "tab-game-review.h"

gboolean
_tab_window_is_practising (TabWindow *self)
{
  return self->practice != NULL;
}

gboolean
_tab_window_practice_takes_moves (TabWindow *self)
{
  TabGame *board = tab_practice_get_board (self->practice);

  return tab_practice_get_state (self->practice) == TAB_PRACTICE_TRYING && board != NULL &&
         !tab_game_is_over (board);
}

static void
say (TabWindow *self, const char *words)
{
  tab_board_view_announce (self->board_view, words);
}

/* the bar's End Turn or Pass, where the try may end or pass now */
static void
refresh_pass (TabWindow *self)
{
  TabBoardState *state = tab_board_view_get_board_state (self->board_view);
  const TabPosition *pos = tab_board_state_get_position (state);
  TabAction action;
  char token[TAB_TOKEN_MAX];

  if (pos == NULL || !_tab_window_practice_takes_moves (self) ||
      !tab_board_state_get_end_action (state, &action))
    {
      tab_practice_bar_set_pass (self->practice_bar, NULL);
      return;
    }
  tab_action_format (pos, action, token);
  tab_practice_bar_set_pass (self->practice_bar, tab_game_panel_pass_label (pos, token));
}

static void
on_practice_state (TabWindow *self)
{
  TabPracticeState state = tab_practice_get_state (self->practice);

  tab_practice_bar_refresh (self->practice_bar, self->practice);
  if (state == TAB_PRACTICE_TRYING)
    tab_board_view_show_better (self->board_view, TAB_NO_CELL, TAB_NO_CELL);
  _tab_window_refresh (self);
  refresh_pass (self);
}

/* Another game on the board, zoomed and panned as the board was
 * (another game shows whole, unzoomed; the flip stays) */
static void
set_board_game (TabWindow *self, TabGame *game)
{
  double zoom = tab_board_view_get_zoom (self->board_view);
  double pan_x, pan_y;

  tab_board_view_get_pan (self->board_view, &pan_x, &pan_y);
  tab_board_view_set_game (self->board_view, game);
  tab_board_view_set_zoom (self->board_view, zoom);
  tab_board_view_set_pan (self->board_view, pan_x, pan_y);
}

/* the practice's game on the board, at the position before a turn; the
 * side panel tells that position, as it tells one browsed */
static void
on_practice_board (TabWindow *self)
{
  const TabTurnReview *r = tab_practice_get_turn (self->practice);

  set_board_game (self, tab_practice_get_board (self->practice));
  tab_board_view_show_better (self->board_view, TAB_NO_CELL, TAB_NO_CELL);
  if (r != NULL)
    tab_game_panel_set_shown (self->side_panel, (int) r->first);
}

/* A position to practice: the bar, and its words spoken */
static void
show_item (TabWindow *self)
{
  g_autofree char *task = tab_practice_task_words (self->practice);
  g_autofree char *words = NULL;

  tab_practice_bar_set_message (self->practice_bar, NULL, FALSE);
  on_practice_state (self);
  /* Translators: spoken for each position practiced, e.g. "Practice: 1
   * of 5. Blue to play. In the game: e2 (Inaccuracy, proven). Find a
   * better turn." */
  words = g_strdup_printf (_("Practice: %u of %u. %s"), tab_practice_get_index (self->practice) + 1,
                           tab_practice_get_n_items (self->practice), task);
  say (self, words);
}

/* Under the board (the stacked layouts) and on a phone held sideways
 * (the compact one) the bar takes the side panel's place while
 * practicing, so that the board keeps what room it can; in the wide
 * layout the panel stays beside it, insensitive */
static void
refresh_layout (TabWindow *self)
{
  gboolean stacked = gtk_orientable_get_orientation (GTK_ORIENTABLE (self->game_box)) == GTK_ORIENTATION_VERTICAL;
  gboolean compact = adw_application_window_get_current_breakpoint (ADW_APPLICATION_WINDOW (self)) ==
                     self->compact_breakpoint;
  GtkWidget *scroller;

  if (self->side_panel == NULL)
    return;
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->side_panel), GTK_TYPE_SCROLLED_WINDOW);
  gtk_widget_set_visible (scroller, !((stacked || compact) && _tab_window_is_practising (self)));
}

static void
ensure_bar (TabWindow *self)
{
  GtkWidget *column;

  if (self->practice_bar != NULL)
    return;
  /* first in the side column, over the panel, as the history bar */
  self->practice_bar = TAB_PRACTICE_BAR (tab_practice_bar_new ());
  column = gtk_widget_get_parent (GTK_WIDGET (self->history_revealer));
  gtk_box_prepend (GTK_BOX (column), GTK_WIDGET (self->practice_bar));
  /* after the window's own handler, which lays the page out */
  g_signal_connect (self, "notify::current-breakpoint", G_CALLBACK (refresh_layout), NULL);
}

static void
enter (TabWindow *self, TabPractice *practice)
{
  self->practice_browse = self->browse;
  _tab_window_browse (self, -1);
  g_cancellable_cancel (self->hint_cancellable);
  tab_board_view_get_better (self->board_view, &self->practice_better[0], &self->practice_better[1]);
  self->practice = g_object_ref (practice);
  g_signal_connect_object (practice, "notify::board", G_CALLBACK (on_practice_board), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (practice, "notify::state", G_CALLBACK (on_practice_state), self,
                           G_CONNECT_SWAPPED);
  ensure_bar (self);
  gtk_widget_set_visible (GTK_WIDGET (self->practice_bar), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_panel), FALSE);
  refresh_layout (self);
  on_practice_board (self);
  _tab_window_hold_match (self);
  show_item (self);
  _tab_window_focus_board (self);
}

void
_tab_window_leave_practice (TabWindow *self)
{
  g_autoptr (TabPractice) practice = g_steal_pointer (&self->practice);

  if (practice == NULL)
    return;
  g_signal_handlers_disconnect_by_data (practice, self);
  tab_practice_stop (practice);
  gtk_widget_set_visible (GTK_WIDGET (self->practice_bar), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_panel), TRUE);
  refresh_layout (self);
  set_board_game (self, self->game);
  /* the panel tells the game again (browsing may find nothing to do) */
  tab_game_panel_set_shown (self->side_panel, self->browse);
  tab_board_view_show_better (self->board_view, self->practice_better[0], self->practice_better[1]);
  _tab_window_browse (self, self->practice_browse);
  _tab_window_hold_match (self);
  _tab_window_refresh (self);
  say (self, _("Back to the game"));
  _tab_window_focus_board (self);
}

/* ---- the try ---- */

typedef struct
{
  TabWindow *window;
  char      *tokens;
} Judging;

static void
judging_free (Judging *judging)
{
  g_object_unref (judging->window);
  g_free (judging->tokens);
  g_free (judging);
}

static void
on_judged (GObject *object, GAsyncResult *result, gpointer user_data)
{
  Judging *judging = user_data;
  TabWindow *self = judging->window;
  TabPractice *practice = TAB_PRACTICE (object);
  g_autoptr (GError) error = NULL;
  g_autofree char *words = NULL;
  TabTurnReview tried;
  gboolean accepted;

  if (!tab_practice_judge_finish (practice, result, &tried, &accepted, &error))
    {
      /* Skip, the answer, Done: the practice went on meanwhile */
      if (practice == self->practice && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _tab_window_show_toast (self, error->message);
    }
  else if (practice == self->practice)
    {
      words = tab_practice_verdict_words (practice, &tried, accepted, judging->tokens);
      tab_practice_bar_set_message (self->practice_bar, words, accepted);
      say (self, words);
    }
  judging_free (judging);
}

void
_tab_window_practice_play (TabWindow *self, TabAction action)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *words = NULL;
  gboolean complete;
  Judging *judging;

  if (!tab_practice_play (self->practice, action, &complete, &error))
    {
      _tab_window_show_toast (self, error->message);
      return;
    }
  refresh_pass (self);
  if (!complete)
    return;
  judging = g_new0 (Judging, 1);
  judging->window = g_object_ref (self);
  judging->tokens = tab_practice_try_tokens (self->practice);
  words = tab_practice_judging_words (judging->tokens);
  tab_practice_bar_set_message (self->practice_bar, NULL, FALSE);
  tab_practice_bar_set_judging (self->practice_bar, words);
  tab_practice_judge_async (self->practice, on_judged, judging);
  say (self, words);
}

/* ---- actions ---- */

static void
practice_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  TabGameReview *review = self->game != NULL ? tab_game_review_lookup (self->game) : NULL;
  guint seat = g_variant_get_uint32 (param);
  g_autoptr (TabPractice) practice = NULL;

  if (_tab_window_is_practising (self) || self->board_view == NULL)
    return;
  if (review != NULL && tab_game_review_covers (review, self->game) && seat < 32)
    practice = tab_practice_new (self->game, review, 1u << seat);
  if (practice == NULL)
    {
      _tab_window_show_toast (self, _("No marked turns to practice"));
      return;
    }
  enter (self, practice);
}

static void
practice_answer_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  const TabTurnReview *r = tab_practice_get_turn (self->practice);
  g_autofree char *words = tab_practice_answer_words (self->practice);
  int from, to;

  if (r == NULL)
    return;
  tab_game_review_better_cells (tab_practice_get_before (self->practice), r, &from, &to);
  tab_practice_show_answer (self->practice);
  tab_board_view_show_better (self->board_view, from, to);
  tab_practice_bar_set_message (self->practice_bar, words, FALSE);
  say (self, words);
}

static void
practice_next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  g_autofree char *task = NULL;
  g_autofree char *words = NULL;

  if (tab_practice_go_on (self->practice))
    {
      show_item (self);
      return;
    }
  task = tab_practice_task_words (self->practice);
  tab_practice_bar_set_message (self->practice_bar, NULL, FALSE);
  /* Translators: spoken at the end of the practice, e.g. "Practice
   * done. 2 of 5 found." */
  words = g_strdup_printf (_("Practice done. %s"), task);
  say (self, words);
}

static void
practice_done_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_leave_practice (TAB_WINDOW (widget));
}

static void
practice_pass_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  TabAction action;

  if (_tab_window_practice_takes_moves (self) &&
      tab_board_state_get_end_action (tab_board_view_get_board_state (self->board_view), &action))
    _tab_window_practice_play (self, action);
}

void
_tab_window_refresh_practice_actions (TabWindow *self, gboolean on_game)
{
  gboolean practising = _tab_window_is_practising (self);
  TabPracticeState state = practising ? tab_practice_get_state (self->practice) : TAB_PRACTICE_FINISHED;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice", self->game != NULL && !practising);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice-answer",
                                 practising && state != TAB_PRACTICE_ANSWERED &&
                                 state != TAB_PRACTICE_FINISHED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice-next",
                                 practising && state != TAB_PRACTICE_FINISHED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice-done", practising);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice-pass",
                                 practising && _tab_window_practice_takes_moves (self));
}

void
_tab_window_class_practice_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.practice", "u", practice_action);
  gtk_widget_class_install_action (widget_class, "win.practice-answer", NULL, practice_answer_action);
  gtk_widget_class_install_action (widget_class, "win.practice-next", NULL, practice_next_action);
  gtk_widget_class_install_action (widget_class, "win.practice-done", NULL, practice_done_action);
  gtk_widget_class_install_action (widget_class, "win.practice-pass", NULL, practice_pass_action);
  /* the board keeps Escape while it has a selection or a jump to end */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.practice-done", NULL);
}
