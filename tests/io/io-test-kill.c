/* io-test-kill.c: start a copy of a test and SIGKILL it mid-work
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "io-test-kill.h"

#include <signal.h>
#include <sys/wait.h>

void
io_test_spawn_and_kill (const char * const *argv,
                        char              **envp,
                        guint               delay_ms)
{
  g_autoptr (GError) error = NULL;
  GPid pid;
  int status;

  g_assert_true (g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  g_usleep (1000 * (gulong) delay_ms);
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
}
