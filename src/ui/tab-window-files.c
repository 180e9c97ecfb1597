/* tab-window-files.c: the window's game and its file: open, save, the
 * unfinished games kept and continued, and the question before the
 * changes to a game's file are lost
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tab-dialogs.h"
#include "tab-game-io.h"
#include "tab-mnemonic.h"
#include "tab-unfinished.h"
#include "tab-window-private.h"

/* ---- Unfinished games ---- */

/* An unfinished game is kept as an entry of the unfinished games
 * (tab-unfinished.h), after every whole turn.  The entry keeps the game,
 * not the file it was saved in: that goes beside it (KEY.ini), with a
 * checksum of the game it is about, so that a game continued is the game
 * of its file again (its name in the title, Save writes there).  It is
 * written before the game and only counts when the checksum is the
 * game's: a kill between the two writes never gives one game another
 * game's file. */
#define FILE_GROUP "Autosave"

/* the game id and its record, as the entry holds them */
static char *
game_checksum (const char *game_id, const char * const *tokens)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  g_checksum_update (checksum, (const guchar *) game_id, -1);
  for (guint i = 0; tokens != NULL && tokens[i] != NULL; i++)
    {
      g_checksum_update (checksum, (const guchar *) " ", 1);
      g_checksum_update (checksum, (const guchar *) tokens[i], -1);
    }
  return g_strdup (g_checksum_get_string (checksum));
}

static void
write_entry_file (TabWindow *self)
{
  g_autofree char *path = tab_unfinished_path (self->unfinished_key, ".ini");
  g_autoptr (GKeyFile) keys = NULL;
  g_auto (GStrv) tokens = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;

  if (self->file == NULL || g_file_peek_path (self->file) == NULL)
    {
      if (g_remove (path) != 0 && errno != ENOENT)
        g_debug ("Cannot remove %s: %s", path, g_strerror (errno));
      return;
    }
  tokens = tab_game_dup_tokens (self->game);
  checksum = game_checksum (tab_game_get_rules (self->game)->id, (const char * const *) tokens);
  keys = g_key_file_new ();
  g_key_file_set_string (keys, FILE_GROUP, "File", g_file_peek_path (self->file));
  g_key_file_set_boolean (keys, FILE_GROUP, "Modified", self->modified);
  g_key_file_set_string (keys, FILE_GROUP, "Game", checksum);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0 || !g_key_file_save_to_file (keys, path, &error))
    g_debug ("Cannot write %s: %s", path, error != NULL ? error->message : g_strerror (errno));
}

GFile *
_tab_window_read_unfinished_file (const char *key, const TabSaveData *data, gboolean *modified)
{
  g_autofree char *path = tab_unfinished_path (key, ".ini");
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autofree char *file = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *expected = NULL;

  *modified = TRUE;
  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  file = g_key_file_get_string (keys, FILE_GROUP, "File", NULL);
  checksum = g_key_file_get_string (keys, FILE_GROUP, "Game", NULL);
  expected = game_checksum (data->rules->id, (const char * const *) data->actions);
  if (file == NULL || g_strcmp0 (checksum, expected) != 0)
    return NULL;
  *modified = g_key_file_get_boolean (keys, FILE_GROUP, "Modified", NULL);
  return g_file_new_for_path (file);
}

/* Keeps the game among the unfinished games (or lets its entry go, once
 * it is over) */
void
_tab_window_autosave (TabWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL ||
      (self->game == self->forgotten_game &&
       tab_game_get_n_actions (self->game) == self->forgotten_n))
    return;
  if (self->unfinished_key == NULL)
    self->unfinished_key = tab_unfinished_new_key ();
  write_entry_file (self);
  if (tab_unfinished_keep (self->match, self->unfinished_key, &error))
    {
      self->autosave_failed = FALSE;
      return;
    }
  g_warning ("Cannot autosave the game: %s", error->message);
  /* once, not after every turn, until an autosave works again */
  if (!self->autosave_failed)
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("The game cannot be kept for later: %s"),
                                                  error->message);
      _tab_window_show_toast (self, message);
    }
  self->autosave_failed = TRUE;
}

/* The game on the board is another one from now on: a new entry */
static void
leave_entry (TabWindow *self)
{
  g_clear_pointer (&self->unfinished_key, g_free);
}


