#!/usr/bin/env python3
# test-kill.py: no game is lost when the app is killed.  Runs the real app
# (under xvfb-run and dbus-run-session, started by meson), lets two
# computer seats play a game opened from a file, kills the app with
# SIGKILL, checks the unfinished game kept; starts the app again, which
# asks nothing and lists the game on its chooser; continues it (a click on
# its row) and checks the game goes on from there; removes it (the row's
# button) and checks it is gone with the name of its file, and that a
# start removes what a kill in the middle of that leaves; and that an
# entry of a newer version is neither listed nor removed, nor takes the
# others with it.  The rows are found through the accessibility tree
# (AT-SPI).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-kill.py PATH-TO-tabuleiro PATH-TO-tabuleiro-cli   (prints TAP)

import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

# libatspi warns about objects that go away while the tree is read: no
# failure of the app (which gets no G_DEBUG either, see below)
os.environ.pop("G_DEBUG", None)
import pyatspi  # noqa: E402 (GLib reads G_DEBUG when loaded)

APP, CLI = sys.argv[1], sys.argv[2]
# an autosave written by a newer Tabuleiro (format 2)
NEWER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files", "format-2.xml")
CLOSE_TITLE = "Save the Game?"
# the row of the game on the chooser, and its button
ROW_TITLE = "Freedom, Beginner against Beginner"
REMOVE_LABEL = "Remove \u201c" + ROW_TITLE + "\u201d From the List"
# How long the app may take to start and play: generous, as the machine
# may be busy with other tests and the sanitizer build; a pass is quick.
STARTUP = 90
results = []


def check(name, condition, detail=""):
    if not condition:
        detail = f"{detail}\napp log:\n{app_log()}"
    results.append((name, bool(condition), detail))
    return bool(condition)


def app_log():
    try:
        with open(os.path.join(tmp, "app.log"), encoding="utf-8", errors="replace") as f:
            return f.read()[-2000:]
    except (OSError, NameError):
        return "(none)"


def finish():
    print(f"1..{len(results)}")
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {name}")
        if not ok:
            print("# " + str(detail).replace("\n", "\n# "))
    sys.exit(0 if all(ok for _, ok, _ in results) else 1)


def actions_of(path):
    """the action tokens of a save file (ours: no DTD), or None"""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    return [a.text.strip() for a in root.iter("action")]


def cli_loads(path, game):
    proc = subprocess.run([CLI, "show", game, "--load", path], capture_output=True,
                          text=True, timeout=30)
    return proc.returncode == 0, proc.stderr


def wait_for(condition, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def window_ids(title):
    proc = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title],
                          capture_output=True, text=True, timeout=10)
    return proc.stdout.split()


def app_windows(app):
    proc = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                          capture_output=True, text=True, timeout=10)
    return proc.stdout.split()


def find_named(acc, name, depth=0):
    """an accessible named name (a window's title, a dialog's heading as
    its label reads it) below acc (GTK 4.8 sets no "showing" state on a
    dialog: a question is in the tree while it is asked)"""
    try:
        if acc.name == name:
            return acc
        children = list(acc) if depth < 40 else []
    except Exception:
        return None
    for child in children:
        found = find_named(child, name, depth + 1)
        if found is not None:
            return found
    return None


def question(app, title):
    """the question titled title if the app shows it: the X window to send
    keys to (its own, or the game window it is shown in), else None"""
    try:
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [a for a in desktop if a is not None and a.get_process_id() == app.pid]
    except Exception:
        return None
    if not any(find_named(a, title) is not None for a in apps):
        return None
    windows = window_ids(title) or app_windows(app)
    return windows[0] if windows else None


def named(app, name):
    """the app's accessible named name, or None"""
    try:
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [a for a in desktop if a is not None and a.get_process_id() == app.pid]
        return next((f for f in (find_named(a, name) for a in apps) if f is not None), None)
    except Exception:
        return None


