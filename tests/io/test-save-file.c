/* test-save-file.c: save files round trip, and every bad input is refused
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with --write-good-fixtures DIR to (re)write the good fixture of every
 * game that exists (tests/io/files/good-GAME.xml); a new game needs one.
 */

#include "tab-save-file.h"
#include "tab-random.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#define FIXTURE_TIME  G_GINT64_CONSTANT (1768473000)   /* 2026-01-15T10:30:00Z */
#define MAX_ACTIONS   3000                            /* a cap on random games */

static char *tmp_dir;

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "io", "files", name, NULL);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
set_seats (TabSaveData *data, guint variant)
{
  static const char * const names[] = {
    "Zé & <Ana> \"Quote\"", NULL, "Bob's computer", "Ünïcødé ♞",
  };

  for (guint i = 0; i < data->options.players; i++)
    {
      TabSeatInfo *seat = &data->seats[i];

      g_free (seat->name);
      seat->name = g_strdup (names[(i + variant) % G_N_ELEMENTS (names)]);
      if ((i + variant) % 2 == 1)
        {
          seat->kind = TAB_SEAT_COMPUTER;
          seat->level = TAB_SAVE_MIN_LEVEL + (i + variant) % TAB_SAVE_MAX_LEVEL;
        }
      else
        {
          seat->kind = TAB_SEAT_PERSON;
          seat->level = 0;
        }
    }
}

/* A save of a game of up to n_actions uniformly random actions */
static TabSaveData *
make_save (const TabRules   *rules,
           const TabOptions *options,
           guint             n_actions,
           TabRng           *rng)
{
  g_autoptr (TabSaveData) data = tab_save_data_new ();
  g_autoptr (GPtrArray) tokens = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  data->rules = rules;
  data->options = *options;
  set_seats (data, tab_rng_below (rng, 4));
  data->saved_at = FIXTURE_TIME;
  g_assert_true (tab_position_init (&data->position, rules, options, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < n_actions && !tab_position_is_over (&data->position); i++)
    {
      TabAction action = tab_position_random_action (&data->position, rng);
      char token[TAB_TOKEN_MAX];

      tab_action_format (&data->position, action, token);
      g_ptr_array_add (tokens, g_strdup (token));
      tab_position_apply (&data->position, action);
    }
  g_ptr_array_add (tokens, NULL);
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (tokens, NULL);
  return g_steal_pointer (&data);
}

static void
assert_same_save (const TabSaveData *a, const TabSaveData *b)
{
  g_autofree char *board_a = tab_position_render (&a->position);
  g_autofree char *board_b = tab_position_render (&b->position);

  g_assert_true (a->rules == b->rules);
  g_assert_cmpuint (a->options.rows, ==, b->options.rows);
  g_assert_cmpuint (a->options.cols, ==, b->options.cols);
  g_assert_cmpuint (a->options.players, ==, b->options.players);
  for (guint i = 0; i < a->options.players; i++)
    {
      g_assert_cmpint (a->seats[i].kind, ==, b->seats[i].kind);
      g_assert_cmpuint (a->seats[i].level, ==, b->seats[i].level);
      g_assert_cmpstr (a->seats[i].name, ==, b->seats[i].name);
    }
  g_assert_cmpstrv (a->actions, b->actions);
  g_assert_cmpint (a->saved_at, ==, b->saved_at);
  g_assert_cmpuint (a->position.ply, ==, b->position.ply);
  g_assert_cmpuint (a->position.turn, ==, b->position.turn);
  g_assert_cmpuint (a->position.to_move, ==, b->position.to_move);
  g_assert_cmpuint (a->position.outcome, ==, b->position.outcome);
  g_assert_cmpuint (a->position.winner, ==, b->position.winner);
  g_assert_cmphex (tab_position_hash (&a->position), ==, tab_position_hash (&b->position));
  g_assert_cmpstr (board_a, ==, board_b);
}

/* Every option set worth a round trip: the default, the extreme sizes,
 * every number of players. */
static GArray *
option_sets (const TabRules *rules)
{
  GArray *sets = g_array_new (FALSE, FALSE, sizeof (TabOptions));
  TabOptions options;

  tab_options_default (rules, &options);
  g_array_append_val (sets, options);
  if (rules->board_kind != TAB_BOARD_FIXED)
    {
      TabOptions small = options, large = options;

      small.rows = small.cols = rules->min_size;
      large.rows = large.cols = rules->max_size;
      if (rules->board_kind == TAB_BOARD_RECT)
        large.cols = rules->min_size;
      g_array_append_val (sets, small);
      g_array_append_val (sets, large);
    }
  for (guint players = rules->min_players; players <= rules->max_players; players++)
    if (players != options.players)
      {
        TabOptions other = options;

        other.players = (guint8) players;
        g_array_append_val (sets, other);
      }
  return sets;
}

static char *
read_file (const char *path, gsize *length)
{
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, length, &error));
  g_assert_no_error (error);
  return contents;
}

