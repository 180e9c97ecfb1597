/* tab-game-panel.c: the side panel of a game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each part of the panel follows the notifications it depends on: the
 * match's game, its "thinking", "paused" and its seats; the game's
 * "n-actions" (every action played, undone or redone), "seat-to-move"
 * and "is-over".  What a game adds (scores, the turn's phase, a seat
 * that is out) comes from its TabGameUi table.
 */

#include "config.h"

#include "tab-game-panel-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "tab-analysis-panel.h"
#include "tab-board-state.h"
#include "tab-game-ui.h"
#include "tab-mnemonic.h"
#include "tab-move-list.h"
#include "tab-seat-list.h"

struct _TabGamePanel
{
  GtkWidget          parent_instance;

  /* template children */
  GtkWidget         *end_box;
  GtkLabel          *outcome_label;
  GtkLabel          *result_label;
  GtkWidget         *play_again_button;
  GtkWidget         *status_stack;    /* an overlay; a direct child: unparented with the template */
  GtkLabel          *status_label;
  GtkLabel          *status_sizer;    /* the longest status, never shown */
  GtkWidget         *last_move_box;   /* an overlay; a direct child: unparented with the template */
  GtkLabel          *last_move_label;
  GtkWidget         *thinking_box;
  GtkWidget         *thinking_bar;
  guint              thinking_source;   /* moves the bar while it shows */
  GtkWidget         *thinking_label;
  GtkWidget         *computer_box;
  GtkWidget         *pause_button;
  AdwButtonContent  *pause_content;
  GtkWidget         *paused_label;
  GtkDropDown       *speed_dropdown;
  GtkButton         *pass_button;
  GtkWidget         *pass_placeholder;  /* the button's room while it is hidden */
  gboolean           thinking_shown;    /* the thinking row is there (a game the
                                         * computer plays in): the button's room */
  TabSeatList       *seat_list;
  GtkLabel          *scores_label;
  GtkLabel          *details_label;
  TabMoveList       *move_list;
  GtkWidget         *history_box;     /* bound to be unparented with the template */

  TabMatch          *match;
  TabGame           *game;          /* the match's game, watched */
  /* the legal actions, with the "pass"/"end" of pass_button: the board
   * view's, or the panel's own when it shows a match alone */
  TabBoardState     *board_state;
  gboolean           owns_board_state;
  int                shown;         /* history browsing: see set_shown () */
  gboolean           result_held;   /* the board still shows the last turn */
};

G_DEFINE_FINAL_TYPE (TabGamePanel, tab_game_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum
{
  ACTION_CHOSEN,
  MOVE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
seat_name (TabGame *game, guint seat)
{
  return tab_game_ui_seat_name (tab_game_get_position (game), seat);
}

static const TabGameUi *
game_ui (TabGame *game)
{
  return tab_game_ui_lookup (tab_game_get_rules (game));
}

/* The actions up to the position on show: all of them, or fewer while
 * an earlier position is browsed (the panel then tells that one) */
static guint
shown_n_actions (TabGamePanel *self)
{
  guint n = tab_game_get_n_actions (self->game);

  return self->shown >= 0 ? MIN ((guint) self->shown, n) : n;
}

static const TabPosition *
shown_position (TabGamePanel *self)
{
  return tab_game_get_position_at (self->game, shown_n_actions (self));
}

static void
refresh_scores (TabGamePanel *self)
{
  const TabRules *rules = tab_game_get_rules (self->game);
  const TabPosition *pos = shown_position (self);
  const TabGameUi *ui = game_ui (self->game);
  int scores[TAB_MAX_SCORES];
  g_autoptr (GString) text = g_string_new (NULL);

  if (ui->panel.scores != NULL)
    {
      g_autofree char *markup = ui->panel.scores (pos);

      gtk_label_set_markup (self->scores_label, markup);
      gtk_widget_set_visible (GTK_WIDGET (self->scores_label), TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->scores_label), rules->n_scores > 0 && rules->scores != NULL);
  if (rules->n_scores == 0 || rules->scores == NULL)
    return;

  rules->scores (pos, scores);
  if (ui->panel.scores_prefix != NULL)
    g_string_append (text, gettext (ui->panel.scores_prefix));
  for (guint i = 0; i < rules->n_scores; i++)
    g_string_append_printf (text, "%s%s %d", i > 0 ? ", " : "",
                            gettext (rules->score_names[i]), scores[i]);
  gtk_label_set_text (self->scores_label, text->str);
}

/* Whether a person plays a seat of the game: the words on how to play a
 * turn are for people */
static gboolean
a_person_plays (TabGamePanel *self)
{
  guint players = tab_game_get_position (self->game)->options.players;

  if (self->match == NULL)
    return TRUE;
  for (guint seat = 1; seat <= players; seat++)
    if (tab_match_is_person (self->match, seat))
      return TRUE;
  return FALSE;
}

/* What is special about the turn in progress, in a sentence or two */
static char *
describe_turn (TabGamePanel *self)
{
  const TabGameUi *ui = game_ui (self->game);
  const TabPosition *pos = shown_position (self);

  if (tab_position_is_over (pos) || ui->panel.turn == NULL || !a_person_plays (self))
    return NULL;
  return ui->panel.turn (pos);
}

static void
refresh_details (TabGamePanel *self)
{
  g_autofree char *text = describe_turn (self);

  gtk_widget_set_visible (GTK_WIDGET (self->details_label), text != NULL);
  gtk_label_set_markup (self->details_label, text != NULL ? text : "");
}

/* a row of the move list was activated: passed on */
static void
on_move_activated (TabGamePanel *self, guint n_actions)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, n_actions);
}

