/* tab-board-paint.c: the colours of the boards, the shapes pieces are
 * made of, and the pieces of any game as its table draws them
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

#include "tab-game-ui.h"

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
  lookup_color (context, "tab_hint_color", "rgb(0,168,189)", &p->hint);
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

/* n corners around (cx, cy) from start_deg on, every other one at the
 * inner radius */
static void
path_corners (cairo_t *cr, double cx, double cy, guint n, double start_deg, double outer, double inner)
{
  for (guint i = 0; i < n; i++)
    {
      double angle = G_PI / 180.0 * (start_deg + 360.0 * i / n);
      double r = i % 2 == 0 ? outer : inner;
      double x = cx + r * cos (angle), y = cy + r * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

void
tab_paint_path_polygon (cairo_t *cr, double cx, double cy, double radius, guint n, double start_deg)
{
  path_corners (cr, cx, cy, n, start_deg, radius, radius);
}

void
tab_paint_path_star (cairo_t *cr, double cx, double cy, double radius)
{
  path_corners (cr, cx, cy, 10, -90.0, radius, radius * 0.45);
}

void
tab_paint_path_rounded_square (cairo_t *cr, double cx, double cy, double half)
{
  double r = half * 0.25;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx + half - r, cy - half + r, r, -G_PI / 2, 0);
  cairo_arc (cr, cx + half - r, cy + half - r, r, 0, G_PI / 2);
  cairo_arc (cr, cx - half + r, cy + half - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, cx - half + r, cy - half + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
tab_paint_path_disc (cairo_t *cr, double cx, double cy, double radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
}

void
tab_paint_fill_and_outline (cairo_t *cr, const GdkRGBA *fill, const TabPalette *p, double size)
{
  tab_cairo_set_color (cr, fill);
  cairo_fill_preserve (cr);
  tab_cairo_set_color (cr, &p->outline);
  cairo_set_line_width (cr, MAX (1.0, size * 0.035) * p->line_scale);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

void
tab_paint_ring (cairo_t *cr, double cx, double cy, double radius, double width, const GdkRGBA *color)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  tab_cairo_set_color (cr, color);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
tab_paint_dot (cairo_t *cr, double cx, double cy, double radius, const GdkRGBA *color)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  tab_cairo_set_color (cr, color);
  cairo_fill (cr);
}

PangoLayout *
tab_paint_label_layout (GtkWidget *widget, double size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_absolute_size (font, MAX (size, 6) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* ---- White and black (Apart, Freedom) ---- */

void
tab_paint_white_black_piece (cairo_t *cr, const TabPosition *pos, guint piece,
                             double cx, double cy, double size, const TabPalette *p)
{
  if (TAB_PIECE_SIDE (piece) == 1)
    {
      tab_paint_path_disc (cr, cx, cy, size * 0.36);
      tab_paint_fill_and_outline (cr, &p->white_piece, p, size);
    }
  else
    {
      tab_paint_path_rounded_square (cr, cx, cy, size * 0.31);
      tab_paint_fill_and_outline (cr, &p->black_piece, p, size);
    }
}

/* the shapes of the board's pieces: a disc, a square */
const char *
tab_paint_white_black_glyph (guint seat)
{
  return seat == 1 ? "●" : "■";
}

/* the pieces' own colours, outlined as on the board, in every theme (in
 * the text colour Black would turn white in dark mode) */
const char *
tab_paint_white_black_css (guint seat)
{
  return seat == 1 ? "piece-white" : "piece-black";
}

const char *
tab_paint_seat_color_css (guint seat)
{
  static const char * const seats[] = { "seat-0", "seat-1", "seat-2", "seat-3", "seat-4" };

  return seats[MIN (seat, TAB_MAX_SEATS)];
}

/* ---- Any game, as its table says ---- */

void
tab_paint_piece (cairo_t           *cr,
                 const TabPosition *pos,
                 guint              piece,
                 double             cx,
                 double             cy,
                 double             size,
                 const TabPalette  *p)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  cairo_save (cr);
  if (ui->pieces.paint != NULL)
    ui->pieces.paint (cr, pos, piece, cx, cy, size, p);
  else
    {
      tab_paint_path_disc (cr, cx, cy, size * 0.34);
      tab_paint_fill_and_outline (cr, &p->seat[MIN (TAB_PIECE_SIDE (piece), TAB_MAX_SEATS)], p, size);
    }
  cairo_restore (cr);
}

char *
tab_paint_describe_piece (const TabPosition *pos, guint piece)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  if (piece == 0)
    return g_strdup (_("empty"));
  if (ui->pieces.describe != NULL)
    return ui->pieces.describe (pos, piece);
  return g_strdup (tab_game_ui_seat_name (pos, TAB_PIECE_SIDE (piece)));
}

const char *
tab_paint_seat_glyph (const TabRules *rules, guint seat)
{
  const TabGameUi *ui = tab_game_ui_lookup (rules);

  return ui->pieces.glyph != NULL ? ui->pieces.glyph (seat) : "●";
}

const char *
tab_paint_seat_css (const TabRules *rules, guint seat)
{
  const TabGameUi *ui = tab_game_ui_lookup (rules);

  return ui->pieces.css != NULL ? ui->pieces.css (seat) : tab_paint_seat_color_css (seat);
}
