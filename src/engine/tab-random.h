/* tab-random.h: a small, fast, seedable generator (splitmix64 seeding a
 * xoshiro256**), and the Zobrist keys derived from it
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} TabRng;

static inline guint64
tab_splitmix64 (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return x ^ (x >> 31);
}

void    tab_rng_seed  (TabRng *rng,
                       guint64 seed);

static inline guint64
tab_rng_next (TabRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = ((s[1] * 5) << 7 | (s[1] * 5) >> 57) * 9;
  guint64 t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* uniform in [0, n), n > 0 */
static inline guint
tab_rng_below (TabRng *rng, guint n)
{
  return (guint) (((tab_rng_next (rng) >> 32) * (guint64) n) >> 32);
}

/* Zobrist key for (what, where): deterministic, the same in every run,
 * so hashes can be stored in tests.  what names a piece kind or a state
 * field, where a cell or a value. */
static inline guint64
tab_zobrist (guint what, guint where)
{
  return tab_splitmix64 (((guint64) what << 32) ^ where ^ G_GUINT64_CONSTANT (0x7AB0E1B0));
}

G_END_DECLS
