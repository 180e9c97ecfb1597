/* tab-window-speech.c: what a screen reader hears of the game as it goes
 * on: the turns of the other seats as they are played (the computer's
 * reply), whose turn it is and what is left of it, what Undo took back
 * and Redo played again, how the board turned.  The words come from the game's table
 * (tab_game_ui_describe_turn_played (), describe_steps_left); the board
 * tells them (tab_board_view_announce ()), once it shows the last step
 * of what was played.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-window-private.h"

#include <glib/gi18n.h>

#include "tab-game-ui.h"

/* undo goes back at most this many turns (a round of Splut! for four) */
#define MAX_UNDONE_TURNS 8

static void
add_sentence (GString *text, const char *sentence)
{
  if (sentence == NULL || *sentence == '\0')
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

/* whose turn it is: "Your turn: South, 3 steps left." for a person,
 * "North (computer) to move." for the computer; mid_turn: what is left
 * of a person's turn alone ("2 steps left.") */
static void
add_turn (TabWindow *self, GString *text, gboolean mid_turn)
{
  const TabPosition *pos = tab_game_get_position (self->game);
  const TabGameUi *ui = tab_game_ui_lookup (tab_game_get_rules (self->game));
  guint seat = tab_game_get_seat_to_move (self->game);
  g_autofree char *steps = NULL;
  g_autofree char *sentence = NULL;

  if (tab_game_is_over (self->game))
    return;
  if (ui->panel.steps_left != NULL)
    steps = ui->panel.steps_left (pos);
  if (!tab_match_is_person (self->match, seat))
    /* Translators: for screen readers, after a turn: who plays next, e.g.
     * "North (computer) to move." */
    sentence = g_strdup_printf (_("%s (computer) to move."), tab_game_ui_seat_name (pos, seat));
  else if (mid_turn)
    sentence = steps != NULL ? g_strdup_printf ("%s.", steps) : NULL;
  else if (steps != NULL)
    /* Translators: for screen readers: a person's turn and what is left
     * of it, e.g. "Your turn: South, 3 steps left." */
    sentence = g_strdup_printf (_("Your turn: %s, %s."), tab_game_ui_seat_name (pos, seat), steps);
  else
    /* Translators: for screen readers, e.g. "Your turn: Blue." */
    sentence = g_strdup_printf (_("Your turn: %s."), tab_game_ui_seat_name (pos, seat));
  add_sentence (text, sentence);
}

/* after is TRUE when the board has had the change (undo, redo, a game
 * opened): then it is known whether it shows something played; FALSE
 * from a handler of the game's "changed", which may run before the
 * board's */
static void
announce (TabWindow *self, const char *text, gboolean after)
{
  if (text[0] == '\0')
    return;
  if (after && !tab_board_view_is_animating (self->board_view))
    {
      /* with the board's new words for the cell, in one description */
      g_clear_pointer (&self->pending_news, g_free);
      tab_board_view_announce (self->board_view, text);
      return;
    }
  g_free (self->pending_news);
  self->pending_news = g_strdup (text);
  /* the board starts showing what was played in this change too: once
   * every handler has run, see whether it does.  (Before the main loop's
   * redraws: a default idle could wait for the end of an animation.) */
  if (self->news_source == 0)
    self->news_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, _tab_window_speak_pending_idle, self, NULL);
}

gboolean
_tab_window_speak_pending_idle (gpointer data)
{
  TabWindow *self = data;

  self->news_source = 0;
  if (!tab_board_view_is_animating (self->board_view))
    _tab_window_speak_pending (self);
  /* else when the board has shown the last step ("animation-finished") */
  return G_SOURCE_REMOVE;
}

void
_tab_window_speak_pending (TabWindow *self)
{
  g_autofree char *text = g_steal_pointer (&self->pending_news);

  g_clear_handle_id (&self->news_source, g_source_remove);
  if (text != NULL)
    tab_board_view_announce (self->board_view, text);
}

void
_tab_window_speech_reset (TabWindow *self)
{
  g_clear_pointer (&self->pending_news, g_free);
  self->spoken_n = self->game != NULL ? tab_game_get_n_actions (self->game) : 0;
}

void
_tab_window_speak_turn (TabWindow *self, const char *first)
{
  g_autoptr (GString) text = g_string_new (first);

  if (self->game == NULL)
    return;
  /* the computer may have played meanwhile: that says whose turn it is */
  if (self->pending_news != NULL)
    add_sentence (text, self->pending_news);
  else
    add_turn (self, text, FALSE);
  announce (self, text->str, TRUE);
}

/* A person's turn that ended the game: its result */
static void
add_result (TabWindow *self, GString *text)
{
  g_autofree char *result = tab_game_ui_describe_result (tab_game_get_position (self->game));

  add_sentence (text, result);
}

