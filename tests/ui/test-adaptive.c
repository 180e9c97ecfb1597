/* test-adaptive.c: the app under Xvfb (or weston), on every screen: each
 * game at its largest board size fits a window of 360×294 (a phone in
 * landscape), and the window's breakpoints lay the board and the side
 * panel out at 360×294, 360×640, 683×400, 683×768 and 1200×850 without a
 * warning, nothing cut off, the panel beside or under the board; the
 * side panel's controls keep their place through a computer turn and a
 * paused game, and while browsing the panel tells the position on show;
 * every dialog is a bottom sheet that fits 360×640 and 360×294
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "tab-application.h"
#include "tab-game-panel-private.h"
#include "tab-dialogs.h"
#include "tab-how-to-play-private.h"
#include "tab-new-game-dialog.h"
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
  ui_assert_content_fits (win, size->width, size->height);
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

/* ---- The header at 360 px ---- */

static gboolean
window_has_size (gpointer data)
{
  WindowWait *wait = data;

  return gtk_widget_get_width (wait->window) == wait->width && gtk_widget_get_height (wait->window) == wait->height;
}


static gboolean
is_label_with_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* whether the menu (or one of its sections) has an item for action */
static gboolean
menu_has_action (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

/* the main menu as the player sees it: it is built when it opens */
static GMenuModel *
opened_menu (void)
{
  GMenuModel *menu;

  gtk_menu_button_popup (window->menu_button);
  menu = gtk_menu_button_get_menu_model (window->menu_button);
  g_assert_nonnull (gtk_menu_button_get_popover (window->menu_button));
  gtk_menu_button_popdown (window->menu_button);
  return menu;
}

static gboolean
label_is_whole (gpointer label)
{
  return !pango_layout_is_ellipsized (gtk_label_get_layout (label));
}

/* At 360×640, with the window's three buttons of X11 (minimize,
 * maximize, close), each game's name shows whole in the header: the file's
 * name (the subtitle) and Redo leave it (Redo to the menu), and back to
 * the header on a wide window */
/* The title's text stands in the middle of the header bar (the window's
 * width) within a few pixels, or as near it as the room allows: against
 * the header's end (the menu button), where the window's own buttons
 * (X11's minimize, maximize, close) make the end wider than the start
 * and leave too little room to centre it */
static void
assert_centred (GtkWidget *label, gboolean room_to_centre)
{
  GtkWidget *header = gtk_widget_get_ancestor (label, ADW_TYPE_HEADER_BAR);
  graphene_rect_t bounds, menu;
  PangoRectangle ink;
  int x, y;
  double centre, middle = gtk_widget_get_width (header) / 2.0;

  g_assert_true (gtk_widget_compute_bounds (label, header, &bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (window->menu_button), header, &menu));
  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (label)), &ink, NULL);
  /* the text's own middle, wherever the label puts it in its room */
  centre = bounds.origin.x + x + ink.x + ink.width / 2.0;
  g_test_message ("its middle at %.1f px, the header's at %.1f px; the menu button at %.0f px",
                  centre, middle, menu.origin.x);
  if (room_to_centre || fabs (centre - middle) <= 4.0)
    g_assert_cmpfloat (fabs (centre - middle), <=, 4.0);
  else
    /* off centre toward the start, only as far as the end's buttons push
     * it: against the menu button, at the header's spacing */
    g_assert_cmpfloat (bounds.origin.x + bounds.size.width, >=, menu.origin.x - 8);
}

/* Every game at 360×640 with the window's buttons of layout: the
 * game's name whole, no subtitle, Redo in the menu, the name centred
 * (where there is room to) */
static void
assert_narrow_headers (const char *layout, gboolean room_to_centre)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  guint n_games;
  const TabRules * const *all = tab_rules_all (&n_games);
  GtkWidget *title = GTK_WIDGET (window->window_title);

  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (GError) error = NULL;
      SizeWait wait = { GTK_WIDGET (window), 360, 640, TRUE, NULL, NULL };
      TabOptions options;
      GtkWidget *label;

      tab_options_default (all[i], &options);
      g_assert_true (tab_window_start_game (window, all[i], &options, levels, &error));
      g_assert_no_error (error);
      wait.board = tab_window_get_board_view (window);
      wait.scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->side_panel), GTK_TYPE_SCROLLED_WINDOW);
      resize (GTK_WIDGET (window), 360, 640);
      g_assert_true (ui_wait_until (has_size, &wait, 10000));
      ui_spin (50);
      label = ui_find_widget (title, is_label_with_text, all[i]->name);
      g_assert_nonnull (label);
      /* laid out for the new name (a frame after it is set) */
      ui_wait_until (label_is_whole, label, 5000);
      g_test_message ("%s at 360×640, %s: its name %d px wide in a title of %d px", all[i]->id,
                      layout, gtk_widget_get_width (label), gtk_widget_get_width (title));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      assert_centred (label, room_to_centre);
      g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "");
      g_assert_false (gtk_widget_get_visible (window->redo_button));
      g_assert_true (menu_has_action (opened_menu (), "win.redo"));
    }
}

