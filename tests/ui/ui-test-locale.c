/* ui-test-locale.c: the Portuguese locale for the tests that read the
 * app's messages in Portuguese
 *
 * A real locale, not C.UTF-8 with LANGUAGE=pt: since glibc 2.39
 * (Debian 13) gettext ignores LANGUAGE under C.UTF-8 as it always did
 * under C (glibc bug 16621), so only a locale of the language gives its
 * messages, as on the desktop of a user who reads Portuguese.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>

#include "ui-test-locale.h"

static char *locale_dir;      /* where localedef wrote pt_PT, or NULL */

/* pt_PT.UTF-8 built with localedef (from glibc's locale sources, the
 * locales package) into a temporary folder that LOCPATH names */
static gboolean
build_pt_pt_locale (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL;
  const char *argv[] = { "localedef", "-i", "pt_PT", "-f", "UTF-8", NULL, NULL };
  int status;

  locale_dir = g_dir_make_tmp ("tabuleiro-locale-XXXXXX", &error);
  g_assert_no_error (error);
  output = g_build_filename (locale_dir, "pt_PT.UTF-8", NULL);
  argv[5] = output;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, NULL))
    return FALSE;
  g_setenv ("LOCPATH", locale_dir, TRUE);
  return setlocale (LC_ALL, "") != NULL;
}

const char *
ui_use_portuguese_locale (void)
{
  /* "localedef" tries localedef on a machine that has pt_PT generated */
  const char *how = g_getenv ("TAB_TEST_LOCALE");

  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  g_unsetenv ("LANGUAGE");
  g_unsetenv ("LOCPATH");
  g_setenv ("LANG", "pt_PT.UTF-8", TRUE);

  if (g_strcmp0 (how, "localedef") != 0 && setlocale (LC_ALL, "") != NULL)
    return "pt_PT.UTF-8, generated on this machine";
  if (build_pt_pt_locale ())
    return "pt_PT.UTF-8, built with localedef into LOCPATH";
  g_error ("no pt_PT.UTF-8 locale: this machine has not generated it and localedef "
           "cannot build it (install the locales package)");
}

/* Removes a file, or a folder and everything in it */
void
ui_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          ui_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

void
ui_remove_portuguese_locale (void)
{
  g_autofree char *dir = g_steal_pointer (&locale_dir);

  if (dir != NULL)
    ui_remove_tree (dir);
}
