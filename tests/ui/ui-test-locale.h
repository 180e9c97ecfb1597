/* ui-test-locale.h: the Portuguese locale for the tests that read the
 * app's messages in Portuguese
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets LANG=pt_PT.UTF-8 and the process's locale from it, as a user
 * who reads Portuguese has it; returns how the locale was found */
const char     *ui_use_portuguese_locale     (void);
/* Removes the locale ui_use_portuguese_locale () built, if it built one */
void            ui_remove_portuguese_locale  (void);
/* Removes a file, or a folder and everything in it */
void            ui_remove_tree               (const char   *path);

G_END_DECLS
