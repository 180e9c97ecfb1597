/* tab-board-view.c: the board of any game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The geometry (where a cell is, which cell is under a point) lives in
 * tab-board-geometry.c, the colours and the shapes of the pieces in
 * tab-board-paint.c, what is special about each game in its TabGameUi
 * table (src/ui/games/).  This file draws the board and the marks its
 * game's table draws, shows the actions played as they happen (a piece
 * slides, a placed one fades in) and turns clicks and keys into actions.
 */

#include "config.h"

#include "tab-board-view.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "tab-board-geometry.h"
#include "tab-board-paint.h"
#include "tab-game-ui.h"
#include "tab-grid.h"

typedef struct
{
  TabAction action;
  int       from;
  int       to;
  gboolean  captures;
} LegalMove;

/* A piece the action on show moves: it slides from one cell to the other,
 * or fades in where it is placed (from is TAB_NO_CELL) */
typedef TabSlide Slide;

/* a Splut! Dwarf pushes at most 7 pieces, a step moves at most one Rock */
#define MAX_SLIDES 9
#define ANIM_US    (180 * 1000)

struct _TabBoardView
{
  GtkWidget         parent_instance;

  TabGame          *game;
  gulong            changed_handler;
  gulong            played_handler;
  GArray           *legal;        /* LegalMove of the position on the board */
  TabBoardGeometry  geom;
  gboolean          has_end;      /* an action without cells ("end", "pass") */
  TabAction         end_action;
  int               forced;       /* the one origin of every move, or none */

  gboolean          interactive;
  gboolean          show_legal;
  gboolean          show_last_move;
  int               selected;     /* origin of a two-click move */
  int               cursor;       /* keyboard cursor */
  int               hint_from;
  int               hint_to;
  GArray           *marked;       /* int cells */

  GtkWidget        *popover;      /* the choice between several actions */
  GtkWidget        *choice_box;
  GArray           *choices;      /* TabAction offered in the popover */
  int               preview;      /* where the chosen choice sends a Rock */

  /* The actions played since the last change, shown one after the other
   * when animations are on.  Drawing only: the legal moves, the cursor
   * and the clicks already belong to the new position. */
  gboolean          animations;
  int               batch_first;  /* the first of them, or -1 */
  int               anim_action;  /* the action on show (its index), or -1 */
  guint             anim_end;     /* one past the last action to show */
  gint64            anim_start;   /* frame time it began, µs; 0 before the first frame */
  double            anim_t;       /* its progress, 0 → 1 */
  Slide             slides[MAX_SLIDES];
  guint             n_slides;
  guint             anim_tick;
};

G_DEFINE_FINAL_TYPE (TabBoardView, tab_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL,
  PROP_SHOW_LAST_MOVE,
  PROP_ANIMATIONS,
  N_PROPS
};

enum
{
  ACTION_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const TabPosition *
current_position (TabBoardView *self)
{
  return self->game != NULL ? tab_game_get_position (self->game) : NULL;
}

static const TabGameUi *
game_ui (const TabPosition *pos)
{
  return tab_game_ui_lookup (pos->rules);
}

static void
update_geometry (TabBoardView *self)
{
  tab_board_geometry_init (&self->geom, current_position (self));
  tab_board_geometry_layout (&self->geom,
                             gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)));
}

/* Apart and Green Skull write a capture with an 'x' between the cells
 * ("c3xe5"; no board is wide enough to have a file x).  A Splut! step
 * onto a piece pushes or throws it: nothing is taken there. */
static gboolean
action_captures (const TabPosition *pos, TabAction action)
{
  char token[TAB_TOKEN_MAX];

  tab_action_format (pos, action, token);
  return strchr (token, 'x') != NULL;
}

