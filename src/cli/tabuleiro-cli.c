/* tabuleiro-cli.c: the engine on the command line
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The output is a contract (see docs and design.md): tests compare it
 * byte for byte.  Bad input gets one line on standard error and exit
 * status 2, and nothing on standard output.
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tab-cli-private.h"
#include "tab-random.h"

#define EXIT_BAD_INPUT 2

gboolean
tab_cli_fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  *error = g_error_new_valist (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS, format, args);
  va_end (args);
  return FALSE;
}

/* Options take a value: "--size 7"; "--size=7" is accepted too */
static const struct { const char *name; gsize offset; } option_table[] = {
  { "--size", G_STRUCT_OFFSET (Cli, size) },
  { "--players", G_STRUCT_OFFSET (Cli, players) },
  { "--moves", G_STRUCT_OFFSET (Cli, moves) },
  { "--load", G_STRUCT_OFFSET (Cli, load) },
  { "--output", G_STRUCT_OFFSET (Cli, output) },
  { "--level", G_STRUCT_OFFSET (Cli, level) },
  { "--levels", G_STRUCT_OFFSET (Cli, levels) },
  { "--games", G_STRUCT_OFFSET (Cli, games) },
  { "--seed", G_STRUCT_OFFSET (Cli, seed) },
  { "--time-ms", G_STRUCT_OFFSET (Cli, time_ms) },
  { "--seconds", G_STRUCT_OFFSET (Cli, seconds) },
  { "--opening", G_STRUCT_OFFSET (Cli, opening) },
  { "--balance", G_STRUCT_OFFSET (Cli, balance) },
  { "--nodes", G_STRUCT_OFFSET (Cli, nodes) },
};

static gboolean
parse_arguments (Cli *cli, int argc, char **argv, GError **error)
{
  cli->positional = g_ptr_array_new ();
  if (argc < 2)
    return tab_cli_fail (error, "no command (try 'tabuleiro-cli help')");
  cli->command = argv[1];

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      gboolean known = FALSE;

      if (!g_str_has_prefix (arg, "--"))
        {
          g_ptr_array_add (cli->positional, (gpointer) arg);
          continue;
        }
      if (strcmp (arg, "--all-first-replies") == 0)
        {
          if (cli->all_first_replies)
            return tab_cli_fail (error, "option %s given twice", arg);
          cli->all_first_replies = TRUE;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (option_table) && !known; k++)
        {
          const char *name = option_table[k].name;
          gsize len = strlen (name);
          const char **slot = G_STRUCT_MEMBER_P (cli, option_table[k].offset);

          if (strncmp (arg, name, len) != 0 || (arg[len] != '\0' && arg[len] != '='))
            continue;
          known = TRUE;
          if (*slot != NULL)
            return tab_cli_fail (error, "option %s given twice", name);
          if (arg[len] == '=')
            *slot = arg + len + 1;
          else if (i + 1 < argc)
            *slot = argv[++i];
          else
            return tab_cli_fail (error, "option %s needs a value", name);
        }
      if (!known)
        return tab_cli_fail (error, "unknown option '%s'", arg);
    }
  return TRUE;
}

