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

/* Why the game ended, under the card's title: the board full (or its
 * last cell left empty), and the live stones (rules/freedom.md, "End") */
static char *
end_reason (const TabPosition *pos)
{
  guint white = tab_freedom_live_count (pos, 1), black = tab_freedom_live_count (pos, 2);
  guint n_cells = pos->rules->n_cells (pos);
  gboolean full = TRUE;

  for (guint cell = 0; cell < n_cells && full; cell++)
    full = pos->rules->piece_at (pos, cell) != 0;
  if (!full)
    /* Translators: under the result, the live stones of White and of Black */
    return g_strdup_printf (_("The last cell was left empty. Live stones: White %u, Black %u."),
                            white, black);
  /* Translators: under the result, the live stones of White and of Black */
  return g_strdup_printf (_("The board is full. Live stones: White %u, Black %u."), white, black);
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


const TabGameUi tab_freedom_ui = {
  .rules = &tab_freedom_rules,
  .board = { .geometry = TAB_GEOMETRY_SQUARE },
  .pieces = { .paint = tab_paint_white_black_piece, .describe = describe_piece,
              .glyph = tab_paint_white_black_glyph, .css = tab_paint_white_black_css },
  .marks = { .paint = paint_marks },
  .words = { .turn_played = describe_turn_played, .pass_label = pass_label,
             .result = describe_result, .end_reason = end_reason,
             /* Translators: an estimate of the computer, "ahead by about 2 live stones" */
             .unit_one = N_("%s live stone"), .unit_many = N_("%s live stones") },
  .panel = { .scores_prefix = N_("Live stones: "), .turn = describe_turn },
  .diagram_marks = live_cells,
  .rows_title = N_("_Freedom"),
  .designers = "Veljko Cirovic, Nebojsa Sankovic",
};
