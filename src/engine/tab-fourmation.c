/* placeholder */
#include "tab-games.h"
const TabRules tab_fourmation_rules = { .id = "fourmation" };
