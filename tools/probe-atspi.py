#!/usr/bin/python3
# tools/probe-atspi.py: how long a screen reader waits for the window while
# the computer thinks, beside busy processes
#
#   tools/probe-atspi.py TABULEIRO TABULEIRO-CLI [--busy N] [--queries Q]
#
# Writes an Apart game of Expert against Expert (with TABULEIRO-CLI save,
# the seats made computers), opens it with TABULEIRO
# (on the display and session bus it is given: run it under
# tests/with-display.sh, which gives both and an accessibility bus), starts
# N processes that keep a core busy each (default 8), and while the two
# computers think, asks the window over AT-SPI for its name and its first
# child Q times (default 200), a query every 20 ms, as Orca does when it
# reads what has the focus.  Prints the median, the 95th percentile and
# the worst wait in milliseconds, and the same with nothing thinking (the
# game paused is not available from outside: the app is started a second
# time on a two-person game).  Every query is a round trip to the app's
# main thread, which answers AT-SPI: a main thread busy drawing or
# waiting answers late.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time

import pyatspi

def write_game(cli, path, computers):
    subprocess.run([cli, 'save', 'apart', '--output', path], check=True)
    if computers:
        with open(path) as f:
            text = f.read()
        with open(path, 'w') as f:
            f.write(text.replace('kind="person"', 'kind="computer" level="4"'))


def busy_loop():
    while True:
        pass


def find_app(name, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.2)
    return None


def probe(exe, path, queries):
    home = tempfile.mkdtemp()
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + '/data',
               XDG_CONFIG_HOME=home + '/config', GSETTINGS_BACKEND='memory')
    proc = subprocess.Popen([exe, path], env=env)
    try:
        app = find_app('tabuleiro', 30)
        if app is None:
            sys.exit('the app did not appear on the accessibility bus')
        time.sleep(2)   # the board's entry, the computer's first turn started
        waits = []
        for _ in range(queries):
            start = time.monotonic()
            frame = app.getChildAtIndex(0)
            _ = frame.name, frame.childCount
            waits.append((time.monotonic() - start) * 1000)
            time.sleep(0.02)
        return waits
    finally:
        proc.terminate()
        proc.wait()


def report(label, waits):
    waits = sorted(waits)
    p95 = waits[int(len(waits) * 0.95) - 1]
    print(f'{label:<28} median {statistics.median(waits):6.1f} ms   '
          f'p95 {p95:6.1f} ms   worst {waits[-1]:6.1f} ms   ({len(waits)} queries)')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('app')
    parser.add_argument('cli')
    parser.add_argument('--busy', type=int, default=8)
    parser.add_argument('--queries', type=int, default=200)
    args = parser.parse_args()

    tmp = tempfile.mkdtemp()
    thinking = os.path.join(tmp, 'expert-vs-expert.tabuleiro')
    idle = os.path.join(tmp, 'two-people.tabuleiro')
    write_game(args.cli, thinking, True)
    write_game(args.cli, idle, False)

    busy = [multiprocessing.Process(target=busy_loop, daemon=True) for _ in range(args.busy)]
    for p in busy:
        p.start()
    try:
        report(f'nothing thinks, {args.busy} busy', probe(args.app, idle, args.queries))
        report(f'Expert thinks, {args.busy} busy', probe(args.app, thinking, args.queries))
    finally:
        for p in busy:
            p.terminate()


if __name__ == '__main__':
    main()
