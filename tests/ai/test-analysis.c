/* test-analysis.c: the analysis and the review of games
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The corpus (analysis-corpus.tsv) holds positions of every game and
 * seat count with a known bad turn: one that hands the next seat a win
 * (or, with 3 or 4 seats, this seat's Sorcerer) at once, and 4Mation
 * turns that leave the strategy table and give the win away.  Each is
 * checked here by brute force over the rules before the review is asked.
 * Run "test-analysis --write-corpus FILE" to make it again.
 */

#include "tab-analysis.h"
#include "tab-ai-oracle.h"
#include "tab-book.h"
#include "tab-endgame.h"
#include "tab-random.h"

#include <stdio.h>
#include <string.h>

#define NODES        20000
#define MAX_TURNS    5000

/* --- brute force over the rules ------------------------------------ */

static gboolean
seat_has_pieces (const TabPosition *pos, guint seat)
{
  for (guint c = 0; c < pos->rules->n_cells (pos); c++)
    if (pos->rules->piece_at (pos, c) != 0 && TAB_PIECE_SIDE (pos->rules->piece_at (pos, c)) == seat)
      return TRUE;
  return FALSE;
}

/* Whether the seat to move in pos can, within its turn, win (two seats)
 * or take seat off the board (more) */
static gboolean
strikes_at_once (const TabPosition *pos, guint32 turn, guint seat)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child) ? tab_position_result_for (&child, seat) < 0.25
                                        : !seat_has_pieces (&child, seat))
        return TRUE;
      if (!tab_position_is_over (&child) && child.turn == turn &&
          strikes_at_once (&child, turn, seat))
        return TRUE;
    }
  return FALSE;
}

/* Whether the complete turn of n actions from pos loses at once */
static gboolean
hands_over (const TabPosition *pos, const TabAction *turn, guint n)
{
  TabPosition end;

  tab_position_copy (&end, pos);
  for (guint i = 0; i < n; i++)
    tab_position_apply (&end, turn[i]);
  if (tab_position_is_over (&end))
    return tab_position_result_for (&end, pos->to_move) < 0.25;
  if (pos->options.players == 2)
    {
      guint64 budget = G_MAXUINT64;

      return tab_oracle_wins_within_turn (&end, end.to_move, end.turn, &budget);
    }
  return strikes_at_once (&end, end.turn, pos->to_move);
}

/* Every complete turn of pos (at most MAX_TURNS), end to end in actions,
 * with their starts and lengths */
typedef struct
{
  GArray *actions, *starts, *lengths;
  TabAction path[TAB_AI_MAX_TURN];
} Turns;

static void
list_turns_rec (Turns *t, const TabPosition *pos, guint32 turn, guint depth)
{
  TabActionList list;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n && t->starts->len < MAX_TURNS; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      t->path[depth] = list.actions[i];
      if (tab_position_is_over (&child) || child.turn != turn || depth + 1 >= TAB_AI_MAX_TURN)
        {
          guint start = t->actions->len, len = depth + 1;

          g_array_append_vals (t->actions, t->path, len);
          g_array_append_val (t->starts, start);
          g_array_append_val (t->lengths, len);
        }
      else
        list_turns_rec (t, &child, turn, depth + 1);
    }
}

static Turns *
list_turns (const TabPosition *pos)
{
  Turns *t = g_new0 (Turns, 1);

  t->actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  t->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  t->lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  list_turns_rec (t, pos, pos->turn, 0);
  return t;
}

static void
turns_free (Turns *t)
{
  g_array_unref (t->actions);
  g_array_unref (t->starts);
  g_array_unref (t->lengths);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Turns, turns_free)

#define TURN_AT(t, i) (&g_array_index ((t)->actions, TabAction, g_array_index ((t)->starts, guint, i)))
#define TURN_LEN(t, i) g_array_index ((t)->lengths, guint, i)

/* Plays a uniformly random complete turn */
static void
play_random_turn (TabPosition *pos, TabRng *rng, GArray *record)
{
  guint32 turn = pos->turn;

  while (!tab_position_is_over (pos) && pos->turn == turn)
    {
      TabAction a = tab_position_random_action (pos, rng);

      g_array_append_val (record, a);
      tab_position_apply (pos, a);
    }
}

