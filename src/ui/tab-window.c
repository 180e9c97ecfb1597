/* tab-window.c: the main window: the game chooser and the board
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-window.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tab-ai.h"
#include "tab-apart.h"
#include "tab-board-paint.h"
#include "tab-board-view.h"
#include "tab-compat.h"
#include "tab-freedom.h"
#include "tab-green-skull.h"
#include "tab-splut.h"
#include "tab-fourmation.h"
#include "tab-grid.h"
#include "tab-game-io.h"
#include "tab-how-to-play.h"
#include "tab-mnemonic.h"
#include "tab-new-game-dialog.h"

struct _TabWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  GtkWidget       *back_button;
  GtkWidget       *undo_box;
  GtkWidget       *hint_button;
  GtkWidget       *new_game_button;
  GtkStack        *stack;
  GtkListBox      *games_list;
  TabBoardView    *board_view;
  GtkWidget       *end_box;
  GtkLabel        *result_label;
  GtkLabel        *status_label;
  GtkWidget       *thinking_box;
  GtkListBox      *seat_list;
  GtkLabel        *scores_label;
  GtkLabel        *details_label;
  GtkScrolledWindow *moves_scroller;
  GtkLabel        *moves_label;
  GtkButton       *pass_button;
  GtkWidget       *header_spinner;
  GtkBox          *game_box;
  GtkWidget       *side_panel;
  GtkLabel        *last_move_label;
  GtkWidget       *computer_box;
  GtkWidget       *pause_button;
  GtkDropDown     *speed_dropdown;

  TabMatch        *match;
  TabGame         *game;          /* the match's game, watched */
  GSettings       *settings;
  GFile           *file;          /* where the game was saved or loaded */
  gboolean         modified;
  gboolean         close_confirmed;
  gboolean         autosave_failed;  /* told the player; quiet until it works */
  char            *chosen_game_id;   /* the chooser's row, while asking to save */
  void           (*after_asking) (TabWindow *self);  /* see ask_to_save () */
  GtkWidget       *question;      /* the "Save the Game?" on show, if any */
  GtkWidget       *resume_offer;  /* the "Resume the Last Game?" on show, if any */
  GFile           *file_to_open;  /* while asking whether to save first */
  GCancellable    *hint_cancellable;
  AdwToast        *toast;         /* the toast on show; the overlay owns it */
  /* the last "pass"/"end" action of the position, for pass_button */
  TabAction        pass_action;
};

G_DEFINE_FINAL_TYPE (TabWindow, tab_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (TabWindow *self);
static void unless_unsaved (TabWindow *self, void (*then) (TabWindow *self));

/* once dismissed (its timeout, its close button, Escape) the toast may
 * still be fading out, but it is no longer the one on show */
static void
on_toast_dismissed (TabWindow *self)
{
  self->toast = NULL;
}

/* message is plain text: libadwaita 1.2 reads a toast's title as Pango
 * markup, where the "<seat>" or the "&" of a message or a file name would
 * leave the toast blank.
 *
 * A new message replaces the one on show at once rather than queueing
 * behind it for its 5 s: the toast on show takes the new title, and
 * adding it again restarts its timeout.  It is not dismissed for a new
 * toast: libadwaita 1.2 frees a toast dismissed while it still slides in
 * before its slide ends, and the slide's end then uses the freed toast. */
static void
show_toast (TabWindow *self, const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, escaped);
      adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->toast));
      return;
    }
  self->toast = adw_toast_new (escaped);
  adw_toast_set_timeout (self->toast, 5);
  g_signal_connect_object (self->toast, "dismissed", G_CALLBACK (on_toast_dismissed),
                           self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, self->toast);
}

static const char *
seat_name (TabGame *game, guint seat)
{
  const TabRules *rules = tab_game_get_rules (game);
  const char *name;

  if (seat < 1 || seat > TAB_MAX_SEATS)
    return "?";
  name = tab_rules_seat_name (rules, tab_game_get_options (game), seat);
  return name != NULL ? gettext (name) : "?";
}

static gboolean
is_game (TabGame *game, const char *id)
{
  return game != NULL && strcmp (tab_game_get_rules (game)->id, id) == 0;
}

/* ---- What the panel shows ---- */

static char *
describe_green_skull_result (TabGame *game)
{
  const TabPosition *pos = tab_game_get_position (game);
  TabGreenSkullScore orcs, goblins, zombies;
  g_autofree char *verdict = NULL;
  const char *reason;
  guint species = 0;

  tab_green_skull_score (pos, TAB_GREEN_SKULL_ORCS, &orcs);
  tab_green_skull_score (pos, TAB_GREEN_SKULL_GOBLINS, &goblins);
  tab_green_skull_score (pos, TAB_GREEN_SKULL_ZOMBIES, &zombies);

  switch (tab_green_skull_end_reason (pos, &species))
    {
    case TAB_GREEN_SKULL_END_ALL_CAPTURED:
      reason = species == TAB_GREEN_SKULL_ORCS ? _("Every Orc was captured.")
             : species == TAB_GREEN_SKULL_GOBLINS ? _("Every Goblin was captured.")
             : _("Every Zombie was captured.");
      break;
    case TAB_GREEN_SKULL_END_ALL_ON_EDGE:
      reason = species == TAB_GREEN_SKULL_ORCS ? _("Every Orc reached the Orcs’ edge.")
             : species == TAB_GREEN_SKULL_GOBLINS ? _("Every Goblin reached the Goblins’ edge.")
             : _("Every Zombie reached the Zombies’ edge.");
      break;
    case TAB_GREEN_SKULL_END_TURN_LIMIT:
      reason = _("The turn limit of 400 turns was reached.");
      break;
    case TAB_GREEN_SKULL_END_NONE:
    default:
      reason = "";
      break;
    }

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      verdict = g_strdup_printf (_("%s win!"), seat_name (game, pos->winner));
      break;
    case TAB_OUTCOME_NOBODY:
      verdict = g_strdup (_("The Zombies win: both players lose!"));
      break;
    default:
      verdict = g_strdup (_("Draw"));
      break;
    }
  /* Translators: the verdict, why the game ended and the final scores */
  return g_strdup_printf (_("%s\n%s\nOrcs %d, Goblins %d, Zombies %d"),
                          verdict, reason, orcs.score, goblins.score, zombies.score);
}

