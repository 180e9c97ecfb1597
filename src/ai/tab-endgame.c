/* tab-endgame.c: an exact search to the end of the game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Negamax alpha-beta (two seats; several actions in a row by one seat
 * are consecutive nodes of that seat, not negated).  Every node first
 * plays each of its actions once: one that wins ends the node at once
 * (nothing is faster), and the others are ordered by the table's move,
 * then by how few replies they leave the other seat (forcing actions
 * first, as a proof-number search would), then by history.
 */

#include "tab-endgame.h"
#include "tab-random.h"

#include <string.h>

#define EXACT_DEPTH   255      /* table depth of a value that saw the end */
#define CHECK_EVERY   1023     /* nodes between two looks at the clock */
#define HISTORY_SIZE  4096
#define MAX_PLY       256

typedef enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } Bound;

typedef struct
{
  guint64   key;
  gint32    value;
  guint16   action;     /* the action + 1, 0 = none (actions of 4Mation-sized
                         * games; a larger action is simply not kept) */
  guint8    depth;
  guint8    bound;
} Entry;

/* two entries a slot: one kept for its depth, one always replaced */
typedef struct
{
  Entry deep;
  Entry recent;
} Slot;

struct _TabEndgame
{
  Slot       *table;
  guint64     mask;
  gint64      deadline;
  const gint *cancel;
  guint64     node_limit;   /* 0 = none */
  gboolean    stopped;
  guint64     nodes;
  guint32     history[HISTORY_SIZE];
};

TabEndgame *
tab_endgame_new (guint table_bits)
{
  TabEndgame *endgame = g_new0 (TabEndgame, 1);

  table_bits = CLAMP (table_bits, 10, 30);
  endgame->table = g_new0 (Slot, (gsize) 1 << (table_bits - 1));
  endgame->mask = ((guint64) 1 << (table_bits - 1)) - 1;
  return endgame;
}

void
tab_endgame_free (TabEndgame *endgame)
{
  if (endgame == NULL)
    return;
  g_free (endgame->table);
  g_free (endgame);
}

void
tab_endgame_set_stop (TabEndgame *endgame, gint64 deadline, const gint *cancel)
{
  endgame->deadline = deadline;
  endgame->cancel = cancel;
}

void
tab_endgame_set_node_limit (TabEndgame *endgame, guint64 max_nodes)
{
  endgame->node_limit = max_nodes;
}

gboolean
tab_endgame_stopped (const TabEndgame *endgame)
{
  return endgame->stopped;
}

guint64
tab_endgame_nodes (const TabEndgame *endgame)
{
  return endgame->nodes;
}

guint
tab_endgame_actions_left (const TabPosition *pos)
{
  if (tab_position_is_over (pos))
    return 0;
  return pos->rules->actions_left_max != NULL ? pos->rules->actions_left_max (pos) : G_MAXUINT;
}

static gboolean
must_stop (TabEndgame *endgame)
{
  if (endgame->stopped)
    return TRUE;
  /* a budget of nodes is checked at every node: where it stops must not
   * depend on anything but the position */
  if (endgame->node_limit != 0 && endgame->nodes >= endgame->node_limit)
    {
      endgame->stopped = TRUE;
      return TRUE;
    }
  if ((++endgame->nodes & CHECK_EVERY) != 0)
    return FALSE;
  if ((endgame->deadline != 0 && g_get_monotonic_time () >= endgame->deadline) ||
      (endgame->cancel != NULL && g_atomic_int_get (endgame->cancel) != 0))
    endgame->stopped = TRUE;
  return endgame->stopped;
}

/* Win and loss values count actions from the root; the table keeps them
 * from the node */
static inline int
value_to_table (int value, guint ply)
{
  return value >= TAB_ENDGAME_WON ? value + (int) ply
         : value <= -TAB_ENDGAME_WON ? value - (int) ply : value;
}

static inline int
value_from_table (int value, guint ply)
{
  return value >= TAB_ENDGAME_WON ? value - (int) ply
         : value <= -TAB_ENDGAME_WON ? value + (int) ply : value;
}