static void
collect_legal (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);
  g_autofree TabActionList *list = g_new (TabActionList, 1);
  gboolean one_origin = TRUE;
  int origin = TAB_NO_CELL;

  g_array_set_size (self->legal, 0);
  self->has_end = FALSE;
  self->forced = TAB_NO_CELL;
  if (pos == NULL)
    return;
  tab_position_legal (pos, list);
  for (guint i = 0; i < list->n; i++)
    {
      LegalMove move = { list->actions[i], TAB_NO_CELL, TAB_NO_CELL, FALSE };

      pos->rules->action_cells (pos, list->actions[i], &move.from, &move.to);
      if (move.from == TAB_NO_CELL && move.to == TAB_NO_CELL)
        {
          self->has_end = TRUE;
          self->end_action = move.action;
          continue;
        }
      if (move.from == TAB_NO_CELL || (origin != TAB_NO_CELL && move.from != origin))
        one_origin = FALSE;
      origin = move.from;
      move.captures = action_captures (pos, move.action);
      g_array_append_val (self->legal, move);
    }
  /* a continuous jump: every move starts from the same piece, and the
   * player may stop; that piece stays selected (not so when the game
   * says it is a free choice, as when only one Zombie can move) */
  if (one_origin && origin != TAB_NO_CELL && self->has_end &&
      !(game_ui (pos)->free_choice != NULL && game_ui (pos)->free_choice (pos)))
    self->forced = origin;
}

static void
update_accessible_label (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);
  g_autofree char *label = NULL;

  if (pos == NULL)
    label = g_strdup (_("Board"));
  else if (pos->rules->board_kind == TAB_BOARD_FIXED)
    /* Translators: the board of a game, e.g. "Splut! board" */
    label = g_strdup_printf (_("%s board"), gettext (pos->rules->name));
  else
    /* Translators: the board of a game, e.g. "4Mation board, 7 by 7" */
    label = g_strdup_printf (_("%s board, %u by %u"), gettext (pos->rules->name),
                             pos->options.cols, pos->options.rows);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static char *
cell_name (const TabPosition *pos, const TabBoardGeometry *geom, int cell)
{
  char square[8] = "";
  guint row, col;

  if (geom->kind == TAB_GEOMETRY_HEX_TRIANGLE)
    {
      if (tab_board_geometry_hex_coords (geom, cell, &row, &col))
        g_snprintf (square, sizeof square, "%c%u", 'a' + row, col + 1);
    }
  else if (cell >= 0)
    tab_square_format (geom->cols, (guint) cell, square);
  return g_strdup (square);
}

/* whether move ends on cell and starts from the selected piece (is a
 * placement when no piece is selected) */
static gboolean
is_move_to (TabBoardView *self, const LegalMove *move, int cell)
{
  return move->to == cell &&
         (self->selected == TAB_NO_CELL ? move->from == TAB_NO_CELL : move->from == self->selected);
}

static TabBoardTarget
target_kind (TabBoardView *self, int cell)
{
  const TabPosition *pos = current_position (self);
  TabBoardTarget kind = TAB_BOARD_TARGET_NONE;

  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

      if (!is_move_to (self, move, cell))
        continue;
      if (move->captures)
        return TAB_BOARD_TARGET_CAPTURE;
      kind = pos->rules->piece_at (pos, (guint) cell) != 0 ? TAB_BOARD_TARGET_OCCUPIED
                                                         : TAB_BOARD_TARGET_EMPTY;
    }
  return kind;
}

static gboolean
is_target (TabBoardView *self, int cell)
{
  return target_kind (self, cell) != TAB_BOARD_TARGET_NONE;
}

static gboolean
is_origin (TabBoardView *self, int cell)
{
  for (guint i = 0; i < self->legal->len; i++)
    if (g_array_index (self->legal, LegalMove, i).from == cell)
      return TRUE;
  return FALSE;
}

static gboolean
is_told_at_cursor (const TabPosition *pos, TabAction action)
{
  const TabGameUi *ui = game_ui (pos);

  return ui->tell_at_cursor != NULL && ui->tell_at_cursor (pos, action);
}

/* The actions to the cell under the cursor that the game tells there
 * (Splut!: the throws of the selected Troll onto the Rock, each with
 * where it lands), as the popover words them */
static void
append_cursor_throws (TabBoardView *self, GString *text)
{
  const TabPosition *pos = current_position (self);

  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);
      g_autofree char *words = NULL;

      if (!is_move_to (self, move, self->cursor) || !is_told_at_cursor (pos, move->action))
        continue;
      words = tab_board_view_describe_action (pos, move->action);
      g_string_append_printf (text, ", %s", words);
    }
}

/* The cell under the keyboard cursor in words: "d4, Blue cube, last move,
 * legal destination", and where each throw onto it lands */
