/* tab-splut-text.c: Splut! notation: actions and positions as text
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-splut-private.h"

static gsize
format_square (guint cell, char *buf)
{
  return tab_square_format (TAB_SPLUT_FRAME, cell, buf);
}

void
splut_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  guint from = ACTION_FROM (action), d = ACTION_DIR (action);
  char *p = buf;

  p += format_square (from, p);
  *p++ = '-';
  p += format_square (next[from][d], p);
  switch (ACTION_KIND (action))
    {
    case K_LEVITATE:
    case K_PULL:
      *p++ = '^';
      p += format_square (ACTION_ARG (action), p);
      break;
    case K_THROW:
      *p++ = '*';
      *p++ = dir_letter[ACTION_ARG (action)];
      break;
    default:
      break;
    }
  *p = '\0';
}

/* parses one of the 41 squares at *p */
static gboolean
parse_square (const char **p, guint *cell)
{
  return tab_square_parse (p, TAB_SPLUT_FRAME, TAB_SPLUT_FRAME, cell) && cell_exists (*cell);
}

gboolean
splut_token_is_wellformed (const TabPosition *pos, const char *token)
{
  guint cell;

  if (!parse_square (&token, &cell) || *token++ != '-' || !parse_square (&token, &cell))
    return FALSE;
  switch (*token++)
    {
    case '\0':
      return TRUE;
    case '^':
      return parse_square (&token, &cell) && *token == '\0';
    case '*':
      return strchr ("nesw", *token) != NULL && *token != '\0' && token[1] == '\0';
    default:
      return FALSE;
    }
}

static void
append_cell_text (GString *out, guint8 code)
{
  switch (class_of[code])
    {
    case C_EMPTY:
      g_string_append (out, ". ");
      break;
    case C_ROCK:
      g_string_append (out, "R ");
      break;
    default:
      g_string_append_printf (out, "%c%u", "SDT"[(code & 15) - 1], code >> 4);
      break;
    }
}

static void
append_rock_set (GString *out, const SplutState *st, guint8 set)
{
  gboolean any = FALSE;

  /* in square order, so that equal states read the same */
  for (guint cell = 0; cell < TAB_SPLUT_N_CELLS; cell++)
    if (class_of[st->board[cell]] == C_ROCK && (set & (1u << (st->board[cell] & 3))))
      {
        char buf[8];

        format_square (cell, buf);
        g_string_append_printf (out, "%s%s", any ? " " : "", buf);
        any = TRUE;
      }
  if (!any)
    g_string_append_c (out, '-');
}

/* The diagram of §8.4, then two lines with the state of the turn */
void
splut_render (const TabPosition *pos, GString *out)
{
  const SplutState *st = cstate_of (pos);
  static const char * const lev_names[] = { "idle", "active", "closed" };

  for (int rank = 8; rank >= 0; rank--)
    {
      int k = 4 - ABS_ (rank - 4);

      g_string_append_printf (out, "%d %*s", rank + 1, 3 * (4 - k), "");
      for (int file = 4 - k; file <= 4 + k; file++)
        {
          append_cell_text (out, st->board[rank * 9 + file]);
          g_string_append_c (out, ' ');
        }
      while (out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "  a  b  c  d  e  f  g  h  i\n");

  g_string_append_printf (out, "turns played: %u, steps left: %u, levitation: %s",
                          pos->turn, st->steps_left, lev_names[st->lev]);
  if (st->lev == LEV_ACTIVE)
    {
      char buf[8];

      format_square (st->rock[st->lev_rock], buf);
      g_string_append_printf (out, " %s", buf);
    }
  g_string_append (out, "\nrocks moved this turn: ");
  append_rock_set (out, st, st->moved_now);
  g_string_append (out, "; in the preceding turn: ");
  append_rock_set (out, st, st->moved_before);
  g_string_append_c (out, '\n');
}


/* Setting up a position from text */

static gboolean G_GNUC_PRINTF (2, 3)
setup_error (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS, message);
  return FALSE;
}

static gboolean
parse_square_token (const char *text, guint *cell)
{
  return parse_square (&text, cell) && *text == '\0';
}

