#!/usr/bin/python3
# test-focus.py: the keyboard is on the board whenever a game comes on
# screen, under a window manager (openbox) as on a desktop: the app
# started with a file (the command line, the file manager), a second
# launch with another file, New Game (Ctrl+N, Return), and a dialog
# closed (the preferences, Escape); the screen reader hears "Game
# opened." (an AT-SPI announcement), and Tab leaves the board and
# Shift+Tab comes back to it.  Keys are typed with xdotool into the
# window openbox made active.  Run with tests/with-display.sh.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-focus.py PATH-TO-tabuleiro PATH-TO-tabuleiro-cli  (prints TAP)

import os
import shutil
import subprocess
import sys
import tempfile
import time

# libatspi warns about objects that go away while the tree is read
os.environ.pop('G_DEBUG', None)
import pyatspi  # noqa: E402 (GLib reads G_DEBUG when loaded)

import app_warnings  # noqa: E402
import atspi_wait  # noqa: E402
import tap_report  # noqa: E402

KEY_LEFT = 0xff51


def tap(ok, name, detail=''):
    """A failure is said with its detail, and the test goes on"""
    return tap_report.tap(ok, name, detail, stop=False, detail_always=False)


def wait_for(condition, timeout=30.0, step=0.1):
    return atspi_wait.wait_for(condition, timeout, step)


def app_root():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((a for a in desktop if a is not None and a.name == 'tabuleiro'), None)


find = atspi_wait.find


def focused():
    """the app's accessible with the keyboard focus, as (role, name)"""
    root = app_root()
    if root is None:
        return None
    found = find(root, lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    return (found.getRoleName(), found.name) if found is not None else None


def board_focused(game):
    now = focused()
    return now is not None and now[0] == 'table' and now[1].startswith(game + ' board')


def active_window():
    return subprocess.run(['xdotool', 'getactivewindow', 'getwindowname'],
                          capture_output=True, text=True).stdout.strip()


def key(*keys):
    subprocess.run(['xdotool', 'key', '--clearmodifiers', *keys], capture_output=True)
    time.sleep(0.3)


announcements = []


def on_announcement(event):
    announcements.append(str(event.any_data))


def heard(words):
    def check():
        pyatspi.Registry.pumpQueuedEvents()
        return any(words in a for a in announcements)
    return wait_for(check, timeout=10)


def main():
    app_path, cli = sys.argv[1], sys.argv[2]
    tmp = tempfile.mkdtemp(prefix='tabuleiro-focus-')
    env = dict(os.environ)
    env.pop('NO_AT_BRIDGE', None)
    env.update({'GTK_A11Y': 'atspi', 'XDG_DATA_HOME': os.path.join(tmp, 'data'),
                'XDG_CONFIG_HOME': os.path.join(tmp, 'config'), 'GSETTINGS_BACKEND': 'memory'})
    fourmation = os.path.join(tmp, 'fourmation.tabuleiro')
    freedom = os.path.join(tmp, 'freedom.tabuleiro')
    subprocess.run([cli, 'save', 'fourmation', '--size', '7', '--moves', 'd4 c3',
                    '--output', fourmation], check=True)
    subprocess.run([cli, 'save', 'freedom', '--size', '10', '--moves', 'a1 b2',
                    '--output', freedom], check=True)
    if shutil.which('openbox') is None:
        print('1..0 # SKIP openbox is not installed')
        return 0
    wm = subprocess.Popen(['openbox', '--sm-disable'], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    pyatspi.Registry.registerEventListener(on_announcement, 'object:announcement')
    app_log = os.path.join(tmp, 'app.log')
    app = app_warnings.start(app_path, env, app_log, fourmation)
    try:
        run(app_path, env, freedom, wm)
        warned = app_warnings.warnings(app_log)
        tap(not warned, 'the app warned about nothing', '\n'.join(warned))
    finally:
        app.terminate()
        app.wait(10)
        wm.terminate()
        wm.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)
    return tap_report.plan()


def run(app_path, env, freedom, wm):
    # 1. started with a file: the window is active, the board has the keys
    tap(wait_for(lambda: active_window().startswith('4Mation')), 'the window opens active on the game',
        active_window())
    tap(wm.poll() is None, 'openbox is the window manager')
    tap(wait_for(lambda: board_focused('4Mation')), 'the board has the keyboard focus', focused())
    tap(heard('Game opened.'), 'the screen reader hears "Game opened."', announcements)
    tap(not any('Edge of the board' in a for a in announcements), 'and no "Edge of the board"',
        announcements)

    # 2. Tab leaves the board, Shift+Tab comes back to it
    key('Tab')
    tap(wait_for(lambda: not board_focused('4Mation'), timeout=5), 'Tab leaves the board', focused())
    key('shift+Tab')
    tap(wait_for(lambda: board_focused('4Mation'), timeout=5), 'Shift+Tab comes back to the board',
        focused())
    # (through AT-SPI, as test-atspi.py types on the board)
    for _ in range(8):
        pyatspi.Registry.generateKeyboardEvent(KEY_LEFT, None, pyatspi.KEY_SYM)
        time.sleep(0.1)
    board = find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_TABLE)
    tap(heard('Edge of the board.'), 'an arrow key against the edge says "Edge of the board."',
        '%s %s' % (announcements, board.description if board else None))

    # 3. a second launch with another file: its game, the board focused
    announcements.clear()
    subprocess.Popen([app_path, freedom], env=env, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL).wait(60)
    tap(wait_for(lambda: active_window().startswith('Freedom')), 'a second launch shows its file',
        active_window())
    tap(wait_for(lambda: board_focused('Freedom')), 'the board has the keyboard focus again', focused())
    tap(heard('Game opened.'), 'and "Game opened." is heard again', announcements)

    # 4. a dialog closed: the focus goes back to the board
    key('ctrl+comma')
    tap(wait_for(lambda: not board_focused('Freedom'), timeout=10), 'the preferences take the focus',
        focused())
    key('Escape')
    tap(wait_for(lambda: board_focused('Freedom'), timeout=10),
        'once they close, the board has it again', focused())

    # 5. New Game: the new game's board has the keys
    key('ctrl+n')
    dialog = wait_for(lambda: find(app_root(), lambda a: a.getRole() == pyatspi.ROLE_DIALOG and
                                   a.name == 'New Game'), timeout=10)
    tap(dialog is not None, 'Ctrl+N opens New Game')
    key('Return')
    tap(wait_for(lambda: focused() is not None and focused()[0] == 'table', timeout=10),
        'Start puts the focus on the new game\'s board', focused())


if __name__ == '__main__':
    sys.exit(main())
