// cairo (pages drawn as PDF: paths, colours, pictures) and pango with its cairo binding (text
// shaped with HarfBuzz, fonts found through fontconfig: Latin, CJK, colour emoji).
//
// pango's pkg-config file carries `-pthread`, which SwiftPM refuses with a warning on every
// build; so the target uses cairo's pkg-config (which brings GLib's headers) and declares here
// the few pango 1.x calls TalkGrid makes, exactly as <pango/pango.h> and
// <pango/pangocairo.h> declare them (all stable since pango 1.10, absolute sizes since 1.8).
// One target for both: pangocairo joins the two libraries, and cairo_t is declared once.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <glib.h>
#include <glib-object.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum {
    PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

/// Pango's unit: 1024 to the point (device unit).
static const int talkgrid_pango_scale = 1024;

/// Opens pango and cairo (once, on first use: they are not linked). NULL when they are open,
/// else why they cannot be (the file, its Debian package, the loader's reason); defined in CLibraryLoader.
const char *talkgrid_pango_cairo_load(void);

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);

void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_get_size(PangoLayout *layout, int *width, int *height);
int pango_layout_get_line_count(PangoLayout *layout);
gboolean pango_layout_is_wrapped(PangoLayout *layout);
