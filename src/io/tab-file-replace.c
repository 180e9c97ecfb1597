/* tab-file-replace.c: replace a file's contents atomically
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * g_file_set_contents () does the atomic part, but replaces a symbolic
 * link with a regular file, gives the new file mode 0666 less the umask
 * (a private 0600 save became 0644), and a writer killed between creating
 * its temporary file and renaming it leaves NAME.XXXXXX beside the user's
 * file for ever, a name nobody can tell from the user's own files.  So:
 *
 * - the link is followed to its target, and the target is what is
 *   replaced; a link to a link is followed too (at most 40 of them);
 * - the temporary file gets the target's permission bits (and its owner
 *   and group, where the system lets us, e.g. root saving a user's file);
 * - the temporary file is named .NAME.tabuleiro-PID-XXXXXX: hidden, and
 *   with the writer's process id in it, so the next save of NAME removes
 *   those whose writer is gone.
 *
 * Hard links cannot be kept by a rename: the new file is a new inode, so
 * the other names of the old file keep the old contents (see
 * docs/save-format.md for why we keep atomicity instead of writing in
 * place).
 */

#include "tab-file-replace.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#define MAX_LINKS          40     /* as the kernel's ELOOP */
#define TEMP_BASE_BYTES    100    /* of NAME in the temporary name */
#define TEMP_MARK          ".tabuleiro-"
/* a temporary file this old is stale whoever wrote it (a writer on
 * another machine, or a process id used again) */
#define STALE_AGE_SECONDS  3600

static gboolean
set_errno_error (GError **error, int saved_errno, const char *path)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               "%s: %s", name, g_strerror (saved_errno));
  return FALSE;
}

/* path with every symbolic link on its last component followed: the
 * file that a write through path really changes (it need not exist) */
static char *
resolve_links (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i <= MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        {
          set_errno_error (error, errno, current);
          return NULL;
        }
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, target, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }
  set_errno_error (error, ELOOP, path);
  return NULL;
}

static char *
temporary_prefix (const char *target)
{
  g_autofree char *base = g_path_get_basename (target);

  return g_strdup_printf (".%.*s" TEMP_MARK, TEMP_BASE_BYTES, base);
}

static gboolean
process_is_gone (const char *pid_text)
{
  guint64 pid;

  if (!g_ascii_string_to_unsigned (pid_text, 10, 1, G_MAXINT32, &pid, NULL))
    return FALSE;
  return kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
}

/* name is .NAME.tabuleiro-PID-XXXXXX for prefix .NAME.tabuleiro- */
static gboolean
is_stale_temporary (const char *dir, const char *name, const char *prefix)
{
  g_autofree char *pid = NULL;
  g_autofree char *path = NULL;
  const char *rest, *dash;
  struct stat st;

  if (!g_str_has_prefix (name, prefix))
    return FALSE;
  rest = name + strlen (prefix);
  dash = strchr (rest, '-');
  if (dash == NULL || strlen (dash + 1) != 6)
    return FALSE;
  path = g_build_filename (dir, name, NULL);
  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  pid = g_strndup (rest, (gsize) (dash - rest));
  return process_is_gone (pid) || st.st_mtime < (time_t) (g_get_real_time () / G_USEC_PER_SEC) - STALE_AGE_SECONDS;
}

static void
remove_stale_beside (const char *target)
{
  g_autofree char *dir_path = g_path_get_dirname (target);
  g_autofree char *prefix = temporary_prefix (target);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (is_stale_temporary (dir_path, name, prefix))
      {
        g_autofree char *stale = g_build_filename (dir_path, name, NULL);

        if (g_unlink (stale) != 0)
          g_debug ("Cannot remove %s: %s", stale, g_strerror (errno));
      }
}

void
tab_file_remove_stale_temporaries (const char *path)
{
  g_autofree char *target = resolve_links (path, NULL);

  if (target != NULL)
    remove_stale_beside (target);
}

static gboolean
write_all (int fd, const char *contents, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, contents, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      contents += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The rename is on disk only once the folder is: a crash right after
 * could otherwise bring back the old name */
static void
sync_folder (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Writes, flushes and closes the temporary file fd; the target's mode
 * and owner when there is a target (old is NULL when there is none) */
static gboolean
fill_temporary (int fd, const struct stat *old, const char *contents, gsize length)
{
  if (old != NULL)
    {
      /* the owner first: chown () may clear the set-id bits */
      if ((old->st_uid != geteuid () || old->st_gid != getegid ()) &&
          fchown (fd, old->st_uid, old->st_gid) != 0)
        g_debug ("Cannot keep the owner of the file: %s", g_strerror (errno));
      if (fchmod (fd, old->st_mode & 07777) != 0)
        return FALSE;
    }
  return write_all (fd, contents, length) && fsync (fd) == 0;
}

gboolean
tab_file_replace (const char  *path,
                  const char  *contents,
                  gsize        length,
                  GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *temp = NULL;
  struct stat old;
  gboolean exists;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);

  if (path[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                           _("the file name is empty"));
      return FALSE;
    }
  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  exists = g_stat (target, &old) == 0;
  if (!exists && errno != ENOENT)
    return set_errno_error (error, errno, target);
  if (exists && !S_ISREG (old.st_mode))
    return set_errno_error (error, S_ISDIR (old.st_mode) ? EISDIR : EINVAL, target);

  remove_stale_beside (target);
  dir = g_path_get_dirname (target);
  prefix = temporary_prefix (target);
  temp = g_strdup_printf ("%s/%s%d-XXXXXX", dir, prefix, (int) getpid ());
  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_errno_error (error, errno, target);

  if (!fill_temporary (fd, exists ? &old : NULL, contents, length))
    {
      saved_errno = errno;
      close (fd);
      g_unlink (temp);
      return set_errno_error (error, saved_errno, target);
    }
  if (close (fd) != 0 || g_rename (temp, target) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      return set_errno_error (error, saved_errno, target);
    }
  sync_folder (target);
  return TRUE;
}
