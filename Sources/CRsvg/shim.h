// librsvg (SVG pictures drawn as vectors straight onto a cairo context: a printed picture stays
// sharp at any size), with the GLib/GObject calls it needs.
//
// librsvg's pkg-config file pulls in gmodule's `-pthread`, which SwiftPM refuses with a warning
// on every build; so the target uses GLib's pkg-config and declares here the few librsvg 2.x
// calls TalkGrid makes, exactly as <librsvg/rsvg.h> and <librsvg/rsvg-cairo.h> declare them
// (render_document since 2.46). cairo_t is only passed
// through (made and owned by the printer's cairo target), so it stays an opaque type here.
#include <glib.h>
#include <glib-object.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// Opens librsvg (once, on first use: it is not linked). NULL when it is open, else why it
/// cannot be (its file, its Debian package, the loader's reason); defined in CLibraryLoader.
const char *talkgrid_rsvg_load(void);

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

/// A length of the outermost <svg> (librsvg's RsvgLength; `unit` is its RsvgUnit: 0 percent, 1 px, ...).
typedef struct _RsvgLength {
    double length;
    int unit;
} RsvgLength;

// Since 2.46.
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height, gboolean *out_has_viewbox,
                                          RsvgRectangle *out_viewbox);
