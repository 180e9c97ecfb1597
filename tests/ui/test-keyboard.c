/* test-keyboard.c: the app under Xvfb played with the keyboard alone: a
 * whole game of each of the five games through the board's key handler
 * (the one its key controller calls), the cursor in right-to-left
 * locales, Escape and Tab, every shortcut in the shortcuts window, what a
 * screen reader hears about the cursor cell, the computer's controls
 * (pause, one turn, speed, hint, the thinking indicator), a main loop that
 * never stalls while Expert thinks, and a narrow window
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tab-application.h"
#include "tab-board-geometry.h"
#include "tab-board-view-private.h"
#include "tab-grid.h"
#include "tab-splut.h"
#include "tab-window.h"
#include "ui-test-common.h"

static GtkApplication *app;
static TabWindow *window;

static TabBoardView *
board (void)
{
  return TAB_BOARD_VIEW (tab_window_get_board_view (window));
}

static TabGame *
current_game (void)
{
  return tab_match_get_game (tab_window_get_match (window));
}

static void
start (const char *id, const guint *levels)
{
  const TabRules *rules = tab_rules_lookup (id);
  g_autoptr (GError) error = NULL;
  TabOptions options;

  g_assert_nonnull (rules);
  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (window, rules, &options, levels, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (ui_is_mapped, board (), 5000));
}

static void
press (guint keyval)
{
  tab_board_view_handle_key (board (), keyval, 0);
}

/* The arrow keys from the cursor to target, found by a breadth-first
 * search over what each key does */
static void
walk_cursor_to (int target)
{
  static const guint keys[4] = { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down };
  static const int dx[4] = { -1, 1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
  const TabPosition *pos = tab_game_get_position (current_game ());
  TabBoardGeometry geom;
  int start_cell = tab_board_view_get_cursor (board ());
  g_autofree int *came_from = NULL;
  g_autofree int *key_of = NULL;
  g_autofree int *queue = NULL;
  guint head = 0, tail = 0;
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));

  tab_board_geometry_init (&geom, pos);
  came_from = g_new (int, geom.n_cells);
  key_of = g_new (int, geom.n_cells);
  queue = g_new (int, geom.n_cells);
  for (guint i = 0; i < geom.n_cells; i++)
    came_from[i] = -2;
  came_from[start_cell] = -1;
  queue[tail++] = start_cell;
  while (head < tail && came_from[target] == -2)
    {
      int cell = queue[head++];

      for (guint k = 0; k < 4; k++)
        {
          int next = tab_board_geometry_step (&geom, cell, dx[k], dy[k]);

          if (came_from[next] != -2)
            continue;
          came_from[next] = cell;
          key_of[next] = (int) k;
          queue[tail++] = next;
        }
    }
  g_assert_cmpint (came_from[target], !=, -2);
  for (int cell = target; cell != start_cell; cell = came_from[cell])
    g_array_prepend_val (path, keys[key_of[cell]]);
  for (guint i = 0; i < path->len; i++)
    press (g_array_index (path, guint, i));
  g_assert_cmpint (tab_board_view_get_cursor (board ()), ==, target);
}

/* Tab moves the focus until the widget has it; then Space presses it */
static gboolean has_actions (gpointer data);

static void
tab_to_and_press (GtkWidget *widget)
{
  guint n;

  for (guint i = 0; i < 60 && gtk_window_get_focus (GTK_WINDOW (window)) != widget; i++)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == widget);
  /* a button pressed from the keyboard clicks when its short press
   * animation ends */
  n = tab_game_get_n_actions (current_game ());
  gtk_widget_activate (widget);
  g_assert_true (ui_wait_until (has_actions, GUINT_TO_POINTER (n + 1), 2000));
  /* a pass or an end of the turn hides its button: the focus goes back
   * to the board */
  if (!gtk_widget_get_visible (widget))
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board ()));
  gtk_widget_grab_focus (GTK_WIDGET (board ()));
}

/* The popover of choices: Down moves the focus over its buttons and
 * Return presses the focused one; here the one with the action */
static void
pick_in_popover (TabAction action)
{
  TabAction offered[TAB_MAX_ACTIONS];
  guint n = tab_board_view_get_choices (board (), offered);
  gboolean found = FALSE;

  g_assert_cmpuint (n, >, 0);   /* one: a step of its own (a throw) */
  for (guint i = 0; i < n; i++)
    found |= offered[i] == action;
  g_assert_true (found);
  g_assert_true (tab_board_view_pick_choice (board (), action));
}

