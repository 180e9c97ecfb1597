/* test-save-analysis.c: the computer's review in a save file (the
 * optional <analysis>), and a game as readable text (Copy Game as Text)
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tab-game-record.h"
#include "tab-save-file.h"
#include "tab-random.h"

#include <string.h>

#define FIXTURE_TIME G_GINT64_CONSTANT (1768473000)   /* 2026-01-15T10:30:00Z */
#define NODES        3000                             /* enough to mark something */

typedef struct
{
  const char *id;
  guint       players;
} Kind;

/* every game, and Splut! with 3 and 4 seats (its review says only what
 * it proves) */
static const Kind kinds[] = {
  { "apart", 0 }, { "fourmation", 0 }, { "freedom", 0 }, { "green-skull", 0 },
  { "splut", 2 }, { "splut", 3 }, { "splut", 4 },
};

/* A game of random turns (at most n actions, fewer where it ends), its
 * seats and time set, its review attached; loaded once, so that it has
 * its game and position */
static TabSaveData *
make_game (const Kind *kind, guint n, guint seed)
{
  const TabRules *rules = tab_rules_lookup (kind->id);
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (TabSaveData) data = tab_save_data_new ();
  g_autoptr (GError) error = NULL;
  g_autofree TabAction *actions = g_new (TabAction, n + 1);
  g_autofree char *xml = NULL;
  TabPosition start, pos;
  TabSaveData *loaded;
  TabRng rng;
  guint played = 0;

  g_assert_nonnull (rules);
  tab_rng_seed (&rng, seed);
  data->rules = rules;
  tab_options_default (rules, &data->options);
  if (kind->players != 0)
    data->options.players = (guint8) kind->players;
  g_assert_true (tab_position_init (&start, rules, &data->options, NULL));
  tab_position_copy (&pos, &start);
  for (; played < n && !tab_position_is_over (&pos); played++)
    {
      char token[TAB_TOKEN_MAX];

      actions[played] = tab_position_random_action (&pos, &rng);
      tab_action_format (&pos, actions[played], token);
      g_ptr_array_add (tokens, g_strdup (token));
      tab_position_apply (&pos, actions[played]);
    }
  g_ptr_array_add (tokens, NULL);
  g_strfreev (data->actions);
  data->actions = g_strdupv ((char **) tokens->pdata);
  for (guint s = 0; s < data->options.players; s++)
    {
      data->seats[s].kind = s % 2 == 0 ? TAB_SEAT_PERSON : TAB_SEAT_COMPUTER;
      data->seats[s].level = s % 2 == 0 ? 0 : 3;
    }
  data->saved_at = FIXTURE_TIME;
  data->review = tab_game_review_new (NODES, played,
                                      tab_review_game (&start, actions, played, NODES, 1));

  xml = tab_save_data_to_xml (data, NULL);
  loaded = tab_save_data_parse (xml, strlen (xml), &error);
  g_assert_no_error (error);
  return loaded;
}

static void
assert_same_review (TabGameReview *a, TabGameReview *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (tab_game_review_get_nodes (a), ==, tab_game_review_get_nodes (b));
  g_assert_cmpuint (tab_game_review_get_n_actions (a), ==, tab_game_review_get_n_actions (b));
  g_assert_cmpuint (tab_game_review_get_n_turns (a), ==, tab_game_review_get_n_turns (b));
  for (guint i = 0; i < tab_game_review_get_n_turns (a); i++)
    {
      const TabTurnReview *x = tab_game_review_get_turn (a, i);
      const TabTurnReview *y = tab_game_review_get_turn (b, i);

      g_assert_cmpuint (x->seat, ==, y->seat);
      g_assert_cmpuint (x->first, ==, y->first);
      g_assert_cmpuint (x->n_played, ==, y->n_played);
      g_assert_cmpint (x->mark, ==, y->mark);
      g_assert_cmpint (x->proven, ==, y->proven);
      g_assert_cmpint (x->loss, ==, y->loss);
      g_assert_cmpint (x->choice, ==, y->choice);
      g_assert_cmpuint (x->n_better, ==, y->n_better);
      g_assert_true (memcmp (x->better, y->better, x->n_better * sizeof (TabAction)) == 0);
      g_assert_true (memcmp (&x->before, &y->before, sizeof (TabStanding)) == 0);
      g_assert_true (memcmp (&x->after, &y->after, sizeof (TabStanding)) == 0);
    }
}

