#!/bin/sh
# tools/screenshots.sh: takes docs/screenshots/*.png again, from the real app
#
#   tools/screenshots.sh [OUTDIR]     (default: docs/screenshots)
#
# Builds Tabuleiro in build-screenshots/ (or TABULEIRO_BUILD-screenshots)
# and installs it in a prefix inside
# it (so that the app finds its Portuguese messages where it looks for
# them), writes a save file per game with `tabuleiro-cli save`, and opens
# each with the app under Xvfb, in a D-Bus session of its own, with its own
# settings, data and config folders: nothing of the user's is read or
# changed.  Each picture is the app's window alone (`import -window`).
# The set-up is tools/screenshots-common.sh, shared with
# tools/screenshots-adaptive.sh.
#
#   chooser.png       the game chooser
#   fourmation.png, apart.png, freedom.png, green-skull.png, splut.png
#                     every game mid-game, a person against the computer
#   dark.png          Green Skull with the app's colour scheme set to dark
#   high-contrast.png Apart with the system's high contrast on
#   portuguese.png    4Mation under LANG=pt_PT.UTF-8
#
# Needs: meson, ninja, xvfb-run, dbus-run-session, xdotool, import
# (imagemagick) and localedef (for pt_PT where the system lacks it).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

# shellcheck source=tools/screenshots-common.sh
. "$(dirname "$0")/screenshots-common.sh"

# one shot, on the display xvfb-run made (the script calls itself)
screenshots_dispatch "$@"

screenshots_setup "${1:-$(dirname "$0")/../docs/screenshots}"

# ---- The games ----

# save GAME NAME SEAT_OF_THE_PERSON "CLI OPTIONS" "MOVES": NAME.tabuleiro,
# where the person plays one seat and the Casual computer the others
save () {
  game=$1 name=$2 person=$3 options=$4 moves=$5
  # shellcheck disable=SC2086 # options are words
  "$cli" save "$game" $options --moves "$moves" --output "$tmp/$name.tabuleiro"
  sed -i -e "s|<seat number=\"\\([0-9]\\)\" kind=\"person\"/>|<seat number=\"\\1\" kind=\"computer\" level=\"2\"/>|" \
         -e "s|<seat number=\"$person\" kind=\"computer\" level=\"2\"/>|<seat number=\"$person\" kind=\"person\"/>|" \
         "$tmp/$name.tabuleiro"
}

save fourmation fourmation 1 "--size 7" \
  "d4 d3 c4 c3 b4 a4 b3 a2 b2 b1 c2 d1 e2 d2 e3 e4"
save apart apart 1 "--size 8x8" \
  "f2-d4 d7-d5 d2-f4 f8-d6 d6-b4 c2-c4 c4-e4 e4-h4 c8-c6 c6-c4 c4-e6 e6-a2 \
f1-d3 d3-b5 f7-h5 g1-g3 g3-g5 g5-e3 e3-c5 c5-a7 d8-f8 f8-d6 d6-g3 \
d1-h1 h1-f3 f3-f5 f5-f7 e8-e6 e6-e4 e4-c6 c6-f3 f3-d3"
save freedom freedom 1 "--size 10" \
  "f6 f7 g6 g7 h6 h7 i6 i7 j7 j6 i5 h5 i4 i3 h4 g4 g3 f2 f3 e3 f4 f5 e5 d4 \
c5 d6 d5 e6 d7 c6 b5 b6 c7 b7 c8 b9 b8 c9 d8 d9 e8 e9 f9 g10"
save green-skull green-skull 1 "" \
  "j8xj6 g1-f1 e3xg3 g3xg5 g5xe3 h7-g6 c1xe1 e1xg1 j3xj5 j5xj7 j7xh7 h7xf5 \
g7-f6 c3xe5 e5xg5 j2-j3 g5-f4 i8-i7 j3-j4 e3-d2 i7-i6 h2-g2 g1-f1 i6-i5 \
i2-h2 f1-e1 h8-g7 h2-h3 d2-c1"
save splut splut 3 "--players 4" \
  "d2-d3 b5-c5 b6-c6^a5 e8-e7 f8-f7^e9 d8-e8*w h5-g5 h4-g4^i5 h6-h5*n \
d3-d4 d4-d3^d8 d3-c3^d7 c6-d6 d6-d5 b4-b5*s"

# Portuguese as a user has it; where the system has no pt_PT locale, one
# is compiled for this run
if locale -a | grep -qi '^pt_PT\.utf-\?8$'; then
  locpath=
else
  mkdir -p "$tmp/locale"
  localedef -i pt_PT -f UTF-8 "$tmp/locale/pt_PT.UTF-8"
  locpath=$tmp/locale
fi

# ---- The shots ----

# shoot PNG TITLE FILE [SETTING=VALUE | VAR=VALUE ...]: opens FILE (none:
# the chooser) and takes the window whose title contains TITLE
shoot () {
  png=$1 title=$2 file=$3
  shift 3
  setting='' vars=''
  for arg in "$@"; do
    # shellcheck disable=SC2089 # the quotes are the keyfile's
    case $arg in
      color-scheme=*) setting="color-scheme='${arg#*=}'" ;;
      *) vars="$vars $arg" ;;
    esac
  done
  echo "$png"
  # shellcheck disable=SC2090 # one argument, quoted
  home=$(screenshots_home "${png%.png}" ${setting:+"$setting"})
  # shellcheck disable=SC2086 # vars are words
  screenshots_run "$home" $vars -- --shoot "$out/$png" "$title" "$file"
}

shoot chooser.png "Tabuleiro" ""
shoot fourmation.png "fourmation.tabuleiro" "$tmp/fourmation.tabuleiro"
shoot apart.png "apart.tabuleiro" "$tmp/apart.tabuleiro"
shoot freedom.png "freedom.tabuleiro" "$tmp/freedom.tabuleiro"
shoot green-skull.png "green-skull.tabuleiro" "$tmp/green-skull.tabuleiro"
shoot splut.png "splut.tabuleiro" "$tmp/splut.tabuleiro"
shoot dark.png "green-skull.tabuleiro" "$tmp/green-skull.tabuleiro" color-scheme=dark
shoot high-contrast.png "apart.tabuleiro" "$tmp/apart.tabuleiro" ADW_DEBUG_HIGH_CONTRAST=1
shoot portuguese.png "fourmation.tabuleiro" "$tmp/fourmation.tabuleiro" \
  LANG=pt_PT.UTF-8 ${locpath:+LOCPATH=$locpath}
