/* tab-save-file.c: Tabuleiro save files (XML, format 1)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is described in docs/save-format.md and fixed by the RELAX NG
 * schema data/tabuleiro-save.rng, which the build compiles into this
 * library (tab-save-schema.h), so loading never depends on an install path.
 *
 * A save file comes from anywhere (a download, a mail), so loading trusts
 * nothing: the size is capped before parsing, the parser never touches the
 * network, a DOCTYPE stops the parser before any entity is even declared
 * (no external entity is resolved, no entity bomb expands), the tree is
 * validated against the schema, every value is range-checked, the actions
 * are replayed through the rules and the stored position is cross-checked.
 * libxml2's own error output is captured, never printed.
 *
 * The messages are for the player, so translated (the window shows them);
 * a program that never calls setlocale (), such as tabuleiro-cli, gets
 * them in English.  What libxml2 itself reports stays in English.
 */

#include "tab-save-file.h"
#include "tab-save-schema.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#define ROOT_NAME        "tabuleiro-save"
#define MAX_NAME_CHARS   200   /* the schema's maxLength of a seat name */
#define MAX_SHOWN_CHARS  60    /* longest piece of a file quoted in a message */
#define MAX_DEPTH        16    /* a save file nests 4 deep */

G_DEFINE_QUARK (tab-save-error-quark, tab_save_error)

/* ------------------------------------------------------------------ */
/* TabSaveData                                                        */

TabSaveData *
tab_save_data_new (void)
{
  TabSaveData *data = g_new0 (TabSaveData, 1);

  data->actions = g_new0 (char *, 1);
  return data;
}

void
tab_save_data_free (TabSaveData *data)
{
  if (data == NULL)
    return;
  for (guint i = 0; i < TAB_MAX_SEATS; i++)
    g_free (data->seats[i].name);
  g_strfreev (data->actions);
  g_free (data);
}

/* ------------------------------------------------------------------ */
/* Messages                                                           */

/* A piece of the file fit to quote in a message: valid UTF-8, no
 * control characters, not too long. */
static char *
quote_for_message (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (n++ == MAX_SHOWN_CHARS)
        {
          g_string_append (out, "…");
          break;
        }
      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static void
set_error_at (GError      **error,
              TabSaveError  code,
              int           line,
              const char   *format,
              ...) G_GNUC_PRINTF (4, 5);

/* Sets error to "line N: message" (just "message" when line is unknown). */
static void
set_error_at_valist (GError      **error,
                     TabSaveError  code,
                     int           line,
                     const char   *format,
                     va_list       args) G_GNUC_PRINTF (4, 0);

static void
set_error_at_valist (GError      **error,
                     TabSaveError  code,
                     int           line,
                     const char   *format,
                     va_list       args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  if (line > 0)
    /* Translators: %d is a line of a save file, %s what is wrong there,
     * e.g. "line 2: unknown game 'chess'" */
    g_set_error (error, TAB_SAVE_ERROR, code, _("line %d: %s"), line, message);
  else
    g_set_error_literal (error, TAB_SAVE_ERROR, code, message);
}

static void
set_error_at (GError      **error,
              TabSaveError  code,
              int           line,
              const char   *format,
              ...)
{
  va_list args;

  va_start (args, format);
  set_error_at_valist (error, code, line, format, args);
  va_end (args);
}

/* The file is larger than any save file (a size in bytes) */
static void
set_too_large (GError **error, guint64 size)
{
  char bytes[32];

  g_snprintf (bytes, sizeof bytes, "%" G_GUINT64_FORMAT, size);
  g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO,
               /* Translators: %s is the size of the file, %d the largest
                * size of a save file, both in bytes */
               _("the file is too large (%s bytes; a save file has at most %d)"),
               bytes, TAB_SAVE_MAX_BYTES);
}

static int
node_line (xmlNode *node)
{
  return node != NULL ? (int) xmlGetLineNo (node) : 0;
}

/* ------------------------------------------------------------------ */
/* libxml2 set-up: errors captured, parser initialised once           */

typedef struct
{
  int   line;
  char *message;   /* the first error libxml2 reported */
  int   stopped;     /* 0, or the TabSaveError we stopped the parser for */

  /* what was installed before, restored by xml_errors_end () */
  xmlStructuredErrorFunc old_structured;
  void                  *old_structured_data;
  xmlGenericErrorFunc    old_generic;
  void                  *old_generic_data;
} XmlErrors;

static void
keep_first_error (void *user_data, xmlError *error)
{
  XmlErrors *errors = user_data;
  g_autofree char *text = NULL;

  if (errors->message != NULL || error == NULL || error->level == XML_ERR_WARNING)
    return;
  text = g_strstrip (g_strdup (error->message != NULL ? error->message : _("unknown error")));
  errors->message = quote_for_message (text);
  errors->line = error->line;
  if (errors->line <= 0 && error->node != NULL)
    errors->line = node_line (error->node);
}

/* libxml2 writes some messages through the generic channel; drop them */
static void
ignore_generic_error (void *user_data, const char *format, ...)
{
}

