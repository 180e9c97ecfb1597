/* tab-green-skull.c: Green Skull, the race across the triangle with the zombies
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are in rules/green-skull.md; section numbers below refer to it.
 *
 * Bit boards.  The 55 cells are laid out as bit 10 * row + col of a 128-bit
 * word (col 0..row).  In that layout each of the six directions is one
 * shift: E +1, W −1, NE −10, SW +10, NW −11, SE +11.  A shift never lands on
 * another valid cell by wrapping (W of col 0 gives col 9 of the row above,
 * which only row j has; E of the last cell of a row gives a cell right of
 * the triangle; anything above row a or below row j falls off), so masking
 * the result with the empty or the occupied cells (both within the valid
 * cells) is all the edge handling needed.  The public cell index
 * (row * (row + 1) / 2 + col) appears only in piece_at, action_cells and
 * the accessors.
 *
 * Actions: kind << 16 | from << 8 | to, kind a step, a jump or "end",
 * from and to bit numbers.
 *
 * Speed: a random playout from the start is about 175 actions; the
 * playouts use gs_random_action (rejection sampling, no move list) and an
 * apply that works on the state in place.
 *
 * This file holds the moves: playing, generating and counting them, and
 * setting up a position.  The notation is in tab-green-skull-text.c, the
 * evaluation in tab-green-skull-eval.c, the questions the board asks in
 * tab-green-skull-query.c.
 */

#include "tab-green-skull-private.h"

/* Movement */

/* the landing cells of the jumps of movers in one direction */
static inline GsBits
gs_jump_landings (GsBits movers, GsBits occupied, GsBits empty, int delta)
{
  return gs_shift (gs_shift (movers, delta) & occupied, delta) & empty;
}

static gboolean
gs_can_jump (GsBits movers, GsBits occupied)
{
  GsBits empty = GS_VALID & ~occupied;

  GS_EACH_DIR (d)
    if (gs_jump_landings (movers, occupied, empty, gs_delta[d]))
      return TRUE;
  return FALSE;
}

static gboolean
gs_can_move (GsBits movers, GsBits occupied)
{
  GsBits empty = GS_VALID & ~occupied;

  GS_EACH_DIR (d)
    if (gs_shift (movers, gs_delta[d]) & empty)
      return TRUE;
  return gs_can_jump (movers, occupied);
}

/* gs_can_move, answering the usual case (a step along a row) at a
 * fraction of the cost */
static inline gboolean
gs_can_move_fast (GsBits movers, GsBits occupied)
{
  if ((gs_shift (movers, 1) | gs_shift (movers, -1)) & GS_VALID & ~occupied)
    return TRUE;
  return gs_can_move (movers, occupied);
}

/* What may move in this phase (section 5.2) */
typedef struct
{
  GsBits   movers;
  GsBits   occupied;
  gboolean steps;   /* a fresh move: steps and first jumps */
  gboolean end;     /* "end" is legal */
} GsMoveSet;

static inline void
gs_move_set (const TabPosition *pos, GsMoveSet *m)
{
  const GsState *st = gs_cstate (pos);

  m->occupied = gs_occupied_in (st);
  switch (st->phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      m->movers = gs_get (st, pos->to_move);
      m->steps = TRUE;
      m->end = FALSE;
      break;
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      m->movers = gs_get (st, TAB_GREEN_SKULL_ZOMBIES);
      m->steps = TRUE;
      m->end = TRUE;
      break;
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
      m->movers = gs_single (st->jumper);
      m->steps = FALSE;
      m->end = TRUE;
      break;
    case TAB_GREEN_SKULL_PHASE_OVER:
    default:
      m->movers = 0;
      m->steps = FALSE;
      m->end = FALSE;
      break;
    }
}

/* The legal actions in one fixed order: the steps direction by direction,
 * then the jumps direction by direction, then "end".  gs_generate,
 * gs_count and gs_random_action_counted follow it. */
