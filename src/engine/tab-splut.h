/* tab-splut.h: what the app needs to know of a Splut! position
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells.  The 41 squares of the diamond live in a 9×9 frame indexed like
 * every square board of the project: cell = rank * 9 + file, both from 0
 * (cell 0 would be a1, e1 is 4, the centre e5 is 40, e9 is 76).  Only
 * the cells with |file - 4| + |rank - 4| <= 4 exist; n_cells () is the
 * frame size, 81, and piece_at () is 0 on the 40 cells that do not exist.
 *
 * Pieces (piece_at): TAB_PIECE (seat, TAB_SPLUT_SORCERER / _DWARF /
 * _TROLL) and TAB_PIECE (0, TAB_SPLUT_ROCK) for the four neutral Rocks.
 *
 * Seats are numbered 1..N in the order South, West, North, East among
 * the places in use: with 2 players seat 2 is North (see
 * tab_splut_seat_place).
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_SPLUT_FRAME       9     /* the frame is 9×9 */
#define TAB_SPLUT_N_CELLS     81
#define TAB_SPLUT_N_SQUARES   41
#define TAB_SPLUT_N_ROCKS     4
#define TAB_SPLUT_TURN_LIMIT  200   /* complete turns before the draw */

enum
{
  TAB_SPLUT_SORCERER = 1,
  TAB_SPLUT_DWARF    = 2,
  TAB_SPLUT_TROLL    = 3,
  TAB_SPLUT_ROCK     = 4,
};

/* The four directions, as in the notation: n = towards rank 9,
 * e = towards file i */
typedef enum
{
  TAB_SPLUT_NORTH = 0,
  TAB_SPLUT_EAST,
  TAB_SPLUT_SOUTH,
  TAB_SPLUT_WEST,
} TabSplutDirection;

typedef enum
{
  TAB_SPLUT_LEVITATION_IDLE = 0,   /* nothing levitated yet this turn */
  TAB_SPLUT_LEVITATION_ACTIVE,     /* the session's Rock may go on */
  TAB_SPLUT_LEVITATION_CLOSED,     /* no more levitation this turn */
} TabSplutLevitation;

/* Geometry (no position needed) */
gboolean    tab_splut_cell_exists      (guint              cell);
/* rank and file of a cell, from 0 (a1 is rank 0, file 0) */
guint       tab_splut_cell_rank        (guint              cell);
guint       tab_splut_cell_file        (guint              cell);
/* the cell at rank, file (from 0), or TAB_NO_CELL off the diamond */
int         tab_splut_cell_at          (int                rank,
                                        int                file);
/* the neighbour of cell in direction dir, or TAB_NO_CELL */
int         tab_splut_cell_next        (guint              cell,
                                        TabSplutDirection  dir);

/* The place of a seat for that number of players: "South", "West",
 * "North" or "East" (untranslated, wrap in _() when shown).  The seat
 * names of the table are right for 3 and 4 players only. */
const char *tab_splut_seat_place       (guint              players,
                                        guint              seat);

/* The turn in progress */
guint       tab_splut_steps_in_turn    (const TabPosition *pos);
guint       tab_splut_steps_left       (const TabPosition *pos);
/* The levitation session; *rock_cell (may be NULL) gets the cell of the
 * session's Rock when active, TAB_NO_CELL otherwise */
TabSplutLevitation tab_splut_levitation (const TabPosition *pos,
                                         int               *rock_cell);
/* The cells of the Rocks moved in the turn in progress, and of those moved
 * in the preceding turn (the ones that may not be levitated now); cells
 * has room for TAB_SPLUT_N_ROCKS; returns how many */
guint       tab_splut_rocks_moved_this_turn (const TabPosition *pos,
                                             int               *cells);
guint       tab_splut_rocks_moved_before    (const TabPosition *pos,
                                             int               *cells);
/* Whether seat still has its Sorcerer (its team is on the board) */
gboolean    tab_splut_seat_alive       (const TabPosition *pos,
                                        guint              seat);

/* The Sorcerers in danger, for people to see before it strikes: the seats
 * whose Sorcerer another seat could hit with a throw in its next turn if
 * nothing moved before it (the seat to move: in what is left of its
 * turn), a bit per seat (bit seat - 1); by[seat - 1] (unless NULL) the
 * first such other seat in the order of play, else 0 */
guint       tab_splut_sorcerers_in_danger (const TabPosition *pos,
                                           guint             *by);

/* An action taken apart, for the board view */
typedef enum
{
  TAB_SPLUT_ACTION_STEP = 0,   /* a plain step of any piece */
  TAB_SPLUT_ACTION_PUSH,       /* a Dwarf step pushing a chain */
  TAB_SPLUT_ACTION_LEVITATE,   /* a Sorcerer step moving a Rock along */
  TAB_SPLUT_ACTION_PULL,       /* a Troll step dragging the Rock behind it */
  TAB_SPLUT_ACTION_THROW,      /* a Troll step onto a Rock, thrown at once */
} TabSplutActionKind;

typedef struct
{
  TabSplutActionKind kind;
  int                from, to;       /* the moving piece */
  TabSplutDirection  dir;            /* from → to */
  /* LEVITATE, PULL: the Rock moved with the step; THROW: rock_from = to
   * and rock_to = where the Rock comes to rest; else TAB_NO_CELL */
  int                rock_from, rock_to;
  TabSplutDirection  throw_dir;      /* THROW only */
  guint              hit_seat;       /* THROW: the seat whose Sorcerer is hit, or 0 */
  int                crushed;        /* THROW: the cell of a crushed Dwarf, or TAB_NO_CELL */
  guint              n_pushed;       /* PUSH: the pieces of the chain */
} TabSplutActionInfo;

/* Decodes a legal action of pos (as played from pos); FALSE if the code
 * is not an action of this game */
gboolean    tab_splut_action_info      (const TabPosition  *pos,
                                        TabAction           action,
                                        TabSplutActionInfo *info);

/* For tests: whether random actions (TabRules.random_action) may use the
 * processor's bit instructions (POPCNT, PDEP) where it has fast ones, as
 * they do by default, or must take the portable code; returns whether
 * they now use them.  Not thread-safe: call it before starting threads. */
gboolean    tab_splut_use_bit_instructions (gboolean use);

/* Sets up a position from text, for tests and tutorials: the diagram of
 * the rule file (rank 9 first, one token per square: ".", "R", or S/D/T
 * with the seat number; the file letters line is optional), optionally
 * followed by the state lines that render () writes:
 *
 *   turns played: 10, steps left: 3, levitation: active e8
 *   rocks moved this turn: e8; in the preceding turn: e7
 *
 * (omitted fields: 0 turns played, a full turn, idle, no Rocks moved).
 * A seat's team is on the board iff its Sorcerer is.  Returns FALSE with
 * an error (TAB_ENGINE_ERROR_BAD_OPTIONS) naming the problem. */
gboolean    tab_splut_position_from_text (TabPosition *pos,
                                          guint        players,
                                          guint        to_move,
                                          const char  *text,
                                          GError     **error);

G_END_DECLS
