#!/usr/bin/python3
# test-orca.py: the app under the Orca screen reader, driven by the
# keyboard only, with what Orca says read from its debug log (Orca writes
# every utterance there as "SPEECH OUTPUT: '…'", with or without a speech
# synthesizer: here it has none).  Checks what a blind player hears:
#
#   1. a saved game opened with Ctrl+O from the game chooser: the focus is
#      on the board, which Orca names, with whose turn it is, and the
#      computer's turn that follows (Blue, the computer, is to move);
#   2. a new game against the computer (Ctrl+N, Return): a cube placed with
#      Return, then the computer's reply in words ("Pink placed a cube on
#      …") and whose turn it is;
#   3. Undo: what it took back, the computer's reply with the person's turn.
#
# Xvfb has no window manager: the test starts openbox where it is installed
# (Orca 48 and later drop the events of a window that no window manager has
# made active), and gives the keyboard focus to each new window itself
# (xdotool windowactivate, or windowfocus without a window manager).  Run
# under tests/with-display.sh (tests/ui/meson.build).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import codecs
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import tty

import app_warnings
import atspi_wait
from tap_report import tap

TIMEOUT = 60      # seconds; generous: a busy machine, a cold Orca


def wait_for(condition, timeout=TIMEOUT, step=0.1):
    return atspi_wait.wait_for(condition, timeout, step)