static guint
gs_generate (const GsMoveSet *m, TabAction *out)
{
  GsBits empty = GS_VALID & ~m->occupied;
  guint n = 0;

  if (m->steps)
    GS_EACH_DIR (d)
      for (GsBits t = gs_shift (m->movers, gs_delta[d]) & empty; t; t &= t - 1)
        {
          int to = gs_lowest (t);
          out[n++] = GS_ACTION (GS_STEP, to - gs_delta[d], to);
        }
  GS_EACH_DIR (d)
    for (GsBits t = gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]); t; t &= t - 1)
      {
        int to = gs_lowest (t);
        out[n++] = GS_ACTION (GS_JUMP, to - 2 * gs_delta[d], to);
      }
  if (m->end)
    out[n++] = GS_ACTION_END;
  return n;
}

static guint
gs_count (const GsMoveSet *m)
{
  GsBits empty = GS_VALID & ~m->occupied;
  guint n = m->end ? 1 : 0;

  if (m->steps)
    GS_EACH_DIR (d)
      n += gs_popcount (gs_shift (m->movers, gs_delta[d]) & empty);
  GS_EACH_DIR (d)
    n += gs_popcount (gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]));
  return n;
}

/* Scores and the end (sections 6 and 7) */

TabOutcome
tab_green_skull_result (int orcs, int goblins, int zombies, guint *winner)
{
  *winner = 0;
  if (zombies > orcs && zombies > goblins)
    return TAB_OUTCOME_NOBODY;
  if (orcs != goblins)
    {
      *winner = orcs > goblins ? 1 : 2;
      return TAB_OUTCOME_WIN;
    }
  return TAB_OUTCOME_DRAW;
}

/* E1/E2 for any species: records the reason and returns TRUE when met */
static gboolean
gs_record_end (GsState *st)
{
  for (guint s = 1; s <= 3; s++)
    if (gs_get (st, s) == 0)
      {
        st->end_reason = TAB_GREEN_SKULL_END_ALL_CAPTURED;
        st->end_species = (guint8) s;
        return TRUE;
      }
  for (guint s = 1; s <= 3; s++)
    if ((gs_get (st, s) & ~gs_edge[s]) == 0)
      {
        st->end_reason = TAB_GREEN_SKULL_END_ALL_ON_EDGE;
        st->end_species = (guint8) s;
        return TRUE;
      }
  return FALSE;
}

/* The same, with the usual answer fast: a species with a piece off its
 * edge meets neither E1 nor E2 */
static inline gboolean
gs_check_end (GsState *st)
{
  if ((gs_get (st, 1) & ~gs_edge[1]) && (gs_get (st, 2) & ~gs_edge[2])
      && (gs_get (st, 3) & ~gs_edge[3]))
    return FALSE;
  return gs_record_end (st);
}

static void
gs_finish (TabPosition *pos, GsState *st)
{
  GsBoard b;
  int score[4];
  guint winner;

  gs_load (st, &b);
  gs_scores_of (&b, score);
  pos->outcome = (guint8) tab_green_skull_result (score[1], score[2], score[3], &winner);
  pos->winner = (guint8) winner;
  st->phase = TAB_GREEN_SKULL_PHASE_OVER;
}

/* Turns (section 5.3) */

static void
gs_end_turn (TabPosition *pos, GsState *st)
{
  GsBits occupied = gs_occupied_in (st);

  /* an empty turn (section 5.6) hands the move straight back; the turn
   * limit bounds the loop even on a board set up by hand */
  for (;;)
    {
      guint seat;

      pos->turn++;
      pos->to_move = (guint8) (3 - pos->to_move);
      seat = pos->to_move;
      if (pos->turn >= GS_TURN_LIMIT)
        {
          if (!gs_check_end (st))
            {
              st->end_reason = TAB_GREEN_SKULL_END_TURN_LIMIT;
              st->end_species = 0;
            }
          gs_finish (pos, st);
          return;
        }
      if (gs_can_move_fast (gs_get (st, seat), occupied))
        {
          st->phase = TAB_GREEN_SKULL_PHASE_OWN_MOVE;
          return;
        }
      if (st->skull == seat && gs_can_move (gs_get (st, TAB_GREEN_SKULL_ZOMBIES), occupied))
        {
          st->phase = TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE;
          return;
        }
    }
}

