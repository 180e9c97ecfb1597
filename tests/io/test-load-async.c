/* test-load-async.c: tab_game_io_load_async (), for the window
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The result comes to the caller's main context, progress goes up to 1
 * before it and never after, bad files give the errors of a load on the
 * spot, cancelling (before the start or from a progress report) gives
 * G_IO_ERROR_CANCELLED, and a GFile without a local path (resource://)
 * is read through GIO.
 */

#include "tab-game-io.h"

#include <string.h>
#include <glib/gstdio.h>

#define RESOURCES "resource:///io/github/tabuleiro/Tabuleiro/tests/"

typedef struct
{
  GMainLoop    *loop;
  GThread      *main_thread;
  GCancellable *cancel_at_progress;  /* cancelled at the first report */
  GArray       *fractions;
  TabSaveData  *data;
  GError       *error;
  gboolean      done;
  guint         n_progress_after_done;
  guint         n_notified;
  guint         n_notified_before_done;
} Load;

static void
on_progress (double fraction, gpointer user_data)
{
  Load *load = user_data;

  g_assert_true (g_thread_self () == load->main_thread);
  if (load->done)
    load->n_progress_after_done++;
  g_array_append_val (load->fractions, fraction);
  if (load->cancel_at_progress != NULL)
    g_cancellable_cancel (load->cancel_at_progress);
}

static void
on_notify (gpointer user_data)
{
  Load *load = user_data;

  load->n_notified++;
  if (!load->done)
    load->n_notified_before_done++;
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Load *load = user_data;

  g_assert_true (g_thread_self () == load->main_thread);
  load->data = tab_game_io_load_finish (result, &load->error);
  load->done = TRUE;
  g_main_loop_quit (load->loop);
}

/* Loads file, with progress; cancellable may be cancelled already, or
 * at the first progress report when cancel_at_progress */
static void
run_load_cancelling (Load *load, GFile *file, GCancellable *cancellable, gboolean cancel_at_progress)
{
  memset (load, 0, sizeof *load);
  load->loop = g_main_loop_new (NULL, FALSE);
  load->main_thread = g_thread_self ();
  load->fractions = g_array_new (FALSE, FALSE, sizeof (double));
  load->cancel_at_progress = cancel_at_progress ? cancellable : NULL;
  tab_game_io_load_async (file, cancellable, on_progress, load, on_notify, on_loaded, load);
  /* never synchronous: the window goes on while the worker reads */
  g_assert_false (load->done);
  g_main_loop_run (load->loop);
  /* reports queued by the worker run now, and must be dropped */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (load->n_progress_after_done, ==, 0);
  g_assert_cmpuint (load->n_notified, ==, 1);
  g_assert_cmpuint (load->n_notified_before_done, ==, 0);
}

static void
run_load (Load *load, GFile *file, GCancellable *cancellable)
{
  run_load_cancelling (load, file, cancellable, FALSE);
}

static void
clear_load (Load *load)
{
  g_main_loop_unref (load->loop);
  g_array_unref (load->fractions);
  g_clear_pointer (&load->data, tab_save_data_free);
  g_clear_error (&load->error);
}

static GFile *
fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "io", "files", name, NULL);

  return g_file_new_for_path (path);
}

static void
assert_progress_complete (const Load *load)
{
  g_assert_cmpuint (load->fractions->len, >=, 2);
  for (guint i = 1; i < load->fractions->len; i++)
    g_assert_cmpfloat (g_array_index (load->fractions, double, i), >=,
                       g_array_index (load->fractions, double, i - 1));
  g_assert_cmpfloat (g_array_index (load->fractions, double, 0), >=, 0.0);
  g_assert_cmpfloat (g_array_index (load->fractions, double, load->fractions->len - 1), ==, 1.0);
  g_assert_cmpuint (load->fractions->len, <=, 110);
}

static void
test_good_file (void)
{
  g_autoptr (GFile) file = fixture ("good-fourmation.xml");
  g_autoptr (TabSaveData) direct = NULL;
  Load load;

  run_load (&load, file, NULL);
  g_assert_no_error (load.error);
  g_assert_nonnull (load.data);
  direct = tab_save_data_load (g_file_peek_path (file), NULL);
  g_assert_cmpstrv (load.data->actions, direct->actions);
  g_assert_cmphex (tab_position_hash (&load.data->position), ==, tab_position_hash (&direct->position));
  assert_progress_complete (&load);
  clear_load (&load);
}