static char *
record_text (const TabPosition *start, const TabAction *actions, guint n)
{
  GString *out = g_string_new (NULL);
  TabPosition work;

  tab_position_copy (&work, start);
  for (guint i = 0; i < n; i++)
    {
      char token[TAB_TOKEN_MAX];

      tab_action_format (&work, actions[i], token);
      g_string_append_printf (out, "%s%s", i ? " " : "", token);
      tab_position_apply (&work, actions[i]);
    }
  return g_string_free (out, FALSE);
}

/* --- the review, checked -------------------------------------------- */

static GArray *
review (const TabPosition *start, const GArray *actions, guint64 nodes, guint threads)
{
  return tab_review_game (start, (const TabAction *) (gpointer) actions->data, actions->len,
                          nodes, threads);
}

/* What holds of every review: forced turns are "forced", a mark has a
 * better turn that is a legal complete turn, an unmarked turn none */
static void
check_review_rules (const TabPosition *start, const GArray *actions, const GArray *reviews)
{
  TabPosition pos;

  tab_position_copy (&pos, start);
  for (guint i = 0; i < reviews->len; i++)
    {
      const TabTurnReview *r = &g_array_index (reviews, TabTurnReview, i);
      gboolean forced = tab_analysis_count_turns (&pos, 2) == 1;

      g_assert_cmpuint (r->seat, ==, pos.to_move);
      g_assert_cmpint (forced, ==, r->mark == TAB_MARK_FORCED);
      if (r->mark == TAB_MARK_NONE || r->mark == TAB_MARK_FORCED)
        g_assert_cmpuint (r->n_better, ==, 0);
      else
        g_assert_cmpuint (tab_analysis_turn_length (&pos, r->better, r->n_better), ==, r->n_better);
      /* nothing against a seat proven lost */
      if (r->before.kind == TAB_STANDING_LOSS)
        g_assert_true (r->mark == TAB_MARK_NONE || r->mark == TAB_MARK_FORCED);
      for (guint k = 0; k < r->n_played; k++)
        tab_position_apply (&pos, g_array_index (actions, TabAction, r->first + k));
    }
}

/* --- the corpus ------------------------------------------------------ */

typedef struct
{
  const char *game;
  guint       size, players;
} Config;

static const Config corpus_configs[] = {
  { "apart", 0, 0 }, { "apart", 6, 0 }, { "fourmation", 0, 0 }, { "fourmation", 5, 0 },
  { "freedom", 0, 0 }, { "freedom", 6, 0 }, { "green-skull", 0, 0 },
  { "splut", 0, 2 }, { "splut", 0, 3 }, { "splut", 0, 4 },
};

/* Random games; the first turns that hand the game (or the Sorcerer)
 * over at once while a safe turn exists */
static void
write_losses (FILE *out, const Config *c, guint wanted)
{
  guint found = 0;
  gboolean lost_found = FALSE;

  for (guint64 seed = 1; seed < 200 && found < wanted; seed++)
    {
      TabPosition start, pos;
      g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TabAction));
      TabRng rng;

      tab_oracle_start (&start, c->game, c->size, c->players, NULL);
      tab_position_copy (&pos, &start);
      tab_rng_seed (&rng, seed * 7919);
      for (guint t = 0; t < 120 && !tab_position_is_over (&pos); t++)
        {
          g_autoptr (Turns) turns = list_turns (&pos);
          gint bad = -1, safe = -1;

          for (guint i = 0; i < turns->starts->len && t >= 4 && (bad < 0 || safe < 0); i++)
            {
              if (hands_over (&pos, TURN_AT (turns, i), TURN_LEN (turns, i)))
                bad = bad < 0 ? (gint) i : bad;
              else
                safe = safe < 0 ? (gint) i : safe;
            }
          if (bad >= 0 && safe >= 0)
            {
              g_autofree char *prefix = record_text (&start, (TabAction *) (gpointer) record->data,
                                                     record->len);
              g_autofree char *played = record_text (&pos, TURN_AT (turns, bad), TURN_LEN (turns, bad));
              g_autofree TabAnalysis *deep = g_new (TabAnalysis, 1);
              gboolean lost;

              /* a seat already lost (every turn loses, if not at once)
               * is not marked: such entries say "-" */
              tab_analysis_position (&pos, 10 * NODES, deep);
              lost = deep->standing.kind == TAB_STANDING_LOSS;
              if (!lost || !lost_found)
                {
                  fprintf (out, "%s\t%u\t%u\t%s\t%s\t%s\n", c->game, c->size, c->players, prefix,
                           played, lost ? "-" : "??");
                  found += !lost;
                  lost_found = lost_found || lost;
                }
              break;
            }
          play_random_turn (&pos, &rng, record);
        }
    }
}