/* own_move_done and zombie_move_done of section 5.3 */
static inline void
gs_move_done (TabPosition *pos, GsState *st, gboolean zombie, gboolean captured)
{
  guint seat = pos->to_move;

  if (captured && st->skull == seat)
    st->skull = (guint8) (3 - seat);
  if (gs_check_end (st))
    gs_finish (pos, st);
  else if (!zombie && st->skull == seat
           && gs_can_move_fast (gs_get (st, TAB_GREEN_SKULL_ZOMBIES), gs_occupied_in (st)))
    st->phase = TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE;
  else
    gs_end_turn (pos, st);
}

static void
gs_apply (TabPosition *pos, TabAction action)
{
  GsState *st = gs_state (pos);
  gboolean zombie = st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE
                    || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS;
  guint species = zombie ? TAB_GREEN_SKULL_ZOMBIES : pos->to_move;
  int from = (int) GS_ACTION_FROM (action);
  int to = (int) GS_ACTION_TO (action);

  st->jumper = 0;  /* set again below if a series goes on */
  switch (GS_ACTION_KIND (action))
    {
    case GS_STEP:
      gs_put (st, species, gs_get (st, species) ^ (gs_single (from) | gs_single (to)));
      gs_move_done (pos, st, zombie, FALSE);
      break;

    case GS_JUMP:
      {
        GsBits keep = ~gs_single ((from + to) / 2);

        gs_put (st, species, gs_get (st, species) ^ (gs_single (from) | gs_single (to)));
        for (guint s = 1; s <= 3; s++)
          gs_put (st, s, gs_get (st, s) & keep);
        if (gs_can_jump (gs_single (to), gs_occupied_in (st)))
          {
            st->phase = zombie ? TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS : TAB_GREEN_SKULL_PHASE_OWN_JUMPS;
            st->jumper = (guint8) to;
          }
        else
          gs_move_done (pos, st, zombie, TRUE);
      }
      break;

    case GS_END:
    default:
      if (st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE)
        gs_end_turn (pos, st);  /* the zombie move is declined */
      else
        gs_move_done (pos, st, zombie, TRUE);  /* a series stops */
      break;
    }
}

/* The table's functions */

static void
gs_init (TabPosition *pos)
{
  GsState *st = gs_state (pos);
  GsBoard b;
  gboolean ok;

  memset (st, 0, sizeof *st);
  ok = gs_parse_diagram (gs_initial_diagram, &b, NULL);
  g_assert (ok);
  gs_store (st, &b);
  st->phase = TAB_GREEN_SKULL_PHASE_OWN_MOVE;
  st->skull = 2;
  pos->to_move = 1;
}

static guint
gs_legal (const TabPosition *pos, TabAction *out)
{
  GsMoveSet m;

  gs_move_set (pos, &m);
  return gs_generate (&m, out);
}

/* A uniformly random legal action, exactly: the k-th action in
 * gs_generate's order for a uniform k */
static G_GNUC_NO_INLINE TabAction
gs_random_action_counted (const GsMoveSet *m, TabRng *rng)
{
  GsBits steps[GS_N_DIRS] = { 0 }, jumps[GS_N_DIRS];
  GsBits empty = GS_VALID & ~m->occupied;
  guint n_steps[GS_N_DIRS] = { 0 }, n_jumps[GS_N_DIRS];
  guint n = m->end ? 1 : 0, k;

  if (m->steps)
    GS_EACH_DIR (d)
      {
        steps[d] = gs_shift (m->movers, gs_delta[d]) & empty;
        n_steps[d] = gs_popcount (steps[d]);
        n += n_steps[d];
      }
  GS_EACH_DIR (d)
    {
      jumps[d] = gs_jump_landings (m->movers, m->occupied, empty, gs_delta[d]);
      n_jumps[d] = gs_popcount (jumps[d]);
      n += n_jumps[d];
    }
  g_assert (n > 0);

  k = tab_rng_below (rng, n);
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      if (k < n_steps[d])
        {
          int to = gs_nth_bit (steps[d], k);
          return GS_ACTION (GS_STEP, to - gs_delta[d], to);
        }
      k -= n_steps[d];
    }
  for (guint d = 0; d < GS_N_DIRS; d++)
    {
      if (k < n_jumps[d])
        {
          int to = gs_nth_bit (jumps[d], k);
          return GS_ACTION (GS_JUMP, to - 2 * gs_delta[d], to);
        }
      k -= n_jumps[d];
    }
  return GS_ACTION_END;
}

