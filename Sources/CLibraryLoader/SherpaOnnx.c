// sherpa-onnx's C API (with onnxruntime beside it), opened the first time a natural voice
// speaks. It is no Debian package: `talkgrid voices install natural` puts it in TalkGrid's data
// folder, so its path is given at run time.
#include "Library.h"
#include "../CSherpaOnnx/shim.h"

#include <stdio.h>

#define SHERPA_ONNX_FUNCTIONS(F) \
    F(SherpaOnnxGetVersionStr) \
    F(SherpaOnnxCreateOfflineTts) \
    F(SherpaOnnxDestroyOfflineTts) \
    F(SherpaOnnxOfflineTtsSampleRate) \
    F(SherpaOnnxOfflineTtsGenerateWithConfig) \
    F(SherpaOnnxDestroyOfflineTtsGeneratedAudio)

static struct SherpaOnnxFunctions {
    SHERPA_ONNX_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {SHERPA_ONNX_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
/// The library's path, set by the first load (the library is opened once per process).
static char path_opened[4096];
static TalkGridLibrary library =
    TALKGRID_LIBRARY(path_opened, "PyPI package sherpa-onnx-core, installed by talkgrid voices install natural", names, &functions);

const char *talkgrid_sherpa_onnx_load(const char *path) {
    // Only the natural voices' thread opens it; the path is fixed before the first open.
    if (path_opened[0] == 0) snprintf(path_opened, sizeof path_opened, "%s", path);
    return talkgrid_library_open(&library);
}

/// The table, the library opened.
static inline const struct SherpaOnnxFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

const char *SherpaOnnxGetVersionStr(void) { return opened()->SherpaOnnxGetVersionStr(); }
const SherpaOnnxOfflineTts *SherpaOnnxCreateOfflineTts(const SherpaOnnxOfflineTtsConfig *config) {
    return opened()->SherpaOnnxCreateOfflineTts(config);
}
void SherpaOnnxDestroyOfflineTts(const SherpaOnnxOfflineTts *tts) { opened()->SherpaOnnxDestroyOfflineTts(tts); }
int32_t SherpaOnnxOfflineTtsSampleRate(const SherpaOnnxOfflineTts *tts) { return opened()->SherpaOnnxOfflineTtsSampleRate(tts); }
const SherpaOnnxGeneratedAudio *SherpaOnnxOfflineTtsGenerateWithConfig(
    const SherpaOnnxOfflineTts *tts, const char *text, const SherpaOnnxGenerationConfig *config,
    SherpaOnnxGeneratedAudioProgressCallbackWithArg callback, void *arg) {
    return opened()->SherpaOnnxOfflineTtsGenerateWithConfig(tts, text, config, callback, arg);
}
void SherpaOnnxDestroyOfflineTtsGeneratedAudio(const SherpaOnnxGeneratedAudio *audio) {
    opened()->SherpaOnnxDestroyOfflineTtsGeneratedAudio(audio);
}
