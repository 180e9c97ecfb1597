#!/usr/bin/env bash
# tools/build-root.sh SUITE COMMAND [ARG...]: runs COMMAND in a Debian build
# root, the way toolbox runs a command in its container: the checkout, the
# home folder, /tmp and the desktop's display and session bus are the
# host's own, at the same paths; the libraries are the root's.
#
#   SUITE  trixie  Debian 13: GTK 4.18, libadwaita 1.7, GLib 2.84, the floor
#          sid     Debian sid: GTK 4.24, libadwaita 1.10, GLib 2.90,
#                  libxml2 2.15, GCC 16: the generation of the GNOME 51
#                  runtime that the flatpak targets
#
# The root is made once with `debootstrap --variant=minbase` from the Debian
# archive that apt already uses (or DEBIAN_MIRROR), in build-SUITE/root (or
# TABULEIRO_ROOT), and kept; a root that a stopped run left half-made is
# made again.  Before COMMAND, `tools/dev.sh deps` installs in it what the
# build and the tests need (nothing when all is there).  COMMAND runs in the
# checkout as the user who called this script (through sudo: debootstrap,
# chroot and mount need root).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD

if [ $# -lt 2 ]; then
  echo "usage: $0 trixie|sid COMMAND [ARG...]" >&2
  exit 2
fi
suite=$1
shift
case $suite in
  trixie) name="Debian 13" ;;
  sid) name="Debian sid" ;;
  *) echo "$0: unknown suite '$suite' (trixie or sid)" >&2; exit 2 ;;
esac

# what the command may see of the caller's environment
passed_env=(DISPLAY WAYLAND_DISPLAY XDG_RUNTIME_DIR DBUS_SESSION_BUS_ADDRESS XAUTHORITY
            TERM COLORTERM CI TESTS TABULEIRO_BUILD GSK_RENDERER GDK_BACKEND)

if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    echo "$0: making and entering the $name build root needs root (debootstrap, chroot, mount), and there is no sudo" >&2
    exit 2
  fi
  exec sudo --preserve-env="$(IFS=,; echo "${passed_env[*]},HOME,TABULEIRO_ROOT,DEBIAN_MIRROR")" \
    TABULEIRO_USER="$(id -u):$(id -g)" "$0" "$suite" "$@"
fi
user=${TABULEIRO_USER:-0:0}
root=${TABULEIRO_ROOT:-$checkout/build-$suite/root}
# the lock is beside the real root: checkouts that share a root through a
# symlink (git worktrees) share its lock too
lock=$(readlink -m "$root").lock

# the Debian archive apt already uses (its first URIs: or deb line)
apt_mirror () {
  { sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null
    sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*\).*/\2/p' /etc/apt/sources.list 2>/dev/null
  } | grep -m 1 '/debian/*$' || true   # either file may be missing
}

make_root () {
  local mirror=${DEBIAN_MIRROR:-$(apt_mirror)} start=$SECONDS
  if [ -z "$mirror" ]; then
    echo "$0: no Debian archive in apt's sources; set DEBIAN_MIRROR" >&2
    exit 2
  fi
  command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
  if [ -e "$root" ]; then
    echo "Removing the half-made build root $root"
    rm -rf --one-file-system "$root"
  fi
  echo "Making the $name build root in $root (debootstrap; a few minutes, once)"
  debootstrap --variant=minbase "$suite" "$root" "$mirror" > "$root.debootstrap.log" 2>&1 ||
    { tail -n 20 "$root.debootstrap.log"; exit 1; }
  # GTK's test set-up asks for en_US.UTF-8, which a minimal root lacks
  echo 'en_US.UTF-8 UTF-8' > "$root/etc/locale.gen"
  touch "$root/.tabuleiro-debootstrap-done"
  echo "The $name build root was made in $((SECONDS - start)) s"
}

bind () {
  local from=$1 to=$root$1
  [ -e "$from" ] || return 0
  mountpoint -q "$to" && return 0
  if [ -d "$from" ]; then mkdir -p "$to"; else mkdir -p "$(dirname "$to")"; touch "$to"; fi
  mount --bind "$from" "$to"
}

in_root () {
  # the home folder is the host's, its caches the root's own: Mesa's
  # shader cache (mapped into memory) and fontconfig's differ between
  # versions, and a file that another version rewrites under a mapping
  # ends a program with SIGBUS
  local env=(PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "HOME=${HOME:-/root}"
             "XDG_CACHE_HOME=${HOME:-/root}/.cache/tabuleiro-build-root-$suite")
  local var
  for var in "${passed_env[@]}"; do
    [ -n "${!var:-}" ] && env+=("$var=${!var}")
  done
  chroot --userspec="$1" "$root" env -i "${env[@]}" sh -c 'cd "$0" && exec "$@"' "$checkout" "${@:2}"
}

# Each run mounts what it binds in a mount namespace of its own, so that
# the mounts go with it and runs side by side (two checkouts, a build and
# a test) do not see or undo each other's
if [ -z "${TABULEIRO_MOUNT_NAMESPACE:-}" ]; then
  exec env TABULEIRO_MOUNT_NAMESPACE=1 unshare --mount --propagation private "$0" "$suite" "$@"
fi

# one run at a time makes the root (the others wait for it); apt's own
# lock keeps two from installing at once (tools/dev.sh waits for it)
mkdir -p "$(dirname "$root")"
(
  flock 9
  [ -f "$root/.tabuleiro-debootstrap-done" ] || make_root
) 9>"$lock"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# sid's index may have expired in the archive this machine reaches
echo 'Acquire::Check-Valid-Until "false";' > "$root/etc/apt/apt.conf.d/90tabuleiro"
for dir in /proc /sys /dev /dev/pts /dev/shm /tmp "$checkout" "${HOME:-}" "${XDG_RUNTIME_DIR:-}"; do
  [ -n "$dir" ] && [ "$dir" != / ] && bind "$dir"
done

# one run at a time checks and installs the packages: dpkg takes its lock
# at once and fails if another run holds it (seen with four runs at once)
exec 9>"$lock"
flock 9
# (a run stopped while installing leaves packages half-configured).
# dpkg fails at once while a command run in the root (not under this
# lock: an apt-get install of its own) holds dpkg's lock: wait for it.
tries=0
until in_root 0:0 dpkg --configure -a 2> "$root.dpkg.log"; do
  tries=$((tries + 1))
  if ! grep -q 'lock' "$root.dpkg.log" || [ "$tries" -ge 120 ]; then
    cat "$root.dpkg.log" >&2
    exit 1
  fi
  sleep 5
done
if ! in_root 0:0 tools/dev.sh deps > "$root.deps.log" 2>&1; then
  tail -n 20 "$root.deps.log"
  echo "$0: installing the packages in the $name build root failed ($root.deps.log)" >&2
  exit 1
fi
flock -u 9
exec 9>&-

in_root "$user" "$@"
