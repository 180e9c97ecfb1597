/* tab-board-paint.c: the colours of the boards and the shapes of the
 * pieces of every game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every piece is drawn as a filled shape with an outline, so that pieces
 * stay apart by shape when colours do not (colour blindness, grey-scale
 * screenshots, a white piece on a light board).
 */

#include "config.h"

#include "tab-board-paint.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "tab-splut.h"

static void
lookup_color (GtkStyleContext *context, const char *name, const char *fallback, GdkRGBA *out)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (context, name, out))
    gdk_rgba_parse (out, fallback);
G_GNUC_END_IGNORE_DEPRECATIONS
}

void
tab_palette_load (GtkWidget *widget, TabPalette *p)
{
  GtkStyleContext *context;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  gtk_style_context_get_color (context, &p->label);
G_GNUC_END_IGNORE_DEPRECATIONS

  lookup_color (context, "tab_board_color", "#e8d5a9", &p->board);
  lookup_color (context, "tab_board_alt_color", "#dfc896", &p->board_alt);
  lookup_color (context, "tab_line_color", "#7a6440", &p->line);
  lookup_color (context, "tab_neutral_color", "#777777", &p->seat[0]);
  lookup_color (context, "tab_seat1_color", "#1c71d8", &p->seat[1]);
  lookup_color (context, "tab_seat2_color", "#c01c28", &p->seat[2]);
  lookup_color (context, "tab_seat3_color", "#26a269", &p->seat[3]);
  lookup_color (context, "tab_seat4_color", "#9141ac", &p->seat[4]);
  lookup_color (context, "tab_white_piece_color", "#f6f5f4", &p->white_piece);
  lookup_color (context, "tab_black_piece_color", "#241f31", &p->black_piece);
  lookup_color (context, "tab_piece_outline_color", "rgba(0,0,0,0.7)", &p->outline);
  lookup_color (context, "tab_orc_color", "#f6f5f4", &p->orc);
  lookup_color (context, "tab_goblin_color", "#9141ac", &p->goblin);
  lookup_color (context, "tab_zombie_color", "#2ec27e", &p->zombie);
  lookup_color (context, "tab_rock_color", "#9a9996", &p->rock);
  lookup_color (context, "tab_live_color", "#e5a50a", &p->live);
  lookup_color (context, "tab_legal_color", "rgba(0,0,0,0.25)", &p->legal);
  lookup_color (context, "tab_capture_color", "rgba(224,27,36,0.85)", &p->capture);
  lookup_color (context, "tab_last_color", "rgba(246,211,45,0.55)", &p->last);
  lookup_color (context, "tab_selected_color", "rgba(53,132,228,0.6)", &p->selected);
  lookup_color (context, "tab_marked_color", "rgba(46,194,126,0.6)", &p->marked);
  lookup_color (context, "tab_hint_color", "rgba(255,120,0,0.8)", &p->hint);
  lookup_color (context, "accent_color", "#3584e4", &p->focus);
  /* high contrast: thicker outlines and lines, drawn in the text colour */
  p->line_scale = adw_style_manager_get_high_contrast (adw_style_manager_get_default ()) ? 2.2 : 1.0;
}

