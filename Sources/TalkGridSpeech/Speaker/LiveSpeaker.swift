import Synchronization
import TalkGrid

/// The real ``Speaker``: espeak-ng and the sound card through the process's ``ESpeakEngine``.
///
/// Requests are "latest wins": a burst of requests cancels each one before it and only the
/// last is said in full. Problems (no sound card, a missing espeak-ng voice) are reported
/// once each as ``SpeechEvent``s.
public final class LiveSpeaker: Speaker {
    public let events: AsyncStream<SpeechEvent>
    public let voices: VoiceCatalog
    private let output: SpeechOutput
    private let engine: ESpeakEngine
    private let continuation: AsyncStream<SpeechEvent>.Continuation
    private let token = SpeechToken()
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
    public init(voices: VoiceCatalog, output: SpeechOutput = SpeechOutput(), engine: ESpeakEngine = .shared) {
        self.voices = voices
        self.output = output
        self.engine = engine
        (events, continuation) = AsyncStream.makeStream(of: SpeechEvent.self, bufferingPolicy: .bufferingNewest(256))
    }

    deinit { continuation.finish() }

    public func speak(_ utterance: Utterance) async {
        post(.utterance(utterance), .speech(voices.voicedText(for: utterance)))
    }

    public func play(_ clip: AudioClip) async {
        post(.clip(clip), .clip(clip))
    }

    public func cue(_ utterance: Utterance) async {
        let content = SpeechJob.Content.speech(voices.voicedText(for: utterance))
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
            default:
                return true
            }
        }
        if isNew { continuation.yield(event) }
    }
}
