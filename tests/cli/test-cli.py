#!/usr/bin/env python3
# test-cli.py: tabuleiro-cli against its contract (design.md), byte for byte
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-cli.py PATH-TO-tabuleiro-cli   (prints TAP)

import os
import math
import re
import resource
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
results = []


def run(*args):
    proc = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def check(name, condition, detail=""):
    results.append((name, bool(condition), detail))


def expect_output(name, args, stdout):
    code, out, err = run(*args)
    check(name, code == 0 and out == stdout and err == "",
          f"exit {code}, stdout {out!r}, stderr {err!r}, wanted {stdout!r}")


def expect_error(name, args, message):
    code, out, err = run(*args)
    check(name, code == 2 and out == "" and err == f"tabuleiro-cli: {message}\n",
          f"exit {code}, stdout {out!r}, stderr {err!r}, wanted {message!r}")


def listed_games():
    code, out, _ = run("list")
    return [line.split("\t")[0] for line in out.splitlines()]


# list
code, out, err = run("list")
check("list exits 0", code == 0 and err == "", err)
check("list has 4Mation",
      "fourmation\t4Mation\t2\t4x4 to 10x10, standard 7x7\n" in out, out)
check("list lines have four fields",
      all(len(line.split("\t")) == 4 for line in out.splitlines()), out)

# moves, perft, turns (numbers from rules/fourmation.md)
expect_output("moves T2", ["moves", "fourmation", "--moves", "d4 c3"],
              "b2\nb3\nb4\nc2\nc4\nd2\nd3\n")
expect_output("moves T3 tier 3", ["moves", "fourmation", "--moves", "b2 a2 b1 a1"], "a3\nb3\n")
expect_output("moves on 10x10 sorted by bytes",
              ["moves", "fourmation", "--size", "10", "--moves", "a2"], "a1\na3\nb1\nb2\nb3\n")
expect_output("moves of a finished game", ["moves", "fourmation", "--size", "5", "--moves",
                                           "b4 b5 a4 a5 c4 d5 e4 e5 d4"],
              "game over: seat 1 wins 1-0\n")
# resigning: the token "resign" in a record (never among the legal actions)
expect_output("moves after a resignation", ["moves", "fourmation", "--moves", "d4 resign"],
              "game over: seat 1 wins 1-0\n")
expect_output("Splut! of three plays on after West resigns",
              ["moves", "splut", "--players", "3", "--moves", "e2-e3 resign e8-e7 e7-e6 e6-e5"],
              "d2-d3\nd2-d3^e1\nd2-e2\nd2-e2^a5\ne3-d3\ne3-e2\ne3-e4\ne3-f3\nf2-e2\nf2-f3\n")
expect_error("resigning a finished game", ["moves", "apart", "--moves", "resign resign"],
             "illegal action 'resign' (the game is over) at move 2")
expect_output("perft 7x7 depth 3", ["perft", "fourmation", "3"], "1824\n")
expect_output("perft 5x5 depth 4", ["perft", "fourmation", "4", "--size", "5"], "3768\n")
expect_output("perft 4x4 depth 5", ["perft", "fourmation", "5", "--size", "4x4"], "6784\n")
expect_output("perft depth 0", ["perft", "fourmation", "0"], "1\n")
expect_output("perft T4", ["perft", "fourmation", "4", "--size", "4", "--moves",
                           "c3 c4 d3 d4 b3 a2 b1 a1 b2 a3 a4 b4"], "20\n")
expect_output("turns empty board", ["turns", "fourmation"], "49\n")

# show
expect_output("show T3", ["show", "fourmation", "--moves", "b2 a2 b1 a1"],
              "7 . . . . . . .\n6 . . . . . . .\n5 . . . . . . .\n4 . . . . . . .\n"
              "3 . . . . . . .\n2 O X . . . . .\n1 o X . . . . .\n  a b c d e f g\n"
              "to move: seat 1 (Blue)\nstatus: seat 1 to move (tier 3)\n")