/* The label of the button for the action that has no cell */
const char *
tab_game_panel_pass_label (const TabPosition *pos, const char *token)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  const char *label;

  if (ui->words.pass_label != NULL && (label = ui->words.pass_label (pos, token)) != NULL)
    return label;
  if (strcmp (token, "pass") == 0)
    return _("_Pass");
  if (strcmp (token, "end") != 0)
    return token;
  return _("_End Turn");
}

/* whether a person plays a seat of the game */
static gboolean
plays_person (TabGamePanel *self)
{
  guint players = tab_game_get_options (self->game)->players;

  for (guint seat = 1; seat <= players; seat++)
    if (tab_match_is_person (self->match, seat))
      return TRUE;
  return FALSE;
}

/* A "pass" or "end" action has no cell: it gets a button */
static void
refresh_pass_button (TabGamePanel *self)
{
  const TabPosition *pos = tab_board_state_get_position (self->board_state);
  TabAction action;
  gboolean found = pos != NULL && tab_board_state_get_end_action (self->board_state, &action);
  gboolean shown;

  if (found)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (pos, action, token);
      gtk_button_set_label (self->pass_button, tab_game_panel_pass_label (pos, token));
      tab_mnemonic_fix_button (self->pass_button);
    }
  /* not while an earlier position is on the board */
  shown = found && self->match != NULL && tab_match_is_person_to_move (self->match) && self->shown < 0;
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), shown);
  /* in a game the computer plays in, the button takes the thinking
   * row's turn; else its room is kept while a person plays */
  gtk_widget_set_visible (self->thinking_box, !shown && self->thinking_shown);
  gtk_widget_set_visible (self->pass_placeholder,
                          !shown && !self->thinking_shown && self->game != NULL
                          && !tab_game_is_over (self->game) && self->match != NULL && plays_person (self));
  /* a hint belongs to the position it was given for */
  gtk_widget_remove_css_class (GTK_WIDGET (self->pass_button), "suggested-action");
}

/* The last turn in words, from the game's table ("White passed.", "Pink
 * placed a cube on c3."): shown under the status and read by screen
 * readers.  A turn in progress is told as far as it has been played. */
static void
refresh_last_move (TabGamePanel *self)
{
  guint n = shown_n_actions (self);
  guint first = n;
  g_autofree char *text = NULL;

  if (n > 0)
    {
      guint turn = tab_game_get_action_turn (self->game, n - 1);

      while (first > 0 && tab_game_get_action_turn (self->game, first - 1) == turn)
        first--;
      /* without the result: the result card says it */
      text = tab_game_ui_describe_game_actions (self->game, first, n, FALSE);
    }
  gtk_label_set_text (self->last_move_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), text != NULL);
}

