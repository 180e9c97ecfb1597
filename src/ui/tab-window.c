/* tab-window.c: the main window: the game chooser and the board
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-window-private.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "tab-board-view.h"
#include "tab-game-panel-private.h"
#include "tab-game-ui.h"
#include "tab-grid.h"
#include "tab-how-to-play.h"
#include "tab-mnemonic.h"

G_DEFINE_FINAL_TYPE (TabWindow, tab_window, ADW_TYPE_APPLICATION_WINDOW)

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
void
_tab_window_show_toast (TabWindow *self, const char *message)
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

static const TabGameUi *
game_ui (TabGame *game)
{
  return tab_game_ui_lookup (tab_game_get_rules (game));
}

static void
refresh_winning_line (TabWindow *self)
{
  /* the board's game: the practice's while practicing */
  TabGame *game = _tab_window_is_practising (self) ? tab_practice_get_board (self->practice) : self->game;
  const TabPosition *pos = tab_game_get_position (game);
  const TabGameUi *ui = game_ui (game);
  int cells[TAB_GRID_MAX_CELLS];
  guint n = 0;

  if (ui->marks.winning_line != NULL)
    n = ui->marks.winning_line (pos, cells);
  tab_board_view_set_marked_cells (self->board_view, cells, n);
}

static gboolean is_narrow (TabWindow *self);

/* The window's own title changes only with the game or its file, not
 * with every move: a screen reader reads a new title out, over the move
 * being told.  "Not saved" and the mark of changes are in the header's
 * subtitle alone. */
static void
set_window_title (TabWindow *self, const char *title)
{
  if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (self)), title) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
refresh_title (TabWindow *self)
{
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  const char *game_name;

  if (self->game == NULL || g_strcmp0 (page, "chooser") == 0)
    {
      adw_window_title_set_title (self->window_title, "Tabuleiro");
      adw_window_title_set_subtitle (self->window_title, NULL);
      set_window_title (self, "Tabuleiro");
      return;
    }

  game_name = gettext (tab_game_get_rules (self->game)->name);
  if (self->file != NULL)
    {
      name = g_file_get_basename (self->file);
      subtitle = self->modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
    }
  else if (tab_game_get_n_actions (self->game) > 0)
    subtitle = g_strdup (_("Not saved"));

  adw_window_title_set_title (self->window_title, game_name);
  /* narrow, the game's name alone: the file's name is in the window's
   * title (and the unfinished games' list) */
  adw_window_title_set_subtitle (self->window_title, is_narrow (self) ? NULL : subtitle);
  title = name != NULL ? g_strdup_printf ("%s — %s", game_name, name) : g_strdup (game_name);
  set_window_title (self, title);
}

/* The layouts of the game page, one per breakpoint of the window
 * (ui/tab-window.ui): libadwaita chooses, from the window's size */
typedef enum
{
  LAYOUT_WIDE,     /* the panel beside the board, 280 wide */
  LAYOUT_COMPACT,  /* beside it, narrower: a phone in landscape */
  LAYOUT_STACKED,  /* under the board: a phone, half a laptop screen */
} Layout;

/* the panel's width beside the board; under it, its least height */
#define PANEL_WIDTH 280
#define PANEL_COMPACT_WIDTH 140
#define PANEL_STACKED_HEIGHT 200

static Layout
current_layout (TabWindow *self, gboolean *narrow)
{
  AdwBreakpoint *breakpoint = adw_application_window_get_current_breakpoint (ADW_APPLICATION_WINDOW (self));

  *narrow = breakpoint == self->compact_breakpoint || breakpoint == self->stacked_narrow_breakpoint;
  if (breakpoint == self->stacked_breakpoint || breakpoint == self->stacked_narrow_breakpoint)
    return LAYOUT_STACKED;
  return breakpoint == self->compact_breakpoint ? LAYOUT_COMPACT : LAYOUT_WIDE;
}

/* narrow: Hint, New Game and Redo in the menu, the title alone */
static gboolean
is_narrow (TabWindow *self)
{
  gboolean narrow;

  current_layout (self, &narrow);
  return narrow;
}

/* the main menu for the layout: Redo in it when narrow */
static GMenuModel *
current_menu (TabWindow *self)
{
  return is_narrow (self) ? self->narrow_menu : self->primary_menu;
}

