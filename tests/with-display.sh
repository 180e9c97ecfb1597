#!/usr/bin/env bash
# tests/with-display.sh COMMAND [ARG...]: runs COMMAND on a new Xvfb display
# in its own D-Bus session.
#
# Unlike `xvfb-run -a`, which picks a display number by looking for lock
# files and so can pick the same one as another test starting at the same
# moment, Xvfb's -displayfd has the server itself take a free number and
# tell it.
#
# With TAB_TEST_DISPLAY=wayland (meson test --setup wayland), the display
# is weston's headless Wayland one instead: tests/with-wayland.sh.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

if [ "${TAB_TEST_DISPLAY:-x11}" = wayland ]; then
  exec "$(dirname "$0")/with-wayland.sh" "$@"
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-display-XXXXXX")
xvfb_pid=
cleanup () {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT

mkfifo "$dir/displayfd"
# -noreset: the accessibility bus launcher connects to the server and
# leaves, and a server that resets then refuses the app for a moment.
# -r: no key repeat; on a busy machine a key typed by xdotool could be
# held long enough to repeat ("tabuleiroo")
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp -noreset -r \
  3>"$dir/displayfd" >"$dir/xvfb.log" 2>&1 &
xvfb_pid=$!

# the server writes its display number once it accepts connections
if ! read -r -t 60 number <"$dir/displayfd"; then
  echo "Xvfb did not start:" >&2
  cat "$dir/xvfb.log" >&2
  exit 1
fi

export DISPLAY=":$number"
unset WAYLAND_DISPLAY
# Xvfb puts the pointer in the middle of the screen, over the windows the
# tests open at the top left, and a tooltip would come up under it at
# random: the pointer goes to the bottom right corner, where no window is
if command -v xdotool >/dev/null; then
  xdotool mousemove 1279 899 || true
fi
# Only the command writes to standard output (a TAP stream for meson): the
# services the session starts (the accessibility bus and registry) print
# there too, so they get standard error.
exec 3>&1 1>&2
dbus-run-session -- sh -c 'exec "$@" 1>&3 3>&-' sh "$@"
