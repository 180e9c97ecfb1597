/* tab-compat.c: one API over libadwaita 1.2 and the current libadwaita
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-compat-private.h"

#include <glib/gi18n.h>

/* AdwAlertDialog, AdwAboutDialog and adw_dialog_present () came in 1.5 */
#define HAVE_ADW_DIALOG ADW_CHECK_VERSION (1, 5, 0)

/* A question is an AdwAlertDialog from 1.5, an AdwMessageDialog before:
 * the same calls under other names, written once below */
#if HAVE_ADW_DIALOG
# define QUESTION(widget)   ADW_ALERT_DIALOG (widget)
# define QUESTION_CALL(fn)  adw_alert_dialog_##fn
#else
# define QUESTION(widget)   ADW_MESSAGE_DIALOG (widget)
# define QUESTION_CALL(fn)  adw_message_dialog_##fn
#endif

static void
add_response (GtkWidget *question, const char *id, const char *label)
{
  QUESTION_CALL (add_response) (QUESTION (question), id, label);
}

#if HAVE_ADW_DIALOG

/* An AdwDialog is shown over a window given when it is presented, not
 * when it is made: the window is kept until then, weakly */
static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
set_parent (GtkWidget *dialog, GtkWidget *parent)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, parent);
  g_object_set_data_full (G_OBJECT (dialog), "tab-parent", ref, free_weak_ref);
}

static void
present_over_parent (GtkWidget *dialog)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (dialog), "tab-parent");
  g_autoptr (GtkWidget) parent = ref != NULL ? g_weak_ref_get (ref) : NULL;

  adw_dialog_present (ADW_DIALOG (dialog), parent);
}

/* The dialog on show over window, if it is of type */
static GtkWidget *
find_dialog (GtkWindow *window, GType type)
{
  AdwDialog *dialog = NULL;

  if (ADW_IS_APPLICATION_WINDOW (window))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  return dialog != NULL && G_TYPE_CHECK_INSTANCE_TYPE (dialog, type) ? GTK_WIDGET (dialog) : NULL;
}

/* An AdwDialog is closed while it is in a window */
static void
close_dialog (GtkWidget *dialog)
{
  if (gtk_widget_get_parent (dialog) != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
}

GtkWidget *
tab_question_new (GtkWidget *parent, const char *heading, const char *body)
{
  GtkWidget *question = GTK_WIDGET (adw_alert_dialog_new (heading, body));

  set_parent (question, parent);
  return question;
}

void
tab_question_present (GtkWidget *question)
{
  present_over_parent (question);
}

void
tab_question_respond (GtkWidget *question, const char *response)
{
  g_autoptr (GtkWidget) kept = g_object_ref (question);

  /* AdwAlertDialog has no call for it: "response", detailed by the id,
   * as its buttons emit it */
  g_signal_emit (question, g_signal_lookup ("response", ADW_TYPE_ALERT_DIALOG),
                 g_quark_from_string (response), response);
  tab_question_dismiss (question);
}

void
tab_question_dismiss (GtkWidget *question)
{
  /* closing an AdwAlertDialog answers with its close response (which
   * may be "discard"): nobody hears it */
  g_signal_handlers_disconnect_matched (question, G_SIGNAL_MATCH_ID,
                                        g_signal_lookup ("response", ADW_TYPE_ALERT_DIALOG),
                                        0, NULL, NULL, NULL);
  close_dialog (question);
}

void
tab_question_detach (GtkWidget *question)
{
  /* a dialog inside its window goes with it */
}

GtkWidget *
tab_question_find (GtkWindow *window, const char *heading)
{
  GtkWidget *question = find_dialog (window, ADW_TYPE_ALERT_DIALOG);

  if (question != NULL &&
      (heading == NULL || g_strcmp0 (tab_question_get_heading (question), heading) == 0))
    return question;
  return NULL;
}

GtkWidget *
tab_about_new (GtkWindow *parent, const char *first_property, ...)
{
  GtkWidget *about;
  va_list args;

  va_start (args, first_property);
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_DIALOG, first_property, args));
  va_end (args);
  set_parent (about, GTK_WIDGET (parent));
  return about;
}

void
tab_about_present (GtkWidget *about)
{
  present_over_parent (about);
}

