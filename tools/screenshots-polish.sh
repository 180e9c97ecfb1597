#!/bin/sh
# tools/screenshots-polish.sh: the result card, the Splut! knock-out
# question and the narrow header, from the real app (issue 29's rest)
#
#   tools/screenshots-polish.sh [OUTDIR]   (default: docs/screenshots/newcomer)
#
# Writes polish-card-draw.png (4Mation 4×4, the board full),
# polish-card-win.png (Splut!, North's computer wins: South's own throw),
# polish-splut-three-warning.png (Splut! for three: South's throw onto
# its own Sorcerer, asked about; -off.png: the same with the warning off,
# as main played it, no question), and polish-header-360-x11.png and
# polish-header-360-gnome.png (Green Skull at 360×640 with X11's three
# window buttons and with GNOME's close button alone).  The set-up is
# tools/screenshots-common.sh's.
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

screenshots_setup "${1:-$(dirname "$0")/../docs/screenshots/newcomer}"

# save GAME NAME "CLI OPTIONS" "MOVES" [SEAT=LEVEL ...]: NAME.tabuleiro,
# people at every seat but those given to the computer at LEVEL
save () {
  game=$1 name=$2 options=$3 moves=$4
  shift 4
  # shellcheck disable=SC2086 # options are words
  "$cli" save "$game" $options ${moves:+--moves "$moves"} --output "$tmp/$name.tabuleiro"
  for seat in "$@"; do
    sed -i "s|<seat number=\"${seat%=*}\" kind=\"person\"/>|<seat number=\"${seat%=*}\" kind=\"computer\" level=\"${seat#*=}\"/>|" \
      "$tmp/$name.tabuleiro"
  done
}

# shoot NAME TITLE FILE WIDTH HEIGHT DECORATIONS [SETTING ...] -- [STEP ...]
shoot () {
  name=$1 title=$2 file=$3 width=$4 height=$5 layout=$6
  shift 6
  settings="window-width=$width window-height=$height"
  while [ "$1" != "--" ]; do
    settings="$settings $1"
    shift
  done
  shift
  echo "$name.png"
  # shellcheck disable=SC2086 # settings are words
  home=$(screenshots_home "$name" $settings)
  mkdir -p "$home/config/gtk-4.0"
  printf '[Settings]\ngtk-decoration-layout=%s\n' "$layout" > "$home/config/gtk-4.0/settings.ini"
  screenshots_run "$home" -- --shoot "$out/$name.png" "$title" "$file" "$@"
}

x11=menu:minimize,maximize,close
save fourmation draw "--size 4" "b4 c4 c3 c2 d1 d2 c1 b1 a2 b2 b3 a3 a4 d4 d3 a1" 2=2
save splut win "--players 2" \
  "e2-e3 e8-e7 e7-e6 e3-e4 f2-e2 e2-e3^e1 e6-d6 d6-d5 d5-c5 e4-f4 e3-e2*w" 2=2
save splut three "--players 3" \
  "e2-e3 b5-c5 c5-c6 e8-e7 e7-e6 e6-d6 e3-e4 f2-e2 e2-e3^e1 c6-c7 c7-d7 b6-c6 d6-d5 d5-c5 c5-c4"
save green-skull skull "" ""

shoot polish-card-draw draw.tabuleiro "$tmp/draw.tabuleiro" 880 700 "$x11" --
shoot polish-card-win win.tabuleiro "$tmp/win.tabuleiro" 880 700 "$x11" --
# the board's cursor from e5 (its start) to South's Troll on e3, onto the
# Rock on e2, then the throw west, the fourth of the choices
for warn in true false; do
  shoot "polish-splut-three-warning${warn#true}" three.tabuleiro "$tmp/three.tabuleiro" 880 760 "$x11" \
    "warn-losing-turn=$warn" -- key:Down key:Down key:Return key:Down key:Return \
    key:Down key:Down key:Down key:Return
done
mv "$out/polish-splut-three-warningfalse.png" "$out/polish-splut-three-warning-off.png"
shoot polish-header-360-x11 skull.tabuleiro "$tmp/skull.tabuleiro" 360 640 "$x11" --
shoot polish-header-360-gnome skull.tabuleiro "$tmp/skull.tabuleiro" 360 640 appmenu:close --
