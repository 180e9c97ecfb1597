/* tab-green-skull-ui.c: how the UI shows Green Skull
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-game-ui.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tab-games.h"
#include "tab-green-skull.h"

/* ---- The board ---- */

/* The corners of the triangle through the centres of a1, j1 and j10,
 * pushed out from its middle by distance */
static void
hex_triangle (const TabBoardGeometry *geom, double distance, graphene_point_t corner[3])
{
  static const int cells[3] = { 0, 45, 54 };  /* a1, j1, j10 */
  graphene_point_t middle = { 0, 0 };
  double inradius = 9 * geom->cell / (2 * sqrt (3));
  double scale = (inradius + distance) / inradius;

  for (guint i = 0; i < 3; i++)
    {
      tab_board_geometry_cell_center (geom, (guint) cells[i], &corner[i]);
      middle.x += corner[i].x / 3;
      middle.y += corner[i].y / 3;
    }
  for (guint i = 0; i < 3; i++)
    {
      corner[i].x = middle.x + (corner[i].x - middle.x) * scale;
      corner[i].y = middle.y + (corner[i].y - middle.y) * scale;
    }
}

/* the names of the edges, along them, never upside down */
static void
draw_edge_names (GtkWidget *widget, cairo_t *cr, const TabBoardGeometry *geom,
                 const graphene_point_t outer[3], const graphene_point_t inner[3],
                 const TabPalette *p)
{
  const char *edge_name[3] = { _("Orcs’ edge"), _("Zombies’ edge"), _("Goblins’ edge") };
  PangoLayout *layout = tab_paint_label_layout (widget, geom->cell * 0.26);

  for (guint side = 0; side < 3; side++)
    {
      guint a = side, b = (side + 1) % 3;
      double mx = (outer[a].x + outer[b].x + inner[a].x + inner[b].x) / 4;
      double my = (outer[a].y + outer[b].y + inner[a].y + inner[b].y) / 4;
      double angle = atan2 (outer[b].y - outer[a].y, outer[b].x - outer[a].x);
      int w, h;

      if (angle > G_PI / 2 || angle < -G_PI / 2)
        angle += G_PI;
      pango_layout_set_text (layout, edge_name[side], -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_save (cr);
      cairo_translate (cr, mx, my);
      cairo_rotate (cr, angle);
      cairo_move_to (cr, -w / 2.0, -h / 2.0);
      /* dark on all three edges, in both modes */
      tab_cairo_set_color (cr, &p->black_piece);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
    }
  g_object_unref (layout);
}

/* the three edges in the colours of their species, with their names */
static void
draw_frame (GtkWidget *widget, cairo_t *cr, const TabBoardGeometry *geom, const TabPalette *p)
{
  const GdkRGBA *edge_color[3] = { &p->orc, &p->zombie, &p->goblin };
  graphene_point_t outer[3], inner[3];

  hex_triangle (geom, geom->cell * 1.05, outer);
  hex_triangle (geom, geom->cell * 0.62, inner);
  /* sides: a1–j1 (left, Orcs), j1–j10 (bottom, Zombies), j10–a1 (right, Goblins) */
  for (guint side = 0; side < 3; side++)
    {
      guint a = side, b = (side + 1) % 3;

      cairo_move_to (cr, outer[a].x, outer[a].y);
      cairo_line_to (cr, outer[b].x, outer[b].y);
      cairo_line_to (cr, inner[b].x, inner[b].y);
      cairo_line_to (cr, inner[a].x, inner[a].y);
      cairo_close_path (cr);
      /* outlined as the pieces are: the Orcs' white edge stands out of a
       * light board as an Orc does */
      tab_paint_fill_and_outline (cr, edge_color[side], p, geom->cell);
    }
  cairo_move_to (cr, inner[0].x, inner[0].y);
  cairo_line_to (cr, inner[1].x, inner[1].y);
  cairo_line_to (cr, inner[2].x, inner[2].y);
  cairo_close_path (cr);
  tab_cairo_set_color (cr, &p->board_alt);
  cairo_fill (cr);
  draw_edge_names (widget, cr, geom, outer, inner, p);
}

/* ---- The pieces ---- */

/* Orcs a square, Goblins a triangle, Zombies a disc with eyes */
static void
paint_piece (cairo_t *cr, const TabPosition *pos, guint piece,
             double cx, double cy, double size, const TabPalette *p)
{
  switch (TAB_PIECE_SIDE (piece))
    {
    case 1:
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.3);
      tab_paint_fill_and_outline (cr, &p->orc, p, size);
      break;
    case 2:
      tab_paint_path_polygon (cr, cx, cy + size * 0.06, size * 0.42, 3, -90);
      tab_paint_fill_and_outline (cr, &p->goblin, p, size);
      break;
    default:
      tab_paint_path_disc (cr, cx, cy, size * 0.34);
      tab_paint_fill_and_outline (cr, &p->zombie, p, size);
      tab_cairo_set_color (cr, &p->black_piece);
      tab_paint_path_disc (cr, cx - size * 0.12, cy - size * 0.05, size * 0.065);
      tab_paint_path_disc (cr, cx + size * 0.12, cy - size * 0.05, size * 0.065);
      cairo_fill (cr);
      cairo_rectangle (cr, cx - size * 0.1, cy + size * 0.11, size * 0.2, size * 0.04);
      cairo_fill (cr);
      break;
    }
}

