/* tab-game-ui.c: the presentation tables of the five games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"
#include "tab-game-ui-board.h"

#include <glib/gi18n.h>
#include <string.h>

static const TabGameUi * const all_tables[] = {
  &tab_apart_ui,
  &tab_fourmation_ui,
  &tab_freedom_ui,
  &tab_green_skull_ui,
  &tab_splut_ui,
};

/* a game with no table of its own: a square grid, plain discs */
static const TabGameUi plain_table = {
  .board = { .geometry = TAB_GEOMETRY_SQUARE },
};

const TabGameUi *
tab_game_ui_lookup (const TabRules *rules)
{
  g_return_val_if_fail (rules != NULL, &plain_table);

  for (guint i = 0; i < G_N_ELEMENTS (all_tables); i++)
    if (all_tables[i]->rules == rules)
      return all_tables[i];
  return &plain_table;
}

const TabGameUi *
tab_game_ui_lookup_id (const char *game_id)
{
  for (guint i = 0; game_id != NULL && i < G_N_ELEMENTS (all_tables); i++)
    if (strcmp (all_tables[i]->rules->id, game_id) == 0)
      return all_tables[i];
  return &plain_table;
}

int
tab_game_ui_start_cursor (const TabRules *rules)
{
  return tab_game_ui_lookup (rules)->board.start_cursor;
}

gboolean
tab_game_ui_free_choice (const TabPosition *pos)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  return ui->board.free_choice != NULL && ui->board.free_choice (pos);
}

gboolean
tab_game_ui_own_step (const TabPosition *pos, TabAction action)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  return ui->board.own_step != NULL && ui->board.own_step (pos, action);
}

const char *
tab_game_ui_seat_name (const TabPosition *pos, guint seat)
{
  const char *name;

  if (seat < 1 || seat > TAB_MAX_SEATS)
    return "?";
  name = tab_rules_seat_name (pos->rules, &pos->options, seat);
  return name != NULL ? gettext (name) : "?";
}

/* A table's words with a format (TabGameUiWords.win, .draw), translated.
 * They are N_() strings, so msgfmt --check-format checks that each
 * translation takes the same arguments as the English */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static char *
format_table_words (const char *format, ...)
{
  va_list args;
  char *words;

  va_start (args, format);
  words = g_strdup_vprintf (gettext (format), args);
  va_end (args);
  return words;
}
#pragma GCC diagnostic pop

char *
tab_game_ui_describe_result (const TabPosition *pos)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  char *words;

  if (pos->outcome == TAB_OUTCOME_NONE)
    return NULL;
  /* the table's words say how the game was won on the board */
  if (tab_position_won_by_resignation (pos))
    {
      const char *winner = tab_game_ui_seat_name (pos, pos->winner);

      if (pos->options.players == 2)
        /* Translators: the first %s resigned, the second won, e.g.
         * "Black resigned: White wins!" */
        return g_strdup_printf (_("%s resigned: %s wins!"),
                                tab_game_ui_seat_name (pos, 3 - pos->winner), winner);
      /* Translators: %s is a seat, e.g. "The others resigned: North wins!" */
      return g_strdup_printf (_("The others resigned: %s wins!"), winner);
    }
  if (ui->words.result != NULL && (words = ui->words.result (pos)) != NULL)
    return words;

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      if (ui->words.win != NULL)
        return format_table_words (ui->words.win, tab_game_ui_seat_name (pos, pos->winner));
      /* Translators: %s is a seat, e.g. "Blue wins!" */
      return g_strdup_printf (_("%s wins!"), tab_game_ui_seat_name (pos, pos->winner));
    case TAB_OUTCOME_DRAW:
      if (ui->words.draw != NULL)
        return format_table_words (ui->words.draw, pos->turn);
      return g_strdup (_("Draw"));
    case TAB_OUTCOME_NOBODY:
    default:
      return g_strdup (_("Nobody wins"));
    }
}

char *
tab_game_ui_describe_end (const TabPosition *pos)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  if (pos->outcome == TAB_OUTCOME_NONE)
    return NULL;
  if (tab_position_won_by_resignation (pos))
    {
      if (pos->options.players == 2)
        /* Translators: under the result card's title, which names the
         * winner, e.g. "Black resigned." */
        return g_strdup_printf (_("%s resigned."), tab_game_ui_seat_name (pos, 3 - pos->winner));
      /* Translators: under the result card's title, which names the winner */
      return g_strdup (_("The others resigned."));
    }
  return ui->words.end_reason != NULL ? ui->words.end_reason (pos) : NULL;
}

void
tab_game_ui_cell_name (const TabPosition *pos, int cell, char *buf)
{
  TabBoardGeometry geom;

  tab_board_geometry_init (&geom, pos);
  tab_board_geometry_cell_name (&geom, cell, buf);
}