# think: Casual takes the immediate win of T7, every level answers a legal turn
expect_output("Casual takes a win", ["think", "fourmation", "--level", "2", "--moves",
                                     "b6 a5 b4 c5 d4 e5 d6 d5 c6"], "b5\n")
for level in ("1", "2", "3", "4"):
    code, out, err = run("think", "fourmation", "--level", level, "--time-ms", "100",
                         "--moves", "d4 c3")
    check(f"think level {level} is legal", code == 0 and out.strip() in
          ["b2", "b3", "b4", "c2", "c4", "d2", "d3"], f"{code} {out!r} {err!r}")

# match: the last line is exact
code, out, err = run("match", "fourmation", "--levels", "2,1", "--games", "4", "--size", "5",
                     "--seed", "7")
last = out.splitlines()[-1] if out else ""
m = re.fullmatch(r"A=2 B=1 games=4 wins=(\d+) draws=(\d+) losses=(\d+) score=(\d+\.\d)%", last)
check("match summary line", code == 0 and m is not None, f"{code} {last!r} {err!r}")
if m:
    w, d, l = (int(x) for x in m.groups()[:3])
    check("match counts add up", w + d + l == 4 and
          m.group(4) == f"{100.0 * (w + d / 2) / 4:.1f}", last)
code2, out2, _ = run("match", "fourmation", "--levels", "2,1", "--games", "4", "--size", "5",
                     "--seed", "7")
check("match is reproducible with a seed", out == out2, out2)

# match: the rounds line, right before the summary line.  Two seats: the
# rounds each level won, the split ones, A's share of the decided rounds
# with its 95 % Wilson interval; more seats: A's wins against its share.
def wilson(k, n, z=1.959964):
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(centre - half, 0.0), min(centre + half, 1.0)

# the example: 18 rounds to 3 is 85.7 % (65.4-95.0 %)
low, high = wilson(18, 21)
check("Wilson interval of the issue's example", f"{100 * low:.1f} {100 * high:.1f}" == "65.4 95.0",
      f"{low} {high}")
ROUNDS2 = re.compile(r"rounds: (\d+); level (\d) won both (\d+); level (\d) won both (\d+); "
                     r"split (\d+); (?:no decided rounds|level (\d) took (\d+\.\d) % of decided "
                     r"rounds \(95 % interval (\d+\.\d)\u2013(\d+\.\d) %\))")
for game, levels, games, size in (("fourmation", "2,1", 10, "5"), ("apart", "1,1", 9, "6x6"),
                                  ("freedom", "2,2", 8, "6")):
    code, out, err = run("match", game, "--levels", levels, "--games", str(games), "--seed", "4",
                         "--size", size)
    lines = out.splitlines()
    m = ROUNDS2.fullmatch(lines[-2]) if len(lines) >= 2 else None
    check(f"match {game} {levels}: rounds line before the summary", code == 0 and m is not None
          and len(lines) == games + 2, f"{code} {out!r} {err!r}")
    if not m:
        continue
    rounds, la, a, lb, b, split = (int(m.group(i)) for i in range(1, 7))
    # A's points per game from the status lines, then per round of two
    points = []
    for line in lines[:-2]:
        r = re.search(r"A seat (\d): game over: (.*)$", line)
        seat, status = int(r.group(1)), r.group(2)
        points.append(1.0 if status.startswith(f"seat {seat} wins") else
                      0.5 if status.startswith("draw") else 0.0)
    pairs = [points[i] + points[i + 1] for i in range(0, games - 1, 2)]
    check(f"match {game}: rounds add up", rounds == games // 2 and a + b + split == rounds and
          [la, lb] == [int(x) for x in levels.split(",")] and
          a == sum(p > 1 for p in pairs) and b == sum(p < 1 for p in pairs), lines[-2])
    if a + b > 0:
        low, high = wilson(a, a + b)
        check(f"match {game}: share and interval", m.group(7) == levels[0] and
              m.group(8) == f"{100 * a / (a + b):.1f}" and
              (m.group(9), m.group(10)) == (f"{100 * low:.1f}", f"{100 * high:.1f}"), lines[-2])
    else:
        check(f"match {game}: no decided rounds", m.group(7) is None, lines[-2])
