/* tab-new-game-dialog.h: the game, who plays it, the computer levels and
 * the board size of a new game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tab-rules.h"

G_BEGIN_DECLS

typedef enum
{
  TAB_MODE_PERSON_PERSON = 0,
  TAB_MODE_PERSON_COMPUTER,
  TAB_MODE_COMPUTER_COMPUTER,
} TabMode;

#define TAB_TYPE_NEW_GAME_DIALOG (tab_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TabNewGameDialog, tab_new_game_dialog, TAB, NEW_GAME_DIALOG, AdwDialog)

/* settings give the defaults and remember the choices; game_id (or NULL
 * for the game played last) is selected.  Shown with adw_dialog_present ();
 * "start" is emitted once it has closed */
TabNewGameDialog *tab_new_game_dialog_new        (GSettings        *settings,
                                                  const char       *game_id);
const TabRules   *tab_new_game_dialog_get_rules  (TabNewGameDialog *self);
void              tab_new_game_dialog_get_options (TabNewGameDialog *self,
                                                   TabOptions       *options);
/* 0 for a person, else the computer level */
guint             tab_new_game_dialog_get_seat_level (TabNewGameDialog *self,
                                                      guint             seat);

G_END_DECLS
