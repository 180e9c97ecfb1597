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
 * nothing: the size is capped before parsing, a linear pass caps what
 * would make libxml2 work hard (tab-save-prescan.c), the parser never
 * touches the network and no DTD or entity is ever read (tab-save-xml.c),
 * the tree is validated against the schema, every value is range-checked,
 * the actions are replayed through the rules and the stored position is
 * cross-checked.  Reading from disk is tab-save-read.c, writing
 * tab-save-write.c.
 *
 * The messages are for the player, so translated (the window shows them);
 * a program that never calls setlocale (), such as tabuleiro-cli, gets
 * them in English.  What libxml2 itself reports stays in English.
 */

#include "tab-save-file.h"
#include "tab-save-private.h"
#include "tab-save-xml.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#define MAX_SHOWN_CHARS  60    /* longest piece of a file quoted in a message */

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
  g_clear_object (&data->game);
  g_clear_object (&data->review);
  g_free (data);
}

/* ------------------------------------------------------------------ */
/* Messages                                                           */

/* A piece of the file fit to quote in a message: valid UTF-8, no
 * control characters, not too long. */
char *
tab_save_quote (const char *text)
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

void
tab_save_set_error_at (GError      **error,
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
void
tab_save_set_too_large (GError **error, guint64 size)
{
  char bytes[32];

  g_snprintf (bytes, sizeof bytes, "%" G_GUINT64_FORMAT, size);
  g_set_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_IO,
               /* Translators: %s is the size of the file, %d the largest
                * size of a save file, both in bytes */
               _("the file is too large (%s bytes; a save file has at most %d)"),
               bytes, TAB_SAVE_MAX_BYTES);
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
                    /* Translators: <%s> is an element of a save file, the second %s
                     * one of its attributes, e.g. "<seat> has no number" */
                    _("<%s> has no %s"), (const char *) node->name, name);
      return FALSE;
    }
  if (parse_count (text, value))
    return TRUE;
  shown = tab_save_quote (text);
  tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
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
  tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (parent),
                /* Translators: two elements of a save file, e.g. "<tabuleiro-save> has no <seats>" */
                _("<%s> has no <%s>"), (const char *) parent->name, name);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Reading the tree                                                   */

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
  if (root->ns != NULL)
    {
      g_autofree char *name = tab_save_quote ((const char *) root->name);
      g_autofree char *prefix = tab_save_quote (root->ns->prefix != NULL ? (const char *) root->ns->prefix : "");
      g_autofree char *uri = tab_save_quote (root->ns->href != NULL ? (const char *) root->ns->href : "");

      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (root),
                             /* Translators: <%s%s%s> is the first element of the file (a
                              * prefix, a colon, a name), '%s' its XML namespace, and <%s> the
                              * first element of every save file, which has no namespace */
                             _("not a Tabuleiro save file (the root element is <%s%s%s> in namespace '%s', not <%s>)"),
                             prefix, prefix[0] != '\0' ? ":" : "", name, uri, TAB_SAVE_ROOT_NAME);
      return FALSE;
    }
  if (!xmlStrEqual (root->name, (const xmlChar *) TAB_SAVE_ROOT_NAME))
    {
      g_autofree char *name = tab_save_quote ((const char *) root->name);

      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (root),
                    /* Translators: <%s> is the first element of the file; the second
                     * is the first element of every save file */
                    _("not a Tabuleiro save file (the root element is <%s>, not <%s>)"),
                    name, TAB_SAVE_ROOT_NAME);
      return FALSE;
    }

  format = get_attribute (root, "format");
  if (format == NULL)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (root),
                    _("the save file has no format version"));
      return FALSE;
    }
  shown = tab_save_quote (format);
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (root),
                    /* Translators: %s is the format version written in the file */
                    _("unknown format version '%s'"), shown);
      return FALSE;
    }
  if (version > TAB_SAVE_FORMAT_VERSION)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_NEWER, tab_save_node_line (root),
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
read_game (xmlNode *root, TabSaveData *data, GError **error)
{
  g_autofree char *game = get_attribute (root, "game");
  g_autofree char *shown = NULL;

  if (game != NULL)
    data->rules = tab_rules_lookup (g_strstrip (game));
  if (data->rules != NULL)
    return TRUE;
  shown = tab_save_quote (game != NULL ? game : "");
  tab_save_set_error_at (error, TAB_SAVE_ERROR_UNKNOWN_GAME, tab_save_node_line (root),
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
  shown = tab_save_quote (text != NULL ? text : "");
  tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (root),
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node),
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node),
                    /* Translators: %s is a game */
                    _("%s has a fixed board; it takes no size"),
                    g_dgettext (GETTEXT_PACKAGE, rules->name));
      return FALSE;
    }
  if (rules->board_kind != TAB_BOARD_FIXED && !has_size)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node),
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node), "%s", local->message);
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
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
          tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node),
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
      g_autofree char *shown = tab_save_quote (kind != NULL ? kind : "");

      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
                    /* Translators: %u is a seat, %s the kind written in the file;
                     * "person" and "computer" are the two kinds a save file knows */
                    _("seat %u: unknown kind '%s' (person or computer)"), seat, shown);
      return FALSE;
    }
  info->level = (guint) level;
  info->name = get_attribute (node, "name");
  return TRUE;
}

