/* test-game-io.c: save files through the model (TabMatch): bad files
 * leave the game in progress alone, old files load, the autosave follows
 * the game and survives SIGKILL, failed writes leave the old file whole
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with --autosave-loop to play and autosave a long game for ever (the
 * kill test starts this and kills it with SIGKILL).
 */

#include "tab-game-io.h"
#include "tab-unfinished.h"
#include "io-test-kill.h"

#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "tab-random.h"

#define LOOP_GAME  "freedom"
#define LOOP_SIZE  19

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "io", "files", name, NULL);
}

/* A scratch folder of the test, in the test's own $XDG_DATA_HOME */
static char *
scratch_dir (const char *name)
{
  char *dir = g_build_filename (g_get_user_data_dir (), name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return dir;
}

static char *data_home;

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_chmod (child, 0700);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Every autosave test starts without $XDG_DATA_HOME/tabuleiro */
static void
no_autosave_folder (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tabuleiro", NULL);

  remove_tree (dir);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

static void
spin_main_loop (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The action the autosave loop plays at move index: a fixed pick among
 * the legal tokens, so that the parent knows the whole record */
static char *
pick_token (const TabPosition *pos, guint index)
{
  g_auto (GStrv) tokens = tab_position_legal_tokens (pos);
  guint n = g_strv_length (tokens);

  g_assert_cmpuint (n, >, 0);
  return g_strdup (tokens[(index * 7919u) % n]);
}

typedef struct
{
  char     *bytes;
  gsize     length;
  gint64    mtime_ns;
  gboolean  exists;
} FileState;

static void
file_state_read (FileState *state, const char *path)
{
  GStatBuf st;

  memset (state, 0, sizeof *state);
  if (g_stat (path, &st) != 0)
    return;
  state->exists = TRUE;
  state->mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
  if (S_ISREG (st.st_mode) && (st.st_mode & S_IRUSR) != 0)
    g_file_get_contents (path, &state->bytes, &state->length, NULL);
}

static void
file_state_clear (FileState *state)
{
  g_clear_pointer (&state->bytes, g_free);
}

static void
assert_file_unchanged (const FileState *before, const char *path)
{
  FileState after;

  file_state_read (&after, path);
  g_assert_cmpint (after.exists, ==, before->exists);
  g_assert_cmpint (after.mtime_ns, ==, before->mtime_ns);
  g_assert_cmpmem (after.bytes, after.length, before->bytes, before->length);
  file_state_clear (&after);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static guint
count_entries (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* The names in dir, sorted, joined by spaces */
static char *
list_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* ------------------------------------------------------------------ */
/* A match with a game in progress, and everything that describes it  */

typedef struct
{
  TabGame  *game;            /* the object itself: it must not be replaced */
  GStrv     tokens;
  guint64   hash;
  char     *board;
  guint     to_move;
  gboolean  can_undo, can_redo, match_can_undo, match_can_redo;
  guint     levels[TAB_MAX_SEATS + 1];
  guint     delay, time_ms;
  gboolean  paused, thinking;
} MatchState;

static void
match_state_read (MatchState *state, TabMatch *match)
{
  TabGame *game = tab_match_get_game (match);

  state->game = game;
  state->tokens = tab_game_dup_tokens (game);
  state->hash = tab_position_hash (tab_game_get_position (game));
  state->board = tab_position_render (tab_game_get_position (game));
  state->to_move = tab_game_get_seat_to_move (game);
  state->can_undo = tab_game_can_undo (game);
  state->can_redo = tab_game_can_redo (game);
  state->match_can_undo = tab_match_can_undo (match);
  state->match_can_redo = tab_match_can_redo (match);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    state->levels[seat] = tab_match_get_seat_level (match, seat);
  state->delay = tab_match_get_delay (match);
  state->time_ms = tab_match_get_time_ms (match);
  state->paused = tab_match_get_paused (match);
  state->thinking = tab_match_get_thinking (match);
}

static void
match_state_clear (MatchState *state)
{
  g_clear_pointer (&state->tokens, g_strfreev);
  g_clear_pointer (&state->board, g_free);
}

static void
assert_match_unchanged (const MatchState *before, TabMatch *match)
{
  MatchState now;

  match_state_read (&now, match);
  g_assert_true (now.game == before->game);
  g_assert_cmpstrv (now.tokens, before->tokens);
  g_assert_cmphex (now.hash, ==, before->hash);
  g_assert_cmpstr (now.board, ==, before->board);
  g_assert_cmpuint (now.to_move, ==, before->to_move);
  g_assert_cmpint (now.can_undo, ==, before->can_undo);
  g_assert_cmpint (now.can_redo, ==, before->can_redo);
  g_assert_cmpint (now.match_can_undo, ==, before->match_can_undo);
  g_assert_cmpint (now.match_can_redo, ==, before->match_can_redo);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    g_assert_cmpuint (now.levels[seat], ==, before->levels[seat]);
  g_assert_cmpuint (now.delay, ==, before->delay);
  g_assert_cmpuint (now.time_ms, ==, before->time_ms);
  g_assert_cmpint (now.paused, ==, before->paused);
  g_assert_cmpint (now.thinking, ==, before->thinking);
  match_state_clear (&now);
}

static const char * const progress_record[] = {
  "c2", "c3", "b4", "a4", "a3", "b3", "b2", "a2", NULL,
};

/* 4Mation 7x7, eight actions played and the last two taken back (so
 * there is something to undo and to redo); seat 1 a person to move,
 * seat 2 the computer; a name-free match of 2 seats */
static TabMatch *
match_in_progress (void)
{
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabOptions options = { 7, 7, 2 };
  g_autoptr (GError) error = NULL;
  TabMatch *match = tab_match_new ();
  TabGame *game;

  tab_match_set_delay (match, 0);
  g_assert_true (tab_match_new_game (match, rules, &options, &error));
  g_assert_no_error (error);
  game = tab_match_get_game (match);
  for (guint i = 0; progress_record[i] != NULL; i++)
    {
      g_assert_true (tab_game_play_token (game, progress_record[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (tab_match_undo (match));
  g_assert_true (tab_match_undo (match));
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 6);
  tab_match_set_seat_level (match, 2, 3);
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_false (tab_match_get_thinking (match));
  return match;
}

static void
count_signal (gpointer instance, gpointer counter)
{
  (*(guint *) counter)++;
}

/* ------------------------------------------------------------------ */
/* Bad files through tab_game_io_load ()                              */

typedef struct
{
  const char *file;
  const char *piece;    /* must be in the message */
} Expected;

/* What the message must name, for the cases the issue lists; every other
 * bad fixture must be refused too, with some message */
static const Expected expected[] = {
  { "empty.xml", "the file is empty" },
  { "not-xml.xml", "not well-formed XML" },
  { "truncated.xml", "not well-formed XML" },
  { "random.bin", "not well-formed XML" },
  { "format-2.xml", "saved by a newer version of Tabuleiro" },
  { "format-huge.xml", "saved by a newer version of Tabuleiro" },
  { "format-0.xml", "unknown format version" },
  { "format-text.xml", "unknown format version" },
  { "unknown-game.xml", "unknown game 'chess'" },
  { "size-out-of-range.xml", "board size 11x11 is out of range" },
  { "size-huge.xml", "out of range" },
  { "level-out-of-range.xml", "level 7 is out of range (1 to 4)" },
  { "players-out-of-range.xml", "played by 2 players, not 3" },
  { "illegal-action.xml", "illegal action 'd1' at move 3" },
  { "malformed-action.xml", "malformed action 'z9' at move 2" },
  { "non-ascii-action.xml", "malformed action 'ç4' at move 1" },
  { "after-the-end.xml", "illegal action 'a1' (the game is over) at move 9" },
  { "wrong-hash.xml", "does not match the actions" },
  { "wrong-ply.xml", "does not match the actions" },
  { "wrong-to-move.xml", "does not match the actions" },
  { "wrong-outcome.xml", "does not match the actions" },
  { "external-entity.xml", "must not have a DOCTYPE" },
  { "external-dtd.xml", "must not have a DOCTYPE" },
  { "billion-laughs.xml", "must not have a DOCTYPE" },
};

static const char *
expected_piece (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (strcmp (expected[i].file, name) == 0)
      return expected[i].piece;
  return NULL;
}

/* Loads path into match, which must refuse it and stay as it was; the
 * file too.  piece (or NULL) must be in the message. */
static void
assert_load_refused (TabMatch *match, const char *path, const char *piece)
{
  g_autoptr (GError) error = NULL;
  MatchState before;
  FileState file_before;
  guint n_notify = 0, n_seats = 0, n_changed = 0;
  gulong notify_id, seats_id, changed_id;
  gint64 start;
  gboolean ok;

  match_state_read (&before, match);
  file_state_read (&file_before, path);
  notify_id = g_signal_connect (match, "notify", G_CALLBACK (count_signal), &n_notify);
  seats_id = g_signal_connect (match, "seats-changed", G_CALLBACK (count_signal), &n_seats);
  changed_id = g_signal_connect (before.game, "changed", G_CALLBACK (count_signal), &n_changed);

  start = g_get_monotonic_time ();
  ok = tab_game_io_load (match, path, &error);
  g_test_message ("%s: %s", path, error != NULL ? error->message : "(loaded)");
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  spin_main_loop ();

  g_assert_false (ok);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TAB_SAVE_ERROR);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strchr (error->message, '\n'));
  if (piece != NULL && strstr (error->message, piece) == NULL)
    g_error ("%s: '%s' is not in the message '%s'", path, piece, error->message);

  g_assert_cmpuint (n_notify, ==, 0);
  g_assert_cmpuint (n_seats, ==, 0);
  g_assert_cmpuint (n_changed, ==, 0);
  assert_match_unchanged (&before, match);
  assert_file_unchanged (&file_before, path);

  g_signal_handler_disconnect (match, notify_id);
  g_signal_handler_disconnect (match, seats_id);
  g_signal_handler_disconnect (before.game, changed_id);
  match_state_clear (&before);
  file_state_clear (&file_before);
}

/* the redo stack survived: the two turns taken back come back */
static void
assert_redo_intact (TabMatch *match)
{
  g_auto (GStrv) tokens = NULL;

  g_assert_true (tab_match_redo (match));
  tokens = tab_game_dup_tokens (tab_match_get_game (match));
  while (g_strv_length (tokens) < g_strv_length ((GStrv) progress_record) &&
         tab_match_can_redo (match))
    {
      g_assert_true (tab_match_redo (match));
      g_strfreev (tokens);
      tokens = tab_game_dup_tokens (tab_match_get_game (match));
    }
  g_assert_cmpstrv (tokens, progress_record);
}

static void
test_bad_fixtures (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autofree char *dir_path = fixture_path (".");
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0, n_named = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      const char *piece;

      /* good-*: loadable; fuzz-*: found by the fuzzer, may load */
      if (g_str_has_prefix (name, "good-") || g_str_has_prefix (name, "fuzz-"))
        continue;
      path = fixture_path (name);
      piece = expected_piece (name);
      assert_load_refused (match, path, piece);
      n_files++;
      n_named += piece != NULL;
    }
  g_test_message ("%u bad fixtures refused through the model", n_files);
  g_assert_cmpuint (n_named, ==, G_N_ELEMENTS (expected));
  assert_redo_intact (match);
}

/* A file of another game (more seats, other options) that fails only at
 * the last check: nothing of it reaches the match */
static void
test_other_game_refused_late (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autofree char *good = fixture_path ("good-format-1-splut.xml");
  g_autofree char *dir = scratch_dir ("late");
  g_autofree char *bad = g_build_filename (dir, "splut-wrong-hash.xml", NULL);
  g_autofree char *text = NULL;
  char *hash;

  g_assert_true (g_file_get_contents (good, &text, NULL, NULL));
  hash = strstr (text, "hash=\"");
  g_assert_nonnull (hash);
  hash += strlen ("hash=\"");
  /* one hex digit changed */
  hash[15] = hash[15] == '0' ? '1' : '0';
  g_assert_true (g_file_set_contents (bad, text, -1, NULL));

  assert_load_refused (match, bad, "does not match the actions");
  assert_redo_intact (match);
}

static void
test_too_large (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autofree char *dir = scratch_dir ("large");
  g_autofree char *path = g_build_filename (dir, "huge.xml", NULL);
  g_autofree char *good = fixture_path ("good-fourmation.xml");
  g_autofree char *text = NULL;
  g_autofree char *huge = NULL;
  gsize length;

  /* a good file, then blanks to one byte over the limit */
  g_assert_true (g_file_get_contents (good, &text, &length, NULL));
  huge = g_malloc (TAB_SAVE_MAX_BYTES + 1);
  memcpy (huge, text, length);
  memset (huge + length, ' ', TAB_SAVE_MAX_BYTES + 1 - length);
  g_assert_true (g_file_set_contents (path, huge, TAB_SAVE_MAX_BYTES + 1, NULL));

  assert_load_refused (match, path, "too large");
  g_unlink (path);
  assert_redo_intact (match);
}

#define NOBODY 65534   /* uid and gid of nobody on Debian */

/* Refused, with exactly the message of a file without read permission */
static void
assert_unreadable_refused (TabMatch *match, const char *path)
{
  g_autoptr (GError) error = NULL;

  assert_load_refused (match, path, "permission denied");
  g_assert_false (tab_game_io_load (match, path, &error));
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "cannot read the file: permission denied");
}

/* The subprocess of test_missing_and_unreadable () run by root: gives up
 * root for nobody, who can enter the folder but not read the files */
static void
unreadable_as_nobody (void)
{
  const char *dir = g_getenv ("TAB_TEST_UNREADABLE_DIR");
  g_autofree char *locked = NULL;
  g_autofree char *inside = NULL;
  g_autoptr (TabMatch) match = NULL;

  g_assert_nonnull (dir);
  locked = g_build_filename (dir, "locked.xml", NULL);
  inside = g_build_filename (dir, "locked-dir", "game.xml", NULL);
  /* this process's own data folder, which main () removes at the end */
  g_assert_cmpint (chown (data_home, NOBODY, NOBODY), ==, 0);
  g_assert_cmpint (setgroups (0, NULL), ==, 0);
  g_assert_cmpint (setgid (NOBODY), ==, 0);
  g_assert_cmpint (setuid (NOBODY), ==, 0);
  g_assert_cmpint (getuid (), ==, NOBODY);
  g_assert_cmpint (geteuid (), ==, NOBODY);
  g_assert_cmpint (getegid (), ==, NOBODY);
  g_assert_cmpint (getgroups (0, NULL), ==, 0);
  /* for good: root cannot be had back */
  g_assert_cmpint (setuid (0), ==, -1);

  match = match_in_progress ();
  assert_unreadable_refused (match, locked);
  assert_unreadable_refused (match, inside);
  assert_redo_intact (match);
  g_print ("refused as uid %u: %s and %s\n", (guint) geteuid (), locked, inside);
}

static void
test_missing_and_unreadable (void)
{
  if (g_test_subprocess ())
    {
      unreadable_as_nobody ();
      return;
    }

  g_autoptr (TabMatch) match = match_in_progress ();
  g_autofree char *dir = scratch_dir ("unreadable");
  g_autofree char *missing = g_build_filename (dir, "missing.xml", NULL);
  g_autofree char *pipe_path = g_build_filename (dir, "pipe.xml", NULL);
  g_autofree char *locked = g_build_filename (dir, "locked.xml", NULL);
  g_autofree char *locked_dir = g_build_filename (dir, "locked-dir", NULL);
  g_autofree char *inside = g_build_filename (locked_dir, "game.xml", NULL);
  g_autofree char *good = fixture_path ("good-splut.xml");
  g_autofree char *text = NULL;

  assert_load_refused (match, missing, "does not exist");
  assert_load_refused (match, dir, "folder");
  assert_load_refused (match, "/dev/null", "not a regular file");
  /* a named pipe nobody writes to: must not wait for a writer */
  g_assert_cmpint (mkfifo (pipe_path, 0600), ==, 0);
  assert_load_refused (match, pipe_path, "not a regular file");

  /* without read permission */
  g_assert_true (g_file_get_contents (good, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (locked, text, -1, NULL));
  g_assert_cmpint (g_mkdir (locked_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, text, -1, NULL));
  g_assert_cmpint (g_chmod (locked, 0), ==, 0);
  g_assert_cmpint (g_chmod (locked_dir, 0), ==, 0);
  if (geteuid () != 0)
    {
      assert_unreadable_refused (match, locked);
      assert_unreadable_refused (match, inside);
    }
  else
    {
      /* root reads anyway: the cases run in a subprocess as nobody, who
       * must be able to enter the folders (not list them) */
      g_autofree char *wanted = g_strdup_printf ("*refused as uid %d: %s and %s\n*",
                                                   NOBODY, locked, inside);

      g_assert_cmpint (g_chmod (data_home, 0711), ==, 0);
      g_assert_cmpint (g_chmod (dir, 0711), ==, 0);
      g_setenv ("TAB_TEST_UNREADABLE_DIR", dir, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_unsetenv ("TAB_TEST_UNREADABLE_DIR");
      g_test_trap_assert_passed ();
      g_test_trap_assert_stdout (wanted);
      g_chmod (dir, 0700);
      g_chmod (data_home, 0700);
    }
  g_chmod (locked_dir, 0700);
  g_chmod (locked, 0600);
  assert_redo_intact (match);
}

/* ------------------------------------------------------------------ */
/* Good files through the model                                       */

static void
check_good_file (const char *path, const char *game_id)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (TabSaveData) again = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) tokens = NULL;
  g_autofree char *dir = scratch_dir ("good");
  g_autofree char *copy = g_build_filename (dir, "copy.xml", NULL);
  g_autofree char *text = NULL;
  FileState before;
  TabGame *game;
  guint n, n_undone = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<tabuleiro-save format=\"1\""));
  data = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data->rules->id, ==, game_id);

  file_state_read (&before, path);
  g_assert_true (tab_game_io_load (match, path, &error));
  g_assert_no_error (error);
  assert_file_unchanged (&before, path);
  file_state_clear (&before);

  game = tab_match_get_game (match);
  g_assert_true (tab_game_get_rules (game) == data->rules);
  g_assert_cmpuint (tab_game_get_options (game)->rows, ==, data->options.rows);
  g_assert_cmpuint (tab_game_get_options (game)->cols, ==, data->options.cols);
  g_assert_cmpuint (tab_game_get_options (game)->players, ==, data->options.players);
  tokens = tab_game_dup_tokens (game);
  g_assert_cmpstrv (tokens, data->actions);
  g_assert_cmphex (tab_position_hash (tab_game_get_position (game)), ==,
                   tab_position_hash (&data->position));
  for (guint seat = 1; seat <= data->options.players; seat++)
    g_assert_cmpuint (tab_match_get_seat_level (match, seat), ==,
                      data->seats[seat - 1].kind == TAB_SEAT_COMPUTER ? data->seats[seat - 1].level
                                                                      : TAB_MATCH_PERSON);
  /* no search runs for a loaded game until the caller resumes the match */
  tab_match_stop (match);

  /* saved again, it loads to the same game */
  g_assert_true (tab_game_io_save (match, copy, &error));
  g_assert_no_error (error);
  again = tab_save_data_load (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (again->actions, data->actions);
  g_assert_cmphex (tab_position_hash (&again->position), ==, tab_position_hash (&data->position));

  /* every action of the record can be taken back */
  n = tab_game_get_n_actions (game);
  while (tab_game_undo (game))
    n_undone++;
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, 0);
  g_assert_cmpuint (n_undone, >, 0);
  while (tab_game_redo (game))
    ;
  g_assert_cmpuint (tab_game_get_n_actions (game), ==, n);
  g_assert_cmphex (tab_position_hash (tab_game_get_position (game)), ==,
                   tab_position_hash (&data->position));
}

static void
test_good_fixtures (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  g_assert_cmpuint (n_games, ==, 5);
  for (guint g = 0; g < n_games; g++)
    {
      /* today's writer, and format 1 as first written (never rewritten) */
      const char *prefixes[] = { "good-", "good-format-1-" };

      for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
        {
          g_autofree char *name = g_strconcat (prefixes[p], all[g]->id, ".xml", NULL);
          g_autofree char *path = fixture_path (name);

          g_test_message ("%s", name);
          check_good_file (path, all[g]->id);
        }
    }
}

/* A file is read, checked and replayed once: the game that replay built
 * is the one the match gets, with the file's history; data that did not
 * come from a file (or whose game was taken) is replayed from its
 * tokens */
static void
test_replayed_once (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabMatch) loaded = tab_match_new ();
  g_autoptr (TabMatch) again = tab_match_new ();
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = scratch_dir ("replayed-once");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_auto (GStrv) tokens = tab_game_dup_tokens (tab_match_get_game (match));
  g_auto (GStrv) loaded_tokens = NULL;
  TabGame *built;

  g_assert_true (tab_game_io_save (match, path, &error));
  data = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  built = data->game;
  g_assert_nonnull (built);
  g_assert_cmpuint (tab_game_get_n_actions (built), ==, 6);
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (built)), ==,
                    tab_position_hash (&data->position));

  tab_match_set_delay (loaded, 0);
  g_assert_true (tab_game_io_apply (loaded, data, &error));
  g_assert_true (tab_match_get_game (loaded) == built);
  g_assert_null (data->game);
  loaded_tokens = tab_game_dup_tokens (built);
  g_assert_cmpstrv (loaded_tokens, tokens);
  /* its history: the whole turns undo */
  g_assert_true (tab_match_undo (loaded));
  g_assert_cmpuint (tab_game_get_n_actions (built), ==, 4);

  /* the same data once more: its tokens are played again */
  tab_match_set_delay (again, 0);
  g_assert_true (tab_game_io_apply (again, data, &error));
  g_assert_no_error (error);
  g_assert_true (tab_match_get_game (again) != built);
  g_assert_cmpuint (tab_game_get_n_actions (tab_match_get_game (again)), ==, 6);
  tab_match_stop (loaded);
  tab_match_stop (again);
  tab_match_stop (match);
  remove_tree (dir);
}

