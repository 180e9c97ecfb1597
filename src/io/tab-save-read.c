/* tab-save-read.c: reading Tabuleiro save files from disk
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only a regular file is read, and at most TAB_SAVE_MAX_BYTES of it;
 * tab-save-file.c parses what was read.
 */

#include "tab-save-private.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

/* ------------------------------------------------------------------ */
/* Loading from disk                                                  */

static void
set_read_error (GError **error, const char *reason)
{
  /* Translators: %s says why, e.g. "permission denied" */
  g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO, _("cannot read the file: %s"), reason);
}

static void
set_errno_error (GError **error, int saved_errno)
{
  if (saved_errno == ENOENT || saved_errno == ENOTDIR)
    set_read_error (error, _("the file does not exist"));
  else if (saved_errno == EACCES || saved_errno == EPERM)
    set_read_error (error, _("permission denied"));
  else
    set_read_error (error, g_strerror (saved_errno));
}

/* Only a regular file is read: opening a named pipe for reading would wait
 * for a writer forever, and a device may never end.  O_NONBLOCK makes the
 * open itself return at once whatever the path turns out to be; fstat () on
 * the open descriptor then decides, so the check and the read see the same
 * file. */
static int
open_regular_file (const char *path, struct stat *st, GError **error)
{
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      set_errno_error (error, errno);
      return -1;
    }
  if (fstat (fd, st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return -1;
    }
  if (S_ISDIR (st->st_mode))
    set_read_error (error, _("it is a folder, not a file"));
  else if (!S_ISREG (st->st_mode))
    set_read_error (error, _("it is not a regular file (a pipe, a device or a socket)"));
  else
    return fd;
  close (fd);
  return -1;
}

/* What loading reads before parsing: the share of the time reading
 * takes, from a local disk */
#define READ_SHARE 0.2

/* Appends n bytes of chunk to buffer unless that makes it too large */
static gboolean
append_capped (GByteArray *buffer, const guint8 *chunk, gsize n, GError **error)
{
  if (buffer->len + n > TAB_SAVE_MAX_BYTES)
    {
      tab_save_set_too_large (error, buffer->len + (guint64) n);
      return FALSE;
    }
  g_byte_array_append (buffer, chunk, (guint) n);
  return TRUE;
}

/* Reads at most TAB_SAVE_MAX_BYTES; a larger file is refused before a
 * single byte of it is parsed, even if it grows while being read. */
static GBytes *
read_capped (const char *path, TabSaveStage *stage, GError **error)
{
  g_autoptr (GByteArray) buffer = NULL;
  struct stat st;
  guint8 chunk[64 * 1024];
  gboolean ok = TRUE;
  int fd;

  fd = open_regular_file (path, &st, error);
  if (fd < 0)
    return NULL;
  if (st.st_size > TAB_SAVE_MAX_BYTES)
    {
      tab_save_set_too_large (error, (guint64) st.st_size);
      close (fd);
      return NULL;
    }

  buffer = g_byte_array_new ();
  while (ok)
    {
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          ok = FALSE;
        }
      if (n <= 0)
        break;
      ok = append_capped (buffer, chunk, (gsize) n, error) &&
           tab_save_stage_report (stage, (double) buffer->len / (double) MAX (st.st_size, 1), error);
    }
  close (fd);
  if (!ok)
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

/* The same for a file without a local path (e.g. of a GVfs mount without
 * FUSE): through GIO, a regular file only */
static GBytes *
read_stream_capped (GFile *file, TabSaveStage *stage, GError **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GByteArray) buffer = g_byte_array_new ();
  g_autoptr (GError) local = NULL;
  guint8 chunk[64 * 1024];
  goffset size = 0;
  gssize n;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, stage->cancellable, &local);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      set_read_error (error, _("it is not a regular file (a pipe, a device or a socket)"));
      return NULL;
    }
  if (info != NULL && (size = g_file_info_get_size (info)) > TAB_SAVE_MAX_BYTES)
    {
      tab_save_set_too_large (error, (guint64) size);
      return NULL;
    }
  if (info != NULL)
    stream = g_file_read (file, stage->cancellable, &local);
  while (stream != NULL &&
         (n = g_input_stream_read (G_INPUT_STREAM (stream), chunk, sizeof chunk,
                                   stage->cancellable, &local)) > 0)
    if (!append_capped (buffer, chunk, (gsize) n, error) ||
        !tab_save_stage_report (stage, (double) buffer->len / (double) MAX (size, 1), error))
      return NULL;
  if (local != NULL)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local));
      else
        set_read_error (error, local->message);
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

static TabSaveData *
parse_bytes (GBytes *bytes, TabSaveStage *stage, GError **error)
{
  TabSaveStage parse = tab_save_stage_part (stage, READ_SHARE, 1.0);
  gsize length;
  const char *text;

  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return tab_save_data_parse_full (text != NULL ? text : "", length, parse.cancellable,
                                   parse.progress != NULL ? tab_save_stage_forward : NULL,
                                   &parse, error);
}

TabSaveData *
tab_save_data_load_file (GFile                *file,
                         GCancellable         *cancellable,
                         TabSaveProgressFunc   progress,
                         gpointer              progress_data,
                         GError              **error)
{
  TabSaveStage stage = { cancellable, progress, progress_data, 0.0, 1.0 };
  TabSaveStage reading = tab_save_stage_part (&stage, 0.0, READ_SHARE);
  g_autoptr (GBytes) bytes = NULL;
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_peek_path (file);
  if (path != NULL)
    bytes = read_capped (path, &reading, error);
  else
    bytes = read_stream_capped (file, &reading, error);
  return parse_bytes (bytes, &stage, error);
}

TabSaveData *
tab_save_data_load (const char  *path,
                    GError     **error)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  file = g_file_new_for_path (path);
  return tab_save_data_load_file (file, NULL, NULL, NULL, error);
}
