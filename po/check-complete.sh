#!/bin/sh
# check-complete.sh SRCDIR LANG: fails when LANG.po lacks a translation of
# a string of the sources, or has a fuzzy one.  The template is made from
# the sources as the tabuleiro-pot target makes it, and merged into a copy
# of the .po file, so a string added to the code and not yet translated
# is found before anyone runs tabuleiro-update-po.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -eu
srcdir=$1
lang=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

xgettext --package-name=tabuleiro --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --directory="$srcdir" --files-from="$srcdir/po/POTFILES.in" \
  --output="$tmp/tabuleiro.pot"
msgmerge --quiet --output-file="$tmp/$lang.po" "$srcdir/po/$lang.po" "$tmp/tabuleiro.pot"
stats=$(msgfmt --check --statistics --output-file=/dev/null "$tmp/$lang.po" 2>&1)
echo "$lang: $stats"
case $stats in
  *untranslated*|*fuzzy*)
    echo "Untranslated or fuzzy:"
    msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | sed -n 's/^msgid //p' | sed 1d
    msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po" | sed -n 's/^msgid //p' | sed 1d
    exit 1
    ;;
esac
