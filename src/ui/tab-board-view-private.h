/* tab-board-view-private.h: what the parts of the board view share
 *
 * tab-board-state.c is what the board shows and takes, without GTK (the
 * legal actions, the selection, the cursor, the hint, the last turn);
 * tab-board-view.c the widget over it and its words for screen readers;
 * tab-board-view-draw.c the drawing and the animation;
 * tab-board-view-input.c the clicks, the keys and the popover.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-board-geometry.h"
#include "tab-board-state.h"
#include "tab-board-view.h"
#include "tab-game-ui.h"

G_BEGIN_DECLS

/* A piece the action on show moves: it slides from one cell to the other,
 * or fades in where it is placed (from is TAB_NO_CELL) */
typedef TabSlide Slide;

/* a Splut! Dwarf pushes at most 7 pieces, a step moves at most one Rock */
#define MAX_SLIDES 9
#define ANIM_US    (180 * 1000)

struct _TabBoardView
{
  GtkWidget         parent_instance;

  TabGame          *game;         /* the state's, for the animation */
  gulong            played_handler;
  /* the position on show, its legal actions, the selection, the cursor */
  TabBoardState    *state;
  TabBoardGeometry  geom;

  gboolean          interactive;

  /* The board turned on screen: to the seat to move (when turn_to_seat,
   * a person's seat) plus the quarter turns of Flip Board; zoomed and
   * panned where its cells are small (tab-board-view-turn.c) */
  gboolean          turn_to_seat;
  guint             seat_turn;
  guint             flip_turn;
  double            zoom;         /* 1 = the whole board */
  double            pan_x;
  double            pan_y;
  double            zoom_begin;   /* the zoom when a pinch began */

  /* A piece dragged to its destination (tab-board-view-input.c) */
  GtkGesture       *drag;
  int               drag_from;    /* its cell, or TAB_NO_CELL */
  gboolean          dragging;     /* past the threshold: drawn under the pointer */
  gboolean          panning;      /* the drag pans the zoomed board */
  int               drag_selected_before;
  double            drag_x;       /* where the pointer is */
  double            drag_y;
  double            drag_start_x;
  double            drag_start_y;
  double            pan_start_x;
  double            pan_start_y;
  gboolean          labelled_earlier; /* the board's name says so */
  /* what was just announced, before the cell in the description until
   * the next key (GTK without announcements); NULL when none */
  char             *last_announcement;  /* for tests */
  guint             describe_source;    /* the description is set at idle */
  gboolean          key_pressed;        /* since the description was set */
  gboolean          show_legal;
  gboolean          show_last_move;
  GArray           *marked;       /* int cells */

  GtkWidget        *popover;      /* the choice between several actions */
  GtkWidget        *choice_box;
  GArray           *choices;      /* TabAction offered in the popover */
  int               preview;      /* where the chosen choice sends a Rock */
  int               better_from;  /* a review's better turn (a second */
  int               better_to;    /* colour of the hint's arrow) */

  /* The actions played since the last change, shown one after the other
   * when animations are on.  Drawing only: the legal moves, the cursor
   * and the clicks already belong to the new position. */
  gboolean          animations;
  guint             step_pause_ms; /* how long a step of a turn stays before the next */
  int               batch_first;  /* the first of them, or -1 */
  int               anim_action;  /* the action on show (its index), or -1 */
  guint             anim_end;     /* one past the last action to show */
  gint64            anim_start;   /* frame time it began, µs; 0 before the first frame */
  double            anim_t;       /* its progress, 0 → 1 */
  Slide             slides[MAX_SLIDES];
  guint             n_slides;
  guint             anim_tick;

  /* A game just shown from the chooser: its pieces fade in and settle
   * onto the board (drawing only, a click ends it) */
  guint             entry_tick;
  gint64            entry_start;  /* frame time it began, µs; 0 before the first frame */
  double            entry_t;      /* its progress, 0 → 1 */
  guint             n_entries;    /* entries started, for the tests */
};

/* tab-board-view.c */
const TabPosition *_tab_board_view_position  (TabBoardView      *self);
const TabGameUi   *_tab_board_view_ui        (const TabPosition *pos);
void           _tab_board_view_update_geometry (TabBoardView    *self);
void           _tab_board_view_update_accessible_cursor (TabBoardView *self);
/* the cell under the cursor in words */
char          *_tab_board_view_describe_cell (TabBoardView      *self);
void           _tab_board_view_close_choices (TabBoardView      *self);
/* emits "action-chosen" */
void           _tab_board_view_choose        (TabBoardView      *self,
                                              TabAction          action);

