/* tab-analysis.h: the computer's view of a position and of a game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is bounded by a budget of nodes, never by a time, so
 * that the same position and budget give the same answer on any machine,
 * under any load and with any number of threads.
 *
 * A standing says what a seat can force: a proven win or loss in N
 * complete turns (of all seats), a proven draw, or an estimate in
 * hundredths of the game's own unit (every evaluation of the engine
 * counts 100 for one unit: a live stone in Freedom, a point in Green
 * Skull, a turn of the race in Apart; see docs/strength.md).
 */

#pragma once

#include "tab-ai.h"
#include "tab-search.h"

G_BEGIN_DECLS

typedef enum
{
  TAB_STANDING_NONE = 0,   /* nothing is said (Splut! with 3 or 4 seats) */
  TAB_STANDING_ESTIMATE,
  TAB_STANDING_WIN,
  TAB_STANDING_DRAW,
  TAB_STANDING_LOSS,       /* also "nobody wins" (Green Skull's zombies) */
} TabStandingKind;

typedef struct
{
  TabStandingKind kind;
  /* WIN, LOSS: the complete turns still to be played, 0 once over */
  guint           turns;
  /* turns is the exact length with best play from both sides (the end,
   * a win at once, the exact endgame search); otherwise the shortest win
   * (longest loss) the search saw, or a strategy table's "at the latest" */
  gboolean        turns_exact;
  /* ESTIMATE: hundredths of the game's unit, from the seat's side */
  int             value;
} TabStanding;

typedef struct
{
  TabStanding standing;                 /* for the seat to move */
  guint       n_best;                   /* the best complete turn */
  TabAction   best[TAB_AI_MAX_TURN];
  guint       n_line;                   /* the best line from the position, */
  TabAction   line[TAB_SEARCH_MAX_LINE]; /* up to 8 complete turns */
  guint64     nodes;                    /* spent */
} TabAnalysis;

/* The default budget of tabuleiro-cli analyse, per position looked at
 * (the full pass; a fast pass takes a tenth of it) */
#define TAB_ANALYSIS_DEFAULT_NODES 1000000

/* The value of pos for the seat to move, its best turn and line: the
 * end of the game, a turn that wins at once, the exact endgame search
 * and the strategy tables are asked before the search. */
void         tab_analysis_position (const TabPosition *pos,
                                    guint64            nodes,
                                    TabAnalysis       *out);

/* The standing, for the seat that plays it, after the complete turn
 * (len actions) played from pos: the position it reaches, analysed
 * with the same budget */
void         tab_analysis_turn     (const TabPosition *pos,
                                    const TabAction   *turn,
                                    guint              len,
                                    guint64            nodes,
                                    TabStanding       *out);

/* The standing of the seat to move in pos (the position a turn reached;
 * it may be over) told from seat's side */
TabStanding  tab_standing_for_seat (const TabPosition *pos,
                                    const TabStanding *standing,
                                    guint              seat);

/* "win 3", "loss 0", "draw", "+1.5", "-" (the contract of
 * tabuleiro-cli analyse); caller frees */
char        *tab_standing_to_string (const TabStanding *standing);

/* Whether the complete turn (len actions) from pos is the one the
 * strategy table of a solved board plays there */
gboolean     tab_analysis_is_table_turn (const TabPosition *pos,
                                         const TabAction   *turn,
                                         guint              len);

/* Whether standing is a proof (a win, a draw or a loss) */
gboolean     tab_standing_is_proven (const TabStanding *standing);

/* How many complete turns the seat to move has, counted up to at most
 * limit (a turn of Splut! branches a lot) */
guint        tab_analysis_count_turns (const TabPosition *pos,
                                       guint              limit);

/* The actions of pos's current turn that start list, up to the end of
 * that turn: how many (0 when list ends before the turn does) */
guint        tab_analysis_turn_length (const TabPosition *pos,
                                       const TabAction   *list,
                                       guint              n);

/* Reviewing a game (tab-review.c): a mark for each complete turn */
typedef enum
{
  TAB_MARK_NONE = 0,
  TAB_MARK_INACCURACY,   /* ?! */
  TAB_MARK_MISTAKE,      /* ?  */
  TAB_MARK_BLUNDER,      /* ?? */
  TAB_MARK_FORCED,       /* the only legal turn: never judged */
} TabMark;

