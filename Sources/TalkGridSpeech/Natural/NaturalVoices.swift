import Foundation
import Synchronization
import TalkGrid

/// The natural (Piper) voices of a process: each loaded in the background the first time it is
/// asked for, its sentences synthesized on one thread of their own at a lower priority than keys
/// and frames, and kept in a ``SpokenCache``.
///
/// Nothing here makes a caller wait unless it asks to: ``state(of:)`` starts a load and says
/// how the voice is now (espeak-ng speaks while it loads), ``synthesize(_:priority:isWanted:)``
/// queues sentences and hands back tickets to wait on. Sentences asked for now go before
/// sentences prepared ahead; a sentence no longer wanted is skipped.
public final class NaturalVoices: Sendable {
    /// Which queue a sentence joins.
    public enum Priority: Sendable {
        /// Someone is waiting to hear it.
        case now
        /// Likely to be asked for soon (a board's words).
        case ahead
    }

    /// How a voice is.
    public enum State: Equatable, Sendable {
        /// Being checked and loaded.
        case loading
        /// Loaded: sentences can be synthesized.
        case ready(InstalledNaturalVoice)
        /// It cannot speak; espeak-ng speaks instead.
        case unavailable(NaturalVoiceError)
    }

    /// Where the voices and the engine are.
    public let folders: NaturalVoiceFolders
    /// What was said before.
    public let cache: SpokenCache
    private let core: Core

    /// - Parameter threads: onnxruntime's threads for one sentence (2: a 2-core computer
    ///   synthesizes a 6-word sentence in about 135 ms, one core in 190 ms).
    public init(folders: NaturalVoiceFolders, cache: SpokenCache, threads: Int = 2) {
        self.folders = folders
        self.cache = cache
        core = Core(folders: folders, cache: cache)
        let thread = Thread { [core] in core.run(threads: threads) }
        thread.name = "talkgrid-natural-voices"
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit { core.stop() }

    /// The voice's state now; a voice never asked for starts loading in the background.
    public func state(of model: String) -> State { core.state(of: model) }

    /// The voice's state once it has loaded or failed (for WAV files and scripted runs, which
    /// speak with the natural voice or say why not); starts the load if needed.
    public func loadedState(of model: String) async -> State {
        if case .loading = state(of: model) {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in whenLoaded(model) { done.resume() } }
        }
        return state(of: model)
    }

    /// Waits until the natural voices of `parts` have loaded or failed.
    public func loaded(_ parts: [VoicedText]) async {
        for model in Set(parts.compactMap(\.voice.engine.model)) { _ = await loadedState(of: model) }
    }

    /// Queues sentences for synthesis; each ticket is fulfilled with its sound (or nil when it
    /// failed or was not wanted any more). A sentence already kept is fulfilled at once.
    public func synthesize(_ pieces: [SpokenPiece], priority: Priority, isWanted: @escaping @Sendable () -> Bool) -> [SpokenTicket] {
        core.synthesize(pieces, priority: priority, isWanted: isWanted)
    }

    /// Calls `action` once the voice has loaded or failed (at once when it has; on the voices'
    /// thread otherwise). Never starts a load.
    public func whenLoaded(_ model: String, _ action: @escaping @Sendable () -> Void) { core.whenLoaded(model, action) }

    /// Forgets the sentences queued ahead and not started (the board changed).
    public func cancelAhead() { core.cancelAhead() }

    /// Whether nothing is queued, loading or being synthesized.
    public var isIdle: Bool { core.isIdle }

    /// The time the last load took, for the benchmark.
    public var lastLoadDuration: Duration? { core.lastLoadDuration }
}

/// One sentence for a natural voice: its cache key, its phonemes, its speed.
public struct SpokenPiece: Hashable, Sendable {
    public var key: SpokenKey
    public var model: String
    /// Unicode code points of the voice's phoneme table.
    public var phonemes: [Int32]
    /// How many times as fast as the voice's own.
    public var speed: Double
}

/// The sound of one queued sentence, once it is made.
public final class SpokenTicket: Sendable {
    private let result = Mutex<(done: Bool, samples: [Int16]?)>((false, nil))
    private let signal = NSCondition()

