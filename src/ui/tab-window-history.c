/* tab-window-history.c: looking back at earlier positions of the game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As in GNOME Chess: a row of the move list, the first/previous/next/last
 * buttons or Alt+Home/Left/Right/End show the position after a turn.
 * Meanwhile a bar above the board says so, the computer holds its turn
 * (TabMatch "held") and a move played there asks before the later turns
 * are dropped.  Any change of the game (undo, redo, a new game, a file)
 * shows the game's position again.
 */

#include "config.h"

#include "tab-window-private.h"

#include <glib/gi18n.h>

#include "tab-game-panel-private.h"

gboolean
_tab_window_is_browsing (TabWindow *self)
{
  return self->browse >= 0;
}

/* the number of turns up to the first n_actions actions */
static guint
count_turns (TabGame *game, guint n_actions)
{
  guint turns = 0;

  for (guint n = 0; n < n_actions; n = tab_game_next_turn_boundary (game, n))
    turns++;
  return turns;
}

static void
refresh_history_bar (TabWindow *self)
{
  g_autofree char *text = NULL;

  gtk_revealer_set_reveal_child (self->history_revealer, self->browse >= 0);
  if (self->browse < 0)
    return;
  if (self->browse == 0)
    text = g_strdup (_("Showing the start of the game"));
  else
    /* Translators: the bar above the board while it shows an earlier
     * position, e.g. "Showing move 12 of 30" */
    text = g_strdup_printf (_("Showing move %u of %u"),
                            count_turns (self->game, (guint) self->browse),
                            count_turns (self->game, tab_game_get_n_actions (self->game)));
  gtk_label_set_text (self->history_label, text);
}

/* Shows the position after the first n_actions actions; -1 (or all of
 * them) the game's position */
void
_tab_window_browse (TabWindow *self, int n_actions)
{
  if (self->game == NULL || n_actions < 0 || (guint) n_actions >= tab_game_get_n_actions (self->game))
    n_actions = -1;
  if (self->browse == n_actions)
    return;
  self->browse = n_actions;
  if (n_actions >= 0)
    g_cancellable_cancel (self->hint_cancellable);
  _tab_window_hold_match (self);
  tab_board_view_set_shown (self->board_view, n_actions);
  tab_game_panel_set_shown (self->side_panel, n_actions);
  refresh_history_bar (self);
  _tab_window_refresh (self);
}

static guint
shown_or_all (TabWindow *self)
{
  return self->browse >= 0 ? (guint) self->browse : tab_game_get_n_actions (self->game);
}

static void
history_first_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_browse (TAB_WINDOW (widget), 0);
}

static void
history_previous_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  _tab_window_browse (self, (int) tab_game_previous_turn_boundary (self->game, shown_or_all (self)));
}

static void
history_next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  _tab_window_browse (self, (int) tab_game_next_turn_boundary (self->game, shown_or_all (self)));
}

/* a turn chosen elsewhere (the analysis graph): the position after its
 * n actions, as a row of the move list shows it */
static void
history_show_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_browse (TAB_WINDOW (widget), g_variant_get_int32 (param));
}

static void
history_last_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_browse (TAB_WINDOW (widget), -1);
  /* the button of the history bar goes with the bar */
  _tab_window_focus_board (TAB_WINDOW (widget));
}

void
_tab_window_refresh_history_actions (TabWindow *self, gboolean on_game)
{
  gboolean has_moves = on_game && self->game != NULL && tab_game_get_n_actions (self->game) > 0;
  gboolean at_start = self->browse == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-first", has_moves && !at_start);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-previous", has_moves && !at_start);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-next", has_moves && self->browse >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-last", has_moves && self->browse >= 0);
}

/* ---- Playing on from an earlier position ---- */

typedef struct
{
  TabWindow *window;
  guint      n_actions;
  TabAction  action;
} PlayFrom;

static void
play_from_free (gpointer data, GClosure *closure)
{
  PlayFrom *play = data;

  g_object_unref (play->window);
  g_free (play);
}

static void
on_play_from_response (GtkWidget *dialog, const char *response, PlayFrom *play)
{
  TabWindow *self = play->window;
  g_autoptr (GError) error = NULL;

  /* the game changed meanwhile (an undo, another game): the position
   * asked about is no longer on show */
  if (g_strcmp0 (response, "play") != 0 || self->game == NULL ||
      self->browse != (int) play->n_actions)
    return;
  /* a turn that loses at once is asked about first (tab-window-guard.c) */
  if (_tab_window_guard_turn_from_shown (self, play->action))
    return;
  /* still held: the computer answers once the game's position is back */
  if (!tab_match_play_from (self->match, play->n_actions, play->action, &error))
    _tab_window_show_toast (self, error->message);
  _tab_window_browse (self, -1);
}

/* A move chosen on an earlier position: ask, as the later turns are lost */
void
_tab_window_play_from_shown (TabWindow *self, TabAction action)
{
  guint later = count_turns (self->game, tab_game_get_n_actions (self->game)) -
                count_turns (self->game, (guint) self->browse);
  g_autofree char *body = g_strdup_printf (ngettext ("The %u later move will be lost.",
                                                     "The %u later moves will be lost.", later),
                                           later);
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Play On From Here?"), body));
  PlayFrom *play = g_new0 (PlayFrom, 1);

  play->window = g_object_ref (self);
  play->n_actions = (guint) self->browse;
  play->action = action;
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "play", _("_Play On"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (dialog, "cancel");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_play_from_response), play,
                         play_from_free, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

void
_tab_window_class_history_init (GtkWidgetClass *widget_class)
{
  /* with Alt: the arrows and Home alone move the board's cursor */
  static const struct
  {
    const char                  *name;
    guint                        key;
    GtkWidgetActionActivateFunc  activate;
  } actions[] = {
    { "win.history-first", GDK_KEY_Home, history_first_action },
    { "win.history-previous", GDK_KEY_Left, history_previous_action },
    { "win.history-next", GDK_KEY_Right, history_next_action },
    { "win.history-last", GDK_KEY_End, history_last_action },
  };

  gtk_widget_class_install_action (widget_class, "win.history-show", "i", history_show_action);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_class_install_action (widget_class, actions[i].name, NULL, actions[i].activate);
      gtk_widget_class_add_binding_action (widget_class, actions[i].key, GDK_ALT_MASK,
                                           actions[i].name, NULL);
    }
}
