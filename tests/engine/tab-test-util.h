/* tab-test-util.h: checks shared by the engine tests of all five games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* A position of rules with the given size (0 = default) and players
 * (0 = default), after playing record (NULL or "" = none).  Fails the
 * test if the record is not legal. */
void   tab_test_position   (TabPosition    *pos,
                            const TabRules *rules,
                            guint           rows,
                            guint           cols,
                            guint           players,
                            const char     *record);

/* Plays record on pos; fails the test if it is not legal */
void   tab_test_play       (TabPosition    *pos,
                            const char     *record);

/* The number of legal actions */
guint  tab_test_n_legal    (const TabPosition *pos);

/* The sorted legal tokens joined by single spaces */
char  *tab_test_legal_string (const TabPosition *pos);

/* Asserts the sorted legal tokens equal expected (space separated) */
void   tab_test_assert_legal (const TabPosition *pos,
                              const char        *expected);

/* Asserts that token is refused, with an error of that code, and that
 * the position is unchanged */
void   tab_test_assert_refused (const TabPosition *pos,
                                const char        *token,
                                TabEngineError     code);

/* Asserts the status text */
void   tab_test_assert_status (const TabPosition *pos,
                               const char        *expected);

/* The legal action token of pos; fails the test if it is not one */
TabAction tab_test_action  (const TabPosition *pos,
                            const char        *token);

/* Asserts what the legal action token of pos does: whether it captures
 * and whether it is forcing, the cells it touches ("35 33 34", in the
 * order of TabActionEffects) and the pieces it removes ("34:17", cell and
 * TAB_PIECE code; "" for none), and checks it as tab_test_check_effects */
void   tab_test_assert_effects (const TabPosition *pos,
                                const char        *token,
                                gboolean           capture,
                                gboolean           forcing,
                                const char        *touched,
                                const char        *removed);

/* Asserts that what the engine says of action played from pos
 * (tab_action_effects, tab_action_is_capture) agrees with what it does:
 * every cell whose piece changes is touched, the removed pieces stood
 * where the effects say, the pieces on the board drop by exactly those */
void   tab_test_check_effects (const TabPosition *pos,
                               TabAction          action);

/* Plays n_games uniformly random games from pos and checks at every step:
 * every legal token is well formed and parses back to the same action,
 * the legal tokens are distinct, the played action's effects are right
 * (tab_test_check_effects), the hash is a function of the replayed
 * record, the game ends within max_actions, and a finished game has no
 * legal actions and a status that starts with "game over". */
void   tab_test_random_games (const TabPosition *start,
                              guint              n_games,
                              guint64            seed,
                              guint              max_actions);

/* perft through nothing but legal () and apply (), with none of the
 * engines' fast counting paths: the independent count that those paths
 * are checked against */
guint64 tab_test_plain_perft (const TabPosition *pos,
                              guint              depth);

G_END_DECLS

/* Deep counts (many millions of nodes) run in the optimised build only;
 * the sanitizer build (10× slower) runs everything else. */
#ifdef TAB_TEST_SANITIZED
#define TAB_TEST_HEAVY 0
#else
#define TAB_TEST_HEAVY 1
#endif
