/* tab-board-view-draw.c: the drawing of the board, and the actions just
 * played shown one after the other
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "tab-board-coordinates.h"
#include "tab-board-paint.h"
#include "tab-board-view-private.h"

/* ---- Showing the actions played ---- */

/* GTK's gtk-enable-animations and the app's "animations" setting */
static gboolean
animations_wanted (TabBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && self->animations;
}

static gboolean
animations_enabled (TabBoardView *self)
{
  return animations_wanted (self) && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* The pieces an action played from pos moves: the piece itself, and
 * those the game moves with it (Splut!: the Rock it levitates, pulls or
 * throws, or the pieces it pushes one cell on); none for "end", "pass"
 * and "resign" */
static guint
collect_slides (const TabPosition *pos, TabAction action, Slide *slides)
{
  const TabGameUi *ui = _tab_board_view_ui (pos);

  tab_action_cells (pos, action, &slides[0].from, &slides[0].to);
  if (slides[0].to == TAB_NO_CELL)
    return 0;
  if (ui->marks.extra_slides == NULL)
    return 1;
  return 1 + ui->marks.extra_slides (pos, action, slides + 1, MAX_SLIDES - 1);
}

/* Goes on to the next action with pieces to show; FALSE when none is left */
static gboolean
next_animated_action (TabBoardView *self)
{
  while (++self->anim_action < (int) self->anim_end)
    {
      guint index = (guint) self->anim_action;

      self->n_slides = collect_slides (tab_game_get_position_at (self->game, index),
                                       tab_game_get_action (self->game, index),
                                       self->slides);
      if (self->n_slides > 0)
        return TRUE;
    }
  return FALSE;
}

void
_tab_board_view_stop_animation (TabBoardView *self)
{
  if (self->anim_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->anim_tick);
  self->anim_tick = 0;
  self->anim_action = -1;
  self->n_slides = 0;
}

static gboolean
on_anim_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  gboolean done;

  gtk_widget_queue_draw (widget);
  /* the first frame starts the clock: the time asked for between frames
   * may be that of a frame long past */
  if (self->anim_start == 0)
    self->anim_start = now;
  /* a step of a turn stays on show for the pause before the next one */
  done = now - self->anim_start >= ANIM_US +
         ((guint) self->anim_action + 1 < self->anim_end ? (gint64) self->step_pause_ms * 1000 : 0);
  if (!animations_enabled (self) || (done && !next_animated_action (self)))
    {
      self->anim_tick = 0;
      _tab_board_view_stop_animation (self);
      _tab_board_view_update_accessible_cursor (self);
      g_signal_emit_by_name (self, "animation-finished");
      return G_SOURCE_REMOVE;
    }
  if (done)
    self->anim_start = now;
  self->anim_t = MIN (1.0, (double) (now - self->anim_start) / ANIM_US);
  return G_SOURCE_CONTINUE;
}

/* Shows the actions played since the last change one after the other (a
 * computer's whole turn arrives at once); anything else that changes the
 * game (undo, a new game) drops what was on show */
void
_tab_board_view_start_animation (TabBoardView *self)
{
  int first = self->batch_first;

  self->batch_first = -1;
  _tab_board_view_stop_animation (self);
  /* a move played: the pieces are where they belong from now on */
  if (first >= 0)
    _tab_board_view_end_entry (self);
  if (first < 0 || self->game == NULL || !animations_enabled (self))
    return;
  self->anim_action = first - 1;
  self->anim_end = tab_game_get_n_actions (self->game);
  if (!next_animated_action (self))
    {
      _tab_board_view_stop_animation (self);
      return;
    }
  self->anim_start = 0;
  self->anim_t = 0;
  self->anim_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_anim_tick, NULL, NULL);
}

/* ---- A game shown from the chooser ----
 *
 * Instead of a page transition (a GtkStack crossfade draws both pages
 * into window-sized offscreen images, which the cairo renderer keeps in
 * its upload pool), only the pieces move: they fade in and settle onto
 * the board.  The alpha goes into the colours they are painted with, so
 * nothing is drawn offscreen (docs/performance.md). */

#define ENTRY_US (250 * 1000)