static void
write_file (const char *path, const char *contents, gssize length)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, length, &error));
  g_assert_no_error (error);
}

/* The XML of a fresh random game of rules, with its data */
static char *
good_xml (const TabRules *rules, guint n_actions, guint64 seed, TabSaveData **out)
{
  g_autoptr (TabSaveData) data = NULL;
  TabOptions options;
  TabRng rng;
  char *xml;

  tab_rng_seed (&rng, seed);
  tab_options_default (rules, &options);
  data = make_save (rules, &options, n_actions, &rng);
  xml = tab_save_data_to_xml (data, NULL);
  g_assert_nonnull (xml);
  if (out != NULL)
    *out = g_steal_pointer (&data);
  return xml;
}

/* Replaces the first occurrence of old in text (which must be there) */
static char *
replace_once (const char *text, const char *old, const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

/* Parses text and checks the error: its code and that its message holds
 * every one of the NULL-terminated pieces. */
static void
assert_refused (const char *text, gssize length, TabSaveError code, ...)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = NULL;
  const char *piece;
  va_list args;

  data = tab_save_data_parse (text, length < 0 ? strlen (text) : (gsize) length, &error);
  g_assert_null (data);
  g_assert_error (error, TAB_SAVE_ERROR, (int) code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  va_start (args, code);
  while ((piece = va_arg (args, const char *)) != NULL)
    if (strstr (error->message, piece) == NULL)
      g_error ("'%s' is not in the message '%s'", piece, error->message);
  va_end (args);
}

/* ------------------------------------------------------------------ */
/* Round trips                                                        */

static void
round_trip (const TabSaveData *data, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) loaded = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;

  g_assert_true (tab_save_data_write (data, path, &error));
  g_assert_no_error (error);
  loaded = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_same_save (data, loaded);

  /* and the file written from what was loaded is the same, byte for byte */
  xml = tab_save_data_to_xml (data, NULL);
  xml_again = tab_save_data_to_xml (loaded, NULL);
  g_assert_cmpstr (xml, ==, xml_again);
}

static void
test_round_trip_every_game (void)
{
  g_autofree char *path = tmp_path ("round-trip.xml");
  const TabRules * const *all;
  guint n_games, n_files = 0;
  TabRng rng;

  all = tab_rules_all (&n_games);
  g_assert_cmpuint (n_games, >, 0);
  tab_rng_seed (&rng, 20260115);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (GArray) sets = option_sets (all[g]);

      for (guint s = 0; s < sets->len; s++)
        {
          const TabOptions *options = &g_array_index (sets, TabOptions, s);
          const guint lengths[] = { 0, 1, 2 + tab_rng_below (&rng, 30), MAX_ACTIONS };

          for (guint k = 0; k < G_N_ELEMENTS (lengths); k++)
            {
              g_autoptr (TabSaveData) data = make_save (all[g], options, lengths[k], &rng);

              round_trip (data, path);
              n_files++;
            }
        }
    }
  g_test_message ("%u save files of %u games written and read back", n_files, n_games);
}

/* Writing with the position left out works it out from the actions */
static void
test_write_without_position (void)
{
  g_autofree char *path = tmp_path ("no-position.xml");
  const TabRules * const *all;
  guint n_games;
  TabRng rng;

  all = tab_rules_all (&n_games);
  tab_rng_seed (&rng, 7);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (TabSaveData) data = NULL;
      g_autoptr (TabSaveData) bare = tab_save_data_new ();
      g_autoptr (TabSaveData) loaded = NULL;
      g_autoptr (GError) error = NULL;
      TabOptions options;

      tab_options_default (all[g], &options);
      data = make_save (all[g], &options, 12, &rng);
      bare->rules = data->rules;
      bare->options = data->options;
      bare->saved_at = data->saved_at;
      for (guint i = 0; i < data->options.players; i++)
        {
          bare->seats[i] = data->seats[i];
          bare->seats[i].name = g_strdup (data->seats[i].name);
        }
      g_strfreev (bare->actions);
      bare->actions = g_strdupv (data->actions);

      g_assert_true (tab_save_data_write (bare, path, &error));
      g_assert_no_error (error);
      loaded = tab_save_data_load (path, &error);
      g_assert_no_error (error);
      assert_same_save (data, loaded);
    }
}