/* ---- Files ---- */

static void
remember_folder (TabWindow *self, GFile *file)
{
  g_autoptr (GFile) parent = g_file_get_parent (file);

  if (parent != NULL && g_file_peek_path (parent) != NULL)
    g_settings_set_string (self->settings, "last-folder", g_file_peek_path (parent));
}

/* "Cannot open “name”: why" or "Cannot save …" in a toast */
static void
show_file_error (TabWindow *self, gboolean saving, const char *name, const char *why)
{
  g_autofree char *message = NULL;

  if (saving)
    /* Translators: a game could not be saved; the first %s is a file name,
     * the second says why */
    message = g_strdup_printf (_("Cannot save “%s”: %s"), name, why);
  else
    /* Translators: a file could not be opened; the second %s says why */
    message = g_strdup_printf (_("Cannot open “%s”: %s"), name, why);
  _tab_window_show_toast (self, message);
}

/* Shows error and passes it on to the caller */
static gboolean
fail_on_file (TabWindow *self, gboolean saving, const char *path, GError *error, GError **out)
{
  g_autofree char *name = g_path_get_basename (path);

  show_file_error (self, saving, name, error->message);
  g_propagate_error (out, error);
  return FALSE;
}

/* the game becomes the game of file, as saved there */
static void
set_file (TabWindow *self, const char *path)
{
  /* path may be the path of the window's file: read it before letting go */
  GFile *file = g_file_new_for_path (path);

  g_clear_object (&self->file);
  self->file = file;
  self->modified = FALSE;
  remember_folder (self, self->file);
}

gboolean
tab_window_save_to (TabWindow *self, const char *path, GError **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!tab_game_io_save (self->match, path, &local_error))
    return fail_on_file (self, TRUE, path, local_error, error);
  set_file (self, path);
  _tab_window_refresh (self);
  return TRUE;
}

/* The match holds the game just loaded from path: play it on from there */
static void
show_loaded_game (TabWindow *self, const char *path)
{
  leave_entry (self);
  tab_match_resume (self->match);
  set_file (self, path);
  _tab_window_show_game_page (self);
  _tab_window_refresh (self);
  _tab_window_focus_board (self);
  /* Translators: for screen readers, once a saved game is on the board */
  _tab_window_speak_when_active (self, _("Game opened."));
}

gboolean
tab_window_load_from (TabWindow *self, const char *path, GError **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  _tab_window_autosave (self);
  if (!tab_game_io_load (self->match, path, &local_error))
    return fail_on_file (self, FALSE, path, local_error, error);
  show_loaded_game (self, path);
  return TRUE;
}

/* The path of file; NULL, with the error shown, for a file that is not on
 * this computer (a remote location that no local folder mounts): the save
 * code reads and writes local files only */
static const char *
local_path (TabWindow *self, GFile *file, gboolean saving, GError **error)
{
  g_autofree char *name = NULL;
  const char *why;

  if (g_file_peek_path (file) != NULL)
    return g_file_peek_path (file);

  name = g_file_get_basename (file);
  why = saving ? _("only local files can be saved") : _("only local files can be opened");
  show_file_error (self, saving, name != NULL ? name : "", why);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, why);
  return NULL;
}

gboolean
tab_window_save_file (TabWindow *self, GFile *file, GError **error)
{
  const char *path;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = local_path (self, file, TRUE, error);
  return path != NULL && tab_window_save_to (self, path, error);
}

gboolean
tab_window_open_file (TabWindow *self, GFile *file, GError **error)
{
  const char *path;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = local_path (self, file, FALSE, error);
  return path != NULL && tab_window_load_from (self, path, error);
}

/* ---- Opening a file off the main thread ---- */

/* A load shorter than this shows nothing: no bar that flashes */
#define LOADING_BAR_DELAY_MS 250

static gboolean
show_loading_bar (gpointer data)
{
  TabWindow *self = data;

  self->loading_source = 0;
  gtk_revealer_set_reveal_child (self->loading_revealer, TRUE);
  return G_SOURCE_REMOVE;
}

static void
hide_loading_bar (TabWindow *self)
{
  g_clear_handle_id (&self->loading_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->loading_revealer, FALSE);
}