static char *
describe_piece (const TabPosition *pos, guint piece)
{
  guint side = TAB_PIECE_SIDE (piece);

  return g_strdup (side == 1 ? _("Orc") : side == 2 ? _("Goblin") : _("Zombie"));
}

static const char *
seat_glyph (guint seat)
{
  return seat == 1 ? "■" : seat == 2 ? "▲" : "●";
}

static const char *
seat_css (guint seat)
{
  return seat == 1 ? "piece-orc" : seat == 2 ? "piece-goblin" : "piece-zombie";
}

/* the zombie move is a free choice of a Zombie, not a jump series */
static gboolean
free_choice (const TabPosition *pos)
{
  return tab_green_skull_phase (pos) == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE;
}

/* ---- Words ---- */

static const char *
pass_label (const TabPosition *pos, const char *token)
{
  if (!g_str_equal (token, "end"))
    return NULL;
  switch (tab_green_skull_phase (pos))
    {
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      return _("_Skip the Zombie Move");
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
      return _("_Stop Jumping");
    default:
      return NULL;
    }
}

/* the piece an action captured, with its article: "an Orc" */
static const char *
captured_piece (const TabActionEffects *effects)
{
  guint side = effects->n_removed > 0 ? TAB_PIECE_SIDE (effects->removed[0].piece) : 0;

  return side == TAB_GREEN_SKULL_ORCS ? _("an Orc")
       : side == TAB_GREEN_SKULL_GOBLINS ? _("a Goblin")
       : _("a Zombie");
}

/* the first action of the own move or of the zombie move: a new sentence
 * that names the seat */
static void
describe_move_start (const TabPosition *pos, gboolean zombie,
                     const TabActionEffects *effects, GString *out)
{
  const char *seat = tab_game_ui_seat_name (pos, pos->to_move);
  char from[TAB_TOKEN_MAX], to[TAB_TOKEN_MAX];
  gboolean jump = effects->n_removed > 0;

  tab_game_ui_cell_name (pos, effects->from, from);
  tab_game_ui_cell_name (pos, effects->to, to);
  /* the only "end" that starts a move is the one that declines the zombie move */
  if (effects->to == TAB_NO_CELL)
    /* Translators: Green Skull, the holder declined the zombie move, e.g. "Goblins did not move a Zombie" */
    g_string_append_printf (out, _("%s did not move a Zombie"), seat);
  else if (zombie && jump)
    /* Translators: Green Skull, e.g. "Goblins made a Zombie jump from c1 to e1, capturing a Zombie" */
    g_string_append_printf (out, _("%s made a Zombie jump from %s to %s, capturing %s"),
                            seat, from, to, captured_piece (effects));
  else if (zombie)
    /* Translators: Green Skull, e.g. "Goblins moved a Zombie from c1 to c2" */
    g_string_append_printf (out, _("%s moved a Zombie from %s to %s"), seat, from, to);
  else if (jump)
    /* Translators: Green Skull, e.g. "Orcs jumped from h8 to h6, capturing an Orc" */
    g_string_append_printf (out, C_("green-skull", "%s jumped from %s to %s, capturing %s"),
                            seat, from, to, captured_piece (effects));
  else
    /* Translators: Green Skull, e.g. "Orcs stepped from i7 to i6" */
    g_string_append_printf (out, C_("green-skull", "%s stepped from %s to %s"), seat, from, to);
}

