/* test-turn-words.c: the last turn told in words, as the side panel shows
 * it and screen readers read it, for real turns played through the
 * engine, in English and then in Portuguese (the .mo files of this build)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "tab-game-ui.h"
#include "tab-game.h"
#include "tab-games.h"
#include "tab-green-skull.h"
#include "tab-splut.h"
#include "ui-test-common.h"
#include "ui-test-locale.h"

/* ---- Playing ---- */

/* the words of the turn of the last action, as the panel finds it */
static char *
last_turn_words (TabGame *game)
{
  guint n = tab_game_get_n_actions (game);
  guint first = n;
  TabAction actions[64];

  g_assert_cmpuint (n, >, 0);
  while (first > 0 && tab_game_get_action_turn (game, first - 1) == tab_game_get_action_turn (game, n - 1))
    first--;
  g_assert_cmpuint (n - first, <=, G_N_ELEMENTS (actions));
  for (guint i = first; i < n; i++)
    actions[i - first] = tab_game_get_action (game, i);
  return tab_game_ui_describe_turn_played (tab_game_get_position_at (game, first), actions, n - first);
}

static void
check_words (const char *id, const char *size, guint players, const char *record, const char *expected)
{
  g_autoptr (TabGame) game = ui_new_game_seated (id, size, players, record);
  g_autofree char *words = last_turn_words (game);

  g_assert_cmpstr (words, ==, expected);
}

/* plays tokens from pos, and tells the turn they make */
static char *
words_from (const TabPosition *start, const char *record)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  TabPosition pos;
  TabAction actions[16];
  guint n = 0;

  tab_position_copy (&pos, start);
  for (; tokens[n] != NULL; n++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_cmpuint (n, <, G_N_ELEMENTS (actions));
      g_assert_true (tab_action_parse (&pos, tokens[n], &actions[n], &error));
      g_assert_no_error (error);
      tab_position_apply (&pos, actions[n]);
    }
  return tab_game_ui_describe_turn_played (start, actions, n);
}

/* ---- Positions set up by hand ---- */

/* South's Troll on e3 beside the Rock on e4; West's Dwarf on e8 right
 * before the Rock on e9: thrown north, the Rock comes down on the Dwarf */
static const char splut_crush[] =
  "9              R\n"
  "8           .  D2 S3\n"
  "7        .  .  .  .  .\n"
  "6     S2 .  .  .  .  .  .\n"
  "5  R  .  .  .  .  .  .  .  R\n"
  "4     .  .  .  R  .  .  .\n"
  "3        .  .  T1 .  .\n"
  "2           S1 .  .\n"
  "1              .\n"
  "turns played: 10, steps left: 3\n";

static void
splut_crush_position (TabPosition *pos)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tab_splut_position_from_text (pos, 3, 1, splut_crush, &error));
  g_assert_no_error (error);
}

/* the Orcs on their edge but one, a step away from it */
static const char green_skull_edge[] =
  "a .\n"
  "b O .\n"
  "c O . .\n"
  "d . O . .\n"
  "e . . . . .\n"
  "f . . . . . .\n"
  "g . . . Z . . .\n"
  "h . . . . . . . .\n"
  "i . . . . . . . . .\n"
  "j . . . . G . . . . .\n";

static void
green_skull_edge_position (TabPosition *pos)
{
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (&tab_green_skull_rules, &options);
  g_assert_true (tab_position_init (pos, &tab_green_skull_rules, &options, NULL));
  g_assert_true (tab_green_skull_setup (pos, green_skull_edge, 1, 2, TAB_GREEN_SKULL_PHASE_OWN_MOVE, &error));
  g_assert_no_error (error);
}

/* ---- English ---- */

/* a game on 5 × 5 that White wins */
#define APART_WIN "b2xb4 d5-d3 d3xd1 b4xc5 d4-d3 c5-b4 d3xc2 d2-d3 b5-c5 d3-d4 c2-a4 c1-d2"

static void
test_apart (void)
{
  /* the very first turn is a single move */
  check_words ("apart", "5x5", 0, "c2-e4", "White jumped from c2 to e4.");
  /* a jump that could go on, stopped with End Turn */
  check_words ("apart", "5x5", 0, "c2-e4 c5-e3 b1-b3 end",
               "White jumped from b1 to b3, then ended the turn.");
  /* a capture with a step */
  check_words ("apart", "5x5", 0, "c2-e4 c5-e3 b1-b3 end d4-c3 e4xe3",
               "White stepped from e4 to e3 and captured a piece.");
  /* a continuous jump that captures on its way */
  check_words ("apart", "5x5", 0, "b2xb4 d5-d3 d3xd1",
               "Black jumped from d5 to d3, then to d1 and captured a piece.");
  /* the move that leaves White apart */
  check_words ("apart", "5x5", 0, APART_WIN,
               "White stepped from c1 to d2. White wins: every piece stands apart!");
}

