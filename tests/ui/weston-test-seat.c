/* weston-test-seat.c: a weston module that gives weston's headless backend a
 * seat with a keyboard and a pointer (tests/with-wayland.sh loads it)
 *
 * The headless backend has no input device, so no seat: no window is
 * ever activated (GTK's windows stay inactive, and Tab in a list box of
 * an inactive window turns on one row) and no popover can grab.  A
 * desktop always has a seat; with this one, the desktop shell activates
 * each new window and gives it the keyboard focus, as on a desktop.
 * Nothing presses its keys: the tests send their events through GTK.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <libweston/libweston.h>
#include <wayland-server-core.h>

/* libweston exports these for its backends, which make their seats with
 * them, but declares them in a header it does not install
 * (libweston-internal.h); the same from weston 10 to 14 */
void weston_seat_init (struct weston_seat *seat, struct weston_compositor *compositor,
                       const char *seat_name);
int  weston_seat_init_pointer (struct weston_seat *seat);
int  weston_seat_init_keyboard (struct weston_seat *seat, struct xkb_keymap *keymap);

/* what weston calls when it loads the module */
WL_EXPORT int wet_module_init (struct weston_compositor *compositor, int *argc, char *argv[]);

WL_EXPORT int
wet_module_init (struct weston_compositor *compositor, int *argc, char *argv[])
{
  struct weston_seat *seat = calloc (1, sizeof *seat);

  (void) argc;
  (void) argv;
  if (seat == NULL)
    return -1;
  weston_seat_init (seat, compositor, "tabuleiro-test");
  /* the keymap of the compositor's XKB rules (us by default) */
  if (weston_seat_init_pointer (seat) < 0 || weston_seat_init_keyboard (seat, NULL) < 0)
    return -1;
  return 0;
}
