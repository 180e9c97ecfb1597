/* tab-window-private.h: what the parts of the main window share
 *
 * tab-window.c is the window, its template and the side panel;
 * tab-window-actions.c the win.* actions; tab-window-chooser.c the game
 * chooser and starting a new game; tab-window-files.c opening, saving,
 * autosaving, resuming and the question about unsaved games.
 * The tests include this header for the getters at its end.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-board-view.h"
#include "tab-game-panel.h"
#include "tab-practice-bar.h"
#include "tab-save-file.h"
#include "tab-window.h"

G_BEGIN_DECLS

/* what to do once a question or a save is over */
typedef void (*TabWindowThen) (TabWindow *self);

/* a person's turn judged before it is played (tab-window-guard.c) */
typedef struct _TabWindowGuard TabWindowGuard;

struct _TabWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  GtkWidget       *back_button;
  GtkWidget       *undo_box;
  GtkWidget       *redo_button;
  GtkWidget       *hint_button;
  GtkWidget       *new_game_button;
  GtkMenuButton   *menu_button;
  GMenuModel      *primary_menu;
  GMenuModel      *narrow_menu;   /* Redo, then primary_menu */
  GtkStack        *stack;
  GtkListBox      *games_list;
  GtkWidget       *unfinished_box;   /* the unfinished games, on the chooser */
  GtkListBox      *unfinished_list;
  GtkBox          *game_box;      /* the stack's page "game" */
  /* the layouts of the game page (layout_game_page ()) */
  AdwBreakpoint   *compact_breakpoint;
  AdwBreakpoint   *stacked_breakpoint;
  AdwBreakpoint   *stacked_narrow_breakpoint;
  /* in it, NULL until _tab_window_ensure_game_page () */
  TabBoardView    *board_view;
  TabGamePanel    *side_panel;
  GtkRevealer     *history_revealer;
  GtkLabel        *history_label;

  TabMatch        *match;
  TabGame         *game;          /* the match's game, watched */
  GSettings       *settings;
  GFile           *file;          /* where the game was saved or loaded */
  gboolean         modified;
  gboolean         close_confirmed;
  gboolean         autosave_failed;  /* told the player; quiet until it works */
  guint            keep_source;   /* keeps a watched game paused or sped up */
  /* the game's entry among the unfinished games (tab-unfinished.h), NULL
   * until it is first kept */
  char            *unfinished_key;
  char            *key_to_continue;  /* while asking before continuing it */
  /* the game whose entry the player removed, and its actions then: not
   * kept again until it has another turn */
  TabGame         *forgotten_game;
  guint            forgotten_n;
  /* the game chosen in the New Game dialog, while asking to save */
  const TabRules  *new_rules;
  TabOptions       new_options;
  guint            new_levels[TAB_MAX_SEATS];
  TabWindowThen    after_asking;  /* see ask_to_save () */
  AdwAlertDialog  *question;      /* the "Save the Game?" on show, if any */
  GFile           *file_to_open;  /* while asking whether to save first */
  /* the window opens on a game (the file it was started with): no
   * entry, see _tab_window_show_game_page () */
  gboolean         opens_on_game;
  GCancellable    *hint_cancellable;
  /* a file being opened off the main thread (see tab-window-files.c) */
  GCancellable    *load_cancellable;
  GtkRevealer     *loading_revealer;
  GtkLabel        *loading_label;
  GtkProgressBar  *loading_progress;
  guint            loading_source;  /* shows the bar if the load takes long */
  AdwToast        *toast;         /* the toast on show; the overlay owns it */
  int              browse;        /* history: the actions shown, or -1: all */
  gboolean         result_held;   /* game over while the board shows the last turn */
  /* screen readers (tab-window-speech.c) */
  guint            spoken_n;      /* the actions whose turns were told */
  guint            speech_quiet;  /* >0 while undo or redo tell it themselves */
  char            *pending_news;  /* told once the board shows the last step */
  guint            news_source;
  gboolean         focus_board_when_active;  /* see _tab_window_focus_board () */
  char            *words_when_active;  /* see _tab_window_speak_when_active () */
  /* the turn judged before it is played: the board waits (NULL: none) */
  TabWindowGuard  *guard;
  /* practicing marked turns (tab-window-practice.c): NULL when not */
  TabPractice     *practice;
  TabPracticeBar  *practice_bar;     /* over the side panel, once made */
  int              practice_browse;  /* the position browsed before, or -1 */
  int              practice_better[2];  /* the better turn's arrow before */
};

