/* tabuleiro-solver.c: proves a win and writes its strategy table
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   tabuleiro-solver GAME [--size N] [--moves "TOK ..."] [--depth D]
 *                    [--skip K] [--table-bits B] [--output FILE]
 *
 * From the position after --moves (played by the rules from the initial
 * position), proves with the endgame search (tab-endgame.c) that the
 * seat not to move wins within D actions (by iterative deepening, two
 * actions a step, up to D), then walks the proof: in every position
 * that seat can reach against any defence, the action the search proves
 * winning.  Those positions and actions, and the winner's own actions of
 * --moves, make the strategy table (tab-book.h), which is walked once more
 * against every defence on its own (tab_book_verify) and written to FILE.  A
 * position the winner wins within K actions (default 1: at once) is left
 * out: the players find such wins by themselves.
 *
 * 4Mation's values (rules/fourmation.md §8):
 *   tabuleiro-solver fourmation --size 5 --moves c3 --depth 18
 *   tabuleiro-solver fourmation --size 6 --moves c3 --depth 26
 *   tabuleiro-solver fourmation --size 7 --moves d4 --depth 28
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tab-book.h"
#include "tab-endgame.h"

typedef struct
{
  TabEndgame *endgame;
  GHashTable *seen;        /* hashes of the winner's positions walked */
  GArray     *entries;     /* TabBookEntry */
  guint       skip;
  guint       winner;
  guint       win_by;      /* the ply by which the proof wins */
  guint64     defences;    /* defender positions walked */
} Walk;

static gboolean walk_defender (Walk *walk, const TabPosition *pos);

/* The winner is to move in pos and wins within depth actions */
static gboolean
walk_winner (Walk *walk, const TabPosition *pos, guint depth)
{
  guint symmetry;
  guint64 hash = tab_book_key (pos, &symmetry);
  TabAction action;
  TabPosition child;

  /* one position of each class of symmetric ones */
  if (g_hash_table_contains (walk->seen, &hash))
    return TRUE;
  g_hash_table_add (walk->seen, g_memdup2 (&hash, sizeof hash));
  if (!tab_endgame_proves_win (walk->endgame, pos, depth, &action))
    {
      g_autofree char *board = tab_position_render (pos);

      g_printerr ("proof lost at a position of the walk:\n%s", board);
      return FALSE;
    }
  if (walk->skip > 0 && tab_endgame_proves_win (walk->endgame, pos, MIN (walk->skip, depth), NULL))
    return TRUE;
  g_array_append_val (walk->entries,
                      ((TabBookEntry) { hash, tab_book_key_action (pos, symmetry, action) }));
  if (walk->entries->len % 10000 == 0)
    g_printerr ("  %u entries, %" G_GUINT64_FORMAT " defences\n", walk->entries->len,
                walk->defences);
  tab_position_copy (&child, pos);
  tab_position_apply (&child, action);
  return tab_position_is_over (&child) || walk_defender (walk, &child);
}

static gboolean
visit_winner (gpointer data, const TabPosition *pos)
{
  Walk *walk = data;

  return walk_winner (walk, pos, walk->win_by - pos->ply);
}

/* Every action of the defender, to move in pos */
static gboolean
walk_defender (Walk *walk, const TabPosition *pos)
{
  g_autofree char *failure = NULL;

  walk->defences++;
  if (tab_book_each_defence (pos, visit_winner, walk, &failure))
    return TRUE;
  if (failure != NULL)
    g_printerr ("the defence ends the game without the winner winning:\n%s", failure);
  return FALSE;
}

typedef struct
{
  const char *game;
  const char *size;
  const char *moves;
  const char *output;
  guint64     depth;
  guint64     skip;
  guint64     table_bits;
} Arguments;

static gboolean
parse_arguments (int argc, char **argv, Arguments *args, GError **error)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("GAME");
  gint depth = 48, skip = 1, table_bits = 24;
  char *size = NULL, *moves = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Board size", "N" },
    { "moves", 0, 0, G_OPTION_ARG_STRING, &moves, "Actions played first", "TOKENS" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "The most actions of the proof", "D" },
    { "skip", 0, 0, G_OPTION_ARG_INT, &skip, "Leave out wins within K actions", "K" },
    { "table-bits", 0, 0, G_OPTION_ARG_INT, &table_bits, "Table of 2^B entries", "B" },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, "Write the table here", "FILE" },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, error))
    return FALSE;
  if (argc != 2 || depth < 1 || depth > 200 || skip < 0 || table_bits < 10 || table_bits > 30)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "usage: tabuleiro-solver GAME [--size N] [--moves TOKENS] [--depth D 1..200] "
                   "[--skip K] [--table-bits B 10..30] [--output FILE]");
      return FALSE;
    }
  args->game = argv[1];
  args->size = size;
  args->moves = moves;
  args->output = output;
  args->depth = (guint64) depth;
  args->skip = (guint64) skip;
  args->table_bits = (guint64) table_bits;
  return TRUE;
}

