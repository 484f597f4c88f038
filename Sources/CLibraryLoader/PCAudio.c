// libpcaudio (PulseAudio, then ALSA), opened on first use (the first sound played).
#include "Library.h"
#include "../CPCAudio/shim.h"

#include <dlfcn.h>

#define PCAUDIO_FUNCTIONS(F) \
    F(create_audio_device_object) \
    F(audio_object_open) \
    F(audio_object_close) \
    F(audio_object_destroy) \
    F(audio_object_write) \
    F(audio_object_drain) \
    F(audio_object_flush) \
    F(audio_object_strerror)

static struct PCAudioFunctions {
    PCAUDIO_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {PCAUDIO_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("libpcaudio.so.0", "Debian package libpcaudio0", names, &functions);

const char *talkgrid_pcaudio_load(void) { return talkgrid_library_open(&library); }

/* ALSA prints its errors to stderr ("cannot find card '0'"), which garbles a full-screen
   terminal. libasound comes with libpcaudio, but its headers are not installed, so the handler
   is set through dlsym. The handler is variadic, which Swift cannot define. */
static void quiet_alsa_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    (void)fmt;
}

int talkgrid_silence_alsa(void) {
    if (talkgrid_library_open(&library) != NULL) return 0;
    void *set_handler = dlsym(library.handle, "snd_lib_error_set_handler");
    if (set_handler == NULL) return 0;
    typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
    ((int (*)(handler_t))set_handler)(quiet_alsa_handler);
    return 1;
}

/// The table, the library opened.
static inline const struct PCAudioFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

struct audio_object *create_audio_device_object(const char *device, const char *application_name, const char *description) { return opened()->create_audio_device_object(device, application_name, description); }
int audio_object_open(struct audio_object *object, enum audio_object_format format, uint32_t rate, uint8_t channels) { return opened()->audio_object_open(object, format, rate, channels); }
void audio_object_close(struct audio_object *object) { opened()->audio_object_close(object); }
void audio_object_destroy(struct audio_object *object) { opened()->audio_object_destroy(object); }
int audio_object_write(struct audio_object *object, const void *data, size_t bytes) { return opened()->audio_object_write(object, data, bytes); }
int audio_object_drain(struct audio_object *object) { return opened()->audio_object_drain(object); }
int audio_object_flush(struct audio_object *object) { return opened()->audio_object_flush(object); }
const char *audio_object_strerror(struct audio_object *object, int error) { return opened()->audio_object_strerror(object, error); }
