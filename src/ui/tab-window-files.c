/* tab-window-files.c: the window's game and its file: open, save,
 * autosave, resume, and the question before an unsaved game is lost
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
#include "tab-relative-date.h"
#include "tab-window-private.h"

/* ---- Autosave ---- */

/* The autosave keeps the game, not the file it was saved in: that goes
 * beside it, in a key file with a checksum of the game it is about, so
 * that a resumed game is the game of its file again (its name in the
 * title, Save writes there).  It is written before the autosave and only
 * counts when the checksum is the autosave's: a crash between the two
 * writes never gives one game another game's file. */
#define FILE_GROUP "Autosave"

static char *
autosave_file_path (void)
{
  g_autofree char *autosave = tab_game_io_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);

  return g_build_filename (dir, "autosave-file.ini", NULL);
}

/* the game id and its record, as the autosave holds them */
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
remove_autosave_file (void)
{
  g_autofree char *path = autosave_file_path ();

  if (g_remove (path) != 0 && errno != ENOENT)
    g_debug ("Cannot remove %s: %s", path, g_strerror (errno));
}

/* The autosave and the name of its file go together */
static void
remove_autosave (void)
{
  tab_game_io_remove_autosave ();
  remove_autosave_file ();
}

static void
write_autosave_file (TabWindow *self)
{
  g_autofree char *path = autosave_file_path ();
  g_autoptr (GKeyFile) keys = NULL;
  g_auto (GStrv) tokens = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;

  if (self->file == NULL || g_file_peek_path (self->file) == NULL)
    {
      remove_autosave_file ();
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

/* The file of the autosaved game data, and whether the game had changes
 * that are not in it; NULL when it was in no file */
static GFile *
read_autosave_file (const TabSaveData *data, gboolean *modified)
{
  g_autofree char *path = autosave_file_path ();
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

void
_tab_window_autosave (TabWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL)
    return;
  write_autosave_file (self);
  if (tab_game_io_autosave (self->match, &error))
    {
      g_autofree char *autosave = tab_game_io_autosave_path ();

      /* a game over, or not begun, is not kept: nor the name of its file */
      if (!g_file_test (autosave, G_FILE_TEST_EXISTS))
        remove_autosave_file ();
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
  tab_match_resume (self->match);
  set_file (self, path);
  _tab_window_show_game_page (self);
  _tab_window_refresh (self);
  _tab_window_focus_board (self);
  /* Translators: for screen readers, once a saved game is on the board */
  _tab_window_speak_turn (self, _("Game opened."));
}

gboolean
tab_window_load_from (TabWindow *self, const char *path, GError **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

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

/* What closing the window, or replacing the game with a new or an opened
 * one, would lose; NULL when nothing: the changes since the game was saved
 * in its file, or a game in no file.  On closing, an unfinished game is
 * autosaved (with the name of its file, if it has one) and offered again
 * at the next start, so only a finished one is lost for good; a new or an
 * opened game replaces the autosave, so there an unfinished game is lost
 * (a finished one in no file is not asked about). */
static char *
describe_unsaved (TabWindow *self, gboolean closing)
{
  if (self->game == NULL || !self->modified)
    return NULL;
  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      if (closing && !tab_game_is_over (self->game) && tab_game_get_n_actions (self->game) > 0)
        /* Translators: %s is a file name */
        return g_strdup_printf (_("The changes to “%s” are not saved in it. Tabuleiro will "
                                  "offer to resume the game the next time it starts."), name);
      /* Translators: %s is a file name */
      return g_strdup_printf (_("The changes to “%s” will be lost."), name);
    }
  if (tab_game_get_n_actions (self->game) == 0)
    return NULL;
  /* a new game after one that ended is a rematch: not worth a question */
  if (!closing && tab_game_is_over (self->game))
    return NULL;
  if (!closing)
    return g_strdup (_("The game is not saved in a file and will be lost."));
  if (tab_game_is_over (self->game))
    return g_strdup (_("The finished game is not saved in a file and will be lost."));
  return g_strdup (_("The game is not saved in a file. Tabuleiro will offer to resume it "
                     "the next time it starts."));
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
  g_autofree char *unsaved = describe_unsaved (self, FALSE);

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
  /* The game the last session left is the player's until they say: it
   * comes on screen, and the question below is about it */
  if (self->resume_offer != NULL)
    tab_question_respond (self->resume_offer, "resume");
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

/* ---- Resume and close ---- */

static void
on_resume_response (AdwAlertDialog *dialog, const char *response, TabWindow *self)
{
  TabSaveData *data = g_object_get_data (G_OBJECT (dialog), "save-data");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "resume") != 0)
    {
      remove_autosave ();
      /* the window opens on the chooser, or on the file still to open */
      self->opens_on_game = self->file_to_open != NULL;
      return;
    }
  if (!tab_game_io_apply (self->match, data, &error))
    {
      _tab_window_show_toast (self, error->message);
      return;
    }
  tab_match_resume (self->match);
  g_clear_object (&self->file);
  self->file = read_autosave_file (data, &self->modified);
  _tab_window_show_game_page (self);
  _tab_window_refresh (self);
  _tab_window_focus_board (self);
  /* Translators: for screen readers, once the last game is on the board */
  _tab_window_speak_turn (self, _("Game resumed."));
}

void
tab_window_offer_resume (TabWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = tab_game_io_load_autosave (&error);
  g_autoptr (GDateTime) when = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time_text = NULL;
  g_autofree char *body = NULL;
  AdwAlertDialog *dialog;

  if (data == NULL)
    {
      /* Not removed: a newer Tabuleiro may resume it, and a damaged file is
       * still the player's; the next autosave replaces it. */
      if (error != NULL)
        {
          /* Translators: %s says why, e.g. "saved by a newer version of Tabuleiro" */
          g_autofree char *message = g_strdup_printf (_("The last game cannot be resumed: %s"),
                                                      error->message);
          _tab_window_show_toast (self, message);
        }
      return;
    }

  when = g_date_time_new_from_unix_local (data->saved_at);
  time_text = when != NULL && now != NULL ? tab_relative_date (when, now) : g_strdup ("");
  /* Translators: the first %s is a game, the second when it was last
   * played: "today at 18:14", "yesterday at 09:02", "Monday at 20:30",
   * "November 3, 2026" */
  body = g_strdup_printf (_("A game of %s, last played %s, was not finished."),
                          gettext (data->rules->name), time_text);
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Resume the Last Game?"), body));
  adw_alert_dialog_add_responses (dialog,
                                  "discard", _("_Discard"),
                                  "resume", _("_Resume"),
                                  NULL);
  tab_mnemonic_fix_buttons (GTK_WIDGET (dialog));
  adw_alert_dialog_set_response_appearance (dialog, "resume", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "resume");
  adw_alert_dialog_set_close_response (dialog, "discard");
  g_object_set_data_full (G_OBJECT (dialog), "save-data", g_steal_pointer (&data),
                          (GDestroyNotify) tab_save_data_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
  g_set_weak_pointer (&self->resume_offer, dialog);
  /* the game, if resumed, is the one the window opens on */
  self->opens_on_game = TRUE;
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
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
  g_autofree char *unsaved = self->close_confirmed ? NULL : describe_unsaved (self, TRUE);

  if (unsaved == NULL)
    return FALSE;
  ask_to_save (self, unsaved, _("_Close Without Saving"), close_now);
  return TRUE;
}