class Orca:
    """Orca with a private home and settings, and its debug log"""

    def __init__(self, root):
        self.prefs = os.path.join(root, 'orca')
        self.log = os.path.join(root, 'orca-debug.log')
        os.makedirs(self.prefs)
        settings = {
            'general': {
                'firstStart': False,
                # no synthesizer: Orca logs what it would say all the same
                'speechServerFactory': '',
                'enableSound': False,
                'enableBraille': False,
                'enableBrailleMonitor': False,
                # the keys typed are not what is checked
                'enableKeyEcho': False,
                'enableEchoByCharacter': False,
                'enableEchoByWord': False,
            },
            'profiles': {'default': {'profile': ['Default', 'default']}},
            'pronunciations': {},
            'keybindings': {},
        }
        with open(os.path.join(self.prefs, 'user-settings.conf'), 'w') as f:
            json.dump(settings, f)
        self.process = None
        self.mark = 0

    def start(self, env):
        # Orca writes its debug file through Python's open (), which buffers
        # a file in blocks of 8 kB but a terminal by lines: the debug file
        # is a pseudo-terminal, read here as Orca writes, line by line
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        self.chunks = []
        self.lock = threading.Lock()
        threading.Thread(target=self.read_log, daemon=True).start()
        # Orca runs once per user: it leaves at once while another Orca
        # runs (another test of this suite, run elsewhere): wait for it
        end = time.monotonic() + 300
        while time.monotonic() < end:
            self.process = subprocess.Popen(['orca', '--user-prefs', self.prefs,
                                             '--debug-file', os.ttyname(self.slave)],
                                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            # (Orca 43 logs the first, Orca 48 only the second)
            started = wait_for(lambda: 'ORCA: Starting ATSPI registry' in self.text() or
                               "SPEECH OUTPUT: 'Screen reader on.'" in self.text() or
                               self.process.poll() is not None)
            if started and self.process.poll() is None:
                return True
            print('# another Orca runs: waiting')
            time.sleep(5)
        return None

    def read_log(self):
        # a character may be cut between two reads
        decoder = codecs.getincrementaldecoder('utf-8')(errors='replace')
        with open(self.log, 'wb') as copy:
            while True:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    return
                if not data:
                    return
                copy.write(data)
                copy.flush()
                with self.lock:
                    self.chunks.append(decoder.decode(data))

    def text(self):
        with self.lock:
            if len(self.chunks) > 1:
                self.chunks[:] = [''.join(self.chunks)]
            return self.chunks[0] if self.chunks else ''

    def spoken(self):
        """What Orca said since the last mark, one utterance a line"""
        return re.findall(r"SPEECH OUTPUT: '(.*?)'", self.text()[self.mark:])

    def set_mark(self):
        self.mark = len(self.text())

    def wait_said(self, pattern, timeout=TIMEOUT):
        return wait_for(lambda: next((line for line in self.spoken() if re.search(pattern, line)), None),
                        timeout)

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()


def xdotool(*args):
    return subprocess.run(['xdotool'] + list(args), capture_output=True, text=True, timeout=60).stdout


def windows(name):
    return xdotool('search', '--onlyvisible', '--name', name).split()


window_manager = None


def start_window_manager(env):
    """openbox on the display, if it is installed; True once it runs"""
    global window_manager
    if shutil.which('openbox') is None:
        return False
    window_manager = subprocess.Popen(['openbox', '--sm-disable'], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # it runs once it answers for the active window (xdotool complains
    # that the window manager has no _NET_ACTIVE_WINDOW until then)
    return wait_for(lambda: '_NET_ACTIVE_WINDOW' not in
                    subprocess.run(['xdotool', 'getactivewindow'], capture_output=True,
                                   text=True).stderr, timeout=20) is not None


def focus_window(name):
    """Gives the keyboard focus to the window named name, once it is shown"""
    found = wait_for(lambda: windows(name))
    if not found:
        return False
    if window_manager is not None:
        xdotool('windowactivate', '--sync', found[-1])
    else:
        xdotool('windowfocus', '--sync', found[-1])
    return True


def key(*keys):
    xdotool('key', '--delay', '60', *keys)


def main():
    app_path = sys.argv[1]
    root = tempfile.mkdtemp(prefix='tabuleiro-orca-')
    # a copy: the test must not change the file it was given
    # (alone in the documents folder, where the Open dialog starts)
    documents = os.path.join(root, 'documents')
    os.makedirs(documents)
    save_file = os.path.join(documents, 'fourmation.tabuleiro')
    shutil.copyfile(sys.argv[2], save_file)
    env = dict(os.environ)
    env.pop('NO_AT_BRIDGE', None)
    env['GTK_A11Y'] = 'atspi'
    for var in ('HOME', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME'):
        env[var] = os.path.join(root, var.lower())
        os.makedirs(env[var])
    with open(os.path.join(env['XDG_CONFIG_HOME'], 'user-dirs.dirs'), 'w') as dirs:
        dirs.write('XDG_DOCUMENTS_DIR="%s"\n' % documents)
    # the app warns about nothing; Orca's libraries are not the app's
    orca_env = dict(env)
    orca_env.pop('G_DEBUG', None)
    orca = Orca(root)
    app = None
    print('1..10')
    try:
        if start_window_manager(orca_env):
            print('# openbox is the window manager')
        tap(orca.start(orca_env) is not None, 'Orca runs and logs')
        app_log = os.path.join(root, 'app.log')
        app = app_warnings.start(app_path, env, app_log)
        run(orca, save_file)
        warned = app_warnings.warnings(app_log)
        tap(not warned, 'the app warned about nothing', '\n'.join(warned))
    finally:
        orca.stop()
        if window_manager is not None:
            window_manager.terminate()
            window_manager.wait(15)
        if app is not None:
            app.terminate()
            app.wait(15)
        if os.environ.get('TAB_KEEP_ORCA_LOG'):
            print('# the log: ' + orca.log)
        else:
            shutil.rmtree(root, ignore_errors=True)


def game_opened(orca):
    """True once a 4Mation window shows, False once the app says it cannot
    open the file, None meanwhile"""
    if windows('^4Mation'):
        return True
    if any('Cannot open' in line for line in orca.spoken()):
        return False
    return None


def open_with_dialog(orca, save_file):
    """Ctrl+O, then the file: True once the game is open"""
    # The dialog starts in the documents folder, where the file is alone:
    # Home takes the first file of its list, Return opens it
    key('ctrl+o')
    if not focus_window('^Open Game$'):
        return False
    time.sleep(1)
    key('Home', 'Return')
    if wait_for(lambda: game_opened(orca) is not None or not windows('^Open Game$'), timeout=10) and \
            wait_for(lambda: game_opened(orca) is not None, timeout=TIMEOUT):
        if game_opened(orca):
            return True
    if windows('^Open Game$'):
        key('Escape')
    print('# Home and Return in the file list did not open it: the path typed instead')
    orca.set_mark()
    for delay in ('40', '150', '400'):
        key('ctrl+o')
        if not focus_window('^Open Game$'):
            return False
        xdotool('type', '--delay', delay, save_file)
        # a completion offered after the last key is selected text: gone
        time.sleep(1)
        key('Delete')
        key('Return')
        # the location entry may take the first Return for its completion
        # of the name typed: Return again while the dialog stays
        if wait_for(lambda: not windows('^Open Game$'), timeout=5) is None:
            key('Return')
        # On a busy machine the entry's inline completion can come in
        # between two typed keys and keep both ("fourmation.tabuleiro" +
        # "rmation.tabuleiro"): the app then says that no such file
        # exists, rightly; the path is typed again, more slowly
        if wait_for(lambda: windows('^4Mation') or
                    any('Cannot open' in line for line in orca.spoken()), timeout=TIMEOUT) \
                and windows('^4Mation'):
            return True
        print('# the path typed %s ms a key came out garbled (%s): again' % (delay, orca.spoken()[-1:]))
        orca.set_mark()
    return False


def run(orca, save_file):
    # 2. the app starts on the game chooser, and tells Orca it is there
    # (its first events may come before: Orca has them from a "dead" app)
    # (Orca 43 logs "[application | tabuleiro]", Orca 48 "[application: 'tabuleiro']")
    tap(focus_window('^Tabuleiro$') and
        wait_for(lambda: re.search(r"\[application(: '| \| )tabuleiro", orca.text())),
        'Orca knows the app')

    # 3. Ctrl+O, a saved game of 4Mation in which the computer (Blue) is to
    # move: the board has the focus and Orca names it
    orca.set_mark()
    tap(open_with_dialog(orca, save_file), 'the Open dialog opens the file')
    focus_window('^4Mation')
    board = orca.wait_said(r'4Mation board, 7 by 7')
    # "Game opened. Blue (computer) to move.", unless the computer's turn
    # came first, or replaced it before Orca read the board; then the cell
    # under the cursor.  Orca 43 (GTK 4.8: the words are in the board's
    # description) says both at once, Orca 48 (GTK 4.18: the words are an
    # announcement) one after the other
    told = orca.wait_said(r'^(Game opened\. .*\.|Blue placed a cube on [a-g][1-7]\. Your turn: Pink\.)'
                          r'( [a-g][1-7], |$)')
    cell = orca.wait_said(r'(^| )[a-g][1-7], (empty|Blue cube|Pink cube)')
    tap(board is not None and told is not None and cell is not None,
        'after opening a file the board has the focus, is read and says whose turn it is',
        '\n'.join(orca.spoken()))
    reply = orca.wait_said(r'Blue placed a cube on [a-g][1-7]\. Your turn: Pink\.')
    tap(reply is not None, "the computer's turn after opening is told", '\n'.join(orca.spoken()))

    # 5. a new game against the computer (the dialog's defaults: Blue for
    # the person, Pink for the computer); Home, Return places a cube on a1.
    # The game opened has changed since: Start asks first (Discard).  The
    # dialog is shown inside the game's window, which keeps the keyboard:
    # Return once the focus is on Start, as Orca says
    orca.set_mark()
    key('ctrl+n')
    orca.wait_said(r'\bStart\b')
    key('Return')
    asked = wait_for(lambda: 'board' if any('4Mation board' in line for line in orca.spoken()) else
                     'question' if any('Save the Game?' in line for line in orca.spoken()) else None)
    if asked == 'question':
        key('alt+d')
    focus_window('^4Mation$')
    tap(orca.wait_said(r'4Mation board, 7 by 7') is not None, 'a new game: the board has the focus',
        '\n'.join(orca.spoken()))
    orca.set_mark()
    key('Home', 'Return')
    # 6. the reply
    reply = orca.wait_said(r'Pink placed a cube on [a-g][1-7]\. Your turn: Blue\.')
    tap(reply is not None, "the computer's reply is told", '\n'.join(orca.spoken()))

    # 7. Return on the cube just placed says why nothing happens
    orca.set_mark()
    key('Return')
    refused = orca.wait_said(r'a1: no move here\.')
    tap(refused is not None, 'Return on an occupied cell says why', '\n'.join(orca.spoken()))

    # 8. Undo takes back the computer's reply with the person's cube
    orca.set_mark()
    key('ctrl+z')
    undone = orca.wait_said(r'Undone: Blue placed a cube on a1\. Pink placed a cube on [a-g][1-7]\. '
                            r'Your turn: Blue\.')
    tap(undone is not None, 'Undo says what it took back', '\n'.join(orca.spoken()))


if __name__ == '__main__':
    main()
