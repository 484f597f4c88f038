// GTK 3 (the window: widgets, keys, pointer, CSS) and ATK (what the AT-SPI registry, the Orca
// screen reader and switch tools read), for `talkgrid-window` only: the `talkgrid` command
// never links them.
//
// GTK's pkg-config file carries `-pthread`, which SwiftPM refuses with a warning on every
// build; so the target uses GLib's pkg-config (which brings GLib's headers, and cairo's from
// the system include folder) and declares here the GTK 3.24 calls TalkGrid makes, exactly as
// <gtk/gtk.h> and <atk/atk.h> declare them. Widgets, windows and events are opaque pointers;
// enums are passed as their int values (the values named below are GTK 3's).
#include <cairo/cairo.h>
#include <glib.h>
#include <glib-object.h>

typedef struct _GtkWidget GtkWidget;
typedef struct _GtkCssProvider GtkCssProvider;
typedef struct _GtkStyleContext GtkStyleContext;
typedef struct _GtkSettings GtkSettings;
typedef struct _GdkScreen GdkScreen;
typedef struct _AtkObject AtkObject;
typedef union _GdkEvent GdkEvent;

/// GtkOrientation, GtkWindowType, GtkAlign and AtkRole values TalkGrid uses.
enum {
    talkgrid_gtk_orientation_horizontal = 0,
    talkgrid_gtk_orientation_vertical = 1,
    talkgrid_gtk_window_toplevel = 0,
    talkgrid_gtk_align_fill = 0,
    talkgrid_gtk_align_center = 3,
    talkgrid_gtk_style_priority_application = 600,
    talkgrid_gtk_style_priority_user = 800,
};
/// GdkModifierType: Control held.
static const guint talkgrid_gdk_control_mask = 1 << 2;

gboolean gtk_init_check(int *argc, char ***argv);
/// GLib's Unix signal source (<glib-unix.h>): the handler runs on the main loop, not in the signal.
guint g_unix_signal_add(gint signum, GSourceFunc handler, gpointer user_data);
void gtk_main(void);
void gtk_main_quit(void);

GtkWidget *gtk_window_new(int type);
void gtk_window_set_title(GtkWidget *window, const gchar *title);
void gtk_window_set_default_size(GtkWidget *window, gint width, gint height);
void gtk_window_fullscreen(GtkWidget *window);
void gtk_window_move(GtkWidget *window, gint x, gint y);
void gtk_window_resize(GtkWidget *window, gint width, gint height);
/// The screen's size where no window manager makes a window full screen (GdkRectangle is cairo's).
typedef struct _GdkDisplay GdkDisplay;
typedef struct _GdkMonitor GdkMonitor;
GdkDisplay *gdk_display_get_default(void);
GdkMonitor *gdk_display_get_primary_monitor(GdkDisplay *display);
GdkMonitor *gdk_display_get_monitor(GdkDisplay *display, int monitor_num);
void gdk_monitor_get_geometry(GdkMonitor *monitor, cairo_rectangle_int_t *geometry);

GtkWidget *gtk_box_new(int orientation, gint spacing);
void gtk_box_pack_start(GtkWidget *box, GtkWidget *child, gboolean expand, gboolean fill, guint padding);
void gtk_box_set_homogeneous(GtkWidget *box, gboolean homogeneous);
void gtk_box_reorder_child(GtkWidget *box, GtkWidget *child, gint position);
GtkWidget *gtk_grid_new(void);
void gtk_grid_attach(GtkWidget *grid, GtkWidget *child, gint left, gint top, gint width, gint height);
void gtk_grid_set_row_homogeneous(GtkWidget *grid, gboolean homogeneous);
void gtk_grid_set_column_homogeneous(GtkWidget *grid, gboolean homogeneous);
void gtk_grid_set_row_spacing(GtkWidget *grid, guint spacing);
void gtk_grid_set_column_spacing(GtkWidget *grid, guint spacing);
GtkWidget *gtk_button_new(void);
void gtk_button_set_relief(GtkWidget *button, int relief);
GtkWidget *gtk_drawing_area_new(void);
GtkWidget *gtk_label_new(const gchar *text);
void gtk_label_set_text(GtkWidget *label, const gchar *text);
void gtk_label_set_line_wrap(GtkWidget *label, gboolean wrap);
void gtk_label_set_xalign(GtkWidget *label, gfloat xalign);
void gtk_label_set_selectable(GtkWidget *label, gboolean selectable);

