/* tab-practice-bar.c: practicing one's marked turns: the bar over the
 * side panel
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar shows what the practice is at; its buttons are the window's
 * actions (win.practice-answer, -next, -done, -pass: tab-window-practice.c),
 * which also tells screen readers every message.
 */

#include "config.h"

#include "tab-practice-bar.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tab-analysis-words.h"
#include "tab-game-ui.h"
#include "tab-mnemonic.h"

struct _TabPracticeBar
{
  GtkWidget  parent_instance;

  GtkLabel  *counter_label;
  GtkLabel  *task_label;
  GtkWidget *judging_box;
  GtkLabel  *judging_label;
  GtkLabel  *message_label;
  GtkButton *pass_button;
  GtkWidget *answer_button;
  GtkButton *next_button;
};

G_DEFINE_FINAL_TYPE (TabPracticeBar, tab_practice_bar, GTK_TYPE_WIDGET)

/* ---- words ---- */

char *
tab_practice_task_words (TabPractice *practice)
{
  const TabTurnReview *r = tab_practice_get_turn (practice);
  const TabPosition *before = tab_practice_get_before (practice);
  g_autofree char *played = NULL;
  g_autofree char *mark = NULL;

  if (r == NULL || before == NULL)
    /* Translators: the end of the practice, e.g. "2 of 5 found." */
    return g_strdup_printf (_("%u of %u found."), tab_practice_get_n_accepted (practice),
                            tab_practice_get_n_items (practice));
  played = tab_practice_played_tokens (practice);
  mark = tab_game_review_mark_words (r);
  /* Translators: what to practice, e.g. "Blue to play. In the game: e2
   * (Inaccuracy, proven). Find a better turn." */
  return g_strdup_printf (_("%s to play. In the game: %s (%s). Find a better turn."),
                          tab_game_ui_seat_name (before, r->seat), played, mark);
}

char *
tab_practice_judging_words (const char *try_tokens)
{
  /* Translators: while the computer judges the player's try, e.g.
   * "Checking c2…" */
  return g_strdup_printf (_("Checking %s…"), try_tokens);
}

static char *
good_words (const TabPosition *before, const TabTurnReview *tried)
{
  g_autofree char *amount = NULL;

  switch (tried->after.kind)
    {
    case TAB_STANDING_WIN:
      if (tried->after.turns == 0)
        return g_strdup (_("Good: this wins."));
      /* Translators: a try accepted, e.g. "Good: this keeps the win in 5
       * turns." (the turns of both sides, with best play) */
      return g_strdup_printf (ngettext ("Good: this keeps the win in %u turn.",
                                        "Good: this keeps the win in %u turns.", tried->after.turns),
                              tried->after.turns);
    case TAB_STANDING_DRAW:
      return g_strdup (_("Good: this keeps the draw."));
    case TAB_STANDING_ESTIMATE:
    case TAB_STANDING_LOSS:
    case TAB_STANDING_NONE:
    default:
      if (tried->loss <= 0)
        return g_strdup (_("Good: as good as the better turn (estimate)."));
      amount = tab_analysis_amount (before, tried->loss);
      /* Translators: a try accepted, e.g. "Good: within about 0.5 live
       * stones of the better turn (estimate)." */
      return g_strdup_printf (_("Good: within about %s of the better turn (estimate)."), amount);
    }
}

char *
tab_practice_verdict_words (TabPractice *practice, const TabTurnReview *tried, gboolean accepted,
                            const char *try_tokens)
{
  const TabPosition *before = tab_practice_get_before (practice);
  const TabTurnReview *played = tab_practice_get_turn (practice);
  g_autofree char *why = NULL;

  if (before == NULL || played == NULL)
    return NULL;
  if (accepted)
    return good_words (before, tried);
  why = tab_analysis_reason (before, tried);
  if (why != NULL && !tried->proven)
    /* Translators: a try refused, in the review's words for an
     * estimate, e.g. "Not d5: about 2 live stones worse (estimate). Try
     * again." */
    return g_strdup_printf (_("Not %s: %s. Try again."), try_tokens, why);
  if (why == NULL)
    why = g_strdup (played->before.kind == TAB_STANDING_DRAW
                    ? _("no longer keeps a proven draw")
                    : _("no longer keeps a proven win"));
  /* Translators: a try refused, in the review's words, e.g. "Not e3:
   * this lets Pink win next turn. Try again." */
  return g_strdup_printf (_("Not %s: this %s. Try again."), try_tokens, why);
}

