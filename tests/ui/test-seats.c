/* test-seats.c: the app under Xvfb: the seats of Splut!'s players (a
 * person or a computer level each) in the New Game dialog and in the
 * preferences, as the settings keep them; the rows of both
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-application.h"
#include "tab-dialogs.h"
#include "tab-new-game-dialog-private.h"
#include "tab-preferences-dialog.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

static gboolean
is_shown_combo_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_COMBO_ROW (widget) && gtk_widget_is_visible (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_shown_row_titled (GtkWidget *widget, gconstpointer title)
{
  return is_row_titled (widget, title) && gtk_widget_is_visible (widget);
}

/* The row titled "_Number of players" under root */
static AdwSpinRow *
find_players_row (GtkWidget *root)
{
  GtkWidget *row = ui_find_widget (root, is_row_titled, "_Number of players");

  g_assert_true (ADW_IS_SPIN_ROW (row));
  return ADW_SPIN_ROW (row);
}

/* The shown combo row titled title under root */
static AdwComboRow *
find_combo_row (GtkWidget *root, const char *title)
{
  GtkWidget *row = ui_find_widget (root, is_shown_combo_row_titled, title);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

/* The choice that the shown combo row titled title shows */
static const char *
choice_of (GtkWidget *root, const char *title)
{
  return gtk_string_object_get_string (adw_combo_row_get_selected_item (find_combo_row (root, title)));
}

static void
set_splut_seats (GSettings *settings, gint32 s1, gint32 s2, gint32 s3, gint32 s4)
{
  const gint32 seats[TAB_MAX_SEATS] = { s1, s2, s3, s4 };

  g_settings_set_value (settings, "splut-seats",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, seats, TAB_MAX_SEATS, sizeof (gint32)));
}

static char *
splut_seats_of (GSettings *settings)
{
  g_autoptr (GVariant) seats = g_settings_get_value (settings, "splut-seats");

  return g_variant_print (seats, FALSE);
}

static TabPreferencesDialog *
find_preferences (void)
{
  return (TabPreferencesDialog *) ui_find_dialog (TAB_TYPE_PREFERENCES_DIALOG);
}

/* Splut!'s seats in the New Game dialog: as the settings keep them, and
 * kept again as a game starts */
static void
test_splut_seats_dialog (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabMatch *match = tab_window_get_match (window);
  TabNewGameDialog *dialog;
  g_autofree char *kept = NULL;
  GtkWidget *root;

  g_settings_set_int (settings, "splut-players", 3);
  set_splut_seats (settings, 3, 0, 4, 1);
  dialog = ui_open_new_game_dialog (window, "splut");
  root = GTK_WIDGET (dialog);
  g_assert_true (ui_wait_until_mapped (root, 5000));

  /* the game's summary under its name */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_combo_row (root, "_Game"))), ==,
                   "Throw Rocks with your Stonetroll at the other Sorcerers; the last Sorcerer standing wins.");
  /* three seats, in the places of three players; the fourth hidden */
  g_assert_cmpstr (choice_of (root, "South"), ==, "Computer, Strong");
  g_assert_cmpstr (choice_of (root, "West"), ==, "Person");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Expert");
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "East"));
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 3);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3), ==, 4);

  /* four players: the fourth seat as the settings keep it */
  adw_spin_row_set_value (find_players_row (root), 4);
  g_assert_cmpstr (choice_of (root, "East"), ==, "Computer, Beginner");

  /* the seats chosen are the game's and are kept */
  adw_combo_row_set_selected (find_combo_row (root, "South"), 0);
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 2, 2));
  g_assert_cmpstr (choice_of (root, "West"), ==, "Computer, Casual");
  ui_start_new_game (dialog);
  ui_spin (50);
  g_assert_null (ui_find_new_game_dialog ());
  g_assert_cmpuint (tab_game_get_options (ui_window_game (window))->players, ==, 4);
  g_assert_cmpuint (tab_match_get_seat_level (match, 1), ==, 0);
  g_assert_cmpuint (tab_match_get_seat_level (match, 2), ==, 2);
  g_assert_cmpuint (tab_match_get_seat_level (match, 3), ==, 4);
  g_assert_cmpuint (tab_match_get_seat_level (match, 4), ==, 1);
  /* the game's, not the next game's: the preferences stay as they were */
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 3);
  kept = splut_seats_of (settings);
  g_assert_cmpstr (kept, ==, "[3, 0, 4, 1]");
}

