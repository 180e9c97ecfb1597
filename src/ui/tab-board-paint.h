/* tab-board-paint.h: the colours of the boards and the shapes of the
 * pieces of every game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-rules.h"

G_BEGIN_DECLS

/* Named colours of style.css (style-dark.css in dark mode) */
typedef struct
{
  GdkRGBA board;
  GdkRGBA board_alt;
  GdkRGBA line;
  GdkRGBA seat[TAB_MAX_SEATS + 1];   /* [0] = neutral pieces */
  GdkRGBA white_piece;
  GdkRGBA black_piece;
  GdkRGBA outline;
  GdkRGBA orc;
  GdkRGBA goblin;
  GdkRGBA zombie;
  GdkRGBA rock;
  GdkRGBA live;
  GdkRGBA legal;
  GdkRGBA capture;
  GdkRGBA last;
  GdkRGBA selected;
  GdkRGBA marked;
  GdkRGBA hint;
  GdkRGBA focus;
  GdkRGBA label;
  double  line_scale;   /* 1, or more in high contrast: thicker outlines */
} TabPalette;

void tab_palette_load (GtkWidget  *widget,
                       TabPalette *palette);

void tab_cairo_set_color (cairo_t       *cr,
                          const GdkRGBA *color);

/* Shapes: each adds a closed path centred on (cx, cy) */
void tab_paint_path_polygon        (cairo_t *cr,
                                    double   cx,
                                    double   cy,
                                    double   radius,
                                    guint    n,
                                    double   start_deg);
void tab_paint_path_star           (cairo_t *cr,
                                    double   cx,
                                    double   cy,
                                    double   radius);
void tab_paint_path_rounded_square (cairo_t *cr,
                                    double   cx,
                                    double   cy,
                                    double   half);
void tab_paint_path_disc           (cairo_t *cr,
                                    double   cx,
                                    double   cy,
                                    double   radius);
/* fills the path and outlines it, the outline growing with size */
void tab_paint_fill_and_outline    (cairo_t          *cr,
                                    const GdkRGBA    *fill,
                                    const TabPalette *palette,
                                    double            size);

/* A circle, stroked or filled: the marks on the board */
void tab_paint_ring                (cairo_t       *cr,
                                    double         cx,
                                    double         cy,
                                    double         radius,
                                    double         width,
                                    const GdkRGBA *color);
void tab_paint_dot                 (cairo_t       *cr,
                                    double         cx,
                                    double         cy,
                                    double         radius,
                                    const GdkRGBA *color);

/* a layout for the board's labels, in letters size pixels high (6 at
 * least); caller unrefs */
PangoLayout *tab_paint_label_layout (GtkWidget *widget,
                                     double     size);

/* White a round stone, Black a square one (Apart, Freedom), their glyphs */
void        tab_paint_white_black_piece (cairo_t *cr, const TabPosition *pos, guint piece,
                                         double cx, double cy, double size,
                                         const TabPalette *palette);
const char *tab_paint_white_black_glyph (guint             seat);
/* the CSS class of a glyph in the colours of White's and Black's pieces,
 * or in the seat's colour */
const char *tab_paint_white_black_css   (guint             seat);
const char *tab_paint_seat_color_css    (guint             seat);

/* Draws piece (TAB_PIECE code) of the game of pos centred on (cx, cy) in a
 * cell of side size.  Pieces differ by shape as well as colour. */
void tab_paint_piece (cairo_t           *cr,
                      const TabPosition *pos,
                      guint              piece,
                      double             cx,
                      double             cy,
                      double             size,
                      const TabPalette  *palette);

/* A piece in words ("Blue cube", "Orc", "Sorcerer of North"), for screen
 * readers; caller frees */
char *tab_paint_describe_piece (const TabPosition *pos,
                                guint              piece);

/* The glyph of the side panel and the move list for a seat's pieces, and
 * its CSS class (or NULL) */
const char *tab_paint_seat_glyph (const TabRules *rules,
                                  guint           seat);
const char *tab_paint_seat_css   (const TabRules *rules,
                                  guint           seat);

G_END_DECLS
