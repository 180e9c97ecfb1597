/* tab-unfinished.h: the unfinished games, kept to be continued
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every unfinished game is a save file in $XDG_DATA_HOME/tabuleiro/
 * unfinished/, KEY.xml, written whole or not at all (a kill at any
 * moment leaves the last whole one).  A file that goes with it (the
 * window's KEY.ini, the name of the game's own file) is removed after it.
 * The newest TAB_UNFINISHED_MAX are kept.
 */

#pragma once

#include "tab-match.h"
#include "tab-save-file.h"

G_BEGIN_DECLS

#define TAB_UNFINISHED_MAX 8

typedef struct
{
  char        *key;
  TabSaveData *data;
} TabUnfinished;

void           tab_unfinished_free     (TabUnfinished  *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabUnfinished, tab_unfinished_free)

/* $XDG_DATA_HOME/tabuleiro/unfinished */
char          *tab_unfinished_dir      (void);
/* a key no entry has: the time and a random part */
char          *tab_unfinished_new_key  (void);
/* the entry's file: suffix ".xml" for the game, ".ini" for the window's */
char          *tab_unfinished_path     (const char     *key,
                                        const char     *suffix);

/* Writes the game of match as the entry key, or removes the entry when
 * the game is over or has no action yet (nothing to continue); then lets
 * go of the oldest entries past TAB_UNFINISHED_MAX (never key's) */
gboolean       tab_unfinished_keep     (TabMatch       *match,
                                        const char     *key,
                                        GError        **error);
TabSaveData   *tab_unfinished_load     (const char     *key,
                                        GError        **error);
/* the game first, then the file that goes with it */
void           tab_unfinished_remove   (const char     *key);

/* The entries that load, newest first (TabUnfinished); for each that does
 * not, a message in problems (may be NULL), and the entry stays (a newer
 * Tabuleiro may read it).  Also removes what a kill left behind: the
 * temporary files of a write cut short, a .ini whose game is gone; and
 * takes in the single autosave of earlier versions */
GPtrArray     *tab_unfinished_list     (GPtrArray      *problems);

G_END_DECLS