static void
play_with_keys (TabAction action)
{
  const TabPosition *pos = tab_game_get_position (current_game ());
  int from, to;

  pos->rules->action_cells (pos, action, &from, &to);
  if (from == TAB_NO_CELL && to == TAB_NO_CELL)
    {
      /* the end of a jump series is Escape; other passes are a button */
      if (tab_board_view_get_selected (board ()) != TAB_NO_CELL)
        press (GDK_KEY_Escape);
      else
        tab_to_and_press (tab_window_get_pass_button (window));
      return;
    }
  if (from != TAB_NO_CELL && tab_board_view_get_selected (board ()) != from)
    {
      walk_cursor_to (from);
      press (GDK_KEY_Return);
      g_assert_cmpint (tab_board_view_get_selected (board ()), ==, from);
    }
  walk_cursor_to (to);
  press (GDK_KEY_space);
  if (tab_board_view_get_choices (board (), NULL) > 0)
    pick_in_popover (action);
}

static void
test_keyboard_game (gconstpointer data)
{
  const char *id = data;
  static const guint people[TAB_MAX_SEATS] = { 0, 0, 0, 0 };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261122);
  g_autofree TabActionList *list = g_new (TabActionList, 1);
  guint turns = 0;

  start (id, people);
  gtk_widget_grab_focus (GTK_WIDGET (board ()));
  while (!tab_game_is_over (current_game ()))
    {
      TabGame *game = current_game ();
      guint before = tab_game_get_n_actions (game);
      char expected[TAB_TOKEN_MAX];
      TabAction action;

      tab_position_legal (tab_game_get_position (game), list);
      g_assert_cmpuint (list->n, >, 0);
      action = list->actions[g_rand_int_range (rand, 0, (int) list->n)];
      tab_action_format (tab_game_get_position (game), action, expected);
      play_with_keys (action);
      if (tab_game_get_n_actions (game) != before + 1)
        {
          int from, to;

          tab_game_get_position (game)->rules->action_cells (tab_game_get_position (game), action, &from, &to);
          g_test_message ("%s: %s (cells %d to %d) was not played; selected %d, cursor %d", id, expected,
                          from, to, tab_board_view_get_selected (board ()), tab_board_view_get_cursor (board ()));
        }
      g_assert_cmpuint (tab_game_get_n_actions (game), ==, before + 1);
      g_assert_cmpstr (tab_game_get_token (game, before), ==, expected);
      if (++turns % 50 == 0)
        g_main_context_iteration (NULL, FALSE);
    }
  ui_spin (20);
  g_assert_cmpstr (tab_window_get_result_text (window), !=, "");
  g_test_message ("%s: %u actions played with the keyboard: %s", id, turns,
                  tab_window_get_result_text (window));
}

static void
test_rtl_and_escape (void)
{
  static const guint people[2] = { 0, 0 };
  TabBoardView *view;
  int cell;

  start ("apart", people);
  view = board ();
  gtk_widget_grab_focus (GTK_WIDGET (view));
  press (GDK_KEY_Home);
  g_assert_cmpint (tab_board_view_get_cursor (view), ==, 0);
  press (GDK_KEY_Right);
  g_assert_cmpint (tab_board_view_get_cursor (view), ==, 1);

  gtk_widget_set_direction (GTK_WIDGET (view), GTK_TEXT_DIR_RTL);
  press (GDK_KEY_Left);
  g_assert_cmpint (tab_board_view_get_cursor (view), ==, 2);
  press (GDK_KEY_Right);
  g_assert_cmpint (tab_board_view_get_cursor (view), ==, 1);
  gtk_widget_set_direction (GTK_WIDGET (view), GTK_TEXT_DIR_LTR);

  /* a White piece on b1: select it, Escape drops it */
  press (GDK_KEY_Home);
  press (GDK_KEY_Right);
  press (GDK_KEY_Return);
  cell = tab_board_view_get_selected (view);
  g_assert_cmpint (cell, ==, 1);
  g_assert_true (tab_board_view_handle_key (view, GDK_KEY_Escape, 0));
  g_assert_cmpint (tab_board_view_get_selected (view), ==, TAB_NO_CELL);
  /* with nothing selected Escape is not the board's (dialogs get it) */
  g_assert_false (tab_board_view_handle_key (view, GDK_KEY_Escape, 0));
  /* Tab and Ctrl+keys are not the board's either */
  g_assert_false (tab_board_view_handle_key (view, GDK_KEY_Tab, 0));
  g_assert_false (tab_board_view_handle_key (view, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
}

/* What a screen reader hears: the cell under the cursor, its piece and
 * its state */
static void
test_cursor_description (void)
{
  static const guint people[2] = { 0, 0 };
  TabBoardView *view;
  g_autofree char *empty = NULL;
  g_autofree char *first = NULL;
  g_autofree char *selected = NULL;
  g_autofree char *target = NULL;
  g_autofree char *after = NULL;

  start ("apart", people);
  view = board ();
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (view)), ==, GTK_ACCESSIBLE_ROLE_GRID);
  press (GDK_KEY_Home);
  empty = tab_board_view_dup_cursor_description (view);
  g_assert_cmpstr (empty, ==, "a1, empty");
  press (GDK_KEY_Right);
  first = tab_board_view_dup_cursor_description (view);
  g_assert_cmpstr (first, ==, "b1, White piece, can move");
  press (GDK_KEY_Return);
  selected = tab_board_view_dup_cursor_description (view);
  g_assert_cmpstr (selected, ==, "b1, White piece, selected");
  /* b1-b3 is a legal move */
  press (GDK_KEY_Up);
  press (GDK_KEY_Up);
  target = tab_board_view_dup_cursor_description (view);
  g_assert_cmpstr (target, ==, "b3, empty, legal destination");
  press (GDK_KEY_Escape);
  press (GDK_KEY_Home);
  press (GDK_KEY_Right);
  after = tab_board_view_dup_cursor_description (view);
  g_assert_cmpstr (after, ==, first);
}

