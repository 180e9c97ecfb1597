#!/usr/bin/env bash
# tools/dev.sh: set up a fresh Debian 12 / Ubuntu machine and build Tabuleiro
#
#   tools/dev.sh run    install what is missing, build, launch the app
#   tools/dev.sh test   install what is missing, build, run every test
#   tools/dev.sh install [--system]
#                       build without the tests and install into ~/.local
#                       (no root), or into /usr/local with --system; the
#                       app then is in the desktop menu and opens saved games
#   tools/dev.sh uninstall [--system]
#                       remove what install put there
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."

# Everything the build and the tests use, as Debian 12 packages
PACKAGES=(
  gcc clang libclang-rt-14-dev meson ninja-build pkg-config gettext python3
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libxml2-dev libxml2-utils
  desktop-file-utils appstream-util appstream shared-mime-info libgtk-4-bin
  xvfb xauth dbus dbus-x11 at-spi2-core imagemagick python3-pyatspi xdotool orca
  weston libweston-10-dev locales debootstrap
)

install_missing () {
  local missing=()
  for pkg in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build () {
  [ -f build/build.ninja ] || meson setup build
  ninja -C build
}

# meson prints "Ok: N" and "Fail: N" after each run; add them up (a run
# that printed no summary failed)
passed=0
failed=0
count () {
  local log=$1 ok fail timeout
  ok=$(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  fail=$(sed -n 's/^Fail: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  timeout=$(sed -n 's/^Timeout: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  [ -n "$ok$fail" ] || fail=1
  passed=$((passed + ${ok:-0}))
  failed=$((failed + ${fail:-0} + ${timeout:-0}))
}

# how long each part of the run took since start, for the summary
times=()
lap () {
  times+=("$1 $((SECONDS - $2)) s")
}

run_tests () {
  local status=0 log start
  log=$(mktemp)

  # everything, in the optimised build, the UI on Xvfb
  start=$SECONDS
  meson test -C build --print-errorlogs 2>&1 | tee "$log" || status=1
  count "$log"
  lap "all on X11" $start

  # the UI tests again, on weston's headless Wayland display
  start=$SECONDS
  meson test -C build --setup wayland --print-errorlogs 2>&1 | tee "$log" || status=1
  count "$log"
  lap "UI on Wayland" $start

  # the engine, the players and the save files under AddressSanitizer and UBSan
  start=$SECONDS
  [ -f build-asan/build.ninja ] ||
    meson setup build-asan -Dui=false -Db_sanitize=address,undefined -Db_lundef=false
  ninja -C build-asan
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    meson test -C build-asan --suite engine --suite ai --suite io --suite cli \
    --print-errorlogs --timeout-multiplier 4 2>&1 | tee "$log" || status=1
  count "$log"
  lap "sanitizers" $start

  # a short fuzzing run of the save-file loader
  start=$SECONDS
  if [ -x tests/fuzz/run.sh ]; then
    if tests/fuzz/run.sh 60 > "$log" 2>&1; then
      passed=$((passed + 1)); echo "fuzz: ok"
    else
      failed=$((failed + 1)); status=1; tail -n 40 "$log"
    fi
  fi
  lap "fuzzing" $start

  # the build and every test against Debian 13's GTK 4.18, libadwaita 1.7
  # and GLib 2.84, in a chroot (root, or sudo)
  if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
    echo "The Debian 13 check needs root or sudo (debootstrap, chroot): it did not run" >&2
    failed=$((failed + 1)); status=1
  else
    start=$SECONDS
    tools/check-current-gnome.sh 2>&1 | tee "$log" || status=1
    count "$log"
    lap "Debian 13" $start
  fi
  rm -f "$log"

  echo
  local joined
  joined=$(printf '%s, ' "${times[@]}")
  echo "time: ${joined%, }"
  echo "tests: $passed passed, $failed failed"
  return $status
}

# Where install puts the app: the user's ~/.local, or /usr/local for
# everyone.  Each has its own build directory, configured without the tests.
check_install_option () {
  case "${1:-}" in
    ""|--system) ;;
    *) echo "$0: unknown option '$1' (only --system)" >&2; exit 2 ;;
  esac
}
install_prefix () {
  if [ "${1:-}" = --system ]; then echo /usr/local; else echo "$HOME/.local"; fi
}
install_build_dir () {
  if [ "${1:-}" = --system ]; then echo build-install-system; else echo build-install; fi
}
as_owner_of () {
  local prefix=$1
  shift
  if [ "$prefix" = /usr/local ] && [ "$(id -u)" -ne 0 ]; then sudo "$@"; else "$@"; fi
}

install_app () {
  local prefix dir
  prefix=$(install_prefix "${1:-}")
  dir=$(install_build_dir "${1:-}")
  [ -f "$dir/build.ninja" ] ||
    meson setup "$dir" --prefix="$prefix" --buildtype=release -Dtests=false
  ninja -C "$dir"
  # meson install refreshes the caches the desktop reads (the compiled
  # schemas, the MIME and desktop databases, the icon cache)
  as_owner_of "$prefix" meson install -C "$dir" --no-rebuild
  echo
  echo "Tabuleiro is installed in $prefix and in the desktop menu."
  case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "($prefix/bin is not in PATH: the menu does not need it; a terminal does.)" ;;
  esac
}

uninstall_app () {
  local prefix dir
  prefix=$(install_prefix "${1:-}")
  dir=$(install_build_dir "${1:-}")
  if [ ! -f "$dir/meson-logs/install-log.txt" ]; then
    echo "Nothing to uninstall: $dir/ has no install log (was it installed from this clone?)" >&2
    exit 1
  fi
  as_owner_of "$prefix" ninja -C "$dir" uninstall
  # the caches still list what was removed until they are rebuilt
  local share=$prefix/share
  [ ! -d "$share/glib-2.0/schemas" ] || as_owner_of "$prefix" glib-compile-schemas "$share/glib-2.0/schemas"
  [ ! -d "$share/mime/packages" ] || as_owner_of "$prefix" update-mime-database "$share/mime"
  [ ! -d "$share/applications" ] || as_owner_of "$prefix" update-desktop-database -q "$share/applications"
  [ ! -d "$share/icons/hicolor" ] || as_owner_of "$prefix" gtk4-update-icon-cache -q -t -f "$share/icons/hicolor"
  echo "Tabuleiro is removed from $prefix."
}

case "${1:-}" in
  run)
    install_missing
    build
    GSETTINGS_SCHEMA_DIR="$PWD/build/data" exec ./build/src/ui/tabuleiro
    ;;
  test)
    install_missing
    build
    run_tests
    ;;
  install)
    check_install_option "${2:-}"
    install_missing
    install_app "${2:-}"
    ;;
  uninstall)
    check_install_option "${2:-}"
    uninstall_app "${2:-}"
    ;;
  *)
    echo "usage: $0 run|test|install [--system]|uninstall [--system]" >&2
    exit 2
    ;;
esac
