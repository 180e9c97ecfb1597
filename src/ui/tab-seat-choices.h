/* tab-seat-choices.h: who takes a seat, a person or the computer at a
 * level, as the New Game dialog and the preferences offer it
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

G_END_DECLS