void
_tab_window_speak_played (TabWindow *self)
{
  guint n = tab_game_get_n_actions (self->game);
  gboolean whole = tab_game_at_turn_start (self->game) || tab_game_is_over (self->game);
  gboolean told_turn = FALSE;
  g_autoptr (GString) text = g_string_new (NULL);
  guint first = self->spoken_n;

  if (self->speech_quiet > 0)
    return;
  if (n <= self->spoken_n)
    {
      self->spoken_n = n;
      return;
    }
  /* the whole turns played since the last told; a person's own are on
   * the board already ("c2, Blue cube, last move") */
  while (first < n)
    {
      guint end = MIN (tab_game_next_turn_boundary (self->game, first), n);
      guint seat = tab_game_get_action_seat (self->game, first);
      gboolean last = end == n;

      if (last && !whole)
        break;
      if (!tab_match_is_person (self->match, seat))
        {
          g_autofree char *words = tab_game_ui_describe_game_actions (self->game, first, end, TRUE);

          add_sentence (text, words);
        }
      else if (last && tab_game_is_over (self->game))
        add_result (self, text);
      told_turn = TRUE;
      first = end;
    }
  /* whose turn it is next; a person's step of a turn of several: what is
   * left of it.  Not the computer's turn after a person's: the board has
   * just said the person's move */
  if (text->len > 0 || tab_match_is_person_to_move (self->match) || tab_game_is_over (self->game))
    add_turn (self, text, !told_turn);
  self->spoken_n = whole ? n : first;
  announce (self, text->str, FALSE);
}

/* ---- The board turned ---- */

/* "Board turned: Black at the bottom.", or for a board whose seats start
 * nowhere in particular, which way it turned */
static char *
describe_board_turn (TabWindow *self)
{
  guint seat = tab_board_view_get_bottom_seat (self->board_view);

  if (seat != 0)
    /* Translators: for screen readers, after Flip Board or when the board
     * turns to the seat to move, e.g. "Board turned: Black at the bottom." */
    return g_strdup_printf (_("Board turned: %s at the bottom."),
                            tab_game_ui_seat_name (tab_game_get_position (self->game), seat));
  switch (tab_board_view_get_turn (self->board_view))
    {
    case 0: return g_strdup (_("Board turned back the way it started."));
    case 1: return g_strdup (_("Board turned a quarter turn clockwise."));
    case 2: return g_strdup (_("Board turned upside down."));
    default: return g_strdup (_("Board turned a quarter turn counterclockwise."));
    }
}

/* The board turned: said with the news waiting for the board (a turn to
 * the seat to move comes as the last move lands), else at once */
void
_tab_window_speak_board_turned (TabWindow *self)
{
  g_autofree char *sentence = NULL;
  g_autoptr (GString) text = NULL;

  if (self->game == NULL)
    return;
  sentence = describe_board_turn (self);
  if (self->pending_news != NULL)
    {
      text = g_string_new (self->pending_news);
      add_sentence (text, sentence);
      g_free (self->pending_news);
      self->pending_news = g_string_free (g_steal_pointer (&text), FALSE);
      return;
    }
  tab_board_view_announce (self->board_view, sentence);
}

/* ---- Undo and redo ---- */

typedef struct
{
  guint first;
  char *words;
} TurnWords;

void
_tab_window_undo (TabWindow *self)
{
  guint n = tab_game_get_n_actions (self->game);
  TurnWords turns[MAX_UNDONE_TURNS];
  guint n_turns = 0, end = n;
  g_autoptr (GString) undone = g_string_new (NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  /* the words of the last turns, while their positions are there */
  while (end > 0 && n_turns < MAX_UNDONE_TURNS)
    {
      guint first = tab_game_previous_turn_boundary (self->game, end);

      turns[n_turns].first = first;
      turns[n_turns].words = tab_game_ui_describe_game_actions (self->game, first, end, FALSE);
      n_turns++;
      end = first;
    }

  self->speech_quiet++;
  tab_match_undo (self->match);
  self->speech_quiet--;

  n = tab_game_get_n_actions (self->game);
  for (guint i = n_turns; i-- > 0;)
    {
      if (turns[i].first >= n)
        add_sentence (undone, turns[i].words);
      g_free (turns[i].words);
    }
  if (undone->len > 0)
    /* Translators: for screen readers, what Undo took back, e.g. "Undone:
     * Blue placed a cube on c2. Pink placed a cube on d3." */
    g_string_printf (text, _("Undone: %s"), undone->str);
  add_turn (self, text, !tab_game_at_turn_start (self->game));
  self->spoken_n = n;
  announce (self, text->str, TRUE);
}

void
_tab_window_redo (TabWindow *self)
{
  guint before = tab_game_get_n_actions (self->game);
  g_autoptr (GString) redone = g_string_new (NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  guint n;

  self->speech_quiet++;
  tab_match_redo (self->match);
  self->speech_quiet--;

  n = tab_game_get_n_actions (self->game);
  for (guint first = before, end; first < n; first = end)
    {
      g_autofree char *words = NULL;

      end = MIN (tab_game_next_turn_boundary (self->game, first), n);
      words = tab_game_ui_describe_game_actions (self->game, first, end, end == n);
      add_sentence (redone, words);
    }
  if (redone->len > 0)
    /* Translators: for screen readers, what Redo played again, e.g.
     * "Redone: Blue placed a cube on c2. Pink placed a cube on d3." */
    g_string_printf (text, _("Redone: %s"), redone->str);
  add_turn (self, text, !tab_game_at_turn_start (self->game));
  self->spoken_n = n;
  announce (self, text->str, TRUE);
}
