#!/usr/bin/env bash
# tools/dev.sh: set up a fresh Debian / Ubuntu machine and build Tabuleiro
#
#   tools/dev.sh run    install what is missing, build, launch the app
#   tools/dev.sh test   install what is missing, build, run every test
#   tools/dev.sh install [--system]
#                       build without the tests and install into ~/.local
#                       (no root), or into /usr/local with --system; the
#                       app then is in the desktop menu and opens saved games
#   tools/dev.sh uninstall [--system]
#                       remove what install put there
#   tools/dev.sh deps   only install what the build and the tests need
#
# The app needs GTK >= 4.18, libadwaita >= 1.7 and GLib >= 2.84 (Debian 13,
# Ubuntu 25.04, Fedora 42 and newer).  Where the system has them, all is
# built and run natively.  On an older Debian or Ubuntu (Debian 12 here),
# run and test do it in a Debian 13 build root (tools/build-root.sh), with
# the desktop's own display and session bus, as toolbox does.  test also
# builds and tests in a Debian sid root: the GNOME 51 generation.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."

# the build folder (another one for each build root: tools/build-root.sh)
build_dir=${TABULEIRO_BUILD:-build}

# Everything the build and the tests use, as Debian packages; the ones
# whose names carry a version are looked up (versioned_packages)
PACKAGES=(
  gcc clang meson ninja-build pkg-config gettext python3
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libxml2-dev libxml2-utils
  desktop-file-utils appstream shared-mime-info libgtk-4-bin
  xvfb xauth dbus dbus-x11 at-spi2-core imagemagick python3-pyatspi xdotool orca openbox
  weston locales adwaita-icon-theme librsvg2-common fonts-dejavu-core
)

