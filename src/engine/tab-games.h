/* tab-games.h: the rule tables of the five games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

extern const TabRules tab_apart_rules;
extern const TabRules tab_fourmation_rules;
extern const TabRules tab_freedom_rules;
extern const TabRules tab_green_skull_rules;
extern const TabRules tab_splut_rules;

G_END_DECLS
