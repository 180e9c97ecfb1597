/* tab-analysis-words.c: a review's marks and standings in words
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-analysis-words.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-game-review.h"
#include "tab-game-ui.h"

const char *
tab_analysis_mark_css (TabMark mark)
{
  switch (mark)
    {
    case TAB_MARK_BLUNDER:
      return "mark-blunder";
    case TAB_MARK_MISTAKE:
      return "mark-mistake";
    case TAB_MARK_INACCURACY:
      return "mark-inaccuracy";
    case TAB_MARK_NONE:
    case TAB_MARK_FORCED:
    default:
      return NULL;
    }
}

/* An amount in the table's unit (N_() formats of one %s, one and many:
 * two messages, as the amount may be a decimal), translated; msgfmt
 * --check-format checks that a translation keeps the %s */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static char *
format_unit (const char *one, const char *many, gulong n, const char *number)
{
  return g_strdup_printf (gettext (n == 1 ? one : many), number);
}
#pragma GCC diagnostic pop

char *
tab_analysis_amount (const TabPosition *pos, int hundredths)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  int tenths = (ABS (hundredths) + 5) / 10;
  g_autofree char *number = NULL;

  if (tenths % 10 == 0)
    number = g_strdup_printf ("%d", tenths / 10);
  else
    number = g_strdup_printf ("%.1f", tenths / 10.0);
  if (ui->words.unit_one == NULL || ui->words.unit_many == NULL)
    return g_steal_pointer (&number);
  return format_unit (ui->words.unit_one, ui->words.unit_many, tenths == 10 ? 1 : 2, number);
}

/* the seat that is not seat, with two seats */
static guint
other_seat (const TabPosition *pos, guint seat)
{
  return pos->options.players == 2 ? 3 - seat : seat;
}

static TabStanding
flip (const TabStanding *s)
{
  TabStanding f = *s;

  if (f.kind == TAB_STANDING_WIN)
    f.kind = TAB_STANDING_LOSS;
  else if (f.kind == TAB_STANDING_LOSS)
    f.kind = TAB_STANDING_WIN;
  f.value = -f.value;
  return f;
}

void
tab_analysis_tell (const TabPosition *pos, const TabStanding *standing, guint seat, TabTold *out)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  TabStanding s = *standing;

  memset (out, 0, sizeof *out);
  if (tab_position_is_over (pos))
    {
      out->kind = pos->outcome == TAB_OUTCOME_WIN ? TAB_TOLD_WINS
                  : pos->outcome == TAB_OUTCOME_DRAW ? TAB_TOLD_DRAW : TAB_TOLD_NOBODY;
      out->seat = pos->winner;
      return;
    }
  /* the review tells the seat to move's own standing turned round for
   * the seat that played: turned back, a proven loss stays the seat's
   * own (where nobody may win, it is no win of the other seat) */
  if (pos->options.players == 2 && pos->to_move != seat && s.kind != TAB_STANDING_NONE)
    {
      s = flip (&s);
      seat = pos->to_move;
    }
  out->seat = seat;
  out->turns = s.turns;
  out->value = s.value;
  switch (s.kind)
    {
    case TAB_STANDING_WIN:
      out->kind = TAB_TOLD_WINS;
      break;
    case TAB_STANDING_LOSS:
      if (ui->words.nobody_may_win)
        out->kind = TAB_TOLD_CANNOT_WIN;
      else
        {
          out->kind = TAB_TOLD_WINS;
          out->seat = other_seat (pos, seat);
        }
      break;
    case TAB_STANDING_DRAW:
      out->kind = TAB_TOLD_DRAW;
      break;
    case TAB_STANDING_ESTIMATE:
      out->kind = TAB_TOLD_ESTIMATE;
      break;
    case TAB_STANDING_NONE:
    default:
      out->kind = TAB_TOLD_NONE;
      break;
    }
}

