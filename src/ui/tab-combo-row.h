/* tab-combo-row.h: a popover list that shows the choices of an
 * AdwComboRow whole
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The row's choices (its model of strings, set before or after) shown
 * whole, in its popover list and beside its title; in the list, each
 * with its line of subtitles under it when subtitles (one a choice) is
 * not NULL */
void tab_combo_row_show_whole_choices (AdwComboRow   *row,
                                       GtkStringList *subtitles);

G_END_DECLS