/* 4Mation on a solved board: the winner leaves the table with a turn
 * the exact search proves not to win any more */
static void
write_table_leavers (FILE *out, guint size, guint wanted)
{
  guint found = 0;

  for (guint64 seed = 1; seed < 400 && found < wanted; seed++)
    {
      TabPosition start, pos;
      g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TabAction));
      const TabBook *book;
      TabRng rng;

      tab_oracle_start (&start, "fourmation", size, 2, NULL);
      book = tab_book_for (start.rules, &start.options);
      tab_position_copy (&pos, &start);
      tab_rng_seed (&rng, seed * 104729);
      while (!tab_position_is_over (&pos) && found < wanted)
        {
          TabAction action;

          if (pos.to_move == tab_book_winner (book) && tab_book_lookup (book, &pos, &action) &&
              tab_endgame_actions_left (&pos) <= 16 && tab_rng_below (&rng, 3) == 0)
            {
              TabActionList list;
              g_autoptr (TabEndgame) endgame = tab_endgame_new (20);

              tab_position_legal (&pos, &list);
              for (guint i = 0; i < list.n; i++)
                {
                  TabPosition child;
                  TabEndgameResult result;

                  tab_position_copy (&child, &pos);
                  tab_position_apply (&child, list.actions[i]);
                  if (list.actions[i] == action || tab_position_is_over (&child) ||
                      !tab_endgame_solve (endgame, &child, &result) || result.value < 0)
                    continue;
                  {
                    g_autofree char *prefix = record_text (&start, (TabAction *) (gpointer) record->data,
                                                           record->len);
                    g_autofree char *played = record_text (&pos, &list.actions[i], 1);

                    fprintf (out, "fourmation\t%u\t2\t%s\t%s\t??\n", size, prefix, played);
                    found++;
                    break;
                  }
                }
              break;
            }
          if (!(pos.to_move == tab_book_winner (book) && tab_book_lookup (book, &pos, &action)))
            action = tab_position_random_action (&pos, &rng);
          g_array_append_val (record, action);
          tab_position_apply (&pos, action);
        }
    }
}

static void
write_corpus (const char *path)
{
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  fprintf (out, "# game\tsize\tplayers\tmoves before\tbad turn\tmark (made by test-analysis --write-corpus)\n");
  for (guint i = 0; i < G_N_ELEMENTS (corpus_configs); i++)
    write_losses (out, &corpus_configs[i], 3);
  write_table_leavers (out, 5, 4);
  write_table_leavers (out, 6, 4);
  fclose (out);
}

/* Every corpus entry: the bad turn is what the corpus says (checked by
 * brute force), the review marks it so, and its better turn is safe */
static void
test_corpus (void)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (CORPUS_FILE, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto (GStrv) f = g_strsplit (lines[l], "\t", -1);
      g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
      g_autoptr (GArray) reviews = NULL;
      g_autofree char *all = NULL;
      const TabTurnReview *r;
      TabPosition start, pos, before;

      if (lines[l][0] == '#' || lines[l][0] == '\0')
        continue;
      g_assert_cmpuint (g_strv_length (f), ==, 6);
      tab_oracle_start (&start, f[0], (guint) atoi (f[1]), (guint) atoi (f[2]), NULL);
      all = g_strjoin (" ", f[3], f[4], NULL);
      tab_position_copy (&pos, &start);
      {
        g_auto (GStrv) tokens = g_strsplit (g_strstrip (all), " ", -1);
        g_auto (GStrv) prefix = g_strsplit (f[3], " ", -1);
        guint n_prefix = f[3][0] ? g_strv_length (prefix) : 0;

        for (guint i = 0; tokens[i] != NULL; i++)
          {
            TabAction a;

            if (tokens[i][0] == '\0')
              continue;
            if (i == n_prefix)
              tab_position_copy (&before, &pos);
            g_assert_true (tab_action_parse (&pos, tokens[i], &a, NULL));
            g_array_append_val (actions, a);
            tab_position_apply (&pos, a);
          }
      }
      reviews = review (&start, actions, NODES, 2);
      check_review_rules (&start, actions, reviews);
      r = &g_array_index (reviews, TabTurnReview, reviews->len - 1);
      if (g_test_verbose ())
        g_printerr ("%s: %s -> %s\n", f[0], f[4], tab_mark_symbol (r->mark));
      g_assert_cmpstr (tab_mark_symbol (r->mark), ==, f[5]);
      if (r->mark == TAB_MARK_NONE)
        {
          checked++;
          continue;
        }
      g_assert_cmpuint (r->n_better, >, 0);
      /* the better turn does not lose at once; for the table leavers
       * the review's proof is that the win is kept */
      g_assert_false (hands_over (&before, r->better, r->n_better));
      if (strcmp (f[0], "fourmation") == 0 && atoi (f[2]) == 2)
        {
          g_assert_true (r->proven);
          g_assert_cmpint (r->before.kind, ==, TAB_STANDING_WIN);
          g_assert_cmpint (r->after.kind, !=, TAB_STANDING_WIN);
        }
      checked++;
    }
  g_assert_cmpuint (checked, >=, 30);
}

