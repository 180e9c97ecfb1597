/* test-portuguese.c: the app under LANG=pt_PT.UTF-8, with the
 * translations of this build: the chooser, the New Game dialog, the
 * How to Play page and the messages about bad save files are in
 * Portuguese, read back from the widget tree
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "tab-game-io.h"
#include "tab-unfinished.h"
#include "tab-how-to-play-private.h"
#include "tab-new-game-dialog.h"
#include "ui-test-common.h"
#include "ui-test-locale.h"

static GtkApplication *app;
static TabWindow *window;
static const char *locale_how;

/* The app's messages from this build, not from an installed copy */
static void
use_build_translations (void)
{
  const char *dir = g_getenv ("TAB_LOCALEDIR");
  g_autofree char *mo = NULL;

  g_assert_nonnull (dir);
  mo = g_build_filename (dir, "pt", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    g_error ("%s is missing: the translations were not built", mo);
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* ---- Reading the widget tree ---- */

static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && strcmp (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_status_page (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_STATUS_PAGE (widget);
}

static gboolean
is_game_row (GtkWidget *widget, gconstpointer id)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (g_object_get_data (G_OBJECT (widget), "game-id"), id) == 0;
}

static gboolean
is_button_with_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static gboolean
is_button_with_label (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_combo_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_COMBO_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
new_game_dialog_is_open (gpointer data)
{
  TabNewGameDialog *dialog = ui_find_new_game_dialog ();

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

/* ---- The tests ---- */

static void
test_locale (void)
{
  g_test_message ("locale: %s (LC_MESSAGES %s)", locale_how, setlocale (LC_MESSAGES, NULL));
  /* what every translated string below goes through */
  g_assert_cmpstr (_("Choose a Game"), ==, "Escolha um jogo");
}

static void
test_chooser (void)
{
  GtkWidget *status_page, *row, *button;

  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (window), 5000));
  status_page = ui_find_widget (GTK_WIDGET (window), is_status_page, NULL);
  g_assert_nonnull (status_page);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status_page)), ==, "Escolha um jogo");
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (status_page)), ==,
                   "Jogos de tabuleiro abstratos contra uma pessoa ou contra o computador");

  /* a game's row: its summary comes from the engine, its button from the window */
  row = ui_find_widget (GTK_WIDGET (window), is_game_row, "fourmation");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Coloque um cubo junto ao último cubo do adversário; quatro em linha ganham.");
  button = ui_find_widget (row, is_button_with_action, "win.how-to-play-game");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Como jogar");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Como jogar 4Mation");

  /* the header bar, from tab-window.ui */
  button = ui_find_widget (GTK_WIDGET (window), is_button_with_action, "win.new-game");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Novo jogo");

  /* and no English left on the page */
  g_assert_null (ui_find_widget (GTK_WIDGET (window), is_label_with_text, "Choose a Game"));
}

static void
test_new_game_dialog (void)
{
  TabNewGameDialog *dialog;
  GtkWidget *mode_row, *game_row;
  GtkStringObject *mode;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (ui_wait_until (new_game_dialog_is_open, NULL, 5000));
  dialog = ui_find_new_game_dialog ();
  g_assert_cmpstr (adw_dialog_get_title (ADW_DIALOG (dialog)), ==, "Novo jogo");
  g_assert_nonnull (ui_find_widget (GTK_WIDGET (dialog), is_button_with_label, "_Iniciar"));
  g_assert_nonnull (ui_find_widget (GTK_WIDGET (dialog), is_button_with_label, "_Cancelar"));

  mode_row = ui_find_widget (GTK_WIDGET (dialog), is_combo_row_titled, "_Modo");
  g_assert_nonnull (mode_row);
  mode = adw_combo_row_get_selected_item (ADW_COMBO_ROW (mode_row));
  g_assert_cmpstr (gtk_string_object_get_string (mode), ==, "Contra o computador");

  /* the game's summary, from the engine, under its name */
  game_row = ui_find_widget (GTK_WIDGET (dialog), is_combo_row_titled, "_Jogo");
  g_assert_nonnull (game_row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (game_row)), ==,
                   "Coloque um cubo junto ao último cubo do adversário; quatro em linha ganham.");
  /* every Alt+key has one owner in Portuguese too, whatever rows show */
  ui_assert_mnemonics_unique (GTK_WIDGET (dialog));
  adw_combo_row_set_selected (ADW_COMBO_ROW (mode_row), TAB_MODE_COMPUTER_COMPUTER);
  ui_assert_mnemonics_unique (GTK_WIDGET (dialog));
  adw_combo_row_set_selected (ADW_COMBO_ROW (game_row), 4);   /* Splut! */
  ui_assert_mnemonics_unique (GTK_WIDGET (dialog));
  adw_dialog_force_close (ADW_DIALOG (dialog));
}

static void
test_how_to_play (void)
{
  TabHowToPlay *how;
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play-game", "s", "freedom"));
  g_assert_true (ui_wait_until (ui_how_to_play_is_open, window, 5000));
  how = tab_how_to_play_find (GTK_WINDOW (window));
  page = tab_how_to_play_get_page (how, "freedom");
  g_assert_nonnull (page);
  g_assert_nonnull (ui_find_widget (page, is_label_with_text, "Objetivo"));
  g_assert_null (ui_find_widget (page, is_label_with_text, "Goal"));
  adw_dialog_force_close (ADW_DIALOG (how));
}

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "io", "files", name, NULL);
}

/* A file saved by a newer Tabuleiro, and a file with an illegal action
 * (a message from the engine, the model and the loader together): refused,
 * with the message in Portuguese, and the window still at the chooser */
