/* tab-review.c: judging the turns of a game, with rules that do not cry
 * wolf
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two seats.  Every position of the game is analysed with the same budget
 * (tab-analysis.c), and so is the position the better turn would have
 * reached.  A turn is
 *  - "forced" when it was the only legal turn, and never judged;
 *  - not judged against a seat already proven lost;
 *  - a Blunder when it makes the result the seat could force worse,
 *    proven: won to drawn or lost, drawn to lost;
 *  - at most an Inaccuracy when it keeps a proven win but makes it at
 *    least one of the seat's own turns slower (exact lengths only);
 *  - never marked when it is the turn of a solved board's table;
 *  - a Blunder when it walks into a proven loss while the better turn
 *    holds as far as the search sees;
 *  - otherwise, when both the turn played and the better one are
 *    estimates, an Inaccuracy, Mistake or Blunder by the estimated loss
 *    against the thresholds of the game (docs/strength.md).
 * Estimates are never compared with proofs: a won position whose turn the
 * search cannot prove won any more is not marked.
 *
 * Three or four seats (Splut!): only what is proven: a turn that misses a
 * win at once, and a turn that lets the next seat take this seat out at
 * once while a turn existed that did not.
 *
 * The positions are independent jobs, shared out among threads by index:
 * the result is the same with any number of threads.
 */

#include "tab-analysis.h"
#include "tab-turns.h"

#include <string.h>

/* Positions the proofs of three or four seats may look at: a bound in
 * positions, not time, so the same everywhere */
#define REPLY_BUDGET  200000
#define SAFE_BUDGET   2000000

/* Each game's thresholds are in its TabRules, set from self-play
 * (docs/strength.md): the estimated losses of Casual against Casual (six
 * games of each), reviewed at the default budget; an Inaccuracy from the
 * 90th percentile, a Mistake from the 95th (each rounded to half a unit,
 * at least half a unit and one unit), a Blunder at twice a Mistake */
TabMarkThresholds
tab_review_thresholds (const TabRules *rules)
{
  return (TabMarkThresholds) { rules->review_thresholds[0], rules->review_thresholds[1],
                               rules->review_thresholds[2] };
}

const char *
tab_mark_symbol (TabMark mark)
{
  static const char * const symbols[] = { "-", "?!", "?", "??", "forced" };

  return mark <= TAB_MARK_FORCED ? symbols[mark] : "-";
}

/* One complete turn of the game and what the jobs found about it */
typedef struct
{
  TabPosition      before, after;
  const TabAction *played;
  guint            n_played;
  TabAnalysis      analysis;       /* of before (two seats) */
  TabStanding      best_after;     /* the better turn's result, for the seat */
  gboolean         has_best_after;
} Step;

typedef struct
{
  Step   *steps;
  guint   n_steps;
  guint64 nodes;
  gint    next;                    /* the next job to take */
  gboolean second_phase;
  TabReviewControl *control;       /* progress and cancel; may be NULL */
} Jobs;

static gboolean
is_cancelled (const TabReviewControl *control)
{
  return control != NULL && g_atomic_int_get (&((TabReviewControl *) control)->cancel);
}

static void
count_done (TabReviewControl *control)
{
  if (control != NULL)
    g_atomic_int_inc (&control->done);
}

static gboolean
same_turn (const TabAction *a, guint na, const TabAction *b, guint nb)
{
  return na == nb && memcmp (a, b, na * sizeof (TabAction)) == 0;
}

/* First every position before a turn, then, where the best turn is not
 * the one played and the seat is not lost already (it is not judged),
 * the position the best turn reaches */
static void
run_job (Jobs *jobs, guint index)
{
  Step *step = &jobs->steps[index];
  const TabAnalysis *a = &step->analysis;

  if (!jobs->second_phase)
    tab_analysis_position (&step->before, jobs->nodes, &step->analysis);
  else if (a->n_best > 0 && a->standing.kind != TAB_STANDING_LOSS &&
           !same_turn (a->best, a->n_best, step->played, step->n_played))
    {
      tab_analysis_turn (&step->before, a->best, a->n_best, jobs->nodes, &step->best_after);
      step->has_best_after = TRUE;
    }
}

static gpointer
job_thread (gpointer data)
{
  Jobs *jobs = data;

  for (;;)
    {
      guint index = (guint) g_atomic_int_add (&jobs->next, 1);

      if (index >= jobs->n_steps || is_cancelled (jobs->control))
        return NULL;
      run_job (jobs, index);
      count_done (jobs->control);
    }
}

