/* tab-settings.h: the GSettings keys of a game's choices, and the seats
 * kept in them
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tab-rules.h"

G_BEGIN_DECLS

/* the GSettings keys of a game's board size, number of players and
 * seats (tab_settings_get_seat_levels ()), or NULL where it has none */
const char    *tab_settings_rows_key         (const TabRules *rules);
const char    *tab_settings_cols_key         (const TabRules *rules);
const char    *tab_settings_players_key      (const TabRules *rules);
const char    *tab_settings_seats_key        (const TabRules *rules);

/* A key of type "ai", one number a seat: 0 a person, else the computer
 * level.  Seats it lacks take the schema's default; numbers out of range
 * become the nearest level, or a person below the lowest. */
void           tab_settings_get_seat_levels  (GSettings   *settings,
                                              const char  *key,
                                              guint        levels[TAB_MAX_SEATS]);
void           tab_settings_set_seat_levels  (GSettings   *settings,
                                              const char  *key,
                                              const guint  levels[TAB_MAX_SEATS]);

G_END_DECLS
