/* tab-ai.c: the levels: which player plays a turn, and their names
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#ifdef __linux__
#define _GNU_SOURCE /* gettid () */
#include <errno.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "tab-ai.h"
#include "tab-search.h"
#include "tab-turns.h"

#include <glib/gi18n-lib.h>

/* The nice value of the computer's work beside a window: low enough that
 * the main loop, at 0, wins a core whenever it wakes on a busy machine,
 * not so low (19, or SCHED_IDLE) that any other program starves the
 * search of its budget */
#define BACKGROUND_NICE 10

typedef struct
{
  GThreadFunc func;
  gpointer    data;
} BackgroundJob;

/* Linux gives each thread a nice value of its own, and the threads it
 * starts inherit it.  An unprivileged thread may lower its priority but
 * never raise it again, which is why the work runs on a thread of its
 * own and not on the caller's (a thread of GLib's pool, reused for other
 * work). */
static gpointer
background_thread (gpointer data)
{
  BackgroundJob *job = data;

#ifdef __linux__
  errno = 0;
  if (getpriority (PRIO_PROCESS, (id_t) gettid ()) < BACKGROUND_NICE && errno == 0 &&
      setpriority (PRIO_PROCESS, (id_t) gettid (), BACKGROUND_NICE) != 0)
    g_debug ("could not lower the thread's priority: %s", g_strerror (errno));
#endif
  return job->func (job->data);
}

gpointer
tab_ai_run_in_background (const char *name, GThreadFunc func, gpointer data)
{
  BackgroundJob job = { func, data };

  return g_thread_join (g_thread_new (name, background_thread, &job));
}

guint
tab_ai_choose_turn (const TabPosition *pos, const TabAiParams *params, TabAction *turn)
{
  if (tab_position_is_over (pos) || tab_ai_cancelled (params))
    return 0;

  switch (params->level)
    {
    case TAB_AI_BEGINNER:
      return tab_ai_enumerate_best_turn (pos, params, FALSE, turn);
    case TAB_AI_CASUAL:
      return tab_ai_enumerate_best_turn (pos, params, TRUE, turn);
    case TAB_AI_STRONG:
    case TAB_AI_EXPERT:
    default:
      return tab_ai_search_turn (pos, params, turn);
    }
}

const char *
tab_ai_level_name (guint level)
{
  static const char * const names[] = {
    NULL, N_("Beginner"), N_("Casual"), N_("Strong"), N_("Expert"),
  };

  return level >= TAB_AI_MIN_LEVEL && level <= TAB_AI_MAX_LEVEL ? names[level] : NULL;
}

const char *
tab_ai_level_description (guint level)
{
  static const char * const descriptions[] = {
    NULL,
    N_("Plays any legal move at random"),
    N_("Takes the move that looks best right now"),
    N_("Thinks a few moves ahead, about a second a move"),
    N_("Thinks deeply on every core, up to five seconds a move"),
  };

  return level >= TAB_AI_MIN_LEVEL && level <= TAB_AI_MAX_LEVEL ? descriptions[level] : NULL;
}