static char *
describe_result (TabGame *game)
{
  const TabPosition *pos = tab_game_get_position (game);

  if (pos->outcome == TAB_OUTCOME_NONE)
    return NULL;
  if (is_game (game, "green-skull"))
    return describe_green_skull_result (game);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      if (is_game (game, "freedom"))
        /* Translators: e.g. "White wins with 8 live stones against 4" */
        return g_strdup_printf (_("%s wins with %u live stones against %u!"),
                                seat_name (game, pos->winner),
                                tab_freedom_live_count (pos, pos->winner),
                                tab_freedom_live_count (pos, 3 - pos->winner));
      if (is_game (game, "apart"))
        return g_strdup_printf (_("%s wins: every piece stands apart!"), seat_name (game, pos->winner));
      if (is_game (game, "splut"))
        return g_strdup_printf (_("%s wins: the last Sorcerer standing!"), seat_name (game, pos->winner));
      /* Translators: %s is a seat, e.g. "Blue wins!" */
      return g_strdup_printf (_("%s wins!"), seat_name (game, pos->winner));
    case TAB_OUTCOME_DRAW:
      if (is_game (game, "freedom"))
        return g_strdup_printf (_("Draw: %u live stones each"), tab_freedom_live_count (pos, 1));
      if (is_game (game, "apart"))
        return g_strdup_printf (_("Draw: %u turns were played"), TAB_APART_TURN_LIMIT);
      if (is_game (game, "splut"))
        return g_strdup_printf (_("Draw by the turn limit (%u turns), not an official rule"),
                                TAB_SPLUT_TURN_LIMIT);
      return g_strdup (_("Draw"));
    case TAB_OUTCOME_NOBODY:
    default:
      return g_strdup (_("Nobody wins"));
    }
}

static char *
describe_seat_role (TabWindow *self, guint seat)
{
  guint level = tab_match_get_seat_level (self->match, seat);

  if (level == TAB_MATCH_PERSON)
    return g_strdup (_("Person"));
  /* Translators: %s is a level, e.g. "Computer, Casual" */
  return g_strdup_printf (_("Computer, %s"), gettext (tab_ai_level_name (level)));
}

/* What a seat's row says besides who plays it: Splut! teams that are out,
 * the holder of the Green Skull */
static char *
describe_seat_state (TabWindow *self, guint seat)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  g_autofree char *role = describe_seat_role (self, seat);

  if (is_game (self->game, "splut") && !tab_splut_seat_alive (pos, seat))
    /* Translators: a Splut! team whose Sorcerer was hit */
    return g_strdup_printf (_("%s — eliminated"), role);
  if (is_game (self->game, "green-skull") && tab_green_skull_skull_holder (pos) == seat)
    return g_strdup_printf (_("%s — holds the Green Skull ☠"), role);
  return g_steal_pointer (&role);
}

static void
refresh_seats (TabWindow *self)
{
  const TabRules *rules = tab_game_get_rules (self->game);
  guint players = tab_game_get_options (self->game)->players;
  guint to_move = tab_game_get_seat_to_move (self->game);
  gboolean over = tab_game_is_over (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_list))) != NULL)
    gtk_list_box_remove (self->seat_list, child);

  for (guint seat = 1; seat <= players; seat++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *glyph = gtk_label_new (tab_paint_seat_glyph (rules, seat));
      g_autofree char *state = describe_seat_state (self, seat);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), seat_name (self->game, seat));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), state);
      gtk_widget_add_css_class (glyph, "seat-glyph");
      gtk_widget_add_css_class (glyph, tab_paint_seat_css (rules, seat));
      gtk_accessible_update_property (GTK_ACCESSIBLE (glyph),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, seat_name (self->game, seat),
                                      -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), glyph);
      if (is_game (self->game, "splut") && !tab_splut_seat_alive (tab_game_get_position (self->game), seat))
        gtk_widget_add_css_class (row, "eliminated");
      if (!over && seat == to_move)
        {
          GtkWidget *mark = gtk_image_new_from_icon_name ("media-playback-start-symbolic");

          gtk_widget_add_css_class (row, "current-seat");
          gtk_accessible_update_property (GTK_ACCESSIBLE (mark),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, _("To move"),
                                          -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
        }
      gtk_list_box_append (self->seat_list, row);
    }
}

static void
append_green_skull_score (GString *text, const char *name, const TabPosition *pos, TabGreenSkullSpecies species)
{
  TabGreenSkullScore score;

  tab_green_skull_score (pos, species, &score);
  /* Translators: a species' score: 2 points per piece on its edge, 1 per
   * piece the two other species have lost */
  g_string_append_printf (text, _("%s: <b>%d</b>  (on the edge %u, others lost %u)\n"),
                          name, score.score, score.on_edge, score.capture_points);
}

/* Apart: the pieces of seat with no piece of their colour around them */
static guint
count_isolated (const TabPosition *pos, guint seat)
{
  guint n_cells = pos->rules->n_cells (pos);
  guint n = 0;

  for (guint cell = 0; cell < n_cells; cell++)
    if (TAB_PIECE_SIDE (pos->rules->piece_at (pos, cell)) == seat && tab_apart_is_isolated (pos, cell))
      n++;
  return n;
}

