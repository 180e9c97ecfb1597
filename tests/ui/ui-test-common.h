/* ui-test-common.h: what every UI test under Xvfb shares: waiting for
 * the main loop, and the app started as the user starts it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-dialogs.h"
#include "tab-how-to-play-private.h"
#include "tab-new-game-dialog-private.h"
#include "tab-game-review.h"
#include "tab-window-private.h"

G_BEGIN_DECLS

/* gtk_test_init () with GLib's log writer, but for one warning that GTK
 * 4.24's X11 backend gives on Xvfb about its own frames, printed and not
 * fatal (ui-test-common.c says which); ui_use_log_writer () only installs
 * the writer, before any other GLib call */
void            ui_gtk_test_init             (int          *argc,
                                              char       ***argv);
void            ui_use_log_writer            (void);

typedef gboolean (*UiCondition) (gpointer data);

/* Runs the main loop until condition is true; FALSE after timeout_ms */
gboolean        ui_wait_until                (UiCondition   condition,
                                              gpointer      data,
                                              guint         timeout_ms);
/* Runs the main loop for ms milliseconds */
void            ui_spin                      (guint         ms);
/* A widget on screen, laid out (wider than 100 pixels) */
gboolean        ui_is_mapped                 (gpointer      widget);
gboolean        ui_wait_until_mapped         (GtkWidget    *widget,
                                              guint         timeout_ms);

typedef gboolean (*UiWidgetTest) (GtkWidget *widget, gconstpointer data);

/* the shortcuts of widget's shortcut controllers (its class's key
 * bindings among them), a new reference each */
GPtrArray      *ui_widget_shortcuts          (GtkWidget    *widget);
/* The first widget in the tree under root (root too) that passes test */
GtkWidget      *ui_find_widget               (GtkWidget    *root,
                                              UiWidgetTest  test,
                                              gconstpointer data);
/* A UiWidgetTest: a button whose label is label */
gboolean        ui_is_button_labelled        (GtkWidget    *widget,
                                              gconstpointer label);

/* The shortcut of widget's own controllers that keyval with exactly
 * modifiers triggers; NULL when none (a new reference) */
GtkShortcut    *ui_find_key_shortcut         (GtkWidget      *widget,
                                              guint           keyval,
                                              GdkModifierType modifiers);

/* The first visible toplevel window of type (a dialog the app opened) */
GtkWindow      *ui_find_toplevel             (GType         type);

/* The question on show (an AdwAlertDialog) whose heading is heading, e.g.
 * "Save the Game?", over any window; NULL heading: any question */
GtkWidget      *ui_find_question             (const char   *heading);
/* A UiCondition: the question whose heading is heading (a const char *)
 * is on screen (found and mapped) */
gboolean        ui_question_is_shown         (gpointer      heading);
/* Runs the main loop until the question whose heading is heading is on
 * screen, and returns it; fails the test after timeout_ms */
GtkWidget      *ui_wait_for_question         (const char   *heading,
                                              guint         timeout_ms);

/* The dialog of type on show over any window (tab_dialog_find ()) */
GtkWidget      *ui_find_dialog               (GType         type);

/* Points XDG_DATA_HOME at a new private folder, so that the autosave of
 * the tests never meets the user's; call before GLib reads it */
char           *ui_use_private_data_home     (const char   *prefix);
/* A game of the game id with the tokens of record played (asserts it) */
TabGame        *ui_new_game                  (const char   *id,
                                              const char   *record);
/* the same on a board of size ("5", "6x9"); NULL: the game's default */
TabGame        *ui_new_game_sized            (const char   *id,
                                              const char   *size,
                                              const char   *record);
/* the same for players seats (0: the game's default) */
TabGame        *ui_new_game_seated           (const char   *id,
                                              const char   *size,
                                              guint         players,
                                              const char   *record);
/* A game of id for players seats played to its end by uniformly random
 * actions (seed), and the review of all its turns (a budget of nodes) */
TabGame        *ui_random_reviewed_game      (const char   *id,
                                              guint         players,
                                              guint64       seed,
                                              guint64       nodes,
                                              TabGameReview **review);
/* An action of game's position, from its token (asserts it parses) */
TabAction       ui_parse                     (TabGame      *game,
                                              const char   *token);

/* A non-unique TabApplication, registered and activated: its window */
TabWindow      *ui_start_app                 (GtkApplication **app);

/* What a test program does before its tests: XDG_DATA_HOME in a private
 * folder (its path in *data_home, unless NULL), gtk_test_init () and the
 * app started; the app's window */
TabWindow      *ui_test_init                 (int          *argc,
                                              char       ***argv,
                                              GtkApplication **app,
                                              char        **data_home);
/* Runs the tests, then closes the window and the app: the exit status */
int             ui_test_run                  (GtkApplication *app,
                                              TabWindow    *window);

/* The game window shows, or NULL on the chooser */
TabGame        *ui_window_game               (TabWindow    *window);
/* The cell that the game's own notation names name ("c3", a Green Skull
 * hexagon "f2"), as the board calls it; the test fails on a name no cell
 * has */
int             ui_cell_named                (const TabPosition *pos,
                                              const char   *name);
/* Clicks the cells named in clicks (space separated) on window's board,
 * each one a click the board takes */
void            ui_click_cells               (TabWindow    *window,
                                              const char   *clicks);
/* The tokens of game's actions, space separated */
char           *ui_record_of                 (TabGame      *game);
/* A finished game of id for players (0: the default) from random play
 * from seed */
TabGame        *ui_random_finished_game      (const char   *id,
                                              guint         players,
                                              guint64       seed);
/* Runs the main loop until window's game has n actions; FALSE after
 * timeout_ms */
gboolean        ui_wait_for_n_actions        (TabWindow    *window,
                                              guint         n,
                                              guint         timeout_ms);

/* Asserts that window's content asks for no more than width×height
 * (libadwaita warns otherwise) */
void            ui_assert_content_fits       (TabWindow    *window,
                                              int           width,
                                              int           height);

/* A UiCondition: the How to Play window of window is on screen */
gboolean        ui_how_to_play_is_open       (gpointer      window);

/* The New Game dialog on show, or NULL */
TabNewGameDialog *ui_find_new_game_dialog    (void);
/* The "Save the Game?" question on show, or NULL */
GtkWidget      *ui_find_save_question        (void);
/* Answers question with response (its id), which closes it */
void            ui_answer_question           (GtkWidget    *question,
                                              const char   *response);
/* Opens the New Game dialog from the chooser's row of game_id (the game
 * before, if unsaved, is discarded): the dialog, on game_id */
TabNewGameDialog *ui_open_new_game_dialog    (TabWindow    *window,
                                              const char   *game_id);
/* Presses Start in dialog; the game before, if unsaved, is discarded
 * (Start asks about it) */
void            ui_start_new_game            (TabNewGameDialog *dialog);
/* Asserts that no two labels shown under dialog have the same mnemonic
 * (Alt+key) */
void            ui_assert_mnemonics_unique   (GtkWidget    *dialog);

G_END_DECLS
