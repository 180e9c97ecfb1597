#!/bin/sh
# inside the trixie root: Live Evaluation in Splut! for three (app = $1,
# outdir = $2, tag = $3), the shot docs/screenshots/analysis/live-splut-TAG.png:
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie sh -c 'xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- tools/screenshots-live.sh $PWD/build-trixie/build/src/ui/tabuleiro $PWD/docs/screenshots/analysis after'
# The game: the random game of test-live-evaluation's /live-evaluation/splut-three
# as far as the turn that lets North be knocked out (the review proves
# it); then live-standing-TAG.png, the standing line of a Freedom game
set -eu
app=$1 out=$2 tag=$3
tmp=$(mktemp -d)
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$(dirname $(dirname $(dirname $app)))/data GDK_BACKEND=x11 GTK_A11Y=none LANG=C.UTF-8
cli=${CLI:-$(dirname $(dirname $app))/cli/tabuleiro-cli}
$cli save splut --players 3 --moves "e2-e3 b5-c5 b4-c4 e8-e7 e7-f7 f7-e7 e3-f3 f3-g3 f2-f3 c5-c4 b6-b5^e9 c4-c5 d8-e8*n" --output $tmp/splut-three.tabuleiro
xdotool mousemove 1279 899
$app $tmp/splut-three.tabuleiro &
pid=$!
w=$(timeout 30 xdotool search --sync --onlyvisible --name "splut-three" | head -n 1)
sleep 4
xdotool mousemove --window "$w" 200 200 click 1 2>/dev/null || true
xdotool key --window "$w" ctrl+l
sleep 8
import -window "$w" "$out/live-splut-$tag.png"
kill $pid
wait $pid || true
# and the standing line of a 2-seat game, "Estimate: even": as tall as a
# long estimate, so that it does not jump when the next comes
$cli save freedom --size 8 --moves "a1 b2 c3 d4 e5" --output $tmp/freedom-even.tabuleiro
$app $tmp/freedom-even.tabuleiro &
pid=$!
w=$(timeout 30 xdotool search --sync --onlyvisible --name "freedom-even" | head -n 1)
sleep 4
xdotool mousemove --window "$w" 200 200 click 1 2>/dev/null || true
xdotool key --window "$w" ctrl+l
sleep 8
import -window "$w" "$out/live-standing-$tag.png"
kill $pid
wait $pid || true
rm -rf "$tmp"
