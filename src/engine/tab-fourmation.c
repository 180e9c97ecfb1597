/* tab-fourmation.c: 4Mation (rules/fourmation.md)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cubes go on empty cells next to the cube the opponent placed last
 * (with the fallbacks of tiers 3 and 4); four or more in a row win; when
 * both supplies of ⌊N²/2⌋ cubes are used up the game is drawn.
 */

#include "tab-fourmation.h"
#include "tab-games.h"
#include "tab-grid.h"
#include "tab-random.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_CELLS (10 * 10)
#define NO_CELL   (-1)

/* Zobrist tables: what = seat (1, 2) for cubes, 3 for the last cube */
#define ZOBRIST_LAST    3
#define ZOBRIST_TO_MOVE 4

typedef struct
{
  guint8  cell[MAX_CELLS];   /* 0 empty, else the seat that owns the cube */
  gint8   last;              /* the cube placed last, NO_CELL at the start */
  guint8  placed;            /* cubes on the board */
  guint64 cubes_hash;        /* Zobrist hash of the cubes, kept up to date */
} FourmationState;

G_STATIC_ASSERT (sizeof (FourmationState) <= sizeof (((TabPosition *) 0)->state));

static inline FourmationState *
state_of (TabPosition *pos)
{
  return (FourmationState *) pos->state;
}

static inline const FourmationState *
cstate_of (const TabPosition *pos)
{
  return (const FourmationState *) pos->state;
}

static inline const TabGrid *
grid_of (const TabPosition *pos)
{
  return tab_grid_get (pos->options.rows, pos->options.cols);
}

static inline guint
supply (const TabPosition *pos)
{
  return (guint) (pos->options.rows * pos->options.cols) / 2;
}

static void
fourmation_init (TabPosition *pos)
{
  FourmationState *st = state_of (pos);

  memset (st, 0, sizeof *st);
  st->last = NO_CELL;
}

/* Adds the empty neighbours of cell to out (as a set over cells) */
static guint
add_empty_neighbours (const TabGrid *grid, const FourmationState *st, int cell,
                      gboolean *taken, TabAction *out, guint n)
{
  for (guint i = 0; i < grid->n_neighbours[cell]; i++)
    {
      int nb = grid->neighbours[cell][i];

      if (st->cell[nb] == 0 && !taken[nb])
        {
          taken[nb] = TRUE;
          out[n++] = (TabAction) nb;
        }
    }
  return n;
}

static guint
all_empty (const TabGrid *grid, const FourmationState *st, TabAction *out)
{
  guint n = 0;

  for (int c = 0; c < grid->n_cells; c++)
    if (st->cell[c] == 0)
      out[n++] = (TabAction) c;
  return n;
}

/* The legal cells and the tier that gave them */
static guint
legal_with_tier (const TabPosition *pos, TabAction *out, guint *tier)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);
  gboolean taken[MAX_CELLS] = { 0 };
  guint n;
  guint8 opponent;

  if (st->last == NO_CELL)
    {
      *tier = 1;
      return all_empty (grid, st, out);
    }

  n = add_empty_neighbours (grid, st, st->last, taken, out, 0);
  if (n > 0)
    {
      *tier = 2;
      return n;
    }

  opponent = st->cell[st->last];
  for (int c = 0; c < grid->n_cells; c++)
    if (st->cell[c] == opponent)
      n = add_empty_neighbours (grid, st, c, taken, out, n);
  if (n > 0)
    {
      *tier = 3;
      return n;
    }

  *tier = 4;
  return all_empty (grid, st, out);
}

static guint
fourmation_legal (const TabPosition *pos, TabAction *out)
{
  guint tier;

  return legal_with_tier (pos, out, &tier);
}

/* Length of the run of owner's cubes through cell along axis (0..3) */
static guint
run_length (const TabGrid *grid, const FourmationState *st, int cell, int axis, int *first)
{
  guint8 owner = st->cell[cell];
  guint length = 1;
  int c;

  *first = cell;
  for (c = grid->next[cell][axis + 4]; c != NO_CELL && st->cell[c] == owner; c = grid->next[c][axis + 4])
    {
      length++;
      *first = c;
    }
  for (c = grid->next[cell][axis]; c != NO_CELL && st->cell[c] == owner; c = grid->next[c][axis])
    length++;
  return length;
}

