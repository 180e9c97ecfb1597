/* tab-green-skull.c: placeholder until the engine lands
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-games.h"

const TabRules tab_green_skull_rules = {
  .id = "green-skull",
};
