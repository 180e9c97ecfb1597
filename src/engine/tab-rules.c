/* tab-rules.c: what every game shares on top of its table of functions
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-rules.h"
#include "tab-random.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (tab-engine-error-quark, tab_engine_error)

/* The errors below reach the player (a save file with bad options or an
 * illegal action): translated, with the game's name translated too.  A
 * program that never calls setlocale (), such as tabuleiro-cli, gets the
 * English text. */
static const char *
game_name (const TabRules *rules)
{
  return g_dgettext (GETTEXT_PACKAGE, rules->name);
}

void
tab_rng_seed (TabRng *rng, guint64 seed)
{
  for (int i = 0; i < 4; i++)
    {
      seed += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
      rng->s[i] = tab_splitmix64 (seed);
    }
}

void
tab_options_default (const TabRules *rules, TabOptions *options)
{
  options->rows = rules->default_rows;
  options->cols = rules->default_cols;
  options->players = rules->default_players;
}

gboolean
tab_options_check (const TabRules *rules, const TabOptions *options, GError **error)
{
  if (options->players < rules->min_players || options->players > rules->max_players)
    {
      if (rules->min_players == rules->max_players)
        g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                     /* Translators: %s is a game; the first number is always 2 or more */
                     _("%s is played by %u players, not %u"),
                     game_name (rules), rules->min_players, options->players);
      else
        g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                     /* Translators: %s is a game, e.g. "Splut! takes 2 to 4 players, not 5" */
                     _("%s takes %u to %u players, not %u"),
                     game_name (rules), rules->min_players, rules->max_players, options->players);
      return FALSE;
    }

  switch (rules->board_kind)
    {
    case TAB_BOARD_FIXED:
      if (options->rows != rules->default_rows || options->cols != rules->default_cols)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       /* Translators: %s is a game */
                       _("%s has a fixed board; it takes no size"), game_name (rules));
          return FALSE;
        }
      return TRUE;

    case TAB_BOARD_SQUARE:
      if (options->rows != options->cols)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       /* Translators: %s is a game; %ux%u a board size in rows and columns, e.g. 7x8 */
                       _("%s is played on a square board, not %ux%u"),
                       game_name (rules), options->rows, options->cols);
          return FALSE;
        }
      G_GNUC_FALLTHROUGH;
    case TAB_BOARD_RECT:
    default:
      if (options->rows < rules->min_size || options->rows > rules->max_size ||
          options->cols < rules->min_size || options->cols > rules->max_size)
        {
          g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                       /* Translators: %ux%u is a board size in rows and columns (e.g.
                        * 30x30), %s a game, and the last two numbers the smallest and
                        * the largest number of rows or columns */
                       _("board size %ux%u is out of range for %s (%u to %u)"),
                       options->rows, options->cols, game_name (rules),
                       rules->min_size, rules->max_size);
          return FALSE;
        }
      return TRUE;
    }
}

static gboolean
parse_dimension (const char *text, const char **end, guint *value)
{
  guint64 v;
  char *stop;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  v = g_ascii_strtoull (text, &stop, 10);
  if (stop - text > 3)
    v = 1000;  /* out of range, and reported as such below */
  *value = (guint) v;
  *end = stop;
  return TRUE;
}

gboolean
tab_options_parse_size (const TabRules *rules, const char *text, TabOptions *options, GError **error)
{
  guint rows, cols;
  const char *p;
  TabOptions parsed = *options;

  if (rules->board_kind == TAB_BOARD_FIXED)
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   /* Translators: %s is a game */
                   _("%s has a fixed board; it takes no size"), game_name (rules));
      return FALSE;
    }
  if (!parse_dimension (text, &p, &rows))
    goto bad;
  if (*p == '\0')
    cols = rows;
  else if (*p == 'x' && parse_dimension (p + 1, &p, &cols) && *p == '\0')
    ;
  else
    goto bad;

  if (rows > G_MAXUINT8 || cols > G_MAXUINT8)
    {
      /* too large for the options: said with the numbers as given */
      g_autofree char *size = strchr (text, 'x') == NULL
                              ? g_strdup_printf ("%sx%s", text, text) : g_strdup (text);

      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
                   /* Translators: %s is a board size as given (e.g. 1000x1000), the
                    * second %s a game, and the numbers the smallest and the largest
                    * number of rows or columns */
                   _("board size %s is out of range for %s (%u to %u)"),
                   size, game_name (rules), rules->min_size, rules->max_size);
      return FALSE;
    }
  parsed.rows = (guint8) rows;
  parsed.cols = (guint8) cols;
  if (!tab_options_check (rules, &parsed, error))
    return FALSE;
  *options = parsed;
  return TRUE;

