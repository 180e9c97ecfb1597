#!/usr/bin/env bash
# tools/check-current-gnome.sh: builds and tests Tabuleiro against current
# GNOME libraries in a chroot made with `debootstrap --variant=minbase` from
# the Debian archive apt already uses: Debian 13 (trixie: GTK 4.18,
# libadwaita 1.7, GLib 2.84, the floor) or Debian sid (GTK 4.24,
# libadwaita 1.10, GLib 2.90, libxml2 2.15, GCC 16: the generation of the
# GNOME 51 runtime).  tools/dev.sh test runs it for both.  Needs root (or
# sudo): debootstrap, chroot and mount do.
#
#   tools/check-current-gnome.sh [trixie|sid]    build, then every test on
#                                                Xvfb and on Wayland
#   BUILD_ONLY=1 tools/check-current-gnome.sh    build only
#   TESTS="open exit" tools/check-current-gnome.sh   only these tests
#
# The chroot is made once and kept: build-SUITE/root (about 2 GB), or the
# folder TABULEIRO_ROOT names.  One that a stopped run left
# half-made is made again; packages half-installed are installed again.
# The build in it (/src/build) is kept too and only rebuilds what changed.
# It is configured with -Dwerror=true: a deprecation warning fails it.
#
# The last lines say "Ok: N" and "Fail: M" for both runs of the tests
# together, as meson test does for one (a failed build counts as one
# failure); the status is 0 only if the build and every test passed.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then
    exec sudo --preserve-env=TABULEIRO_ROOT,BUILD_ONLY,TESTS,DEBIAN_MIRROR "$0" "$@"
  fi
  echo "$0: the check needs root (debootstrap, chroot, mount), and there is no sudo" >&2
  exit 2
fi

suite=${1:-trixie}
case $suite in
  trixie) name="Debian 13" weston=libweston-14-dev ;;
  sid) name="Debian sid" weston=libweston-16-dev ;;
  *) echo "$0: unknown suite '$suite' (trixie or sid)" >&2; exit 2 ;;
esac
root=${TABULEIRO_ROOT:-$PWD/build-$suite/root}
# sid's index may have expired in the archive this machine reaches
apt_options=(-o Acquire::Check-Valid-Until=false)
# (no orca: the Orca test runs against Debian 12's Orca 43 only.  Debian
# 13's Orca 48 passes its first 5 checks (the app, the Open dialog, the
# board and the computer's turn after opening), then hears nothing of the
# New Game window: without a window manager it never becomes the active
# window for Orca 48, which drops the events of inactive windows.  xdotool: io-kill, which finds libadwaita
# 1.7's questions, dialogs inside the game window, over AT-SPI)
packages=(
  gcc meson ninja-build pkg-config gettext python3 libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev libxml2-dev libxml2-utils desktop-file-utils appstream
  shared-mime-info libgtk-4-bin xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi
  weston "$weston" locales xdotool orca openbox
)

# the Debian archive apt already uses (its first URIs: or deb line), unless
# DEBIAN_MIRROR names another
apt_mirror () {
  { sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null
    sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*\).*/\2/p' /etc/apt/sources.list 2>/dev/null
  } | grep -m 1 '/debian/*$' || true   # either file may be missing
}

# the file systems mounted in the chroot, deepest first
unmount_all () {
  findmnt -rn -o TARGET | { grep -F "$root/" || true; } | sort -r | while read -r target; do
    umount "$target" || umount -l "$target"
  done
}

# one run at a time in a chroot
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock 9
trap unmount_all EXIT

# debootstrap, unless a run finished it before
if [ ! -f "$root/.tabuleiro-debootstrap-done" ]; then
  mirror=${DEBIAN_MIRROR:-$(apt_mirror)}
  if [ -z "$mirror" ]; then
    echo "$0: no Debian archive in apt's sources; set DEBIAN_MIRROR" >&2
    exit 2
  fi
  command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
  if [ -e "$root" ]; then
    echo "Removing the half-made chroot $root"
    unmount_all
    rm -rf --one-file-system "$root"
  fi
  echo "Making the $name chroot in $root (debootstrap)"
  debootstrap --variant=minbase "$suite" "$root" "$mirror" > "$root.debootstrap.log" 2>&1 ||
    { tail -n 20 "$root.debootstrap.log"; exit 1; }
  touch "$root/.tabuleiro-debootstrap-done"
fi

in_chroot () {
  chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
}