char *
tab_practice_answer_words (TabPractice *practice)
{
  const TabTurnReview *r = tab_practice_get_turn (practice);
  g_autofree char *better = NULL;

  if (r == NULL)
    return NULL;
  better = tab_game_review_better_tokens (tab_practice_get_before (practice), r);
  /* Translators: Show the Answer, e.g. "The better turn: c2." */
  return g_strdup_printf (_("The better turn: %s."), better);
}

/* ---- the bar ---- */

void
tab_practice_bar_refresh (TabPracticeBar *self, TabPractice *practice)
{
  TabPracticeState state = tab_practice_get_state (practice);
  guint n = tab_practice_get_n_items (practice);
  g_autofree char *counter = NULL;
  g_autofree char *task = tab_practice_task_words (practice);

  g_return_if_fail (TAB_IS_PRACTICE_BAR (self));

  if (state == TAB_PRACTICE_FINISHED)
    counter = g_strdup (_("Practice done"));
  else
    /* Translators: the position practiced, e.g. "Practice: 2 of 5" */
    counter = g_strdup_printf (_("Practice: %u of %u"), tab_practice_get_index (practice) + 1, n);
  gtk_label_set_label (self->counter_label, counter);
  gtk_label_set_label (self->task_label, task);
  gtk_widget_set_visible (self->judging_box, state == TAB_PRACTICE_JUDGING);
  gtk_widget_set_visible (self->answer_button,
                          state != TAB_PRACTICE_ANSWERED && state != TAB_PRACTICE_FINISHED);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button), state != TAB_PRACTICE_FINISHED);
  /* on to the next position once this one is answered */
  gtk_button_set_label (self->next_button,
                        state == TAB_PRACTICE_ACCEPTED || state == TAB_PRACTICE_ANSWERED
                        ? _("_Next") : _("_Skip"));
  if (state == TAB_PRACTICE_ACCEPTED || state == TAB_PRACTICE_ANSWERED)
    gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->next_button), "suggested-action");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->next_button),
                               tab_practice_get_index (practice) + 1 < n
                               ? _("The next position") : _("The end of the practice"));
}

void
tab_practice_bar_set_message (TabPracticeBar *self, const char *message, gboolean good)
{
  g_return_if_fail (TAB_IS_PRACTICE_BAR (self));

  gtk_label_set_label (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  if (good)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "success");
}

void
tab_practice_bar_set_judging (TabPracticeBar *self, const char *text)
{
  g_return_if_fail (TAB_IS_PRACTICE_BAR (self));

  gtk_label_set_label (self->judging_label, text != NULL ? text : "");
}

void
tab_practice_bar_set_pass (TabPracticeBar *self, const char *label)
{
  g_return_if_fail (TAB_IS_PRACTICE_BAR (self));

  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), label != NULL);
  if (label == NULL)
    return;
  gtk_button_set_label (self->pass_button, label);
  tab_mnemonic_fix_button (self->pass_button);
}

static void
tab_practice_bar_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TAB_TYPE_PRACTICE_BAR);
  /* the button row is not a template child */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tab_practice_bar_parent_class)->dispose (object);
}

static void
tab_practice_bar_class_init (TabPracticeBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tab_practice_bar_dispose;
  g_type_ensure (ADW_TYPE_SPINNER);
  g_type_ensure (ADW_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-practice-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, counter_label);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, task_label);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, judging_box);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, judging_label);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, message_label);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, answer_button);
  gtk_widget_class_bind_template_child (widget_class, TabPracticeBar, next_button);
}

static void
tab_practice_bar_init (TabPracticeBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self));
}

GtkWidget *
tab_practice_bar_new (void)
{
  return g_object_new (TAB_TYPE_PRACTICE_BAR, NULL);
}

GtkLabel *
tab_practice_bar_get_counter (TabPracticeBar *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE_BAR (self), NULL);
  return self->counter_label;
}

GtkLabel *
tab_practice_bar_get_message (TabPracticeBar *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE_BAR (self), NULL);
  return self->message_label;
}

GtkWidget *
tab_practice_bar_get_judging (TabPracticeBar *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE_BAR (self), NULL);
  return self->judging_box;
}

GtkButton *
tab_practice_bar_get_next (TabPracticeBar *self)
{
  g_return_val_if_fail (TAB_IS_PRACTICE_BAR (self), NULL);
  return self->next_button;
}
