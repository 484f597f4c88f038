// cairo and pango, opened on first use (printing): libpangocairo brings pango and cairo with it,
// and every function is taken from it (dlsym searches the libraries it depends on).
#include "Library.h"
#include "../CPangoCairo/shim.h"

#define PANGO_CAIRO_FUNCTIONS(F) \
    F(cairo_arc) \
    F(cairo_close_path) \
    F(cairo_create) \
    F(cairo_destroy) \
    F(cairo_fill) \
    F(cairo_fill_preserve) \
    F(cairo_clip) \
    F(cairo_get_source) \
    F(cairo_image_surface_create) \
    F(cairo_image_surface_get_data) \
    F(cairo_image_surface_get_stride) \
    F(cairo_move_to) \
    F(cairo_new_sub_path) \
    F(cairo_paint) \
    F(cairo_pattern_set_filter) \
    F(cairo_pdf_surface_create_for_stream) \
    F(cairo_pdf_surface_set_metadata) \
    F(cairo_pdf_surface_set_size) \
    F(cairo_rectangle) \
    F(cairo_restore) \
    F(cairo_save) \
    F(cairo_scale) \
    F(cairo_set_line_width) \
    F(cairo_set_operator) \
    F(cairo_set_source_rgb) \
    F(cairo_set_source_rgba) \
    F(cairo_set_source_surface) \
    F(cairo_show_page) \
    F(cairo_status) \
    F(cairo_status_to_string) \
    F(cairo_stroke) \
    F(cairo_surface_destroy) \
    F(cairo_surface_finish) \
    F(cairo_surface_flush) \
    F(cairo_surface_mark_dirty) \
    F(cairo_surface_set_mime_data) \
    F(cairo_surface_status) \
    F(cairo_surface_write_to_png_stream) \
    F(cairo_translate) \
    F(pango_cairo_create_layout) \
    F(pango_cairo_update_layout) \
    F(pango_cairo_show_layout) \
    F(pango_font_description_from_string) \
    F(pango_font_description_set_absolute_size) \
    F(pango_font_description_free) \
    F(pango_layout_set_font_description) \
    F(pango_layout_set_text) \
    F(pango_layout_set_width) \
    F(pango_layout_set_wrap) \
    F(pango_layout_set_alignment) \
    F(pango_layout_set_ellipsize) \
    F(pango_layout_get_size) \
    F(pango_layout_get_line_count) \
    F(pango_layout_is_wrapped)