/* Plays the actions of record (tokens, space separated) with the keys */
static void
play_record_with_keys (const char *record)
{
  g_auto (GStrv) tokens = g_strsplit (record, " ", -1);
  guint first = tab_game_get_n_actions (current_game ());

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const TabPosition *pos = tab_game_get_position (current_game ());
      g_autoptr (GError) error = NULL;
      TabAction action = 0;

      g_assert_true (tab_action_parse (pos, tokens[i], &action, &error));
      g_assert_no_error (error);
      play_with_keys (action);
      g_assert_cmpstr (tab_game_get_token (current_game (), first + i), ==, tokens[i]);
    }
}

static int
cell_of (const char *square)
{
  const char *p = square;
  guint cell;

  g_assert_true (tab_square_parse (&p, TAB_SPLUT_FRAME, TAB_SPLUT_FRAME, &cell));
  return (int) cell;
}

static char *
describe_cell (const char *square)
{
  walk_cursor_to (cell_of (square));
  return tab_board_view_dup_cursor_description (board ());
}

/* Splut!: with the cursor on a Rock the selected Troll can throw, the
 * screen reader hears where each throw lands, in the popover's words */
static void
test_cursor_description_throw (void)
{
  static const guint people[2] = { 0, 0 };
  g_autofree char *rock = NULL;
  g_autofree char *step = NULL;
  g_autofree char *unselected = NULL;
  const TabPosition *pos;

  start ("splut", people);
  gtk_widget_grab_focus (GTK_WIDGET (board ()));
  play_record_with_keys ("e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 e6-d6 d6-d5 d5-c5");
  unselected = describe_cell ("e2");
  g_assert_cmpstr (unselected, ==, "e2, Rock");

  walk_cursor_to (cell_of ("e3"));
  press (GDK_KEY_Return);
  g_assert_cmpint (tab_board_view_get_selected (board ()), ==, cell_of ("e3"));
  rock = describe_cell ("e2");
  g_assert_cmpstr (rock, ==, "e2, Rock, legal destination, "
                             "Throw the Rock north: it lands on e8, "
                             "Throw the Rock east: it lands on f2, "
                             "Throw the Rock south: it lands on e1, "
                             "Throw the Rock west: it lands on d2 and hits the Sorcerer of South");
  /* a plain step says no more than before */
  step = describe_cell ("d3");
  g_assert_cmpstr (step, ==, "d3, empty, legal destination");

  /* and the Rock lands where it said */
  play_record_with_keys ("e3-e2*n");
  pos = tab_game_get_position (current_game ());
  g_assert_cmpuint (pos->rules->piece_at (pos, (guint) cell_of ("e8")), ==, TAB_PIECE (0, TAB_SPLUT_ROCK));
}

static gboolean
is_listed (GPtrArray *listed, const char *name)
{
  for (guint k = 0; k < listed->len; k++)
    if (g_strcmp0 (g_ptr_array_index (listed, k), name) == 0)
      return TRUE;
  return FALSE;
}

/* The board's own key bindings for its actions (the zoom: Ctrl+plus,
 * Ctrl+minus, Ctrl+0): each action with at least one of its keys listed */