static void
test_narrow_header (void)
{
  g_autofree char *layout = NULL;

  /* no test before this one opens the main menu: the window has not
   * built it (tab-window.c, create_menu_popup) */
  g_assert_null (gtk_menu_button_get_popover (window->menu_button));
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  /* X11's three window buttons at the end: the end is 160 px wide, too
   * wide to centre "Green Skull" (87 px) in 360 */
  assert_narrow_headers ("menu:minimize,maximize,close", FALSE);
  /* GNOME's and a phone's: the close button alone */
  assert_narrow_headers ("appmenu:close", TRUE);
  assert_narrow_headers ("icon:close", TRUE);

  /* wide: Redo in the header, not in the menu */
  {
    WindowWait wait = { GTK_WIDGET (window), 1200, 850 };

    resize (GTK_WIDGET (window), 1200, 850);
    g_assert_true (ui_wait_until (window_has_size, &wait, 10000));
    ui_spin (50);
    g_assert_true (gtk_widget_get_visible (window->redo_button));
    /* the narrow menu went with the narrow layout */
    g_assert_null (gtk_menu_button_get_menu_model (window->menu_button));
    g_assert_false (menu_has_action (opened_menu (), "win.redo"));
  }
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
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

static gboolean
is_current_seat (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_has_css_class (widget, "current-seat");
}

/* the seat list's row marked "to move" */
static const char *
current_seat (void)
{
  GtkWidget *row = ui_find_widget (GTK_WIDGET (window->side_panel), is_current_seat, NULL);

  g_assert_nonnull (row);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static void
test_panel_tells_the_shown_position (void)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  static const char *moves[] = { "d4", "d3", "c4" };
  g_autofree char *status[G_N_ELEMENTS (moves) + 1] = { NULL };
  g_autofree char *last[G_N_ELEMENTS (moves) + 1] = { NULL };
  g_autofree char *seat[G_N_ELEMENTS (moves) + 1] = { NULL };
  TabGamePanel *panel;

  start_game ("fourmation", 7, 2, levels);
  panel = window->side_panel;
  g_assert_true (shows_legal_moves ());
  status[0] = g_strdup (status_text ());
  last[0] = g_strdup (tab_game_panel_get_last_turn_text (panel));
  seat[0] = g_strdup (current_seat ());
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      play (moves[i]);
      ui_spin (20);
      status[i + 1] = g_strdup (status_text ());
      last[i + 1] = g_strdup (tab_game_panel_get_last_turn_text (panel));
      seat[i + 1] = g_strdup (current_seat ());
    }
  g_assert_cmpstr (status[1], !=, status[2]);
  g_assert_cmpstr (last[1], !=, last[2]);
  g_assert_cmpstr (seat[2], !=, seat[3]);

  /* back a turn, then to the start: the panel says what it said then */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[2]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[2]);
  /* the seat list marks the seat to move there, as the status says */
  g_assert_cmpstr (current_seat (), ==, seat[2]);
  /* no legal-move dots on an earlier position */
  g_assert_false (shows_legal_moves ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-first", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[0]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[0]);
  g_assert_cmpstr (current_seat (), ==, seat[0]);
  /* and the game again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history-last", NULL));
  ui_spin (20);
  g_assert_cmpstr (status_text (), ==, status[3]);
  g_assert_cmpstr (tab_game_panel_get_last_turn_text (panel), ==, last[3]);
  g_assert_cmpstr (current_seat (), ==, seat[3]);
  g_assert_true (shows_legal_moves ());
}


/* ---- Dialogs on a phone ---- */

/* what opens each dialog; dialog_type () says what it is */
static const char * const dialog_openers[] = {
  "win.new-game", "app.preferences", "win.how-to-play", "app.about", "win.show-help-overlay", "win.resign",
};

static GType
dialog_type (guint i)
{
  switch (i)
    {
    case 0: return TAB_TYPE_NEW_GAME_DIALOG;
    case 1: return TAB_TYPE_PREFERENCES_DIALOG;
    case 2: return TAB_TYPE_HOW_TO_PLAY;
    case 3: return ADW_TYPE_ABOUT_DIALOG;
#if ADW_CHECK_VERSION (1, 8, 0)
    case 4: return ADW_TYPE_SHORTCUTS_DIALOG;
#else
    case 4: return G_TYPE_INVALID;   /* a window of its own: test-keyboard */
#endif
    default: return ADW_TYPE_ALERT_DIALOG;
    }
}

static gboolean
no_dialog (gpointer data)
{
  return tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_DIALOG) == NULL;
}

