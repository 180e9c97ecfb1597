/* tab-application.c: the Tabuleiro application
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-application.h"

#include <glib/gi18n.h>

#include "tab-dialogs.h"
#include "tab-game-ui.h"
#include "tab-preferences-dialog.h"
#include "tab-window.h"

struct _TabApplication
{
  AdwApplication parent_instance;

  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (TabApplication, tab_application, ADW_TYPE_APPLICATION)

static void
apply_color_scheme (TabApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT,
    ADW_COLOR_SCHEME_FORCE_LIGHT,
    ADW_COLOR_SCHEME_FORCE_DARK,
  };
  guint scheme = (guint) g_settings_get_enum (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (scheme, G_N_ELEMENTS (schemes) - 1)]);
}

/* The game window (the How to Play window is the app's too) */
static TabWindow *
find_game_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (TAB_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
tab_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (tab_window_new (ADW_APPLICATION (app)));
      gtk_window_present (window);
      return;
    }
  gtk_window_present (window);
}

/* A file from the command line, the file manager or a second launch:
 * into the window there is, at once (the game there, if unfinished, goes
 * to the chooser's unfinished games), or a new one */
static void
tab_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  TabWindow *window;

  if (n_files == 0)
    return;
  window = find_game_window (GTK_APPLICATION (app));
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      /* one game at a time: the first file */
      tab_window_open_file_asking (window, files[0]);
      return;
    }
  window = tab_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  tab_window_open_file_at_start (window, files[0]);
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = user_data;
  /* a copy: a window that closes leaves the application's list at once */
  GList *windows = g_list_copy (gtk_application_get_windows (app));

  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);

  /* closing the windows saves the games in progress (or asks first) */
  for (GList *l = windows; l != NULL; l = l->next)
    {
      tab_dialog_close_all (l->data);
      gtk_window_close (l->data);
    }
  g_list_free_full (windows, g_object_unref);
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = user_data;
  GtkWindow *parent = gtk_application_get_active_window (app);

  adw_dialog_present (ADW_DIALOG (tab_preferences_dialog_new ()), GTK_WIDGET (parent));
}

/* "Splut! by Tommy De Coninck", one line a game, for the credits */
static GStrv
dup_game_credits (void)
{
  g_autoptr (GStrvBuilder) credits = g_strv_builder_new ();
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const TabGameUi *ui = tab_game_ui_lookup (all[i]);
      g_autofree char *line = NULL;

      if (ui->designers != NULL)
        /* Translators: a game and its designers, in the About window */
        line = g_strdup_printf (_("%s by %s"), gettext (all[i]->name), ui->designers);
      else if (ui->publisher != NULL)
        /* Translators: a game whose designer is not known, and its
         * publisher, in the About window */
        line = g_strdup_printf (_("%s, published by %s"), gettext (all[i]->name), ui->publisher);
      if (line != NULL)
        g_strv_builder_add (credits, line);
    }
  return g_strv_builder_end (credits);
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = user_data;
  /* Translators: who made the app, in the About window */
  const char *developer_name = _("The Tabuleiro developers");
  const char *developers[] = { developer_name, NULL };
  g_auto (GStrv) designers = dup_game_credits ();
  AdwAboutDialog *about;

  about = g_object_new (ADW_TYPE_ABOUT_DIALOG,
                        "application-name", "Tabuleiro",
                        "application-icon", APP_ID,
                        "developer-name", developer_name,
                        "version", PACKAGE_VERSION,
                        "comments", _("Five abstract board games against a person or the computer: "
                                      "Apart, Green Skull, Splut!, 4Mation and Freedom."),
                        "website", "https://github.com/tabuleiro/tabuleiro",
                        "issue-url", "https://github.com/tabuleiro/tabuleiro/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your name, to be shown in the About window */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_dialog_add_credit_section (about, _("Game Designers"), (const char **) designers);
  adw_dialog_present (ADW_DIALOG (about), GTK_WIDGET (gtk_application_get_active_window (app)));
}