static void
check_board_keys_listed (GPtrArray *listed)
{
  g_autoptr (GPtrArray) shortcuts = ui_widget_shortcuts (GTK_WIDGET (board ()));
  g_autoptr (GHashTable) actions = g_hash_table_new (g_str_hash, g_str_equal);   /* name → listed */

  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (g_ptr_array_index (shortcuts, i));
      GtkShortcutAction *action = gtk_shortcut_get_action (g_ptr_array_index (shortcuts, i));
      const char *name;
      g_autofree char *accel = NULL;

      if (!GTK_IS_KEYVAL_TRIGGER (trigger) || !GTK_IS_NAMED_ACTION (action))
        continue;
      name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
      accel = gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                    gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
      if (is_listed (listed, accel))
        g_hash_table_insert (actions, (gpointer) name, GINT_TO_POINTER (TRUE));
      else if (!g_hash_table_contains (actions, name))
        g_hash_table_insert (actions, (gpointer) name, GINT_TO_POINTER (FALSE));
    }
  g_assert_true (g_hash_table_contains (actions, "board.zoom-in"));
  g_assert_true (g_hash_table_contains (actions, "board.zoom-out"));
  g_assert_true (g_hash_table_contains (actions, "board.zoom-reset"));
  {
    GHashTableIter iter;
    gpointer name, found;

    g_hash_table_iter_init (&iter, actions);
    while (g_hash_table_iter_next (&iter, &name, &found))
      {
        if (!GPOINTER_TO_INT (found))
          g_test_message ("%s: none of its keys is in the shortcuts window", (const char *) name);
        g_assert_true (GPOINTER_TO_INT (found));
      }
  }
}

/* Every accelerator of the application, and the board's own keys, are in
 * the shortcuts window */
static void
test_shortcuts_listed (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/shortcuts.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_auto (GStrv) actions = gtk_application_list_action_descriptions (app);
  g_autoptr (GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);
  GSList *objects = gtk_builder_get_objects (builder);
  guint n_checked = 0;

  g_assert_nonnull (overlay);
  for (GSList *l = objects; l != NULL; l = l->next)
    /* a GtkShortcutsShortcut, or from libadwaita 1.8 an AdwShortcutsItem */
    if (g_object_class_find_property (G_OBJECT_GET_CLASS (l->data), "accelerator") != NULL)
      {
        g_autofree char *accel = NULL;

        g_object_get (l->data, "accelerator", &accel, NULL);
        if (accel != NULL)
          {
            guint key;
            GdkModifierType mods;

            /* the same accelerator, whichever way it is written */
            g_assert_true (gtk_accelerator_parse (accel, &key, &mods) || strchr (accel, ' ') != NULL);
            if (strchr (accel, ' ') == NULL)
              g_ptr_array_add (listed, gtk_accelerator_name (key, mods));
          }
      }
  g_slist_free (objects);

  /* the window's own key bindings are no application accelerators:
   * Resign's, by name */
  {
    g_autofree char *resign = gtk_accelerator_name (GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
    gboolean found = FALSE;

    for (guint k = 0; k < listed->len; k++)
      found |= g_strcmp0 (g_ptr_array_index (listed, k), resign) == 0;
    g_assert_true (found);
  }

  check_board_keys_listed (listed);

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint key;
          GdkModifierType mods;
          g_autofree char *name = NULL;
          gboolean found = FALSE;

          g_assert_true (gtk_accelerator_parse (accels[j], &key, &mods));
          name = gtk_accelerator_name (key, mods);
          for (guint k = 0; k < listed->len; k++)
            found |= g_strcmp0 (g_ptr_array_index (listed, k), name) == 0;
          if (!found)
            g_test_message ("%s (%s) is not in the shortcuts window", accels[j], actions[i]);
          g_assert_true (found);
          n_checked++;
        }
    }
  g_assert_cmpuint (n_checked, >=, 12);
}

/* The shortcuts are not built with the game window, only when they are
 * asked for: from libadwaita 1.8 a dialog inside the window, made anew
 * each time; before, a window of its own, kept for the next time.  They
 * lay out without a warning (G_DEBUG=fatal-warnings) */
#if ADW_CHECK_VERSION (1, 8, 0)
static gboolean
shortcuts_are_gone (gpointer data)
{
  return tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_SHORTCUTS_DIALOG) == NULL;
}

