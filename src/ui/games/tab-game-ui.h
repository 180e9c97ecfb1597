/* tab-game-ui.h: how the UI shows a game, one table per game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine has one TabRules table per game; the UI has one TabGameUi
 * table per game beside it, in src/ui/games/tab-<game>-ui.c.  Those files
 * are the only ones of src/ui that know a game by name: the window, the
 * board view, the dialogs and How to Play ask the table.  Every hook may
 * be NULL where a game has nothing of the kind.
 */

#pragma once

#include <gtk/gtk.h>

#include "tab-board-geometry.h"
#include "tab-board-paint.h"
#include "tab-game.h"

G_BEGIN_DECLS

/* A piece an action moves besides its own: from one cell to another */
typedef struct
{
  int from;
  int to;
} TabSlide;

typedef struct _TabGameUi TabGameUi;

/* draws what of pos (a piece, or the marks of a cell) centred on (cx, cy)
 * in a cell of side size */
typedef void (*TabGameUiPaint) (cairo_t           *cr,
                                const TabPosition *pos,
                                guint              what,
                                double             cx,
                                double             cy,
                                double             size,
                                const TabPalette  *palette);

/* How the board is laid out and where the keyboard starts */
typedef struct
{
  TabGeometryKind geometry;
  guint           frame;          /* a fixed board's rows and columns; 0: the options' */
  int             start_cursor;   /* where the keyboard cursor starts */
  /* Green Skull's coloured, named edges: drawn under the cells */
  void        (*draw_frame)      (GtkWidget              *widget,
                                  cairo_t                *cr,
                                  const TabBoardGeometry *geom,
                                  const TabPalette       *palette);
  /* TRUE when the moves of one piece with an "end" are a free choice
   * (Green Skull's zombie move), not a continuous jump that keeps the
   * piece selected */
  gboolean    (*free_choice)     (const TabPosition *pos);
  /* TRUE when the action is a step of its own, offered to be chosen
   * even where it is all a click can mean (a Splut! throw: the Rock's
   * flight is seen, and chosen, before it flies) */
  gboolean    (*own_step)        (const TabPosition *pos,
                                  TabAction          action);
} TabGameUiBoard;

/* How the pieces are drawn and named */
typedef struct
{
  /* draws a piece (not 0); NULL: a disc in its seat's colour */
  TabGameUiPaint paint;
  /* a piece (not 0) in words, for screen readers; caller frees */
  char       *(*describe)        (const TabPosition *pos,
                                  guint              piece);
  /* the glyph of a seat's pieces in the side panel and the move list, and
   * its CSS class (NULL: "●" in the seat's colour) */
  const char *(*glyph)           (guint              seat);
  const char *(*css)             (guint              seat);
} TabGameUiPieces;

/* The marks the board shows besides the pieces */
typedef struct
{
  /* a square shaded under the pieces (Apart: landed on by the jumping piece) */
  gboolean    (*cell_is_shaded)  (const TabPosition *pos,
                                  guint              cell);
  /* marks drawn over the piece on a cell: live stones, isolated pieces,
   * Rocks that may not be levitated */
  TabGameUiPaint paint;
  /* the cells of the line that won (marked by the window), writes at
   * most one per cell; 0 when none */
  guint       (*winning_line)    (const TabPosition *pos,
                                  int               *cells);
  /* where the action sends a piece that is not its own (the Splut! Rock),
   * previewed on the board; TAB_NO_CELL when none */
  int         (*landing)         (const TabPosition *pos,
                                  TabAction          action);
  /* the pieces the action moves besides its own (pushed, thrown);
   * writes at most max, returns how many */
  guint       (*extra_slides)    (const TabPosition *pos,
                                  TabAction          action,
                                  TabSlide          *slides,
                                  guint              max);
} TabGameUiMarks;

/* How actions, turns and results are told */
typedef struct
{
  /* an action in plain words; NULL: the generic "Play c3" */
  char       *(*action)          (const TabPosition *pos,
                                  TabAction          action);
  /* whether the cursor description names the action (a Splut! throw) */
  gboolean    (*tell_at_cursor)  (const TabPosition *pos,
                                  TabAction          action);
  /* a turn played from before in words, as the status line and screen
   * readers tell it: one or a few sentences ("White passed.", "North’s
   * Troll threw the Rock from e5 to e9; West’s Dwarf is crushed.")
   * appended to out.  actions are the n ≥ 1 actions of one seat's turn,
   * or those played so far of a turn in progress; the caller adds the
   * result of a game they end.  NULL: a sentence per action from the
   * engine's effects (tab_game_ui_describe_action_played) */
  void        (*turn_played)     (const TabPosition *before,
                                  const TabAction   *actions,
                                  guint              n,
                                  GString           *out);
  /* the sign the move list puts before an action played in pos, and
   * its word for screen readers (Green Skull's zombie move: "☠",
   * "zombie move"); NULL: none */
  const char *(*action_mark)     (const TabPosition *pos,
                                  const char       **word);
  /* the label of the button of "pass" or "end"; NULL: the generic one */
  const char *(*pass_label)      (const TabPosition *pos,
                                  const char        *token);
  /* the result of a finished game; NULL: the formats below, else the
   * generic words */
  char       *(*result)          (const TabPosition *pos);
  /* why a finished game ended, for the result card, whose title says
   * the result ("Draw", "White Wins"): one sentence or a few lines that
   * do not say it again ("Every cube is placed and nobody has four in a
   * row."); NULL: none beside the generic words of a resignation */
  char       *(*end_reason)      (const TabPosition *pos);
  /* N_() formats of a win (%s: the winner) and of a draw (%u: the turns
   * played); NULL: "%s wins!", "Draw" */
  const char  *win;
  const char  *draw;
  /* N_() formats of an amount of the game's unit, as the computer's
   * estimates count it (docs/strength.md, "Analysis"), %s the number:
   * "%s live stone", "%s live stones"; NULL: the bare number */
  const char  *unit_one;
  const char  *unit_many;
  /* whether a game may end with nobody winning (Green Skull's zombies):
   * a proven loss of one seat is then no proven win of the other */
  gboolean     nobody_may_win;
  /* whether a seat's name is a plural ("Orcs"): the result card's title
   * says "Orcs Win", not "Wins" */
  gboolean     plural_seats;
} TabGameUiWords;

