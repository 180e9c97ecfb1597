/* tab-search.c: Strong and Expert, an iterative-deepening alpha-beta
 * search with a transposition table, written once for every game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Values are seen from the seat that searches (the root seat): it
 * maximises, every other seat minimises ("paranoid" search), which is
 * plain minimax with two seats and the usual choice for Splut! with
 * three or four.  Several actions in a row by one seat (a continuous
 * jump, Splut!'s steps) are simply consecutive max (or min) nodes.
 *
 * The search knows when a value is free of any horizon (every leaf under
 * it was a finished game): such "solved" values go to the table with an
 * unlimited depth, and a root that is solved ends the deepening.  On
 * boards small enough (4Mation 5×5, Freedom 4×4) this makes the search a
 * solver that plays perfectly once the position is solved.
 *
 * Move ordering: the table's move, then two killer moves per ply, then
 * the history heuristic; principal variation search with late move
 * reductions on top.  A turn that goes on with few choices (the next
 * jump of a chain) costs no depth and is never judged half made.
 *
 * Finished games count their distance in turns, so that a lost position
 * is defended as long as it can be (the longest way to lose).  Around
 * the search: a turn that wins at once is taken without one, and a turn
 * that would let the next seat win at once is replaced by Casual's best
 * safe turn whenever one exists (a shallow search may not see a whole
 * reply), even when the search has proven the game lost.
 *
 * Expert runs two searches at once on a shared table ("lazy SMP"): the
 * helper thread fills the table with results the main thread reuses.
 */

#include "tab-search.h"
#include "tab-perfect.h"
#include "tab-turns.h"
#include "tab-random.h"

#include <string.h>

/* The table grows with the budget: about one entry per node the search
 * can visit (some million a second), from 64 K entries (1.5 MB) for a
 * blink to 2 M (48 MB) for Expert's longest think.  Clearing a big
 * table costs more than a short search gains from it. */
#define TT_MIN_BITS    16
#define TT_MAX_BITS    21
#define MAX_PLY        128
#define CHECK_EVERY    255           /* nodes between two looks at the clock */
#define SOLVED_DEPTH   255           /* table depth of a value free of horizon */
/* values this far from zero come from finished games (wins, losses, and
 * Green Skull's "nobody wins"); they carry a distance to adjust */
#define MATE_BOUND     (TAB_EVAL_WIN / 2 - 1000)
#define HISTORY_SIZE   4096
/* a turn that goes on with at most this many choices is played out */
#define NARROW         8

typedef enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } Bound;

typedef struct
{
  guint64   check;    /* hash ^ payload, so a torn write is not believed */
  TabAction action;
  gint32    value;
  guint8    depth;
  guint8    bound;
} TtEntry;

typedef struct
{
  TtEntry           *table;
  guint64            mask;
  guint              root_seat;
  guint32            root_turn;
  guint64            seat_key;     /* values are the root seat's: part of the key */
  /* Expert looks past the horizon where a game has actions that change
   * the balance at once (captures, threats): a quiescence search over
   * the game's forcing actions */
  gboolean           use_quiescence;
  gint64             deadline;     /* monotonic µs */
  guint64            node_limit;   /* 0 = none; else stop after this many nodes */
  const TabAiParams *params;
  gint              *stop;         /* shared by the threads of one search */
  guint64            nodes;
  guint32            history[HISTORY_SIZE];
  TabAction          killers[MAX_PLY][2];
  guint32            turn_at_ply[MAX_PLY];
  TabRng             rng;
} Search;

static inline guint64
entry_check (guint64 hash, const TtEntry *e)
{
  return hash ^ ((guint64) e->action << 32) ^ (guint32) e->value ^
         ((guint64) e->depth << 8) ^ e->bound;
}

/* Values of finished games count their distance from the root in
 * complete turns, not in actions: a seat that counted actions would
 * prefer a long jump chain that loses at once to a short step that holds
 * out a turn longer, and would win no sooner for a short chain.  The
 * table keeps them relative to the node so that they stay right at any
 * distance. */
static inline guint
distance (const Search *s, const TabPosition *pos)
{
  return pos->turn - s->root_turn;
}

static inline int
value_to_table (int value, guint turns)
{
  if (value >= MATE_BOUND)
    return value + (int) turns;
  if (value <= -MATE_BOUND)
    return value - (int) turns;
  return value;
}