/* Written and read back, every game and seat count: the same review, and
 * the same file again */
static void
test_round_trip (void)
{
  guint n_marked = 0, n_choices[3] = { 0 };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (TabSaveData) data = make_game (&kinds[k], 24, 100 + k);
      g_autoptr (TabSaveData) again = NULL;
      g_autofree char *xml = tab_save_data_to_xml (data, NULL);
      g_autofree char *xml_again = NULL;
      g_autoptr (GError) error = NULL;

      g_assert_nonnull (strstr (xml, "<analysis nodes=\"3000\""));
      again = tab_save_data_parse (xml, strlen (xml), &error);
      g_assert_no_error (error);
      assert_same_review (data->review, again->review);
      xml_again = tab_save_data_to_xml (again, NULL);
      g_assert_cmpstr (xml, ==, xml_again);
      for (guint i = 0; i < tab_game_review_get_n_turns (again->review); i++)
        {
          const TabTurnReview *r = tab_game_review_get_turn (again->review, i);

          n_marked += r->n_better > 0;
          n_choices[r->choice]++;
          /* with 3 or 4 seats the review does not look for a first choice */
          g_assert_true ((r->choice == TAB_CHOICE_UNKNOWN) == (kinds[k].players > 2));
        }
    }
  /* the random games have turns with a better one: the block says them */
  g_assert_cmpuint (n_marked, >, 0);
  /* and turns that were the computer's first choice, and others */
  g_assert_cmpuint (n_choices[TAB_CHOICE_FIRST], >, 0);
  g_assert_cmpuint (n_choices[TAB_CHOICE_OTHER], >, 0);
}

/* A block written before the first choice was kept: its lines, without
 * "=" or "~", load, the first choice unknown */
static void
test_without_choice (void)
{
  g_autoptr (TabSaveData) data = make_game (&kinds[1], 12, 11);
  g_autofree char *xml = tab_save_data_to_xml (data, NULL);
  g_autoptr (GString) old = g_string_new (xml);
  g_autoptr (TabSaveData) loaded = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (g_string_replace (old, " = ", " ", 0) + g_string_replace (old, " ~ ", " ", 0) +
                    g_string_replace (old, " =\n", "\n", 0) + g_string_replace (old, " ~\n", "\n", 0), >, 0);
  loaded = tab_save_data_parse (old->str, old->len, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->review);
  g_assert_cmpuint (tab_game_review_get_n_turns (loaded->review), ==, tab_game_review_get_n_turns (data->review));
  for (guint i = 0; i < tab_game_review_get_n_turns (loaded->review); i++)
    {
      const TabTurnReview *r = tab_game_review_get_turn (loaded->review, i);

      g_assert_cmpint (r->choice, ==, TAB_CHOICE_UNKNOWN);
      g_assert_cmpuint (r->n_better, ==, tab_game_review_get_turn (data->review, i)->n_better);
    }
}

/* A file without the block loads without a review; a review that does
 * not cover every action is not written */
static void
test_absent (void)
{
  g_autoptr (TabSaveData) data = make_game (&kinds[1], 10, 7);
  g_autofree char *xml = NULL;
  g_autoptr (TabSaveData) again = NULL;
  g_autoptr (GError) error = NULL;

  g_clear_object (&data->review);
  data->review = tab_game_review_new (NODES, 9, g_array_new (FALSE, TRUE, sizeof (TabTurnReview)));
  xml = tab_save_data_to_xml (data, NULL);
  g_assert_null (strstr (xml, "<analysis"));
  again = tab_save_data_parse (xml, strlen (xml), &error);
  g_assert_no_error (error);
  g_assert_null (again->review);
}