/* saved_at = 0 means "now" */
static void
test_saved_time_now (void)
{
  const TabRules * const *all;
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (TabSaveData) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = NULL;
  gint64 before = g_get_real_time () / G_USEC_PER_SEC;
  guint n_games;

  all = tab_rules_all (&n_games);
  xml = good_xml (all[0], 3, 1, &data);
  data->saved_at = 0;
  g_free (xml);
  xml = tab_save_data_to_xml (data, NULL);
  loaded = tab_save_data_parse (xml, strlen (xml), &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded->saved_at, >=, before);
  g_assert_cmpint (loaded->saved_at, <=, g_get_real_time () / G_USEC_PER_SEC);
}

/* A second save replaces the first whole, and leaves no temporary file */
static void
test_overwrite_is_atomic (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "overwrite", NULL);
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr (TabSaveData) first = NULL;
  g_autoptr (TabSaveData) second = NULL;
  g_autoptr (TabSaveData) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) listing = NULL;
  g_autofree char *xml_first = NULL;
  g_autofree char *xml_second = NULL;
  const TabRules * const *all;
  guint n_games, n_entries = 0;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  all = tab_rules_all (&n_games);
  xml_first = good_xml (all[0], 5, 11, &first);
  xml_second = good_xml (all[n_games - 1], 9, 12, &second);

  g_assert_true (tab_save_data_write (first, path, &error));
  g_assert_true (tab_save_data_write (second, path, &error));
  g_assert_no_error (error);
  loaded = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  assert_same_save (second, loaded);

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while (g_dir_read_name (listing) != NULL)
    n_entries++;
  g_assert_cmpuint (n_entries, ==, 1);
}

/* The writer refuses data that would not load, and leaves the old file */
static void
test_write_refuses_bad_data (void)
{
  g_autofree char *path = tmp_path ("keep.xml");
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *bad_dir = NULL;
  g_autofree char *xml = NULL;
  const TabRules * const *all;
  guint n_games;
  gsize n_before, n_after;

  all = tab_rules_all (&n_games);
  xml = good_xml (all[0], 4, 3, &data);
  g_assert_true (tab_save_data_write (data, path, &error));
  g_assert_no_error (error);
  before = read_file (path, &n_before);

  /* an action that is not legal */
  g_free (data->actions[1]);
  data->actions[1] = g_strdup ("no-such-move");
  data->position.rules = NULL;
  g_assert_false (tab_save_data_write (data, path, &error));
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, "at move 2"));
  g_clear_error (&error);

  /* a level out of range */
  tab_save_data_free (data);
  g_free (good_xml (all[0], 4, 3, &data));
  data->seats[0].kind = TAB_SEAT_COMPUTER;
  data->seats[0].level = 9;
  g_assert_false (tab_save_data_write (data, path, &error));
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_OPTIONS);
  g_clear_error (&error);

  after = read_file (path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);

  /* a folder that does not exist */
  data->seats[0].level = 2;
  bad_dir = tmp_path ("no-such-folder/game.xml");
  g_assert_false (tab_save_data_write (data, bad_dir, &error));
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
}

/* ------------------------------------------------------------------ */
/* Fixtures                                                           */

/* good-GAME.xml of every game loads, and says what the game was */
static void
test_good_fixtures (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *name = g_strdup_printf ("good-%s.xml", all[g]->id);
      g_autofree char *path = fixture_path (name);
      g_autoptr (TabSaveData) data = NULL;
      g_autoptr (TabSaveData) again = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *on_disk = NULL;
      gsize length;

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      data = tab_save_data_load (path, &error);
      g_assert_no_error (error);
      g_assert_true (data->rules == all[g]);
      g_assert_cmpint (data->saved_at, ==, FIXTURE_TIME);
      g_assert_cmpuint (g_strv_length (data->actions), ==, data->position.ply);
      g_assert_cmpuint (data->position.ply, >, 0);

      /* the writer of today writes the fixture exactly */
      on_disk = read_file (path, &length);
      xml = tab_save_data_to_xml (data, NULL);
      g_assert_cmpstr (xml, ==, on_disk);
    }
}

typedef struct
{
  const char   *file;
  TabSaveError  code;
  const char   *pieces[3];   /* each must be in the message */
} BadFile;