static void
test_shortcuts_on_demand (void)
{
  AdwDialog *shortcuts;

  g_assert_null (tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_SHORTCUTS_DIALOG));
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
      shortcuts = tab_dialog_find (GTK_WINDOW (window), ADW_TYPE_SHORTCUTS_DIALOG);
      g_assert_nonnull (shortcuts);
      g_assert_true (ui_wait_until_mapped (GTK_WIDGET (shortcuts), 5000));
      g_assert_true (adw_dialog_close (shortcuts));
      g_assert_true (ui_wait_until (shortcuts_are_gone, NULL, 5000));
    }
}
#else
/* a 1366×768 screen, less GNOME's top bar */
#define LAPTOP_WIDTH  1366
#define LAPTOP_HEIGHT (768 - 32)

/* The shortcuts window fits a laptop's screen, every group shown: the
 * window as it opens, and its natural size (GTK 4.18's GtkShortcutsWindow
 * opens at its natural size and cannot be made smaller) */
static void
assert_fits_a_laptop (GtkWidget *overlay)
{
  int natural_width, natural_height;

  gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_width, NULL, NULL);
  gtk_widget_measure (overlay, GTK_ORIENTATION_VERTICAL, natural_width, NULL, &natural_height, NULL, NULL);
  g_test_message ("the shortcuts window: %d×%d, natural %d×%d",
                  gtk_widget_get_width (overlay), gtk_widget_get_height (overlay),
                  natural_width, natural_height);
  g_assert_cmpint (natural_width, <=, LAPTOP_WIDTH);
  g_assert_cmpint (natural_height, <=, LAPTOP_HEIGHT);
  g_assert_cmpint (gtk_widget_get_width (overlay), <=, LAPTOP_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (overlay), <=, LAPTOP_HEIGHT);
}

static void
test_shortcuts_on_demand (void)
{
  GtkWindow *overlay;

  g_assert_null (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  overlay = ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (overlay);
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (overlay), 5000));
  g_assert_true (gtk_window_get_transient_for (overlay) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (overlay));
  assert_fits_a_laptop (GTK_WIDGET (overlay));

  /* closed, it hides; asked for again, the same window comes back */
  gtk_window_close (overlay);
  ui_spin (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == overlay);
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (overlay), 5000));
  gtk_window_close (overlay);
  ui_spin (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));
}
#endif

/* ---- The computer ---- */

typedef struct
{
  gint64 first;
  gint64 last;
  gint64 longest;
  guint  ticks;
} Stall;

static gboolean
on_tick (gpointer data)
{
  Stall *stall = data;
  gint64 now = g_get_monotonic_time ();

  if (stall->last != 0)
    stall->longest = MAX (stall->longest, now - stall->last);
  else
    stall->first = now;
  stall->last = now;
  stall->ticks++;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_thinking (gpointer data)
{
  return tab_match_get_thinking (tab_window_get_match (window));
}

static gboolean
has_actions (gpointer data)
{
  return tab_game_get_n_actions (current_game ()) >= GPOINTER_TO_UINT (data);
}

/* A 5 ms timeout over 0.8 s of main loop: how often it ran, and the
 * longest gap between two runs (what a person feels as a frozen window) */
static Stall
watch_main_loop (void)
{
  Stall stall = { 0, 0, 0, 0 };
  guint source = g_timeout_add (5, on_tick, &stall);
  gint64 end = g_get_monotonic_time () + 4 * G_USEC_PER_SEC / 5;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (source);
  return stall;
}

/* The same window with no one thinking: how often the main loop runs on
 * this machine just now, whatever else runs on it */
static Stall
watch_idle (void)
{
  static const guint people[2] = { 0, 0 };

  start ("apart", people);
  ui_spin (300);
  return watch_main_loop ();
}

/* The nice value of the first thread of this process named name, or
 * G_MININT when there is none (Linux: /proc/self/task/N/stat's 19th
 * field, after the name in parentheses) */
static int
thread_nice (const char *name)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *tid;

  while (dir != NULL && (tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *comm_path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *stat_path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
      g_autofree char *comm = NULL;
      g_autofree char *stat = NULL;
      g_auto (GStrv) fields = NULL;
      const char *after_name;

      if (!g_file_get_contents (comm_path, &comm, NULL, NULL) ||
          g_strcmp0 (g_strstrip (comm), name) != 0 ||
          !g_file_get_contents (stat_path, &stat, NULL, NULL) ||
          (after_name = strrchr (stat, ')')) == NULL)
        continue;
      /* after ") ": state (3rd field) ... nice (19th) */
      fields = g_strsplit (after_name + 2, " ", -1);
      if (g_strv_length (fields) > 16)
        return atoi (fields[16]);
    }
  return G_MININT;
}

static gboolean
search_runs_below (gpointer data)
{
  return thread_nice ("tab-search") == 10;
}

/* While the computer thinks: the main loop, and the search threads' nice
 * value (they run below the window, tab_ai_run_in_background ()).
 * Strong searches on one thread; Expert on two. */
static Stall
watch_thinking (guint level)
{
  const guint levels[2] = { level, level };
  TabMatch *match = tab_window_get_match (window);
  Stall stall;

  tab_match_set_time_ms (match, 1000);
  start ("apart", levels);
  g_assert_true (ui_wait_until (is_thinking, NULL, 2000));
  g_assert_true (ui_wait_until (search_runs_below, NULL, 2000));
  /* the thinking indicator shows, in the panel */
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_prev_sibling (gtk_widget_get_prev_sibling (
    tab_window_get_pass_button (window)))));

  stall = watch_main_loop ();
  g_assert_true (tab_match_get_thinking (match));
  tab_match_stop (match);
  return stall;
}