static gboolean
setup (const Arguments *args, TabPosition *start, TabPosition *pos, GError **error)
{
  const TabRules *rules = tab_rules_lookup (args->game);
  TabOptions options;

  if (rules == NULL)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_UNKNOWN_GAME, "unknown game '%s'",
                   args->game);
      return FALSE;
    }
  tab_options_default (rules, &options);
  if (args->size != NULL && !tab_options_parse_size (rules, args->size, &options, error))
    return FALSE;
  if (!tab_position_init (start, rules, &options, error))
    return FALSE;
  tab_position_copy (pos, start);
  if (args->moves != NULL && !tab_position_play_record (pos, args->moves, error))
    return FALSE;
  if (tab_position_is_over (pos) || options.players != 2)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "the solver needs a running game of two seats");
      return FALSE;
    }
  return TRUE;
}

/* The winner's own actions of the opening go into the table too */
static void
add_opening (Walk *walk, const TabPosition *start, const char *moves)
{
  g_auto (GStrv) tokens = g_strsplit (moves != NULL ? moves : "", " ", -1);
  TabPosition pos;

  tab_position_copy (&pos, start);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      TabAction action;

      if (tokens[i][0] == '\0' || !tab_action_parse (&pos, tokens[i], &action, NULL))
        continue;
      if (pos.to_move == walk->winner)
        {
          guint symmetry;
          guint64 key = tab_book_key (&pos, &symmetry);

          g_array_append_val (walk->entries,
                              ((TabBookEntry) { key, tab_book_key_action (&pos, symmetry, action) }));
        }
      tab_position_apply (&pos, action);
    }
}

static guint
prove (TabEndgame *endgame, const TabPosition *pos, guint max_depth)
{
  for (guint depth = 2 - max_depth % 2; depth <= max_depth; depth += 2)
    {
      gint64 t0 = g_get_monotonic_time ();
      gboolean lost = tab_endgame_proves_loss (endgame, pos, depth);

      g_printerr ("depth %u: %s (%.1f s, %" G_GUINT64_FORMAT " nodes)\n", depth,
                  lost ? "the seat to move loses" : "no proof",
                  (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC,
                  tab_endgame_nodes (endgame));
      if (lost)
        return depth;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  Arguments args = { 0 };
  g_autoptr (GError) error = NULL;
  TabPosition start, pos;
  Walk walk = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  guint depth;
  gboolean ok;

  if (!parse_arguments (argc, argv, &args, &error) || !setup (&args, &start, &pos, &error))
    {
      g_printerr ("tabuleiro-solver: %s\n", error->message);
      return 2;
    }
  walk.endgame = tab_endgame_new ((guint) args.table_bits);
  depth = prove (walk.endgame, &pos, (guint) args.depth);
  if (depth == 0)
    {
      g_printerr ("tabuleiro-solver: no win proven within %u actions\n", (guint) args.depth);
      tab_endgame_free (walk.endgame);
      return 1;
    }
  g_printerr ("proof: %u actions, %.1f s\n", depth,
              (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC);

  walk.seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  walk.entries = g_array_new (FALSE, FALSE, sizeof (TabBookEntry));
  walk.skip = (guint) args.skip;
  walk.winner = 3 - pos.to_move;
  walk.win_by = pos.ply + depth;
  add_opening (&walk, &start, args.moves);
  ok = walk_defender (&walk, &pos);
  g_printerr ("table: %u entries, %" G_GUINT64_FORMAT " defences, %.1f s in all\n",
              walk.entries->len, walk.defences,
              (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC);
  if (ok && args.output != NULL)
    {
      g_autoptr (GBytes) bytes = tab_book_serialize ((TabBookEntry *) (gpointer) walk.entries->data,
                                                     walk.entries->len, walk.winner,
                                                     pos.ply + depth);

      g_autoptr (TabBook) book = tab_book_new_from_bytes (bytes, &error);
      guint64 positions = 0;

      /* the table on its own, walked against every defence */
      ok = book != NULL && tab_book_verify (book, &start, &positions, NULL);
      g_printerr ("table %s against every defence (%" G_GUINT64_FORMAT " positions)\n",
                  ok ? "wins" : "does NOT win", positions);
      ok = ok && g_file_set_contents (args.output, g_bytes_get_data (bytes, NULL),
                                      (gssize) g_bytes_get_size (bytes), &error);
      if (error != NULL)
        g_printerr ("tabuleiro-solver: %s\n", error->message);
    }
  g_hash_table_unref (walk.seen);
  g_array_unref (walk.entries);
  tab_endgame_free (walk.endgame);
  return ok ? 0 : 1;
}
