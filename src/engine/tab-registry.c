/* tab-registry.c: the five games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-games.h"

#include <string.h>

static const TabRules * const all_games[] = {
  &tab_apart_rules,
  &tab_fourmation_rules,
  &tab_freedom_rules,
  &tab_green_skull_rules,
  &tab_splut_rules,
};

/* A game whose table has no functions yet is still being written; it is
 * left out of every list. */
static const TabRules *playable[G_N_ELEMENTS (all_games)];
static gsize n_playable;

static void
collect_playable (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
        if (all_games[i]->init != NULL)
          playable[n_playable++] = all_games[i];
      g_once_init_leave (&done, 1);
    }
}

const TabRules * const *
tab_rules_all (guint *n_games)
{
  collect_playable ();
  *n_games = (guint) n_playable;
  return playable;
}

const TabRules *
tab_rules_lookup (const char *id)
{
  collect_playable ();
  for (gsize i = 0; i < n_playable; i++)
    if (strcmp (playable[i]->id, id) == 0)
      return playable[i];
  return NULL;
}
