/* tab-analysis.c: the computer's view of one position
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What is certain is asked first, what is estimated last: the end of the
 * game, a turn that wins at once, the exact endgame search (games that
 * bound the actions left, near their end), the strategy table of a
 * solved board, and only then the search, stopped after a budget of
 * nodes.  Each answer says whether it is a proof.
 */

#include "tab-analysis.h"
#include "tab-book.h"
#include "tab-endgame.h"
#include "tab-turns.h"

#include <string.h>

/* The endgame search is tried when at most this many actions are left
 * (as Strong does, tab-perfect.c), on half of the budget */
#define NEAR_END        24
#define ENDGAME_SHARE   2
/* search values beyond this come from finished games */
#define MATE_BOUND      (TAB_EVAL_WIN / 2 - 1000)
/* below this, a finished game is a loss; above it "nobody wins" */
#define LOSS_BOUND      (-(TAB_EVAL_WIN * 3 / 4))

static const TabAiParams no_cancel = { TAB_AI_EXPERT, 0, 0, NULL };

gboolean
tab_standing_is_proven (const TabStanding *standing)
{
  return standing->kind == TAB_STANDING_WIN || standing->kind == TAB_STANDING_DRAW ||
         standing->kind == TAB_STANDING_LOSS;
}

guint
tab_analysis_turn_length (const TabPosition *pos, const TabAction *list, guint n)
{
  TabPosition work;

  tab_position_copy (&work, pos);
  for (guint i = 0; i < n && i < TAB_AI_MAX_TURN; i++)
    {
      if (!tab_position_is_legal (&work, list[i]))
        return 0;
      tab_position_apply (&work, list[i]);
      if (tab_position_is_over (&work) || work.turn != pos->turn)
        return i + 1;
    }
  return 0;
}

static guint
count_turns_rec (const TabPosition *pos, guint32 turn, guint limit, guint depth)
{
  TabActionList list;
  guint total = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n && total < limit; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) || child.turn != turn || depth + 1 >= TAB_AI_MAX_TURN)
        total++;
      else
        total += count_turns_rec (&child, turn, limit - total, depth + 1);
    }
  return total;
}

guint
tab_analysis_count_turns (const TabPosition *pos, guint limit)
{
  if (tab_position_is_over (pos))
    return 0;
  return MIN (count_turns_rec (pos, pos->turn, limit, 0), limit);
}

/* The standing of a finished game for seat */
static TabStanding
standing_of_result (const TabPosition *pos, guint seat)
{
  TabStanding s = { TAB_STANDING_DRAW, 0, TRUE, 0 };
  double result = tab_position_result_for (pos, seat);

  if (result > 0.75)
    s.kind = TAB_STANDING_WIN;
  else if (result < 0.25)
    s.kind = TAB_STANDING_LOSS;
  return s;
}

TabStanding
tab_standing_for_seat (const TabPosition *pos, const TabStanding *standing, guint seat)
{
  TabStanding s = *standing;

  if (tab_position_is_over (pos))
    return standing_of_result (pos, seat);
  if (pos->to_move == seat || s.kind == TAB_STANDING_NONE)
    return s;
  if (pos->options.players > 2)
    return (TabStanding) { TAB_STANDING_NONE, 0, FALSE, 0 };
  /* two seats: what one can force the other must suffer */
  if (s.kind == TAB_STANDING_WIN)
    s.kind = TAB_STANDING_LOSS;
  else if (s.kind == TAB_STANDING_LOSS)
    s.kind = TAB_STANDING_WIN;
  s.value = -s.value;
  return s;
}

char *
tab_standing_to_string (const TabStanding *s)
{
  int tenths;

  switch (s->kind)
    {
    case TAB_STANDING_WIN:
      return g_strdup_printf ("win %u", s->turns);
    case TAB_STANDING_LOSS:
      return g_strdup_printf ("loss %u", s->turns);
    case TAB_STANDING_DRAW:
      return g_strdup ("draw");
    case TAB_STANDING_ESTIMATE:
      /* rounded half away from zero, in integers: the same text everywhere */
      tenths = s->value >= 0 ? (s->value + 5) / 10 : -((-s->value + 5) / 10);
      return g_strdup_printf ("%c%d.%d", tenths < 0 ? '-' : '+', ABS (tenths) / 10,
                              ABS (tenths) % 10);
    case TAB_STANDING_NONE:
    default:
      return g_strdup ("-");
    }
}