/* The playouts' random action, by rejection: a piece that may move and a
 * direction are drawn uniformly (and "end" as one more draw where it is
 * legal).  Each legal action is exactly one such draw: a step when the
 * next cell that way is empty, a jump when it is occupied and the cell
 * beyond is empty.  A draw that is no legal action is drawn again, so
 * every legal action comes out with the same chance.  About half of the
 * draws are legal actions in random games, which makes this much cheaper
 * than counting every action; in a position where most draws fail the
 * exact count takes over after GS_RANDOM_TRIES of them. */
#define GS_RANDOM_TRIES 16

static TabAction
gs_random_action (const TabPosition *pos, gpointer rng)
{
  GsMoveSet m;
  GsBits empty;
  guint8 movers[TAB_GREEN_SKULL_CELLS];
  guint n_movers = 0, n_draws;

  gs_move_set (pos, &m);
  empty = GS_VALID & ~m.occupied;
  /* word by word: cheaper than 128-bit arithmetic */
  for (guint64 w = (guint64) m.movers; w; w &= w - 1)
    movers[n_movers++] = (guint8) __builtin_ctzll (w);
  for (guint64 w = (guint64) (m.movers >> 64); w; w &= w - 1)
    movers[n_movers++] = (guint8) (64 + __builtin_ctzll (w));
  n_draws = GS_N_DIRS * n_movers + (m.end ? 1 : 0);

  for (guint tries = 0; tries < GS_RANDOM_TRIES; tries++)
    {
      guint draw = tab_rng_below (rng, n_draws);
      int from, delta;

      if (draw == GS_N_DIRS * n_movers)
        return GS_ACTION_END;
      from = movers[draw / GS_N_DIRS];
      delta = gs_delta[draw % GS_N_DIRS];
      if (empty & gs_single (from + delta))
        {
          if (m.steps)
            return GS_ACTION (GS_STEP, from, from + delta);
        }
      else if ((m.occupied & gs_single (from + delta)) && (empty & gs_single (from + 2 * delta)))
        return GS_ACTION (GS_JUMP, from, from + 2 * delta);
    }
  return gs_random_action_counted (&m, rng);
}

static guint64
gs_perft_rec (const TabPosition *pos, guint depth)
{
  TabAction actions[TAB_MAX_ACTIONS];
  GsMoveSet m;
  guint64 total = 0;
  guint n;

  if (pos->outcome != TAB_OUTCOME_NONE)
    return 0;
  gs_move_set (pos, &m);
  if (depth == 1)
    return gs_count (&m);  /* bulk counting at the last ply */
  n = gs_generate (&m, actions);
  for (guint i = 0; i < n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      gs_apply (&child, actions[i]);
      total += gs_perft_rec (&child, depth - 1);
    }
  return total;
}

static guint64
gs_perft (const TabPosition *pos, guint depth)
{
  return gs_perft_rec (pos, depth);
}

void
gs_scores (const TabPosition *pos, int *scores)
{
  GsBoard b;
  int score[4];

  gs_load (gs_cstate (pos), &b);
  gs_scores_of (&b, score);
  scores[0] = score[1];
  scores[1] = score[2];
  scores[2] = score[3];
}

/* Zobrist keys of (species, bit), built once */
static guint64 gs_piece_keys[4][GS_N_BITS];

static void
gs_ensure_keys (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint s = 1; s <= 3; s++)
        for (int bit = 0; bit < GS_N_BITS; bit++)
          gs_piece_keys[s][bit] = gs_bit_is_valid (bit) ? tab_zobrist (s, (guint) gs_cell_of_bit (bit)) : 0;
      g_once_init_leave (&done, 1);
    }
}

enum
{
  GS_KEY_TO_MOVE = 10,
  GS_KEY_PHASE,
  GS_KEY_SKULL,
  GS_KEY_JUMPER,
  GS_KEY_TURN,
};

