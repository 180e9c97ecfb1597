#!/bin/sh
# tools/screenshots-adaptive.sh: every game at its largest board size in
# windows of four sizes, from the real app (issue 28, "Every screen")
#
#   tools/screenshots-adaptive.sh [OUTDIR [games|dialogs|all]]
#                                 (default: docs/screenshots/adaptive, all)
#
# Writes GAME-WxH.png for the games apart (15×15), fourmation (10×10),
# freedom (19×19), green-skull and splut (four seats), each a few turns in
# (the Casual computer's turns, from tabuleiro-cli think), a person against
# the computer, at 360×294 (a phone in landscape), 360×640 (a phone),
# 683×768 (half a laptop screen) and 1280×900.  The window is asked for that
# size through the app's own settings (window-width, window-height); where
# the app cannot be that small the picture shows how large it stays.
# Then (dialogs) dialogs-NAME-WxH.png: New Game, the Preferences, How to
# Play (a game's page, and the list it goes back to), About, the Resign
# question and the shortcuts over Apart at 360×640 and 360×294.
# Builds and installs as tools/screenshots.sh does, with the set-up they
# share (tools/screenshots-common.sh), and runs each shot under Xvfb with
# its own settings and folders: nothing of the user's is read or changed.
#
# Needs: meson, ninja, xvfb-run, dbus-run-session, xdotool, import and
# convert (imagemagick).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

# shellcheck source=tools/screenshots-common.sh
. "$(dirname "$0")/screenshots-common.sh"

screenshots_dispatch "$@"

screenshots_setup "${1:-$(dirname "$0")/../docs/screenshots/adaptive}"
what=${2:-all}

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

# shoot GAME WIDTH HEIGHT [NAME STEP ...]: GAME-WIDTHxHEIGHT.png, or
# NAME-WIDTHxHEIGHT.png after the steps (screenshots_shoot)
shoot () {
  game=$1 width=$2 height=$3
  shift 3
  png=${1:-$game}-${width}x$height.png
  [ $# -eq 0 ] || shift
  echo "$png"
  rm -f "$out/$png"
  # (xvfb-run -a can lose a race for a display number on a busy machine:
  # tried up to three times)
  for try in 1 2 3; do
    home=$(screenshots_home "${png%.png}-$try" "window-width=$width" "window-height=$height")
    screenshots_run "$home" -- --shoot "$out/$png" "$game.tabuleiro" "$tmp/$game.tabuleiro" "$@" &&
      [ -s "$out/$png" ] && return 0
    echo "$png: again ($try)" >&2
    sleep 2
  done
  return 1
}

if [ "$what" = all ] || [ "$what" = games ]; then
  for size in 360x294 360x640 683x768 1280x900; do
    for game in apart fourmation freedom green-skull splut; do
      shoot "$game" "${size%x*}" "${size#*x}"
    done
  done
fi

# every dialog over Apart 15×15 on a phone, upright and in landscape (the
# shortcuts of libadwaita 1.7 are a window of their own: that window)
if [ "$what" = all ] || [ "$what" = dialogs ]; then
  for size in 360x640 360x294; do
    width=${size%x*} height=${size#*x}
    shoot apart "$width" "$height" dialogs-new-game key:ctrl+n
    shoot apart "$width" "$height" dialogs-preferences key:ctrl+comma
    shoot apart "$width" "$height" dialogs-how-to-play key:F1
    shoot apart "$width" "$height" dialogs-how-to-play-list key:F1 key:alt+Left
    shoot apart "$width" "$height" dialogs-about action:about
    shoot apart "$width" "$height" dialogs-resign key:ctrl+shift+r
    shoot apart "$width" "$height" dialogs-shortcuts key:ctrl+question window:Shortcuts
  done
fi