/* What the side panel adds for the game */
typedef struct
{
  /* what a seat's row adds to role (eliminated, holds the skull); NULL
   * when nothing */
  char       *(*seat)            (const TabPosition *pos,
                                  guint              seat,
                                  const char        *role);
  /* whether a seat is out of the game (its row is dimmed) */
  gboolean    (*seat_is_out)     (const TabPosition *pos,
                                  guint              seat);
  /* the scores as Pango markup; NULL: the engine's scores, one line */
  char       *(*scores)          (const TabPosition *pos);
  const char  *scores_prefix;    /* N_(), before the engine's scores */
  /* what is special about the turn, Pango markup; NULL when nothing */
  char       *(*turn)            (const TabPosition *pos);
  /* what is left of a turn of several actions, plain words for screen
   * readers ("3 steps left"); NULL when nothing */
  char       *(*steps_left)      (const TabPosition *pos);
} TabGameUiPanel;

/* Each part is written in the table as one initializer, the hooks a game
 * has; every hook may be NULL */
struct _TabGameUi
{
  const TabRules *rules;
  TabGameUiBoard  board;
  TabGameUiPieces pieces;
  TabGameUiMarks  marks;
  TabGameUiWords  words;
  TabGameUiPanel  panel;

  /* How to Play (its page: ui/how-to-play/<id>.ui): the cells a diagram
   * with marks="game" highlights (Freedom's live stones), writes at most
   * one per cell, returns how many */
  guint       (*diagram_marks)   (const TabPosition *pos,
                                  int               *cells);

  /* N_(), with a mnemonic: the preferences' rows of the board's size (a
   * square board has one, rows).  The GSettings keys are named after the
   * game (tab-settings.c) */
  const char *rows_title;
  const char *cols_title;

  /* who made the game, as the sources of its rules name them (About):
   * its designers, or its publisher where they name no designer */
  const char *designers;
  const char *publisher;
};

/* The table of a game; a game without one gets a plain table (a square
 * grid, discs in the seats' colours), never NULL */
const TabGameUi *tab_game_ui_lookup     (const TabRules *rules);
const TabGameUi *tab_game_ui_lookup_id  (const char     *game_id);

/* Helpers of the tables */
/* a seat's translated name, "?" for none */
const char      *tab_game_ui_seat_name  (const TabPosition *pos,
                                         guint              seat);

/* the result of a finished game in words (the table's, or "Blue wins!",
 * "Draw", "Nobody wins"); NULL while it runs */
char            *tab_game_ui_describe_result (const TabPosition *pos);
/* Why a finished game ended, for the result card under its title (which
 * says who won): "Black resigned.", or the table's end_reason; NULL
 * when the game is not over or there is nothing more to say */
char            *tab_game_ui_describe_end    (const TabPosition *pos);

/* The name of a cell in the game's notation ("c3", "i7"); buf holds
 * TAB_TOKEN_MAX; "" for none */
void             tab_game_ui_cell_name  (const TabPosition *pos,
                                         int                cell,
                                         char              *buf);

/* One legal action of pos in words, the generic way: "White passed.",
 * "Black ended the turn.", "Blue played c3.", "White moved from b1 to b3
 * and took a piece." (a sentence, appended to out) */
void             tab_game_ui_describe_action_played (const TabPosition *pos,
                                                     TabAction          action,
                                                     GString           *out);

/* A turn played from before (n ≥ 1 actions of one seat, the last of
 * them may be TAB_ACTION_RESIGN) in words: the table's words or the
 * generic ones; caller frees.  tab_game_ui_describe_turn () without the
 * result (the result card says it), _played () with the result when the
 * turn ended the game (a screen reader's announcement) */
char            *tab_game_ui_describe_turn          (const TabPosition *before,
                                                     const TabAction   *actions,
                                                     guint              n);
char            *tab_game_ui_describe_turn_played   (const TabPosition *before,
                                                     const TabAction   *actions,
                                                     guint              n);
/* The actions [first, end) of game in words, from the position before
 * them, as the two functions above (with_result: _played ()) */
char            *tab_game_ui_describe_game_actions  (TabGame           *game,
                                                     guint              first,
                                                     guint              end,
                                                     gboolean           with_result);

extern const TabGameUi tab_apart_ui;
extern const TabGameUi tab_fourmation_ui;
extern const TabGameUi tab_freedom_ui;
extern const TabGameUi tab_green_skull_ui;
extern const TabGameUi tab_splut_ui;

G_END_DECLS