def click_named(app, name):
    """clicks the middle of the accessible named name of the app (a row:
    rows have no AT-SPI action); False when it is not there"""
    found = named(app, name)
    try:
        box = found.queryComponent().getExtents(pyatspi.WINDOW_COORDS) if found else None
    except Exception:
        box = None
    windows = app_windows(app)
    if box is None or not windows or box.width <= 0:
        return False
    subprocess.run(["xdotool", "mousemove", "--window", windows[0],
                    str(box.x + box.width // 3), str(box.y + box.height // 2), "click", "1"],
                   capture_output=True, timeout=10)
    return True


def do_action_named(app, name):
    """the first AT-SPI action of the accessible named name (a button's
    click); False when it is not there"""
    found = named(app, name)
    try:
        return found is not None and found.queryAction().doAction(0)
    except Exception:
        return False


def listed(app, name):
    return named(app, name) is not None


def press(window, key):
    subprocess.run(["xdotool", "mousemove", "--window", window, "10", "10", "key", key],
                   capture_output=True, timeout=10)


def start_app(env, *args):
    log = open(os.path.join(env["TAB_TEST_TMP"], "app.log"), "ab")
    return subprocess.Popen([APP, *args], env=env, stdout=log, stderr=log)


def kill(app):
    app.send_signal(signal.SIGKILL)
    app.wait(timeout=10)
    return app.returncode == -signal.SIGKILL


tmp = tempfile.mkdtemp(prefix="tabuleiro-kill-")
env = dict(os.environ)
env.update({
    "XDG_DATA_HOME": os.path.join(tmp, "data"),
    "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
    "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
    "GSETTINGS_BACKEND": "memory",
    "GDK_BACKEND": "x11",
    "LANGUAGE": "C",
    "LC_ALL": "C.UTF-8",
    "TAB_TEST_TMP": tmp,
})
env.pop("G_DEBUG", None)   # a warning of GTK under Xvfb must not abort the app
unfinished = os.path.join(tmp, "data", "tabuleiro", "unfinished")


def entries():
    """the unfinished games kept: their .xml files"""
    try:
        return sorted(os.path.join(unfinished, n) for n in os.listdir(unfinished)
                      if n.endswith(".xml"))
    except OSError:
        return []


def the_entry():
    found = entries()
    return found[0] if len(found) == 1 else None


# The game to open: Freedom 19x19, two moves played, both seats the
# computer at level 1, so that the app plays turn after turn by itself
start = os.path.join(tmp, "start.xml")
proc = subprocess.run([CLI, "save", "freedom", "--size", "19", "--moves", "a1 b2",
                       "--output", start], capture_output=True, text=True, timeout=30)
with open(start, encoding="utf-8") as f:
    text = f.read().replace('kind="person"', 'kind="computer" level="1"')
with open(start, "w", encoding="utf-8") as f:
    f.write(text)
check("the game to open loads", proc.returncode == 0 and cli_loads(start, "freedom")[0],
      proc.stderr)
start_actions = actions_of(start)
start_stat = os.stat(start)

# 1. play, then SIGKILL mid-game
app = start_app(env, start)
seen = []


def entry_grew(n):
    entry = the_entry()
    actions = actions_of(entry) if entry else None
    if actions is not None and len(actions) >= n:
        seen.append(actions)
        return True
    return False


played = wait_for(lambda: entry_grew(len(start_actions) + 4), STARTUP)
check("the app keeps the game after every turn", played, f"app log in {tmp}")
if not played:
    kill(app)
    finish()
last_seen = seen[-1]
check("the app dies of SIGKILL", kill(app))

autosave = the_entry()
# the window keeps the name of the game's file beside it
autosave_file = autosave[:-len(".xml")] + ".ini"
killed = actions_of(autosave)
ok, err = cli_loads(autosave, "freedom")
check("after SIGKILL the game kept loads", ok, err)
check("it holds the game up to the last turn kept before the kill",
      killed is not None and killed[:len(last_seen)] == last_seen
      and killed[:len(start_actions)] == start_actions,
      f"{killed} / {last_seen}")
check("the opened file is untouched", os.stat(start).st_mtime_ns == start_stat.st_mtime_ns
      and actions_of(start) == start_actions)
with open(autosave, "rb") as f:
    killed_bytes = f.read()

# 2. start again: no question, the chooser lists the game; its row
# continues it, and the game goes on
app = start_app(env)
row = wait_for(lambda: listed(app, ROW_TITLE), STARTUP)
check("the chooser lists the unfinished game", row)
check("nothing is asked", not question(app, CLOSE_TITLE))
with open(autosave, "rb") as f:
    check("listing leaves the game kept as it was", f.read() == killed_bytes)
if row:
    clicked = wait_for(lambda: click_named(app, ROW_TITLE), 10)
    grew = wait_for(lambda: (actions_of(autosave) or [])[:len(killed)] == killed
                    and len(actions_of(autosave) or []) > len(killed), STARTUP)
    check("its row continues the game, which goes on", clicked and grew, actions_of(autosave))
check("the app dies of SIGKILL again", kill(app))
ok, err = cli_loads(autosave, "freedom")
check("the game kept loads after the second kill", ok, err)
check("it is still one game", entries() == [autosave], entries())

# 3. start again and remove it from the list: the game goes, and the
# name of its file kept beside it (removed second: alone, it counts for
# nothing)
app = start_app(env)
row = wait_for(lambda: listed(app, ROW_TITLE), STARTUP)
check("the chooser lists it again", row)
check("the name of the game's file is kept beside it", os.path.exists(autosave_file))
try:
    with open(autosave_file, "rb") as f:
        autosave_file_bytes = f.read()
except OSError:
    autosave_file_bytes = b""
if row:
    wait_for(lambda: do_action_named(app, REMOVE_LABEL), 10)
    gone = wait_for(lambda: not os.path.exists(autosave) and not os.path.exists(autosave_file),
                    10)
    check("its button removes the game and the name of its file", gone,
          sorted(os.listdir(unfinished)))
    check("the row is gone", wait_for(lambda: not listed(app, ROW_TITLE), 10))
kill(app)
leftovers = sorted(os.listdir(unfinished))
check("no temporary file is left", leftovers == [], leftovers)

# 3b. killed between the two removals: the name of the game's file is
# left alone, and the next start removes it (it lists nothing)
with open(autosave_file, "wb") as f:
    f.write(autosave_file_bytes)
app = start_app(env)
removed = wait_for(lambda: not os.path.exists(autosave_file), STARTUP)
check("a start removes the name of a file left without its game", removed)
main_window = wait_for(lambda: window_ids("Tabuleiro"), STARTUP)
check("the app starts as usual after that kill", main_window)
check("nothing is listed without a game", not listed(app, ROW_TITLE))
kill(app)
leftovers = sorted(os.listdir(unfinished))
check("nothing is left after that start", leftovers == [], leftovers)

# 4. an unfinished game continued: closing asks nothing, and the game
# stays kept for the next start
with open(autosave, "wb") as f:
    f.write(killed_bytes)
app = start_app(env)
row = wait_for(lambda: listed(app, ROW_TITLE), STARTUP)
check("the chooser lists it a third time", row)
if row:
    wait_for(lambda: click_named(app, ROW_TITLE), 10)
    main_window = wait_for(lambda: window_ids("Freedom"), STARTUP)
    check("the game continued is on screen", main_window)
    if main_window:
        press(main_window[0], "ctrl+w")
        closed = wait_for(lambda: app.poll() is not None, STARTUP)
        check("closing an unfinished game asks nothing", closed and not question(app, CLOSE_TITLE))
if app.poll() is None:
    kill(app)
ok, err = cli_loads(autosave, "freedom")
check("the game closed is still kept, and loads", ok, err)

# 5. an entry this version cannot read (a newer format) is not listed,
# stays on disk as it was for the version that wrote it, and does not
# take the others with it
with open(NEWER, "rb") as f:
    newer_bytes = f.read()
newer = os.path.join(unfinished, "00000000000000ff-00000000.xml")
with open(newer, "wb") as f:
    f.write(newer_bytes)
app = start_app(env)
row = wait_for(lambda: listed(app, ROW_TITLE), STARTUP)
check("the app starts with an unreadable entry, and lists the others", row)
kill(app)
with open(newer, "rb") as f:
    check("an unreadable entry is left as it was", f.read() == newer_bytes)

subprocess.run(["rm", "-rf", tmp])
finish()
