/* tab-apart.h: what the app needs to draw and explain a game of Apart
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cells are numbered as in tab-grid.h (rank * cols + file, a1 = 0).
 * Seats: 1 = White (moves first, bottom edge), 2 = Black.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* TRUE when a piece stands on cell and none of the up to 8 squares around
 * it holds a piece of its colour; FALSE for an empty cell */
gboolean    tab_apart_is_isolated     (const TabPosition *pos,
                                       guint              cell);

/* TRUE when every piece of seat is isolated (the goal of the game) */
gboolean    tab_apart_is_apart        (const TabPosition *pos,
                                       guint              seat);

/* During a continuous jump: the cell of the moving piece (where the last
 * segment landed); TAB_NO_CELL at the start of a turn */
int         tab_apart_moving_piece    (const TabPosition *pos);

/* TRUE when cell is a used square of the current turn (the origin of the
 * moving piece and every square it landed on); only during a continuous
 * jump, FALSE otherwise */
gboolean    tab_apart_is_used         (const TabPosition *pos,
                                       guint              cell);

/* The pieces of seat on the board, and those captured from it (the set-up
 * count, 2 · (cols − 2), minus the pieces on the board) */
guint       tab_apart_pieces          (const TabPosition *pos,
                                       guint              seat);
guint       tab_apart_captured        (const TabPosition *pos,
                                       guint              seat);

/* TRUE until White's opening turn (a single segment) has been played */
gboolean    tab_apart_is_first_turn   (const TabPosition *pos);

/* Complete turns played (hand-overs); the game is drawn at 300 */
guint       tab_apart_completed_turns (const TabPosition *pos);

#define TAB_APART_TURN_LIMIT 300

/* Debug and test set-up: replaces pos by a hand-made position.  diagram
 * gives the ranks top first, separated by '/', one character per file:
 * 'W', 'B' or '.' (e.g. ".......B/......BB/..." as in the rule file); its
 * shape sets the board size (5 to 15 each way).  seat is to move at the
 * start of a turn, completed_turns turns have been played, and it is not
 * the first turn of the game.  Refuses (FALSE with an error) a diagram that
 * is malformed, has no piece or more than the set-up count of a colour, or
 * where a player is already apart. */
gboolean    tab_apart_set_diagram     (TabPosition       *pos,
                                       const char        *diagram,
                                       guint              seat,
                                       guint              completed_turns,
                                       GError           **error);

G_END_DECLS
