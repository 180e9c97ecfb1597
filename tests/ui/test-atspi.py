#!/usr/bin/python3
# test-atspi.py: a whole game of 4Mation played as a screen reader user
# plays it, through the accessibility tree (AT-SPI) and the keyboard only:
# find the app, press New Game and Start, walk the board with the arrow
# keys reading what the board says about the cell under the cursor, press
# Return on a legal destination, hear the moves in the status line, read
# the result; then F1 opens the How to Play page of the game.  Run under xvfb-run dbus-run-session (tests/ui/meson.build).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import os
import subprocess
import sys
import tempfile
import time

# libatspi here warns about objects that go away while it reads the tree,
# which is no failure of the app; the app's own warnings fail the test
# (app_warnings.py)
os.environ.pop('G_DEBUG', None)

import pyatspi  # noqa: E402 (after G_DEBUG is gone: GLib reads it when loaded)

import app_warnings  # noqa: E402
import atspi_wait  # noqa: E402
from tap_report import tap  # noqa: E402

KEY_HOME, KEY_LEFT, KEY_UP, KEY_RIGHT, KEY_DOWN, KEY_RETURN = 0xff50, 0xff51, 0xff52, 0xff53, 0xff54, 0xff0d
KEY_F1 = 0xffbe



def wait_for(condition, timeout=10.0, step=0.05):
    return atspi_wait.wait_for(condition, timeout, step)


find = atspi_wait.find
find_all = atspi_wait.find_all


def text_of(acc):
    text = acc.queryText()
    return text.getText(0, text.characterCount)


def press(keysym):
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    time.sleep(0.04)


def click(button):
    action = button.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == 'click':
            action.doAction(i)
            return
    raise AssertionError('%s cannot be clicked' % button.name)


def named_by_type(frame):
    """What a screen reader would read by its GTK type ("GtkLabel",
    "GtkImage New Game push button"): scroll bars and unnamed boxes
    (fillers) are left out, which GTK names so and Orca does not read"""
    return find_all(frame, lambda a: a.name.startswith('Gtk') and a.getRole() != pyatspi.ROLE_SCROLL_BAR and
                    a.getRole() != pyatspi.ROLE_FILLER, [])


def describe(parts):
    return ', '.join('%s %s' % (a.getRoleName(), a.name) for a in parts)


def main():
    app_path = sys.argv[1]
    env = dict(os.environ)
    env.pop('NO_AT_BRIDGE', None)
    env['GTK_A11Y'] = 'atspi'
    env['XDG_DATA_HOME'] = tempfile.mkdtemp(prefix='tabuleiro-atspi-')
    # the person plays the first legal cell, which may lose at once: no
    # question before it (test-loss-warning.c asks it)
    env['GSETTINGS_BACKEND'] = 'keyfile'
    env['XDG_CONFIG_HOME'] = os.path.join(env['XDG_DATA_HOME'], 'config')
    os.makedirs(os.path.join(env['XDG_CONFIG_HOME'], 'glib-2.0', 'settings'))
    with open(os.path.join(env['XDG_CONFIG_HOME'], 'glib-2.0', 'settings', 'keyfile'), 'w') as keyfile:
        keyfile.write('[io/github/tabuleiro/Tabuleiro]\nwarn-losing-turn=false\n')
    app_log = os.path.join(env['XDG_DATA_HOME'], 'app.log')
    app = app_warnings.start(app_path, env, app_log)
    print('1..12')
    try:
        run(app)
        warned = app_warnings.warnings(app_log)
        tap(not warned, 'the app warned about nothing', '\n'.join(warned))
    finally:
        app.terminate()
        app.wait(10)