/* The standing that a value of the search (for the seat to move) says */
static TabStanding
standing_of_search (const TabSearchResult *r)
{
  TabStanding s = { TAB_STANDING_ESTIMATE, 0, FALSE, r->value };

  if (r->value >= MATE_BOUND)
    {
      s.kind = TAB_STANDING_WIN;
      s.turns = (guint) (TAB_EVAL_WIN - r->value) + 1;
    }
  else if (r->value <= -MATE_BOUND)
    {
      s.kind = TAB_STANDING_LOSS;
      s.turns = (guint) (r->value < LOSS_BOUND ? TAB_EVAL_WIN + r->value
                                               : TAB_EVAL_WIN / 2 + r->value) + 1;
    }
  else if (r->proven)
    s.kind = TAB_STANDING_DRAW;
  s.value = s.kind == TAB_STANDING_ESTIMATE ? r->value : 0;
  return s;
}

/* Fills out->best with the first complete turn of out->line; a line that
 * ends inside the turn is finished by searching on from where it ends */
static void
best_turn_from_line (const TabPosition *pos, guint64 nodes, TabAnalysis *out)
{
  TabPosition work;
  guint n = 0;

  tab_position_copy (&work, pos);
  while (!tab_position_is_over (&work) && work.turn == pos->turn && n < TAB_AI_MAX_TURN)
    {
      TabAction action;

      if (n < out->n_line)
        action = out->line[n];
      else
        {
          g_autofree TabSearchResult *more = g_new (TabSearchResult, 1);

          tab_search_fixed_nodes (&work, nodes, more);
          out->nodes += more->nodes;
          if (more->n_line == 0)
            break;
          action = more->line[0];
        }
      out->best[n++] = action;
      tab_position_apply (&work, action);
    }
  out->n_best = n;
}

static void
analyse_by_search (const TabPosition *pos, guint64 nodes, TabAnalysis *out)
{
  g_autofree TabSearchResult *r = g_new (TabSearchResult, 1);

  tab_search_fixed_nodes (pos, MAX (nodes, 1), r);
  out->nodes += r->nodes;
  out->standing = standing_of_search (r);
  out->n_line = r->n_line;
  memcpy (out->line, r->line, r->n_line * sizeof (TabAction));
  best_turn_from_line (pos, nodes, out);
}

/* The complete turns of an endgame line: walks the table's best actions
 * to the end of the game; FALSE when the budget ran out on the way */
static gboolean
endgame_line (TabEndgame *endgame, const TabPosition *pos, TabAction first, TabAnalysis *out,
              guint *turns)
{
  TabPosition work;
  TabAction action = first;

  tab_position_copy (&work, pos);
  out->n_line = 0;
  for (guint steps = 0; steps < TAB_SEARCH_MAX_LINE; steps++)
    {
      if (!tab_position_is_legal (&work, action))
        return FALSE;
      if (work.turn - pos->turn < TAB_SEARCH_LINE_TURNS)
        out->line[out->n_line++] = action;
      tab_position_apply (&work, action);
      if (tab_position_is_over (&work))
        {
          *turns = work.turn - pos->turn + 1;
          return TRUE;
        }
      tab_endgame_search (endgame, &work, G_MAXUINT, -G_MAXINT, G_MAXINT, &action);
      if (tab_endgame_stopped (endgame))
        return FALSE;
    }
  return FALSE;
}

/* The exact endgame search, on a share of the budget; TRUE when it
 * proved the value */
static gboolean
analyse_by_endgame (const TabPosition *pos, guint64 nodes, TabAnalysis *out)
{
  g_autoptr (TabEndgame) endgame = NULL;
  TabEndgameResult result;
  guint turns = 0;

  if (pos->rules->actions_left_max == NULL || pos->options.players != 2 ||
      tab_endgame_actions_left (pos) > NEAR_END)
    return FALSE;
  endgame = tab_endgame_new (18);
  tab_endgame_set_node_limit (endgame, nodes / ENDGAME_SHARE);
  if (!tab_endgame_solve (endgame, pos, &result))
    {
      out->nodes += tab_endgame_nodes (endgame);
      return FALSE;
    }
  /* the walk along the proof gets what the proof left of the share */
  if (result.value != 0 && !endgame_line (endgame, pos, result.action, out, &turns))
    {
      out->nodes += tab_endgame_nodes (endgame);
      out->n_line = 0;
      return FALSE;
    }
  out->nodes += tab_endgame_nodes (endgame);
  if (result.value == 0)
    {
      out->n_line = 1;
      out->line[0] = result.action;
    }
  out->standing = (TabStanding) { result.value > 0 ? TAB_STANDING_WIN
                                  : result.value < 0 ? TAB_STANDING_LOSS : TAB_STANDING_DRAW,
                                  result.value != 0 ? turns : 0, TRUE, 0 };
  best_turn_from_line (pos, nodes, out);
  return TRUE;
}