/* Pause, one turn and the speed, when the computer plays every seat */
static void
refresh_computer_controls (TabGamePanel *self)
{
  gboolean watching = tab_game_panel_is_watching (self);
  gboolean paused = tab_match_get_paused (self->match);
  const char *what = paused ? _("Resume") : _("Pause");

  gtk_widget_set_visible (self->computer_box, watching);
  adw_button_content_set_icon_name (self->pause_content,
                                    paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic");
  adw_button_content_set_label (self->pause_content, what);
  gtk_widget_set_tooltip_text (self->pause_button, what);
  /* the sentence's room kept while the computer plays alone: Speed and
   * the rows under it do not move when the game is paused */
  gtk_widget_set_opacity (self->paused_label, paused);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->paused_label), GTK_ACCESSIBLE_STATE_HIDDEN, !paused, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, what,
                                  -1);
}

/* ---- Who is to move, the result ---- */

/* The card's title: the result in a few words, for the people at the
 * table when the computer plays too ("You Win", "The Computer Wins"),
 * else the winner ("White Wins"); "Draw", "Nobody Wins" */
static char *
describe_outcome (TabGamePanel *self)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  guint players = pos->options.players, people = 0;

  for (guint seat = 1; seat <= players; seat++)
    people += tab_match_is_person (self->match, seat);

  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      if (people > 0 && people < players && !tab_match_is_person (self->match, pos->winner))
        {
          if (players - people == 1)
            return g_strdup (_("The Computer Wins"));
          return tab_game_ui_lookup (pos->rules)->words.plural_seats
                 /* Translators: %s is the seats the computer played, a plural */
                 ? g_strdup_printf (_("%s (Computer) Win"), seat_name (self->game, pos->winner))
                 /* Translators: %s is the seat the computer played, e.g. "North (Computer) Wins" */
                 : g_strdup_printf (_("%s (Computer) Wins"), seat_name (self->game, pos->winner));
        }
      if (people == 1 && players > 1)
        return g_strdup (_("You Win"));
      return tab_game_ui_lookup (pos->rules)->words.plural_seats
             /* Translators: the title of the result card, %s is a plural, e.g. "Orcs Win" */
             ? g_strdup_printf (_("%s Win"), seat_name (self->game, pos->winner))
             /* Translators: the title of the result card, %s is a seat, e.g. "White Wins" */
             : g_strdup_printf (_("%s Wins"), seat_name (self->game, pos->winner));
    case TAB_OUTCOME_DRAW:
      /* Translators: the title of the result card */
      return g_strdup (_("Draw"));
    case TAB_OUTCOME_NOBODY:
      return g_strdup (_("Nobody Wins"));
    case TAB_OUTCOME_NONE:
    default:
      return NULL;
    }
}

/* The card at the end, one card: a short title that says the result,
 * then why the game ended, in the game's words (never the title again) */
static void
refresh_result (TabGamePanel *self, gboolean over)
{
  g_autofree char *reason = tab_game_ui_describe_end (tab_game_get_position (self->game));
  g_autofree char *outcome = describe_outcome (self);

  gtk_label_set_text (self->outcome_label, outcome != NULL ? outcome : "");
  gtk_label_set_text (self->result_label, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_label), outcome != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), reason != NULL);

  if (over && !gtk_widget_get_visible (self->end_box))
    /* the card takes room from the move list: its last move in sight */
    tab_move_list_scroll_to_end (self->move_list);
  gtk_widget_set_visible (self->end_box, over);
}

/* whether the computer plays a seat of the game */
static gboolean
plays_computer (TabGamePanel *self)
{
  guint players = tab_game_get_options (self->game)->players;

  for (guint seat = 1; seat <= players; seat++)
    if (!tab_match_is_person (self->match, seat))
      return TRUE;
  return FALSE;
}

/* The bar of the computer's time budget, moved on; it stops with the
 * thinking (a level without a budget shows no bar) */
static gboolean
move_thinking_bar (gpointer data)
{
  TabGamePanel *self = data;
  double progress = self->match != NULL ? tab_match_get_thinking_progress (self->match) : -1;

  gtk_widget_set_visible (self->thinking_bar, progress >= 0);
  if (progress >= 0)
    gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->thinking_bar), progress);
  return G_SOURCE_CONTINUE;
}

