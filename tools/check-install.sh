#!/usr/bin/env bash
# tools/check-install.sh: the per-user install as a new user meets it.
# Installs with `tools/dev.sh install` into a throw-away home, then, in a
# new D-Bus session on a new X display (tests/with-display.sh) with the
# session's default PATH and XDG_DATA_DIRS:
#   * gtk4-launch io.github.tabuleiro.Tabuleiro starts the app (through
#     D-Bus activation: the service file in ~/.local/share/dbus-1/services),
#   * a saved game has the type application/x-tabuleiro and Tabuleiro is
#     its default application,
#   * `gio open GAME.tabuleiro` shows that game in the running app (the
#     window's title names the file),
#   * Quit ends the app, and `tools/dev.sh uninstall` removes it all.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD

home=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-home-XXXXXX")
trap 'rm -rf "$home"' EXIT
# a build directory of its own: build-install/ is configured for $HOME
export HOME=$home
mkdir "$home/clone"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$home/clone"

(cd "$home/clone" && tools/dev.sh install) > "$home/install.log" 2>&1 ||
  { tail -n 30 "$home/install.log"; echo "FAIL: install"; exit 1; }

cat > "$home/session.sh" <<'EOF'
#!/bin/bash
set -u
# what a desktop session has: no build tree, no hand-set variables
unset XDG_DATA_DIRS GSETTINGS_SCHEMA_DIR GSETTINGS_BACKEND XDG_CONFIG_HOME
export PATH=/usr/bin:/bin
fail () { echo "FAIL: $*"; gapplication action io.github.tabuleiro.Tabuleiro quit 2>/dev/null; exit 1; }

gtk4-launch io.github.tabuleiro.Tabuleiro || fail "gtk4-launch"
for _ in $(seq 50); do pgrep -u "$(id -u)" -f "$HOME/.local/bin/tabuleiro" >/dev/null && break; sleep 0.2; done
pgrep -u "$(id -u)" -af "$HOME/.local/bin/tabuleiro" || fail "the app did not start"
echo "ok: gtk4-launch started the app"

game="$HOME/My Freedom game.tabuleiro"
cp "$SAMPLE" "$game"
type=$(gio info -a standard::content-type "$game" | sed -n 's/^ *standard::content-type: //p')
[ "$type" = application/x-tabuleiro ] || fail "content type $type"
gio mime application/x-tabuleiro | grep -q "^Default application.*io.github.tabuleiro.Tabuleiro.desktop" ||
  fail "Tabuleiro is not the default application of saved games"
echo "ok: $type, opened by Tabuleiro"

gio open "$game" || fail "gio open"
for _ in $(seq 50); do xdotool search --name "My Freedom game.tabuleiro" >/dev/null 2>&1 && break; sleep 0.2; done
xdotool search --name "My Freedom game.tabuleiro" >/dev/null || fail "the game is not on screen"
echo "ok: gio open shows the game: $(xdotool getwindowname "$(xdotool search --name 'My Freedom game' | head -n 1)")"

gapplication action io.github.tabuleiro.Tabuleiro quit || fail "quit"
for _ in $(seq 50); do pgrep -u "$(id -u)" -f "$HOME/.local/bin/tabuleiro" >/dev/null || break; sleep 0.2; done
pgrep -u "$(id -u)" -f "$HOME/.local/bin/tabuleiro" >/dev/null && fail "the app did not quit"
echo "ok: quit"
EOF
chmod +x "$home/session.sh"

# The session bus finds ~/.local/share/dbus-1/services through
# XDG_DATA_HOME, or else the home of the passwd database, which is not
# this throw-away one: XDG_DATA_HOME is set to the default it would have.
export XDG_DATA_HOME=$home/.local/share
tests/with-display.sh env SAMPLE="$src/tests/io/files/good-freedom.xml" "$home/session.sh" 2>/dev/null

(cd "$home/clone" && tools/dev.sh uninstall) > "$home/uninstall.log" 2>&1 ||
  { cat "$home/uninstall.log"; echo "FAIL: uninstall"; exit 1; }
left=$(find "$home/.local" -type f \( -name 'tabuleiro*' -o -name 'io.github.tabuleiro*' \) | grep -v '/tabuleiro/autosave' || true)
[ -z "$left" ] || { echo "FAIL: uninstall left $left"; exit 1; }
echo "ok: uninstall removed it all"
