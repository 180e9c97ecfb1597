/* tab-how-to-play.c: the "How to Play" window, one page per game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each page is the rules of one game in short (goal, board and set-up, a
 * turn, special moves, end and scoring), illustrated with small diagrams.
 * A diagram is the app's own board view showing a TabGame that replays a
 * short record from the worked examples of the rule book, so the pictures
 * can never disagree with the rules the app plays by.
 */

#include "config.h"

#include "tab-how-to-play.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-board-view.h"
#include "tab-bits.h"
#include "tab-fourmation.h"
#include "tab-freedom.h"
#include "tab-game.h"
#include "tab-grid.h"

/* ---- The text of the pages ---- */

/* Which cells a diagram highlights */
typedef enum
{
  MARK_NONE,
  MARK_TARGETS,       /* the cells the seat to move may play to */
  MARK_WINNING_LINE,  /* 4Mation: the line that won */
  MARK_LIVE,          /* Freedom: the live stones */
} DiagramMark;

typedef struct
{
  const char  *size;     /* "7", "8x8"; NULL = the standard board */
  guint        players;  /* 0 = the default */
  const char  *record;   /* tokens from the initial position */
  DiagramMark  mark;
  const char  *caption;  /* N_() */
} Diagram;

typedef enum
{
  BLOCK_END = 0,
  BLOCK_HEADING,
  BLOCK_TEXT,
  BLOCK_ITEM,
  BLOCK_DIAGRAM,
} BlockKind;

typedef struct
{
  BlockKind      kind;
  const char    *text;     /* N_() */
  const Diagram *diagram;
} Block;

#define HEADING(t)  { BLOCK_HEADING, t, NULL }
#define TEXT(t)     { BLOCK_TEXT, t, NULL }
#define ITEM(t)     { BLOCK_ITEM, t, NULL }
#define DIAGRAM(d)  { BLOCK_DIAGRAM, NULL, d }
#define END         { BLOCK_END, NULL, NULL }

/* The same five headings on every page */
#define GOAL_HEADING      HEADING (N_("Goal"))
#define BOARD_HEADING     HEADING (N_("Board and Set-Up"))
#define TURN_HEADING      HEADING (N_("A Turn"))
#define SPECIAL_HEADING   HEADING (N_("Special Moves"))
#define END_HEADING       HEADING (N_("End and Scoring"))

/* 4Mation: rules/fourmation.md, T2, T3 and T6 */

static const Diagram fourmation_bound = {
  NULL, 0, "d4 c3", MARK_TARGETS,
  N_("Pink has just played c3. Blue must touch it: one of the seven highlighted squares. "
     "e5, next to Blue’s own cube, is not allowed.")
};

static const Diagram fourmation_boxed_in = {
  NULL, 0, "b2 a2 b1 a1", MARK_TARGETS,
  N_("Pink’s last cube on a1 has no free neighbour, so Blue may touch any pink cube "
     "instead: a3 or b3.")
};

static const Diagram fourmation_win = {
  "5", 0, "b4 b5 a4 a5 c4 d5 e4 e5 d4", MARK_WINNING_LINE,
  N_("On a 5 × 5 board Blue fills the gap on d4: five in a row, and Blue wins.")
};

static const Block fourmation_page[] = {
  GOAL_HEADING,
  TEXT (N_("Be the first to line up four of your cubes in a row, a column or a diagonal.")),
  BOARD_HEADING,
  TEXT (N_("A square board, 7 × 7 in the standard game; the New Game dialog offers every "
           "size from 4 × 4 to 10 × 10. The board starts empty. Each player has a supply of "
           "cubes: 24 each on the standard board, half the number of squares on the others.")),
  TURN_HEADING,
  TEXT (N_("Players take turns placing one cube of their colour on an empty square. Blue "
           "starts, anywhere on the board. Cubes never move and are never removed.")),
  TEXT (N_("From then on, your cube must touch the cube your opponent has just placed, by a "
           "side or a corner. Only that last cube counts: your own cubes do not help.")),
  DIAGRAM (&fourmation_bound),
  SPECIAL_HEADING,
  TEXT (N_("When the cube your opponent has just placed has no free neighbour:")),
  ITEM (N_("touch any of your opponent’s cubes instead;")),
  ITEM (N_("if none of them has a free neighbour either, play on any empty square.")),
  DIAGRAM (&fourmation_boxed_in),
  END_HEADING,
  TEXT (N_("Four or more of your cubes in an unbroken line win at once; longer lines win "
           "too.")),
  TEXT (N_("When both supplies are used up without such a line, the game is a draw. On "
           "boards with an odd number of squares one square stays empty.")),
  DIAGRAM (&fourmation_win),
  END
};

