/* tab-freedom.c: placeholder until the engine lands
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-games.h"

const TabRules tab_freedom_rules = {
  .id = "freedom",
};