/* The main loop keeps running while the computer thinks.  A search that
 * blocks it (run on it, or holding a lock the window waits for) stops
 * it for the whole turn or a whole iteration of the search, hundreds of
 * milliseconds, in every run: the 5 ms timeout then runs a few times in
 * the 0.8 s instead of some 150.  Other processes on a busy machine slow
 * the idle window too, and differently from run to run (a test that
 * asserted a 50 ms bound on the longest gap failed beside four busy
 * processes): so each run first watches the idle window, and a run
 * passes when the timeout runs at least a quarter as often while the
 * computer thinks.  One passing run of three is enough.  How long the
 * window waits at worst is measured by bench-responsiveness, not
 * asserted here. */
static void
assert_no_stall (guint level)
{
  gboolean passed = FALSE;

  for (guint run = 0; run < 3 && !passed; run++)
    {
      Stall idle = watch_idle ();
      Stall thinking = watch_thinking (level);

      g_test_message ("level %u, run %u: the 5 ms timeout ran %u times thinking, %u idle; "
                      "longest gap %.1f ms thinking, %.1f ms idle (%u cores)", level, run + 1,
                      thinking.ticks, idle.ticks, thinking.longest / 1000.0, idle.longest / 1000.0,
                      g_get_num_processors ());
      passed = thinking.ticks * 4 >= idle.ticks;
    }
  g_assert_true (passed);
}

static void
test_no_stall_while_thinking (void)
{
  assert_no_stall (3);
  assert_no_stall (4);
}

#define PAUSED_WORDS "Paused: Resume to go on, or play one turn at a time."

static gboolean
is_shown_label (GtkWidget *widget, gconstpointer text)
{
  /* (seen: a label that only keeps its room is transparent) */
  return GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget) && gtk_widget_get_opacity (widget) > 0 &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static void
test_pause_step_speed (void)
{
  static const guint levels[2] = { 1, 1 };
  TabMatch *match = tab_window_get_match (window);
  GtkWidget *win = GTK_WIDGET (window);
  guint n;

  tab_match_set_delay (match, 100);
  start ("fourmation", levels);
  g_assert_true (ui_wait_until (has_actions, GUINT_TO_POINTER (2), 5000));

  /* labelled: the buttons' words, and the speed's */
  g_assert_true (ui_find_widget (win, is_shown_label, "Pause") != NULL);
  g_assert_true (ui_find_widget (win, is_shown_label, "One Turn") != NULL);
  g_assert_true (ui_find_widget (win, is_shown_label, "Speed") != NULL);
  g_assert_null (ui_find_widget (win, is_shown_label, PAUSED_WORDS));

  g_assert_true (gtk_widget_activate_action (win, "win.pause", NULL));
  g_assert_true (tab_match_get_paused (match));
  /* the paused state in words, and the button says what it does now */
  g_assert_nonnull (ui_find_widget (win, is_shown_label, PAUSED_WORDS));
  g_assert_nonnull (ui_find_widget (win, is_shown_label, "Resume"));
  ui_spin (400);
  n = tab_game_get_n_actions (current_game ());
  ui_spin (400);
  g_assert_cmpuint (tab_game_get_n_actions (current_game ()), ==, n);

  g_assert_true (gtk_widget_activate_action (win, "win.step", NULL));
  g_assert_true (ui_wait_until (has_actions, GUINT_TO_POINTER (n + 1), 3000));
  ui_spin (400);
  g_assert_cmpuint (tab_game_get_n_actions (current_game ()), ==, n + 1);
  g_assert_true (tab_match_get_paused (match));

  g_assert_true (gtk_widget_activate_action (win, "win.pause", NULL));
  g_assert_false (tab_match_get_paused (match));
  g_assert_null (ui_find_widget (win, is_shown_label, PAUSED_WORDS));
  g_assert_true (ui_wait_until (has_actions, GUINT_TO_POINTER (n + 3), 5000));
  tab_match_stop (match);
}