/* Freedom: rules/freedom.md, T1, T2 and T12 */

static const Diagram freedom_bound = {
  "8", 0, "d4 e5", MARK_TARGETS,
  N_("Black has just played e5. White must play on one of the seven highlighted cells "
     "around it.")
};

static const Diagram freedom_freedom = {
  NULL, 0, "b10 b9 a9 a10", MARK_NONE,
  N_("Black’s last stone on a10 has no empty neighbour, so White has freedom: any of the 96 "
     "empty cells.")
};

static const Diagram freedom_live = {
  "5", 0, "d4 c3 c2 c1 b1 a1 b2 a3 b3 a4 a5 b5 c4 b4 c5 d5 e4 e3 d2 e1 e2 d3", MARK_LIVE,
  N_("White’s b2–e2 is a line of exactly four, so these four stones are live. A fifth white "
     "stone on a2 would make the line five long and all four would die: if a2 is the last "
     "empty cell, White may pass.")
};

static const Block freedom_page[] = {
  GOAL_HEADING,
  TEXT (N_("Have more live stones than your opponent when the board is full. A stone is live "
           "when it is part of a line of exactly four stones of its colour: across, up and "
           "down, or diagonal.")),
  BOARD_HEADING,
  TEXT (N_("A square board, 10 × 10 in the standard game; 8 × 8 is a good size to learn, and "
           "the New Game dialog offers every size from 4 × 4 to 19 × 19. The board starts "
           "empty. White plays first.")),
  TURN_HEADING,
  TEXT (N_("Place one stone of your colour on an empty cell. White’s first stone may go "
           "anywhere. After that, each stone must touch the stone your opponent has just "
           "placed, by a side or a corner. Stones never move and are never removed.")),
  DIAGRAM (&freedom_bound),
  SPECIAL_HEADING,
  ITEM (N_("Freedom: when every cell around your opponent’s last stone is full, you may "
           "place your stone on any empty cell. The next player is bound to your stone as "
           "usual.")),
  DIAGRAM (&freedom_freedom),
  ITEM (N_("The last cell: the player who would fill the last empty cell may pass instead, "
           "when that stone would lower their own number of live stones.")),
  DIAGRAM (&freedom_live),
  END_HEADING,
  TEXT (N_("The game ends when the board is full, or when the last cell is passed. Each "
           "player counts their live stones: a stone in two lines of four counts once, and "
           "lines of five or more give nothing.")),
  TEXT (N_("More live stones wins; equal counts are a draw.")),
  END
};

/* Apart: rules/apart.md, the set-up and E4 */

static const Diagram apart_start = {
  NULL, 0, "", MARK_NONE,
  N_("The starting position: White at the bottom, Black at the top.")
};

static const Diagram apart_jump = {
  NULL, 0, "b1-b3 c8-c6", MARK_TARGETS,
  N_("Black jumped from c8 to c6: the piece was in a line of two on its column, so it moved "
     "two squares. From c6 it may jump on to a highlighted square, or end its turn.")
};

static const Block apart_page[] = {
  GOAL_HEADING,
  TEXT (N_("Be the first to have all your pieces apart: none of your pieces touches another "
           "of yours, by a side or a corner.")),
  BOARD_HEADING,
  TEXT (N_("A board of 8 × 8 squares in the standard game; the New Game dialog offers 5 to "
           "15 rows and columns. Each player starts with two full rows at their own edge, "
           "without the corner columns: 12 pieces each on the standard board. White "
           "starts.")),
  DIAGRAM (&apart_start),
  TURN_HEADING,
  TEXT (N_("Move one of your pieces in a straight line, in any of the eight directions, by "
           "exactly as many squares as the line of your pieces it stands in along that "
           "direction: the piece itself plus your pieces next to it on that line, without "
           "gaps.")),
  ITEM (N_("A piece alone on that line moves one square: a step.")),
  ITEM (N_("A line of two moves two squares, a line of three moves three, and so on: a "
           "jump.")),
  ITEM (N_("A moving piece flies over anything in its way. It may land on an empty square, "
           "or on an enemy piece, which is captured, but never on one of your own pieces.")),
  SPECIAL_HEADING,
  TEXT (N_("Continuous jump: after a jump (not a step) the same piece may jump again from "
           "where it landed, measuring its lines anew, as often as it can, or you may end "
           "your turn. In one turn it may not land twice on the same square, nor go back "
           "where it started. The very first turn of the game is a single move.")),
  DIAGRAM (&apart_jump),
  END_HEADING,
  TEXT (N_("The game ends as soon as a player is apart, after any move, even when the other "
           "player made it: a capture can leave the opponent apart. If a move leaves both "
           "players apart, the player who moved loses. A single piece is always apart.")),
  TEXT (N_("If nobody has won after 300 turns, the game is a draw.")),
  END
};