gboolean
tab_cli_parse_number (const char *text, const char *what, guint64 min, guint64 max, guint64 *value,
              GError **error)
{
  if (!g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    return tab_cli_fail (error, "%s '%s' is not a number from %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT,
                 what, text, min, max);
  return TRUE;
}

static gboolean
need_game (Cli *cli, guint index, GError **error)
{
  const char *id;

  if (cli->positional->len <= index)
    return tab_cli_fail (error, "%s needs a game (one of the ids of 'tabuleiro-cli list')", cli->command);
  id = g_ptr_array_index (cli->positional, index);
  cli->rules = tab_rules_lookup (id);
  if (cli->rules == NULL)
    {
      *error = g_error_new (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_UNKNOWN_GAME, "unknown game '%s'", id);
      return FALSE;
    }
  return TRUE;
}

/* The position the options describe: --load, or the initial position of
 * --size/--players, then --moves */
static gboolean
setup_position (Cli *cli, GError **error)
{
  tab_options_default (cli->rules, &cli->options);

  if (cli->load != NULL)
    {
      g_autoptr (GError) local = NULL;

      if (cli->size != NULL || cli->players != NULL)
        return tab_cli_fail (error, "--load takes the options from the file; drop --size and --players");
      cli->loaded = tab_save_data_load (cli->load, &local);
      if (cli->loaded == NULL)
        return tab_cli_fail (error, "%s: %s", cli->load, local->message);
      if (cli->loaded->rules != cli->rules)
        return tab_cli_fail (error, "%s holds a game of %s, not %s", cli->load, cli->loaded->rules->id,
                     cli->rules->id);
      cli->options = cli->loaded->options;
      tab_position_copy (&cli->position, &cli->loaded->position);
    }
  else
    {
      if (cli->players != NULL)
        {
          guint64 players;

          if (!tab_cli_parse_number (cli->players, "number of players", 1, TAB_MAX_SEATS, &players, error))
            return FALSE;
          cli->options.players = (guint8) players;
        }
      if (cli->size != NULL && !tab_options_parse_size (cli->rules, cli->size, &cli->options, error))
        return FALSE;
      if (!tab_position_init (&cli->position, cli->rules, &cli->options, error))
        return FALSE;
    }

  if (cli->moves != NULL && !tab_position_play_record (&cli->position, cli->moves, error))
    return FALSE;
  return TRUE;
}

static gboolean
command_list (Cli *cli, GString *out, GError **error)
{
  const TabRules * const *games;
  guint n;

  games = tab_rules_all (&n);
  for (guint i = 0; i < n; i++)
    {
      const TabRules *r = games[i];

      g_string_append_printf (out, "%s\t%s\t", r->id, r->name);
      if (r->min_players == r->max_players)
        g_string_append_printf (out, "%u", r->min_players);
      else
        g_string_append_printf (out, "%u-%u", r->min_players, r->max_players);
      switch (r->board_kind)
        {
        case TAB_BOARD_SQUARE:
          g_string_append_printf (out, "\t%ux%u to %ux%u, standard %ux%u\n", r->min_size, r->min_size,
                                  r->max_size, r->max_size, r->default_rows, r->default_cols);
          break;
        case TAB_BOARD_RECT:
          g_string_append_printf (out, "\t%u to %u rows x %u to %u columns, standard %ux%u\n",
                                  r->min_size, r->max_size, r->min_size, r->max_size,
                                  r->default_rows, r->default_cols);
          break;
        case TAB_BOARD_FIXED:
        default:
          g_string_append (out, "\tfixed\n");
          break;
        }
    }
  return TRUE;
}

static gboolean
command_moves (Cli *cli, GString *out, GError **error)
{
  if (tab_position_is_over (&cli->position))
    {
      g_autofree char *status = tab_position_status (&cli->position);

      g_string_append_printf (out, "%s\n", status);
    }
  else
    {
      g_auto (GStrv) tokens = tab_position_legal_tokens (&cli->position);

      for (guint i = 0; tokens[i] != NULL; i++)
        g_string_append_printf (out, "%s\n", tokens[i]);
    }
  return TRUE;
}

static gboolean
command_perft (Cli *cli, GString *out, GError **error)
{
  guint64 depth;

  if (cli->positional->len < 2)
    return tab_cli_fail (error, "perft needs a depth");
  if (!tab_cli_parse_number (g_ptr_array_index (cli->positional, 1), "depth", 0, 64, &depth, error))
    return FALSE;
  g_string_append_printf (out, "%" G_GUINT64_FORMAT "\n", tab_perft (&cli->position, (guint) depth));
  return TRUE;
}

static gboolean
command_turns (Cli *cli, GString *out, GError **error)
{
  g_string_append_printf (out, "%" G_GUINT64_FORMAT "\n", tab_count_turns (&cli->position));
  return TRUE;
}

static void
append_scores (const TabPosition *pos, GString *out)
{
  const TabRules *rules = pos->rules;
  int scores[TAB_MAX_SCORES];

  if (rules->n_scores == 0)
    return;
  rules->scores (pos, scores);
  g_string_append (out, "scores:");
  for (guint i = 0; i < rules->n_scores; i++)
    g_string_append_printf (out, " %s %d", rules->score_names[i], scores[i]);
  g_string_append_c (out, '\n');
}

static gboolean
command_show (Cli *cli, GString *out, GError **error)
{
  const TabPosition *pos = &cli->position;
  g_autofree char *board = tab_position_render (pos);
  g_autofree char *status = tab_position_status (pos);

  g_string_append (out, board);
  if (!tab_position_is_over (pos))
    g_string_append_printf (out, "to move: seat %u (%s)\n", pos->to_move,
                            tab_rules_seat_name (pos->rules, &pos->options, pos->to_move));
  g_string_append_printf (out, "status: %s\n", status);
  append_scores (pos, out);
  return TRUE;
}

gboolean
tab_cli_parse_ai_params (Cli *cli, TabAiParams *params, GError **error)
{
  guint64 value;

  params->time_ms = TAB_AI_DEFAULT_TIME_MS;
  params->seed = 1;
  if (cli->time_ms != NULL)
    {
      if (!tab_cli_parse_number (cli->time_ms, "--time-ms", 1, 3600000, &value, error))
        return FALSE;
      params->time_ms = (guint) value;
    }
  if (cli->seed != NULL)
    {
      if (!tab_cli_parse_number (cli->seed, "--seed", 0, G_MAXUINT64, &value, error))
        return FALSE;
      params->seed = value;
    }
  return TRUE;
}

gboolean
tab_cli_parse_level (const char *text, guint *level, GError **error)
{
  guint64 value;

  if (!tab_cli_parse_number (text, "level", TAB_AI_MIN_LEVEL, TAB_AI_MAX_LEVEL, &value, error))
    return FALSE;
  *level = (guint) value;
  return TRUE;
}

void
tab_cli_append_turn (const TabPosition *pos, const TabAction *turn, guint n, GString *out)
{
  TabPosition work;

  tab_position_copy (&work, pos);
  for (guint i = 0; i < n; i++)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (&work, turn[i], token);
      g_string_append_printf (out, "%s%s", i ? " " : "", token);
      tab_position_apply (&work, turn[i]);
    }
}