bad:
  g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_BAD_OPTIONS,
               /* Translators: %s is what was given as a board size; "N or RxC" are
                * the forms it can take, e.g. 8 or 6x7 */
               _("malformed board size '%s' (expected N or RxC)"), text);
  return FALSE;
}

char *
tab_options_size_string (const TabRules *rules, const TabOptions *options)
{
  if (rules->board_kind == TAB_BOARD_FIXED)
    return g_strdup ("");
  return g_strdup_printf ("%ux%u", options->rows, options->cols);
}

gboolean
tab_position_init (TabPosition *pos, const TabRules *rules, const TabOptions *options, GError **error)
{
  if (!tab_options_check (rules, options, error))
    return FALSE;
  memset (pos, 0, sizeof *pos);
  pos->rules = rules;
  pos->options = *options;
  pos->to_move = 1;
  rules->init (pos);
  return TRUE;
}

void
tab_position_copy (TabPosition *dst, const TabPosition *src)
{
  memcpy (dst, src, G_STRUCT_OFFSET (TabPosition, state) + src->rules->state_size);
}

gboolean
tab_position_is_over (const TabPosition *pos)
{
  return pos->outcome != TAB_OUTCOME_NONE;
}

/* Insertion sort: the lists are short, and the search's are mostly in
 * order already */
void
tab_action_list_sort (TabActionList *list, int *keys)
{
  for (guint i = 1; i < list->n; i++)
    {
      TabAction a = list->actions[i];
      int k = keys[i];
      guint j = i;

      for (; j > 0 && keys[j - 1] < k; j--)
        {
          keys[j] = keys[j - 1];
          list->actions[j] = list->actions[j - 1];
        }
      keys[j] = k;
      list->actions[j] = a;
    }
}

guint
tab_position_legal (const TabPosition *pos, TabActionList *list)
{
  list->n = tab_position_is_over (pos) ? 0 : pos->rules->legal (pos, list->actions);
  return list->n;
}

void
tab_position_apply (TabPosition *pos, TabAction action)
{
  if (G_UNLIKELY (action == TAB_ACTION_RESIGN))
    tab_position_resign (pos);
  else
    pos->rules->apply (pos, action);
  pos->ply++;
}

gboolean
tab_position_can_resign (const TabPosition *pos)
{
  return !tab_position_is_over (pos) &&
         (pos->rules->resign != NULL || pos->options.players == 2);
}

void
tab_position_resign (TabPosition *pos)
{
  g_return_if_fail (tab_position_can_resign (pos));

  pos->resigned |= (guint8) (1u << (pos->to_move - 1));
  if (pos->rules->resign != NULL)
    {
      pos->rules->resign (pos);
      return;
    }
  pos->outcome = TAB_OUTCOME_WIN;
  pos->winner = (guint8) (3 - pos->to_move);
}

gboolean
tab_position_won_by_resignation (const TabPosition *pos)
{
  guint others;

  if (pos->outcome != TAB_OUTCOME_WIN)
    return FALSE;
  others = ((1u << pos->options.players) - 1) & ~(1u << (pos->winner - 1));
  return (pos->resigned & others) == others;
}

gboolean
tab_position_is_legal (const TabPosition *pos, TabAction action)
{
  TabActionList list;

  if (action == TAB_ACTION_RESIGN)
    return tab_position_can_resign (pos);
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i] == action)
      return TRUE;
  return FALSE;
}

guint64
tab_position_hash (const TabPosition *pos)
{
  return pos->rules->hash (pos);
}

char *
tab_position_status (const TabPosition *pos)
{
  GString *out = g_string_new (NULL);

  pos->rules->status (pos, out);
  return g_string_free (out, FALSE);
}

char *
tab_position_render (const TabPosition *pos)
{
  GString *out = g_string_new (NULL);

  pos->rules->render (pos, out);
  return g_string_free (out, FALSE);
}

double
tab_position_result_for (const TabPosition *pos, guint seat)
{
  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      return pos->winner == seat ? 1.0 : 0.0;
    case TAB_OUTCOME_DRAW:
      return 0.5;
    case TAB_OUTCOME_NOBODY:
    case TAB_OUTCOME_NONE:
    default:
      return 0.0;
    }
}