static gboolean
makes_line (const TabGrid *grid, const FourmationState *st, int cell)
{
  for (int axis = 0; axis < TAB_N_AXES; axis++)
    {
      int first;

      if (run_length (grid, st, cell, axis, &first) >= TAB_FOURMATION_LINE)
        return TRUE;
    }
  return FALSE;
}

static void
fourmation_apply (TabPosition *pos, TabAction action)
{
  FourmationState *st = state_of (pos);
  int cell = (int) action;

  st->cell[cell] = pos->to_move;
  st->cubes_hash ^= tab_zobrist (pos->to_move, (guint) cell);
  st->last = (gint8) cell;
  st->placed++;

  if (makes_line (grid_of (pos), st, cell))
    {
      pos->outcome = TAB_OUTCOME_WIN;
      pos->winner = pos->to_move;
    }
  else if (st->placed == 2 * supply (pos))
    pos->outcome = TAB_OUTCOME_DRAW;
  else
    {
      pos->to_move = (guint8) (3 - pos->to_move);
      pos->turn++;
    }
}

static void
fourmation_status (const TabPosition *pos, GString *out)
{
  switch (pos->outcome)
    {
    case TAB_OUTCOME_NONE:
      g_string_append_printf (out, "seat %u to move (tier %u)", pos->to_move,
                              tab_fourmation_tier (pos));
      break;
    case TAB_OUTCOME_WIN:
      g_string_append_printf (out, "game over: seat %u wins %s", pos->winner,
                              pos->winner == 1 ? "1-0" : "0-1");
      break;
    default:
      g_string_append (out, "game over: draw 1/2-1/2");
      break;
    }
}

/* Evaluation.  Every window of four cells in a line that holds cubes of
 * one seat only is a chance for that seat, worth more the fuller it is.
 * On top of that, the seat to move wins at once if one of its legal cells
 * completes a window: that decides the position.  When it cannot, it
 * loses if every cell it may take lets the other seat complete a window
 * next to it (the other seat must play next to that cube): that decides
 * the position too, one placement later.  A cell that completes a window
 * (a threat) is worth a little on top of its window: the other seat must
 * keep away from it or block it. */

static const int window_value[TAB_FOURMATION_LINE] = { 0, 1, 6, 40 };
#define THREAT_VALUE 30

static gboolean
has_winning_cell (const TabPosition *pos)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);
  TabAction legal[MAX_CELLS];
  guint tier, n = legal_with_tier (pos, legal, &tier);
  FourmationState probe = *st;

  for (guint i = 0; i < n; i++)
    {
      int cell = (int) legal[i];
      gboolean wins;

      probe.cell[cell] = pos->to_move;
      wins = makes_line (grid, &probe, cell);
      probe.cell[cell] = 0;
      if (wins)
        return TRUE;
    }
  return FALSE;
}

/* The window score for seat; threat[s][c] is set when the empty cell c
 * completes a window of seat s (s = 1, 2) */
static int
window_score (const TabGrid *grid, const FourmationState *st, guint seat,
              gboolean threat[3][MAX_CELLS])
{
  int score = 0;

  for (int cell = 0; cell < grid->n_cells; cell++)
    for (int axis = 0; axis < TAB_N_AXES; axis++)
      {
        int c = cell, mine = 0, theirs = 0, empty = NO_CELL, k;

        for (k = 0; k < TAB_FOURMATION_LINE && c != NO_CELL; k++, c = grid->next[c][axis])
          {
            if (st->cell[c] == seat)
              mine++;
            else if (st->cell[c] != 0)
              theirs++;
            else
              empty = c;
          }
        if (k < TAB_FOURMATION_LINE || (mine > 0 && theirs > 0))
          continue;
        score += window_value[mine] - window_value[theirs];
        if (mine == TAB_FOURMATION_LINE - 1)
          threat[seat][empty] = TRUE;
        else if (theirs == TAB_FOURMATION_LINE - 1)
          threat[3 - seat][empty] = TRUE;
      }
  return score;
}

/* Whether every legal cell of the seat to move lets the other seat
 * complete a window at once (other_threat: its winning cells) */
