/* tab-splut.c: placeholder until the engine lands
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-games.h"

const TabRules tab_splut_rules = {
  .id = "splut",
};