code, out, err = run("match", "splut", "--players", "4", "--levels", "2,1", "--games", "9",
                     "--seed", "2")
lines = out.splitlines()
m = re.fullmatch(r"rounds: (\d+); level 2 won (\d+) of (\d+) games; fair share 25\.0 %; level 2 took "
                 r"(\d+\.\d) % of the games \(95 % interval (\d+\.\d)\u2013(\d+\.\d) %\)",
                 lines[-2] if len(lines) >= 2 else "")
wins = sum(bool(re.search(r"A seat (\d): game over: seat \1 wins", line)) for line in lines[:8])
check("match with four seats: A's wins against its fair share", code == 0 and m is not None and
      int(m.group(1)) == 2 and int(m.group(3)) == 8 and int(m.group(2)) == wins and
      m.group(4) == f"{100 * wins / 8:.1f}" and
      (m.group(5), m.group(6)) == tuple(f"{100 * x:.1f}" for x in wilson(wins, 8)),
      f"{code} {out!r} {err!r}")

# match, short strength checks (the full table is a benchmark: docs/strength.md).
# Casual against Beginner is reproducible with a seed; Strong at a tiny
# budget against Beginner leaves a wide margin even on a loaded machine.
for game in listed_games():
    code, out, err = run("match", game, "--levels", "2,1", "--games", "20", "--seed", "5")
    m = re.search(r"score=(\d+\.\d)%$", out.strip())
    check(f"Casual beats Beginner in {game}", code == 0 and m is not None and float(m.group(1)) >= 70.0,
          f"{code} {out.splitlines()[-1:]!r} {err!r}")
    code, out, err = run("match", game, "--levels", "3,1", "--games", "4", "--seed", "5",
                         "--time-ms", "5")
    m = re.search(r"score=(\d+\.\d)%$", out.strip())
    check(f"Strong beats Beginner in {game}", code == 0 and m is not None and float(m.group(1)) >= 75.0,
          f"{code} {out.splitlines()[-1:]!r} {err!r}")

# match: every pair of levels, varied openings (--opening), bad values
code, out, err = run("match", "fourmation", "--levels", "4,3", "--games", "2", "--size", "5",
                     "--time-ms", "5", "--seed", "3")
check("match Expert against Strong", code == 0 and re.fullmatch(
    r"A=4 B=3 games=2 wins=\d+ draws=\d+ losses=\d+ score=\d+\.\d%", out.splitlines()[-1]) is not None,
    f"{code} {out!r} {err!r}")
code, out, err = run("match", "splut", "--players", "3", "--levels", "3,2", "--games", "3",
                     "--time-ms", "5", "--seed", "3")
lines = out.splitlines()
check("match with three players: A takes each seat", code == 0 and len(lines) == 5 and
      [l.split(":")[1] for l in lines[:3]] == [" A seat 1", " A seat 2", " A seat 3"],
      f"{code} {out!r} {err!r}")
code, out_a, _ = run("match", "fourmation", "--levels", "1,1", "--games", "6", "--seed", "11")
code, out_b, _ = run("match", "fourmation", "--levels", "1,1", "--games", "6", "--seed", "11",
                     "--opening", "0")
check("match --opening changes the games", out_a != out_b, out_a + out_b)
code, out_c, _ = run("match", "fourmation", "--levels", "1,1", "--games", "6", "--seed", "11",
                     "--opening", "2")
check("match --opening 2 is the default", out_a == out_c, out_a + out_c)
expect_error("bad --opening", ["match", "fourmation", "--levels", "2,1", "--opening", "x"],
             "--opening 'x' is not a number from 0 to 100")
# match --balance C: of C random openings per round, the one a short fixed
# search judges closest to even; deterministic, 1 (no choice) by default
code, out_d, _ = run("match", "fourmation", "--levels", "1,1", "--games", "6", "--seed", "11",
                     "--balance", "1")
check("match --balance 1 is the default", out_a == out_d, out_a + out_d)
code, out_e, err_e = run("match", "fourmation", "--levels", "2,2", "--games", "6", "--seed", "11",
                         "--balance", "6")
