# tests/ui/app_warnings.py: the app as the screen-reader tests start it.
# Criticals stay fatal (G_DEBUG=fatal-criticals) and every warning the app
# prints fails the test, but for one: GTK 4.24's X11 backend warns
# "gdk_frame_timings_submitted() called on submitted frame." when a popup
# (a tooltip, a popover, the file chooser's completion) first shows on a
# display without a compositor such as Xvfb, which a plain GtkLabel's
# tooltip does in a program of a dozen lines; made fatal, it ended the app
# under the test at random (tests/ui/ui-test-common.c, for the C tests).
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import subprocess

NOT_OURS = ('gdk_frame_timings_submitted() called on submitted frame',
            # GDK 4.24 on a display server that reports a frame's
            # presentation twice (ui-test-common.c)
            'Duplicate call to gdk_frame_timings_presented() with different values')


def start(path, env, log_path, *args):
    """The app at path (with args), its standard error written to log_path"""
    env = dict(env)
    env['G_DEBUG'] = 'fatal-criticals'
    log = open(log_path, 'w')
    return subprocess.Popen([path, *args], env=env, stderr=log)


def warnings(log_path):
    """The warnings and criticals the app printed, but GTK's own above"""
    with open(log_path, errors='replace') as log:
        return [line.rstrip() for line in log
                if ('-WARNING **' in line or '-CRITICAL **' in line) and
                not any(known in line for known in NOT_OURS)]
