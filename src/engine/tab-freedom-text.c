/* tab-freedom-text.c: Freedom's notation: actions, status, boards and
 * the setup from a diagram
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-freedom-private.h"

static const char *
mode_name (TabFreedomMode mode)
{
  switch (mode)
    {
    case TAB_FREEDOM_MODE_OPEN:
      return "open";
    case TAB_FREEDOM_MODE_BOUND:
      return "bound";
    case TAB_FREEDOM_MODE_FREEDOM:
      return "freedom";
    case TAB_FREEDOM_MODE_OVER:
    default:
      return "over";
    }
}

void
freedom_status (const TabPosition *pos, GString *out)
{
  int scores[2];

  if (pos->outcome == TAB_OUTCOME_NONE)
    {
      g_string_append_printf (out, "seat %u to move (%s)", pos->to_move,
                              mode_name (tab_freedom_mode (pos)));
      if (tab_freedom_pass_is_legal (pos))
        g_string_append (out, ", pass legal");
      return;
    }
  freedom_scores (pos, scores);
  if (pos->outcome == TAB_OUTCOME_WIN)
    g_string_append_printf (out, "game over: seat %u wins %d-%d", pos->winner,
                            scores[0], scores[1]);
  else
    g_string_append_printf (out, "game over: draw %d-%d", scores[0], scores[1]);
}

void
freedom_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  const Geometry *g = geometry_of (pos);

  if (action == ACTION_PASS || action >= MAX_BITS || g->cell_of_bit[action] == TAB_NO_CELL)
    {
      g_strlcpy (buf, action == ACTION_PASS ? "pass" : "?", TAB_TOKEN_MAX);
      return;
    }
  tab_square_format (g->n, (guint) g->cell_of_bit[action], buf);
}

gboolean
freedom_token_is_wellformed (const TabPosition *pos, const char *token)
{
  const char *p = token;
  guint cell;

  if (strcmp (token, "pass") == 0)
    return TRUE;
  return tab_square_parse (&p, pos->options.rows, pos->options.cols, &cell) && *p == '\0';
}

static char
cell_glyph (gconstpointer data, guint cell)
{
  const TabPosition *pos = data;
  guint piece = pos->rules->piece_at (pos, cell);
  gboolean last = (int) cell == tab_freedom_last_cell (pos);

  switch (TAB_PIECE_SIDE (piece))
    {
    case 1:
      return last ? 'w' : 'W';
    case 2:
      return last ? 'b' : 'B';
    default:
      return '.';
    }
}

void
freedom_render (const TabPosition *pos, GString *out)
{
  tab_grid_render (tab_grid_get (pos->options.rows, pos->options.cols), cell_glyph, pos, out);
}

/* Diagram parsing for tab_freedom_setup */

typedef struct
{
  guint n;                               /* ranks read */
  guint width;                           /* cells in the top rank */
  char  cells[TAB_GRID_MAX_SIDE][TAB_GRID_MAX_SIDE];  /* [row from the top][file] */
} Diagram;

static gboolean
diagram_fail (GError **error, const char *message, guint line)
{
  g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
               "bad Freedom diagram (line %u): %s", line, message);
  return FALSE;
}

static gboolean
diagram_read_rank (Diagram *dia, char **words, guint line, GError **error)
{
  guint64 rank = 0;
  guint files = 0;

  if (!g_ascii_string_to_unsigned (words[0], 10, 1, TAB_GRID_MAX_SIDE, &rank, NULL))
    return diagram_fail (error, "a rank line must start with a rank number from 1 to 19", line);
  if (dia->n >= TAB_GRID_MAX_SIDE)
    return diagram_fail (error, "more than 19 ranks", line);
  for (guint i = 1; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (strlen (words[i]) != 1 || strchr ("WBwb.", words[i][0]) == NULL)
        return diagram_fail (error, "a cell must be 'W', 'B', 'w', 'b' or '.'", line);
      if (files >= TAB_GRID_MAX_SIDE)
        return diagram_fail (error, "more than 19 files", line);
      dia->cells[dia->n][files++] = words[i][0];
    }
  if (dia->n == 0)
    {
      if (rank != files)
        return diagram_fail (error, "the top rank number must equal the number of files", line);
      dia->width = files;
    }
  if (files != dia->width || rank != dia->width - dia->n)
    return diagram_fail (error, "the ranks must go down from N to 1, each with N cells", line);
  dia->n++;
  return TRUE;
}

