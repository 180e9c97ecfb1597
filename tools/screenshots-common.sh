# shellcheck shell=sh
# tools/screenshots-common.sh: what tools/screenshots.sh and
# tools/screenshots-adaptive.sh share, sourced by both (not run):
#
#   screenshots_dispatch "$@"   the script's first step: under Xvfb
#                               (--shoot), takes the one shot and exits
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
#                               contains TITLE to be mapped, drawn and still
#                               (screenshots_drawn, screenshots_still: no
#                               fixed sleeps, but for one fade), does each
#                               STEP (waiting for the window to hold still
#                               after it), and takes the
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

# screenshots_dispatch "$@": in the script's run under Xvfb
# (screenshots_run calls it again with --shoot), takes the shot and exits
screenshots_dispatch () {
  if [ "${1:-}" = "--shoot" ]; then
    shift
    screenshots_shoot "$@"
    exit 0
  fi
}

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

# screenshots_drawn WINDOW: waits (30 s at most) until the X window is
# drawn: its capture has more than one colour
screenshots_drawn () {
  for _ in $(seq 150); do
    if import -window "$1" "$tmp/drawn.png" 2> /dev/null &&
       [ "$(convert "$tmp/drawn.png" -format '%k' info:)" -gt 1 ]; then
      return 0
    fi
    sleep 0.2
  done
  return 1
}

# screenshots_still WINDOW: waits (15 s at most) until the X window holds
# still: two captures 0.3 s apart are the same (a sheet has slid up, the
# board is drawn at its size)
screenshots_still () {
  import -window "$1" "$tmp/still-a.png"
  for _ in $(seq 50); do
    sleep 0.3
    import -window "$1" "$tmp/still-b.png"
    case $(compare -metric AE "$tmp/still-a.png" "$tmp/still-b.png" null: 2>&1) in
      0|"0 "*) return 0 ;;
    esac
    mv "$tmp/still-b.png" "$tmp/still-a.png"
  done
  return 1
}

screenshots_shoot () {
  png=$1 title=$2 file=$3
  shift 3
  target=
  # (a shot runs in a process of its own: the captures' folder)
  if [ -z "${tmp:-}" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
  fi
  # the pointer off the window: no hover, no scrollbar shown
  xdotool mousemove 1279 899
  if [ -n "$file" ]; then "$TAB_APP" "$file" & else "$TAB_APP" & fi
  app=$!
  # the window mapped (--sync waits for it), then drawn, then still
  window=$(timeout 30 xdotool search --sync --onlyvisible --name "$title" | head -n 1)
  screenshots_drawn "$window"
  screenshots_still "$window"
  # the one fixed pause: the move list's scroll indicator, shown when
  # the list first fills, fades out over a second (an animation)
  sleep 1.5
  for step in "$@"; do
    case $step in
      key:*) xdotool windowfocus "$window" 2> /dev/null || true
             xdotool key "${step#key:}" ;;
      action:*) gdbus call --session --dest io.github.tabuleiro.Tabuleiro \
                  --object-path /io/github/tabuleiro/Tabuleiro \
                  --method org.gtk.Actions.Activate "${step#action:}" '[]' '{}' > /dev/null ;;
      window:*) target=$(timeout 30 xdotool search --sync --onlyvisible --name "${step#window:}" | head -n 1)
                screenshots_drawn "$target" ;;
    esac
    # a dialog's sheet slides up: until it holds still
    screenshots_still "${target:-$window}"
  done
  import -window "${target:-$window}" "$png"
  kill "$app"
  wait "$app" 2> /dev/null || true
}