/* A large file reports many steps, and still at most about a hundred */
static void
test_large_file_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tabuleiro-async-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "large.xml", NULL);
  g_autofree char *good = NULL;
  g_autoptr (GString) big = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFile) source = fixture ("good-fourmation.xml");
  const char *at;
  Load load;

  g_assert_true (g_file_load_contents (source, NULL, &good, NULL, NULL, NULL));
  at = strstr (good, "</actions>");
  big = g_string_new_len (good, at - good);
  for (guint i = 0; i < 1000; i++)
    {
      g_string_append (big, "<!--");
      for (guint j = 0; j < 160; j++)
        g_string_append (big, " comments make a file large ... ");
      g_string_append (big, "-->\n");
    }
  g_string_append (big, at);
  g_assert_true (g_file_set_contents (path, big->str, (gssize) big->len, NULL));
  file = g_file_new_for_path (path);

  run_load (&load, file, NULL);
  g_assert_no_error (load.error);
  g_assert_nonnull (load.data);
  assert_progress_complete (&load);
  g_assert_cmpuint (load.fractions->len, >=, 10);
  g_test_message ("%.1f MB: %u progress reports", big->len / 1e6, load.fractions->len);
  clear_load (&load);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_bad_files (void)
{
  const char *names[] = { "illegal-action.xml", "not-xml.xml", "does-not-exist.xml", "format-2.xml" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr (GFile) file = fixture (names[i]);
      g_autoptr (GError) direct = NULL;
      Load load;

      g_assert_null (tab_save_data_load (g_file_peek_path (file), &direct));
      run_load (&load, file, NULL);
      g_assert_null (load.data);
      g_assert_error (load.error, direct->domain, direct->code);
      g_assert_cmpstr (load.error->message, ==, direct->message);
      clear_load (&load);
    }
}

static void
test_cancelled (void)
{
  g_autoptr (GFile) file = fixture ("good-fourmation.xml");
  g_autoptr (GCancellable) before = g_cancellable_new ();
  g_autoptr (GCancellable) during = g_cancellable_new ();
  Load load;

  /* before it starts */
  g_cancellable_cancel (before);
  run_load (&load, file, before);
  g_assert_null (load.data);
  g_assert_error (load.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  clear_load (&load);

  /* at its first progress report: the worker stops at its next step */
  run_load_cancelling (&load, file, during, TRUE);
  g_assert_null (load.data);
  g_assert_error (load.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (load.fractions->len, >=, 1);
  clear_load (&load);
}

/* resource:// has no local path: the file is read through GIO */
static void
test_without_local_path (void)
{
  g_autoptr (GFile) good = g_file_new_for_uri (RESOURCES "good-fourmation.xml");
  g_autoptr (GFile) bad = g_file_new_for_uri (RESOURCES "illegal-action.xml");
  g_autoptr (GFile) missing = g_file_new_for_uri (RESOURCES "missing.xml");
  Load load;

  g_assert_null (g_file_peek_path (good));
  run_load (&load, good, NULL);
  g_assert_no_error (load.error);
  g_assert_cmpuint (g_strv_length (load.data->actions), ==, 12);
  assert_progress_complete (&load);
  clear_load (&load);

  run_load (&load, bad, NULL);
  g_assert_error (load.error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_ACTION);
  g_assert_nonnull (strstr (load.error->message, "illegal action 'd1' at move 3"));
  clear_load (&load);

  run_load (&load, missing, NULL);
  g_assert_error (load.error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
  g_assert_true (g_str_has_prefix (load.error->message, "cannot read the file: "));
  clear_load (&load);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/load-async/good-file", test_good_file);
  g_test_add_func ("/load-async/large-file-progress", test_large_file_progress);
  g_test_add_func ("/load-async/bad-files", test_bad_files);
  g_test_add_func ("/load-async/cancelled", test_cancelled);
  g_test_add_func ("/load-async/without-local-path", test_without_local_path);
  return g_test_run ();
}