/* The handlers are per thread in libxml2, so this is safe in a worker. */
static void
xml_errors_begin (XmlErrors *errors)
{
  memset (errors, 0, sizeof *errors);
  errors->old_structured = xmlStructuredError;
  errors->old_structured_data = xmlStructuredErrorContext;
  errors->old_generic = xmlGenericError;
  errors->old_generic_data = xmlGenericErrorContext;
  xmlSetStructuredErrorFunc (errors, keep_first_error);
  xmlSetGenericErrorFunc (NULL, ignore_generic_error);
}

static void
xml_errors_end (XmlErrors *errors)
{
  xmlSetStructuredErrorFunc (errors->old_structured_data, errors->old_structured);
  xmlSetGenericErrorFunc (errors->old_generic_data, errors->old_generic);
  g_clear_pointer (&errors->message, g_free);
}

static void
xml_init_once (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      xmlInitParser ();
      g_once_init_leave (&done, 1);
    }
}

/* The compiled schema, shared by every validation (read-only once built). */
static xmlRelaxNG *
save_schema (void)
{
  static gsize schema = 0;

  if (g_once_init_enter (&schema))
    {
      XmlErrors errors;
      xmlRelaxNGParserCtxt *parser;
      xmlRelaxNG *compiled;

      xml_errors_begin (&errors);
      parser = xmlRelaxNGNewMemParserCtxt (tab_save_schema, (int) strlen (tab_save_schema));
      xmlRelaxNGSetParserStructuredErrors (parser, keep_first_error, &errors);
      compiled = xmlRelaxNGParse (parser);
      xmlRelaxNGFreeParserCtxt (parser);
      if (compiled == NULL)
        g_critical ("the built-in save-file schema does not compile: %s",
                    errors.message != NULL ? errors.message : "unknown error");
      xml_errors_end (&errors);
      g_once_init_leave (&schema, (gsize) compiled);
    }
  return (xmlRelaxNG *) schema;
}

/* ------------------------------------------------------------------ */
/* Reading attributes                                                 */

/* The attribute as a GLib string (NULL when absent) */
static char *
get_attribute (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

static char *
get_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strdup (value != NULL ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

/* An unsigned number as the schema's nonNegativeInteger writes it:
 * surrounding blanks, an optional '+' (or "-0"), leading zeros. */
static gboolean
parse_count (const char *text, guint64 *value)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  const char *digits = copy;
  gboolean negative = FALSE;

  if (*digits == '+' || *digits == '-')
    negative = *digits++ == '-';
  if (!g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT32, value, NULL))
    return FALSE;
  return !negative || *value == 0;
}

/* Reads the numeric attribute name of node: FALSE (and an error naming the
 * line) when it is absent or not a number.  The schema makes both
 * impossible; this is the second line of defence. */
static gboolean
get_count (xmlNode     *node,
           const char  *name,
           guint64     *value,
           GError     **error)
{
  g_autofree char *text = get_attribute (node, name);
  g_autofree char *shown = NULL;

  if (text == NULL)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (node),
                    /* Translators: <%s> is an element of a save file, the second %s
                     * one of its attributes, e.g. "<seat> has no number" */
                    _("<%s> has no %s"), (const char *) node->name, name);
      return FALSE;
    }
  if (parse_count (text, value))
    return TRUE;
  shown = quote_for_message (text);
  set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (node),
                /* Translators: an attribute, its value and its element in a save file,
                 * e.g. "level='high' of <seat> is not a number" */
                _("%s='%s' of <%s> is not a number"), name, shown, (const char *) node->name);
  return FALSE;
}

static xmlNode *
first_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

static xmlNode *
next_element (xmlNode *node)
{
  return first_element (node->next);
}

/* The child element called name (the schema fixes order and presence) */
static xmlNode *
child_element (xmlNode     *parent,
               const char  *name,
               GError     **error)
{
  for (xmlNode *child = first_element (parent->children); child != NULL; child = next_element (child))
    if (xmlStrEqual (child->name, (const xmlChar *) name))
      return child;
  set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (parent),
                /* Translators: two elements of a save file, e.g. "<tabuleiro-save> has no <seats>" */
                _("<%s> has no <%s>"), (const char *) parent->name, name);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Parsing                                                            */

/* Called by the parser for <!DOCTYPE ...>, before the internal subset is
 * read: stopping here means no entity is ever declared, let alone loaded
 * or expanded.  A save file has no business with a DTD. */
static void
refuse_doctype (void          *user_data,
                const xmlChar *name,
                const xmlChar *external_id,
                const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = user_data;
  XmlErrors *errors = ctxt->_private;

  if (errors->message == NULL)
    {
      errors->stopped = TAB_SAVE_ERROR_INVALID;
      errors->line = xmlSAX2GetLineNumber (ctxt);
      errors->message = g_strdup (_("a save file must not have a DOCTYPE "
                                    "(no DTD, no entity declarations)"));
    }
  xmlStopParser (ctxt);
}

/* XML_PARSE_HUGE (see parse_xml) lifts libxml2's nesting limit too: this
 * puts a tight one back, so that nothing downstream ever meets a tree a
 * million levels deep. */