static void
refresh_scores (TabWindow *self)
{
  const TabRules *rules = tab_game_get_rules (self->game);
  const TabPosition *pos = tab_game_get_position (self->game);
  int scores[TAB_MAX_SCORES];
  g_autoptr (GString) text = g_string_new (NULL);

  if (is_game (self->game, "green-skull"))
    {
      append_green_skull_score (text, _("Orcs"), pos, TAB_GREEN_SKULL_ORCS);
      append_green_skull_score (text, _("Goblins"), pos, TAB_GREEN_SKULL_GOBLINS);
      append_green_skull_score (text, _("Zombies"), pos, TAB_GREEN_SKULL_ZOMBIES);
      g_string_truncate (text, text->len - 1);
      gtk_label_set_markup (self->scores_label, text->str);
      gtk_widget_set_visible (GTK_WIDGET (self->scores_label), TRUE);
      return;
    }
  if (is_game (self->game, "apart"))
    {
      /* Translators: pieces each side has lost so far */
      g_string_printf (text, _("Pieces lost: White %u, Black %u"),
                       tab_apart_captured (pos, 1), tab_apart_captured (pos, 2));
      g_string_append_c (text, '\n');
      /* Translators: Apart: the pieces of each side that have no piece of
       * their colour around them, of those on the board, e.g. "White 7 of 12" */
      g_string_append_printf (text, _("Isolated: White %u of %u, Black %u of %u"),
                              count_isolated (pos, 1), tab_apart_pieces (pos, 1),
                              count_isolated (pos, 2), tab_apart_pieces (pos, 2));
      gtk_label_set_text (self->scores_label, text->str);
      gtk_widget_set_visible (GTK_WIDGET (self->scores_label), TRUE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->scores_label), rules->n_scores > 0 && rules->scores != NULL);
  if (rules->n_scores == 0 || rules->scores == NULL)
    return;

  rules->scores (pos, scores);
  if (is_game (self->game, "freedom"))
    g_string_append (text, _("Live stones: "));
  for (guint i = 0; i < rules->n_scores; i++)
    g_string_append_printf (text, "%s%s %d", i > 0 ? ", " : "",
                            gettext (rules->score_names[i]), scores[i]);
  gtk_label_set_text (self->scores_label, text->str);
}

/* What is special about the turn in progress, in a sentence or two */
static char *
describe_turn (TabWindow *self)
{
  const TabPosition *pos = tab_game_get_position (self->game);

  if (tab_game_is_over (self->game))
    return NULL;

  if (is_game (self->game, "freedom"))
    {
      switch (tab_freedom_mode (pos))
        {
        case TAB_FREEDOM_MODE_FREEDOM:
          return g_strdup (_("<b>Freedom!</b> The last stone is surrounded: play on any empty cell."));
        case TAB_FREEDOM_MODE_BOUND:
          return g_strdup (_("Play next to the last stone. Rings mark live stones (in a line of exactly four)."));
        case TAB_FREEDOM_MODE_OPEN:
        case TAB_FREEDOM_MODE_OVER:
        default:
          return g_strdup (_("Play on any cell."));
        }
    }
  if (is_game (self->game, "apart"))
    {
      if (tab_apart_moving_piece (pos) != TAB_NO_CELL)
        return g_strdup (_("<b>Continuous jump:</b> jump again with the same piece, or end the turn "
                           "(End Turn, Escape or a click on the piece)."));
      return g_strdup (_("Pick a piece, then where it lands. Red rings are captures; "
                         "a dot in the corner marks an isolated piece."));
    }
  if (is_game (self->game, "green-skull"))
    {
      guint holder = tab_green_skull_skull_holder (pos);

      switch (tab_green_skull_phase (pos))
        {
        case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
          return g_strdup_printf (_("<b>Zombie move ☠</b> %s hold the Green Skull: move one Zombie, "
                                    "or skip the zombie move."), seat_name (self->game, holder));
        case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
          return g_strdup (_("<b>Zombie jump series:</b> jump on with the Zombie, or stop."));
        case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
          return g_strdup (_("<b>Jump series:</b> jump on with the same piece, or stop."));
        case TAB_GREEN_SKULL_PHASE_OWN_MOVE:
        default:
          return g_strdup_printf (_("Move one of your pieces. ☠ The Green Skull is with the %s."),
                                  seat_name (self->game, holder));
        }
    }
  if (is_game (self->game, "splut"))
    {
      g_autoptr (GString) text = g_string_new (NULL);
      int rock = TAB_NO_CELL;
      guint left = tab_splut_steps_left (pos), total = tab_splut_steps_in_turn (pos);

      /* Translators: Splut! steps, e.g. "Steps left: 2 of 3" */
      g_string_printf (text, _("<b>Steps left: %u of %u</b>"), left, total);
      switch (tab_splut_levitation (pos, &rock))
        {
        case TAB_SPLUT_LEVITATION_ACTIVE:
          {
            char square[8];

            tab_square_format (TAB_SPLUT_FRAME, (guint) rock, square);
            g_string_append_printf (text, _("\nLevitating the Rock on %s: the Sorcerer may carry it on."),
                                    square);
          }
          break;
        case TAB_SPLUT_LEVITATION_CLOSED:
          g_string_append (text, _("\nNo more levitation this turn."));
          break;
        case TAB_SPLUT_LEVITATION_IDLE:
        default:
          break;
        }
      g_string_append (text, _("\nSorcerer ★, Dwarf ■, Troll ⬢; a crossed Rock moved last turn "
                               "and cannot be levitated."));
      return g_string_free (g_steal_pointer (&text), FALSE);
    }
  return NULL;
}

static void
refresh_details (TabWindow *self)
{
  g_autofree char *text = describe_turn (self);

  gtk_widget_set_visible (GTK_WIDGET (self->details_label), text != NULL);
  gtk_label_set_markup (self->details_label, text != NULL ? text : "");
}

static gboolean
scroll_moves_to_end (gpointer user_data)
{
  TabWindow *self = user_data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scroller);

  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

/* One line per turn: its number, the seat's glyph and its actions */
static void
refresh_moves (TabWindow *self)
{
  const TabRules *rules = tab_game_get_rules (self->game);
  g_autoptr (GString) text = g_string_new (NULL);
  guint n = tab_game_get_n_actions (self->game);
  guint line = 0;

  for (guint i = 0; i < n; i++)
    {
      gboolean turn_start = i == 0 ||
        tab_game_get_action_turn (self->game, i) != tab_game_get_action_turn (self->game, i - 1);

      if (turn_start)
        {
          if (line++ > 0)
            g_string_append_c (text, '\n');
          guint seat = tab_game_get_action_seat (self->game, i);

          /* Splut! seats share a glyph and differ by colour only: name them */
          g_string_append_printf (text, "%3u. %s ", line,
                                  rules->max_players > 2 ? seat_name (self->game, seat)
                                                         : tab_paint_seat_glyph (rules, seat));
        }
      else
        g_string_append_c (text, ' ');
      g_string_append (text, tab_game_get_token (self->game, i));
    }
  gtk_label_set_text (self->moves_label, n > 0 ? text->str : _("No moves yet"));
  g_idle_add_full (G_PRIORITY_LOW, scroll_moves_to_end, g_object_ref (self), g_object_unref);
}