static void
test_fourmation (void)
{
  check_words ("fourmation", "5", 0, "b4 b5", "Pink placed a cube on b5.");
  /* a line of five, a4 to e4, filled in the middle */
  check_words ("fourmation", "5", 0, "b4 b5 a4 a5 c4 d5 e4 e5 d4",
               "Blue placed a cube on d4. Blue wins: 5 in a row on a4–e4!");
  check_words ("fourmation", "5", 0, "b4 b5 a4 a5 c4 d5 d4",
               "Blue placed a cube on d4. Blue wins: four in a row on a4–d4!");
}

/* rules/freedom.md T12: b2–e2 is White's line of four; a stone on a2
 * would make it five */
#define FREEDOM_T12 "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 c4 b4 c5 d5 e4 e3 d2 e1 e2 d3"

static void
test_freedom (void)
{
  check_words ("freedom", "5", 0, "d4", "White placed a stone on d4.");
  /* a1 is surrounded: White may play anywhere */
  check_words ("freedom", "5", 0, "b2 a2 b1 a1 e5", "White had freedom and placed a stone on e5.");
  /* the pass ends the game (a2 would have made White's four a five):
   * the words say so, with the result */
  check_words ("freedom", "5", 0, FREEDOM_T12 " e5 d1 pass",
               "White passed: the last cell stays empty. White wins with 4 live stones against 0!");
}

static void
test_green_skull (void)
{
  TabPosition pos;
  g_autofree char *win = NULL;

  /* the Orcs do not hold the skull: their move is the whole turn */
  check_words ("green-skull", NULL, 0, "h8xh6", "Orcs jumped from h8 to h6, capturing an Orc.");
  /* the Goblins hold it: after a step, a zombie move or none */
  check_words ("green-skull", NULL, 0, "h8xh6 g1-f1 end",
               "Goblins stepped from g1 to f1. Goblins did not move a Zombie.");
  check_words ("green-skull", NULL, 0, "h8xh6 g1-f1 c1-b1",
               "Goblins stepped from g1 to f1. Goblins moved a Zombie from c1 to b1.");
  /* a zombie jump that could go on, stopped: it captured, so the skull passes */
  check_words ("green-skull", NULL, 0, "h8xh6 g1-f1 c1xe1 end",
               "Goblins stepped from g1 to f1. Goblins made a Zombie jump from c1 to e1, "
               "capturing a Zombie, then stopped. The Green Skull passed to the Orcs.");

  /* every Orc on the Orcs' edge: the game is over, with its scores */
  green_skull_edge_position (&pos);
  win = words_from (&pos, "d2-d1");
  g_assert_cmpstr (win, ==, "Orcs stepped from d2 to d1. Orcs win! Every Orc reached the Orcs’ edge. "
                            "Orcs 22, Goblins 14, Zombies 16");
}

static void
test_splut (void)
{
  TabPosition pos;
  g_autofree char *crush = NULL;

  check_words ("splut", NULL, 2, "e2-e3", "South’s Dwarf stepped from e2 to e3.");
  check_words ("splut", NULL, 2, "e2-e3 f8-f7 f7-e7",
               "North’s Sorcerer stepped from f8 to f7. North’s Sorcerer stepped from f7 to e7.");
  check_words ("splut", NULL, 2, "e2-e3 f8-f7 f7-e7 d2-d3^e1",
               "South’s Sorcerer stepped from d2 to d3 and levitated the Rock from e1 to e2.");
  /* a throw that removes North's team ends the turn and the game */
  check_words ("splut", NULL, 2, "e2-e3 f8-f7 f7-e7 f2-e2 e2-e1*n",
               "South’s Troll stepped from f2 to e2. South’s Troll threw the Rock from e1 to "
               "e7; North’s Sorcerer is hit and its team is out. South wins: the last "
               "Sorcerer standing!");

  /* with three players: the Rock crushes West's Dwarf */
  splut_crush_position (&pos);
  crush = words_from (&pos, "e3-e4*n");
  g_assert_cmpstr (crush, ==, "South’s Troll threw the Rock from e4 to e8; West’s Dwarf is crushed.");
}

/* the generic words of one action, for a game whose table has none:
 * from the engine's effects and tokens */
static void
check_generic (const char *id, const char *size, const char *record, const char *token, const char *expected)
{
  g_autoptr (TabGame) game = ui_new_game_seated (id, size, 0, record);
  g_autoptr (GString) out = g_string_new (NULL);
  TabAction action;

  g_assert_true (tab_action_parse (tab_game_get_position (game), token, &action, NULL));
  tab_game_ui_describe_action_played (tab_game_get_position (game), action, out);
  g_assert_cmpstr (out->str, ==, expected);
}

static void
test_generic (void)
{
  check_generic ("freedom", "5", FREEDOM_T12 " e5 d1", "pass", "White passed.");
  check_generic ("apart", "5x5", "c2-e4 c5-e3 b1-b3", "end", "White ended the turn.");
  check_generic ("fourmation", "5", "", "c3", "Blue played on c3.");
  check_generic ("apart", "5x5", "", "c2-e4", "White moved from c2 to e4.");
  check_generic ("apart", "5x5", "c2-e4 c5-e3 b1-b3 end d4-c3", "e4xe3",
                 "White moved from e4 to e3 and took 1 piece.");
}