static void
run_jobs (Jobs *jobs, guint n_threads)
{
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();

  g_atomic_int_set (&jobs->next, 0);
  for (guint i = 1; i < n_threads && i < jobs->n_steps; i++)
    g_ptr_array_add (threads, g_thread_new ("tab-review", job_thread, jobs));
  job_thread (jobs);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
}

/* --- two seats ------------------------------------------------------ */

static int
rank_of (const TabStanding *s)
{
  return s->kind == TAB_STANDING_WIN ? 2 : s->kind == TAB_STANDING_DRAW ? 1 : 0;
}

static void
mark_turn (TabTurnReview *r, TabMark mark, gboolean proven, const TabAction *better,
           guint n_better)
{
  r->mark = mark;
  r->proven = proven;
  r->n_better = mark == TAB_MARK_NONE ? 0 : n_better;
  memcpy (r->better, better, r->n_better * sizeof (TabAction));
}

static TabMark
mark_of_loss (const TabRules *rules, int loss)
{
  TabMarkThresholds t = tab_review_thresholds (rules);

  return loss >= t.blunder ? TAB_MARK_BLUNDER
         : loss >= t.mistake ? TAB_MARK_MISTAKE
         : loss >= t.inaccuracy ? TAB_MARK_INACCURACY : TAB_MARK_NONE;
}

/* Whether a proven win is made slower by at least one turn of the seat's
 * own (two complete turns); only exact lengths say so (the search's
 * shortest win is not always the shortest there is) */
static gboolean
win_made_slower (const TabStanding *forced, gboolean forced_is_before, const TabStanding *after)
{
  guint best_after;

  if (after->kind != TAB_STANDING_WIN || forced->kind != TAB_STANDING_WIN ||
      !after->turns_exact || !forced->turns_exact)
    return FALSE;
  best_after = forced_is_before ? forced->turns - 1 : forced->turns;
  return after->turns >= best_after + 2;
}

static void
judge_two_seats (const Step *step, TabTurnReview *r)
{
  const TabAnalysis *a = &step->analysis;
  const TabStanding *before = &r->before, *after = &r->after, *best = &step->best_after;
  const TabStanding *forced = NULL;

  /* a solved board's table keeps the win: never judged */
  if (!step->has_best_after ||
      tab_analysis_is_table_turn (&step->before, step->played, step->n_played))
    return;
  /* what the seat could force: the position's proof, or the better turn's */
  if (tab_standing_is_proven (before))
    forced = before;
  else if (tab_standing_is_proven (best))
    forced = best;

  if (forced != NULL && tab_standing_is_proven (after))
    {
      if (rank_of (after) < rank_of (forced))
        mark_turn (r, TAB_MARK_BLUNDER, TRUE, a->best, a->n_best);
      else if (win_made_slower (forced, forced == before, after))
        mark_turn (r, TAB_MARK_INACCURACY, TRUE, a->best, a->n_best);
      return;
    }
  if (after->kind == TAB_STANDING_LOSS && best->kind == TAB_STANDING_ESTIMATE)
    mark_turn (r, TAB_MARK_BLUNDER, FALSE, a->best, a->n_best);
  else if (after->kind == TAB_STANDING_ESTIMATE && best->kind == TAB_STANDING_ESTIMATE)
    {
      r->loss = best->value - after->value;
      mark_turn (r, mark_of_loss (step->before.rules, r->loss), FALSE,
                 a->best, a->n_best);
    }
}

/* --- three or four seats -------------------------------------------- */

/* Whether seat has no piece left on the board: it is out */
static gboolean
seat_is_out (const TabPosition *pos, guint seat)
{
  guint n = pos->rules->n_cells (pos);

  if (tab_position_is_over (pos))
    return pos->outcome != TAB_OUTCOME_WIN || pos->winner != seat;
  for (guint cell = 0; cell < n; cell++)
    {
      guint piece = pos->rules->piece_at (pos, cell);

      if (piece != 0 && TAB_PIECE_SIDE (piece) == seat)
        return FALSE;
    }
  return TRUE;
}

typedef enum { ANSWER_NO, ANSWER_YES, ANSWER_UNKNOWN } Answer;

/* Whether the seat to move in pos can take seat out within its turn;
 * *budget positions at most */
static Answer
can_take_out (const TabPosition *pos, guint32 turn, guint seat, guint *budget)
{
  TabActionList list;
  Answer answer = ANSWER_NO;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      if (*budget == 0)
        return ANSWER_UNKNOWN;
      (*budget)--;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (seat_is_out (&child, seat))
        return ANSWER_YES;
      if (!tab_position_is_over (&child) && child.turn == turn)
        {
          Answer deeper = can_take_out (&child, turn, seat, budget);

          if (deeper == ANSWER_YES)
            return ANSWER_YES;
          if (deeper == ANSWER_UNKNOWN)
            answer = ANSWER_UNKNOWN;
        }
    }
  return answer;
}

