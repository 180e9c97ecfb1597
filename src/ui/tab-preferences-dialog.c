/* tab-preferences-dialog.c: the preferences, bound to GSettings
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-preferences-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-ai.h"
#include "tab-combo-row.h"
#include "tab-game-ui.h"
#include "tab-seat-choices.h"
#include "tab-settings.h"


struct _TabPreferencesDialog
{
  AdwPreferencesDialog parent_instance;

  GSettings           *settings;
  gboolean             loading_seats;  /* the seat rows follow the settings */

  AdwPreferencesGroup *sizes_group;
  AdwSpinRow          *players_row;
  AdwComboRow         *mode_row;
  AdwComboRow         *level_row;
  AdwPreferencesGroup *seats_group;
  AdwComboRow         *seat_rows[TAB_MAX_SEATS];
  AdwSwitchRow        *show_legal_row;
  AdwSwitchRow        *warn_losing_row;
  AdwSwitchRow        *last_move_row;
  AdwSwitchRow        *animations_row;
  AdwSwitchRow        *turn_board_row;
  AdwComboRow         *color_scheme_row;
};

G_DEFINE_FINAL_TYPE (TabPreferencesDialog, tab_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

/* An enum key shown in a combo row: the row's position is the value of
 * the enum (the schema numbers them from 0 in the order of the rows) */
static void
on_enum_row_selected (AdwComboRow *row, GParamSpec *pspec, GSettings *settings)
{
  const char *key = g_object_get_data (G_OBJECT (row), "settings-key");
  guint selected = adw_combo_row_get_selected (row);

  if (selected != GTK_INVALID_LIST_POSITION &&
      (guint) g_settings_get_enum (settings, key) != selected)
    g_settings_set_enum (settings, key, (int) selected);
}

static void
on_enum_key_changed (GSettings *settings, const char *key, AdwComboRow *row)
{
  guint value = (guint) g_settings_get_enum (settings, key);

  if (adw_combo_row_get_selected (row) != value)
    adw_combo_row_set_selected (row, value);
}

static void
bind_enum_row (TabPreferencesDialog *self, const char *key, AdwComboRow *row)
{
  g_autofree char *signal = g_strdup_printf ("changed::%s", key);

  g_object_set_data_full (G_OBJECT (row), "settings-key", g_strdup (key), g_free);
  adw_combo_row_set_selected (row, (guint) g_settings_get_enum (self->settings, key));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_enum_row_selected),
                           self->settings, 0);
  g_signal_connect_object (self->settings, signal, G_CALLBACK (on_enum_key_changed), row, 0);
}

static gboolean
level_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_uint (value, (guint) (g_variant_get_int32 (variant) - TAB_AI_MIN_LEVEL));
  return TRUE;
}

static GVariant *
selected_to_level (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_int32 ((gint32) g_value_get_uint (value) + TAB_AI_MIN_LEVEL);
}

static void
on_level_selected (TabPreferencesDialog *self)
{
  guint level = adw_combo_row_get_selected (self->level_row) + TAB_AI_MIN_LEVEL;
  const char *description = tab_ai_level_description (level);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row),
                               description != NULL ? gettext (description) : NULL);
}

/* ---- The seats of the game of more than two (Splut!) ---- */

/* the game whose seats the preferences set one by one: the one game
 * with a person or a level for every seat (Splut!) */
static const TabRules *
seats_game (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (tab_settings_seats_key (all[i]) != NULL)
      return all[i];
  g_return_val_if_reached (all[0]);
}

static const char *
seats_key (void)
{
  return tab_settings_seats_key (seats_game ());
}

/* A row for each player, titled with its seat's name, which can depend
 * on the number of players */
static void
update_seat_titles (TabPreferencesDialog *self)
{
  const TabRules *rules = seats_game ();
  TabOptions options;

  tab_options_default (rules, &options);
  options.players = (guint8) adw_spin_row_get_value (self->players_row);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    {
      GtkWidget *row = GTK_WIDGET (self->seat_rows[seat - 1]);

      gtk_widget_set_visible (row, seat <= options.players);
      if (seat <= options.players)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                       gettext (tab_rules_seat_name (rules, &options, seat)));
    }
}

static void
load_seats (TabPreferencesDialog *self)
{
  guint levels[TAB_MAX_SEATS];

  tab_settings_get_seat_levels (self->settings, seats_key (), levels);
  self->loading_seats = TRUE;
  tab_seat_rows_set_levels (self->seat_rows, levels);
  self->loading_seats = FALSE;
}