static const BadFile bad_files[] = {
  { "empty.xml", TAB_SAVE_ERROR_NOT_XML, { "the file is empty" } },
  { "blank.xml", TAB_SAVE_ERROR_NOT_XML, { "line 3: ", "not well-formed XML" } },
  { "not-xml.xml", TAB_SAVE_ERROR_NOT_XML, { "line 1: ", "not well-formed XML", "Start tag expected" } },
  { "truncated.xml", TAB_SAVE_ERROR_NOT_XML, { "line 11: ", "not well-formed XML" } },
  { "random.bin", TAB_SAVE_ERROR_NOT_XML, { "line 1: ", "not well-formed XML" } },
  { "wrong-root.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "not a Tabuleiro save file", "<html>" } },
  { "no-format.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "no format version" } },
  { "format-0.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "unknown format version '0'" } },
  { "format-text.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "unknown format version 'one'" } },
  { "format-2.xml", TAB_SAVE_ERROR_NEWER, { "line 2: ", "saved by a newer version of Tabuleiro (format 2;" } },
  { "format-huge.xml", TAB_SAVE_ERROR_NEWER, { "line 2: ", "saved by a newer version of Tabuleiro" } },
  { "missing-seats.xml", TAB_SAVE_ERROR_INVALID, { "line 4: ", "does not follow the save-file format", "actions" } },
  { "extra-element.xml", TAB_SAVE_ERROR_INVALID, { "line 13: ", "does not follow the save-file format", "comment" } },
  { "xinclude.xml", TAB_SAVE_ERROR_INVALID, { "line 8: ", "does not follow the save-file format", "include" } },
  { "bad-kind.xml", TAB_SAVE_ERROR_INVALID, { "line 6: ", "does not follow the save-file format", "seat" } },
  { "bad-time.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "does not follow the save-file format", "'yesterday'" } },
  { "unknown-game.xml", TAB_SAVE_ERROR_UNKNOWN_GAME, { "line 2: ", "unknown game 'chess'" } },
  { "size-out-of-range.xml", TAB_SAVE_ERROR_OPTIONS, { "line 3: ", "board size 11x11 is out of range for 4Mation" } },
  { "size-huge.xml", TAB_SAVE_ERROR_OPTIONS, { "line 3: ", "rows=4000000000 is out of range" } },
  { "not-square.xml", TAB_SAVE_ERROR_OPTIONS, { "line 3: ", "square board, not 7x6" } },
  { "players-out-of-range.xml", TAB_SAVE_ERROR_OPTIONS, { "line 3: ", "played by 2 players, not 3" } },
  { "fixed-board-size.xml", TAB_SAVE_ERROR_OPTIONS, { "line 3: ", "fixed board" } },
  { "level-out-of-range.xml", TAB_SAVE_ERROR_OPTIONS, { "line 6: ", "seat 2: level 7 is out of range (1 to 4)" } },
  { "too-few-seats.xml", TAB_SAVE_ERROR_OPTIONS, { "line 4: ", "1 seat for 2 players" } },
  { "seat-numbers.xml", TAB_SAVE_ERROR_INVALID, { "line 6: ", "seat 2 is numbered 3" } },
  { "illegal-action.xml", TAB_SAVE_ERROR_ACTION, { "line 11: ", "illegal action 'd1' at move 3" } },
  { "malformed-action.xml", TAB_SAVE_ERROR_ACTION, { "line 10: ", "malformed action 'z9' at move 2" } },
  { "non-ascii-action.xml", TAB_SAVE_ERROR_ACTION, { "line 9: ", "malformed action 'ç4' at move 1" } },
  { "after-the-end.xml", TAB_SAVE_ERROR_ACTION, { "line 17: ", "illegal action 'a1' (the game is over) at move 9" } },
  { "wrong-hash.xml", TAB_SAVE_ERROR_MISMATCH, { "line 14: ", "does not match the actions", "the hash is 5e68a2e12b41cfd6 in the file but 5e68a2e12b41cfd5" } },
  { "wrong-to-move.xml", TAB_SAVE_ERROR_MISMATCH, { "line 14: ", "the seat to move is 2 in the file but 1" } },
  { "wrong-ply.xml", TAB_SAVE_ERROR_MISMATCH, { "line 14: ", "(ply) is 5 in the file but 4" } },
  { "wrong-outcome.xml", TAB_SAVE_ERROR_MISMATCH, { "line 18: ", "the outcome is none in the file but win" } },
  { "external-entity.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "must not have a DOCTYPE" } },
  { "external-dtd.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "must not have a DOCTYPE" } },
  { "billion-laughs.xml", TAB_SAVE_ERROR_INVALID, { "line 2: ", "must not have a DOCTYPE" } },
  { "undeclared-entity.xml", TAB_SAVE_ERROR_NOT_XML, { "line 5: ", "not well-formed XML", "Entity 'x' not defined" } },
};

static void
check_bad_file (const BadFile *bad)
{
  g_autofree char *path = fixture_path (bad->file);
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize n_before, n_after;
  gint64 start;

  before = read_file (path, &n_before);
  start = g_get_monotonic_time ();
  data = tab_save_data_load (path, &error);
  g_test_message ("%s: %s", bad->file, error != NULL ? error->message : "(loaded)");
  g_assert_null (data);
  g_assert_error (error, TAB_SAVE_ERROR, (int) bad->code);
  for (guint i = 0; i < G_N_ELEMENTS (bad->pieces) && bad->pieces[i] != NULL; i++)
    if (strstr (error->message, bad->pieces[i]) == NULL)
      g_error ("%s: '%s' is not in the message '%s'", bad->file, bad->pieces[i], error->message);
  /* no entity bomb may take its time */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);

  after = read_file (path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);
}

static void
test_bad_fixtures (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    check_bad_file (&bad_files[i]);
}

/* The external entity names /etc/passwd: nothing of it may show up */
static void
test_external_entity_not_read (void)
{
  g_autofree char *path = fixture_path ("external-entity.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = tab_save_data_load (path, &error);

  g_assert_null (data);
  g_assert_nonnull (error);
  g_assert_null (strstr (error->message, "root:"));
}

/* Every file in the fixture folder is either good-*.xml (and loads) or is
 * listed above (and is refused): no fixture goes untested. */
static void
test_every_fixture_is_checked (void)
{
  g_autofree char *dir_path = fixture_path (".");
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GError) error = NULL;
  const char *name;
  guint n = 0;

  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean listed = g_str_has_prefix (name, "good-") || g_str_has_prefix (name, "fuzz-");

      for (guint i = 0; i < G_N_ELEMENTS (bad_files) && !listed; i++)
        listed = strcmp (bad_files[i].file, name) == 0;
      if (!listed)
        g_error ("tests/io/files/%s is not checked by any test", name);
      n++;
    }
  g_assert_cmpuint (n, >=, G_N_ELEMENTS (bad_files));
}

/* Files the fuzzer once found a fault with (fuzz-*.xml): refused or
 * loaded, never a crash; what loads writes back and loads again */
static void
test_fuzz_findings (void)
{
  g_autofree char *dir_path = fixture_path (".");
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "fuzz-"))
      {
        g_autofree char *path = fixture_path (name);
        g_autoptr (GError) error = NULL;
        g_autoptr (TabSaveData) data = tab_save_data_load (path, &error);

        g_assert_true ((data == NULL) != (error == NULL));
        if (error != NULL)
          g_assert_true (error->domain == TAB_SAVE_ERROR && error->message[0] != '\0');
        else
          {
            g_autofree char *xml = tab_save_data_to_xml (data, NULL);
            g_autoptr (TabSaveData) again = tab_save_data_parse (xml, strlen (xml), &error);

            g_assert_no_error (error);
            assert_same_save (data, again);
          }
      }
}

/* ------------------------------------------------------------------ */
/* Bad input made on the fly, for every game                          */

static void
test_bad_values_every_game (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const TabRules *rules = all[g];
      g_autoptr (TabSaveData) data = NULL;
      g_autofree char *xml = good_xml (rules, 6, 100 + g, &data);
      g_autofree char *text = NULL;
      g_autofree char *old = NULL;
      g_autofree char *new = NULL;

      g_assert_cmpuint (g_strv_length (data->actions), ==, 6);

      /* it loads as it is */
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (TabSaveData) loaded = tab_save_data_parse (xml, strlen (xml), &error);

        g_assert_no_error (error);
      }

      text = replace_once (xml, "game=\"", "game=\"x-");
      assert_refused (text, -1, TAB_SAVE_ERROR_UNKNOWN_GAME, "unknown game 'x-", NULL);
      g_clear_pointer (&text, g_free);

      text = replace_once (xml, "format=\"1\"", "format=\"7\"");
      assert_refused (text, -1, TAB_SAVE_ERROR_NEWER, "saved by a newer version of Tabuleiro", NULL);
      g_clear_pointer (&text, g_free);

      old = g_strdup_printf ("players=\"%u\"", data->options.players);
      new = g_strdup_printf ("players=\"%u\"", rules->max_players + 1);
      text = replace_once (xml, old, new);
      assert_refused (text, -1, TAB_SAVE_ERROR_OPTIONS, "players", NULL);
      g_clear_pointer (&text, g_free);

      if (rules->board_kind != TAB_BOARD_FIXED)
        {
          g_autofree char *rows = g_strdup_printf ("rows=\"%u\"", data->options.rows);
          g_autofree char *cols = g_strdup_printf ("cols=\"%u\"", data->options.cols);
          g_autofree char *half = replace_once (xml, rows, "rows=\"200\"");

          text = replace_once (half, cols, "cols=\"200\"");
          assert_refused (text, -1, TAB_SAVE_ERROR_OPTIONS, "board size 200x200 is out of range", NULL);
          g_clear_pointer (&text, g_free);
        }

      text = replace_once (xml, "kind=\"person\"", "kind=\"computer\" level=\"5\"");
      assert_refused (text, -1, TAB_SAVE_ERROR_OPTIONS, "level 5 is out of range (1 to 4)", NULL);
      g_clear_pointer (&text, g_free);

      g_clear_pointer (&old, g_free);
      g_clear_pointer (&new, g_free);
      old = g_strdup_printf ("<action>%s</action>", data->actions[3]);
      new = g_strdup ("<action>@@</action>");
      text = replace_once (xml, old, new);
      assert_refused (text, -1, TAB_SAVE_ERROR_ACTION, "malformed action '@@' at move 4", NULL);
      g_clear_pointer (&text, g_free);

      {
        g_autofree char *hash = g_strdup_printf ("hash=\"%016" G_GINT64_MODIFIER "x\"",
                                                 tab_position_hash (&data->position));
        g_autofree char *wrong = g_strdup_printf ("hash=\"%016" G_GINT64_MODIFIER "x\"",
                                                  tab_position_hash (&data->position) ^ 1);

        text = replace_once (xml, hash, wrong);
        assert_refused (text, -1, TAB_SAVE_ERROR_MISMATCH, "does not match the actions", "the hash", NULL);
        g_clear_pointer (&text, g_free);
      }
    }
}

/* An action that is well formed but not legal, for every game: taken from
 * the tokens legal somewhere else in the game */
static void
test_illegal_action_every_game (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (TabSaveData) data = NULL;
      g_autofree char *xml = good_xml (all[g], 10, 200 + g, &data);
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *illegal = NULL;
      TabPosition pos;
      guint n = g_strv_length (data->actions), move;

      /* every token legal at some point of the game */
      g_assert_true (tab_position_init (&pos, all[g], &data->options, NULL));
      for (guint i = 0; i <= n; i++)
        {
          g_auto (GStrv) tokens = tab_position_legal_tokens (&pos);

          for (guint t = 0; tokens[t] != NULL; t++)
            g_hash_table_add (seen, g_strdup (tokens[t]));
          if (i < n)
            g_assert_true (tab_position_play_record (&pos, data->actions[i], NULL));
        }

      /* the first move, from the end, where one of them is illegal */
      for (move = n; move > 0 && illegal == NULL; move--)
        {
          GHashTableIter iter;
          gpointer token;

          g_assert_true (tab_position_init (&pos, all[g], &data->options, NULL));
          for (guint i = 0; i + 1 < move; i++)
            g_assert_true (tab_position_play_record (&pos, data->actions[i], NULL));
          g_hash_table_iter_init (&iter, seen);
          while (illegal == NULL && g_hash_table_iter_next (&iter, &token, NULL))
            {
              TabAction action;

              if (!tab_position_is_over (&pos) && !tab_action_parse (&pos, token, &action, NULL))
                illegal = g_strdup (token);
            }
          if (illegal != NULL)
            {
              g_autofree char *old = g_strdup_printf ("<action>%s</action>", data->actions[move - 1]);
              g_autofree char *new = g_strdup_printf ("<action>%s</action>", illegal);
              g_autofree char *text = NULL;
              g_autofree char *expected = g_strdup_printf ("illegal action '%s' at move %u",
                                                           illegal, move);
              /* tokens can repeat: replace the move-th <action> */
              const char *at = xml;

              for (guint i = 0; i < move; i++)
                {
                  at = strstr (at, "<action>");
                  g_assert_nonnull (at);
                  if (i + 1 < move)
                    at++;
                }
              g_assert_true (g_str_has_prefix (at, old));
              text = g_strdup_printf ("%.*s%s%s", (int) (at - xml), xml, new, at + strlen (old));
              assert_refused (text, -1, TAB_SAVE_ERROR_ACTION, expected, "line ", NULL);
            }
        }
      g_assert_nonnull (illegal);
    }
}

