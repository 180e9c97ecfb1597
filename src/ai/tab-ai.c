/* tab-ai.c: the levels: which player plays a turn, and their names
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-ai.h"
#include "tab-search.h"
#include "tab-turns.h"

#include <glib/gi18n-lib.h>

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