static void
on_load_progress (double fraction, gpointer data)
{
  TabWindow *self = data;

  gtk_progress_bar_set_fraction (self->loading_progress, fraction);
}

typedef struct
{
  TabWindow *self;         /* a reference */
  GFile     *file;
  GCancellable *cancellable;
} LoadRequest;

static void
load_request_free (LoadRequest *request)
{
  g_object_unref (request->self);
  g_object_unref (request->file);
  g_object_unref (request->cancellable);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LoadRequest, load_request_free)

/* In the main thread: the loaded file replaces the game, or its error is
 * shown and the game on screen stays; a cancelled load says nothing */
static void
on_file_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (LoadRequest) request = data;
  TabWindow *self = request->self;
  g_autoptr (TabSaveData) save_data = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_file_get_basename (request->file);

  save_data = tab_game_io_load_finish (result, &error);
  /* a later load, or the window going away, replaced this one */
  if (self->load_cancellable == request->cancellable)
    {
      g_clear_object (&self->load_cancellable);
      hide_loading_bar (self);
    }
  if (g_cancellable_is_cancelled (request->cancellable) || self->match == NULL)
    return;
  /* the game it replaces goes to the unfinished games as it is now */
  if (save_data != NULL)
    _tab_window_autosave (self);
  if (save_data == NULL || !tab_game_io_apply (self->match, save_data, &error))
    {
      self->opens_on_game = FALSE;
      show_file_error (self, FALSE, name, error->message);
      return;
    }
  show_loaded_game (self, g_file_peek_path (request->file));
}

/* Opens file without waiting on it: the window stays responsive, a bar
 * with the progress and a Cancel button shows when it takes a while, and
 * the game on screen stays until the file is read and checked */
static void
open_file_async (TabWindow *self, GFile *file)
{
  LoadRequest *request;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  if (local_path (self, file, FALSE, NULL) == NULL)
    return;
  _tab_window_cancel_open (self);

  name = g_file_get_basename (file);
  /* Translators: shown while a saved game is read; %s is its file name */
  label = g_strdup_printf (_("Opening “%s”…"), name);
  gtk_label_set_text (self->loading_label, label);
  gtk_progress_bar_set_fraction (self->loading_progress, 0.0);
  self->loading_source = g_timeout_add (LOADING_BAR_DELAY_MS, show_loading_bar, self);

  self->load_cancellable = g_cancellable_new ();
  request = g_new0 (LoadRequest, 1);
  *request = (LoadRequest) { g_object_ref (self), g_object_ref (file),
                             g_object_ref (self->load_cancellable) };
  tab_game_io_load_async (file, self->load_cancellable,
                          on_load_progress, g_object_ref (self), g_object_unref,
                          on_file_loaded, request);
}

void
_tab_window_cancel_open (TabWindow *self)
{
  if (self->load_cancellable == NULL)
    return;
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  hide_loading_bar (self);
}

gboolean
tab_window_is_opening (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  return self->load_cancellable != NULL;
}

gboolean
tab_window_get_modified (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  return self->modified;
}

