/* test-book.c: the strategy tables, re-checked against the engine
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sample of each shipped table: games where the table's seat follows
 * it and the other seat plays at random (but not into a loss at once)
 * must end in the table's win by
 * the ply it promises, and where few actions are left to that ply the
 * exact search proves each table action keeps the game won.
 */

#include "tab-ai.h"
#include "tab-book.h"
#include "tab-endgame.h"
#include "tab-random.h"

/* table actions this close to the promised win are proven one by one */
#define PROVE_WITHIN 11

static void
start (TabPosition *pos, const char *game, guint size)
{
  TabOptions options = { size, size, 2 };

  g_assert_true (tab_position_init (pos, tab_rules_lookup (game), &options, NULL));
}

/* The defender plays a random action that does not lose at once, if it
 * has one: the games get longer, and reach more of the table */
static void
defend (TabEndgame *endgame, TabPosition *pos, TabRng *rng)
{
  TabActionList list;
  TabAction pick;
  guint n_safe = 0;

  tab_position_legal (pos, &list);
  pick = list.actions[tab_rng_below (rng, list.n)];
  for (guint i = 0; i < list.n; i++)
    {
      TabPosition child;

      tab_position_copy (&child, pos);
      tab_position_apply (&child, list.actions[i]);
      if (!tab_position_is_over (&child) && !tab_endgame_proves_win (endgame, &child, 1, NULL) &&
          tab_rng_below (rng, ++n_safe) == 0)
        pick = list.actions[i];
    }
  tab_position_apply (pos, pick);
}

/* One game: the winner follows the book (or wins at once where the
 * book leaves a position out), the defender plays at random */
static guint
follow_book (const TabBook *book, TabEndgame *endgame, TabPosition *pos, TabRng *rng)
{
  guint winner = tab_book_winner (book), win_by = tab_book_win_by (book), proven = 0;

  while (!tab_position_is_over (pos))
    {
      TabAction action;

      if (pos->to_move != winner)
        {
          defend (endgame, pos, rng);
          continue;
        }
      if (!tab_book_lookup (book, pos, &action))
        {
          /* left out of the table: a win at once */
          g_assert_true (tab_endgame_proves_win (endgame, pos, 1, &action));
        }
      else if (win_by - pos->ply <= PROVE_WITHIN)
        {
          TabPosition child;

          tab_position_copy (&child, pos);
          tab_position_apply (&child, action);
          g_assert_true (tab_position_is_over (&child) ||
                         tab_endgame_proves_loss (endgame, &child, win_by - pos->ply - 1));
          proven++;
        }
      tab_position_apply (pos, action);
    }
  g_assert_cmpuint (pos->outcome, ==, TAB_OUTCOME_WIN);
  g_assert_cmpuint (pos->winner, ==, winner);
  g_assert_cmpuint (pos->ply, <=, win_by);
  return proven;
}

static void
check_book (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  g_autoptr (TabEndgame) endgame = tab_endgame_new (18);
  TabPosition pos;
  const TabBook *book;
  TabRng rng;
  guint proven = 0;

  start (&pos, "fourmation", size);
  book = tab_book_for (pos.rules, &pos.options);
  g_assert_nonnull (book);
  g_assert_cmpuint (tab_book_winner (book), ==, 1);
  g_assert_cmpuint (tab_book_size (book), >, 100);
  tab_rng_seed (&rng, g_test_rand_int ());
  for (guint game = 0; game < 40; game++)
    {
      start (&pos, "fourmation", size);
      proven += follow_book (book, endgame, &pos, &rng);
    }
  g_assert_cmpuint (proven, >=, 40);
}

/* Every shipped table wins against every defence, all of it walked */
static void
verify_book (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  g_autofree char *failure = NULL;
  TabPosition pos;
  guint64 positions = 0;

  start (&pos, "fourmation", size);
  g_assert_true (tab_book_verify (tab_book_for (pos.rules, &pos.options), &pos, &positions,
                                  &failure));
  g_assert_null (failure);
  g_test_message ("%ux%u: %" G_GUINT64_FORMAT " positions of seat 1", size, size, positions);
  g_assert_cmpuint (positions, >=, tab_book_size (tab_book_for (pos.rules, &pos.options)));
}