static void
start_element_limited (void           *user_data,
                       const xmlChar  *localname,
                       const xmlChar  *prefix,
                       const xmlChar  *uri,
                       int             n_namespaces,
                       const xmlChar **namespaces,
                       int             n_attributes,
                       int             n_defaulted,
                       const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = user_data;
  XmlErrors *errors = ctxt->_private;

  if (ctxt->nameNr >= MAX_DEPTH)
    {
      if (errors->message == NULL)
        {
          errors->stopped = TAB_SAVE_ERROR_NOT_XML;
          errors->line = xmlSAX2GetLineNumber (ctxt);
          /* Translators: %d is a number of levels, e.g. 16 */
          errors->message = g_strdup_printf (_("elements nested more than %d deep"), MAX_DEPTH);
        }
      xmlStopParser (ctxt);
      return;
    }
  xmlSAX2StartElementNs (user_data, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);
}

/* Belt and braces: nothing in the tree may come from a DTD. */
static xmlNode *
find_dtd_content (xmlDoc *doc)
{
  xmlNode *node = doc->children;

  if (doc->intSubset != NULL)
    return (xmlNode *) doc->intSubset;
  if (doc->extSubset != NULL)
    return (xmlNode *) doc->extSubset;

  /* an iterative walk: the depth is limited by the parser, but no
   * recursion is needed to be safe */
  while (node != NULL)
    {
      switch (node->type)
        {
        case XML_DTD_NODE:
        case XML_ENTITY_REF_NODE:
        case XML_ENTITY_NODE:
        case XML_ENTITY_DECL:
          return node;
        default:
          break;
        }
      if (node->children != NULL && node->type == XML_ELEMENT_NODE)
        node = node->children;
      else
        {
          while (node != NULL && node->next == NULL)
            node = node->parent != (xmlNode *) doc ? node->parent : NULL;
          if (node != NULL)
            node = node->next;
        }
    }
  return NULL;
}

static xmlDoc *
parse_xml (const char  *bytes,
           gsize        length,
           GError     **error)
{
  XmlErrors errors;
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  xmlNode *dtd;

  xml_init_once ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO, _("out of memory"));
      return NULL;
    }
  xml_errors_begin (&errors);
  ctxt->_private = &errors;
  ctxt->sax->internalSubset = refuse_doctype;
  ctxt->sax->startElementNs = start_element_limited;

  /* XML_PARSE_NONET: nothing from the network.  Neither XML_PARSE_NOENT
   * nor XML_PARSE_DTDLOAD/DTDATTR/DTDVALID: entities are not substituted
   * and no external subset is loaded (refuse_doctype stops even earlier).
   * XML_PARSE_HUGE lifts libxml2's 10 MB limits on one piece of input,
   * which would otherwise refuse files between 10 and 16 MB: our own cap
   * of 16 MB holds, with no DTD there is nothing to expand, and
   * start_element_limited () limits the nesting. */
  doc = xmlCtxtReadMemory (ctxt, bytes, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_HUGE |
                           XML_PARSE_NOERROR | XML_PARSE_NOWARNING);

  /* a stopped parser may still hand back the tree it has so far */
  if (doc == NULL || !ctxt->wellFormed || errors.stopped != 0)
    {
      if (errors.stopped != 0)
        set_error_at (error, errors.stopped, errors.line, "%s", errors.message);
      else if (errors.message != NULL)
        set_error_at (error, TAB_SAVE_ERROR_NOT_XML, errors.line,
                      /* Translators: %s is what the XML parser reports, in English */
                      _("not well-formed XML: %s"), errors.message);
      else
        g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML,
                             _("not well-formed XML"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if ((dtd = find_dtd_content (doc)) != NULL)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (dtd),
                    _("a save file must not use a DTD or entities"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }

  xml_errors_end (&errors);
  xmlFreeParserCtxt (ctxt);
  return doc;
}

/* The root element, its name and the format version: checked before the
 * schema so that a newer file gets the message that it is newer. */
static gboolean
check_root_and_format (xmlNode *root, GError **error)
{
  g_autofree char *format = NULL;
  g_autofree char *shown = NULL;
  guint64 version;

  if (root == NULL)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML,
                           _("the file has no root element"));
      return FALSE;
    }
  if (root->ns != NULL || !xmlStrEqual (root->name, (const xmlChar *) ROOT_NAME))
    {
      g_autofree char *name = quote_for_message ((const char *) root->name);

      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (root),
                    /* Translators: <%s> is the first element of the file; the second
                     * is the first element of every save file */
                    _("not a Tabuleiro save file (the root element is <%s>, not <%s>)"),
                    name, ROOT_NAME);
      return FALSE;
    }

  format = get_attribute (root, "format");
  if (format == NULL)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (root),
                    _("the save file has no format version"));
      return FALSE;
    }
  shown = quote_for_message (format);
  g_strstrip (format);
  if (format[0] != '\0' && strspn (format, "0123456789") == strlen (format))
    {
      /* all digits; too many for a number means far in the future */
      if (!parse_count (format, &version))
        version = G_MAXUINT64;
    }
  else if (!parse_count (format, &version))
    version = 0;
  if (version == 0)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (root),
                    /* Translators: %s is the format version written in the file */
                    _("unknown format version '%s'"), shown);
      return FALSE;
    }
  if (version > TAB_SAVE_FORMAT_VERSION)
    {
      set_error_at (error, TAB_SAVE_ERROR_NEWER, node_line (root),
                    /* Translators: %s is the format version of the file, %d the one
                     * this version of the app reads, e.g. "(format 2; this version
                     * reads format 1)" */
                    _("saved by a newer version of Tabuleiro (format %s; this version reads format %d)"),
                    shown, TAB_SAVE_FORMAT_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
validate (xmlDoc *doc, GError **error)
{
  xmlRelaxNG *schema = save_schema ();
  XmlErrors errors;
  xmlRelaxNGValidCtxt *validator;
  int result;

  if (schema == NULL)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_INVALID,
                           _("the save-file schema is broken in this build"));
      return FALSE;
    }
  xml_errors_begin (&errors);
  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, keep_first_error, &errors);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  if (result != 0)
    set_error_at (error, TAB_SAVE_ERROR_INVALID, errors.line,
                  /* Translators: %s is what the XML schema validator reports, in English */
                  _("the file does not follow the save-file format: %s"),
                  errors.message != NULL ? errors.message : _("schema validation failed"));
  xml_errors_end (&errors);
  return result == 0;
}

