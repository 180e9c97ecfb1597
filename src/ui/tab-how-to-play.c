/* tab-how-to-play.c: the "How to Play" dialog, one page per game
 *
 * Copyright 2026 The Tabuleiro developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A page is a resource, ui/how-to-play/<game id>.ui: the rules in short
 * (goal, board and set-up, a turn, special moves, end and scoring, the
 * move list) and small diagrams.  This file reads and lays it out:
 *
 *   <interface><page>
 *     <heading translatable="yes">Goal</heading>    a heading
 *     <text translatable="yes">…</text>             a paragraph
 *     <item translatable="yes">…</item>             a bulleted paragraph
 *     <diagram size="8x8" players="4" record="d4 c3" marks="targets"
 *              translatable="yes">caption</diagram>
 *   </page></interface>
 *
 * A diagram is the app's own board view showing a game that replays a
 * short record (tokens from the initial position) from the worked
 * examples of the rule book, so the pictures can never disagree with the
 * rules the app plays by; size and players are optional (the standard
 * board, the default number of players).  marks highlights cells: the
 * squares the seat to move may play to ("targets"), the line that won
 * ("winning-line") or what the game's table marks ("game", its
 * diagram_marks).  The root is <interface> so that xgettext takes the
 * translatable texts as from a GtkBuilder file; they are translated here.
 */

#include "config.h"

#include "tab-how-to-play-private.h"

#include <glib/gi18n.h>

#include "tab-board-view.h"
#include "tab-game.h"
#include "tab-game-ui.h"
#include "tab-grid.h"

/* ---- The dialog ---- */

struct _TabHowToPlay
{
  AdwDialog        parent_instance;

  /* template children */
  AdwWindowTitle  *window_title;
  AdwNavigationSplitView *split_view;
  GtkListBox      *games_list;  /* the games, beside the page or before it */
  GtkStack        *stack;
};

G_DEFINE_FINAL_TYPE (TabHowToPlay, tab_how_to_play, ADW_TYPE_DIALOG)

/* The narrowest a diagram gets, on a phone (360 px less the page's margins) */
#define DIAGRAM_MIN_WIDTH 280

/* A diagram has its size whatever room the page gives it, but on a page
 * narrower than that, where it takes the page's width (the board in it
 * keeps its shape, drawn smaller) */
static void
measure_diagram (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  const char *key = orientation == GTK_ORIENTATION_HORIZONTAL ? "diagram-width" : "diagram-height";
  int size = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), key));

  *natural = size;
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN (size, DIAGRAM_MIN_WIDTH) : size;
}