/* A person against a person in Apart 15×15 (Resign asks its question) in a
 * window width×height */
static void
phone_window (int width, int height)
{
  static const guint levels[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  const TabRules *rules = tab_rules_lookup ("apart");
  SizeWait wait = { GTK_WIDGET (window), width, height, height > width, NULL, NULL };
  g_autoptr (GError) error = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  options.rows = options.cols = rules->max_size;
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  wait.board = tab_window_get_board_view (window);
  wait.scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->side_panel), GTK_TYPE_SCROLLED_WINDOW);
  resize (GTK_WIDGET (window), width, height);
  g_assert_true (ui_wait_until (has_size, &wait, 10000));
}

static gboolean
sheet_inside_window (gpointer dialog)
{
  GtkWidget *content = adw_dialog_get_child (dialog);
  graphene_rect_t bounds;

  /* (a question grows into place: drawn at its size once it is there) */
  return gtk_widget_compute_bounds (content, GTK_WIDGET (window), &bounds) &&
         (int) bounds.size.width == gtk_widget_get_width (content) &&
         (int) bounds.size.height == gtk_widget_get_height (content) &&
         bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (window));
}

/* Opens dialog i over the window and checks that it fits: a bottom sheet
 * (the questions float, as libadwaita's alerts always do), no wider or
 * taller than the window, its content asking for no more than it has (a
 * warning would fail the test too) */
/* checks that the dialog open over a width×height window fits */
static void
check_dialog_fits (GtkWidget *dialog, const char *opener, int width, int height)
{
  GtkWidget *content = adw_dialog_get_child (ADW_DIALOG (dialog));
  graphene_rect_t bounds;
  int min_width, min_height;
  gboolean sheet;

  /* the sheet slides in (libadwaita 1.10's springs past its place and
   * back), a question grows: once it is all inside the window */
  ui_wait_until (sheet_inside_window, dialog, 5000);
  /* (its presentation mode is "auto": libadwaita marks which sheet it
   * chose with a style class) */
  sheet = gtk_widget_has_css_class (dialog, "bottom-sheet");
  g_assert_true (gtk_widget_compute_bounds (content, GTK_WIDGET (window), &bounds));
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content), &min_height, NULL, NULL, NULL);
  g_test_message ("%s at %d×%d: %s, %.0f×%.0f at %.0f,%.0f, at least %d×%d", opener, width, height,
                  sheet ? "a bottom sheet" : "floating", bounds.size.width, bounds.size.height,
                  bounds.origin.x, bounds.origin.y, min_width, min_height);
  g_assert_true (sheet || ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (min_width, <=, gtk_widget_get_width (content));
  g_assert_cmpint (min_height, <=, gtk_widget_get_height (content));
  if (TAB_IS_NEW_GAME_DIALOG (dialog) || TAB_IS_PREFERENCES_DIALOG (dialog))
    ui_assert_mnemonics_unique (dialog);
}

static GtkWidget *
open_dialog_on_a_phone (guint i, int width, int height)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), dialog_openers[i], NULL));
  dialog = GTK_WIDGET (tab_dialog_find (GTK_WINDOW (window), dialog_type (i)));
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_until_mapped (dialog, 5000));
  check_dialog_fits (dialog, dialog_openers[i], width, height);
  return dialog;
}

static gboolean
is_unparented (gpointer widget)
{
  return gtk_widget_get_parent (widget) == NULL;
}

/* closes the dialog and waits for its sheet to have gone */
static void
close_dialog (GtkWidget *dialog)
{
  g_autoptr (GtkWidget) kept = g_object_ref (dialog);

  if (ADW_IS_ALERT_DIALOG (dialog))
    ui_answer_question (dialog, "cancel");
  else
    g_assert_true (adw_dialog_close (ADW_DIALOG (dialog)));
  g_assert_true (ui_wait_until (no_dialog, NULL, 5000));
  g_assert_true (ui_wait_until (is_unparented, dialog, 5000));
}

/* How to Play on a phone: the list of the games, or a game's page with a
 * back button to the list, every page shown */
