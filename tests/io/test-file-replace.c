/* test-file-replace.c: what saving does to the file it replaces
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Symbolic links are written through (the link stays a link), the mode of
 * the file is kept, hard links get what docs/save-format.md says, and a
 * writer killed mid-write (SIGKILL, the test starts itself again with
 * --write-loop) leaves nothing that the next save does not remove.
 */

#include "io-test-kill.h"
#include "tab-file-replace.h"
#include "tab-random.h"
#include "tab-save-file.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <utime.h>
#include <unistd.h>
#include <glib/gstdio.h>

static char *tmp_dir;

static char *
scratch (const char *name)
{
  g_autofree char *dir = g_build_filename (tmp_dir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_steal_pointer (&dir);
}

static void
replace (const char *path, const char *contents)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_file_replace (path, contents, strlen (contents), &error));
  g_assert_no_error (error);
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* the names in dir, sorted, space separated */
static char *
listing (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (gpointer) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
test_symlink_written_through (void)
{
  g_autofree char *dir = scratch ("links");
  g_autofree char *real = g_build_filename (dir, "real.tabuleiro", NULL);
  g_autofree char *link = g_build_filename (dir, "link.tabuleiro", NULL);
  g_autofree char *chain = g_build_filename (dir, "chain.tabuleiro", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.tabuleiro", NULL);
  g_autofree char *loop = g_build_filename (dir, "loop.tabuleiro", NULL);
  g_autofree char *made = g_build_filename (dir, "made.tabuleiro", NULL);
  g_autofree char *names = NULL;
  g_autoptr (GError) error = NULL;
  struct stat st;

  replace (real, "old");
  g_assert_cmpint (symlink ("real.tabuleiro", link), ==, 0);   /* relative */
  g_assert_cmpint (symlink (link, chain), ==, 0);              /* absolute, to a link */
  replace (chain, "new");
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (lstat (chain, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (real, "new");

  /* a link to nothing yet: the file it names is made */
  g_assert_cmpint (symlink ("made.tabuleiro", dangling), ==, 0);
  replace (dangling, "made");
  g_assert_cmpint (lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (made, "made");

  /* a loop of links is an error, and changes nothing */
  g_assert_cmpint (symlink ("loop.tabuleiro", loop), ==, 0);
  g_assert_false (tab_file_replace (loop, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "chain.tabuleiro dangling.tabuleiro link.tabuleiro loop.tabuleiro "
                              "made.tabuleiro real.tabuleiro");
}

static void
test_mode_kept (void)
{
  g_autofree char *dir = scratch ("modes");
  const guint modes[] = { 0600, 0640, 0604, 0444 };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%o.tabuleiro", modes[i]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      struct stat st;

      replace (path, "old");
      g_assert_cmpint (g_chmod (path, (int) modes[i]), ==, 0);
      replace (path, "new");
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpuint (st.st_mode & 07777, ==, modes[i]);
      assert_contents (path, "new");
    }
}

/* The rename gives the saved name a new file: the other names of the old
 * one keep the old contents (docs/save-format.md, "Writing") */
static void
test_hard_links (void)
{
  g_autofree char *dir = scratch ("hard");
  g_autofree char *path = g_build_filename (dir, "game.tabuleiro", NULL);
  g_autofree char *other = g_build_filename (dir, "other-name.tabuleiro", NULL);
  struct stat st;

  replace (path, "old");
  g_assert_cmpint (link (path, other), ==, 0);
  replace (path, "new");
  assert_contents (path, "new");
  assert_contents (other, "old");
  g_assert_cmpint (g_stat (other, &st), ==, 0);
  g_assert_cmpuint (st.st_nlink, ==, 1);
}

/* The same through the save-file writer: a private save behind a link */
static void
test_save_through_a_link (void)
{
  g_autofree char *dir = scratch ("save");
  g_autofree char *real = g_build_filename (dir, "real.tabuleiro", NULL);
  g_autofree char *link = g_build_filename (dir, "link.tabuleiro", NULL);
  g_autoptr (TabSaveData) data = tab_save_data_new ();
  g_autoptr (TabSaveData) loaded = NULL;
  g_autoptr (GError) error = NULL;
  const char *record[] = { "d4", "c3", NULL };
  struct stat st;

  data->rules = tab_rules_lookup ("fourmation");
  tab_options_default (data->rules, &data->options);
  replace (real, "not a game yet");
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.tabuleiro", link), ==, 0);
  g_strfreev (data->actions);
  data->actions = g_strdupv ((char **) record);
  g_assert_true (tab_save_data_write (data, link, &error));
  g_assert_no_error (error);

  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 07777, ==, 0600);
  loaded = tab_save_data_load (real, &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (loaded->actions, record);
}

static void
test_bad_targets (void)
{
  g_autofree char *dir = scratch ("bad");
  g_autofree char *folder = g_build_filename (dir, "folder.tabuleiro", NULL);
  g_autofree char *names = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (tab_file_replace ("", "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_assert_cmpstr (error->message, ==, "the file name is empty");
  g_clear_error (&error);

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_false (tab_file_replace (folder, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "folder.tabuleiro");
}

/* A process id that is surely not running: a child that has exited */
static int
dead_pid (void)
{
  pid_t pid = fork ();

  if (pid == 0)
    _exit (0);
  g_assert_cmpint (waitpid (pid, NULL, 0), ==, pid);
  return pid;
}

static void
test_stale_temporaries (void)
{
  g_autofree char *dir = scratch ("stale");
  g_autofree char *path = g_build_filename (dir, "game.tabuleiro", NULL);
  g_autofree char *dead = g_strdup_printf ("%s/.game.tabuleiro.tabuleiro-%d-Ab12Cd", dir, dead_pid ());
  g_autofree char *live = g_strdup_printf ("%s/.game.tabuleiro.tabuleiro-%d-Ef34Gh", dir, (int) getpid ());
  g_autofree char *old_live = g_strdup_printf ("%s/.game.tabuleiro.tabuleiro-%d-Ij56Kl", dir, (int) getpid ());
  g_autofree char *other = g_strdup_printf ("%s/.other.tabuleiro.tabuleiro-%d-Mn78Op", dir, dead_pid ());
  g_autofree char *mine = g_build_filename (dir, "game.tabuleiro.backup", NULL);
  g_autofree char *names = NULL;
  g_autofree char *expected = NULL;
  const char *leftovers[] = { dead, live, old_live, other, mine };
  struct utimbuf long_ago = { 1000000000, 1000000000 };

  replace (path, "old");
  for (guint i = 0; i < G_N_ELEMENTS (leftovers); i++)
    g_assert_true (g_file_set_contents (leftovers[i], "leftover", -1, NULL));
  g_assert_cmpint (g_utime (old_live, &long_ago), ==, 0);

  /* the dead writer's and the hour-old one go; a live writer's, another
   * file's and the user's own stay */
  replace (path, "new");
  names = listing (dir);
  expected = g_strdup_printf ("%s %s game.tabuleiro game.tabuleiro.backup", strrchr (live, '/') + 1,
                              strrchr (other, '/') + 1);
  g_assert_cmpstr (names, ==, expected);
}

#define LOOP_BYTES (4 * 1024 * 1024)

/* --write-loop PATH: saves PATH over and over, each time whole, of
 * one byte repeated (a, b, c, ...) */
static int
write_loop (const char *path)
{
  g_autofree char *contents = g_malloc (LOOP_BYTES + 1);

  contents[LOOP_BYTES] = '\0';
  for (guint i = 0;; i++)
    {
      memset (contents, 'a' + i % 26, LOOP_BYTES);
      if (!tab_file_replace (path, contents, LOOP_BYTES, NULL))
        return 1;
    }
  return 0;
}

static gboolean
is_whole (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, NULL) || length != LOOP_BYTES)
    return FALSE;
  for (gsize i = 1; i < length; i++)
    if (contents[i] != contents[0])
      return FALSE;
  return TRUE;
}

/* SIGKILL at random moments of a run of saves: the file is always
 * whole, and the next save leaves nothing beside it */
static void
test_killed_mid_write (void)
{
  g_autofree char *self = g_test_build_filename (G_TEST_BUILT, "io", "test-file-replace", NULL);
  g_autofree char *dir = scratch ("kill");
  g_autofree char *path = g_build_filename (dir, "game.tabuleiro", NULL);
  guint n_leftovers = 0;
  TabRng rng;

  tab_rng_seed (&rng, 1818);
  for (guint round = 0; round < 10; round++)
    {
      const char *argv[] = { self, "--write-loop", path, NULL };
      g_autofree char *names = NULL;

      io_test_spawn_and_kill (argv, NULL, 30 + tab_rng_below (&rng, 200));

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        g_assert_true (is_whole (path));
      names = listing (dir);
      if (strcmp (names, "game.tabuleiro") != 0)
        n_leftovers++;
      replace (path, "saved again");
      g_free (names);
      names = listing (dir);
      g_assert_cmpstr (names, ==, "game.tabuleiro");
      g_unlink (path);
    }
  g_test_message ("10 kills: %u left a temporary file, each removed by the next save", n_leftovers);
}

int
main (int argc, char **argv)
{
  int status;

  if (argc == 3 && strcmp (argv[1], "--write-loop") == 0)
    return write_loop (argv[2]);

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("tabuleiro-replace-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/file-replace/symlink-written-through", test_symlink_written_through);
  g_test_add_func ("/file-replace/mode-kept", test_mode_kept);
  g_test_add_func ("/file-replace/hard-links", test_hard_links);
  g_test_add_func ("/file-replace/save-through-a-link", test_save_through_a_link);
  g_test_add_func ("/file-replace/bad-targets", test_bad_targets);
  g_test_add_func ("/file-replace/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/file-replace/killed-mid-write", test_killed_mid_write);
  status = g_test_run ();
  {
    const char *rm[] = { "rm", "-rf", tmp_dir, NULL };

    g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
  g_free (tmp_dir);
  return status;
}
