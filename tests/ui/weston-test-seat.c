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
 * The seat has a touch screen too, which the tests touch: each line
 * written to the FIFO $XDG_RUNTIME_DIR/tabuleiro-touch is a touch event
 * at a point of the output ("down ID X Y", "motion ID X Y", "up ID"),
 * sent to the client under it as a touch screen sends it, each in a frame
 * of its own.
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <libweston/libweston.h>
#include <libweston/version.h>
#include <wayland-server-core.h>
#include <wayland-server-protocol.h>

/* libweston exports these for its backends, which make their seats with
 * them, but declares them in a header it does not install
 * (libweston-internal.h); the seat's the same from weston 10 to 16, the
 * touch screen's as below */
void weston_seat_init (struct weston_seat *seat, struct weston_compositor *compositor,
                       const char *seat_name);
int  weston_seat_init_pointer (struct weston_seat *seat);
int  weston_seat_init_keyboard (struct weston_seat *seat, struct xkb_keymap *keymap);
int  weston_seat_init_touch (struct weston_seat *seat);
struct weston_touch_device_ops;
struct weston_point2d_device_normalized;
#if WESTON_VERSION_MAJOR >= 16
/* weston 16: the device has a set_output, the touch is a struct */
struct weston_touch_device *weston_touch_create_touch_device (struct weston_touch *touch,
                                                              const char *syspath,
                                                              void *backend_data,
                                                              const struct weston_touch_device_ops *ops,
                                                              weston_touch_device_set_output_func_t set_output);
void notify_touch_normalized (const struct weston_touch_event *event,
                              const struct weston_point2d_device_normalized *norm);
#else
struct weston_touch_device *weston_touch_create_touch_device (struct weston_touch *touch,
                                                              const char *syspath,
                                                              void *backend_data,
                                                              const struct weston_touch_device_ops *ops);
#if WESTON_VERSION_MAJOR >= 12
/* weston 12 to 15: the point as a global coordinate */
void notify_touch_normalized (struct weston_touch_device *device, const struct timespec *time,
                              int touch_id, const struct weston_coord_global *pos,
                              const struct weston_point2d_device_normalized *norm, int touch_type);
#else
void notify_touch_normalized (struct weston_touch_device *device, const struct timespec *time,
                              int touch_id, double x, double y,
                              const struct weston_point2d_device_normalized *norm, int touch_type);
#endif
#endif
void notify_touch_frame (struct weston_touch_device *device);

struct touch_input
{
  struct weston_seat *seat;
  struct weston_touch_device *device;
  int fd;
  char line[256];
  size_t length;
};

static void
send_touch (struct touch_input *input, int id, double x, double y, int type)
{
  struct timespec now;

  clock_gettime (CLOCK_MONOTONIC, &now);
#if WESTON_VERSION_MAJOR >= 16
  {
    struct weston_touch_event event;

    memset (&event, 0, sizeof event);
    event.base.ts = now;
    event.base.seat = input->seat;
    event.device = input->device;
    event.touch_type = type;
    event.touch_id = id;
    event.pos.c = weston_coord (x, y);
    notify_touch_normalized (&event, NULL);
  }
#elif WESTON_VERSION_MAJOR >= 12
  {
    struct weston_coord_global pos;

    /* a lifted finger is nowhere */
    pos.c = weston_coord (x, y);
    notify_touch_normalized (input->device, &now, id, type == WL_TOUCH_UP ? NULL : &pos, NULL, type);
  }
#else
  notify_touch_normalized (input->device, &now, id, x, y, NULL, type);
#endif
  notify_touch_frame (input->device);
}

static void
run_line (struct touch_input *input, const char *line)
{
  int id;
  double x, y;

  if (sscanf (line, "down %d %lf %lf", &id, &x, &y) == 3)
    send_touch (input, id, x, y, WL_TOUCH_DOWN);
  else if (sscanf (line, "motion %d %lf %lf", &id, &x, &y) == 3)
    send_touch (input, id, x, y, WL_TOUCH_MOTION);
  else if (sscanf (line, "up %d", &id) == 1)
    send_touch (input, id, 0, 0, WL_TOUCH_UP);
}

static int
on_touch_input (int fd, uint32_t mask, void *data)
{
  struct touch_input *input = data;
  char buf[256];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0)
    for (ssize_t i = 0; i < n; i++)
      {
        if (buf[i] != '\n' && input->length < sizeof input->line - 1)
          {
            input->line[input->length++] = buf[i];
            continue;
          }
        input->line[input->length] = '\0';
        run_line (input, input->line);
        input->length = 0;
      }
  return 0;
}

/* the touch screen and the FIFO it takes its touches from */
static int
init_touch (struct weston_compositor *compositor, struct weston_seat *seat)
{
  const char *runtime_dir = getenv ("XDG_RUNTIME_DIR");
  struct touch_input *input;
  char path[4096];

  if (runtime_dir == NULL)
    return 0;
  if (weston_seat_init_touch (seat) < 0)
    return -1;
  input = calloc (1, sizeof *input);
  if (input == NULL)
    return -1;
  input->seat = seat;
#if WESTON_VERSION_MAJOR >= 16
  input->device = weston_touch_create_touch_device (seat->touch_state, "tabuleiro-test-touch",
                                                    NULL, NULL, NULL);
#else
  input->device = weston_touch_create_touch_device (seat->touch_state, "tabuleiro-test-touch",
                                                    NULL, NULL);
#endif
  snprintf (path, sizeof path, "%s/tabuleiro-touch", runtime_dir);
  if (input->device == NULL || (mkfifo (path, 0600) < 0 && errno != EEXIST))
    return -1;
  /* read and write: the FIFO stays open between the tests' writers */
  input->fd = open (path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
  if (input->fd < 0)
    return -1;
  wl_event_loop_add_fd (wl_display_get_event_loop (compositor->wl_display), input->fd,
                        WL_EVENT_READABLE, on_touch_input, input);
  return 0;
}

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
  return init_touch (compositor, seat);
}