static void
check_how_to_play_pages (GtkWidget *how)
{
  GtkWidget *split = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (ADW_TYPE_NAVIGATION_SPLIT_VIEW));
  GtkWidget *list = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX));
  guint pages = 0;

  g_assert_nonnull (split);
  g_assert_nonnull (list);
  g_assert_true (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
  /* opened on a game: its page */
  g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split)));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      /* back to the list, and the next game */
      adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (split), FALSE);
      ui_spin (50);
      g_assert_true (gtk_widget_get_mapped (list));
      g_signal_emit_by_name (list, "row-activated", row);
      ui_spin (100);
      g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split)));
      g_assert_cmpstr (tab_how_to_play_get_game (TAB_HOW_TO_PLAY (how)), ==, gtk_widget_get_name (row));
      pages++;
    }
  g_assert_cmpuint (pages, ==, 5);
}

/* Every dialog at 360×640 and 360×294: a bottom sheet that fits, without
 * a warning; in New Game and the Preferences every Alt+key with one owner */
static void
test_dialogs_on_a_phone (void)
{
  static const int phones[][2] = { { 360, 640 }, { 360, 294 } };

  for (guint p = 0; p < G_N_ELEMENTS (phones); p++)
    {
      phone_window (phones[p][0], phones[p][1]);
      for (guint i = 0; i < G_N_ELEMENTS (dialog_openers); i++)
        {
          GtkWidget *dialog;

          /* (About: test_about_on_a_phone ()) */
          if (dialog_type (i) == G_TYPE_INVALID || dialog_type (i) == ADW_TYPE_ABOUT_DIALOG)
            continue;
          dialog = open_dialog_on_a_phone (i, phones[p][0], phones[p][1]);
          if (TAB_IS_HOW_TO_PLAY (dialog))
            check_how_to_play_pages (dialog);
          close_dialog (dialog);
        }
    }
}

/* About at 360×640, then at 360×294, resized while it is open, and
 * closed only then, the last of the tests: with libadwaita 1.7, after an
 * AdwAboutDialog shown as a bottom sheet is closed and finalized, a later
 * change of the window's breakpoint failed an assertion in libadwaita
 * (adw_breakpoint_transition: "!from || ADW_IS_BREAKPOINT (from)") or
 * crashed, under this test's G_DEBUG=gc-friendly and MALLOC_PERTURB_ */
static void
test_about_on_a_phone (void)
{
  SizeWait wait = { GTK_WIDGET (window), 360, 294, FALSE, NULL, NULL };
  GtkWidget *about;

  phone_window (360, 640);
  about = open_dialog_on_a_phone (3, 360, 640);
  wait.board = tab_window_get_board_view (window);
  wait.scroller = gtk_widget_get_ancestor (GTK_WIDGET (window->side_panel), GTK_TYPE_SCROLLED_WINDOW);
  resize (GTK_WIDGET (window), 360, 294);
  g_assert_true (ui_wait_until (has_size, &wait, 10000));
  check_dialog_fits (about, dialog_openers[3], 360, 294);
  close_dialog (about);
}

/* How to Play on a large screen: a floating dialog, the list beside the
 * page */
static void
test_how_to_play_on_a_desktop (void)
{
  GtkWidget *how, *split, *list;
  WindowWait wait = { GTK_WIDGET (window), 1200, 850 };

  resize (GTK_WIDGET (window), 1200, 850);
  g_assert_true (ui_wait_until (window_has_size, &wait, 10000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play", NULL));
  g_assert_true (ui_wait_until (ui_how_to_play_is_open, window, 5000));
  how = GTK_WIDGET (tab_how_to_play_find (GTK_WINDOW (window)));
  ui_spin (300);
  split = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (ADW_TYPE_NAVIGATION_SPLIT_VIEW));
  list = ui_find_widget (how, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX));
  g_assert_true (gtk_widget_has_css_class (how, "floating"));
  g_assert_false (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
  g_assert_true (gtk_widget_get_mapped (list));
  close_dialog (how);
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
      ui_assert_content_fits (window, sizes[s].width, sizes[s].height);
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
  g_test_add_func ("/adaptive/narrow-header", test_narrow_header);
  g_test_add_func ("/adaptive/dialogs-on-a-phone", test_dialogs_on_a_phone);
  g_test_add_func ("/adaptive/how-to-play-on-a-desktop", test_how_to_play_on_a_desktop);
  g_test_add_func ("/adaptive/practice-on-every-screen", test_practice_on_every_screen);
  /* the last: see there */
  g_test_add_func ("/adaptive/about-on-a-phone", test_about_on_a_phone);

  return ui_test_run (app, window);
}
