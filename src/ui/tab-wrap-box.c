/* tab-wrap-box.c: a box that wraps its children like words
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Height-for-width: a child gets its natural width, always, and goes on
 * the current line if it fits there, else it starts a new one.  The
 * children are a space apart (the width of a space in the first child's
 * font, so that a row of labels reads like one line of text), and the
 * children of a line share its baseline.  Unlike a wrapping GtkLabel,
 * whose lines Pango may break inside a word (after a hyphen), this
 * breaks only between children; unlike GtkFlowBox, it does not line up
 * the children of different lines in columns.  A widget of its own
 * rather than a layout manager on a GtkBox: GtkBox's properties expect
 * its own GtkBoxLayout.
 */

#include "config.h"

#include "tab-wrap-box.h"

struct _TabWrapBox
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TabWrapBox, tab_wrap_box, GTK_TYPE_WIDGET)

/* one child's place */
typedef struct
{
  GtkWidget *widget;
  int        width, height, baseline;
  int        x, line;
} Item;

/* the width of a space where the children are */
static int
space_width (GtkWidget *widget)
{
  GtkWidget *first = gtk_widget_get_first_child (widget);
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (first != NULL ? first : widget, " ");
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* The children that take part, measured at their natural width */
static GArray *
collect (GtkWidget *widget)
{
  GArray *items = g_array_new (FALSE, TRUE, sizeof (Item));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Item item = { child, 0, 0, -1, 0, 0 };
      int min_baseline;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &item.width, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, item.width,
                          NULL, &item.height, &min_baseline, &item.baseline);
      /* no baseline: the bottom */
      if (item.baseline < 0)
        item.baseline = item.height;
      g_array_append_val (items, item);
    }
  return items;
}

/* Places the items in lines at most width wide; the height of them all */
static int
flow (GArray *items, int width, int spacing, int *line_tops, int *line_baselines)
{
  int indent = 0, widest = 0, x = 0, line = 0, height = 0;
  int ascent = 0, descent = 0;

  /* the hanging indent: under the second child, if the widest fits */
  for (guint i = 1; i < items->len; i++)
    widest = MAX (widest, g_array_index (items, Item, i).width);
  if (items->len > 1 && g_array_index (items, Item, 0).width + spacing + widest <= width)
    indent = g_array_index (items, Item, 0).width + spacing;

  for (guint i = 0; i < items->len; i++)
    {
      Item *item = &g_array_index (items, Item, i);

      if (i > 0 && x + spacing + item->width > width)
        {
          /* the line is full */
          if (line_tops != NULL)
            {
              line_tops[line] = height;
              line_baselines[line] = ascent;
            }
          height += ascent + descent;
          ascent = descent = 0;
          line++;
          x = indent;
        }
      else if (i > 0)
        x += spacing;
      item->x = x;
      item->line = line;
      x += item->width;
      ascent = MAX (ascent, item->baseline);
      descent = MAX (descent, item->height - item->baseline);
    }
  if (items->len > 0)
    {
      if (line_tops != NULL)
        {
          line_tops[line] = height;
          line_baselines[line] = ascent;
        }
      height += ascent + descent;
    }
  return height;
}

static GtkSizeRequestMode
tab_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tab_wrap_box_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  g_autoptr (GArray) items = collect (widget);
  int spacing = space_width (widget);
  int widest = 0, one_line = 0;

  for (guint i = 0; i < items->len; i++)
    {
      widest = MAX (widest, g_array_index (items, Item, i).width);
      one_line += (i > 0 ? spacing : 0) + g_array_index (items, Item, i).width;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* one child a line at the least, all on one at best */
      *minimum = widest;
      *natural = one_line;
    }
  else
    {
      /* no width given: as high as at the least width */
      *minimum = *natural = flow (items, for_size >= 0 ? for_size : widest, spacing, NULL, NULL);
    }
}

static void
tab_wrap_box_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  g_autoptr (GArray) items = collect (widget);
  g_autofree int *line_tops = g_new0 (int, MAX (items->len, 1));
  g_autofree int *line_baselines = g_new0 (int, MAX (items->len, 1));
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  flow (items, width, space_width (widget), line_tops, line_baselines);
  for (guint i = 0; i < items->len; i++)
    {
      const Item *item = &g_array_index (items, Item, i);
      GtkAllocation place = {
        rtl ? width - item->x - item->width : item->x,
        line_tops[item->line] + line_baselines[item->line] - item->baseline,
        item->width, item->height
      };

      gtk_widget_size_allocate (item->widget, &place, -1);
    }
}

static void
tab_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tab_wrap_box_parent_class)->dispose (object);
}

static void
tab_wrap_box_class_init (TabWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_wrap_box_dispose;
  widget_class->get_request_mode = tab_wrap_box_get_request_mode;
  widget_class->measure = tab_wrap_box_measure;
  widget_class->size_allocate = tab_wrap_box_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "wrapbox");
  /* a container of labels, as GtkBox is */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tab_wrap_box_init (TabWrapBox *self)
{
}

GtkWidget *
tab_wrap_box_new (void)
{
  return g_object_new (TAB_TYPE_WRAP_BOX, NULL);
}

void
tab_wrap_box_append (TabWrapBox *self, GtkWidget *child)
{
  g_return_if_fail (TAB_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}
