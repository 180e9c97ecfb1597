/* tab-book.c: strategy tables of solved games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tab-book.h"
#include "tab-books.h"   /* the compiled resources */

#include <gio/gio.h>
#include <string.h>

#define MAGIC       "TABBOOK2"
#define HEADER_SIZE 20
#define ENTRY_SIZE  12

struct _TabBook
{
  TabBookEntry *entries;
  guint         n_entries;
  guint         winner;
  guint         win_by;
};

static guint64
read_u64 (const guint8 *p)
{
  guint64 value;

  memcpy (&value, p, sizeof value);
  return GUINT64_FROM_LE (value);
}

static guint32
read_u32 (const guint8 *p)
{
  guint32 value;

  memcpy (&value, p, sizeof value);
  return GUINT32_FROM_LE (value);
}

TabBook *
tab_book_new_from_bytes (GBytes *bytes, GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autoptr (TabBook) book = g_new0 (TabBook, 1);
  guint32 n;

  if (size < HEADER_SIZE || memcmp (data, MAGIC, 8) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a book");
      return NULL;
    }
  n = read_u32 (data + 8);
  if ((size - HEADER_SIZE) / ENTRY_SIZE != n || (size - HEADER_SIZE) % ENTRY_SIZE != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "a book of %u entries cannot have %" G_GSIZE_FORMAT " bytes", n, size);
      return NULL;
    }
  book->winner = read_u32 (data + 12);
  book->win_by = read_u32 (data + 16);
  book->n_entries = n;
  book->entries = g_new (TabBookEntry, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      const guint8 *p = data + HEADER_SIZE + (gsize) i * ENTRY_SIZE;

      book->entries[i].hash = read_u64 (p);
      book->entries[i].action = read_u32 (p + 8);
      if (i > 0 && book->entries[i].hash <= book->entries[i - 1].hash)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "book entry %u is out of order", i);
          return NULL;
        }
    }
  return g_steal_pointer (&book);
}

void
tab_book_free (TabBook *book)
{
  if (book == NULL)
    return;
  g_free (book->entries);
  g_free (book);
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const TabBookEntry *x = a, *y = b;

  return x->hash < y->hash ? -1 : x->hash > y->hash;
}

GBytes *
tab_book_serialize (TabBookEntry *entries, guint n_entries, guint winner, guint win_by)
{
  gsize size = HEADER_SIZE + (gsize) n_entries * ENTRY_SIZE;
  guint8 *data = g_malloc (size);
  guint32 n = GUINT32_TO_LE (n_entries), w = GUINT32_TO_LE (winner);
  guint32 by = GUINT32_TO_LE (win_by);

  qsort (entries, n_entries, sizeof *entries, compare_entries);
  memcpy (data, MAGIC, 8);
  memcpy (data + 8, &n, 4);
  memcpy (data + 12, &w, 4);
  memcpy (data + 16, &by, 4);
  for (guint i = 0; i < n_entries; i++)
    {
      guint8 *p = data + HEADER_SIZE + (gsize) i * ENTRY_SIZE;
      guint64 hash = GUINT64_TO_LE (entries[i].hash);
      guint32 action = GUINT32_TO_LE (entries[i].action);

      memcpy (p, &hash, 8);
      memcpy (p + 8, &action, 4);
    }
  return g_bytes_new_take (data, size);
}

guint64
tab_book_key (const TabPosition *pos, guint *symmetry)
{
  const TabRules *rules = pos->rules;
  guint n = rules->n_symmetries != NULL ? rules->n_symmetries (pos) : 1;
  guint64 best = tab_position_hash (pos);

  *symmetry = 0;
  for (guint s = 1; s < n; s++)
    {
      TabPosition image;
      guint64 hash;

      rules->transform (pos, s, &image);
      hash = tab_position_hash (&image);
      if (hash < best)
        {
          best = hash;
          *symmetry = s;
        }
    }
  return best;
}

TabAction
tab_book_key_action (const TabPosition *pos, guint symmetry, TabAction action)
{
  return symmetry == 0 ? action : pos->rules->transform_action (pos, symmetry, action);
}

gboolean
tab_book_lookup (const TabBook *book, const TabPosition *pos, TabAction *action)
{
  guint symmetry;
  guint64 key = tab_book_key (pos, &symmetry);
  guint low = 0, high = book->n_entries;
  TabActionList list;

  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (book->entries[mid].hash < key)
        low = mid + 1;
      else
        high = mid;
    }
  if (low == book->n_entries || book->entries[low].hash != key)
    return FALSE;
  /* the entry's action is one of the image: the action of pos it is */
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (tab_book_key_action (pos, symmetry, list.actions[i]) == book->entries[low].action)
      {
        *action = list.actions[i];
        return TRUE;
      }
  return FALSE;
}

