/* tab-new-game-dialog.c: the game, who plays it, the computer levels and
 * the board size of a new game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-new-game-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-ai.h"
#include "tab-mnemonic.h"

struct _TabNewGameDialog
{
  AdwWindow      parent_instance;

  GSettings     *settings;
  GtkStringList *games;       /* game ids, in the order of game_row */
  gboolean       loading;     /* filling the rows from settings */

  AdwComboRow   *game_row;
  AdwActionRow  *size_row;
  GtkSpinButton *size_spin;
  GtkLabel      *by_label;
  GtkSpinButton *cols_spin;
  AdwActionRow  *players_row;
  GtkSpinButton *players_spin;
  GtkWidget     *start_button;
  AdwComboRow   *mode_row;
  AdwComboRow   *side_row;
  AdwComboRow   *level_row;
  AdwComboRow   *level2_row;
  GtkWidget     *mode_group;
  GtkWidget     *seats_group;
  AdwComboRow   *seat_rows[TAB_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (TabNewGameDialog, tab_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  const char *id;
  const char *rows_key;
  const char *cols_key;
  const char *players_key;
} SettingsKeys;

static const SettingsKeys settings_keys[] = {
  { "apart", "apart-rows", "apart-cols", NULL },
  { "fourmation", "fourmation-size", "fourmation-size", NULL },
  { "freedom", "freedom-size", "freedom-size", NULL },
  { "splut", NULL, NULL, "splut-players" },
};

static const SettingsKeys *
keys_for (const TabRules *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (settings_keys); i++)
    if (strcmp (settings_keys[i].id, rules->id) == 0)
      return &settings_keys[i];
  return NULL;
}

const char *
tab_settings_rows_key (const TabRules *rules)
{
  const SettingsKeys *keys = keys_for (rules);

  return keys != NULL && rules->board_kind != TAB_BOARD_FIXED ? keys->rows_key : NULL;
}

const char *
tab_settings_cols_key (const TabRules *rules)
{
  const SettingsKeys *keys = keys_for (rules);

  return keys != NULL && rules->board_kind != TAB_BOARD_FIXED ? keys->cols_key : NULL;
}

const char *
tab_settings_players_key (const TabRules *rules)
{
  const SettingsKeys *keys = keys_for (rules);

  return keys != NULL && rules->max_players > rules->min_players ? keys->players_key : NULL;
}

const TabRules *
tab_new_game_dialog_get_rules (TabNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (TAB_IS_NEW_GAME_DIALOG (self), NULL);

  selected = adw_combo_row_get_selected (self->game_row);
  if (selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  return tab_rules_lookup (gtk_string_list_get_string (self->games, selected));
}

void
tab_new_game_dialog_get_options (TabNewGameDialog *self, TabOptions *options)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);

  tab_options_default (rules, options);
  switch (rules->board_kind)
    {
    case TAB_BOARD_SQUARE:
      options->rows = options->cols = (guint8) gtk_spin_button_get_value_as_int (self->size_spin);
      break;
    case TAB_BOARD_RECT:
      options->rows = (guint8) gtk_spin_button_get_value_as_int (self->size_spin);
      options->cols = (guint8) gtk_spin_button_get_value_as_int (self->cols_spin);
      break;
    case TAB_BOARD_FIXED:
    default:
      break;
    }
  if (rules->max_players > rules->min_players)
    options->players = (guint8) gtk_spin_button_get_value_as_int (self->players_spin);
}

static TabMode
get_mode (TabNewGameDialog *self)
{
  return (TabMode) adw_combo_row_get_selected (self->mode_row);
}

/* Games for more than two take a person or a level for every seat */
static gboolean
uses_seat_rows (const TabRules *rules)
{
  return rules != NULL && rules->max_players > 2;
}

