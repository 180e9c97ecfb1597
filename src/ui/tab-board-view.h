/* tab-board-view.h: the board of any game, drawn with GtkSnapshot and
 * scaled to the widget
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-game.h"

G_BEGIN_DECLS

#define TAB_TYPE_BOARD_VIEW (tab_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TabBoardView, tab_board_view, TAB, BOARD_VIEW, GtkWidget)

/* The mark of a legal destination */
typedef enum
{
  TAB_BOARD_TARGET_NONE = 0,  /* not a destination now */
  TAB_BOARD_TARGET_EMPTY,     /* an empty cell: a dot */
  TAB_BOARD_TARGET_OCCUPIED,  /* a piece pushed or thrown, not taken
                               * (Splut!): a ring of the dot's colour */
  TAB_BOARD_TARGET_CAPTURE,   /* the move captures (Apart's "x", a Green
                               * Skull jump): a red ring */
} TabBoardTarget;

GtkWidget *tab_board_view_new                (void);

TabGame   *tab_board_view_get_game           (TabBoardView *self);
void       tab_board_view_set_game           (TabBoardView *self,
                                              TabGame      *game);
/* whether clicks play (a person is to move) */
gboolean   tab_board_view_get_interactive    (TabBoardView *self);
void       tab_board_view_set_interactive    (TabBoardView *self,
                                              gboolean      interactive);
void       tab_board_view_set_show_legal     (TabBoardView *self,
                                              gboolean      show);
void       tab_board_view_set_show_last_move (TabBoardView *self,
                                              gboolean      show);
/* cells drawn as marked (a winning line); the caller keeps them up to date */
void       tab_board_view_set_marked_cells   (TabBoardView *self,
                                              const int    *cells,
                                              guint         n_cells);
/* an action shown as a hint; cleared when the game changes */
void       tab_board_view_show_hint          (TabBoardView *self,
                                              TabAction     action);

/* What a click on cell does: plays the placement or the move that ends
 * there, or selects the piece there and shows where it can go; a click
 * on the piece of a continuous jump ends the turn.  Where several actions
 * share the click (Splut!: levitation, pull, throw directions) a popover
 * lists them in plain words.  Emits "action-chosen" when a whole action
 * is chosen.  FALSE when the click does nothing. */
gboolean   tab_board_view_activate_cell      (TabBoardView *self,
                                              guint         cell);
/* the actions the popover offers (none when it is closed): returns how
 * many, writes them to actions (room for TAB_MAX_ACTIONS) if not NULL */
guint      tab_board_view_get_choices        (TabBoardView *self,
                                              TabAction    *actions);
/* picks one of the offered actions, as a click in the popover does */
gboolean   tab_board_view_pick_choice        (TabBoardView *self,
                                              TabAction     action);
/* What a key does on the board (the key controller calls this): arrows
 * move the cursor (mirrored left/right in right-to-left locales; on
 * hexagons Up/Down go to the row above/below), Home goes to the first
 * cell, Return/Enter/Space activate the cell under the cursor, Escape
 * ends a continuous jump or drops the selection.  FALSE when the key
 * does nothing here (Tab moves the focus out). */
gboolean   tab_board_view_handle_key         (TabBoardView    *self,
                                              guint            keyval,
                                              GdkModifierType  state);
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
/* whether a move or a placement is being animated (drawing only: the
 * board already takes clicks on the new position) */
gboolean   tab_board_view_is_animating       (TabBoardView *self);
/* the cell under (x, y) in widget coordinates, or TAB_NO_CELL */
int        tab_board_view_cell_at            (TabBoardView *self,
                                              double        x,
                                              double        y);
/* the centre of a cell in widget coordinates */
void       tab_board_view_cell_center        (TabBoardView *self,
                                              guint         cell,
                                              double       *x,
                                              double       *y);

/* An action in plain words ("Throw the Rock north: it lands on e7"), for
 * the popover and for screen readers; caller frees */
char      *tab_board_view_describe_action    (const TabPosition *pos,
                                              TabAction          action);

G_END_DECLS