/* Every prefix of a good file is refused (but the whole file) */
static void
test_truncated (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *xml = good_xml (all[g], 8, 300 + g, NULL);
      const char *end = strstr (xml, "</tabuleiro-save>");
      gsize complete = (gsize) (end - xml) + strlen ("</tabuleiro-save>");

      g_assert_nonnull (end);
      for (gsize length = 0; length < complete; length++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (TabSaveData) data = tab_save_data_parse (xml, length, &error);

          g_assert_null (data);
          g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML);
        }
    }
}

/* Random bytes, and good files with random bytes changed: never a crash,
 * always a clear yes or no */
static void
test_random_bytes (void)
{
  const TabRules * const *all;
  guint n_games, n_loaded = 0, n_refused = 0;
  TabRng rng;

  tab_rng_seed (&rng, 99);
  for (guint i = 0; i < 300; i++)
    {
      gsize length = tab_rng_below (&rng, 4000);
      g_autofree char *bytes = g_malloc (length + 1);
      g_autoptr (GError) error = NULL;
      g_autoptr (TabSaveData) data = NULL;

      for (gsize k = 0; k < length; k++)
        bytes[k] = (char) tab_rng_below (&rng, 256);
      data = tab_save_data_parse (bytes, length, &error);
      g_assert_null (data);
      g_assert_true (error->domain == TAB_SAVE_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *xml = good_xml (all[g], 10, 400 + g, NULL);
      gsize length = strlen (xml);

      for (guint i = 0; i < 300; i++)
        {
          g_autofree char *copy = g_memdup2 (xml, length + 1);
          g_autoptr (GError) error = NULL;
          g_autoptr (TabSaveData) data = NULL;

          for (guint k = 0; k <= i % 3; k++)
            copy[tab_rng_below (&rng, (guint) length)] = (char) tab_rng_below (&rng, 256);
          data = tab_save_data_parse (copy, length, &error);
          g_assert_true ((data == NULL) != (error == NULL));
          if (data != NULL)
            n_loaded++;
          else
            {
              g_assert_true (error->domain == TAB_SAVE_ERROR);
              g_assert_true (g_utf8_validate (error->message, -1, NULL));
              g_assert_cmpuint (strlen (error->message), >, 0);
              n_refused++;
            }
        }
    }
  g_test_message ("changed files: %u loaded, %u refused", n_loaded, n_refused);
  g_assert_cmpuint (n_refused, >, n_loaded);
}

/* Elements nested a million deep: refused at once, by depth */
static void
test_deep_nesting (void)
{
  GString *text = g_string_new ("<tabuleiro-save format=\"1\">");
  g_autofree char *xml = NULL;

  for (guint i = 0; i < 1000000; i++)
    g_string_append (text, "<a>");
  xml = g_string_free (text, FALSE);
  assert_refused (xml, -1, TAB_SAVE_ERROR_NOT_XML, "line 1: ", "elements nested more than 16 deep", NULL);
}

static void
test_too_large (void)
{
  g_autofree char *path = tmp_path ("huge.xml");
  g_autofree char *xml = NULL;
  g_autofree char *huge = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = NULL;
  const TabRules * const *all;
  guint n_games;
  gsize length;

  /* a good file, padded with comments after the root to one byte over
   * the limit: long ones, as a file may hold at most TAB_SAVE_MAX_OTHERS
   * comments of at most TAB_SAVE_MAX_PIECE bytes */
  all = tab_rules_all (&n_games);
  xml = good_xml (all[0], 3, 5, NULL);
  length = strlen (xml);
  huge = g_malloc (TAB_SAVE_MAX_BYTES + 2);
  memcpy (huge, xml, length);
  memset (huge + length, ' ', TAB_SAVE_MAX_BYTES + 1 - length);
  for (gsize at = length; at + 60000 < TAB_SAVE_MAX_BYTES; at += 60000)
    {
      memcpy (huge + at, "<!--", 4);
      memcpy (huge + at + 59995, "-->\n", 4);
    }
  huge[TAB_SAVE_MAX_BYTES + 1] = '\0';
  write_file (path, huge, TAB_SAVE_MAX_BYTES + 1);

  data = tab_save_data_load (path, &error);
  g_assert_null (data);
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "too large (16777217 bytes"));
  g_clear_error (&error);

  assert_refused (huge, TAB_SAVE_MAX_BYTES + 1, TAB_SAVE_ERROR_IO, "too large", NULL);

  /* one byte less is fine: the limit is 16 MB, not less */
  data = tab_save_data_parse (huge, TAB_SAVE_MAX_BYTES, &error);
  g_assert_no_error (error);
  g_assert_nonnull (data);
  g_unlink (path);
}