/* --- exhaustive checks on boards solved here ----------------------- */

/* An exact solver of its own: plain memoised negamax over every
 * position.  Its score for the seat to move: 1000 - N for a win in N
 * complete turns (the fastest), -1000 + N for a loss in N (the slowest),
 * 0 for a draw. */
#define SOLVED_WIN 1000

static int
solve (GHashTable *memo, const TabPosition *pos)
{
  TabActionList list;
  guint64 key = tab_position_hash (pos);
  gpointer found;
  int best = -G_MAXINT;

  if (g_hash_table_lookup_extended (memo, &key, NULL, &found))
    return GPOINTER_TO_INT (found);
  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;
      int value;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (tab_position_is_over (&child))
        {
          double result = tab_position_result_for (&child, pos->to_move);

          value = result > 0.75 ? SOLVED_WIN - 1 : result < 0.25 ? -SOLVED_WIN + 1 : 0;
        }
      else if (child.turn == pos->turn)
        value = solve (memo, &child);
      else
        {
          int other = solve (memo, &child);

          /* one complete turn further from the end */
          value = other > 0 ? -other + 1 : other < 0 ? -other - 1 : 0;
        }
      best = MAX (best, value);
    }
  g_hash_table_insert (memo, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (best));
  return best;
}

/* The solver's score as a standing */
static TabStanding
solved_standing (int score)
{
  TabStanding s = { TAB_STANDING_DRAW, 0, TRUE, 0 };

  if (score > 0)
    s = (TabStanding) { TAB_STANDING_WIN, (guint) (SOLVED_WIN - score), TRUE, 0 };
  else if (score < 0)
    s = (TabStanding) { TAB_STANDING_LOSS, (guint) (score + SOLVED_WIN), TRUE, 0 };
  return s;
}

/* The seat's standing after a turn that reached pos */
static TabStanding
solved_after (GHashTable *memo, const TabPosition *pos, guint seat)
{
  TabStanding s;

  if (tab_position_is_over (pos))
    {
      double result = tab_position_result_for (pos, seat);

      return (TabStanding) { result > 0.75 ? TAB_STANDING_WIN : result < 0.25 ? TAB_STANDING_LOSS
                                                                               : TAB_STANDING_DRAW,
                             0, TRUE, 0 };
    }
  s = solved_standing (solve (memo, pos));
  return tab_standing_for_seat (pos, &s, seat);
}

static void
assert_same_standing (const TabStanding *said, const TabStanding *exact)
{
  g_assert_cmpint (said->kind, ==, exact->kind);
  g_assert_cmpuint (said->turns, ==, exact->turns);
}

static int
rank_of (const TabStanding *s)
{
  return s->kind == TAB_STANDING_WIN ? 2 : s->kind == TAB_STANDING_DRAW ? 1 : 0;
}

/* Random games on a board small enough: every standing said proven is
 * the solver's, and a turn is a proven Blunder exactly when the solver
 * says it made the seat's result worse */
