#!/usr/bin/env python3
# test-cli-load.py: every bad save file through `tabuleiro-cli --load`:
# exit 2, one line on stderr naming the problem, nothing on stdout, the
# file untouched, under a second each
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-cli-load.py PATH-TO-tabuleiro-cli FIXTURE-DIR   (prints TAP)

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
FILES = sys.argv[2]
MAX_BYTES = 16 * 1024 * 1024
results = []

# Root reads files without permission: as root, the cases of unreadable
# files run the CLI as nobody (uid and gid 65534, no groups) instead.
NOBODY = 65534
SETPRIV = shutil.which("setpriv")
AS_NOBODY = ([SETPRIV, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
             if os.geteuid() == 0 and SETPRIV else [])

# what the message must name, for the cases the issue lists; every other
# bad fixture is refused too, with some message
EXPECTED = {
    "empty.xml": "the file is empty",
    "not-xml.xml": "not well-formed XML",
    "truncated.xml": "not well-formed XML",
    "random.bin": "not well-formed XML",
    "format-2.xml": "saved by a newer version of Tabuleiro",
    "format-huge.xml": "saved by a newer version of Tabuleiro",
    "format-0.xml": "unknown format version",
    "unknown-game.xml": "unknown game 'chess'",
    "size-out-of-range.xml": "board size 11x11 is out of range",
    "level-out-of-range.xml": "level 7 is out of range (1 to 4)",
    "players-out-of-range.xml": "played by 2 players, not 3",
    "illegal-action.xml": "illegal action 'd1' at move 3",
    "malformed-action.xml": "malformed action 'z9' at move 2",
    "after-the-end.xml": "illegal action 'a1' (the game is over) at move 9",
    "wrong-hash.xml": "does not match the actions",
    "wrong-ply.xml": "does not match the actions",
    "wrong-to-move.xml": "does not match the actions",
    "wrong-outcome.xml": "does not match the actions",
    "external-entity.xml": "must not have a DOCTYPE",
    "external-dtd.xml": "must not have a DOCTYPE",
    "billion-laughs.xml": "must not have a DOCTYPE",
}


def check(name, condition, detail="", todo=None):
    results.append((name, bool(condition), detail, todo))


def snapshot(path):
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    data = None
    if stat.S_ISREG(st.st_mode) and os.access(path, os.R_OK):
        with open(path, "rb") as f:
            data = f.read()
    return (st.st_mtime_ns, st.st_size, data)


def run_cli(args, timeout=10, prefix=(), cli=CLI):
    t0 = time.monotonic()
    try:
        proc = subprocess.run([*prefix, cli, *args], capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "", time.monotonic() - t0
    return proc.returncode, proc.stdout, proc.stderr, time.monotonic() - t0


def expect_refused(name, path, piece, game="fourmation", command="show", todo=None,
                   exact=None, run_as=(), cli=CLI):
    """the CLI refuses path: exit 2, one line, nothing on stdout, file untouched;
    exact is then the whole line after "tabuleiro-cli: PATH: " """
    before = snapshot(path)
    code, out, err, elapsed = run_cli([command, game, "--load", path], timeout=2, prefix=run_as,
                                      cli=cli)
    after = snapshot(path)
    prefix = f"tabuleiro-cli: {path}"
    ok = (code == 2 and out == "" and err.startswith(prefix) and err.endswith("\n")
          and err.count("\n") == 1 and len(err) > len(prefix) + 1
          and (piece is None or piece in err) and elapsed < 1.0 and before == after
          and (exact is None or err == f"{prefix}: {exact}\n"))
    check(name, ok, f"exit {code}, {elapsed:.3f}s, stdout {out!r}, stderr {err!r}, "
          f"wanted {exact if exact is not None else piece!r}, file unchanged: {before == after}",
          todo)


fixtures = sorted(n for n in os.listdir(FILES)
                  if not n.startswith("good-") and not n.startswith("fuzz-"))
named = 0
for name in fixtures:
    piece = EXPECTED.get(name)
    named += piece is not None
    expect_refused(f"--load {name}", os.path.join(FILES, name), piece)
check("every case of the issue has its fixture", named == len(EXPECTED),
      f"{named} of {len(EXPECTED)}")

# the good ones load (so the refusals above are not for some other reason)
for name in sorted(n for n in os.listdir(FILES) if n.startswith("good-")):
    path = os.path.join(FILES, name)
    with open(path, encoding="utf-8") as f:
        game = f.read().split(' game="', 1)[1].split('"', 1)[0]
    before = snapshot(path)
    code, out, err, elapsed = run_cli(["show", game, "--load", path])
    check(f"--load {name} works", code == 0 and err == "" and "status: " in out
          and snapshot(path) == before, f"exit {code}, {err!r}")

with tempfile.TemporaryDirectory() as tmp:
    # a good file of one game given for another
    good = os.path.join(FILES, "good-splut.xml")
    expect_refused("a file of another game", good, "holds a game of splut, not fourmation")

    # over 16 MB: a good file padded with blanks to one byte over
    huge = os.path.join(tmp, "huge.xml")
    with open(os.path.join(FILES, "good-fourmation.xml"), "rb") as f:
        text = f.read()
    with open(huge, "wb") as f:
        f.write(text + b" " * (MAX_BYTES + 1 - len(text)))
    expect_refused("over 16 MB", huge, "too large (16777217 bytes")
    os.unlink(huge)

    expect_refused("missing file", os.path.join(tmp, "missing.xml"), "does not exist")
    expect_refused("a folder", tmp, "folder")

    # without read permission; root reads anyway, so as root the CLI runs
    # as nobody, who can get into tmp but not read the files.  A copy of
    # the CLI in tmp: the build tree may be in a folder nobody cannot enter.
    cli_as_nobody = CLI
    if os.geteuid() == 0:
        os.chmod(tmp, 0o711)
        cli_as_nobody = os.path.join(tmp, "tabuleiro-cli")
        shutil.copy(CLI, cli_as_nobody)
        os.chmod(cli_as_nobody, 0o755)
        readable = os.path.join(tmp, "readable.xml")
        with open(readable, "wb") as f:
            f.write(text)
        os.chmod(readable, 0o644)
        check("as root, setpriv runs the CLI as nobody", AS_NOBODY,
              "setpriv (util-linux) not found")
        code, out, err, _ = run_cli(["show", "fourmation", "--load", readable],
                                    prefix=AS_NOBODY, cli=cli_as_nobody)
        check("nobody runs the CLI and reads a readable file",
              AS_NOBODY and code == 0 and err == "" and "status: " in out,
              f"exit {code}, {err!r}")
    locked = os.path.join(tmp, "locked.xml")
    with open(locked, "wb") as f:
        f.write(text)
    os.chmod(locked, 0)
    expect_refused("unreadable file", locked, "permission denied",
                   exact="cannot read the file: permission denied",
                   run_as=AS_NOBODY, cli=cli_as_nobody)
    locked_dir = os.path.join(tmp, "locked-dir")
    os.mkdir(locked_dir)
    inside = os.path.join(locked_dir, "game.xml")
    with open(inside, "wb") as f:
        f.write(text)
    os.chmod(locked_dir, 0)
    expect_refused("file in an unreadable folder", inside, "permission denied",
                   exact="cannot read the file: permission denied",
                   run_as=AS_NOBODY, cli=cli_as_nobody)
    os.chmod(locked_dir, 0o700)
    os.chmod(locked, 0o600)
    if cli_as_nobody != CLI:
        os.unlink(cli_as_nobody)
        os.unlink(readable)

    # an endless device is refused (today: cut at 16 MB), not read for ever
    if os.path.exists("/dev/zero"):
        expect_refused("/dev/zero", "/dev/zero", None)

    # a named pipe nobody writes to: a plain open (2) would wait forever
    fifo = os.path.join(tmp, "pipe.xml")
    os.mkfifo(fifo)
    expect_refused("a named pipe does not hang", fifo, "not a regular file")
    expect_refused("a device is refused", "/dev/zero", "not a regular file")

    # `save --load BAD --output F` writes nothing; a bad record leaves the old F whole
    out_file = os.path.join(tmp, "out.xml")
    code, out, err, _ = run_cli(["save", "fourmation", "--load",
                                 os.path.join(FILES, "illegal-action.xml"), "--output", out_file])
    check("save from a bad file writes nothing", code == 2 and not os.path.exists(out_file),
          f"exit {code}, {err!r}")
    code, out, err, _ = run_cli(["save", "fourmation", "--moves", "d4 c3", "--output", out_file])
    before = snapshot(out_file)
    code2, out, err, _ = run_cli(["save", "fourmation", "--moves", "d4 c3 e5", "--output", out_file])
    check("a failed save leaves the old file", code == 0 and code2 == 2 and
          snapshot(out_file) == before and sorted(os.listdir(tmp)) ==
          ["locked-dir", "locked.xml", "out.xml", "pipe.xml"],
          f"exit {code} {code2}, {err!r}, {sorted(os.listdir(tmp))}")

print(f"1..{len(results)}")
for i, (name, ok, detail, todo) in enumerate(results, 1):
    directive = f" # TODO {todo}" if todo else ""
    print(f"{'ok' if ok else 'not ok'} {i} - {name}{directive}")
    if not ok:
        print("# " + detail.replace("\n", "\n# "))
sys.exit(0 if all(ok or todo for _, ok, _, todo in results) else 1)