def run(app):
    desktop = pyatspi.Registry.getDesktop(0)

    # 1. the app is on the desktop, its window has a name
    tabuleiro = wait_for(lambda: next((a for a in desktop if a is not None and a.name == 'tabuleiro'), None))
    tap(tabuleiro is not None, 'the app is in the accessibility tree')
    frame = wait_for(lambda: find(tabuleiro, lambda a: a.getRole() == pyatspi.ROLE_FRAME))
    games = wait_for(lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_LIST and a.name == 'Games'))
    names = [row.name for row in games]
    tap(frame.name == 'Tabuleiro' and '4Mation' in names and len(names) == 5,
        'the window and its five games have names', ', '.join(names))

    # 2. every button of the header bar has a name
    buttons = find_all(frame, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON, [])
    unnamed = [b for b in buttons if not b.name]
    tap(len(buttons) > 0 and not unnamed, 'every button is labelled',
        ', '.join(b.name for b in buttons))

    # 3. nothing is read by its GTK type ("GtkImage New Game push button",
    # "GtkStackPage panel"): the images of icon buttons are hidden, the
    # window's pages have names
    typed = named_by_type(frame)
    pages = [a.name for a in find_all(frame, lambda a: a.getRole() == pyatspi.ROLE_PANEL and
                                      a.name in ('Choose a Game', 'Game'), [])]
    tap(not typed and 'Choose a Game' in pages and 'Game' in pages,
        'no part is named by its type; the pages are named',
        describe(typed) + ' | pages: ' + ', '.join(pages))

    # 3. New Game, then Start in the dialog
    new_game = find(frame, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == 'New Game')
    click(new_game)
    # (a dialog inside the window, not a window of its own)
    dialog = wait_for(lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_DIALOG and a.name == 'New Game'))
    # named once, without the mnemonic's underscore (not "_Start Start")
    dialog_buttons = sorted(b.name for b in find_all(dialog, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON, []))
    start = find(dialog, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == 'Start')
    tap(dialog is not None and start is not None and dialog_buttons == ['Cancel', 'Start'],
        'the New Game dialog and its Cancel and Start buttons',
        'dialog “%s”, buttons %s' % (dialog.name, dialog_buttons))
    click(start)
    board = wait_for(lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_TABLE and 'board' in a.name))
    tap(board is not None and board.name.startswith('4Mation board'), 'the board has a name', board.name)
    # nor on the game's page: the history bar's empty label and the
    # progress bar of opening a file, in closed revealers, are hidden
    typed = named_by_type(frame)
    tap(not typed, 'no part of the game page is named by its type', describe(typed))

    # the keyboard goes to the window under the pointer (Xvfb has no window
    # manager): put the pointer over the window, which is at the top left
    # corner of the screen (GTK 4 on X11 knows no screen coordinates)
    extents = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    pyatspi.Registry.generateMouseEvent(extents.x + extents.width // 2, extents.y + extents.height // 2, 'abs')

    # the move list has a row per turn: "  3. ■ d4", its number in one
    # label, the seat's glyph in one (in its piece's colours), then each
    # action in a label of its own (so that a long turn wraps between
    # actions only)
    def move_list():
        heads = find_all(frame, lambda a: a.getRole() == pyatspi.ROLE_LABEL and
                         re.match(r'\s*\d+\.(\s|$)', text_of(a)), [])
        return '\n'.join(' '.join(text_of(part) for part in head.parent) for head in heads)

    def status_lines():
        return [text_of(s) for s in find_all(frame, lambda a: a.getRole() == pyatspi.ROLE_STATUS_BAR, [])]

    def result_line():
        # the result card's title and sentence, "You Win" and "Four in a
        # row on c3–f6.", or "Draw" and "Every cube is placed ..." (no
        # status says "to move" then)
        titles = ('Draw', 'You Win', 'The Computer Wins')
        lines = status_lines()
        return next((title + ' ' + lines[i + 1] for i, title in enumerate(lines[:-1])
                     if title in titles or title.endswith(' Wins')), None)

    # 4. the cursor cell is described: Home goes to a1
    press(KEY_HOME)
    described = wait_for(lambda: board.description.startswith('a1, '), timeout=3)
    tap(described is not None, 'the board describes the cell under the cursor', board.description)

    # 5. play: walk the board row by row, reading each cell, and press
    # Return on the first legal destination; the computer answers
    heard = []
    moves = 0
    while moves < 60:
        if result_line() is not None:
            break
        if not wait_for(lambda: any(line.endswith(' to move') and '(computer)' not in line
                                    for line in status_lines()) or result_line() is not None, timeout=10):
            tap(False, 'the person gets the turn back', '\n'.join(status_lines()))
        if result_line() is not None:
            break
        press(KEY_HOME)
        wait_for(lambda: board.description.startswith('a1, '), timeout=3)
        size = int(board.name.split(', ')[1].split(' by ')[0])
        played = False
        for row in range(size):
            for step in range(size):
                if 'legal destination' in board.description:
                    cell = board.description.split(',')[0]
                    press(KEY_RETURN)
                    # the move list has it as Blue's (■) move, and the
                    # status line tells the last turn in words ("Blue
                    # placed a cube on c3.")
                    recorded = wait_for(lambda: ('■ ' + cell) in move_list(), timeout=5)
                    heard.append('%s: %s' % (cell, ' | '.join(status_lines())) if recorded
                                 else '? %s: %s' % (cell, move_list()))
                    played = True
                    break
                if step < size - 1:
                    before = board.description
                    press(KEY_RIGHT if row % 2 == 0 else KEY_LEFT)
                    wait_for(lambda: board.description != before, timeout=2)
            if played:
                break
            before = board.description
            press(KEY_UP)
            wait_for(lambda: board.description != before, timeout=2)
        if not played:
            tap(False, 'a legal destination was found on the board', board.description)
        moves += 1
    tap(moves > 0 and not any(line.startswith('?') for line in heard) and
        any(' placed a cube on ' in line for line in heard),
        'moves were played and announced in the status line (%d moves)' % moves, '\n'.join(heard))

    # 6. the result
    result = wait_for(result_line, timeout=10)
    tap(result is not None, 'the result is read from the window', result)

    # 7. F1, the key a user presses for help, opens the game's rules
    press(KEY_F1)
    # (a dialog inside the game window: libadwaita's AdwDialog)
    how = wait_for(lambda: find(tabuleiro, lambda a: a.name == 'How to Play' and
                                a.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_FRAME)))
    # the page's header bar: its title and subtitle, two labels in a row
    # after the list of the games (found by what they say, not by the name
    # of their widget's class, which GTK 4.8 gives a generic widget and
    # 4.18 not)
    labels = how and [label.name for label in find_all(how, lambda a: a.getRole() == pyatspi.ROLE_LABEL, [])]
    at = labels.index('How to Play') if labels and 'How to Play' in labels else -1
    title = labels[at:at + 2] if at >= 0 else None
    tap(how is not None and title == ['How to Play', '4Mation'],
        'F1 opens the How to Play page of the game', labels and ', '.join(labels[:12]))


if __name__ == '__main__':
    main()
