/* tab-how-to-play-page.h: the content of a How to Play page
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game's table (src/ui/games/) holds its page: the rules in short
 * (goal, board and set-up, a turn, special moves, end and scoring) and
 * small diagrams.  A diagram is the app's own board view showing a game
 * that replays a short record from the worked examples of the rule book,
 * so the pictures can never disagree with the rules the app plays by.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

/* writes the cells a diagram highlights (at most one per cell), returns
 * how many */
typedef guint (*TabDiagramMarks) (const TabPosition *pos,
                                  int               *cells);

typedef struct
{
  const char      *size;     /* "7", "8x8"; NULL = the standard board */
  guint            players;  /* 0 = the default */
  const char      *record;   /* tokens from the initial position */
  TabDiagramMarks  marks;    /* NULL: none */
  const char      *caption;  /* N_() */
} TabHowToPlayDiagram;

typedef enum
{
  TAB_BLOCK_END = 0,
  TAB_BLOCK_HEADING,
  TAB_BLOCK_TEXT,
  TAB_BLOCK_ITEM,
  TAB_BLOCK_DIAGRAM,
} TabHowToPlayBlockKind;

typedef struct
{
  TabHowToPlayBlockKind      kind;
  const char                *text;     /* N_() */
  const TabHowToPlayDiagram *diagram;
} TabHowToPlayBlock;

#define HEADING(t)  { TAB_BLOCK_HEADING, t, NULL }
#define TEXT(t)     { TAB_BLOCK_TEXT, t, NULL }
#define ITEM(t)     { TAB_BLOCK_ITEM, t, NULL }
/* the board of size (NULL: the standard one) for players (0: the
 * default) after record, the cells marks highlights, and a caption */
#define DIAGRAM(size, players, record, marks, caption) \
  { TAB_BLOCK_DIAGRAM, NULL, \
    &(const TabHowToPlayDiagram) { size, players, record, marks, caption } }
#define END         { TAB_BLOCK_END, NULL, NULL }

/* The same six headings on every page */
#define GOAL_HEADING      HEADING (N_("Goal"))
#define BOARD_HEADING     HEADING (N_("Board and Set-Up"))
#define TURN_HEADING      HEADING (N_("A Turn"))
#define SPECIAL_HEADING   HEADING (N_("Special Moves"))
#define END_HEADING       HEADING (N_("End and Scoring"))
/* and what the signs of the move list mean */
#define MOVES_HEADING     HEADING (N_("The Move List"))

/* the cells the seat to move may play to */
guint tab_how_to_play_mark_targets (const TabPosition *pos,
                                    int               *cells);

G_END_DECLS
