/* test-adaptive.c: the app under Xvfb (or weston), on every screen: each
 * game at its largest board size fits a window of 360×294 (a phone in
 * landscape), and the window's breakpoints lay the board and the side
 * panel out at 360×294, 360×640, 683×400, 683×768 and 1200×850 without a
 * warning, nothing cut off, the panel beside or under the board; the
 * side panel's controls keep their place through a computer turn and a
 * paused game, and while browsing the panel tells the position on show
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-application.h"
#include "tab-game-panel-private.h"
#include "tab-how-to-play-private.h"
#include "tab-preferences-dialog.h"
#include "tab-seat-list.h"
#include "tab-window-private.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

typedef struct
{
  int      width, height;
  gboolean stacked;        /* the panel under the board, else beside it */
  int      board_min;      /* the least side of the board's allocation */
} WindowSize;

static const WindowSize sizes[] = {
  { 360, 294, FALSE, 150 },
  { 360, 640, TRUE, 300 },
  { 683, 400, FALSE, 300 },
  { 683, 768, TRUE, 450 },
  { 1200, 850, FALSE, 700 },   /* (the test display is 1280×900) */
};

typedef struct
{
  GtkWidget *window;
  int        width, height;
  gboolean   stacked;
  GtkWidget *board, *scroller;
} SizeWait;

/* the window has the size asked for, and has been laid out in it */
static gboolean
has_size (gpointer data)
{
  SizeWait *wait = data;
  graphene_rect_t board, panel;

  if (gtk_widget_get_width (wait->window) != wait->width || gtk_widget_get_height (wait->window) != wait->height
      || !gtk_widget_compute_bounds (wait->board, wait->window, &board)
      || !gtk_widget_compute_bounds (wait->scroller, wait->window, &panel))
    return FALSE;
  /* laid out for the new size (libadwaita changes the layout a frame
   * after the size): inside the window, the panel under the board or
   * beside it */
  if (panel.origin.x + panel.size.width > wait->width || panel.origin.y + panel.size.height > wait->height
      || board.origin.x + board.size.width > wait->width || board.origin.y + board.size.height > wait->height)
    return FALSE;
  if (wait->stacked)
    return panel.origin.y >= board.origin.y + board.size.height;
  return panel.origin.x >= board.origin.x + board.size.width;
}

typedef struct
{
  GtkWidget *window;
  int        width, height;
} WindowWait;

/* the window is width×height, or less by a frame of a few pixels */
static gboolean
window_is_about (gpointer data)
{
  WindowWait *wait = data;
  int width = gtk_widget_get_width (wait->window), height = gtk_widget_get_height (wait->window);

  return width <= wait->width && width >= wait->width - 20 && height <= wait->height && height >= wait->height - 20;
}

/* Makes the window width×height: on X11 without a compositor, GTK draws
 * a frame of 5 px around the window inside the size asked for (a phone's
 * compositor has none, nor has Wayland): asked again, that much larger */
static void
resize (GtkWidget *win, int width, int height)
{
  WindowWait wait = { win, width, height };

  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  g_assert_true (ui_wait_until (window_is_about, &wait, 10000));
  gtk_window_set_default_size (GTK_WINDOW (win), 2 * width - gtk_widget_get_width (win),
                               2 * height - gtk_widget_get_height (win));
}

/* The window's content asks for no more than the window has (libadwaita
 * warns otherwise, which fails the test too) */
static void
assert_content_fits (TabWindow *win, int width, int height)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (win));
  int min_width, min_height;

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (min_height, <=, height);
}

static void
assert_inside (GtkWidget *widget, TabWindow *win, graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (win), bounds));
  g_assert_cmpfloat (bounds->origin.x, >=, 0);
  g_assert_cmpfloat (bounds->origin.y, >=, 0);
  g_assert_cmpfloat (bounds->origin.x + bounds->size.width, <=, gtk_widget_get_width (GTK_WIDGET (win)));
  g_assert_cmpfloat (bounds->origin.y + bounds->size.height, <=, gtk_widget_get_height (GTK_WIDGET (win)));
}