static void
on_seat_selected (TabPreferencesDialog *self)
{
  guint levels[TAB_MAX_SEATS], kept[TAB_MAX_SEATS];

  if (self->loading_seats)
    return;
  tab_settings_get_seat_levels (self->settings, seats_key (), kept);
  tab_seat_rows_get_levels (self->seat_rows, levels);
  if (memcmp (levels, kept, sizeof levels) != 0)
    tab_settings_set_seat_levels (self->settings, seats_key (), levels);
}

static void
bind_seat_rows (TabPreferencesDialog *self)
{
  const TabRules *rules = seats_game ();
  g_autofree char *signal = g_strdup_printf ("changed::%s", seats_key ());

  adw_preferences_group_set_title (self->seats_group, gettext (rules->name));
  tab_seat_rows_setup (self->seat_rows, G_CALLBACK (on_seat_selected), self);
  load_seats (self);
  update_seat_titles (self);
  g_signal_connect_object (self->settings, signal, G_CALLBACK (load_seats), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players_row, "notify::value",
                           G_CALLBACK (update_seat_titles), self, G_CONNECT_SWAPPED);
}

static void
bind_spin_row (TabPreferencesDialog *self, const char *key, AdwSpinRow *row)
{
  g_settings_bind (self->settings, key, row, "value", G_SETTINGS_BIND_DEFAULT);
}

/* ---- Board sizes ---- */

static void
add_size_row (TabPreferencesDialog *self, const TabRules *rules, const char *title, const char *key)
{
  GtkWidget *row = adw_spin_row_new_with_range (rules->min_size, rules->max_size, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gettext (title));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_spin_row_set_numeric (ADW_SPIN_ROW (row), TRUE);
  adw_preferences_group_add (self->sizes_group, row);
  bind_spin_row (self, key, ADW_SPIN_ROW (row));
}

/* The games of kind: one row for a square board, a row for the rows and
 * one for the columns of the others */
static void
add_size_rows_of_kind (TabPreferencesDialog *self, TabBoardKind kind)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const TabGameUi *ui = tab_game_ui_lookup (all[i]);
      const char *rows_key = tab_settings_rows_key (all[i]);
      const char *cols_key = tab_settings_cols_key (all[i]);

      if (all[i]->board_kind != kind || rows_key == NULL || ui->rows_title == NULL)
        continue;
      add_size_row (self, all[i], ui->rows_title, rows_key);
      if (cols_key != NULL && g_strcmp0 (cols_key, rows_key) != 0 && ui->cols_title != NULL)
        add_size_row (self, all[i], ui->cols_title, cols_key);
    }
}

/* the square boards first, then those of rows and columns */
static void
add_size_rows (TabPreferencesDialog *self)
{
  add_size_rows_of_kind (self, TAB_BOARD_SQUARE);
  add_size_rows_of_kind (self, TAB_BOARD_RECT);
}

static void
tab_preferences_dialog_dispose (GObject *object)
{
  TabPreferencesDialog *self = TAB_PREFERENCES_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_PREFERENCES_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tab_preferences_dialog_parent_class)->dispose (object);
}

static void
tab_preferences_dialog_class_init (TabPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_preferences_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, sizes_group);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, seats_group);
  tab_seat_rows_bind_template (widget_class, G_STRUCT_OFFSET (TabPreferencesDialog, seat_rows));
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, show_legal_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, warn_losing_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, last_move_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, animations_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, turn_board_row);
  gtk_widget_class_bind_template_child (widget_class, TabPreferencesDialog, color_scheme_row);
  gtk_widget_class_bind_template_callback (widget_class, on_level_selected);
}

static void
tab_preferences_dialog_init (TabPreferencesDialog *self)
{
  g_autoptr (GtkStringList) levels = tab_level_choices_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  tab_combo_row_show_whole_choices (self->mode_row, NULL);

  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));

  add_size_rows (self);
  bind_spin_row (self, tab_settings_players_key (seats_game ()), self->players_row);
  g_settings_bind_with_mapping (self->settings, "default-level", self->level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, level_to_selected, selected_to_level,
                                NULL, NULL);
  bind_enum_row (self, "default-mode", self->mode_row);
  bind_enum_row (self, "color-scheme", self->color_scheme_row);
  g_settings_bind (self->settings, "show-legal-moves", self->show_legal_row, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "warn-losing-turn", self->warn_losing_row, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "highlight-last-move", self->last_move_row, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animations", self->animations_row, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "turn-board-to-seat", self->turn_board_row, "active",
                   G_SETTINGS_BIND_DEFAULT);
  bind_seat_rows (self);
  on_level_selected (self);
}

TabPreferencesDialog *
tab_preferences_dialog_new (void)
{
  return g_object_new (TAB_TYPE_PREFERENCES_DIALOG, NULL);
}
