/* tab-practice-bar.h: practicing one's marked turns: the counter, what
 * to find, the verdict on a try, Show the Answer, Skip/Next and Done
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-practice.h"

G_BEGIN_DECLS

#define TAB_TYPE_PRACTICE_BAR (tab_practice_bar_get_type ())

G_DECLARE_FINAL_TYPE (TabPracticeBar, tab_practice_bar, TAB, PRACTICE_BAR, GtkWidget)

GtkWidget  *tab_practice_bar_new          (void);
/* The counter ("Practice: 2 of 5"), what to find, and the buttons, as
 * practice stands; the message is left as it is */
void        tab_practice_bar_refresh      (TabPracticeBar *self,
                                           TabPractice    *practice);
/* the verdict or the answer (NULL: none), good (a try accepted) or not */
void        tab_practice_bar_set_message  (TabPracticeBar *self,
                                           const char     *message,
                                           gboolean        good);
/* the spinner's words while a try is judged */
void        tab_practice_bar_set_judging  (TabPracticeBar *self,
                                           const char     *text);
/* the button of the action without a cell ("End Turn", "Pass"); NULL
 * hides it */
void        tab_practice_bar_set_pass     (TabPracticeBar *self,
                                           const char     *label);

/* The words (the review's own words for why a turn is worse), caller frees: */
/* what to find: "Blue to play. In the game: e2 (Inaccuracy, proven).
 * Find a better turn." */
char       *tab_practice_task_words       (TabPractice         *practice);
/* "Checking e3…" */
char       *tab_practice_judging_words    (const char          *try_tokens);
/* "Good: this keeps the win in 5 turns.", "Not e3: this lets Pink win
 * next turn. Try again." */
char       *tab_practice_verdict_words    (TabPractice         *practice,
                                           const TabTurnReview *tried,
                                           gboolean             accepted,
                                           const char          *try_tokens);
/* "The better turn: c2." */
char       *tab_practice_answer_words     (TabPractice         *practice);

/* For tests */
GtkLabel   *tab_practice_bar_get_counter  (TabPracticeBar *self);
GtkLabel   *tab_practice_bar_get_message  (TabPracticeBar *self);
GtkWidget  *tab_practice_bar_get_judging  (TabPracticeBar *self);
GtkButton  *tab_practice_bar_get_next     (TabPracticeBar *self);

G_END_DECLS
