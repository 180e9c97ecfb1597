/* tab-application.h: the Tabuleiro application
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAB_TYPE_APPLICATION (tab_application_get_type ())

G_DECLARE_FINAL_TYPE (TabApplication, tab_application, TAB, APPLICATION, AdwApplication)

TabApplication *tab_application_new (void);

G_END_DECLS