static void
refresh_actions (TabWindow *self)
{
  gboolean on_game = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
  gboolean person = tab_match_is_person_to_move (self->match);
  gboolean practising = _tab_window_is_practising (self);
  gboolean narrow;

  /* narrow: Hint and New Game only in the menu; the title keeps its room */
  current_layout (self, &narrow);

  /* practice leaves the game alone */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game && !practising && tab_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game && !practising && tab_match_can_redo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 on_game && person && !_tab_window_is_browsing (self) && !practising);
  _tab_window_refresh_history_actions (self, on_game && !practising);
  _tab_window_refresh_end_actions (self, on_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-chooser", on_game);
  _tab_window_refresh_practice_actions (self, on_game);

  gtk_widget_set_visible (self->back_button, on_game);
  gtk_widget_set_visible (self->undo_box, on_game);
  gtk_widget_set_visible (self->hint_button, on_game && !narrow);
  gtk_widget_set_visible (self->new_game_button, !narrow);
  /* and Redo, so that the game's name fits beside the window's buttons
   * (ui/style.css: without its padding) */
  gtk_widget_set_visible (self->redo_button, !narrow);
  if (narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self->window_title), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->window_title), "narrow");
  /* a menu built for the other layout goes; the right one is built when
   * the menu is next opened (create_menu_popup) */
  if (gtk_menu_button_get_menu_model (self->menu_button) != NULL &&
      gtk_menu_button_get_menu_model (self->menu_button) != current_menu (self))
    gtk_menu_button_set_menu_model (self->menu_button, NULL);
}

/* The main menu's popover is built the first time it opens, not with the
 * window: a GtkPopoverMenu and its items cost some 2.5 ms of the CPU
 * before the window maps, and a round trip to the X server for the
 * pointer (docs/performance.md) */
static void
create_menu_popup (GtkMenuButton *button, gpointer user_data)
{
  gtk_menu_button_set_menu_model (button, current_menu (user_data));
}

/* the menu of a narrow window: Redo first, then the menu */
static GMenuModel *
create_narrow_menu (TabWindow *self)
{
  GMenu *menu = g_menu_new ();
  g_autoptr (GMenu) redo = g_menu_new ();

  /* Translators: in the menu of a narrow window, beside "_Resign" */
  g_menu_append (redo, _("Re_do"), "win.redo");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (redo));
  g_menu_append_section (menu, NULL, self->primary_menu);
  return G_MENU_MODEL (menu);
}

/* a person is to move on the position on the board (an earlier one while
 * browsing: playing there asks first) */
static gboolean
board_takes_moves (TabWindow *self, gboolean thinking)
{
  const TabPosition *pos;

  if (_tab_window_is_practising (self))
    return _tab_window_practice_takes_moves (self);
  if (!_tab_window_is_browsing (self))
    return tab_match_is_person_to_move (self->match) && !thinking && self->guard == NULL;
  pos = tab_game_get_position_at (self->game, (guint) self->browse);
  return !tab_position_is_over (pos) && tab_match_is_person (self->match, pos->to_move) &&
         self->guard == NULL;
}

void
_tab_window_refresh (TabWindow *self)
{
  gboolean thinking, watching;

  refresh_actions (self);
  refresh_title (self);
  if (self->game == NULL)
    return;

  /* the side panel shows when the computer thinks (one spinner: another
   * in the header bar moved its buttons each time) */
  thinking = tab_match_get_thinking (self->match);

  /* pause and one turn, when the computer plays every seat */
  watching = tab_game_panel_is_watching (self->side_panel);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause", watching);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.step",
                                 watching && tab_match_get_paused (self->match));

  tab_board_view_set_interactive (self->board_view, board_takes_moves (self, thinking));
  tab_board_view_set_show_legal (self->board_view, g_settings_get_boolean (self->settings, "show-legal-moves")
                                                   && !_tab_window_is_browsing (self));
  refresh_winning_line (self);
}

/* ---- The match ---- */

/* the side panel's result card says it, once */
static void
announce_result (TabWindow *self)
{
  self->result_held = FALSE;
  tab_game_panel_hold_result (self->side_panel, FALSE);
}