code2, out_f, _ = run("match", "fourmation", "--levels", "2,2", "--games", "6", "--seed", "11",
                      "--balance", "6")
code3, out_g, _ = run("match", "fourmation", "--levels", "2,2", "--games", "6", "--seed", "11")
check("match --balance keeps the summary line", code == 0 and re.fullmatch(
    r"A=2 B=2 games=6 wins=\d+ draws=\d+ losses=\d+ score=\d+\.\d%", out_e.splitlines()[-1])
    is not None and len(out_e.splitlines()) == 8, f"{code} {out_e!r} {err_e!r}")
check("match --balance is reproducible", out_e == out_f, out_e + out_f)
check("match --balance changes the openings", out_e != out_g, out_e + out_g)
expect_error("bad --balance", ["match", "fourmation", "--levels", "2,1", "--balance", "0"],
             "--balance '0' is not a number from 1 to 1000")
expect_error("bad --levels", ["match", "fourmation", "--levels", "2"],
             "--levels takes two levels, e.g. --levels 2,1")

# match --all-first-replies: A plays the seat to move once, then one game
# per reply of the other seat; Expert wins every one on 5x5 (its table)
expect_output("match --all-first-replies, Expert on 5x5",
              ["match", "fourmation", "--size", "5", "--levels", "4,2", "--all-first-replies",
               "--time-ms", "25"],
              "".join(f"game {g}: A seat 1: game over: seat 1 wins 1-0\n" for g in range(1, 9)) +
              "A=4 B=2 games=8 wins=8 draws=0 losses=0 score=100.0%\n")
# 4x4 is a draw: Expert never loses it, as seat 1 or after any first cube
for moves in ([], ["--moves", "a1"], ["--moves", "b2"]):
    code, out, err = run("match", "fourmation", "--size", "4", "--levels", "4,3",
                         "--all-first-replies", "--time-ms", "25", *moves)
    last = out.splitlines()[-1] if out else ""
    check(f"4x4 Expert never loses {moves}", code == 0 and
          re.fullmatch(r"A=4 B=3 games=\d+ wins=\d+ draws=\d+ losses=0 score=\S+%", last), out + err)
# games not won come with their moves, which replay to the same end
code, out, err = run("match", "fourmation", "--size", "4", "--levels", "1,3",
                     "--all-first-replies", "--moves", "a1", "--seed", "3")
lines = out.splitlines()
m = re.fullmatch(r"A=1 B=3 games=4 wins=(\d+) draws=(\d+) losses=(\d+) score=\S+%", lines[-1] if lines else "")
check("match --all-first-replies: one game per reply", code == 0 and m is not None and
      sum(int(x) for x in m.groups()) == 4, f"{code} {out!r} {err!r}")
not_won = [(lines[i], lines[i + 1]) for i in range(len(lines) - 1) if lines[i + 1].startswith("moves: ")]
check("match --all-first-replies: the games not won are shown",
      m is not None and len(not_won) == 4 - int(m.group(1)) and len(not_won) > 0, out)
for game, moves in not_won:
    record = moves[len("moves: "):]
    c, shown, _ = run("show", "fourmation", "--size", "4", "--moves", "a1 " + record)
    check("match --all-first-replies: the moves replay to the result",
          c == 0 and record.split()[0] != "a1" and game.split(": A seat 2: ")[-1] in shown,
          f"{game} {record} {shown}")
expect_error("match --all-first-replies on a finished game",
             ["match", "fourmation", "--size", "4", "--levels", "4,2", "--all-first-replies",
              "--moves", "b4 b3 a2 b2 c1 c2 b1 a1 a3 a4 d3 d2 c3 c4 d4 d1"],
             "the game is already over")
expect_error("bad --time-ms", ["think", "fourmation", "--level", "3", "--time-ms", "0"],
             "--time-ms '0' is not a number from 1 to 3600000")
