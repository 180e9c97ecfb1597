/* tab-preferences-window.h: the preferences, bound to GSettings
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAB_TYPE_PREFERENCES_WINDOW (tab_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TabPreferencesWindow, tab_preferences_window, TAB, PREFERENCES_WINDOW, AdwPreferencesWindow)

TabPreferencesWindow *tab_preferences_window_new (GtkWindow *parent);

G_END_DECLS
