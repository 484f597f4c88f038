import Foundation
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
        try renderLoaded(parts, natural: nil).samples
    }

    /// Synthesizes the whole text into memory, with why each language espeak-ng has no voice for
    /// was read by the fallback voice (once per language, in order; empty when every voice was found).
    /// A natural voice's parts are said by it once it has loaded (waiting for it), else by
    /// espeak-ng, and why is among the reasons.
    public nonisolated func renderReportingVoices(
        _ parts: [VoicedText], natural: NaturalVoices? = nil
    ) async throws(SpeechError) -> (samples: [Int16], missingVoices: [CaregiverText]) {
        // Waited for here, never on the engine's thread: espeak-ng goes on speaking meanwhile.
        await natural?.loaded(parts)
        return try await renderLoaded(parts, natural: natural)
    }

    /// ``renderReportingVoices(_:natural:)`` once the natural voices have loaded (or failed).
    private func renderLoaded(
        _ parts: [VoicedText], natural: NaturalVoices?
    ) throws(SpeechError) -> (samples: [Int16], missingVoices: [CaregiverText]) {
        let library = try start()
        var samples: [Int16] = []
        var missing: [CaregiverText] = []
        var reported: [SpeechEvent] = []
        for part in parts {
            say(
                part, in: library, natural: natural, isWanted: { true },
                report: { event in
                    guard let problem = event.problem, !reported.contains(event) else { return }
                    reported.append(event)
                    missing.append(problem)
                },
                deliver: { chunk in
                    samples.append(contentsOf: chunk)
                    return true
                })
        }
        return (samples, missing)
    }

    /// The espeak-ng voice that reads a language it has no voice for (selected explicitly, so the
    /// message can name it rather than whichever voice happened to be selected last).
    static let fallbackVoice = (espeak: "en", name: SpeechTextKey.fallbackVoiceName)

    /// What a person is told when a language has no voice: which voice reads it instead.
    static func missingVoiceReason(_ language: String) -> CaregiverText {
        SpeechText.missingVoice(language: language, voice: CaregiverText(fallbackVoice.name), espeak: fallbackVoice.espeak)
    }

    /// Says or plays one job, unless its speaker has moved on; returns when it is over.
    func perform(_ job: SpeechJob) {
        guard job.isCurrent else { return }
        var library: ESpeakLibrary?
        if case .speech = job.content {
            do {
                library = try start()
            } catch {
                job.notify(.audioUnavailable(reason: SpeechText.cannotSpeak(error: error)))
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
                say(
                    part, in: library, natural: job.natural, isWanted: { job.isCurrent },
                    report: job.notify, deliver: deliver)
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

    /// Says one part: with its natural voice when it has one that is ready, sentence by sentence,
    /// else with espeak-ng (a natural voice that cannot speak is reported; one still loading is
    /// not: it is never waited for on this thread).
    private func say(
        _ part: VoicedText, in library: ESpeakLibrary, natural: NaturalVoices?, isWanted: @escaping @Sendable () -> Bool,
        report: (SpeechEvent) -> Void, deliver: (UnsafeBufferPointer<Int16>) -> Bool
    ) {
        if let model = part.voice.engine.model {
            switch sayNaturally(part, model: model, natural: natural, isWanted: isWanted, in: library, deliver: deliver) {
            case .ready: return
            case .loading: break
            case .unavailable(let error):
                report(
                    .naturalVoiceUnavailable(
                        voice: part.voice.id, reason: SpeechText.naturalSpeaksInstead(reason: error)))
            }
        }
        if !select(part.voice, in: library) {
            report(.voiceUnavailable(language: part.voice.language, reason: Self.missingVoiceReason(part.voice.language)))
        }
        library.synthesize(part.text, receive: deliver)
    }

    /// Says a part with its natural voice, each sentence as soon as it is made (the next one is
    /// made meanwhile), at the part's volume; the voice's state when it is not ready (nothing said).
    private func sayNaturally(
        _ part: VoicedText, model: String, natural: NaturalVoices?, isWanted: @escaping @Sendable () -> Bool,
        in library: ESpeakLibrary, deliver: (UnsafeBufferPointer<Int16>) -> Bool
    ) -> NaturalVoices.State {
        guard let natural else { return .unavailable(.engineMissing(detail: nil)) }
        let state = natural.state(of: model)
        guard case .ready(let installed) = state else { return state }
        let pieces = self.pieces(of: part, voice: installed, in: library)
        let tickets = natural.synthesize(pieces, priority: .now, isWanted: isWanted)
        let gain = Double(part.voice.volume) / 100
        for ticket in tickets {
            guard let samples = ticket.wait(while: isWanted), Self.play(samples, gain: gain, to: deliver) else { break }
        }
        return state
    }

    /// Hands sound on in chunks of 50 ms (so a newer request stops it as promptly as espeak-ng's),
    /// at `gain`; false when `deliver` wanted no more.
    private static func play(_ samples: [Int16], gain: Double, to deliver: (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        let scaled = gain == 1 ? samples : samples.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
        return scaled.withUnsafeBufferPointer { all in
            let chunkSize = sampleRate / 20
            var start = 0
            while start < all.count {
                let end = min(start + chunkSize, all.count)
                if !deliver(UnsafeBufferPointer(rebasing: all[start..<end])) { return false }
                start = end
            }
            return true
        }
    }

    /// A natural voice's sentences of a part: each one's cache key and, when not kept, its
    /// phonemes (espeak-ng's IPA, clause by clause with the clause's punctuation, as the code
    /// points of the voice's phoneme table).
    private func pieces(of part: VoicedText, voice: InstalledNaturalVoice, in library: ESpeakLibrary, natural: NaturalVoices? = nil)
        -> [SpokenPiece]
    {
        let speed = NaturalSpeed(rate: part.voice.rate)
        var cleared = false
        return SpokenSentences.sentences(of: part.text).map { sentence in
            let key = SpokenKey(voice: voice.fingerprint, text: sentence, speed: speed.hundredths)
            var piece = SpokenPiece(key: key, model: voice.model, phonemes: [], speed: speed.factor)
            if let natural, natural.cache.sound(for: key) != nil { return piece }
            if !cleared {
                // A synthesis stopped part way leaves its text inside espeak-ng (see `phonemes(for:voice:)`).
                library.synthesize(" ") { _ in true }
                _ = select(part.voice, in: library)
                cleared = true
            }
            piece.phonemes = Self.phonemeCodes(of: sentence, table: voice.configuration.phonemeIDs) { library.phonemes(for: $0, ipa: true) }
            return piece
        }
    }

    /// A sentence's phonemes as a Piper voice reads them: each clause's IPA, then its punctuation
    /// (a clause without any ends the sentence with a full stop), decomposed as Piper's phonemes
    /// are, keeping only what the voice's table has.
    static func phonemeCodes(of sentence: String, table: [Unicode.Scalar: Int], phonemes: (String) -> String) -> [Int32] {
        var text = ""
        let clauses = SpokenSentences.clauses(of: sentence)
        for (index, clause) in clauses.enumerated() {
            let said = phonemes(clause.text)
            guard !said.isEmpty else { continue }
            if !text.isEmpty { text += " " }
            text += said
            text.append(clause.punctuation ?? (index == clauses.count - 1 ? "." : ","))
        }
        return text.decomposedStringWithCanonicalMapping.unicodeScalars.compactMap { scalar in
            table[scalar] == nil ? nil : Int32(bitPattern: scalar.value)
        }
    }

    /// Prepares what a speaker may be asked to say soon in natural voices: starts loading each
    /// voice, and queues the sentences not kept yet behind everything asked for now. Does nothing
    /// for a voice still loading (call again once it has) or unavailable.
    func prepare(_ parts: [VoicedText], natural: NaturalVoices, isWanted: @escaping @Sendable () -> Bool) {
        guard let library = try? start() else { return }
        var pieces: [SpokenPiece] = []
        for part in parts where isWanted() {
            guard let model = part.voice.engine.model, case .ready(let voice) = natural.state(of: model) else { continue }
            pieces += self.pieces(of: part, voice: voice, in: library, natural: natural).filter { !$0.phonemes.isEmpty }
        }
        if !pieces.isEmpty { _ = natural.synthesize(pieces, priority: .ahead, isWanted: isWanted) }
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