void
tab_about_add_credit_section (GtkWidget *about, const char *name, const char **people)
{
  adw_about_dialog_add_credit_section (ADW_ABOUT_DIALOG (about), name, people);
}

GtkWidget *
tab_about_find (GtkWindow *window)
{
  return find_dialog (window, ADW_TYPE_ABOUT_DIALOG);
}

void
tab_preferences_set_template (GtkWidgetClass *widget_class, const char *resource_path)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GBytes) template = NULL;
  g_autoptr (GString) ui = NULL;
  gsize length;

  g_return_if_fail (bytes != NULL);
  ui = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  g_string_replace (ui, "parent=\"AdwPreferencesWindow\"", "parent=\"AdwPreferencesDialog\"", 1);
  g_string_replace (ui, "<property name=\"modal\">True</property>", "", 0);
  g_string_replace (ui, "<property name=\"default-width\">", "<property name=\"content-width\">", 1);
  g_string_replace (ui, "<property name=\"default-height\">", "<property name=\"content-height\">", 1);
  length = ui->len;
  template = g_bytes_new_take (g_string_free (g_steal_pointer (&ui), FALSE), length);
  gtk_widget_class_set_template (widget_class, template);
}

void
tab_dialog_present (GtkWidget *dialog, GtkWindow *parent)
{
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (parent));
}

GtkWidget *
tab_dialog_find (GtkWindow *window, GType type)
{
  return find_dialog (window, type);
}

void
tab_dialog_close (GtkWidget *dialog)
{
  close_dialog (dialog);
}

void
tab_dialog_close_all (GtkWindow *window)
{
  GtkWidget *closed = NULL;
  GtkWidget *dialog;

  /* the top one first; one that stays (closing, animated) ends the loop */
  while ((dialog = find_dialog (window, ADW_TYPE_DIALOG)) != NULL && dialog != closed)
    {
      if (ADW_IS_ALERT_DIALOG (dialog))
        tab_question_dismiss (dialog);
      else
        adw_dialog_force_close (ADW_DIALOG (dialog));
      closed = dialog;
    }
}

#else /* libadwaita 1.2 to 1.4: windows of their own, transient for the parent */

/* The window of type on show, transient for window, with heading as its
 * heading, for questions (NULL for any window of type) */
static GtkWidget *
find_transient (GtkWindow *window, GType type, const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) &&
          gtk_widget_get_visible (GTK_WIDGET (item)) &&
          gtk_window_get_transient_for (item) == window &&
          (heading == NULL ||
           g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (item)), heading) == 0))
        return GTK_WIDGET (item);
    }
  return NULL;
}

GtkWidget *
tab_question_new (GtkWidget *parent, const char *heading, const char *body)
{
  return adw_message_dialog_new (GTK_WINDOW (parent), heading, body);
}

void
tab_question_present (GtkWidget *question)
{
  gtk_window_present (GTK_WINDOW (question));
}

void
tab_question_respond (GtkWidget *question, const char *response)
{
  g_autoptr (GtkWidget) kept = g_object_ref (question);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), response);
  /* unless the answer closed it (with its window); destroyed, not closed,
   * which would answer again with the close response */
  if (gtk_widget_get_visible (question))
    tab_question_dismiss (question);
}

void
tab_question_dismiss (GtkWidget *question)
{
  tab_question_detach (question);
  gtk_window_destroy (GTK_WINDOW (question));
}

void
tab_question_detach (GtkWidget *question)
{
  gtk_window_set_transient_for (GTK_WINDOW (question), NULL);
}

GtkWidget *
tab_question_find (GtkWindow *window, const char *heading)
{
  return find_transient (window, ADW_TYPE_MESSAGE_DIALOG, heading);
}

GtkWidget *
tab_about_new (GtkWindow *parent, const char *first_property, ...)
{
  GtkWidget *about;
  va_list args;

  va_start (args, first_property);
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_WINDOW, first_property, args));
  va_end (args);
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  return about;
}

void
tab_about_present (GtkWidget *about)
{
  gtk_window_present (GTK_WINDOW (about));
}

void
tab_about_add_credit_section (GtkWidget *about, const char *name, const char **people)
{
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), name, people);
}

GtkWidget *
tab_about_find (GtkWindow *window)
{
  return find_transient (window, ADW_TYPE_ABOUT_WINDOW, NULL);
}