/* Whether the complete turn that reached end lets the next seat take
 * seat out at once */
static Answer
exposes (const TabPosition *end, guint seat)
{
  guint budget = REPLY_BUDGET;

  if (tab_position_is_over (end))
    return seat_is_out (end, seat) ? ANSWER_YES : ANSWER_NO;
  if (seat_is_out (end, seat))
    return ANSWER_YES;
  return can_take_out (end, end->turn, seat, &budget);
}

typedef struct
{
  const TabPosition *start;
  guint              budget;
  TabAction          path[TAB_AI_MAX_TURN];
} SafeWalk;

/* Sorts actions best first for seat by the static value of the position
 * each reaches (ties in the order of the legal actions) */
static void
sort_by_value (const TabPosition *pos, guint seat, TabActionList *list)
{
  int values[TAB_MAX_ACTIONS];

  for (guint i = 0; i < list->n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list->actions[i]);
      values[i] = tab_ai_value (&child, seat);
    }
  tab_action_list_sort (list, values);
}

/* The first complete turn (best first by the static value) proven
 * not to expose the seat to move; its length, 0 when none is found */
static guint
find_safe_turn (SafeWalk *walk, const TabPosition *pos, guint depth)
{
  TabActionList list;

  if (depth >= TAB_AI_MAX_TURN)
    return 0;
  tab_position_legal (pos, &list);
  sort_by_value (pos, walk->start->to_move, &list);
  for (guint i = 0; i < list.n && walk->budget > 0; i++)
    {
      TabPosition child;
      guint len;

      walk->budget--;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      walk->path[depth] = list.actions[i];
      if (tab_position_is_over (&child) || child.turn != walk->start->turn)
        {
          if (exposes (&child, walk->start->to_move) == ANSWER_NO)
            return depth + 1;
          continue;
        }
      len = find_safe_turn (walk, &child, depth + 1);
      if (len > 0)
        return len;
    }
  return 0;
}

/* a walk for a turn from start that does not expose its seat */
static SafeWalk *
new_safe_walk (const TabPosition *start)
{
  SafeWalk *walk = g_new0 (SafeWalk, 1);

  walk->start = start;
  walk->budget = SAFE_BUDGET;
  return walk;
}

static void
judge_many_seats (const Step *step, TabTurnReview *r)
{
  static const TabAiParams no_cancel = { TAB_AI_EXPERT, 0, 0, NULL };
  TabAction win[TAB_AI_MAX_TURN];
  guint n_win;
  g_autofree SafeWalk *walk = NULL;
  guint n_safe;

  n_win = tab_ai_find_winning_turn (&step->before, &no_cancel, win);
  if (n_win > 0)
    {
      if (!(step->after.outcome == TAB_OUTCOME_WIN && step->after.winner == r->seat))
        mark_turn (r, TAB_MARK_BLUNDER, TRUE, win, n_win);
      return;
    }
  if (exposes (&step->after, r->seat) != ANSWER_YES)
    return;
  walk = new_safe_walk (&step->before);
  n_safe = find_safe_turn (walk, &step->before, 0);
  if (n_safe > 0)
    mark_turn (r, TAB_MARK_BLUNDER, TRUE, walk->path, n_safe);
}

gboolean
tab_review_turn_exposes_own_seat (const TabPosition *before, const TabAction *turn, guint len)
{
  TabPosition end;

  tab_position_copy (&end, before);
  for (guint i = 0; i < len; i++)
    tab_position_apply (&end, turn[i]);
  return !tab_position_is_over (&end) && exposes (&end, before->to_move) == ANSWER_YES;
}

gboolean
tab_review_has_turn_not_exposing (const TabPosition *pos)
{
  g_autofree SafeWalk *walk = new_safe_walk (pos);

  return find_safe_turn (walk, pos, 0) > 0;
}

gboolean
tab_turn_review_misses_win (const TabPosition *before, const TabTurnReview *r)
{
  TabPosition pos;

  if (r->mark != TAB_MARK_BLUNDER || !r->proven || r->n_better == 0)
    return FALSE;
  tab_position_copy (&pos, before);
  for (guint i = 0; i < r->n_better; i++)
    tab_position_apply (&pos, r->better[i]);
  return pos.outcome == TAB_OUTCOME_WIN && pos.winner == r->seat;
}

gboolean
tab_turn_review_exposes (const TabPosition *before, const TabTurnReview *r)
{
  return r->mark == TAB_MARK_BLUNDER && r->proven && !tab_turn_review_misses_win (before, r);
}

