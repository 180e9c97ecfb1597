/* test-how-to-play.c: the How to Play dialog under Xvfb: a page for each
 * game with its text and diagrams drawn by the board view, opening on the
 * asked game, one dialog per parent, Escape closes it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tab-board-view-private.h"
#include "tab-freedom.h"
#include "tab-how-to-play-private.h"
#include "ui-test-common.h"

static GtkWindow *parent;   /* an AdwWindow: the dialogs show in it */

/* the six headings every page has, in this order */
static const char * const headings[] = {
  "Goal", "Board and Set-Up", "A Turn", "Special Moves", "End and Scoring", "The Move List",
};

static guint
count_how_to_play_dialogs (void)
{
  g_autoptr (GListModel) dialogs = adw_window_get_dialogs (ADW_WINDOW (parent));
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (dialogs); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (dialogs, i);

      n += TAB_IS_HOW_TO_PLAY (item);
    }
  return n;
}

typedef struct
{
  GPtrArray *texts;    /* the label texts, in page order */
  GPtrArray *boards;   /* the board views */
  guint      captions; /* non-empty labels with the "caption" style */
} PageContents;

static void
collect (GtkWidget *widget, PageContents *contents)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      g_ptr_array_add (contents->texts, (gpointer) text);
      if (gtk_widget_has_css_class (widget, "caption") && strlen (text) > 20)
        contents->captions++;
    }
  if (TAB_IS_BOARD_VIEW (widget))
    g_ptr_array_add (contents->boards, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, contents);
}

static int
index_of_text (PageContents *contents, const char *text)
{
  for (guint i = 0; i < contents->texts->len; i++)
    if (g_strcmp0 (g_ptr_array_index (contents->texts, i), text) == 0)
      return (int) i;
  return -1;
}

static guint
count_paragraphs (PageContents *contents)
{
  guint n = 0;

  for (guint i = 0; i < contents->texts->len; i++)
    n += strlen (g_ptr_array_index (contents->texts, i)) >= 40;
  return n;
}

static guint
n_legal (TabGame *game)
{
  TabActionList list;

  return tab_position_legal (tab_game_get_position (game), &list);
}

/* What the diagrams of each page show, as their captions say: the legal
 * actions in each position, or -1 for a game seat 1 has won */
typedef struct
{
  const char *game_id;
  guint       n_diagrams;
  int         legal[4];
  /* what the legend of the move list explains: each sign of the notation */
  const char *signs[4];
} Expected;

static const Expected expected[] = {
  /* the start; c6-a8 c6-c4 c6-e4 end */
  { "apart", 2, { 40, 4 }, { "b1-b3", "b3xb5", "“end”" } },
  /* T2: 7 squares; T3: a3 b3; T6 */
  { "fourmation", 3, { 7, 2, -1 }, { "c3" } },
  /* around e5; freedom; T12 */
  { "freedom", 3, { 7, 96, 3 }, { "c3", "“pass”" } },
  /* the start; GS-E1; GS-E4: e1xg1 end */
  { "green-skull", 3, { 14, 14, 2 }, { "i7-i6", "h8xh6", "“end”", "slanting line" } },
  /* P1; before and after the throw */
  { "splut", 3, { 3, 6, -1 }, { "e2-e3", "d2-d3^e1: ^", "f2-f3*n: *", "north (n)" } },
};

/* every sign of the game's notation is explained after "The Move List" */
static void
check_legend (const Expected *expect, PageContents *contents)
{
  int heading = index_of_text (contents, "The Move List");

  for (guint s = 0; s < G_N_ELEMENTS (expect->signs) && expect->signs[s] != NULL; s++)
    {
      gboolean found = FALSE;

      for (guint i = (guint) heading + 1; i < contents->texts->len && !found; i++)
        found = strstr (g_ptr_array_index (contents->texts, i), expect->signs[s]) != NULL;
      if (!found)
        g_error ("%s: the move list's legend does not explain %s", expect->game_id, expect->signs[s]);
    }
}

static void
check_diagram (const Expected *expect, guint index, TabGame *game)
{
  const TabPosition *pos = tab_game_get_position (game);
  int legal = expect->legal[index];

  g_assert_cmpuint (index, <, expect->n_diagrams);
  if (legal < 0)
    {
      g_assert_true (tab_game_is_over (game));
      g_assert_cmpint (pos->outcome, ==, TAB_OUTCOME_WIN);
      g_assert_cmpuint (pos->winner, ==, 1);
    }
  else
    g_assert_cmpuint (n_legal (game), ==, (guint) legal);

  if (strcmp (expect->game_id, "freedom") == 0 && index == 2)
    {
      /* b2-e2 is White's only line of four */
      g_assert_cmpuint (tab_freedom_live_count (pos, 1), ==, 4);
      g_assert_cmpuint (tab_freedom_live_count (pos, 2), ==, 0);
    }
  if (strcmp (expect->game_id, "splut") == 0 && index == 1)
    {
      TabAction throw;
      g_autoptr (GError) error = NULL;

      g_assert_true (tab_action_parse (pos, "e2-e1*n", &throw, &error));
      g_assert_no_error (error);
    }
}

static const Expected *
expected_for (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (strcmp (expected[i].game_id, game_id) == 0)
      return &expected[i];
  g_assert_not_reached ();
}