void
_tab_board_view_end_entry (TabBoardView *self)
{
  if (self->entry_tick == 0)
    return;
  gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->entry_tick);
  self->entry_tick = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Each frame of the cairo renderer paints the board into an image of
 * the widget's size; glibc keeps in its heap what those freed (some
 * 3 MiB): give it back once the last frame is painted */
static gboolean
trim_heap (gpointer user_data)
{
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  return G_SOURCE_REMOVE;
}

static gboolean
on_entry_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  gtk_widget_queue_draw (widget);
  if (self->entry_start == 0)
    self->entry_start = now;
  self->entry_t = MIN (1.0, (double) (now - self->entry_start) / ENTRY_US);
  if (self->entry_t >= 1.0 || !animations_enabled (self))
    {
      self->entry_tick = 0;
      /* after this frame's paint (GDK_PRIORITY_REDRAW) */
      g_idle_add_full (G_PRIORITY_LOW, trim_heap, NULL, NULL);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
tab_board_view_animate_entry (TabBoardView *self)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  _tab_board_view_end_entry (self);
  if (self->game == NULL || !animations_wanted (self))
    return;
  /* the first frame starts the clock, as for the slides */
  self->entry_start = 0;
  self->entry_t = 0;
  self->entry_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_entry_tick, NULL, NULL);
  self->n_entries++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tab_board_view_get_n_entries (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);
  return self->n_entries;
}

double
tab_board_view_get_entry_progress (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), -1);
  return self->entry_tick != 0 ? self->entry_t : -1;
}

/* Every colour of the palette, alpha times as opaque */
static void
fade_palette (TabPalette *p, double alpha)
{
  /* the colours come first in TabPalette, one after the other */
  GdkRGBA *colors = &p->board;
  guint n = G_STRUCT_OFFSET (TabPalette, line_scale) / sizeof (GdkRGBA);

  G_STATIC_ASSERT (G_STRUCT_OFFSET (TabPalette, board) == 0);
  G_STATIC_ASSERT (G_STRUCT_OFFSET (TabPalette, line_scale) % sizeof (GdkRGBA) == 0);
  for (guint i = 0; i < n; i++)
    colors[i].alpha *= (float) alpha;
}

/* ---- Drawing ---- */

static void
path_cell (cairo_t *cr, const TabBoardGeometry *geom, guint cell, double shrink)
{
  graphene_point_t corners[6], centre;
  guint n = tab_board_geometry_cell_outline (geom, cell, corners);

  tab_board_geometry_cell_center (geom, cell, &centre);
  for (guint i = 0; i < n; i++)
    {
      double x = centre.x + (corners[i].x - centre.x) * (1 - shrink);
      double y = centre.y + (corners[i].y - centre.y) * (1 - shrink);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

static void
fill_cell (cairo_t *cr, const TabBoardGeometry *geom, guint cell, double shrink, const GdkRGBA *color)
{
  path_cell (cr, geom, cell, shrink);
  tab_cairo_set_color (cr, color);
  cairo_fill (cr);
}

static void
draw_squares (TabBoardView *self, cairo_t *cr, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      gboolean alt = ((cell % geom->cols) + (cell / geom->cols)) % 2 == 1;

      if (!tab_board_geometry_cell_exists (geom, (int) cell))
        continue;
      path_cell (cr, geom, cell, 0);
      tab_cairo_set_color (cr, alt ? &p->board_alt : &p->board);
      cairo_fill_preserve (cr);
      tab_cairo_set_color (cr, &p->line);
      cairo_set_line_width (cr, p->line_scale);
      cairo_stroke (cr);
    }
  tab_board_draw_coordinates (GTK_WIDGET (self), cr, geom, p);
}

/* A triangle of hexagons: what the game draws around it, the cells, the
 * names of the rows and of the places in a row */
static void
draw_hexagons (TabBoardView *self, cairo_t *cr, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  const TabGameUi *ui = _tab_board_view_ui (_tab_board_view_position (self));

  if (ui->board.draw_frame != NULL)
    ui->board.draw_frame (GTK_WIDGET (self), cr, geom, p);

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      path_cell (cr, geom, cell, 0.04);
      tab_cairo_set_color (cr, &p->board);
      cairo_fill_preserve (cr);
      tab_cairo_set_color (cr, &p->line);
      cairo_set_line_width (cr, p->line_scale);
      cairo_stroke (cr);
    }

  tab_board_draw_coordinates (GTK_WIDGET (self), cr, geom, p);
}