/* A 4×4 4Mation for two computers sets up that game and changes none of
 * the preferences: the next New Game starts from them again */
static void
test_new_game_leaves_preferences (void)
{
  static const char * const keys[] = {
    "default-mode", "default-level", "fourmation-size", "apart-rows", "apart-cols",
    "freedom-size", "splut-players", "splut-seats",
  };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GPtrArray) before = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  TabMatch *match = tab_window_get_match (window);
  TabNewGameDialog *dialog;
  GtkWidget *root, *size;
  TabGame *game;

  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_COMPUTER);
  g_settings_set_int (settings, "default-level", 2);
  g_settings_set_int (settings, "fourmation-size", 7);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_ptr_array_add (before, g_settings_get_value (settings, keys[i]));

  dialog = ui_open_new_game_dialog (window, "fourmation");
  root = GTK_WIDGET (dialog);
  g_assert_true (ui_wait_until_mapped (root, 5000));
  adw_combo_row_set_selected (find_combo_row (root, "Computer _level"), 0);
  adw_combo_row_set_selected (find_combo_row (root, "_Mode"), TAB_MODE_COMPUTER_COMPUTER);
  size = ui_find_widget (root, is_shown_row_titled, "Board si_ze");
  g_assert_true (ADW_IS_SPIN_ROW (size));
  adw_spin_row_set_value (ADW_SPIN_ROW (size), 4);
  ui_start_new_game (dialog);
  ui_spin (50);
  g_assert_null (ui_find_new_game_dialog ());

  game = ui_window_game (window);
  g_assert_cmpstr (tab_game_get_rules (game)->id, ==, "fourmation");
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, 4);
  g_assert_cmpuint (tab_game_get_options (game)->cols, ==, 4);
  g_assert_false (tab_match_is_person (match, 1));
  g_assert_false (tab_match_is_person (match, 2));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr (GVariant) after = g_settings_get_value (settings, keys[i]);

      if (!g_variant_equal (before->pdata[i], after))
        g_error ("New Game changed the preference %s", keys[i]);
    }

  /* the next New Game starts from the preferences again */
  dialog = ui_open_new_game_dialog (window, "fourmation");
  root = GTK_WIDGET (dialog);
  g_assert_cmpstr (choice_of (root, "_Mode"), ==, "Person against the computer");
  size = ui_find_widget (root, is_shown_row_titled, "Board si_ze");
  g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (size)), ==, 7);
  adw_dialog_force_close (ADW_DIALOG (root));
  ui_spin (50);
  tab_match_set_paused (match, TRUE);
  g_settings_reset (settings, "default-mode");
  g_settings_reset (settings, "default-level");
  g_settings_reset (settings, "fourmation-size");
}

/* A screen reader reads the choice of a row (its accessible description),
 * and the row's subtitle after it */
static void
assert_spoken (GtkWidget *root, const char *title, const char *words)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_combo_row (root, title)),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);
}

/* The natural height of the dialog's content at its width */
static int
natural_height (GtkWidget *content)
{
  int height;

  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content),
                      NULL, &height, NULL, NULL);
  return height;
}

typedef struct
{
  GtkWidget *root;
  int        before;
} Fit;

/* The dialog's content has taken another height, that of its rows */
static gboolean
fits_anew (gpointer data)
{
  Fit *fit = data;
  int height = gtk_widget_get_height (fit->root);

  return height != fit->before && height >= natural_height (fit->root);
}

/* Every row of the New Game dialog says what it is for, and its choice
 * is spoken; each mnemonic has one owner, whatever the rows shown; the
 * dialog takes the height of its rows; "Random" draws the person's side */
