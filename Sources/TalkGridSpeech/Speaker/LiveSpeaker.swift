import Synchronization
import TalkGrid

/// The real ``Speaker``: espeak-ng and the sound card through the process's ``ESpeakEngine``,
/// and natural voices through ``NaturalVoices``.
///
/// Requests are "latest wins": a burst of requests cancels each one before it and only the
/// last is said in full. Problems (no sound card, a missing espeak-ng voice, a natural voice
/// that cannot speak) are reported once each as ``SpeechEvent``s.
public final class LiveSpeaker: Speaker {
    public let events: AsyncStream<SpeechEvent>
    public let voices: VoiceCatalog
    private let output: SpeechOutput
    private let engine: ESpeakEngine
    private let continuation: AsyncStream<SpeechEvent>.Continuation
    private let token = SpeechToken()
    /// The natural voices; nil: espeak-ng says everything.
    public let natural: NaturalVoices?
    private let waitsForNaturalVoices: Bool
    /// Advanced by each ``prepare(_:)``: what an older one queued is no longer wanted.
    private let preparing = SpeechToken()
    private let mailbox = Mutex(Mailbox())

    private struct Mailbox {
        var pending: SpeechJob?
        /// A cue waiting for the main voice to finish (the newest one only).
        var waitingCue: (item: SpeechItem, content: SpeechJob.Content)?
        var busy = false
        /// Whether the job being said is a cue.
        var busyWithCue = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var reportedAudio = false
        var reportedLanguages: Set<String> = []
        var reportedNaturalVoices: Set<String> = []

        var isIdle: Bool { pending == nil && waitingCue == nil && !busy }

        /// Whether the main voice is speaking or about to.
        var mainVoiceIsOn: Bool { (busy && !busyWithCue) || (pending.map { !$0.isCue } ?? false) }