static gboolean
read_game (xmlNode *root, TabSaveData *data, GError **error)
{
  g_autofree char *game = get_attribute (root, "game");
  g_autofree char *shown = NULL;

  if (game != NULL)
    data->rules = tab_rules_lookup (g_strstrip (game));
  if (data->rules != NULL)
    return TRUE;
  shown = quote_for_message (game != NULL ? game : "");
  set_error_at (error, TAB_SAVE_ERROR_UNKNOWN_GAME, node_line (root),
                /* Translators: %s is the game named in the file, e.g. "chess" */
                _("unknown game '%s'"), shown);
  return FALSE;
}

static gboolean
read_saved_time (xmlNode *root, TabSaveData *data, GError **error)
{
  g_autofree char *text = get_attribute (root, "saved");
  g_autofree char *shown = NULL;
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) time = NULL;

  if (text != NULL)
    time = g_date_time_new_from_iso8601 (g_strstrip (text), utc);
  if (time != NULL)
    {
      data->saved_at = g_date_time_to_unix (time);
      return TRUE;
    }
  shown = quote_for_message (text != NULL ? text : "");
  set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (root),
                /* Translators: %s is the date and time written in the file */
                _("unreadable time of saving '%s'"), shown);
  return FALSE;
}

/* A count that must fit in a guint8 option before the game checks it */
static gboolean
get_option (xmlNode     *node,
            const char  *name,
            guint8      *value,
            GError     **error)
{
  guint64 v;

  if (!get_count (node, name, &v, error))
    return FALSE;
  if (v > G_MAXUINT8)
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node),
                    /* Translators: an attribute of a save file and its value, e.g. "rows=300" */
                    _("%s=%u is out of range"), name, (guint) v);
      return FALSE;
    }
  *value = (guint8) v;
  return TRUE;
}

static gboolean
read_options (xmlNode *root, TabSaveData *data, GError **error)
{
  const TabRules *rules = data->rules;
  g_autoptr (GError) local = NULL;
  xmlNode *node = child_element (root, "options", error);
  gboolean has_size;

  if (node == NULL)
    return FALSE;
  tab_options_default (rules, &data->options);
  if (!get_option (node, "players", &data->options.players, error))
    return FALSE;

  has_size = xmlHasProp (node, (const xmlChar *) "rows") != NULL;
  if (rules->board_kind == TAB_BOARD_FIXED && has_size)
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node),
                    /* Translators: %s is a game */
                    _("%s has a fixed board; it takes no size"),
                    g_dgettext (GETTEXT_PACKAGE, rules->name));
      return FALSE;
    }
  if (rules->board_kind != TAB_BOARD_FIXED && !has_size)
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node),
                    /* Translators: %s is a game; rows and cols are the attributes of
                     * the save file that give the size */
                    _("%s needs a board size (rows and cols)"),
                    g_dgettext (GETTEXT_PACKAGE, rules->name));
      return FALSE;
    }
  if (has_size &&
      (!get_option (node, "rows", &data->options.rows, error) ||
       !get_option (node, "cols", &data->options.cols, error)))
    return FALSE;

  if (!tab_options_check (rules, &data->options, &local))
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node), "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_seat (xmlNode      *node,
           guint         seat,
           TabSeatInfo  *info,
           GError      **error)
{
  g_autofree char *kind = get_attribute (node, "kind");
  guint64 number, level = 0;

  if (!get_count (node, "number", &number, error))
    return FALSE;
  if (number != seat)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (node),
                    /* Translators: the first number is the seat's place in the file,
                     * the second the number written there */
                    _("seat %u is numbered %u (seats are numbered 1, 2, … in order)"),
                    seat, (guint) number);
      return FALSE;
    }

  if (g_strcmp0 (kind, "computer") == 0)
    {
      if (!get_count (node, "level", &level, error))
        return FALSE;
      if (level < TAB_SAVE_MIN_LEVEL || level > TAB_SAVE_MAX_LEVEL)
        {
          set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node),
                        /* Translators: a seat, the computer level given for it, and the
                         * lowest and highest levels */
                        _("seat %u: level %u is out of range (%d to %d)"),
                        seat, (guint) level, TAB_SAVE_MIN_LEVEL, TAB_SAVE_MAX_LEVEL);
          return FALSE;
        }
      info->kind = TAB_SEAT_COMPUTER;
    }
  else if (g_strcmp0 (kind, "person") == 0)
    info->kind = TAB_SEAT_PERSON;
  else
    {
      g_autofree char *shown = quote_for_message (kind != NULL ? kind : "");

      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (node),
                    /* Translators: %u is a seat, %s the kind written in the file;
                     * "person" and "computer" are the two kinds a save file knows */
                    _("seat %u: unknown kind '%s' (person or computer)"), seat, shown);
      return FALSE;
    }
  info->level = (guint) level;
  info->name = get_attribute (node, "name");
  return TRUE;
}