/* Green Skull: rules/green-skull.md, the set-up, GS-E1 and GS-E4 */

static const Diagram green_skull_start = {
  NULL, 0, "", MARK_NONE,
  N_("The starting position: the Goblins in the bottom-left corner, the Orcs in the "
     "bottom-right corner, the Zombies near the top.")
};

static const Diagram green_skull_self_capture = {
  NULL, 0, "h8xh6", MARK_NONE,
  N_("The Orcs open with h8–h6, jumping over their own Orc on h7: it is captured, which gives "
     "a point to the Goblins and a point to the Zombies.")
};

static const Diagram green_skull_zombie = {
  NULL, 0, "h8xh6 g1-f1 c1xe1", MARK_TARGETS,
  N_("The Goblins hold the skull and stepped g1–f1, so they move a Zombie: c1 jumped over d1 "
     "to e1. It may jump on over the Goblin on f1, or stop. Either way it captured, so the "
     "skull then passes to the Orcs.")
};

static const Block green_skull_page[] = {
  GOAL_HEADING,
  TEXT (N_("Race your species across the board to its own edge and capture along the way, to "
           "score more points than your opponent, and than the Zombies.")),
  BOARD_HEADING,
  TEXT (N_("A triangle of 55 hexagonal cells. Each side belongs to one species: the Orcs "
           "(the first player) head for the left edge, the Goblins for the right edge, and "
           "the eight Zombies, which belong to nobody, for the bottom edge. The Orcs move "
           "first; the Goblins start with the Green Skull.")),
  DIAGRAM (&green_skull_start),
  TURN_HEADING,
  TEXT (N_("Move one of your pieces, in any of the six directions, forwards or back:")),
  ITEM (N_("a step to a neighbouring empty cell; or")),
  ITEM (N_("a jump over a neighbouring piece, any piece, even one of your own, to the empty "
           "cell just behind it. The piece jumped over is captured. After a jump the same "
           "piece may jump again, in any direction, or stop.")),
  DIAGRAM (&green_skull_self_capture),
  SPECIAL_HEADING,
  TEXT (N_("The Green Skull: its holder, after a move of their own that captured nothing, "
           "may also move one Zombie, with a step or jumps that capture anything, or skip "
           "it. Whenever the holder captures, with their own piece or with the Zombie, the "
           "skull passes to the other player.")),
  DIAGRAM (&green_skull_zombie),
  END_HEADING,
  TEXT (N_("The game ends as soon as one species, the Zombies included, has no pieces left, "
           "or has all its pieces on its own edge.")),
  TEXT (N_("Each species scores 2 points for each of its pieces on its own edge, and 1 point "
           "for each piece the two other species have lost, whoever captured it. The higher "
           "score wins; if the Zombies score more than both players, both players lose.")),
  END
};

/* Splut!: rules/splut.md, the set-up and a throw that decides the game */

static const Diagram splut_start = {
  NULL, 4, "", MARK_NONE,
  N_("The start with four players: a Rock on each tip, and each team, a Sorcerer, a Dwarf "
     "and a Stonetroll, next to the Rock of its side.")
};

static const Diagram splut_before_throw = {
  NULL, 2, "e2-e3 f8-f7 f7-e7 f2-e2", MARK_NONE,
  N_("South’s Troll on e2 can step onto the Rock on e1, pick it up and throw it north: it "
     "flies over South’s own Dwarf on e3, and nothing stops it before North’s Sorcerer on "
     "e7…")
};