/* ------------------------------------------------------------------ */
/* The unfinished games                                               */

#define KEY "0000000000000001-00000001"

/* the entry key, as listed; NULL when the list does not have it */
static TabSaveData *
listed (const char *key, GPtrArray *problems)
{
  g_autoptr (GPtrArray) entries = tab_unfinished_list (problems);

  for (guint i = 0; i < entries->len; i++)
    {
      TabUnfinished *entry = entries->pdata[i];

      if (strcmp (entry->key, key) == 0)
        return g_steal_pointer (&entry->data);
    }
  return NULL;
}

static void
assert_entry_holds (TabMatch *match)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = tab_unfinished_load (KEY, &error);
  g_autoptr (TabSaveData) in_list = listed (KEY, NULL);
  g_auto (GStrv) tokens = tab_game_dup_tokens (tab_match_get_game (match));

  g_assert_no_error (error);
  g_assert_nonnull (data);
  g_assert_nonnull (in_list);
  g_assert_cmpstrv (data->actions, tokens);
  g_assert_cmpstrv (in_list->actions, tokens);
  for (guint seat = 1; seat <= data->options.players; seat++)
    g_assert_cmpuint (data->seats[seat - 1].level, ==, tab_match_get_seat_level (match, seat));
}

/* Played to the end as the window does it: kept after every whole turn;
 * the end lets the entry go */
