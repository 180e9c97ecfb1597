/* tab-board-view.h: the board of any game, drawn with GtkSnapshot and
 * scaled to the widget
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-board-state.h"
#include "tab-game.h"

G_BEGIN_DECLS

#define TAB_TYPE_BOARD_VIEW (tab_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TabBoardView, tab_board_view, TAB, BOARD_VIEW, GtkWidget)

GtkWidget *tab_board_view_new                (void);

void       tab_board_view_set_game           (TabBoardView *self,
                                              TabGame      *game);
/* What the board shows and takes (the legal actions of the position on
 * show, the selection, the cursor), which the side panel shares */
TabBoardState *tab_board_view_get_board_state (TabBoardView *self);
/* whether clicks play (a person is to move) */
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
/* History browsing: the board shows the position after the first
 * n_actions actions (its pieces, its last move, its legal moves, its
 * words for screen readers), or the game's position when n_actions is
 * -1; a change of the game shows the game's position again */
void       tab_board_view_set_shown          (TabBoardView *self,
                                              int           n_actions);
int        tab_board_view_get_shown          (TabBoardView *self);
/* How long each step of a turn of several actions stays on show before
 * the next one slides (the computer's speed).  The board emits
 * "animation-finished" when the last step of what was played is shown. */
void       tab_board_view_set_step_pause     (TabBoardView *self,
                                              guint         pause_ms);
/* whether a move or a placement is being animated (drawing only: the
 * board already takes clicks on the new position) */
gboolean   tab_board_view_is_animating       (TabBoardView *self);
/* A game is shown from the chooser: its pieces fade in and settle onto
 * the board (250 ms, when animations are on).  Drawing only: the board
 * takes clicks at once, and a click, or a move played, ends it. */
void       tab_board_view_animate_entry      (TabBoardView *self);
/* A review's better turn: an arrow from from to to (a ring on to when
 * from is TAB_NO_CELL) in the second colour; TAB_NO_CELL twice: none */
void       tab_board_view_show_better        (TabBoardView *self,
                                              int           from,
                                              int           to);
/* the better turn's cells on show (TAB_NO_CELL twice: none) */
void       tab_board_view_get_better         (TabBoardView *self,
                                              int          *from,
                                              int          *to);
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
/* What a key does on the board (the key controller calls this): arrows
 * move the cursor (mirrored left/right in right-to-left locales; on
 * hexagons Up/Down go to the row above/below), Home goes to the first
 * cell, Return/Enter/Space activate the cell under the cursor, Escape
 * ends a continuous jump or drops the selection.  FALSE when the key
 * does nothing here (Tab moves the focus out). */
gboolean   tab_board_view_handle_key         (TabBoardView    *self,
                                              guint            keyval,
                                              GdkModifierType  state);
/* The board turned on screen (tab-board-view-turn.c).  turn_to_seat:
 * each time a person is to move, the board turns so that their pieces
 * start at the bottom (a computer's turn leaves it as it is). */
void       tab_board_view_set_turn_to_seat   (TabBoardView *self,
                                              gboolean      turn_to_seat);
gboolean   tab_board_view_get_turn_to_seat   (TabBoardView *self);
/* turns the board on to the next seat's side: half a turn, a quarter on
 * a square board of more than two seats (Splut! for three or four) */
void       tab_board_view_flip               (TabBoardView *self);
/* the quarter turns clockwise the board is shown turned by (0 to 3) */
guint      tab_board_view_get_turn           (TabBoardView *self);
/* the seat whose pieces start at the bottom of the board as it is turned
 * now, or 0 (none, or more than one) */
guint      tab_board_view_get_bottom_seat    (TabBoardView *self);
/* Zoom (1 = the whole board in view, up to 4) and pan (in pixels, from
 * the middle; kept within the board) */
void       tab_board_view_set_zoom           (TabBoardView *self,
                                              double        zoom);
double     tab_board_view_get_zoom           (TabBoardView *self);
void       tab_board_view_pan_by             (TabBoardView *self,
                                              double        dx,
                                              double        dy);
void       tab_board_view_get_pan            (TabBoardView *self,
                                              double       *x,
                                              double       *y);
void       tab_board_view_set_pan            (TabBoardView *self,
                                              double        x,
                                              double        y);
/* Tells screen readers message at once (a turn another seat played,
 * what Undo took back, why a key did nothing): an announcement where GTK
 * has them, else the message before the cell under the cursor in the
 * board's description (which a screen reader reads when it changes on
 * the focused board) until the next key.  For tests: the last message. */
void       tab_board_view_announce           (TabBoardView *self,
                                              const char   *message);
const char *tab_board_view_get_last_announcement (TabBoardView *self);
/* An action in plain words ("Throw the Rock north: it lands on e7"), for
 * the popover and for screen readers; caller frees */
char      *tab_board_view_describe_action    (const TabPosition *pos,
                                              TabAction          action);

G_END_DECLS
