/* tab-rules.h: the one interface every game implements
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is a table of functions (TabRules) over a plain position struct
 * (TabPosition) that can be copied with memcpy: no heap, no pointers that
 * own anything.  The AI, the model, the save code, the command line and the
 * tests are written once against this table.
 *
 * Conventions shared by all games:
 *  - Seats are numbered from 1.  pos->to_move is the seat to move.
 *  - A game bumps pos->turn every time the move passes to another turn
 *    (a "hand-over"), so a complete turn is the run of actions during
 *    which pos->turn does not change.
 *  - When the game ends, the game sets pos->outcome (and pos->winner for
 *    TAB_OUTCOME_WIN); a finished position has no legal actions.
 *  - An action is a 32-bit code whose meaning is private to the game.
 *    Its token (notation) may depend on the position it is played from.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAB_MAX_SEATS      4
#define TAB_MAX_ACTIONS    1024  /* the most legal actions in any position */
#define TAB_TOKEN_MAX      24    /* longest token, with its NUL */
#define TAB_STATE_WORDS    64    /* room for the game-private state */
#define TAB_MAX_SCORES     4

/* Evaluation scale: a won game is worth TAB_EVAL_WIN minus the plies it
 * takes; static evaluations stay well inside ±TAB_EVAL_BOUND. */
#define TAB_EVAL_WIN       1000000
#define TAB_EVAL_BOUND     100000

typedef guint32 TabAction;
typedef struct _TabRules TabRules;

/* Resigning: the seat to move gives up.  An action of every game that
 * allows it (tab_position_can_resign ()), outside the legal actions (the
 * move lists, perft and the computer players never see it); its token is
 * "resign".  No game uses this code for an action of its own. */
#define TAB_ACTION_RESIGN  G_MAXUINT32
#define TAB_TOKEN_RESIGN   "resign"

/* What one action does to the board, for a view that highlights a turn
 * and marks the pieces it took (TabRules.action_effects).  Plain data,
 * no heap: a turn's effects are the union of its actions'. */
#define TAB_EFFECTS_MAX_CELLS    20  /* Splut!: a Troll's step and a throw across the diamond */
#define TAB_EFFECTS_MAX_REMOVED  4   /* Splut!: a whole team of three */

typedef struct
{
  int   from, to;                /* the moving or placed piece (as action_cells) */
  guint n_touched;
  /* every cell the action changed or passed over, in the order it did:
   * origin, destination, then e.g. a pushed chain, a levitated or pulled
   * Rock's cells, a thrown Rock's flight to its landing, and last the
   * cells of the removed pieces */
  int   touched[TAB_EFFECTS_MAX_CELLS];
  guint n_removed;
  struct
  {
    int   cell;                  /* where the piece stood before the action */
    guint piece;                 /* TAB_PIECE code it had there */
  } removed[TAB_EFFECTS_MAX_REMOVED];
} TabActionEffects;

typedef enum
{
  TAB_OUTCOME_NONE = 0,   /* the game goes on */
  TAB_OUTCOME_WIN,        /* pos->winner won */
  TAB_OUTCOME_DRAW,
  TAB_OUTCOME_NOBODY,     /* neither seat wins (Green Skull: the zombies win) */
} TabOutcome;

typedef enum
{
  TAB_BOARD_FIXED = 0,    /* one board only */
  TAB_BOARD_SQUARE,       /* N×N, N in [min_size, max_size] */
  TAB_BOARD_RECT,         /* R×C, each in [min_size, max_size] */
} TabBoardKind;

typedef struct
{
  guint8 rows;            /* board rows (ranks); 0 for a fixed board */
  guint8 cols;            /* board columns (files); 0 for a fixed board */
  guint8 players;         /* number of seats */
} TabOptions;

typedef struct
{
  const TabRules *rules;
  TabOptions      options;
  guint8          to_move;   /* seat to move, 1-based */
  guint8          outcome;   /* TabOutcome */
  guint8          winner;    /* with TAB_OUTCOME_WIN: the winning seat */
  guint8          resigned;  /* bit seat - 1: that seat resigned */
  guint32         turn;      /* hand-overs so far (complete turns played) */
  guint32         ply;       /* actions played so far */
  /* game-private state; a game casts it to its own struct */
  guint64         state[TAB_STATE_WORDS];
} TabPosition;

