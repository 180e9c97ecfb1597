/* tab-apart.c: placeholder until the engine lands
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-games.h"

const TabRules tab_apart_rules = {
  .id = "apart",
};