GFile *
tab_window_dup_chooser_folder (TabWindow *self)
{
  g_autofree char *folder = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);

  folder = g_settings_get_string (self->settings, "last-folder");
  if (folder[0] == '\0' || !g_file_test (folder, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_file_new_for_path (folder);
}

GFile *
tab_window_dup_start_folder (TabWindow *self)
{
  GFile *folder = tab_window_dup_chooser_folder (self);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (folder != NULL)
    return folder;
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

static GtkFileFilter *
save_file_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tabuleiro games"));
  /* by type where the MIME package is installed (data/tabuleiro-mime.xml),
   * by name where it is not (the app run from the build tree) */
  gtk_file_filter_add_mime_type (filter, "application/x-tabuleiro");
  gtk_file_filter_add_pattern (filter, "*.tabuleiro");
  gtk_file_filter_add_pattern (filter, "*.xml");
  return filter;
}

/* The Open and Save dialogs, with the filter of save files, start in the
 * folder of the last game opened or saved, or else in the documents
 * folder (the chooser's own default is the working directory, which for
 * an app started from the desktop is the home folder or "/"); chosen
 * gets a reference to the window, which may have gone away meanwhile
 * (then match is NULL) */
static void
choose_file (TabWindow *self, gboolean saving, const char *name, TabFileChosen chosen, gpointer data)
{
  g_autoptr (GtkFileFilter) filter = save_file_filter ();
  g_autoptr (GFile) folder = tab_window_dup_start_folder (self);

  tab_choose_file (GTK_WINDOW (self), saving,
                   saving ? _("Save Game") : _("Open Game"),
                   saving ? _("_Save") : _("_Open"),
                   filter, folder, name, chosen, data);
}

typedef struct
{
  TabWindow     *self;   /* a reference */
  TabWindowThen  after;
} SaveRequest;

static void
on_file_to_save_chosen (GFile *file, gpointer data)
{
  g_autofree SaveRequest *request = data;
  g_autoptr (TabWindow) self = request->self;

  if (file != NULL && self->match != NULL &&
      tab_window_save_file (self, file, NULL) && request->after != NULL)
    request->after (self);
}

void
_tab_window_save_as (TabWindow *self, TabWindowThen after)
{
  SaveRequest *request = g_new0 (SaveRequest, 1);
  g_autofree char *name = NULL;

  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    /* Translators: the default file name of a saved game */
    name = g_strdup_printf (_("%s game.tabuleiro"), gettext (tab_game_get_rules (self->game)->name));
  *request = (SaveRequest) { g_object_ref (self), after };
  choose_file (self, TRUE, name, on_file_to_save_chosen, request);
}

void
_tab_window_save (TabWindow *self, TabWindowThen after)
{
  if (self->file == NULL)
    {
      _tab_window_save_as (self, after);
      return;
    }
  if (tab_window_save_file (self, self->file, NULL) && after != NULL)
    after (self);
}

static void
on_file_to_open_chosen (GFile *file, gpointer data)
{
  g_autoptr (TabWindow) self = data;

  if (file != NULL && self->match != NULL)
    {
      self->opens_on_game = FALSE;
      open_file_async (self, file);
    }
}

void
_tab_window_show_open_dialog (TabWindow *self)
{
  choose_file (self, FALSE, NULL, on_file_to_open_chosen, g_object_ref (self));
}

/* ---- Unsaved games ---- */

/* What closing the window, or replacing the game with another, would
 * lose; NULL when nothing.  An unfinished game stays among the unfinished
 * games, with the name of its file and its changes, to be continued: it
 * loses nothing.  A finished game is not kept there: what is lost is the
 * changes to its file.  A finished game in no file was never meant to be
 * kept (a rematch follows, or the player leaves it). */
static char *
describe_unsaved (TabWindow *self)
{
  gboolean kept;

  if (self->game == NULL || !self->modified || tab_game_get_n_actions (self->game) == 0)
    return NULL;
  kept = !tab_game_is_over (self->game) && !self->autosave_failed;
  if (kept)
    return NULL;
  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      /* Translators: %s is a file name */
      return g_strdup_printf (_("The last turns of the game are not saved in “%s” and will be "
                                "lost."), name);
    }
  if (tab_game_is_over (self->game))
    return NULL;
  /* the list of unfinished games cannot be written */
  return g_strdup (_("The game is not saved in a file and will be lost."));
}

static void
on_ask_to_save_response (AdwAlertDialog *dialog, const char *response, TabWindow *self)
{
  TabWindowThen then = self->after_asking;

  self->after_asking = NULL;
  if (g_strcmp0 (response, "discard") == 0)
    then (self);
  else if (g_strcmp0 (response, "save") == 0)
    _tab_window_save (self, then);
}

/* Asks whether to save the game first (body says what would be lost);
 * then goes on with then () unless the player cancels or the save fails */
static void
ask_to_save (TabWindow *self, const char *body, const char *discard_label, TabWindowThen then)
{
  AdwAlertDialog *dialog;

  /* a question asked again (Quit while New Game asks) replaces the first */
  if (self->question != NULL)
    tab_question_dismiss (self->question);
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Save the Game?"), body));
  g_set_weak_pointer (&self->question, dialog);
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "discard", discard_label,
                                  "save", self->file != NULL ? _("_Save") : _("_Save As…"),
                                  NULL);
  tab_mnemonic_fix_buttons (GTK_WIDGET (dialog));
  adw_alert_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "save");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  self->after_asking = then;
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_ask_to_save_response), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* then () at once, or after asking when it would replace an unsaved game */
void
_tab_window_unless_unsaved (TabWindow *self, TabWindowThen then)
{
  g_autofree char *unsaved = describe_unsaved (self);

  if (unsaved == NULL)
    then (self);
  else
    ask_to_save (self, unsaved, _("_Discard"), then);
}

