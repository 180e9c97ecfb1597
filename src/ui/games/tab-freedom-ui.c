/* tab-freedom-ui.c: how the UI shows Freedom
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

#include <glib/gi18n.h>

#include "tab-bits.h"
#include "tab-freedom.h"
#include "tab-games.h"

static char *
describe_piece (const TabPosition *pos, guint piece)
{
  /* Translators: a Freedom piece of a seat, e.g. "White stone" */
  return g_strdup_printf (_("%s stone"), tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece)));
}

/* a live stone: a ring with a dot */
static void
paint_marks (cairo_t *cr, const TabPosition *pos, guint cell,
             double cx, double cy, double size, const TabPalette *p)
{
  TabBits live;

  tab_freedom_live_cells (pos, &live);
  if (!tab_bits_test (&live, cell))
    return;
  tab_paint_ring (cr, cx, cy, size * 0.43, MAX (2, size * 0.07), &p->live);
  tab_paint_dot (cr, cx, cy, size * 0.08, &p->live);
}

static const char *
pass_label (const TabPosition *pos, const char *token)
{
  return g_str_equal (token, "pass") ? _("_Pass (Leave the Last Cell Empty)") : NULL;
}

/* "White placed a stone on c3.", "Black passed: the last cell stays empty." */
static void
describe_turn_played (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      const char *seat = tab_game_ui_seat_name (&pos, pos.to_move);
      int from, to;
      char square[TAB_TOKEN_MAX];

      if (i > 0)
        g_string_append_c (out, ' ');
      pos.rules->action_cells (&pos, actions[i], &from, &to);
      tab_game_ui_cell_name (&pos, to, square);
      if (to == TAB_NO_CELL)
        /* Translators: Freedom, e.g. "White passed: the last cell stays empty." */
        g_string_append_printf (out, _("%s passed: the last cell stays empty."), seat);
      else if (tab_freedom_mode (&pos) == TAB_FREEDOM_MODE_FREEDOM)
        /* Translators: Freedom, a stone placed anywhere after a surrounded one */
        g_string_append_printf (out, _("%s had freedom and placed a stone on %s."), seat, square);
      else
        /* Translators: Freedom, e.g. "Black placed a stone on d5." */
        g_string_append_printf (out, _("%s placed a stone on %s."), seat, square);
      tab_position_apply (&pos, actions[i]);
    }
}

static char *
describe_result (const TabPosition *pos)
{
  if (pos->outcome == TAB_OUTCOME_WIN)
    /* Translators: e.g. "White wins with 8 live stones against 4" */
    return g_strdup_printf (_("%s wins with %u live stones against %u!"),
                            tab_game_ui_seat_name (pos, pos->winner),
                            tab_freedom_live_count (pos, pos->winner),
                            tab_freedom_live_count (pos, 3 - pos->winner));
  if (pos->outcome == TAB_OUTCOME_DRAW)
    return g_strdup_printf (_("Draw: %u live stones each"), tab_freedom_live_count (pos, 1));
  return NULL;
}

static char *
describe_turn (const TabPosition *pos)
{
  switch (tab_freedom_mode (pos))
    {
    case TAB_FREEDOM_MODE_FREEDOM:
      return g_strdup (_("<b>Freedom!</b> The last stone is surrounded: play on any empty cell."));
    case TAB_FREEDOM_MODE_BOUND:
      return g_strdup (_("Play next to the last stone. Rings mark live stones (in a line of exactly four)."));
    case TAB_FREEDOM_MODE_OPEN:
    case TAB_FREEDOM_MODE_OVER:
    default:
      return g_strdup (_("Play on any cell."));
    }
}

static guint
live_cells (const TabPosition *pos, int *cells)
{
  TabBits live;
  guint n = 0;

  tab_freedom_live_cells (pos, &live);
  for (int cell = tab_bits_next (&live, 0); cell >= 0; cell = tab_bits_next (&live, cell + 1))
    cells[n++] = cell;
  return n;
}

/* ---- How to Play: rules/freedom.md, T1, T2 and T12 ---- */

static const TabHowToPlayBlock page[] = {
  GOAL_HEADING,
  TEXT (N_("Have more live stones than your opponent when the board is full. A stone is live "
           "when it is part of a line of exactly four stones of its color: across, up and "
           "down, or diagonal.")),
  BOARD_HEADING,
  TEXT (N_("A square board, 10 × 10 in the standard game; 8 × 8 is a good size to learn, and "
           "the New Game dialog offers every size from 4 × 4 to 19 × 19. The board starts "
           "empty. White plays first.")),
  TURN_HEADING,
  TEXT (N_("Place one stone of your color on an empty cell. White’s first stone may go "
           "anywhere. After that, each stone must touch the stone your opponent has just "
           "placed, by a side or a corner. Stones never move and are never removed.")),
  DIAGRAM ("8", 0, "d4 e5", tab_how_to_play_mark_targets,
           N_("Black has just played e5. White must play on one of the seven highlighted cells "
              "around it.")),
  SPECIAL_HEADING,
  ITEM (N_("Freedom: when every cell around your opponent’s last stone is full, you may "
           "place your stone on any empty cell. The next player is bound to your stone as "
           "usual.")),
  DIAGRAM (NULL, 0, "b10 b9 a9 a10", NULL,
           N_("Black’s last stone on a10 has no empty neighbor, so White has freedom: any of "
              "the 96 empty cells.")),
  ITEM (N_("The last cell: the player who would fill the last empty cell may pass instead, "
           "when that stone would lower their own number of live stones.")),
  DIAGRAM ("5", 0, "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 c4 b4 c5 d5 e4 e3 d2 e1 e2 d3", live_cells,
           N_("White’s b2–e2 is a line of exactly four, so these four stones are live. A fifth "
              "white stone on a2 would make the line five long and all four would die: if a2 is "
              "the last empty cell, White may pass.")),
  END_HEADING,
  TEXT (N_("The game ends when the board is full, or when the last cell is passed. Each "
           "player counts their live stones: a stone in two lines of four counts once, and "
           "lines of five or more give nothing.")),
  TEXT (N_("More live stones wins; equal counts are a draw.")),
  MOVES_HEADING,
  TEXT (N_("Each stone is written as its cell: c3 is column c, counted from a at the left, "
           "and row 3, counted from 1 at the bottom, as on the edges of the board. “pass” "
           "means the player left the last cell empty.")),
  END
};

const TabGameUi tab_freedom_ui = {
  .rules = &tab_freedom_rules,
  .geometry = TAB_GEOMETRY_SQUARE,
  .paint_piece = tab_paint_white_black_piece,
  .describe_piece = describe_piece,
  .seat_glyph = tab_paint_white_black_glyph,
  .seat_css = tab_paint_plain_css,
  .paint_marks = paint_marks,
  .pass_label = pass_label,
  .describe_turn_played = describe_turn_played,
  .describe_result = describe_result,
  .scores_prefix = N_("Live stones: "),
  .describe_turn = describe_turn,
  .how_to_play = page,
  .rows_key = "freedom-size",
  .cols_key = "freedom-size",
  .rows_title = N_("_Freedom"),
  .designers = "Veljko Cirovic, Nebojsa Sankovic",
};