static void
test_autosave_follows_game (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = tab_unfinished_path (KEY, ".xml");
  g_autofree char *expected_path = g_build_filename (g_get_user_data_dir (), "tabuleiro",
                                                     "unfinished", KEY ".xml", NULL);
  g_autoptr (GPtrArray) none = NULL;
  TabOptions options = { 5, 5, 2 };
  TabGame *game;
  guint n_saves = 0;

  no_autosave_folder ();
  g_assert_cmpstr (path, ==, expected_path);
  g_assert_true (tab_match_new_game (match, tab_rules_lookup ("fourmation"), &options, &error));
  game = tab_match_get_game (match);

  /* a new game is nothing worth continuing */
  g_assert_true (tab_unfinished_keep (match, KEY, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  none = tab_unfinished_list (NULL);
  g_assert_cmpuint (none->len, ==, 0);

  for (guint i = 0; !tab_game_is_over (game); i++)
    {
      g_autofree char *token = pick_token (tab_game_get_position (game), i);

      g_assert_true (tab_game_play_token (game, token, &error));
      g_assert_no_error (error);
      if (tab_game_at_turn_start (game) || tab_game_is_over (game))
        {
          g_assert_true (tab_unfinished_keep (match, KEY, &error));
          g_assert_no_error (error);
          if (!tab_game_is_over (game))
            {
              assert_entry_holds (match);
              n_saves++;
            }
        }
    }
  g_test_message ("%u autosaves, then the end: %s", n_saves, tab_game_get_status (game));
  g_assert_cmpuint (n_saves, >, 3);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* The person removes it from the list: nothing is listed again, and
 * removing what is not there is fine */
static void
test_autosave_removed (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabSaveData) offered = NULL;
  g_autoptr (TabSaveData) none = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *listing = NULL;

  no_autosave_folder ();
  g_assert_true (tab_unfinished_keep (match, KEY, &error));
  g_assert_no_error (error);
  offered = listed (KEY, NULL);
  g_assert_nonnull (offered);
  g_assert_cmpuint (g_strv_length (offered->actions), ==, 6);

  tab_unfinished_remove (KEY);
  none = listed (KEY, NULL);
  g_assert_null (none);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "");
  tab_unfinished_remove (KEY);
}

/* A kill between the removal of a game and of the file that goes with it
 * (the window's KEY.ini) leaves that file alone: the next listing removes
 * it, and nothing else of the folder; beside its game it stays */
static void
test_autosave_lone_companion (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabSaveData) none = NULL;
  g_autoptr (TabSaveData) offered = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *game = tab_unfinished_path (KEY, ".xml");
  g_autofree char *companion = tab_unfinished_path (KEY, ".ini");
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *listing = NULL;
  g_autofree char *kept = NULL;

  no_autosave_folder ();
  g_assert_true (tab_unfinished_keep (match, KEY, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (companion, "[Autosave]\nFile=/a/game.tabuleiro\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "not ours", -1, NULL));

  /* with the game, it is the game's */
  offered = listed (KEY, NULL);
  g_assert_nonnull (offered);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, KEY ".ini " KEY ".xml notes.txt");
  g_clear_pointer (&listing, g_free);

  /* killed after the first removal of two */
  g_assert_cmpint (g_unlink (game), ==, 0);
  none = listed (KEY, NULL);
  g_assert_null (none);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "notes.txt");
  g_assert_true (g_file_get_contents (other, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "not ours");
  g_unlink (other);
}

/* Continuing gives the game back, seats and all */
static void
test_autosave_resumed (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabMatch) fresh = tab_match_new ();
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) tokens = NULL;
  g_auto (GStrv) resumed = NULL;

  no_autosave_folder ();
  tab_match_set_delay (fresh, 0);
  g_assert_true (tab_unfinished_keep (match, KEY, &error));
  data = tab_unfinished_load (KEY, &error);
  g_assert_no_error (error);
  g_assert_true (tab_game_io_apply (fresh, data, &error));
  g_assert_no_error (error);
  tab_match_stop (fresh);

  tokens = tab_game_dup_tokens (tab_match_get_game (match));
  resumed = tab_game_dup_tokens (tab_match_get_game (fresh));
  g_assert_cmpstrv (resumed, tokens);
  g_assert_cmpuint (tab_match_get_seat_level (fresh, 1), ==, TAB_MATCH_PERSON);
  g_assert_cmpuint (tab_match_get_seat_level (fresh, 2), ==, 3);
  g_assert_cmphex (tab_position_hash (tab_game_get_position (tab_match_get_game (fresh))), ==,
                   tab_position_hash (tab_game_get_position (tab_match_get_game (match))));
}