static const Diagram splut_after_throw = {
  NULL, 2, "e2-e3 f8-f7 f7-e7 f2-e2 e2-e1*n", MARK_NONE,
  N_("…so the Rock hits it and takes its square. North’s whole team leaves the board, and "
     "South wins.")
};

static const Block splut_page[] = {
  GOAL_HEADING,
  TEXT (N_("Be the last player with a Sorcerer on the board. A Sorcerer hit by a thrown Rock "
           "leaves the game with its whole team.")),
  BOARD_HEADING,
  TEXT (N_("A diamond of 41 squares, for 2, 3 or 4 players. A Rock stands on each of the four "
           "tips. Each team, a Sorcerer, a Dwarf and a Stonetroll, starts next to the Rock "
           "of its side; with two players, South and North play. South starts, and play "
           "goes clockwise.")),
  DIAGRAM (&splut_start),
  TURN_HEADING,
  TEXT (N_("Pieces move one square north, east, south or west, never diagonally, and never "
           "onto another piece except as described below. A turn has three steps, shared "
           "among your pieces as you like; the first turn of the game has one step and the "
           "second two. You must play all your steps.")),
  SPECIAL_HEADING,
  ITEM (N_("Stonetroll, throw: a Troll that steps onto a Rock picks it up and throws it at "
           "once, in any direction. The Rock flies over empty squares and Dwarves until the "
           "edge, a Troll or another Rock stops it; a Dwarf where it comes down is crushed. "
           "A throw ends your turn.")),
  ITEM (N_("A thrown Rock that reaches a Sorcerer, even your own, hits it: the Rock takes its "
           "square and the Sorcerer’s whole team leaves the board.")),
  ITEM (N_("Stonetroll, pull: a Troll that steps away from a Rock right behind it may drag "
           "that Rock into the square it leaves.")),
  ITEM (N_("Dwarf, push: a Dwarf pushes the whole row of pieces in front of it one square, "
           "as long as there is an empty square at the end of the row.")),
  ITEM (N_("Sorcerer, levitation: with a step, the Sorcerer may move one Rock anywhere on the "
           "board one square in the same direction. A Rock that moved in the turn before "
           "cannot be levitated, and within a turn only one Rock, in unbroken Sorcerer "
           "steps.")),
  DIAGRAM (&splut_before_throw),
  DIAGRAM (&splut_after_throw),
  END_HEADING,
  TEXT (N_("The last player with a Sorcerer on the board wins. The teams that are out are "
           "skipped. After 200 turns without a winner the game is a draw: a rule of this "
           "app, not of the game.")),
  END
};

typedef struct
{
  const char  *game_id;
  const Block *blocks;
} Page;

static const Page pages[] = {
  { "apart", apart_page },
  { "fourmation", fourmation_page },
  { "freedom", freedom_page },
  { "green-skull", green_skull_page },
  { "splut", splut_page },
};

static const Block *
page_blocks (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (strcmp (pages[i].game_id, game_id) == 0)
      return pages[i].blocks;
  return NULL;
}

/* ---- The window ---- */

struct _TabHowToPlay
{
  AdwWindow        parent_instance;

  /* template children */
  AdwWindowTitle  *window_title;
  GtkStack        *stack;
};

G_DEFINE_FINAL_TYPE (TabHowToPlay, tab_how_to_play, ADW_TYPE_WINDOW)

/* A diagram has a fixed size, whatever room the page gives it */
static void
measure_diagram (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  const char *key = orientation == GTK_ORIENTATION_HORIZONTAL ? "diagram-width" : "diagram-height";

  *minimum = *natural = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), key));
}

