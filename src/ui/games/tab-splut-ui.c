/* tab-splut-ui.c: how the UI shows Splut!
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-games.h"
#include "tab-grid.h"
#include "tab-splut.h"

/* ---- The pieces ---- */

/* Splut!: Sorcerer a star, Dwarf a small square, Troll a big hexagon, the
 * Rocks grey octagons */
static void
paint_piece (cairo_t *cr, const TabPosition *pos, guint piece,
             double cx, double cy, double size, const TabPalette *p)
{
  guint side = MIN (TAB_PIECE_SIDE (piece), TAB_MAX_SEATS);
  const GdkRGBA *team = &p->seat[side];

  switch (TAB_PIECE_KIND (piece))
    {
    case TAB_SPLUT_SORCERER:
      tab_paint_path_star (cr, cx, cy + size * 0.03, size * 0.44);
      tab_paint_fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_DWARF:
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.24);
      tab_paint_fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_TROLL:
      tab_paint_path_polygon (cr, cx, cy, size * 0.4, 6, 0);
      tab_paint_fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_ROCK:
    default:
      tab_paint_path_polygon (cr, cx, cy, size * 0.36, 8, 22.5);
      tab_paint_fill_and_outline (cr, &p->rock, p, size);
      break;
    }
}

static char *
describe_piece (const TabPosition *pos, guint piece)
{
  const char *seat = tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece));

  switch (TAB_PIECE_KIND (piece))
    {
    case TAB_SPLUT_SORCERER:
      /* Translators: %s is a Splut! team, e.g. "Sorcerer of North" */
      return g_strdup_printf (_("Sorcerer of %s"), seat);
    case TAB_SPLUT_DWARF:
      /* Translators: %s is a Splut! team, e.g. "Dwarf of North" */
      return g_strdup_printf (_("Dwarf of %s"), seat);
    case TAB_SPLUT_TROLL:
      /* Translators: %s is a Splut! team, e.g. "Stonetroll of North" */
      return g_strdup_printf (_("Stonetroll of %s"), seat);
    case TAB_SPLUT_ROCK:
    default:
      return g_strdup (_("Rock"));
    }
}

/* the teams share a glyph and differ by colour */
static const char *
seat_glyph (guint seat)
{
  return "★";
}

/* ---- The marks on the board ---- */

/* The Sorcerers in danger of pos (tab_splut_sorcerers_in_danger ()), and
 * by whom: worked out once per position, as the board asks cell by cell
 * and the panel asks too (the UI's thread only) */
static guint
sorcerers_in_danger (const TabPosition *pos, guint *by)
{
  static guint64 hash;
  static guint danger, danger_by[TAB_MAX_SEATS];
  static gboolean known;
  guint64 h = tab_position_hash (pos);

  if (!known || h != hash)
    {
      danger = tab_splut_sorcerers_in_danger (pos, danger_by);
      hash = h;
      known = TRUE;
    }
  if (by != NULL)
    memcpy (by, danger_by, sizeof danger_by);
  return danger;
}

/* a warning round a Sorcerer that another seat could hit on its next
 * turn: a red ring, broken so that it reads as a warning and not as a
 * selection */
static void
paint_danger (cairo_t *cr, double cx, double cy, double size, const TabPalette *p)
{
  double dash = size * 0.12;

  cairo_save (cr);
  cairo_set_dash (cr, &dash, 1, 0);
  tab_paint_ring (cr, cx, cy, size * 0.46, MAX (2, size * 0.07), &p->capture);
  cairo_restore (cr);
}

/* a cross on a Rock moved in the preceding turn (it may not be levitated
 * now), a ring round the Rock being levitated, a broken red ring round a
 * Sorcerer in danger */