static gboolean
command_think (Cli *cli, GString *out, GError **error)
{
  TabAiParams params = { 0 };
  TabAction turn[TAB_AI_MAX_TURN];
  guint n;

  if (cli->level == NULL)
    return tab_cli_fail (error, "think needs --level (1 to 4)");
  if (!tab_cli_parse_level (cli->level, &params.level, error) || !tab_cli_parse_ai_params (cli, &params, error))
    return FALSE;
  if (tab_position_is_over (&cli->position))
    {
      g_autofree char *status = tab_position_status (&cli->position);

      return tab_cli_fail (error, "nothing to think about: %s", status);
    }
  n = tab_ai_choose_turn (&cli->position, &params, turn);
  tab_cli_append_turn (&cli->position, turn, n, out);
  g_string_append_c (out, '\n');
  return TRUE;
}

static double
measure_playouts (const TabPosition *start, double seconds)
{
  TabRng rng;
  guint64 n = 0;
  gint64 begin = g_get_monotonic_time (), now = begin;
  gint64 end = begin + (gint64) (seconds * G_USEC_PER_SEC);

  tab_rng_seed (&rng, 42);
  do
    {
      for (int i = 0; i < 16; i++, n++)
        {
          TabPosition pos;

          tab_position_copy (&pos, start);
          tab_position_playout (&pos, &rng);
        }
      now = g_get_monotonic_time ();
    }
  while (now < end);
  return (double) n * G_USEC_PER_SEC / (double) (now - begin);
}

