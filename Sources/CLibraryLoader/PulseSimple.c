// PulseAudio's simple API (libpulse-simple, with libpulse), opened the first time a voice is recorded.
#include "Library.h"
#include "../CPulseSimple/shim.h"

#define PULSE_SIMPLE_FUNCTIONS(F) \
    F(pa_simple_new) \
    F(pa_simple_read) \
    F(pa_simple_free)

static struct PulseSimpleFunctions {
    PULSE_SIMPLE_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {PULSE_SIMPLE_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("libpulse-simple.so.0", "Debian package libpulse0", names, &functions);

/// pa_strerror lives in libpulse itself, which libpulse-simple brings.
#define PULSE_FUNCTIONS(F) F(pa_strerror)
static struct PulseFunctions {
    PULSE_FUNCTIONS(TALKGRID_FUNCTION)
} pulse_functions;
static const char *const pulse_names[] = {PULSE_FUNCTIONS(TALKGRID_NAME)};
static TalkGridLibrary pulse = TALKGRID_LIBRARY("libpulse.so.0", "Debian package libpulse0", pulse_names, &pulse_functions);

const char *talkgrid_pulse_simple_load(void) {
    const char *problem = talkgrid_library_open(&library);
    return problem != NULL ? problem : talkgrid_library_open(&pulse);
}

/// The tables, the libraries opened.
static inline const struct PulseSimpleFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

pa_simple *pa_simple_new(const char *server, const char *name, pa_stream_direction_t dir, const char *dev, const char *stream_name,
                         const pa_sample_spec *ss, const pa_channel_map *map, const pa_buffer_attr *attr, int *error) {
    return opened()->pa_simple_new(server, name, dir, dev, stream_name, ss, map, attr, error);
}
int pa_simple_read(pa_simple *s, void *data, size_t bytes, int *error) { return opened()->pa_simple_read(s, data, bytes, error); }
void pa_simple_free(pa_simple *s) { opened()->pa_simple_free(s); }
const char *pa_strerror(int error) {
    talkgrid_library_require(&pulse);
    return pulse_functions.pa_strerror(error);
}