code, out, err = run("help")
check("help explains the openings and levels", code == 0 and "--opening K" in out and
      "--balance C" in out and "closest to even" in out and
      "random turns per seat" in out and "4 Expert" in out, out)

# think: the budget is kept (Strong T ms, Expert 5 x T ms, on two threads).
# The search's deadline is on the monotonic clock: a busy machine cannot
# make it stop early, so the run lasts nearly the budget.  That it stops in
# time is asserted on the CPU time the run used, which other processes on
# the machine can only lower (they never make a search do more work):
# at most its threads times the budget and its tolerance (10 % or 20 ms,
# whichever is more, as in test-ai.c), besides what starting the program
# costs (a Beginner's run, which does not search).  A wall-clock
# bound here failed on a loaded machine (issue 26): start-up and the wait
# for a core are not the search's.
def think_costs(level):
    """the wall-clock and CPU seconds of one think run, and its result"""
    def cpu():
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime
    cpu0, t0 = cpu(), time.monotonic()
    code, out, err = run("think", "fourmation", "--level", level, "--time-ms", "100",
                         "--moves", "d4")
    return time.monotonic() - t0, cpu() - cpu0, code, out, err


start_cpu = think_costs("1")[1]
for level, budget, threads in (("3", 0.1, 1), ("4", 0.5, 2)):
    wall, cpu, code, out, err = think_costs(level)
    search_cpu = cpu - start_cpu
    check(f"think level {level} uses its budget", code == 0 and wall >= 0.9 * budget,
          f"exit {code}, {wall:.3f} s for {budget} s, stderr {err!r}")
    check(f"think level {level} keeps to its budget", code == 0 and
          search_cpu <= threads * (budget + max(budget / 10, 0.02)),
          f"{search_cpu:.3f} s of CPU ({cpu:.3f} s, start-up {start_cpu:.3f} s) on {threads} "
          f"thread(s) for {budget} s; {wall:.3f} s in all")

# bench
code, out, err = run("bench", "fourmation", "--seconds", "1")
check("bench line", code == 0 and
      re.fullmatch(r"fourmation\t7x7\t\d+\t\d+\n", out) is not None, f"{out!r} {err!r}")

# save and load round trip
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "game.xml")
    record = "d4 c3 b2 a1 a2"
    code, out, err = run("save", "fourmation", "--size", "6", "--moves", record, "--output", path)
    check("save writes a file", code == 0 and out == "" and os.path.exists(path), err)
    code, out_loaded, err = run("moves", "fourmation", "--load", path)
    code2, out_direct, _ = run("moves", "fourmation", "--size", "6", "--moves", record)
    check("load replays the record", code == 0 and out_loaded == out_direct and out_direct,
          f"{out_loaded!r} {out_direct!r} {err!r}")
    code, out_more, err = run("show", "fourmation", "--load", path, "--moves", "a3")
    check("load then more moves", code == 0 and "status: seat 1 to move" in out_more, out_more)
    code, out, err = run("moves", "fourmation", "--load", os.path.join(tmp, "missing.xml"))
    check("missing save file", code == 2 and out == "" and err.startswith("tabuleiro-cli: ")
          and "missing.xml" in err and err.count("\n") == 1, err)
    with open(os.path.join(tmp, "junk.xml"), "w") as f:
        f.write("this is not xml")
    code, out, err = run("moves", "fourmation", "--load", os.path.join(tmp, "junk.xml"))
    check("junk save file", code == 2 and out == "" and err.count("\n") == 1, err)

# saving through a symbolic link onto a private file keeps both
with tempfile.TemporaryDirectory() as tmp:
    real = os.path.join(tmp, "real.tabuleiro")
    link = os.path.join(tmp, "link.tabuleiro")
    with open(real, "w") as f:
        f.write("old")
    os.chmod(real, 0o600)
    os.symlink("real.tabuleiro", link)
    code, out, err = run("save", "fourmation", "--moves", "d4", "--output", link)
    check("save through a link keeps the link and the mode", code == 0 and out == "" and
          os.path.islink(link) and (os.stat(real).st_mode & 0o7777) == 0o600 and
          sorted(os.listdir(tmp)) == ["link.tabuleiro", "real.tabuleiro"], f"{code} {err!r}")
    code, out, err = run("moves", "fourmation", "--load", real)
    check("the link's target holds the game", code == 0 and "d4" not in out.split(), err)