static inline int
value_from_table (int value, guint turns)
{
  if (value >= MATE_BOUND)
    return value - (int) turns;
  if (value <= -MATE_BOUND)
    return value + (int) turns;
  return value;
}

static gboolean
tt_probe (Search *s, guint64 hash, TtEntry *out)
{
  TtEntry e = s->table[hash & s->mask];

  if (entry_check (hash, &e) != e.check)
    return FALSE;
  *out = e;
  return TRUE;
}

static void
tt_store (Search *s, guint64 hash, guint depth, int value, Bound bound, TabAction action)
{
  TtEntry *e = &s->table[hash & s->mask];
  TtEntry fresh = { 0, action, value, (guint8) MIN (depth, SOLVED_DEPTH), (guint8) bound };

  /* keep a deeper result for the same position */
  if (entry_check (hash, e) == e->check && e->depth > fresh.depth)
    return;
  fresh.check = entry_check (hash, &fresh);
  *e = fresh;
}

static gboolean
out_of_time (Search *s)
{
  if (g_atomic_int_get (s->stop))
    return TRUE;
  if (s->node_limit != 0 && s->nodes >= s->node_limit)
    {
      g_atomic_int_set (s->stop, 1);
      return TRUE;
    }
  if ((++s->nodes & CHECK_EVERY) == 0 &&
      (g_get_monotonic_time () >= s->deadline || tab_ai_cancelled (s->params)))
    {
      g_atomic_int_set (s->stop, 1);
      return TRUE;
    }
  return FALSE;
}

static inline guint
history_slot (TabAction action)
{
  return (guint) (tab_splitmix64 (action) & (HISTORY_SIZE - 1));
}

/* Sorts actions: the table's move first, then the killers, then by
 * history */
static void
order_actions (Search *s, TabActionList *list, guint ply, TabAction first, gboolean has_first)
{
  int keys[TAB_MAX_ACTIONS];
  const TabAction *killers = s->killers[MIN (ply, MAX_PLY - 1)];

  for (guint i = 0; i < list->n; i++)
    {
      TabAction a = list->actions[i];

      if (has_first && a == first)
        keys[i] = G_MAXINT;
      else if (a == killers[0])
        keys[i] = G_MAXINT - 1;
      else if (a == killers[1])
        keys[i] = G_MAXINT - 2;
      else
        keys[i] = (int) MIN (s->history[history_slot (a)], (guint32) G_MAXINT - 3);
    }
  tab_action_list_sort (list, keys);
}

static void
remember_cutoff (Search *s, TabAction action, guint depth, guint ply)
{
  TabAction *killers = s->killers[MIN (ply, MAX_PLY - 1)];
  guint32 *h = &s->history[history_slot (action)];

  *h = MIN ((guint64) *h + depth * depth, G_MAXUINT32 / 2);
  if (killers[0] != action)
    {
      killers[1] = killers[0];
      killers[0] = action;
    }
}

/* The evaluations count the move themselves (Apart's race gives the seat
 * to move half a turn, 4Mation's winning cell, Splut!'s throws): leaves
 * alternate between "I am to move" and "you are to move" from one depth
 * to the next, and an evaluation that did not say so would make deeper
 * searches no better than the greedy one. */
static int
leaf_value (Search *s, const TabPosition *pos)
{
  int value = tab_ai_value (pos, s->root_seat);

  if (!tab_position_is_over (pos))
    return value;

  /* prefer quick wins and slow losses: the longest defence */
  return value_from_table (value, distance (s, pos));
}

/* The most plies of forcing actions the quiescence search plays */
#define QUIESCE_TURNS 8

/* The value of pos at the horizon: at the start of a turn, the seat to
 * move may keep the static value ("stand pat") or play a forcing action;
 * a turn begun goes on to its end (a chain of jumps).  Values as in
 * alphabeta (). */