static void
on_game_changed (TabWindow *self)
{
  /* a practice is of the game as it was */
  _tab_window_leave_practice (self);
  /* undo, redo, playing on: the game's position again */
  _tab_window_guard_cancel (self);
  _tab_window_browse (self, -1);
  if (self->result_held && !tab_game_is_over (self->game))
    announce_result (self);
  self->modified = TRUE;
  g_cancellable_cancel (self->hint_cancellable);
  _tab_window_refresh (self);
  _tab_window_speak_played (self);
  /* after every whole turn (and at the end, which removes the autosave) */
  if (tab_game_at_turn_start (self->game) || tab_game_is_over (self->game))
    _tab_window_autosave (self);
}

/* the result waits until the board has shown the last step of the turn */
static void
on_game_over (TabWindow *self)
{
  if (tab_board_view_is_animating (self->board_view))
    {
      self->result_held = TRUE;
      tab_game_panel_hold_result (self->side_panel, TRUE);
      return;
    }
  announce_result (self);
}

static void
on_animation_finished (TabWindow *self)
{
  if (self->result_held)
    announce_result (self);
  _tab_window_speak_pending (self);
}

static void
on_delay_changed (TabWindow *self)
{
  if (self->board_view == NULL)
    return;
  /* each step of a computer's turn stays half the time between turns */
  tab_board_view_set_step_pause (self->board_view, tab_match_get_delay (self->match) / 2);
}

static void
on_match_game (TabWindow *self)
{
  TabGame *game = tab_match_get_game (self->match);

  _tab_window_guard_cancel (self);
  _tab_window_leave_practice (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "game-over", G_CALLBACK (on_game_over), self, G_CONNECT_SWAPPED);
    }
  if (self->board_view != NULL)
    tab_board_view_set_game (self->board_view, game);
  _tab_window_speech_reset (self);
  _tab_window_browse (self, -1);
  _tab_window_live_game_changed (self);
  _tab_window_refresh (self);
}

void
_tab_window_focus_board (TabWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") != 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  /* another window has the keyboard (the file chooser that opened the
   * game): a screen reader hears of the focus once the window is back */
  self->focus_board_when_active = !gtk_window_is_active (GTK_WINDOW (self));
}

void
_tab_window_speak_when_active (TabWindow *self, const char *first)
{
  if (gtk_window_is_active (GTK_WINDOW (self)))
    _tab_window_speak_turn (self, first);
  else
    g_set_str (&self->words_when_active, first);
}

static void
on_active_changed (TabWindow *self)
{
  g_autofree char *words = NULL;

  if (!gtk_window_is_active (GTK_WINDOW (self)))
    return;
  words = g_steal_pointer (&self->words_when_active);
  if (self->focus_board_when_active && self->board_view != NULL)
    {
      self->focus_board_when_active = FALSE;
      /* the focus moves again, now that the window is the active one */
      if (gtk_window_get_focus (GTK_WINDOW (self)) == GTK_WIDGET (self->board_view))
        {
          gtk_window_set_focus (GTK_WINDOW (self), NULL);
          gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
        }
    }
  if (words != NULL && self->game != NULL)
    _tab_window_speak_turn (self, words);
}

static void
on_action_chosen (TabWindow *self, guint action)
{
  g_autoptr (GError) error = NULL;

  if (_tab_window_is_practising (self))
    _tab_window_practice_play (self, action);
  else if (_tab_window_is_browsing (self))
    _tab_window_play_from_shown (self, action);
  else if (_tab_window_guard_turn (self, action))
    return;   /* judged first: played, or asked about, then */
  else if (!tab_match_play (self->match, action, &error))
    _tab_window_show_toast (self, error->message);
  /* after End Turn or Pass too, whose button goes with the turn */
  _tab_window_focus_board (self);
}

static void
on_move_activated (TabWindow *self, guint n_actions)
{
  if (_tab_window_is_practising (self))
    return;
  _tab_window_browse (self, (int) n_actions);
}

/* No page transition (its window-sized offscreen images are what the
 * cairo renderer keeps, docs/performance.md): the board's pieces come in
 * by themselves, as the player goes from the chooser (or the last game)
 * to a game.  A window that opens on a game shows it as it is, as a
 * window shows its first content; the opening ends with the game it
 * waited for (a resumed game may come first, before the file) */
