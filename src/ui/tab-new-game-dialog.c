/* tab-new-game-dialog.c: the game, who plays it, the computer levels and
 * the board size of a new game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-new-game-dialog-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-ai.h"
#include "tab-combo-row.h"
#include "tab-mnemonic.h"
#include "tab-seat-choices.h"
#include "tab-settings.h"

struct _TabNewGameDialog
{
  AdwDialog      parent_instance;

  GSettings     *settings;
  GtkStringList *games;       /* game ids, in the order of game_row */
  gboolean       loading;     /* filling the rows from settings */
  guint          drawn_side;  /* the person's seat drawn for "Random", or 0 */

  AdwComboRow   *game_row;
  AdwSpinRow    *size_row;
  AdwSpinRow    *cols_row;
  AdwSpinRow    *players_row;
  AdwComboRow   *mode_row;
  AdwComboRow   *side_row;
  AdwComboRow   *level_row;
  AdwComboRow   *level2_row;
  GtkWidget     *mode_group;
  GtkWidget     *seats_group;
  AdwComboRow   *seat_rows[TAB_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (TabNewGameDialog, tab_new_game_dialog, ADW_TYPE_DIALOG)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Games for more than two take a person or a level for every seat */
static gboolean
uses_seat_rows (const TabRules *rules)
{
  return rules != NULL && rules->max_players > 2;
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

static guint8
spin_row_value (AdwSpinRow *row)
{
  return (guint8) adw_spin_row_get_value (row);
}

void
tab_new_game_dialog_get_options (TabNewGameDialog *self, TabOptions *options)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);

  tab_options_default (rules, options);
  switch (rules->board_kind)
    {
    case TAB_BOARD_SQUARE:
      options->rows = options->cols = spin_row_value (self->size_row);
      break;
    case TAB_BOARD_RECT:
      options->rows = spin_row_value (self->size_row);
      options->cols = spin_row_value (self->cols_row);
      break;
    case TAB_BOARD_FIXED:
    default:
      break;
    }
  if (rules->max_players > rules->min_players)
    options->players = spin_row_value (self->players_row);
}

static TabMode
get_mode (TabNewGameDialog *self)
{
  return (TabMode) adw_combo_row_get_selected (self->mode_row);
}

/* The seat of the person against the computer: the one chosen, or one
 * drawn at random (once, until the choice or the game changes) when the
 * choice is "Random", the last one */
static guint
person_seat (TabNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->side_row);
  guint n_sides = g_list_model_get_n_items (adw_combo_row_get_model (self->side_row)) - 1;

  if (selected < n_sides)
    return selected + 1;
  if (self->drawn_side == 0 || self->drawn_side > n_sides)
    self->drawn_side = (guint) g_random_int_range (1, (gint32) n_sides + 1);
  return self->drawn_side;
}

/* a seat row's choice: 0 = person, else the computer level */
static guint
seat_row_level (TabNewGameDialog *self, guint seat)
{
  return tab_seat_choice_level (adw_combo_row_get_selected (self->seat_rows[seat - 1]));
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
      return seat == person_seat (self) ? 0 : level;
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
  adw_combo_row_set_selected (self->seat_rows[seat - 1], tab_seat_choice_position (level));
  return TRUE;
}

static void
set_spin (AdwSpinRow *row, guint lower, guint upper, int value)
{
  adw_spin_row_set_range (row, lower, upper);
  adw_spin_row_set_value (row, CLAMP (value, (int) lower, (int) upper));
}

/* The levels of a computer against a person, or of each computer, with
 * the side each plays */
static void
set_level_titles (TabNewGameDialog *self, const TabRules *rules, const TabOptions *options, TabMode mode)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (mode != TAB_MODE_COMPUTER_COMPUTER)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_row), _("Computer _level"));
      return;
    }
  /* Translators: the level of the computer that plays a side, e.g.
   * "First computer, playing White" */
  first = g_strdup_printf (_("_First computer, playing %s"),
                           gettext (tab_rules_seat_name (rules, options, 1)));
  /* Translators: e.g. "Second computer, playing Black" */
  second = g_strdup_printf (_("S_econd computer, playing %s"),
                            gettext (tab_rules_seat_name (rules, options, 2)));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_row), first);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level2_row), second);
}

