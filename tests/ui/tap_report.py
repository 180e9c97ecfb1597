# tests/ui/tap_report.py: the TAP lines of the Python UI tests
# (test-atspi.py, test-focus.py, test-orca.py).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import sys

results = []


def tap(ok, name, detail='', stop=True, detail_always=True):
    """Prints "ok N name" or "not ok N name", and detail as comments (only
    for a failure unless detail_always); a failure ends the test at once
    when stop (what follows depends on it)"""
    results.append(bool(ok))
    print(('ok %d %s' if ok else 'not ok %d %s') % (len(results), name))
    if detail_always or not ok:
        for line in str(detail or '').splitlines():
            print('# ' + line)
    sys.stdout.flush()
    if not ok and stop:
        raise SystemExit(1)
    return bool(ok)


def plan():
    """The plan line for the results so far, and the exit status"""
    print('1..%d' % len(results))
    return 0 if all(results) else 1