# the packages, unless this list is installed already
cp /etc/resolv.conf "$root/etc/resolv.conf"
if [ "$(cat "$root/.tabuleiro-packages" 2>/dev/null)" != "${packages[*]}" ]; then
  echo "Installing the packages in the chroot"
  rm -f "$root/.tabuleiro-packages"
  in_chroot dpkg --configure -a
  in_chroot apt-get "${apt_options[@]}" update -qq
  in_chroot env DEBIAN_FRONTEND=noninteractive \
    apt-get "${apt_options[@]}" install -y -qq --no-install-recommends "${packages[@]}" > "$root.apt.log" 2>&1 ||
    { tail -n 20 "$root.apt.log"; exit 1; }
  # GTK's test setup wants en_US.UTF-8, which a minimal root lacks
  sed -i 's/^# *en_US.UTF-8/en_US.UTF-8/' "$root/etc/locale.gen"
  in_chroot locale-gen > /dev/null
  in_chroot apt-get clean
  echo "${packages[*]}" > "$root/.tabuleiro-packages"
fi

for fs in proc dev dev/pts; do
  mountpoint -q "$root/$fs" || mount --bind "/$fs" "$root/$fs"
done

# the working tree as it is (committed or not), without build folders;
# tar keeps the times of the files, so that the build only redoes what
# changed, and what is no longer in the tree goes
src=$root/src/tabuleiro
mkdir -p "$src"
# (under sudo git would refuse a tree its user owns; without git, every
# file but the build folders)
list_files () {
  if git -c safe.directory='*' rev-parse --git-dir >/dev/null 2>&1; then
    git -c safe.directory='*' ls-files -z --cached --others --exclude-standard
  else
    find . \( -name 'build*' -o -name .git \) -prune -o -type f -printf '%P\0'
  fi
}
list_files | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done > "$root/src/files"
tar --null -T "$root/src/files" -cf - | tar -xf - -C "$src"
(cd "$src" && find . -type f -printf '%P\0') |
  sort -z | comm -z -23 - <(sort -z "$root/src/files") |
  (cd "$src" && xargs -0 -r rm -f)

echo "$name: GTK $(in_chroot pkg-config --modversion gtk4)," \
  "libadwaita $(in_chroot pkg-config --modversion libadwaita-1)," \
  "GLib $(in_chroot pkg-config --modversion glib-2.0)"

# the build, with deprecations as errors; -k 0 lists every one of them
log=$root/src/build.log
if in_chroot sh -c 'cd /src &&
    if [ -f build/build.ninja ]; then meson configure build -Dwerror=true;
    else meson setup build tabuleiro -Dwerror=true; fi >/dev/null &&
    ninja -C build -k 0' > "$log" 2>&1; then
  build_ok=1
else
  build_ok=
fi
deprecations=$(grep -cE '\[-W(error=)?deprecated-declarations\]' "$log" || true)
warnings=$(grep -c 'warning:' "$log" || true)
echo "Deprecation warnings: $deprecations; other warnings: $((warnings - deprecations))"
grep -A1 -E 'W(error=)?deprecated-declarations' "$log" |
  grep -o "‘[a-z_A-Z0-9]*’ is deprecated" | sort | uniq -c | sort -rn || true
if [ -z "$build_ok" ]; then
  grep -E 'error|warning' "$log" | head -n 40
  echo "The build against $name's libraries failed ($log)"
  printf 'Ok:                 0\nFail:               1\n'
  exit 1
fi
[ -n "${BUILD_ONLY:-}" ] && exit 0

# every test on Xvfb, then the UI tests on weston's headless Wayland
passed=0
failed=0
for setup in default wayland; do
  tlog=$root/src/test-$setup.log
  # shellcheck disable=SC2086  # TESTS is a list of names
  in_chroot sh -c "cd /src && meson test -C build $([ $setup = wayland ] && echo --setup wayland) --print-errorlogs ${TESTS:-}" \
    > "$tlog" 2>&1 || true
  ok=$(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$tlog" | tail -n 1)
  fail=$(sed -n -E 's/^(Fail|Timeout): *([0-9]+).*/\2/p' "$tlog" | tail -n 2 | awk '{ n += $1 } END { print n + 0 }')
  if grep -qE '^No suitable tests defined|test name does not match any test' "$tlog"; then
    ok=0 fail=0         # TESTS named none of this run's
  elif [ -z "$ok" ]; then
    tail -n 20 "$tlog"  # no summary: meson itself failed
    ok=0 fail=1
  fi
  grep -E ' (FAIL|TIMEOUT) |^[0-9]+/[0-9]+ .* (ERROR|FAIL|TIMEOUT) ' "$tlog" || true
  echo "$name, $([ $setup = wayland ] && echo Wayland || echo X11): $ok passed, $fail failed ($tlog)"
  passed=$((passed + ok))
  failed=$((failed + fail))
done
echo "$name, in all:"
printf 'Ok:                 %d\nFail:               %d\n' "$passed" "$failed"
[ "$failed" -eq 0 ]
