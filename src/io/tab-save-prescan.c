/* tab-save-prescan.c: a linear pass over a save file before libxml2 sees it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 does work that grows faster than the input for some shapes of
 * it: the attributes of one start tag are checked for duplicates pair by
 * pair (80,000 attributes on <options> cost 10 s of CPU), and every node
 * of the tree costs memory many times its size in the file.  Its own
 * limits do not help (2.9 has none on attributes), and a SAX callback
 * comes too late: startElement is called after the whole start tag has
 * been parsed.
 *
 * So every file passes here first: one pass over the bytes, in constant
 * memory, that knows just enough of XML's lexical structure (tags,
 * quoted attribute values, comments, processing instructions, CDATA) to
 * count elements, attributes, nesting and the length of every piece, and
 * refuses a file over any limit of tab-save-file.h with a message that
 * names it.  A file that is not XML at all is left to libxml2, whose
 * messages say best what is wrong, but cut a little after the point where
 * this pass found it broken: libxml2 goes on scanning after an error, so
 * it must never see what lies beyond, which passed no limit.
 */

#include "tab-save-prescan.h"
#include "tab-save-file.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* how often (in bytes) the pass looks at the cancellable */
#define POLL_BYTES (256 * 1024)

/* what libxml2 gets beyond the point where a file stops being XML: enough
 * for it to see the same problem and word it, and no more */
#define BROKEN_TAIL 256

typedef struct
{
  const char   *start;
  const char   *p;
  const char   *end;
  int           line;        /* of p */
  guint         depth;
  guint         elements;
  guint         attributes;  /* in the whole file */
  guint         others;      /* comments, processing instructions, CDATA */
  gboolean      root_closed;
  gboolean      broken;      /* not XML: no error set */
  GCancellable *cancellable;
  const char   *next_poll;
} Scan;

/* Moves p to target, counting the lines it passes */
static void
advance (Scan *scan, const char *target)
{
  const char *nl;

  while ((nl = memchr (scan->p, '\n', (gsize) (target - scan->p))) != NULL)
    {
      scan->line++;
      scan->p = nl + 1;
    }
  scan->p = target;
}

static gboolean
refuse (Scan        *scan,
        GError     **error,
        TabSaveError code,
        const char  *format,
        ...) G_GNUC_PRINTF (4, 5);

static gboolean
refuse (Scan        *scan,
        GError     **error,
        TabSaveError code,
        const char  *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: %d is a line of a save file, %s what is wrong there */
  g_set_error (error, TAB_SAVE_ERROR, code, _("line %d: %s"), scan->line, message);
  return FALSE;
}

/* The file is not XML at p: the pass ends, and libxml2 decides (and
 * words the message) on the file up to a little after p */
static gboolean
broken (Scan *scan, GError **error)
{
  scan->broken = TRUE;
  return FALSE;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* An element name fit for a message: the bytes up to a blank, '/' or
 * '>', at most 40 of them, printable ASCII only */
static char *
name_at (const char *p, const char *end)
{
  GString *name = g_string_new (NULL);

  for (; p < end && !is_blank (*p) && *p != '/' && *p != '>'; p++)
    {
      if (name->len == 40)
        {
          g_string_append (name, "…");
          break;
        }
      if (*p > ' ' && *p < 0x7f)
        g_string_append_c (name, *p);
      else
        g_string_append_printf (name, "\\x%02x", (guint8) *p);
    }
  return g_string_free (name, FALSE);
}

/* The pieces that end with a terminator */
typedef enum
{
  PIECE_COMMENT,
  PIECE_PROCESSING_INSTRUCTION,
  PIECE_CDATA,
  PIECE_END_TAG,
} Piece;

static gboolean
refuse_too_long (Scan *scan, Piece piece, GError **error)
{
  switch (piece)
    {
    case PIECE_COMMENT:
      /* Translators: %d is a number of bytes, e.g. 65536 */
      return refuse (scan, error, TAB_SAVE_ERROR_INVALID, _("a comment longer than %d bytes"),
                     TAB_SAVE_MAX_PIECE);
    case PIECE_PROCESSING_INSTRUCTION:
      /* Translators: %d is a number of bytes, e.g. 65536 */
      return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                     _("a processing instruction longer than %d bytes"), TAB_SAVE_MAX_PIECE);
    case PIECE_CDATA:
      /* Translators: %d is a number of bytes, e.g. 65536 */
      return refuse (scan, error, TAB_SAVE_ERROR_INVALID, _("a CDATA section longer than %d bytes"),
                     TAB_SAVE_MAX_PIECE);
    case PIECE_END_TAG:
    default:
      /* Translators: %d is a number of bytes, e.g. 65536 */
      return refuse (scan, error, TAB_SAVE_ERROR_INVALID, _("an end tag longer than %d bytes"),
                     TAB_SAVE_MAX_PIECE);
    }
}