/* One diagram line: "5 R  D2 .  …" */
static gboolean
parse_rank_line (SplutState *st, guint players, const char *line, guint *rocks, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (line, " \t", -1);
  int rank = line[0] - '1', k = 4 - ABS_ (rank - 4), file = 4 - k;

  for (guint i = 1; tokens[i] != NULL; i++)
    {
      const char *tok = tokens[i];
      guint cell = (guint) (rank * 9 + file), seat, kind;

      if (tok[0] == '\0')
        continue;
      if (file > 4 + k)
        return setup_error (error, "rank %d has more than %d squares", rank + 1, 2 * k + 1);
      file++;
      if (strcmp (tok, ".") == 0)
        continue;
      if (strcmp (tok, "R") == 0)
        {
          if (*rocks == TAB_SPLUT_N_ROCKS)
            return setup_error (error, "more than %d Rocks", TAB_SPLUT_N_ROCKS);
          put_piece (st, cell, (guint8) (ROCK_CODE | (*rocks)++));
          continue;
        }
      kind = tok[0] == 'S' ? 1 : tok[0] == 'D' ? 2 : tok[0] == 'T' ? 3 : 0;
      seat = (guint) (tok[1] - '0');
      if (kind == 0 || tok[1] == '\0' || tok[2] != '\0' || seat < 1 || seat > players)
        return setup_error (error, "unknown piece '%s' on rank %d", tok, rank + 1);
      if (st->piece[seat - 1][kind - 1] != OFF)
        return setup_error (error, "two pieces '%s'", tok);
      put_piece (st, cell, (guint8) TAB_PIECE (seat, kind));
    }
  if (file != 4 + k + 1)
    return setup_error (error, "rank %d needs %d squares", rank + 1, 2 * k + 1);
  return TRUE;
}

/* A list of squares holding Rocks, or "-", as a set of Rock indices */
static gboolean
parse_rock_set (const SplutState *st, const char *text, guint8 *set, GError **error)
{
  g_auto (GStrv) squares = g_strsplit (text, " ", -1);

  *set = 0;
  if (strcmp (text, "-") == 0)
    return TRUE;
  for (guint i = 0; squares[i] != NULL; i++)
    {
      guint cell;

      if (squares[i][0] == '\0')
        continue;
      if (!parse_square_token (squares[i], &cell) || class_of[st->board[cell]] != C_ROCK)
        return setup_error (error, "'%s' is not a Rock's square", squares[i]);
      *set |= (guint8) (1u << (st->board[cell] & 3));
    }
  return TRUE;
}

static gboolean
parse_field (TabPosition *pos, SplutState *st, const char *key, const char *value,
             int *steps_left, GError **error)
{
  if (strcmp (key, "turns played") == 0)
    {
      guint64 turns;

      if (!g_ascii_string_to_unsigned (value, 10, 0, TAB_SPLUT_TURN_LIMIT - 1, &turns, NULL))
        return setup_error (error, "turns played must be 0 to %d, not '%s'",
                            TAB_SPLUT_TURN_LIMIT - 1, value);
      pos->turn = (guint32) turns;
    }
  else if (strcmp (key, "steps left") == 0)
    {
      guint64 steps;

      if (!g_ascii_string_to_unsigned (value, 10, 1, 3, &steps, NULL))
        return setup_error (error, "steps left must be 1 to 3, not '%s'", value);
      *steps_left = (int) steps;
    }
  else if (strcmp (key, "levitation") == 0)
    {
      guint cell;

      if (strcmp (value, "idle") == 0)
        st->lev = LEV_IDLE;
      else if (strcmp (value, "closed") == 0)
        st->lev = LEV_CLOSED;
      else if (g_str_has_prefix (value, "active ") && parse_square_token (value + 7, &cell) &&
               class_of[st->board[cell]] == C_ROCK)
        {
          st->lev = LEV_ACTIVE;
          st->lev_rock = st->board[cell] & 3;
          st->moved_now |= (guint8) (1u << st->lev_rock);
        }
      else
        return setup_error (error, "levitation must be idle, closed or active with a Rock's square, not '%s'", value);
    }
  else if (strcmp (key, "rocks moved this turn") == 0)
    {
      guint8 set;

      if (!parse_rock_set (st, value, &set, error))
        return FALSE;
      st->moved_now |= set;
    }
  else if (strcmp (key, "in the preceding turn") == 0)
    return parse_rock_set (st, value, &st->moved_before, error);
  else
    return setup_error (error, "unknown field '%s'", key);
  return TRUE;
}