/* tab-board-view-draw.c */
/* an arrow from one cell to another in colour (the hint) */
void           _tab_board_view_draw_arrow    (TabBoardView      *self,
                                              cairo_t           *cr,
                                              int                from,
                                              int                to,
                                              const GdkRGBA     *colour);
void           _tab_board_view_snapshot      (GtkWidget         *widget,
                                              GtkSnapshot       *snapshot);
void           _tab_board_view_start_animation (TabBoardView    *self);
void           _tab_board_view_stop_animation  (TabBoardView    *self);
void           _tab_board_view_end_entry       (TabBoardView    *self);
/* where action sends a piece not its own (a Rock), or TAB_NO_CELL */
int            _tab_board_view_landing       (const TabPosition *pos,
                                              TabAction          action);

/* tab-board-view-turn.c */
/* turns the board to the seat to move, if it should (a person's seat) */
void           _tab_board_view_update_turn   (TabBoardView      *self);
/* emits "turned" */
void _tab_board_view_emit_turned (TabBoardView *self);
/* the board drawn and its arrow keys as seat_turn and flip_turn say */
void           _tab_board_view_apply_turn    (TabBoardView      *self);
void           _tab_board_view_turn_init     (TabBoardView      *self);
void           _tab_board_view_class_turn_init (GtkWidgetClass  *widget_class);

/* tab-board-view-input.c */
void           _tab_board_view_input_init    (TabBoardView      *self);
void           _tab_board_view_class_input_init (GtkWidgetClass *widget_class);

/* For tests */
TabGame   *tab_board_view_get_game           (TabBoardView *self);
/* the cells the last turn touched, as highlighted: returns how many,
 * writes them to cells (room for TAB_BOARD_TURN_MAX_CELLS) */
guint      tab_board_view_get_last_turn_cells (TabBoardView *self,
                                               int          *cells);
/* the cells of the hint on show (TAB_NO_CELL where none) */
void       tab_board_view_get_hint           (TabBoardView *self,
                                              int          *from,
                                              int          *to);
/* how far the pieces of a game just shown have faded in (0 → 1), or -1
 * when they are not fading in */
double     tab_board_view_get_entry_progress (TabBoardView *self);
/* how many entries have started on this board */
guint      tab_board_view_get_n_entries      (TabBoardView *self);
/* the position on the board (an earlier one while browsing) */
const TabPosition *tab_board_view_get_position (TabBoardView *self);
/* whether clicks play (a person is to move) */
gboolean   tab_board_view_get_interactive    (TabBoardView *self);
/* the actions the popover offers (none when it is closed): returns how
 * many, writes them to actions (room for TAB_MAX_ACTIONS) if not NULL */
guint      tab_board_view_get_choices        (TabBoardView *self,
                                              TabAction    *actions);
/* picks one of the offered actions, as a click in the popover does */
gboolean   tab_board_view_pick_choice        (TabBoardView *self,
                                              TabAction     action);
/* the keyboard cursor, and what the screen reader hears about its cell
 * ("d4, Blue cube, last move, legal destination"; caller frees) */
int        tab_board_view_get_cursor         (TabBoardView *self);
char      *tab_board_view_dup_cursor_description (TabBoardView *self);
/* the selected cell of a two-click move, or TAB_NO_CELL */
int        tab_board_view_get_selected       (TabBoardView *self);
/* how cell is marked as a destination of the selected piece (or as a
 * placement when none is selected), whether or not marks are shown */
TabBoardTarget tab_board_view_get_target     (TabBoardView *self,
                                              guint         cell);
/* the cell under (x, y) in widget coordinates, or TAB_NO_CELL */
int        tab_board_view_cell_at            (TabBoardView *self,
                                              double        x,
                                              double        y);
/* the dragged piece's cell (TAB_NO_CELL when none is dragged past the
 * threshold) */
int        tab_board_view_get_dragged        (TabBoardView *self);
/* the centre of a cell in widget coordinates */
void       tab_board_view_cell_center        (TabBoardView *self,
                                              guint         cell,
                                              double       *x,
                                              double       *y);

G_END_DECLS