    init() {}

    /// A ticket already fulfilled.
    static func fulfilled(_ samples: [Int16]?) -> SpokenTicket {
        let ticket = SpokenTicket()
        ticket.fulfil(samples)
        return ticket
    }

    func fulfil(_ samples: [Int16]?) {
        result.withLock { $0 = (true, samples) }
        signal.lock()
        signal.broadcast()
        signal.unlock()
    }

    /// Waits for the sound while `isWanted` holds (looked at every 10 ms); nil when it failed or
    /// is no longer wanted.
    public func wait(while isWanted: () -> Bool) -> [Int16]? {
        signal.lock()
        defer { signal.unlock() }
        while true {
            let (done, samples) = result.withLock { $0 }
            if done { return samples }
            guard isWanted() else { return nil }
            _ = signal.wait(until: Date(timeIntervalSinceNow: 0.01))
        }
    }
}

/// The queue, the voices' states and the thread's loop of ``NaturalVoices``.
private final class Core: Sendable {
    private struct Job {
        var piece: SpokenPiece
        var ticket: SpokenTicket
        var isWanted: @Sendable () -> Bool
    }

    private struct Queue {
        var loads: [String] = []
        var now: [Job] = []
        var ahead: [Job] = []
        var states: [String: NaturalVoices.State] = [:]
        var busy = false
        var isStopped = false
        var lastLoad: Duration?
        var afterLoad: [String: [@Sendable () -> Void]] = [:]
    }

    let folders: NaturalVoiceFolders
    let cache: SpokenCache
    private let queue = Mutex(Queue())
    private let signal = NSCondition()

    init(folders: NaturalVoiceFolders, cache: SpokenCache) {
        self.folders = folders
        self.cache = cache
    }

    func state(of model: String) -> NaturalVoices.State {
        let (state, queued) = queue.withLock { queue -> (NaturalVoices.State, Bool) in
            if let state = queue.states[model] { return (state, false) }
            queue.states[model] = .loading
            queue.loads.append(model)
            return (.loading, true)
        }
        if queued { wake() }
        return state
    }

    func synthesize(_ pieces: [SpokenPiece], priority: NaturalVoices.Priority, isWanted: @escaping @Sendable () -> Bool) -> [SpokenTicket] {
        var tickets: [SpokenTicket] = []
        var jobs: [Job] = []
        for piece in pieces {
            if priority == .now, let kept = cache.sound(for: piece.key) {
                tickets.append(.fulfilled(kept))
                continue
            }
            let ticket = SpokenTicket()
            tickets.append(ticket)
            jobs.append(Job(piece: piece, ticket: ticket, isWanted: isWanted))
        }
        guard !jobs.isEmpty else { return tickets }
        queue.withLock { queue in
            switch priority {
            case .now: queue.now += jobs
            case .ahead: queue.ahead += jobs
            }
        }
        wake()
        return tickets
    }

    func whenLoaded(_ model: String, _ action: @escaping @Sendable () -> Void) {
        let now = queue.withLock { queue -> Bool in
            guard queue.states[model] == .loading else { return true }
            queue.afterLoad[model, default: []].append(action)
            return false
        }
        if now { action() }
    }

    func cancelAhead() {
        let dropped = queue.withLock { queue -> [Job] in
            defer { queue.ahead = [] }
            return queue.ahead
        }
        for job in dropped { job.ticket.fulfil(nil) }
    }

    var isIdle: Bool {
        queue.withLock { $0.loads.isEmpty && $0.now.isEmpty && $0.ahead.isEmpty && !$0.busy }
    }

    var lastLoadDuration: Duration? { queue.withLock { $0.lastLoad } }

    func stop() {
        queue.withLock { $0.isStopped = true }
        wake()
    }

    private func wake() {
        signal.lock()
        signal.broadcast()
        signal.unlock()
    }

    private enum Work {
        case load(String)
        case synthesize(Job)
    }