static void
test_missing_and_unreadable (void)
{
  g_autofree char *missing = tmp_path ("does-not-exist.xml");
  g_autofree char *locked = tmp_path ("locked.xml");
  g_autofree char *xml = NULL;
  const TabRules * const *all;
  guint n_games;

  {
    g_autoptr (GError) error = NULL;
    g_autoptr (TabSaveData) data = tab_save_data_load (missing, &error);

    g_assert_null (data);
    g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "does not exist"));
  }

  /* a folder cannot be read as a file, whoever runs the test */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (TabSaveData) data = tab_save_data_load (tmp_dir, &error);

    g_assert_null (data);
    g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "folder"));
  }

  /* a file without read permission; root reads it anyway, so the refusal
   * is only asserted for other users (the folder above covers root) */
  all = tab_rules_all (&n_games);
  xml = good_xml (all[0], 2, 8, NULL);
  write_file (locked, xml, -1);
  g_assert_cmpint (g_chmod (locked, 0), ==, 0);
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (TabSaveData) data = tab_save_data_load (locked, &error);

    if (geteuid () != 0)
      {
        g_assert_null (data);
        g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
        g_assert_nonnull (strstr (error->message, "permission denied"));
      }
  }
  g_chmod (locked, 0600);
  g_unlink (locked);
}