static void
check_layout (TabWindow *win, const TabRules *rules, const WindowSize *size)
{
  GtkWidget *board = tab_window_get_board_view (win);
  GtkWidget *panel = gtk_widget_get_parent (tab_window_get_pass_button (win));
  GtkWidget *scroller = gtk_widget_get_ancestor (panel, GTK_TYPE_SCROLLED_WINDOW);
  SizeWait wait = { GTK_WIDGET (win), size->width, size->height, size->stacked, board, scroller };
  graphene_rect_t board_bounds, scroller_bounds;
  int side;

  resize (GTK_WIDGET (win), size->width, size->height);
  if (!ui_wait_until (has_size, &wait, 10000))
    g_error ("%d×%d: the window is %d×%d", size->width, size->height,
             gtk_widget_get_width (GTK_WIDGET (win)), gtk_widget_get_height (GTK_WIDGET (win)));
  ui_spin (50);
  assert_content_fits (win, size->width, size->height);
  assert_inside (board, win, &board_bounds);
  assert_inside (scroller, win, &scroller_bounds);
  side = (int) MIN (board_bounds.size.width, board_bounds.size.height);
  g_test_message ("%s %d×%d: board %.0f×%.0f at %.0f,%.0f, panel %.0f×%.0f at %.0f,%.0f",
                  rules->id, size->width, size->height,
                  board_bounds.size.width, board_bounds.size.height,
                  board_bounds.origin.x, board_bounds.origin.y,
                  scroller_bounds.size.width, scroller_bounds.size.height,
                  scroller_bounds.origin.x, scroller_bounds.origin.y);
  if (size->stacked)
    g_assert_cmpfloat (scroller_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
  else
    g_assert_cmpfloat (scroller_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
  g_assert_cmpint (side, >=, size->board_min);
  /* the panel is as wide as its scroller shows: no horizontal scrolling */
  g_assert_cmpint (gtk_widget_get_width (panel) + gtk_widget_get_margin_start (panel)
                   + gtk_widget_get_margin_end (panel), <=, (int) scroller_bounds.size.width);
  /* the stacked panel keeps a useful height */
  if (size->stacked)
    g_assert_cmpfloat (scroller_bounds.size.height, >=, 150);
}

/* Each game at its largest board size and with the most seats: the
 * window's minimum at most 360×294, and every layout */
static void
test_every_screen (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  guint n_games;
  const TabRules * const *all = tab_rules_all (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      TabWindow *win = tab_window_new (ADW_APPLICATION (app));
      g_autoptr (GError) error = NULL;
      TabOptions options;
      int min_width, min_height;

      tab_options_default (all[i], &options);
      if (all[i]->board_kind != TAB_BOARD_FIXED)
        options.rows = options.cols = all[i]->max_size;
      options.players = all[i]->max_players;
      gtk_window_set_default_size (GTK_WINDOW (win), 880, 700);
      gtk_window_present (GTK_WINDOW (win));
      g_assert_true (tab_window_start_game (win, all[i], &options, levels, &error));
      g_assert_no_error (error);
      g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (win), 5000));

      gtk_widget_measure (GTK_WIDGET (win), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (win), GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
      g_test_message ("%s %u×%u, %u seats: the window's minimum %d×%d", all[i]->id,
                      options.rows, options.cols, options.players, min_width, min_height);
      g_assert_cmpint (min_width, <=, 360);
      g_assert_cmpint (min_height, <=, 294);

      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        check_layout (win, all[i], &sizes[s]);
      /* and back: the layouts switch both ways */
      check_layout (win, all[i], &sizes[1]);
      check_layout (win, all[i], &sizes[0]);
      tab_match_stop (tab_window_get_match (win));
      gtk_window_destroy (GTK_WINDOW (win));
    }
}

/* ---- The side panel holds still ---- */

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* Where the panel's controls are (their top edges in the window): the
 * seats, the speed list (when shown), the move list, the history buttons */
typedef struct
{
  double seats, speed, moves, history;
} PanelPlaces;

static double
top_of (GtkWidget *widget)
{
  graphene_point_t point;

  if (widget == NULL || !gtk_widget_get_mapped (widget))
    return -1;
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

static PanelPlaces
panel_places (void)
{
  GtkWidget *panel = GTK_WIDGET (window->side_panel);
  GtkWidget *move_list = GTK_WIDGET (tab_game_panel_get_move_list (window->side_panel));
  PanelPlaces places;

  places.seats = top_of (ui_find_widget (panel, is_of_type, GSIZE_TO_POINTER (TAB_TYPE_SEAT_LIST)));
  places.speed = top_of (ui_find_widget (panel, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_DROP_DOWN)));
  places.moves = top_of (move_list);
  places.history = top_of (gtk_widget_get_next_sibling (move_list));
  return places;
}

static void
assert_same_places (const PanelPlaces *a, const PanelPlaces *b, const char *when)
{
  g_test_message ("%s: seats %.0f, speed %.0f, moves %.0f, history %.0f",
                  when, b->seats, b->speed, b->moves, b->history);
  g_assert_cmpfloat (a->seats, ==, b->seats);
  g_assert_cmpfloat (a->speed, ==, b->speed);
  g_assert_cmpfloat (a->moves, ==, b->moves);
  g_assert_cmpfloat (a->history, ==, b->history);
}

static gboolean
is_thinking (gpointer data)
{
  return tab_match_get_thinking (tab_window_get_match (window));
}

static gboolean
is_not_thinking (gpointer data)
{
  return !tab_match_get_thinking (tab_window_get_match (window));
}

static void
start_game (const char *id, guint rows, guint players, const guint levels[TAB_MAX_SEATS])
{
  const TabRules *rules = tab_rules_lookup (id);
  TabOptions options;
  g_autoptr (GError) error = NULL;

  tab_options_default (rules, &options);
  if (rules->board_kind != TAB_BOARD_FIXED)
    options.rows = options.cols = rows;
  options.players = players;
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (ui_is_mapped, tab_window_get_board_view (window), 5000));
  ui_spin (50);
}

