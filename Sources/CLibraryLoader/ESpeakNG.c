// espeak-ng, opened on first use (the first word spoken or voice listed). It brings libpcaudio
// and the sound libraries with it.
#include "Library.h"
#include "../CESpeakNG/shim.h"

#define ESPEAK_FUNCTIONS(F) \
    F(espeak_Initialize) \
    F(espeak_ListVoices) \
    F(espeak_SetParameter) \
    F(espeak_SetSynthCallback) \
    F(espeak_SetVoiceByProperties) \
    F(espeak_Synth) \
    F(espeak_TextToPhonemes)

static struct ESpeakFunctions {
    ESPEAK_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {ESPEAK_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("libespeak-ng.so.1", "Debian package libespeak-ng1", names, &functions);

const char *talkgrid_espeak_load(void) { return talkgrid_library_open(&library); }

/// The table, the library opened.
static inline const struct ESpeakFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

int espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    return opened()->espeak_Initialize(output, buflength, path, options);
}
const espeak_VOICE **espeak_ListVoices(espeak_VOICE *voice_spec) { return opened()->espeak_ListVoices(voice_spec); }
espeak_ERROR espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    return opened()->espeak_SetParameter(parameter, value, relative);
}
void espeak_SetSynthCallback(t_espeak_callback *SynthCallback) { opened()->espeak_SetSynthCallback(SynthCallback); }
espeak_ERROR espeak_SetVoiceByProperties(espeak_VOICE *voice_spec) { return opened()->espeak_SetVoiceByProperties(voice_spec); }
espeak_ERROR espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                          unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    return opened()->espeak_Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data);
}
const char *espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode) {
    return opened()->espeak_TextToPhonemes(textptr, textmode, phonememode);
}
