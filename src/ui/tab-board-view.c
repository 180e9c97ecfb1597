/* tab-board-view.c: the board of a square-grid game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The geometry (where a cell is, which cell is under a point) is kept
 * apart from the drawing, so that the hexagonal board of Green Skull and
 * the diamond of Splut! can get their own geometry later.
 */

#include "config.h"

#include "tab-board-view.h"

#include <glib/gi18n.h>

/* ---- Geometry: a rows × cols grid of squares, rank 1 at the bottom ---- */

typedef struct
{
  guint  rows;
  guint  cols;
  double x0;       /* top-left corner of the grid */
  double y0;
  double cell;     /* side of a cell */
} BoardGeometry;

static void
geometry_layout (BoardGeometry *geom, guint rows, guint cols, int width, int height)
{
  /* half a cell around the grid for the file letters and rank numbers */
  double cell_w = width / (cols + 1.0);
  double cell_h = height / (rows + 1.0);

  geom->rows = MAX (rows, 1);
  geom->cols = MAX (cols, 1);
  geom->cell = floor (MIN (cell_w, cell_h));
  geom->x0 = floor ((width - geom->cell * geom->cols) / 2.0);
  geom->y0 = floor ((height - geom->cell * geom->rows) / 2.0);
}

static void
geometry_cell_rect (const BoardGeometry *geom, guint cell, graphene_rect_t *rect)
{
  guint file = cell % geom->cols;
  guint rank = cell / geom->cols;

  graphene_rect_init (rect,
                      geom->x0 + file * geom->cell,
                      geom->y0 + (geom->rows - 1 - rank) * geom->cell,
                      geom->cell, geom->cell);
}

static int
geometry_cell_at (const BoardGeometry *geom, double x, double y)
{
  double fx = (x - geom->x0) / geom->cell;
  double fy = (y - geom->y0) / geom->cell;
  int file, rank;

  if (geom->cell <= 0 || fx < 0 || fy < 0)
    return TAB_NO_CELL;
  file = (int) fx;
  rank = (int) geom->rows - 1 - (int) fy;
  if (file >= (int) geom->cols || rank < 0)
    return TAB_NO_CELL;
  return rank * (int) geom->cols + file;
}

/* ---- The widget ---- */

typedef struct
{
  TabAction action;
  int       from;
  int       to;
} LegalMove;

struct _TabBoardView
{
  GtkWidget      parent_instance;

  TabGame       *game;
  gulong         changed_handler;
  GArray        *legal;        /* LegalMove of the position on the board */
  BoardGeometry  geom;

  gboolean       interactive;
  gboolean       show_legal;
  gboolean       show_last_move;
  int            selected;     /* origin of a two-click move */
  int            cursor;       /* keyboard cursor */
  int            hint_from;
  int            hint_to;
  GArray        *marked;       /* int cells */
};

G_DEFINE_FINAL_TYPE (TabBoardView, tab_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL,
  PROP_SHOW_LAST_MOVE,
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

static guint
board_rows (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);

  return pos != NULL ? pos->options.rows : 0;
}

static guint
board_cols (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);

  return pos != NULL ? pos->options.cols : 0;
}

static void
update_geometry (TabBoardView *self)
{
  geometry_layout (&self->geom, board_rows (self), board_cols (self),
                   gtk_widget_get_width (GTK_WIDGET (self)),
                   gtk_widget_get_height (GTK_WIDGET (self)));
}

static void
collect_legal (TabBoardView *self)
{
  const TabPosition *pos = current_position (self);
  TabActionList list;

  g_array_set_size (self->legal, 0);
  if (pos == NULL)
    return;
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      LegalMove move = { list.actions[i], TAB_NO_CELL, TAB_NO_CELL };

      pos->rules->action_cells (pos, list.actions[i], &move.from, &move.to);
      g_array_append_val (self->legal, move);
    }
}

