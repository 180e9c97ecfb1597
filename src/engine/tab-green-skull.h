/* tab-green-skull.h: what the app needs to draw and explain Green Skull
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is a triangle of 55 hexagonal cells in 10 rows: row 0 (a, the
 * apex) has 1 cell, row 9 (j, the bottom) 10.  Cell (row, col), col 0..row,
 * has the index row * (row + 1) / 2 + col (a1 = 0, j1 = 45, j10 = 54), the
 * index used by TabRules.piece_at and action_cells.
 *
 * Seat 1 plays the Orcs, seat 2 the Goblins; the Zombies belong to nobody
 * and are moved by whoever holds the Green Skull.  Every function here takes
 * a position of tab_green_skull_rules.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_GREEN_SKULL_ROWS   10
#define TAB_GREEN_SKULL_CELLS  55

/* The three species; Orcs and Goblins have the number of their seat */
typedef enum
{
  TAB_GREEN_SKULL_ORCS = 1,
  TAB_GREEN_SKULL_GOBLINS = 2,
  TAB_GREEN_SKULL_ZOMBIES = 3,
} TabGreenSkullSpecies;

/* Where the turn stands (rule file, section 5.2) */
typedef enum
{
  TAB_GREEN_SKULL_PHASE_OWN_MOVE = 0,  /* the seat moves one of its pieces */
  TAB_GREEN_SKULL_PHASE_OWN_JUMPS,     /* its piece may jump on, or "end" */
  TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE,   /* the holder may move a zombie, or "end" */
  TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS,  /* that zombie may jump on, or "end" */
  TAB_GREEN_SKULL_PHASE_OVER,          /* the game has ended */
} TabGreenSkullPhase;

/* Why the game ended (rule file, section 6) */
typedef enum
{
  TAB_GREEN_SKULL_END_NONE = 0,      /* still running */
  TAB_GREEN_SKULL_END_ALL_CAPTURED,  /* E1: a species has no piece left */
  TAB_GREEN_SKULL_END_ALL_ON_EDGE,   /* E2: every piece of a species is on its edge */
  TAB_GREEN_SKULL_END_TURN_LIMIT,    /* 400 complete turns were played */
} TabGreenSkullEndReason;

/* One species' score and its parts (rule file, section 7.1) */
typedef struct
{
  guint on_board;        /* its pieces on the board */
  guint on_edge;         /* of those, the ones on its own edge (2 points each) */
  guint lost;            /* its pieces captured so far */
  guint capture_points;  /* pieces the two other species have lost (1 point each) */
  int   score;           /* 2 * on_edge + capture_points */
} TabGreenSkullScore;

TabGreenSkullPhase tab_green_skull_phase        (const TabPosition *pos);

/* The seat (1 or 2) holding the Green Skull */
guint              tab_green_skull_skull_holder (const TabPosition *pos);

/* The cell of the piece in a jump series (phases OWN_JUMPS and
 * ZOMBIE_JUMPS), TAB_NO_CELL otherwise */
int                tab_green_skull_jumper       (const TabPosition *pos);

/* The score of a species in this position ("scores so far" while the game
 * runs, the final score once it is over) */
void               tab_green_skull_score        (const TabPosition   *pos,
                                                 TabGreenSkullSpecies species,
                                                 TabGreenSkullScore  *score);

/* Why the game ended; with E1/E2 *species (may be NULL) is the species
 * that met the condition (the first of Orcs, Goblins, Zombies to meet E1,
 * else the first to meet E2), 0 otherwise */
TabGreenSkullEndReason tab_green_skull_end_reason (const TabPosition *pos,
                                                   guint             *species);

/* The result three final scores give (section 7.2): TAB_OUTCOME_WIN with
 * *winner the seat, TAB_OUTCOME_DRAW, or TAB_OUTCOME_NOBODY (the zombies
 * win).  Applied to the running scores it says who leads. */
TabOutcome         tab_green_skull_result       (int    orcs,
                                                 int    goblins,
                                                 int    zombies,
                                                 guint *winner);

/* Cell index ⇄ (row, column); both return FALSE / TAB_NO_CELL off the board */
gboolean           tab_green_skull_cell_coords  (int    cell,
                                                 guint *row,
                                                 guint *col);
int                tab_green_skull_cell_at      (int    row,
                                                 int    col);

/* Sets up a position by hand, for tests and tools.  pos is an initialised
 * Green Skull position.  diagram holds the 55 cells top row first, each
 * '.', 'O' (Orc), 'G' (Goblin) or 'Z' (Zombie); whitespace and the row
 * letters a..j are skipped, so the text of TabRules.render is accepted.
 * phase is OWN_MOVE, ZOMBIE_MOVE (then skull must be seat) or OVER (a
 * position at the end of a game: it must meet E1 or E2 and is scored as
 * such).  As section 6.2 says, a running position is not tested for the
 * end on entry.  pos->turn and pos->ply are kept.  On bad input pos is
 * left unchanged and error says what is wrong. */
gboolean           tab_green_skull_setup        (TabPosition        *pos,
                                                 const char         *diagram,
                                                 guint               seat,
                                                 guint               skull,
                                                 TabGreenSkullPhase  phase,
                                                 GError            **error);

G_END_DECLS
