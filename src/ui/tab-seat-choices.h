/* tab-seat-choices.h: who takes a seat, a person or the computer at a
 * level, as the New Game dialog and the preferences offer it, and the
 * seats kept in GSettings
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-rules.h"

G_BEGIN_DECLS

/* "Beginner" … "Expert", translated: a position in it is the level less
 * TAB_AI_MIN_LEVEL */
GtkStringList *tab_level_choices_new         (void);
/* "Person", then "Computer, Beginner" … "Computer, Expert", translated */
GtkStringList *tab_seat_choices_new          (void);
/* a position in that list and the seat's level: 0 for a person */
guint          tab_seat_choice_level         (guint        position);
guint          tab_seat_choice_position      (guint        level);

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