/* "Thinking…" and the bar of its time while the computer thinks; their
 * row keeps its place in between (shown: a game the computer plays in),
 * so that the rows under it stay where they are */
static void
refresh_thinking (TabGamePanel *self, gboolean thinking, gboolean shown)
{
  self->thinking_shown = shown;
  gtk_widget_set_visible (self->thinking_box, shown && !gtk_widget_get_visible (GTK_WIDGET (self->pass_button)));
  if (thinking && self->thinking_source == 0)
    self->thinking_source = g_timeout_add (250, move_thinking_bar, self);
  else if (!thinking)
    g_clear_handle_id (&self->thinking_source, g_source_remove);
  if (thinking)
    move_thinking_bar (self);
  else
    gtk_widget_set_visible (self->thinking_bar, FALSE);
  gtk_widget_set_opacity (self->thinking_label, thinking);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->thinking_box),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !thinking,
                               -1);
}

static char *
describe_to_move (TabGamePanel *self, guint seat, gboolean person)
{
  if (person)
    /* Translators: %s is a seat, e.g. "Blue to move" */
    return g_strdup_printf (_("%s to move"), seat_name (self->game, seat));
  return g_strdup_printf (_("%s (computer) to move"), seat_name (self->game, seat));
}

/* The status takes the height of the longest it can say in this game
 * (the stack of the two labels is as tall as the taller), so that the
 * rows under it do not move up and down from turn to turn */
static void
size_status (TabGamePanel *self)
{
  guint players = tab_game_get_options (self->game)->players;
  g_autofree char *longest = NULL;

  for (guint seat = 1; seat <= players; seat++)
    {
      g_autofree char *status = describe_to_move (self, seat, tab_match_is_person (self->match, seat));

      if (longest == NULL || g_utf8_strlen (status, -1) > g_utf8_strlen (longest, -1))
        {
          g_free (longest);
          longest = g_steal_pointer (&status);
        }
    }
  gtk_label_set_text (self->status_sizer, longest);
}

static void
refresh_status (TabGamePanel *self)
{
  gboolean over = tab_game_is_over (self->game);
  gboolean thinking = tab_match_get_thinking (self->match);
  guint to_move = tab_game_get_seat_to_move (self->game);
  const TabPosition *pos = shown_position (self);
  g_autofree char *status = NULL;

  over = over && !self->result_held;
  if (self->shown >= 0)
    /* an earlier position: who was to move there */
    status = tab_position_is_over (pos) ? g_strdup (_("Game over"))
                                        : describe_to_move (self, pos->to_move, tab_match_is_person (self->match, pos->to_move));
  else if (!tab_game_is_over (self->game))
    status = describe_to_move (self, to_move, tab_match_is_person (self->match, to_move));
  /* a game over says nobody is to move: while the board shows its last
   * turn the status is empty (its room kept), then the card says it all */
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->status_label), GTK_ACCESSIBLE_STATE_HIDDEN, status == NULL, -1);
  gtk_widget_set_visible (self->status_stack, self->shown >= 0 || !over);
  size_status (self);

  refresh_result (self, over);
  refresh_thinking (self, thinking && !over, plays_computer (self) && !over);
}

/* ---- Following the match and its game ---- */

static gboolean
has_game (TabGamePanel *self)
{
  return self->match != NULL && self->game != NULL;
}

/* who is to move, or whether the game is over, or who plays which seat */
static void
on_turn_changed (TabGamePanel *self)
{
  if (!has_game (self))
    return;
  refresh_status (self);
  tab_seat_list_refresh (self->seat_list, self->match, shown_n_actions (self));
  refresh_computer_controls (self);
  refresh_pass_button (self);
}

/* who plays which seat; the words for a person, if one plays */
static void
on_seats_changed (TabGamePanel *self)
{
  if (!has_game (self))
    return;
  on_turn_changed (self);
  refresh_details (self);
}

/* an action played, undone or redone: the position is another */
static void
on_position_changed (TabGamePanel *self)
{
  if (!has_game (self))
    return;
  on_turn_changed (self);
  refresh_last_move (self);
  refresh_scores (self);
  refresh_details (self);
}

static void
on_thinking_changed (TabGamePanel *self)
{
  if (has_game (self))
    refresh_status (self);
}