/* The pause and the speed of a game of computers, if the file has them */
static gboolean
read_watching (xmlNode *seats, TabSaveData *data, GError **error)
{
  g_autofree char *paused = get_attribute (seats, "paused");
  guint64 delay_ms;

  if (paused == NULL)
    return TRUE;
  if (!get_count (seats, "delay-ms", &delay_ms, error))
    return FALSE;
  if (delay_ms > TAB_SAVE_MAX_DELAY_MS)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (seats),
                    /* Translators: an attribute of a save file and its value, e.g. "rows=300" */
                    _("%s=%u is out of range"), "delay-ms", (guint) delay_ms);
      return FALSE;
    }
  data->watched = TRUE;
  /* the schema's boolean */
  data->paused = g_strcmp0 (paused, "true") == 0 || g_strcmp0 (paused, "1") == 0;
  data->delay_ms = (guint) delay_ms;
  return TRUE;
}

static gboolean
read_seats (xmlNode *root, TabSaveData *data, GError **error)
{
  xmlNode *seats = child_element (root, "seats", error);
  guint n = 0;

  if (seats == NULL || !read_watching (seats, data, error))
    return FALSE;
  for (xmlNode *node = first_element (seats->children); node != NULL; node = next_element (node))
    {
      if (n == data->options.players)
        {
          tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (node),
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (seats),
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

/* Refuses a token that is not plausible: "malformed action 'X' at move N" */
static gboolean
check_plausible (const char *token, guint move, int line, GError **error)
{
  g_autofree char *shown = NULL;

  if (token_is_plausible (token))
    return TRUE;
  shown = tab_save_quote (token);
  tab_save_set_error_at (error, TAB_SAVE_ERROR_ACTION, line,
                /* Translators: %s is an action as a save file writes it, e.g.
                 * "e4", and %u the number of the move */
                _("malformed action '%s' at move %u"), shown, move);
  return FALSE;
}

/* The engine's words about a token ("illegal action 'e4'") at move N */
static gboolean
refuse_action (GError **error, const GError *local, guint move, int line)
{
  /* Translators: %s says what is wrong with an action, e.g.
   * "illegal action 'e4'", and %u is the number of the move */
  tab_save_set_error_at (error, TAB_SAVE_ERROR_ACTION, line, _("%s at move %u"), local->message, move);
  return FALSE;
}

/* Plays one token onto the game; errors say "... at move N" like
 * tab_position_play_record */
gboolean
tab_save_append_token (TabGame     *game,
                       const char  *token,
                       guint        move,
                       int          line,
                       GError     **error)
{
  g_autoptr (GError) local = NULL;

  if (!check_plausible (token, move, line, error))
    return FALSE;
  if (!tab_game_append_token (game, token, &local))
    return refuse_action (error, local, move, line);
  return TRUE;
}

/* How often (in actions) the replay reports progress and looks at the
 * cancellable */
#define REPLAY_STEP 1024

static gboolean
read_and_play_actions (xmlNode       *root,
                       TabSaveData   *data,
                       TabSaveStage  *stage,
                       GError       **error)
{
  xmlNode *list = child_element (root, "actions", error);
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) local = NULL;
  g_autoptr (TabGame) game = NULL;

  if (list == NULL)
    return FALSE;
  if (xmlChildElementCount (list) > TAB_SAVE_MAX_ACTIONS)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_ACTION, tab_save_node_line (list),
                             /* Translators: %d is the most actions a save file holds */
                             _("more than %d actions"), TAB_SAVE_MAX_ACTIONS);
      return FALSE;
    }
  /* the one replay: the game it builds is the one the player gets */
  game = tab_game_new (data->rules, &data->options, &local);
  if (game == NULL)
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_OPTIONS, tab_save_node_line (list), "%s", local->message);
      return FALSE;
    }
  for (xmlNode *node = first_element (list->children); node != NULL; node = next_element (node))
    {
      char *token = g_strstrip (get_text (node));

      g_ptr_array_add (tokens, token);
      if (!tab_save_append_token (game, token, tokens->len, tab_save_node_line (node), error))
        return FALSE;
      if (tokens->len % REPLAY_STEP == 0 &&
          !tab_save_stage_report (stage, (double) tokens->len / xmlChildElementCount (list), error))
        return FALSE;
    }
  g_ptr_array_add (tokens, NULL);
  g_strfreev (data->actions);
  data->actions = (GStrv) g_ptr_array_steal (tokens, NULL);
  tab_position_copy (&data->position, tab_game_get_position (game));
  g_set_object (&data->game, game);
  return TRUE;
}