        mutating func takeWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
            guard isIdle else { return [] }
            defer { waiters = [] }
            return waiters
        }
    }

    /// A speaker over the shared engine.
    /// - Parameters:
    ///   - voices: the profiles to choose from (see ``VoiceCatalog/load(shipped:userFolder:)``).
    ///   - output: sound card on or off, and sinks such as a ``WAVFolderSink``.
    ///   - natural: the natural voices (nil: their profiles are read by espeak-ng).
    ///   - waitsForNaturalVoices: whether a natural voice still loading is waited for (scripted
    ///     runs, `say`) rather than stood in for by espeak-ng until it is ready (the board).
    public init(
        voices: VoiceCatalog, output: SpeechOutput = SpeechOutput(), engine: ESpeakEngine = .shared, natural: NaturalVoices? = nil,
        waitsForNaturalVoices: Bool = false
    ) {
        self.voices = voices
        self.output = output
        self.engine = engine
        self.natural = natural
        self.waitsForNaturalVoices = waitsForNaturalVoices
        (events, continuation) = AsyncStream.makeStream(of: SpeechEvent.self, bufferingPolicy: .bufferingNewest(256))
    }

    deinit { continuation.finish() }

    public func speak(_ utterance: Utterance) async {
        let parts = voices.voicedText(for: utterance)
        await loadWhenWaiting(parts)
        post(.utterance(utterance), .speech(parts))
    }

    /// Waits for the parts' natural voices to load (or fail), for a speaker that waits for them.
    private func loadWhenWaiting(_ parts: [VoicedText]) async {
        if waitsForNaturalVoices, let natural { await natural.loaded(parts) }
    }

    public func play(_ clip: AudioClip) async {
        post(.clip(clip), .clip(clip))
    }

    public func cue(_ utterance: Utterance) async {
        let parts = voices.voicedText(for: utterance)
        await loadWhenWaiting(parts)
        let content = SpeechJob.Content.speech(parts)
        let waits = mailbox.withLock { box -> Bool in
            guard box.mainVoiceIsOn else { return false }
            box.waitingCue = (.utterance(utterance), content)
            return true
        }
        if !waits { post(.utterance(utterance), content, isCue: true) }
    }

    public func stop() async {
        _ = token.advance()
        let waiters = mailbox.withLock { box in
            box.pending = nil
            box.waitingCue = nil
            return box.takeWaitersIfIdle()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Loads the natural voices the utterances are said in (espeak-ng speaks meanwhile) and
    /// queues their sentences not kept yet, in small batches behind everything said now; once a
    /// voice still loading is ready, its sentences are queued then.
    public func prepare(_ utterances: [Utterance]) {
        guard let natural else { return }
        let generation = preparing.advance()
        natural.cancelAhead()
        let parts = utterances.flatMap(voices.voicedText).filter { $0.voice.engine.model != nil }
        guard !parts.isEmpty else { return }
        let preparing = preparing
        let isWanted: @Sendable () -> Bool = { preparing.current == generation }
        for model in Set(parts.compactMap(\.voice.engine.model)) where natural.state(of: model) == .loading {
            natural.whenLoaded(model) { [weak self] in
                if isWanted() { self?.queue(parts, isWanted: isWanted) }
            }
        }
        queue(parts, isWanted: isWanted)
    }

    /// Queues the parts' sentences, a few parts per turn of the engine's thread (a key's speech
    /// waits for one batch at most).
    private func queue(_ parts: [VoicedText], isWanted: @escaping @Sendable () -> Bool) {
        guard let natural else { return }
        let engine = engine
        Task(priority: .background) {
            var start = 0
            while start < parts.count, isWanted() {
                let batch = Array(parts[start..<min(start + 8, parts.count)])
                await engine.prepare(batch, natural: natural, isWanted: isWanted)
                start += batch.count
            }
        }
    }

    public func waitUntilDone() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = mailbox.withLock { box in
                if box.isIdle { return true }
                box.waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    private func post(_ item: SpeechItem, _ content: SpeechJob.Content, isCue: Bool = false) {
        let job = makeJob(item, content, isCue: isCue)
        mailbox.withLock { box in
            box.pending = job
            // A newer step of the session: a cue still waiting is out of date.
            if !isCue { box.waitingCue = nil }
        }
        let engine = engine
        Task { await engine.serve { [weak self] in self?.next() } }
    }

    /// A job that cancels the one before it.
    private func makeJob(_ item: SpeechItem, _ content: SpeechJob.Content, isCue: Bool) -> SpeechJob {
        var job = SpeechJob(
            item: item, content: content, output: output, token: token, generation: token.advance(),
            notify: { [weak self] event in self?.report(event) })
        job.isCue = isCue
        job.natural = natural
        return job
    }

    /// The job to do next, on the engine's thread; nil (and waiters woken) when there is none.
    private func next() -> SpeechJob? {
        let (job, waiters) = mailbox.withLock { box -> (SpeechJob?, [CheckedContinuation<Void, Never>]) in
            if let job = box.pending {
                box.pending = nil
                box.busy = true
                box.busyWithCue = job.isCue
                return (job, [])
            }
            if let cue = box.waitingCue {
                // The main voice has finished: the newest cue is said now.
                box.waitingCue = nil
                box.busy = true
                box.busyWithCue = true
                return (makeJob(cue.item, cue.content, isCue: true), [])
            }
            box.busy = false
            box.busyWithCue = false
            return (nil, box.takeWaitersIfIdle())
        }
        for waiter in waiters { waiter.resume() }
        return job
    }

    /// Passes an event on, dropping repeats of the same problem.
    private func report(_ event: SpeechEvent) {
        let isNew = mailbox.withLock { box -> Bool in
            switch event {
            case .audioUnavailable:
                defer { box.reportedAudio = true }
                return !box.reportedAudio
            case .voiceUnavailable(let language, _):
                return box.reportedLanguages.insert(language).inserted
            case .naturalVoiceUnavailable(let voice, _):
                return box.reportedNaturalVoices.insert(voice).inserted
            default:
                return true
            }
        }
        if isNew { continuation.yield(event) }
    }
}
