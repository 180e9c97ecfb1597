/* tab-save-xml.c: libxml2 for save files: parsing and validating
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file passes the prescan (tab-save-prescan.c) first; then libxml2
 * parses it with the network off and no DTD, its messages captured and
 * never printed, and the tree is validated against the schema that the
 * build compiled in (tab-save-schema.h).
 */

#include "tab-save-xml.h"
#include "tab-save-prescan.h"
#include "tab-save-private.h"
#include "tab-save-schema.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

int
tab_save_node_line (xmlNode *node)
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

/* libxml2 2.12 made the error handed to a structured error callback
 * const; 2.9 (Debian 13 ships 2.9.14) passes it as a plain pointer */
#if LIBXML_VERSION >= 21200
typedef const xmlError TabXmlError;
#else
typedef xmlError TabXmlError;
#endif

static void
keep_first_error (void *user_data, TabXmlError *error)
{
  XmlErrors *errors = user_data;
  g_autofree char *text = NULL;

  if (errors->message != NULL || error == NULL || error->level == XML_ERR_WARNING)
    return;
  text = g_strstrip (g_strdup (error->message != NULL ? error->message : _("unknown error")));
  errors->message = tab_save_quote (text);
  errors->line = error->line;
  if (errors->line <= 0 && error->node != NULL)
    errors->line = tab_save_node_line (error->node);
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
/* Parsing and validating                                             */

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

xmlDoc *
tab_save_xml_parse (const char    *bytes,
           gsize          length,
           GCancellable  *cancellable,
           GError       **error)
{
  XmlErrors errors;
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  xmlNode *dtd;

  /* the limits first, in linear time: libxml2 never sees a file that
   * would cost it more than its size */
  if (!tab_save_prescan (bytes, length, &length, cancellable, error))
    return NULL;

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

  /* XML_PARSE_NONET: nothing from the network.  Neither XML_PARSE_NOENT
   * nor XML_PARSE_DTDLOAD/DTDATTR/DTDVALID: entities are not substituted
   * and no external subset is loaded (the prescan refuses a DOCTYPE, and
   * refuse_doctype would stop the parser even before the internal subset).
   * XML_PARSE_HUGE lifts libxml2's own limits, which the prescan has
   * already enforced tighter (no piece over 64 KB, 16 levels, no
   * entities), all but one: without it libxml2 2.9 refuses a file of
   * long comments or texts somewhere over 10 MB ("Huge input lookup"),
   * under our cap of 16 MB. */
  doc = xmlCtxtReadMemory (ctxt, bytes, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_HUGE |
                           XML_PARSE_NOERROR | XML_PARSE_NOWARNING);

  /* a stopped parser may still hand back the tree it has so far */
  if (doc == NULL || !ctxt->wellFormed || errors.stopped != 0)
    {
      if (errors.stopped != 0)
        tab_save_set_error_at (error, errors.stopped, errors.line, "%s", errors.message);
      else if (errors.message != NULL)
        tab_save_set_error_at (error, TAB_SAVE_ERROR_NOT_XML, errors.line,
                      /* Translators: %s is what the XML parser reports, in English */
                      _("not well-formed XML: %s"), errors.message);
      else
        g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML,
                             _("not well-formed XML"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if ((dtd = find_dtd_content (doc)) != NULL)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (dtd),
                    _("a save file must not use a DTD or entities"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }

  xml_errors_end (&errors);
  xmlFreeParserCtxt (ctxt);
  return doc;
}

gboolean
tab_save_xml_validate (xmlDoc *doc, GError **error)
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
    tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, errors.line,
                  /* Translators: %s is what the XML schema validator reports, in English */
                  _("the file does not follow the save-file format: %s"),
                  errors.message != NULL ? errors.message : _("schema validation failed"));
  xml_errors_end (&errors);
  return result == 0;
}