int
tab_position_terminal_value (const TabPosition *pos, guint seat)
{
  switch (pos->outcome)
    {
    case TAB_OUTCOME_WIN:
      return pos->winner == seat ? TAB_EVAL_WIN : -TAB_EVAL_WIN;
    case TAB_OUTCOME_NOBODY:
      return -TAB_EVAL_WIN / 2;  /* nobody wins: bad for both, less than a loss */
    case TAB_OUTCOME_DRAW:
    case TAB_OUTCOME_NONE:
    default:
      return 0;
    }
}

const char *
tab_rules_seat_name (const TabRules *rules, const TabOptions *options, guint seat)
{
  g_return_val_if_fail (seat >= 1 && seat <= TAB_MAX_SEATS, NULL);

  if (rules->seat_name != NULL)
    return rules->seat_name (options, seat);
  return rules->seat_names[seat - 1];
}

gboolean
tab_action_is_capture (const TabPosition *pos, TabAction action)
{
  TabActionEffects effects;

  if (action == TAB_ACTION_RESIGN)
    return FALSE;
  if (pos->rules->is_capture != NULL)
    return pos->rules->is_capture (pos, action);
  tab_action_effects (pos, action, &effects);
  return effects.n_removed > 0;
}

gboolean
tab_action_is_forcing (const TabPosition *pos, TabAction action)
{
  return pos->rules->is_forcing != NULL && action != TAB_ACTION_RESIGN &&
         pos->rules->is_forcing (pos, action);
}

gboolean
tab_rules_has_forcing (const TabRules *rules)
{
  return rules->is_forcing != NULL;
}

void
tab_action_effects_touch (TabActionEffects *effects, int cell)
{
  if (cell == TAB_NO_CELL || effects->n_touched >= TAB_EFFECTS_MAX_CELLS)
    return;
  for (guint i = 0; i < effects->n_touched; i++)
    if (effects->touched[i] == cell)
      return;
  effects->touched[effects->n_touched++] = cell;
}

void
tab_action_effects_remove (TabActionEffects *effects, const TabPosition *pos, int cell)
{
  g_return_if_fail (effects->n_removed < TAB_EFFECTS_MAX_REMOVED && cell != TAB_NO_CELL);
  effects->removed[effects->n_removed].cell = cell;
  effects->removed[effects->n_removed].piece = pos->rules->piece_at (pos, (guint) cell);
  effects->n_removed++;
  tab_action_effects_touch (effects, cell);
}

void
tab_action_cells (const TabPosition *pos, TabAction action, int *from, int *to)
{
  if (action == TAB_ACTION_RESIGN)
    *from = *to = TAB_NO_CELL;
  else
    pos->rules->action_cells (pos, action, from, to);
}

/* What a resignation takes off the board (Splut!: the team), found by
 * comparing the board before and after it */
static void
resign_effects (const TabPosition *pos, TabActionEffects *effects)
{
  guint n_cells = pos->rules->n_cells (pos);
  TabPosition after;

  tab_position_copy (&after, pos);
  tab_position_resign (&after);
  for (guint cell = 0; cell < n_cells; cell++)
    if (pos->rules->piece_at (pos, cell) != 0 && pos->rules->piece_at (&after, cell) == 0 &&
        effects->n_removed < TAB_EFFECTS_MAX_REMOVED)
      tab_action_effects_remove (effects, pos, (int) cell);
}

void
tab_action_effects (const TabPosition *pos, TabAction action, TabActionEffects *effects)
{
  memset (effects, 0, sizeof *effects);
  tab_action_cells (pos, action, &effects->from, &effects->to);
  if (action == TAB_ACTION_RESIGN)
    {
      resign_effects (pos, effects);
      return;
    }
  tab_action_effects_touch (effects, effects->from);
  tab_action_effects_touch (effects, effects->to);
  if (pos->rules->action_effects != NULL)
    pos->rules->action_effects (pos, action, effects);
}

void
tab_action_format (const TabPosition *pos, TabAction action, char *buf)
{
  if (action == TAB_ACTION_RESIGN)
    g_strlcpy (buf, TAB_TOKEN_RESIGN, TAB_TOKEN_MAX);
  else
    pos->rules->format_action (pos, action, buf);
}