static void
check_small_board (const char *game, guint size, guint games)
{
  g_autoptr (GHashTable) memo = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  guint blunders = 0, turns = 0, slowed = 0;

  for (guint64 seed = 1; seed <= games; seed++)
    {
      TabPosition start, pos;
      g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
      g_autoptr (GArray) reviews = NULL;
      TabRng rng;

      tab_oracle_start (&start, game, size, 2, NULL);
      tab_position_copy (&pos, &start);
      tab_rng_seed (&rng, seed);
      while (!tab_position_is_over (&pos))
        play_random_turn (&pos, &rng, actions);
      reviews = review (&start, actions, 200000, 2);
      check_review_rules (&start, actions, reviews);
      tab_position_copy (&pos, &start);
      for (guint i = 0; i < reviews->len; i++)
        {
          const TabTurnReview *r = &g_array_index (reviews, TabTurnReview, i);
          TabStanding before = solved_standing (solve (memo, &pos)), after;
          guint seat = pos.to_move;
          int best_after = -G_MAXINT;
          g_autoptr (Turns) turns_of = list_turns (&pos);

          /* the best the seat could have reached with any turn */
          for (guint k = 0; k < turns_of->starts->len; k++)
            {
              TabPosition end;
              TabStanding s;

              tab_position_copy (&end, &pos);
              for (guint j = 0; j < TURN_LEN (turns_of, k); j++)
                tab_position_apply (&end, TURN_AT (turns_of, k)[j]);
              s = solved_after (memo, &end, seat);
              best_after = MAX (best_after, s.kind == TAB_STANDING_WIN ? SOLVED_WIN - (int) s.turns
                                            : s.kind == TAB_STANDING_LOSS ? -SOLVED_WIN + (int) s.turns : 0);
            }
          for (guint k = 0; k < r->n_played; k++)
            tab_position_apply (&pos, g_array_index (actions, TabAction, r->first + k));
          after = solved_after (memo, &pos, seat);
          /* on these boards the budget proves everything, exactly */
          assert_same_standing (&r->before, &before);
          assert_same_standing (&r->after, &after);
          if (r->mark != TAB_MARK_FORCED)
            {
              gboolean worse = rank_of (&after) < rank_of (&before);
              gboolean slower = after.kind == TAB_STANDING_WIN &&
                                after.turns >= (guint) (SOLVED_WIN - best_after) + 2;

              g_assert_cmpint (r->mark == TAB_MARK_BLUNDER && r->proven, ==, worse);
              g_assert_cmpint (r->mark == TAB_MARK_INACCURACY && r->proven, ==, slower);
              g_assert_true (r->mark == TAB_MARK_NONE || r->proven);
              slowed += slower;
            }
          blunders += rank_of (&after) < rank_of (&before);
          turns++;
        }
    }
  if (g_test_verbose ())
    g_printerr ("%s %ux%u: %u turns, %u proven blunders, %u slower wins\n", game, size, size,
                turns, blunders, slowed);
  g_assert_cmpuint (blunders, >, 0);
}

static void
test_fourmation_4x4 (void)
{
  check_small_board ("fourmation", 4, 30);
}

static void
test_freedom_4x4 (void)
{
  check_small_board ("freedom", 4, 30);
}

/* The strategy table's winner plays the table's turns, the other seat
 * random ones: no table turn is ever marked, and the loser's neither
 * (it is lost from the start) */
static void
test_table_turns (void)
{
  for (guint size = 5; size <= 6; size++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        TabPosition start, pos;
        g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
        g_autoptr (GArray) reviews = NULL;
        const TabBook *book;
        TabRng rng;
        guint table_turns = 0;

        tab_oracle_start (&start, "fourmation", size, 2, NULL);
        book = tab_book_for (start.rules, &start.options);
        g_assert_nonnull (book);
        tab_position_copy (&pos, &start);
        tab_rng_seed (&rng, seed);
        while (!tab_position_is_over (&pos))
          {
            TabAction action;

            if (pos.to_move == tab_book_winner (book))
              {
                /* the table's seat wins at once where it can, else the
                 * table has its turn */
                if (!tab_position_find_win_at_once (&pos, &action))
                  g_assert_true (tab_book_lookup (book, &pos, &action));
                table_turns++;
              }
            else
              action = tab_position_random_action (&pos, &rng);
            g_array_append_val (actions, action);
            tab_position_apply (&pos, action);
          }
        reviews = review (&start, actions, NODES, 2);
        check_review_rules (&start, actions, reviews);
        for (guint i = 0; i < reviews->len; i++)
          {
            const TabTurnReview *r = &g_array_index (reviews, TabTurnReview, i);

            g_assert_true (r->mark == TAB_MARK_NONE || r->mark == TAB_MARK_FORCED);
            g_assert_cmpint (r->before.kind, ==,
                             r->seat == tab_book_winner (book) ? TAB_STANDING_WIN : TAB_STANDING_LOSS);
          }
        g_assert_cmpuint (table_turns, >, 0);
      }
}