/* Piece codes returned by TabRules.piece_at: side * 16 + kind, 0 = empty.
 * side is a seat (1..4), or a neutral force (e.g. Green Skull's zombies are
 * side 3, Splut!'s rocks side 0 with a non-zero kind). */
#define TAB_PIECE(side, kind)  ((guint) (side) * 16u + (guint) (kind))
#define TAB_PIECE_SIDE(p)      ((p) / 16u)
#define TAB_PIECE_KIND(p)      ((p) % 16u)
#define TAB_NO_CELL            (-1)

struct _TabRules
{
  const char   *id;              /* "fourmation" */
  const char   *name;            /* "4Mation" (marked with N_ for gettext) */
  const char   *summary;         /* one sentence for the game chooser (N_) */
  const char   *seat_names[TAB_MAX_SEATS];  /* "White", "Black", … (N_) */

  guint8        min_players, max_players, default_players;
  TabBoardKind  board_kind;
  guint8        min_size, max_size;
  guint8        default_rows, default_cols;
  guint         n_cells_max;     /* largest number of cells over all sizes */

  /* How much worse, in hundredths of evaluate ()'s unit, an estimated
   * turn must be than the better one to be an Inaccuracy, a Mistake, a
   * Blunder in a review (src/ai/tab-review.c; chosen from self-play,
   * docs/strength.md) */
  int           review_thresholds[3];

  gsize         state_size;      /* bytes of pos->state actually used */
  guint         n_scores;        /* entries written by scores (), 0 = none */
  const char   *score_names[TAB_MAX_SCORES];

  /* pos->rules, pos->options are set and valid; fill in the rest */
  void      (*init)          (TabPosition       *pos);
  /* writes the legal actions to out (room for TAB_MAX_ACTIONS), returns n */
  guint     (*legal)         (const TabPosition *pos,
                              TabAction         *out);
  /* plays a legal action */
  void      (*apply)         (TabPosition       *pos,
                              TabAction          action);
  /* the running scores (n_scores of them); may be NULL when n_scores = 0 */
  void      (*scores)        (const TabPosition *pos,
                              int               *scores);
  /* the status text of the rule file, e.g. "seat 1 to move (tier 2)" */
  void      (*status)        (const TabPosition *pos,
                              GString           *out);
  /* static evaluation from seat's point of view; for finished games the
   * generic code handles the result, so this sees running positions only */
  int       (*evaluate)      (const TabPosition *pos,
                              guint              seat);
  /* the token of a legal action played from pos (buf holds TAB_TOKEN_MAX) */
  void      (*format_action) (const TabPosition *pos,
                              TabAction          action,
                              char              *buf);
  /* TRUE when token follows the game's grammar on this board (whether or
   * not it is legal now); used to tell "malformed" from "illegal" */
  gboolean  (*token_is_wellformed) (const TabPosition *pos,
                                    const char        *token);
  /* the board as text, top row first, ending in a newline */
  void      (*render)        (const TabPosition *pos,
                              GString           *out);
  /* a hash of everything that decides the future of the game */
  guint64   (*hash)          (const TabPosition *pos);
  /* number of cells of the board and what stands on one (TAB_PIECE) */
  guint     (*n_cells)       (const TabPosition *pos);
  guint     (*piece_at)      (const TabPosition *pos,
                              guint              cell);
  /* the cells an action moves from and to (TAB_NO_CELL where none:
   * a placement has no origin, "end" and "pass" have neither) */
  void      (*action_cells)  (const TabPosition *pos,
                              TabAction          action,
                              int               *from,
                              int               *to);

  /* Optional answers about one legal action played from pos, so that no
   * other layer has to guess them from a token (NULL: the default said
   * with each; call them through tab_action_is_capture () and co.) */
  /* whether it takes pieces; NULL = whether action_effects removes any */
  gboolean  (*is_capture)    (const TabPosition *pos,
                              TabAction          action);
  /* whether it changes the balance at once (a capture worth a look, a
   * threat to win or the block of one): the actions a quiescence search
   * follows past its horizon; NULL = the game has none */
  gboolean  (*is_forcing)    (const TabPosition *pos,
                              TabAction          action);
  /* the cells it touched and the pieces it removed: effects comes with
   * from, to (action_cells) and those two touched; the game adds the
   * rest.  NULL = nothing more (a placement, "end", "pass") */
  void      (*action_effects) (const TabPosition *pos,
                               TabAction          action,
                               TabActionEffects  *effects);