gboolean
tab_action_parse (const TabPosition *pos, const char *token, TabAction *action, GError **error)
{
  TabActionList list;
  char buf[TAB_TOKEN_MAX];

  if (strcmp (token, TAB_TOKEN_RESIGN) == 0 && tab_position_can_resign (pos))
    {
      *action = TAB_ACTION_RESIGN;
      return TRUE;
    }
  if (strcmp (token, TAB_TOKEN_RESIGN) != 0 && !pos->rules->token_is_wellformed (pos, token))
    {
      g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_MALFORMED_ACTION,
                   /* Translators: %s is an action as a save file writes it, e.g. "e4" */
                   _("malformed action '%s'"), token);
      return FALSE;
    }
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      tab_action_format (pos, list.actions[i], buf);
      if (strcmp (buf, token) == 0)
        {
          *action = list.actions[i];
          return TRUE;
        }
    }
  if (tab_position_is_over (pos))
    g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION,
                 /* Translators: %s is an action as a save file writes it, e.g. "e4" */
                 _("illegal action '%s' (the game is over)"), token);
  else
    g_set_error (error, TAB_ENGINE_ERROR, TAB_ENGINE_ERROR_ILLEGAL_ACTION,
                 /* Translators: %s is an action as a save file writes it, e.g. "e4" */
                 _("illegal action '%s'"), token);
  return FALSE;
}

gboolean
tab_position_play_record (TabPosition *pos, const char *record, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (record, " \t\n\r", -1);
  TabPosition work;
  guint move = 0;

  tab_position_copy (&work, pos);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr (GError) local = NULL;
      TabAction action;

      if (tokens[i][0] == '\0')
        continue;
      move++;
      if (!tab_action_parse (&work, tokens[i], &action, &local))
        {
          /* Translators: %s says what is wrong with an action, e.g.
           * "illegal action 'e4'", and %u is the number of the move */
          g_set_error (error, TAB_ENGINE_ERROR, local->code, _("%s at move %u"),
                       local->message, move);
          return FALSE;
        }
      tab_position_apply (&work, action);
    }
  tab_position_copy (pos, &work);
  return TRUE;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

GStrv
tab_position_legal_tokens (const TabPosition *pos)
{
  TabActionList list;
  char **tokens;

  tab_position_legal (pos, &list);
  tokens = g_new0 (char *, list.n + 1);
  for (guint i = 0; i < list.n; i++)
    {
      tokens[i] = g_malloc (TAB_TOKEN_MAX);
      tab_action_format (pos, list.actions[i], tokens[i]);
    }
  qsort (tokens, list.n, sizeof (char *), compare_strings);
  return tokens;
}

static guint64
perft_rec (const TabPosition *pos, guint depth)
{
  TabActionList list;
  guint64 total = 0;

  if (tab_position_is_over (pos))
    return 0;
  tab_position_legal (pos, &list);
  if (depth == 1)
    return list.n;
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      total += perft_rec (&child, depth - 1);
    }
  return total;
}

guint64
tab_perft (const TabPosition *pos, guint depth)
{
  if (depth == 0)
    return 1;
  if (tab_position_is_over (pos))
    return 0;
  if (pos->rules->perft != NULL)
    return pos->rules->perft (pos, depth);
  return perft_rec (pos, depth);
}

TabAction
tab_position_random_action (const TabPosition *pos, gpointer rng)
{
  TabActionList list;

  if (pos->rules->random_action != NULL)
    return pos->rules->random_action (pos, rng);
  tab_position_legal (pos, &list);
  g_assert (list.n > 0);
  return list.actions[tab_rng_below (rng, list.n)];
}

gboolean
tab_position_action_ends_turn (const TabPosition *pos, TabAction action)
{
  TabPosition after;

  tab_position_copy (&after, pos);
  tab_position_apply (&after, action);
  return tab_position_is_over (&after) || after.turn != pos->turn;
}

gboolean
tab_position_find_win_at_once (const TabPosition *pos, TabAction *action)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (child.outcome == TAB_OUTCOME_WIN && child.winner == pos->to_move)
        {
          *action = list.actions[i];
          return TRUE;
        }
    }
  return FALSE;
}

void
tab_position_playout (TabPosition *pos, gpointer rng)
{
  while (!tab_position_is_over (pos))
    tab_position_apply (pos, tab_position_random_action (pos, rng));
}

guint64
tab_count_sequences (const TabPosition *pos, TabSequenceEnds ends, gconstpointer data)
{
  TabActionList list;
  guint64 total = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) || ends (&child, data))
        total++;
      else
        total += tab_count_sequences (&child, ends, data);
    }
  return total;
}

/* a turn ends where the next one begins */
static gboolean
leaves_turn (const TabPosition *child, gconstpointer data)
{
  return child->turn != *(const guint32 *) data;
}

guint64
tab_count_turns (const TabPosition *pos)
{
  if (tab_position_is_over (pos))
    return 0;
  return tab_count_sequences (pos, leaves_turn, &pos->turn);
}
