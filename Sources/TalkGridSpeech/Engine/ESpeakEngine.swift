import TalkGrid

/// espeak-ng in-process, with the sound card: one per process, on its own thread.
///
/// espeak-ng is initialized once (on first use) and is not re-entrant, so this actor owns it
/// and runs every job on a dedicated ``SpeechThread``. Synthesis is synchronous; its callback
/// hands each PCM chunk to the sinks and the sound card as it is produced, so audio starts
/// long before a long message is synthesized. A job stops at the next chunk once its
/// speaker has a newer request (see ``SpeechJob/isCurrent``).
public actor ESpeakEngine {
    /// The process's engine.
    public static let shared = ESpeakEngine()

    /// The sample rate of all PCM the engine produces and plays (16-bit mono).
    public static let sampleRate = 22_050

    private enum LibraryState {
        case notStarted
        case running(ESpeakLibrary)
        case failed(SpeechError)
    }

    private nonisolated let thread = SpeechThread(name: "talkgrid-speech")
    private var library: LibraryState = .notStarted
    private var device: AudioDevice?
    private var deviceName: String?
    /// The profile espeak-ng is set up for: selecting a voice reads its files, so it is done only on a change.
    private var selectedVoice: VoiceProfile?
    /// The last failure to open a device, and when: retried after a while (speakers plugged in later).
    private var deviceFailure: (name: String?, problem: AudioUnavailable, at: ContinuousClock.Instant)?

    private init() {}

    public nonisolated var unownedExecutor: UnownedSerialExecutor { thread.asUnownedSerialExecutor() }

    /// Starts espeak-ng if it has not started yet; throws when it cannot.
    @discardableResult
    package func start() throws(SpeechError) -> ESpeakLibrary {
        switch library {
        case .running(let running): return running
        case .failed(let error): throw error
        case .notStarted:
            do {
                let started = try ESpeakLibrary()
                library = .running(started)
                return started
            } catch {
                library = .failed(error)
                throw error
            }
        }
    }

    /// Every voice espeak-ng has installed.
    public func installedVoices() throws(SpeechError) -> [ESpeakVoice] {
        try start().voices()
    }

    /// The phonemes espeak-ng speaks for `text` with a voice (`n'i35 X'Au214` for 你好 in Mandarin).
    public func phonemes(for text: String, voice: VoiceProfile) throws(SpeechError) -> String {
        let library = try start()
        _ = select(voice, in: library)
        // A synthesis stopped part way leaves its unread text inside espeak-ng, and
        // espeak_TextToPhonemes would start with it ("T'oUl@" for "hola" after "This is..."
        // was interrupted); a synthesis of nothing clears it. Speech itself is not affected.
        library.synthesize(" ") { _ in true }
        return library.phonemes(for: text)
    }

    /// Synthesizes the whole text into memory (for a WAV file), never through the sound card.
    public func render(_ parts: [VoicedText]) throws(SpeechError) -> [Int16] {
        try renderReportingVoices(parts).samples
    }

    /// Synthesizes the whole text into memory, with why each language espeak-ng has no voice for
    /// was read by the fallback voice (once per language, in order; empty when every voice was found).
    public func renderReportingVoices(_ parts: [VoicedText]) throws(SpeechError) -> (samples: [Int16], missingVoices: [CaregiverText]) {
        let library = try start()
        var samples: [Int16] = []
        var missing: [CaregiverText] = []
        var reported: Set<String> = []
        for part in parts {
            if !select(part.voice, in: library), reported.insert(part.voice.language).inserted {
                missing.append(Self.missingVoiceReason(part.voice.language))
            }
            library.synthesize(part.text) { chunk in
                samples.append(contentsOf: chunk)
                return true
            }
        }
        return (samples, missing)
    }

    /// The espeak-ng voice that reads a language it has no voice for (selected explicitly, so the
    /// message can name it rather than whichever voice happened to be selected last).
    static let fallbackVoice = (espeak: "en", name: SpeechTextKey.fallbackVoiceName)

    /// What a person is told when a language has no voice: which voice reads it instead.
    static func missingVoiceReason(_ language: String) -> CaregiverText {
        CaregiverText(
            SpeechTextKey.missingVoice,
            [
                "language": .text(language), "voice": .caregiver(CaregiverText(fallbackVoice.name)),
                "espeak": .text(fallbackVoice.espeak),
            ])
    }

    /// Says or plays one job, unless its speaker has moved on; returns when it is over.
    func perform(_ job: SpeechJob) {
        guard job.isCurrent else { return }
        var library: ESpeakLibrary?
        if case .speech = job.content {
            do {
                library = try start()
            } catch {
                job.notify(.audioUnavailable(reason: CaregiverText(SpeechTextKey.cannotSpeak, ["error": .said(error)])))
                return
            }
        }
        var audio: AudioDevice?
        if job.output.playsAloud {
            audio = openDevice(job.output.audioDevice, notify: job.notify)
        }
        let sinks = job.output.sinks
        for sink in sinks { sink.begin(job.item, sampleRate: Self.sampleRate) }
        job.notify(.started(job.item))

        var audioFailed = false
        let deliver = { (chunk: UnsafeBufferPointer<Int16>) -> Bool in
            guard job.isCurrent else { return false }
            for sink in sinks { sink.write(chunk) }
            if let audio, !audioFailed, !audio.write(chunk) {
                audioFailed = true
                job.notify(.audioUnavailable(reason: AudioUnavailable.caregiverReason))
            }
            return job.isCurrent
        }
        switch job.content {
        case .speech(let parts):
            guard let library else { break }
            for part in parts where job.isCurrent {
                if !select(part.voice, in: library) {
                    job.notify(.voiceUnavailable(language: part.voice.language, reason: Self.missingVoiceReason(part.voice.language)))
                }
                library.synthesize(part.text, receive: deliver)
            }
        case .clip(let clip):
            let samples = clip.resampled(to: Self.sampleRate)
            samples.withUnsafeBufferPointer { all in
                let chunkSize = Self.sampleRate / 20  // 50 ms: stops as promptly as speech does
                var start = 0
                while start < all.count {
                    let end = min(start + chunkSize, all.count)
                    if !deliver(UnsafeBufferPointer(rebasing: all[start..<end])) { break }
                    start = end
                }
            }
        }
        let interrupted = !job.isCurrent
        if let audio, !audioFailed {
            if interrupted { audio.flush() } else { audio.drain() }
        }
        for sink in sinks { sink.end(job.item, interrupted: interrupted) }
        job.notify(interrupted ? .interrupted(job.item) : .finished(job.item))
    }

    /// Runs a speaker's jobs until it has none waiting.
    func serve(_ next: @Sendable () -> SpeechJob?) {
        while let job = next() { perform(job) }
    }

    /// Selects a profile's voice and prosody; false when espeak-ng has neither its voice nor its
    /// language, and the ``fallbackVoice`` is selected instead.
    private func select(_ voice: VoiceProfile, in library: ESpeakLibrary) -> Bool {
        if voice == selectedVoice { return true }
        let found = library.selectVoice(voice.espeakVoice) || library.selectVoice(LanguageTag.language(of: voice.language))
        if !found { _ = library.selectVoice(Self.fallbackVoice.espeak) }
        library.setProsody(rate: voice.rate, pitch: voice.pitch, volume: voice.volume)
        selectedVoice = found ? voice : nil
        return found
    }

    /// The open sound card, opening it on first use; nil (reported once per speaker) when there is none.
    private func openDevice(_ name: String?, notify: @Sendable (SpeechEvent) -> Void) -> AudioDevice? {
        if let device, deviceName == name { return device }
        if let failure = deviceFailure, failure.name == name, ContinuousClock.now - failure.at < .seconds(10) {
            notify(.audioUnavailable(reason: AudioUnavailable.caregiverReason))
            return nil
        }
        device = nil
        do {
            device = try AudioDevice(device: name, sampleRate: Self.sampleRate)
            deviceName = name
            deviceFailure = nil
        } catch {
            deviceFailure = (name, error, ContinuousClock.now)
            notify(.audioUnavailable(reason: AudioUnavailable.caregiverReason))
        }
        return device
    }

    /// The last reason a device could not be opened, for logs (`talkgrid say` prints it).
    public func audioProblemDetail() -> String? { deviceFailure?.problem.detail }

    /// Benchmark: raw `espeak_Synth` time to the first PCM sample, without the engine's machinery.
    package func rawTimesToFirstSample(text: String, voice: VoiceProfile, runs: Int) throws(SpeechError) -> [Duration] {
        let library = try start()
        _ = select(voice, in: library)
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<runs {
            var first: Duration?
            let start = clock.now
            library.synthesize(text) { _ in
                if first == nil { first = clock.now - start }
                return true
            }
            if let first { times.append(first) }
        }
        return times
    }
}