/* The walk notices a table with a hole, or with a losing first action */
static void
test_verify_finds_holes (void)
{
  TabPosition pos;
  const TabBook *book;
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TabBookEntry));

  start (&pos, "fourmation", 5);
  book = tab_book_for (pos.rules, &pos.options);
  for (guint i = 0; i < tab_book_size (book); i++)
    g_array_append_vals (entries, tab_book_entry (book, i), 1);

  for (guint drop = 0; drop < tab_book_size (book); drop += tab_book_size (book) / 7)
    {
      g_autoptr (GArray) holed = g_array_copy (entries);
      g_autoptr (GBytes) bytes = NULL;
      g_autoptr (TabBook) broken = NULL;
      g_autofree char *failure = NULL;

      g_array_remove_index (holed, drop);
      bytes = tab_book_serialize ((TabBookEntry *) (gpointer) holed->data, holed->len,
                                  tab_book_winner (book), tab_book_win_by (book));
      broken = tab_book_new_from_bytes (bytes, NULL);
      g_assert_false (tab_book_verify (broken, &pos, NULL, &failure));
      g_assert_nonnull (failure);
    }

  /* the first cube on a corner instead of the centre: a draw */
  for (guint i = 0; i < entries->len; i++)
    {
      TabBookEntry *e = &g_array_index (entries, TabBookEntry, i);
      guint symmetry;

      if (e->hash == tab_book_key (&pos, &symmetry))
        {
          g_autoptr (GBytes) bytes = NULL;
          g_autoptr (TabBook) broken = NULL;

          e->action = 0;
          bytes = tab_book_serialize ((TabBookEntry *) (gpointer) entries->data, entries->len,
                                      tab_book_winner (book), tab_book_win_by (book));
          broken = tab_book_new_from_bytes (bytes, NULL);
          g_assert_false (tab_book_verify (broken, &pos, NULL, NULL));
          return;
        }
    }
  g_assert_not_reached ();
}

/* Expert opens from the table; Strong does not use it */
static void
test_expert_opens_from_book (void)
{
  TabAiParams params = { TAB_AI_EXPERT, 25, 1, NULL };
  TabAction turn[TAB_AI_MAX_TURN];
  TabPosition pos;
  char token[TAB_TOKEN_MAX];

  start (&pos, "fourmation", 6);
  g_assert_cmpuint (tab_ai_choose_turn (&pos, &params, turn), ==, 1);
  tab_action_format (&pos, turn[0], token);
  g_assert_cmpstr (token, ==, "c3");
  g_assert_nonnull (tab_book_for (pos.rules, &pos.options));
}

static void
test_no_book (void)
{
  TabPosition pos;

  start (&pos, "fourmation", 4);
  g_assert_null (tab_book_for (pos.rules, &pos.options));
  start (&pos, "fourmation", 8);
  g_assert_null (tab_book_for (pos.rules, &pos.options));
  start (&pos, "freedom", 8);
  g_assert_null (tab_book_for (pos.rules, &pos.options));
}

/* The file format: a round trip, and what is not a book */
static void
test_format (void)
{
  TabBookEntry entries[] = { { 30, 4 }, { 10, 7 }, { 20, 1 } };
  g_autoptr (GBytes) bytes = tab_book_serialize (entries, 3, 2, 17);
  g_autoptr (TabBook) book = tab_book_new_from_bytes (bytes, NULL);
  g_autoptr (GBytes) short_bytes = g_bytes_new_from_bytes (bytes, 0, g_bytes_get_size (bytes) - 1);
  g_autoptr (GBytes) junk = g_bytes_new_static ("not a book at all, no", 21);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (book);
  g_assert_cmpuint (tab_book_size (book), ==, 3);
  g_assert_cmpuint (tab_book_winner (book), ==, 2);
  g_assert_cmpuint (tab_book_win_by (book), ==, 17);
  g_assert_cmpuint (tab_book_entry (book, 0)->hash, ==, 10);
  g_assert_cmpuint (tab_book_entry (book, 2)->action, ==, 4);
  g_assert_null (tab_book_new_from_bytes (short_bytes, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (tab_book_new_from_bytes (junk, &error));
  g_assert_nonnull (error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/book/format", test_format);
  g_test_add_func ("/book/no-book", test_no_book);
  g_test_add_func ("/book/expert-opens-from-book", test_expert_opens_from_book);
  g_test_add_data_func ("/book/fourmation-5x5", GUINT_TO_POINTER (5), check_book);
  g_test_add_data_func ("/book/fourmation-6x6", GUINT_TO_POINTER (6), check_book);
  g_test_add_data_func ("/book/fourmation-7x7", GUINT_TO_POINTER (7), check_book);
  g_test_add_func ("/book/verify-finds-holes", test_verify_finds_holes);
  g_test_add_data_func ("/book/verify-5x5", GUINT_TO_POINTER (5), verify_book);
  g_test_add_data_func ("/book/verify-6x6", GUINT_TO_POINTER (6), verify_book);
  g_test_add_data_func ("/book/verify-7x7", GUINT_TO_POINTER (7), verify_book);
  return g_test_run ();
}
