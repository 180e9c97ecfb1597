/* tab-book.h: strategy tables of solved games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A book maps positions (by tab_book_key) to the action that keeps
 * them won: the winning reply in every position the winning seat can
 * reach against any defence, as tools/tabuleiro-solver proved it.  The
 * books ship in the ai library as resources named after the game and
 * the board size, so that the players look them up without knowing
 * which game they play.
 *
 * One position stands for all its images under the board's symmetries
 * (TabRules.n_symmetries): the key is the least hash among them, and the
 * action is kept as the action of that image.
 *
 * File format (little endian): the 8 bytes "TABBOOK2", a guint32 count,
 * a guint32 winning seat, a guint32 ply by which the win comes at the
 * latest (pos->ply of the winning action's position, plus one), then
 * count entries of a guint64 hash and a guint32 action, sorted by hash.
 */

#pragma once

#include "tab-rules.h"

G_BEGIN_DECLS

typedef struct _TabBook TabBook;

typedef struct
{
  guint64   hash;
  TabAction action;
} TabBookEntry;

/* The book of this game and board size, NULL when there is none.  Books
 * are loaded once and never freed. */
const TabBook *tab_book_for        (const TabRules    *rules,
                                    const TabOptions  *options);
/* A book read from bytes in the file format; NULL with error when the
 * bytes are not a book */
TabBook       *tab_book_new_from_bytes (GBytes        *bytes,
                                        GError       **error);
void           tab_book_free       (TabBook           *book);
/* the book's action for pos: TRUE when pos is in the book and its
 * action is legal there */
gboolean       tab_book_lookup     (const TabBook     *book,
                                    const TabPosition *pos,
                                    TabAction         *action);
guint          tab_book_size       (const TabBook     *book);
/* the key of pos: the least hash of its images; symmetry: which image */
guint64        tab_book_key        (const TabPosition *pos,
                                    guint             *symmetry);
/* action of pos as an action of its image under symmetry */
TabAction      tab_book_key_action (const TabPosition *pos,
                                    guint              symmetry,
                                    TabAction          action);
guint          tab_book_winner     (const TabBook     *book);
/* the winner's proof: the game is won when pos->ply reaches this */
guint          tab_book_win_by     (const TabBook     *book);
const TabBookEntry *tab_book_entry (const TabBook     *book,
                                    guint              index);
/* Calls visit on the position after each action of the defender, to
 * move in pos, until one returns FALSE; FALSE then, or when an action
 * ends the game (failure: the board, to free) */
typedef gboolean (*TabBookVisit) (gpointer           data,
                                  const TabPosition *pos);
gboolean       tab_book_each_defence (const TabPosition *pos,
                                      TabBookVisit       visit,
                                      gpointer           data,
                                      char             **failure);

/* Whether book wins from start against every defence: the book's seat,
 * whenever it is to move, wins at once or has the book's action, and no
 * line ends otherwise than in its win.  An exhaustive walk over the
 * classes of symmetric positions: a proof of the table by itself.
 * positions: the winner's positions walked; failure (may be NULL): the
 * board where it fails, to free. */
gboolean       tab_book_verify     (const TabBook     *book,
                                    const TabPosition *start,
                                    guint64           *positions,
                                    char             **failure);
/* The file format of entries (sorted here); caller frees */
GBytes        *tab_book_serialize  (TabBookEntry      *entries,
                                    guint              n_entries,
                                    guint              winner,
                                    guint              win_by);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TabBook, tab_book_free)

G_END_DECLS