/* libxml2 never writes to standard error, whatever the input */
static void
test_nothing_on_stderr (void)
{
  g_autofree char *capture = tmp_path ("stderr.txt");
  g_autofree char *captured = NULL;
  int saved, fd;
  gsize length;

  fflush (stderr);
  saved = dup (STDERR_FILENO);
  fd = open (capture, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  dup2 (fd, STDERR_FILENO);
  close (fd);

  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = fixture_path (bad_files[i].file);
      g_autoptr (GError) error = NULL;
      g_autoptr (TabSaveData) data = tab_save_data_load (path, &error);
    }

  fflush (stderr);
  dup2 (saved, STDERR_FILENO);
  close (saved);
  captured = read_file (capture, &length);
  g_assert_cmpstr (captured, ==, "");
}

/* ------------------------------------------------------------------ */

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Writes good-GAME.xml for every game into dir: the fixtures of today's
 * writer, from fixed seeds. */
static int
write_good_fixtures (const char *dir)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree char *name = g_strdup_printf ("good-%s.xml", all[g]->id);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (TabSaveData) data = NULL;
      g_autoptr (GError) error = NULL;

      g_free (good_xml (all[g], 12, 1000 + g, &data));
      if (!tab_save_data_write (data, path, &error))
        {
          g_printerr ("%s: %s\n", path, error->message);
          return 1;
        }
      g_print ("%s\n", path);
    }
  return 0;
}