static struct PangoCairoFunctions {
    PANGO_CAIRO_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {PANGO_CAIRO_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("libpangocairo-1.0.so.0", "Debian package libpangocairo-1.0-0", names, &functions);

const char *talkgrid_pango_cairo_load(void) { return talkgrid_library_open(&library); }

/// The table, the library opened.
static inline const struct PangoCairoFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

void cairo_arc(cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2) { opened()->cairo_arc(cr, xc, yc, radius, angle1, angle2); }
void cairo_close_path(cairo_t *cr) { opened()->cairo_close_path(cr); }
cairo_t *cairo_create(cairo_surface_t *target) { return opened()->cairo_create(target); }
void cairo_destroy(cairo_t *cr) { opened()->cairo_destroy(cr); }
void cairo_fill(cairo_t *cr) { opened()->cairo_fill(cr); }
void cairo_fill_preserve(cairo_t *cr) { opened()->cairo_fill_preserve(cr); }
void cairo_clip(cairo_t *cr) { opened()->cairo_clip(cr); }
cairo_pattern_t *cairo_get_source(cairo_t *cr) { return opened()->cairo_get_source(cr); }
cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height) { return opened()->cairo_image_surface_create(format, width, height); }
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface) { return opened()->cairo_image_surface_get_data(surface); }
int cairo_image_surface_get_stride(cairo_surface_t *surface) { return opened()->cairo_image_surface_get_stride(surface); }
void cairo_move_to(cairo_t *cr, double x, double y) { opened()->cairo_move_to(cr, x, y); }
void cairo_new_sub_path(cairo_t *cr) { opened()->cairo_new_sub_path(cr); }
void cairo_paint(cairo_t *cr) { opened()->cairo_paint(cr); }
void cairo_pattern_set_filter(cairo_pattern_t *pattern, cairo_filter_t filter) { opened()->cairo_pattern_set_filter(pattern, filter); }
cairo_surface_t *cairo_pdf_surface_create_for_stream(cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points) { return opened()->cairo_pdf_surface_create_for_stream(write_func, closure, width_in_points, height_in_points); }
void cairo_pdf_surface_set_metadata(cairo_surface_t *surface, cairo_pdf_metadata_t metadata, const char *utf8) { opened()->cairo_pdf_surface_set_metadata(surface, metadata, utf8); }
void cairo_pdf_surface_set_size(cairo_surface_t *surface, double width_in_points, double height_in_points) { opened()->cairo_pdf_surface_set_size(surface, width_in_points, height_in_points); }
void cairo_rectangle(cairo_t *cr, double x, double y, double width, double height) { opened()->cairo_rectangle(cr, x, y, width, height); }
void cairo_restore(cairo_t *cr) { opened()->cairo_restore(cr); }
void cairo_save(cairo_t *cr) { opened()->cairo_save(cr); }
void cairo_scale(cairo_t *cr, double sx, double sy) { opened()->cairo_scale(cr, sx, sy); }
void cairo_set_line_width(cairo_t *cr, double width) { opened()->cairo_set_line_width(cr, width); }
void cairo_set_operator(cairo_t *cr, cairo_operator_t op) { opened()->cairo_set_operator(cr, op); }
void cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue) { opened()->cairo_set_source_rgb(cr, red, green, blue); }
void cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha) { opened()->cairo_set_source_rgba(cr, red, green, blue, alpha); }
void cairo_set_source_surface(cairo_t *cr, cairo_surface_t *surface, double x, double y) { opened()->cairo_set_source_surface(cr, surface, x, y); }
void cairo_show_page(cairo_t *cr) { opened()->cairo_show_page(cr); }
cairo_status_t cairo_status(cairo_t *cr) { return opened()->cairo_status(cr); }
const char *cairo_status_to_string(cairo_status_t status) { return opened()->cairo_status_to_string(status); }
void cairo_stroke(cairo_t *cr) { opened()->cairo_stroke(cr); }
void cairo_surface_destroy(cairo_surface_t *surface) { opened()->cairo_surface_destroy(surface); }
void cairo_surface_finish(cairo_surface_t *surface) { opened()->cairo_surface_finish(surface); }
void cairo_surface_flush(cairo_surface_t *surface) { opened()->cairo_surface_flush(surface); }
void cairo_surface_mark_dirty(cairo_surface_t *surface) { opened()->cairo_surface_mark_dirty(surface); }
cairo_status_t cairo_surface_set_mime_data(cairo_surface_t *surface, const char *mime_type, const unsigned char *data, unsigned long length, cairo_destroy_func_t destroy, void *closure) { return opened()->cairo_surface_set_mime_data(surface, mime_type, data, length, destroy, closure); }
cairo_status_t cairo_surface_status(cairo_surface_t *surface) { return opened()->cairo_surface_status(surface); }
cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure) { return opened()->cairo_surface_write_to_png_stream(surface, write_func, closure); }
void cairo_translate(cairo_t *cr, double tx, double ty) { opened()->cairo_translate(cr, tx, ty); }

PangoLayout *pango_cairo_create_layout(cairo_t *cr) { return opened()->pango_cairo_create_layout(cr); }
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout) { opened()->pango_cairo_update_layout(cr, layout); }
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout) { opened()->pango_cairo_show_layout(cr, layout); }
PangoFontDescription *pango_font_description_from_string(const char *str) { return opened()->pango_font_description_from_string(str); }
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size) { opened()->pango_font_description_set_absolute_size(desc, size); }
void pango_font_description_free(PangoFontDescription *desc) { opened()->pango_font_description_free(desc); }
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc) { opened()->pango_layout_set_font_description(layout, desc); }
void pango_layout_set_text(PangoLayout *layout, const char *text, int length) { opened()->pango_layout_set_text(layout, text, length); }
void pango_layout_set_width(PangoLayout *layout, int width) { opened()->pango_layout_set_width(layout, width); }
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap) { opened()->pango_layout_set_wrap(layout, wrap); }
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment) { opened()->pango_layout_set_alignment(layout, alignment); }
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize) { opened()->pango_layout_set_ellipsize(layout, ellipsize); }
void pango_layout_get_size(PangoLayout *layout, int *width, int *height) { opened()->pango_layout_get_size(layout, width, height); }
int pango_layout_get_line_count(PangoLayout *layout) { return opened()->pango_layout_get_line_count(layout); }
gboolean pango_layout_is_wrapped(PangoLayout *layout) { return opened()->pango_layout_is_wrapped(layout); }