/* Finds terminator from p within the longest piece a save file may
 * have; NULL with error set (or the file marked broken) when it is not
 * there */
static const char *
find_end (Scan *scan, const char *terminator, Piece piece, GError **error)
{
  gsize room = (gsize) (scan->end - scan->p);
  gsize window = MIN (room, (gsize) TAB_SAVE_MAX_PIECE + strlen (terminator));
  /* no NUL in the file (checked first), so a string search is safe */
  const char *found = g_strstr_len (scan->p, (gssize) window, terminator);

  if (found != NULL)
    return found;
  if (window < room)
    refuse_too_long (scan, piece, error);
  else
    broken (scan, error);
  return NULL;
}

static gboolean
count_other (Scan *scan, GError **error)
{
  if (++scan->others > TAB_SAVE_MAX_OTHERS)
    return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                   /* Translators: %d is a number, e.g. 1024 */
                   _("more than %d comments, processing instructions and CDATA sections"),
                   TAB_SAVE_MAX_OTHERS);
  return TRUE;
}

/* <!-- ... -->, <? ... ?> or <![CDATA[ ... ]]> at p */
static gboolean
skip_other (Scan *scan, gsize open, const char *close, Piece piece, GError **error)
{
  const char *end;

  if (!count_other (scan, error))
    return FALSE;
  scan->p += open;
  end = find_end (scan, close, piece, error);
  if (end == NULL)
    return FALSE;
  advance (scan, end + strlen (close));
  return TRUE;
}

/* Counts the attributes of the start tag at p ('<' then the name) and
 * moves past it; an attribute is a quoted value (quotes appear nowhere
 * else in a well-formed tag, and '<' nowhere in a tag at all) */
static gboolean
scan_start_tag (Scan *scan, GError **error)
{
  g_autofree char *name = name_at (scan->p + 1, scan->end);
  const char *limit = scan->p + MIN ((gsize) (scan->end - scan->p), (gsize) TAB_SAVE_MAX_PIECE);
  guint n = 0;
  const char *q;

  if (scan->root_closed)
    return broken (scan, error);
  if (++scan->elements > TAB_SAVE_MAX_ELEMENTS)
    return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                   /* Translators: %d is a number of elements, e.g. 100000 */
                   _("more than %d elements"), TAB_SAVE_MAX_ELEMENTS);
  if (scan->depth == TAB_SAVE_MAX_DEPTH)
    return refuse (scan, error, TAB_SAVE_ERROR_NOT_XML,
                   /* Translators: %d is a number of levels, e.g. 16 */
                   _("elements nested more than %d deep"), TAB_SAVE_MAX_DEPTH);

  for (q = scan->p + 1; q < limit; q++)
    {
      if (*q == '>')
        break;
      if (*q == '<')
        {
          advance (scan, q);
          return broken (scan, error);
        }
      if (*q == '"' || *q == '\'')
        {
          const char *close = memchr (q + 1, *q, (gsize) (limit - q - 1));
          const char *less = memchr (q + 1, '<', (gsize) ((close != NULL ? close : limit) - q - 1));

          /* no '<' in a value either: an unclosed quote ends there */
          if (less != NULL)
            {
              advance (scan, less);
              return broken (scan, error);
            }
          if (close == NULL)
            {
              q = limit;
              break;
            }
          q = close;
          scan->attributes++;
          if (++n > TAB_SAVE_MAX_ATTRIBUTES)
            return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                           /* Translators: <%s> is an element of a save file, %d the
                            * most attributes an element may have, e.g. 16 */
                           _("too many attributes on <%s> (more than %d)"),
                           name, TAB_SAVE_MAX_ATTRIBUTES);
          if (scan->attributes > TAB_SAVE_MAX_ALL_ATTRIBUTES)
            return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                           /* Translators: %d is a number, e.g. 256 */
                           _("more than %d attributes in the file"),
                           TAB_SAVE_MAX_ALL_ATTRIBUTES);
        }
    }
  if (q >= limit)
    {
      if (limit < scan->end)
        return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                       /* Translators: <%s> is an element, %d a number of bytes */
                       _("the tag <%s> is longer than %d bytes"), name, TAB_SAVE_MAX_PIECE);
      advance (scan, scan->end);
      return broken (scan, error);
    }
  if (q[-1] != '/')
    scan->depth++;
  else if (scan->depth == 0)
    scan->root_closed = TRUE;
  advance (scan, q + 1);
  return TRUE;
}