static void
paint_marks (cairo_t *cr, const TabPosition *pos, guint cell,
             double cx, double cy, double size, const TabPalette *p)
{
  int rocks[TAB_SPLUT_N_ROCKS], lev;
  guint n = tab_splut_rocks_moved_before (pos, rocks);
  guint piece = pos->rules->piece_at (pos, cell);

  if (TAB_PIECE_KIND (piece) == TAB_SPLUT_SORCERER && TAB_PIECE_SIDE (piece) != 0 &&
      (sorcerers_in_danger (pos, NULL) >> (TAB_PIECE_SIDE (piece) - 1)) & 1)
    paint_danger (cr, cx, cy, size, p);

  for (guint i = 0; i < n; i++)
    if (rocks[i] == (int) cell)
      {
        GdkRGBA cool = p->outline;

        cool.alpha *= 0.8f;
        cairo_set_source_rgba (cr, cool.red, cool.green, cool.blue, cool.alpha);
        cairo_set_line_width (cr, MAX (1.5, size * 0.04));
        cairo_move_to (cr, cx - size * 0.2, cy - size * 0.2);
        cairo_line_to (cr, cx + size * 0.2, cy + size * 0.2);
        cairo_move_to (cr, cx + size * 0.2, cy - size * 0.2);
        cairo_line_to (cr, cx - size * 0.2, cy + size * 0.2);
        cairo_stroke (cr);
      }
  if (tab_splut_levitation (pos, &lev) == TAB_SPLUT_LEVITATION_ACTIVE && lev == (int) cell)
    tab_paint_ring (cr, cx, cy, size * 0.44, MAX (2, size * 0.06), &p->selected);
}

/* where a throw, a pull or a levitation puts the Rock */
static int
landing (const TabPosition *pos, TabAction action)
{
  TabSplutActionInfo info;

  return tab_splut_action_info (pos, action, &info) ? info.rock_to : TAB_NO_CELL;
}

/* the Rock an action levitates, pulls or throws, and the pieces a Dwarf
 * pushes one cell on */
static guint
extra_slides (const TabPosition *pos, TabAction action, TabSlide *slides, guint max)
{
  TabSplutActionInfo info;
  guint n = 0;

  if (!tab_splut_action_info (pos, action, &info))
    return 0;
  if (info.rock_from != TAB_NO_CELL && info.rock_to != info.rock_from && n < max)
    slides[n++] = (TabSlide) { info.rock_from, info.rock_to };
  for (guint i = 0, cell = (guint) info.to; i < info.n_pushed && n < max; i++)
    {
      int next = tab_splut_cell_next (cell, info.dir);

      slides[n++] = (TabSlide) { (int) cell, next };
      cell = (guint) next;
    }
  return n;
}

/* ---- Words ---- */

/* the squares an action names */
typedef struct
{
  char from[8], to[8], rock_from[8], rock_to[8];
} SquareNames;

static void
name_squares (const TabSplutActionInfo *info, SquareNames *names)
{
  memset (names, 0, sizeof *names);
  tab_square_format (TAB_SPLUT_FRAME, (guint) info->from, names->from);
  tab_square_format (TAB_SPLUT_FRAME, (guint) info->to, names->to);
  if (info->rock_from != TAB_NO_CELL)
    tab_square_format (TAB_SPLUT_FRAME, (guint) info->rock_from, names->rock_from);
  if (info->rock_to != TAB_NO_CELL)
    tab_square_format (TAB_SPLUT_FRAME, (guint) info->rock_to, names->rock_to);
}

static const char *
direction_name (TabSplutDirection dir)
{
  switch (dir)
    {
    case TAB_SPLUT_NORTH:
      return _("north");
    case TAB_SPLUT_EAST:
      return _("east");
    case TAB_SPLUT_SOUTH:
      return _("south");
    case TAB_SPLUT_WEST:
    default:
      return _("west");
    }
}