/* A screen reader reads a row's title and its accessible description,
 * not the choice shown beside the title: the description is the choice,
 * and the row's subtitle after it */
static void
describe_choice (AdwComboRow *row)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_autofree char *text = NULL;
  const char *choice;

  if (item == NULL)
    return;
  choice = gtk_string_object_get_string (item);
  if (subtitle != NULL && subtitle[0] != '\0')
    /* a full stop between, unless the choice ends with one ("Splut!") */
    text = g_strconcat (choice, g_str_has_suffix (choice, "!") ? " " : ". ", subtitle, NULL);
  else
    text = g_strdup (choice);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
describe_choices (TabNewGameDialog *self)
{
  describe_choice (self->game_row);
  describe_choice (self->mode_row);
  describe_choice (self->side_row);
  describe_choice (self->level_row);
  describe_choice (self->level2_row);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    describe_choice (self->seat_rows[seat - 1]);
}

/* The dialog takes the height of its rows when they change (Splut! for
 * four, a person against the computer): its content height is measured
 * again, at its width.  (It follows its content's natural width too when
 * told to, which leaves the rows too narrow for their titles.) */
static void
fit_content (TabNewGameDialog *self)
{
  adw_dialog_set_content_height (ADW_DIALOG (self), -1);
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
  gtk_widget_set_visible (GTK_WIDGET (self->cols_row), rules->board_kind == TAB_BOARD_RECT);
  gtk_widget_set_visible (GTK_WIDGET (self->players_row), rules->max_players > rules->min_players);
  gtk_widget_set_visible (self->mode_group, !per_seat);
  gtk_widget_set_visible (self->seats_group, per_seat);
  gtk_widget_set_visible (GTK_WIDGET (self->side_row), mode == TAB_MODE_PERSON_COMPUTER);
  gtk_widget_set_visible (GTK_WIDGET (self->level_row), mode != TAB_MODE_PERSON_PERSON);
  gtk_widget_set_visible (GTK_WIDGET (self->level2_row), mode == TAB_MODE_COMPUTER_COMPUTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->size_row),
                                 rules->board_kind == TAB_BOARD_RECT ? _("Board _rows") : _("Board si_ze"));
  set_level_titles (self, rules, &options, mode);

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

  describe_choices (self);
  fit_content (self);
}

static void
on_side_selected (TabNewGameDialog *self)
{
  self->drawn_side = 0;
  update_rows (self);
}

/* The seats as the settings keep them for the game, if they do */
static void
load_seats (TabNewGameDialog *self, const TabRules *rules)
{
  const char *key = tab_settings_seats_key (rules);
  guint levels[TAB_MAX_SEATS];

  if (key == NULL)
    return;
  tab_settings_get_seat_levels (self->settings, key, levels);
  tab_seat_rows_set_levels (self->seat_rows, levels);
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
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->game_row), gettext (rules->summary));

  /* the seats a person can take against the computer */
  tab_options_default (rules, &options);
  for (guint seat = 1; seat <= options.players; seat++)
    gtk_string_list_append (sides, gettext (tab_rules_seat_name (rules, &options, seat)));
  /* Translators: the side a person plays against the computer, drawn
   * when the game starts */
  gtk_string_list_append (sides, C_("side", "Random"));
  /* 0: Random */
  side = (guint) g_settings_get_int (self->settings, "default-human-side");
  if (side == 0 || side > options.players)
    side = side == 0 ? options.players + 1 : options.players;
  self->drawn_side = 0;
  adw_combo_row_set_model (self->side_row, G_LIST_MODEL (sides));
  adw_combo_row_set_selected (self->side_row, side - 1);

  key = tab_settings_rows_key (rules);
  set_spin (self->size_row, rules->min_size, rules->max_size,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_rows);
  key = tab_settings_cols_key (rules);
  set_spin (self->cols_row, rules->min_size, rules->max_size,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_cols);
  key = tab_settings_players_key (rules);
  set_spin (self->players_row, rules->min_players, rules->max_players,
            key != NULL ? g_settings_get_int (self->settings, key) : rules->default_players);
  load_seats (self, rules);

  update_rows (self);
}