static gboolean
scan_end_tag (Scan *scan, GError **error)
{
  const char *end;

  if (scan->depth == 0)
    return broken (scan, error);
  end = find_end (scan, ">", PIECE_END_TAG, error);
  if (end == NULL)
    return FALSE;
  if (--scan->depth == 0)
    scan->root_closed = TRUE;
  advance (scan, end + 1);
  return TRUE;
}

/* Text up to the next '<': inside the root any text of at most
 * TAB_SAVE_MAX_PIECE bytes, outside it only blanks */
static gboolean
scan_text (Scan *scan, GError **error)
{
  const char *end = memchr (scan->p, '<', (gsize) (scan->end - scan->p));
  const char *stop = end != NULL ? end : scan->end;

  if (scan->depth == 0)
    {
      const char *q = scan->p;

      while (q < stop && is_blank (*q))
        q++;
      advance (scan, q);
      if (q == stop)
        return TRUE;
      if (scan->root_closed)
        return refuse (scan, error, TAB_SAVE_ERROR_NOT_XML,
                       _("not well-formed XML: something follows the end of the save (</tabuleiro-save>)"));
      return broken (scan, error);
    }
  if ((gsize) (stop - scan->p) > TAB_SAVE_MAX_PIECE)
    return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                   /* Translators: %d is a number of bytes */
                   _("a text longer than %d bytes"), TAB_SAVE_MAX_PIECE);
  advance (scan, stop);
  return TRUE;
}

static gboolean
scan_markup (Scan *scan, GError **error)
{
  gsize room = (gsize) (scan->end - scan->p);

#define AT(literal) (room >= strlen (literal) && memcmp (scan->p, literal, strlen (literal)) == 0)
  if (AT ("<!--"))
    return skip_other (scan, 4, "-->", PIECE_COMMENT, error);
  if (AT ("<?"))
    return skip_other (scan, 2, "?>", PIECE_PROCESSING_INSTRUCTION, error);
  if (AT ("<![CDATA["))
    return scan->depth > 0 ? skip_other (scan, 9, "]]>", PIECE_CDATA, error)
                           : broken (scan, error);
  if (AT ("<!DOCTYPE"))
    return refuse (scan, error, TAB_SAVE_ERROR_INVALID,
                   _("a save file must not have a DOCTYPE (no DTD, no entity declarations)"));
  if (AT ("<!"))
    return broken (scan, error);
  if (AT ("</"))
    return scan_end_tag (scan, error);
#undef AT
  return scan_start_tag (scan, error);
}

gboolean
tab_save_prescan (const char    *bytes,
                  gsize          length,
                  gsize         *parse_length,
                  GCancellable  *cancellable,
                  GError       **error)
{
  Scan scan = { bytes, bytes, bytes + length, 1, 0 };
  const char *nul = memchr (bytes, '\0', length);

  scan.cancellable = cancellable;
  scan.next_poll = bytes + POLL_BYTES;
  *parse_length = length;
  if (nul != NULL)
    {
      /* libxml2 takes a NUL for the end of the input: a good file
       * followed by NULs would load */
      advance (&scan, nul);
      return refuse (&scan, error, TAB_SAVE_ERROR_NOT_XML,
                     _("not well-formed XML: a NUL byte (a save file is text)"));
    }
  /* a UTF-8 byte order mark */
  if (length >= 3 && memcmp (bytes, "\xef\xbb\xbf", 3) == 0)
    scan.p += 3;

  while (scan.p < scan.end && !scan.broken)
    {
      gboolean ok = *scan.p == '<' ? scan_markup (&scan, error) : scan_text (&scan, error);

      if (!ok && !scan.broken)
        return FALSE;
      if (scan.p >= scan.next_poll)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          scan.next_poll = scan.p + POLL_BYTES;
        }
    }
  if (scan.broken || !scan.root_closed)
    *parse_length = MIN (length, (gsize) (scan.p - bytes) + BROKEN_TAIL);
  return TRUE;
}
