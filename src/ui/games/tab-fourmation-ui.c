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

/* Cubes seen from above: seat 1 a filled square, seat 2 a hollow one
 * (told apart by shape as well as by colour) */
static void
paint_piece (cairo_t *cr, const TabPosition *pos, guint piece,
             double cx, double cy, double size, const TabPalette *p)
{
  guint side = TAB_PIECE_SIDE (piece);

  tab_cairo_set_color (cr, &p->seat[MIN (side, TAB_MAX_SEATS)]);
  if (side == 1)
    {
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.34);
      cairo_fill (cr);
    }
  else
    {
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.27);
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

/* The winning line's length and its ends (along a line the cell numbers
 * grow from one end to the other); 0 when there is none */
static guint
line_ends (const TabPosition *pos, char *from, char *to)
{
  int cells[TAB_MAX_ACTIONS];
  int first = G_MAXINT, last = -1;
  guint n;

  if (pos->outcome != TAB_OUTCOME_WIN || (n = winning_line (pos, cells)) == 0)
    return 0;
  for (guint i = 0; i < n; i++)
    {
      first = MIN (first, cells[i]);
      last = MAX (last, cells[i]);
    }
  tab_game_ui_cell_name (pos, first, from);
  tab_game_ui_cell_name (pos, last, to);
  return n;
}

/* the winner and the ends of the line: "Blue wins: four in a row on c3–f6!" */
static char *
describe_result (const TabPosition *pos)
{
  char from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];
  guint n;

  if (pos->outcome == TAB_OUTCOME_DRAW)
    return g_strdup (_("Draw: every cube is placed and nobody has four in a row."));
  if ((n = line_ends (pos, from, to)) == 0)
    return NULL;
  if (n == 4)
    /* Translators: the winner and the ends of its line, e.g. "Blue wins: four in a row on c3–f6!" */
    return g_strdup_printf (_("%s wins: four in a row on %s–%s!"),
                            tab_game_ui_seat_name (pos, pos->winner), from, to);
  /* Translators: the winner, the length of its line and its ends */
  return g_strdup_printf (_("%s wins: %u in a row on %s–%s!"),
                          tab_game_ui_seat_name (pos, pos->winner), n, from, to);
}

/* Why the game ended, under the card's title: the line, or the full board */
static char *
end_reason (const TabPosition *pos)
{
  char from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];
  guint n;

  if (pos->outcome == TAB_OUTCOME_DRAW)
    return g_strdup (_("Every cube is placed and nobody has four in a row."));
  if ((n = line_ends (pos, from, to)) == 0)
    return NULL;
  if (n == 4)
    /* Translators: under the winner, the ends of its line, e.g. "Four in a row on c3–f6." */
    return g_strdup_printf (_("Four in a row on %s–%s."), from, to);
  /* Translators: under the winner, the length of its line and its ends,
   * e.g. "5 in a row on c3–g7." */
  return g_strdup_printf (_("%u in a row on %s–%s."), n, from, to);
}

/* What to do, in one line as the other games say it, by the tier of
 * rules/fourmation.md §3 that gives the legal cells */
static char *
describe_turn (const TabPosition *pos)
{
  switch (tab_fourmation_tier (pos))
    {
    case 0:   /* the game is over */
      return NULL;
    case 1:
      return g_strdup (_("Place the first cube on any cell; four in a row wins."));
    case 2:
      return g_strdup (_("Place a cube next to the last one; four in a row wins."));
    case 3:
      return g_strdup (_("<b>No free cell next to the last cube:</b> play next to any of the opponent’s cubes."));
    default:
      return g_strdup (_("<b>No free cell next to the opponent’s cubes:</b> play on any cell."));
    }
}

const TabGameUi tab_fourmation_ui = {
  .rules = &tab_fourmation_rules,
  .board = { .geometry = TAB_GEOMETRY_SQUARE },
  .pieces = { .paint = paint_piece, .describe = describe_piece, .glyph = seat_glyph },
  .marks = { .winning_line = winning_line },
  .words = { .turn_played = describe_turn_played, .result = describe_result,
             .end_reason = end_reason },
  .panel = { .turn = describe_turn },
  .rows_title = N_("_4Mation"),
  .designers = "Melanie Haumer",
};
