/* tab-file-replace.h: replace a file's contents atomically
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes contents to a temporary file beside path's target, flushes it
 * to disk and renames it over the target, so a crash at any moment leaves
 * the old file or the new one, whole.  A symbolic link is followed to its
 * target (the link stays a link), the target keeps its permissions (and
 * its owner where the system allows), and temporary files that writers
 * killed mid-write left beside it are removed.  Errors are G_IO_ERROR,
 * with a message fit for the player. */
gboolean tab_file_replace                 (const char  *path,
                                           const char  *contents,
                                           gsize        length,
                                           GError     **error);

/* Removes what writers that died mid-write left beside path (their
 * process is gone, or the file is over an hour old) */
void     tab_file_remove_stale_temporaries (const char *path);

G_END_DECLS
