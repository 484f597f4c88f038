// The part of sherpa-onnx's C API (`c-api.h`, PyPI `sherpa-onnx-core` 2.0) that TalkGrid calls:
// offline text to speech with a Piper (VITS) model, phonemes given by the caller.
//
// sherpa-onnx is not a Debian package, so its header is not there when TalkGrid builds: these
// declarations stand in for it, member for member where TalkGrid sets a value, and the rest of
// each struct kept as zeroed space of the same size. The sizes and offsets below were checked
// against the 2.0.1 header; `talkgrid voices install natural` installs exactly that version.
#ifndef TALKGRID_SHERPA_ONNX_SHIM_H
#define TALKGRID_SHERPA_ONNX_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// A VITS model (Piper voices are VITS models).
typedef struct SherpaOnnxOfflineTtsVitsModelConfig {
    const char *model;
    const char *lexicon;
    const char *tokens;
    /// Ignored since 2.0: phonemes come from the caller.
    const char *data_dir;
    float noise_scale;
    float noise_scale_w;
    /// Larger is slower.
    float length_scale;
    const char *dict_dir;
} SherpaOnnxOfflineTtsVitsModelConfig;

typedef struct SherpaOnnxOfflineTtsModelConfig {
    SherpaOnnxOfflineTtsVitsModelConfig vits;
    int32_t num_threads;
    int32_t debug;
    const char *provider;
    /// The other model families (Matcha, Kokoro, Kitten, ZipVoice, Pocket, Supertonic): unused, zero.
    void *other_model_families[44];
} SherpaOnnxOfflineTtsModelConfig;

typedef struct SherpaOnnxOfflineTtsConfig {
    SherpaOnnxOfflineTtsModelConfig model;
    const char *rule_fsts;
    int32_t max_num_sentences;
    const char *rule_fars;
    float silence_scale;
} SherpaOnnxOfflineTtsConfig;

/// Mono samples in [-1, 1], owned by the library (freed with SherpaOnnxDestroyOfflineTtsGeneratedAudio).
typedef struct SherpaOnnxGeneratedAudio {
    const float *samples;
    int32_t n;
    int32_t sample_rate;
} SherpaOnnxGeneratedAudio;

/// Called as audio is made; returns 1 to go on, 0 to stop.
typedef int32_t (*SherpaOnnxGeneratedAudioProgressCallbackWithArg)(const float *samples, int32_t n, float progress, void *arg);

typedef struct SherpaOnnxGenerationConfig {
    float silence_scale;
    /// Larger is faster.
    float speed;
    int32_t sid;
    const float *reference_audio;
    int32_t reference_audio_len;
    int32_t reference_sample_rate;
    const char *reference_text;
    int32_t num_steps;
    const char *extra;
    /// The sentences' phonemes as Unicode code points, one sentence after another.
    const int32_t *phoneme_codepoints;
    /// How many code points each sentence has.
    const int32_t *phoneme_codepoints_lens;
    int32_t phoneme_codepoints_num_sentences;
    const char *const *tokens;
    const int32_t *tokens_lens;
    int32_t tokens_num_sentences;
} SherpaOnnxGenerationConfig;

typedef struct SherpaOnnxOfflineTts SherpaOnnxOfflineTts;

_Static_assert(sizeof(SherpaOnnxOfflineTtsVitsModelConfig) == 56, "sherpa-onnx 2.0 layout");
_Static_assert(offsetof(SherpaOnnxOfflineTtsModelConfig, provider) == 64, "sherpa-onnx 2.0 layout");
_Static_assert(sizeof(SherpaOnnxOfflineTtsModelConfig) == 424, "sherpa-onnx 2.0 layout");
_Static_assert(offsetof(SherpaOnnxOfflineTtsConfig, max_num_sentences) == 432, "sherpa-onnx 2.0 layout");
_Static_assert(sizeof(SherpaOnnxOfflineTtsConfig) == 456, "sherpa-onnx 2.0 layout");
_Static_assert(offsetof(SherpaOnnxGenerationConfig, phoneme_codepoints) == 56, "sherpa-onnx 2.0 layout");
_Static_assert(sizeof(SherpaOnnxGenerationConfig) == 104, "sherpa-onnx 2.0 layout");

const char *SherpaOnnxGetVersionStr(void);
const SherpaOnnxOfflineTts *SherpaOnnxCreateOfflineTts(const SherpaOnnxOfflineTtsConfig *config);
void SherpaOnnxDestroyOfflineTts(const SherpaOnnxOfflineTts *tts);
int32_t SherpaOnnxOfflineTtsSampleRate(const SherpaOnnxOfflineTts *tts);
const SherpaOnnxGeneratedAudio *SherpaOnnxOfflineTtsGenerateWithConfig(
    const SherpaOnnxOfflineTts *tts, const char *text, const SherpaOnnxGenerationConfig *config,
    SherpaOnnxGeneratedAudioProgressCallbackWithArg callback, void *arg);
void SherpaOnnxDestroyOfflineTtsGeneratedAudio(const SherpaOnnxGeneratedAudio *audio);

/// Opens sherpa-onnx's C API library at `path` (once: the first path asked for is the one
/// opened). NULL when it is open, else why it cannot be; defined in CLibraryLoader.
const char *talkgrid_sherpa_onnx_load(const char *path);

#endif
