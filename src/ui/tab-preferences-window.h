/* tab-preferences-window.h: the preferences, bound to GSettings
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tab-compat.h"

G_BEGIN_DECLS

#define TAB_TYPE_PREFERENCES_WINDOW (tab_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TabPreferencesWindow, tab_preferences_window, TAB, PREFERENCES_WINDOW, TabPreferencesBase)

/* made to be shown with tab_dialog_present () */
TabPreferencesWindow *tab_preferences_window_new (void);

G_END_DECLS