/* a further jump of a series, or the "end" that stops it */
static void
describe_move_on (const TabPosition *pos, const TabActionEffects *effects, GString *out)
{
  char to[TAB_TOKEN_MAX];

  tab_game_ui_cell_name (pos, effects->to, to);
  if (effects->to == TAB_NO_CELL)
    /* Translators: Green Skull, after the jumps of a series */
    g_string_append (out, C_("green-skull", ", then stopped"));
  else
    /* Translators: Green Skull, a further jump, e.g. ", then to f6, capturing a Goblin" */
    g_string_append_printf (out, C_("green-skull", ", then to %s, capturing %s"),
                            to, captured_piece (effects));
}

/* "Goblins stepped from g1 to f1. Goblins made a Zombie jump from c1 to
 * e1, capturing a Zombie. The Green Skull passed to the Orcs." */
static void
describe_turn_played (const TabPosition *before, const TabAction *actions, guint n, GString *out)
{
  TabPosition pos;

  tab_position_copy (&pos, before);
  for (guint i = 0; i < n; i++)
    {
      TabGreenSkullPhase phase = tab_green_skull_phase (&pos);
      gboolean zombie = phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE ||
                        phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS;
      gboolean series = phase == TAB_GREEN_SKULL_PHASE_OWN_JUMPS ||
                        phase == TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS;
      TabActionEffects effects;

      tab_action_effects (&pos, actions[i], &effects);
      if (series && i > 0)
        describe_move_on (&pos, &effects, out);
      else
        {
          if (i > 0)
            g_string_append (out, ". ");
          describe_move_start (&pos, zombie, &effects, out);
        }
      tab_position_apply (&pos, actions[i]);
    }
  g_string_append_c (out, '.');
  if (tab_green_skull_skull_holder (&pos) != tab_green_skull_skull_holder (before))
    /* Translators: Green Skull, e.g. " The Green Skull passed to the Orcs." */
    g_string_append_printf (out, _(" The Green Skull passed to the %s."),
                            tab_game_ui_seat_name (&pos, tab_green_skull_skull_holder (&pos)));
}

/* the zombie move, played by the holder of the Green Skull, told apart
 * from the own move in the move list */
static const char *
action_mark (const TabPosition *pos, const char **word)
{
  if (tab_green_skull_phase (pos) != TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE)
    return NULL;
  /* Translators: Green Skull, for screen readers before a zombie move
   * in the move list, e.g. "Move 4, Goblins: h2-h3, zombie move d2-c1" */
  *word = _("zombie move");
  return "☠";
}

static const char *
end_reason (const TabPosition *pos)
{
  guint species = 0;

  switch (tab_green_skull_end_reason (pos, &species))
    {
    case TAB_GREEN_SKULL_END_ALL_CAPTURED:
      return species == TAB_GREEN_SKULL_ORCS ? _("Every Orc was captured.")
           : species == TAB_GREEN_SKULL_GOBLINS ? _("Every Goblin was captured.")
           : _("Every Zombie was captured.");
    case TAB_GREEN_SKULL_END_ALL_ON_EDGE:
      return species == TAB_GREEN_SKULL_ORCS ? _("Every Orc reached the Orcs’ edge.")
           : species == TAB_GREEN_SKULL_GOBLINS ? _("Every Goblin reached the Goblins’ edge.")
           : _("Every Zombie reached the Zombies’ edge.");
    case TAB_GREEN_SKULL_END_TURN_LIMIT:
      return _("The turn limit of 400 turns was reached.");
    case TAB_GREEN_SKULL_END_NONE:
    default:
      return "";
    }
}

/* The final scores: "Orcs 15, Goblins 13, Zombies 14" */
static char *
describe_final_scores (const TabPosition *pos)
{
  TabGreenSkullScore orcs, goblins, zombies;

  tab_green_skull_score (pos, TAB_GREEN_SKULL_ORCS, &orcs);
  tab_green_skull_score (pos, TAB_GREEN_SKULL_GOBLINS, &goblins);
  tab_green_skull_score (pos, TAB_GREEN_SKULL_ZOMBIES, &zombies);
  /* Translators: the final scores */
  return g_strdup_printf (_("Orcs %d, Goblins %d, Zombies %d"), orcs.score, goblins.score, zombies.score);
}

static char *
describe_result (const TabPosition *pos)
{
  g_autofree char *verdict = NULL;
  g_autofree char *scores = describe_final_scores (pos);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      verdict = g_strdup_printf (_("%s win!"), tab_game_ui_seat_name (pos, pos->winner));
      break;
    case TAB_OUTCOME_NOBODY:
      verdict = g_strdup (_("The Zombies win: both players lose!"));
      break;
    default:
      verdict = g_strdup (_("Draw"));
      break;
    }
  /* the verdict, why the game ended and the final scores, a line each */
  return g_strdup_printf ("%s\n%s\n%s", verdict, end_reason (pos), scores);
}

