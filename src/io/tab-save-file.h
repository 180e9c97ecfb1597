/* tab-save-file.h: Tabuleiro save files (XML, format 1)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C + GLib/GIO + libxml2; no GTK.  See docs/save-format.md.
 */

#pragma once

#include <gio/gio.h>

#include "tab-rules.h"

G_BEGIN_DECLS

#define TAB_SAVE_FORMAT_VERSION 1
#define TAB_SAVE_MAX_BYTES      (16 * 1024 * 1024)
#define TAB_SAVE_MIN_LEVEL      1   /* the computer's levels (tab-ai.h) */
#define TAB_SAVE_MAX_LEVEL      4

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
  gint64          saved_at;              /* unix time, seconds; writing
                                          * stamps the current time when 0 */
  /* filled in by loading: the position the actions reach.  When writing,
   * either that position or all zero (rules NULL: worked out by
   * replaying the actions) */
  TabPosition     position;
} TabSaveData;

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
