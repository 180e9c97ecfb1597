/* tab-window-guard.c: "Warn before a turn that loses at once"
 *
 * When a person completes a turn that hands the game over at once (it
 * ends the game lost, or lets the next seat win in its very next turn)
 * while a turn exists that does not, the window asks before it is
 * played.  The whole turn is judged from its start, off the main thread
 * (the look is bounded by a deadline); the board takes no move while it
 * is judged, and no computer plays while the question stands.  "Take It
 * Back" puts the board back as it was before the turn.  A turn played on
 * an earlier position (browsing the history, then Play On) is judged the
 * same way, from there.  Where a seat can be knocked out of a game that
 * goes on (Splut! with 3 or 4), a turn that knocks the player's own seat
 * out at once (its own throw, or the next seat's very next turn) is asked
 * about too, when another turn would not: that is judged by the review's
 * own looks (tab-review.c), bounded by its budgets, not by the deadline.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tab-analysis.h"
#include "tab-game-ui.h"
#include "tab-turns.h"
#include "tab-window-private.h"

/* how long the look may take, at most: a longer one answers "safe" */
#define GUARD_DEADLINE_US (3 * G_USEC_PER_SEC)
/* a look at fewer positions of the next seat's turn than this is made
 * at once, on the main thread (2.6 ms for 99 % of Splut!'s turns on
 * this project's 2-core machine, under 0.2 ms in the other games); a turn
 * that it finds safe is played at once, as any other */
#define GUARD_POSITIONS_AT_ONCE 1000

struct _TabWindowGuard
{
  TabGame     *game;          /* the game of the turn */
  guint        start;         /* its actions before the turn */
  guint        n_actions;     /* and when the last action was chosen */
  gboolean     from_shown;    /* chosen on the earlier position on show,
                               * n_actions: played there, later ones go */
  TabAction    action;        /* the last action, not played yet */
  TabPosition  before;        /* the position at the turn's start */
  TabAction    turn[TAB_AI_MAX_TURN];
  guint        len;
  gint         cancel;        /* the look stops when it is set */
  gboolean     loses;         /* known to lose at once */
  gboolean     knocked_out;   /* known to knock its own seat out at once */
  gboolean     warn;          /* the answer: ask first */
};

static void
guard_free (gpointer data)
{
  TabWindowGuard *guard = data;

  g_clear_object (&guard->game);
  g_free (guard);
}

/* ---- A seat knocked out of a game that goes on ---- */

/* whether seat is out of pos, a game that may go on without it (the
 * game's table knows: a Splut! team whose Sorcerer was hit) */
static gboolean
seat_is_out (const TabPosition *pos, guint seat)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  return ui->panel.seat_is_out != NULL && ui->panel.seat_is_out (pos, seat);
}

/* Whether the turn knocks out its own seat at once, in a game that goes
 * on without it: by itself, or by the next seat's very next turn (with
 * two seats, out is lost, which the loss at once says); the review's own
 * look (tab-review.c) */
static gboolean
turn_knocks_out (const TabWindowGuard *guard)
{
  return guard->before.options.players > 2 &&
         tab_review_turn_exposes_own_seat (&guard->before, guard->turn, guard->len);
}

/* ---- Judging the turn ---- */

/* In the worker thread: whether the turn loses at once while a turn
 * exists that does not; else whether it knocks its seat out at once
 * while a turn exists that does not */
static void
judge_turn (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  TabWindowGuard *guard = data;
  TabAiParams params = { TAB_AI_CASUAL, 0, 0, &guard->cancel };
  gint64 deadline = g_get_monotonic_time () + GUARD_DEADLINE_US;
  TabAction safe[TAB_AI_MAX_TURN];

  guard->warn = (guard->loses ||
                 tab_ai_turn_gives_immediate_loss (&guard->before, guard->turn, guard->len,
                                                   &params, deadline)) &&
                tab_ai_find_safe_turn (&guard->before, &params, deadline, safe) > 0;
  if (guard->warn)
    guard->knocked_out = FALSE;   /* the win at once is what it says */
  else if (!guard->loses)
    guard->warn = (guard->knocked_out = guard->knocked_out || turn_knocks_out (guard)) &&
                  tab_review_has_turn_not_exposing (&guard->before);
  guard->warn = guard->warn && !g_atomic_int_get (&guard->cancel);
  g_task_return_boolean (task, TRUE);
}