static void
on_paused_changed (TabGamePanel *self)
{
  if (has_game (self))
    refresh_computer_controls (self);
}

static void
on_match_game (TabGamePanel *self)
{
  TabGame *game = self->match != NULL ? tab_match_get_game (self->match) : NULL;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  tab_move_list_set_game (self->move_list, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "notify::n-actions", G_CALLBACK (on_position_changed),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::seat-to-move", G_CALLBACK (on_turn_changed),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::is-over", G_CALLBACK (on_position_changed),
                               self, G_CONNECT_SWAPPED);
    }
  if (self->owns_board_state)
    tab_board_state_set_game (self->board_state, game);
  on_position_changed (self);
}

/* the minimum delay between computer turns for each entry of the list */
static const guint speed_delays_ms[] = { 1500, TAB_MATCH_DEFAULT_DELAY_MS, 150, 0 };

static void
on_speed_selected (TabGamePanel *self)
{
  guint i = gtk_drop_down_get_selected (self->speed_dropdown);

  if (i < G_N_ELEMENTS (speed_delays_ms) && self->match != NULL)
    tab_match_set_delay (self->match, speed_delays_ms[i]);
}

/* the list shows the match's speed, also one that a loaded game brought */
static void
on_delay_changed (TabGamePanel *self)
{
  guint delay_ms = tab_match_get_delay (self->match);

  for (guint i = 0; i < G_N_ELEMENTS (speed_delays_ms); i++)
    if (speed_delays_ms[i] == delay_ms && gtk_drop_down_get_selected (self->speed_dropdown) != i)
      gtk_drop_down_set_selected (self->speed_dropdown, i);
}

static void
on_pass_clicked (TabGamePanel *self)
{
  TabAction action;

  if (tab_board_state_get_end_action (self->board_state, &action))
    g_signal_emit (self, signals[ACTION_CHOSEN], 0, action);
}

gboolean
tab_game_panel_press_pass (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), FALSE);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->pass_button)))
    return FALSE;
  on_pass_clicked (self);
  return TRUE;
}

static void
on_board_state_changed (TabGamePanel *self)
{
  refresh_pass_button (self);
}

/* ---- GObject ---- */

static void
tab_game_panel_dispose (GObject *object)
{
  TabGamePanel *self = TAB_GAME_PANEL (object);

  tab_game_panel_set_match (self, NULL);
  g_clear_handle_id (&self->thinking_source, g_source_remove);
  if (self->board_state != NULL)
    g_signal_handlers_disconnect_by_data (self->board_state, self);
  g_clear_object (&self->board_state);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_GAME_PANEL);

  G_OBJECT_CLASS (tab_game_panel_parent_class)->dispose (object);
}

static void
tab_game_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TabGamePanel *self = TAB_GAME_PANEL (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_game_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TabGamePanel *self = TAB_GAME_PANEL (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tab_game_panel_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tab_game_panel_class_init (TabGamePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TAB_TYPE_ANALYSIS_PANEL);
  g_type_ensure (TAB_TYPE_MOVE_LIST);
  g_type_ensure (TAB_TYPE_SEAT_LIST);

  object_class->dispose = tab_game_panel_dispose;
  object_class->get_property = tab_game_panel_get_property;
  object_class->set_property = tab_game_panel_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAB_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* the button of the action without a cell was clicked */
  signals[ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* a row of the move list was activated: the number of actions played
   * up to the end of its turn */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-game-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, end_box);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, status_stack);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, status_sizer);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, last_move_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, thinking_bar);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, pause_content);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, paused_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, pass_placeholder);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, last_move_box);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, computer_box);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, seat_list);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, scores_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, details_label);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, move_list);
  /* tab-analysis-panel.c's: bound only so that dispose_template () unparents it */
  gtk_widget_class_bind_template_child_full (widget_class, "analysis_panel", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, TabGamePanel, history_box);
  gtk_widget_class_bind_template_callback (widget_class, on_move_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_pass_clicked);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tab_game_panel_init (TabGamePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the status takes the height of the longest one (see size_status) */
  gtk_overlay_set_measure_overlay (GTK_OVERLAY (self->status_stack), GTK_WIDGET (self->status_sizer), TRUE);
  self->shown = -1;
  self->board_state = tab_board_state_new ();
  self->owns_board_state = TRUE;
  g_signal_connect_object (self->board_state, "changed", G_CALLBACK (on_board_state_changed),
                           self, G_CONNECT_SWAPPED);
}