static int
y_in_window (GtkWidget *widget)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
  return (int) point.y;
}

/* What shows that the computer thinks, on show and not transparent (a
 * spinner, or the bar of its time); in the header bar when data is not
 * NULL */
static gboolean
shows_thinking (GtkWidget *widget, gconstpointer data)
{
  return (ADW_IS_SPINNER (widget) || GTK_IS_SPINNER (widget) || GTK_IS_PROGRESS_BAR (widget)) &&
         gtk_widget_get_mapped (widget) &&
         (!GTK_IS_SPINNER (widget) || gtk_spinner_get_spinning (GTK_SPINNER (widget))) &&
         gtk_widget_get_opacity (widget) > 0 &&
         (data == NULL || gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) != NULL);
}

/* While the computer thinks, the bar of its time in the side panel:
 * nothing in the header bar, and the panel's row of it keeps its place
 * while a person is to move (the rows under it do not go up and down) */
static void
test_thinking_keeps_layout (void)
{
  static const guint levels[2] = { 0, 4 };   /* Expert: a second a turn */
  TabMatch *match = tab_window_get_match (window);
  /* before the computer's row and the pass button's room */
  GtkWidget *thinking_row = gtk_widget_get_prev_sibling (gtk_widget_get_prev_sibling (
    gtk_widget_get_prev_sibling (tab_window_get_pass_button (window))));
  GtkWidget *seats = gtk_widget_get_next_sibling (tab_window_get_pass_button (window));
  g_autoptr (GError) error = NULL;
  int height, seats_y;

  tab_match_set_delay (match, 0);
  tab_match_set_time_ms (match, 1000);
  start ("fourmation", levels);
  ui_spin (200);
  g_assert_false (tab_match_get_thinking (match));
  g_assert_true (gtk_widget_is_visible (thinking_row));
  height = gtk_widget_get_height (thinking_row);
  g_assert_cmpint (height, >, 0);
  g_assert_null (ui_find_widget (GTK_WIDGET (window), shows_thinking, NULL));

  g_assert_true (tab_match_play (match, ui_parse (current_game (), "d4"), &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (is_thinking, NULL, 2000));
  ui_spin (100);
  g_assert_true (tab_match_get_thinking (match));
  g_assert_cmpint (gtk_widget_get_height (thinking_row), ==, height);
  g_assert_nonnull (ui_find_widget (thinking_row, shows_thinking, NULL));
  g_assert_null (ui_find_widget (GTK_WIDGET (window), shows_thinking, "in the header bar"));

  /* the status takes as many lines as "Pink (computer) to move" on every
   * turn: the list of seats stays where it is */
  seats_y = y_in_window (seats);

  g_assert_true (ui_wait_until (has_actions, GUINT_TO_POINTER (2), 10000));
  ui_spin (100);
  g_assert_false (tab_match_get_thinking (match));
  g_assert_true (gtk_widget_is_visible (thinking_row));
  g_assert_cmpint (gtk_widget_get_height (thinking_row), ==, height);
  g_assert_cmpint (y_in_window (seats), ==, seats_y);
  tab_match_stop (match);
}

/* Ctrl+E presses End Turn (Apart's end of a jump series) */
static void
test_pass_shortcut (void)
{
  static const guint people[2] = { 0, 0 };
  const TabRules *rules = tab_rules_lookup ("apart");
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL;
  TabOptions options;

  tab_options_default (rules, &options);
  options.rows = options.cols = 5;
  g_assert_true (tab_window_start_game (window, rules, &options, people, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_until (ui_is_mapped, board (), 5000));
  for (const char * const *token = (const char *[]) { "c2-e4", "c5-e3", "b1-b3", NULL }; *token != NULL; token++)
    {
      g_assert_true (tab_match_play (tab_window_get_match (window), ui_parse (current_game (), *token), &error));
      g_assert_no_error (error);
    }
  g_assert_true (gtk_widget_get_visible (tab_window_get_pass_button (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL));
  record = ui_record_of (current_game ());
  g_assert_cmpstr (record, ==, "c2-e4 c5-e3 b1-b3 end");
  g_assert_false (gtk_widget_get_visible (tab_window_get_pass_button (window)));
  /* nothing to press: nothing happens */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL));
  g_assert_cmpuint (tab_game_get_n_actions (current_game ()), ==, 4);
}

static gboolean
has_hint (gpointer data)
{
  g_autofree char *text = tab_board_view_dup_cursor_description (board ());

  return strstr (text, "hint") != NULL;
}

static void
test_hint_moves_cursor (void)
{
  static const guint levels[2] = { 0, 1 };

  tab_match_set_time_ms (tab_window_get_match (window), 200);
  start ("freedom", levels);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (ui_wait_until (has_hint, NULL, 5000));
  /* Return plays the hinted cell */
  press (GDK_KEY_Return);
  g_assert_cmpuint (tab_game_get_n_actions (current_game ()), >=, 1);
  tab_match_stop (tab_window_get_match (window));
}

/* ---- A narrow window ---- */

/* A second window, 360×600 from the start (a window without a window
 * manager is not resized after it is shown) */
static void
test_narrow_window (void)
{
  static const guint people[2] = { 0, 0 };
  const TabRules *rules = tab_rules_lookup ("fourmation");
  TabWindow *narrow = tab_window_new (ADW_APPLICATION (app));
  TabBoardView *view = TAB_BOARD_VIEW (tab_window_get_board_view (narrow));
  g_autoptr (GError) error = NULL;
  GtkWidget *panel;
  graphene_rect_t board_bounds, panel_bounds;
  TabOptions options;

  /* the buttons of the title bar as GNOME has them (Xvfb without a
   * desktop shows minimize and maximize too) */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (narrow), 360, 600);
  gtk_window_present (GTK_WINDOW (narrow));
  tab_options_default (rules, &options);
  g_assert_true (tab_window_start_game (narrow, rules, &options, people, &error));
  g_assert_true (ui_wait_until (ui_is_mapped, view, 5000));
  ui_spin (200);
  panel = gtk_widget_get_parent (tab_window_get_pass_button (narrow));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), GTK_WIDGET (narrow), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (narrow), &panel_bounds));
  g_test_message ("%d×%d: board %.0f×%.0f at y %.0f, panel %.0f×%.0f at y %.0f",
                  gtk_widget_get_width (GTK_WIDGET (narrow)), gtk_widget_get_height (GTK_WIDGET (narrow)),
                  board_bounds.size.width, board_bounds.size.height, board_bounds.origin.y,
                  panel_bounds.size.width, panel_bounds.size.height, panel_bounds.origin.y);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (narrow)), <=, 400);
  /* the panel is below the board, the board as wide as the window allows */
  g_assert_cmpfloat (panel_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
  g_assert_cmpfloat (board_bounds.size.width, >=, 300);
  g_assert_cmpfloat (board_bounds.size.height, >=, 250);
  gtk_window_destroy (GTK_WINDOW (narrow));

  /* the main window, wide: the panel beside the board */
  panel = gtk_widget_get_parent (tab_window_get_pass_button (window));
  start ("fourmation", people);
  ui_spin (100);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board ()), GTK_WIDGET (window), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &panel_bounds));
  g_assert_cmpfloat (panel_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
}