static gboolean
every_cell_loses (const TabPosition *pos, const gboolean *other_threat)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);
  TabAction legal[MAX_CELLS];
  guint tier, n;

  /* the last cube of the supply ends the game: no reply */
  if (st->placed + 1u >= 2 * supply (pos))
    return FALSE;
  n = legal_with_tier (pos, legal, &tier);
  for (guint i = 0; i < n; i++)
    {
      int cell = (int) legal[i];
      gboolean free_neighbour = FALSE, loses = FALSE;

      for (guint j = 0; j < grid->n_neighbours[cell]; j++)
        {
          int nb = grid->neighbours[cell][j];

          if (st->cell[nb] != 0)
            continue;
          free_neighbour = TRUE;
          loses = loses || other_threat[nb];
        }
      /* no free neighbour: the reply may go further away (tiers 3 and 4);
       * count the cell as safe */
      if (!free_neighbour || !loses)
        return FALSE;
    }
  return TRUE;
}

static int
fourmation_evaluate (const TabPosition *pos, guint seat)
{
  const TabGrid *grid = grid_of (pos);
  gboolean threat[3][MAX_CELLS] = { { 0 } };
  int score = window_score (grid, cstate_of (pos), seat, threat);
  guint mover = pos->to_move, other = 3 - mover;
  int sign = mover == seat ? 1 : -1;

  for (int c = 0; c < grid->n_cells; c++)
    score += THREAT_VALUE * ((int) threat[seat][c] - (int) threat[3 - seat][c]);
  if (has_winning_cell (pos))
    score += sign * (TAB_EVAL_BOUND / 2);
  else if (every_cell_loses (pos, threat[other]))
    score -= sign * (TAB_EVAL_BOUND / 2 - 1000);
  return score;
}

static void
fourmation_format_action (const TabPosition *pos, TabAction action, char *buf)
{
  tab_square_format (pos->options.cols, action, buf);
}

static gboolean
fourmation_token_is_wellformed (const TabPosition *pos, const char *token)
{
  guint cell;

  return tab_square_parse (&token, pos->options.rows, pos->options.cols, &cell) && *token == '\0';
}

static char
cube_glyph (gconstpointer data, guint cell)
{
  const FourmationState *st = data;
  char glyph = ".XO"[st->cell[cell]];

  return (int) cell == st->last ? g_ascii_tolower (glyph) : glyph;
}

static void
fourmation_render (const TabPosition *pos, GString *out)
{
  tab_grid_render (grid_of (pos), cube_glyph, cstate_of (pos), out);
}

static guint64
fourmation_hash (const TabPosition *pos)
{
  const FourmationState *st = cstate_of (pos);
  guint64 hash = st->cubes_hash ^ tab_zobrist (ZOBRIST_TO_MOVE, pos->to_move);

  /* the last cube decides the next legal cells */
  if (st->last != NO_CELL)
    hash ^= tab_zobrist (ZOBRIST_LAST, (guint) st->last);
  return hash ^ (guint64) pos->outcome;
}

static guint
fourmation_n_cells (const TabPosition *pos)
{
  return (guint) pos->options.rows * pos->options.cols;
}

static guint
fourmation_piece_at (const TabPosition *pos, guint cell)
{
  guint8 owner = cstate_of (pos)->cell[cell];

  return owner ? TAB_PIECE (owner, 1) : 0;
}

static void
fourmation_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  *from = TAB_NO_CELL;
  *to = (int) action;
}

/* A cube that makes three of a window of four whose fourth cell is
 * empty (a threat: the other seat must keep away from that cell or take
 * it), or that takes the empty cell of such a window of the other seat
 * (a block).  Four in a row ends the game by itself. */
static gboolean
fourmation_is_forcing (const TabPosition *pos, TabAction action)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);
  const int line = TAB_FOURMATION_LINE;
  int cell = (int) action;

  for (int axis = 0; axis < TAB_N_AXES; axis++)
    {
      int start = cell;

      /* the windows through cell start up to three cells behind it */
      for (int back = 0; back < line && start != NO_CELL; back++, start = grid->next[start][axis + 4])
        {
          int c = start, mine = 0, theirs = 0, k;

          for (k = 0; k < line && c != NO_CELL; k++, c = grid->next[c][axis])
            {
              guint owner = c == cell ? 0 : st->cell[c];

              if (owner == pos->to_move)
                mine++;
              else if (owner != 0)
                theirs++;
            }
          if (k == line && ((mine == line - 2 && theirs == 0) || (mine == 0 && theirs == line - 1)))
            return TRUE;
        }
    }
  return FALSE;
}

