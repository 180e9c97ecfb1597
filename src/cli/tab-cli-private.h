/* tab-cli-private.h: what the parts of tabuleiro-cli share
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tab-ai.h"
#include "tab-rules.h"
#include "tab-save-file.h"

G_BEGIN_DECLS

/* One run of the command line: the command, its options as given, the
 * position they set up */
typedef struct
{
  const char     *command;
  GPtrArray      *positional;     /* arguments after the command */
  const TabRules *rules;
  TabOptions      options;
  const char     *size;
  const char     *players;
  const char     *moves;
  const char     *load;
  const char     *output;
  const char     *level;
  const char     *levels;
  const char     *games;
  const char     *seed;
  const char     *time_ms;
  const char     *seconds;
  const char     *opening;
  const char     *balance;
  const char     *nodes;
  gboolean        all_first_replies;
  TabPosition     position;
  TabSaveData    *loaded;
} Cli;

/* Sets *error to a bad-input message; returns FALSE */
gboolean tab_cli_fail            (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
gboolean tab_cli_parse_number    (const char *text, const char *what, guint64 min, guint64 max,
                                  guint64 *value, GError **error);
gboolean tab_cli_parse_ai_params (Cli *cli, TabAiParams *params, GError **error);
gboolean tab_cli_parse_level     (const char *text, guint *level, GError **error);
/* Appends the tokens of the turn played from pos, separated by spaces */
void     tab_cli_append_turn     (const TabPosition *pos, const TabAction *turn, guint n, GString *out);

/* The record the options give: the tokens of --load's file, then those
 * of --moves (already checked by playing them) */
GPtrArray *tab_cli_record_tokens (Cli *cli);

/* tab-cli-analyse.c: a game judged turn by turn */
gboolean tab_cli_command_analyse (Cli *cli, GString *out, GError **error);

/* tab-cli-match.c: computer against computer */
gboolean tab_cli_command_match   (Cli *cli, GString *out, GError **error);

G_END_DECLS
