# tests/ui/atspi_wait.py: waiting for the app, as the accessibility tests
# (test-atspi.py, test-focus.py, test-standing-graph.py) do, and looking
# through its accessibility tree.
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


def find(acc, predicate, depth=0):
    """The first accessible below acc (depth first) for which predicate is
    true; None when none (an accessible that goes away counts as none)"""
    if acc is None:
        return None
    try:
        if predicate(acc):
            return acc
        children = list(acc) if depth < 60 else []
    except Exception:
        return None
    for child in children:
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def find_all(acc, predicate, out=None, depth=0):
    """Every accessible below acc for which predicate is true"""
    out = [] if out is None else out
    if acc is None:
        return out
    try:
        if predicate(acc):
            out.append(acc)
        children = list(acc) if depth < 60 else []
    except Exception:
        return out
    for child in children:
        find_all(child, predicate, out, depth + 1)
    return out