/* The label of the button for the action that has no cell */
static const char *
pass_label (TabWindow *self, const char *token)
{
  const TabPosition *pos = tab_game_get_position (self->game);

  if (strcmp (token, "pass") == 0)
    return is_game (self->game, "freedom") ? _("_Pass (Leave the Last Cell Empty)") : _("_Pass");
  if (strcmp (token, "end") != 0)
    return token;
  if (is_game (self->game, "green-skull"))
    switch (tab_green_skull_phase (pos))
      {
      case TAB_GREEN_SKULL_PHASE_ZOMBIE_MOVE:
        return _("_Skip the Zombie Move");
      case TAB_GREEN_SKULL_PHASE_OWN_JUMPS:
      case TAB_GREEN_SKULL_PHASE_ZOMBIE_JUMPS:
        return _("_Stop Jumping");
      default:
        break;
      }
  return _("_End Turn");
}

/* A "pass" or "end" action has no cell: it gets a button */
static void
refresh_pass_button (TabWindow *self)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  g_autofree TabActionList *list = g_new (TabActionList, 1);
  gboolean found = FALSE;

  tab_position_legal (pos, list);
  for (guint i = 0; i < list->n && !found; i++)
    {
      int from, to;

      pos->rules->action_cells (pos, list->actions[i], &from, &to);
      if (from == TAB_NO_CELL && to == TAB_NO_CELL)
        {
          char token[TAB_TOKEN_MAX];

          tab_action_format (pos, list->actions[i], token);
          self->pass_action = list->actions[i];
          gtk_button_set_label (self->pass_button, pass_label (self, token));
          tab_mnemonic_fix_button (self->pass_button);
          found = TRUE;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button),
                          found && tab_match_is_person_to_move (self->match));
}

static void
refresh_winning_line (TabWindow *self)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  int cells[TAB_GRID_MAX_SIDE];
  guint n = 0;

  if (strcmp (pos->rules->id, "fourmation") == 0 && pos->outcome == TAB_OUTCOME_WIN)
    n = tab_fourmation_winning_line (pos, cells);
  tab_board_view_set_marked_cells (self->board_view, cells, n);
}

static void
refresh_title (TabWindow *self)
{
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (self->game == NULL || g_strcmp0 (page, "chooser") == 0)
    {
      adw_window_title_set_title (self->window_title, "Tabuleiro");
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), "Tabuleiro");
      return;
    }

  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      subtitle = self->modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
    }
  else if (tab_game_get_n_actions (self->game) > 0)
    subtitle = g_strdup (_("Not saved"));

  adw_window_title_set_title (self->window_title, gettext (tab_game_get_rules (self->game)->name));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  title = subtitle != NULL
          ? g_strdup_printf ("%s — %s", gettext (tab_game_get_rules (self->game)->name), subtitle)
          : g_strdup (gettext (tab_game_get_rules (self->game)->name));
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
refresh_actions (TabWindow *self)
{
  gboolean on_game = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
  gboolean person = tab_match_is_person_to_move (self->match);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game && tab_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game && tab_match_can_redo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", on_game && person);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-chooser", on_game);

  gtk_widget_set_visible (self->back_button, on_game);
  gtk_widget_set_visible (self->undo_box, on_game);
  gtk_widget_set_visible (self->hint_button, on_game);
}

/* "Pink played c3": shown under the status and read by screen readers */
static void
refresh_last_move (TabWindow *self)
{
  guint n = tab_game_get_n_actions (self->game);
  g_autofree char *text = NULL;

  if (n > 0)
    /* Translators: a seat and the action it played, e.g. "Pink played c3" */
    text = g_strdup_printf (_("%s played %s"),
                            seat_name (self->game, tab_game_get_action_seat (self->game, n - 1)),
                            tab_game_get_token (self->game, n - 1));
  gtk_label_set_text (self->last_move_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), text != NULL);
}

static gboolean
every_seat_is_computer (TabWindow *self)
{
  guint players = tab_game_get_options (self->game)->players;

  for (guint seat = 1; seat <= players; seat++)
    if (tab_match_is_person (self->match, seat))
      return FALSE;
  return TRUE;
}

/* Pause, one turn and the speed, when the computer plays every seat */
static void
refresh_computer_controls (TabWindow *self)
{
  gboolean watching = every_seat_is_computer (self) && !tab_game_is_over (self->game);
  gboolean paused = tab_match_get_paused (self->match);
  const char *what = paused ? _("Resume") : _("Pause");

  gtk_widget_set_visible (self->computer_box, watching);
  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button),
                            paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic");
  gtk_widget_set_tooltip_text (self->pause_button, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, what,
                                  -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause", watching);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.step", watching && paused);
}

static void
refresh (TabWindow *self)
{
  gboolean over, thinking;
  guint to_move;
  g_autofree char *status = NULL;
  g_autofree char *result = NULL;

  refresh_actions (self);
  refresh_title (self);
  if (self->game == NULL)
    return;

  over = tab_game_is_over (self->game);
  thinking = tab_match_get_thinking (self->match);
  to_move = tab_game_get_seat_to_move (self->game);

  if (over)
    status = g_strdup (_("Game over"));
  else if (tab_match_is_person (self->match, to_move))
    /* Translators: %s is a seat, e.g. "Blue to move" */
    status = g_strdup_printf (_("%s to move"), seat_name (self->game, to_move));
  else
    status = g_strdup_printf (_("%s (computer) to move"), seat_name (self->game, to_move));
  gtk_label_set_text (self->status_label, status);

  result = describe_result (self->game);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
  gtk_widget_set_visible (self->end_box, over);
  gtk_widget_set_visible (self->thinking_box, thinking && !over);
  gtk_widget_set_visible (self->header_spinner, thinking && !over);
  gtk_spinner_set_spinning (GTK_SPINNER (self->header_spinner), thinking && !over);

  tab_board_view_set_interactive (self->board_view,
                                  tab_match_is_person_to_move (self->match) && !thinking);
  refresh_seats (self);
  refresh_last_move (self);
  refresh_computer_controls (self);
  refresh_scores (self);
  refresh_details (self);
  refresh_moves (self);
  refresh_pass_button (self);
  refresh_winning_line (self);
}