static gboolean
diagram_read_files (const Diagram *dia, char **words, guint line, GError **error)
{
  guint files = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (words[i][0] != (char) ('a' + files) || words[i][1] != '\0')
        return diagram_fail (error, "the file line must read a b c … in order", line);
      files++;
    }
  if (files != dia->n)
    return diagram_fail (error, "the file line must name one letter per file", line);
  return TRUE;
}

static gboolean
diagram_read (Diagram *dia, const char *text, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  gboolean files_read = FALSE;

  dia->n = 0;
  dia->width = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      char *line = g_strstrip (lines[i]);

      if (line[0] == '\0')
        continue;
      if (files_read)
        return diagram_fail (error, "nothing may follow the file letters", i + 1);
      words = g_strsplit_set (line, " \t", -1);
      if (g_ascii_isdigit (line[0]))
        {
          if (!diagram_read_rank (dia, words, i + 1, error))
            return FALSE;
        }
      else if (line[0] == 'a')
        {
          if (!diagram_read_files (dia, words, i + 1, error))
            return FALSE;
          files_read = TRUE;
        }
      else
        return diagram_fail (error, "expected a rank line or the file letters", i + 1);
    }
  if (dia->n == 0)
    return diagram_fail (error, "no ranks", 1);
  if (dia->n != dia->width)
    return diagram_fail (error, "the last rank must be rank 1", 1);
  return TRUE;
}

static gboolean
setup_check_last (guint to_move, int last_seat, GError **error)
{
  if (last_seat == -1)
    {
      g_set_error_literal (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                           "bad Freedom diagram: more than one stone is marked as the last one");
      return FALSE;
    }
  if (last_seat == (int) to_move)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "bad Freedom diagram: the stone placed last cannot be %s's: %s is to move",
                   to_move == 1 ? "White" : "Black", to_move == 1 ? "White" : "Black");
      return FALSE;
    }
  return TRUE;
}

gboolean
tab_freedom_setup (TabPosition *pos, const char *diagram, GError **error)
{
  Diagram dia;
  TabOptions options = { 0, 0, 2 };
  TabPosition work;
  FreedomState *st;
  const Geometry *g;
  guint count[2] = { 0, 0 };
  int last_seat = 0, last_bit = NO_BIT;

  if (!diagram_read (&dia, diagram, error))
    return FALSE;
  options.rows = options.cols = (guint8) dia.n;
  if (!tab_position_init (&work, &tab_freedom_rules, &options, error))
    return FALSE;
  g = geometry_of (&work);
  st = state_of (&work);
  for (guint row = 0; row < dia.n; row++)
    for (guint file = 0; file < dia.n; file++)
      {
        char c = dia.cells[row][file];
        guint cell = (dia.n - 1 - row) * dia.n + file;
        guint bit = (guint) g->bit_of_cell[cell], seat;

        if (c == '.')
          continue;
        seat = g_ascii_toupper (c) == 'W' ? 1 : 2;
        if (g_ascii_islower (c))
          {
            last_seat = last_seat == 0 ? (int) seat : -1;
            last_bit = (int) bit;
          }
        count[seat - 1]++;
        st->stones[seat - 1][bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        st->empty[bit / 64] &= ~(G_GUINT64_CONSTANT (1) << (bit % 64));
        st->key ^= g->keys[seat - 1][bit];
        st->n_empty--;
      }
  /* White places first: after equal numbers of stones White is to move.
   * Diagrams that cannot arise in play (the scoring examples of the rule
   * book) are accepted too: Black is to move when White has more stones. */
  work.to_move = count[0] > count[1] ? 2 : 1;
  if (!setup_check_last (work.to_move, last_seat, error))
    return FALSE;
  st->last = (gint16) last_bit;
  work.turn = work.ply = count[0] + count[1];
  if (st->n_empty == 0)
    finish_game (&work, g);
  tab_position_copy (pos, &work);
  return TRUE;
}