static guint64
gs_hash (const TabPosition *pos)
{
  const GsState *st = gs_cstate (pos);
  GsBoard b;
  guint64 h = 0;

  gs_ensure_keys ();
  gs_load (st, &b);
  for (guint s = 1; s <= 3; s++)
    for (GsBits x = b.sp[s]; x; x &= x - 1)
      h ^= gs_piece_keys[s][gs_lowest (x)];
  h ^= tab_zobrist (GS_KEY_TO_MOVE, pos->to_move);
  h ^= tab_zobrist (GS_KEY_PHASE, st->phase);
  h ^= tab_zobrist (GS_KEY_SKULL, st->skull);
  if (st->phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS || st->phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS)
    h ^= tab_zobrist (GS_KEY_JUMPER, st->jumper);
  if (pos->turn + GS_HASH_TURN_WINDOW >= GS_TURN_LIMIT)
    h ^= tab_zobrist (GS_KEY_TURN, pos->turn);
  return h;
}

/* A jump that leaves the mover better off than before (not the capture
 * of its own piece for nothing) is worth a look past the horizon */
static gboolean
gs_is_forcing (const TabPosition *pos, TabAction action)
{
  TabPosition child;

  if (!gs_is_capture (pos, action))
    return FALSE;
  tab_position_copy (&child, pos);
  gs_apply (&child, action);
  return tab_position_is_over (&child) ||
         gs_evaluate (&child, pos->to_move) > gs_evaluate (pos, pos->to_move);
}

const TabRules tab_green_skull_rules = {
  .id = "green-skull",
  .name = N_("Green Skull"),
  .summary = N_("Race your orcs or goblins across a triangle of hexagons; "
                "whoever holds the green skull also moves the zombies."),
  .seat_names = { N_("Orcs"), N_("Goblins") },
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .board_kind = TAB_BOARD_FIXED,
  .min_size = 0,
  .max_size = 0,
  .default_rows = 0,
  .default_cols = 0,
  .n_cells_max = TAB_GREEN_SKULL_CELLS,
  .review_thresholds = { 250, 300, 600 },
  .state_size = sizeof (GsState),
  .n_scores = 3,
  .score_names = { N_("Orcs"), N_("Goblins"), N_("Zombies") },
  .init = gs_init,
  .legal = gs_legal,
  .apply = gs_apply,
  .scores = gs_scores,
  .status = gs_status,
  .evaluate = gs_evaluate,
  .format_action = gs_format_action,
  .token_is_wellformed = gs_token_is_wellformed,
  .render = gs_render,
  .hash = gs_hash,
  .n_cells = gs_n_cells,
  .piece_at = gs_piece_at,
  .action_cells = gs_action_cells,
  .is_capture = gs_is_capture,
  .is_forcing = gs_is_forcing,
  .action_effects = gs_action_effects,
  .perft = gs_perft,
  .random_action = gs_random_action,
};

gboolean
tab_green_skull_setup (TabPosition *pos, const char *diagram, guint seat, guint skull,
                       TabGreenSkullPhase phase, GError **error)
{
  GsState st;
  GsBoard b;

  g_return_val_if_fail (pos->rules == &tab_green_skull_rules, FALSE);
  if (!gs_parse_diagram (diagram, &b, error))
    return FALSE;
  if (seat < 1 || seat > 2 || skull < 1 || skull > 2)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "the seat to move and the skull holder must be 1 or 2, not %u and %u",
                   seat, skull);
      return FALSE;
    }

  memset (&st, 0, sizeof st);
  gs_store (&st, &b);
  st.skull = (guint8) skull;
  st.phase = (guint8) phase;
  switch (phase)
    {
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
      if (!gs_can_move (b.sp[seat], gs_occupied (&b)))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "seat %u has no move on this board", seat);
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      if (skull != seat || !gs_can_move (b.sp[TAB_GREEN_SKULL_ZOMBIES], gs_occupied (&b)))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "a zombie move needs the seat to move to hold the skull and a zombie that can move");
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_OVER:
      if (!gs_check_end (&st))
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       "the board meets no end condition");
          return FALSE;
        }
      break;
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
    default:
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   "a position can only be set up at the start of a move or at the end of the game");
      return FALSE;
    }

  pos->to_move = (guint8) seat;
  pos->outcome = TAB_OUTCOME_NONE;
  pos->winner = 0;
  memcpy (pos->state, &st, sizeof st);
  if (phase == TAB_GREEN_SKULL_PHASE_OVER)
    gs_finish (pos, gs_state (pos));
  return TRUE;
}