/* Several games, newest first; the oldest past TAB_UNFINISHED_MAX go,
 * never the one just kept */
static void
test_autosave_several (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (GPtrArray) entries = NULL;
  g_autoptr (TabSaveData) kept_again = NULL;
  g_autoptr (GError) error = NULL;
  TabGame *game = tab_match_get_game (match);
  char key[64];

  no_autosave_folder ();
  for (guint i = 0; i < TAB_UNFINISHED_MAX + 3; i++)
    {
      g_autofree char *path = NULL;
      struct utimbuf times;

      g_snprintf (key, sizeof key, "00000000000000%02x-00000000", i);
      g_assert_true (tab_unfinished_keep (match, key, &error));
      g_assert_no_error (error);
      /* kept one second after the last */
      path = tab_unfinished_path (key, ".xml");
      times.actime = times.modtime = 1700000000 + i;
      g_assert_cmpint (g_utime (path, &times), ==, 0);
    }
  entries = tab_unfinished_list (NULL);
  g_assert_cmpuint (entries->len, ==, TAB_UNFINISHED_MAX);
  for (guint i = 0; i < entries->len; i++)
    {
      TabUnfinished *entry = entries->pdata[i];

      /* the same second of saving: the newer key first */
      g_snprintf (key, sizeof key, "00000000000000%02x-00000000", TAB_UNFINISHED_MAX + 2 - i);
      g_assert_cmpstr (entry->key, ==, key);
      g_assert_cmpuint (g_strv_length (entry->data->actions), ==, tab_game_get_n_actions (game));
    }
  g_clear_pointer (&entries, g_ptr_array_unref);

  /* the oldest, kept again, is the newest, and stays */
  g_assert_true (tab_unfinished_keep (match, "0000000000000003-00000000", &error));
  entries = tab_unfinished_list (NULL);
  g_assert_cmpuint (entries->len, ==, TAB_UNFINISHED_MAX);
  kept_again = listed ("0000000000000003-00000000", NULL);
  g_assert_nonnull (kept_again);
}