  /* optional: the seat's name when it depends on the options (Splut!:
   * seat 2 sits North with two players, West with three or four);
   * NULL = seat_names[seat - 1] */
  const char *(*seat_name)   (const TabOptions  *options,
                              guint              seat);

  /* optional: the seat to move resigns (pos->resigned has it already)
   * and leaves the game as the rules say for a seat that is out, e.g.
   * Splut! with 3 or 4 players: its team leaves the board and the others
   * play on, the last one standing wins.  NULL: in a two-seat game the
   * other seat wins; a game of more seats cannot be resigned. */
  void      (*resign)        (TabPosition       *pos);

  /* Optional fast paths (NULL = use the generic code) */
  /* perft as defined in rules/README.md, depth ≥ 1 */
  guint64   (*perft)         (const TabPosition *pos,
                              guint              depth);
  /* a uniformly random legal action of a running game; rng is a TabRng */
  TabAction (*random_action) (const TabPosition *pos,
                              gpointer           rng);

  /* Optional game knowledge for the AI (NULL = not known) */
  /* an upper bound on the actions still to be played in a running game
   * (4Mation: the cubes left in both supplies); lets the exact endgame
   * search know when it can see to the end */
  guint     (*actions_left_max) (const TabPosition *pos);
  /* the symmetries of the board that map a position to an equivalent
   * one (0 is the identity); transform writes the image of pos under
   * one of them, transform_action the image of a legal action of pos.
   * Lets a strategy table keep one of each class of positions. */
  guint     (*n_symmetries)  (const TabPosition *pos);
  void      (*transform)     (const TabPosition *pos,
                              guint              symmetry,
                              TabPosition       *image);
  TabAction (*transform_action) (const TabPosition *pos,
                                 guint              symmetry,
                                 TabAction          action);
};

typedef struct
{
  guint     n;
  TabAction actions[TAB_MAX_ACTIONS];
} TabActionList;

/* The games, in the order they are shown */
const TabRules * const *tab_rules_all     (guint             *n_games);
const TabRules         *tab_rules_lookup  (const char        *id);

/* Options */
void        tab_options_default (const TabRules   *rules,
                                 TabOptions       *options);
gboolean    tab_options_check   (const TabRules   *rules,
                                 const TabOptions *options,
                                 GError          **error);
/* parses "N" or "RxC" into options (keeps options->players) */
gboolean    tab_options_parse_size (const TabRules *rules,
                                    const char     *text,
                                    TabOptions     *options,
                                    GError        **error);
/* "7x7", "8x8" or "" for a fixed board; caller frees */
char       *tab_options_size_string (const TabRules   *rules,
                                     const TabOptions *options);

/* Positions */
gboolean    tab_position_init   (TabPosition      *pos,
                                 const TabRules   *rules,
                                 const TabOptions *options,
                                 GError          **error);
void        tab_position_copy   (TabPosition       *dst,
                                 const TabPosition *src);
gboolean    tab_position_is_over (const TabPosition *pos);
guint       tab_position_legal  (const TabPosition *pos,
                                 TabActionList     *list);
/* Sorts list by keys (one per action, sorted along), highest first;
 * actions with equal keys keep their order */
void        tab_action_list_sort (TabActionList    *list,
                                  int              *keys);
void        tab_position_apply  (TabPosition       *pos,
                                 TabAction          action);
gboolean    tab_position_is_legal (const TabPosition *pos,
                                   TabAction          action);
guint64     tab_position_hash   (const TabPosition *pos);
char       *tab_position_status (const TabPosition *pos);
char       *tab_position_render (const TabPosition *pos);
/* Resigning (TAB_ACTION_RESIGN): whether the seat to move may resign (a
 * running game whose rules allow it), and the resignation itself, as
 * tab_position_apply () plays it */
gboolean    tab_position_can_resign (const TabPosition *pos);
void        tab_position_resign (TabPosition       *pos);
/* whether every seat but the winner of a won game resigned: the game
 * ended by resignation rather than by its rules */
