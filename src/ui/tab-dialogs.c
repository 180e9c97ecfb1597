/* tab-dialogs.c: finding, answering and closing dialogs; choosing a file
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-dialogs.h"

AdwDialog *
tab_dialog_find (GtkWindow *window, GType type)
{
  AdwDialog *dialog = NULL;

  if (ADW_IS_APPLICATION_WINDOW (window))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  return dialog != NULL && G_TYPE_CHECK_INSTANCE_TYPE (dialog, type) ? dialog : NULL;
}

void
tab_dialog_close_all (GtkWindow *window)
{
  AdwDialog *closed = NULL;
  AdwDialog *dialog;

  /* the top one first; one that stays (closing, animated) ends the loop */
  while ((dialog = tab_dialog_find (window, ADW_TYPE_DIALOG)) != NULL && dialog != closed)
    {
      if (ADW_IS_ALERT_DIALOG (dialog))
        tab_question_dismiss (ADW_ALERT_DIALOG (dialog));
      else
        adw_dialog_force_close (dialog);
      closed = dialog;
    }
}

AdwAlertDialog *
tab_question_find (GtkWindow *window, const char *heading)
{
  AdwDialog *question = tab_dialog_find (window, ADW_TYPE_ALERT_DIALOG);

  if (question != NULL &&
      (heading == NULL ||
       g_strcmp0 (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (question)), heading) == 0))
    return ADW_ALERT_DIALOG (question);
  return NULL;
}

void
tab_question_respond (AdwAlertDialog *question, const char *response)
{
  g_autoptr (AdwAlertDialog) kept = g_object_ref (question);

  /* AdwAlertDialog has no call for it: "response", detailed by the id,
   * as its buttons emit it */
  g_signal_emit (question, g_signal_lookup ("response", ADW_TYPE_ALERT_DIALOG),
                 g_quark_from_string (response), response);
  tab_question_dismiss (question);
}

void
tab_question_dismiss (AdwAlertDialog *question)
{
  /* closing an AdwAlertDialog answers with its close response (which
   * may be "discard"): nobody hears it */
  g_signal_handlers_disconnect_matched (question, G_SIGNAL_MATCH_ID,
                                        g_signal_lookup ("response", ADW_TYPE_ALERT_DIALOG),
                                        0, NULL, NULL, NULL);
  /* (one that is not in a window any more is closed already) */
  if (gtk_widget_get_parent (GTK_WIDGET (question)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (question));
}

typedef struct
{
  TabFileChosen chosen;
  gpointer      user_data;
  gboolean      saving;
} Choice;

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