static const char * const outcome_names[] = {
  [TAB_OUTCOME_NONE] = "none",
  [TAB_OUTCOME_WIN] = "win",
  [TAB_OUTCOME_DRAW] = "draw",
  [TAB_OUTCOME_NOBODY] = "nobody",
};

const char *
tab_save_outcome_name (guint outcome)
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
  set_error_at_valist (error, TAB_SAVE_ERROR_MISMATCH, tab_save_node_line (node), format, args);
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
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
                    /* Translators: <position> is an element of a save file, outcome
                     * and hash two of its attributes */
                    _("<position> needs outcome and hash"));
      return FALSE;
    }
  g_strstrip (outcome);
  hash = g_ascii_strtoull (g_strstrip (hash_text), NULL, 16);
  /* the schema says so too */
  if ((strcmp (outcome, "win") == 0) != (xmlHasProp (node, (const xmlChar *) "winner") != NULL))
    {
      tab_save_set_error_at (error, TAB_SAVE_ERROR_INVALID, tab_save_node_line (node),
                             /* Translators: winner and outcome="win" are written as in
                              * the save file */
                             _("<position> has a winner with outcome=\"win\" and only then"));
      return FALSE;
    }

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
  if (g_strcmp0 (outcome, tab_save_outcome_name (pos->outcome)) != 0)
    return mismatch (error, node,
                     /* Translators: the two %s are outcomes as a save file writes them
                      * (none, win, draw or nobody): the file's, then the one that
                      * replaying the file's actions gives */
                     _("the stored position does not match the actions: the outcome "
                       "is %s in the file but %s after replaying them"),
                     outcome, tab_save_outcome_name (pos->outcome));
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
tab_save_data_parse_full (const char           *bytes,
                          gsize                 length,
                          GCancellable         *cancellable,
                          TabSaveProgressFunc   progress,
                          gpointer              progress_data,
                          GError              **error)
{
  TabSaveStage stage = { cancellable, progress, progress_data, 0.0, 1.0 };
  g_autoptr (TabSaveData) data = NULL;
  xmlDoc *doc;
  xmlNode *root;
  gboolean ok;

  g_return_val_if_fail (bytes != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > TAB_SAVE_MAX_BYTES)
    {
      tab_save_set_too_large (error, length);
      return NULL;
    }
  if (length == 0)
    {
      g_set_error_literal (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_NOT_XML, _("the file is empty"));
      return NULL;
    }

  /* rough shares of the time a large file takes, measured */
  doc = tab_save_xml_parse (bytes, length, cancellable, error);
  if (doc == NULL || !tab_save_stage_report (&stage, 0.4, error))
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }

  data = tab_save_data_new ();
  root = xmlDocGetRootElement (doc);
  ok = check_root_and_format (root, error) &&
       tab_save_xml_validate (doc, error) &&
       tab_save_stage_report (&stage, 0.6, error) &&
       read_game (root, data, error) &&
       read_saved_time (root, data, error) &&
       read_options (root, data, error) &&
       read_seats (root, data, error);
  if (ok)
    {
      TabSaveStage replay = tab_save_stage_part (&stage, 0.6, 1.0);

      ok = read_and_play_actions (root, data, &replay, error) &&
           check_position (root, data, error) &&
           tab_save_stage_report (&stage, 1.0, error);
      if (ok)
        tab_save_analysis_read (root, data);
    }
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&data) : NULL;
}

TabSaveData *
tab_save_data_parse (const char  *bytes,
                     gsize        length,
                     GError     **error)
{
  return tab_save_data_parse_full (bytes, length, NULL, NULL, NULL, error);
}

/* ------------------------------------------------------------------ */
/* Progress                                                           */

gboolean
tab_save_stage_report (TabSaveStage  *stage,
                       double         fraction,
                       GError       **error)
{
  if (g_cancellable_set_error_if_cancelled (stage->cancellable, error))
    return FALSE;
  if (stage->progress != NULL)
    stage->progress (stage->from + CLAMP (fraction, 0.0, 1.0) * (stage->to - stage->from),
                     stage->progress_data);
  return TRUE;
}

void
tab_save_stage_forward (double fraction, gpointer user_data)
{
  TabSaveStage *stage = user_data;

  stage->progress (stage->from + fraction * (stage->to - stage->from), stage->progress_data);
}

TabSaveStage
tab_save_stage_part (const TabSaveStage *stage,
                     double              from,
                     double              to)
{
  TabSaveStage part = *stage;

  part.from = stage->from + from * (stage->to - stage->from);
  part.to = stage->from + to * (stage->to - stage->from);
  return part;
}