gboolean    tab_position_won_by_resignation (const TabPosition *pos);

/* 1 = seat won, 0 = lost, 0.5 = draw; for a finished game */
double      tab_position_result_for (const TabPosition *pos,
                                     guint              seat);
/* the value of a finished game for seat: ±TAB_EVAL_WIN or 0 */
int         tab_position_terminal_value (const TabPosition *pos,
                                         guint              seat);

/* The name of a seat (N_() string: translate it for display) */
const char *tab_rules_seat_name (const TabRules   *rules,
                                 const TabOptions *options,
                                 guint             seat);

/* What a legal action played from pos does (the optional members of
 * TabRules, with their defaults); TAB_ACTION_RESIGN too: it has no
 * cells, and it removes what the game takes off the board */
void        tab_action_cells      (const TabPosition *pos,
                                   TabAction          action,
                                   int               *from,
                                   int               *to);
gboolean    tab_action_is_capture (const TabPosition *pos,
                                   TabAction          action);
gboolean    tab_action_is_forcing (const TabPosition *pos,
                                   TabAction          action);
/* whether the game has forcing actions at all */
gboolean    tab_rules_has_forcing (const TabRules    *rules);
void        tab_action_effects  (const TabPosition *pos,
                                 TabAction          action,
                                 TabActionEffects  *effects);
/* adds cell to effects->touched unless it is there already or
 * TAB_NO_CELL (for the games' action_effects) */
void        tab_action_effects_touch (TabActionEffects *effects,
                                      int               cell);
/* records that the piece on cell of pos is removed, and touches cell
 * (for the games) */
void        tab_action_effects_remove (TabActionEffects  *effects,
                                       const TabPosition *pos,
                                       int                cell);

/* Tokens */
void        tab_action_format   (const TabPosition *pos,
                                 TabAction          action,
                                 char              *buf);
/* the legal action whose token is exactly token; on failure the error
 * says "malformed action 'X'" or "illegal action 'X'" */
gboolean    tab_action_parse    (const TabPosition *pos,
                                 const char        *token,
                                 TabAction         *action,
                                 GError           **error);
/* plays a space-separated record; errors name the move number
 * ("illegal action 'e5' at move 3"); on error pos is left unchanged */
gboolean    tab_position_play_record (TabPosition *pos,
                                      const char  *record,
                                      GError     **error);
/* the sorted legal tokens, as a NULL-terminated vector */
GStrv       tab_position_legal_tokens (const TabPosition *pos);

/* A uniformly random legal action of a running game (rng is a TabRng) */
TabAction   tab_position_random_action (const TabPosition *pos,
                                        gpointer           rng);
/* Whether action, played in pos, ends the turn of its seat (the game
 * over, or the next turn begun) */
gboolean    tab_position_action_ends_turn (const TabPosition *pos,
                                           TabAction          action);
/* An action of the seat to move that ends the game won for it at once:
 * the first in the legal order, in *action; FALSE when there is none */
gboolean    tab_position_find_win_at_once (const TabPosition *pos,
                                           TabAction         *action);
/* Plays uniformly random actions to the end of the game */
void        tab_position_playout (TabPosition *pos,
                                  gpointer     rng);

/* Counting */
guint64     tab_perft           (const TabPosition *pos,
                                 guint              depth);
guint64     tab_count_turns     (const TabPosition *pos);
/* whether a sequence of actions ends at child, the position after its
 * last action */
typedef gboolean (*TabSequenceEnds) (const TabPosition *child,
                                     gconstpointer      data);
/* the sequences of legal actions from pos that go on until ends says
 * they end (a turn, a series of jumps), or the game does: each counted
 * once where it ends */
guint64     tab_count_sequences (const TabPosition *pos,
                                 TabSequenceEnds    ends,
                                 gconstpointer      data);

#define TAB_ENGINE_ERROR (tab_engine_error_quark ())
GQuark      tab_engine_error_quark (void);

typedef enum
{
  TAB_ENGINE_ERROR_UNKNOWN_GAME,
  TAB_ENGINE_ERROR_BAD_OPTIONS,
  TAB_ENGINE_ERROR_MALFORMED_ACTION,
  TAB_ENGINE_ERROR_ILLEGAL_ACTION,
} TabEngineError;

G_END_DECLS