/* ---- Portuguese ---- */

/* the messages of this build in Portuguese from now on */
static void
test_switch_to_portuguese (void)
{
  const char *dir = g_getenv ("TAB_LOCALEDIR");
  g_autofree char *mo = NULL;

  g_assert_nonnull (dir);
  mo = g_build_filename (dir, "pt", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    g_error ("%s is missing: the translations were not built", mo);
  g_test_message ("locale: %s", ui_use_portuguese_locale ());
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* textdomain () also drops the messages gettext looked up before */
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpstr (_("Choose a Game"), ==, "Escolha um jogo");
}

static void
test_portuguese (void)
{
  TabPosition pos;
  g_autofree char *crush = NULL;

  check_words ("apart", "5x5", 0, "c2-e4 c5-e3 b1-b3 end",
               "As Brancas saltaram de b1 para b3, e depois terminaram o turno.");
  check_words ("apart", "5x5", 0, "c2-e4 c5-e3 b1-b3 end d4-c3 e4xe3",
               "As Brancas avançaram de e4 para e3 e capturaram uma peça.");
  check_words ("fourmation", "5", 0, "b4 b5 a4 a5 c4 d5 d4",
               "O Azul colocou um cubo em d4. O Azul ganha: quatro em linha em a4–d4!");
  check_words ("freedom", "5", 0, FREEDOM_T12 " e5 d1 pass",
               "As Brancas passaram: a última casa fica vazia. As Brancas ganham com 4 pedras vivas contra 0!");
  check_words ("green-skull", NULL, 0, "h8xh6 g1-f1 end",
               "Os Goblins avançaram de g1 para f1. Os Goblins não moveram nenhum Zombie.");
  check_words ("green-skull", NULL, 0, "h8xh6 g1-f1 c1xe1 end",
               "Os Goblins avançaram de g1 para f1. Os Goblins fizeram um Zombie saltar de c1 "
               "para e1, capturando um Zombie, e depois pararam. A Caveira Verde passou para "
               "os Orcs.");
  check_words ("splut", NULL, 2, "e2-e3 f8-f7 f7-e7 f2-e2 e2-e1*n",
               "O Troll do Sul avançou de f2 para e2. O Troll do Sul lançou a Rocha de e1 "
               "para e7; o Feiticeiro do Norte é atingido e a sua equipa sai do jogo. O Sul "
               "ganha: é o último Feiticeiro em jogo!");

  splut_crush_position (&pos);
  crush = words_from (&pos, "e3-e4*n");
  g_assert_cmpstr (crush, ==, "O Troll do Sul lançou a Rocha de e4 para e8; o Anão do Oeste é esmagado.");
}

/* A resignation ends its seat's turn: the table tells the steps before
 * it, then who resigned; the result says who won and why */
static void
test_resign (void)
{
  g_autoptr (TabGame) splut = ui_new_game_seated ("splut", NULL, 3, "e2-e3 b5-c5");
  g_autoptr (TabGame) apart = ui_new_game_seated ("apart", NULL, 0, "b1-d3 resign");
  const TabPosition *before = tab_game_get_position_at (splut, 1);
  TabAction actions[2] = { tab_game_get_action (splut, 1), TAB_ACTION_RESIGN };
  g_autofree char *step = tab_game_ui_describe_turn (before, actions, 1);
  g_autofree char *turn = tab_game_ui_describe_turn (before, actions, 2);
  g_autofree char *expected = g_strdup_printf ("%s West resigned.", step);
  g_autofree char *result = NULL;

  g_assert_cmpstr (step, !=, "");
  g_assert_cmpstr (turn, ==, expected);
  check_words ("apart", NULL, 0, "b1-d3 resign", "Black resigned. Black resigned: White wins!");
  result = tab_game_ui_describe_result (tab_game_get_position (apart));
  g_assert_cmpstr (result, ==, "Black resigned: White wins!");
  check_words ("splut", NULL, 3, "e2-e3 resign e8-e7 e7-e6 e6-e5 resign",
               "South resigned. The others resigned: North wins!");
}

int
main (int argc, char *argv[])
{
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/turn-words/apart", test_apart);
  g_test_add_func ("/turn-words/fourmation", test_fourmation);
  g_test_add_func ("/turn-words/freedom", test_freedom);
  g_test_add_func ("/turn-words/green-skull", test_green_skull);
  g_test_add_func ("/turn-words/splut", test_splut);
  g_test_add_func ("/turn-words/generic", test_generic);
  g_test_add_func ("/turn-words/resign", test_resign);
  /* in this order: the Portuguese tests after the switch */
  g_test_add_func ("/turn-words/switch-to-portuguese", test_switch_to_portuguese);
  g_test_add_func ("/turn-words/portuguese", test_portuguese);
  status = g_test_run ();
  ui_remove_portuguese_locale ();
  return status;
}
