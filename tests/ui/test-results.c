/* test-results.c: the app under Xvfb: the side panel's words at the end
 * of Green Skull and Splut! games from random play: who won, why, and the
 * scores
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-application.h"
#include "tab-green-skull.h"
#include "tab-random.h"
#include "tab-splut.h"
#include "tab-window.h"
#include "tab-game-panel-private.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

/* The end of a Green Skull game says who won, why and the three scores;
 * the zombies can win */
static void
test_green_skull_end (void)
{
  TabMatch *match = tab_window_get_match (window);
  gboolean seen[4] = { FALSE, FALSE, FALSE, FALSE };

  tab_match_set_seat_level (match, 1, 0);
  tab_match_set_seat_level (match, 2, 0);
  for (guint64 seed = 1; seed <= 400 && !(seen[TAB_OUTCOME_WIN] && seen[TAB_OUTCOME_NOBODY]); seed++)
    {
      g_autoptr (TabGame) game = ui_random_finished_game ("green-skull", 2, seed);
      const TabPosition *pos = tab_game_get_position (game);
      TabGreenSkullScore o, g, z;
      g_autofree char *scores = NULL;
      g_auto (GStrv) lines = NULL;

      if (seen[pos->outcome])
        continue;
      seen[pos->outcome] = TRUE;
      tab_match_set_game (match, game);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_ORCS, &o);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_GOBLINS, &g);
      tab_green_skull_score (pos, TAB_GREEN_SKULL_ZOMBIES, &z);
      /* the card's title says who won; its sentence why the game
       * ended (and that the zombies scored most), then the scores */
      lines = g_strsplit (tab_window_get_result_text (window), "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, pos->outcome == TAB_OUTCOME_NOBODY ? 3 : 2);
      if (pos->outcome == TAB_OUTCOME_NOBODY)
        {
          g_assert_cmpstr (tab_game_panel_get_outcome_text (window->side_panel), ==, "Nobody Wins");
          g_assert_cmpstr (lines[1], ==, "The Zombies scored most: both players lose.");
        }
      else if (pos->outcome == TAB_OUTCOME_WIN)
        /* the seats' names are plurals: "Orcs Win" */
        g_assert_cmpstr (tab_game_panel_get_outcome_text (window->side_panel), ==,
                         pos->winner == 1 ? "Orcs Win" : "Goblins Win");
      /* why it ended */
      g_assert_true (g_str_has_prefix (lines[0], "Every ") || g_str_has_prefix (lines[0], "The turn limit"));
      scores = g_strdup_printf ("Orcs %d, Goblins %d, Zombies %d", o.score, g.score, z.score);
      g_assert_cmpstr (lines[g_strv_length (lines) - 1], ==, scores);
      g_assert_false (gtk_widget_get_visible (tab_window_get_pass_button (window)));
    }
  g_assert_true (seen[TAB_OUTCOME_WIN]);
  g_assert_true (seen[TAB_OUTCOME_NOBODY]);
}

/* Splut! with three: a team that is out is shown, the winner named */
static void
test_splut_end (void)
{
  TabMatch *match = tab_window_get_match (window);
  g_autoptr (TabGame) game = NULL;
  const TabPosition *pos;
  g_autofree char *expected = NULL;

  for (guint seat = 1; seat <= 3; seat++)
    tab_match_set_seat_level (match, seat, 0);
  for (guint64 seed = 1; seed < 100; seed++)
    {
      g_clear_object (&game);
      game = ui_random_finished_game ("splut", 3, seed);
      if (tab_game_get_position (game)->outcome == TAB_OUTCOME_WIN)
        break;
    }
  pos = tab_game_get_position (game);
  g_assert_cmpint (pos->outcome, ==, TAB_OUTCOME_WIN);
  tab_match_set_game (match, game);
  expected = g_strdup_printf ("%s’s Sorcerer is the last one standing.",
                              tab_splut_seat_place (3, pos->winner));
  g_assert_cmpstr (tab_window_get_result_text (window), ==, expected);
  for (guint seat = 1; seat <= 3; seat++)
    g_assert_cmpint (tab_splut_seat_alive (pos, seat), ==, seat == pos->winner);
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/ui/green-skull-end", test_green_skull_end);
  g_test_add_func ("/ui/splut-end", test_splut_end);

  return ui_test_run (app, window);
}