static void
check_page (const TabRules *rules, GtkWidget *page)
{
  PageContents contents = { g_ptr_array_new (), g_ptr_array_new (), 0 };
  const Expected *expect = expected_for (rules->id);
  int previous = -1;

  collect (page, &contents);

  /* its title, then the five headings in order, with text between them */
  g_assert_cmpint (index_of_text (&contents, rules->name), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (headings); i++)
    {
      int at = index_of_text (&contents, headings[i]);

      g_assert_cmpint (at, >, previous + (i > 0 ? 1 : 0));
      previous = at;
    }
  g_assert_cmpint (previous, <, (int) contents.texts->len - 1);
  g_assert_cmpuint (count_paragraphs (&contents), >=, 8);
  check_legend (expect, &contents);

  /* its diagrams, each a board view showing this game, not playable,
   * with a caption */
  g_assert_cmpuint (contents.boards->len, >=, 1);
  g_assert_cmpuint (contents.boards->len, ==, expect->n_diagrams);
  g_assert_cmpuint (contents.captions, >=, contents.boards->len);
  for (guint i = 0; i < contents.boards->len; i++)
    {
      TabBoardView *board = g_ptr_array_index (contents.boards, i);
      TabGame *game = tab_board_view_get_game (board);

      g_assert_nonnull (game);
      g_assert_cmpstr (tab_game_get_rules (game)->id, ==, rules->id);
      g_assert_false (tab_board_view_get_interactive (board));
      g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (board)));
      check_diagram (expect, i, game);
      /* on screen at its fixed size, whatever room the page has */
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==,
                       rules->board_kind == TAB_BOARD_FIXED ? TAB_HOW_TO_PLAY_FIXED_WIDTH
                                                            : TAB_HOW_TO_PLAY_SQUARE_WIDTH);
    }

  g_ptr_array_unref (contents.texts);
  g_ptr_array_unref (contents.boards);
}

static void
test_every_game (void)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  g_assert_cmpuint (n_games, ==, 5);
  for (guint i = 0; i < n_games; i++)
    {
      TabHowToPlay *dialog;
      GtkWidget *page;

      tab_how_to_play_show (parent, all[i]->id);
      dialog = tab_how_to_play_find (parent);
      g_assert_nonnull (dialog);
      /* a dialog in the window, not a window of its own */
      g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (parent));
      g_assert_cmpstr (tab_how_to_play_get_game (dialog), ==, all[i]->id);

      page = tab_how_to_play_get_page (dialog, all[i]->id);
      g_assert_nonnull (page);
      g_assert_true (ui_wait_until_mapped (page, 5000));
      ui_spin (50);
      check_page (all[i], page);
    }
  /* every call reused the one dialog */
  g_assert_cmpuint (count_how_to_play_dialogs (), ==, 1);
}

static const char *
first_game_id (void)
{
  guint n_games;

  return tab_rules_all (&n_games)[0]->id;
}

static void
test_unknown_game (void)
{
  TabHowToPlay *dialog;

  tab_how_to_play_show (parent, "fourmation");
  dialog = tab_how_to_play_find (parent);
  g_assert_cmpstr (tab_how_to_play_get_game (dialog), ==, "fourmation");
  g_assert_null (tab_how_to_play_get_page (dialog, "chess"));

  /* an unknown id opens the first page rather than nothing */
  tab_how_to_play_show (parent, "chess");
  g_assert_true (tab_how_to_play_find (parent) == dialog);
  g_assert_cmpstr (tab_how_to_play_get_game (dialog), ==, first_game_id ());
  tab_how_to_play_show (parent, NULL);
  g_assert_cmpstr (tab_how_to_play_get_game (dialog), ==, first_game_id ());
}

/* The action Escape triggers over widget: a shortcut of widget or of one
 * of its ancestors (libadwaita binds it on the sheet that holds a dialog,
 * floating or at the bottom), or NULL */
static GtkShortcutAction *
find_escape_action (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      g_autoptr (GtkShortcut) shortcut = ui_find_key_shortcut (widget, GDK_KEY_Escape, 0);

      /* the widget's controller keeps the shortcut and its action */
      if (shortcut != NULL)
        return gtk_shortcut_get_action (shortcut);
    }
  return NULL;
}

static gboolean
how_to_play_is_closed (gpointer data)
{
  return tab_how_to_play_find (parent) == NULL;
}

/* Escape closes the dialog; it opens again on the asked page */
static void
test_escape_closes (void)
{
  TabHowToPlay *dialog;
  GtkShortcutAction *escape;

  tab_how_to_play_show (parent, "splut");
  dialog = tab_how_to_play_find (parent);
  g_assert_nonnull (dialog);
  g_assert_true (ui_wait_until_mapped (GTK_WIDGET (dialog), 5000));
  escape = find_escape_action (adw_dialog_get_child (ADW_DIALOG (dialog)));
  g_assert_nonnull (escape);

  g_assert_true (gtk_shortcut_action_activate (escape, GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                               GTK_WIDGET (dialog), NULL));
  g_assert_true (ui_wait_until (how_to_play_is_closed, NULL, 5000));
  g_assert_cmpuint (count_how_to_play_dialogs (), ==, 0);

  tab_how_to_play_show (parent, "green-skull");
  dialog = tab_how_to_play_find (parent);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tab_how_to_play_get_game (dialog), ==, "green-skull");
  adw_dialog_force_close (ADW_DIALOG (dialog));
}

int
main (int argc, char *argv[])
{
  int status;

  /* the English text is what the checks read */
  g_setenv ("LANGUAGE", "C", TRUE);
  ui_gtk_test_init (&argc, &argv);
  adw_init ();

  parent = GTK_WINDOW (adw_window_new ());
  adw_window_set_content (ADW_WINDOW (parent), gtk_label_new ("Tabuleiro"));
  gtk_window_set_default_size (parent, 1000, 800);
  gtk_window_present (parent);

  g_test_add_func ("/how-to-play/every-game", test_every_game);
  g_test_add_func ("/how-to-play/unknown-game", test_unknown_game);
  g_test_add_func ("/how-to-play/escape-closes", test_escape_closes);

  status = g_test_run ();

  gtk_window_destroy (parent);
  return status;
}
