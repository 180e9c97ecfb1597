/* tab-save-prescan.h: a linear pass over a save file before libxml2 sees it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to src/io.  See tab-save-prescan.c for why it exists.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Checks the shape of bytes against the limits of tab-save-file.h
 * (TAB_SAVE_MAX_*) in one pass of constant memory; FALSE with a
 * TAB_SAVE_ERROR that names the limit and the line (or a G_IO_ERROR when
 * cancellable is cancelled; it is polled every few hundred kilobytes).
 * TRUE otherwise, with parse_length set to what libxml2 may parse: all
 * of bytes, or, for a file that is not XML, the part up to a little
 * after the point where it breaks, where libxml2 will find the error. */
gboolean tab_save_prescan (const char    *bytes,
                           gsize          length,
                           gsize         *parse_length,
                           GCancellable  *cancellable,
                           GError       **error);

G_END_DECLS
