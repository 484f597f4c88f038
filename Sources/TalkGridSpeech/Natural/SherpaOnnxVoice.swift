import CSherpaOnnx

/// The one file that calls sherpa-onnx's C API: one Piper voice loaded, and synthesis of one
/// sentence of phonemes at a time.
///
/// sherpa-onnx's offline TTS object is not thread-safe (never to be used concurrently), so this type is
/// deliberately not `Sendable`: ``NaturalVoices`` creates and uses it on its own thread only.
package final class SherpaOnnxVoice {
    /// The samples per second it makes.
    package let sampleRate: Int
    private let handle: OpaquePointer

    /// Opens the engine library (once per process) and loads the voice; throws when either cannot be.
    /// - Parameters:
    ///   - library: the path of `libsherpa-onnx-c-api.so` (onnxruntime beside it).
    ///   - threads: onnxruntime's threads for one synthesis.
    package init(
        library: String, files: NaturalVoiceFiles, configuration: PiperVoiceConfiguration, model: String, threads: Int
    ) throws(NaturalVoiceError) {
        if let problem = talkgrid_sherpa_onnx_load(library) {
            throw .engineMissing(detail: String(cString: problem))
        }
        let made = files.model.withCString { modelPath in
            files.tokens.withCString { tokensPath in
                "cpu".withCString { provider -> OpaquePointer? in
                    var config = SherpaOnnxOfflineTtsConfig()
                    config.model.vits.model = modelPath
                    config.model.vits.tokens = tokensPath
                    config.model.vits.noise_scale = Float(configuration.noiseScale)
                    config.model.vits.noise_scale_w = Float(configuration.noiseWidth)
                    config.model.vits.length_scale = Float(configuration.lengthScale)
                    config.model.num_threads = Int32(max(1, threads))
                    config.model.provider = provider
                    config.max_num_sentences = 1
                    return SherpaOnnxCreateOfflineTts(&config)
                }
            }
        }
        guard let made else { throw .cannotLoad(model: model) }
        handle = made
        sampleRate = Int(SherpaOnnxOfflineTtsSampleRate(handle))
    }

    deinit { SherpaOnnxDestroyOfflineTts(handle) }

    /// The engine's version (`2.0.1`).
    package static var version: String { String(cString: SherpaOnnxGetVersionStr()) }

    /// Synthesizes one sentence from its phonemes (Unicode code points, as the voice's table has
    /// them), `speed` times as fast as the voice's own; nil when the engine made nothing.
    package func synthesize(phonemes: [Int32], speed: Double) -> [Float]? {
        guard !phonemes.isEmpty else { return [] }
        return phonemes.withUnsafeBufferPointer { codes -> [Float]? in
            var length = Int32(codes.count)
            return withUnsafePointer(to: &length) { lengths -> [Float]? in
                var config = SherpaOnnxGenerationConfig()
                config.speed = Float(speed)
                config.silence_scale = 0.2
                config.phoneme_codepoints = codes.baseAddress
                config.phoneme_codepoints_lens = lengths
                config.phoneme_codepoints_num_sentences = 1
                guard let audio = SherpaOnnxOfflineTtsGenerateWithConfig(handle, "", &config, nil, nil) else { return nil }
                defer { SherpaOnnxDestroyOfflineTtsGeneratedAudio(audio) }
                let count = Int(audio.pointee.n)
                guard count > 0, let samples = audio.pointee.samples else { return [] }
                return Array(UnsafeBufferPointer(start: samples, count: count))
            }
        }
    }
}