void
tab_cairo_set_color (cairo_t *cr, const GdkRGBA *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

/* ---- Shapes: each adds a closed path centred on (cx, cy) ---- */

static void
path_polygon (cairo_t *cr, double cx, double cy, double radius, guint n, double start_deg)
{
  for (guint i = 0; i < n; i++)
    {
      double angle = G_PI / 180.0 * (start_deg + 360.0 * i / n);
      double x = cx + radius * cos (angle), y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

static void
path_star (cairo_t *cr, double cx, double cy, double radius)
{
  for (guint i = 0; i < 10; i++)
    {
      double angle = G_PI / 180.0 * (-90.0 + 36.0 * i);
      double r = i % 2 == 0 ? radius : radius * 0.45;
      double x = cx + r * cos (angle), y = cy + r * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

static void
path_rounded_square (cairo_t *cr, double cx, double cy, double half)
{
  double r = half * 0.25;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx + half - r, cy - half + r, r, -G_PI / 2, 0);
  cairo_arc (cr, cx + half - r, cy + half - r, r, 0, G_PI / 2);
  cairo_arc (cr, cx - half + r, cy + half - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, cx - half + r, cy - half + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
path_disc (cairo_t *cr, double cx, double cy, double radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
}

static void
fill_and_outline (cairo_t *cr, const GdkRGBA *fill, const TabPalette *p, double size)
{
  tab_cairo_set_color (cr, fill);
  cairo_fill_preserve (cr);
  tab_cairo_set_color (cr, &p->outline);
  cairo_set_line_width (cr, MAX (1.0, size * 0.035) * p->line_scale);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* ---- The pieces of each game ---- */

/* 4Mation: seat 1 a filled square, seat 2 a ring */
static void
paint_fourmation (cairo_t *cr, guint side, double cx, double cy, double size, const TabPalette *p)
{
  if (side == 1)
    {
      path_rounded_square (cr, cx, cy, size * 0.34);
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

/* Apart and Freedom: White a round stone, Black a square one */
static void
paint_white_black (cairo_t *cr, guint side, double cx, double cy, double size, const TabPalette *p)
{
  if (side == 1)
    {
      path_disc (cr, cx, cy, size * 0.36);
      fill_and_outline (cr, &p->white_piece, p, size);
    }
  else
    {
      path_rounded_square (cr, cx, cy, size * 0.31);
      fill_and_outline (cr, &p->black_piece, p, size);
    }
}

/* Green Skull: Orcs a square, Goblins a triangle, Zombies a disc with eyes */
static void
paint_green_skull (cairo_t *cr, guint side, double cx, double cy, double size, const TabPalette *p)
{
  switch (side)
    {
    case 1:
      path_rounded_square (cr, cx, cy, size * 0.3);
      fill_and_outline (cr, &p->orc, p, size);
      break;
    case 2:
      path_polygon (cr, cx, cy + size * 0.06, size * 0.42, 3, -90);
      fill_and_outline (cr, &p->goblin, p, size);
      break;
    default:
      path_disc (cr, cx, cy, size * 0.34);
      fill_and_outline (cr, &p->zombie, p, size);
      tab_cairo_set_color (cr, &p->black_piece);
      path_disc (cr, cx - size * 0.12, cy - size * 0.05, size * 0.065);
      path_disc (cr, cx + size * 0.12, cy - size * 0.05, size * 0.065);
      cairo_fill (cr);
      cairo_rectangle (cr, cx - size * 0.1, cy + size * 0.11, size * 0.2, size * 0.04);
      cairo_fill (cr);
      break;
    }
}

/* Splut!: Sorcerer a star, Dwarf a small square, Troll a big hexagon, the
 * Rocks grey octagons */
static void
paint_splut (cairo_t *cr, guint piece, double cx, double cy, double size, const TabPalette *p)
{
  guint side = MIN (TAB_PIECE_SIDE (piece), TAB_MAX_SEATS);
  const GdkRGBA *team = &p->seat[side];

  switch (TAB_PIECE_KIND (piece))
    {
    case TAB_SPLUT_SORCERER:
      path_star (cr, cx, cy + size * 0.03, size * 0.44);
      fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_DWARF:
      path_rounded_square (cr, cx, cy, size * 0.24);
      fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_TROLL:
      path_polygon (cr, cx, cy, size * 0.4, 6, 0);
      fill_and_outline (cr, team, p, size);
      break;
    case TAB_SPLUT_ROCK:
    default:
      path_polygon (cr, cx, cy, size * 0.36, 8, 22.5);
      fill_and_outline (cr, &p->rock, p, size);
      break;
    }
}

void
tab_paint_piece (cairo_t           *cr,
                 const TabPosition *pos,
                 guint              piece,
                 double             cx,
                 double             cy,
                 double             size,
                 const TabPalette  *p)
{
  const char *id = pos->rules->id;
  guint side = TAB_PIECE_SIDE (piece);

  cairo_save (cr);
  if (strcmp (id, "splut") == 0)
    paint_splut (cr, piece, cx, cy, size, p);
  else if (strcmp (id, "green-skull") == 0)
    paint_green_skull (cr, side, cx, cy, size, p);
  else if (strcmp (id, "apart") == 0 || strcmp (id, "freedom") == 0)
    paint_white_black (cr, side, cx, cy, size, p);
  else
    paint_fourmation (cr, side, cx, cy, size, p);
  cairo_restore (cr);
}

char *
tab_paint_describe_piece (const TabPosition *pos, guint piece)
{
  const char *id = pos->rules->id;
  guint side = TAB_PIECE_SIDE (piece);
  const char *seat = side >= 1 && side <= TAB_MAX_SEATS
                     ? gettext (tab_rules_seat_name (pos->rules, &pos->options, side)) : "";

  if (piece == 0)
    return g_strdup (_("empty"));
  if (strcmp (id, "green-skull") == 0)
    return g_strdup (side == 1 ? _("Orc") : side == 2 ? _("Goblin") : _("Zombie"));
  if (strcmp (id, "splut") == 0)
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
  if (strcmp (id, "fourmation") == 0)
    /* Translators: a 4Mation piece of a seat, e.g. "Blue cube" */
    return g_strdup_printf (_("%s cube"), seat);
  if (strcmp (id, "freedom") == 0)
    /* Translators: a Freedom piece of a seat, e.g. "White stone" */
    return g_strdup_printf (_("%s stone"), seat);
  /* Translators: an Apart piece of a seat, e.g. "Black piece" */
  return g_strdup_printf (_("%s piece"), seat);
}

const char *
tab_paint_seat_glyph (const TabRules *rules, guint seat)
{
  if (strcmp (rules->id, "splut") == 0)
    return "★";
  if (strcmp (rules->id, "green-skull") == 0)
    return seat == 1 ? "□" : seat == 2 ? "▲" : "●";
  if (strcmp (rules->id, "apart") == 0 || strcmp (rules->id, "freedom") == 0)
    return seat == 1 ? "○" : "■";
  return seat == 1 ? "■" : "○";
}

const char *
tab_paint_seat_css (const TabRules *rules, guint seat)
{
  static const char * const seats[] = { "seat-0", "seat-1", "seat-2", "seat-3", "seat-4" };

  if (strcmp (rules->id, "green-skull") == 0)
    return seat == 1 ? "piece-plain" : seat == 2 ? "piece-goblin" : "piece-zombie";
  if (strcmp (rules->id, "apart") == 0 || strcmp (rules->id, "freedom") == 0)
    return "piece-plain";   /* the text colour: a white glyph would not show */
  return seats[MIN (seat, TAB_MAX_SEATS)];
}