/* perft at growing depths until one takes a good share of the time */
static double
measure_perft (const TabPosition *start, double seconds)
{
  guint64 leaves = 0;
  gint64 begin = g_get_monotonic_time (), now = begin;

  for (guint depth = 1; depth < 64; depth++)
    {
      gint64 t0 = g_get_monotonic_time ();
      guint64 n = tab_perft (start, depth);

      now = g_get_monotonic_time ();
      leaves += n;
      if (n == 0 || (double) (now - begin) >= seconds * G_USEC_PER_SEC / 4 ||
          (double) (now - t0) * 8 > seconds * G_USEC_PER_SEC)
        break;
    }
  return (double) leaves * G_USEC_PER_SEC / (double) MAX (now - begin, 1);
}

static gboolean
command_bench (Cli *cli, GString *out, GError **error)
{
  double seconds = 1.0;
  guint n_games;
  const TabRules * const *games = tab_rules_all (&n_games);
  g_autoptr (GPtrArray) chosen = g_ptr_array_new ();

  if (cli->seconds != NULL)
    {
      guint64 value;

      if (!tab_cli_parse_number (cli->seconds, "--seconds", 1, 3600, &value, error))
        return FALSE;
      seconds = (double) value;
    }
  for (guint i = 0; i < cli->positional->len; i++)
    {
      const TabRules *rules = tab_rules_lookup (g_ptr_array_index (cli->positional, i));

      if (rules == NULL)
        {
          *error = g_error_new (TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_UNKNOWN_GAME, "unknown game '%s'",
                                (const char *) g_ptr_array_index (cli->positional, i));
          return FALSE;
        }
      g_ptr_array_add (chosen, (gpointer) rules);
    }
  if (chosen->len == 0)
    for (guint i = 0; i < n_games; i++)
      g_ptr_array_add (chosen, (gpointer) games[i]);

  for (guint i = 0; i < chosen->len; i++)
    {
      const TabRules *rules = g_ptr_array_index (chosen, i);
      TabOptions options;
      TabPosition start;
      g_autofree char *size = NULL;
      double playouts, leaves;

      tab_options_default (rules, &options);
      tab_position_init (&start, rules, &options, NULL);
      size = tab_options_size_string (rules, &options);
      playouts = measure_playouts (&start, seconds / 2);
      leaves = measure_perft (&start, seconds / 2);
      g_string_append_printf (out, "%s\t%s\t%.0f\t%.0f\n", rules->id,
                              size[0] ? size : "standard", playouts, leaves);
    }
  return TRUE;
}

GPtrArray *
tab_cli_record_tokens (Cli *cli)
{
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);

  if (cli->loaded != NULL)
    for (guint i = 0; cli->loaded->actions != NULL && cli->loaded->actions[i] != NULL; i++)
      g_ptr_array_add (tokens, g_strdup (cli->loaded->actions[i]));
  if (cli->moves != NULL)
    {
      g_auto (GStrv) extra = g_strsplit_set (cli->moves, " \t\n", -1);

      for (guint i = 0; extra[i] != NULL; i++)
        if (extra[i][0] != '\0')
          g_ptr_array_add (tokens, g_strdup (extra[i]));
    }
  return tokens;
}