guint
tab_book_size (const TabBook *book)
{
  return book->n_entries;
}

guint
tab_book_winner (const TabBook *book)
{
  return book->winner;
}

guint
tab_book_win_by (const TabBook *book)
{
  return book->win_by;
}

const TabBookEntry *
tab_book_entry (const TabBook *book, guint index)
{
  return index < book->n_entries ? &book->entries[index] : NULL;
}

typedef struct
{
  const TabBook *book;
  GHashTable    *won;        /* keys of the winner's positions checked */
  guint64        positions;
  gchar         *failure;
} Verify;

static gboolean verify_winner (Verify *v, const TabPosition *pos);

gboolean
tab_book_each_defence (const TabPosition *pos, TabBookVisit visit, gpointer data,
                       char **failure)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child))
        {
          *failure = tab_position_render (&child);
          return FALSE;
        }
      if (!visit (data, &child))
        return FALSE;
    }
  return TRUE;
}

static gboolean
verify_visit (gpointer data, const TabPosition *pos)
{
  return verify_winner (data, pos);
}

/* The defender to move in pos: every action must lead to a position the
 * book still wins */
static gboolean
verify_defender (Verify *v, const TabPosition *pos)
{
  return tab_book_each_defence (pos, verify_visit, v, &v->failure);
}

static gboolean
verify_winner (Verify *v, const TabPosition *pos)
{
  guint symmetry;
  guint64 key = tab_book_key (pos, &symmetry);
  TabAction action;
  TabPosition child;

  if (g_hash_table_contains (v->won, &key))
    return TRUE;
  v->positions++;
  if (tab_position_find_win_at_once (pos, &action))
    return TRUE;
  if (!tab_book_lookup (v->book, pos, &action))
    {
      v->failure = tab_position_render (pos);
      return FALSE;
    }
  tab_position_copy (&child, pos);
  tab_position_apply (&child, action);
  if (tab_position_is_over (&child) || child.to_move == pos->to_move)
    {
      /* a book of single-action turns that wins by its action, or not at all */
      if (!(child.outcome == TAB_OUTCOME_WIN && child.winner == pos->to_move))
        {
          v->failure = tab_position_render (&child);
          return FALSE;
        }
      return TRUE;
    }
  if (!verify_defender (v, &child))
    return FALSE;
  g_hash_table_add (v->won, g_memdup2 (&key, sizeof key));
  return TRUE;
}

gboolean
tab_book_verify (const TabBook *book, const TabPosition *start, guint64 *positions,
                 char **failure)
{
  Verify v = { book, g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL), 0, NULL };
  gboolean ok;

  if (tab_position_is_over (start))
    ok = FALSE;
  else if (start->to_move == book->winner)
    ok = verify_winner (&v, start);
  else
    ok = verify_defender (&v, start);
  g_hash_table_unref (v.won);
  if (positions != NULL)
    *positions = v.positions;
  if (failure != NULL)
    *failure = v.failure;
  else
    g_free (v.failure);
  return ok;
}

/* Loaded books by resource name; a name without a book maps to NULL */
static GMutex      books_lock;
static GHashTable *books;

const TabBook *
tab_book_for (const TabRules *rules, const TabOptions *options)
{
  g_autofree char *size = tab_options_size_string (rules, options);
  g_autofree char *path = g_strdup_printf ("%s/books/%s-%s.book", RESOURCE_BASE, rules->id,
                                           size[0] ? size : "standard");
  const TabBook *book;

  g_mutex_lock (&books_lock);
  if (books == NULL)
    books = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (!g_hash_table_lookup_extended (books, path, NULL, (gpointer *) &book))
    {
      g_autoptr (GBytes) bytes = g_resource_lookup_data (tab_books_get_resource (), path,
                                                               G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_autoptr (GError) error = NULL;

      book = bytes != NULL ? tab_book_new_from_bytes (bytes, &error) : NULL;
      if (error != NULL)
        g_warning ("book %s: %s", path, error->message);
      g_hash_table_insert (books, g_steal_pointer (&path), (gpointer) book);
    }
  g_mutex_unlock (&books_lock);
  return book;
}
