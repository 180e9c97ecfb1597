/* tab-seat-list.c: the side panel's seats
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A boxed list with a row per seat: the seat's glyph and name, who plays
 * it (a person, the computer at a level), what the game says of it (a
 * Splut! team that is out, the holder of the Green Skull, from the
 * game's TabGameUi table), and a mark on the seat to move.
 */

#include "config.h"

#include "tab-seat-list.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tab-board-paint.h"
#include "tab-game-ui.h"
#include "tab-seat-choices.h"

struct _TabSeatList
{
  GtkWidget   parent_instance;

  /* template children */
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (TabSeatList, tab_seat_list, GTK_TYPE_WIDGET)

static gboolean
resigned (const TabPosition *pos, guint seat)
{
  return (pos->resigned & (1u << (seat - 1))) != 0;
}

/* What a seat's row says besides who plays it: Splut! teams that are out,
 * the holder of the Green Skull */
static char *
describe_state (TabMatch *match, const TabPosition *pos, guint seat)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);
  g_autofree char *role = tab_seat_choice_name (tab_match_get_seat_level (match, seat));
  char *words;

  if (resigned (pos, seat))
    /* Translators: a seat that gave up, e.g. "Person — resigned" */
    return g_strdup_printf (_("%s — resigned"), role);
  if (ui->panel.seat != NULL && (words = ui->panel.seat (pos, seat, role)) != NULL)
    return words;
  return g_steal_pointer (&role);
}

static gboolean
is_out (const TabPosition *pos, guint seat)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  return resigned (pos, seat) ||
         (ui->panel.seat_is_out != NULL && ui->panel.seat_is_out (pos, seat));
}

static GtkWidget *
create_row (TabMatch *match, const TabPosition *pos, guint seat, gboolean to_move)
{
  const char *name = tab_game_ui_seat_name (pos, seat);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *glyph = gtk_label_new (tab_paint_seat_glyph (pos->rules, seat));
  g_autofree char *state = describe_state (match, pos, seat);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), state);
  gtk_widget_add_css_class (glyph, "seat-glyph");
  gtk_widget_add_css_class (glyph, tab_paint_seat_css (pos->rules, seat));
  gtk_accessible_update_property (GTK_ACCESSIBLE (glyph), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), glyph);
  if (is_out (pos, seat))
    gtk_widget_add_css_class (row, "eliminated");
  if (to_move)
    {
      GtkWidget *mark = gtk_image_new_from_icon_name ("media-playback-start-symbolic");

      gtk_widget_add_css_class (row, "current-seat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("To move"),
                                      -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
    }
  return row;
}

void
tab_seat_list_refresh (TabSeatList *self, TabMatch *match, guint n_actions)
{
  TabGame *game;
  const TabPosition *pos;
  GtkWidget *child;

  g_return_if_fail (TAB_IS_SEAT_LIST (self));
  g_return_if_fail (TAB_IS_MATCH (match));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  game = tab_match_get_game (match);
  if (game == NULL)
    return;
  pos = tab_game_get_position_at (game, MIN (n_actions, tab_game_get_n_actions (game)));
  for (guint seat = 1; seat <= pos->options.players; seat++)
    gtk_list_box_append (self->list, create_row (match, pos, seat,
                                                 !tab_position_is_over (pos) && seat == pos->to_move));
}

static void
tab_seat_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAB_TYPE_SEAT_LIST);

  G_OBJECT_CLASS (tab_seat_list_parent_class)->dispose (object);
}

static void
tab_seat_list_class_init (TabSeatListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tab_seat_list_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/tab-seat-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TabSeatList, list);
}

static void
tab_seat_list_init (TabSeatList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