static char *
describe_cursor (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *piece = NULL;
  int last_from = TAB_NO_CELL, last_to = TAB_NO_CELL;

  if (pos == NULL || !tab_board_geometry_cell_exists (&self->geom, self->cursor))
    return g_strdup ("");
  name = cell_name (pos, &self->geom, self->cursor);
  piece = tab_paint_describe_piece (pos, pos->rules->piece_at (pos, (guint) self->cursor));
  g_string_append_printf (text, "%s, %s", name, piece);
  tab_game_get_last_cells (self->game, &last_from, &last_to);
  if (self->cursor == last_to || self->cursor == last_from)
    g_string_append_printf (text, ", %s", _("last move"));
  if (self->cursor == self->selected)
    g_string_append_printf (text, ", %s", _("selected"));
  if (self->interactive && is_target (self, self->cursor))
    {
      g_string_append_printf (text, ", %s", _("legal destination"));
      append_cursor_throws (self, text);
    }
  else if (self->interactive && self->selected == TAB_NO_CELL && is_origin (self, self->cursor))
    g_string_append_printf (text, ", %s", _("can move"));
  if (self->cursor == self->hint_to || self->cursor == self->hint_from)
    g_string_append_printf (text, ", %s", _("hint"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_accessible_cursor (TabBoardView *self)
{
  g_autofree char *text = describe_cursor (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
close_choices (TabBoardView *self)
{
  g_array_set_size (self->choices, 0);
  self->preview = TAB_NO_CELL;
  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static gboolean
animations_enabled (TabBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && self->animations && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* The pieces an action played from pos moves: the piece itself, and
 * those the game moves with it (Splut!: the Rock it levitates, pulls or
 * throws, or the pieces it pushes one cell on); none for "end" and "pass" */
static guint
collect_slides (const TabPosition *pos, TabAction action, Slide *slides)
{
  const TabGameUi *ui = game_ui (pos);

  pos->rules->action_cells (pos, action, &slides[0].from, &slides[0].to);
  if (slides[0].to == TAB_NO_CELL)
    return 0;
  if (ui->extra_slides == NULL)
    return 1;
  return 1 + ui->extra_slides (pos, action, slides + 1, MAX_SLIDES - 1);
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

static void
stop_animation (TabBoardView *self)
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
  done = now - self->anim_start >= ANIM_US;
  if (!animations_enabled (self) || (done && !next_animated_action (self)))
    {
      self->anim_tick = 0;
      stop_animation (self);
      return G_SOURCE_REMOVE;
    }
  if (done)
    self->anim_start = now;
  self->anim_t = (double) (now - self->anim_start) / ANIM_US;
  return G_SOURCE_CONTINUE;
}

/* Shows the actions played since the last change one after the other (a
 * computer's whole turn arrives at once); anything else that changes the
 * game (undo, a new game) drops what was on show */
static void
start_animation (TabBoardView *self)
{
  int first = self->batch_first;

  self->batch_first = -1;
  stop_animation (self);
  if (first < 0 || self->game == NULL || !animations_enabled (self))
    return;
  self->anim_action = first - 1;
  self->anim_end = tab_game_get_n_actions (self->game);
  if (!next_animated_action (self))
    {
      stop_animation (self);
      return;
    }
  self->anim_start = 0;
  self->anim_t = 0;
  self->anim_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_anim_tick, NULL, NULL);
}

static void
on_action_played (TabBoardView *self, guint index)
{
  if (self->batch_first < 0)
    self->batch_first = (int) index;
}

static void
on_game_changed (TabBoardView *self)
{
  close_choices (self);
  collect_legal (self);
  self->selected = self->forced;
  self->hint_from = self->hint_to = TAB_NO_CELL;
  update_geometry (self);
  if (!tab_board_geometry_cell_exists (&self->geom, self->cursor))
    {
      int start = self->game != NULL ? game_ui (current_position (self))->start_cursor : 0;

      self->cursor = tab_board_geometry_cell_exists (&self->geom, start) ? start : 0;
    }
  start_animation (self);
  update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Describing actions in plain words ---- */

char *
tab_board_view_describe_action (const TabPosition *pos, TabAction action)
{
  char token[TAB_TOKEN_MAX];

  const TabGameUi *ui;

  g_return_val_if_fail (pos != NULL, NULL);

  ui = game_ui (pos);
  if (ui->describe_action != NULL)
    {
      char *words = ui->describe_action (pos, action);

      if (words != NULL)
        return words;
    }
  tab_action_format (pos, action, token);
  if (strcmp (token, "end") == 0)
    return g_strdup (_("End the turn"));
  if (strcmp (token, "pass") == 0)
    return g_strdup (_("Pass"));
  /* Translators: an action in the game's notation, e.g. "Play c3x e5" */
  return g_strdup_printf (_("Play %s"), token);
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
show_text_at (cairo_t *cr, PangoLayout *layout, const char *text, double cx, double cy)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_square_coordinates (TabBoardView *self, cairo_t *cr, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  PangoLayout *layout = tab_paint_label_layout (GTK_WIDGET (self), geom->cell * 0.28);
  GdkRGBA color = p->label;

  color.alpha *= 0.7f;
  tab_cairo_set_color (cr, &color);
  for (guint file = 0; file < geom->cols; file++)
    {
      char text[4] = { (char) ('a' + file), 0 };

      show_text_at (cr, layout, text, geom->x0 + (file + 0.5) * geom->cell,
                    geom->y0 + (geom->rows + 0.25) * geom->cell);
    }
  for (guint rank = 0; rank < geom->rows; rank++)
    {
      char text[4];

      g_snprintf (text, sizeof text, "%u", rank + 1);
      show_text_at (cr, layout, text, geom->x0 - geom->cell * 0.25,
                    geom->y0 + (geom->rows - rank - 0.5) * geom->cell);
    }
  g_object_unref (layout);
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
  draw_square_coordinates (self, cr, p);
}

/* A triangle of hexagons: what the game draws around it, the cells, the
 * row letters left of each row */
static void
draw_hexagons (TabBoardView *self, cairo_t *cr, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  const TabGameUi *ui = game_ui (current_position (self));
  PangoLayout *layout;
  GdkRGBA color;

  if (ui->draw_frame != NULL)
    ui->draw_frame (GTK_WIDGET (self), cr, geom, p);

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      path_cell (cr, geom, cell, 0.04);
      tab_cairo_set_color (cr, &p->board);
      cairo_fill_preserve (cr);
      tab_cairo_set_color (cr, &p->line);
      cairo_set_line_width (cr, p->line_scale);
      cairo_stroke (cr);
    }

  layout = tab_paint_label_layout (GTK_WIDGET (self), geom->cell * 0.26);
  color = p->label;
  color.alpha *= 0.7f;
  tab_cairo_set_color (cr, &color);
  for (guint row = 0; row < geom->rows; row++)
    {
      graphene_point_t c;
      char text[4] = { (char) ('a' + row), 0 };

      tab_board_geometry_cell_center (geom, (guint) tab_board_geometry_hex_cell (geom, (int) row, 0), &c);
      show_text_at (cr, layout, text, c.x - geom->cell * 1.55, c.y);
    }
  g_object_unref (layout);
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
  return current_position (self);
}

/* The cells of the action on show, or of the last one played */
static void
last_move_cells (TabBoardView *self, int *from, int *to)
{
  const TabPosition *before;

  if (self->anim_action < 0)
    {
      tab_game_get_last_cells (self->game, from, to);
      return;
    }
  before = tab_game_get_position_at (self->game, (guint) self->anim_action);
  before->rules->action_cells (before, tab_game_get_action (self->game, (guint) self->anim_action),
                               from, to);
}

static void
draw_highlights (TabBoardView *self, cairo_t *cr, const TabPosition *pos, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  const TabGameUi *ui = game_ui (pos);
  int last_from = TAB_NO_CELL, last_to = TAB_NO_CELL;

  if (self->show_last_move)
    last_move_cells (self, &last_from, &last_to);

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      if (!tab_board_geometry_cell_exists (geom, (int) cell))
        continue;
      if (is_marked (self, (int) cell))
        fill_cell (cr, geom, cell, 0.04, &p->marked);
      if ((int) cell == last_from || (int) cell == last_to)
        fill_cell (cr, geom, cell, 0.04, &p->last);
      if ((int) cell == self->selected)
        fill_cell (cr, geom, cell, 0.04, &p->selected);
      if (ui->cell_is_shaded != NULL && ui->cell_is_shaded (pos, cell) && (int) cell != self->selected)
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
  const TabGameUi *ui = game_ui (pos);

  if (piece == 0)
    return;
  tab_paint_piece (cr, pos, piece, x, y, self->geom.cell, p);
  /* Freedom's live stones, Apart's isolated pieces, the Rocks of Splut! */
  if (ui->paint_marks != NULL)
    ui->paint_marks (cr, pos, cell, x, y, self->geom.cell, p);
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

      if (!tab_board_geometry_cell_exists (geom, (int) cell) || is_moving (self, (int) cell))
        continue;
      tab_board_geometry_cell_center (geom, cell, &c);
      draw_piece (self, cr, pos, cell, c.x, c.y, p);
    }
  draw_moving_pieces (self, cr, pos, p);
}

static int
rock_destination (const TabPosition *pos, TabAction action)
{
  const TabGameUi *ui = game_ui (pos);

  return ui->landing != NULL ? ui->landing (pos, action) : TAB_NO_CELL;
}

/* Where the Rocks of the actions from the selected piece to the cell
 * under the keyboard cursor come to rest (Splut!: a throw, a pull, a
 * levitation), as a pointer shows it over the choices; writes at most
 * max cells, returns how many */
static guint
cursor_rock_landings (TabBoardView *self, int *cells, guint max)
{
  const TabPosition *pos = current_position (self);
  guint n = 0;

  if (game_ui (pos)->landing == NULL || self->selected == TAB_NO_CELL ||
      !gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return 0;
  for (guint i = 0; i < self->legal->len && n < max; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);
      int landing;

      if (is_move_to (self, move, self->cursor) &&
          (landing = rock_destination (pos, move->action)) != TAB_NO_CELL)
        cells[n++] = landing;
    }
  return n;
}

static void
draw_rock_landing (TabBoardView *self, cairo_t *cr, int cell, const TabPalette *p)
{
  double size = self->geom.cell;
  graphene_point_t c;

  tab_board_geometry_cell_center (&self->geom, (guint) cell, &c);
  tab_paint_ring (cr, c.x, c.y, size * 0.3, MAX (2, size * 0.08), &p->hint);
  tab_paint_dot (cr, c.x, c.y, size * 0.1, &p->hint);
}

/* The destinations of the selected piece (or the cells to place on), the
 * hint, and where a Rock would land */
static void
draw_targets (TabBoardView *self, cairo_t *cr, const TabPalette *p)
{
  const TabBoardGeometry *geom = &self->geom;
  double size = geom->cell;
  gboolean show_targets = self->show_legal && self->interactive;
  int landings[8];   /* a Troll's throws, or a levitation of each Rock */
  guint n_landings = 0;

  for (guint cell = 0; cell < geom->n_cells; cell++)
    {
      graphene_point_t c;

      if (!tab_board_geometry_cell_exists (geom, (int) cell))
        continue;
      tab_board_geometry_cell_center (geom, cell, &c);
      switch (show_targets ? target_kind (self, (int) cell) : TAB_BOARD_TARGET_NONE)
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
      if ((int) cell == self->hint_to || (int) cell == self->hint_from)
        tab_paint_ring (cr, c.x, c.y, size * 0.46, MAX (2, size * 0.06), &p->hint);
    }

  /* the choice the popover points at, else the cursor's */
  if (self->preview != TAB_NO_CELL)
    draw_rock_landing (self, cr, self->preview, p);
  else if (show_targets && self->choices->len == 0)
    n_landings = cursor_rock_landings (self, landings, G_N_ELEMENTS (landings));
  for (guint i = 0; i < n_landings; i++)
    draw_rock_landing (self, cr, landings[i], p);
}

static void
tab_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  const TabPosition *pos = current_position (self);
  const TabPosition *shown;
  const TabBoardGeometry *geom = &self->geom;
  graphene_rect_t bounds;
  TabPalette p;
  cairo_t *cr;

  if (pos == NULL)
    return;

  update_geometry (self);
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
  draw_pieces (self, cr, shown, &p);
  /* the destinations belong to the current position: not over the board
   * of an earlier action of the turn on show */
  if (shown == pos)
    draw_targets (self, cr, &p);

  if (gtk_widget_has_visible_focus (widget) && tab_board_geometry_cell_exists (geom, self->cursor))
    {
      /* the accent colour with a thin ring of the text colour inside, to
       * stand out on light and dark squares and on highlights alike */
      path_cell (cr, geom, (guint) self->cursor, 0.06);
      tab_cairo_set_color (cr, &p.focus);
      cairo_set_line_width (cr, MAX (2, geom->cell * 0.06) * p.line_scale);
      cairo_stroke (cr);
      path_cell (cr, geom, (guint) self->cursor, 0.06 + MAX (2, geom->cell * 0.06) * p.line_scale / geom->cell);
      tab_cairo_set_color (cr, &p.label);
      cairo_set_line_width (cr, MAX (1, geom->cell * 0.015) * p.line_scale);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
tab_board_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  guint cells;

  tab_board_geometry_init (&self->geom, current_position (self));
  cells = (orientation == GTK_ORIENTATION_HORIZONTAL ? self->geom.cols : self->geom.rows) + 1;
  if (self->geom.kind == TAB_GEOMETRY_HEX_TRIANGLE)
    cells += 2;
  *minimum = 24 * MAX (cells, 5);
  *natural = 64 * MAX (cells, 5);
}

static void
tab_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);

  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

/* ---- Input ---- */

static void
choose (TabBoardView *self, TabAction action)
{
  close_choices (self);
  self->selected = TAB_NO_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, action);
}

/* The choice under the pointer or with the keyboard focus: show where it
 * sends its Rock */
static void
preview_choice (TabBoardView *self, GtkEventController *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);
  TabAction action = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action"));

  self->preview = rock_destination (current_position (self), action);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_choice_hover (GtkEventControllerMotion *motion, double x, double y, TabBoardView *self)
{
  preview_choice (self, GTK_EVENT_CONTROLLER (motion));
}

static void
on_choice_clicked (GtkButton *button, TabBoardView *self)
{
  tab_board_view_pick_choice (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action")));
}

static void
on_popover_closed (TabBoardView *self)
{
  g_array_set_size (self->choices, 0);
  self->preview = TAB_NO_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Several actions share the click: list them in a popover by the cell */
static void
offer_choices (TabBoardView *self, int cell, const TabAction *actions, guint n)
{
  const TabPosition *pos = current_position (self);
  GtkWidget *child;
  graphene_rect_t rect;
  GdkRectangle area;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);
  g_array_set_size (self->choices, 0);
  g_array_append_vals (self->choices, actions, n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = tab_board_view_describe_action (pos, actions[i]);
      GtkWidget *button = gtk_button_new_with_label (text);
      GtkEventController *motion = gtk_event_controller_motion_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      g_object_set_data (G_OBJECT (button), "action", GUINT_TO_POINTER (actions[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      g_signal_connect (motion, "enter", G_CALLBACK (on_choice_hover), self);
      gtk_widget_add_controller (button, motion);
      g_signal_connect_swapped (focus, "enter", G_CALLBACK (preview_choice), self);
      gtk_widget_add_controller (button, focus);
      gtk_box_append (GTK_BOX (self->choice_box), button);
    }

  /* show where the first choice sends its Rock until another is hovered */
  self->preview = rock_destination (pos, actions[0]);
  tab_board_geometry_cell_rect (&self->geom, (guint) cell, &rect);
  area.x = (int) rect.origin.x;
  area.y = (int) rect.origin.y;
  area.width = (int) rect.size.width;
  area.height = (int) rect.size.height;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &area);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The actions from origin to target; n is their number */
static guint
find_moves (TabBoardView *self, int origin, int target, TabAction *out)
{
  guint n = 0;

  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

      if (move->from == origin && move->to == target)
        out[n++] = move->action;
    }
  return n;
}

static gboolean
play_moves (TabBoardView *self, int cell, const TabAction *actions, guint n)
{
  if (n == 1)
    choose (self, actions[0]);
  else if (n > 1)
    offer_choices (self, cell, actions, n);
  return n > 0;
}

static void
set_selected (TabBoardView *self, int cell)
{
  self->selected = cell;
  update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tab_board_view_activate_cell (TabBoardView *self, guint cell)
{
  int target = (int) cell;
  g_autofree TabAction *found = NULL;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || self->game == NULL || !tab_board_geometry_cell_exists (&self->geom, target))
    return FALSE;

  close_choices (self);
  self->cursor = target;
  update_accessible_cursor (self);
  found = g_new (TabAction, MAX (self->legal->len, 1));

  /* the second click of a move: its destination */
  if (self->selected != TAB_NO_CELL)
    {
      if (play_moves (self, target, found, find_moves (self, self->selected, target, found)))
        return TRUE;
      if (self->selected == target)
        {
          /* the piece of a continuous jump: clicking it stops there */
          if (self->forced == target)
            choose (self, self->end_action);
          else
            set_selected (self, TAB_NO_CELL);
          return TRUE;
        }
    }

  /* a placement on an empty cell */
  if (play_moves (self, target, found, find_moves (self, TAB_NO_CELL, target, found)))
    return TRUE;

  /* the first click of a move: select the piece */
  if (self->forced == TAB_NO_CELL)
    for (guint i = 0; i < self->legal->len; i++)
      if (g_array_index (self->legal, LegalMove, i).from == target)
        {
          set_selected (self, target);
          return TRUE;
        }

  if (self->selected != self->forced)
    set_selected (self, self->forced);
  gtk_widget_error_bell (GTK_WIDGET (self));
  return FALSE;
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TabBoardView    *self)
{
  int cell = tab_board_view_cell_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (cell != TAB_NO_CELL)
    tab_board_view_activate_cell (self, (guint) cell);
}

static void
move_cursor (TabBoardView *self, int dx, int dy)
{
  /* in right-to-left locales Left and Right swap, as in a text */
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    dx = -dx;
  update_geometry (self);
  if (!tab_board_geometry_cell_exists (&self->geom, self->cursor))
    self->cursor = 0;
  self->cursor = tab_board_geometry_step (&self->geom, self->cursor, dx, dy);
  /* keyboard navigation, as Tab is: the cursor (and what it previews)
   * shows even after a click put the focus here */
  if (GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))))
    gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), TRUE);
  update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TabBoardView          *self)
{
  return tab_board_view_handle_key (self, keyval, state);
}

gboolean
tab_board_view_handle_key (TabBoardView    *self,
                           guint            keyval,
                           GdkModifierType  state)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->cursor >= 0)
        tab_board_view_activate_cell (self, (guint) self->cursor);
      return TRUE;
    case GDK_KEY_Escape:
      /* Escape stops a continuous jump, or drops the selection */
      if (self->interactive && self->forced != TAB_NO_CELL)
        {
          choose (self, self->end_action);
          return TRUE;
        }
      if (self->selected == TAB_NO_CELL)
        return FALSE;
      set_selected (self, TAB_NO_CELL);
      return TRUE;
    case GDK_KEY_Home:
      update_geometry (self);
      self->cursor = 0;
      while (self->cursor < (int) self->geom.n_cells && !tab_board_geometry_cell_exists (&self->geom, self->cursor))
        self->cursor++;
      update_accessible_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
}

