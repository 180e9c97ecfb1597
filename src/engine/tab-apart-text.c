/* tab-apart-text.c: Apart's notation: actions, status, boards and the
 * setup from a diagram
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-apart-private.h"

void
apart_status (const TabPosition *pos, GString *out)
{
  const ApartState *st = cstate_of (pos);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      g_string_append_printf (out, "game over: seat %u wins", pos->winner);
      return;
    case TAB_OUTCOME_DRAW:
      g_string_append (out, "game over: draw");
      return;
    default:
      break;
    }

  g_string_append_printf (out, "seat %u to move", pos->to_move);
  if (st->moving != APART_NO_PIECE)
    {
      char square[8];

      tab_square_format (pos->options.cols, (st->moving >> 4) * pos->options.cols + (st->moving & 15u), square);
      g_string_append_printf (out, " (continuing from %s)", square);
    }
}

void
apart_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  const ApartState *st = cstate_of (pos);
  guint enemy = 1 - colour_of_seat (pos->to_move);
  gsize len;

  if (action == APART_END)
    {
      strcpy (buf, "end");
      return;
    }
  len = tab_square_format (pos->options.cols, SEG_SR (action) * pos->options.cols + SEG_SF (action), buf);
  buf[len++] = has_piece (st, enemy, SEG_TR (action), SEG_TF (action)) ? 'x' : '-';
  tab_square_format (pos->options.cols, SEG_TR (action) * pos->options.cols + SEG_TF (action), buf + len);
}

gboolean
apart_token_is_wellformed (const TabPosition *pos, const char *token)
{
  guint rows = pos->options.rows, cols = pos->options.cols, cell;
  const char *p = token;

  if (strcmp (token, "end") == 0)
    return TRUE;
  if (!tab_square_parse (&p, rows, cols, &cell))
    return FALSE;
  if (*p != '-' && *p != 'x')
    return FALSE;
  p++;
  if (!tab_square_parse (&p, rows, cols, &cell))
    return FALSE;
  return *p == '\0';
}

static char
cell_glyph (gconstpointer data, guint cell)
{
  switch (TAB_PIECE_SIDE (apart_piece_at (data, cell)))
    {
    case 1:
      return 'W';
    case 2:
      return 'B';
    default:
      return '.';
    }
}

void
apart_render (const TabPosition *pos, GString *out)
{
  tab_grid_render (tab_grid_get (pos->options.rows, pos->options.cols), cell_glyph, pos, out);
}

gboolean
tab_apart_set_diagram (TabPosition *pos, const char *diagram, guint seat,
                       guint completed_turns, GError **error)
{
  g_auto (GStrv) ranks = NULL;
  TabOptions options = { 0, 0, 2 };
  TabPosition work;
  ApartState *st;
  guint rows, cols, most;

  g_return_val_if_fail (diagram != NULL, FALSE);

  ranks = g_strsplit (diagram, "/", -1);
  rows = g_strv_length (ranks);
  cols = (guint) strlen (ranks[0]);
  if (rows < APART_MIN_SIDE || rows > APART_MAX_SIDE ||
      cols < APART_MIN_SIDE || cols > APART_MAX_SIDE)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "diagram '%s' is %ux%u; Apart boards have 5 to 15 ranks and files",
                   diagram, rows, cols);
      return FALSE;
    }
  if (seat != 1 && seat != 2)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "seat %u cannot be to move in Apart (1 or 2)", seat);
      return FALSE;
    }
  if (completed_turns >= TAB_APART_TURN_LIMIT)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "%u completed turns: the game is drawn after %u",
                   completed_turns, TAB_APART_TURN_LIMIT);
      return FALSE;
    }

  options.rows = (guint8) rows;
  options.cols = (guint8) cols;
  if (!tab_position_init (&work, &tab_apart_rules, &options, error))
    return FALSE;
  st = state_of (&work);
  clear_state (st);
  for (guint i = 0; i < rows; i++)
    {
      guint r = rows - 1 - i;

      if (strlen (ranks[i]) != cols)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "rank %u of diagram '%s' has %zu squares, not %u",
                       r + 1, diagram, strlen (ranks[i]), cols);
          return FALSE;
        }
      for (guint f = 0; f < cols; f++)
        switch (ranks[i][f])
          {
          case 'W':
            put_piece (st, WHITE, r, f);
            break;
          case 'B':
            put_piece (st, BLACK, r, f);
            break;
          case '.':
            break;
          default:
            g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                         "unexpected '%c' in diagram '%s' (W, B, . or /)",
                         ranks[i][f], diagram);
            return FALSE;
          }
    }

  most = 2 * (cols - 2);
  for (guint c = WHITE; c <= BLACK; c++)
    {
      const char *name = c == WHITE ? "White" : "Black";

      if (st->count[c] == 0 || st->count[c] > most)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "%s has %u pieces in diagram '%s' (1 to %u on %u files)",
                       name, st->count[c], diagram, most, cols);
          return FALSE;
        }
      if (st->pairs[c] == 0)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "%s is already apart in diagram '%s'", name, diagram);
          return FALSE;
        }
    }

  work.to_move = (guint8) seat;
  work.turn = completed_turns;
  tab_position_copy (pos, &work);
  return TRUE;
}