char *
tab_analysis_told_words (const TabPosition *pos, const TabTold *t)
{
  const char *name = tab_game_ui_seat_name (pos, t->seat);
  g_autofree char *amount = NULL;

  switch (t->kind)
    {
    case TAB_TOLD_WINS:
      if (tab_position_is_over (pos))
        /* Translators: the standing of a finished game, e.g. "White has won" */
        return g_strdup_printf (_("%s has won"), name);
      /* Translators: a proven standing, e.g. "White wins in 7 turns"
       * (the turns of both sides, with best play) */
      return g_strdup_printf (ngettext ("%s wins in %u turn", "%s wins in %u turns", t->turns),
                              name, t->turns);
    case TAB_TOLD_CANNOT_WIN:
      /* Translators: a proven standing where the game may end with
       * nobody winning (Green Skull), e.g. "White cannot win: over
       * within 7 turns" */
      return g_strdup_printf (ngettext ("%s cannot win: over within %u turn",
                                        "%s cannot win: over within %u turns", t->turns),
                              name, t->turns);
    case TAB_TOLD_NOBODY:
      /* Translators: the standing of a game that ended with no winner */
      return g_strdup (_("Nobody has won"));
    case TAB_TOLD_DRAW:
      return g_strdup (_("Draw, proven"));
    case TAB_TOLD_ESTIMATE:
      if ((ABS (t->value) + 5) / 10 == 0)
        return g_strdup (_("Estimate: even"));
      amount = tab_analysis_amount (pos, t->value);
      /* Translators: e.g. "Estimate: Black ahead by about 2 live stones" */
      return g_strdup_printf (_("Estimate: %s ahead by about %s"),
                              tab_game_ui_seat_name (pos, t->value > 0 ? t->seat : other_seat (pos, t->seat)),
                              amount);
    case TAB_TOLD_NONE:
    default:
      return NULL;
    }
}

char *
tab_analysis_standing_words (const TabPosition *pos, const TabStanding *s, guint seat)
{
  TabTold told;

  tab_analysis_tell (pos, s, seat, &told);
  return tab_analysis_told_words (pos, &told);
}

/* the reviewed turn that starts after n_actions actions; NULL when none */
static const TabTurnReview *
turn_from (TabGameReview *review, guint n_actions)
{
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);

      if (r->first == n_actions)
        return r;
    }
  return NULL;
}

char *
tab_analysis_many_seats_facts_words (const TabPosition *pos, const TabManySeatsFacts *facts)
{
  if (tab_position_is_over (pos))
    {
      TabTold told;
      TabStanding none = { 0 };

      tab_analysis_tell (pos, &none, 0, &told);
      return tab_analysis_told_words (pos, &told);
    }
  if (facts->wins_at_once != 0)
    /* Translators: a proven fact with 3 or 4 players, e.g. "Proven:
     * Yellow can win at once" */
    return g_strdup_printf (_("Proven: %s can win at once"), tab_game_ui_seat_name (pos, facts->wins_at_once));
  if (facts->exposed != 0)
    /* Translators: a proven fact with 3 or 4 players, e.g. "Proven:
     * Blue can be knocked out this turn" */
    return g_strdup_printf (_("Proven: %s can be knocked out this turn"),
                            tab_game_ui_seat_name (pos, facts->exposed));
  /* with 3 or 4 players the review proves facts only, no standing */
  return g_strdup (_("No proven result"));
}

char *
tab_analysis_many_seats_words (TabGame *game, TabGameReview *review, guint n_actions)
{
  const TabPosition *pos = tab_game_get_position_at (game, n_actions);
  const TabTurnReview *next = turn_from (review, n_actions);
  const TabTurnReview *last = n_actions > 0 ? tab_game_review_find_turn (review, n_actions) : NULL;
  TabManySeatsFacts facts = { 0, 0 };

  /* the turn played from here missed a win the review found */
  if (next != NULL && tab_turn_review_misses_win (pos, next))
    facts.wins_at_once = next->seat;
  /* the turn that reached here let the next seat knock its seat out */
  if (last != NULL && tab_turn_review_exposes (tab_game_get_position_at (game, last->first), last))
    facts.exposed = last->seat;
  return tab_analysis_many_seats_facts_words (pos, &facts);
}

static char *
proven_reason (const TabPosition *before, const TabTurnReview *r)
{
  const char *other = tab_game_ui_seat_name (before, other_seat (before, r->seat));

  if (before->options.players > 2)
    return g_strdup (tab_turn_review_misses_win (before, r)
                     ? _("misses a win at once")
                     : _("lets the next seat knock this one out at once, where a safe turn existed"));
  if (r->after.kind == TAB_STANDING_LOSS && r->after.turns <= 1)
    /* Translators: why a turn is a Blunder, e.g. "lets Black win next turn" */
    return g_strdup_printf (_("lets %s win next turn"), other);
  if (r->before.kind == TAB_STANDING_WIN && r->after.kind == TAB_STANDING_WIN)
    /* Translators: a won game kept, but made longer */
    return g_strdup_printf (ngettext ("still wins, %u turn later than the better turn",
                                      "still wins, %u turns later than the better turn",
                                      MAX (r->after.turns + 1, r->before.turns + 1) - r->before.turns),
                            MAX (r->after.turns + 1, r->before.turns + 1) - r->before.turns);
  if (r->before.kind == TAB_STANDING_WIN && r->before.turns > 0)
    /* Translators: why a turn is a Blunder, e.g. "gives away a win in 3" */
    return g_strdup_printf (ngettext ("gives away a win in %u turn", "gives away a win in %u turns",
                                      r->before.turns),
                            r->before.turns);
  if (r->after.kind == TAB_STANDING_LOSS)
    return g_strdup_printf (ngettext ("lets %s win in %u turn", "lets %s win in %u turns", r->after.turns),
                            other, r->after.turns);
  return g_strdup (_("makes the result worse, proven"));
}

