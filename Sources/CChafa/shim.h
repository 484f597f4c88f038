// libchafa (pixels to terminal art: symbols, sixel, kitty, iTerm2) and gdk-pixbuf (PNG, JPEG,
// GIF and, through librsvg's loader, SVG decoding), with the GLib/GObject calls they need.
//
// gdk-pixbuf's pkg-config file pulls in gmodule's `-pthread`, which SwiftPM refuses with a
// warning on every build; so the target uses chafa's pkg-config (which brings GLib's headers)
// and declares here the few gdk-pixbuf 2.x functions TalkGrid calls, exactly as
// <gdk-pixbuf/gdk-pixbuf.h> declares them (stable API since 2.0; get_pixels_with_length since 2.26).
#include <chafa.h>
#include <glib.h>
#include <glib-object.h>

typedef struct _GdkPixbuf GdkPixbuf;
typedef struct _GdkPixbufLoader GdkPixbufLoader;
typedef enum { GDK_COLORSPACE_RGB } GdkColorspace;
typedef enum { GDK_INTERP_NEAREST, GDK_INTERP_TILES, GDK_INTERP_BILINEAR, GDK_INTERP_HYPER } GdkInterpType;

GdkPixbuf *gdk_pixbuf_new(GdkColorspace colorspace, gboolean has_alpha, int bits_per_sample, int width, int height);
int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
gboolean gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf);
guchar *gdk_pixbuf_get_pixels(const GdkPixbuf *pixbuf);
guchar *gdk_pixbuf_get_pixels_with_length(const GdkPixbuf *pixbuf, guint *length);
int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);
void gdk_pixbuf_fill(GdkPixbuf *pixbuf, guint32 pixel);
GdkPixbuf *gdk_pixbuf_scale_simple(const GdkPixbuf *src, int dest_width, int dest_height, GdkInterpType interp_type);
void gdk_pixbuf_composite(
    const GdkPixbuf *src, GdkPixbuf *dest, int dest_x, int dest_y, int dest_width, int dest_height, double offset_x,
    double offset_y, double scale_x, double scale_y, GdkInterpType interp_type, int overall_alpha);

GdkPixbuf *gdk_pixbuf_new_subpixbuf(GdkPixbuf *src_pixbuf, int src_x, int src_y, int width, int height);
const gchar *gdk_pixbuf_get_option(GdkPixbuf *pixbuf, const gchar *key);
GdkPixbuf *gdk_pixbuf_apply_embedded_orientation(GdkPixbuf *src);

gboolean gdk_pixbuf_save_to_bufferv(
    GdkPixbuf *pixbuf, gchar **buffer, gsize *buffer_size, const char *type, char **option_keys, char **option_values,
    GError **error);

GdkPixbufLoader *gdk_pixbuf_loader_new_with_type(const char *image_type, GError **error);
void gdk_pixbuf_loader_set_size(GdkPixbufLoader *loader, int width, int height);
gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buf, gsize count, GError **error);
GdkPixbuf *gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader);
gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);

/// Connects a handler to a GdkPixbufLoader's "size-prepared" signal (g_signal_connect is a
/// macro that Swift cannot call).
static inline gulong talkgrid_connect_size_prepared(
    GdkPixbufLoader *loader, void (*handler)(GdkPixbufLoader *, gint, gint, gpointer), gpointer data) {
    return g_signal_connect(loader, "size-prepared", G_CALLBACK(handler), data);
}

/// Connects a handler to a GdkPixbufLoader's "area-updated" signal (rows decoded so far).
static inline gulong talkgrid_connect_area_updated(
    GdkPixbufLoader *loader, void (*handler)(GdkPixbufLoader *, gint, gint, gint, gint, gpointer), gpointer data) {
    return g_signal_connect(loader, "area-updated", G_CALLBACK(handler), data);
}
