/* fuzz-save-file.c: libFuzzer target for the save-file loader
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever the bytes, tab_save_data_parse () returns either data or an
 * error with a message, never both, never neither, and never crashes.
 * Built with -fsanitize=fuzzer when the meson option "fuzzing" is on
 * (tests/fuzz/run.sh); without it, a small main () replays files given on
 * the command line, which the test suite does with the seed corpus.
 */

#include "tab-save-file.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *bytes, size_t length);

int
LLVMFuzzerTestOneInput (const uint8_t *bytes, size_t length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = NULL;

  data = tab_save_data_parse ((const char *) bytes, length, &error);
  if ((data == NULL) == (error == NULL))
    abort ();
  if (error != NULL &&
      (error->domain != TAB_SAVE_ERROR || error->message[0] == '\0' ||
       !g_utf8_validate (error->message, -1, NULL)))
    abort ();
  if (data != NULL)
    {
      /* what loads, writes back and loads again to the same game */
      g_autofree char *xml = tab_save_data_to_xml (data, NULL);
      g_autoptr (TabSaveData) again = tab_save_data_parse (xml, strlen (xml), NULL);

      if (again == NULL ||
          tab_position_hash (&again->position) != tab_position_hash (&data->position) ||
          again->position.ply != data->position.ply)
        abort ();
    }
  return 0;
}

#ifndef TAB_FUZZ_LIBFUZZER
static int
replay_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      g_printerr ("%s: %s\n", path, error->message);
      return -1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return 1;
}

/* Replays each file, or each file of each folder, given */
int
main (int argc, char **argv)
{
  int n = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;
      int done;

      if (dir == NULL)
        {
          if ((done = replay_file (argv[i])) < 0)
            return 1;
          n += done;
          continue;
        }
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);

          if ((done = replay_file (path)) < 0)
            return 1;
          n += done;
        }
    }
  g_print ("%d files replayed\n", n);
  return n > 0 ? 0 : 1;
}
#endif
