#!/bin/sh
# inside the trixie root: shots of Analyse Game (app = $1, outdir = $2, tag = $3)
# The shots in docs/screenshots/analysis/: run from the worktree, e.g.
#   TABULEIRO_BUILD=build-trixie/build tools/build-root.sh trixie sh -c 'xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- tools/screenshots-analysis.sh $PWD/build-trixie/build/src/ui/tabuleiro $PWD/docs/screenshots/analysis after'
set -eu
app=$1 out=$2 tag=$3
tmp=$(mktemp -d)
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$(dirname $(dirname $(dirname $app)))/data GDK_BACKEND=x11 GTK_A11Y=none LANG=C.UTF-8
cli=${CLI:-$(dirname $(dirname $app))/cli/tabuleiro-cli}
$cli save freedom --size 6 --moves "c3 d4 c4 c5 d5 e6 e5 f6 f5 e4 d3 e3 f4 f3 e2 f2 f1 e1 d1 d2 c1 b2" --output $tmp/freedom-game.tabuleiro
xdotool mousemove 1279 899
$app $tmp/freedom-game.tabuleiro &
pid=$!
w=$(timeout 30 xdotool search --sync --onlyvisible --name "freedom-game" | head -n 1)
sleep 4
import -window "$w" "$out/$tag-1-game.png"
[ "$tag" = before ] && { kill $pid; exit 0; }
xdotool mousemove --window "$w" 200 200 click 1 2>/dev/null || true
xdotool key --window "$w" ctrl+shift+a
sleep 0.6
import -window "$w" "$out/$tag-2-progress.png"
sleep 40
import -window "$w" "$out/$tag-3-marks.png"
xdotool key --window "$w" alt+Left alt+Left alt+Left
sleep 2
import -window "$w" "$out/$tag-4-browsed-blunder.png"
kill $pid