static void
play (const char *token)
{
  g_autoptr (GError) error = NULL;
  TabMatch *match = tab_window_get_match (window);

  g_assert_true (tab_match_play (match, ui_parse (ui_window_game (window), token), &error));
  g_assert_no_error (error);
}

/* A person against the Strong computer: the panel's controls are where
 * they were before its turn, while it thinks, and after it; End Turn
 * (Apart, after a jump) moves nothing either */
static void
test_panel_still_through_a_computer_turn (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 3, 0, 0 };
  PanelPlaces before, during, after;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), 880, 700);
  start_game ("fourmation", 7, 2, levels);
  before = panel_places ();
  play ("d4");
  g_assert_true (ui_wait_until (is_thinking, NULL, 10000));
  ui_spin (50);
  during = panel_places ();
  assert_same_places (&before, &during, "thinking");
  g_assert_true (ui_wait_for_n_actions (window, 2, 30000));
  g_assert_true (ui_wait_until (is_not_thinking, NULL, 10000));
  ui_spin (50);
  after = panel_places ();
  assert_same_places (&before, &after, "after the computer's turn");
  tab_match_stop (tab_window_get_match (window));

  /* Apart between people: a jump, and End Turn comes */
  start_game ("apart", 8, 2, (const guint[TAB_MAX_SEATS]) { 0, 0, 0, 0 });
  before = panel_places ();
  n = tab_game_get_n_actions (ui_window_game (window));
  play ("f2-d4");
  play ("d7-d5");
  g_assert_cmpuint (tab_game_get_n_actions (ui_window_game (window)), ==, n + 2);
  ui_spin (50);
  after = panel_places ();
  assert_same_places (&before, &after, "Apart, a turn later");
}

static gboolean
is_paused (gpointer data)
{
  return tab_match_get_paused (tab_window_get_match (window));
}

/* The computer against itself: Pause, One Turn and Speed where they
 * were, running and paused */
static void
test_panel_still_when_paused (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 1, 1, 0, 0 };
  PanelPlaces running, paused, stepped;

  start_game ("fourmation", 7, 2, levels);
  g_assert_true (ui_wait_for_n_actions (window, 2, 30000));
  running = panel_places ();
  g_assert_cmpfloat (running.speed, >=, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_true (ui_wait_until (is_paused, NULL, 5000));
  ui_spin (50);
  paused = panel_places ();
  assert_same_places (&running, &paused, "paused");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step", NULL));
  g_assert_true (ui_wait_until (is_not_thinking, NULL, 10000));
  ui_spin (50);
  stepped = panel_places ();
  assert_same_places (&running, &stepped, "one turn played");
  tab_match_stop (tab_window_get_match (window));
}