/* The question's body: what the turn does, in plain words */
static char *
describe_loss (TabWindowGuard *guard)
{
  TabPosition after;
  const char *seat;

  tab_position_copy (&after, &guard->before);
  for (guint i = 0; i < guard->len; i++)
    tab_position_apply (&after, guard->turn[i]);
  if (tab_position_is_over (&after) && after.outcome == TAB_OUTCOME_WIN)
    /* Translators: %s is a seat, e.g. "This turn ends the game: North wins." */
    return g_strdup_printf (_("This turn ends the game: %s wins."),
                            tab_game_ui_seat_name (&after, after.winner));
  if (tab_position_is_over (&after))
    return g_strdup (_("This turn ends the game: nobody wins."));
  if (seat_is_out (&after, guard->before.to_move))
    /* Translators: %s is the seat that plays the turn, e.g. "This turn
     * knocks West out of the game." */
    return g_strdup_printf (_("This turn knocks %s out of the game."),
                            tab_game_ui_seat_name (&after, guard->before.to_move));
  seat = tab_game_ui_seat_name (&after, after.to_move);
  if (guard->knocked_out)
    /* Translators: the next seat, then the seat that plays the turn, e.g.
     * "North can then knock West out at once. Another turn would not
     * allow it." */
    return g_strdup_printf (_("%s can then knock %s out at once. Another turn would not allow it."),
                            seat, tab_game_ui_seat_name (&after, guard->before.to_move));
  /* Translators: %s is the seat to move next, e.g. "White can then win
   * at once. Another turn would not allow it." */
  return g_strdup_printf (_("%s can then win at once. Another turn would not allow it."), seat);
}

/* whether the game is still where the person chose the turn's last
 * action: its present, or the earlier position still on show */
static gboolean
guard_is_current (TabWindow *self, TabWindowGuard *guard)
{
  if (self->game != guard->game)
    return FALSE;
  if (guard->from_shown)
    return self->browse == (int) guard->n_actions;
  return tab_game_get_n_actions (self->game) == guard->n_actions &&
         !_tab_window_is_browsing (self) && tab_match_is_person_to_move (self->match);
}

static void
play_last_action (TabWindow *self, TabWindowGuard *guard)
{
  g_autoptr (GError) error = NULL;

  if (guard->from_shown)
    {
      /* the later turns go; the board back to the game's present */
      if (!tab_match_play_from (self->match, guard->n_actions, guard->action, &error))
        _tab_window_show_toast (self, error->message);
      _tab_window_browse (self, -1);
    }
  else if (!tab_match_play (self->match, guard->action, &error))
    _tab_window_show_toast (self, error->message);
  _tab_window_focus_board (self);
}

static void
on_question_response (AdwAlertDialog *question, const char *response, TabWindow *self)
{
  TabWindowGuard *guard = g_object_get_data (G_OBJECT (question), "guard");

  if (guard_is_current (self, guard))
    {
      if (g_strcmp0 (response, "play") == 0)
        play_last_action (self, guard);
      else if (!guard->from_shown && guard->start < guard->n_actions)
        /* the steps already played go: the board as before the turn */
        tab_game_truncate (self->game, guard->start);
    }
  _tab_window_focus_board (self);
}

