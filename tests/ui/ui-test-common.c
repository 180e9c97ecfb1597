/* ui-test-common.c: what every UI test under Xvfb shares
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-random.h"
#include "ui-test-common.h"

#include "tab-dialogs.h"

#include "tab-application.h"
#include "tab-game-ui.h"
#include "tab-random.h"

#include <string.h>

/* GTK 4.24's X11 backend warns "gdk_frame_timings_submitted() called on
 * submitted frame." the first time a popup surface (a tooltip, a popover)
 * shows on a display without a compositor such as Xvfb: a plain GtkLabel's
 * tooltip under the pointer does it in a program of a dozen lines, with
 * no code of ours (GNOME Web's tests let it pass too).  GDK 4.24 also
 * warns "Duplicate call to gdk_frame_timings_presented() with different
 * values" when the display server reports a frame's presentation time a
 * second time, otherwise (seen once, in test-throw-step under weston in
 * a full CI run on sid): its frame clock's bookkeeping, not ours.  Those
 * messages are printed, not fatal, and say so; the rest go to GLib's own
 * writer, fatal as G_DEBUG says. */
static const char * const not_ours[] = {
  "gdk_frame_timings_submitted() called on submitted frame",
  "Duplicate call to gdk_frame_timings_presented() with different values",
};
static gboolean
is_gdk_frame_timings_warning (GLogLevelFlags level, const GLogField *fields, gsize n_fields)
{
  gboolean from_gdk = FALSE;
  gboolean about_frame_timings = FALSE;

  if ((level & G_LOG_LEVEL_WARNING) == 0)
    return FALSE;
  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
      from_gdk = g_strcmp0 (fields[i].value, "Gdk") == 0;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      for (gsize j = 0; j < G_N_ELEMENTS (not_ours); j++)
        about_frame_timings |= g_str_has_prefix (fields[i].value, not_ours[j]);
  return from_gdk && about_frame_timings;
}

static GLogWriterOutput
write_log (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  if (is_gdk_frame_timings_warning (level, fields, n_fields))
    {
      g_printerr ("(not fatal: a warning of GDK's frame timings, not the app's)\n");
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

void
ui_use_log_writer (void)
{
  g_log_set_writer_func (write_log, NULL, NULL);
}

void
ui_gtk_test_init (int *argc, char ***argv)
{
  ui_use_log_writer ();
  gtk_test_init (argc, argv, NULL);
}

gboolean
ui_wait_until (UiCondition condition, gpointer data, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

void
ui_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

gboolean
ui_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 100;
}

gboolean
ui_wait_until_mapped (GtkWidget *widget, guint timeout_ms)
{
  return ui_wait_until (ui_is_mapped, widget, timeout_ms);
}

GtkWidget *
ui_find_widget (GtkWidget *root, UiWidgetTest test, gconstpointer data)
{
  if (test (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_widget (child, test, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ui_is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkShortcut *
ui_find_key_shortcut (GtkWidget *widget, guint keyval, GdkModifierType modifiers)
{
  g_autoptr (GPtrArray) shortcuts = ui_widget_shortcuts (widget);

  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (g_ptr_array_index (shortcuts, i));

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
        return g_object_ref (g_ptr_array_index (shortcuts, i));
    }
  return NULL;
}

GtkWindow *
ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return GTK_WINDOW (item);
    }
  return NULL;
}

GPtrArray *
ui_widget_shortcuts (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  GPtrArray *shortcuts = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller))
        for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
          g_ptr_array_add (shortcuts, g_list_model_get_item (G_LIST_MODEL (controller), j));
    }
  return shortcuts;
}

typedef GtkWidget *(*FindOver) (GtkWindow *window, gconstpointer what);

/* What find finds over one of the toplevel windows, or NULL */
static GtkWidget *
find_over_any_window (FindOver find, gconstpointer what)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkWidget *found = find (window, what);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
question_over (GtkWindow *window, gconstpointer heading)
{
  return GTK_WIDGET (tab_question_find (window, heading));
}

GtkWidget *
ui_find_question (const char *heading)
{
  return find_over_any_window (question_over, heading);
}

gboolean
ui_question_is_shown (gpointer heading)
{
  GtkWidget *question = ui_find_question (heading);

  return question != NULL && gtk_widget_get_mapped (question);
}

GtkWidget *
ui_wait_for_question (const char *heading, guint timeout_ms)
{
  g_assert_true (ui_wait_until (ui_question_is_shown, (gpointer) heading, timeout_ms));
  return ui_find_question (heading);
}

