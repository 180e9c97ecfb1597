/* tab-window-end.c: the end of a game in the main window: Play Again,
 * and Resign with its question
 *
 * The result itself is the side panel's card (tab-game-panel.c), shown
 * once the board has shown the last turn.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tab-game-ui.h"
#include "tab-window-private.h"

/* ---- Play Again ---- */

/* A new game of the game on the board, with its size, its seats and
 * their levels, without the New Game dialog */
static void
play_again (TabWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) finished = NULL;
  guint levels[TAB_MAX_SEATS] = { 0 };
  TabOptions options;

  if (self->game == NULL)
    return;
  finished = g_object_ref (self->game);
  options = *tab_game_get_options (finished);
  for (guint seat = 1; seat <= options.players; seat++)
    levels[seat - 1] = tab_match_get_seat_level (self->match, seat);
  if (!tab_window_start_game (self, tab_game_get_rules (finished), &options, levels, &error))
    _tab_window_show_toast (self, error->message);
}

static void
play_again_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_unless_unsaved (TAB_WINDOW (widget), play_again);
}

/* ---- Resign ---- */

/* The seat to move may resign: a person's, on the game's own position */
static gboolean
can_resign (TabWindow *self)
{
  return self->game != NULL &&
         g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0 &&
         !_tab_window_is_browsing (self) &&
         tab_match_is_person_to_move (self->match) &&
         tab_position_can_resign (tab_game_get_position (self->game));
}

/* What resigning does, for the question: who then wins, or that the
 * others play on */
static char *
describe_resignation (TabWindow *self)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  TabPosition after;

  tab_position_copy (&after, pos);
  tab_position_resign (&after);
  if (!tab_position_is_over (&after))
    /* Translators: %s is the seat that resigns, e.g. "West leaves the
     * game; the others play on." */
    return g_strdup_printf (_("%s leaves the game; the others play on."),
                            tab_game_ui_seat_name (pos, pos->to_move));
  if (!tab_match_is_person (self->match, after.winner))
    /* Translators: %s is the seat the computer plays, e.g. "White (the
     * computer) wins the game." */
    return g_strdup_printf (_("%s (the computer) wins the game."),
                            tab_game_ui_seat_name (pos, after.winner));
  /* Translators: %s is a seat, e.g. "Black wins the game." */
  return g_strdup_printf (_("%s wins the game."), tab_game_ui_seat_name (pos, after.winner));
}

typedef struct
{
  TabWindow *window;
  TabGame   *game;       /* the game asked about */
  guint      n_actions;  /* and its position */
} Resignation;

static void
resignation_free (gpointer data, GClosure *closure)
{
  Resignation *resignation = data;

  g_object_unref (resignation->window);
  g_object_unref (resignation->game);
  g_free (resignation);
}

static void
on_resign_response (GtkWidget *question, const char *response, Resignation *resignation)
{
  TabWindow *self = resignation->window;
  g_autoptr (GError) error = NULL;

  /* the position asked about must still be the one to move from */
  if (g_strcmp0 (response, "resign") != 0 || self->game != resignation->game ||
      tab_game_get_n_actions (self->game) != resignation->n_actions || !can_resign (self))
    return;
  if (!tab_match_play (self->match, TAB_ACTION_RESIGN, &error))
    _tab_window_show_toast (self, error->message);
}

static void
resign_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  g_autofree char *body = NULL;
  Resignation *resignation;
  AdwAlertDialog *question;

  if (!can_resign (self))
    return;
  body = describe_resignation (self);
  question = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Resign?"), body));
  adw_alert_dialog_add_responses (question,
                                  "cancel", _("_Cancel"),
                                  "resign", _("_Resign"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (question, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (question, "cancel");
  adw_alert_dialog_set_close_response (question, "cancel");
  resignation = g_new0 (Resignation, 1);
  resignation->window = g_object_ref (self);
  resignation->game = g_object_ref (self->game);
  resignation->n_actions = tab_game_get_n_actions (self->game);
  g_signal_connect_data (question, "response", G_CALLBACK (on_resign_response), resignation,
                         resignation_free, 0);
  adw_dialog_present (ADW_DIALOG (question), GTK_WIDGET (self));
}

void
_tab_window_refresh_end_actions (TabWindow *self, gboolean on_game)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-again",
                                 on_game && self->game != NULL && tab_game_is_over (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign", can_resign (self));
}

void
_tab_window_class_end_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  /* a binding of the window until the shortcuts window lists it; then
   * it belongs with the application's accelerators (the menu shows those) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.resign", NULL);
}