static void
ask (TabWindow *self, const TabWindowGuard *judged)
{
  TabWindowGuard *guard = g_memdup2 (judged, sizeof *judged);
  g_autofree char *body = describe_loss (guard);
  AdwAlertDialog *question;

  g_object_ref (guard->game);

  question = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Play a Losing Turn?"), body));
  adw_alert_dialog_add_responses (question,
                                  "back", _("_Take It Back"),
                                  "play", _("_Play It Anyway"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (question, "play", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (question, "back");
  adw_alert_dialog_set_close_response (question, "back");
  /* the question keeps its own copy of the turn it asks about */
  g_object_set_data_full (G_OBJECT (question), "guard", guard, guard_free);
  g_signal_connect_object (question, "response", G_CALLBACK (on_question_response), self, 0);
  adw_dialog_present (ADW_DIALOG (question), GTK_WIDGET (self));
}

static void
on_judged (GObject *source, GAsyncResult *result, gpointer data)
{
  TabWindow *self = TAB_WINDOW (source);
  TabWindowGuard *guard = g_task_get_task_data (G_TASK (result));

  if (self->guard != guard)
    return;   /* dropped: another game, undo, the window closing */
  self->guard = NULL;
  _tab_window_refresh (self);
  if (!guard_is_current (self, guard))
    return;
  if (!guard->warn)
    {
      play_last_action (self, guard);
      return;
    }
  ask (self, guard);
}

/* The positions of the whole turn of the seat to move in pos, counted
 * up to cap */
static guint
count_turn_positions (const TabPosition *pos, guint cap, guint n)
{
  g_autofree TabActionList *list = g_new (TabActionList, 1);

  tab_position_legal (pos, list);
  for (guint i = 0; i < list->n && n < cap; i++)
    {
      TabPosition child;

      n++;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list->actions[i]);
      if (!tab_position_is_over (&child) && child.turn == pos->turn)
        n = count_turn_positions (&child, cap, n);
    }
  return n;
}

/* Whether the turn is seen to be safe at once: a small look, made here;
 * otherwise the worker thread looks (guard->loses: the small look found
 * that it loses, the thread only looks for a turn that does not) */
static gboolean
safe_at_once (TabWindowGuard *guard)
{
  TabAiParams params = { TAB_AI_CASUAL, 0, 0, NULL };
  TabPosition end;

  tab_position_copy (&end, &guard->before);
  for (guint i = 0; i < guard->len; i++)
    tab_position_apply (&end, guard->turn[i]);
  if (!tab_position_is_over (&end) &&
      count_turn_positions (&end, GUARD_POSITIONS_AT_ONCE, 0) >= GUARD_POSITIONS_AT_ONCE)
    return FALSE;
  guard->loses = tab_ai_turn_gives_immediate_loss (&guard->before, guard->turn, guard->len, &params, 0);
  if (!guard->loses)
    guard->knocked_out = turn_knocks_out (guard);
  return !guard->loses && !guard->knocked_out;
}

/* Judges the turn that action completes, played after the game's first
 * n actions (from_shown: on the earlier position on show); TRUE when it
 * is held meanwhile */
static gboolean
guard_turn_at (TabWindow *self, guint n, TabAction action, gboolean from_shown)
{
  const TabPosition *pos = tab_game_get_position_at (self->game, n);
  TabWindowGuard *guard;
  g_autoptr (GTask) task = NULL;

  if (!g_settings_get_boolean (self->settings, "warn-losing-turn") ||
      action == TAB_ACTION_RESIGN || !tab_position_is_legal (pos, action) ||
      !tab_position_action_ends_turn (pos, action))
    return FALSE;

  guard = g_new0 (TabWindowGuard, 1);
  guard->game = g_object_ref (self->game);
  guard->n_actions = n;
  guard->from_shown = from_shown;
  guard->start = n == 0 || tab_game_get_position_at (self->game, n - 1)->turn != pos->turn
                 ? n : tab_game_previous_turn_boundary (self->game, n);
  if (n - guard->start + 1 > TAB_AI_MAX_TURN)
    {
      guard_free (guard);
      return FALSE;
    }
  guard->action = action;
  tab_position_copy (&guard->before, tab_game_get_position_at (self->game, guard->start));
  for (guint i = guard->start; i < n; i++)
    guard->turn[guard->len++] = tab_game_get_action (self->game, i);
  guard->turn[guard->len++] = action;
  if (safe_at_once (guard))
    {
      guard_free (guard);
      return FALSE;
    }

  self->guard = guard;
  _tab_window_refresh (self);   /* the board takes no move meanwhile */
  task = g_task_new (self, NULL, on_judged, NULL);
  g_task_set_task_data (task, guard, guard_free);
  g_task_run_in_thread (task, judge_turn);
  return TRUE;
}

gboolean
_tab_window_guard_turn (TabWindow *self, TabAction action)
{
  if (self->game == NULL || self->guard != NULL)
    return self->guard != NULL;   /* one at a time: the board waits */
  if (_tab_window_is_browsing (self) || !tab_match_is_person_to_move (self->match))
    return FALSE;
  return guard_turn_at (self, tab_game_get_n_actions (self->game), action, FALSE);
}

gboolean
_tab_window_guard_turn_from_shown (TabWindow *self, TabAction action)
{
  if (self->game == NULL || self->guard != NULL)
    return self->guard != NULL;
  if (!_tab_window_is_browsing (self))
    return FALSE;
  return guard_turn_at (self, (guint) self->browse, action, TRUE);
}

void
_tab_window_guard_cancel (TabWindow *self)
{
  if (self->guard == NULL)
    return;
  g_atomic_int_set (&self->guard->cancel, 1);
  self->guard = NULL;
}