void
tab_game_panel_show_hint (TabGamePanel *self, TabAction action)
{
  TabAction end;

  g_return_if_fail (TAB_IS_GAME_PANEL (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self->pass_button)) &&
      tab_board_state_get_end_action (self->board_state, &end) && action == end)
    gtk_widget_add_css_class (GTK_WIDGET (self->pass_button), "suggested-action");
}

void
tab_game_panel_set_board_state (TabGamePanel *self, TabBoardState *state)
{
  g_return_if_fail (TAB_IS_GAME_PANEL (self));
  g_return_if_fail (TAB_IS_BOARD_STATE (state));

  if (self->board_state == state)
    return;
  g_signal_handlers_disconnect_by_data (self->board_state, self);
  g_set_object (&self->board_state, state);
  self->owns_board_state = FALSE;
  g_signal_connect_object (state, "changed", G_CALLBACK (on_board_state_changed),
                           self, G_CONNECT_SWAPPED);
  refresh_pass_button (self);
}

void
tab_game_panel_hold_result (TabGamePanel *self, gboolean hold)
{
  g_return_if_fail (TAB_IS_GAME_PANEL (self));

  self->result_held = hold;
  if (has_game (self))
    refresh_status (self);
}

void
tab_game_panel_set_shown (TabGamePanel *self, int n_actions)
{
  g_return_if_fail (TAB_IS_GAME_PANEL (self));

  self->shown = n_actions < 0 ? -1 : n_actions;
  tab_move_list_set_shown (self->move_list, self->shown);
  /* the status, the last turn, the counters: of the position on show */
  if (has_game (self))
    on_position_changed (self);
}

void
tab_game_panel_set_match (TabGamePanel *self, TabMatch *match)
{
  g_return_if_fail (TAB_IS_GAME_PANEL (self));
  g_return_if_fail (match == NULL || TAB_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match != NULL)
    {
      g_signal_connect_object (match, "notify::game", G_CALLBACK (on_match_game),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "notify::thinking", G_CALLBACK (on_thinking_changed),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "notify::paused", G_CALLBACK (on_paused_changed),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "notify::delay-ms", G_CALLBACK (on_delay_changed),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "seats-changed", G_CALLBACK (on_seats_changed),
                               self, G_CONNECT_SWAPPED);
    }
  on_match_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
tab_game_panel_is_watching (TabGamePanel *self)
{
  guint players;

  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), FALSE);

  if (!has_game (self) || tab_game_is_over (self->game))
    return FALSE;
  players = tab_game_get_options (self->game)->players;
  for (guint seat = 1; seat <= players; seat++)
    if (tab_match_is_person (self->match, seat))
      return FALSE;
  return TRUE;
}

GtkWidget *
tab_game_panel_get_end_box (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return self->end_box;
}

TabMoveList *
tab_game_panel_get_move_list (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return self->move_list;
}

TabBoardState *
tab_game_panel_get_board_state (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return self->board_state;
}

GtkWidget *
tab_game_panel_get_pass_button (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return GTK_WIDGET (self->pass_button);
}

const char *
tab_game_panel_get_details_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_label_get_text (self->details_label);
}

const char *
tab_game_panel_get_scores_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_label_get_text (self->scores_label);
}

const char *
tab_game_panel_get_last_turn_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_label_get_text (self->last_move_label);
}

const char *
tab_game_panel_get_status_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_widget_get_visible (self->status_stack) ? gtk_label_get_text (self->status_label) : "";
}

const char *
tab_game_panel_get_outcome_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->outcome_label))
         ? gtk_label_get_text (self->outcome_label) : NULL;
}

GtkWidget *
tab_game_panel_get_play_again_button (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return self->play_again_button;
}

const char *
tab_game_panel_get_result_text (TabGamePanel *self)
{
  g_return_val_if_fail (TAB_IS_GAME_PANEL (self), NULL);
  return gtk_label_get_text (self->result_label);
}
