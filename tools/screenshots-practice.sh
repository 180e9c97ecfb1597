#!/bin/sh
# inside the trixie root: shots of Practice my mistakes (app = $1, outdir = $2,
# layout = wide or narrow (360×640), tag = the pictures' prefix)
# The shots in docs/screenshots/analysis/practise-*: run from the worktree, e.g.
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie sh -c 'xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- env PRACTICE_XY="685 444" CELL_E2_XY="472 464" CELL_C2_XY="290 464" tools/screenshots-practice.sh $PWD/build-trixie/build/src/ui/tabuleiro $PWD/docs/screenshots/analysis wide practise-wide'
#   ... env SCROLL_XY="180 550" PRACTICE_XY="125 578" CELL_E2_XY="288 281" CELL_C2_XY="180 281" tools/screenshots-practice.sh ... narrow practise-narrow
# The Practice button and the board's cells are clicked where the layout
# puts them (PRACTICE_XY, CELL_*_XY, measured on the shots: without them
# the script stops after the summary, or after the first position).
# The narrow layout is 360×640 before Analyse Game; SCROLL_XY, where
# given, is scrolled over (five notches) before the summary's shot.
# BOARD_XY (wide): after the practice, the board is zoomed in (Ctrl++
# twice) and panned (scrolled over at BOARD_XY), practised again and left
# (7-zoomed, 8-zoomed-practice, 9-zoomed-back); then the shortcuts window,
# searched for "practice" (10-shortcuts).  docs/screenshots/analysis/
# practise2-*: "before" with main's build, "after" with this one, e.g.
#   ... env PRACTICE_XY="685 560" CELL_E2_XY="472 464" CELL_C2_XY="290 464" BOARD_XY="290 373" tools/screenshots-practice.sh $APP $OUT wide practise2-after-wide
#   ... tools/screenshots-practice.sh $APP $OUT narrow practise2-after-narrow
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
sleep 4
shot () {
  import -window "$w" "$out/$tag-$1.png"
}
# the narrow layout: analysed there (the summary comes into view), or
# scrolled to it
if [ "$layout" = narrow ]; then
  xdotool windowsize "$w" 360 640
  sleep 2
fi
xdotool key --window "$w" ctrl+shift+a
sleep ${ANALYSIS_WAIT:-25}
if [ -n "${SCROLL_XY:-}" ]; then
  # shellcheck disable=SC2086 # x y
  xdotool mousemove --window "$w" $SCROLL_XY click 5 click 5 click 5 click 5 click 5
  sleep 2
fi
shot 1-summary
[ -n "${PRACTICE_XY:-}" ] || { kill $pid; exit 0; }
# shellcheck disable=SC2086 # x y
xdotool mousemove --window "$w" $PRACTICE_XY click 1
sleep 2
shot 2-first
[ -n "${CELL_E2_XY:-}" ] || { kill $pid; exit 0; }
# e2 again: refused in the review's words
xdotool mousemove --window "$w" $CELL_E2_XY click 1
sleep 4
shot 3-refused
# c2: accepted
xdotool mousemove --window "$w" $CELL_C2_XY click 1
sleep 6
shot 4-accepted
xdotool mousemove 1279 899
xdotool key --window "$w" alt+n
sleep 2
xdotool key --window "$w" alt+a
sleep 2
shot 5-answer
xdotool key --window "$w" Escape
sleep 2
shot 6-back
[ -n "${BOARD_XY:-}" ] || { kill $pid; exit 0; }
# zoomed in and panned (down and right), practised, left: the same view
xdotool key --window "$w" ctrl+plus ctrl+plus
sleep 1
# shellcheck disable=SC2086 # x y
xdotool mousemove --window "$w" $BOARD_XY click 5 click 5 click 5 click 7 click 7
xdotool mousemove 1279 899
sleep 1
shot 7-zoomed
# shellcheck disable=SC2086 # x y
xdotool mousemove --window "$w" $PRACTICE_XY click 1
xdotool mousemove 1279 899
sleep 2
shot 8-zoomed-practice
xdotool key --window "$w" Escape
sleep 2
shot 9-zoomed-back
# the shortcuts (GTK 4.18: a window of their own), searched
gdbus call --session --dest io.github.tabuleiro.Tabuleiro --object-path /io/github/tabuleiro/Tabuleiro/window/1 \
  --method org.gtk.Actions.Activate show-help-overlay '[]' '{}' > /dev/null
sleep 3
# (GTK 4.18's window has no title: the app's other window shown)
sw=
for x in $(xdotool search --onlyvisible --name "."); do
  [ "$x" = "$w" ] || sw=$x
done
[ -n "$sw" ] || { echo "no shortcuts window" >&2; kill $pid; exit 1; }
xdotool windowfocus "$sw" 2> /dev/null || true
xdotool type --delay 100 practice
sleep 2
import -window "$sw" "$out/$tag-10-shortcuts.png"
kill $pid