gboolean
tab_analysis_is_table_turn (const TabPosition *pos, const TabAction *turn, guint len)
{
  const TabBook *book = tab_book_for (pos->rules, &pos->options);
  TabAction action;

  return book != NULL && len > 0 && tab_book_winner (book) == pos->to_move &&
         tab_book_lookup (book, pos, &action) && turn[0] == action &&
         tab_analysis_turn_length (pos, turn, len) == 1;
}

static gboolean
in_book (gpointer data, const TabPosition *pos)
{
  TabAction action;

  return tab_book_lookup (data, pos, &action);
}

/* A strategy table of a solved board: the seat it wins for, to move in
 * one of its positions, wins; the other seat, every action of which
 * leads to one of them, loses.  The table bounds the length. */
static gboolean
analyse_by_book (const TabPosition *pos, guint64 nodes, TabAnalysis *out)
{
  const TabBook *book = tab_book_for (pos->rules, &pos->options);
  TabAction action;
  guint left;

  if (book == NULL || pos->options.players != 2 || pos->ply >= tab_book_win_by (book))
    return FALSE;
  left = tab_book_win_by (book) - pos->ply;
  if (tab_book_winner (book) == pos->to_move)
    {
      if (!tab_book_lookup (book, pos, &action))
        return FALSE;
      /* the search finds the line, and may prove the length exactly */
      analyse_by_search (pos, nodes, out);
      if (out->standing.kind == TAB_STANDING_WIN)
        return TRUE;
      out->standing = (TabStanding) { TAB_STANDING_WIN, left, FALSE, 0 };
      if (out->n_line == 0 || out->line[0] != action)
        {
          out->n_line = 1;
          out->line[0] = action;
        }
      best_turn_from_line (pos, nodes, out);
      return TRUE;
    }
  if (!tab_book_each_defence (pos, in_book, (gpointer) book, NULL))
    return FALSE;
  analyse_by_search (pos, nodes, out);
  if (out->standing.kind != TAB_STANDING_LOSS)
    out->standing = (TabStanding) { TAB_STANDING_LOSS, left, FALSE, 0 };
  return TRUE;
}

void
tab_analysis_position (const TabPosition *pos, guint64 nodes, TabAnalysis *out)
{
  memset (out, 0, sizeof *out);
  if (tab_position_is_over (pos))
    {
      out->standing = standing_of_result (pos, pos->to_move);
      return;
    }
  out->n_best = tab_ai_find_winning_turn (pos, &no_cancel, out->best);
  if (out->n_best > 0)
    {
      out->n_line = out->n_best;
      memcpy (out->line, out->best, out->n_best * sizeof (TabAction));
      out->standing = (TabStanding) { TAB_STANDING_WIN, 1, TRUE, 0 };
    }
  else if (!analyse_by_endgame (pos, nodes, out) && !analyse_by_book (pos, nodes, out))
    {
      guint64 spent = out->nodes;

      analyse_by_search (pos, nodes > spent ? nodes - spent : nodes / 2, out);
    }
  /* with more than two seats no single number is honest */
  if (pos->options.players > 2)
    out->standing = (TabStanding) { TAB_STANDING_NONE, 0, FALSE, 0 };
}

void
tab_analysis_turn (const TabPosition *pos, const TabAction *turn, guint len, guint64 nodes,
                   TabStanding *out)
{
  g_autofree TabAnalysis *after = g_new (TabAnalysis, 1);
  TabPosition child;

  tab_position_copy (&child, pos);
  for (guint i = 0; i < len; i++)
    tab_position_apply (&child, turn[i]);
  tab_analysis_position (&child, nodes, after);
  *out = tab_standing_for_seat (&child, &after->standing, pos->to_move);
}