/* ---- The match ---- */

static void
autosave (TabWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL)
    return;
  if (tab_game_io_autosave (self->match, &error))
    {
      self->autosave_failed = FALSE;
      return;
    }
  g_warning ("Cannot autosave the game: %s", error->message);
  /* once, not after every turn, until an autosave works again */
  if (!self->autosave_failed)
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("The game cannot be kept for later: %s"),
                                                  error->message);
      show_toast (self, message);
    }
  self->autosave_failed = TRUE;
}

static void
on_game_changed (TabWindow *self)
{
  self->modified = TRUE;
  g_cancellable_cancel (self->hint_cancellable);
  refresh (self);
  /* after every whole turn (and at the end, which removes the autosave) */
  if (tab_game_at_turn_start (self->game) || tab_game_is_over (self->game))
    autosave (self);
}

static void
on_game_over (TabWindow *self)
{
  g_autofree char *result = describe_result (self->game);

  if (result != NULL)
    show_toast (self, result);
}

static void
on_match_game (TabWindow *self)
{
  TabGame *game = tab_match_get_game (self->match);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "game-over", G_CALLBACK (on_game_over), self, G_CONNECT_SWAPPED);
    }
  tab_board_view_set_game (self->board_view, game);
  refresh (self);
}

static void
on_action_chosen (TabWindow *self, guint action)
{
  g_autoptr (GError) error = NULL;

  if (!tab_match_play (self->match, action, &error))
    show_toast (self, error->message);
}

static void
on_pass_clicked (TabWindow *self)
{
  on_action_chosen (self, self->pass_action);
}

gboolean
tab_window_start_game (TabWindow         *self,
                       const TabRules    *rules,
                       const TabOptions  *options,
                       const guint       *levels,
                       GError           **error)
{
  g_autoptr (TabGame) game = tab_game_new (rules, options, error);

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);

  if (game == NULL)
    return FALSE;

  tab_match_set_game (self->match, game);
  for (guint seat = 1; seat <= options->players; seat++)
    tab_match_set_seat_level (self->match, seat, levels[seat - 1]);
  tab_match_resume (self->match);
  g_clear_object (&self->file);
  self->modified = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "game");
  refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return TRUE;
}

static void
on_new_game_start (TabWindow *self, TabNewGameDialog *dialog)
{
  const TabRules *rules = tab_new_game_dialog_get_rules (dialog);
  g_autoptr (GError) error = NULL;
  guint levels[TAB_MAX_SEATS];
  TabOptions options;

  tab_new_game_dialog_get_options (dialog, &options);
  for (guint seat = 1; seat <= TAB_MAX_SEATS; seat++)
    levels[seat - 1] = tab_new_game_dialog_get_seat_level (dialog, seat);
  if (!tab_window_start_game (self, rules, &options, levels, &error))
    show_toast (self, error->message);
}

static void
show_new_game_dialog (TabWindow *self, const char *game_id)
{
  TabNewGameDialog *dialog = tab_new_game_dialog_new (GTK_WINDOW (self), self->settings, game_id);

  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- The chooser ---- */

/* The button on a game's row that opens its How to Play page */
static GtkWidget *
create_how_to_play_button (const TabRules *rules)
{
  /* words rather than an icon: the help icons read as "?" in a box or a
   * lifebuoy, and the chooser is where newcomers look for the rules */
  GtkWidget *button = gtk_button_new_with_label (_("How to Play"));
  /* Translators: %s is a game, e.g. "How to Play 4Mation" */
  g_autofree char *label = g_strdup_printf (_("How to Play %s"), gettext (rules->name));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.how-to-play-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rules->id);
  return button;
}

static void
fill_games_list (TabWindow *self)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gettext (all[i]->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), gettext (all[i]->summary));
      g_object_set_data (G_OBJECT (row), "game-id", (gpointer) all[i]->id);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), create_how_to_play_button (all[i]));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->games_list, row);
    }
}

static void
show_new_game_dialog_of_chosen_game (TabWindow *self)
{
  g_autofree char *game_id = g_steal_pointer (&self->chosen_game_id);

  show_new_game_dialog (self, game_id);
}

static void
on_game_row_activated (TabWindow *self, GtkListBoxRow *row)
{
  g_free (self->chosen_game_id);
  self->chosen_game_id = g_strdup (g_object_get_data (G_OBJECT (row), "game-id"));
  unless_unsaved (self, show_new_game_dialog_of_chosen_game);
}

/* ---- Files ---- */

static void
remember_folder (TabWindow *self, GFile *file)
{
  g_autoptr (GFile) parent = g_file_get_parent (file);

  if (parent != NULL && g_file_peek_path (parent) != NULL)
    g_settings_set_string (self->settings, "last-folder", g_file_peek_path (parent));
}

/* "Cannot open “name”: why" or "Cannot save …" in a toast */
static void
show_file_error (TabWindow *self, gboolean saving, const char *name, const char *why)
{
  g_autofree char *message = NULL;

  if (saving)
    /* Translators: a game could not be saved; the first %s is a file name,
     * the second says why */
    message = g_strdup_printf (_("Cannot save “%s”: %s"), name, why);
  else
    /* Translators: a file could not be opened; the second %s says why */
    message = g_strdup_printf (_("Cannot open “%s”: %s"), name, why);
  show_toast (self, message);
}

/* Shows error and passes it on to the caller */
static gboolean
fail_on_file (TabWindow *self, gboolean saving, const char *path, GError *error, GError **out)
{
  g_autofree char *name = g_path_get_basename (path);

  show_file_error (self, saving, name, error->message);
  g_propagate_error (out, error);
  return FALSE;
}

/* the game becomes the game of file, as saved there */
static void
set_file (TabWindow *self, const char *path)
{
  /* path may be the path of the window's file: read it before letting go */
  GFile *file = g_file_new_for_path (path);

  g_clear_object (&self->file);
  self->file = file;
  self->modified = FALSE;
  remember_folder (self, self->file);
}

gboolean
tab_window_save_to (TabWindow *self, const char *path, GError **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!tab_game_io_save (self->match, path, &local_error))
    return fail_on_file (self, TRUE, path, local_error, error);
  set_file (self, path);
  refresh (self);
  return TRUE;
}

