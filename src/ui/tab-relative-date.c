/* tab-relative-date.c: a moment in words, as near as the player thinks
 * of it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-relative-date.h"

#include <glib/gi18n.h>

/* the calendar days from when's day to now's day (negative: later) */
static int
days_before (GDateTime *when, GDateTime *now)
{
  g_autoptr (GDate) day = g_date_new_dmy ((GDateDay) g_date_time_get_day_of_month (when),
                                          (GDateMonth) g_date_time_get_month (when),
                                          (GDateYear) g_date_time_get_year (when));
  g_autoptr (GDate) today = g_date_new_dmy ((GDateDay) g_date_time_get_day_of_month (now),
                                            (GDateMonth) g_date_time_get_month (now),
                                            (GDateYear) g_date_time_get_year (now));

  return g_date_days_between (day, today);
}

char *
tab_relative_date (GDateTime *when,
                   GDateTime *now)
{
  g_autofree char *time = NULL;
  g_autofree char *weekday = NULL;
  int days;

  g_return_val_if_fail (when != NULL && now != NULL, NULL);

  days = days_before (when, now);
  if (days < 0 || days > 6)
    /* Translators: a date, in the format of g_date_time_format (); the
     * "-" drops the leading zero, e.g. "November 3, 2026" */
    return g_date_time_format (when, C_("date", "%B %-d, %Y"));

  /* Translators: a time of day, in the format of g_date_time_format (),
   * e.g. "18:14" */
  time = g_date_time_format (when, C_("time of day", "%H:%M"));
  if (days == 0)
    /* Translators: %s is a time of day, e.g. "today at 18:14" */
    return g_strdup_printf (_("today at %s"), time);
  if (days == 1)
    /* Translators: %s is a time of day, e.g. "yesterday at 09:02" */
    return g_strdup_printf (_("yesterday at %s"), time);
  weekday = g_date_time_format (when, "%A");
  /* Translators: a day of the last week and a time of day, e.g.
   * "Monday at 20:30" */
  return g_strdup_printf (_("%s at %s"), weekday, time);
}