static GtkWidget *
dialog_over (GtkWindow *window, gconstpointer type)
{
  return GTK_WIDGET (tab_dialog_find (window, *(const GType *) type));
}

GtkWidget *
ui_find_dialog (GType type)
{
  return find_over_any_window (dialog_over, &type);
}

char *
ui_use_private_data_home (const char *prefix)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strconcat (prefix, "-XXXXXX", NULL);
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

TabWindow *
ui_start_app (GtkApplication **app)
{
  g_autoptr (GError) error = NULL;

  *app = GTK_APPLICATION (tab_application_new ());
  g_application_set_flags (G_APPLICATION (*app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (*app), NULL, &error);
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (*app));
  return TAB_WINDOW (gtk_application_get_active_window (*app));
}

TabWindow *
ui_test_init (int *argc, char ***argv, GtkApplication **app, char **data_home)
{
  g_autofree char *folder = ui_use_private_data_home ("tabuleiro-ui");

  ui_gtk_test_init (argc, argv);
  if (data_home != NULL)
    *data_home = g_steal_pointer (&folder);
  return ui_start_app (app);
}

int
ui_test_run (GtkApplication *app, TabWindow *window)
{
  int status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  return status;
}

TabGame *
ui_new_game (const char *id, const char *record)
{
  return ui_new_game_sized (id, NULL, record);
}

TabGame *
ui_new_game_sized (const char *id, const char *size, const char *record)
{
  return ui_new_game_seated (id, size, 0, record);
}

TabGame *
ui_new_game_seated (const char *id, const char *size, guint players, const char *record)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  const TabRules *rules = tab_rules_lookup (id);
  g_autoptr (GError) error = NULL;
  TabOptions options;
  TabGame *game;

  g_assert_nonnull (rules);
  tab_options_default (rules, &options);
  if (size != NULL)
    g_assert_true (tab_options_parse_size (rules, size, &options, NULL));
  if (players != 0)
    options.players = (guint8) players;
  game = tab_game_new_from_record (rules, &options, (const char * const *) tokens, &error);
  g_assert_no_error (error);
  return game;
}

TabGame *
ui_random_reviewed_game (const char *id, guint players, guint64 seed, guint64 nodes,
                         TabGameReview **review)
{
  TabGame *game = ui_new_game_seated (id, NULL, players, "");
  g_autoptr (GArray) turns = NULL;
  g_autofree TabAction *actions = NULL;
  TabRng rng;
  guint n;

  tab_rng_seed (&rng, seed);
  while (!tab_game_is_over (game))
    g_assert_true (tab_game_play (game, tab_position_random_action (tab_game_get_position (game), &rng), NULL));
  n = tab_game_get_n_actions (game);
  actions = g_new (TabAction, n);
  for (guint i = 0; i < n; i++)
    actions[i] = tab_game_get_action (game, i);
  turns = tab_review_game (tab_game_get_position_at (game, 0), actions, n, nodes, 1);
  *review = tab_game_review_new (nodes, n, g_steal_pointer (&turns));
  return game;
}

TabAction
ui_parse (TabGame *game, const char *token)
{
  g_autoptr (GError) error = NULL;
  TabAction action = 0;

  g_assert_true (tab_action_parse (tab_game_get_position (game), token, &action, &error));
  g_assert_no_error (error);
  return action;
}

TabGame *
ui_window_game (TabWindow *window)
{
  return tab_match_get_game (tab_window_get_match (window));
}

char *
ui_record_of (TabGame *game)
{
  g_auto (GStrv) tokens = tab_game_dup_tokens (game);

  return g_strjoinv (" ", tokens);
}

typedef struct
{
  TabWindow *window;
  guint      n_actions;
} NActions;

static gboolean
has_n_actions (gpointer data)
{
  NActions *wanted = data;
  TabGame *game = ui_window_game (wanted->window);

  return game != NULL && tab_game_get_n_actions (game) == wanted->n_actions;
}

void
ui_assert_content_fits (TabWindow *window, int width, int height)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  int min_width, min_height;

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (min_height, <=, height);
}

TabGame *
ui_random_finished_game (const char *id, guint players, guint64 seed)
{
  const TabRules *rules = tab_rules_lookup (id);
  TabOptions options;
  TabGame *finished;
  TabRng rng;

  tab_options_default (rules, &options);
  if (players != 0)
    options.players = (guint8) players;
  finished = tab_game_new (rules, &options, NULL);
  g_assert_nonnull (finished);
  tab_rng_seed (&rng, seed);
  while (!tab_game_is_over (finished))
    g_assert_true (tab_game_play (finished, tab_position_random_action (tab_game_get_position (finished), &rng),
                                  NULL));
  return finished;
}

