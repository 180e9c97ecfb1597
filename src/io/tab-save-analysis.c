/* tab-save-analysis.c: the computer's review in a save file
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The optional <analysis nodes="N" actions="K"> after <position>: its
 * text has one line per reviewed turn (docs/save-format.md):
 *
 *   first n-played seat mark proven before after loss [choice] [better ...]
 *
 * mark: none, inaccuracy, mistake, blunder, forced; proven: 1 or 0; a
 * standing: n (none), d (draw), wN or lN (a win or a loss in N turns,
 * with an x when N is exact), eV (an estimate, V hundredths of the
 * game's unit); loss: hundredths; choice: = (the turn played is the
 * computer's first choice) or ~ (it is not), none where not known (no
 * action's token is either); the better turn's tokens.  A block
 * that does not fit the game is dropped: the game still loads.
 */


#include "tab-save-private.h"

#include <libxml/tree.h>
#include <string.h>

static const char * const mark_names[] = { "none", "inaccuracy", "mistake", "blunder", "forced" };

static void
append_standing (GString *out, const TabStanding *s)
{
  switch (s->kind)
    {
    case TAB_STANDING_WIN:
    case TAB_STANDING_LOSS:
      g_string_append_printf (out, " %c%u%s", s->kind == TAB_STANDING_WIN ? 'w' : 'l', s->turns,
                              s->turns_exact ? "x" : "");
      break;
    case TAB_STANDING_DRAW:
      g_string_append (out, " d");
      break;
    case TAB_STANDING_ESTIMATE:
      g_string_append_printf (out, " e%d", s->value);
      break;
    case TAB_STANDING_NONE:
    default:
      g_string_append (out, " n");
      break;
    }
}

