/* tab-relative-date.h: a moment in words, as near as the player thinks
 * of it ("today at 18:14", "yesterday at 09:02", "Monday at 20:30",
 * "November 3, 2026")
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* when, seen from now (both in the same time zone), translated: today
 * or yesterday with the time, the weekday with the time within the last
 * week, else the date (also for a moment after now, a clock set back) */
char *tab_relative_date (GDateTime *when,
                         GDateTime *now);

G_END_DECLS