static gboolean
command_save (Cli *cli, GString *out, GError **error)
{
  g_autoptr (TabSaveData) data = tab_save_data_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (GPtrArray) tokens = NULL;

  if (cli->output == NULL)
    return tab_cli_fail (error, "save needs --output FILE");

  tokens = tab_cli_record_tokens (cli);
  g_ptr_array_add (tokens, NULL);

  data->rules = cli->rules;
  data->options = cli->options;
  for (guint s = 0; s < cli->options.players; s++)
    {
      if (cli->loaded != NULL)
        {
          data->seats[s].kind = cli->loaded->seats[s].kind;
          data->seats[s].level = cli->loaded->seats[s].level;
          data->seats[s].name = g_strdup (cli->loaded->seats[s].name);
        }
      else
        data->seats[s].kind = TAB_SEAT_PERSON;
    }
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (tokens, NULL);
  data->saved_at = g_get_real_time () / G_USEC_PER_SEC;
  tab_position_copy (&data->position, &cli->position);

  if (!tab_save_data_write (data, cli->output, &local))
    return tab_cli_fail (error, "%s", local->message);
  return TRUE;
}

static gboolean
command_help (Cli *cli, GString *out, GError **error)
{
  g_string_append (out,
    "Usage: tabuleiro-cli COMMAND [ARGUMENTS] [OPTIONS]\n"
    "\n"
    "  list                          the games: id, name, players, board sizes\n"
    "  moves GAME                    the legal actions, sorted\n"
    "  perft GAME DEPTH              the number of action sequences of that length\n"
    "  turns GAME                    the complete turns of the seat to move\n"
    "  show GAME                     the board, the seat to move, status, scores\n"
    "  think GAME --level L [--time-ms T] [--seed S]\n"
    "                                the turn the computer player of level L plays\n"
    "  match GAME --levels A,B [--games N] [--seed S] [--time-ms T] [--opening K]\n"
    "        [--balance C]           computer against computer, seats alternating;\n"
    "                                each round of games (one per seat) starts from\n"
    "                                the same opening of K random turns per seat\n"
    "                                (default 2, 0 = none), drawn from the seed, so\n"
    "                                A plays it from every seat; with --balance C,\n"
    "                                of C such openings the one a short fixed search\n"
    "                                judges closest to even (default 1: no choice);\n"
    "                                before the summary, one line of the rounds:\n"
    "                                rounds won by each level, split rounds, and A's\n"
    "                                share of the decided ones with its 95 % Wilson\n"
    "                                interval (3-4 seats: A's wins, its fair share)\n"
    "        [--all-first-replies]   or: A plays the seat to move once, then one game\n"
    "                                for every reply of the next seat; games A does\n"
    "                                not win are shown with their moves\n"
    "  bench [GAME ...] [--seconds S]  random playouts and perft leaves per second\n"
    "  save GAME --output FILE       write a save file\n"
    "  analyse GAME [--nodes N]      the game of --moves or --load judged turn by turn:\n"
    "                                turn, seat, played, mark (?? ? ?! - forced),\n"
    "                                better turn, the seat's standing before and after\n"
    "                                (win N, loss N, draw, or an estimate); N nodes\n"
    "                                searched per position (default 1000000)\n"
    "\n"
    "Levels: 1 Beginner (random), 2 Casual (greedy), 3 Strong (search, T ms a turn,\n"
    "default 1000), 4 Expert (search on two threads, 5 x T ms a turn)\n"
    "\n"
    "Options: --size N | --size RxC, --players N, --moves \"TOK TOK ...\", --load FILE\n");
  return TRUE;
}

typedef gboolean (*CommandFunc) (Cli *cli, GString *out, GError **error);

#define ANY_NUMBER G_MAXUINT

