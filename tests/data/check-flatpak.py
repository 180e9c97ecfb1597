#!/usr/bin/env python3
"""check-flatpak.py MANIFEST APP_ID: what can be checked of the flatpak
manifest without flatpak-builder or the network: it is JSON, it builds
this app from this tree with a current GNOME runtime and without the tests,
and it asks for no more of the sandbox than the app uses.

Copyright 2026 The Tabuleiro developers
SPDX-License-Identifier: GPL-3.0-or-later
"""

import json
import sys

# GNOME ships a runtime every March and September and supports the last
# two: 51 (September 2026) and 50 (March 2026).
OLDEST_SUPPORTED = 50

manifest_path, app_id = sys.argv[1], sys.argv[2]
with open(manifest_path, encoding="utf-8") as f:
    manifest = json.load(f)

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


check(manifest.get("id") == app_id, f"id is not {app_id}")
check(manifest.get("runtime") == "org.gnome.Platform", "runtime is not org.gnome.Platform")
check(manifest.get("sdk") == "org.gnome.Sdk", "sdk is not org.gnome.Sdk")
version = manifest.get("runtime-version", "")
check(version.isdigit() and int(version) >= OLDEST_SUPPORTED,
      f"runtime-version {version!r} is no longer supported (oldest: {OLDEST_SUPPORTED})")
check(manifest.get("command") == "tabuleiro", "command is not tabuleiro")

# no filesystem or network access: games are opened and saved through the
# file chooser portal
for arg in manifest.get("finish-args", []):
    check(not arg.startswith(("--filesystem", "--share=network", "--device=all", "--socket=x11")),
          f"finish-arg {arg} asks for more than the app uses")

modules = [m for m in manifest.get("modules", []) if isinstance(m, dict)]
app = [m for m in modules if m.get("name") == "tabuleiro"]
check(len(app) == 1, "no module named tabuleiro")
if app:
    module = app[0]
    check(module.get("buildsystem") == "meson", "the app is not built with meson")
    check("-Dtests=false" in module.get("config-opts", []), "the tests are built (-Dtests=false missing)")
    sources = module.get("sources", [])
    check(any(s.get("type") == "dir" and s.get("path") == ".." for s in sources),
          "the app is not built from this tree (a dir source with path ..)")

for problem in problems:
    print(f"FAIL: {problem}", file=sys.stderr)
if not problems:
    print(f"ok: {manifest_path} (GNOME {version})")
sys.exit(1 if problems else 0)