/* ---- Browsing: the panel tells the position on show ---- */

static const char *
status_text (void)
{
  GtkWidget *overlay = ui_find_widget (GTK_WIDGET (window->side_panel), is_of_type,
                                       GSIZE_TO_POINTER (GTK_TYPE_OVERLAY));

  return gtk_label_get_text (GTK_LABEL (gtk_overlay_get_child (GTK_OVERLAY (overlay))));
}

static gboolean
shows_legal_moves (void)
{
  gboolean shown;

  g_object_get (tab_window_get_board_view (window), "show-legal-moves", &shown, NULL);
  return shown;
}

static void
test_panel_tells_the_shown_position (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  static const char *moves[] = { "d4", "d3", "c4" };
  g_autofree char *status[G_N_ELEMENTS (moves) + 1] = { NULL };
  g_autofree char *last[G_N_ELEMENTS (moves) + 1] = { NULL };
  TabGamePanel *panel;

  start_game ("fourmation", 7, 2, levels);
  panel = window->side_panel;
  g_assert_true (shows_legal_moves ());
  status[0] = g_strdup (status_text ());
  last[0] = g_strdup (tab_game_panel_get_last_turn_text (panel));
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      play (moves[i]);
      ui_spin (20);
      status[i + 1] = g_strdup (status_text ());
      last[i + 1] = g_strdup (tab_game_panel_get_last_turn_text (panel));
    }
  g_assert_cmpstr (status[1], !=, status[2]);
  g_assert_cmpstr (last[1], !=, last[2]);

  /* back a turn, then to the start: the panel says what it said then */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[2]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[2]);
  /* no legal-move dots on an earlier position */
  g_assert_false (shows_legal_moves ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-first", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[0]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[0]);
  /* and the game again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[3]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[3]);
  g_assert_true (shows_legal_moves ());
}

/* ---- Dialogs on a phone ---- */

/* The Preferences at 360×640 (a bottom sheet) without a warning, every
 * Alt+key with one owner */
static void
test_preferences_on_a_phone (void)
{
  SizeWait wait = { GTK_WIDGET (window), 360, 640, TRUE, NULL, NULL };
  GtkWidget *dialog;

  wait.board = tab_window_get_board_view (window);
  wait.scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->side_panel), GTK_TYPE_SCROLLED_WINDOW);
  resize (GTK_WIDGET (window), 360, 640);
  g_assert_true (ui_wait_until (has_size, &wait, 10000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL));
  dialog = GTK_WIDGET (ui_find_dialog (TAB_TYPE_PREFERENCES_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_until_mapped (dialog, 5000));
  ui_spin (200);
  g_assert_cmpint (adw_dialog_get_presentation_mode (ADW_DIALOG (dialog)), !=, ADW_DIALOG_FLOATING);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  ui_assert_mnemonics_unique (dialog);
  adw_dialog_force_close (ADW_DIALOG (dialog));
  ui_spin (50);
}

static gboolean
window_has_size (gpointer data)
{
  WindowWait *wait = data;

  return gtk_widget_get_width (wait->window) == wait->width && gtk_widget_get_height (wait->window) == wait->height;
}

static void
wait_for_window_size (WindowWait *wait)
{
  if (!ui_wait_until (window_has_size, wait, 10000))
    g_error ("%d×%d: the window is %d×%d", wait->width, wait->height,
             gtk_widget_get_width (wait->window), gtk_widget_get_height (wait->window));
}

/* How to Play on a phone: the list of the games, or a game's page with a
 * back button to the list; every page fits 360 px without a warning */