/* a seat row's choice: 0 = person, else the computer level */
static guint
seat_row_level (TabNewGameDialog *self, guint seat)
{
  guint selected = adw_combo_row_get_selected (self->seat_rows[seat - 1]);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return 0;
  return selected - 1 + TAB_AI_MIN_LEVEL;
}

guint
tab_new_game_dialog_get_seat_level (TabNewGameDialog *self, guint seat)
{
  guint level = adw_combo_row_get_selected (self->level_row) + TAB_AI_MIN_LEVEL;
  guint level2 = adw_combo_row_get_selected (self->level2_row) + TAB_AI_MIN_LEVEL;

  g_return_val_if_fail (TAB_IS_NEW_GAME_DIALOG (self), 0);

  if (uses_seat_rows (tab_new_game_dialog_get_rules (self)))
    return seat >= 1 && seat <= TAB_MAX_SEATS ? seat_row_level (self, seat) : 0;

  switch (get_mode (self))
    {
    case TAB_MODE_PERSON_COMPUTER:
      return seat == adw_combo_row_get_selected (self->side_row) + 1 ? 0 : level;
    case TAB_MODE_COMPUTER_COMPUTER:
      return seat == 1 ? level : level2;
    case TAB_MODE_PERSON_PERSON:
    default:
      return 0;
    }
}

gboolean
tab_new_game_dialog_set_seat_level (TabNewGameDialog *self, guint seat, guint level)
{
  g_return_val_if_fail (TAB_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (level == 0 || (level >= TAB_AI_MIN_LEVEL && level <= TAB_AI_MAX_LEVEL), FALSE);

  if (!uses_seat_rows (tab_new_game_dialog_get_rules (self)) || seat < 1 || seat > TAB_MAX_SEATS)
    return FALSE;
  adw_combo_row_set_selected (self->seat_rows[seat - 1], level == 0 ? 0 : level - TAB_AI_MIN_LEVEL + 1);
  return TRUE;
}

static void
set_spin (GtkSpinButton *spin, guint lower, guint upper, int value)
{
  gtk_spin_button_set_range (spin, lower, upper);
  gtk_spin_button_set_value (spin, CLAMP (value, (int) lower, (int) upper));
}

/* The rows that the selected game and mode need, with their values */
static void
update_rows (TabNewGameDialog *self)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);
  TabMode mode = get_mode (self);
  TabOptions options;
  gboolean per_seat;
  guint level;

  if (rules == NULL)
    return;
  tab_new_game_dialog_get_options (self, &options);
  per_seat = uses_seat_rows (rules);

  gtk_widget_set_visible (GTK_WIDGET (self->size_row), rules->board_kind != TAB_BOARD_FIXED);
  gtk_widget_set_visible (GTK_WIDGET (self->by_label), rules->board_kind == TAB_BOARD_RECT);
  gtk_widget_set_visible (GTK_WIDGET (self->cols_spin), rules->board_kind == TAB_BOARD_RECT);
  gtk_widget_set_visible (GTK_WIDGET (self->players_row), rules->max_players > rules->min_players);
  gtk_widget_set_visible (self->mode_group, !per_seat);
  gtk_widget_set_visible (self->seats_group, per_seat);
  gtk_widget_set_visible (GTK_WIDGET (self->side_row), mode == TAB_MODE_PERSON_COMPUTER);
  gtk_widget_set_visible (GTK_WIDGET (self->level_row), mode != TAB_MODE_PERSON_PERSON);
  gtk_widget_set_visible (GTK_WIDGET (self->level2_row), mode == TAB_MODE_COMPUTER_COMPUTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_row),
                                 mode == TAB_MODE_COMPUTER_COMPUTER
                                 ? _("_First computer level") : _("Computer _level"));

  /* the seat names can depend on the number of players (Splut!) */
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    {
      AdwComboRow *row = self->seat_rows[seat - 1];

      gtk_widget_set_visible (GTK_WIDGET (row), per_seat && seat <= options.players);
      if (per_seat && seat <= options.players)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                       gettext (tab_rules_seat_name (rules, &options, seat)));
    }

  level = adw_combo_row_get_selected (self->level_row) + TAB_AI_MIN_LEVEL;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row),
                               gettext (tab_ai_level_description (level)));
  level = adw_combo_row_get_selected (self->level2_row) + TAB_AI_MIN_LEVEL;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level2_row),
                               gettext (tab_ai_level_description (level)));
}

