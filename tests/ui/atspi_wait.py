# tests/ui/atspi_wait.py: waiting for the app, as the accessibility tests
# (test-atspi.py, test-focus.py) do.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import time


def wait_for(condition, timeout, step):
    """The first true value condition () returns within timeout seconds,
    asked every step seconds; None if none comes.  An accessible that goes
    away while it is looked at (an exception) counts as not yet."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = condition()
        except Exception:   # an object that went away while we looked
            value = None
        if value:
            return value
        time.sleep(step)
    return None