/* Replaces the first from in text by to */
static char *
replace (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* A block that does not fit the game is left out, the game loads; one
 * the schema refuses refuses the file with its message */
static void
test_corrupt (void)
{
  g_autoptr (TabSaveData) data = make_game (&kinds[1], 12, 11);
  g_autofree char *xml = tab_save_data_to_xml (data, NULL);
  g_autofree char *block = g_strdup (strstr (xml, "<analysis"));
  struct { const char *from, *to; } dropped[] = {
    { "actions=\"12\"", "actions=\"11\"" },   /* another game's */
    { "\n0 1 1 ", "\n0 2 1 " },              /* a turn of two actions */
    { "\n0 1 1 ", "\n1 1 1 " },              /* not where the game's turn is */
    { "\n0 1 1 ", "\n0 1 2 " },              /* the wrong seat */
    { "\n0 1 1 ", "\n0 1 1 maybe " },        /* no such mark */
    { "\n0 1 1 ", "\nzero 1 1 " },           /* not a number */
    { "\n0 1 1 ", "\n0 1 1 none 1 w99999999999 " },  /* a standing out of range */
    { "</analysis>", " zz9 </analysis>" },   /* an illegal better turn */
  };
  struct { const char *from, *to; } refused[] = {
    { "nodes=\"3000\"", "nodes=\"-3\"" },
    { "nodes=\"3000\"", "nodes=\"lots\"" },
    { "<analysis ", "<analysis extra=\"1\" " },
    { "</analysis>", "<turn/></analysis>" },
  };

  g_assert_nonnull (block);
  for (guint i = 0; i < G_N_ELEMENTS (dropped); i++)
    {
      g_autofree char *bad = replace (xml, dropped[i].from, dropped[i].to);
      g_autoptr (GError) error = NULL;
      g_autoptr (TabSaveData) loaded = tab_save_data_parse (bad, strlen (bad), &error);

      g_assert_no_error (error);
      g_assert_nonnull (loaded);
      g_assert_null (loaded->review);
      g_assert_cmpuint (g_strv_length (loaded->actions), ==, 12);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *bad = replace (xml, refused[i].from, refused[i].to);
      g_autoptr (GError) error = NULL;
      g_autoptr (TabSaveData) loaded = tab_save_data_parse (bad, strlen (bad), &error);

      g_assert_null (loaded);
      g_assert_error (error, TAB_SAVE_ERROR, TAB_SAVE_ERROR_INVALID);
    }
}

/* The text of a game of each kind: its name, the date, its seats, every
 * turn numbered with its seat, and the marks and better turns */
static void
test_record_text (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (TabSaveData) data = make_game (&kinds[k], 24, 300 + k);
      g_autofree char *text = tab_game_record_text (data, data->review);
      g_autofree char *plain = tab_game_record_text (data, NULL);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      TabGameReview *review = data->review;
      g_autofree char *seat1 = NULL;
      guint turn = 0;

      g_assert_true (g_str_has_prefix (text, data->rules->name));
      g_assert_cmpstr (lines[1], ==, "Date: 2026-01-15 10:30 UTC");
      seat1 = g_strdup_printf ("%s: person", tab_rules_seat_name (data->rules, &data->options, 1));
      g_assert_cmpstr (lines[2], ==, seat1);
      g_assert_true (g_str_has_suffix (lines[3], ": computer (Strong)"));
      g_assert_nonnull (strstr (text, "Analysis: 3000 nodes a position\n"));
      g_assert_null (strstr (plain, "Analysis:"));
      /* one numbered line per reviewed turn, its mark where marked */
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autofree char *head = g_strdup_printf ("%u. ", turn + 1);
          const TabTurnReview *r;
          g_autofree char *words = NULL;

          if (!g_str_has_prefix (lines[i], head))
            continue;
          /* an unfinished last turn is written, and not reviewed */
          if (turn == tab_game_review_get_n_turns (review))
            {
              g_assert_null (strstr (lines[i], " ("));
              turn++;
              continue;
            }
          r = tab_game_review_get_turn (review, turn);
          g_assert_true (g_str_has_prefix (lines[i] + strlen (head),
                                           tab_rules_seat_name (data->rules, &data->options, r->seat)));
          words = tab_game_review_mark_words (r);
          if (words != NULL)
            g_assert_nonnull (strstr (lines[i], words));
          else
            g_assert_null (strstr (lines[i], " ("));
          turn++;
        }
      g_assert_cmpuint (turn, >=, tab_game_review_get_n_turns (review));
      g_assert_cmpuint (turn, <=, tab_game_review_get_n_turns (review) + 1);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/save-analysis/round-trip", test_round_trip);
  g_test_add_func ("/save-analysis/absent", test_absent);
  g_test_add_func ("/save-analysis/without-choice", test_without_choice);
  g_test_add_func ("/save-analysis/corrupt", test_corrupt);
  g_test_add_func ("/save-analysis/record-text", test_record_text);

  return g_test_run ();
}