static void
test_how_to_play_on_a_phone (void)
{
  GtkWidget *how, *split, *list;
  WindowWait wait;
  guint pages = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play", NULL));
  g_assert_true (ui_wait_until (ui_how_to_play_is_open, window, 5000));
  how = GTK_WIDGET (tab_how_to_play_find (GTK_WINDOW (window)));
  g_assert_true (ui_wait_until_mapped (how, 5000));
  ui_spin (200);
  split = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (ADW_TYPE_NAVIGATION_SPLIT_VIEW));
  list = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX));
  g_assert_nonnull (split);
  g_assert_nonnull (list);
  wait = (WindowWait) { how, 360, 640 };
  resize (how, 360, 640);
  wait_for_window_size (&wait);
  ui_spin (100);
  g_assert_true (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
  /* opened on a game: its page */
  g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split)));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      /* back to the list, and the next game */
      adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (split), FALSE);
      ui_spin (50);
      g_signal_emit_by_name (list, "row-activated", row);
      ui_spin (100);
      g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split)));
      g_assert_cmpstr (tab_how_to_play_get_game (TAB_HOW_TO_PLAY (how)), ==, gtk_widget_get_name (row));
      pages++;
    }
  g_assert_cmpuint (pages, ==, 5);

  /* wide again: the list beside the page */
  wait = (WindowWait) { how, 900, 700 };
  resize (how, 900, 700);
  wait_for_window_size (&wait);
  ui_spin (100);
  g_assert_false (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
  g_assert_true (gtk_widget_get_mapped (list));
  gtk_window_destroy (GTK_WINDOW (how));
}

/* Practicing marked turns (the bar over the side panel, or in its place
 * on a phone) fits every screen, and the board keeps a useful size */
static void
test_practice_on_every_screen (void)
{
  static const int board_min[G_N_ELEMENTS (sizes)] = { 100, 300, 250, 450, 550 };
  TabGame *game = ui_new_game_sized ("fourmation", "5", "c3 d2 c1 d1 e2 d3 e3");
  g_autoptr (TabGameReview) review = NULL;
  GtkWidget *board = tab_window_get_board_view (window);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->side_panel), GTK_TYPE_SCROLLED_WINDOW);
  TabAction actions[7];

  tab_match_set_seat_level (tab_window_get_match (window), 2, TAB_MATCH_PERSON);
  tab_match_set_game (tab_window_get_match (window), game);
  g_object_unref (game);
  for (guint i = 0; i < 7; i++)
    actions[i] = tab_game_get_action (game, i);
  review = tab_game_review_new (2000, 7, tab_review_game (tab_game_get_position_at (game, 0), actions, 7, 2000, 1));
  tab_game_review_attach (game, review);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice", "u", 1));
  g_assert_true (_tab_window_is_practising (window));

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      graphene_rect_t bounds;

      resize (GTK_WIDGET (window), sizes[s].width, sizes[s].height);
      ui_spin (200);
      assert_content_fits (window, sizes[s].width, sizes[s].height);
      assert_inside (board, window, &bounds);
      g_test_message ("practice %d×%d: board %.0f×%.0f", sizes[s].width, sizes[s].height,
                      bounds.size.width, bounds.size.height);
      g_assert_cmpfloat (MIN (bounds.size.width, bounds.size.height), >=, board_min[s]);
      /* on a phone the bar takes the panel's place */
      if (sizes[s].width == 360)
        g_assert_false (gtk_widget_get_visible (scroller));
      if (sizes[s].width >= 1200)
        g_assert_true (gtk_widget_get_visible (scroller));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.practice-done", NULL));
  g_assert_true (gtk_widget_get_visible (scroller));
  resize (GTK_WIDGET (window), 880, 700);
}

int
main (int argc, char *argv[])
{
  window = ui_test_init (&argc, &argv, &app, NULL);

  g_test_add_func ("/adaptive/every-screen", test_every_screen);
  g_test_add_func ("/adaptive/panel-still-through-a-computer-turn", test_panel_still_through_a_computer_turn);
  g_test_add_func ("/adaptive/panel-still-when-paused", test_panel_still_when_paused);
  g_test_add_func ("/adaptive/panel-tells-the-shown-position", test_panel_tells_the_shown_position);
  g_test_add_func ("/adaptive/preferences-on-a-phone", test_preferences_on_a_phone);
  g_test_add_func ("/adaptive/how-to-play-on-a-phone", test_how_to_play_on_a_phone);
  g_test_add_func ("/adaptive/practice-on-every-screen", test_practice_on_every_screen);

  return ui_test_run (app, window);
}
