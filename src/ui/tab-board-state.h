/* tab-board-state.h: what a board shows and takes, without the widget
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board's scene, as GNOME Chess keeps its ChessScene apart from its
 * view: the position on show (the game's, or an earlier one while the
 * player looks back), its legal actions with the cells each joins, the
 * one action without a cell ("end", "pass"), the piece selected for a
 * two-click move, the keyboard cursor, the hint and the last turn.  No
 * GTK: the board view draws it and turns clicks and keys into calls here;
 * the side panel asks it for the button of the action without a cell;
 * tests drive it without a display.
 */

#pragma once

#include <glib-object.h>

#include "tab-game.h"

G_BEGIN_DECLS

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

/* A legal action that has cells: from TAB_NO_CELL is a placement */
typedef struct
{
  TabAction action;
  int       from;
  int       to;
  gboolean  captures;
} TabBoardMove;

/* What the last turn of the position on show did: the union of its
 * actions' TabActionEffects (every cell touched, every piece removed) */
#define TAB_BOARD_TURN_MAX_CELLS   96
#define TAB_BOARD_TURN_MAX_REMOVED 12

typedef struct
{
  guint n_touched;
  int   touched[TAB_BOARD_TURN_MAX_CELLS];
  guint n_removed;
  int   removed_cell[TAB_BOARD_TURN_MAX_REMOVED];
  guint removed_piece[TAB_BOARD_TURN_MAX_REMOVED];
} TabBoardTurn;

/* What a click on a cell means */
typedef enum
{
  TAB_BOARD_CLICK_REFUSED = 0, /* nothing to do there */
  TAB_BOARD_CLICK_SELECTED,    /* a piece was picked up or put down */
  TAB_BOARD_CLICK_PLAY,        /* one action: play it */
  TAB_BOARD_CLICK_CHOOSE,      /* several actions share the click, or one is a
                               * step of its own (a throw): offer them */
} TabBoardClick;

#define TAB_TYPE_BOARD_STATE (tab_board_state_get_type ())

G_DECLARE_FINAL_TYPE (TabBoardState, tab_board_state, TAB, BOARD_STATE, GObject)

TabBoardState      *tab_board_state_new            (void);

/* The game whose position is on show; the state follows it and emits
 * "changed" whenever the position on show is another (an action played,
 * undone or redone, another game, another earlier position): the legal
 * actions are the new position's, the selection is its continuous jump's
 * piece or none, the hint is gone, the cursor stays where it was (on a
 * new game: at the game's start, from its TabGameUi table) */
void                tab_board_state_set_game       (TabBoardState  *self,
                                                    TabGame        *game);
TabGame            *tab_board_state_get_game       (TabBoardState  *self);
/* History browsing: the position after the first n_actions actions, or
 * the game's when n_actions is -1 (or more than were played); a change
 * of the game shows the game's position again */
void                tab_board_state_set_shown      (TabBoardState  *self,
                                                    int             n_actions);
int                 tab_board_state_get_shown      (TabBoardState  *self);
/* the position on show, NULL without a game */
const TabPosition  *tab_board_state_get_position   (TabBoardState  *self);

/* ---- The legal actions of the position on show ---- */
/* those with cells; n_moves gets how many */
const TabBoardMove *tab_board_state_get_moves      (TabBoardState  *self,
                                                    guint          *n_moves);
/* the action without a cell ("end", "pass"); FALSE when none is legal */
gboolean            tab_board_state_get_end_action (TabBoardState  *self,
                                                    TabAction      *action);
/* the one origin of every move when the turn goes on with one piece (a
 * continuous jump), or TAB_NO_CELL */
int                 tab_board_state_get_forced     (TabBoardState  *self);
/* whether a legal move starts on cell */
gboolean            tab_board_state_is_origin      (TabBoardState  *self,
                                                    int             cell);
/* whether move ends on cell and starts from the selected piece (is a
 * placement when no piece is selected) */
gboolean            tab_board_state_is_move_to     (TabBoardState  *self,
                                                    const TabBoardMove *move,
                                                    int             cell);
/* how cell is marked as a destination of the selected piece (or as a
 * placement when none is selected) */
TabBoardTarget      tab_board_state_get_target     (TabBoardState  *self,
                                                    int             cell);

/* ---- Selection, cursor, hint ---- */
int                 tab_board_state_get_selected   (TabBoardState  *self);
void                tab_board_state_set_selected   (TabBoardState  *self,
                                                    int             cell);
/* What a click on cell means: plays the move of the selected piece that
 * ends there, or the placement there; a click on the piece of a
 * continuous jump ends the turn; a click on a piece that can move selects
 * it, a second one drops it.  The actions to play or offer are written to
 * actions (TabAction).  The cursor goes to cell.  A refused click keeps
 * the piece of a continuous jump selected and drops any other. */
TabBoardClick       tab_board_state_click          (TabBoardState  *self,
                                                    int             cell,
                                                    GArray         *actions);
/* whether cell is a cell of the board on show (the Splut! diamond has
 * squares of its frame that are not) */
gboolean            tab_board_state_cell_exists    (TabBoardState  *self,
                                                    int             cell);
int                 tab_board_state_get_cursor     (TabBoardState  *self);
void                tab_board_state_set_cursor     (TabBoardState  *self,
                                                    int             cell);
/* the quarter turns the board is shown turned by (the arrow keys follow) */
void                tab_board_state_set_turn       (TabBoardState  *self,
                                                    guint           turn);
/* moves the cursor by (dx, dy) in screen directions (dx > 0 right, dy > 0
 * up) as the board is turned; it stays at an edge */
void                tab_board_state_move_cursor    (TabBoardState  *self,
                                                    int             dx,
                                                    int             dy);
/* to the first cell of the board */
void                tab_board_state_cursor_home    (TabBoardState  *self);
/* An action shown as a hint: its cells (TAB_NO_CELL where none); the
 * cursor goes to the piece to move or the cell to play.  Gone when the
 * position changes. */
void                tab_board_state_set_hint       (TabBoardState  *self,
                                                    TabAction       action);
void                tab_board_state_get_hint       (TabBoardState  *self,
                                                    int            *from,
                                                    int            *to);

/* ---- The last turn ---- */
/* the effects of the last turn of the position on show (of the actions
 * played so far of a turn under way) */
void                tab_board_state_get_last_turn  (TabBoardState  *self,
                                                    TabBoardTurn   *turn);
gboolean            tab_board_turn_touches         (const TabBoardTurn *turn,
                                                    int             cell);

G_END_DECLS