    /// The thread: loads first, then sentences asked for now, then sentences ahead.
    func run(threads: Int) {
        // A lower priority than the keys, frames and espeak-ng: on Linux a nice value belongs to
        // the calling thread (onnxruntime's own threads are started from this one and inherit it).
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 5)
        var loaded: [String: SherpaOnnxVoice] = [:]
        while true {
            signal.lock()
            var work: Work?
            while work == nil {
                let (next, stopped) = queue.withLock { queue -> (Work?, Bool) in
                    if queue.isStopped { return (nil, true) }
                    let next: Work? =
                        if !queue.loads.isEmpty {
                            .load(queue.loads.removeFirst())
                        } else if !queue.now.isEmpty {
                            .synthesize(queue.now.removeFirst())
                        } else if !queue.ahead.isEmpty {
                            .synthesize(queue.ahead.removeFirst())
                        } else {
                            nil
                        }
                    queue.busy = next != nil
                    return (next, false)
                }
                if stopped {
                    signal.unlock()
                    return
                }
                work = next
                if work == nil { signal.wait() }
            }
            signal.unlock()
            switch work {
            case .load(let model)?:
                let start = ContinuousClock.now
                let state: NaturalVoices.State
                do throws(NaturalVoiceError) {
                    let installed = try InstalledNaturalVoice.open(model, in: folders, thorough: true)
                    guard FileManager.default.fileExists(atPath: folders.engineLibrary) else { throw .engineMissing(detail: nil) }
                    loaded[model] = try SherpaOnnxVoice(
                        library: folders.engineLibrary, files: installed.files, configuration: installed.configuration, model: model,
                        threads: threads)
                    state = .ready(installed)
                } catch {
                    state = .unavailable(error)
                }
                let took = ContinuousClock.now - start
                let waiting = queue.withLock { queue -> [@Sendable () -> Void] in
                    queue.states[model] = state
                    queue.lastLoad = took
                    queue.busy = false
                    return queue.afterLoad.removeValue(forKey: model) ?? []
                }
                wake()
                for action in waiting { action() }
            case .synthesize(let job)?:
                let samples: [Int16]?
                if let kept = cache.sound(for: job.piece.key) {
                    samples = kept
                } else if job.isWanted(), let voice = loaded[job.piece.model],
                    let made = voice.synthesize(phonemes: job.piece.phonemes, speed: job.piece.speed)
                {
                    let converted = NaturalVoices.samples(made, from: voice.sampleRate)
                    cache.store(converted, for: job.piece.key)
                    samples = converted
                } else {
                    samples = nil
                }
                job.ticket.fulfil(samples)
                queue.withLock { $0.busy = false }
            case nil:
                break
            }
        }
    }

}

extension NaturalVoices {
    /// How much louder a natural voice is made to speak as loud as espeak-ng: the Piper voice
    /// measured 3.4 dB quieter in RMS on the same sentence, so the volume jumped when it took over.
    static let loudnessGainDecibels: Float = 3.4

    /// The sentence as loud as espeak-ng says it: ``loudnessGainDecibels`` more, less where that
    /// would clip its loudest sample (kept under 0.97 of full scale).
    static func matchingLoudness(_ floats: [Float]) -> [Float] {
        let peak = floats.reduce(Float(0)) { $1.isFinite ? max($0, abs($1)) : $0 }
        guard peak > 0 else { return floats }
        let gain = min(Float(pow(10, Double(loudnessGainDecibels) / 20)), 0.97 / peak)
        return floats.map { $0 * gain }
    }

    /// 16-bit samples at the engine's rate (the sound card's and espeak-ng's) from the voice's,
    /// as loud as espeak-ng (``matchingLoudness(_:)``).
    static func samples(_ floats: [Float], from rate: Int) -> [Int16] {
        let samples = matchingLoudness(floats).map { value in
            value.isFinite ? Int16(clamping: Int((min(1, max(-1, value)) * 32_767).rounded())) : 0
        }
        guard rate != ESpeakEngine.sampleRate else { return samples }
        return AudioClip(samples: samples, sampleRate: rate).resampled(to: ESpeakEngine.sampleRate)
    }
}