char *
tab_analysis_reason (const TabPosition *before, const TabTurnReview *r)
{
  g_autofree char *amount = NULL;

  if (tab_game_review_mark_name (r->mark) == NULL)
    return NULL;
  if (r->proven)
    return proven_reason (before, r);
  amount = tab_analysis_amount (before, r->loss);
  /* Translators: why a turn is marked, an estimate, e.g. "about 2 live
   * stones worse (estimate)" */
  return g_strdup_printf (_("about %s worse (estimate)"), amount);
}

char *
tab_analysis_better_tokens (const TabPosition *before, const TabTurnReview *r)
{
  return tab_game_review_better_tokens (before, r);
}

/* "1 Blunder", "2 Mistakes", "3 Inaccuracies" */
static char *
count_words (TabMark mark, guint n)
{
  switch (mark)
    {
    case TAB_MARK_BLUNDER:
      return g_strdup_printf (ngettext ("%u Blunder", "%u Blunders", n), n);
    case TAB_MARK_MISTAKE:
      return g_strdup_printf (ngettext ("%u Mistake", "%u Mistakes", n), n);
    case TAB_MARK_INACCURACY:
    case TAB_MARK_NONE:
    case TAB_MARK_FORCED:
    default:
      return g_strdup_printf (ngettext ("%u Inaccuracy", "%u Inaccuracies", n), n);
    }
}

guint
tab_analysis_count_matched (TabGameReview *review, guint seat, guint *judged)
{
  guint matched = 0;

  *judged = 0;
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);

      if (r->seat != seat || r->mark == TAB_MARK_FORCED || r->choice == TAB_CHOICE_UNKNOWN)
        continue;
      (*judged)++;
      matched += r->choice == TAB_CHOICE_FIRST;
    }
  return matched;
}

/* "2 of 3 turns matched the computer's first choice", forced turns left
 * out; NULL when the review did not look */
static char *
matched_words (TabGameReview *review, guint seat)
{
  guint judged;
  guint matched = tab_analysis_count_matched (review, seat, &judged);

  if (judged == 0)
    return NULL;
  /* Translators: in the summary of the computer's review, e.g. "12 of
   * 20 turns matched the computer's first choice" (forced turns are not
   * counted) */
  return g_strdup_printf (ngettext ("%u of %u turn matched the computer’s first choice",
                                    "%u of %u turns matched the computer’s first choice", judged),
                          matched, judged);
}

char *
tab_analysis_summary (const TabPosition *pos, TabGameReview *review)
{
  static const TabMark kinds[] = { TAB_MARK_BLUNDER, TAB_MARK_MISTAKE, TAB_MARK_INACCURACY };
  guint counts[TAB_MAX_SEATS + 1][TAB_MARK_FORCED + 1] = { { 0 } };
  g_autoptr (GString) out = g_string_new (NULL);

  if (tab_game_review_get_n_turns (review) == 0)
    return NULL;
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);

      if (r->seat >= 1 && r->seat <= TAB_MAX_SEATS && r->mark <= TAB_MARK_FORCED)
        counts[r->seat][r->mark]++;
    }
  for (guint seat = 1; seat <= pos->options.players; seat++)
    {
      g_autoptr (GString) marks = g_string_new (NULL);
      g_autofree char *matched = matched_words (review, seat);

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        if (counts[seat][kinds[k]] > 0)
          {
            g_autofree char *words = count_words (kinds[k], counts[seat][kinds[k]]);

            g_string_append_printf (marks, marks->len > 0 ? ", %s" : "%s", words);
          }
      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* Translators: a player's marks in the computer's review, e.g.
       * "Blue: 1 Blunder, 2 Inaccuracies" */
      g_string_append_printf (out, _("%s: %s"), tab_game_ui_seat_name (pos, seat),
                              marks->len > 0 ? marks->str : _("no marks"));
      if (matched != NULL)
        /* Translators: after a player's marks, e.g. "Blue: 1 Blunder;
         * 2 of 3 turns matched the computer's first choice" */
        g_string_append_printf (out, _("; %s"), matched);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