static void
allocate_diagram (GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static GtkWidget *
fixed_size_bin (GtkWidget *child, int width, int height)
{
  GtkWidget *bin = adw_bin_new ();

  g_object_set_data (G_OBJECT (bin), "diagram-width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (bin), "diagram-height", GINT_TO_POINTER (height));
  gtk_widget_set_layout_manager (bin, gtk_custom_layout_new (NULL, measure_diagram, allocate_diagram));
  gtk_widget_set_halign (bin, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (bin), child);
  return bin;
}

/* A diagram of a page, from its element's attributes */
typedef struct
{
  const char *size;     /* "7", "8x8"; NULL: the standard board */
  guint       players;  /* 0: the default */
  const char *record;   /* tokens from the initial position */
  const char *marks;    /* "targets", "winning-line", "game"; NULL: none */
} Diagram;

static TabGame *
diagram_game (const TabRules *rules, const Diagram *diagram, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit (diagram->record, " ", -1);
  TabOptions options;

  tab_options_default (rules, &options);
  if (diagram->players != 0)
    options.players = diagram->players;
  if (diagram->size != NULL && !tab_options_parse_size (rules, diagram->size, &options, error))
    return NULL;
  return tab_game_new_from_record (rules, &options, (const char * const *) tokens, error);
}

static gboolean
contains (const int *cells, guint n, int cell)
{
  for (guint i = 0; i < n; i++)
    if (cells[i] == cell)
      return TRUE;
  return FALSE;
}

/* the cells the seat to move may play to */
static guint
mark_targets (const TabPosition *pos, int *cells)
{
  TabActionList list;
  guint n = 0;

  tab_position_legal (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      int from, to;

      pos->rules->action_cells (pos, list.actions[i], &from, &to);
      if (to != TAB_NO_CELL && !contains (cells, n, to))
        cells[n++] = to;
    }
  return n;
}

static guint
mark_cells (const TabPosition *pos, const char *marks, int *cells)
{
  const TabGameUi *ui = tab_game_ui_lookup (pos->rules);

  if (g_strcmp0 (marks, "targets") == 0)
    return mark_targets (pos, cells);
  if (g_strcmp0 (marks, "winning-line") == 0 && ui->marks.winning_line != NULL)
    return ui->marks.winning_line (pos, cells);
  if (g_strcmp0 (marks, "game") == 0 && ui->diagram_marks != NULL)
    return ui->diagram_marks (pos, cells);
  if (marks != NULL)
    g_warning ("How to play %s: no marks '%s'", pos->rules->id, marks);
  return 0;
}

static GtkWidget *
create_diagram (const TabRules *rules, const Diagram *diagram, const char *caption_text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TabGame) game = diagram_game (rules, diagram, &error);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *caption = gtk_label_new (caption_text);
  GtkWidget *board;
  const TabOptions *options;
  int cells[MAX (TAB_GRID_MAX_CELLS, TAB_MAX_ACTIONS)];
  guint n_cells;
  int width = TAB_HOW_TO_PLAY_SQUARE_WIDTH, height = TAB_HOW_TO_PLAY_SQUARE_WIDTH;

  gtk_widget_add_css_class (box, "diagram");
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 60);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");

  if (game == NULL)
    {
      /* a record of the page that the rules refuse: a bug, say it */
      g_warning ("How to play %s: cannot set up the diagram: %s", rules->id, error->message);
      gtk_box_append (GTK_BOX (box), caption);
      return box;
    }

  board = tab_board_view_new ();
  tab_board_view_set_game (TAB_BOARD_VIEW (board), game);
  tab_board_view_set_interactive (TAB_BOARD_VIEW (board), FALSE);
  tab_board_view_set_show_legal (TAB_BOARD_VIEW (board), FALSE);
  tab_board_view_set_show_last_move (TAB_BOARD_VIEW (board), TRUE);
  n_cells = mark_cells (tab_game_get_position (game), diagram->marks, cells);
  tab_board_view_set_marked_cells (TAB_BOARD_VIEW (board), cells, n_cells);
  /* a picture: not a place to click or to stop with the keyboard */
  gtk_widget_set_focusable (board, FALSE);
  gtk_widget_set_can_target (board, FALSE);
  gtk_widget_set_hexpand (board, FALSE);
  gtk_widget_set_vexpand (board, FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (board),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, caption, NULL,
                                  -1);

  /* the board view keeps half a cell around a square grid for the
   * coordinates: give the diagram the board's proportions.  The fixed
   * boards (a triangle of hexagons, a diamond) get a little more room. */
  options = tab_game_get_options (game);
  if (options->rows > 0 && options->cols > 0)
    height = width * (options->rows + 1) / (options->cols + 1);
  else
    {
      width = TAB_HOW_TO_PLAY_FIXED_WIDTH;
      height = TAB_HOW_TO_PLAY_FIXED_HEIGHT;
    }

  gtk_box_append (GTK_BOX (box), fixed_size_bin (board, width, height));
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static GtkWidget *
create_paragraph (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A list item with a hanging bullet */
static GtkWidget *
create_item (const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *bullet = gtk_label_new ("•");
  GtkWidget *text_label;

  gtk_widget_set_valign (bullet, GTK_ALIGN_START);
  gtk_widget_set_margin_start (bullet, 12);
  gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), bullet);
  text_label = create_paragraph (text, NULL);
  gtk_widget_set_hexpand (text_label, TRUE);
  gtk_box_append (GTK_BOX (box), text_label);
  return box;
}

/* ---- Reading a page ---- */

typedef struct
{
  const TabRules *rules;
  GtkBox         *box;
  GString        *text;      /* of the element being read */
  gboolean        in_block;  /* in a heading, text, item or diagram */
  Diagram         diagram;   /* of the diagram being read */
  char           *size;
  char           *record;
  char           *marks;
} PageReader;

static void
clear_diagram (PageReader *reader)
{
  g_clear_pointer (&reader->size, g_free);
  g_clear_pointer (&reader->record, g_free);
  g_clear_pointer (&reader->marks, g_free);
  reader->diagram = (Diagram) { 0 };
}

