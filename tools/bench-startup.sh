#!/bin/sh
# tools/bench-startup.sh: Tabuleiro against GNOME Chess, side by side:
# the time from exec to the first mapped window, and the memory with a
# game on screen (docs/performance.md has the figures)
#
#   tools/bench-startup.sh [-n RUNS] [-r RENDERERS] [-a TABULEIRO] [-w SECONDS] [-s DIR]
#
#   -n RUNS       measured runs of each app per renderer (default 9), after
#                 one discarded warm-up run of each
#   -r RENDERERS  GSK_RENDERER values, comma-separated (default "cairo,gl")
#   -a TABULEIRO  the tabuleiro binary (default build/src/ui/tabuleiro; its
#                 settings schema is taken from build/data, or from
#                 $TAB_SCHEMA_DIR)
#   -w SECONDS    how long a game stays on screen before its memory is
#                 read (default 4)
#   -s DIR        keeps /proc/PID/smaps of every measured run there, as
#                 APP-RENDERER-N.smaps (where the memory goes)
#
# Both apps run one after the other (Tabuleiro, Chess, Tabuleiro, ...) in
# the same Xvfb (1280x900x24, no window manager) and D-Bus session, with
# the same environment: a HOME of its own (its data and settings emptied
# before every run, its caches kept), GSETTINGS_BACKEND=memory,
# GDK_BACKEND=x11, LANG=C.UTF-8, GTK_A11Y=none.  Tabuleiro opens a saved
# game of 4Mation given on the
# command line (a person against a person: nobody thinks), which it
# loads off the main thread while the window maps and then shows, as a
# player opening a file does; GNOME Chess shows its board at start.
#
# Start-up: a small X client (compiled here from the C below) listens for
# MapNotify on the root window, forks, execs the app and prints the time
# from the exec to the map of the app's first top-level window, and the
# CPU time the app's threads had used by then (/proc/PID/task/*/schedstat:
# less changed than the wall-clock time by a busy machine).  Memory:
# Rss and Pss of /proc/PID/smaps_rollup, -w seconds after the map.  The
# medians and the ratio Tabuleiro / Chess are printed per renderer; every
# run's figures are in the table above them.
#
# Needs: Xvfb, dbus-run-session, cc with the X11 headers (libx11-dev),
# gnome-chess (apt-get install gnome-chess), a built Tabuleiro.  Not part
# of the tests: the machine's load changes the figures; run it on a quiet
# machine, or compare medians and ratios.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
runs=9
renderers=cairo,gl
app=$src/build/src/ui/tabuleiro
wait_s=4
smaps_dir=
while getopts n:r:a:w:s: opt; do
  case $opt in
    n) runs=$OPTARG ;;
    r) renderers=$OPTARG ;;
    a) app=$(realpath "$OPTARG") ;;
    w) wait_s=$OPTARG ;;
    s) mkdir -p "$OPTARG"; smaps_dir=$(realpath "$OPTARG") ;;
    *) sed -n '2,18p' "$0" >&2; exit 2 ;;
  esac
done
schema_dir=${TAB_SCHEMA_DIR:-$src/build/data}
chess=$(command -v gnome-chess || echo /usr/games/gnome-chess)
cli=${TAB_CLI:-$src/build/src/cli/tabuleiro-cli}
for need in "$app" "$chess" "$cli"; do
  [ -x "$need" ] || { echo "bench-startup: $need is missing" >&2; exit 1; }
done

# ---- Inside the D-Bus session, on the Xvfb display (the script calls itself) ----
if [ "${BENCH_INNER:-}" = 1 ]; then
  tmp=$BENCH_TMP
  out=$tmp/runs.txt
  : > "$out"

  # one run: "APP RENDERER MS RSS_KIB PSS_KIB"; $1 the label, then the command
  run () {
    label=$1 renderer=$2
    shift 2
    # a HOME per app, kept from run to run (its caches warm, as a
    # player's are), without what the last run left of a game or settings
    home=$tmp/home-$label
    rm -rf "$home/.local" "$home/.config"
    mkdir -p "$home/.cache"
    line=$(env HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
               XDG_CACHE_HOME="$home/.cache" XDG_STATE_HOME="$home/.local/state" \
               GSK_RENDERER="$renderer" "$tmp/mapwatch" "$@")
    # shellcheck disable=SC2086 # the watcher's three numbers, as words
    set -- $line
    pid=$1 ms=$2 cpu=$3
    sleep "$wait_s"
    rss=$(awk '/^Rss:/ { print $2 }' "/proc/$pid/smaps_rollup")
    pss=$(awk '/^Pss:/ { print $2 }' "/proc/$pid/smaps_rollup")
    [ -z "$BENCH_SMAPS" ] || [ "$run_n" = 0 ] ||
      cp "/proc/$pid/smaps" "$BENCH_SMAPS/$label-$renderer-$run_n.smaps"
    kill "$pid"
    # the app is the watcher's child, not ours: wait for it to go
    while kill -0 "$pid" 2> /dev/null; do sleep 0.1; done
    echo "$label $renderer $ms $cpu $rss $pss"
  }

  for renderer in $(echo "$renderers" | tr , ' '); do
    # warm-up runs, not counted: the libraries in the page cache
    run_n=0
    run tabuleiro "$renderer" "$app" "$tmp/fourmation.tabuleiro" > /dev/null
    run chess "$renderer" "$chess" > /dev/null
    i=0
    while [ "$i" -lt "$runs" ]; do
      run_n=$((i + 1))
      run tabuleiro "$renderer" "$app" "$tmp/fourmation.tabuleiro" | tee -a "$out"
      run chess "$renderer" "$chess" | tee -a "$out"
      i=$((i + 1))
    done
  done
  exit 0