static int
quiesce (Search *s, const TabPosition *pos, guint ply, int alpha, int beta, guint turns_left,
         gboolean turn_start)
{
  TabActionList list;
  gboolean maximise = pos->to_move == s->root_seat;
  int best = maximise ? -G_MAXINT : G_MAXINT;

  if (out_of_time (s))
    return 0;
  if (tab_position_is_over (pos) || ply >= MAX_PLY)
    return leaf_value (s, pos);
  tab_position_legal (pos, &list);
  if (turn_start || list.n > NARROW)
    {
      best = leaf_value (s, pos);
      if (!turn_start || turns_left == 0)
        return best;
      if (maximise)
        alpha = MAX (alpha, best);
      else
        beta = MIN (beta, best);
      if (alpha >= beta)
        return best;
    }
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      gboolean child_start;
      int value;

      if (turn_start && !tab_action_is_forcing (pos, list.actions[i]))
        continue;
      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      child_start = child.turn != pos->turn;
      value = quiesce (s, &child, ply + 1, alpha, beta,
                       child_start ? turns_left - 1 : turns_left, child_start);
      if (g_atomic_int_get (s->stop))
        return 0;
      if (maximise ? value > best : value < best)
        best = value;
      if (maximise)
        alpha = MAX (alpha, value);
      else
        beta = MIN (beta, value);
      if (alpha >= beta)
        break;
    }
  return best;
}

/* The depth left below child.  A turn that goes on with few choices (the
 * next jump of a chain, or stopping it) costs no depth: the position in
 * the middle of a chain is not worth a static evaluation.  For Expert,
 * neither does a turn forced or nearly so (a seat with at most FORCED
 * actions at the start of its turn): a line of forced replies is looked
 * at to its end, as a chess engine extends a check (in 4Mation the cube
 * next to the other seat's last cube often has one or two cells left).
 * Not in the middle of a turn: "end" and one more jump would make every
 * short chain free, and Apart's search then never reaches its horizon. */
#define FORCED 2

static inline guint
child_depth (const Search *s, const TabPosition *pos, const TabPosition *child,
             const TabActionList *list, guint depth, gboolean turn_start)
{
  if (s->params->level >= TAB_AI_EXPERT && turn_start && list->n <= FORCED)
    return depth;
  if (child->turn == pos->turn && list->n <= NARROW && !tab_position_is_over (child))
    return depth;
  return depth - 1;
}

static int alphabeta (Search *s, const TabPosition *pos, guint depth, guint ply, int alpha,
                      int beta, gboolean *solved, TabAction *best_out);

/* The value of the index-th child (in search order) of a node at ply.
 * Principal variation search: the first child gets the whole window, the
 * others a null window first, and a late one (the ordering thinks little
 * of it) a shallower look too; either is searched again properly when it
 * turns out better than expected. */
static int
search_child (Search *s, const TabPosition *child, guint depth, guint ply, guint index,
              gboolean maximise, int alpha, int beta, gboolean *solved)
{
  guint reduced = depth;
  int value;

  if (index == 0 || (gint64) beta - alpha <= 1)
    return alphabeta (s, child, depth, ply + 1, alpha, beta, solved, NULL);
  if (index >= 3 && depth >= 3)
    reduced = index >= 8 && depth >= 5 ? depth - 2 : depth - 1;
  if (maximise)
    {
      value = alphabeta (s, child, reduced, ply + 1, alpha, alpha + 1, solved, NULL);
      if (value > alpha && value < beta && !g_atomic_int_get (s->stop))
        value = alphabeta (s, child, depth, ply + 1, alpha, beta, solved, NULL);
      else if (value > alpha && reduced < depth && !g_atomic_int_get (s->stop))
        value = alphabeta (s, child, depth, ply + 1, alpha, beta, solved, NULL);
    }
  else
    {
      value = alphabeta (s, child, reduced, ply + 1, beta - 1, beta, solved, NULL);
      if (value < beta && value > alpha && !g_atomic_int_get (s->stop))
        value = alphabeta (s, child, depth, ply + 1, alpha, beta, solved, NULL);
      else if (value < beta && reduced < depth && !g_atomic_int_get (s->stop))
        value = alphabeta (s, child, depth, ply + 1, alpha, beta, solved, NULL);
    }
  return value;
}

/* The root's actions in an order drawn from the search's seed: the
 * ordering (a stable sort) keeps it among actions it knows nothing
 * about, and of actions the search judges equal the first searched is
 * the one chosen, so the choice among them is random, and computer games
 * vary at no cost to the search (searching ties again to tell them
 * apart exactly cost Strong a ply in Apart at 10 ms: 72.5 % against
 * Casual fell to 55 %) */
