#!/usr/bin/python3
# test-standing-graph.py: the standing graph as a screen reader user meets
# it, through AT-SPI and the keyboard only: a finished 4Mation 5×5 game
# opened, the result card's Analyse Game analyses it, the graph is a
# slider named "Standing over the game" whose value says the standing
# after the turn on show; with the focus on it, Left and Home browse to
# earlier turns (the history bar says so) and End comes back.  Run under xvfb-run dbus-run-session
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
from gi.repository import Atspi  # noqa: E402

import app_warnings  # noqa: E402
import atspi_wait  # noqa: E402
import tap_report  # noqa: E402

KEY_LEFT, KEY_HOME, KEY_END, KEY_TAB = 0xff51, 0xff50, 0xff57, 0xff09
RECORD = 'c3 d2 c1 d1 e2 d3 e3 d4'

def tap(ok, name, detail=''):
    """A failure is said with its detail and ends the test"""
    return tap_report.tap(ok, name, detail, detail_always=False)


def wait_for(condition, timeout=30.0, step=0.1):
    return atspi_wait.wait_for(condition, timeout, step)


def app_root():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((a for a in desktop if a is not None and a.name == 'tabuleiro'), None)


find = atspi_wait.find
find_all = atspi_wait.find_all


def showing(acc):
    return acc.getState().contains(pyatspi.STATE_SHOWING)


def graph():
    return find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_SLIDER and
                a.name == 'Standing over the game' and showing(a))


def value_of(acc):
    """(current value, its text) of the slider"""
    value = acc.queryValue()
    try:
        text = Atspi.Value.get_text(acc)
    except Exception:
        text = None
    return value.currentValue, text


def press(keysym):
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    time.sleep(0.1)


def text_of(acc):
    """a label's words: its name, else its text"""
    if acc.name:
        return acc.name
    try:
        text = acc.queryText()
        return text.getText(0, text.characterCount)
    except Exception:
        return ''


def history_bar(text):
    return find(app_root(), lambda a: a.getRole() in (pyatspi.ROLE_LABEL, pyatspi.ROLE_STATUS_BAR) and
                showing(a) and text_of(a) == text)


def run():
    button = wait_for(lambda: find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and
                                   a.name == 'Analyse Game' and showing(a)))
    tap(button is not None, 'the result card offers Analyse Game',
        [(a.name, showing(a)) for a in find_all(app_root(), lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON)])
    tap(graph() is None, 'no graph before the analysis')
    button.queryAction().doAction(0)
    slider = wait_for(lambda: graph(), timeout=120)
    tap(slider is not None, 'then a slider "Standing over the game"')
    tap('proof drawn solid' in slider.description and 'Left and Right' in slider.description,
        'its description says what it shows and how to move', slider.description)
    tap(wait_for(lambda: value_of(slider)[0] == 8.0), 'its value: the last of 8 moves',
        value_of(slider))
    tap(value_of(slider)[1] == 'Move 8: Pink has won', 'its value in words', value_of(slider))

    # Tab goes round the window's controls to it
    for _ in range(60):
        if slider.getState().contains(pyatspi.STATE_FOCUSED):
            break
        press(KEY_TAB)
        time.sleep(0.1)
    tap(wait_for(lambda: slider.getState().contains(pyatspi.STATE_FOCUSED), timeout=5),
        'Tab reaches it: it takes the focus')
    press(KEY_LEFT)
    tap(wait_for(lambda: value_of(slider)[0] == 7.0), 'Left: move 7', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 7 of 8') is not None, timeout=10),
        'the board shows move 7 (the history bar says so)',
        [(a.getRoleName(), text_of(a)) for a in find_all(app_root(), lambda a: showing(a) and 'ing' in text_of(a))])
    text = value_of(slider)[1]
    tap(text == 'Move 7: Pink wins in 1 turn. Blue’s turn: Blunder, proven', 'move 7 in words', text)
    press(KEY_HOME)
    tap(wait_for(lambda: value_of(slider)[0] == 1.0), 'Home: move 1', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 1 of 8') is not None), 'the board shows move 1')
    press(KEY_END)
    tap(wait_for(lambda: value_of(slider)[0] == 8.0), 'End: the last move again', value_of(slider))
    tap(wait_for(lambda: history_bar('Showing move 1 of 8') is None), 'the board shows the game again')


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
    return tap_report.plan()


if __name__ == '__main__':
    sys.exit(main())