/* An entry that does not load is skipped with a message, and stays (a
 * newer Tabuleiro may read it); the others are listed */
static void
test_autosave_broken (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) entries = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *broken = tab_unfinished_path ("00000000000000ff-00000000", ".xml");
  g_autofree char *dir = tab_unfinished_dir ();

  no_autosave_folder ();
  g_assert_true (tab_unfinished_keep (match, KEY, &error));
  g_assert_true (g_file_set_contents (broken, "<tabuleiro-save format=\"1\" game=\"four", -1, NULL));
  entries = tab_unfinished_list (problems);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpstr (((TabUnfinished *) entries->pdata[0])->key, ==, KEY);
  g_assert_cmpuint (problems->len, ==, 1);
  g_test_message ("%s", (const char *) problems->pdata[0]);
  g_assert_true (g_file_test (broken, G_FILE_TEST_EXISTS));
  g_assert_null (tab_unfinished_load ("00000000000000ff-00000000", &error));
  g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML);
}

/* The single autosave of earlier versions, and the name of its file,
 * become an entry */
static void
test_autosave_taken_in (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (GPtrArray) entries = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *old_dir = g_build_filename (g_get_user_data_dir (), "tabuleiro", NULL);
  g_autofree char *old = g_build_filename (old_dir, "autosave.xml", NULL);
  g_autofree char *old_ini = g_build_filename (old_dir, "autosave-file.ini", NULL);
  g_autofree char *ini = NULL;
  g_autofree char *contents = NULL;
  TabUnfinished *entry;

  no_autosave_folder ();
  g_assert_cmpint (g_mkdir_with_parents (old_dir, 0700), ==, 0);
  g_assert_true (tab_game_io_save (match, old, &error));
  g_assert_true (g_file_set_contents (old_ini, "[Autosave]\nFile=/a/game.tabuleiro\n", -1, NULL));
  entries = tab_unfinished_list (NULL);
  g_assert_cmpuint (entries->len, ==, 1);
  entry = entries->pdata[0];
  g_assert_cmpuint (g_strv_length (entry->data->actions), ==, 6);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old_ini, G_FILE_TEST_EXISTS));
  ini = tab_unfinished_path (entry->key, ".ini");
  g_assert_true (g_file_get_contents (ini, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "[Autosave]\nFile=/a/game.tabuleiro\n");
}