void
tab_save_analysis_write (xmlNode *root, const TabSaveData *data, const TabPosition *start)
{
  TabGameReview *review = data->review;
  guint n_actions = data->actions != NULL ? g_strv_length (data->actions) : 0;
  g_autoptr (GString) text = g_string_new ("\n");
  TabPosition pos;
  guint played = 0;
  xmlNode *node;
  char number[32];

  if (review == NULL || tab_game_review_get_n_actions (review) != n_actions)
    return;
  tab_position_copy (&pos, start);
  for (guint i = 0; i < tab_game_review_get_n_turns (review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (review, i);
      g_autofree char *better = NULL;

      /* the positions before each turn, for the better turn's tokens */
      for (; played < r->first && played < n_actions; played++)
        {
          TabAction action;

          if (!tab_action_parse (&pos, data->actions[played], &action, NULL))
            return;
          tab_position_apply (&pos, action);
        }
      better = tab_game_review_better_tokens (&pos, r);
      g_string_append_printf (text, "%u %u %u %s %d", r->first, r->n_played, r->seat,
                              mark_names[MIN (r->mark, TAB_MARK_FORCED)], r->proven ? 1 : 0);
      append_standing (text, &r->before);
      append_standing (text, &r->after);
      g_string_append_printf (text, " %d%s%s%s\n", r->loss,
                              r->choice == TAB_CHOICE_FIRST ? " =" : r->choice == TAB_CHOICE_OTHER ? " ~" : "",
                              better[0] != '\0' ? " " : "", better);
    }
  /* the loader takes no longer piece: the review is left out, not the game */
  if (text->len >= TAB_SAVE_MAX_PIECE)
    return;
  node = xmlNewTextChild (root, NULL, (const xmlChar *) "analysis", (const xmlChar *) text->str);
  g_snprintf (number, sizeof number, "%" G_GUINT64_FORMAT, tab_game_review_get_nodes (review));
  xmlSetProp (node, (const xmlChar *) "nodes", (const xmlChar *) number);
  g_snprintf (number, sizeof number, "%u", n_actions);
  xmlSetProp (node, (const xmlChar *) "actions", (const xmlChar *) number);
}

/* ---- reading ---- */

static gboolean
parse_int (const char *text, gint64 min, gint64 max, gint64 *value)
{
  return g_ascii_string_to_signed (text, 10, min, max, value, NULL);
}

static gboolean
parse_standing (const char *text, TabStanding *s)
{
  g_autofree char *digits = NULL;
  gint64 v;
  gsize len = strlen (text);

  memset (s, 0, sizeof *s);
  switch (text[0])
    {
    case 'n':
      return len == 1;
    case 'd':
      s->kind = TAB_STANDING_DRAW;
      return len == 1;
    case 'e':
      s->kind = TAB_STANDING_ESTIMATE;
      if (!parse_int (text + 1, -TAB_EVAL_WIN, TAB_EVAL_WIN, &v))
        return FALSE;
      s->value = (int) v;
      return TRUE;
    case 'w':
    case 'l':
      s->kind = text[0] == 'w' ? TAB_STANDING_WIN : TAB_STANDING_LOSS;
      s->turns_exact = len > 1 && text[len - 1] == 'x';
      digits = g_strndup (text + 1, len - 1 - (s->turns_exact ? 1 : 0));
      if (!parse_int (digits, 0, G_MAXINT32, &v))
        return FALSE;
      s->turns = (guint) v;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
parse_mark (const char *text, TabMark *mark)
{
  for (guint i = 0; i < G_N_ELEMENTS (mark_names); i++)
    if (strcmp (text, mark_names[i]) == 0)
      {
        *mark = (TabMark) i;
        return TRUE;
      }
  return FALSE;
}

/* One line: a turn of game starting at action *next; FALSE when it does
 * not fit */
static gboolean
parse_turn (TabGame *game, const char *line, guint *next, TabTurnReview *r)
{
  g_auto (GStrv) fields = g_strsplit_set (line, " \t", -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new ();
  const TabPosition *before;
  TabPosition pos;
  gint64 v[4];
  guint n_actions = tab_game_get_n_actions (game);
  guint first_better = 8;

  for (guint i = 0; fields[i] != NULL; i++)
    if (fields[i][0] != '\0')
      g_ptr_array_add (words, fields[i]);
  if (words->len < 8 || words->len > 9 + TAB_AI_MAX_TURN)
    return FALSE;
  r->choice = TAB_CHOICE_UNKNOWN;
  if (words->len > 8 && (strcmp (words->pdata[8], "=") == 0 || strcmp (words->pdata[8], "~") == 0))
    {
      r->choice = strcmp (words->pdata[8], "=") == 0 ? TAB_CHOICE_FIRST : TAB_CHOICE_OTHER;
      first_better = 9;
    }
  if (words->len > first_better + TAB_AI_MAX_TURN)
    return FALSE;
  if (!parse_int (words->pdata[0], 0, n_actions, &v[0]) ||
      !parse_int (words->pdata[1], 1, n_actions, &v[1]) ||
      !parse_int (words->pdata[2], 1, TAB_MAX_SEATS, &v[2]) ||
      !parse_int (words->pdata[4], 0, 1, &v[3]) ||
      !parse_mark (words->pdata[3], &r->mark) ||
      !parse_standing (words->pdata[5], &r->before) ||
      !parse_standing (words->pdata[6], &r->after) ||
      !parse_int (words->pdata[7], -2 * (gint64) TAB_EVAL_WIN, 2 * (gint64) TAB_EVAL_WIN, &v[3 + 0]))
    return FALSE;
  r->first = (guint) v[0];
  r->n_played = (guint) v[1];
  r->seat = (guint) v[2];
  r->loss = (int) v[3];
  r->proven = g_strcmp0 (words->pdata[4], "1") == 0;
  if (r->first != *next || r->first + r->n_played > n_actions)
    return FALSE;
  before = tab_game_get_position_at (game, r->first);
  if (before->to_move != r->seat ||
      tab_game_next_turn_boundary (game, r->first) != r->first + r->n_played)
    return FALSE;
  /* the better turn: legal from the position before, one turn at most */
  tab_position_copy (&pos, before);
  r->n_better = words->len - first_better;
  for (guint i = 0; i < r->n_better; i++)
    if (tab_position_is_over (&pos) || (i > 0 && pos.turn != before->turn) ||
        !tab_action_parse (&pos, words->pdata[first_better + i], &r->better[i], NULL))
      return FALSE;
    else
      tab_position_apply (&pos, r->better[i]);
  *next = r->first + r->n_played;
  return TRUE;
}

/* data->review from root's <analysis>, when it fits data->game; an
 * absent or unfitting block leaves data->review NULL */
void
tab_save_analysis_read (xmlNode *root, TabSaveData *data)
{
  xmlNode *node = NULL;
  g_autoptr (GArray) turns = NULL;
  g_auto (GStrv) lines = NULL;
  xmlChar *attr;
  xmlChar *text;
  gint64 nodes = 0, actions = -1;
  guint next = 0;

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && xmlStrEqual (child->name, (const xmlChar *) "analysis"))
      node = child;
  if (node == NULL || data->game == NULL)
    return;
  if ((attr = xmlGetNoNsProp (node, (const xmlChar *) "nodes")) != NULL)
    {
      parse_int ((const char *) attr, 1, G_MAXINT64, &nodes);
      xmlFree (attr);
    }
  if ((attr = xmlGetNoNsProp (node, (const xmlChar *) "actions")) != NULL)
    {
      parse_int ((const char *) attr, 0, G_MAXUINT32, &actions);
      xmlFree (attr);
    }
  if (nodes <= 0 || actions != (gint64) tab_game_get_n_actions (data->game))
    {
      g_debug ("save file: the analysis does not fit the game: left out");
      return;
    }
  text = xmlNodeGetContent (node);
  lines = g_strsplit (text != NULL ? (const char *) text : "", "\n", -1);
  xmlFree (text);
  turns = g_array_new (FALSE, TRUE, sizeof (TabTurnReview));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      TabTurnReview r = { 0 };

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      if (!parse_turn (data->game, lines[i], &next, &r))
        {
          g_debug ("save file: line %u of the analysis does not fit the game: left out", i + 1);
          return;
        }
      g_array_append_val (turns, r);
    }
  data->review = tab_game_review_new ((guint64) nodes, (guint) actions, g_steal_pointer (&turns));
}
