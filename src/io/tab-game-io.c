/* tab-game-io.c: between a match and its save file; the autosave
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game-io.h"
#include "tab-file-replace.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

TabSaveData *
tab_game_io_to_save_data (TabMatch *match)
{
  TabGame *game = tab_match_get_game (match);
  TabSaveData *data;

  g_return_val_if_fail (game != NULL, NULL);

  data = tab_save_data_new ();
  data->rules = tab_game_get_rules (game);
  data->options = *tab_game_get_options (game);
  for (guint seat = 1; seat <= data->options.players; seat++)
    {
      guint level = tab_match_get_seat_level (match, seat);

      data->seats[seat - 1].kind = level == TAB_MATCH_PERSON ? TAB_SEAT_PERSON : TAB_SEAT_COMPUTER;
      data->seats[seat - 1].level = level;
    }
  /* tab_save_data_new () starts with an empty list */
  g_strfreev (data->actions);
  data->actions = tab_game_dup_tokens (game);
  tab_position_copy (&data->position, tab_game_get_position (game));
  return data;
}

gboolean
tab_game_io_apply (TabMatch           *match,
                   const TabSaveData  *data,
                   GError            **error)
{
  g_autoptr (TabGame) game = NULL;

  game = tab_game_new_from_record (data->rules, &data->options,
                                   (const char * const *) data->actions, error);
  if (game == NULL)
    return FALSE;

  /* a search started for a seat whose level then changes is cancelled
   * by tab_match_set_seat_level () */
  tab_match_set_game (match, game);
  for (guint seat = 1; seat <= data->options.players; seat++)
    {
      const TabSeatInfo *info = &data->seats[seat - 1];

      tab_match_set_seat_level (match, seat,
                                info->kind == TAB_SEAT_COMPUTER ? info->level : TAB_MATCH_PERSON);
    }
  return TRUE;
}

gboolean
tab_game_io_save (TabMatch    *match,
                  const char  *path,
                  GError     **error)
{
  g_autoptr (TabSaveData) data = tab_game_io_to_save_data (match);

  return tab_save_data_write (data, path, error);
}

gboolean
tab_game_io_load (TabMatch    *match,
                  const char  *path,
                  GError     **error)
{
  g_autoptr (TabSaveData) data = tab_save_data_load (path, error);

  if (data == NULL)
    return FALSE;
  return tab_game_io_apply (match, data, error);
}

char *
tab_game_io_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tabuleiro", "autosave.xml", NULL);
}

gboolean
tab_game_io_autosave (TabMatch  *match,
                      GError   **error)
{
  g_autofree char *path = tab_game_io_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  TabGame *game = tab_match_get_game (match);

  if (game == NULL || tab_game_is_over (game) || tab_game_get_n_actions (game) == 0)
    {
      tab_game_io_remove_autosave ();
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
  return tab_game_io_save (match, path, error);
}

/* A crash (or SIGKILL) in the middle of an atomic write leaves its
 * temporary file next to the autosave: the autosave itself is whole, the
 * leftover is of no use.  tab_file_replace () names them so that it can
 * tell them from other files; versions before it used g_file_set_contents
 * and left autosave.xml.XXXXXX, which in our own folder can only be
 * such a leftover. */
static void
remove_stale_temporary_files (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix) && strlen (name) == strlen (prefix) + 6)
      {
        g_autofree char *stale = g_build_filename (dir_path, name, NULL);

        if (g_unlink (stale) != 0)
          g_debug ("Cannot remove %s: %s", stale, g_strerror (errno));
      }
  tab_file_remove_stale_temporaries (path);
}

TabSaveData *
tab_game_io_load_autosave (GError **error)
{
  g_autofree char *path = tab_game_io_autosave_path ();

  /* called once at startup, before anything writes the autosave */
  remove_stale_temporary_files (path);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  return tab_save_data_load (path, error);
}

void
tab_game_io_remove_autosave (void)
{
  g_autofree char *path = tab_game_io_autosave_path ();

  if (g_unlink (path) != 0 && errno != ENOENT)
    g_debug ("Cannot remove %s: %s", path, g_strerror (errno));
}
