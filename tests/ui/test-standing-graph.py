#!/usr/bin/python3
# test-standing-graph.py: the standing graph as a screen reader user meets
# it, through AT-SPI and the keyboard only: a 4Mation 5×5 game opened,
# Ctrl+Shift+A analyses it, the graph is a slider named "Standing over
# the game" whose value says the standing after the turn on show; with
# the focus on it, Left and Home browse to earlier turns (the history bar
# says so) and End comes back.  Run under xvfb-run dbus-run-session
# (tests/ui/meson.build).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shutil
import subprocess
import sys
import tempfile
import time

# as test-atspi.py: GLib reads G_DEBUG when pyatspi loads
os.environ.pop('G_DEBUG', None)

import pyatspi  # noqa: E402

import app_warnings  # noqa: E402
import atspi_wait  # noqa: E402

KEY_LEFT, KEY_HOME, KEY_END = 0xff51, 0xff50, 0xff57
KEY_CONTROL, KEY_SHIFT, KEY_A = 0xffe3, 0xffe1, 0x61
RECORD = 'c3 d2 c1 d1 e2 d3 e3'

results = []


def tap(ok, name, detail=''):
    results.append(bool(ok))
    print(('ok %d %s' if ok else 'not ok %d %s') % (len(results), name))
    if detail and not ok:
        for line in str(detail).splitlines():
            print('# ' + line)
    sys.stdout.flush()
    if not ok:
        raise SystemExit(1)


def wait_for(condition, timeout=30.0, step=0.1):
    return atspi_wait.wait_for(condition, timeout, step)


def app_root():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((a for a in desktop if a is not None and a.name == 'tabuleiro'), None)


def find(acc, predicate, depth=0):
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


def showing(acc):
    return acc.getState().contains(pyatspi.STATE_SHOWING)


def graph():
    return find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_SLIDER and
                a.name == 'Standing over the game' and showing(a))


def value_of(acc):
    """(current value, its text) of the slider"""
    value = acc.queryValue()
    text = getattr(value, 'text', None)
    return value.currentValue, text


def press(keysym):
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    time.sleep(0.1)


def chord(*keysyms):
    for keysym in keysyms:
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_PRESS)
    for keysym in reversed(keysyms):
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_RELEASE)
    time.sleep(0.1)


def history_bar(text):
    return find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_LABEL and a.name == text and
                showing(a))


def run():
    tap(wait_for(lambda: find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_TABLE and
                              a.name.startswith('4Mation board') and
                              a.getState().contains(pyatspi.STATE_FOCUSED))),
        'the game opens, its board focused')
    tap(graph() is None, 'no graph before the analysis')
    chord(KEY_CONTROL, KEY_SHIFT, KEY_A)
    slider = wait_for(lambda: graph(), timeout=300)
    tap(slider is not None, 'after Ctrl+Shift+A, a slider "Standing over the game"')
    tap('proof drawn solid' in slider.description and 'Left and Right' in slider.description,
        'its description says what it shows and how to move', slider.description)
    tap(wait_for(lambda: value_of(slider)[0] == 7.0), 'its value: the last of 7 moves',
        value_of(slider))
    text = value_of(slider)[1]
    tap(text is None or text == 'Move 7: Pink wins in 1 turn. Blue’s turn: Blunder, proven',
        'its value in words', text)

    slider.queryComponent().grabFocus()
    tap(wait_for(lambda: slider.getState().contains(pyatspi.STATE_FOCUSED)), 'it takes the focus')
    press(KEY_LEFT)
    tap(wait_for(lambda: value_of(slider)[0] == 6.0), 'Left: move 6', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 6 of 7') is not None),
        'the board shows move 6 (the history bar says so)')
    press(KEY_HOME)
    tap(wait_for(lambda: value_of(slider)[0] == 1.0), 'Home: move 1', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 1 of 7') is not None), 'the board shows move 1')
    text = value_of(slider)[1]
    tap(text is None or text.startswith('Move 1: Blue wins in '), 'move 1 in words', text)
    press(KEY_END)
    tap(wait_for(lambda: value_of(slider)[0] == 7.0), 'End: the last move again', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 6 of 7') is None and
                 history_bar('Showing move 1 of 7') is None),
        'the board shows the game again')


def main():
    app_path, cli = sys.argv[1], sys.argv[2]
    tmp = tempfile.mkdtemp(prefix='tabuleiro-graph-')
    env = dict(os.environ)
    env.pop('NO_AT_BRIDGE', None)
    env.update({'GTK_A11Y': 'atspi', 'XDG_DATA_HOME': os.path.join(tmp, 'data'),
                'XDG_CONFIG_HOME': os.path.join(tmp, 'config'), 'GSETTINGS_BACKEND': 'memory'})
    game = os.path.join(tmp, 'fourmation.tabuleiro')
    subprocess.run([cli, 'save', 'fourmation', '--size', '5', '--moves', RECORD, '--output', game],
                   check=True)
    app_log = os.path.join(tmp, 'app.log')
    app = app_warnings.start(app_path, env, app_log, game)
    try:
        run()
        warned = app_warnings.warnings(app_log)
        tap(not warned, 'the app warned about nothing', '\n'.join(warned))
    finally:
        app.terminate()
        app.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)
    print('1..%d' % len(results))
    return 0


if __name__ == '__main__':
    sys.exit(main())