/* the sentence of an action without a cell: "pass", "end" */
static void
describe_cell_less_action (const char *seat, const char *token, GString *out)
{
  if (strcmp (token, TAB_TOKEN_RESIGN) == 0)
    /* Translators: a seat gave up, e.g. "North resigned." */
    g_string_append_printf (out, _("%s resigned."), seat);
  else if (strcmp (token, "pass") == 0)
    /* Translators: a seat passed, e.g. "White passed." */
    g_string_append_printf (out, _("%s passed."), seat);
  else if (strcmp (token, "end") == 0)
    /* Translators: a seat stopped its turn, e.g. "Black ended the turn." */
    g_string_append_printf (out, _("%s ended the turn."), seat);
  else
    /* Translators: a seat and the token of its action, e.g. "White played end." */
    g_string_append_printf (out, _("%s played %s."), seat, token);
}

void
tab_game_ui_describe_action_played (const TabPosition *pos, TabAction action, GString *out)
{
  const char *seat = tab_game_ui_seat_name (pos, pos->to_move);
  TabActionEffects effects;
  char token[TAB_TOKEN_MAX], from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];

  tab_action_format (pos, action, token);
  tab_action_effects (pos, action, &effects);
  tab_game_ui_cell_name (pos, effects.from, from);
  tab_game_ui_cell_name (pos, effects.to, to);

  if (effects.to == TAB_NO_CELL)
    describe_cell_less_action (seat, token, out);
  else if (effects.from == TAB_NO_CELL)
    /* Translators: a placement, e.g. "Blue played on c3." */
    g_string_append_printf (out, _("%s played on %s."), seat, to);
  else
    /* Translators: a seat moved a piece, e.g. "White moved from b1 to b3." */
    g_string_append_printf (out, _("%s moved from %s to %s."), seat, from, to);
  if (effects.n_removed > 0)
    {
      g_string_truncate (out, out->len - 1);   /* the full stop */
      /* Translators: after a move, the pieces it removed */
      g_string_append_printf (out, ngettext (" and took %u piece.", " and took %u pieces.",
                                             effects.n_removed),
                              effects.n_removed);
    }
}

/* the result in one line (a table's result may have several) */
static void
append_result (const TabPosition *after, GString *out)
{
  g_autofree char *result = tab_game_ui_describe_result (after);

  if (result == NULL)
    return;
  g_strdelimit (result, "\n", ' ');
  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, result);
}

/* a sentence per action, for a game whose table has no words of its own */
static void
describe_each_action (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      tab_game_ui_describe_action_played (&pos, actions[i], out);
      tab_position_apply (&pos, actions[i]);
    }
}

char *
tab_game_ui_describe_turn (const TabPosition *before, const TabAction *actions, guint n)
{
  const TabGameUi *ui = tab_game_ui_lookup (before->rules);
  GString *out = g_string_new (NULL);
  /* a resignation ends its seat's turn: the table tells the steps before it */
  gboolean resigned = n > 0 && actions[n - 1] == TAB_ACTION_RESIGN;
  guint n_steps = resigned ? n - 1 : n;

  g_return_val_if_fail (n > 0, g_string_free (out, FALSE));

  if (n_steps > 0 && ui->words.turn_played != NULL)
    ui->words.turn_played (before, actions, n_steps, out);
  else
    describe_each_action (before, actions, n_steps, out);
  if (resigned)
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      describe_cell_less_action (tab_game_ui_seat_name (before, before->to_move),
                                 TAB_TOKEN_RESIGN, out);
    }
  return g_string_free (out, FALSE);
}

char *
tab_game_ui_describe_turn_played (const TabPosition *before, const TabAction *actions, guint n)
{
  g_autofree char *turn = NULL;
  GString *out;
  TabPosition after;

  g_return_val_if_fail (n > 0, g_strdup (""));

  turn = tab_game_ui_describe_turn (before, actions, n);
  out = g_string_new (turn);
  tab_position_copy (&after, before);
  for (guint i = 0; i < n; i++)
    tab_position_apply (&after, actions[i]);
  append_result (&after, out);
  return g_string_free (out, FALSE);
}

char *
tab_game_ui_describe_game_actions (TabGame *game, guint first, guint end, gboolean with_result)
{
  g_autofree TabAction *actions = g_new (TabAction, end - first);
  const TabPosition *before = tab_game_get_position_at (game, first);

  for (guint i = first; i < end; i++)
    actions[i - first] = tab_game_get_action (game, i);
  return with_result ? tab_game_ui_describe_turn_played (before, actions, end - first)
                     : tab_game_ui_describe_turn (before, actions, end - first);
}
