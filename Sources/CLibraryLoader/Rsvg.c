// librsvg, opened on first use (an SVG drawn as vectors onto a printed page).
#include "Library.h"
#include "../CRsvg/shim.h"

#define RSVG_FUNCTIONS(F) \
    F(rsvg_handle_new_from_data) \
    F(rsvg_handle_render_document) \
    F(rsvg_handle_get_intrinsic_dimensions)

static struct RsvgFunctions {
    RSVG_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {RSVG_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("librsvg-2.so.2", "Debian package librsvg2-2", names, &functions);

const char *talkgrid_rsvg_load(void) { return talkgrid_library_open(&library); }

/// The table, the library opened.
static inline const struct RsvgFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) { return opened()->rsvg_handle_new_from_data(data, data_len, error); }
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) { return opened()->rsvg_handle_render_document(handle, cr, viewport, error); }
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width, gboolean *out_has_height, RsvgLength *out_height, gboolean *out_has_viewbox, RsvgRectangle *out_viewbox) { opened()->rsvg_handle_get_intrinsic_dimensions(handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox); }