static void
allocate_diagram (GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static GtkWidget *
fixed_size_bin (GtkWidget *child, int width, int height)
{
  GtkWidget *bin = adw_bin_new ();

  g_object_set_data (G_OBJECT (bin), "diagram-width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (bin), "diagram-height", GINT_TO_POINTER (height));
  gtk_widget_set_layout_manager (bin, gtk_custom_layout_new (NULL, measure_diagram, allocate_diagram));
  gtk_widget_set_halign (bin, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (bin), child);
  return bin;
}

static TabGame *
diagram_game (const TabRules *rules, const Diagram *diagram, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit (diagram->record, " ", -1);
  TabOptions options;

  tab_options_default (rules, &options);
  if (diagram->players != 0)
    options.players = diagram->players;
  if (diagram->size != NULL && !tab_options_parse_size (rules, diagram->size, &options, error))
    return NULL;
  return tab_game_new_from_record (rules, &options, (const char * const *) tokens, error);
}

static gboolean
contains (const int *cells, guint n, int cell)
{
  for (guint i = 0; i < n; i++)
    if (cells[i] == cell)
      return TRUE;
  return FALSE;
}

/* writes the cells to highlight (at most one per cell of the board) */
static guint
marked_cells (TabGame *game, DiagramMark mark, int *cells)
{
  const TabPosition *pos = tab_game_get_position (game);
  guint n = 0;

  switch (mark)
    {
    case MARK_TARGETS:
      {
        TabActionList list;

        tab_position_legal (pos, &list);
        for (guint i = 0; i < list.n; i++)
          {
            int from, to;

            pos->rules->action_cells (pos, list.actions[i], &from, &to);
            if (to != TAB_NO_CELL && !contains (cells, n, to))
              cells[n++] = to;
          }
      }
      break;
    case MARK_WINNING_LINE:
      n = tab_fourmation_winning_line (pos, cells);
      break;
    case MARK_LIVE:
      {
        TabBits live;

        tab_freedom_live_cells (pos, &live);
        for (int cell = tab_bits_next (&live, 0); cell >= 0; cell = tab_bits_next (&live, cell + 1))
          cells[n++] = cell;
      }
      break;
    case MARK_NONE:
    default:
      break;
    }
  return n;
}

static GtkWidget *
create_diagram (const TabRules *rules, const Diagram *diagram)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = diagram_game (rules, diagram, &error);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *caption = gtk_label_new (gettext (diagram->caption));
  GtkWidget *board;
  const TabOptions *options;
  int cells[MAX (TAB_GRID_MAX_CELLS, TAB_MAX_ACTIONS)];
  guint n_cells;
  int width = TAB_HOW_TO_PLAY_SQUARE_WIDTH, height = TAB_HOW_TO_PLAY_SQUARE_WIDTH;

  gtk_widget_add_css_class (box, "diagram");
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 60);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");

  if (game == NULL)
    {
      /* a record of this file that the rules refuse: a bug, say it */
      g_warning ("How to play %s: cannot set up the diagram: %s", rules->id, error->message);
      gtk_box_append (GTK_BOX (box), caption);
      return box;
    }

  board = tab_board_view_new ();
  tab_board_view_set_game (TAB_BOARD_VIEW (board), game);
  tab_board_view_set_interactive (TAB_BOARD_VIEW (board), FALSE);
  tab_board_view_set_show_legal (TAB_BOARD_VIEW (board), FALSE);
  tab_board_view_set_show_last_move (TAB_BOARD_VIEW (board), TRUE);
  n_cells = marked_cells (game, diagram->mark, cells);
  tab_board_view_set_marked_cells (TAB_BOARD_VIEW (board), cells, n_cells);
  /* a picture: not a place to click or to stop with the keyboard */
  gtk_widget_set_focusable (board, FALSE);
  gtk_widget_set_can_target (board, FALSE);
  gtk_widget_set_hexpand (board, FALSE);
  gtk_widget_set_vexpand (board, FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (board),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, caption, NULL,
                                  -1);

  /* the board view keeps half a cell around a square grid for the
   * coordinates: give the diagram the board's proportions.  The fixed
   * boards (a triangle of hexagons, a diamond) get a little more room. */
  options = tab_game_get_options (game);
  if (options->rows > 0 && options->cols > 0)
    height = width * (options->rows + 1) / (options->cols + 1);
  else
    {
      width = TAB_HOW_TO_PLAY_FIXED_WIDTH;
      height = TAB_HOW_TO_PLAY_FIXED_HEIGHT;
    }

  gtk_box_append (GTK_BOX (box), fixed_size_bin (board, width, height));
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static GtkWidget *
create_paragraph (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A list item with a hanging bullet */
static GtkWidget *
create_item (const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *bullet = gtk_label_new ("•");
  GtkWidget *text_label;

  gtk_widget_set_valign (bullet, GTK_ALIGN_START);
  gtk_widget_set_margin_start (bullet, 12);
  gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), bullet);
  text_label = create_paragraph (text, NULL);
  gtk_widget_set_hexpand (text_label, TRUE);
  gtk_box_append (GTK_BOX (box), text_label);
  return box;
}

