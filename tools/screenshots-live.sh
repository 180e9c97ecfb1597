#!/bin/sh
# inside the trixie root: Live Evaluation on (app = $1, outdir = $2, tag = $3):
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie sh -c 'xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- tools/screenshots-live.sh $PWD/build-trixie/build/src/ui/tabuleiro $PWD/docs/screenshots/analysis after'
# live-splut-TAG.png: Splut! for three, the random game of
# test-live-evaluation's /live-evaluation/splut-three as far as the turn
# that lets North be knocked out (the review proves it);
# live-standing-TAG.png: a Freedom game's standing line, "Estimate: even"
set -eu
app=$1 out=$2 tag=$3
tmp=$(mktemp -d)
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$(dirname $(dirname $(dirname $app)))/data GDK_BACKEND=x11 GTK_A11Y=none LANG=C.UTF-8
cli=${CLI:-$(dirname $(dirname $app))/cli/tabuleiro-cli}

# shoot NAME GAME [OPTION ...]: the game saved as NAME, opened, Live
# Evaluation turned on (Ctrl+L), the window taken as NAME-TAG.png
shoot () {
  name=$1
  shift
  $cli save "$@" --output "$tmp/$name.tabuleiro"
  $app "$tmp/$name.tabuleiro" &
  pid=$!
  w=$(timeout 30 xdotool search --sync --onlyvisible --name "$name" | head -n 1)
  sleep 4
  xdotool mousemove --window "$w" 200 200 click 1 2>/dev/null || true
  xdotool key --window "$w" ctrl+l
  sleep 8
  import -window "$w" "$out/$name-$tag.png"
  kill $pid
  wait $pid || true
}

xdotool mousemove 1279 899
shoot live-splut splut --players 3 --moves "e2-e3 b5-c5 b4-c4 e8-e7 e7-f7 f7-e7 e3-f3 f3-g3 f2-f3 c5-c4 b6-b5^e9 c4-c5 d8-e8*n"
shoot live-standing freedom --size 8 --moves "a1 b2 c3 d4 e5"
rm -rf "$tmp"