/* tab-window.c */
void        _tab_window_show_toast            (TabWindow     *self,
                                               const char    *message);
void        _tab_window_refresh               (TabWindow     *self);
/* the game page, the board's pieces coming in (from the chooser, or a
 * new game over the last), unless the window opens on this game */
void        _tab_window_show_game_page        (TabWindow     *self);
/* builds the game page (the board, the side panel, the history bar) if
 * it is not there yet */
void        _tab_window_ensure_game_page      (TabWindow     *self);

/* tab-window-chooser.c */
void        _tab_window_class_chooser_init    (GtkWidgetClass *widget_class);
/* the chooser's rows: the five games */
void        _tab_window_fill_games_list       (TabWindow     *self);
/* the New Game dialog, game_id chosen in it (NULL: the last one) */
void        _tab_window_show_new_game_dialog  (TabWindow     *self,
                                               const char    *game_id);

/* tab-window-actions.c */
void        _tab_window_class_actions_init    (GtkWidgetClass *widget_class);
void        _tab_window_show_hint             (TabWindow     *self,
                                               TabAction      action);

/* tab-window-history.c */
void        _tab_window_class_history_init    (GtkWidgetClass *widget_class);
gboolean    _tab_window_is_browsing           (TabWindow     *self);
void        _tab_window_browse                (TabWindow     *self,
                                               int            n_actions);
void        _tab_window_refresh_history_actions (TabWindow   *self,
                                                 gboolean     on_game);
void        _tab_window_play_from_shown       (TabWindow     *self,
                                               TabAction      action);

/* tab-window-end.c */
void        _tab_window_class_end_init        (GtkWidgetClass *widget_class);
void        _tab_window_refresh_end_actions   (TabWindow     *self,
                                               gboolean       on_game);

/* tab-window-guard.c */
/* TRUE when action, completing a person's turn, is held to be judged
 * (and perhaps asked about) before it is played */
gboolean    _tab_window_guard_turn            (TabWindow     *self,
                                               TabAction      action);
/* the same for action played on the earlier position on show, once Play
 * On has been answered: played from there (later turns dropped) or
 * asked about */
gboolean    _tab_window_guard_turn_from_shown (TabWindow     *self,
                                               TabAction      action);
/* the turn judged is dropped (another game, undo, the window closing) */
void        _tab_window_guard_cancel          (TabWindow     *self);

/* tab-window-speech.c */
void        _tab_window_speak_played          (TabWindow     *self);
void        _tab_window_speak_pending         (TabWindow     *self);
gboolean    _tab_window_speak_pending_idle    (gpointer       data);
void        _tab_window_speech_reset          (TabWindow     *self);
/* first, then whose turn it is */
void        _tab_window_speak_turn            (TabWindow     *self,
                                               const char    *first);
/* the board turned (its "turned"): which seat is at the bottom now */
void        _tab_window_speak_board_turned    (TabWindow     *self);
void        _tab_window_undo                  (TabWindow     *self);
void        _tab_window_redo                  (TabWindow     *self);
/* first, then whose turn it is, as _tab_window_speak_turn (), once the
 * window is the active one (a window opening with a file is not yet: a
 * screen reader would not hear it) */
void        _tab_window_speak_when_active     (TabWindow     *self,
                                               const char    *first);
/* the board has the keyboard focus, when the game is on show */
void        _tab_window_focus_board           (TabWindow     *self);

/* tab-window-practice.c */
void        _tab_window_class_practice_init   (GtkWidgetClass *widget_class);
gboolean    _tab_window_is_practising         (TabWindow     *self);
/* the board takes the try: a turn practiced, not yet complete */
gboolean    _tab_window_practice_takes_moves  (TabWindow     *self);
/* an action of the try, chosen on the board */
void        _tab_window_practice_play         (TabWindow     *self,
                                               TabAction      action);
/* back to the game as it was (nothing when not practicing) */
void        _tab_window_leave_practice        (TabWindow     *self);
void        _tab_window_refresh_practice_actions (TabWindow  *self,
                                                  gboolean    on_game);