static const struct
{
  const char *name;
  CommandFunc func;
  gboolean    takes_position;   /* GAME as first argument, then position options */
  guint       max_arguments;    /* after the command, options aside */
  const char *usage;            /* what follows the command */
} commands[] = {
  { "list", command_list, FALSE, 0, "" },
  { "moves", command_moves, TRUE, 1, " GAME [OPTIONS]" },
  { "perft", command_perft, TRUE, 2, " GAME DEPTH [OPTIONS]" },
  { "turns", command_turns, TRUE, 1, " GAME [OPTIONS]" },
  { "show", command_show, TRUE, 1, " GAME [OPTIONS]" },
  { "think", command_think, TRUE, 1, " GAME --level L [OPTIONS]" },
  { "match", tab_cli_command_match, TRUE, 1, " GAME --levels A,B [OPTIONS]" },
  { "bench", command_bench, FALSE, ANY_NUMBER, " [GAME ...] [--seconds S]" },
  { "save", command_save, TRUE, 1, " GAME --output FILE [OPTIONS]" },
  { "analyse", tab_cli_command_analyse, TRUE, 1, " GAME [--nodes N] [OPTIONS]" },
  { "help", command_help, FALSE, 0, "" },
  { "--help", command_help, FALSE, 0, "" },
};

/* File names given to the options that take one */
static gboolean
check_file_names (Cli *cli, GError **error)
{
  if (cli->load != NULL && cli->load[0] == '\0')
    return tab_cli_fail (error, "--load: the file name is empty");
  if (cli->output != NULL && cli->output[0] == '\0')
    return tab_cli_fail (error, "--output: the file name is empty");
  return TRUE;
}

static gboolean
run (Cli *cli, int argc, char **argv, GString *out, GError **error)
{
  if (!parse_arguments (cli, argc, argv, error) || !check_file_names (cli, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (commands[i].name, cli->command) != 0)
        continue;
      if (cli->positional->len > commands[i].max_arguments)
        return tab_cli_fail (error, "unexpected argument '%s' (usage: tabuleiro-cli %s%s)",
                     (const char *) g_ptr_array_index (cli->positional, commands[i].max_arguments),
                     commands[i].name, commands[i].usage);
      if (commands[i].takes_position && (!need_game (cli, 0, error) || !setup_position (cli, error)))
        return FALSE;
      return commands[i].func (cli, out, error);
    }
  return tab_cli_fail (error, "unknown command '%s' (try 'tabuleiro-cli help')", cli->command);
}

/* A message made safe for a terminal, on one line: control characters
 * (C0, DEL, C1), the characters that reorder text on screen, and bytes
 * that are not UTF-8 are written as escapes; a file name or an action
 * given on the command line may hold any of them. */
static char *
escape_for_terminal (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guint8) *p++);
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if ((c >= 0x80 && c < 0xa0) || (c >= 0x200e && c <= 0x200f) ||
               (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

/* Writes out to standard output; FALSE (with a message on standard error)
 * when any of it does not reach the file: a full disk, a closed pipe, a
 * closed descriptor */
static gboolean
write_output (const GString *out)
{
  size_t written = fwrite (out->str, 1, out->len, stdout);
  int saved_errno = errno;

  if (written == out->len && fflush (stdout) == 0 && !ferror (stdout))
    {
      if (fclose (stdout) == 0)
        return TRUE;
      saved_errno = errno;
    }
  else if (errno != 0)
    saved_errno = errno;
  fprintf (stderr, "tabuleiro-cli: cannot write the output: %s\n", g_strerror (saved_errno));
  return FALSE;
}

int
main (int argc, char *argv[])
{
  Cli cli = { 0 };
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  gboolean ok;

  /* No setlocale () and no bindtextdomain () on purpose: the output is a
   * byte-exact contract in English, and the messages of the libraries
   * (translated for the app) stay in English in the C locale whatever
   * LANG, LC_ALL or LANGUAGE say. */
  ok = run (&cli, argc, argv, out, &error);
  g_clear_pointer (&cli.positional, g_ptr_array_unref);
  g_clear_pointer (&cli.loaded, tab_save_data_free);
  if (!ok)
    {
      g_autofree char *message = escape_for_terminal (error->message);

      fprintf (stderr, "tabuleiro-cli: %s\n", message);
      return EXIT_BAD_INPUT;
    }
  return write_output (out) ? EXIT_SUCCESS : EXIT_FAILURE;
}