# bad input: one line on stderr, exit 2, nothing on stdout
expect_error("unknown game", ["moves", "chess"], "unknown game 'chess'")
expect_error("illegal action", ["moves", "fourmation", "--moves", "d4 c3 e5"],
             "illegal action 'e5' at move 3")
expect_error("malformed action", ["moves", "fourmation", "--moves", "d4 D2"],
             "malformed action 'D2' at move 2")
expect_error("off-board action", ["perft", "fourmation", "1", "--moves", "h1"],
             "malformed action 'h1' at move 1")
expect_error("size out of range", ["moves", "fourmation", "--size", "11"],
             "board size 11x11 is out of range for 4Mation (4 to 10)")
expect_error("non-square size", ["moves", "fourmation", "--size", "5x6"],
             "4Mation is played on a square board, not 5x6")
expect_error("malformed size", ["moves", "fourmation", "--size", "big"],
             "malformed board size 'big' (expected N or RxC)")
expect_error("wrong players", ["moves", "fourmation", "--players", "3"],
             "4Mation is played by 2 players, not 3")
expect_error("unknown command", ["fly"], "unknown command 'fly' (try 'tabuleiro-cli help')")
expect_error("unknown option", ["moves", "fourmation", "--colour", "red"],
             "unknown option '--colour'")
expect_error("missing depth", ["perft", "fourmation"], "perft needs a depth")
expect_error("bad level", ["think", "fourmation", "--level", "5"],
             "level '5' is not a number from 1 to 4")
expect_error("missing game", ["moves"],
             "moves needs a game (one of the ids of 'tabuleiro-cli list')")

# the contract's holes of issue 18: extra arguments, repeated options,
# control characters, write errors, sizes beyond a byte, empty names
expect_error("list takes no argument", ["list", "extra"],
             "unexpected argument 'extra' (usage: tabuleiro-cli list)")
expect_error("moves takes one game", ["moves", "fourmation", "extra"],
             "unexpected argument 'extra' (usage: tabuleiro-cli moves GAME [OPTIONS])")
expect_error("turns takes one game", ["turns", "fourmation", "x"],
             "unexpected argument 'x' (usage: tabuleiro-cli turns GAME [OPTIONS])")
expect_error("perft takes a game and a depth", ["perft", "fourmation", "1", "2"],
             "unexpected argument '2' (usage: tabuleiro-cli perft GAME DEPTH [OPTIONS])")
expect_error("help takes no argument", ["help", "me"],
             "unexpected argument 'me' (usage: tabuleiro-cli help)")
expect_error("a repeated --size", ["moves", "fourmation", "--size", "5", "--size", "6"],
             "option --size given twice")
expect_error("a repeated --moves, once with =", ["moves", "fourmation", "--moves=d4", "--moves", "c3"],
             "option --moves given twice")
expect_error("a repeated --all-first-replies",
             ["match", "fourmation", "--levels", "1,1", "--all-first-replies", "--all-first-replies"],
             "option --all-first-replies given twice")
expect_error("a newline in a game name", ["moves", "four\nmation"],
             "unknown game 'four\\nmation'")
expect_error("an escape sequence in --moves", ["moves", "fourmation", "--moves", "d4 \x1b[2J\x1b]0;owned\x07"],
             "malformed action '\\x1b[2J\\x1b]0;owned\\x07' at move 2")
expect_error("C1 controls and bidi overrides", ["moves", "\u009b31m\u202egame"],
             "unknown game '\\u009b31m\\u202egame'")
expect_error("--size beyond a byte is reported as given", ["moves", "fourmation", "--size", "1000000"],
             "board size 1000000x1000000 is out of range for 4Mation (4 to 10)")
expect_error("--size RxC beyond a byte", ["moves", "apart", "--size", "300x7"],
             "board size 300x7 is out of range for Apart (5 to 15)")