static gboolean
read_seats (xmlNode *root, TabSaveData *data, GError **error)
{
  xmlNode *seats = child_element (root, "seats", error);
  guint n = 0;

  if (seats == NULL)
    return FALSE;
  for (xmlNode *node = first_element (seats->children); node != NULL; node = next_element (node))
    {
      if (n == data->options.players)
        {
          set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (node),
                        /* Translators: %u is the number of players, always 2 or more */
                        _("more seats than the %u players of the game"), data->options.players);
          return FALSE;
        }
      if (!read_seat (node, n + 1, &data->seats[n], error))
        return FALSE;
      n++;
    }
  if (n != data->options.players)
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (seats),
                    /* Translators: the number of seats in the file, then the number
                     * of players of the game (always 2 or more), e.g. "3 seats for 2 players" */
                    g_dngettext (GETTEXT_PACKAGE, "%u seat for %u players", "%u seats for %u players", n),
                    n, data->options.players);
      return FALSE;
    }
  return TRUE;
}

/* Anything but printable ASCII, or too long, is malformed in every game:
 * caught here so that the game's grammar only ever sees plausible text. */
static gboolean
token_is_plausible (const char *token)
{
  gsize length = strlen (token);

  if (length == 0 || length >= TAB_TOKEN_MAX)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (token[i] <= ' ' || token[i] > '~')
      return FALSE;
  return TRUE;
}

/* Plays one token; errors say "... at move N" like tab_position_play_record */
static gboolean
play_token (TabPosition  *pos,
            const char   *token,
            guint         move,
            int           line,
            GError      **error)
{
  g_autoptr (GError) local = NULL;
  TabAction action;

  if (!token_is_plausible (token))
    {
      g_autofree char *shown = quote_for_message (token);

      set_error_at (error, TAB_SAVE_ERROR_ACTION, line,
                    /* Translators: %s is an action as a save file writes it, e.g.
                     * "e4", and %u the number of the move */
                    _("malformed action '%s' at move %u"), shown, move);
      return FALSE;
    }
  if (!tab_action_parse (pos, token, &action, &local))
    {
      /* Translators: %s says what is wrong with an action, e.g.
       * "illegal action 'e4'", and %u is the number of the move */
      set_error_at (error, TAB_SAVE_ERROR_ACTION, line, _("%s at move %u"), local->message, move);
      return FALSE;
    }
  tab_position_apply (pos, action);
  return TRUE;
}

static gboolean
read_and_play_actions (xmlNode *root, TabSaveData *data, GError **error)
{
  xmlNode *list = child_element (root, "actions", error);
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) local = NULL;

  if (list == NULL)
    return FALSE;
  if (!tab_position_init (&data->position, data->rules, &data->options, &local))
    {
      set_error_at (error, TAB_SAVE_ERROR_OPTIONS, node_line (list), "%s", local->message);
      return FALSE;
    }
  for (xmlNode *node = first_element (list->children); node != NULL; node = next_element (node))
    {
      char *token = g_strstrip (get_text (node));

      g_ptr_array_add (tokens, token);
      if (!play_token (&data->position, token, tokens->len, node_line (node), error))
        return FALSE;
    }
  g_ptr_array_add (tokens, NULL);
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (tokens, NULL);
  return TRUE;
}

static const char * const outcome_names[] = {
  [TAB_OUTCOME_NONE] = "none",
  [TAB_OUTCOME_WIN] = "win",
  [TAB_OUTCOME_DRAW] = "draw",
  [TAB_OUTCOME_NOBODY] = "nobody",
};

static const char *
outcome_name (guint outcome)
{
  return outcome < G_N_ELEMENTS (outcome_names) ? outcome_names[outcome] : "unknown";
}

/* format is a whole sentence with two %s: the value in the file, then
 * the value the actions reach */
static gboolean
mismatch (GError      **error,
          xmlNode      *node,
          const char   *format,
          ...) G_GNUC_PRINTF (3, 4);