static void
activate_cell_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  int cell = g_variant_get_int32 (parameter);

  if (cell >= 0)
    tab_board_view_activate_cell (TAB_BOARD_VIEW (widget), (guint) cell);
}

/* ---- GObject ---- */

static void
tab_board_view_dispose (GObject *object)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_handler, self->game);
      g_clear_signal_handler (&self->played_handler, self->game);
    }
  g_clear_object (&self->game);
  stop_animation (self);
  g_clear_pointer (&self->popover, gtk_widget_unparent);

  G_OBJECT_CLASS (tab_board_view_parent_class)->dispose (object);
}

static void
tab_board_view_finalize (GObject *object)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->marked, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);

  G_OBJECT_CLASS (tab_board_view_parent_class)->finalize (object);
}

static void
tab_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_LEGAL:
      g_value_set_boolean (value, self->show_legal);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_board_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tab_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      tab_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL:
      tab_board_view_set_show_legal (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LAST_MOVE:
      tab_board_view_set_show_last_move (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATIONS:
      self->animations = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_board_view_class_init (TabBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_board_view_dispose;
  object_class->finalize = tab_board_view_finalize;
  object_class->get_property = tab_board_view_get_property;
  object_class->set_property = tab_board_view_set_property;

  widget_class->snapshot = tab_board_view_snapshot;
  widget_class->measure = tab_board_view_measure;
  widget_class->size_allocate = tab_board_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TAB_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("highlight-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the "animations" setting; GtkSettings:gtk-enable-animations counts too */
  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a whole action was chosen on the board (the window plays it) */
  signals[ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "board.activate-cell", "i", activate_cell_action);
  gtk_widget_class_set_css_name (widget_class, "board");
  /* a grid the keyboard cursor moves over; its description is the cell
   * under the cursor */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tab_board_view_init (TabBoardView *self)
{
  GtkGesture *click;
  GtkEventController *keys;

  self->legal = g_array_new (FALSE, FALSE, sizeof (LegalMove));
  self->marked = g_array_new (FALSE, FALSE, sizeof (int));
  self->choices = g_array_new (FALSE, FALSE, sizeof (TabAction));
  self->show_legal = TRUE;
  self->show_last_move = TRUE;
  self->selected = TAB_NO_CELL;
  self->forced = TAB_NO_CELL;
  self->preview = TAB_NO_CELL;
  self->hint_from = self->hint_to = TAB_NO_CELL;
  self->animations = TRUE;
  self->batch_first = -1;
  self->anim_action = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  self->popover = gtk_popover_new ();
  self->choice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_popover_set_child (GTK_POPOVER (self->popover), self->choice_box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (on_popover_closed), self);

  update_accessible_label (self);
}

GtkWidget *
tab_board_view_new (void)
{
  return g_object_new (TAB_TYPE_BOARD_VIEW, NULL);
}

TabGame *
tab_board_view_get_game (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
tab_board_view_set_game (TabBoardView *self, TabGame *game)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || TAB_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_handler, self->game);
      g_clear_signal_handler (&self->played_handler, self->game);
    }
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->changed_handler = g_signal_connect_object (game, "changed",
                                                       G_CALLBACK (on_game_changed), self,
                                                       G_CONNECT_SWAPPED);
      self->played_handler = g_signal_connect_object (game, "action-played",
                                                      G_CALLBACK (on_action_played), self,
                                                      G_CONNECT_SWAPPED);
    }
  self->cursor = TAB_NO_CELL;
  self->batch_first = -1;
  on_game_changed (self);
  update_accessible_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
tab_board_view_get_interactive (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

void
tab_board_view_set_interactive (TabBoardView *self, gboolean interactive)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  self->selected = interactive ? self->forced : TAB_NO_CELL;
  close_choices (self);
  update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

void
tab_board_view_set_show_legal (TabBoardView *self, gboolean show)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_legal == show)
    return;
  self->show_legal = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL]);
}