static void
shuffle_root (Search *s, TabActionList *list)
{
  for (guint i = list->n; i > 1; i--)
    {
      guint j = tab_rng_below (&s->rng, i);
      TabAction swap = list->actions[i - 1];

      list->actions[i - 1] = list->actions[j];
      list->actions[j] = swap;
    }
}

/* Returns the value of pos for the root seat within [alpha, beta] (or a
 * bound outside it); *solved tells whether it is free of horizon */
static int
alphabeta (Search *s, const TabPosition *pos, guint depth, guint ply, int alpha, int beta,
           gboolean *solved, TabAction *best_out)
{
  TabActionList list;
  TtEntry entry;
  gboolean has_entry, all_solved = TRUE, turn_start;
  guint64 hash;
  gboolean maximise = pos->to_move == s->root_seat;
  int best, alpha0 = alpha, beta0 = beta;
  TabAction best_action = 0;

  *solved = FALSE;
  if (out_of_time (s))
    return 0;
  if (tab_position_is_over (pos))
    {
      *solved = TRUE;
      return leaf_value (s, pos);
    }
  if (ply >= MAX_PLY)
    return leaf_value (s, pos);
  s->turn_at_ply[ply] = pos->turn;
  turn_start = ply == 0 || s->turn_at_ply[ply - 1] != pos->turn;
  if (depth == 0)
    {
      /* a turn half made, with few ways on (a chain of jumps that may go
       * on): play it out rather than judge it half made */
      if (turn_start)
        return s->use_quiescence ? quiesce (s, pos, ply, alpha, beta, QUIESCE_TURNS, TRUE)
                                  : leaf_value (s, pos);
      tab_position_legal (pos, &list);
      if (list.n > NARROW)
        return leaf_value (s, pos);
      depth = 1;
    }

  hash = tab_position_hash (pos) ^ s->seat_key;
  has_entry = tt_probe (s, hash, &entry);
  if (has_entry && entry.depth >= depth && ply > 0)
    {
      int value = value_from_table (entry.value, distance (s, pos));

      if (entry.bound == BOUND_EXACT ||
          (entry.bound == BOUND_LOWER && value >= beta) ||
          (entry.bound == BOUND_UPPER && value <= alpha))
        {
          *solved = entry.depth == SOLVED_DEPTH;
          return value;
        }
    }

  tab_position_legal (pos, &list);
  if (ply == 0)
    shuffle_root (s, &list);
  order_actions (s, &list, ply, has_entry ? entry.action : 0, has_entry);
  best = maximise ? -G_MAXINT : G_MAXINT;
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      gboolean child_solved;
      int value;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      value = search_child (s, &child, child_depth (s, pos, &child, &list, depth, turn_start),
                            ply, i, maximise, alpha, beta, &child_solved);
      if (g_atomic_int_get (s->stop))
        return 0;
      all_solved = all_solved && child_solved;
      if (maximise ? value > best : value < best)
        {
          best = value;
          best_action = list.actions[i];
        }
      if (maximise)
        alpha = MAX (alpha, value);
      else
        beta = MIN (beta, value);
      if (alpha >= beta)
        {
          remember_cutoff (s, list.actions[i], depth, ply);
          break;
        }
    }

  /* a bound from solved children is a solved bound */
  *solved = all_solved;
  tt_store (s, hash, all_solved ? SOLVED_DEPTH : depth, value_to_table (best, distance (s, pos)),
            best <= alpha0 ? BOUND_UPPER : best >= beta0 ? BOUND_LOWER : BOUND_EXACT,
            best_action);
  if (best_out != NULL)
    *best_out = best_action;
  return best;
}

typedef struct
{
  TabAction action;
  int       value;
  guint     depth;
  gboolean  solved;
} Outcome;

/* Iterative deepening from pos: the first action of the best line of the
 * deepest completed iteration. */
static Outcome
iterate (Search *s, const TabPosition *pos, guint first_depth)
{
  TabActionList list;
  Outcome out = { 0, 0, 0, FALSE };

  tab_position_legal (pos, &list);
  out.action = list.actions[tab_rng_below (&s->rng, list.n)];
  /* one legal action: nothing to think about */
  if (list.n == 1)
    return out;
  for (guint depth = first_depth; depth < MAX_PLY; depth++)
    {
      TabAction action = out.action;
      gboolean solved;
      int value = alphabeta (s, pos, depth, 0, -G_MAXINT, G_MAXINT, &solved, &action);

      if (g_atomic_int_get (s->stop))
        break;
      out.action = action;
      out.value = value;
      out.depth = depth;
      out.solved = solved;
      /* a proven result needs no deeper look */
      if (solved || value >= MATE_BOUND || value <= -MATE_BOUND)
        break;
    }
  return out;
}