static gboolean
mismatch (GError      **error,
          xmlNode      *node,
          const char   *format,
          ...)
{
  va_list args;

  va_start (args, format);
  set_error_at_valist (error, TAB_SAVE_ERROR_MISMATCH, node_line (node), format, args);
  va_end (args);
  return FALSE;
}

static gboolean
check_position (xmlNode *root, TabSaveData *data, GError **error)
{
  const TabPosition *pos = &data->position;
  xmlNode *node = child_element (root, "position", error);
  g_autofree char *outcome = NULL;
  g_autofree char *hash_text = NULL;
  char a[32], b[32];
  guint64 ply, to_move, winner = 0, hash;

  if (node == NULL ||
      !get_count (node, "ply", &ply, error) ||
      !get_count (node, "to-move", &to_move, error) ||
      (xmlHasProp (node, (const xmlChar *) "winner") != NULL &&
       !get_count (node, "winner", &winner, error)))
    return FALSE;
  outcome = get_attribute (node, "outcome");
  hash_text = get_attribute (node, "hash");
  if (outcome == NULL || hash_text == NULL)
    {
      set_error_at (error, TAB_SAVE_ERROR_INVALID, node_line (node),
                    /* Translators: <position> is an element of a save file, outcome
                     * and hash two of its attributes */
                    _("<position> needs outcome and hash"));
      return FALSE;
    }
  g_strstrip (outcome);
  hash = g_ascii_strtoull (g_strstrip (hash_text), NULL, 16);

  /* whole sentences for the translators; the two values are numbers,
   * the outcome's names (none, win, draw, nobody) or hashes as the file
   * writes them */
#define CHECK_NUMBER(message, stored, actual)                                    \
  if ((guint64) (stored) != (guint64) (actual))                                  \
    {                                                                            \
      g_snprintf (a, sizeof a, "%" G_GUINT64_FORMAT, (guint64) (stored));        \
      g_snprintf (b, sizeof b, "%" G_GUINT64_FORMAT, (guint64) (actual));        \
      return mismatch (error, node, message, a, b);                              \
    }

  /* Translators: the first %s is a number in the save file, the second the
   * number that replaying the file's actions gives; ply is the name of
   * the attribute */
  CHECK_NUMBER (_("the stored position does not match the actions: the number of actions (ply) "
                  "is %s in the file but %s after replaying them"),
                ply, pos->ply);
  /* Translators: the first %s is a seat in the save file, the second the
   * seat that replaying the file's actions gives */
  CHECK_NUMBER (_("the stored position does not match the actions: the seat to move "
                  "is %s in the file but %s after replaying them"),
                to_move, pos->to_move);
  if (g_strcmp0 (outcome, outcome_name (pos->outcome)) != 0)
    return mismatch (error, node,
                     /* Translators: the two %s are outcomes as a save file writes them
                      * (none, win, draw or nobody): the file's, then the one that
                      * replaying the file's actions gives */
                     _("the stored position does not match the actions: the outcome "
                       "is %s in the file but %s after replaying them"),
                     outcome, outcome_name (pos->outcome));
  /* Translators: the first %s is a seat (0 for none) in the save file,
   * the second the one that replaying the file's actions gives */
  CHECK_NUMBER (_("the stored position does not match the actions: the winner "
                  "is %s in the file but %s after replaying them"),
                winner, pos->outcome == TAB_OUTCOME_WIN ? pos->winner : 0);
#undef CHECK_NUMBER

  if (hash != tab_position_hash (pos))
    {
      g_snprintf (a, sizeof a, "%016" G_GINT64_MODIFIER "x", hash);
      g_snprintf (b, sizeof b, "%016" G_GINT64_MODIFIER "x", tab_position_hash (pos));
      return mismatch (error, node,
                       /* Translators: the two %s are hashes of a position (16 hexadecimal
                        * digits): the save file's, then that of the position the file's
                        * actions reach */
                       _("the stored position does not match the actions: the hash "
                         "is %s in the file but %s after replaying them"),
                       a, b);
    }
  return TRUE;
}

TabSaveData *
tab_save_data_parse (const char  *bytes,
                     gsize        length,
                     GError     **error)
{
  g_autoptr (TabSaveData) data = NULL;
  xmlDoc *doc;
  xmlNode *root;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > TAB_SAVE_MAX_BYTES)
    {
      set_too_large (error, length);
      return NULL;
    }
  if (length == 0)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML, _("the file is empty"));
      return NULL;
    }

  doc = parse_xml (bytes, length, error);
  if (doc == NULL)
    return NULL;

  data = tab_save_data_new ();
  root = xmlDocGetRootElement (doc);
  ok = check_root_and_format (root, error) &&
       validate (doc, error) &&
       read_game (root, data, error) &&
       read_saved_time (root, data, error) &&
       read_options (root, data, error) &&
       read_seats (root, data, error) &&
       read_and_play_actions (root, data, error) &&
       check_position (root, data, error);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&data) : NULL;
}

/* ------------------------------------------------------------------ */
/* Loading from disk                                                  */

