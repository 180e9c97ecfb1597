/* tab-window-chooser.c: the window's game chooser and the start of a
 * new game (the New Game dialog, tab_window_start_game ())
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-window-private.h"

#include <glib/gi18n.h>

#include "tab-dialogs.h"
#include "tab-new-game-dialog.h"

/* ---- A new game ---- */

gboolean
tab_window_start_game (TabWindow         *self,
                       const TabRules    *rules,
                       const TabOptions  *options,
                       const guint       *levels,
                       GError           **error)
{
  g_autoptr (TabGame) game = tab_game_new (rules, options, error);

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);

  if (game == NULL)
    return FALSE;

  /* the game it replaces goes to the unfinished games as it is now */
  _tab_window_autosave (self);
  tab_match_set_game (self->match, game);
  for (guint seat = 1; seat <= options->players; seat++)
    tab_match_set_seat_level (self->match, seat, levels[seat - 1]);
  tab_match_resume (self->match);
  g_clear_object (&self->file);
  self->modified = FALSE;
  /* another game: the last one stays among the unfinished games */
  g_clear_pointer (&self->unfinished_key, g_free);
  /* the player's choice: whatever the window opened with is over */
  self->opens_on_game = FALSE;
  _tab_window_show_game_page (self);
  _tab_window_refresh (self);
  _tab_window_focus_board (self);
  return TRUE;
}

static void
start_chosen_game (TabWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!tab_window_start_game (self, self->new_rules, &self->new_options, self->new_levels, &error))
    _tab_window_show_toast (self, error->message);
}

/* Start was pressed: the game chosen replaces the one on the board, after
 * asking whether to save it when it has unsaved changes (the dialog has
 * closed; the settings keep its choices for the next one) */
static void
on_new_game_start (TabWindow *self, TabNewGameDialog *dialog)
{
  self->new_rules = tab_new_game_dialog_get_rules (dialog);
  tab_new_game_dialog_get_options (dialog, &self->new_options);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    self->new_levels[seat - 1] = tab_new_game_dialog_get_seat_level (dialog, seat);
  _tab_window_unless_unsaved (self, start_chosen_game);
}

void
_tab_window_show_new_game_dialog (TabWindow *self, const char *game_id)
{
  TabNewGameDialog *dialog;

  /* one at a time (Ctrl+N over it) */
  if (tab_dialog_find (GTK_WINDOW (self), TAB_TYPE_NEW_GAME_DIALOG) != NULL)
    return;
  dialog = tab_new_game_dialog_new (self->settings, game_id);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self, G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* ---- The chooser ---- */

/* The button on a game's row that opens its How to Play page */
static GtkWidget *
create_how_to_play_button (const TabRules *rules)
{
  /* words rather than an icon: the help icons read as "?" in a box or a
   * lifebuoy, and the chooser is where newcomers look for the rules */
  GtkWidget *button = gtk_button_new_with_label (_("How to Play"));
  /* Translators: %s is a game, e.g. "How to Play 4Mation" */
  g_autofree char *label = g_strdup_printf (_("How to Play %s"), gettext (rules->name));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.how-to-play-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rules->id);
  return button;
}

#define SUMMARY_MAX_LINES 12

void
_tab_window_fill_games_list (TabWindow *self)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *arrow;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gettext (all[i]->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), gettext (all[i]->summary));
      /* A limit far above what a summary takes (5 lines at the narrowest
       * window): the text wraps as before, pixel for pixel, but an
       * ellipsizing label is cheaper to measure.  GTK 4.8 asks each
       * wrapping summary its width for the height of its row, a binary
       * search over Pango layouts, 65 layouts a summary before the window
       * maps: 52 of the 69 ms of text layout before the window maps, 13 ms
       * with the limit (docs/performance.md) */
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), SUMMARY_MAX_LINES);
      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) all[i]->id);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), create_how_to_play_button (all[i]));
      arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
      /* drawn for the eye: the row says what it does */
      gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      gtk_list_box_append (self->games_list, row);
    }
}

/* The dialog at once: Start asks about an unsaved game (on_new_game_start) */
static void
on_game_row_activated (TabWindow *self, GtkListBoxRow *row)
{
  _tab_window_show_new_game_dialog (self, g_object_get_data (G_OBJECT (row), "game-id"));
}

void
_tab_window_class_chooser_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_game_row_activated);
}
