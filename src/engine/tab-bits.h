/* tab-bits.h: fixed-size bit sets for boards of up to 384 cells
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAB_BITS_WORDS 6

typedef struct
{
  guint64 w[TAB_BITS_WORDS];
} TabBits;

static inline void
tab_bits_clear_all (TabBits *b)
{
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    b->w[i] = 0;
}

static inline void
tab_bits_set (TabBits *b, guint i)
{
  b->w[i >> 6] |= G_GUINT64_CONSTANT (1) << (i & 63);
}

static inline void
tab_bits_unset (TabBits *b, guint i)
{
  b->w[i >> 6] &= ~(G_GUINT64_CONSTANT (1) << (i & 63));
}

static inline gboolean
tab_bits_test (const TabBits *b, guint i)
{
  return (b->w[i >> 6] >> (i & 63)) & 1;
}

static inline guint
tab_bits_count (const TabBits *b)
{
  guint n = 0;
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    n += (guint) __builtin_popcountll (b->w[i]);
  return n;
}

static inline gboolean
tab_bits_any (const TabBits *b)
{
  guint64 acc = 0;
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    acc |= b->w[i];
  return acc != 0;
}

static inline void
tab_bits_and (TabBits *r, const TabBits *a, const TabBits *b)
{
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    r->w[i] = a->w[i] & b->w[i];
}

static inline void
tab_bits_or (TabBits *r, const TabBits *a, const TabBits *b)
{
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    r->w[i] = a->w[i] | b->w[i];
}

static inline void
tab_bits_andnot (TabBits *r, const TabBits *a, const TabBits *b)
{
  for (int i = 0; i < TAB_BITS_WORDS; i++)
    r->w[i] = a->w[i] & ~b->w[i];
}

/* the lowest set bit at or above from, or -1 */
static inline int
tab_bits_next (const TabBits *b, guint from)
{
  guint wi = from >> 6;
  if (wi >= TAB_BITS_WORDS)
    return -1;
  guint64 w = b->w[wi] & (~G_GUINT64_CONSTANT (0) << (from & 63));
  for (;;)
    {
      if (w)
        return (int) (wi * 64 + (guint) __builtin_ctzll (w));
      if (++wi >= TAB_BITS_WORDS)
        return -1;
      w = b->w[wi];
    }
}

#define TAB_BITS_FOREACH(bits, i) \
  for (int i = tab_bits_next ((bits), 0); i >= 0; i = tab_bits_next ((bits), (guint) i + 1))

G_END_DECLS
