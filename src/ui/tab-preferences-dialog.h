/* tab-preferences-dialog.h: the preferences, bound to GSettings
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAB_TYPE_PREFERENCES_DIALOG (tab_preferences_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TabPreferencesDialog, tab_preferences_dialog, TAB, PREFERENCES_DIALOG, AdwPreferencesDialog)

TabPreferencesDialog *tab_preferences_dialog_new (void);

G_END_DECLS
