#!/bin/sh
# check-mime.sh MIME_PACKAGE SAVE_FILE: installs the MIME package into a
# private XDG_DATA_HOME as an install does (update-mime-database), then
# checks what the database made of it and what GIO, as a file manager
# asks it, says a saved game named *.tabuleiro is.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu
package=$1
save=$2
type=application/x-tabuleiro
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail () {
  echo "FAIL: $*" >&2
  exit 1
}

xmllint --noout "$package"
mkdir -p "$tmp/mime/packages"
cp "$package" "$tmp/mime/packages/"
# update-mime-database reports a broken package on stderr and goes on
update-mime-database -V "$tmp/mime" > "$tmp/update.log" 2>&1 || fail "update-mime-database: $(cat "$tmp/update.log")"
if grep -Ei "error|warning|unknown|invalid" "$tmp/update.log"; then
  fail "update-mime-database complained"
fi

grep -qx "$type application/xml" "$tmp/mime/subclasses" || fail "not a sub-class of application/xml"
grep -qx "\*\.tabuleiro:$type" "$tmp/mime/globs" 2>/dev/null ||
  grep -q ":$type:\*\.tabuleiro" "$tmp/mime/globs2" || fail "no *.tabuleiro glob"
# the root element, in no namespace (an empty namespaceURI)
grep -q "^ tabuleiro-save $type$" "$tmp/mime/XMLnamespaces" || fail "no root-XML rule for <tabuleiro-save>"
grep -q '<comment xml:lang="pt">' "$package" || fail "the comment is not translated"

cp "$save" "$tmp/My game.tabuleiro"
found=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS=/usr/local/share:/usr/share \
        gio info -a standard::content-type "$tmp/My game.tabuleiro" |
        sed -n 's/^ *standard::content-type: //p')
[ "$found" = "$type" ] || fail "GIO says '$found' for a .tabuleiro file"
echo "ok: $type"