void
_tab_window_show_game_page (TabWindow *self)
{
  _tab_window_ensure_game_page (self);
  gtk_stack_set_visible_child_name (self->stack, "game");
  if (!self->opens_on_game)
    tab_board_view_animate_entry (self->board_view);
  else if (self->file_to_open == NULL && self->load_cancellable == NULL)
    self->opens_on_game = FALSE;
}

/* ---- Closing ---- */

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

  if (_tab_window_ask_before_closing (self))
    return TRUE;

  tab_match_stop (self->match);
  _tab_window_autosave (self);
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
  _tab_window_cancel_open (self);
  _tab_window_guard_cancel (self);
  g_clear_handle_id (&self->news_source, g_source_remove);
  g_clear_handle_id (&self->keep_source, g_source_remove);
  g_clear_pointer (&self->pending_news, g_free);
  g_clear_weak_pointer (&self->question);
  g_clear_pointer (&self->unfinished_key, g_free);
  g_clear_pointer (&self->key_to_continue, g_free);
  g_clear_pointer (&self->words_when_active, g_free);
  g_clear_weak_pointer (&self->forgotten_game);
  g_clear_object (&self->file_to_open);

  if (self->practice != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->practice, self);
      tab_practice_stop (self->practice);
      g_clear_object (&self->practice);
    }
  if (self->match != NULL)
    tab_match_stop (self->match);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  g_clear_object (&self->narrow_menu);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAB_TYPE_WINDOW);
  /* the game page went with the stack */
  self->board_view = NULL;
  self->side_panel = NULL;
  self->history_revealer = NULL;
  self->history_label = NULL;
  self->practice_bar = NULL;

  G_OBJECT_CLASS (tab_window_parent_class)->dispose (object);
}

/* stacked: the board as large as the width allows (it asks for a
 * square), the panel under it at least PANEL_STACKED_HEIGHT tall and
 * scrolled, taking what the board leaves; beside it: the panel as tall
 * as the window at its width, scrolled, the board the rest */
static void
layout_game_page (TabWindow *self)
{
  GtkWidget *panel, *board;
  GtkScrolledWindow *scroller;
  gboolean narrow;
  Layout layout = current_layout (self, &narrow);
  gboolean stacked = layout == LAYOUT_STACKED;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box),
                                  stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  if (self->side_panel == NULL)
    return;
  panel = GTK_WIDGET (self->side_panel);
  board = GTK_WIDGET (self->board_view);
  scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (panel, GTK_TYPE_SCROLLED_WINDOW));
  gtk_widget_set_size_request (panel, layout == LAYOUT_WIDE ? PANEL_WIDTH
                                      : layout == LAYOUT_COMPACT ? PANEL_COMPACT_WIDTH : -1, -1);
  gtk_widget_set_vexpand (panel, !stacked);
  gtk_widget_set_vexpand (gtk_widget_get_parent (board), !stacked);
  gtk_scrolled_window_set_propagate_natural_height (scroller, !stacked);
  gtk_scrolled_window_set_min_content_height (scroller, stacked ? PANEL_STACKED_HEIGHT : -1);
  gtk_widget_set_margin_top (panel, stacked ? 0 : layout == LAYOUT_COMPACT ? 12 : 18);
  gtk_widget_set_margin_start (panel, stacked ? 12 : 6);
  gtk_widget_set_margin_end (panel, layout == LAYOUT_WIDE ? 18 : 12);
  gtk_widget_set_margin_bottom (panel, layout == LAYOUT_WIDE ? 18 : 12);
  gtk_widget_set_margin_end (board, stacked ? 12 : 6);
  gtk_widget_set_margin_bottom (board, stacked ? 6 : 12);
}

static void
on_breakpoint_changed (TabWindow *self)
{
  layout_game_page (self);
  refresh_actions (self);
  refresh_title (self);
}

/* What was allocated and freed before a page settled (a file read and
 * checked, the page it replaced) glibc keeps in its heap, a few MiB:
 * give it back once the page is shown */