static void
update_accessible_label (TabBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->game == NULL)
    label = g_strdup (_("Board"));
  else
    /* Translators: the board of a game, e.g. "4Mation board, 7 by 7" */
    label = g_strdup_printf (_("%s board, %u by %u"),
                             gettext (tab_game_get_rules (self->game)->name),
                             board_cols (self), board_rows (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
on_game_changed (TabBoardView *self)
{
  guint n_cells = board_rows (self) * board_cols (self);

  collect_legal (self);
  self->selected = TAB_NO_CELL;
  self->hint_from = self->hint_to = TAB_NO_CELL;
  if (self->cursor >= (int) n_cells)
    self->cursor = 0;
  update_geometry (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Colours: named colours of style.css (style-dark.css in dark mode) ---- */

typedef struct
{
  GdkRGBA board;
  GdkRGBA board_alt;
  GdkRGBA line;
  GdkRGBA seat[TAB_MAX_SEATS + 1];   /* [0] = neutral pieces */
  GdkRGBA legal;
  GdkRGBA last;
  GdkRGBA selected;
  GdkRGBA marked;
  GdkRGBA hint;
  GdkRGBA focus;
  GdkRGBA label;
} Palette;

static void
lookup_color (GtkStyleContext *context, const char *name, const char *fallback, GdkRGBA *out)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (context, name, out))
    gdk_rgba_parse (out, fallback);
G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
load_palette (TabBoardView *self, Palette *p)
{
  GtkStyleContext *context;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (GTK_WIDGET (self));
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
  lookup_color (context, "tab_legal_color", "rgba(0,0,0,0.25)", &p->legal);
  lookup_color (context, "tab_last_color", "rgba(246,211,45,0.55)", &p->last);
  lookup_color (context, "tab_selected_color", "rgba(53,132,228,0.6)", &p->selected);
  lookup_color (context, "tab_marked_color", "rgba(46,194,126,0.6)", &p->marked);
  lookup_color (context, "tab_hint_color", "rgba(255,120,0,0.8)", &p->hint);
  lookup_color (context, "accent_color", "#3584e4", &p->focus);
}

/* ---- Drawing ---- */

static void
fill_circle (GtkSnapshot *snapshot, const graphene_rect_t *rect, const GdkRGBA *color)
{
  GskRoundedRect round;

  gsk_rounded_rect_init_from_rect (&round, rect, rect->size.width / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, color, rect);
  gtk_snapshot_pop (snapshot);
}

static void
stroke_rounded (GtkSnapshot *snapshot, const graphene_rect_t *rect, float radius,
                float width, const GdkRGBA *color)
{
  GskRoundedRect round;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&round, rect, radius);
  gtk_snapshot_append_border (snapshot, &round, widths, colors);
}

static void
inset_rect (const graphene_rect_t *rect, float fraction, graphene_rect_t *out)
{
  float dx = rect->size.width * fraction;
  float dy = rect->size.height * fraction;

  graphene_rect_init (out, rect->origin.x + dx, rect->origin.y + dy,
                      rect->size.width - 2 * dx, rect->size.height - 2 * dy);
}

/* A bar of the given length and thickness through the centre, rotated */
static void
append_bar (GtkSnapshot *snapshot, const graphene_rect_t *rect, float angle,
            float length, float thickness, const GdkRGBA *color)
{
  graphene_point_t centre;
  graphene_rect_t bar;

  graphene_rect_get_center (rect, &centre);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &centre);
  gtk_snapshot_rotate (snapshot, angle);
  graphene_rect_init (&bar, -length / 2, -thickness / 2, length, thickness);
  gtk_snapshot_append_color (snapshot, color, &bar);
  gtk_snapshot_restore (snapshot);
}

/* Pieces differ by shape as well as colour: seat 1 a filled square,
 * seat 2 a ring, seat 3 a cross, seat 4 a diamond, neutral pieces a
 * small disc.  A kind above 1 gets a dot in the middle. */
static void
draw_piece (GtkSnapshot *snapshot, const graphene_rect_t *cell, guint piece, const Palette *p)
{
  guint side = MIN (TAB_PIECE_SIDE (piece), TAB_MAX_SEATS);
  const GdkRGBA *color = &p->seat[side];
  float size = cell->size.width;
  graphene_rect_t body;

  switch (side)
    {
    case 1:
      {
        GskRoundedRect round;

        inset_rect (cell, 0.16f, &body);
        gsk_rounded_rect_init_from_rect (&round, &body, size * 0.1f);
        gtk_snapshot_push_rounded_clip (snapshot, &round);
        gtk_snapshot_append_color (snapshot, color, &body);
        gtk_snapshot_pop (snapshot);
      }
      break;
    case 2:
      inset_rect (cell, 0.16f, &body);
      stroke_rounded (snapshot, &body, body.size.width / 2, size * 0.14f, color);
      break;
    case 3:
      inset_rect (cell, 0.16f, &body);
      append_bar (snapshot, cell, 45, body.size.width * 1.2f, size * 0.16f, color);
      append_bar (snapshot, cell, -45, body.size.width * 1.2f, size * 0.16f, color);
      break;
    case 4:
      {
        graphene_point_t centre;
        graphene_rect_t square;
        float half = size * 0.24f;

        graphene_rect_get_center (cell, &centre);
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &centre);
        gtk_snapshot_rotate (snapshot, 45);
        graphene_rect_init (&square, -half, -half, 2 * half, 2 * half);
        gtk_snapshot_append_color (snapshot, color, &square);
        gtk_snapshot_restore (snapshot);
      }
      break;
    default:
      inset_rect (cell, 0.28f, &body);
      fill_circle (snapshot, &body, color);
      break;
    }

  if (TAB_PIECE_KIND (piece) > 1)
    {
      GdkRGBA dot = p->board;

      inset_rect (cell, 0.4f, &body);
      fill_circle (snapshot, &body, side == 2 ? color : &dot);
    }
}

