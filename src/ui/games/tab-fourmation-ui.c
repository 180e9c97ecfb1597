/* tab-fourmation-ui.c: how the UI shows 4Mation
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

#include <glib/gi18n.h>

#include "tab-fourmation.h"
#include "tab-games.h"

/* seat 1 a filled square, seat 2 a ring */
static void
paint_piece (cairo_t *cr, const TabPosition *pos, guint piece,
             double cx, double cy, double size, const TabPalette *p)
{
  guint side = TAB_PIECE_SIDE (piece);

  if (side == 1)
    {
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.34);
      tab_cairo_set_color (cr, &p->seat[1]);
      cairo_fill (cr);
    }
  else
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, size * 0.27, 0, 2 * G_PI);
      tab_cairo_set_color (cr, &p->seat[MIN (side, TAB_MAX_SEATS)]);
      cairo_set_line_width (cr, size * 0.14);
      cairo_stroke (cr);
    }
}

static char *
describe_piece (const TabPosition *pos, guint piece)
{
  /* Translators: a 4Mation piece of a seat, e.g. "Blue cube" */
  return g_strdup_printf (_("%s cube"), tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece)));
}

static const char *
seat_glyph (guint seat)
{
  return seat == 1 ? "■" : "○";
}

static guint
winning_line (const TabPosition *pos, int *cells)
{
  return pos->outcome == TAB_OUTCOME_WIN ? tab_fourmation_winning_line (pos, cells) : 0;
}

/* ---- Words ---- */

/* "Blue placed a cube on c3." for each cube of the turn */
static void
describe_turn_played (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      int from, to;
      char square[TAB_TOKEN_MAX];

      pos.rules->action_cells (&pos, actions[i], &from, &to);
      tab_game_ui_cell_name (&pos, to, square);
      if (i > 0)
        g_string_append_c (out, ' ');
      /* Translators: 4Mation, e.g. "Blue placed a cube on c3." */
      g_string_append_printf (out, _("%s placed a cube on %s."),
                              tab_game_ui_seat_name (&pos, pos.to_move), square);
      tab_position_apply (&pos, actions[i]);
    }
}

/* the winner and the ends of the line: "Blue wins: four in a row on c3–f6!" */
static char *
describe_result (const TabPosition *pos)
{
  int cells[TAB_MAX_ACTIONS];
  guint n;
  int first = G_MAXINT, last = -1;
  char from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];

  if (pos->outcome == TAB_OUTCOME_DRAW)
    return g_strdup (_("Draw: every cube is placed and nobody has four in a row."));
  if (pos->outcome != TAB_OUTCOME_WIN || (n = winning_line (pos, cells)) == 0)
    return NULL;
  /* along a line the cell numbers grow from one end to the other */
  for (guint i = 0; i < n; i++)
    {
      first = MIN (first, cells[i]);
      last = MAX (last, cells[i]);
    }
  tab_game_ui_cell_name (pos, first, from);
  tab_game_ui_cell_name (pos, last, to);
  if (n == 4)
    /* Translators: the winner and the ends of its line, e.g. "Blue wins: four in a row on c3–f6!" */
    return g_strdup_printf (_("%s wins: four in a row on %s–%s!"),
                            tab_game_ui_seat_name (pos, pos->winner), from, to);
  /* Translators: the winner, the length of its line and its ends */
  return g_strdup_printf (_("%s wins: %u in a row on %s–%s!"),
                          tab_game_ui_seat_name (pos, pos->winner), n, from, to);
}

/* ---- How to Play: rules/fourmation.md, T2, T3 and T6 ---- */

static const TabHowToPlayBlock page[] = {
  GOAL_HEADING,
  TEXT (N_("Be the first to line up four of your cubes in a row, a column or a diagonal.")),
  BOARD_HEADING,
  TEXT (N_("A square board, 7 × 7 in the standard game; the New Game dialog offers every "
           "size from 4 × 4 to 10 × 10. The board starts empty. Each player has a supply of "
           "cubes: 24 each on the standard board, half the number of squares on the others.")),
  TURN_HEADING,
  TEXT (N_("Players take turns placing one cube of their color on an empty square. Blue "
           "starts, anywhere on the board. Cubes never move and are never removed.")),
  TEXT (N_("From then on, your cube must touch the cube your opponent has just placed, by a "
           "side or a corner. Only that last cube counts: your own cubes do not help.")),
  DIAGRAM (NULL, 0, "d4 c3", tab_how_to_play_mark_targets,
           N_("Pink has just played c3. Blue must touch it: one of the seven highlighted "
              "squares. e5, next to Blue’s own cube, is not allowed.")),
  SPECIAL_HEADING,
  TEXT (N_("When the cube your opponent has just placed has no free neighbor:")),
  ITEM (N_("touch any of your opponent’s cubes instead;")),
  ITEM (N_("if none of them has a free neighbor either, play on any empty square.")),
  DIAGRAM (NULL, 0, "b2 a2 b1 a1", tab_how_to_play_mark_targets,
           N_("Pink’s last cube on a1 has no free neighbor, so Blue may touch any pink cube "
              "instead: a3 or b3.")),
  END_HEADING,
  TEXT (N_("Four or more of your cubes in an unbroken line win at once; longer lines win "
           "too.")),
  TEXT (N_("When both supplies are used up without such a line, the game is a draw. On "
           "boards with an odd number of squares one square stays empty.")),
  DIAGRAM ("5", 0, "b4 b5 a4 a5 c4 d5 e4 e5 d4", winning_line,
           N_("On a 5 × 5 board Blue fills the gap on d4: five in a row, and Blue wins.")),
  MOVES_HEADING,
  TEXT (N_("Each cube is written as its square: c3 is column c, counted from a at the left, "
           "and row 3, counted from 1 at the bottom, as on the edges of the board.")),
  END
};

const TabGameUi tab_fourmation_ui = {
  .rules = &tab_fourmation_rules,
  .geometry = TAB_GEOMETRY_SQUARE,
  .paint_piece = paint_piece,
  .describe_piece = describe_piece,
  .seat_glyph = seat_glyph,
  .seat_css = tab_paint_seat_color_css,
  .winning_line = winning_line,
  .describe_turn_played = describe_turn_played,
  .describe_result = describe_result,
  .how_to_play = page,
  .rows_key = "fourmation-size",
  .cols_key = "fourmation-size",
  .rows_title = N_("_4Mation"),
  .designers = "Melanie Haumer",
};
