/* tab-settings.c: the GSettings keys of a game's choices, and the seats
 * kept in them
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-settings.h"

#include "tab-ai.h"

/* A game's keys are named after it: "<id>-rows" and "<id>-cols" for a
 * board of rows and columns, "<id>-size" for a square one,
 * "<id>-players", "<id>-seats"; NULL where the schema has no such key */
static const char *
game_key (const TabRules *rules, const char *what)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autofree char *key = g_strconcat (rules->id, "-", what, NULL);

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, key))
    return NULL;
  return g_intern_string (key);
}

const char *
tab_settings_rows_key (const TabRules *rules)
{
  switch (rules->board_kind)
    {
    case TAB_BOARD_RECT:
      return game_key (rules, "rows");
    case TAB_BOARD_SQUARE:
      return game_key (rules, "size");
    case TAB_BOARD_FIXED:
    default:
      return NULL;
    }
}

const char *
tab_settings_cols_key (const TabRules *rules)
{
  return rules->board_kind == TAB_BOARD_RECT ? game_key (rules, "cols") : tab_settings_rows_key (rules);
}

const char *
tab_settings_players_key (const TabRules *rules)
{
  return rules->max_players > rules->min_players ? game_key (rules, "players") : NULL;
}

/* Games for more than two take a person or a level for every seat */
const char *
tab_settings_seats_key (const TabRules *rules)
{
  return rules != NULL && rules->max_players > 2 ? game_key (rules, "seats") : NULL;
}

static void
read_seat_levels (GVariant *value, guint levels[TAB_MAX_SEATS])
{
  gsize n;
  const gint32 *numbers = g_variant_get_fixed_array (value, &n, sizeof (gint32));

  for (gsize i = 0; i < MIN (n, TAB_MAX_SEATS); i++)
    levels[i] = numbers[i] < TAB_AI_MIN_LEVEL ? 0 : MIN ((guint) numbers[i], TAB_AI_MAX_LEVEL);
}

void
tab_settings_get_seat_levels (GSettings  *settings,
                              const char *key,
                              guint       levels[TAB_MAX_SEATS])
{
  g_autoptr (GVariant) fallback = g_settings_get_default_value (settings, key);
  g_autoptr (GVariant) value = g_settings_get_value (settings, key);

  for (guint i = 0; i < TAB_MAX_SEATS; i++)
    levels[i] = 0;
  read_seat_levels (fallback, levels);
  read_seat_levels (value, levels);
}

void
tab_settings_set_seat_levels (GSettings   *settings,
                              const char  *key,
                              const guint  levels[TAB_MAX_SEATS])
{
  gint32 numbers[TAB_MAX_SEATS];

  for (guint i = 0; i < TAB_MAX_SEATS; i++)
    numbers[i] = (gint32) levels[i];
  g_settings_set_value (settings, key,
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, numbers,
                                                   TAB_MAX_SEATS, sizeof (gint32)));
}
