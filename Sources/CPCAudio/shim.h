#include <stddef.h>
#include <stdint.h>
#include <dlfcn.h>
#include <pcaudiolib/audio.h>

/* ALSA prints its errors to stderr ("cannot find card '0'"), which garbles a full-screen
   terminal. libasound is loaded by libpcaudio, but its headers are not installed, so the
   handler is set through dlsym. The handler is variadic, which Swift cannot define. */
static void talkgrid_alsa_quiet_handler(const char *file, int line, const char *function, int err,
                                        const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/* Silences ALSA's error messages; returns 1 when ALSA is loaded and now silent. */
static inline int talkgrid_silence_alsa(void) {
    void *set_handler = dlsym(RTLD_DEFAULT, "snd_lib_error_set_handler");
    if (set_handler == NULL) return 0;
    typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
    ((int (*)(handler_t))set_handler)(talkgrid_alsa_quiet_handler);
    return 1;
}