static GtkWidget *
create_page (const TabRules *rules, const Block *blocks)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = create_paragraph (gettext (rules->name), "title-1");
  GtkWidget *summary = create_paragraph (gettext (rules->summary), "dim-label");

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  g_object_set (box, "margin-top", 24, "margin-bottom", 24, "margin-start", 18, "margin-end", 18, NULL);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), summary);

  for (const Block *block = blocks; block->kind != BLOCK_END; block++)
    {
      GtkWidget *child = NULL;

      switch (block->kind)
        {
        case BLOCK_HEADING:
          child = create_paragraph (gettext (block->text), "title-4");
          gtk_widget_set_margin_top (child, 12);
          break;
        case BLOCK_TEXT:
          child = create_paragraph (gettext (block->text), NULL);
          break;
        case BLOCK_ITEM:
          child = create_item (gettext (block->text));
          break;
        case BLOCK_DIAGRAM:
          child = create_diagram (rules, block->diagram);
          break;
        case BLOCK_END:
        default:
          g_assert_not_reached ();
        }
      gtk_box_append (GTK_BOX (box), child);
    }

  /* the text takes the keyboard focus (Tab from the sidebar), so that
   * Page Up and Page Down scroll it */
  gtk_widget_set_focusable (box, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gettext (rules->name),
                                  -1);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  return scroller;
}

static void
add_pages (TabHowToPlay *self)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const Block *blocks = page_blocks (all[i]->id);

      if (blocks == NULL)
        continue;   /* a game without a page yet: no empty page */
      gtk_stack_add_titled (self->stack, create_page (all[i], blocks),
                            all[i]->id, gettext (all[i]->name));
    }
}

static void
on_visible_page_changed (TabHowToPlay *self)
{
  const char *id = gtk_stack_get_visible_child_name (self->stack);
  const TabRules *rules = id != NULL ? tab_rules_lookup (id) : NULL;

  adw_window_title_set_subtitle (self->window_title, rules != NULL ? gettext (rules->name) : NULL);
}

static void
tab_how_to_play_class_init (TabHowToPlayClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabuleiro/Tabuleiro/ui/tab-how-to-play.ui");
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, window_title);
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, stack);
  gtk_widget_class_bind_template_callback (widget_class, on_visible_page_changed);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tab_how_to_play_init (TabHowToPlay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_pages (self);
  on_visible_page_changed (self);
}

TabHowToPlay *
tab_how_to_play_find (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (TAB_IS_HOW_TO_PLAY (item) &&
          gtk_window_get_transient_for (GTK_WINDOW (item)) == parent)
        return TAB_HOW_TO_PLAY (item);
    }
  return NULL;
}

void
tab_how_to_play_show (GtkWindow *parent, const char *game_id)
{
  TabHowToPlay *self;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  self = tab_how_to_play_find (parent);
  if (self == NULL)
    self = g_object_new (TAB_TYPE_HOW_TO_PLAY,
                         "transient-for", parent,
                         "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                         NULL);
  tab_how_to_play_set_game (self, game_id);
  gtk_window_present (GTK_WINDOW (self));
}

const char *
tab_how_to_play_get_game (TabHowToPlay *self)
{
  g_return_val_if_fail (TAB_IS_HOW_TO_PLAY (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

void
tab_how_to_play_set_game (TabHowToPlay *self, const char *game_id)
{
  GtkWidget *page;

  g_return_if_fail (TAB_IS_HOW_TO_PLAY (self));

  page = game_id != NULL ? gtk_stack_get_child_by_name (self->stack, game_id) : NULL;
  if (page == NULL)
    {
      /* an unknown game: the first page, rather than nothing */
      g_debug ("How to play: no page for game '%s'", game_id != NULL ? game_id : "(null)");
      page = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
    }
  if (page != NULL)
    gtk_stack_set_visible_child (self->stack, page);
}

GtkWidget *
tab_how_to_play_get_page (TabHowToPlay *self, const char *game_id)
{
  g_return_val_if_fail (TAB_IS_HOW_TO_PLAY (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  return gtk_stack_get_child_by_name (self->stack, game_id);
}