static void
test_bad_files (void)
{
  static const struct
  {
    const char *fixture;
    int         code;
    const char *message;
  } cases[] = {
    { "format-2.xml", TAB_SAVE_ERROR_NEWER,
      "linha 2: guardado por uma versão mais recente do Tabuleiro "
      "(formato 2; esta versão lê o formato 1)" },
    { "illegal-action.xml", TAB_SAVE_ERROR_ACTION,
      "linha 11: ação ilegal «d1» na jogada 3" },
    { "empty.xml", TAB_SAVE_ERROR_NOT_XML, "o ficheiro está vazio" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = fixture_path (cases[i].fixture);
      g_autoptr (GError) error = NULL;

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      g_assert_false (tab_window_load_from (window, path, &error));
      g_assert_error (error, TAB_SAVE_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  g_assert_nonnull (ui_find_widget (GTK_WIDGET (window), is_status_page, NULL));
  g_assert_true (gtk_widget_get_mapped (ui_find_widget (GTK_WIDGET (window), is_status_page, NULL)));
}

static gboolean
label_is_shown (gpointer text)
{
  GtkWidget *label = ui_find_widget (GTK_WIDGET (window), is_label_with_text, text);

  return label != NULL && gtk_widget_get_mapped (label);
}

/* An unfinished game that cannot be shown: the toast that says so is in
 * Portuguese, why included, and shown as written even with the <…> of an
 * XML element in it (a toast's title is markup) */
static void
test_resume_toast (void)
{
  static const struct
  {
    const char *fixture;
    const char *toast;
    const char *english;
  } cases[] = {
    { "format-2.xml",
      "Não é possível mostrar um jogo por terminar: linha 2: guardado por uma versão mais "
      "recente do Tabuleiro (formato 2; esta versão lê o formato 1)",
      "An unfinished game cannot be shown: line 2: saved by a newer version of "
      "Tabuleiro (format 2; this version reads format 1)" },
    { "wrong-root.xml",
      "Não é possível mostrar um jogo por terminar: linha 2: não é um ficheiro de jogo do "
      "Tabuleiro (o elemento raiz é <html>, não <tabuleiro-save>)",
      "An unfinished game cannot be shown: line 2: not a Tabuleiro save file (the root "
      "element is <html>, not <tabuleiro-save>)" },
  };
  g_autofree char *autosave = tab_unfinished_path ("00000000000000ff-00000000", ".xml");
  g_autofree char *folder = tab_unfinished_dir ();

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *fixture = fixture_path (cases[i].fixture);
      g_autofree char *text = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (fixture, &text, &length, NULL));
      g_assert_true (g_file_set_contents (autosave, text, (gssize) length, NULL));
      g_assert_false (label_is_shown ((gpointer) cases[i].toast));

      _tab_window_fill_unfinished (window, TRUE);
      /* at once, in place of the toast before (of the bad files, then of
       * the case before) */
      g_assert_true (ui_wait_until (label_is_shown, (gpointer) cases[i].toast, 2000));
      g_assert_null (ui_find_widget (GTK_WIDGET (window), is_label_with_text, cases[i].english));
      /* left for a newer Tabuleiro or for the player, not removed */
      g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));
    }
  tab_unfinished_remove ("00000000000000ff-00000000");
}

static gboolean
is_status_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return is_label_with_text (widget, text) &&
         gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_STATUS;
}

static gboolean
status_label_is_shown (gpointer text)
{
  GtkWidget *label = ui_find_widget (GTK_WIDGET (window), is_status_label_with_text, text);

  return label != NULL && gtk_widget_get_mapped (label);
}

/* Green Skull between two people: after the Goblins' turn (a step, and
 * no zombie move) the window tells it in Portuguese, in a label that
 * screen readers read as a status */
static void
test_turn_in_words (void)
{
  static const char *const record[] = { "h8xh6", "g1-f1", "end" };
  const char *words = "Os Goblins avançaram de g1 para f1. Os Goblins não moveram nenhum Zombie.";
  const TabRules *rules = tab_rules_lookup ("green-skull");
  const guint levels[TAB_MAX_SEATS] = { 0 };
  g_autoptr (GError) error = NULL;
  TabOptions options;
  TabMatch *match;

  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  match = tab_window_get_match (window);
  for (guint i = 0; i < G_N_ELEMENTS (record); i++)
    {
      TabAction action;

      g_assert_true (tab_action_parse (tab_game_get_position (tab_match_get_game (match)),
                                       record[i], &action, &error));
      g_assert_true (tab_match_play (match, action, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ui_wait_until (status_label_is_shown, (gpointer) words, 5000));
  g_assert_null (ui_find_widget (GTK_WIDGET (window), is_label_with_text, "Goblins played end"));
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  ui_use_log_writer ();
  locale_how = ui_use_portuguese_locale ();
  use_build_translations ();
  data_home = ui_use_private_data_home ("tabuleiro-pt");

  /* not gtk_test_init (): it sets the locale to en_US.UTF-8 */
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  gtk_init ();
  window = ui_start_app (&app);

  g_test_add_func ("/portuguese/locale", test_locale);
  g_test_add_func ("/portuguese/chooser", test_chooser);
  g_test_add_func ("/portuguese/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/portuguese/how-to-play", test_how_to_play);
  g_test_add_func ("/portuguese/bad-files", test_bad_files);
  g_test_add_func ("/portuguese/resume-toast", test_resume_toast);
  g_test_add_func ("/portuguese/turn-in-words", test_turn_in_words);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  ui_remove_portuguese_locale ();
  ui_remove_tree (data_home);
  return status;
}