void
tab_review_many_seats_facts (const TabPosition *before, const TabAction *turn, guint len,
                             const TabPosition *pos, TabManySeatsFacts *out)
{
  static const TabAiParams no_cancel = { TAB_AI_EXPERT, 0, 0, NULL };
  TabAction win[TAB_AI_MAX_TURN];

  *out = (TabManySeatsFacts) { 0, 0 };
  if (!tab_position_is_over (pos) && tab_ai_find_winning_turn (pos, &no_cancel, win) > 0)
    out->wins_at_once = pos->to_move;
  if (len > 0)
    {
      /* many seats: the review judges each turn without a search */
      g_autoptr (GArray) reviews = tab_review_game (before, turn, len, 1, 1);

      if (reviews->len == 1 && tab_turn_review_exposes (before, &g_array_index (reviews, TabTurnReview, 0)))
        out->exposed = before->to_move;
    }
}

/* --- the game ------------------------------------------------------- */

/* Cuts the actions into complete turns: the steps, with their positions */
static GArray *
cut_turns (const TabPosition *start, const TabAction *actions, guint n_actions)
{
  GArray *steps = g_array_new (FALSE, TRUE, sizeof (Step));
  TabPosition pos;
  guint i = 0;

  tab_position_copy (&pos, start);
  while (i < n_actions && !tab_position_is_over (&pos))
    {
      guint len = tab_analysis_turn_length (&pos, actions + i, n_actions - i);
      Step *step;

      if (len == 0)
        break;
      g_array_set_size (steps, steps->len + 1);
      step = &g_array_index (steps, Step, steps->len - 1);
      tab_position_copy (&step->before, &pos);
      step->played = actions + i;
      step->n_played = len;
      for (guint k = 0; k < len; k++)
        tab_position_apply (&pos, actions[i + k]);
      tab_position_copy (&step->after, &pos);
      i += len;
    }
  return steps;
}

GArray *
tab_review_game (const TabPosition *start, const TabAction *actions, guint n_actions,
                 guint64 nodes, guint n_threads)
{
  return tab_review_game_full (start, actions, n_actions, nodes, n_threads, NULL);
}

GArray *
tab_review_game_full (const TabPosition *start, const TabAction *actions, guint n_actions,
                      guint64 nodes, guint n_threads, TabReviewControl *control)
{
  g_autoptr (GArray) steps = cut_turns (start, actions, n_actions);
  g_autoptr (GArray) reviews = g_array_new (FALSE, TRUE, sizeof (TabTurnReview));
  gboolean many = start->options.players > 2;
  Jobs jobs = { (Step *) (gpointer) steps->data, steps->len, nodes, 0, FALSE, control };
  g_autofree TabAnalysis *final = g_new0 (TabAnalysis, 1);

  if (control != NULL)
    g_atomic_int_set (&control->total, (int) (many ? steps->len : 2 * steps->len + 1));
  if (!many)
    {
      run_jobs (&jobs, MAX (n_threads, 1));
      jobs.second_phase = TRUE;
      run_jobs (&jobs, MAX (n_threads, 1));
      if (steps->len > 0 && !is_cancelled (control))
        tab_analysis_position (&jobs.steps[steps->len - 1].after, nodes, final);
      count_done (control);
    }
  for (guint i = 0; i < steps->len; i++)
    {
      if (is_cancelled (control))
        return NULL;
      Step *step = &jobs.steps[i];
      TabTurnReview r = { 0 };
      const TabStanding *next = i + 1 < steps->len ? &jobs.steps[i + 1].analysis.standing
                                                   : &final->standing;

      r.seat = step->before.to_move;
      r.first = (guint) (step->played - actions);
      r.n_played = step->n_played;
      r.before = step->analysis.standing;
      r.after = tab_standing_for_seat (&step->after, next, r.seat);
      if (many)
        r.before.kind = r.after.kind = TAB_STANDING_NONE;
      else if (step->analysis.n_best > 0)
        r.choice = same_turn (step->analysis.best, step->analysis.n_best, step->played, step->n_played)
                   ? TAB_CHOICE_FIRST : TAB_CHOICE_OTHER;
      if (tab_analysis_count_turns (&step->before, 2) == 1)
        r.mark = TAB_MARK_FORCED;
      else if (many)
        judge_many_seats (step, &r);
      /* nothing against a seat already proven lost */
      else if (r.before.kind != TAB_STANDING_LOSS)
        judge_two_seats (step, &r);
      g_array_append_val (reviews, r);
      if (many)
        count_done (control);
    }
  return g_steal_pointer (&reviews);
}
