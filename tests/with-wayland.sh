#!/usr/bin/env bash
# tests/with-wayland.sh COMMAND [ARG...]: runs COMMAND on a new Wayland
# display, weston's headless backend, in its own D-Bus session; the
# Wayland counterpart of tests/with-display.sh.
#
# Each run has a runtime folder of its own (XDG_RUNTIME_DIR, where weston
# puts its socket), so that tests running at the same time never meet.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

dir=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-wayland-XXXXXX")
chmod 700 "$dir"
weston_pid=
cleanup () {
  [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null && wait "$weston_pid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT

# the seat weston's headless backend lacks (tests/ui/weston-test-seat.c)
if [ ! -f "${TAB_WESTON_SEAT:-}" ]; then
  echo "no seat module for weston (TAB_WESTON_SEAT): install libweston's -dev package" \
    "(libweston-10-dev on Debian 12), then meson setup --reconfigure" >&2
  exit 1
fi

export XDG_RUNTIME_DIR=$dir
# no idle time: the desktop shell would otherwise lock the screen of a
# long test; no rendering (the headless backend's default renderer): the
# tests read widgets, not pixels, and the CPU goes to the app
weston --backend=headless-backend.so --width=1280 --height=900 \
  --socket=wayland-tabuleiro --idle-time=0 --no-config \
  --modules="$TAB_WESTON_SEAT" --log="$dir/weston.log" >/dev/null 2>&1 &
weston_pid=$!

# the socket is there once weston listens: a client that connects before
# it enters its main loop waits in the socket's queue
for _ in $(seq 600); do
  [ -S "$dir/wayland-tabuleiro" ] && break
  if ! kill -0 "$weston_pid" 2>/dev/null; then
    break
  fi
  sleep 0.1
done
if [ ! -S "$dir/wayland-tabuleiro" ]; then
  echo "weston did not start:" >&2
  cat "$dir/weston.log" >&2
  exit 1
fi

export WAYLAND_DISPLAY=wayland-tabuleiro GDK_BACKEND=wayland
unset DISPLAY
# Only the command writes to standard output (a TAP stream for meson): the
# services the session starts print there too, so they get standard error.
exec 3>&1 1>&2
dbus-run-session -- sh -c 'exec "$@" 1>&3 3>&-' sh "$@"