static TabAction
fourmation_random_action (const TabPosition *pos, gpointer rng)
{
  TabAction legal[MAX_CELLS];
  guint tier, n = legal_with_tier (pos, legal, &tier);

  return legal[tab_rng_below (rng, n)];
}

/* every placement uses a cube: the game ends when both supplies are out */
static guint
fourmation_actions_left_max (const TabPosition *pos)
{
  return pos->outcome != TAB_OUTCOME_NONE ? 0 : 2 * supply (pos) - cstate_of (pos)->placed;
}

/* Symmetries: the eight of the square board (rotations and mirrors) */
static guint
fourmation_n_symmetries (const TabPosition *pos)
{
  return pos->options.rows == pos->options.cols ? TAB_GRID_N_SYMMETRIES : 4;
}

static TabAction
fourmation_transform_action (const TabPosition *pos, guint symmetry, TabAction action)
{
  return (TabAction) tab_grid_symmetric_cell (grid_of (pos), (int) action, symmetry);
}

static void
fourmation_transform (const TabPosition *pos, guint symmetry, TabPosition *image)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);
  FourmationState *out;

  tab_position_copy (image, pos);
  out = state_of (image);
  memset (out->cell, 0, sizeof out->cell);
  out->cubes_hash = 0;
  for (int c = 0; c < grid->n_cells; c++)
    if (st->cell[c] != 0)
      {
        int to = tab_grid_symmetric_cell (grid, c, symmetry);

        out->cell[to] = st->cell[c];
        out->cubes_hash ^= tab_zobrist (st->cell[c], (guint) to);
      }
  out->last = st->last == NO_CELL ? NO_CELL
              : (gint8) tab_grid_symmetric_cell (grid, st->last, symmetry);
}

guint
tab_fourmation_tier (const TabPosition *pos)
{
  TabAction legal[MAX_CELLS];
  guint tier;

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  legal_with_tier (pos, legal, &tier);
  return tier;
}

guint
tab_fourmation_cubes_left (const TabPosition *pos, guint seat)
{
  const FourmationState *st = cstate_of (pos);
  guint placed_by_seat = seat == 1 ? (st->placed + 1u) / 2u : st->placed / 2u;

  return supply (pos) - placed_by_seat;
}

guint
tab_fourmation_winning_line (const TabPosition *pos, int *cells)
{
  const FourmationState *st = cstate_of (pos);
  const TabGrid *grid = grid_of (pos);

  if (pos->outcome != TAB_OUTCOME_WIN)
    return 0;
  for (int axis = 0; axis < TAB_N_AXES; axis++)
    {
      int first;
      guint length = run_length (grid, st, st->last, axis, &first);

      if (length < TAB_FOURMATION_LINE)
        continue;
      for (guint i = 0; i < length; i++, first = grid->next[first][axis])
        cells[i] = first;
      return length;
    }
  return 0;
}

const TabRules tab_fourmation_rules = {
  .id = "fourmation",
  .name = N_("4Mation"),
  .summary = N_("Place a cube next to your opponent’s last cube; four in a row wins."),
  .seat_names = { N_("Blue"), N_("Pink") },
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .board_kind = TAB_BOARD_SQUARE,
  .min_size = 4,
  .max_size = 10,
  .default_rows = 7,
  .default_cols = 7,
  .n_cells_max = MAX_CELLS,
  .review_thresholds = { 50, 100, 200 },
  .state_size = sizeof (FourmationState),
  .n_scores = 0,
  .init = fourmation_init,
  .legal = fourmation_legal,
  .apply = fourmation_apply,
  .scores = NULL,
  .status = fourmation_status,
  .evaluate = fourmation_evaluate,
  .format_action = fourmation_format_action,
  .token_is_wellformed = fourmation_token_is_wellformed,
  .render = fourmation_render,
  .hash = fourmation_hash,
  .n_cells = fourmation_n_cells,
  .piece_at = fourmation_piece_at,
  .action_cells = fourmation_action_cells,
  .is_forcing = fourmation_is_forcing,
  .perft = NULL,
  .random_action = fourmation_random_action,
  .actions_left_max = fourmation_actions_left_max,
  .n_symmetries = fourmation_n_symmetries,
  .transform = fourmation_transform,
  .transform_action = fourmation_transform_action,
};