void
tab_preferences_set_template (GtkWidgetClass *widget_class, const char *resource_path)
{
  gtk_widget_class_set_template_from_resource (widget_class, resource_path);
}

void
tab_dialog_present (GtkWidget *dialog, GtkWindow *parent)
{
  gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWidget *
tab_dialog_find (GtkWindow *window, GType type)
{
  return find_transient (window, type, NULL);
}

void
tab_dialog_close (GtkWidget *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
tab_dialog_close_all (GtkWindow *window)
{
  /* windows of their own: the window destroys them as it goes */
}

#endif

void
tab_question_set_response_appearance (GtkWidget *question, const char *response,
                                      AdwResponseAppearance appearance)
{
  QUESTION_CALL (set_response_appearance) (QUESTION (question), response, appearance);
}

void
tab_question_set_default_response (GtkWidget *question, const char *response)
{
  QUESTION_CALL (set_default_response) (QUESTION (question), response);
}

void
tab_question_set_close_response (GtkWidget *question, const char *response)
{
  QUESTION_CALL (set_close_response) (QUESTION (question), response);
}

const char *
tab_question_get_heading (GtkWidget *question)
{
  return QUESTION_CALL (get_heading) (QUESTION (question));
}

const char *
tab_question_get_body (GtkWidget *question)
{
  return QUESTION_CALL (get_body) (QUESTION (question));
}

void
tab_question_add_responses (GtkWidget *question, const char *first_id, ...)
{
  va_list args;

  va_start (args, first_id);
  for (const char *id = first_id; id != NULL; id = va_arg (args, const char *))
    add_response (question, id, va_arg (args, const char *));
  va_end (args);
}

typedef struct
{
  TabFileChosen chosen;
  gpointer      user_data;
  gboolean      saving;
} Choice;

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_file_chosen (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autofree Choice *choice = data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;

  if (choice->saving)
    file = gtk_file_dialog_save_finish (dialog, result, &error);
  else
    file = gtk_file_dialog_open_finish (dialog, result, &error);
  /* dismissed or cancelled: no file, and nothing to tell */
  choice->chosen (file, choice->user_data);
}

void
tab_choose_file (GtkWindow *parent, gboolean saving, const char *title, const char *accept,
                 GtkFileFilter *filter, GFile *folder, const char *name,
                 TabFileChosen chosen, gpointer user_data)
{
  g_autoptr (GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr (GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  Choice *choice = g_new0 (Choice, 1);

  *choice = (Choice) { chosen, user_data, saving };
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_accept_label (dialog, accept);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  if (folder != NULL)
    gtk_file_dialog_set_initial_folder (dialog, folder);
  if (saving)
    {
      gtk_file_dialog_set_initial_name (dialog, name);
      gtk_file_dialog_save (dialog, parent, NULL, on_file_chosen, choice);
    }
  else
    gtk_file_dialog_open (dialog, parent, NULL, on_file_chosen, choice);
}

#else /* GTK 4.8 */

static void
on_native_response (GtkNativeDialog *native, int response, gpointer data)
{
  g_autofree Choice *choice = data;
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  choice->chosen (file, choice->user_data);
  g_object_unref (native);
}

void
tab_choose_file (GtkWindow *parent, gboolean saving, const char *title, const char *accept,
                 GtkFileFilter *filter, GFile *folder, const char *name,
                 TabFileChosen chosen, gpointer user_data)
{
  GtkFileChooserAction action = saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN;
  GtkFileChooserNative *native = gtk_file_chooser_native_new (title, parent, action, accept, _("_Cancel"));
  Choice *choice = g_new0 (Choice, 1);

  *choice = (Choice) { chosen, user_data, saving };
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), folder, NULL);
  if (saving)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect (native, "response", G_CALLBACK (on_native_response), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

#endif

gboolean
tab_accessible_announce (GtkWidget *widget, const char *message)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  return FALSE;
#endif
}

void
tab_revealer_reveal (GtkRevealer *revealer, gboolean reveal)
{
  GtkWidget *child = gtk_revealer_get_child (revealer);

  gtk_revealer_set_reveal_child (revealer, reveal);
  if (child != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, !reveal, -1);
}