typedef struct
{
  Search             search;
  const TabPosition *pos;
} HelperJob;

static gpointer
helper_thread (gpointer data)
{
  HelperJob *job = data;

  /* start one ply deeper so the two threads do not walk in step */
  iterate (&job->search, job->pos, 2);
  return NULL;
}

static Outcome
search_action (const TabPosition *pos, const TabAiParams *params, TtEntry *table,
               guint64 mask, gint64 deadline, gboolean two_threads)
{
  gint stop = 0;
  g_autofree Search *main_search = g_new0 (Search, 1);
  HelperJob *job = NULL;
  GThread *thread = NULL;
  Outcome out;

  main_search->table = table;
  main_search->mask = mask;
  main_search->root_seat = pos->to_move;
  main_search->root_turn = pos->turn;
  main_search->seat_key = tab_splitmix64 (G_GUINT64_CONSTANT (0x5ea7) + pos->to_move);
  main_search->use_quiescence = params->level >= TAB_AI_EXPERT && tab_rules_has_forcing (pos->rules);
  main_search->deadline = deadline;
  main_search->params = params;
  main_search->stop = &stop;
  tab_rng_seed (&main_search->rng, params->seed ^ pos->ply);

  if (two_threads)
    {
      job = g_new0 (HelperJob, 1);
      job->search = *main_search;
      tab_rng_seed (&job->search.rng, params->seed ^ G_GUINT64_CONSTANT (0x5eed));
      job->pos = pos;
      thread = g_thread_new ("tab-search-helper", helper_thread, job);
    }
  out = iterate (main_search, pos, 1);
  g_debug ("search: depth %u%s, value %d, %" G_GUINT64_FORMAT " nodes",
           out.depth, out.solved ? " (solved)" : "", out.value, main_search->nodes);
  g_atomic_int_set (&stop, 1);
  if (thread != NULL)
    g_thread_join (thread);
  g_free (job);
  return out;
}

/* Whether some action leaves the same seat to move in the same turn */
static gboolean
turn_may_go_on (const TabPosition *pos)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (!tab_position_is_over (&child) && child.turn == pos->turn)
        return TRUE;
    }
  return FALSE;
}

/* The budget of the whole turn: Strong's, five times it for Expert */
static gint64
search_budget_us (const TabAiParams *params)
{
  guint time_ms = params->time_ms ? params->time_ms : TAB_AI_DEFAULT_TIME_MS;

  return (gint64) time_ms * 1000 * (params->level >= TAB_AI_EXPERT ? 5 : 1);
}

gint64
tab_ai_turn_budget_us (const TabAiParams *params)
{
  return params->level >= TAB_AI_STRONG ? search_budget_us (params) : 0;
}

static guint
table_bits (gint64 budget_us)
{
  guint bits = TT_MIN_BITS;

  /* about 2 M nodes a second */
  while (bits < TT_MAX_BITS && ((gint64) 1 << bits) < budget_us * 2)
    bits++;
  return bits;
}

