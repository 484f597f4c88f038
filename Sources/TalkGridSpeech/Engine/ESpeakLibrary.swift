import CESpeakNG

/// The one file that calls espeak-ng's C API.
///
/// espeak-ng keeps global state, must be initialized once per process and is not re-entrant,
/// so this type is deliberately not `Sendable`: ``ESpeakEngine`` creates it and uses it only
/// on its own thread.
package final class ESpeakLibrary {
    /// The sample rate of the PCM espeak-ng produces (22,050 Hz, 16-bit mono).
    package let sampleRate: Int

    /// Initializes espeak-ng for synchronous synthesis with a callback.
    ///
    /// Call once per process (a second initialization after terminating deadlocks).
    package init() throws(SpeechError) {
        if let problem = talkgrid_espeak_load() {
            throw .engineUnavailable(.system(String(cString: problem)))
        }
        let result = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard result > 0 else {
            throw .engineUnavailable(.said(SpeechText.espeakCannotStart))
        }
        sampleRate = Int(result)
        espeak_SetSynthCallback(synthesisCallback)
    }

    /// Selects the voice for a language or espeak-ng voice name (`en-us`, `cmn-latn-pinyin`).
    ///
    /// Voices are chosen by language: `espeak_SetVoiceByName` silently ignores language tags.
    /// Returns false (and keeps the previous voice) when espeak-ng has no such voice.
    package func selectVoice(_ language: String) -> Bool {
        language.lowercased().withCString { languages in
            var properties = espeak_VOICE()
            properties.languages = languages
            return espeak_SetVoiceByProperties(&properties) == EE_OK
        }
    }

    /// Sets speed (words per minute), pitch (0–100) and volume (0–200) for what follows.
    package func setProsody(rate: Int, pitch: Int, volume: Int) {
        espeak_SetParameter(espeakRATE, Int32(rate), 0)
        espeak_SetParameter(espeakPITCH, Int32(pitch), 0)
        espeak_SetParameter(espeakVOLUME, Int32(volume), 0)
    }

    /// Synthesizes `text` with the selected voice, handing PCM chunks to `receive` as produced.
    ///
    /// `receive` returns false to stop at once (the callback then returns 1 to espeak-ng).
    /// Returns false when synthesis was stopped or failed.
    @discardableResult
    package func synthesize(_ text: String, receive: (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        withoutActuallyEscaping(receive) { receive in
            let context = SynthesisContext(receive: receive)
            let status = withExtendedLifetime(context) { () -> espeak_ERROR in
                let userData = Unmanaged.passUnretained(context).toOpaque()
                var bytes = Array(text.utf8)
                bytes.append(0)
                return bytes.withUnsafeBytes { buffer in
                    espeak_Synth(
                        buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, userData)
                }
            }
            return status == EE_OK && !context.stopped
        }
    }

    /// The phonemes espeak-ng would speak for `text` with the selected voice: in its own letters
    /// (`n'i35 X'Au214`), or in IPA (`aɪ wˈɔnt`, what a Piper voice reads).
    package func phonemes(for text: String, ipa: Bool = false) -> String {
        var bytes = Array(text.utf8)
        bytes.append(0)
        var clauses: [String] = []
        let mode = ipa ? espeakPHONEMES_IPA : espeakPHONEMES_SHOW
        bytes.withUnsafeBytes { buffer in
            var pointer: UnsafeRawPointer? = buffer.baseAddress
            while pointer != nil {
                guard let phonemes = espeak_TextToPhonemes(&pointer, espeakCHARS_UTF8, mode) else { break }
                let clause = String(cString: phonemes).trimmingCharacters(in: " ")
                if !clause.isEmpty { clauses.append(clause) }
            }
        }
        return clauses.joined(separator: " ")
    }

    /// Every voice espeak-ng has installed.
    package func voices() -> [ESpeakVoice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var result: [ESpeakVoice] = []
        var index = 0
        while let voice = list[index] {
            index += 1
            let name = voice.pointee.name.map { String(cString: $0) } ?? ""
            let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
            result.append(ESpeakVoice(name: name, languages: Self.languages(voice.pointee.languages), identifier: identifier))
        }
        return result
    }

    /// Decodes espeak-ng's language list: (priority byte, NUL-terminated name) pairs, ended by a 0 byte.
    private static func languages(_ list: UnsafePointer<CChar>?) -> [String] {
        guard var pointer = list else { return [] }
        var languages: [String] = []
        while pointer.pointee != 0 {
            pointer += 1  // the priority byte
            languages.append(String(cString: pointer))
            while pointer.pointee != 0 { pointer += 1 }
            pointer += 1
        }
        return languages
    }
}

/// What one `espeak_Synth` call hands its PCM to; reached from the C callback through `user_data`.
private final class SynthesisContext {
    let receive: (UnsafeBufferPointer<Int16>) -> Bool
    var stopped = false

    init(receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool) { self.receive = receive }
}

/// espeak-ng's synth callback; at file scope so that it is a plain C function.
///
/// A null `wav` marks the end of synthesis. Returning 1 stops synthesis.
private func synthesisCallback(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let userData = events?.pointee.user_data else { return 0 }
    let context = Unmanaged<SynthesisContext>.fromOpaque(userData).takeUnretainedValue()
    if context.stopped { return 1 }
    guard let wav, count > 0 else { return 0 }
    if !context.receive(UnsafeBufferPointer(start: wav, count: Int(count))) {
        context.stopped = true
        return 1
    }
    return 0
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