fi

tmp=$(mktemp -d)
xvfb_pid=
cleanup () {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2> /dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# The watcher: forks, execs argv[1..], prints "PID MS" at the first map of
# a top-level window that is not override-redirect (a menu, a tooltip)
cat > "$tmp/mapwatch.c" << 'EOF'
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <X11/Xlib.h>

/* the CPU time of all the threads of pid so far, in ms (schedstat: ns) */
static double
cpu_ms (pid_t pid)
{
  char path[64];
  DIR *dir;
  struct dirent *entry;
  double total = 0;

  snprintf (path, sizeof path, "/proc/%d/task", (int) pid);
  if ((dir = opendir (path)) == NULL)
    return -1;
  while ((entry = readdir (dir)) != NULL)
    {
      char file[128];
      FILE *f;
      unsigned long long ns;

      if (entry->d_name[0] == '.')
        continue;
      snprintf (file, sizeof file, "%s/%s/schedstat", path, entry->d_name);
      if ((f = fopen (file, "r")) != NULL)
        {
          if (fscanf (f, "%llu", &ns) == 1)
            total += ns / 1e6;
          fclose (f);
        }
    }
  closedir (dir);
  return total;
}

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int
main (int argc, char **argv)
{
  Display *display = XOpenDisplay (NULL);
  double start;
  pid_t pid;
  XEvent event;

  if (display == NULL || argc < 2)
    return 2;
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);
  start = now_ms ();
  pid = fork ();
  if (pid == 0)
    {
      /* not the caller's pipe: it reads ours to its end */
      freopen ("/dev/null", "w", stdout);
      close (ConnectionNumber (display));
      execvp (argv[1], argv + 1);
      _exit (127);
    }
  for (;;)
    {
      XNextEvent (display, &event);
      if (event.type == MapNotify && !event.xmap.override_redirect)
        break;
    }
  printf ("%d %.0f %.0f\n", (int) pid, now_ms () - start, cpu_ms (pid));
  return 0;
}
EOF
cc -O2 -o "$tmp/mapwatch" "$tmp/mapwatch.c" -lX11

# the game on screen: 4Mation after a few moves, a person to move
"$cli" save fourmation --size 7 --moves "d4 d3 c4 c3 b4 a4" --output "$tmp/fourmation.tabuleiro"

# a display of our own
exec 3> "$tmp/display"
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp > "$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
tries=0
until [ -s "$tmp/display" ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 100 ] || { echo "bench-startup: Xvfb did not start" >&2; cat "$tmp/xvfb.log" >&2; exit 1; }
  sleep 0.1
done
display=:$(cat "$tmp/display")

echo "Tabuleiro: $app"
echo "GNOME Chess: $chess ($(dpkg-query -W -f='${Version}' gnome-chess 2> /dev/null || echo '?'))"
echo "$runs runs each per renderer, after one warm-up; memory read ${wait_s}s after the map"
echo "app renderer start_ms start_cpu_ms rss_kib pss_kib"
env -u LANGUAGE -u LC_ALL -u WAYLAND_DISPLAY LANG=C.UTF-8 DISPLAY="$display" \
    GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory \
    GSETTINGS_SCHEMA_DIR="$schema_dir" \
    BENCH_INNER=1 BENCH_TMP="$tmp" BENCH_SMAPS="$smaps_dir" \
  dbus-run-session -- "$0" -n "$runs" -r "$renderers" -a "$app" -w "$wait_s"

# ---- Medians and ratios ----
echo
awk '
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++)
      for (j = i + 1; j <= n; j++)
        if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  {
    key = $1 " " $2
    ms[key] = ms[key] " " $3; cpu[key] = cpu[key] " " $4
    rss[key] = rss[key] " " $5; pss[key] = pss[key] " " $6
    if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 }
  }
  END {
    printf "%-9s %-10s %9s %9s %9s %9s\n", "renderer", "app", "start ms", "CPU ms", "RSS MiB", "PSS MiB"
    for (i = 1; i <= n; i++) {
      r = order[i]
      t = "tabuleiro " r; c = "chess " r
      tm = median(ms[t]); cm = median(ms[c]); tc = median(cpu[t]); cc = median(cpu[c])
      tr = median(rss[t]) / 1024; cr = median(rss[c]) / 1024
      tp = median(pss[t]) / 1024; cp = median(pss[c]) / 1024
      printf "%-9s %-10s %9.0f %9.0f %9.1f %9.1f\n", r, "Tabuleiro", tm, tc, tr, tp
      printf "%-9s %-10s %9.0f %9.0f %9.1f %9.1f\n", r, "Chess", cm, cc, cr, cp
      printf "%-9s %-10s %9.2f %9.2f %9.2f %9.2f\n", r, "ratio", tm / cm, tc / cc, tr / cr, tp / cp
    }
  }' "$tmp/runs.txt"