static void
test_new_game_dialog_rows (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  GtkWidget *root, *mode_row;
  int two_players;
  Fit fit = { NULL, 0 };
  gboolean seen[3] = { FALSE, FALSE, FALSE };

  g_settings_set_enum (settings, "default-mode", TAB_MODE_PERSON_COMPUTER);
  g_settings_set_int (settings, "default-level", 3);
  g_settings_set_int (settings, "default-human-side", 2);
  g_settings_set_int (settings, "splut-players", 2);
  set_splut_seats (settings, 0, 2, 2, 2);
  dialog = ui_open_new_game_dialog (window, "freedom");
  root = GTK_WIDGET (dialog);
  fit.root = adw_dialog_get_child (ADW_DIALOG (dialog));
  g_assert_true (ui_wait_until_mapped (root, 5000));

  /* a person against the computer */
  mode_row = GTK_WIDGET (find_combo_row (root, "_Mode"));
  g_assert_false (adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (mode_row)));
  assert_spoken (root, "_Mode", "Person against the computer");
  assert_spoken (root, "You _play", "Black");
  assert_spoken (root, "Computer _level", "Strong. Thinks a few moves ahead, about a second a move");
  /* a square board: one number, its size */
  g_assert_true (ADW_IS_SPIN_ROW (ui_find_widget (root, is_shown_row_titled, "Board si_ze")));
  g_assert_null (ui_find_widget (root, is_shown_row_titled, "Board col_umns"));
  ui_assert_mnemonics_unique (root);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 2), ==, 0);
  g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 1), ==, 3);

  /* "Random": a side drawn, the same until the choice changes; each side
   * comes up */
  adw_combo_row_set_selected (find_combo_row (root, "You _play"), 2);
  assert_spoken (root, "You _play", "Random");
  for (guint i = 0; i < 200 && !(seen[1] && seen[2]); i++)
    {
      guint person = tab_new_game_dialog_get_seat_level (dialog, 1) == 0 ? 1 : 2;

      g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, 3 - person), ==, 3);
      g_assert_cmpuint (tab_new_game_dialog_get_seat_level (dialog, person), ==, 0);
      seen[person] = TRUE;
      /* drawn again */
      adw_combo_row_set_selected (find_combo_row (root, "You _play"), 0);
      adw_combo_row_set_selected (find_combo_row (root, "You _play"), 2);
    }
  g_assert_true (seen[1] && seen[2]);

  /* computer against computer: which side each computer plays */
  adw_combo_row_set_selected (ADW_COMBO_ROW (mode_row), TAB_MODE_COMPUTER_COMPUTER);
  assert_spoken (root, "_First computer, playing White", "Strong. Thinks a few moves ahead, about a second a move");
  g_assert_nonnull (find_combo_row (root, "S_econd computer, playing Black"));
  ui_assert_mnemonics_unique (root);

  /* Apart's two numbers are rows and columns */
  adw_combo_row_set_selected (find_combo_row (root, "_Game"), 0);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, "apart");
  g_assert_true (ADW_IS_SPIN_ROW (ui_find_widget (root, is_shown_row_titled, "Board _rows")));
  g_assert_true (ADW_IS_SPIN_ROW (ui_find_widget (root, is_shown_row_titled, "Board col_umns")));
  g_assert_null (ui_find_widget (root, is_shown_row_titled, "Board si_ze"));
  ui_assert_mnemonics_unique (root);

  /* Splut!: the seats' choices spoken; the dialog fits its rows, grows
   * with the seats and shrinks again */
  fit.before = gtk_widget_get_height (fit.root);
  adw_combo_row_set_selected (find_combo_row (root, "_Game"), 4);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, "splut");
  g_assert_true (ui_wait_until (fits_anew, &fit, 5000));
  two_players = gtk_widget_get_height (fit.root);
  assert_spoken (root, "South", "Person");
  assert_spoken (root, "North", "Computer, Casual");
  assert_spoken (root, "_Game", "Splut! Throw Rocks with your Stonetroll at the other Sorcerers; "
                 "the last Sorcerer standing wins.");
  fit.before = two_players;
  adw_spin_row_set_value (find_players_row (root), 4);
  g_assert_true (tab_new_game_dialog_set_seat_level (dialog, 4, 4));
  assert_spoken (root, "East", "Computer, Expert");
  ui_assert_mnemonics_unique (root);
  g_assert_true (ui_wait_until (fits_anew, &fit, 5000));
  g_assert_cmpint (gtk_widget_get_height (fit.root), >, two_players);
  fit.before = gtk_widget_get_height (fit.root);
  adw_spin_row_set_value (find_players_row (root), 2);
  g_assert_true (ui_wait_until (fits_anew, &fit, 5000));
  g_assert_cmpint (gtk_widget_get_height (fit.root), ==, two_players);

  adw_dialog_force_close (ADW_DIALOG (dialog));
  g_settings_set_int (settings, "default-human-side", 1);
}

/* Splut!'s seats in the preferences: a row for each player, as the
 * settings keep them, and a choice there is kept */
