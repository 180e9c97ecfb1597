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

/* cubes seen from above: seat 1 a filled square, seat 2 a hollow one
 * (the words say "cube": a ring was no cube) */
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
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.28);
      tab_cairo_set_color (cr, &p->seat[MIN (side, TAB_MAX_SEATS)]);
      cairo_set_line_width (cr, size * 0.12);
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
  return seat == 1 ? "■" : "□";
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

/* What to do, in one line, as the other games say it */
static char *
describe_turn (const TabPosition *pos)
{
  if (pos->ply == 0)
    return g_strdup (_("Place the first cube on any cell; four in a row wins."));
  return g_strdup (_("Place a cube next to the last one; four in a row wins."));
}

const TabGameUi tab_fourmation_ui = {
  .rules = &tab_fourmation_rules,
  .board = { .geometry = TAB_GEOMETRY_SQUARE },
  .pieces = { .paint = paint_piece, .describe = describe_piece, .glyph = seat_glyph },
  .marks = { .winning_line = winning_line },
  .words = { .turn_played = describe_turn_played, .result = describe_result },
  .panel = { .turn = describe_turn },
  .rows_title = N_("_4Mation"),
  .designers = "Melanie Haumer",
};
