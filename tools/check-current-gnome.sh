#!/usr/bin/env bash
# tools/check-current-gnome.sh [CHROOT]: builds and tests Tabuleiro against
# current GNOME libraries: Debian 13's GTK 4.18, libadwaita 1.7 and GLib
# 2.84, in a chroot made once with debootstrap from the Debian archive apt
# already uses (about 1.4 GB, by default /work/chroot-trixie).  Needs root.
#
#   tools/check-current-gnome.sh             build, count deprecations, test
#   BUILD_ONLY=1 tools/check-current-gnome.sh   build and count only
#   TESTS="open exit" tools/check-current-gnome.sh   only these tests
#
# The build is configured with -Dwerror=false so that every deprecation is
# listed rather than the first one stopping it; the summary counts them.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."

root=${1:-/work/chroot-trixie}
# the Debian archive apt already uses (its first URIs: or deb line), unless
# DEBIAN_MIRROR names another
apt_mirror () {
  { sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null
    sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*\).*/\2/p' /etc/apt/sources.list 2>/dev/null
  } | grep -m 1 '/debian/*$' || true   # either file may be missing
}
mirror=${DEBIAN_MIRROR:-$(apt_mirror)}
if [ -z "$mirror" ]; then
  echo "$0: no Debian archive in apt's sources; set DEBIAN_MIRROR" >&2
  exit 2
fi
packages=(
  gcc meson ninja-build pkg-config gettext python3 libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev libxml2-dev libxml2-utils desktop-file-utils appstream
  shared-mime-info libgtk-4-bin xvfb xauth dbus dbus-x11 at-spi2-core python3-pyatspi
)

if [ "$(id -u)" -ne 0 ]; then
  echo "$0: needs root (debootstrap and chroot)" >&2
  exit 2
fi

if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
  debootstrap --variant=minbase trixie "$root" "$mirror"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
if ! chroot "$root" dpkg-query -W libadwaita-1-dev >/dev/null 2>&1; then
  chroot "$root" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive chroot "$root" \
    apt-get install -y -qq --no-install-recommends "${packages[@]}"
fi

mounted=()
cleanup () {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" || true; done
}
trap cleanup EXIT
for fs in proc dev dev/pts; do
  if ! mountpoint -q "$root/$fs"; then
    mount --bind "/$fs" "$root/$fs"
    mounted+=("$root/$fs")
  fi
done

# the working tree as it is (committed or not), without build directories
rm -rf "$root/src/tabuleiro"
mkdir -p "$root/src/tabuleiro"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$root/src/tabuleiro"

log=$root/src/build.log
chroot "$root" sh -c 'cd /src/tabuleiro &&
  meson setup build -Dwerror=false >/dev/null &&
  ninja -C build' > "$log" 2>&1 || { tail -n 40 "$log"; echo "build failed"; exit 1; }

echo "Versions:"
chroot "$root" pkg-config --modversion gtk4 libadwaita-1 glib-2.0 | paste -sd' ' |
  awk '{ print "  GTK " $1 ", libadwaita " $2 ", GLib " $3 }'
deprecations=$(grep -c 'Wdeprecated-declarations' "$log" || true)
echo "Deprecation warnings: $deprecations"
grep -A1 'Wdeprecated-declarations' "$log" | grep -o "‘[a-z_A-Z0-9]*’ is deprecated" | sort | uniq -c | sort -rn || true
other=$(grep -c 'warning:' "$log" || true)
echo "All warnings: $other"

[ -n "${BUILD_ONLY:-}" ] && exit 0
chroot "$root" sh -c "cd /src/tabuleiro && meson test -C build --print-errorlogs ${TESTS:-}" > "$root/src/test.log" 2>&1 || true
grep -E '^(Ok|Fail|Timeout|Skipped):' "$root/src/test.log"
grep -E ' (FAIL|TIMEOUT) ' "$root/src/test.log" || true
! grep -qE '^(Fail|Timeout): *[1-9]' "$root/src/test.log"
