/* tab-window-actions.c: the win.* actions of the main window
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tab-analysis-panel.h"
#include "tab-game-io.h"
#include "tab-game-record.h"
#include "tab-how-to-play.h"
#include "tab-window-private.h"

static void
show_new_game_dialog_of_current_game (TabWindow *self)
{
  _tab_window_show_new_game_dialog (self, self->game != NULL ? tab_game_get_rules (self->game)->id : NULL);
}

/* The dialog at once: Start asks about an unsaved game */
static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  show_new_game_dialog_of_current_game (TAB_WINDOW (widget));
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_unless_unsaved (TAB_WINDOW (widget), _tab_window_show_open_dialog);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_save (TAB_WINDOW (widget), NULL);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_save_as (TAB_WINDOW (widget), NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_undo (TAB_WINDOW (widget));
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _tab_window_redo (TAB_WINDOW (widget));
}

static void
on_hint_ready (GObject *object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TabWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  TabAction action;

  if (!tab_match_hint_finish (TAB_MATCH (object), result, &action, &error))
    return;
  _tab_window_show_hint (self, action);
}

/* On the board (an arrow, or a ring where to place), on the button of a
 * pass or an end of the turn, and in words */
void
_tab_window_show_hint (TabWindow *self, TabAction action)
{
  g_autofree char *words = tab_board_view_describe_action (tab_game_get_position (self->game), action);
  g_autofree char *message = NULL;

  tab_board_view_show_hint (self->board_view, action);
  tab_game_panel_show_hint (self->side_panel, action);
  /* Translators: %s is an action in words, e.g. "Hint: Move b7 to a8" */
  message = g_strdup_printf (_("Hint: %s"), words);
  _tab_window_show_toast (self, message);
}

static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  tab_match_hint_async (self->match, self->hint_cancellable, on_hint_ready, g_object_ref (self));
}

static void
pause_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_set_paused (self->match, !tab_match_get_paused (self->match));
  _tab_window_refresh (self);
}

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_step (self->match);
  _tab_window_refresh (self);
}

/* The button of a pass or of the end of the turn, from the keyboard */
static void
pass_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  if (!_tab_window_is_browsing (self))
    tab_game_panel_press_pass (self->side_panel);
}

static void
show_chooser_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->stack, "chooser");
  _tab_window_refresh (self);
}

/* The game F1 is about: the one on the board, or on the chooser the game
 * whose row has the keyboard focus; NULL opens the first page */
static const char *
how_to_play_game (TabWindow *self)
{
  GtkWidget *focus, *row;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0)
    return self->game != NULL ? tab_game_get_rules (self->game)->id : NULL;

  focus = gtk_root_get_focus (GTK_ROOT (self));
  row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  if (row != NULL && gtk_widget_get_parent (row) == GTK_WIDGET (self->games_list))
    return g_object_get_data (G_OBJECT (row), "game-id");
  return NULL;
}

static void
how_to_play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_how_to_play_show (GTK_WINDOW (self), how_to_play_game (self));
}

static void
how_to_play_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  tab_how_to_play_show (GTK_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* Turns the board to the next seat's side, whoever is to move */
static void
flip_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  tab_board_view_flip (TAB_WINDOW (widget)->board_view);
}

/* The computer's review of the game, in the side panel; again: stops it */
static void
analyse_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabAnalysisPanel *panel = tab_analysis_panel_find (widget);

  if (panel == NULL || TAB_WINDOW (widget)->game == NULL)
    return;
  if (tab_analysis_panel_is_running (panel))
    tab_analysis_panel_cancel (panel);
  else
    tab_analysis_panel_analyse (panel);
}

/* A readable record of the game, with the review's marks, on the
 * clipboard */
static void
copy_game_text_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);
  g_autoptr (TabSaveData) data = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  data = tab_game_io_save_data (self->match);
  text = tab_game_record_text (data, tab_game_review_lookup (self->game));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  _tab_window_show_toast (self, _("Game copied as text"));
}

void
_tab_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-chooser", NULL, show_chooser_action);
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, pause_action);
  gtk_widget_class_install_action (widget_class, "win.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play", NULL, how_to_play_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play-game", "s", how_to_play_game_action);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board_action);
  gtk_widget_class_install_action (widget_class, "win.analyse-game", NULL, analyse_game_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game-text", NULL, copy_game_text_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.analyse-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-game-text", NULL);
}
