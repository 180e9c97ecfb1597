#!/bin/sh
# tools/board-screenshots.sh BUILD OUTDIR [SHOT ...]: the board dragged,
# turned and zoomed, from the app of BUILD (a build directory) under Xvfb,
# in a D-Bus session and with settings of its own; xdotool presses the
# keys and moves the pointer as a player would.  Shots (default all):
#
#   drag        Apart, a White piece (at TAB_FROM_X, TAB_FROM_Y in the
#               window) dragged up: its legal squares
#   click       Apart, the same piece clicked
#   flipped     Apart after Flip Board (Ctrl+F): Black's side at the bottom
#   splut-turn  Splut! for four, the board turned to West (seat 2)
#   skull-flip  Green Skull after Flip Board
#   zoomed      Apart 15×15 zoomed twice (Ctrl+plus) and panned (scroll)
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu

if [ "${1:-}" = "--shoot" ]; then
  shift
  png=$1 file=$2 what=$3
  xdotool mousemove 1279 899
  "$TAB_APP" "$file" &
  app=$!
  window=$(timeout 30 xdotool search --sync --onlyvisible --name "$(basename "$file")" | head -n 1)
  sleep 4
  eval "$(xdotool getwindowgeometry --shell "$window")"
  # the board's middle, left of the side panel
  bx=$((X + WIDTH * 36 / 100)) by=$((Y + HEIGHT / 2))
  case $what in
    click)
      xdotool mousemove --window "$window" "$TAB_FROM_X" "$TAB_FROM_Y" sleep 0.2 click 1
      sleep 1 ;;
    drag)
      # a piece at TAB_FROM_X, TAB_FROM_Y in the window, dragged up
      xdotool mousemove --window "$window" "$TAB_FROM_X" "$TAB_FROM_Y" sleep 0.2 mousedown 1 \
              mousemove --window "$window" "$((TAB_FROM_X + 10))" "$((TAB_FROM_Y - 20))" sleep 0.2 \
              mousemove --window "$window" "$((TAB_FROM_X + 25))" "$((TAB_FROM_Y - 75))"
      sleep 1 ;;
    flip)
      xdotool mousemove "$bx" "$by" click 1 key Escape key ctrl+f
      sleep 1 ;;
    zoom)
      xdotool mousemove "$bx" "$by" click 1 key Escape key ctrl+plus key ctrl+plus
      sleep 0.5
      xdotool click 5 click 5 click 5 click 4
      sleep 1 ;;
  esac
  import -window "$window" "$png"
  [ "$what" != drag ] || xdotool key Escape mouseup 1
  kill "$app"
  wait "$app" 2> /dev/null || true
  exit 0
fi

src=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "$1")
out=$(realpath "$2")
shift 2
[ $# -gt 0 ] || set -- drag flipped splut-turn skull-flip zoomed
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cli=$build/src/cli/tabuleiro-cli
export TAB_APP="$build/src/ui/tabuleiro"
mkdir -p "$out"

# save GAME NAME PERSON "OPTIONS" "MOVES": the person plays seat PERSON,
# people all seats when PERSON is "all", else the computer the others
save () {
  "$cli" save "$1" $4 --moves "$5" --output "$tmp/$2.tabuleiro"
  if [ "$3" != all ]; then
    sed -i -e "s|<seat number=\"\\([0-9]\\)\" kind=\"person\"/>|<seat number=\"\\1\" kind=\"computer\" level=\"2\"/>|" \
           -e "s|<seat number=\"$3\" kind=\"computer\" level=\"2\"/>|<seat number=\"$3\" kind=\"person\"/>|" \
           "$tmp/$2.tabuleiro"
  fi
}

save apart apart 1 "--size 8x8" "f2-d4 d7-d5 d2-f4 f8-d6 d6-b4 c2-c4 c4-e4 e4-h4"
save apart apart15 1 "--size 15x15" ""
save splut splut all "--players 4" "d2-d3"
save green-skull skull 1 "" "j8xj6 g1-f1 e3xg3 g3xg5 g5xe3 h7-g6"

# shoot PNG FILE WHAT [SETTING=VALUE]
shoot () {
  png=$1 file=$2 what=$3
  home=$tmp/home-$what-$(basename "$png" .png)
  mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/cache"
  printf '[io/github/tabuleiro/Tabuleiro]\n%s\n' "${4:-}" > "$home/config/glib-2.0/settings/keyfile"
  echo "$png"
  env -u LANGUAGE -u LC_ALL LANG=C.UTF-8 \
      HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
      GDK_BACKEND=x11 GTK_A11Y=none TAB_FROM_X="${TAB_FROM_X:-0}" TAB_FROM_Y="${TAB_FROM_Y:-0}" \
    "$src/tests/with-display.sh" "$0" --shoot "$out/$png" "$file" "$what"
}

for shot in "$@"; do
  case $shot in
    drag) shoot board-drag.png "$tmp/apart.tabuleiro" drag ;;
    flipped) shoot board-flipped.png "$tmp/apart.tabuleiro" flip ;;
    splut-turn) shoot board-splut-turned.png "$tmp/splut.tabuleiro" none "turn-board-to-seat=true" ;;
    skull-flip) shoot board-green-skull-flipped.png "$tmp/skull.tabuleiro" flip ;;
    click) shoot board-click.png "$tmp/apart.tabuleiro" click ;;
    zoomed) shoot board-zoomed.png "$tmp/apart15.tabuleiro" zoom ;;
  esac
done
