# shellcheck shell=sh
# tools/screenshots-common.sh: what tools/screenshots.sh and
# tools/screenshots-adaptive.sh share, sourced by both (not run):
#
#   screenshots_setup OUTDIR    builds and installs the app in
#                               TABULEIRO_BUILD-screenshots (build-screenshots
#                               by default), in a prefix inside it, so that
#                               the app finds its messages and icons; sets
#                               src, out, build, prefix, cli, tmp (removed on
#                               exit) and exports TAB_APP
#   screenshots_home NAME [LINE ...]
#                               makes $tmp/home-NAME with its own settings
#                               (the lines, "key=value", in the app's group),
#                               data and cache; prints its path
#   screenshots_run HOME [VAR=VALUE ...] -- ARG ...
#                               runs this script with ARG ... under Xvfb
#                               (1280×900), in a D-Bus session of its own,
#                               with HOME's folders and settings: nothing of
#                               the user's is read or changed
#   screenshots_shoot PNG TITLE FILE [STEP ...]
#                               on that display: starts the app (on FILE, if
#                               not empty), waits for its window whose title
#                               contains TITLE, does each STEP, and takes the
#                               window alone (`import -window`).  A STEP is
#                               key:KEYS (xdotool key, e.g. key:ctrl+comma),
#                               action:NAME (the app's action NAME, e.g.
#                               action:about, through D-Bus) or window:NAME
#                               (take the window whose title contains NAME
#                               instead, where there is one: GTK 4.18's
#                               shortcuts window, "Shortcuts")
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

screenshots_setup () {
  src=$(cd "$(dirname "$0")/.." && pwd)
  out=$(realpath -m "$1")
  # (in a build root, beside its own build: TABULEIRO_BUILD, tools/dev.sh)
  build=$src/${TABULEIRO_BUILD:-build}-screenshots
  prefix=$build/prefix
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT

  if [ ! -f "$build/build.ninja" ]; then
    meson setup "$build" "$src" --prefix "$prefix" -Dtests=false
  fi
  meson install -C "$build" --quiet
  # shellcheck disable=SC2034 # for the scripts that source this
  cli=$build/src/cli/tabuleiro-cli
  TAB_APP="$prefix/bin/tabuleiro"
  export TAB_APP
  mkdir -p "$out"
}

screenshots_home () {
  home=$tmp/home-$1
  shift
  mkdir -p "$home/config/glib-2.0/settings" "$home/data" "$home/cache"
  printf '[io/github/tabuleiro/Tabuleiro]\n' > "$home/config/glib-2.0/settings/keyfile"
  for line in "$@"; do
    printf '%s\n' "$line" >> "$home/config/glib-2.0/settings/keyfile"
  done
  echo "$home"
}

screenshots_run () {
  home=$1
  shift
  vars=
  while [ "$1" != "--" ]; do
    vars="$vars $1"
    shift
  done
  shift
  # shellcheck disable=SC2086 # vars are words
  env -u LANGUAGE -u LC_ALL LANG=C.UTF-8 \
      HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" XDG_DATA_DIRS="$prefix/share:/usr/local/share:/usr/share" \
      GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
      GDK_BACKEND=x11 GTK_A11Y=none $vars \
    xvfb-run -a -s "-screen 0 1280x900x24" \
      dbus-run-session -- "$0" "$@"
}

screenshots_shoot () {
  png=$1 title=$2 file=$3
  shift 3
  target=
  # the pointer off the window: no hover, no scrollbar shown
  xdotool mousemove 1279 899
  if [ -n "$file" ]; then "$TAB_APP" "$file" & else "$TAB_APP" & fi
  app=$!
  window=$(timeout 30 xdotool search --sync --onlyvisible --name "$title" | head -n 1)
  # time to draw, and for the move list's scroll indicator to fade
  sleep 5
  for step in "$@"; do
    case $step in
      key:*) xdotool windowfocus "$window" 2> /dev/null || true
             xdotool key "${step#key:}" ;;
      action:*) gdbus call --session --dest io.github.tabuleiro.Tabuleiro \
                  --object-path /io/github/tabuleiro/Tabuleiro \
                  --method org.gtk.Actions.Activate "${step#action:}" '[]' '{}' > /dev/null ;;
      window:*) target=$(xdotool search --onlyvisible --name "${step#window:}" | head -n 1) ;;
    esac
    # time for a dialog's sheet to come up
    sleep 2
  done
  import -window "${target:-$window}" "$png"
  # a capture of one colour (the window not drawn yet): once more
  if [ "$(convert "$png" -format '%k' info:)" -le 1 ]; then
    sleep 3
    import -window "${target:-$window}" "$png"
  fi
  kill "$app"
  wait "$app" 2> /dev/null || true
}
