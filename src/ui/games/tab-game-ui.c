/* tab-game-ui.c: the presentation tables of the five games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

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
  .geometry = TAB_GEOMETRY_SQUARE,
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

const char *
tab_game_ui_seat_name (const TabPosition *pos, guint seat)
{
  const char *name;

  if (seat < 1 || seat > TAB_MAX_SEATS)
    return "?";
  name = tab_rules_seat_name (pos->rules, &pos->options, seat);
  return name != NULL ? gettext (name) : "?";
}

char *
tab_game_ui_describe_result (const TabPosition *pos)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  char *words;

  if (pos->outcome == TAB_OUTCOME_NONE)
    return NULL;
  if (ui->describe_result != NULL && (words = ui->describe_result (pos)) != NULL)
    return words;

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      /* Translators: %s is a seat, e.g. "Blue wins!" */
      return g_strdup_printf (_("%s wins!"), tab_game_ui_seat_name (pos, pos->winner));
    case TAB_OUTCOME_DRAW:
      return g_strdup (_("Draw"));
    case TAB_OUTCOME_NOBODY:
    default:
      return g_strdup (_("Nobody wins"));
    }
}