static void
on_game_selected (TabNewGameDialog *self)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);
  g_autoptr (GtkStringList) sides = gtk_string_list_new (NULL);
  TabOptions options;
  const char *key;
  guint side;

  if (rules == NULL)
    return;

  /* the seats a person can take against the computer */
  tab_options_default (rules, &options);
  for (guint seat = 1; seat <= options.players; seat++)
    gtk_string_list_append (sides, gettext (tab_rules_seat_name (rules, &options, seat)));
  side = (guint) g_settings_get_int (self->settings, "default-human-side");
  adw_combo_row_set_model (self->side_row, G_LIST_MODEL (sides));
  adw_combo_row_set_selected (self->side_row,
                              MIN (side, g_list_model_get_n_items (G_LIST_MODEL (sides))) - 1);

  key = tab_settings_rows_key (rules);
  set_spin (self->size_spin, rules->min_size, rules->max_size,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_rows);
  key = tab_settings_cols_key (rules);
  set_spin (self->cols_spin, rules->min_size, rules->max_size,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_cols);
  key = tab_settings_players_key (rules);
  set_spin (self->players_spin, rules->min_players, rules->max_players,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_players);

  update_rows (self);
}

/* The choices become the defaults of the next new game */
static void
remember_choices (TabNewGameDialog *self)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);
  TabOptions options;
  const char *key;

  tab_new_game_dialog_get_options (self, &options);
  g_settings_set_string (self->settings, "last-game", rules->id);
  g_settings_set_enum (self->settings, "default-mode", get_mode (self));
  g_settings_set_int (self->settings, "default-level",
                      (int) (adw_combo_row_get_selected (self->level_row) + TAB_AI_MIN_LEVEL));
  g_settings_set_int (self->settings, "default-level-2",
                      (int) (adw_combo_row_get_selected (self->level2_row) + TAB_AI_MIN_LEVEL));
  if (get_mode (self) == TAB_MODE_PERSON_COMPUTER)
    g_settings_set_int (self->settings, "default-human-side",
                        (int) adw_combo_row_get_selected (self->side_row) + 1);
  if ((key = tab_settings_rows_key (rules)) != NULL)
    g_settings_set_int (self->settings, key, options.rows);
  if ((key = tab_settings_cols_key (rules)) != NULL)
    g_settings_set_int (self->settings, key, options.cols);
  if ((key = tab_settings_players_key (rules)) != NULL)
    g_settings_set_int (self->settings, key, options.players);
}

static void
on_start_clicked (TabNewGameDialog *self)
{
  remember_choices (self);
  g_signal_emit (self, signals[START], 0);
  gtk_window_close (GTK_WINDOW (self));
}

void
tab_new_game_dialog_start (TabNewGameDialog *self)
{
  g_return_if_fail (TAB_IS_NEW_GAME_DIALOG (self));
  on_start_clicked (self);
}

static void
tab_new_game_dialog_dispose (GObject *object)
{
  TabNewGameDialog *self = TAB_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_object (&self->games);

  G_OBJECT_CLASS (tab_new_game_dialog_parent_class)->dispose (object);
}