static gboolean
trim_heap (gpointer user_data)
{
  GtkStack *stack = user_data;

  if (!gtk_stack_get_transition_running (stack))
    {
#ifdef __GLIBC__
      malloc_trim (0);
#endif
    }
  return G_SOURCE_REMOVE;
}

static void
on_stack_changed (TabWindow *self)
{
  if (!gtk_stack_get_transition_running (self->stack))
    g_idle_add_full (G_PRIORITY_LOW, trim_heap, g_object_ref (self->stack), g_object_unref);
}

static void
on_high_contrast (TabWindow *self)
{
  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    gtk_widget_add_css_class (GTK_WIDGET (self), "high-contrast");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "high-contrast");
  if (self->board_view != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self->board_view));
}

/* ---- The game page ---- */

static void on_first_game (TabWindow *self);

/* The window's handlers of the match, after the side panel's */
/* A watched game paused or sped up: its entry says so at once (once the
 * code that changed it, a game loaded or continued, has set its key) */
static gboolean
keep_watch (gpointer data)
{
  TabWindow *self = data;

  self->keep_source = 0;
  if (self->unfinished_key != NULL)
    _tab_window_autosave (self);
  return G_SOURCE_REMOVE;
}

static void
on_watch_changed (TabWindow *self)
{
  if (self->keep_source == 0)
    self->keep_source = g_idle_add_full (G_PRIORITY_DEFAULT, keep_watch, self, NULL);
}

static void
connect_match (TabWindow *self)
{
  g_signal_connect_object (self->match, "notify::game", G_CALLBACK (on_match_game), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::thinking", G_CALLBACK (_tab_window_refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::can-undo", G_CALLBACK (refresh_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::can-redo", G_CALLBACK (refresh_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "seats-changed", G_CALLBACK (_tab_window_refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::delay-ms", G_CALLBACK (on_delay_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::delay-ms", G_CALLBACK (on_watch_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::paused", G_CALLBACK (on_watch_changed), self, G_CONNECT_SWAPPED);
}

static void
connect_board (TabWindow *self)
{
  g_signal_connect_object (self->board_view, "action-chosen", G_CALLBACK (on_action_chosen),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "animation-finished", G_CALLBACK (on_animation_finished),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "turned", G_CALLBACK (_tab_window_speak_board_turned),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->board_view, G_CONNECT_SWAPPED);
  /* the legal-move dots: as the setting says, but not on an earlier
   * position (_tab_window_refresh ()) */
  g_signal_connect_object (self->settings, "changed::show-legal-moves", G_CALLBACK (_tab_window_refresh),
                           self, G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "highlight-last-move", self->board_view, "highlight-last-move", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "turn-board-to-seat", self->board_view, "turn-to-seat", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animations", self->board_view, "animations", G_SETTINGS_BIND_GET);
}

/* The history bar's child takes no room while the bar is closed: a
 * closed sliding revealer still asks for its child's width, which would
 * widen the side panel of the narrow layouts */
static void
on_history_revealer_changed (GtkRevealer *revealer)
{
  gtk_widget_set_visible (gtk_revealer_get_child (revealer),
                          gtk_revealer_get_reveal_child (revealer)
                          || gtk_revealer_get_child_revealed (revealer));
}

/* The history bar, the board and the side panel are built the first time
 * they are needed (a game, or a test asking for them), not with the
 * window: the first thing on screen is the chooser, even with a file to
 * open, which is read off the main thread (docs/performance.md) */
void
_tab_window_ensure_game_page (TabWindow *self)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWidget *back_label;

  if (self->board_view != NULL)
    return;
  g_type_ensure (TAB_TYPE_BOARD_VIEW);
  g_type_ensure (TAB_TYPE_GAME_PANEL);
  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/tab-game-page.ui");
  self->board_view = TAB_BOARD_VIEW (gtk_builder_get_object (builder, "board_view"));
  self->side_panel = TAB_GAME_PANEL (gtk_builder_get_object (builder, "side_panel"));
  self->history_revealer = GTK_REVEALER (gtk_builder_get_object (builder, "history_revealer"));
  self->history_label = GTK_LABEL (gtk_builder_get_object (builder, "history_label"));
  gtk_box_append (self->game_box, GTK_WIDGET (gtk_builder_get_object (builder, "board_column")));
  gtk_box_append (self->game_box, GTK_WIDGET (gtk_builder_get_object (builder, "side_column")));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self->game_box));
  g_signal_connect (self->history_revealer, "notify::reveal-child", G_CALLBACK (on_history_revealer_changed), NULL);
  g_signal_connect (self->history_revealer, "notify::child-revealed", G_CALLBACK (on_history_revealer_changed), NULL);
  on_history_revealer_changed (self->history_revealer);
  back_label = gtk_button_get_child (GTK_BUTTON (gtk_builder_get_object (builder, "back_to_game_button")));
  gtk_label_set_wrap (GTK_LABEL (back_label), TRUE);

  g_signal_handlers_disconnect_by_func (self->match, on_first_game, self);
  tab_game_panel_set_board_state (self->side_panel, tab_board_view_get_board_state (self->board_view));
  tab_game_panel_set_match (self->side_panel, self->match);
  g_signal_connect_object (self->side_panel, "action-chosen", G_CALLBACK (on_action_chosen),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->side_panel, "move-activated", G_CALLBACK (on_move_activated),
                           self, G_CONNECT_SWAPPED);
  connect_match (self);
  connect_board (self);
  on_delay_changed (self);
  layout_game_page (self);
}