static guint
search_turn (const TabPosition *pos, const TabAiParams *params, TtEntry *table, guint64 mask,
             TabAction *turn)
{
  gboolean expert = params->level >= TAB_AI_EXPERT;
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = start + search_budget_us (params);
  gint64 check_deadline;
  TabPosition work;
  guint len;

  /* an immediate win needs no search, nor does a proven turn */
  len = tab_ai_find_winning_turn (pos, params, turn);
  if (len == 0 && !tab_ai_cancelled (params))
    len = tab_perfect_turn (pos, params, deadline, turn);
  if (len > 0 || tab_ai_cancelled (params))
    return tab_ai_cancelled (params) ? 0 : len;

  tab_position_copy (&work, pos);
  while (!tab_position_is_over (&work) && work.turn == pos->turn && len < TAB_AI_MAX_TURN)
    {
      /* the first action decides the turn; later actions of the same
       * turn find most of their tree in the table.  A twentieth of the
       * budget stays back for the safety check. */
      gint64 now = g_get_monotonic_time ();
      gint64 left = MAX (deadline - now - (deadline - start) / 20, 1000);
      gint64 share = len > 0 ? left / 2 : turn_may_go_on (&work) ? left * 17 / 20 : left;
      Outcome out = search_action (&work, params, table, mask, now + share, expert);

      if (tab_ai_cancelled (params))
        return 0;
      turn[len++] = out.action;
      tab_position_apply (&work, out.action);
    }

  /* The safety net, over the whole turn: a search too shallow to see
   * the opponent's whole reply may walk into an immediate loss, and one
   * that has proven the game lost must still not hand it over at once,
   * while a turn exists that does not.  The check may use half of the
   * tolerance of the budget (10 % or 20 ms) beyond it. */
  check_deadline = deadline + MAX ((deadline - start) / 10, 20000) / 2;
  if (tab_ai_turn_gives_immediate_loss (pos, turn, len, params, check_deadline))
    {
      TabAction safe[TAB_AI_MAX_TURN];
      guint n = tab_ai_find_safe_turn (pos, params, check_deadline, safe);

      if (n > 0)
        {
          memcpy (turn, safe, n * sizeof (TabAction));
          len = n;
        }
    }
  return tab_ai_cancelled (params) ? 0 : len;
}

/* Expert keeps its table from one turn to the next: most of the tree
 * it searched for its last turn is still there (values are exact for
 * the position and the seat, so old entries stay right).  One table,
 * lent to one search at a time; another Expert search running at the
 * same time (a hint) gets a fresh one. */
static GMutex   kept_lock;
static TtEntry *kept_table;
static guint    kept_bits;
static gboolean kept_busy;

static TtEntry *
borrow_kept_table (guint bits)
{
  TtEntry *table = NULL;

  g_mutex_lock (&kept_lock);
  if (!kept_busy)
    {
      if (kept_table == NULL || kept_bits != bits)
        {
          g_free (kept_table);
          kept_table = g_new0 (TtEntry, (gsize) 1 << bits);
          kept_bits = bits;
        }
      table = kept_table;
      kept_busy = TRUE;
    }
  g_mutex_unlock (&kept_lock);
  return table;
}

static void
return_kept_table (void)
{
  g_mutex_lock (&kept_lock);
  kept_busy = FALSE;
  g_mutex_unlock (&kept_lock);
}

guint
tab_ai_search_turn (const TabPosition *pos, const TabAiParams *params, TabAction *turn)
{
  guint bits = table_bits (search_budget_us (params));
  guint64 mask = (G_GUINT64_CONSTANT (1) << bits) - 1;
  g_autofree TtEntry *own = NULL;
  TtEntry *kept = params->level >= TAB_AI_EXPERT ? borrow_kept_table (bits) : NULL;
  guint len;

  if (kept == NULL)
    own = g_new0 (TtEntry, (gsize) 1 << bits);
  len = search_turn (pos, params, kept != NULL ? kept : own, mask, turn);
  if (kept != NULL)
    return_kept_table ();
  return len;
}

/* The principal line after a search: the root's action, then the
 * table's action of each position on the way, while the table has one
 * that is legal there; at most max_turns complete turns */
static guint
principal_line (Search *s, const TabPosition *pos, TabAction first, guint max_turns,
                TabAction *line, guint max_actions)
{
  TabPosition work;
  guint n = 0;
  TabAction action = first;

  tab_position_copy (&work, pos);
  while (n < max_actions && tab_position_is_legal (&work, action))
    {
      TtEntry entry;

      line[n++] = action;
      tab_position_apply (&work, action);
      if (tab_position_is_over (&work) || work.turn - pos->turn >= max_turns ||
          !tt_probe (s, tab_position_hash (&work) ^ s->seat_key, &entry) || entry.action == 0)
        break;
      action = entry.action;
    }
  return n;
}

/* The search of tab_ai_judge_position () and tab_search_fixed_nodes ():
 * one thread, stopped after max_nodes nodes, so the same everywhere */