/* Computer against computer: the pause and the speed go with the game;
 * a game a person plays has neither */
static void
test_pause_and_speed_saved (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (TabMatch) fresh = tab_match_new ();
  g_autoptr (TabSaveData) data = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "watched.tabuleiro", NULL);
  g_autofree char *text = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (tab_game_io_save (match, path, &error));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (strstr (text, "paused="));
  g_clear_pointer (&text, g_free);

  tab_match_set_seat_level (match, 1, 2);
  tab_match_set_paused (match, TRUE);
  tab_match_set_delay (match, 0);
  tab_match_stop (match);
  g_assert_true (tab_game_io_save (match, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<seats paused=\"true\" delay-ms=\"0\">"));

  data = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (data->watched);
  tab_match_set_delay (fresh, 700);
  g_assert_true (tab_game_io_apply (fresh, data, &error));
  g_assert_true (tab_match_get_paused (fresh));
  g_assert_cmpuint (tab_match_get_delay (fresh), ==, 0);
  tab_match_stop (fresh);
  g_unlink (path);
}

/* The data folder cannot be made: an error, and the game goes on */
static void
test_autosave_cannot_write (void)
{
  g_autoptr (TabMatch) match = match_in_progress ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tabuleiro", NULL);
  MatchState before;

  no_autosave_folder ();
  /* a file where the folder should be */
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  match_state_read (&before, match);
  g_assert_false (tab_unfinished_keep (match, KEY, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  assert_match_unchanged (&before, match);
  match_state_clear (&before);
  g_unlink (dir);
}

/* The record the autosave loop plays: n tokens from the start */
static GStrv
loop_record (guint n)
{
  const TabRules *rules = tab_rules_lookup (LOOP_GAME);
  TabOptions options = { LOOP_SIZE, LOOP_SIZE, 2 };
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  TabPosition pos;

  g_assert_true (tab_position_init (&pos, rules, &options, NULL));
  for (guint i = 0; i < n && !tab_position_is_over (&pos); i++)
    {
      char *token = pick_token (&pos, i);

      g_assert_true (tab_position_play_record (&pos, token, NULL));
      g_ptr_array_add (tokens, token);
    }
  g_ptr_array_add (tokens, NULL);
  return (GStrv) g_ptr_array_steal (tokens, NULL);
}

/* --autosave-loop: a long game, autosaved after every turn, for ever */
static int
autosave_loop (void)
{
  for (;;)
    {
      g_autoptr (TabMatch) match = tab_match_new ();
      g_autoptr (GError) error = NULL;
      TabOptions options = { LOOP_SIZE, LOOP_SIZE, 2 };
      TabGame *game;

      if (!tab_match_new_game (match, tab_rules_lookup (LOOP_GAME), &options, &error))
        return 1;
      game = tab_match_get_game (match);
      for (guint i = 0; !tab_game_is_over (game); i++)
        {
          g_autofree char *token = pick_token (tab_game_get_position (game), i);

          if (!tab_game_play_token (game, token, &error) ||
              !tab_unfinished_keep (match, KEY, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
        }
    }
  return 0;
}

/* SIGKILL at random moments of a run of autosaves: the entry is always
 * a whole file of the game, never a torn one, and the other entries stay */
static void
test_autosave_survives_sigkill (void)
{
  g_autofree char *self_path = g_test_build_filename (G_TEST_BUILT, "io", "test-game-io", NULL);
  g_autofree char *dir = tab_unfinished_dir ();
  g_autofree char *path = tab_unfinished_path (KEY, ".xml");
  g_autoptr (TabMatch) other = match_in_progress ();
  g_autoptr (GError) other_error = NULL;
  g_auto (GStrv) record = loop_record (LOOP_SIZE * LOOP_SIZE);
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME",
                                         g_get_user_data_dir (), TRUE);
  guint n_record = g_strv_length (record), n_loaded = 0, n_leftovers = 0;
  guint longest = 0;
  TabRng rng;

  no_autosave_folder ();
  /* another unfinished game, which no kill touches */
  g_assert_true (tab_unfinished_keep (other, "0000000000000002-00000000", &other_error));
  g_assert_true (g_file_test (self_path, G_FILE_TEST_IS_EXECUTABLE));
  tab_rng_seed (&rng, 4242);
  for (guint round = 0; round < 12; round++)
    {
      const char *argv[] = { self_path, "--autosave-loop", NULL };
      g_autoptr (GError) error = NULL;
      g_autoptr (TabSaveData) data = NULL;

      g_autoptr (TabSaveData) untouched = NULL;

      io_test_spawn_and_kill (argv, env, 50 + tab_rng_below (&rng, 400));

      /* there, it is whole */
      data = g_file_test (path, G_FILE_TEST_EXISTS) ? tab_unfinished_load (KEY, &error) : NULL;
      g_assert_no_error (error);
      if (data != NULL)
        {
          guint n = g_strv_length (data->actions);

          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (n, <=, n_record);
          for (guint i = 0; i < n; i++)
            g_assert_cmpstr (data->actions[i], ==, record[i]);
          n_loaded++;
          longest = MAX (longest, n);
        }

      /* the temporary file of a write cut short may have stayed behind:
       * listing the games (at startup) removes it */
      n_leftovers += count_entries (dir) - 1 - (data != NULL);
      g_clear_pointer (&data, tab_save_data_free);
      data = listed (KEY, NULL);
      untouched = listed ("0000000000000002-00000000", NULL);
      g_assert_nonnull (untouched);
      g_assert_cmpuint (g_strv_length (untouched->actions), ==, 6);
      {
        g_autofree char *listing = list_dir (dir);

        g_assert_cmpstr (listing, ==, data != NULL ? "0000000000000001-00000001.xml 0000000000000002-00000000.xml"
                                                   : "0000000000000002-00000000.xml");
      }
      tab_unfinished_remove (KEY);
    }
  g_test_message ("12 kills: %u autosaves loaded whole (longest %u actions), "
                  "%u temporary files left behind and removed", n_loaded, longest, n_leftovers);
  g_assert_cmpuint (n_loaded, >=, 6);
}

/* ------------------------------------------------------------------ */
/* Failed writes leave the old file whole, and no temporary file      */

static void
assert_save_fails_cleanly (TabMatch *match, const char *dir, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *listing_before = list_dir (dir);
  g_autofree char *listing_after = NULL;
  FileState before;

  file_state_read (&before, path);
  g_assert_false (tab_game_io_save (match, path, &error));
  g_assert_nonnull (error);
  g_test_message ("%s: %s", path, error->message);
  g_assert_null (strchr (error->message, '\n'));
  assert_file_unchanged (&before, path);
  listing_after = list_dir (dir);
  g_assert_cmpstr (listing_after, ==, listing_before);
  file_state_clear (&before);
}

static void
test_failed_writes (void)
{
  g_autoptr (TabMatch) old = match_in_progress ();
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = scratch_dir ("writes");
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autofree char *blocker = g_build_filename (dir, "a-file", NULL);
  g_autofree char *under_file = g_build_filename (blocker, "game.xml", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.xml", NULL);
  g_autofree char *in_folder = g_build_filename (folder, "x", NULL);
  g_autofree char *read_only = g_build_filename (dir, "read-only", NULL);
  g_autofree char *path_ro = g_build_filename (read_only, "game.xml", NULL);
  g_autoptr (TabSaveData) loaded = NULL;
  g_auto (GStrv) old_tokens = tab_game_dup_tokens (tab_match_get_game (old));
  TabOptions options = { 19, 19, 2 };
  struct rlimit limit, small;
  TabGame *game;

  /* the previous file: a game of 4Mation; the new one a longer Freedom */
  g_assert_true (tab_game_io_save (old, path, &error));
  g_assert_no_error (error);
  tab_match_set_delay (match, 0);
  g_assert_true (tab_match_new_game (match, tab_rules_lookup ("freedom"), &options, &error));
  game = tab_match_get_game (match);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *token = pick_token (tab_game_get_position (game), i);

      g_assert_true (tab_game_play_token (game, token, &error));
    }

  /* a path whose parent is a file */
  g_assert_true (g_file_set_contents (blocker, "a file", -1, NULL));
  assert_save_fails_cleanly (match, dir, under_file);

  /* a folder where the file should be (rename () refuses it) */
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (in_folder, "x", -1, NULL));
  assert_save_fails_cleanly (match, dir, folder);

  /* the disk is full half way through: a file size limit (root too) */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  small = limit;
  small.rlim_cur = 512;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  assert_save_fails_cleanly (match, dir, path);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  signal (SIGXFSZ, SIG_DFL);

  /* a read-only folder; root writes there anyway */
  g_assert_cmpint (g_mkdir (read_only, 0700), ==, 0);
  g_assert_true (tab_game_io_save (old, path_ro, &error));
  g_assert_cmpint (g_chmod (read_only, 0500), ==, 0);
  if (geteuid () != 0)
    assert_save_fails_cleanly (match, read_only, path_ro);
  else
    g_test_message ("running as root: the read-only folder is not asserted");
  g_chmod (read_only, 0700);

  /* the old file is still the old game, whole */
  loaded = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (loaded->actions, old_tokens);

  /* and a write that works replaces it, leaving no temporary file */
  g_assert_true (tab_game_io_save (match, path, &error));
  g_assert_no_error (error);
  g_clear_pointer (&loaded, tab_save_data_free);
  loaded = tab_save_data_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (loaded->actions), ==, 60);
  {
    g_autofree char *listing = list_dir (dir);

    g_assert_cmpstr (listing, ==, "a-file folder.xml game.xml read-only");
  }
}

/* Resignations are in the record ("resign"): a Splut! game of four where
 * West and East resigned saves, loads to the same position, and undoes
 * and redoes them as whole turns; a two-seat game won by resignation
 * saves and loads as won */
static void
test_resigned_round_trip (void)
{
  g_autoptr (TabMatch) match = tab_match_new ();
  g_autoptr (TabMatch) loaded = tab_match_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = scratch_dir ("resigned");
  g_autofree char *path = g_build_filename (dir, "splut.tabuleiro", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) tokens = NULL;
  g_auto (GStrv) loaded_tokens = NULL;
  static const char * const record[] = {
    "e2-e3", "b5-c5", "resign", "e8-e7", "e7-e6", "e6-e5", "h5-g5", "resign",
  };
  TabOptions options = { 0, 0, 4 };
  TabGame *game, *copy;

  g_assert_true (tab_match_new_game (match, tab_rules_lookup ("splut"), &options, &error));
  game = tab_match_get_game (match);
  for (guint i = 0; i < G_N_ELEMENTS (record); i++)
    {
      g_assert_true (tab_game_play_token (game, record[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (tab_game_get_position (game)->resigned, ==, (1u << 1) | (1u << 3));
  g_assert_cmpuint (tab_game_get_seat_to_move (game), ==, 1);
  g_assert_false (tab_game_is_over (game));

  g_assert_true (tab_game_io_save (match, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<action>resign</action>"));

  g_assert_true (tab_game_io_load (loaded, path, &error));
  g_assert_no_error (error);
  copy = tab_match_get_game (loaded);
  tokens = tab_game_dup_tokens (game);
  loaded_tokens = tab_game_dup_tokens (copy);
  g_assert_cmpstrv (loaded_tokens, tokens);
  g_assert_cmpuint (tab_position_hash (tab_game_get_position (copy)), ==,
                    tab_position_hash (tab_game_get_position (game)));
  g_assert_cmpuint (tab_game_get_position (copy)->resigned, ==, tab_game_get_position (game)->resigned);
  g_assert_cmpuint (tab_game_get_seat_to_move (copy), ==, 1);

  /* undo takes back East's whole turn, its step and its resignation */
  g_assert_true (tab_game_undo (copy));
  g_assert_cmpuint (tab_game_get_n_actions (copy), ==, 6);
  g_assert_cmpuint (tab_game_get_seat_to_move (copy), ==, 4);
  g_assert_cmpuint (tab_game_get_position (copy)->resigned, ==, 1u << 1);
  g_assert_true (tab_game_redo (copy));
  g_assert_cmpuint (tab_game_get_n_actions (copy), ==, 8);
  g_assert_cmpstr (tab_game_get_token (copy, 7), ==, "resign");
  g_assert_cmpuint (tab_game_get_action (copy, 7), ==, TAB_ACTION_RESIGN);

  /* South and North play on; North resigns: South wins */
  g_assert_true (tab_game_play_token (copy, "e3-e4", &error));
  g_assert_true (tab_game_play_token (copy, "e4-e3", &error));
  g_assert_true (tab_game_play_token (copy, "e3-e4", &error));
  g_assert_true (tab_game_play_token (copy, "resign", &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (copy));
  g_assert_cmpuint (tab_game_get_position (copy)->winner, ==, 1);
  g_assert_true (tab_game_io_save (loaded, path, &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_io_load (match, path, &error));
  g_assert_no_error (error);
  g_assert_true (tab_game_is_over (tab_match_get_game (match)));
  g_assert_cmpuint (tab_game_get_position (tab_match_get_game (match))->winner, ==, 1);
  g_assert_true (tab_position_won_by_resignation (tab_game_get_position (tab_match_get_game (match))));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  int status;

  if (argc == 2 && strcmp (argv[1], "--autosave-loop") == 0)
    return autosave_loop ();

  /* a data folder of our own, set before GLib reads it (not
   * G_TEST_OPTION_ISOLATE_DIRS: GLib 2.74 leaks its strings, and
   * LeakSanitizer fails the test) */
  data_home = g_dir_make_tmp ("tabuleiro-game-io-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpstr (g_get_user_data_dir (), ==, data_home);

  g_test_add_func ("/game-io/load/bad-fixtures", test_bad_fixtures);
  g_test_add_func ("/game-io/load/other-game-refused-late", test_other_game_refused_late);
  g_test_add_func ("/game-io/load/too-large", test_too_large);
  g_test_add_func ("/game-io/load/missing-and-unreadable", test_missing_and_unreadable);
  g_test_add_func ("/game-io/load/good-fixtures", test_good_fixtures);
  g_test_add_func ("/game-io/load/replayed-once", test_replayed_once);
  g_test_add_func ("/game-io/autosave/follows-the-game", test_autosave_follows_game);
  g_test_add_func ("/game-io/autosave/removed", test_autosave_removed);
  g_test_add_func ("/game-io/autosave/several", test_autosave_several);
  g_test_add_func ("/game-io/autosave/taken-in", test_autosave_taken_in);
  g_test_add_func ("/game-io/autosave/lone-companion", test_autosave_lone_companion);
  g_test_add_func ("/game-io/autosave/resumed", test_autosave_resumed);
  g_test_add_func ("/game-io/autosave/broken", test_autosave_broken);
  g_test_add_func ("/game-io/autosave/cannot-write", test_autosave_cannot_write);
  g_test_add_func ("/game-io/save/pause-and-speed", test_pause_and_speed_saved);
  g_test_add_func ("/game-io/autosave/survives-sigkill", test_autosave_survives_sigkill);
  g_test_add_func ("/game-io/save/failed-writes", test_failed_writes);
  g_test_add_func ("/game-io/save/resigned-round-trip", test_resigned_round_trip);

  status = g_test_run ();
  remove_tree (data_home);
  g_free (data_home);
  return status;
}
