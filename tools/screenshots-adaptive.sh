#!/bin/sh
# tools/screenshots-adaptive.sh: every game at its largest board size in
# windows of four sizes, from the real app (issue 28, "Every screen")
#
#   tools/screenshots-adaptive.sh [OUTDIR]   (default: docs/screenshots/adaptive)
#
# Writes GAME-WxH.png for the games apart (15×15), fourmation (10×10),
# freedom (19×19), green-skull and splut (four seats), each a few turns in
# (the Casual computer's turns, from tabuleiro-cli think), a person against
# the computer, at 360×294 (a phone in landscape), 360×640 (a phone),
# 683×768 (half a laptop screen) and 1280×900.  The window is asked for that
# size through the app's own settings (window-width, window-height); where
# the app cannot be that small the picture shows how large it stays.
# Builds and installs as tools/screenshots.sh does (TABULEIRO_BUILD-
# screenshots), and runs each shot under Xvfb with its own settings and
# folders: nothing of the user's is read or changed.
#
# Needs: meson, ninja, xvfb-run, dbus-run-session, xdotool, import and
# convert (imagemagick).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [ "${1:-}" = "--shoot" ]; then
  png=$2 title=$3 file=$4
  xdotool mousemove 1279 899
  "$TAB_APP" "$file" &
  app=$!
  window=$(timeout 30 xdotool search --sync --onlyvisible --name "$title" | head -n 1)
  sleep 5
  import -window "$window" "$png"
  # a capture of one colour (the window not drawn yet): once more
  if [ "$(convert "$png" -format '%k' info:)" -le 1 ]; then
    sleep 3
    import -window "$window" "$png"
  fi
  kill "$app"
  wait "$app" 2> /dev/null || true
  exit 0
fi

src=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$src/docs/screenshots/adaptive}")
build=$src/${TABULEIRO_BUILD:-build}-screenshots
prefix=$build/prefix
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$src" --prefix "$prefix"
fi
meson install -C "$build" --quiet
cli=$build/src/cli/tabuleiro-cli
export TAB_APP="$prefix/bin/tabuleiro"
mkdir -p "$out"

# save GAME "CLI OPTIONS" TURNS: GAME.tabuleiro, TURNS turns of the Casual
# computer in, seat 1 a person and the others the Casual computer
save () {
  game=$1 options=$2 turns=$3 moves=
  i=0
  while [ "$i" -lt "$turns" ]; do
    # shellcheck disable=SC2086 # options are words
    turn=$("$cli" think "$game" $options --level 2 --seed "$i" ${moves:+--moves "$moves"})
    moves="${moves:+$moves }$turn"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  "$cli" save "$game" $options ${moves:+--moves "$moves"} --output "$tmp/$game.tabuleiro"
  sed -i -e 's|<seat number="\([2-4]\)" kind="person"/>|<seat number="\1" kind="computer" level="2"/>|' \
         -e 's|<seat number="1" kind="computer" level="2"/>|<seat number="1" kind="person"/>|' \
         "$tmp/$game.tabuleiro"
}

save apart "--size 15x15" 6
save fourmation "--size 10" 8
save freedom "--size 19" 10
save green-skull "" 6
save splut "--players 4" 8

# shoot GAME WIDTH HEIGHT
shoot () {
  game=$1 width=$2 height=$3
  png=$game-${width}x$height.png
  home=$tmp/home-$game-$width-$height
  mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/cache"
  printf '[io/github/tabuleiro/Tabuleiro]\nwindow-width=%s\nwindow-height=%s\n' \
    "$width" "$height" > "$home/config/glib-2.0/settings/keyfile"
  echo "$png"
  rm -f "$out/$png"
  # (xvfb-run -a can lose a race for a display number on a busy machine:
  # tried up to three times)
  for try in 1 2 3; do
    shoot_once "$game" "$home" "$png" && [ -s "$out/$png" ] && return 0
    echo "$png: again ($try)" >&2
    sleep 2
  done
  return 1
}

# shoot_once GAME HOME PNG: one try
shoot_once () {
  game=$1 home=$2 png=$3
  env -u LANGUAGE -u LC_ALL LANG=C.UTF-8 \
      HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" XDG_DATA_DIRS="$prefix/share:/usr/local/share:/usr/share" \
      GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
      GDK_BACKEND=x11 GTK_A11Y=none \
    xvfb-run -a -s "-screen 0 1280x900x24" \
      dbus-run-session -- "$0" --shoot "$out/$png" "$game.tabuleiro" "$tmp/$game.tabuleiro"
}

for size in 360x294 360x640 683x768 1280x900; do
  for game in apart fourmation freedom green-skull splut; do
    shoot "$game" "${size%x*}" "${size#*x}"
  done
done