static void
open_file_to_open (TabWindow *self)
{
  g_autoptr (GFile) file = g_steal_pointer (&self->file_to_open);

  if (file != NULL)
    open_file_async (self, file);
}

/* Asks, then opens file; at_start: the window opens with it */
static void
open_file_asking (TabWindow *self, GFile *file, gboolean at_start)
{
  g_set_object (&self->file_to_open, file);
  self->opens_on_game = at_start;
  /* the game on the board, if unfinished, stays among the unfinished
   * games: a question only for the changes to a finished game's file */
  _tab_window_unless_unsaved (self, open_file_to_open);
}

void
tab_window_open_file_asking (TabWindow *self, GFile *file)
{
  g_return_if_fail (TAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_file_asking (self, file, FALSE);
}

void
tab_window_open_file_at_start (TabWindow *self, GFile *file)
{
  g_return_if_fail (TAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_file_asking (self, file, TRUE);
}

/* ---- No computer plays under a dialog ---- */

/* While a question or a dialog stands over the game, or the player looks
 * back through its history or practices, no computer turn is played: the game asked
 * about is the game the player sees */
void
_tab_window_hold_match (TabWindow *self)
{
  gboolean dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) != NULL;

  if (self->match != NULL)
    tab_match_set_held (self->match, dialog || self->browse >= 0 || self->practice != NULL);
}

void
_tab_window_files_init (TabWindow *self)
{
  g_signal_connect (self, "notify::visible-dialog", G_CALLBACK (_tab_window_hold_match), NULL);
}

/* ---- Continue and close ---- */

static void
show_continued_game (TabWindow *self, const char *key)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = tab_unfinished_load (key, &error);

  /* the game it replaces stays among them as it is now (its pause, its
   * speed, a turn half played) */
  if (data != NULL)
    _tab_window_autosave (self);
  if (data == NULL || !tab_game_io_apply (self->match, data, &error))
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("The game cannot be continued: %s"),
                                                  error->message);
      _tab_window_show_toast (self, message);
      _tab_window_fill_unfinished (self, FALSE);
      return;
    }
  g_free (self->unfinished_key);
  self->unfinished_key = g_strdup (key);
  tab_match_resume (self->match);
  g_clear_object (&self->file);
  self->file = _tab_window_read_unfinished_file (key, data, &self->modified);
  self->opens_on_game = FALSE;
  _tab_window_show_game_page (self);
  _tab_window_refresh (self);
  _tab_window_focus_board (self);
  /* Translators: for screen readers, once an unfinished game is on the board */
  _tab_window_speak_when_active (self, _("Game resumed."));
}

static void
continue_chosen (TabWindow *self)
{
  g_autofree char *key = g_steal_pointer (&self->key_to_continue);

  if (key != NULL)
    show_continued_game (self, key);
}

void
_tab_window_continue_unfinished (TabWindow *self, const char *key)
{
  /* the game on the board: back to it as it is */
  if (self->game != NULL && g_strcmp0 (key, self->unfinished_key) == 0)
    {
      _tab_window_show_game_page (self);
      _tab_window_refresh (self);
      _tab_window_focus_board (self);
      return;
    }
  g_free (self->key_to_continue);
  self->key_to_continue = g_strdup (key);
  _tab_window_unless_unsaved (self, continue_chosen);
}

static void
close_now (TabWindow *self)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Asks whether to save a game that closing would lose: TRUE when it asks
 * (the window then closes after the answer, or stays) */
gboolean
_tab_window_ask_before_closing (TabWindow *self)
{
  g_autofree char *unsaved = self->close_confirmed ? NULL : describe_unsaved (self);

  if (unsaved == NULL)
    return FALSE;
  ask_to_save (self, unsaved, _("_Close Without Saving"), close_now);
  return TRUE;
}