static char *
describe_info (const TabPosition *pos, const TabSplutActionInfo *info)
{
  guint piece = pos->rules->piece_at (pos, (guint) info->from);
  SquareNames sq;
  const char *to = sq.to, *rock_from = sq.rock_from, *rock_to = sq.rock_to;

  name_squares (info, &sq);

  switch (info->kind)
    {
    case TAB_SPLUT_ACTION_LEVITATE:
      /* Translators: a Sorcerer's step that moves a Rock along */
      return g_strdup_printf (_("Step to %s and levitate the Rock on %s to %s"), to, rock_from, rock_to);
    case TAB_SPLUT_ACTION_PULL:
      return g_strdup_printf (_("Step to %s and pull the Rock from %s to %s"), to, rock_from, rock_to);
    case TAB_SPLUT_ACTION_PUSH:
      return g_strdup_printf (ngettext ("Step to %s and push %u piece",
                                        "Step to %s and push %u pieces", info->n_pushed),
                              to, info->n_pushed);
    case TAB_SPLUT_ACTION_THROW:
      {
        GString *text = g_string_new (NULL);

        /* Translators: the first %s is a direction, the second a square */
        g_string_printf (text, _("Throw the Rock %s: it lands on %s"),
                         direction_name (info->throw_dir), rock_to);
        if (info->hit_seat != 0)
          /* Translators: %s is a seat, e.g. "North" */
          g_string_append_printf (text, _(" and hits the Sorcerer of %s"),
                                  gettext (tab_rules_seat_name (pos->rules, &pos->options, info->hit_seat)));
        else if (info->crushed != TAB_NO_CELL)
          g_string_append (text, _(" and crushes a Dwarf"));
        return g_string_free (text, FALSE);
      }
    case TAB_SPLUT_ACTION_STEP:
    default:
      if (TAB_PIECE_KIND (piece) == TAB_SPLUT_SORCERER)
        return g_strdup_printf (_("Step to %s without levitating"), to);
      if (TAB_PIECE_KIND (piece) == TAB_SPLUT_TROLL)
        return g_strdup_printf (_("Step to %s without pulling"), to);
      return g_strdup_printf (_("Step to %s"), to);
    }
}

static char *
describe_action (const TabPosition *pos, TabAction action)
{
  TabSplutActionInfo info;

  return tab_splut_action_info (pos, action, &info) ? describe_info (pos, &info) : NULL;
}

/* "South’s Troll": the piece that steps, as the subject of a sentence */
static char *
name_stepper (const TabPosition *pos, guint piece)
{
  const char *kind;

  switch (TAB_PIECE_KIND (piece))
    {
    case TAB_SPLUT_SORCERER:
      kind = _("Sorcerer");
      break;
    case TAB_SPLUT_DWARF:
      kind = _("Dwarf");
      break;
    case TAB_SPLUT_TROLL:
    default:
      kind = _("Troll");
      break;
    }
  /* Translators: Splut!, a team and one of its pieces, the subject of a
   * sentence, e.g. "South’s Troll" (threw the Rock…) */
  return g_strdup_printf (_("%s’s %s"), tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece)), kind);
}

/* what a throw did besides moving the Rock */
static void
describe_throw_victims (const TabPosition *pos, const TabSplutActionInfo *info, GString *out)
{
  if (info->hit_seat != 0)
    /* Translators: Splut!, after a throw, e.g. "; North’s Sorcerer is hit and its team is out" */
    g_string_append_printf (out, _("; %s’s Sorcerer is hit and its team is out"),
                            tab_game_ui_seat_name (pos, info->hit_seat));
  else if (info->crushed != TAB_NO_CELL)
    /* Translators: Splut!, after a throw, e.g. "; West’s Dwarf is crushed" */
    g_string_append_printf (out, _("; %s’s Dwarf is crushed"),
                            tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (pos->rules->piece_at (pos, (guint) info->crushed))));
}

/* one step, a sentence: "South’s Troll threw the Rock from e1 to e7;
 * North’s Sorcerer is hit and its team is out." */