sudo_if_needed () {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_index_ready=
update_apt_index () {
  [ -n "$apt_index_ready" ] && return 0
  sudo_if_needed apt-get update -qq
  apt_index_ready=1
}

# the newest libweston-N-dev, and the sanitizer runtimes of the default clang
versioned_packages () {
  local weston clang
  weston=$(apt-cache pkgnames libweston- | grep -E '^libweston-[0-9]+-dev$' | sort -V | tail -n 1)
  clang=$(apt-cache depends clang 2>/dev/null | sed -n 's/^ *Depends: clang-\([0-9]*\)$/\1/p' | head -n 1)
  echo "$weston ${clang:+libclang-rt-$clang-dev}"
}

installed () {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

install_packages () {
  local missing=() pkg
  for pkg in "$@"; do installed "$pkg" || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  update_apt_index
  # (another run may be installing: wait for apt's lock)
  DEBIAN_FRONTEND=noninteractive sudo_if_needed apt-get -o DPkg::Lock::Timeout=600 \
    install -y -qq --no-install-recommends "${missing[@]}"
}

require_apt () {
  if ! command -v apt-get >/dev/null; then
    echo "$0: this script installs Debian packages with apt-get, and this system has none." >&2
    echo "Install meson, GTK >= 4.18, libadwaita >= 1.7, GLib >= 2.84 and libxml2 with your" >&2
    echo "package manager, then build with: meson setup build && ninja -C build" >&2
    exit 2
  fi
}

install_missing () {
  require_apt
  # a fresh machine may never have read the archive's index
  [ -n "$(apt-cache pkgnames libweston- | head -n 1)" ] || update_apt_index
  # shellcheck disable=SC2046  # a list of package names
  install_packages "${PACKAGES[@]}" $(versioned_packages)
  # GTK's test set-up asks for en_US.UTF-8
  if ! locale -a 2>/dev/null | grep -qi '^en_US\.utf-\?8$'; then
    sudo_if_needed sed -i 's/^# *\(en_US\.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    grep -q '^en_US.UTF-8 UTF-8' /etc/locale.gen ||
      echo 'en_US.UTF-8 UTF-8' | sudo_if_needed tee -a /etc/locale.gen > /dev/null
    sudo_if_needed locale-gen > /dev/null
  fi
}

# Does this system's archive have the floor's libraries?  (the version
# apt would install of each; on a system without apt, whatever is there)
candidate_version () {
  apt-cache show --no-all-versions "$1" 2>/dev/null | sed -n 's/^Version: *//p' | head -n 1
}
has_floor () {
  local pkg version minimum
  for pkg in libgtk-4-dev:4.18 libadwaita-1-dev:1.7 libglib2.0-dev:2.84; do
    minimum=${pkg#*:}
    version=$(candidate_version "${pkg%%:*}")
    [ -n "$version" ] && dpkg --compare-versions "$version" ge "$minimum" || return 1
  done
}

# runs tools/dev.sh ARG... in a build root (trixie or sid), with a build
# folder of its own
in_build_root () {
  local suite=$1
  shift
  install_packages debootstrap
  TABULEIRO_BUILD=build-$suite/build tools/build-root.sh "$suite" tools/dev.sh "$@"
}

explain_build_root () {
  local gtk
  gtk=$(candidate_version libgtk-4-dev)
  echo "This system's GTK is ${gtk:-missing}; Tabuleiro needs GTK 4.18, libadwaita 1.7 and GLib 2.84."
  echo "Building and running it in a Debian 13 build root ($PWD/build-trixie/root), as toolbox does."
  [ -f build-trixie/root/.tabuleiro-debootstrap-done ] ||
    echo "The first run makes the root: about 5 minutes and 2 GB (measured: see the README)."
}

build () {
  [ -f "$build_dir/build.ninja" ] || meson setup "$build_dir"
  ninja -C "$build_dir"
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

# adds up the "tests: P passed, F failed" line of a run in a build root
count_summary () {
  local log=$1 line
  line=$(grep -E '^tests: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -z "$line" ]; then
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + $(echo "$line" | sed 's/^tests: \([0-9]*\).*/\1/')))
  failed=$((failed + $(echo "$line" | sed 's/.* \([0-9]*\) failed.*/\1/')))
}

# how long each part of the run took since start, for the summary
times=()
lap () {
  times+=("$1 $((SECONDS - $2)) s")
}

summary () {
  echo
  local joined
  joined=$(printf '%s, ' "${times[@]}")
  echo "time: ${joined%, }"
  echo "tests: $passed passed, $failed failed"
}

# Every test here, on these libraries: the build with warnings as errors,
# then everything on Xvfb, the UI on Wayland and, with --full (the floor),
# the engine under the sanitizers and the fuzzer.
run_tests_here () {
  local full=${1:-} status=0 log start
  log=$(mktemp)
  meson configure "$build_dir" -Dwerror=true > /dev/null
  ninja -C "$build_dir" || { echo "tests: 0 passed, 1 failed"; return 1; }

  start=$SECONDS
  meson test -C "$build_dir" --print-errorlogs 2>&1 | tee "$log" || status=1
  count "$log"
  lap "all on X11" $start

  start=$SECONDS
  meson test -C "$build_dir" --setup wayland --print-errorlogs 2>&1 | tee "$log" || status=1
  count "$log"
  lap "UI on Wayland" $start

  if [ "$full" = --full ]; then
    # the engine, the players and the save files under AddressSanitizer and UBSan
    start=$SECONDS
    [ -f "$build_dir-asan/build.ninja" ] ||
      meson setup "$build_dir-asan" -Dui=false -Db_sanitize=address,undefined -Db_lundef=false
    ninja -C "$build_dir-asan"
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      meson test -C "$build_dir-asan" --suite engine --suite ai --suite io --suite cli \
      --print-errorlogs --timeout-multiplier 4 2>&1 | tee "$log" || status=1
    count "$log"
    lap "sanitizers" $start

    # a short fuzzing run of the save-file loader
    start=$SECONDS
    if FUZZ_BUILD_DIR=$PWD/$build_dir-fuzz tests/fuzz/run.sh 60 > "$log" 2>&1; then
      passed=$((passed + 1)); echo "fuzz: ok"
    else
      failed=$((failed + 1)); status=1; tail -n 40 "$log"
    fi
    lap "fuzzing" $start
  fi
  rm -f "$log"
  summary
  return $status
}

# Every test: on the floor's libraries (natively where the system has
# them, else in the Debian 13 root), then on sid's in its root
run_tests () {
  local status=0 log start
  log=$(mktemp)
  start=$SECONDS
  if has_floor; then
    install_missing
    build
    run_tests_here --full 2>&1 | tee "$log" || status=1
  else
    in_build_root trixie test-here --full 2>&1 | tee "$log" || status=1
  fi
  count_summary "$log"
  lap "Debian 13 (the floor)" $start

  start=$SECONDS
  in_build_root sid test-here 2>&1 | tee "$log" || status=1
  count_summary "$log"
  lap "Debian sid (GNOME 51's generation)" $start
  rm -f "$log"
  summary
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
    if has_floor; then
      install_missing
      build
      GSETTINGS_SCHEMA_DIR="$PWD/$build_dir/data" exec "./$build_dir/src/ui/tabuleiro"
    fi
    require_apt
    explain_build_root
    in_build_root trixie run-here
    ;;
  run-here)   # run, in a build root
    build
    GSETTINGS_SCHEMA_DIR="$PWD/$build_dir/data" exec "./$build_dir/src/ui/tabuleiro"
    ;;
  test)
    require_apt
    run_tests
    ;;
  test-here)  # test, in a build root
    build
    run_tests_here "${2:-}"
    ;;
  deps)
    install_missing
    ;;
  install)
    check_install_option "${2:-}"
    require_apt
    if ! has_floor; then
      echo "$0: installing needs GTK 4.18, libadwaita 1.7 and GLib 2.84 on the system itself;" >&2
      echo "this system's GTK is $(candidate_version libgtk-4-dev). Run it with 'tools/dev.sh run'" >&2
      echo "(a Debian 13 build root), or install the flatpak (README, Flatpak)." >&2
      exit 2
    fi
    install_missing
    install_app "${2:-}"
    ;;
  uninstall)
    check_install_option "${2:-}"
    uninstall_app "${2:-}"
    ;;
  *)
    echo "usage: $0 run|test|install [--system]|uninstall [--system]|deps" >&2
    exit 2
    ;;
esac
