#!/bin/sh
# The shots of the standing graph in docs/screenshots/analysis/: a Freedom
# 6×6 game (the one of tools/screenshots-analysis.sh) analysed, then three
# turns back, light and dark at 1280×900, light at 360×640; and a Splut!
# game of three seats (its lanes).  Run from the worktree:
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie tools/screenshots-graph.sh build-trixie/build docs/screenshots/analysis
set -eu
if [ "${1:-}" = --shoot ]; then
  # inside xvfb-run: open FILE, analyse, browse back, scroll the side
  # panel (a phone's is under the board) SCROLL wheel steps, take the window
  png=$2 title=$3 file=$4 wait=$5 back=$6 scroll=$7
  xdotool mousemove 1279 899
  "$app" "$file" &
  pid=$!
  w=$(timeout 30 xdotool search --sync --onlyvisible --name "$title" | head -n 1)
  sleep 4
  xdotool mousemove --window "$w" 10 200 click 1 2>/dev/null || true
  xdotool key --window "$w" ctrl+shift+a
  sleep "$wait"
  i=0
  while [ "$i" -lt "$back" ]; do
    xdotool key --window "$w" alt+Left
    i=$((i + 1))
  done
  xdotool mousemove 180 560
  i=0
  while [ "$i" -lt "$scroll" ]; do
    xdotool click 5
    sleep 0.2
    i=$((i + 1))
  done
  xdotool mousemove 1279 899
  sleep 2
  import -window "$w" "$png"
  kill $pid
  exit 0
fi
build=$(realpath "$1") out=$(realpath "$2")
export app=$build/src/ui/tabuleiro
cli=$build/src/cli/tabuleiro-cli
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cli" save freedom --size 6 --moves "c3 d4 c4 c5 d5 e6 e5 f6 f5 e4 d3 e3 f4 f3 e2 f2 f1 e1 d1 d2 c1 b2" \
  --output "$tmp/freedom-game.tabuleiro"
# Splut! for three: the Casual computer's turns
moves=
i=0
while [ "$i" -lt 24 ]; do
  turn=$("$cli" think splut --players 3 --level 2 --seed "$i" ${moves:+--moves "$moves"}) || break
  [ -n "$turn" ] || break
  moves="${moves:+$moves }$turn"
  i=$((i + 1))
done
"$cli" save splut --players 3 --moves "$moves" --output "$tmp/splut-game.tabuleiro"

# shoot PNG WIDTH HEIGHT SCHEME GAME WAIT BACK [SCROLL]
shoot () {
  png=$1 width=$2 height=$3 scheme=$4 game=$5 wait=$6 back=$7 scroll=${8:-0}
  # ONLY=PNG takes that one alone
  [ -z "${ONLY:-}" ] || [ "$ONLY" = "$png" ] || return 0
  home=$tmp/home-${png%.png}
  mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/cache"
  printf "[io/github/tabuleiro/Tabuleiro]\nwindow-width=%s\nwindow-height=%s\ncolor-scheme='%s'\n" \
    "$width" "$height" "$scheme" > "$home/config/glib-2.0/settings/keyfile"
  echo "$png"
  env -u LANGUAGE -u LC_ALL LANG=C.UTF-8 \
      HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
      GDK_BACKEND=x11 GTK_A11Y=none \
    xvfb-run -a -s "-screen 0 1280x900x24" \
      dbus-run-session -- "$0" --shoot "$out/$png" "$game" "$tmp/$game.tabuleiro" "$wait" "$back" "$scroll"
}

shoot graph-wide-light.png 1280 900 light freedom-game 100 3
shoot graph-wide-dark.png 1280 900 dark freedom-game 100 3
shoot graph-narrow.png 360 640 light freedom-game 100 3 8
shoot graph-splut-three.png 1280 900 light splut-game 40 2