/* --- the same answers ------------------------------------------------ */

static GArray *
random_game (const char *game, guint players, guint n_turns, guint64 seed, TabPosition *start)
{
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (TabAction));
  TabPosition pos;
  TabRng rng;

  tab_oracle_start (start, game, 0, players, NULL);
  tab_position_copy (&pos, start);
  tab_rng_seed (&rng, seed);
  for (guint t = 0; t < n_turns && !tab_position_is_over (&pos); t++)
    play_random_turn (&pos, &rng, actions);
  return actions;
}

static gboolean
same_review (const TabTurnReview *a, const TabTurnReview *b)
{
  return a->mark == b->mark && a->proven == b->proven && a->n_better == b->n_better &&
         memcmp (a->better, b->better, a->n_better * sizeof (TabAction)) == 0 &&
         memcmp (&a->before, &b->before, sizeof a->before) == 0 &&
         memcmp (&a->after, &b->after, sizeof a->after) == 0;
}

static const Config game_configs[] = {
  { "apart", 0, 2 }, { "fourmation", 0, 2 }, { "freedom", 0, 2 }, { "green-skull", 0, 2 },
  { "splut", 0, 2 }, { "splut", 0, 3 }, { "splut", 0, 4 },
};

/* The same game reviewed twice, on one thread and on two: the same */
static void
test_same_twice (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_configs); i++)
    {
      TabPosition start;
      g_autoptr (GArray) actions = random_game (game_configs[i].game, game_configs[i].players,
                                                16, 11 + i, &start);
      g_autoptr (GArray) one = review (&start, actions, 5000, 1);
      g_autoptr (GArray) two = review (&start, actions, 5000, 2);

      g_assert_cmpuint (one->len, ==, two->len);
      g_assert_cmpuint (one->len, >, 0);
      for (guint k = 0; k < one->len; k++)
        g_assert_true (same_review (&g_array_index (one, TabTurnReview, k),
                                    &g_array_index (two, TabTurnReview, k)));
      check_review_rules (&start, actions, one);
    }
}

/* Twice the budget keeps every proven mark and at least 90 % of the
 * estimated Mistakes and Blunders (a Mistake or worse either way) */
static void
test_double_budget (void)
{
  guint estimated = 0, kept = 0, proven = 0;

  for (guint i = 0; i < G_N_ELEMENTS (game_configs); i++)
    for (guint64 seed = 1; seed <= 2; seed++)
      {
        TabPosition start;
        g_autoptr (GArray) actions = random_game (game_configs[i].game, game_configs[i].players,
                                                  40, seed * 31 + i, &start);
        g_autoptr (GArray) once = review (&start, actions, 10000, 2);
        g_autoptr (GArray) twice = review (&start, actions, 20000, 2);

        for (guint k = 0; k < once->len; k++)
          {
            const TabTurnReview *a = &g_array_index (once, TabTurnReview, k);
            const TabTurnReview *b = &g_array_index (twice, TabTurnReview, k);

            if (a->proven && a->mark != TAB_MARK_NONE)
              {
                g_assert_cmpint (b->mark, ==, a->mark);
                g_assert_true (b->proven);
                proven++;
              }
            else if (a->mark == TAB_MARK_MISTAKE || a->mark == TAB_MARK_BLUNDER)
              {
                estimated++;
                kept += b->mark == TAB_MARK_MISTAKE || b->mark == TAB_MARK_BLUNDER;
              }
          }
      }
  if (g_test_verbose ())
    g_printerr ("proven marks %u, estimated mistakes and blunders %u, kept %u\n", proven,
                estimated, kept);
  g_assert_cmpuint (estimated, >, 0);
  g_assert_cmpuint (kept * 10, >=, estimated * 9);
}

/* The analysis of one position: a win at once is a proven win in one
 * turn, its turn the winning one; a standing reads as the contract says */
