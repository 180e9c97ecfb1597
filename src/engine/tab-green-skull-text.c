/* tab-green-skull-text.c: Green Skull's notation: actions, boards and
 * status as text
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-green-skull-private.h"

gboolean
gs_parse_diagram (const char *diagram, GsBoard *b, GError **error)
{
  guint n = 0;

  memset (b, 0, sizeof *b);
  for (const char *p = diagram; *p != '\0'; p++)
    {
      guint s;

      if (g_ascii_isspace (*p) || (*p >= 'a' && *p <= 'j'))
        continue;
      for (s = 0; s <= 3 && gs_glyph[s] != *p; s++)
        ;
      if (s > 3)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "unexpected character '%c' in the board (expected . O G Z)", *p);
          return FALSE;
        }
      if (s > 0 && n < TAB_GREEN_SKULL_CELLS)
        b->sp[s] |= GS_BIT (gs_bit_of_cell[n]);
      n++;
    }
  if (n != TAB_GREEN_SKULL_CELLS)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "the board needs %u cells, not %u", TAB_GREEN_SKULL_CELLS, n);
      return FALSE;
    }
  for (guint s = 1; s <= 3; s++)
    if (gs_popcount (b->sp[s]) > gs_start_count[s])
      {
        g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                     "the board has %u %s; the game has only %u",
                     gs_popcount (b->sp[s]), s == 1 ? "orcs" : s == 2 ? "goblins" : "zombies",
                     gs_start_count[s]);
        return FALSE;
      }
  return TRUE;
}

static const char *
gs_phase_text (guint phase)
{
  switch (phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      return "own move";
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
      return "own jumps from ";
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      return "zombie move";
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
    default:
      return "zombie jumps from ";
    }
}

/* "seat 1 to move (own move, skull with seat 2)", "seat 2 to move (zombie
 * jumps from e1, skull with seat 2)"; "game over: seat 1 wins; orcs 15,
 * goblins 13, zombies 14" (section 7.3) */
void
gs_status (const TabPosition *pos, GString *out)
{
  const GsState *st = gs_cstate (pos);

  if (pos->outcome != TAB_OUTCOME_NONE)
    {
      int scores[3];

      gs_scores (pos, scores);
      g_string_append (out, "game over: ");
      switch (pos->outcome)
        {
        case TAB_OUTCOME_WIN:
          g_string_append_printf (out, "seat %u wins", pos->winner);
          break;
        case TAB_OUTCOME_NOBODY:
          g_string_append (out, "zombies win");
          break;
        case TAB_OUTCOME_DRAW:
        default:
          g_string_append (out, "draw");
          break;
        }
      g_string_append_printf (out, "; orcs %d, goblins %d, zombies %d%s",
                              scores[0], scores[1], scores[2],
                              st->end_reason == TAB_GREEN_SKULL_END_TURN_LIMIT ? " [turn limit]" : "");
      return;
    }

  g_string_append_printf (out, "seat %u to move (%s", pos->to_move, gs_phase_text (st->phase));
  if (st->phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS)
    {
      char cell[4];

      gs_format_cell (st->jumper, cell);
      g_string_append (out, cell);
    }
  g_string_append_printf (out, ", skull with seat %u)", st->skull);
}

void
gs_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  gsize n;

  if (GS_ACTION_KIND (action) == GS_END)
    {
      strcpy (buf, "end");
      return;
    }
  n = gs_format_cell ((int) GS_ACTION_FROM (action), buf);
  buf[n++] = GS_ACTION_KIND (action) == GS_JUMP ? 'x' : '-';
  gs_format_cell ((int) GS_ACTION_TO (action), buf + n);
}

/* parses a cell name at *p ("a1" .. "j10", no leading zero); returns its
 * bit, or -1 */
static int
gs_parse_cell (const char **p)
{
  const char *s = *p;
  int r, number;

  if (*s < 'a' || *s > 'j')
    return -1;
  r = *s++ - 'a';
  if (*s < '1' || *s > '9')
    return -1;
  number = *s++ - '0';
  if (*s >= '0' && *s <= '9')
    number = number * 10 + (*s++ - '0');
  if (number > r + 1)
    return -1;
  *p = s;
  return 10 * r + number - 1;
}

/* The grammar of section 8: "end", or cell "-" cell with the second cell
 * adjacent to the first, or cell "x" cell with the second cell two cells
 * away in a straight line */
gboolean
gs_token_is_wellformed (const TabPosition *pos, const char *token)
{
  const char *p = token;
  int from, to, diff;
  char sep;

  if (strcmp (token, "end") == 0)
    return TRUE;
  from = gs_parse_cell (&p);
  if (from < 0 || (*p != '-' && *p != 'x'))
    return FALSE;
  sep = *p++;
  to = gs_parse_cell (&p);
  if (to < 0 || *p != '\0')
    return FALSE;

  diff = to - from;
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      /* a horizontal move must stay in its row (bit 10r+8 + 2 is (r+1, 0)) */
      if ((gs_delta[d] == 1 || gs_delta[d] == -1) && to / 10 != from / 10)
        continue;
      if (diff == (sep == '-' ? 1 : 2) * gs_delta[d])
        return TRUE;
    }
  return FALSE;
}

void
gs_render (const TabPosition *pos, GString *out)
{
  GsBoard b;

  gs_load (gs_cstate (pos), &b);
  for (int r = 0; r < TAB_GREEN_SKULL_ROWS; r++)
    {
      g_string_append_c (out, (char) ('a' + r));
      for (int c = 0; c <= r; c++)
        {
          if (c == 0)
            for (int i = 0; i < TAB_GREEN_SKULL_ROWS - r; i++)
              g_string_append_c (out, ' ');
          else
            g_string_append_c (out, ' ');
          g_string_append_c (out, gs_glyph[gs_species_at (&b, 10 * r + c)]);
        }
      g_string_append_c (out, '\n');
    }
}