gboolean
tab_window_load_from (TabWindow *self, const char *path, GError **error)
{
  GError *local_error = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!tab_game_io_load (self->match, path, &local_error))
    return fail_on_file (self, FALSE, path, local_error, error);
  tab_match_resume (self->match);
  set_file (self, path);
  gtk_stack_set_visible_child_name (self->stack, "game");
  refresh (self);
  return TRUE;
}

/* The path of file; NULL, with the error shown, for a file that is not on
 * this computer (a remote location that no local folder mounts): the save
 * code reads and writes local files only */
static const char *
local_path (TabWindow *self, GFile *file, gboolean saving, GError **error)
{
  g_autofree char *name = NULL;
  const char *why;

  if (g_file_peek_path (file) != NULL)
    return g_file_peek_path (file);

  name = g_file_get_basename (file);
  why = saving ? _("only local files can be saved") : _("only local files can be opened");
  show_file_error (self, saving, name != NULL ? name : "", why);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, why);
  return NULL;
}

gboolean
tab_window_save_file (TabWindow *self, GFile *file, GError **error)
{
  const char *path;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = local_path (self, file, TRUE, error);
  return path != NULL && tab_window_save_to (self, path, error);
}

gboolean
tab_window_open_file (TabWindow *self, GFile *file, GError **error)
{
  const char *path;

  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = local_path (self, file, FALSE, error);
  return path != NULL && tab_window_load_from (self, path, error);
}

gboolean
tab_window_get_modified (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), FALSE);
  return self->modified;
}

GFile *
tab_window_dup_chooser_folder (TabWindow *self)
{
  g_autofree char *folder = NULL;

  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);

  folder = g_settings_get_string (self->settings, "last-folder");
  if (folder[0] == '\0' || !g_file_test (folder, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_file_new_for_path (folder);
}

static GtkFileFilter *
save_file_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tabuleiro games"));
  /* by type where the MIME package is installed (data/tabuleiro-mime.xml),
   * by name where it is not (the app run from the build tree) */
  gtk_file_filter_add_mime_type (filter, "application/x-tabuleiro");
  gtk_file_filter_add_pattern (filter, "*.tabuleiro");
  gtk_file_filter_add_pattern (filter, "*.xml");
  return filter;
}

typedef void (*AfterSave) (TabWindow *self);

/* The Open and Save dialogs, with the filter of save files, start in the
 * folder of the last game opened or saved; chosen gets a reference to
 * the window, which may have gone away meanwhile (then match is NULL) */
static void
choose_file (TabWindow *self, gboolean saving, const char *name, TabFileChosen chosen, gpointer data)
{
  g_autoptr (GtkFileFilter) filter = save_file_filter ();
  g_autoptr (GFile) folder = tab_window_dup_chooser_folder (self);

  tab_choose_file (GTK_WINDOW (self), saving,
                   saving ? _("Save Game") : _("Open Game"),
                   saving ? _("_Save") : _("_Open"),
                   filter, folder, name, chosen, data);
}

typedef struct
{
  TabWindow *self;   /* a reference */
  AfterSave  after;
} SaveRequest;

static void
on_file_to_save_chosen (GFile *file, gpointer data)
{
  g_autofree SaveRequest *request = data;
  g_autoptr (TabWindow) self = request->self;

  if (file != NULL && self->match != NULL &&
      tab_window_save_file (self, file, NULL) && request->after != NULL)
    request->after (self);
}

static void
save_as (TabWindow *self, AfterSave after)
{
  SaveRequest *request = g_new0 (SaveRequest, 1);
  g_autofree char *name = NULL;

  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    /* Translators: the default file name of a saved game */
    name = g_strdup_printf (_("%s game.tabuleiro"), gettext (tab_game_get_rules (self->game)->name));
  *request = (SaveRequest) { g_object_ref (self), after };
  choose_file (self, TRUE, name, on_file_to_save_chosen, request);
}

static void
save (TabWindow *self, AfterSave after)
{
  if (self->file == NULL)
    {
      save_as (self, after);
      return;
    }
  if (tab_window_save_file (self, self->file, NULL) && after != NULL)
    after (self);
}

static void
on_file_to_open_chosen (GFile *file, gpointer data)
{
  g_autoptr (TabWindow) self = data;

  if (file != NULL && self->match != NULL)
    tab_window_open_file (self, file, NULL);
}

/* ---- Unsaved games ---- */

/* What closing the window, or replacing the game with a new or an opened
 * one, would lose; NULL when nothing: the changes since the game was saved
 * in its file, or a game in no file.  On closing, an unfinished game is
 * autosaved and offered again at the next start, so only a finished one is
 * lost for good; a new or an opened game replaces the autosave, so there
 * an unfinished game is lost (a finished one is not asked about). */
static char *
describe_unsaved (TabWindow *self, gboolean closing)
{
  if (self->game == NULL || !self->modified)
    return NULL;
  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      /* Translators: %s is a file name */
      return g_strdup_printf (_("The changes to “%s” will be lost."), name);
    }
  if (tab_game_get_n_actions (self->game) == 0)
    return NULL;
  /* a new game after one that ended is a rematch: not worth a question */
  if (!closing && tab_game_is_over (self->game))
    return NULL;
  if (!closing)
    return g_strdup (_("The game is not saved in a file and will be lost."));
  if (tab_game_is_over (self->game))
    return g_strdup (_("The finished game is not saved in a file and will be lost."));
  return g_strdup (_("The game is not saved in a file. Tabuleiro will offer to resume it "
                     "the next time it starts."));
}

static void
on_ask_to_save_response (GtkWidget *dialog, const char *response, TabWindow *self)
{
  AfterSave then = self->after_asking;

  self->after_asking = NULL;
  /* the answer may close the window, and the question, already closed,
   * is finalized after the click that answered it: it lets go of the
   * window now (see destroy_dialogs) */
  tab_question_detach (dialog);
  if (g_strcmp0 (response, "discard") == 0)
    then (self);
  else if (g_strcmp0 (response, "save") == 0)
    save (self, then);
}

/* Asks whether to save the game first (body says what would be lost);
 * then goes on with then () unless the player cancels or the save fails */
