/* io-test-kill.h: start a copy of a test and SIGKILL it mid-work
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Starts argv (with environment envp, NULL: ours), lets it run for
 * delay_ms milliseconds, kills it with SIGKILL and reaps it; asserts it
 * died of that signal */
void io_test_spawn_and_kill (const char * const *argv,
                             char              **envp,
                             guint               delay_ms);

G_END_DECLS
