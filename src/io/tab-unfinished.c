/* tab-unfinished.c: the unfinished games, kept to be continued
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-unfinished.h"
#include "tab-file-replace.h"
#include "tab-game-io.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

void
tab_unfinished_free (TabUnfinished *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->key);
  g_clear_pointer (&entry->data, tab_save_data_free);
  g_free (entry);
}

char *
tab_unfinished_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tabuleiro", "unfinished", NULL);
}

char *
tab_unfinished_new_key (void)
{
  /* hex digits only: a key is a file name, and sorts by its time */
  return g_strdup_printf ("%016" G_GINT64_MODIFIER "x-%08x",
                          g_get_real_time (), g_random_int ());
}

char *
tab_unfinished_path (const char *key,
                     const char *suffix)
{
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *name = g_strconcat (key, suffix, NULL);

  return g_build_filename (dir, name, NULL);
}

/* a name this folder's entries have: hex digits and '-', then suffix */
static char *
key_of_name (const char *name, const char *suffix)
{
  gsize length = strlen (name) - MIN (strlen (name), strlen (suffix));

  if (length == 0 || !g_str_has_suffix (name, suffix))
    return NULL;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (name[i]) && name[i] != '-')
      return NULL;
  return g_strndup (name, length);
}

static void
unlink_quietly (const char *path)
{
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_debug ("Cannot remove %s: %s", path, g_strerror (errno));
}

void
tab_unfinished_remove (const char *key)
{
  g_autofree char *game = tab_unfinished_path (key, ".xml");
  g_autofree char *companion = tab_unfinished_path (key, ".ini");

  g_return_if_fail (key != NULL);
  unlink_quietly (game);
  unlink_quietly (companion);
}

typedef struct
{
  char   *key;
  gint64  mtime;
} KeyTime;

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const KeyTime *x = a, *y = b;

  if (x->mtime != y->mtime)
    return x->mtime > y->mtime ? -1 : 1;
  return -g_strcmp0 (x->key, y->key);
}

static void
key_time_clear (KeyTime *entry)
{
  g_free (entry->key);
}

/* The keys of the folder's games, newest first */
static GArray *
list_keys (void)
{
  g_autofree char *dir_path = tab_unfinished_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (KeyTime));
  const char *name;

  g_array_set_clear_func (keys, (GDestroyNotify) key_time_clear);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      KeyTime entry = { key_of_name (name, ".xml"), 0 };
      GStatBuf st;

      if (entry.key == NULL)
        continue;
      if (g_stat (path, &st) == 0)
        entry.mtime = (gint64) st.st_mtime;
      g_array_append_val (keys, entry);
    }
  g_array_sort (keys, newest_first);
  return keys;
}

/* the oldest past TAB_UNFINISHED_MAX, never kept */
static void
let_go_of_oldest (const char *kept)
{
  g_autoptr (GArray) keys = list_keys ();
  guint n = 0;

  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_array_index (keys, KeyTime, i).key;

      if (strcmp (key, kept) == 0 || ++n < TAB_UNFINISHED_MAX)
        continue;
      tab_unfinished_remove (key);
    }
}

gboolean
tab_unfinished_keep (TabMatch    *match,
                     const char  *key,
                     GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = tab_unfinished_dir ();
  TabGame *game = tab_match_get_game (match);

  g_return_val_if_fail (key != NULL, FALSE);

  if (game == NULL || tab_game_is_over (game) || tab_game_get_n_actions (game) == 0)
    {
      tab_unfinished_remove (key);
      return TRUE;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: the first %s is a folder, the second says why */
                   _("cannot create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  path = tab_unfinished_path (key, ".xml");
  if (!tab_game_io_save (match, path, error))
    return FALSE;
  let_go_of_oldest (key);
  return TRUE;
}

TabSaveData *
tab_unfinished_load (const char  *key,
                     GError     **error)
{
  g_autofree char *path = tab_unfinished_path (key, ".xml");

  return tab_save_data_load (path, error);
}

/* The single autosave of earlier versions (tabuleiro/autosave.xml and
 * its autosave-file.ini) becomes an entry; a kill between the two renames
 * leaves the .ini, which the next start takes in or removes */
static void
take_in_old_autosave (void)
{
  g_autofree char *old_dir = g_build_filename (g_get_user_data_dir (), "tabuleiro", NULL);
  g_autofree char *old = g_build_filename (old_dir, "autosave.xml", NULL);
  g_autofree char *old_ini = g_build_filename (old_dir, "autosave-file.ini", NULL);
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *key = tab_unfinished_new_key ();
  g_autofree char *path = tab_unfinished_path (key, ".xml");
  g_autofree char *ini = tab_unfinished_path (key, ".ini");

  if (!g_file_test (old, G_FILE_TEST_EXISTS))
    {
      unlink_quietly (old_ini);
      return;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return;
  /* the .ini first: it counts only beside its game */
  if (g_file_test (old_ini, G_FILE_TEST_EXISTS) && g_rename (old_ini, ini) != 0)
    g_debug ("Cannot move %s: %s", old_ini, g_strerror (errno));
  if (g_rename (old, path) != 0)
    g_debug ("Cannot move %s: %s", old, g_strerror (errno));
}

/* What a kill left: temporary files of a write cut short, and a .ini
 * whose game was removed first */
static void
remove_leftovers (void)
{
  g_autofree char *dir_path = tab_unfinished_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *key = key_of_name (name, ".ini");
      g_autofree char *game = NULL;
      g_autofree char *lone = NULL;
      const char *mark = strstr (name, ".tabuleiro-");

      /* the temporary file of a first write killed before its rename
       * (.KEY.xml.tabuleiro-PID-XXXXXX): no entry lists it, so its
       * target is looked at here */
      if (name[0] == '.' && mark != NULL)
        {
          g_autofree char *target_name = g_strndup (name + 1, (gsize) (mark - name - 1));
          g_autofree char *target = g_build_filename (dir_path, target_name, NULL);

          tab_file_remove_stale_temporaries (target);
          continue;
        }
      if (key == NULL)
        continue;
      game = tab_unfinished_path (key, ".xml");
      if (g_file_test (game, G_FILE_TEST_EXISTS))
        continue;
      lone = g_build_filename (dir_path, name, NULL);
      unlink_quietly (lone);
    }
}

static int
newest_saved_first (gconstpointer a, gconstpointer b)
{
  const TabUnfinished *x = *(TabUnfinished * const *) a;
  const TabUnfinished *y = *(TabUnfinished * const *) b;

  if (x->data->saved_at != y->data->saved_at)
    return x->data->saved_at > y->data->saved_at ? -1 : 1;
  return -g_strcmp0 (x->key, y->key);
}

GPtrArray *
tab_unfinished_list (GPtrArray *problems)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) tab_unfinished_free);
  g_autoptr (GArray) keys = NULL;

  take_in_old_autosave ();
  keys = list_keys ();
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_array_index (keys, KeyTime, i).key;
      g_autofree char *path = tab_unfinished_path (key, ".xml");
      g_autoptr (GError) error = NULL;
      TabSaveData *data;
      TabUnfinished *entry;

      tab_file_remove_stale_temporaries (path);
      data = tab_save_data_load (path, &error);
      if (data == NULL)
        {
          if (problems != NULL)
            g_ptr_array_add (problems, g_strdup (error->message));
          continue;
        }
      entry = g_new0 (TabUnfinished, 1);
      entry->key = g_strdup (key);
      entry->data = data;
      g_ptr_array_add (entries, entry);
    }
  remove_leftovers ();
  g_ptr_array_sort (entries, newest_saved_first);
  return entries;
}