static void
ask_to_save (TabWindow *self, const char *body, const char *discard_label, AfterSave then)
{
  GtkWidget *dialog;

  /* a question asked again (Quit while New Game asks) replaces the first */
  if (self->question != NULL)
    tab_question_dismiss (self->question);
  dialog = tab_question_new (GTK_WIDGET (self), _("Save the Game?"), body);
  g_set_weak_pointer (&self->question, dialog);
  tab_question_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", discard_label,
                                    "save", self->file != NULL ? _("_Save") : _("_Save As…"),
                                    NULL);
  tab_mnemonic_fix_buttons (GTK_WIDGET (dialog));
  tab_question_set_response_appearance (dialog, "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  tab_question_set_response_appearance (dialog, "save",
                                              ADW_RESPONSE_SUGGESTED);
  tab_question_set_default_response (dialog, "save");
  tab_question_set_close_response (dialog, "cancel");
  self->after_asking = then;
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_ask_to_save_response), self, 0);
  tab_question_present (dialog);
}

/* then () at once, or after asking when it would replace an unsaved game */
static void
unless_unsaved (TabWindow *self, AfterSave then)
{
  g_autofree char *unsaved = describe_unsaved (self, FALSE);

  if (unsaved == NULL)
    then (self);
  else
    ask_to_save (self, unsaved, _("_Discard"), then);
}

static void
open_file_to_open (TabWindow *self)
{
  g_autoptr (GFile) file = g_steal_pointer (&self->file_to_open);

  if (file != NULL)
    tab_window_open_file (self, file, NULL);
}

void
tab_window_open_file_asking (TabWindow *self, GFile *file)
{
  g_return_if_fail (TAB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_set_object (&self->file_to_open, file);
  /* The game the last session left is the player's until they say: it
   * comes on screen, and the question below is about it */
  if (self->resume_offer != NULL)
    tab_question_respond (self->resume_offer, "resume");
  unless_unsaved (self, open_file_to_open);
}

/* ---- Actions ---- */

static void
show_new_game_dialog_of_current_game (TabWindow *self)
{
  show_new_game_dialog (self, self->game != NULL ? tab_game_get_rules (self->game)->id : NULL);
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  unless_unsaved (TAB_WINDOW (widget), show_new_game_dialog_of_current_game);
}

static void
show_open_dialog (TabWindow *self)
{
  choose_file (self, FALSE, NULL, on_file_to_open_chosen, g_object_ref (self));
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  unless_unsaved (TAB_WINDOW (widget), show_open_dialog);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  save (TAB_WINDOW (widget), NULL);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  save_as (TAB_WINDOW (widget), NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_undo (self->match);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_redo (self->match);
}

static void
on_hint_ready (GObject *object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TabWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  TabAction action;

  if (!tab_match_hint_finish (TAB_MATCH (object), result, &action, &error))
    return;
  tab_board_view_show_hint (self->board_view, action);
}

static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  tab_match_hint_async (self->match, self->hint_cancellable, on_hint_ready, g_object_ref (self));
}

static void
pause_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_set_paused (self->match, !tab_match_get_paused (self->match));
  refresh (self);
}

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_match_step (self->match);
  refresh (self);
}

/* the minimum delay between computer turns for each entry of the list */
static const guint speed_delays_ms[] = { 1500, TAB_MATCH_DEFAULT_DELAY_MS, 150, 0 };

static void
on_speed_selected (TabWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->speed_dropdown);

  if (i < G_N_ELEMENTS (speed_delays_ms) && self->match != NULL)
    tab_match_set_delay (self->match, speed_delays_ms[i]);
}

static void
show_chooser_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->stack, "chooser");
  refresh (self);
}

/* The game F1 is about: the one on the board, or on the chooser the game
 * whose row has the keyboard focus; NULL opens the first page */
static const char *
how_to_play_game (TabWindow *self)
{
  GtkWidget *focus, *row;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0)
    return self->game != NULL ? tab_game_get_rules (self->game)->id : NULL;

  focus = gtk_root_get_focus (GTK_ROOT (self));
  row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  if (row != NULL && gtk_widget_get_parent (row) == GTK_WIDGET (self->games_list))
    return g_object_get_data (G_OBJECT (row), "game-id");
  return NULL;
}

static void
how_to_play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TabWindow *self = TAB_WINDOW (widget);

  tab_how_to_play_show (GTK_WINDOW (self), how_to_play_game (self));
}

static void
how_to_play_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  tab_how_to_play_show (GTK_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* ---- Resume and close ---- */

static void
on_resume_response (GtkWidget *dialog, const char *response, TabWindow *self)
{
  TabSaveData *data = g_object_get_data (G_OBJECT (dialog), "save-data");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "resume") != 0)
    {
      tab_game_io_remove_autosave ();
      return;
    }
  if (!tab_game_io_apply (self->match, data, &error))
    {
      show_toast (self, error->message);
      return;
    }
  tab_match_resume (self->match);
  g_clear_object (&self->file);
  self->modified = TRUE;
  gtk_stack_set_visible_child_name (self->stack, "game");
  refresh (self);
}

void
tab_window_offer_resume (TabWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabSaveData) data = tab_game_io_load_autosave (&error);
  g_autoptr (GDateTime) when = NULL;
  g_autofree char *time_text = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (data == NULL)
    {
      /* Not removed: a newer Tabuleiro may resume it, and a damaged file is
       * still the player's; the next autosave replaces it. */
      if (error != NULL)
        {
          /* Translators: %s says why, e.g. "saved by a newer version of Tabuleiro" */
          g_autofree char *message = g_strdup_printf (_("The last game cannot be resumed: %s"),
                                                      error->message);
          show_toast (self, message);
        }
      return;
    }

  when = g_date_time_new_from_unix_local (data->saved_at);
  time_text = when != NULL ? g_date_time_format (when, "%x %X") : g_strdup ("");
  /* Translators: the first %s is a game, the second a date and time */
  body = g_strdup_printf (_("A game of %s from %s was not finished."),
                          gettext (data->rules->name), time_text);
  dialog = tab_question_new (GTK_WIDGET (self), _("Resume the Last Game?"), body);
  tab_question_add_responses (dialog,
                                    "discard", _("_Discard"),
                                    "resume", _("_Resume"),
                                    NULL);
  tab_mnemonic_fix_buttons (GTK_WIDGET (dialog));
  tab_question_set_response_appearance (dialog, "resume",
                                              ADW_RESPONSE_SUGGESTED);
  tab_question_set_default_response (dialog, "resume");
  tab_question_set_close_response (dialog, "discard");
  g_object_set_data_full (G_OBJECT (dialog), "save-data", g_steal_pointer (&data),
                          (GDestroyNotify) tab_save_data_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
  g_set_weak_pointer (&self->resume_offer, dialog);
  tab_question_present (dialog);
}