static const Entry *
probe (TabEndgame *endgame, guint64 key)
{
  Slot *slot = &endgame->table[key & endgame->mask];

  /* depth 0: an empty entry */
  if (slot->deep.key == key && slot->deep.depth > 0)
    return &slot->deep;
  if (slot->recent.key == key && slot->recent.depth > 0)
    return &slot->recent;
  return NULL;
}

static void
store (TabEndgame *endgame, guint64 key, guint depth, int value, Bound bound, TabAction action)
{
  Slot *slot = &endgame->table[key & endgame->mask];
  Entry fresh = { key, value, action < G_MAXUINT16 ? (guint16) (action + 1) : 0,
                  (guint8) MIN (depth, EXACT_DEPTH), (guint8) bound };

  if (slot->deep.depth <= fresh.depth || slot->deep.key == key)
    slot->deep = fresh;
  else
    slot->recent = fresh;
}

static inline guint
history_slot (TabAction action)
{
  return (guint) (tab_splitmix64 (action) & (HISTORY_SIZE - 1));
}

/* What a node knows about one action after playing it once */
typedef struct
{
  TabAction action;
  guint32   key;        /* order: the highest first */
  gboolean  over;
  int       value;      /* with over: its value for the seat that played it */
} Move;

static void
sort_moves (Move *moves, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      Move m = moves[i];
      guint j = i;

      for (; j > 0 && moves[j - 1].key < m.key; j--)
        moves[j] = moves[j - 1];
      moves[j] = m;
    }
}

/* Plays every action of pos once.  Returns TRUE when one of them wins at
 * once (then moves[0] is it). */
static gboolean
list_moves (TabEndgame *endgame, const TabPosition *pos, guint ply, const Entry *entry,
            Move *moves, guint *n_moves)
{
  TabActionList list;
  TabAction table_action = entry != NULL && entry->action > 0 ? entry->action - 1u : G_MAXUINT32;

  tab_position_legal (pos, &list);
  *n_moves = list.n;
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      Move *m = &moves[i];

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      m->action = list.actions[i];
      m->over = tab_position_is_over (&child);
      m->value = 0;
      if (m->over)
        {
          int v = tab_position_terminal_value (&child, pos->to_move);

          m->value = v > 0 ? TAB_EVAL_WIN - (int) (ply + 1) : v < 0 ? -TAB_EVAL_WIN + (int) (ply + 1) : 0;
          if (v > 0)
            {
              moves[0] = *m;
              *n_moves = 1;
              return TRUE;
            }
          m->key = 0;
          continue;
        }
      if (m->action == table_action)
        m->key = G_MAXUINT32;
      else
        {
          TabActionList replies;

          /* fewer replies first: 10 bits of it, then history */
          tab_position_legal (&child, &replies);
          m->key = ((guint32) (1023 - MIN (replies.n, 1023u)) << 21) |
                   MIN (endgame->history[history_slot (m->action)], (1u << 21) - 1);
        }
    }
  sort_moves (moves, list.n);
  return FALSE;
}

static int search_node (TabEndgame *endgame, const TabPosition *pos, guint depth, guint ply,
                        int alpha, int beta, TabAction *best_action);

static int
search_move (TabEndgame *endgame, const TabPosition *pos, const Move *m, guint depth,
             guint ply, int alpha, int beta)
{
  TabPosition child;

  if (m->over)
    return m->value;
  tab_position_copy (&child, pos);
  tab_position_apply (&child, m->action);
  if (child.to_move == pos->to_move)
    return search_node (endgame, &child, depth - 1, ply + 1, alpha, beta, NULL);
  return -search_node (endgame, &child, depth - 1, ply + 1, -beta, -alpha, NULL);
}