/* New Game sets up this game: the defaults of every game (the mode, the
 * level, the sizes, the seats) change only in Preferences.  The dialog
 * keeps only what no preference holds: the game it showed last, and the
 * side and the second level it last chose */
static void
remember_choices (TabNewGameDialog *self)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (self);
  TabOptions options;

  tab_new_game_dialog_get_options (self, &options);
  g_settings_set_string (self->settings, "last-game", rules->id);
  if (get_mode (self) == TAB_MODE_COMPUTER_COMPUTER)
    g_settings_set_int (self->settings, "default-level-2",
                        (int) (adw_combo_row_get_selected (self->level2_row) + TAB_AI_MIN_LEVEL));
  if (get_mode (self) == TAB_MODE_PERSON_COMPUTER)
    {
      guint side = adw_combo_row_get_selected (self->side_row) + 1;

      /* Random (after the seats) is 0 */
      g_settings_set_int (self->settings, "default-human-side",
                          side > options.players ? 0 : (int) side);
    }
}

/* The dialog closes first: the window then puts the focus on the board,
 * or asks about the game on it, over the window rather than over this
 * dialog (which the getters can still read, until it is let go) */
static void
on_start_clicked (TabNewGameDialog *self)
{
  g_autoptr (TabNewGameDialog) kept = g_object_ref (self);

  remember_choices (self);
  adw_dialog_force_close (ADW_DIALOG (self));
  g_signal_emit (self, signals[START], 0);
}

static void
on_cancel_clicked (TabNewGameDialog *self)
{
  adw_dialog_close (ADW_DIALOG (self));
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

  /* Start was pressed, and the dialog has closed: read the choices with
   * the getters */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, cols_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, level2_row);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, mode_group);
  gtk_widget_class_bind_template_child (widget_class, TabNewGameDialog, seats_group);
  tab_seat_rows_bind_template (widget_class, G_STRUCT_OFFSET (TabNewGameDialog, seat_rows));
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_bind_template_callback (widget_class, on_side_selected);
}

static void
tab_new_game_dialog_init (TabNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self));
  tab_combo_row_show_whole_choices (self->mode_row, NULL);
  tab_combo_row_show_whole_choices (self->side_row, NULL);
  tab_combo_row_show_whole_choices (self->level_row, NULL);
  tab_combo_row_show_whole_choices (self->level2_row, NULL);
}

static void
fill_models (TabNewGameDialog *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) summaries = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) levels = tab_level_choices_new ();
  const TabRules * const *all;
  guint n_games;

  self->games = gtk_string_list_new (NULL);
  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      gtk_string_list_append (self->games, all[i]->id);
      gtk_string_list_append (names, gettext (all[i]->name));
      gtk_string_list_append (summaries, gettext (all[i]->summary));
    }
  tab_seat_rows_setup (self->seat_rows, G_CALLBACK (update_rows), self);

  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_model (self->level2_row, G_LIST_MODEL (levels));
  tab_combo_row_show_whole_choices (self->game_row, summaries);
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (names));
}

TabNewGameDialog *
tab_new_game_dialog_new (GSettings  *settings,
                         const char *game_id)
{
  TabNewGameDialog *self = g_object_new (TAB_TYPE_NEW_GAME_DIALOG, NULL);
  g_autofree char *last = g_settings_get_string (settings, "last-game");
  guint n_games;

  self->settings = g_object_ref (settings);
  fill_models (self);

  adw_combo_row_set_selected (self->mode_row, (guint) g_settings_get_enum (settings, "default-mode"));
  adw_combo_row_set_selected (self->level_row,
                              (guint) g_settings_get_int (settings, "default-level") - TAB_AI_MIN_LEVEL);
  adw_combo_row_set_selected (self->level2_row,
                              (guint) g_settings_get_int (settings, "default-level-2") - TAB_AI_MIN_LEVEL);

  if (game_id == NULL)
    game_id = last;
  n_games = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n_games; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->games, i), game_id) == 0)
      adw_combo_row_set_selected (self->game_row, i);
  on_game_selected (self);

  return self;
}