static void
close_now (TabWindow *self)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static void
save_window_state (TabWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
tab_window_close_request (GtkWindow *window)
{
  TabWindow *self = TAB_WINDOW (window);
  g_autofree char *unsaved = self->close_confirmed ? NULL : describe_unsaved (self, TRUE);

  if (unsaved != NULL)
    {
      ask_to_save (self, unsaved, _("_Close Without Saving"), close_now);
      return TRUE;
    }

  tab_match_stop (self->match);
  autosave (self);
  save_window_state (self);
  return GTK_WINDOW_CLASS (tab_window_parent_class)->close_request (window);
}

/* ---- GObject ---- */

/* The dialogs of the window go with it, each letting go of the window
 * first: GTK unsets a window's transient parent only when the window is
 * finalized, which can come after the parent is gone (a question whose
 * answer closed the window is still in its "response" handler), and then
 * disconnects from a freed object */
static void
destroy_dialogs (TabWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  g_autoptr (GPtrArray) dialogs = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWindow *toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (self))
        g_ptr_array_add (dialogs, toplevel);
      else
        g_object_unref (toplevel);
    }
  for (guint i = 0; i < dialogs->len; i++)
    {
      gtk_window_set_transient_for (g_ptr_array_index (dialogs, i), NULL);
      gtk_window_destroy (g_ptr_array_index (dialogs, i));
    }
}

static void
tab_window_dispose (GObject *object)
{
  TabWindow *self = TAB_WINDOW (object);

  destroy_dialogs (self);
  g_clear_weak_pointer (&self->question);
  g_clear_weak_pointer (&self->resume_offer);
  g_clear_object (&self->file_to_open);

  if (self->match != NULL)
    tab_match_stop (self->match);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_pointer (&self->chosen_game_id, g_free);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_WINDOW);

  G_OBJECT_CLASS (tab_window_parent_class)->dispose (object);
}

/* Narrower than this, the side panel goes below the board */
#define NARROW_WIDTH 720

static void
set_narrow (TabWindow *self, gboolean narrow)
{
  GtkOrientation orientation = narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->game_box)) == orientation)
    return;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box), orientation);
  gtk_widget_set_size_request (self->side_panel, narrow ? -1 : 280, -1);
  gtk_widget_set_vexpand (self->side_panel, !narrow);
  /* the board gets the height; the last move stays in the panel */
  gtk_widget_set_visible (GTK_WIDGET (self->moves_scroller), !narrow);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (GTK_WIDGET (self->moves_scroller)), !narrow);
  gtk_widget_set_margin_top (self->side_panel, narrow ? 0 : 18);
  gtk_widget_set_margin_start (self->side_panel, narrow ? 12 : 6);
  gtk_widget_set_margin_end (self->side_panel, narrow ? 12 : 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->board_view), narrow ? 12 : 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->board_view), narrow ? 6 : 12);
  if (narrow)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
}

static void
tab_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TabWindow *self = TAB_WINDOW (widget);

  /* libadwaita 1.2 has no breakpoints: switch the box before its
   * allocation, which then lays the children out in the new direction */
  set_narrow (self, width < NARROW_WIDTH);
  GTK_WIDGET_CLASS (tab_window_parent_class)->size_allocate (widget, width, height, baseline);
}

/* before the window is shown its size is the default size: choose the
 * layout from it, or the wide layout's minimum would widen the window */
static void
on_default_width (TabWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0 && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    set_narrow (self, width < NARROW_WIDTH);
}

static void
on_high_contrast (TabWindow *self)
{
  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    gtk_widget_add_css_class (GTK_WIDGET (self), "high-contrast");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "high-contrast");
  gtk_widget_queue_draw (GTK_WIDGET (self->board_view));
}

static void
tab_window_class_init (TabWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tab_window_dispose;
  window_class->close_request = tab_window_close_request;
  widget_class->size_allocate = tab_window_size_allocate;

  g_type_ensure (TAB_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TabWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, end_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, seat_list);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, scores_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, details_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, moves_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, header_spinner);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, game_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, last_move_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, computer_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, speed_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_game_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_action_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_pass_clicked);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-chooser", NULL, show_chooser_action);
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, pause_action);
  gtk_widget_class_install_action (widget_class, "win.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play", NULL, how_to_play_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play-game", "s", how_to_play_game_action);
}

static void
tab_window_init (TabWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->match = tab_match_new ();
  g_signal_connect_object (self->match, "notify::game", G_CALLBACK (on_match_game), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::thinking", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::can-undo", G_CALLBACK (refresh_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::can-redo", G_CALLBACK (refresh_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "seats-changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);

  g_settings_bind (self->settings, "show-legal-moves", self->board_view, "show-legal-moves", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "highlight-last-move", self->board_view, "highlight-last-move", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animations", self->board_view, "animations", G_SETTINGS_BIND_GET);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (on_high_contrast), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->board_view, G_CONNECT_SWAPPED);
  on_high_contrast (self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_signal_connect (self, "notify::default-width", G_CALLBACK (on_default_width), NULL);
  on_default_width (self);

  fill_games_list (self);
  gtk_stack_set_visible_child_name (self->stack, "chooser");
  refresh (self);
}

TabWindow *
tab_window_new (AdwApplication *application)
{
  return g_object_new (TAB_TYPE_WINDOW, "application", application, NULL);
}

TabMatch *
tab_window_get_match (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return self->match;
}

GtkWidget *
tab_window_get_board_view (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board_view);
}

GtkWidget *
tab_window_get_pass_button (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->pass_button);
}

const char *
tab_window_get_details_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->details_label);
}

const char *
tab_window_get_scores_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->scores_label);
}

const char *
tab_window_get_result_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->result_label);
}