/* tab-window-files.c */
void        _tab_window_autosave              (TabWindow     *self);
void        _tab_window_save                  (TabWindow     *self,
                                               TabWindowThen  then);
void        _tab_window_save_as               (TabWindow     *self,
                                               TabWindowThen  then);
void        _tab_window_show_open_dialog      (TabWindow     *self);
void        _tab_window_cancel_open           (TabWindow     *self);
void        _tab_window_unless_unsaved        (TabWindow     *self,
                                               TabWindowThen  then);
gboolean    _tab_window_ask_before_closing    (TabWindow     *self);
/* holds the match while a dialog is over the window or the history is
 * browsed; and its handler */
void        _tab_window_hold_match            (TabWindow     *self);
void        _tab_window_files_init            (TabWindow     *self);
/* the game of the entry key among the unfinished games on the board */
void        _tab_window_continue_unfinished   (TabWindow     *self,
                                               const char    *key);
/* the file and the state of the entry key's game, as the window kept
 * them; NULL when it was in no file */
GFile      *_tab_window_read_unfinished_file  (const char        *key,
                                               const TabSaveData *data,
                                               gboolean          *modified);

/* tab-window-unfinished.c */
void        _tab_window_unfinished_init       (TabWindow     *self);
void        _tab_window_class_unfinished_init (GtkWidgetClass *widget_class);
/* fills the chooser's list of unfinished games again; tell_problems: a
 * toast says why a game that does not load is not listed */
void        _tab_window_fill_unfinished       (TabWindow     *self,
                                               gboolean       tell_problems);

/* tab-window-live.c: the Live Evaluation toggle ("win.live-evaluation") */
void        _tab_window_live_init             (TabWindow     *self);
/* a game came: the toggle as the setting says, off against the computer */
void        _tab_window_live_game_changed     (TabWindow     *self);

/* For tests (the window's parts use some of these too) */
/* Starts a game with the given seats (levels, 0 = person) */
gboolean    tab_window_start_game     (TabWindow      *self,
                                       const TabRules *rules,
                                       const TabOptions *options,
                                       const guint    *levels,
                                       GError        **error);
/* Saves to path.  The file becomes the window's file and its folder the
 * one the Open and Save dialogs start in.  A failure is shown in the
 * window (a toast that names the file and says why) as well as returned
 * in error. */
gboolean    tab_window_save_to        (TabWindow      *self,
                                       const char     *path,
                                       GError        **error);
/* The same for a GFile, as the Save dialog answers it: a file that is
 * not on this computer (no local path) is refused, shown in the window
 * and returned as G_IO_ERROR_NOT_SUPPORTED */
gboolean    tab_window_save_file      (TabWindow      *self,
                                       GFile          *file,
                                       GError        **error);
/* The folder the Open and Save dialogs start in (the last folder a game
 * was opened from or saved to, while it exists); NULL for the dialogs'
 * own default */
GFile      *tab_window_dup_chooser_folder (TabWindow  *self);
/* Where the Open and Save dialogs start: that folder, or else the
 * documents folder, or else the home folder (never NULL) */
GFile      *tab_window_dup_start_folder (TabWindow    *self);
/* whether the game has changes that are not in its file */
gboolean    tab_window_get_modified   (TabWindow      *self);
/* Loads path or file at once, as tab_window_save_to () / _save_file ()
 * save (a load that fails leaves the game as it was); the app itself
 * opens files off the main thread (tab-window-files.c) */
gboolean    tab_window_load_from              (TabWindow     *self,
                                               const char    *path,
                                               GError       **error);
gboolean    tab_window_open_file              (TabWindow     *self,
                                               GFile         *file,
                                               GError       **error);
TabMatch   *tab_window_get_match              (TabWindow     *self);
/* whether a file is being opened (read and checked off the main thread) */
gboolean    tab_window_is_opening             (TabWindow     *self);
GtkWidget  *tab_window_get_board_view         (TabWindow     *self);
/* the button of the action without a cell ("pass", "end") */
GtkWidget  *tab_window_get_pass_button        (TabWindow     *self);
/* the text of the side panel: what is special about the turn, the scores
 * and the result of a finished game */
const char *tab_window_get_details_text       (TabWindow     *self);
const char *tab_window_get_scores_text        (TabWindow     *self);
const char *tab_window_get_result_text        (TabWindow     *self);

G_END_DECLS
