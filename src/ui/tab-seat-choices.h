/* tab-seat-choices.h: who takes a seat, a person or the computer at a
 * level, as the New Game dialog and the preferences offer it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tab-rules.h"

G_BEGIN_DECLS

/* "Beginner" … "Expert", translated: a position in it is the level less
 * TAB_AI_MIN_LEVEL */
GtkStringList *tab_level_choices_new         (void);
/* "Person", then "Computer, Beginner" … "Computer, Expert", translated */
GtkStringList *tab_seat_choices_new          (void);
/* one of those choices: "Person" for level 0, else "Computer, <level>" */
char          *tab_seat_choice_name          (guint        level);
/* a position in that list and the seat's level: 0 for a person */
guint          tab_seat_choice_level         (guint        position);
guint          tab_seat_choice_position      (guint        level);

/* The rows of a template, "seat1_row" … "seat4_row", that take those
 * choices for each seat, bound to the array of TAB_MAX_SEATS
 * AdwComboRow pointers at rows_offset in the instance */
void           tab_seat_rows_bind_template   (GtkWidgetClass *widget_class,
                                              gsize           rows_offset);
/* gives the rows their choices, shown whole in the list, and calls
 * on_selected (owner) when one changes, while owner lives */
void           tab_seat_rows_setup           (AdwComboRow   **rows,
                                              GCallback       on_selected,
                                              gpointer        owner);
/* the level of every seat (0: a person), and the other way */
void           tab_seat_rows_get_levels      (AdwComboRow   **rows,
                                              guint           levels[TAB_MAX_SEATS]);
void           tab_seat_rows_set_levels      (AdwComboRow   **rows,
                                              const guint     levels[TAB_MAX_SEATS]);

G_END_DECLS