void gtk_container_add(GtkWidget *container, GtkWidget *widget);
void gtk_container_check_resize(GtkWidget *container);
void gtk_container_set_border_width(GtkWidget *container, guint border_width);
void gtk_widget_show_all(GtkWidget *widget);
void gtk_widget_destroy(GtkWidget *widget);
void gtk_widget_queue_draw(GtkWidget *widget);
void gtk_widget_set_hexpand(GtkWidget *widget, gboolean expand);
void gtk_widget_set_vexpand(GtkWidget *widget, gboolean expand);
void gtk_widget_set_size_request(GtkWidget *widget, gint width, gint height);
void gtk_widget_set_sensitive(GtkWidget *widget, gboolean sensitive);
void gtk_widget_set_visible(GtkWidget *widget, gboolean visible);
gboolean gtk_widget_get_visible(GtkWidget *widget);
gboolean gtk_widget_get_sensitive(GtkWidget *widget);
gboolean gtk_widget_get_can_focus(GtkWidget *widget);
void gtk_widget_set_can_focus(GtkWidget *widget, gboolean can_focus);
void gtk_widget_grab_focus(GtkWidget *widget);
gboolean gtk_widget_has_visible_focus(GtkWidget *widget);
void gtk_widget_set_name(GtkWidget *widget, const gchar *name);
int gtk_widget_get_allocated_width(GtkWidget *widget);
int gtk_widget_get_allocated_height(GtkWidget *widget);
void gtk_widget_add_events(GtkWidget *widget, gint events);
GtkStyleContext *gtk_widget_get_style_context(GtkWidget *widget);
AtkObject *gtk_widget_get_accessible(GtkWidget *widget);
void gtk_style_context_add_class(GtkStyleContext *context, const gchar *class_name);
void gtk_style_context_remove_class(GtkStyleContext *context, const gchar *class_name);

GtkCssProvider *gtk_css_provider_new(void);
gboolean gtk_css_provider_load_from_data(GtkCssProvider *provider, const gchar *data, gssize length, GError **error);
GdkScreen *gdk_screen_get_default(void);
void gtk_style_context_add_provider_for_screen(GdkScreen *screen, GtkCssProvider *provider, guint priority);
GtkSettings *gtk_settings_get_default(void);

gboolean gdk_event_get_keyval(const GdkEvent *event, guint *keyval);
gboolean gdk_event_get_state(const GdkEvent *event, guint *state);
int gdk_event_get_event_type(const GdkEvent *event);
/// GdkEventType: the pointer entered a window.
enum { talkgrid_gdk_enter_notify = 10 };

GtkWidget *gtk_entry_new(void);
const gchar *gtk_entry_get_text(GtkWidget *entry);
void gtk_entry_set_text(GtkWidget *entry, const gchar *text);
void gtk_entry_set_placeholder_text(GtkWidget *entry, const gchar *text);
GtkWidget *gtk_popover_new(GtkWidget *relative_to);
void gtk_popover_popup(GtkWidget *popover);
void gtk_popover_popdown(GtkWidget *popover);

/// Check boxes and toggles ("toggled"), lists to choose from ("changed"), scrolled areas.
GtkWidget *gtk_check_button_new_with_label(const gchar *label);
gboolean gtk_toggle_button_get_active(GtkWidget *button);
void gtk_toggle_button_set_active(GtkWidget *button, gboolean active);
GtkWidget *gtk_combo_box_text_new(void);
void gtk_combo_box_text_append(GtkWidget *combo, const gchar *id, const gchar *text);
void gtk_combo_box_text_remove_all(GtkWidget *combo);
gboolean gtk_combo_box_set_active_id(GtkWidget *combo, const gchar *active_id);
const gchar *gtk_combo_box_get_active_id(GtkWidget *combo);

/// GtkFileChooserNative (a file chooser dialog made when asked for) and GtkFileFilter
/// (GTK_FILE_CHOOSER_ACTION_OPEN is 0, GTK_RESPONSE_ACCEPT -3). The chooser calls take the
/// GtkFileChooser interface, which the native chooser implements.
typedef struct _GtkFileFilter GtkFileFilter;
typedef struct _GtkFileChooser GtkFileChooser;
typedef struct _GtkFileChooserNative GtkFileChooserNative;
typedef struct _GtkNativeDialog GtkNativeDialog;
typedef struct _GtkWindow GtkWindow;
enum { talkgrid_gtk_file_chooser_action_open = 0, talkgrid_gtk_response_accept = -3 };
GtkFileChooserNative *gtk_file_chooser_native_new(
    const gchar *title, GtkWindow *parent, int action, const gchar *accept_label, const gchar *cancel_label);
