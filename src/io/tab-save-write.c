/* tab-save-write.c: writing Tabuleiro save files
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer never writes a file the loader would refuse, and replaces
 * the old file atomically (tab-file-replace.c).
 */

#include "tab-save-private.h"
#include "tab-file-replace.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

/* ------------------------------------------------------------------ */
/* Writing                                                            */

/* A seat name fit for an XML attribute: valid UTF-8, no characters XML 1.0
 * forbids, at most TAB_SAVE_MAX_NAME_CHARS (the schema's limit). */
static char *
clean_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0' && n < TAB_SAVE_MAX_NAME_CHARS; p = g_utf8_next_char (p), n++)
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

  if (data->watched)
    {
      set_prop (seats, "paused", data->paused ? "true" : "false");
      set_prop_uint (seats, "delay-ms", data->delay_ms);
    }

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
  set_prop (node, "outcome", tab_save_outcome_name (pos->outcome));
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
  g_autoptr (TabGame) game = tab_game_new (data->rules, &data->options, &local);

  if (game == NULL)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_OPTIONS, local->message);
      return FALSE;
    }
  for (guint i = 0; data->actions != NULL && data->actions[i] != NULL; i++)
    if (!tab_save_append_token (game, data->actions[i], i + 1, 0, error))
      return FALSE;
  tab_position_copy (pos, tab_game_get_position (game));
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
  root = xmlNewNode (NULL, (const xmlChar *) TAB_SAVE_ROOT_NAME);
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
  if (data->review != NULL)
    {
      TabPosition start;

      if (tab_position_init (&start, data->rules, &data->options, NULL))
        tab_save_analysis_write (root, data, &start);
    }

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
  if (data->actions != NULL && g_strv_length (data->actions) > TAB_SAVE_MAX_ACTIONS)
    {
      g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_ACTION,
                   /* Translators: %u is a number of actions, %d the most a save file holds */
                   _("the game has %u actions; a save file holds at most %d"),
                   g_strv_length (data->actions), TAB_SAVE_MAX_ACTIONS);
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

  if (!tab_file_replace (path, xml, length, &local))
    {
      /* Translators: %s says why */
      g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO, _("cannot write the file: %s"),
                   local->message);
      return FALSE;
    }
  return TRUE;
}