static gboolean
is_legal_target (TabBoardView *self, int cell)
{
  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

      if (move->to == cell &&
          (self->selected == TAB_NO_CELL ? move->from == TAB_NO_CELL : move->from == self->selected))
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_marked (TabBoardView *self, int cell)
{
  for (guint i = 0; i < self->marked->len; i++)
    if (g_array_index (self->marked, int, i) == cell)
      return TRUE;
  return FALSE;
}

static void
draw_coordinates (TabBoardView *self, GtkSnapshot *snapshot, const Palette *p)
{
  const BoardGeometry *geom = &self->geom;
  PangoFontDescription *font;
  PangoLayout *layout;
  GdkRGBA color = p->label;

  color.alpha *= 0.7f;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  font = pango_font_description_new ();
  pango_font_description_set_absolute_size (font, MAX (geom->cell * 0.28, 6) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  for (guint i = 0; i < geom->cols + geom->rows; i++)
    {
      char text[8];
      int w, h;
      graphene_point_t at;

      if (i < geom->cols)
        {
          g_snprintf (text, sizeof text, "%c", 'a' + i);
          pango_layout_set_text (layout, text, -1);
          pango_layout_get_pixel_size (layout, &w, &h);
          at.x = geom->x0 + (i + 0.5) * geom->cell - w / 2.0;
          at.y = geom->y0 + geom->rows * geom->cell + (geom->cell * 0.5 - h) / 2.0;
        }
      else
        {
          guint rank = i - geom->cols;

          g_snprintf (text, sizeof text, "%u", rank + 1);
          pango_layout_set_text (layout, text, -1);
          pango_layout_get_pixel_size (layout, &w, &h);
          at.x = geom->x0 - geom->cell * 0.25 - w / 2.0;
          at.y = geom->y0 + (geom->rows - rank - 0.5) * geom->cell - h / 2.0;
        }
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &at);
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
  g_object_unref (layout);
}

static void
tab_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TabBoardView *self = TAB_BOARD_VIEW (widget);
  const TabPosition *pos = current_position (self);
  const BoardGeometry *geom = &self->geom;
  int last_from = TAB_NO_CELL, last_to = TAB_NO_CELL;
  Palette p;
  graphene_rect_t board;
  guint n_cells;

  if (pos == NULL)
    return;

  update_geometry (self);
  if (geom->cell < 4)
    return;
  load_palette (self, &p);
  n_cells = geom->rows * geom->cols;
  if (self->show_last_move)
    tab_game_get_last_cells (self->game, &last_from, &last_to);

  graphene_rect_init (&board, geom->x0, geom->y0, geom->cell * geom->cols, geom->cell * geom->rows);
  gtk_snapshot_append_color (snapshot, &p.board, &board);

  for (guint cell = 0; cell < n_cells; cell++)
    {
      graphene_rect_t rect;
      guint piece = pos->rules->piece_at (pos, cell);

      geometry_cell_rect (geom, cell, &rect);
      if (((cell % geom->cols) + (cell / geom->cols)) % 2 == 1)
        gtk_snapshot_append_color (snapshot, &p.board_alt, &rect);
      if (is_marked (self, (int) cell))
        gtk_snapshot_append_color (snapshot, &p.marked, &rect);
      else if ((int) cell == last_to || (int) cell == last_from)
        gtk_snapshot_append_color (snapshot, &p.last, &rect);
      if ((int) cell == self->selected)
        gtk_snapshot_append_color (snapshot, &p.selected, &rect);

      if (piece != 0)
        draw_piece (snapshot, &rect, piece, &p);
      else if (self->show_legal && self->interactive && is_legal_target (self, (int) cell))
        {
          graphene_rect_t dot;

          inset_rect (&rect, 0.38f, &dot);
          fill_circle (snapshot, &dot, &p.legal);
        }

      if ((int) cell == self->hint_to || (int) cell == self->hint_from)
        {
          graphene_rect_t ring;

          inset_rect (&rect, 0.06f, &ring);
          stroke_rounded (snapshot, &ring, ring.size.width / 2, MAX (2, geom->cell * 0.06f), &p.hint);
        }
    }

  /* the grid lines */
  for (guint i = 0; i <= geom->cols; i++)
    {
      graphene_rect_t line;

      graphene_rect_init (&line, geom->x0 + i * geom->cell - 0.5, geom->y0, 1, geom->cell * geom->rows);
      gtk_snapshot_append_color (snapshot, &p.line, &line);
    }
  for (guint i = 0; i <= geom->rows; i++)
    {
      graphene_rect_t line;

      graphene_rect_init (&line, geom->x0, geom->y0 + i * geom->cell - 0.5, geom->cell * geom->cols, 1);
      gtk_snapshot_append_color (snapshot, &p.line, &line);
    }

  if (gtk_widget_has_visible_focus (widget) && self->cursor >= 0 && self->cursor < (int) n_cells)
    {
      graphene_rect_t rect;

      geometry_cell_rect (geom, self->cursor, &rect);
      inset_rect (&rect, 0.03f, &rect);
      stroke_rounded (snapshot, &rect, 4, MAX (2, geom->cell * 0.05f), &p.focus);
    }

  draw_coordinates (self, snapshot, &p);
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
  guint cells = (orientation == GTK_ORIENTATION_HORIZONTAL ? board_cols (self) : board_rows (self)) + 1;

  *minimum = 24 * MAX (cells, 5);
  *natural = 64 * MAX (cells, 5);
}

/* ---- Input ---- */

static void
choose (TabBoardView *self, TabAction action)
{
  self->selected = TAB_NO_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, action);
}