/* Whether a turn played is the one the computer chose first there */
typedef enum
{
  TAB_CHOICE_UNKNOWN = 0,  /* not looked at (3 or 4 seats, an older file) */
  TAB_CHOICE_FIRST,        /* the best turn of the position's analysis */
  TAB_CHOICE_OTHER,
} TabChoice;

typedef struct
{
  guint       seat;                     /* who played it */
  guint       first;                    /* index of its first action in the game */
  guint       n_played;
  TabMark     mark;
  gboolean    proven;                   /* the mark rests on a proof */
  guint       n_better;                 /* a better turn, where marked */
  TabAction   better[TAB_AI_MAX_TURN];
  TabStanding before, after;            /* the seat's standing around it */
  int         loss;                     /* estimated loss, in hundredths of the unit */
  TabChoice   choice;                   /* the computer's first choice or not */
} TabTurnReview;

/* The thresholds of the estimated marks, in hundredths of the game's
 * unit: a turn that loses at least this much against the better one */
typedef struct
{
  int inaccuracy, mistake, blunder;
} TabMarkThresholds;

TabMarkThresholds tab_review_thresholds (const TabRules *rules);

/* "??", "?", "?!", "-", "forced" */
const char  *tab_mark_symbol       (TabMark mark);

/* The review of the game of n_actions actions played from start: one
 * TabTurnReview per complete turn (an unfinished last turn is left
 * out), every position analysed with a budget of nodes, on n_threads
 * threads (the result does not depend on it) */
GArray      *tab_review_game       (const TabPosition *start,
                                    const TabAction   *actions,
                                    guint              n_actions,
                                    guint64            nodes,
                                    guint              n_threads);

/* How far a review is, and how to stop it, shared with another thread:
 * every field is read and written atomically (g_atomic_int_*).  total
 * and done count the review's jobs (done reaches total at the end);
 * cancel set to 1 stops it between two positions. */
typedef struct
{
  gint total;
  gint done;
  gint cancel;
} TabReviewControl;

/* tab_review_game () with progress and cancel (control may be NULL):
 * NULL when cancelled */
GArray      *tab_review_game_full  (const TabPosition *start,
                                    const TabAction   *actions,
                                    guint              n_actions,
                                    guint64            nodes,
                                    guint              n_threads,
                                    TabReviewControl  *control);

/* With 3 or 4 seats a review proves facts, never a standing.  Whether
 * the reviewed turn r, played from before, is marked for missing a win
 * at once (its better turn wins), or for letting the next seat knock its
 * seat out at once where a safe turn existed */
gboolean     tab_turn_review_misses_win (const TabPosition   *before,
                                         const TabTurnReview *r);
gboolean     tab_turn_review_exposes    (const TabPosition   *before,
                                         const TabTurnReview *r);

/* The two looks of that judgement, for a turn about to be played (the
 * window's warning before a losing turn).  Whether the complete turn of
 * len actions from before, in a game that goes on, takes its own seat
 * out or lets the next seat take it out in its very next turn; and
 * whether the seat to move in pos has a complete turn that does
 * neither.  Both looks are bounded: what they cannot tell is "no" */
gboolean     tab_review_turn_exposes_own_seat (const TabPosition *before,
                                               const TabAction   *turn,
                                               guint              len);
gboolean     tab_review_has_turn_not_exposing (const TabPosition *pos);

/* What is proven of a position with 3 or 4 seats (a seat, or 0) */
typedef struct
{
  guint wins_at_once;   /* the seat to move, which can win at once */
  guint exposed;        /* the seat whose turn reached the position, a
                         * turn the review marks as tab_turn_review_exposes () */
} TabManySeatsFacts;

/* The facts of pos, reached by the complete turn of len actions played
 * from before (len 0: no such turn, as at the start or in the middle of
 * a turn), judged as tab_review_game () judges that turn; the exposed
 * seat is the one the review would name in the position reached */
void         tab_review_many_seats_facts (const TabPosition *before,
                                          const TabAction   *turn,
                                          guint              len,
                                          const TabPosition *pos,
                                          TabManySeatsFacts *out);

G_END_DECLS