static void
describe_step_played (const TabPosition *pos, const TabSplutActionInfo *info, GString *out)
{
  g_autofree char *who = name_stepper (pos, pos->rules->piece_at (pos, (guint) info->from));
  SquareNames sq;

  name_squares (info, &sq);

  switch (info->kind)
    {
    case TAB_SPLUT_ACTION_LEVITATE:
      /* Translators: Splut!, e.g. "South’s Sorcerer stepped from d2 to d3 and levitated the Rock from e1 to e2" */
      g_string_append_printf (out, _("%s stepped from %s to %s and levitated the Rock from %s to %s"),
                              who, sq.from, sq.to, sq.rock_from, sq.rock_to);
      break;
    case TAB_SPLUT_ACTION_PULL:
      /* Translators: Splut!, e.g. "South’s Troll stepped from f2 to f3 and pulled the Rock from f1 to f2" */
      g_string_append_printf (out, _("%s stepped from %s to %s and pulled the Rock from %s to %s"),
                              who, sq.from, sq.to, sq.rock_from, sq.rock_to);
      break;
    case TAB_SPLUT_ACTION_PUSH:
      /* Translators: Splut!, a Dwarf's step that pushes a row of pieces */
      g_string_append_printf (out, ngettext ("%s stepped from %s to %s and pushed %u piece",
                                             "%s stepped from %s to %s and pushed %u pieces",
                                             info->n_pushed),
                              who, sq.from, sq.to, info->n_pushed);
      break;
    case TAB_SPLUT_ACTION_THROW:
      /* Translators: Splut!, e.g. "North’s Troll threw the Rock from e5 to e9" */
      g_string_append_printf (out, _("%s threw the Rock from %s to %s"), who, sq.rock_from, sq.rock_to);
      describe_throw_victims (pos, info, out);
      break;
    case TAB_SPLUT_ACTION_STEP:
    default:
      /* Translators: Splut!, e.g. "South’s Dwarf stepped from e2 to e3" */
      g_string_append_printf (out, _("%s stepped from %s to %s"), who, sq.from, sq.to);
      break;
    }
  g_string_append_c (out, '.');
}

/* a sentence per step */
static void
describe_turn_played (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      TabSplutActionInfo info;

      if (i > 0)
        g_string_append_c (out, ' ');
      if (tab_splut_action_info (&pos, actions[i], &info))
        describe_step_played (&pos, &info, out);
      else
        tab_game_ui_describe_action_played (&pos, actions[i], out);
      tab_position_apply (&pos, actions[i]);
    }
}

/* whether the action throws a Rock */
static gboolean
is_throw (const TabPosition *pos, TabAction action)
{
  TabSplutActionInfo info;

  return tab_splut_action_info (pos, action, &info) && info.kind == TAB_SPLUT_ACTION_THROW;
}

/* ---- The side panel ---- */

static gboolean
seat_is_out (const TabPosition *pos, guint seat)
{
  return !tab_splut_seat_alive (pos, seat);
}

static char *
describe_seat (const TabPosition *pos, guint seat, const char *role)
{
  if (tab_splut_seat_alive (pos, seat))
    return NULL;
  /* Translators: a Splut! team whose Sorcerer was hit */
  return g_strdup_printf (_("%s — eliminated"), role);
}

static char *
describe_steps_left (const TabPosition *pos)
{
  guint left = tab_splut_steps_left (pos);

  /* Translators: Splut!, for screen readers: "Your turn: South, 3 steps left" */
  return g_strdup_printf (ngettext ("%u step left", "%u steps left", left), left);
}

/* "⚠ North’s Sorcerer can be hit by South on its next turn." for each
 * Sorcerer in danger */
static void
append_dangers (const TabPosition *pos, GString *text)
{
  guint by[TAB_MAX_SEATS];
  guint danger = sorcerers_in_danger (pos, by);

  for (guint seat = 1; seat <= pos->options.players; seat++)
    if ((danger >> (seat - 1)) & 1)
      /* Translators: Splut!, a Sorcerer another seat could hit with a
       * Rock on its next turn, e.g. "⚠ North’s Sorcerer can be hit by South." */
      g_string_append_printf (text, _("\n⚠ %s’s Sorcerer can be hit by %s."),
                              tab_game_ui_seat_name (pos, seat), tab_game_ui_seat_name (pos, by[seat - 1]));
}