static void
test_position (void)
{
  TabPosition pos;
  g_autofree TabAnalysis *a = g_new (TabAnalysis, 1);
  TabStanding s = { TAB_STANDING_ESTIMATE, 0, FALSE, -3 };
  g_autofree char *text = tab_standing_to_string (&s);
  g_autofree char *text2 = NULL;
  g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TabAction));
  TabRng rng;
  guint seat;

  g_assert_cmpstr (text, ==, "+0.0");
  s.value = 150;
  text2 = tab_standing_to_string (&s);
  g_assert_cmpstr (text2, ==, "+1.5");
  /* the first position of a random 4Mation game where the seat to move
   * can win at once (brute force says so) */
  tab_oracle_start (&pos, "fourmation", 5, 2, NULL);
  tab_rng_seed (&rng, 5);
  for (;;)
    {
      guint64 budget = G_MAXUINT64;

      g_assert_false (tab_position_is_over (&pos));
      if (tab_oracle_wins_within_turn (&pos, pos.to_move, pos.turn, &budget))
        break;
      play_random_turn (&pos, &rng, record);
    }
  seat = pos.to_move;
  tab_analysis_position (&pos, NODES, a);
  g_assert_cmpint (a->standing.kind, ==, TAB_STANDING_WIN);
  g_assert_cmpuint (a->standing.turns, ==, 1);
  g_assert_cmpuint (a->n_best, ==, 1);
  g_assert_cmpuint (a->n_line, >=, 1);
  tab_position_apply (&pos, a->best[0]);
  g_assert_true (pos.outcome == TAB_OUTCOME_WIN && pos.winner == seat);
}

/* Splut! for 3 and 4: the facts of each position of a random game, as
 * live evaluation asks for them, agree with the review of the game: the
 * seat the turn that reached it lets be knocked out, and a win at once
 * that the turn played from it missed or took */
static void
check_many_seats_facts (guint players, guint64 seed)
{
  TabPosition start, before, after;
  g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TabAction));
  g_autoptr (GArray) reviews = NULL;
  const TabAction *actions;
  TabManySeatsFacts facts = { 0, 0 };
  TabRng rng;
  guint exposed = 0, wins = 0;

  tab_oracle_start (&start, "splut", 0, players, NULL);
  tab_position_copy (&after, &start);
  tab_rng_seed (&rng, seed);
  while (!tab_position_is_over (&after))
    play_random_turn (&after, &rng, record);
  actions = (const TabAction *) (gpointer) record->data;
  reviews = tab_review_game (&start, actions, record->len, 1000, 1);
  g_assert_cmpuint (reviews->len, >, 0);
  /* the first position: no turn reached it */
  tab_review_many_seats_facts (&start, actions, 0, &start, &facts);
  g_assert_cmpuint (facts.exposed, ==, 0);
  tab_position_copy (&after, &start);
  for (guint i = 0; i < reviews->len; i++)
    {
      const TabTurnReview *r = &g_array_index (reviews, TabTurnReview, i);
      gboolean misses = tab_turn_review_misses_win (&after, r);

      /* facts holds the position before r's turn */
      if (misses)
        g_assert_cmpuint (facts.wins_at_once, ==, r->seat);
      tab_position_copy (&before, &after);
      for (guint k = 0; k < r->n_played; k++)
        tab_position_apply (&after, actions[r->first + k]);
      if (facts.wins_at_once != 0)
        g_assert_true (misses || (after.outcome == TAB_OUTCOME_WIN && after.winner == r->seat));
      wins += facts.wins_at_once != 0;
      tab_review_many_seats_facts (&before, actions + r->first, r->n_played, &after, &facts);
      g_assert_cmpuint (facts.exposed, ==, tab_turn_review_exposes (&before, r) ? r->seat : 0);
      exposed += facts.exposed != 0;
    }
  g_test_message ("%u players, seed %" G_GUINT64_FORMAT ": %u turns, %u knock-outs, %u wins at once",
                  players, seed, reviews->len, exposed, wins);
}

static void
test_many_seats_facts (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      check_many_seats_facts (3, seed);
      check_many_seats_facts (4, seed);
    }
}

int
main (int argc, char *argv[])
{
  if (argc == 3 && strcmp (argv[1], "--write-corpus") == 0)
    {
      write_corpus (argv[2]);
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/position", test_position);
  g_test_add_func ("/analysis/corpus", test_corpus);
  g_test_add_func ("/analysis/fourmation-4x4", test_fourmation_4x4);
  g_test_add_func ("/analysis/freedom-4x4", test_freedom_4x4);
  g_test_add_func ("/analysis/table-turns", test_table_turns);
  g_test_add_func ("/analysis/same-twice", test_same_twice);
  g_test_add_func ("/analysis/double-budget", test_double_budget);
  g_test_add_func ("/analysis/many-seats-facts", test_many_seats_facts);
  return g_test_run ();
}
