#!/bin/sh
# inside the trixie root: shots of Practice my mistakes (app = $1, outdir = $2,
# layout = wide or narrow (360×640), tag = the pictures' prefix)
# The shots in docs/screenshots/analysis/practise-*: run from the worktree, e.g.
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie sh -c 'xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- tools/screenshots-practice.sh $PWD/build-trixie/build/src/ui/tabuleiro $PWD/docs/screenshots/analysis wide practise-wide'
# The Practice button and the board's cells are clicked where the layout
# puts them (PRACTICE_XY, CELL_*_XY below, measured on these shots).
set -eu
app=$1 out=$2 layout=$3 tag=$4
tmp=$(mktemp -d)
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$(dirname $(dirname $(dirname $app)))/data GDK_BACKEND=x11 GTK_A11Y=none LANG=C.UTF-8
cli=${CLI:-$(dirname $(dirname $app))/cli/tabuleiro-cli}
# 4Mation 5×5: Blue's e2 still wins but slower (?!), Blue's e3 lets Pink win (??)
$cli save fourmation --size 5 --moves "c3 d2 c1 d1 e2 d3 e3" --output $tmp/practice-game.tabuleiro
xdotool mousemove 1279 899
$app $tmp/practice-game.tabuleiro &
pid=$!
w=$(timeout 30 xdotool search --sync --onlyvisible --name "practice-game" | head -n 1)
if [ "$layout" = narrow ]; then
  xdotool windowsize "$w" 360 640
fi
sleep 4
shot () {
  import -window "$w" "$out/$tag-$1.png"
}
xdotool key --window "$w" ctrl+shift+a
sleep ${ANALYSIS_WAIT:-25}
shot 1-summary
[ -n "${PRACTICE_XY:-}" ] || { kill $pid; exit 0; }
# shellcheck disable=SC2086 # x y
xdotool mousemove --window "$w" $PRACTICE_XY click 1
sleep 2
shot 2-first
# e2 again: refused in the review's words
xdotool mousemove --window "$w" $CELL_E2_XY click 1
sleep 4
shot 3-refused
# c2: accepted
xdotool mousemove --window "$w" $CELL_C2_XY click 1
sleep 0.3
shot 4-checking
sleep 6
shot 5-accepted
xdotool mousemove 1279 899
xdotool key --window "$w" alt+n
sleep 2
xdotool key --window "$w" alt+a
sleep 2
shot 6-answer
xdotool key --window "$w" Escape
sleep 2
shot 7-back
kill $pid