static void
fixed_search (const TabPosition *pos, guint64 max_nodes, const TabAiParams *params, guint bits,
              TabSearchResult *out)
{
  gint stop = 0;
  g_autofree Search *s = g_new0 (Search, 1);
  g_autofree TtEntry *table = g_new0 (TtEntry, (gsize) 1 << bits);
  TabActionList list;
  Outcome best;

  memset (out, 0, sizeof *out);
  if (tab_position_is_over (pos))
    {
      out->value = tab_ai_value (pos, pos->to_move);
      out->proven = TRUE;
      return;
    }
  /* the search does not look at a single legal action: look past it */
  tab_position_legal (pos, &list);
  if (list.n == 1)
    {
      TabPosition child;
      TabSearchResult rest;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[0]);
      out->line[0] = list.actions[0];
      out->n_line = 1;
      if (tab_position_is_over (&child))
        {
          out->value = tab_ai_value (&child, pos->to_move);
          out->proven = TRUE;
          return;
        }
      fixed_search (&child, max_nodes, params, bits, &rest);
      *out = rest;
      /* a win one turn further away is still a win: keep the value
       * counted from here when the turn ends with the action */
      if (child.to_move != pos->to_move)
        out->value = -rest.value;
      if (out->value >= MATE_BOUND && child.turn != pos->turn)
        out->value--;
      else if (out->value <= -MATE_BOUND && child.turn != pos->turn)
        out->value++;
      out->line[0] = list.actions[0];
      out->n_line = MIN (rest.n_line + 1, TAB_SEARCH_MAX_LINE);
      if (rest.n_line > 0)
        memcpy (out->line + 1, rest.line, (out->n_line - 1) * sizeof (TabAction));
      return;
    }
  s->table = table;
  s->mask = (G_GUINT64_CONSTANT (1) << bits) - 1;
  s->root_seat = pos->to_move;
  s->root_turn = pos->turn;
  s->seat_key = tab_splitmix64 (G_GUINT64_CONSTANT (0x5ea7) + pos->to_move);
  s->use_quiescence = params->level >= TAB_AI_EXPERT && tab_rules_has_forcing (pos->rules);
  s->deadline = G_MAXINT64;
  s->node_limit = MAX (max_nodes, 1);
  s->params = params;
  s->stop = &stop;
  tab_rng_seed (&s->rng, params->seed ^ pos->ply);
  best = iterate (s, pos, 1);
  out->nodes = s->nodes;
  out->depth = best.depth;
  /* not even one iteration: the static value */
  out->value = best.depth == 0 ? tab_ai_value (pos, pos->to_move) : best.value;
  out->proven = best.depth > 0 &&
                (best.solved || best.value >= MATE_BOUND || best.value <= -MATE_BOUND);
  out->n_line = principal_line (s, pos, best.action, TAB_SEARCH_LINE_TURNS, out->line,
                                TAB_SEARCH_MAX_LINE);
}

int
tab_ai_judge_position (const TabPosition *pos, guint64 max_nodes)
{
  static const TabAiParams strong = { TAB_AI_STRONG, 0, 0, NULL };
  g_autofree TabSearchResult *result = g_new (TabSearchResult, 1);

  fixed_search (pos, max_nodes, &strong, TT_MIN_BITS, result);
  return result->value;
}

void
tab_search_fixed_nodes (const TabPosition *pos, guint64 max_nodes, TabSearchResult *out)
{
  tab_search_fixed_nodes_seeded (pos, max_nodes, 0, out);
}

void
tab_search_fixed_nodes_seeded (const TabPosition *pos, guint64 max_nodes, guint64 seed,
                               TabSearchResult *out)
{
  const TabAiParams expert = { TAB_AI_EXPERT, 0, seed, NULL };
  guint bits = TT_MIN_BITS;

  /* about one entry per node, as for a search on the clock */
  while (bits < TT_MAX_BITS && ((guint64) 1 << bits) < max_nodes)
    bits++;
  fixed_search (pos, max_nodes, &expert, bits, out);
}

typedef struct
{
  const TabPosition *pos;
  const TabAiParams *params;
  TabAction         *turn;
  guint              n_actions;
} BackgroundTurn;

static gpointer
background_turn (gpointer data)
{
  BackgroundTurn *job = data;

  job->n_actions = tab_ai_choose_turn (job->pos, job->params, job->turn);
  return NULL;
}

guint
tab_ai_choose_turn_in_background (const TabPosition *pos,
                                  const TabAiParams *params,
                                  TabAction         *turn)
{
  BackgroundTurn job = { pos, params, turn, 0 };

  tab_ai_run_in_background ("tab-search", background_turn, &job);
  return job.n_actions;
}