/* "key: value, key: value; key: value" */
static gboolean
parse_state_line (TabPosition *pos, SplutState *st, const char *line, int *steps_left, GError **error)
{
  g_auto (GStrv) fields = g_strsplit_set (line, ",;", -1);

  for (guint i = 0; fields[i] != NULL; i++)
    {
      g_autofree char *field = g_strstrip (g_strdup (fields[i]));
      char *colon = strchr (field, ':');

      if (field[0] == '\0')
        continue;
      if (colon == NULL)
        return setup_error (error, "expected 'key: value', not '%s'", field);
      *colon = '\0';
      if (!parse_field (pos, st, g_strstrip (field), g_strstrip (colon + 1), steps_left, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_setup (TabPosition *pos, SplutState *st, guint players, guint to_move,
             guint rocks, guint ranks_seen, int steps_left, GError **error)
{
  guint steps = steps_for_turn (pos->turn);

  if (ranks_seen != 0x1ff)
    return setup_error (error, "the diagram needs the nine ranks 9 to 1");
  if (rocks != TAB_SPLUT_N_ROCKS)
    return setup_error (error, "the board needs %d Rocks, not %u", TAB_SPLUT_N_ROCKS, rocks);
  for (guint seat = 1; seat <= players; seat++)
    {
      if (st->piece[seat - 1][0] != OFF)
        st->alive |= (guint8) (1u << (seat - 1));
      else if (st->piece[seat - 1][1] != OFF || st->piece[seat - 1][2] != OFF)
        return setup_error (error, "seat %u has pieces but no Sorcerer", seat);
    }
  if (__builtin_popcount (st->alive) < 2)
    return setup_error (error, "fewer than two Sorcerers on the board");
  if (to_move < 1 || to_move > players || !(st->alive & (1u << (to_move - 1))))
    return setup_error (error, "seat %u cannot be to move", to_move);
  if (st->lev == LEV_ACTIVE && (st->moved_before & (1u << st->lev_rock)))
    return setup_error (error, "the Rock of the levitation moved in the preceding turn");
  if (steps_left > (int) steps)
    return setup_error (error, "steps left: %d is more than turn %u has (%u)", steps_left, pos->turn + 1, steps);
  st->steps_left = (guint8) (steps_left ? (guint) steps_left : steps);
  st->levitable = (guint8) levitable_rocks (st);
  if (!has_legal_step (st, to_move))
    return setup_error (error, "seat %u has no legal step", to_move);
  return TRUE;
}

gboolean
tab_splut_position_from_text (TabPosition *pos, guint players, guint to_move,
                              const char *text, GError **error)
{
  g_auto (GStrv) lines = NULL;
  TabOptions options = { 0, 0, (guint8) players };
  TabPosition work;
  SplutState *st;
  guint rocks = 0, ranks_seen = 0;
  int steps_left = 0;

  if (!tab_position_init (&work, &tab_splut_rules, &options, error))
    return FALSE;
  st = state_of (&work);
  clear_state (st);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];

      if (line[0] >= '1' && line[0] <= '9' && (line[1] == ' ' || line[1] == '\0'))
        {
          if (ranks_seen & (1u << (line[0] - '1')))
            return setup_error (error, "rank %c appears twice", line[0]);
          ranks_seen |= 1u << (line[0] - '1');
          if (!parse_rank_line (st, players, line, &rocks, error))
            return FALSE;
        }
      else if (strchr (line, ':') != NULL)
        {
          if (!parse_state_line (&work, st, line, &steps_left, error))
            return FALSE;
        }
      else if (g_strstrip (line)[0] != '\0' && !g_str_has_prefix (line, "a "))
        return setup_error (error, "unexpected line '%s'", line);  /* the file letters pass */
    }
  if (!check_setup (&work, st, players, to_move, rocks, ranks_seen, steps_left, error))
    return FALSE;
  work.to_move = (guint8) to_move;
  tab_position_copy (pos, &work);
  return TRUE;
}