int
main (int argc, char *argv[])
{
  g_autofree char *tmpdir = NULL;
  static const char * const games[] = { "fourmation", "freedom", "apart", "green-skull", "splut" };
  int status;

  tmpdir = ui_use_private_data_home ("tabuleiro-keys");
  ui_gtk_test_init (&argc, &argv);
  window = ui_start_app (&app);
  /* the turns played here lose at once at times: no question
   * (test-loss-warning.c asks it) */
  g_settings_set_boolean (window->settings, "warn-losing-turn", FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/keyboard/whole-game/%s", games[i]);

      g_test_add_data_func (path, games[i], test_keyboard_game);
    }
  g_test_add_func ("/keyboard/rtl-escape-tab", test_rtl_and_escape);
  g_test_add_func ("/keyboard/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/keyboard/shortcuts-on-demand", test_shortcuts_on_demand);
  g_test_add_func ("/a11y/cursor-description", test_cursor_description);
  g_test_add_func ("/a11y/cursor-description-throw", test_cursor_description_throw);
  g_test_add_func ("/computer/no-stall-while-thinking", test_no_stall_while_thinking);
  g_test_add_func ("/computer/pause-step-speed", test_pause_step_speed);
  g_test_add_func ("/computer/thinking-keeps-layout", test_thinking_keeps_layout);
  g_test_add_func ("/keyboard/pass-shortcut", test_pass_shortcut);
  g_test_add_func ("/computer/hint-moves-cursor", test_hint_moves_cursor);
  g_test_add_func ("/layout/narrow-window", test_narrow_window);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  return status;
}