static char *
describe_turn (const TabPosition *pos)
{
  GString *text = g_string_new (NULL);
  int rock = TAB_NO_CELL;
  guint left = tab_splut_steps_left (pos), total = tab_splut_steps_in_turn (pos);

  /* Translators: Splut! steps, e.g. "Steps left: 2 of 3" */
  g_string_printf (text, _("<b>Steps left: %u of %u</b>"), left, total);
  switch (tab_splut_levitation (pos, &rock))
    {
    case TAB_SPLUT_LEVITATION_ACTIVE:
      {
        char square[8];

        tab_square_format (TAB_SPLUT_FRAME, (guint) rock, square);
        g_string_append_printf (text, _("\nLevitating the Rock on %s: the Sorcerer may carry it on."),
                                square);
      }
      break;
    case TAB_SPLUT_LEVITATION_CLOSED:
      g_string_append (text, _("\nNo more levitation this turn."));
      break;
    case TAB_SPLUT_LEVITATION_IDLE:
    default:
      break;
    }
  append_dangers (pos, text);
  /* the first round says what to do */
  if (pos->turn < pos->options.players)
    g_string_append (text, _("\nMove your pieces one square a step. A Troll that steps onto a Rock "
                             "throws it: a Rock that hits a Sorcerer takes that team off the board."));
  g_string_append (text, _("\nSorcerer ★, Dwarf ■, Troll ⬢; a crossed Rock moved last turn "
                           "and cannot be levitated."));
  return g_string_free (text, FALSE);
}


/* Why the game ended, under the card's title (rules/splut.md,
 * "Elimination"), in the words of a turn told */
static char *
end_reason (const TabPosition *pos)
{
  if (pos->outcome == TAB_OUTCOME_DRAW)
    /* Translators: under "Draw" */
    return g_strdup_printf (_("The turn limit (%u turns) was reached; this is not an official rule."),
                            pos->turn);
  if (pos->options.players == 2)
    /* Translators: under the winner, e.g. "South’s Sorcerer was hit and its team is out." */
    return g_strdup_printf (_("%s’s Sorcerer was hit and its team is out."),
                            tab_game_ui_seat_name (pos, 3 - pos->winner));
  /* Translators: under the winner, e.g. "North’s Sorcerer is the last one standing." */
  return g_strdup_printf (_("%s’s Sorcerer is the last one standing."),
                          tab_game_ui_seat_name (pos, pos->winner));
}

const TabGameUi tab_splut_ui = {
  .rules = &tab_splut_rules,
  .board = {
    .geometry = TAB_GEOMETRY_DIAMOND,
    .frame = TAB_SPLUT_FRAME,
    .start_cursor = 40,   /* e5, the middle of the diamond */
    /* a throw is chosen, with where the Rock lands in sight, even where
     * it can go one way only: it never flies unseen */
    .own_step = is_throw,
  },
  .pieces = { .paint = paint_piece, .describe = describe_piece, .glyph = seat_glyph },
  .marks = { .paint = paint_marks, .landing = landing, .extra_slides = extra_slides },
  .words = {
    .action = describe_action,
    /* the cursor tells where each throw onto the Rock under it lands */
    .tell_at_cursor = is_throw,
    .turn_played = describe_turn_played,
    .win = N_("%s wins: the last Sorcerer standing!"),
    /* Translators: the turn limit was reached, e.g. "Draw by the turn
     * limit (200 turns), not an official rule" */
    .draw = N_("Draw by the turn limit (%u turns), not an official rule"),
    .end_reason = end_reason,
  },
  .panel = { .seat = describe_seat, .seat_is_out = seat_is_out,
             .turn = describe_turn, .steps_left = describe_steps_left },
  .designers = "Tommy De Coninck",
};