static void
tab_new_game_dialog_class_init (TabNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_new_game_dialog_dispose;

  /* Start was pressed: read the choices with the getters */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, size_spin);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, by_label);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, cols_spin);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, level2_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, mode_group);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child_full (widget_class, "seat1_row", FALSE,
                                             G_STRUCT_OFFSET (TabNewGameDialog, seat_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat2_row", FALSE,
                                             G_STRUCT_OFFSET (TabNewGameDialog, seat_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat3_row", FALSE,
                                             G_STRUCT_OFFSET (TabNewGameDialog, seat_rows[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat4_row", FALSE,
                                             G_STRUCT_OFFSET (TabNewGameDialog, seat_rows[3]));
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* ---- A popover list that shows whole choices ----
 *
 * The items of AdwComboRow's own list are cut at 20 characters
 * ("Person against the co…"): this list shows them whole, with the same
 * check mark on the selected one. */

static void
update_check_mark (GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "combo-row");

  gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item));
}

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "combo-row", row);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  gtk_label_set_label (GTK_LABEL (label),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check_mark), item, G_CONNECT_SWAPPED);
  update_check_mark (item);
}

static void
unbind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_func (row, update_check_mark, item);
}

static void
show_whole_choices (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), row);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_choice), row);
  adw_combo_row_set_list_factory (row, factory);
}

static void
tab_new_game_dialog_init (TabNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self));
  show_whole_choices (self->mode_row);
}

static void
fill_models (TabNewGameDialog *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) choices = gtk_string_list_new (NULL);
  const TabRules * const *all;
  guint n_games;

  self->games = gtk_string_list_new (NULL);
  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      gtk_string_list_append (self->games, all[i]->id);
      gtk_string_list_append (names, gettext (all[i]->name));
    }
  for (guint level = TAB_AI_MIN_LEVEL; level <= TAB_AI_MAX_LEVEL; level++)
    gtk_string_list_append (levels, gettext (tab_ai_level_name (level)));

  gtk_string_list_append (choices, _("Person"));
  for (guint level = TAB_AI_MIN_LEVEL; level <= TAB_AI_MAX_LEVEL; level++)
    {
      /* Translators: a seat's player in the New Game dialog, e.g. "Computer, Casual" */
      g_autofree char *text = g_strdup_printf (_("Computer, %s"), gettext (tab_ai_level_name (level)));

      gtk_string_list_append (choices, text);
    }
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    {
      adw_combo_row_set_model (self->seat_rows[seat - 1], G_LIST_MODEL (choices));
      g_signal_connect_swapped (self->seat_rows[seat - 1], "notify::selected",
                                G_CALLBACK (update_rows), self);
    }

  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_model (self->level2_row, G_LIST_MODEL (levels));
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (names));
}

TabNewGameDialog *
tab_new_game_dialog_new (GtkWindow  *parent,
                         GSettings  *settings,
                         const char *game_id)
{
  TabNewGameDialog *self = g_object_new (TAB_TYPE_NEW_GAME_DIALOG,
                                         "transient-for", parent,
                                         NULL);
  g_autofree char *last = g_settings_get_string (settings, "last-game");
  guint n_games;

  self->settings = g_object_ref (settings);
  fill_models (self);

  adw_combo_row_set_selected (self->mode_row, (guint) g_settings_get_enum (settings, "default-mode"));
  adw_combo_row_set_selected (self->level_row,
                              (guint) g_settings_get_int (settings, "default-level") - TAB_AI_MIN_LEVEL);
  adw_combo_row_set_selected (self->level2_row,
                              (guint) g_settings_get_int (settings, "default-level-2") - TAB_AI_MIN_LEVEL);

  for (guint seat = 2; seat <= TAB_MAX_SEATS; seat++)
    adw_combo_row_set_selected (self->seat_rows[seat - 1],
                                (guint) (g_settings_get_int (settings, "default-level") - TAB_AI_MIN_LEVEL + 1));

  if (game_id == NULL)
    game_id = last;
  n_games = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n_games; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->games, i), game_id) == 0)
      adw_combo_row_set_selected (self->game_row, i);
  on_game_selected (self);
  /* Enter starts the game with the defaults */
  gtk_widget_grab_focus (self->start_button);

  return self;
}