static void
page_start_element (GMarkupParseContext  *context,
                    const char           *element,
                    const char          **names,
                    const char          **values,
                    gpointer              user_data,
                    GError              **error)
{
  PageReader *reader = user_data;
  const char *translatable = NULL, *size = NULL, *players = NULL, *record = NULL, *marks = NULL;
  guint64 n_players = 0;

  if (g_strcmp0 (element, "interface") == 0 || g_strcmp0 (element, "page") == 0)
    return;
  if (reader->in_block)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "<%s> inside a block", element);
      return;
    }
  if (g_strcmp0 (element, "diagram") == 0)
    {
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "record", &record,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "size", &size,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "players", &players,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "marks", &marks,
                                        G_MARKUP_COLLECT_STRING, "translatable", &translatable,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      if (players != NULL && !g_ascii_string_to_unsigned (players, 10, 1, TAB_MAX_SEATS, &n_players, error))
        return;
      reader->size = g_strdup (size);
      reader->record = g_strdup (record);
      reader->marks = g_strdup (marks);
      reader->diagram = (Diagram) { reader->size, (guint) n_players, reader->record, reader->marks };
    }
  else if (g_strcmp0 (element, "heading") == 0 || g_strcmp0 (element, "text") == 0 ||
           g_strcmp0 (element, "item") == 0)
    {
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "translatable", &translatable,
                                        G_MARKUP_COLLECT_INVALID))
        return;
    }
  else
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT, "unknown element <%s>", element);
      return;
    }
  reader->in_block = TRUE;
  g_string_truncate (reader->text, 0);
}

static void
page_text (GMarkupParseContext  *context,
           const char           *text,
           gsize                 length,
           gpointer              user_data,
           GError              **error)
{
  PageReader *reader = user_data;

  if (reader->in_block)
    g_string_append_len (reader->text, text, (gssize) length);
}

static void
page_end_element (GMarkupParseContext  *context,
                  const char           *element,
                  gpointer              user_data,
                  GError              **error)
{
  PageReader *reader = user_data;
  /* every text is translatable="yes": xgettext took it as it stands */
  const char *text = gettext (reader->text->str);
  GtkWidget *child;

  if (!reader->in_block)
    return;
  if (g_strcmp0 (element, "heading") == 0)
    {
      child = create_paragraph (text, "title-4");
      gtk_widget_set_margin_top (child, 12);
    }
  else if (g_strcmp0 (element, "item") == 0)
    child = create_item (text);
  else if (g_strcmp0 (element, "diagram") == 0)
    child = create_diagram (reader->rules, &reader->diagram, text);
  else
    child = create_paragraph (text, NULL);
  gtk_box_append (reader->box, child);
  clear_diagram (reader);
  reader->in_block = FALSE;
}

static const GMarkupParser page_parser = {
  .start_element = page_start_element,
  .end_element = page_end_element,
  .text = page_text,
};

/* The page of a game, NULL when it has none */
static GtkWidget *
create_page (const TabRules *rules)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_BASE "/ui/how-to-play/%s.ui", rules->id);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GMarkupParseContext) context = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *scroller, *clamp, *box;
  PageReader reader = { rules };
  gsize size;
  const char *data;

  if (bytes == NULL)
    return NULL;   /* a game without a page yet: no empty page */

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_object_set (box, "margin-top", 24, "margin-bottom", 24, "margin-start", 18, "margin-end", 18, NULL);
  gtk_box_append (GTK_BOX (box), create_paragraph (gettext (rules->name), "title-1"));
  gtk_box_append (GTK_BOX (box), create_paragraph (gettext (rules->summary), "dim-label"));

  reader.box = GTK_BOX (box);
  reader.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&page_parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &reader, NULL);
  data = g_bytes_get_data (bytes, &size);
  if (!g_markup_parse_context_parse (context, data, (gssize) size, &error) ||
      !g_markup_parse_context_end_parse (context, &error))
    /* the page the app was built with: a bug, say it */
    g_warning ("How to play %s: %s", rules->id, error->message);
  clear_diagram (&reader);
  g_string_free (reader.text, TRUE);

  /* the text takes the keyboard focus (Tab from the sidebar), so that
   * Page Up and Page Down scroll it */
  gtk_widget_set_focusable (box, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gettext (rules->name),
                                  -1);
  scroller = gtk_scrolled_window_new ();
  clamp = adw_clamp_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  return scroller;
}