static void
test_splut_seats_preferences (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *kept = NULL;
  GtkWidget *root;

  g_settings_set_int (settings, "splut-players", 4);
  set_splut_seats (settings, 0, 2, 4, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  root = GTK_WIDGET (find_preferences ());
  g_assert_nonnull (root);
  g_assert_true (ui_wait_until_mapped (root, 5000));

  g_assert_cmpstr (choice_of (root, "South"), ==, "Person");
  g_assert_cmpstr (choice_of (root, "West"), ==, "Computer, Casual");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Expert");
  g_assert_cmpstr (choice_of (root, "East"), ==, "Computer, Beginner");

  /* two players: South and North only (the second seat is North) */
  adw_spin_row_set_value (find_players_row (root), 2);
  g_assert_cmpint (g_settings_get_int (settings, "splut-players"), ==, 2);
  g_assert_cmpstr (choice_of (root, "North"), ==, "Computer, Casual");
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "West"));
  g_assert_null (ui_find_widget (root, is_shown_combo_row_titled, "East"));

  /* a choice is kept, the seats of the players left out too */
  adw_combo_row_set_selected (find_combo_row (root, "North"), 3);
  kept = splut_seats_of (settings);
  g_assert_cmpstr (kept, ==, "[0, 3, 4, 1]");
  /* and the rows follow the settings */
  set_splut_seats (settings, 4, 0, 0, 0);
  g_assert_cmpstr (choice_of (root, "South"), ==, "Computer, Expert");
  g_assert_cmpstr (choice_of (root, "North"), ==, "Person");

  adw_dialog_force_close (ADW_DIALOG (root));
}

/* The preferences' own rows: a switch row for each key of the board, a
 * spin row for each board size, each bound to its key both ways, with
 * its mnemonic */
static void
test_preferences_rows (void)
{
  static const char * const switches[][2] = {
    { "Show le_gal moves", "show-legal-moves" },
    { "_Highlight the last move", "highlight-last-move" },
    { "_Animations", "animations" },
  };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *root, *row;

  g_settings_set_int (settings, "fourmation-size", 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  root = GTK_WIDGET (find_preferences ());
  g_assert_nonnull (root);
  g_assert_true (ui_wait_until_mapped (root, 5000));

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      gboolean kept = g_settings_get_boolean (settings, switches[i][1]);
      AdwSwitchRow *switch_row;

      row = ui_find_widget (root, is_shown_row_titled, switches[i][0]);
      g_assert_true (ADW_IS_SWITCH_ROW (row));
      switch_row = ADW_SWITCH_ROW (row);
      g_assert_true (adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (row)));
      g_assert_cmpint (adw_switch_row_get_active (switch_row), ==, kept);
      adw_switch_row_set_active (switch_row, !kept);
      g_assert_cmpint (g_settings_get_boolean (settings, switches[i][1]), ==, !kept);
      g_settings_set_boolean (settings, switches[i][1], kept);
      g_assert_cmpint (adw_switch_row_get_active (switch_row), ==, kept);
    }

  /* a board size, within the game's range */
  row = ui_find_widget (root, is_shown_row_titled, "_4Mation");
  g_assert_true (ADW_IS_SPIN_ROW (row));
  g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (row)), ==, 7);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), 9);
  g_assert_cmpint (g_settings_get_int (settings, "fourmation-size"), ==, 9);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), 99);
  g_assert_cmpint (g_settings_get_int (settings, "fourmation-size"), ==, 10);
  g_settings_set_int (settings, "fourmation-size", 5);
  g_assert_cmpfloat (adw_spin_row_get_value (ADW_SPIN_ROW (row)), ==, 5);
  g_assert_true (ADW_IS_SPIN_ROW (ui_find_widget (root, is_shown_row_titled, "Apart _rows")));
  g_assert_true (ADW_IS_SPIN_ROW (ui_find_widget (root, is_shown_row_titled, "Apart _columns")));

  g_settings_reset (settings, "fourmation-size");
  adw_dialog_force_close (ADW_DIALOG (root));
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/ui/splut-seats-dialog", test_splut_seats_dialog);
  g_test_add_func ("/ui/splut-seats-preferences", test_splut_seats_preferences);
  g_test_add_func ("/ui/new-game-dialog-rows", test_new_game_dialog_rows);
  g_test_add_func ("/ui/new-game-leaves-preferences", test_new_game_leaves_preferences);
  g_test_add_func ("/ui/preferences-rows", test_preferences_rows);

  return ui_test_run (app, window);
}