/* The shortcuts are built when they are first asked for, not with every
 * window (GtkApplication builds gtk/help-overlay.ui as a window opens,
 * before it maps: the resource is ui/shortcuts.ui so that it does not).
 * From libadwaita 1.8 an AdwShortcutsDialog, shown inside the window and
 * made anew each time; before, a GtkShortcutsWindow (which GTK 4.18
 * deprecates), kept by the game window under this key, not as its "help
 * overlay", whose functions GTK 4.18 deprecates too */
#if ADW_CHECK_VERSION (1, 8, 0)

static void
show_help_overlay (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shortcuts.ui");

  adw_dialog_present (ADW_DIALOG (gtk_builder_get_object (builder, "help_overlay")), user_data);
}

#else

#define SHORTCUTS_WINDOW_KEY "tab-shortcuts-window"

static void
forget_shortcuts_window (GtkWindow *window)
{
  g_object_set_data (G_OBJECT (window), SHORTCUTS_WINDOW_KEY, NULL);
}

static void
show_help_overlay (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = user_data;
  GtkWindow *overlay = g_object_get_data (G_OBJECT (window), SHORTCUTS_WINDOW_KEY);

  if (overlay == NULL)
    {
      g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shortcuts.ui");

      /* a toplevel: GTK keeps it until it is destroyed, with the game
       * window at the latest; closed, it only hides */
      overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_window_set_transient_for (overlay, window);
      gtk_window_set_modal (overlay, TRUE);
      gtk_window_set_hide_on_close (overlay, TRUE);
      gtk_window_set_destroy_with_parent (overlay, TRUE);
      g_object_set_data (G_OBJECT (window), SHORTCUTS_WINDOW_KEY, overlay);
      g_signal_connect_object (overlay, "destroy", G_CALLBACK (forget_shortcuts_window),
                               window, G_CONNECT_SWAPPED);
    }
  gtk_window_present (overlay);
}

#endif

/* win.show-help-overlay, which GtkApplicationWindow leaves to us when it
 * has no shortcuts window yet */
static void
tab_application_window_added (GtkApplication *app, GtkWindow *window)
{
  GTK_APPLICATION_CLASS (tab_application_parent_class)->window_added (app, window);

  if (GTK_IS_APPLICATION_WINDOW (window) &&
      !g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"))
    {
      g_autoptr (GSimpleAction) action = g_simple_action_new ("show-help-overlay", NULL);

      g_signal_connect_object (action, "activate", G_CALLBACK (show_help_overlay), window, 0);
      g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
    }
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "about", .activate = about_action },
};

typedef struct
{
  const char *action;
  const char *accels[3];
} Accel;

static const Accel accels[] = {
  { "win.new-game", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.hint", { "<Control>h", NULL } },
  { "win.pass", { "<Control>e", NULL } },
  { "win.pause", { "<Control>p", NULL } },
  { "win.step", { "<Control>t", NULL } },
  { "win.how-to-play", { "F1", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "window.close", { "<Control>w", NULL } },
  { "win.flip-board", { "<Control>f", NULL } },
  { "win.live-evaluation", { "<Control>l", NULL } },
};

static void
tab_application_startup (GApplication *app)
{
  TabApplication *self = TAB_APPLICATION (app);

  G_APPLICATION_CLASS (tab_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);
}

static void
tab_application_dispose (GObject *object)
{
  TabApplication *self = TAB_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tab_application_parent_class)->dispose (object);
}

static void
tab_application_class_init (TabApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = tab_application_dispose;
  app_class->activate = tab_application_activate;
  app_class->open = tab_application_open;
  app_class->startup = tab_application_startup;
  gtk_app_class->window_added = tab_application_window_added;
}

static void
tab_application_init (TabApplication *self)
{
}

TabApplication *
tab_application_new (void)
{
  return g_object_new (TAB_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