static gboolean
is_marked (TabBoardView *self, int cell)
{
  for (guint i = 0; i < self->marked->len; i++)
    if (g_array_index (self->marked, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* The position drawn: while the actions of a turn are shown one after the
 * other, the one after the action on show */
static const TabPosition *
shown_position (TabBoardView *self)
{
  if (self->anim_action >= 0 && (guint) self->anim_action + 1 < tab_game_get_n_actions (self->game))
    return tab_game_get_position_at (self->game, (guint) self->anim_action + 1);
  return _tab_board_view_position (self);
}

/* The cells of the action on show, or those of the whole last turn */
static void
last_move_cells (TabBoardView *self, TabBoardTurn *turn)
{
  const TabPosition *before;
  TabActionEffects effects;

  if (self->anim_action < 0)
    {
      tab_board_state_get_last_turn (self->state, turn);
      return;
    }
  memset (turn, 0, sizeof *turn);
  before = tab_game_get_position_at (self->game, (guint) self->anim_action);
  tab_action_effects (before, tab_game_get_action (self->game, (guint) self->anim_action), &effects);
  for (guint i = 0; i < effects.n_touched && i < TAB_BOARD_TURN_MAX_CELLS; i++)
    turn->touched[turn->n_touched++] = effects.touched[i];
}

static void
draw_highlights (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  const TabGameUi *ui = _tab_board_view_ui (pos);
  int selected = tab_board_state_get_selected (self->state);
  TabBoardTurn turn = { 0 };

  if (self->show_last_move)
    last_move_cells (self, &turn);

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      if (!tab_board_geometry_cell_exists (geom, (int) cell))
        continue;
      if (is_marked (self, (int) cell))
        fill_cell (cr, geom, cell, 0.04, &p->marked);
      if (tab_board_turn_touches (&turn, (int) cell))
        fill_cell (cr, geom, cell, 0.04, &p->last);
      if ((int) cell == selected)
        fill_cell (cr, geom, cell, 0.04, &p->selected);
      if (ui->marks.cell_is_shaded != NULL && ui->marks.cell_is_shaded (pos, cell) && (int) cell != selected)
        {
          /* Apart: a square the jumping piece has used */
          GdkRGBA used = p->selected;

          used.alpha *= 0.35f;
          fill_cell (cr, geom, cell, 0.04, &used);
        }
    }
}

static void
draw_piece (TabBoardView *self, cairo_t *cr, const TabPosition *pos, guint cell,
            double x, double y, const TabPalette *p)
{
  guint piece = pos->rules->piece_at (pos, cell);
  const TabGameUi *ui = _tab_board_view_ui (pos);

  if (piece == 0)
    return;
  tab_paint_piece (cr, pos, piece, x, y, self->geom.cell, p);
  /* Freedom's live stones, Apart's isolated pieces, the Rocks of Splut! */
  if (ui->marks.paint != NULL)
    ui->marks.paint (cr, pos, cell, x, y, self->geom.cell, p);
}

static gboolean
is_moving (TabBoardView *self, int cell)
{
  for (guint i = 0; i < self->n_slides; i++)
    if (self->slides[i].to == cell)
      return TRUE;
  return FALSE;
}

static double
ease_out (double t)
{
  t = 1 - CLAMP (t, 0, 1);
  return 1 - t * t * t;
}

/* The pieces of the action on show, over the others: on their way from
 * their cell to the new one, or fading in where they were placed */
static void
draw_moving_pieces (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  double t = ease_out (self->anim_t);

  for (guint i = 0; i < self->n_slides; i++)
    {
      const Slide *slide = &self->slides[i];
      graphene_point_t a, b;

      tab_board_geometry_cell_center (&self->geom, (guint) slide->to, &b);
      if (slide->from == TAB_NO_CELL)
        {
          cairo_push_group (cr);
          draw_piece (self, cr, pos, (guint) slide->to, b.x, b.y, p);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.2 + 0.8 * t);
          continue;
        }
      tab_board_geometry_cell_center (&self->geom, (guint) slide->from, &a);
      draw_piece (self, cr, pos, (guint) slide->to,
                  a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, p);
    }
}

static void
draw_pieces (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      graphene_point_t c;

      if (!tab_board_geometry_cell_exists (geom, (int) cell) || is_moving (self, (int) cell) ||
          (self->dragging && (int) cell == self->drag_from))
        continue;
      tab_board_geometry_cell_center (geom, cell, &c);
      draw_piece (self, cr, pos, cell, c.x, c.y, p);
    }
  draw_moving_pieces (self, cr, pos, p);
}

