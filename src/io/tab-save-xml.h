/* tab-save-xml.h: libxml2 for save files: parsing and validating
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to src/io.
 */

#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The line of node in its file (0 when unknown) */
int       tab_save_node_line    (xmlNode       *node);
/* The tree of bytes, after the prescan; NULL with a TAB_SAVE_ERROR that
 * says what is wrong and where (or G_IO_ERROR_CANCELLED) */
xmlDoc   *tab_save_xml_parse    (const char    *bytes,
                                 gsize          length,
                                 GCancellable  *cancellable,
                                 GError       **error);
/* Validates doc against the save-file schema */
gboolean  tab_save_xml_validate (xmlDoc        *doc,
                                 GError       **error);

G_END_DECLS