static void
set_read_error (GError **error, const char *reason)
{
  /* Translators: %s says why, e.g. "permission denied" */
  g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO, _("cannot read the file: %s"), reason);
}

static void
set_errno_error (GError **error, int saved_errno)
{
  if (saved_errno == ENOENT || saved_errno == ENOTDIR)
    set_read_error (error, _("the file does not exist"));
  else if (saved_errno == EACCES || saved_errno == EPERM)
    set_read_error (error, _("permission denied"));
  else
    set_read_error (error, g_strerror (saved_errno));
}

/* Only a regular file is read: opening a named pipe for reading would wait
 * for a writer forever, and a device may never end.  O_NONBLOCK makes the
 * open itself return at once whatever the path turns out to be; fstat () on
 * the open descriptor then decides, so the check and the read see the same
 * file. */
static int
open_regular_file (const char *path, struct stat *st, GError **error)
{
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      set_errno_error (error, errno);
      return -1;
    }
  if (fstat (fd, st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return -1;
    }
  if (S_ISDIR (st->st_mode))
    set_read_error (error, _("it is a folder, not a file"));
  else if (!S_ISREG (st->st_mode))
    set_read_error (error, _("it is not a regular file (a pipe, a device or a socket)"));
  else
    return fd;
  close (fd);
  return -1;
}

/* Reads at most TAB_SAVE_MAX_BYTES; a larger file is refused before a
 * single byte of it is parsed, even if it grows while being read. */
static GBytes *
read_capped (const char *path, GError **error)
{
  g_autoptr (GByteArray) buffer = NULL;
  struct stat st;
  guint8 chunk[64 * 1024];
  int fd;

  fd = open_regular_file (path, &st, error);
  if (fd < 0)
    return NULL;
  if (st.st_size > TAB_SAVE_MAX_BYTES)
    {
      set_too_large (error, (guint64) st.st_size);
      close (fd);
      return NULL;
    }

  buffer = g_byte_array_new ();
  for (;;)
    {
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      if (buffer->len + (gsize) n > TAB_SAVE_MAX_BYTES)
        {
          set_too_large (error, buffer->len + (guint64) n);
          close (fd);
          return NULL;
        }
      g_byte_array_append (buffer, chunk, (guint) n);
    }
  close (fd);
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

TabSaveData *
tab_save_data_load (const char  *path,
                    GError     **error)
{
  g_autoptr (GBytes) bytes = NULL;
  gsize length;
  const char *text;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = read_capped (path, error);
  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return tab_save_data_parse (text != NULL ? text : "", length, error);
}

/* ------------------------------------------------------------------ */
/* Writing                                                            */

/* A seat name fit for an XML attribute: valid UTF-8, no characters XML 1.0
 * forbids, at most MAX_NAME_CHARS (the schema's limit). */
static char *
clean_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0' && n < MAX_NAME_CHARS; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xfffe || c == 0xffff)
        c = 0xfffd;
      g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
set_prop_uint (xmlNode *node, const char *name, guint64 value)
{
  char text[32];

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, value);
  set_prop (node, name, text);
}

static char *
format_time (gint64 unix_time)
{
  g_autoptr (GDateTime) time = NULL;

  if (unix_time != 0)
    time = g_date_time_new_from_unix_utc (unix_time);
  if (time == NULL)
    time = g_date_time_new_now_utc ();
  /* not "%Y": xsd:dateTime wants at least four digits (year 139 is 0139) */
  return g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02dZ",
                          g_date_time_get_year (time), g_date_time_get_month (time),
                          g_date_time_get_day_of_month (time), g_date_time_get_hour (time),
                          g_date_time_get_minute (time), g_date_time_get_second (time));
}

static void
add_seats (xmlNode *root, const TabSaveData *data)
{
  xmlNode *seats = xmlNewChild (root, NULL, (const xmlChar *) "seats", NULL);

  for (guint i = 0; i < data->options.players && i < TAB_MAX_SEATS; i++)
    {
      const TabSeatInfo *info = &data->seats[i];
      xmlNode *seat = xmlNewChild (seats, NULL, (const xmlChar *) "seat", NULL);

      set_prop_uint (seat, "number", i + 1);
      if (info->kind == TAB_SEAT_COMPUTER)
        {
          set_prop (seat, "kind", "computer");
          set_prop_uint (seat, "level", info->level);
        }
      else
        set_prop (seat, "kind", "person");
      if (info->name != NULL)
        {
          g_autofree char *name = clean_name (info->name);

          set_prop (seat, "name", name);
        }
    }
}

static void
add_position (xmlNode *root, const TabPosition *pos)
{
  xmlNode *node = xmlNewChild (root, NULL, (const xmlChar *) "position", NULL);
  g_autofree char *status = tab_position_status (pos);
  g_autofree char *board = tab_position_render (pos);
  g_autofree char *board_text = g_strconcat ("\n", board, NULL);
  char hash[32];

  set_prop_uint (node, "ply", pos->ply);
  set_prop_uint (node, "to-move", pos->to_move);
  set_prop (node, "outcome", outcome_name (pos->outcome));
  if (pos->outcome == TAB_OUTCOME_WIN)
    set_prop_uint (node, "winner", pos->winner);
  g_snprintf (hash, sizeof hash, "%016" G_GINT64_MODIFIER "x", tab_position_hash (pos));
  set_prop (node, "hash", hash);
  xmlNewTextChild (node, NULL, (const xmlChar *) "status", (const xmlChar *) status);
  xmlNewTextChild (node, NULL, (const xmlChar *) "board", (const xmlChar *) board_text);
}