/* Why the game ended, under the card's title, and the scores; the
 * zombies' win said, as the title says "Nobody Wins" */
static char *
end_reason_and_scores (const TabPosition *pos)
{
  g_autofree char *scores = describe_final_scores (pos);

  if (pos->outcome == TAB_OUTCOME_NOBODY)
    /* Translators: why the game ended, that the zombies scored most, the scores */
    return g_strdup_printf (_("%s\nThe Zombies scored most: both players lose.\n%s"),
                            end_reason (pos), scores);
  return g_strdup_printf ("%s\n%s", end_reason (pos), scores);
}

static char *
describe_seat (const TabPosition *pos, guint seat, const char *role)
{
  if (tab_green_skull_skull_holder (pos) != seat)
    return NULL;
  return g_strdup_printf (_("%s — holds the Green Skull ☠"), role);
}

static void
append_score (GString *text, const char *name, const TabPosition *pos, TabGreenSkullSpecies species)
{
  TabGreenSkullScore score;

  tab_green_skull_score (pos, species, &score);
  /* Translators: a species' score: 2 points per piece on its edge, 1 per
   * piece the two other species have lost */
  g_string_append_printf (text, _("%s: <b>%d</b>  (on the edge %u, others lost %u)\n"),
                          name, score.score, score.on_edge, score.capture_points);
}

static char *
describe_scores (const TabPosition *pos)
{
  GString *text = g_string_new (NULL);

  append_score (text, _("Orcs"), pos, TAB_GREEN_SKULL_ORCS);
  append_score (text, _("Goblins"), pos, TAB_GREEN_SKULL_GOBLINS);
  append_score (text, _("Zombies"), pos, TAB_GREEN_SKULL_ZOMBIES);
  g_string_truncate (text, text->len - 1);
  return g_string_free (text, FALSE);
}

static char *
describe_turn (const TabPosition *pos)
{
  const char *holder = tab_game_ui_seat_name (pos, tab_green_skull_skull_holder (pos));

  switch (tab_green_skull_phase (pos))
    {
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
      return g_strdup_printf (_("<b>Zombie move ☠</b> %s hold the Green Skull: move one Zombie, "
                                "or skip the zombie move."), holder);
    case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
      return g_strdup (_("<b>Zombie jump series:</b> jump on with the Zombie, or stop."));
    case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
      return g_strdup (_("<b>Jump series:</b> jump on with the same piece, or stop."));
    case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
    default:
      return g_strdup_printf (_("Move one of your pieces. ☠ The Green Skull is with the %s."), holder);
    }
}

/* In the zombie phase, a ring round each Zombie that may move: the holder
 * of the Green Skull picks one of them (or skips) */
static void
paint_marks (cairo_t *cr, const TabPosition *pos, guint cell,
             double cx, double cy, double size, const TabPalette *p)
{
  TabActionList list;

  if (tab_green_skull_phase (pos) != TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE ||
      TAB_PIECE_SIDE (pos->rules->piece_at (pos, cell)) != TAB_GREEN_SKULL_ZOMBIES)
    return;
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      int from, to;

      pos->rules->action_cells (pos, list.actions[i], &from, &to);
      if (from == (int) cell)
        {
          tab_paint_ring (cr, cx, cy, size * 0.45, MAX (2, size * 0.08), &p->selected);
          return;
        }
    }
}

const TabGameUi tab_green_skull_ui = {
  .rules = &tab_green_skull_rules,
  .board = { .geometry = TAB_GEOMETRY_HEX_TRIANGLE, .frame = TAB_GREEN_SKULL_ROWS,
             .draw_frame = draw_frame, .free_choice = free_choice },
  .pieces = { .paint = paint_piece, .describe = describe_piece,
              .glyph = seat_glyph, .css = seat_css },
  .marks = { .paint = paint_marks },
  .words = { .turn_played = describe_turn_played, .action_mark = action_mark,
             .pass_label = pass_label, .result = describe_result,
             .end_reason = end_reason_and_scores,
             /* Translators: an estimate of the computer, "ahead by about 2 points" */
             .unit_one = N_("%s point"), .unit_many = N_("%s points"),
             /* the zombies may win: a proven loss is no win of the other */
             .nobody_may_win = TRUE,
             /* the Orcs, the Goblins */
             .plural_seats = TRUE },
  .panel = { .seat = describe_seat, .scores = describe_scores, .turn = describe_turn },
  .designers = "Danny Goodisman",
};
