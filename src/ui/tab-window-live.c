/* tab-window-live.c: the window's Live Evaluation toggle
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "win.live-evaluation" (a check item in the menu, Ctrl+L) shows the
 * standing of the position on screen in the analysis panel, worked out
 * in the background.  It is off by default.  The setting
 * "live-evaluation" remembers it for games between people; a game with
 * a computer seat starts with it off, whatever the setting says, and
 * turning it on there is for that game only: nobody has the computer's
 * view of a game against the computer unless they ask for it.
 */

#include "config.h"

#include "tab-window-private.h"

#include "tab-analysis-panel.h"

static gboolean
only_people (TabWindow *self)
{
  TabGame *game = tab_match_get_game (self->match);
  guint players = game != NULL ? tab_game_get_position (game)->options.players : 0;

  for (guint seat = 1; seat <= players; seat++)
    if (!tab_match_is_person (self->match, seat))
      return FALSE;
  return TRUE;
}

static GAction *
live_action (TabWindow *self)
{
  return g_action_map_lookup_action (G_ACTION_MAP (self), "live-evaluation");
}

static void
apply (TabWindow *self, gboolean live)
{
  TabAnalysisPanel *panel = tab_analysis_panel_find (GTK_WIDGET (self));

  g_simple_action_set_state (G_SIMPLE_ACTION (live_action (self)), g_variant_new_boolean (live));
  if (panel != NULL)
    tab_analysis_panel_set_live (panel, live);
}

/* The player's toggle: kept for games between people */
static void
on_change_state (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  TabWindow *self = user_data;
  gboolean live = g_variant_get_boolean (state);

  apply (self, live);
  if (only_people (self))
    g_settings_set_boolean (self->settings, "live-evaluation", live);
}

void
_tab_window_live_game_changed (TabWindow *self)
{
  apply (self, only_people (self) && g_settings_get_boolean (self->settings, "live-evaluation"));
}

void
_tab_window_live_init (TabWindow *self)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new_stateful ("live-evaluation", NULL,
                                                                   g_variant_new_boolean (FALSE));

  g_signal_connect_object (action, "change-state", G_CALLBACK (on_change_state), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
}