/* The pieces of a game just shown: fading in as they come down onto
 * their cells from a quarter of a cell above */
static void
draw_entering (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  double t = ease_out (self->entry_t);
  TabPalette faded = *p;

  fade_palette (&faded, t);
  cairo_save (cr);
  cairo_translate (cr, 0, -(1 - t) * self->geom.cell * 0.25);
  draw_pieces (self, cr, pos, &faded);
  cairo_restore (cr);
}

int
_tab_board_view_landing (const TabPosition *pos, TabAction action)
{
  const TabGameUi *ui = _tab_board_view_ui (pos);

  return ui->marks.landing != NULL ? ui->marks.landing (pos, action) : TAB_NO_CELL;
}

/* Where the Rocks of the actions from the selected piece to the cell
 * under the keyboard cursor come to rest (Splut!: a throw, a pull, a
 * levitation), as a pointer shows it over the choices; writes at most
 * max cells, returns how many */
static guint
cursor_rock_landings (TabBoardView *self, int *cells, guint max)
{
  const TabPosition *pos = _tab_board_view_position (self);
  int cursor = tab_board_state_get_cursor (self->state);
  guint n_moves, n = 0;
  const TabBoardMove *moves = tab_board_state_get_moves (self->state, &n_moves);

  if (_tab_board_view_ui (pos)->marks.landing == NULL ||
      tab_board_state_get_selected (self->state) == TAB_NO_CELL ||
      !gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return 0;
  for (guint i = 0; i < n_moves && n < max; i++)
    {
      int landing;

      if (tab_board_state_is_move_to (self->state, &moves[i], cursor) &&
          (landing = _tab_board_view_landing (pos, moves[i].action)) != TAB_NO_CELL)
        cells[n++] = landing;
    }
  return n;
}

/* Where a Rock would land: a ring and a dot in the Rock's own grey, so
 * that the preview is never taken for a hint (cyan) */
static void
draw_rock_landing (TabBoardView *self, cairo_t *cr, int cell, const TabPalette *p)
{
  double size = self->geom.cell;
  graphene_point_t c;

  tab_board_geometry_cell_center (&self->geom, (guint) cell, &c);
  tab_paint_ring (cr, c.x, c.y, size * 0.3, MAX (2, size * 0.08), &p->outline);
  tab_paint_ring (cr, c.x, c.y, size * 0.3, MAX (1, size * 0.05), &p->rock);
  tab_paint_dot (cr, c.x, c.y, size * 0.1, &p->outline);
}

/* An arrow from the piece to where it goes (the hint's in its colour),
 * with a dark edge that keeps it apart from the pieces under it; cells
 * where the board's turn shows them */
void
_tab_board_view_draw_arrow (TabBoardView *self, cairo_t *cr, int hint_from, int hint_to,
                            const GdkRGBA *colour)
{
  double size = self->geom.cell;
  graphene_point_t from, to;
  double dx, dy, length, ux, uy, head = size * 0.32;
  const GdkRGBA edge = { 0, 0, 0, 0.55f };

  tab_board_geometry_cell_center (&self->geom, (guint) hint_from, &from);
  tab_board_geometry_cell_center (&self->geom, (guint) hint_to, &to);
  dx = to.x - from.x;
  dy = to.y - from.y;
  length = sqrt (dx * dx + dy * dy);
  if (length < 1)
    return;
  ux = dx / length;
  uy = dy / length;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      double widen = pass == 0 ? MAX (2, size * 0.04) : 0;

      tab_cairo_set_color (cr, pass == 0 ? &edge : colour);
      cairo_set_line_width (cr, MAX (3, size * 0.1) + widen);
      cairo_move_to (cr, from.x + ux * size * 0.15, from.y + uy * size * 0.15);
      cairo_line_to (cr, to.x - ux * head, to.y - uy * head);
      cairo_stroke (cr);
      /* the head, its point at the destination's centre */
      cairo_set_line_width (cr, widen);
      cairo_move_to (cr, to.x, to.y);
      cairo_line_to (cr, to.x - ux * head - uy * head * 0.6, to.y - uy * head + ux * head * 0.6);
      cairo_line_to (cr, to.x - ux * head + uy * head * 0.6, to.y - uy * head - ux * head * 0.6);
      cairo_close_path (cr);
      if (pass == 0)
        cairo_stroke_preserve (cr);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A review's better turn: the hint's arrow (or ring) in a second colour,
 * GNOME's purple, apart from the hint's cyan; the ring dashed, so that it
 * is never taken for a piece drawn as a ring (4Mation's Pink) */
static void
draw_better_turn (TabBoardView *self, cairo_t *cr, const TabPalette *palette)
{
  TabPalette better = *palette;
  graphene_point_t c;
  double dash;

  if (self->better_to == TAB_NO_CELL)
    return;
  better.hint = (GdkRGBA) { 0.57f, 0.25f, 0.67f, palette->hint.alpha };
  if (self->better_from != TAB_NO_CELL)
    {
      _tab_board_view_draw_arrow (self, cr, self->better_from, self->better_to, &better.hint);
      return;
    }
  tab_board_geometry_cell_center (&self->geom, (guint) self->better_to, &c);
  dash = MAX (3, self->geom.cell * 0.12);
  cairo_save (cr);
  cairo_set_dash (cr, &dash, 1, 0);
  tab_paint_ring (cr, c.x, c.y, self->geom.cell * 0.46, MAX (2, self->geom.cell * 0.07), &better.hint);
  cairo_restore (cr);
}

/* The destinations of the selected piece (or the cells to place on), the
 * hint, and where a Rock would land, alpha times as opaque */
static void
draw_targets (TabBoardView *self, cairo_t *cr, const TabPalette *palette, double alpha)
{
  TabPalette faded = *palette;
  const TabPalette *p = &faded;
  const TabBoardGeometry *geom = &self->geom;
  double size = geom->cell;
  gboolean show_targets = self->show_legal && self->interactive;
  int landings[8];   /* a Troll's throws, or a levitation of each Rock */
  guint n_landings = 0;
  int hint_from, hint_to;

  /* fading in with the pieces (the empty cells to play on, at the start
   * of a placement game) */
  fade_palette (&faded, alpha);
  tab_board_state_get_hint (self->state, &hint_from, &hint_to);

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      graphene_point_t c;

      if (!tab_board_geometry_cell_exists (geom, (int) cell))
        continue;
      tab_board_geometry_cell_center (geom, cell, &c);
      switch (show_targets ? tab_board_state_get_target (self->state, (int) cell) : TAB_BOARD_TARGET_NONE)
        {
        case TAB_BOARD_TARGET_EMPTY:
          tab_paint_dot (cr, c.x, c.y, size * 0.12, &p->legal);
          break;
        case TAB_BOARD_TARGET_OCCUPIED:
          tab_paint_ring (cr, c.x, c.y, size * 0.45, MAX (2, size * 0.06), &p->legal);
          break;
        case TAB_BOARD_TARGET_CAPTURE:
          tab_paint_ring (cr, c.x, c.y, size * 0.45, MAX (2, size * 0.06), &p->capture);
          break;
        case TAB_BOARD_TARGET_NONE:
        default:
          break;
        }
      if ((int) cell == hint_to)
        tab_paint_ring (cr, c.x, c.y, size * 0.46, MAX (2, size * 0.07), &p->hint);
    }
  if (hint_from != TAB_NO_CELL && hint_to != TAB_NO_CELL)
    _tab_board_view_draw_arrow (self, cr, hint_from, hint_to, &p->hint);
  draw_better_turn (self, cr, p);

  /* the choice the popover points at, else the cursor's */
  if (self->preview != TAB_NO_CELL)
    draw_rock_landing (self, cr, self->preview, p);
  else if (show_targets && self->choices->len == 0)
    n_landings = cursor_rock_landings (self, landings, G_N_ELEMENTS (landings));
  for (guint i = 0; i < n_landings; i++)
    draw_rock_landing (self, cr, landings[i], p);
}

/* A red cross over cx, cy */
static void
paint_cross (cairo_t *cr, double cx, double cy, double half, double width, const GdkRGBA *color)
{
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, width);
  tab_cairo_set_color (cr, color);
  cairo_move_to (cr, cx - half, cy - half);
  cairo_line_to (cr, cx + half, cy + half);
  cairo_move_to (cr, cx + half, cy - half);
  cairo_line_to (cr, cx - half, cy + half);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The pieces the last turn removed: a faded ghost crossed out in red
 * where the cell is empty now, a small red cross in its corner where
 * another piece stands there (a Rock that landed on a Dwarf) */
static void
draw_removed (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  double size = self->geom.cell;
  TabBoardTurn turn;

  tab_board_state_get_last_turn (self->state, &turn);
  for (guint i = 0; i < turn.n_removed; i++)
    {
      int cell = turn.removed_cell[i];
      graphene_point_t c;

      if (!tab_board_geometry_cell_exists (&self->geom, cell))
        continue;
      tab_board_geometry_cell_center (&self->geom, (guint) cell, &c);
      if (pos->rules->piece_at (pos, (guint) cell) == 0)
        {
          cairo_push_group (cr);
          tab_paint_piece (cr, pos, turn.removed_piece[i], c.x, c.y, size, p);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.35);
          paint_cross (cr, c.x, c.y, size * 0.22, MAX (2, size * 0.07), &p->capture);
        }
      else
        paint_cross (cr, c.x + size * 0.3, c.y - size * 0.3, size * 0.1, MAX (2, size * 0.05),
                     &p->capture);
    }
}

void
_tab_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  const TabPosition *pos = _tab_board_view_position (self);
  const TabPosition *shown;
  const TabBoardGeometry *geom = &self->geom;
  int cursor = tab_board_state_get_cursor (self->state);
  graphene_rect_t bounds;
  TabPalette p;
  cairo_t *cr;

  if (pos == NULL)
    return;

  _tab_board_view_update_geometry (self);
  if (geom->cell < 4)
    return;
  shown = shown_position (self);
  tab_palette_load (widget, &p);

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    draw_hexagons (self, cr, &p);
  else
    draw_squares (self, cr, &p);
  draw_highlights (self, cr, shown, &p);
  if (self->entry_tick != 0)
    draw_entering (self, cr, shown, &p);
  else
    draw_pieces (self, cr, shown, &p);
  if (self->show_last_move && self->anim_action < 0)
    draw_removed (self, cr, shown, &p);
  /* the destinations belong to the current position: not over the board
   * of an earlier action of the turn on show */
  if (shown == pos)
    draw_targets (self, cr, &p, self->entry_tick != 0 ? ease_out (self->entry_t) : 1);

  /* the piece dragged, under the pointer and over everything */
  if (self->dragging && shown == pos && tab_board_geometry_cell_exists (geom, self->drag_from))
    draw_piece (self, cr, pos, (guint) self->drag_from, self->drag_x, self->drag_y, &p);

  if (gtk_widget_has_visible_focus (widget) && tab_board_geometry_cell_exists (geom, cursor))
    {
      /* the accent colour with a thin ring of the text colour inside, to
       * stand out on light and dark squares and on highlights alike */
      path_cell (cr, geom, (guint) cursor, 0.06);
      tab_cairo_set_color (cr, &p.focus);
      cairo_set_line_width (cr, MAX (2, geom->cell * 0.06) * p.line_scale);
      cairo_stroke (cr);
      path_cell (cr, geom, (guint) cursor, 0.06 + MAX (2, geom->cell * 0.06) * p.line_scale / geom->cell);
      tab_cairo_set_color (cr, &p.label);
      cairo_set_line_width (cr, MAX (1, geom->cell * 0.015) * p.line_scale);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}