gint gtk_native_dialog_run(GtkNativeDialog *self);
GtkWidget *gtk_widget_get_toplevel(GtkWidget *widget);
gboolean gtk_widget_is_toplevel(GtkWidget *widget);
GtkFileFilter *gtk_file_filter_new(void);
void gtk_file_filter_set_name(GtkFileFilter *filter, const gchar *name);
void gtk_file_filter_add_pattern(GtkFileFilter *filter, const gchar *pattern);
void gtk_file_chooser_add_filter(GtkFileChooser *chooser, GtkFileFilter *filter);
gchar *gtk_file_chooser_get_filename(GtkFileChooser *chooser);
GtkWidget *gtk_scrolled_window_new(void *hadjustment, void *vadjustment);
void gtk_scrolled_window_set_policy(GtkWidget *window, int horizontal, int vertical);
typedef struct _GtkAdjustment GtkAdjustment;
GtkAdjustment *gtk_scrolled_window_get_vadjustment(GtkWidget *window);
gdouble gtk_adjustment_get_upper(GtkAdjustment *adjustment);
gdouble gtk_adjustment_get_page_size(GtkAdjustment *adjustment);
void gtk_adjustment_set_value(GtkAdjustment *adjustment, gdouble value);
/// GtkPolicyType: never a scroll bar, one when needed.
enum { talkgrid_gtk_policy_automatic = 1, talkgrid_gtk_policy_never = 2 };

/// GIO's file monitor (inotify on Linux): "changed" when a file in the folder changes.
typedef struct _GFile GFile;
typedef struct _GFileMonitor GFileMonitor;
GFile *g_file_new_for_path(const char *path);
GFileMonitor *g_file_monitor_directory(GFile *file, int flags, void *cancellable, GError **error);
void g_file_monitor_set_rate_limit(GFileMonitor *monitor, gint limit_msecs);
gboolean g_file_monitor_cancel(GFileMonitor *monitor);

void atk_object_set_name(AtkObject *accessible, const gchar *name);
void atk_object_set_description(AtkObject *accessible, const gchar *description);
void atk_object_set_role(AtkObject *accessible, int role);
/// AtkRole values (atk 2.46).
enum { talkgrid_atk_role_panel = 38, talkgrid_atk_role_status_bar = 53 };
/// GtkReliefStyle: no button frame.
enum { talkgrid_gtk_relief_none = 2 };

/// GdkEventMask: pointer motion, entering and leaving a widget.
enum { talkgrid_gdk_pointer_motion_mask = 1 << 2, talkgrid_gdk_enter_notify_mask = 1 << 12, talkgrid_gdk_leave_notify_mask = 1 << 13 };

/// Connects `marshal` to `instance`'s `signal` (g_signal_connect is a macro Swift cannot call):
/// GLib hands the marshal every signal's values as GValues, whatever the signal, with `data`;
/// `release` lets `data` go when the connection ends (the object destroyed or finalised).
static inline gulong talkgrid_connect(
    gpointer instance, const char *signal, GClosureMarshal marshal, gpointer data, GClosureNotify release) {
    GClosure *closure = g_closure_new_simple(sizeof(GClosure), data);
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, data, release);
    return g_signal_connect_closure(instance, signal, closure, FALSE);
}

/// The data a closure made by talkgrid_connect carries (GClosure's fields are bit fields).
static inline gpointer talkgrid_closure_data(GClosure *closure) { return closure->data; }

typedef struct _GdkFrameClock GdkFrameClock;
GdkFrameClock *gtk_widget_get_frame_clock(GtkWidget *widget);

typedef struct _GdkWindow GdkWindow;
GdkWindow *gtk_widget_get_window(GtkWidget *widget);
cairo_surface_t *gdk_window_create_similar_surface(GdkWindow *window, cairo_content_t content, int width, int height);

/// The desktop's text scale as GTK reads it (Xft/DPI over 96: 1.0 is the standard size).
static inline double talkgrid_gtk_text_scale(void) {
    gint dpi = -1;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-xft-dpi", &dpi, NULL);
    return dpi > 0 ? (dpi / 1024.0) / 96.0 : 1.0;
}

/// The desktop's theme name (e.g. "HighContrast"); to be freed with g_free; NULL when unknown.
static inline gchar *talkgrid_gtk_theme_name(void) {
    gchar *name = NULL;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_get(settings, "gtk-theme-name", &name, NULL);
    return name;
}

/// Where the pointer was pressed and let go on a widget (a cell dragged onto another).
gboolean gdk_event_get_coords(const GdkEvent *event, gdouble *x_win, gdouble *y_win);
gboolean gdk_event_get_root_coords(const GdkEvent *event, gdouble *x_root, gdouble *y_root);
GtkWidget *gtk_widget_get_parent(GtkWidget *widget);
gboolean gtk_widget_translate_coordinates(
    GtkWidget *src_widget, GtkWidget *dest_widget, gint src_x, gint src_y, gint *dest_x, gint *dest_y);
