/* tab-apart-ui.c: how the UI shows Apart
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

#include <glib/gi18n.h>

#include "tab-apart.h"
#include "tab-games.h"

static char *
describe_piece (const TabPosition *pos, guint piece)
{
  /* Translators: an Apart piece of a seat, e.g. "Black piece" */
  return g_strdup_printf (_("%s piece"), tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece)));
}

/* a square the jumping piece has used: it may not land there again */
static gboolean
cell_is_shaded (const TabPosition *pos, guint cell)
{
  return tab_apart_is_used (pos, cell);
}

/* an isolated piece: a subtle mark, a small dot in the corner of the square */
static void
paint_marks (cairo_t *cr, const TabPosition *pos, guint cell,
             double cx, double cy, double size, const TabPalette *p)
{
  GdkRGBA mark = p->label;

  if (!tab_apart_is_isolated (pos, cell))
    return;
  mark.alpha *= 0.55f;
  tab_paint_dot (cr, cx + size * 0.36, cy - size * 0.36, size * 0.055, &mark);
}

/* one move of the turn: the first names the seat and whether it stepped
 * or jumped, the next ones of a continuous jump only where they land */
static void
describe_move (const TabPosition *pos, TabAction action, guint index, GString *out)
{
  const char *seat = tab_game_ui_seat_name (pos, pos->to_move);
  int from, to;
  char from_name[TAB_TOKEN_MAX], to_name[TAB_TOKEN_MAX];

  pos->rules->action_cells (pos, action, &from, &to);
  tab_game_ui_cell_name (pos, from, from_name);
  tab_game_ui_cell_name (pos, to, to_name);
  if (to == TAB_NO_CELL)
    {
      if (index == 0)
        /* Translators: Apart, e.g. "Black ended the turn" (a sentence follows) */
        g_string_append_printf (out, C_("apart", "%s ended the turn"), seat);
      else
        /* Translators: Apart, after the jumps of a turn */
        g_string_append (out, C_("apart", ", then ended the turn"));
      return;
    }
  if (index > 0)
    /* Translators: Apart, a further jump of the same piece, e.g. ", then to e5" */
    g_string_append_printf (out, C_("apart", ", then to %s"), to_name);
  else if (ABS (from % (int) pos->options.cols - to % (int) pos->options.cols) <= 1 &&
           ABS (from / (int) pos->options.cols - to / (int) pos->options.cols) <= 1)
    /* Translators: Apart, a move of one square, e.g. "White stepped from b1 to b2" */
    g_string_append_printf (out, C_("apart", "%s stepped from %s to %s"), seat, from_name, to_name);
  else
    /* Translators: Apart, e.g. "White jumped from b1 to b3" */
    g_string_append_printf (out, C_("apart", "%s jumped from %s to %s"), seat, from_name, to_name);
  if (tab_action_is_capture (pos, action))
    /* Translators: Apart, after a move that landed on an enemy piece */
    g_string_append (out, C_("apart", " and captured a piece"));
}

/* "White jumped from c1 to c3 and captured a piece, then to e5, then
 * ended the turn." */
static void
describe_turn_played (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      describe_move (&pos, actions[i], i, out);
      tab_position_apply (&pos, actions[i]);
    }
  g_string_append_c (out, '.');
}

/* the pieces of seat with no piece of their colour around them */
static guint
count_isolated (const TabPosition *pos, guint seat)
{
  guint n_cells = pos->rules->n_cells (pos);
  guint n = 0;

  for (guint cell = 0; cell < n_cells; cell++)
    if (TAB_PIECE_SIDE (pos->rules->piece_at (pos, cell)) == seat && tab_apart_is_isolated (pos, cell))
      n++;
  return n;
}

static char *
describe_scores (const TabPosition *pos)
{
  g_autoptr (GString) text = g_string_new (NULL);

  /* Translators: pieces each side has lost so far */
  g_string_printf (text, _("Pieces lost: White %u, Black %u"),
                   tab_apart_captured (pos, 1), tab_apart_captured (pos, 2));
  g_string_append_c (text, '\n');
  /* Translators: Apart: the pieces of each side that have no piece of
   * their colour around them, of those on the board, e.g. "White 7 of 12" */
  g_string_append_printf (text, _("Isolated: White %u of %u, Black %u of %u"),
                          count_isolated (pos, 1), tab_apart_pieces (pos, 1),
                          count_isolated (pos, 2), tab_apart_pieces (pos, 2));
  return g_markup_escape_text (text->str, -1);
}

static char *
describe_turn (const TabPosition *pos)
{
  if (tab_apart_moving_piece (pos) != TAB_NO_CELL)
    return g_strdup (_("<b>Continuous jump:</b> jump again with the same piece, or end the turn "
                       "(End Turn, Escape or a click on the piece)."));
  return g_strdup (_("Pick a piece, then where it lands. Red rings are captures; "
                     "a dot in the corner marks an isolated piece."));
}


/* Why the game ended, under the card's title (rules/apart.md §4.7) */
static char *
end_reason (const TabPosition *pos)
{
  guint loser = 3 - pos->winner;

  if (pos->outcome == TAB_OUTCOME_DRAW)
    /* Translators: under "Draw", e.g. "The turn limit was reached: 300 turns were played." */
    return g_strdup_printf (_("The turn limit was reached: %u turns were played."), pos->turn);
  if (tab_apart_is_apart (pos, loser))
    /* Translators: under the winner, %s the seat that moved last, e.g.
     * "Both sides stand apart after Black’s move: the side that moved loses." */
    return g_strdup_printf (_("Both sides stand apart after %s’s move: the side that moved loses."),
                            tab_game_ui_seat_name (pos, loser));
  /* Translators: under the winner, e.g. "White’s pieces no longer touch each other." */
  return g_strdup_printf (_("%s’s pieces no longer touch each other."),
                          tab_game_ui_seat_name (pos, pos->winner));
}

const TabGameUi tab_apart_ui = {
  .rules = &tab_apart_rules,
  .board = { .geometry = TAB_GEOMETRY_SQUARE },
  .pieces = { .paint = tab_paint_white_black_piece, .describe = describe_piece,
              .glyph = tab_paint_white_black_glyph, .css = tab_paint_white_black_css },
  .marks = { .cell_is_shaded = cell_is_shaded, .paint = paint_marks },
  .words = {
    .turn_played = describe_turn_played,
    .win = N_("%s wins: every piece stands apart!"),
    /* Translators: the turn limit was reached, e.g. "Draw: 300 turns were played" */
    .draw = N_("Draw: %u turns were played"),
    .end_reason = end_reason,
    /* Translators: an estimate of the computer, "ahead by about 2 turns of the race" */
    .unit_one = N_("%s turn of the race"),
    .unit_many = N_("%s turns of the race"),
  },
  .panel = { .scores = describe_scores, .turn = describe_turn },
  .rows_title = N_("Apart _rows"),
  .cols_title = N_("Apart _columns"),
  .publisher = "Kanare Abstract",
};