void
tab_board_view_set_show_last_move (TabBoardView *self, gboolean show)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_last_move == show)
    return;
  self->show_last_move = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LAST_MOVE]);
}

void
tab_board_view_set_marked_cells (TabBoardView *self, const int *cells, guint n_cells)
{
  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  g_array_set_size (self->marked, 0);
  g_array_append_vals (self->marked, cells, n_cells);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tab_board_view_show_hint (TabBoardView *self, TabAction action)
{
  const TabPosition *pos;

  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  pos = current_position (self);
  if (pos == NULL)
    return;
  pos->rules->action_cells (pos, action, &self->hint_from, &self->hint_to);
  /* the keyboard cursor goes to the piece to move (or the cell to play) */
  if (self->hint_from != TAB_NO_CELL || self->hint_to != TAB_NO_CELL)
    self->cursor = self->hint_from != TAB_NO_CELL ? self->hint_from : self->hint_to;
  update_accessible_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tab_board_view_get_choices (TabBoardView *self, TabAction *actions)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), 0);

  if (actions != NULL)
    memcpy (actions, self->choices->data, self->choices->len * sizeof (TabAction));
  return self->choices->len;
}

gboolean
tab_board_view_pick_choice (TabBoardView *self, TabAction action)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  for (guint i = 0; i < self->choices->len; i++)
    if (g_array_index (self->choices, TabAction, i) == action)
      {
        choose (self, action);
        return TRUE;
      }
  return FALSE;
}

int
tab_board_view_get_cursor (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return self->cursor;
}

char *
tab_board_view_dup_cursor_description (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), NULL);
  return describe_cursor (self);
}

int
tab_board_view_get_selected (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return self->selected;
}

TabBoardTarget
tab_board_view_get_target (TabBoardView *self, guint cell)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_BOARD_TARGET_NONE);
  return target_kind (self, (int) cell);
}

gboolean
tab_board_view_is_animating (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);
  return self->anim_action >= 0;
}

int
tab_board_view_cell_at (TabBoardView *self, double x, double y)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);

  update_geometry (self);
  return tab_board_geometry_cell_at (&self->geom, x, y);
}

void
tab_board_view_cell_center (TabBoardView *self, guint cell, double *x, double *y)
{
  graphene_point_t centre;

  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  update_geometry (self);
  tab_board_geometry_cell_center (&self->geom, cell, &centre);
  *x = centre.x;
  *y = centre.y;
}