static int
search_node (TabEndgame *endgame, const TabPosition *pos, guint depth, guint ply, int alpha,
             int beta, TabAction *best_action)
{
  g_autofree Move *moves = NULL;
  guint n_moves, left = tab_endgame_actions_left (pos), table_depth;
  const Entry *entry;
  guint64 key;
  int best = -G_MAXINT, alpha0 = alpha;
  TabAction best_move = 0;

  if (must_stop (endgame))
    return 0;
  /* nothing can be better than winning with this action */
  beta = MIN (beta, TAB_EVAL_WIN - (int) (ply + 1));
  if (alpha >= beta && ply > 0)
    return beta;
  if (depth == 0 || ply >= MAX_PLY)
    return 0;
  depth = MIN (depth, left);
  table_depth = depth == left ? EXACT_DEPTH : depth;

  key = tab_position_hash (pos);
  entry = probe (endgame, key);
  if (entry != NULL && entry->depth >= table_depth && ply > 0)
    {
      int value = value_from_table (entry->value, ply);

      if (entry->bound == BOUND_EXACT || (entry->bound == BOUND_LOWER && value >= beta) ||
          (entry->bound == BOUND_UPPER && value <= alpha))
        return value;
    }

  moves = g_new (Move, TAB_MAX_ACTIONS);
  if (list_moves (endgame, pos, ply, entry, moves, &n_moves))
    {
      best = moves[0].value;
      best_move = moves[0].action;
      store (endgame, key, EXACT_DEPTH, value_to_table (best, ply), BOUND_EXACT, best_move);
      if (best_action != NULL)
        *best_action = best_move;
      return best;
    }

  for (guint i = 0; i < n_moves; i++)
    {
      int value = search_move (endgame, pos, &moves[i], depth, ply, alpha, beta);

      if (endgame->stopped)
        return 0;
      if (value > best)
        {
          best = value;
          best_move = moves[i].action;
        }
      alpha = MAX (alpha, value);
      if (alpha >= beta)
        {
          guint32 *h = &endgame->history[history_slot (moves[i].action)];

          *h = MIN (*h + depth * depth, G_MAXUINT32 / 2);
          break;
        }
    }
  store (endgame, key, table_depth, value_to_table (best, ply),
         best <= alpha0 ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT, best_move);
  if (best_action != NULL)
    *best_action = best_move;
  return best;
}

int
tab_endgame_search (TabEndgame *endgame, const TabPosition *pos, guint depth, int alpha,
                    int beta, TabAction *action)
{
  TabAction best = 0;
  int value;

  g_return_val_if_fail (!tab_position_is_over (pos), 0);
  endgame->stopped = FALSE;
  value = search_node (endgame, pos, MAX (depth, 1), 0, alpha, beta, &best);
  if (action != NULL)
    *action = best;
  return value;
}

gboolean
tab_endgame_solve (TabEndgame *endgame, const TabPosition *pos, TabEndgameResult *out)
{
  guint left = tab_endgame_actions_left (pos);

  memset (out, 0, sizeof *out);
  if (tab_position_is_over (pos) || pos->options.players != 2)
    return FALSE;
  endgame->nodes = 0;
  for (guint depth = MIN (2u, left); ; depth = MIN (depth + 2, left))
    {
      TabAction action = 0;
      int value = tab_endgame_search (endgame, pos, depth, -G_MAXINT, G_MAXINT, &action);

      if (endgame->stopped)
        break;
      out->value = value;
      out->action = action;
      out->depth = depth;
      out->nodes = endgame->nodes;
      /* a proven win or loss is exact: a faster win, or a slower loss,
       * would have been seen at this depth already */
      out->exact = depth >= left || ABS (value) >= TAB_ENDGAME_WON;
      if (out->exact || depth >= MAX_PLY)
        break;
    }
  return out->exact;
}

gboolean
tab_endgame_proves_win (TabEndgame *endgame, const TabPosition *pos, guint depth,
                        TabAction *action)
{
  int value;

  if (tab_position_is_over (pos) || pos->options.players != 2)
    return FALSE;
  value = tab_endgame_search (endgame, pos, depth, TAB_ENDGAME_WON - 1, TAB_ENDGAME_WON, action);
  return !endgame->stopped && value >= TAB_ENDGAME_WON;
}

gboolean
tab_endgame_proves_loss (TabEndgame *endgame, const TabPosition *pos, guint depth)
{
  int value;

  if (tab_position_is_over (pos) || pos->options.players != 2)
    return FALSE;
  value = tab_endgame_search (endgame, pos, depth, -TAB_ENDGAME_WON, -TAB_ENDGAME_WON + 1, NULL);
  return !endgame->stopped && value <= -TAB_ENDGAME_WON;
}