static void
add_pages (TabHowToPlay *self)
{
  const TabRules * const *all;
  guint n_games;

  all = tab_rules_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *page = create_page (all[i]);

      if (page != NULL)
        {
          GtkWidget *row = gtk_list_box_row_new ();
          GtkWidget *label = gtk_label_new (gettext (all[i]->name));

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
          gtk_widget_set_name (row, all[i]->id);
          gtk_list_box_append (self->games_list, row);
          gtk_stack_add_titled (self->stack, page, all[i]->id, gettext (all[i]->name));
        }
    }
}

/* The row of the game whose page is id, or NULL */
static GtkListBoxRow *
find_row (TabHowToPlay *self, const char *id)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->games_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (gtk_widget_get_name (row), id) == 0)
      return GTK_LIST_BOX_ROW (row);
  return NULL;
}

/* a game chosen in the list: its page (narrow: instead of the list) */
static void
on_game_row_activated (TabHowToPlay *self, GtkListBoxRow *row)
{
  gtk_stack_set_visible_child_name (self->stack, gtk_widget_get_name (GTK_WIDGET (row)));
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

static void
on_visible_page_changed (TabHowToPlay *self)
{
  const char *id = gtk_stack_get_visible_child_name (self->stack);
  const TabRules *rules = id != NULL ? tab_rules_lookup (id) : NULL;

  adw_window_title_set_subtitle (self->window_title, rules != NULL ? gettext (rules->name) : NULL);
  gtk_list_box_select_row (self->games_list, id != NULL ? find_row (self, id) : NULL);
}

static void
tab_how_to_play_class_init (TabHowToPlayClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabuleiro/Tabuleiro/ui/tab-how-to-play.ui");
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, window_title);
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, split_view);
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, games_list);
  gtk_widget_class_bind_template_child (widget_class, TabHowToPlay, stack);
  gtk_widget_class_bind_template_callback (widget_class, on_visible_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_row_activated);
  /* (Escape closes it: the sheet that libadwaita shows it in binds it) */
}

static void
tab_how_to_play_init (TabHowToPlay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_pages (self);
  on_visible_page_changed (self);
}

TabHowToPlay *
tab_how_to_play_find (GtkWindow *parent)
{
  g_autoptr (GListModel) dialogs = NULL;

  if (ADW_IS_APPLICATION_WINDOW (parent))
    dialogs = adw_application_window_get_dialogs (ADW_APPLICATION_WINDOW (parent));
  else if (ADW_IS_WINDOW (parent))
    dialogs = adw_window_get_dialogs (ADW_WINDOW (parent));
  for (guint i = 0; dialogs != NULL && i < g_list_model_get_n_items (dialogs); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (dialogs, i);

      if (TAB_IS_HOW_TO_PLAY (item))
        return TAB_HOW_TO_PLAY (item);
    }
  return NULL;
}

/* Shows the page of game_id (an unknown id: the first page) */
static void
show_game_page (TabHowToPlay *self, const char *game_id)
{
  GtkWidget *page = game_id != NULL ? gtk_stack_get_child_by_name (self->stack, game_id) : NULL;

  if (page == NULL)
    {
      /* an unknown game: the first page, rather than nothing */
      g_debug ("How to play: no page for game '%s'", game_id != NULL ? game_id : "(null)");
      page = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
    }
  if (page != NULL)
    gtk_stack_set_visible_child (self->stack, page);
  /* narrow: the page, with a back button to the list */
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

void
tab_how_to_play_show (GtkWindow *parent, const char *game_id)
{
  TabHowToPlay *self;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  self = tab_how_to_play_find (parent);
  if (self != NULL)
    {
      show_game_page (self, game_id);
      return;
    }
  self = g_object_new (TAB_TYPE_HOW_TO_PLAY, NULL);
  show_game_page (self, game_id);
  adw_dialog_present (ADW_DIALOG (self), GTK_WIDGET (parent));
}

const char *
tab_how_to_play_get_game (TabHowToPlay *self)
{
  g_return_val_if_fail (TAB_IS_HOW_TO_PLAY (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
tab_how_to_play_get_page (TabHowToPlay *self, const char *game_id)
{
  g_return_val_if_fail (TAB_IS_HOW_TO_PLAY (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  return gtk_stack_get_child_by_name (self->stack, game_id);
}