expect_error("save --output ''", ["save", "fourmation", "--output", ""],
             "--output: the file name is empty")
expect_error("--load ''", ["moves", "fourmation", "--load", ""],
             "--load: the file name is empty")
for command in (["list"], ["moves", "fourmation"], ["perft", "fourmation", "1"],
                ["turns", "fourmation"], ["show", "fourmation"], ["help"],
                ["think", "fourmation", "--level", "1"], ["bench", "fourmation", "--seconds", "1"],
                ["match", "fourmation", "--levels", "1,1", "--games", "1"],
                ["analyse", "fourmation", "--nodes", "100", "--moves", "d4 d3"]):
    with open("/dev/full", "w") as full:
        proc = subprocess.run([CLI, *command], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=300)
    check(f"{command[0]} > /dev/full fails with a message", proc.returncode == 1 and
          proc.stderr == "tabuleiro-cli: cannot write the output: No space left on device\n",
          f"exit {proc.returncode}, stderr {proc.stderr!r}")
proc = subprocess.run([CLI, "list"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                      timeout=60, pass_fds=(), close_fds=True,
                      preexec_fn=lambda: os.close(1))
check("list with standard output closed fails with a message", proc.returncode == 1 and
      proc.stderr.startswith("tabuleiro-cli: cannot write the output: ") and
      proc.stderr.count("\n") == 1, f"exit {proc.returncode}, stderr {proc.stderr!r}")
with tempfile.TemporaryDirectory() as tmp:
    odd = os.path.join(tmp, "line\nbreak\x1b[1m.xml")
    code, out, err = run("moves", "fourmation", "--load", odd)
    check("a file name with control characters: one escaped line", code == 2 and out == "" and
          err.count("\n") == 1 and "\x1b" not in err and "line\\nbreak\\x1b[1m.xml" in err, repr(err))
    with open(os.path.join(tmp, "ns.xml"), "w") as f:
        f.write('<?xml version="1.0"?>\n<x:tabuleiro-save xmlns:x="urn:example:evil" format="1" '
                'game="fourmation" saved="2026-01-15T10:30:00Z"/>\n')
    code, out, err = run("moves", "fourmation", "--load", os.path.join(tmp, "ns.xml"))
    check("a namespaced root names its namespace", code == 2 and out == "" and err.endswith(
        "line 2: not a Tabuleiro save file (the root element is <x:tabuleiro-save> in namespace "
        "'urn:example:evil', not <tabuleiro-save>)\n"), repr(err))

# analyse: a 4Mation game on 4x4, small enough that the budget proves every
# position after the first: the two proven blunders (d1 lets White's win go,
# c1 gives it back), the forced turns, the standings, byte for byte
ANALYSE_4X4 = "c3 b4 c4 d4 d3 c2 d1 c1 b2 b3 a2 b1 a1 a3 a4 d2"
expect_output("analyse 4Mation 4x4", ["analyse", "fourmation", "--size", "4", "--nodes", "20000",
                                      "--moves", ANALYSE_4X4], (
    "1\t1\tc3\t-\t-\t+0.1\tdraw\n"
    "2\t2\tb4\t-\t-\tdraw\tdraw\n"
    "3\t1\tc4\t-\t-\tdraw\tdraw\n"
    "4\t2\td4\t-\t-\tdraw\tdraw\n"
    "5\t1\td3\tforced\t-\tdraw\tdraw\n"
    "6\t2\tc2\t-\t-\tdraw\tdraw\n"
    "7\t1\td1\t??\td2\tdraw\tloss 7\n"
    "8\t2\tc1\t??\td2\twin 7\tdraw\n"
    "9\t1\tb2\t-\t-\tdraw\tdraw\n"
    "10\t2\tb3\t-\t-\tdraw\tdraw\n"
    "11\t1\ta2\t-\t-\tdraw\tdraw\n"
    "12\t2\tb1\t-\t-\tdraw\tdraw\n"
    "13\t1\ta1\tforced\t-\tdraw\tdraw\n"
    "14\t2\ta3\t-\t-\tdraw\tdraw\n"
    "15\t1\ta4\tforced\t-\tdraw\tdraw\n"
    "16\t2\td2\tforced\t-\tdraw\tdraw\n"
))
code, out, err = run("analyse", "fourmation", "--size", "4", "--nodes", "20000", "--moves",
                     ANALYSE_4X4 + " b2")
check("analyse ignores nothing: an illegal last action is an error", code == 2 and out == "",
      out + err)
expect_error("analyse --nodes 0", ["analyse", "fourmation", "--nodes", "0"],
             "--nodes '0' is not a number from 1 to 1000000000000")
expect_error("analyse --nodes x", ["analyse", "fourmation", "--nodes", "x", "--moves", "d4"],
             "--nodes 'x' is not a number from 1 to 1000000000000")
expect_error("analyse an illegal action", ["analyse", "fourmation", "--moves", "d4 d4"],
             "illegal action 'd4' at move 2")
expect_error("analyse an unknown game", ["analyse", "chess", "--moves", "e4"],
             "unknown game 'chess'")
expect_error("analyse takes one game", ["analyse", "fourmation", "x"],
             "unexpected argument 'x' (usage: tabuleiro-cli analyse GAME [--nodes N] [OPTIONS])")
expect_output("analyse no turn played", ["analyse", "fourmation"], "")

# analyse every game and seat count: one line per complete turn, seven
# fields, a mark of the contract, the same output twice, --load as --moves
MARKS = {"??", "?", "?!", "-", "forced"}
STANDING = re.compile(r"^(win \d+|loss \d+|draw|[+-]\d+\.\d|-)$")
for game, extra in (("apart", []), ("fourmation", []), ("freedom", []), ("green-skull", []),
                    ("splut", ["--players", "2"]), ("splut", ["--players", "3"]),
                    ("splut", ["--players", "4"])):
    record = []
    for _ in range(6):
        code, out, err = run("think", game, "--level", "1", "--seed", str(len(record) + 3),
                             "--moves", " ".join(record), *extra)
        if code != 0 or not out.split():
            break
        record += out.split()
    name = f"analyse {game} {' '.join(extra)}".strip()
    args = ["analyse", game, "--nodes", "3000", "--moves", " ".join(record), *extra]
    code, out, err = run(*args)
    rows = [line.split("\t") for line in out.splitlines()]
    check(f"{name}: one line of seven fields per turn", code == 0 and err == "" and
          len(rows) == 6 and all(len(r) == 7 for r in rows), out + err)
    check(f"{name}: turns numbered, marks and standings of the contract",
          all(r[0] == str(i + 1) and r[3] in MARKS and STANDING.match(r[5]) and STANDING.match(r[6])
              and (r[4] == "-") == (r[3] in ("-", "forced")) for i, r in enumerate(rows)), out)
    check(f"{name}: the turns played, in order",
          " ".join(r[2] for r in rows) == " ".join(record), out)
    if extra[-1:] in (["3"], ["4"]):
        check(f"{name}: no standing with more than two seats",
              all(r[5] == "-" and r[6] == "-" for r in rows), out)
    expect_output(f"{name}: the same output again", args, out)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.tabuleiro")
        run("save", game, "--output", path, "--moves", " ".join(record), *extra)
        expect_output(f"{name}: --load as --moves", ["analyse", game, "--nodes", "3000",
                                                     "--load", path], out)

# every game that exists: moves and perft 1 agree, think answers legal tokens
for game in listed_games():
    code, out, err = run("moves", game)
    moves = out.splitlines()
    check(f"{game}: moves sorted by bytes", code == 0 and moves and
          moves == sorted(moves, key=lambda s: s.encode()), err)
    expect_output(f"{game}: perft 1 = moves", ["perft", game, "1"], f"{len(moves)}\n")
    code, out, err = run("think", game, "--level", "2")
    first = out.split()[0] if out.split() else ""
    check(f"{game}: Casual answers a legal first action", code == 0 and first in moves, out + err)

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        print("# " + detail.replace("\n", "\n# "))
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