/* the first game: the page is built for it (its handlers of the match,
 * connected now, do not hear of this change) */
static void
on_first_game (TabWindow *self)
{
  if (tab_match_get_game (self->match) == NULL)
    return;
  _tab_window_ensure_game_page (self);
  on_match_game (self);
}

static void
tab_window_class_init (TabWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tab_window_dispose;
  window_class->close_request = tab_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TabWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, loading_revealer);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, loading_label);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, loading_progress);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_cancel_open_clicked",
                                                G_CALLBACK (_tab_window_cancel_open));
  gtk_widget_class_bind_template_child (widget_class, TabWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, game_box);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, compact_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, stacked_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, TabWindow, stacked_narrow_breakpoint);
  _tab_window_class_actions_init (widget_class);
  _tab_window_class_chooser_init (widget_class);
  _tab_window_class_history_init (widget_class);
  _tab_window_class_end_init (widget_class);
  _tab_window_class_unfinished_init (widget_class);
  _tab_window_class_practice_init (widget_class);
}

static void
tab_window_init (TabWindow *self)
{
  self->browse = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  tab_mnemonic_fix_buttons (GTK_WIDGET (self));
  self->narrow_menu = create_narrow_menu (self);
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_popup, self, NULL);

  self->settings = g_settings_new (APP_ID);
  self->match = tab_match_new ();
  /* the game page and the window's handlers of the match come with the
   * first game (as they came with the window: the side panel's first) */
  g_signal_connect_object (self->match, "notify::game", G_CALLBACK (on_first_game), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::transition-running", G_CALLBACK (on_stack_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child", G_CALLBACK (on_stack_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (on_high_contrast), self, G_CONNECT_SWAPPED);
  on_high_contrast (self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_signal_connect (self, "notify::current-breakpoint", G_CALLBACK (on_breakpoint_changed), NULL);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active_changed), NULL);

  _tab_window_fill_games_list (self);
  gtk_stack_set_visible_child_name (self->stack, "chooser");
  _tab_window_unfinished_init (self);
  _tab_window_files_init (self);
  _tab_window_live_init (self);
  _tab_window_refresh (self);
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
  _tab_window_ensure_game_page (self);
  return GTK_WIDGET (self->board_view);
}

GtkWidget *
tab_window_get_pass_button (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  _tab_window_ensure_game_page (self);
  return tab_game_panel_get_pass_button (self->side_panel);
}

const char *
tab_window_get_details_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  _tab_window_ensure_game_page (self);
  return tab_game_panel_get_details_text (self->side_panel);
}

const char *
tab_window_get_scores_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  _tab_window_ensure_game_page (self);
  return tab_game_panel_get_scores_text (self->side_panel);
}

const char *
tab_window_get_result_text (TabWindow *self)
{
  g_return_val_if_fail (TAB_IS_WINDOW (self), NULL);
  _tab_window_ensure_game_page (self);
  return tab_game_panel_get_result_text (self->side_panel);
}