/* Replays data->actions from the initial position of data->options */
static gboolean
replay_actions (const TabSaveData  *data,
                TabPosition        *pos,
                GError            **error)
{
  g_autoptr (GError) local = NULL;

  if (!tab_position_init (pos, data->rules, &data->options, &local))
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_OPTIONS, local->message);
      return FALSE;
    }
  for (guint i = 0; data->actions != NULL && data->actions[i] != NULL; i++)
    if (!play_token (pos, data->actions[i], i + 1, 0, error))
      return FALSE;
  return TRUE;
}

char *
tab_save_data_to_xml (const TabSaveData *data,
                      gsize             *length)
{
  const TabPosition *pos = &data->position;
  TabPosition replayed;
  xmlDoc *doc;
  xmlNode *root, *node;
  xmlChar *dump = NULL;
  int size = 0;
  g_autofree char *saved = NULL;
  char *text;

  g_return_val_if_fail (data != NULL && data->rules != NULL, NULL);

  if (pos->rules == NULL)
    {
      /* the caller left the position out: work it out */
      if (!replay_actions (data, &replayed, NULL))
        g_return_val_if_reached (NULL);
      pos = &replayed;
    }

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) ROOT_NAME);
  xmlDocSetRootElement (doc, root);
  set_prop_uint (root, "format", TAB_SAVE_FORMAT_VERSION);
  set_prop (root, "game", data->rules->id);
  saved = format_time (data->saved_at);
  set_prop (root, "saved", saved);

  node = xmlNewChild (root, NULL, (const xmlChar *) "options", NULL);
  if (data->rules->board_kind != TAB_BOARD_FIXED)
    {
      set_prop_uint (node, "rows", data->options.rows);
      set_prop_uint (node, "cols", data->options.cols);
    }
  set_prop_uint (node, "players", data->options.players);

  add_seats (root, data);

  node = xmlNewChild (root, NULL, (const xmlChar *) "actions", NULL);
  for (guint i = 0; data->actions != NULL && data->actions[i] != NULL; i++)
    xmlNewTextChild (node, NULL, (const xmlChar *) "action", (const xmlChar *) data->actions[i]);

  add_position (root, pos);

  xmlDocDumpFormatMemoryEnc (doc, &dump, &size, "UTF-8", 1);
  xmlFreeDoc (doc);
  text = g_strndup ((const char *) dump, (gsize) MAX (size, 0));
  xmlFree (dump);
  if (length != NULL)
    *length = (gsize) MAX (size, 0);
  return text;
}

/* What the writer refuses so that it never writes a file the loader would
 * refuse: bad options, bad seats, actions that do not replay, a position
 * that is not the one the actions reach. */
static gboolean
check_before_writing (const TabSaveData *data, GError **error)
{
  g_autoptr (GError) local = NULL;
  TabPosition pos;

  if (!tab_options_check (data->rules, &data->options, &local))
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_OPTIONS, local->message);
      return FALSE;
    }
  for (guint i = 0; i < data->options.players; i++)
    if (data->seats[i].kind == TAB_SEAT_COMPUTER &&
        (data->seats[i].level < TAB_SAVE_MIN_LEVEL || data->seats[i].level > TAB_SAVE_MAX_LEVEL))
      {
        g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_OPTIONS,
                     /* Translators: a seat, the computer level given for it, and the
                      * lowest and highest levels */
                     _("seat %u: level %u is out of range (%d to %d)"),
                     i + 1, data->seats[i].level, TAB_SAVE_MIN_LEVEL, TAB_SAVE_MAX_LEVEL);
        return FALSE;
      }
  if (!replay_actions (data, &pos, error))
    return FALSE;
  if (data->position.rules != NULL &&
      (data->position.rules != pos.rules || tab_position_hash (&data->position) != tab_position_hash (&pos) ||
       data->position.ply != pos.ply))
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_MISMATCH,
                           _("the position is not the one the actions reach"));
      return FALSE;
    }
  return TRUE;
}

gboolean
tab_save_data_write (const TabSaveData  *data,
                     const char         *path,
                     GError            **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *xml = NULL;
  gsize length = 0;

  g_return_val_if_fail (data != NULL && data->rules != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_before_writing (data, error))
    return FALSE;
  xml = tab_save_data_to_xml (data, &length);

  /* a temporary file in the same folder, flushed, then renamed over the
   * old one: a crash at any moment leaves either file whole */
  if (!g_file_set_contents_full (path, xml, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0666, &local))
    {
      /* Translators: %s says why */
      g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO, _("cannot write the file: %s"),
                   local->message);
      return FALSE;
    }
  return TRUE;
}