int
main (int argc, char **argv)
{
  int status;

  if (argc == 3 && strcmp (argv[1], "--write-good-fixtures") == 0)
    return write_good_fixtures (argv[2]);

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("tabuleiro-io-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/save-file/round-trip/every-game", test_round_trip_every_game);
  g_test_add_func ("/save-file/round-trip/without-position", test_write_without_position);
  g_test_add_func ("/save-file/round-trip/saved-now", test_saved_time_now);
  g_test_add_func ("/save-file/write/atomic-overwrite", test_overwrite_is_atomic);
  g_test_add_func ("/save-file/write/refuses-bad-data", test_write_refuses_bad_data);
  g_test_add_func ("/save-file/fixtures/good", test_good_fixtures);
  g_test_add_func ("/save-file/fixtures/bad", test_bad_fixtures);
  g_test_add_func ("/save-file/fixtures/external-entity", test_external_entity_not_read);
  g_test_add_func ("/save-file/fixtures/all-checked", test_every_fixture_is_checked);
  g_test_add_func ("/save-file/fixtures/fuzz-findings", test_fuzz_findings);
  g_test_add_func ("/save-file/bad/values-every-game", test_bad_values_every_game);
  g_test_add_func ("/save-file/bad/illegal-action-every-game", test_illegal_action_every_game);
  g_test_add_func ("/save-file/bad/truncated", test_truncated);
  g_test_add_func ("/save-file/bad/random-bytes", test_random_bytes);
  g_test_add_func ("/save-file/bad/deep-nesting", test_deep_nesting);
  g_test_add_func ("/save-file/bad/too-large", test_too_large);
  g_test_add_func ("/save-file/bad/missing-and-unreadable", test_missing_and_unreadable);
  g_test_add_func ("/save-file/bad/nothing-on-stderr", test_nothing_on_stderr);

  status = g_test_run ();
  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