gboolean
tab_board_view_activate_cell (TabBoardView *self, guint cell)
{
  int target = (int) cell;

  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || self->game == NULL || cell >= board_rows (self) * board_cols (self))
    return FALSE;

  self->cursor = target;

  /* the second click of a move: its destination */
  if (self->selected != TAB_NO_CELL)
    {
      for (guint i = 0; i < self->legal->len; i++)
        {
          const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

          if (move->from == self->selected && move->to == target)
            {
              choose (self, move->action);
              return TRUE;
            }
        }
      if (self->selected == target)
        {
          self->selected = TAB_NO_CELL;
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
    }

  /* a placement on an empty cell */
  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

      if (move->from == TAB_NO_CELL && move->to == target)
        {
          choose (self, move->action);
          return TRUE;
        }
    }

  /* the first click of a move: select the piece */
  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalMove *move = &g_array_index (self->legal, LegalMove, i);

      if (move->from == target)
        {
          self->selected = target;
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
    }

  if (self->selected != TAB_NO_CELL)
    {
      self->selected = TAB_NO_CELL;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
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
move_cursor (TabBoardView *self, int dfile, int drank)
{
  int cols = (int) board_cols (self), rows = (int) board_rows (self);
  int file, rank;

  if (cols == 0 || rows == 0)
    return;
  file = CLAMP (self->cursor % cols + dfile, 0, cols - 1);
  rank = CLAMP (self->cursor / cols + drank, 0, rows - 1);
  self->cursor = rank * cols + file;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TabBoardView          *self)
{
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
      if (self->cursor >= 0)
        tab_board_view_activate_cell (self, (guint) self->cursor);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->selected == TAB_NO_CELL)
        return FALSE;
      self->selected = TAB_NO_CELL;
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
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tab_board_view_parent_class)->dispose (object);
}

static void
tab_board_view_finalize (GObject *object)
{
  TabBoardView *self = TAB_BOARD_VIEW (object);

  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->marked, g_array_unref);

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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a whole action was chosen on the board (the window plays it) */
  signals[ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "board.activate-cell", "i", activate_cell_action);
  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tab_board_view_init (TabBoardView *self)
{
  GtkGesture *click;
  GtkEventController *keys;

  self->legal = g_array_new (FALSE, FALSE, sizeof (LegalMove));
  self->marked = g_array_new (FALSE, FALSE, sizeof (int));
  self->show_legal = TRUE;
  self->show_last_move = TRUE;
  self->selected = TAB_NO_CELL;
  self->hint_from = self->hint_to = TAB_NO_CELL;

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
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_object (game, "changed",
                                                     G_CALLBACK (on_game_changed), self,
                                                     G_CONNECT_SWAPPED);
  self->cursor = 0;
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
  self->selected = TAB_NO_CELL;
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
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tab_board_view_get_selected (TabBoardView *self)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);
  return self->selected;
}

int
tab_board_view_cell_at (TabBoardView *self, double x, double y)
{
  g_return_val_if_fail (TAB_IS_BOARD_VIEW (self), TAB_NO_CELL);

  update_geometry (self);
  return geometry_cell_at (&self->geom, x, y);
}

void
tab_board_view_cell_center (TabBoardView *self, guint cell, double *x, double *y)
{
  graphene_rect_t rect;
  graphene_point_t centre;

  g_return_if_fail (TAB_IS_BOARD_VIEW (self));

  update_geometry (self);
  geometry_cell_rect (&self->geom, cell, &rect);
  graphene_rect_get_center (&rect, &centre);
  *x = centre.x;
  *y = centre.y;
}
