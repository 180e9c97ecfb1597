/* tab-save-file.h: Tabuleiro save files (XML, format 1)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C + GLib/GIO + libxml2 and the model's TabGame; no GTK.  See
 * docs/save-format.md.
 */

#pragma once

#include <gio/gio.h>

#include "tab-game.h"
#include "tab-game-review.h"
#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_SAVE_FORMAT_VERSION 1
#define TAB_SAVE_MAX_BYTES      (16 * 1024 * 1024)
#define TAB_SAVE_MIN_LEVEL      1   /* the computer's levels (tab-ai.h) */
#define TAB_SAVE_MAX_LEVEL      4

/* What the loader accepts, checked in one linear pass before libxml2
 * parses anything (tab-save-prescan.c); docs/save-format.md says what
 * they cost.  The writer refuses a game it could not load again. */
#define TAB_SAVE_MAX_ACTIONS        100000  /* the longest record */
#define TAB_SAVE_MAX_ELEMENTS       (TAB_SAVE_MAX_ACTIONS + 16)  /* + root, seats, ... */
#define TAB_SAVE_MAX_DEPTH          16      /* a save file nests 4 deep */
#define TAB_SAVE_MAX_ATTRIBUTES     16      /* on one element: a save uses 5 at most */
#define TAB_SAVE_MAX_ALL_ATTRIBUTES 256     /* in the whole file: a save uses 27 at most */
#define TAB_SAVE_MAX_OTHERS         1024    /* comments, processing instructions, CDATA */
#define TAB_SAVE_MAX_PIECE          65536   /* bytes of one tag, text, comment, ... */

typedef enum
{
  TAB_SEAT_PERSON = 0,
  TAB_SEAT_COMPUTER,
} TabSeatKind;

typedef struct
{
  TabSeatKind kind;
  guint       level;      /* 1..4 for a computer, 0 for a person */
  char       *name;       /* may be NULL */
} TabSeatInfo;

typedef struct
{
  const TabRules *rules;
  TabOptions      options;
  TabSeatInfo     seats[TAB_MAX_SEATS];  /* options.players of them */
  GStrv           actions;               /* the record, one token each
                                          * (NULL or empty: no action) */
  /* computer against computer: whether it was paused, and its speed
   * (the least time between turns); watched is FALSE where the file has
   * neither */
  gboolean        watched;
  gboolean        paused;
  guint           delay_ms;
  gint64          saved_at;              /* unix time, seconds; writing
                                          * stamps the current time when 0 */
  /* filled in by loading: the position the actions reach.  When writing,
   * either that position or all zero (rules NULL: worked out by
   * replaying the actions) */
  TabPosition     position;
  /* filled in by loading: the game the actions build, with its history,
   * from the one replay that checks them; tab_game_io_apply () takes it.
   * NULL otherwise (the actions are then played again). */
  TabGame        *game;
  /* the computer's review of the game (the optional <analysis>), or
   * NULL: written when it covers every action, read back when it fits
   * the game (one that does not is dropped; the game still loads) */
  TabGameReview  *review;
} TabSaveData;

/* the longest time between the turns of computers a file may give */
#define TAB_SAVE_MAX_DELAY_MS 60000

TabSaveData *tab_save_data_new        (void);
void         tab_save_data_free       (TabSaveData *data);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabSaveData, tab_save_data_free)

/* the XML text of data (its position must be the one the actions reach) */
char        *tab_save_data_to_xml     (const TabSaveData *data,
                                       gsize             *length);
/* writes atomically: a crash mid-write leaves the old file whole */
gboolean     tab_save_data_write      (const TabSaveData *data,
                                       const char        *path,
                                       GError           **error);
/* parses, validates against the schema, checks ranges, replays the
 * actions and cross-checks the stored position; errors say what is
 * wrong and where ("illegal action 'e5' at move 3") */
TabSaveData *tab_save_data_parse      (const char        *bytes,
                                       gsize              length,
                                       GError           **error);
TabSaveData *tab_save_data_load       (const char        *path,
                                       GError           **error);

/* How far a load is, from 0 to 1; called in the thread that loads, a few
 * hundred times at most */
typedef void (*TabSaveProgressFunc) (double   fraction,
                                     gpointer user_data);

/* The same, cancellable (a cancelled load fails with G_IO_ERROR_CANCELLED)
 * and with progress (NULL for none): for loading in a worker thread, as
 * tab_game_io_load_async () does */
TabSaveData *tab_save_data_parse_full (const char           *bytes,
                                       gsize                 length,
                                       GCancellable         *cancellable,
                                       TabSaveProgressFunc   progress,
                                       gpointer              progress_data,
                                       GError              **error);
/* file may be any GFile: one without a local path is read through GIO */
TabSaveData *tab_save_data_load_file  (GFile                *file,
                                       GCancellable         *cancellable,
                                       TabSaveProgressFunc   progress,
                                       gpointer              progress_data,
                                       GError              **error);

#define TAB_SAVE_ERROR (tab_save_error_quark ())
GQuark       tab_save_error_quark     (void);

typedef enum
{
  TAB_SAVE_ERROR_IO,           /* missing, unreadable, too large */
  TAB_SAVE_ERROR_NOT_XML,      /* empty, truncated, not well formed */
  TAB_SAVE_ERROR_INVALID,      /* does not match the schema */
  TAB_SAVE_ERROR_NEWER,        /* saved by a newer version of Tabuleiro */
  TAB_SAVE_ERROR_UNKNOWN_GAME,
  TAB_SAVE_ERROR_OPTIONS,      /* options out of range */
  TAB_SAVE_ERROR_ACTION,       /* malformed or illegal action */
  TAB_SAVE_ERROR_MISMATCH,     /* stored position ≠ replayed position */
} TabSaveError;

G_END_DECLS
