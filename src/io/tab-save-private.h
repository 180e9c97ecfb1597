/* tab-save-private.h: what the parts of the save-file code share
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to src/io: tab-save-file.c (parsing), tab-save-read.c (from
 * disk), tab-save-write.c (writing).
 */

#pragma once

#include "tab-save-file.h"

G_BEGIN_DECLS

#define TAB_SAVE_ROOT_NAME       "tabuleiro-save"
#define TAB_SAVE_MAX_NAME_CHARS  200   /* the schema's maxLength of a seat name */

/* A piece of a file fit to quote in a message: valid UTF-8, no control
 * characters, not too long */
char        *tab_save_quote          (const char   *text);
/* Sets error to "line N: message" (just "message" when line is 0) */
void         tab_save_set_error_at   (GError      **error,
                                      TabSaveError  code,
                                      int           line,
                                      const char   *format,
                                      ...) G_GNUC_PRINTF (4, 5);
/* the file is larger than any save file (size in bytes) */
void         tab_save_set_too_large  (GError      **error,
                                      guint64       size);
/* Plays one token of the record onto game (nobody watches it yet);
 * errors say "... at move N" */
gboolean     tab_save_append_token   (TabGame      *game,
                                      const char   *token,
                                      guint         move,
                                      int           line,
                                      GError      **error);
/* A stage of a load: its share [from, to] of the whole, where progress
 * goes, and the cancellable */
typedef struct
{
  GCancellable        *cancellable;
  TabSaveProgressFunc  progress;
  gpointer             progress_data;
  double               from;
  double               to;
} TabSaveStage;

/* Reports fraction (0 to 1) of stage done; FALSE with a G_IO_ERROR when
 * the load is cancelled */
gboolean     tab_save_stage_report   (TabSaveStage        *stage,
                                      double               fraction,
                                      GError             **error);
/* The part [from, to] of stage, as a stage of its own */
TabSaveStage tab_save_stage_part     (const TabSaveStage  *stage,
                                      double               from,
                                      double               to);

/* A TabSaveProgressFunc that reports to the TabSaveStage user_data: the
 * progress of a part of a load as that of the whole */
void         tab_save_stage_forward  (double               fraction,
                                      gpointer             user_data);

/* none, win, draw or nobody, as a save file writes an outcome */
const char  *tab_save_outcome_name   (guint         outcome);

/* the optional <analysis> (tab-save-analysis.c), after <position>; root
 * and the node are libxml2's xmlNode */
struct _xmlNode;
void         tab_save_analysis_write (struct _xmlNode    *root,
                                      const TabSaveData  *data,
                                      const TabPosition  *start);
void         tab_save_analysis_read  (struct _xmlNode    *root,
                                      TabSaveData        *data);

G_END_DECLS