gboolean
ui_wait_for_n_actions (TabWindow *window, guint n, guint timeout_ms)
{
  NActions wanted = { window, n };

  return ui_wait_until (has_n_actions, &wanted, timeout_ms);
}

gboolean
ui_how_to_play_is_open (gpointer window)
{
  TabHowToPlay *how = tab_how_to_play_find (GTK_WINDOW (window));

  return how != NULL && gtk_widget_get_mapped (GTK_WIDGET (how));
}

TabNewGameDialog *
ui_find_new_game_dialog (void)
{
  return (TabNewGameDialog *) ui_find_dialog (TAB_TYPE_NEW_GAME_DIALOG);
}

GtkWidget *
ui_find_save_question (void)
{
  return ui_find_question ("Save the Game?");
}

void
ui_answer_question (GtkWidget *question, const char *response)
{
  tab_question_respond (ADW_ALERT_DIALOG (question), response);
  ui_spin (20);
}

static gboolean
is_chooser_row_of (GtkWidget *widget, gconstpointer game_id)
{
  return GTK_IS_LIST_BOX_ROW (widget) &&
         g_strcmp0 (g_object_get_data (G_OBJECT (widget), "game-id"), game_id) == 0;
}

TabNewGameDialog *
ui_open_new_game_dialog (TabWindow *window, const char *game_id)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TabNewGameDialog *dialog;
  GtkWidget *row;

  g_settings_set_string (settings, "last-game", game_id);
  /* the game's entry in the chooser: enabled, it opens the dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-chooser", NULL));
  row = ui_find_widget (GTK_WIDGET (window), is_chooser_row_of, game_id);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_sensitive (row));
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  /* the dialog opens at once: Start asks about the game before */
  g_assert_null (ui_find_save_question ());
  dialog = ui_find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tab_new_game_dialog_get_rules (dialog)->id, ==, game_id);
  return dialog;
}

void
ui_start_new_game (TabNewGameDialog *dialog)
{
  tab_new_game_dialog_start (dialog);
  /* the game before, unfinished and in no file, is replaced */
  if (ui_find_save_question () != NULL)
    ui_answer_question (ui_find_save_question (), "discard");
}

/* The mnemonic keys of the labels shown under root, each counted in
 * keys; FALSE (with the label) when two labels share one */
static gboolean
mnemonics_unique (GtkWidget *root, GHashTable *keys, const char **clash)
{
  if (!gtk_widget_get_visible (root))
    return TRUE;
  if (GTK_IS_LABEL (root) && gtk_label_get_use_underline (GTK_LABEL (root)) &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (root)) != GDK_KEY_VoidSymbol &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (root)) != 0)  /* none (GTK 4.8) */
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (root)));

      if (g_hash_table_contains (keys, GUINT_TO_POINTER (key)))
        {
          *clash = gtk_label_get_label (GTK_LABEL (root));
          return FALSE;
        }
      g_hash_table_add (keys, GUINT_TO_POINTER (key));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!mnemonics_unique (child, keys, clash))
      return FALSE;
  return TRUE;
}

void
ui_assert_mnemonics_unique (GtkWidget *dialog)
{
  g_autoptr (GHashTable) keys = g_hash_table_new (NULL, NULL);
  const char *clash = NULL;

  if (!mnemonics_unique (dialog, keys, &clash))
    g_error ("the mnemonic of “%s” is another label's too", clash);
  /* Start, Cancel, Game at least */
  g_assert_cmpuint (g_hash_table_size (keys), >=, 3);
}

int
ui_cell_named (const TabPosition *pos, const char *name)
{
  for (guint cell = 0; cell < pos->rules->n_cells (pos); cell++)
    {
      char buf[TAB_TOKEN_MAX];

      tab_game_ui_cell_name (pos, (int) cell, buf);
      if (g_str_equal (buf, name))
        return (int) cell;
    }
  g_error ("no cell is called %s", name);
}

void
ui_click_cells (TabWindow *window, const char *clicks)
{
  g_auto (GStrv) names = g_strsplit (clicks, " ", -1);
  GtkWidget *board = tab_window_get_board_view (window);

  for (guint i = 0; names[i] != NULL; i++)
    g_assert_true (gtk_widget_activate_action (board, "board.activate-cell", "i",
                                               ui_cell_named (tab_game_get_position (ui_window_game (window)),
                                                              names[i])));
}
