import Foundation
import Synchronization

/// Prepares pictures on background threads and tells when each is ready, so that a key press
/// never waits for a picture: a frame draws what ``readyArt(for:request:)`` has, and redraws
/// when ``PictureEvent/ready(id:request:art:)`` arrives.
///
/// Jobs for what is on screen go before jobs prepared ahead (the root board, boards one link
/// away); a job already done, failed or queued is skipped. A picture that fails is reported once.
///
/// The threads run at a lower priority than the thread that reads keys and draws frames (and
/// espeak-ng's): when those need a core they get it. Work ahead (laying out the boards ahead,
/// their pictures) takes one thread at most, so the other is free for what a key opens next.
public final class PictureWorker<ID: Hashable & Sendable>: Sendable {
    /// Which queue a job joins.
    public enum Priority: Sendable {
        /// On screen now.
        case visible
        /// Likely to be shown soon.
        case ahead
    }

    /// What the threads share; they hold it (not the worker), so the worker's `deinit` can stop them.
    private let core: PictureWorkerCore<ID>

    /// Starts `threads` worker threads (2 by default: pictures decode in parallel while the main
    /// thread mostly waits for keys).
    public init(
        artist: CachedArtist, memory: ArtMemoryCache<PreparedPicture<ID>> = ArtMemoryCache(), threads: Int = 2,
        onEvent: @escaping @Sendable (PictureEvent<ID>) -> Void
    ) {
        core = PictureWorkerCore(artist: artist, memory: memory, onEvent: onEvent)
        for index in 0..<max(1, threads) {
            let thread = Thread { [core] in core.run() }
            thread.name = "talkgrid-pictures-\(index + 1)"
            thread.start()
        }
    }

    deinit {
        core.stop()
    }

    /// The memory cache of prepared art.
    public var memory: ArtMemoryCache<PreparedPicture<ID>> { core.memory }

    /// The art ready now for a picture, from the in-memory cache; never waits.
    public func readyArt(for id: ID, request: ArtRequest) -> PictureArt? {
        core.memory.art(for: PreparedPicture(id: id, request: request))
    }

    /// Why a picture could not be prepared, if it failed.
    public func failure(for id: ID) -> PictureError? { core.failure(for: id) }

    /// Queues the jobs not yet done, failed or queued (a queued ahead job asked for on screen moves forward).
    public func prepare(_ jobs: [PictureJob<ID>], priority: Priority = .visible) { core.prepare(jobs, priority: priority) }

    /// Forgets queued jobs not started yet, of one priority or all (the board changed).
    public func cancelQueued(_ priority: Priority? = nil) { core.cancelQueued(priority) }

    /// Keeps only the queued on-screen jobs whose pictures are among `shown` (what the screen
    /// shows now): those of a board left before they started are dropped.
    public func keepVisible(_ shown: Set<PreparedPicture<ID>>) { core.keepVisible(shown) }

    /// Replaces the work queued ahead with `plan`, run on a worker thread after every on-screen
    /// job: the jobs it makes are queued ahead, in order (a plan overtaken by a newer one before
    /// it finished queues nothing).
    public func planAhead(_ plan: @escaping @Sendable () -> [PictureJob<ID>]) { core.planAhead(plan) }

    /// Whether no job is queued or running.
    public var isIdle: Bool { core.isIdle }

    /// Stops the threads after the jobs they are running; queued jobs are dropped.
    public func stop() { core.stop() }
}

/// The queue, caches and threads' loop of a ``PictureWorker``.
private final class PictureWorkerCore<ID: Hashable & Sendable>: Sendable {
    typealias Priority = PictureWorker<ID>.Priority

    /// One piece of work for a thread.
    private enum Work {
        case job(PictureJob<ID>, isAhead: Bool)
        /// Lays out what is ahead; its jobs count only while `generation` is the latest plan.
        case plan(@Sendable () -> [PictureJob<ID>], generation: Int)
    }

    private struct Queue {
        var visible: [PictureJob<ID>] = []
        var ahead: [PictureJob<ID>] = []
        var plan: (@Sendable () -> [PictureJob<ID>])?
        /// The number of the latest plan.
        var generation = 0
        /// Every queued or running job's picture, and the queue it is in.
        var queued: [PreparedPicture<ID>: Priority] = [:]
        var failed: [ID: PictureError] = [:]
        var isStopped = false
        var busy = 0
        /// Threads on work ahead (at most one).
        var busyAhead = 0

        mutating func next() -> Work? {
            if !visible.isEmpty { return .job(visible.removeFirst(), isAhead: false) }
            guard busyAhead == 0 else { return nil }
            if let plan {
                self.plan = nil
                return .plan(plan, generation: generation)
            }
            if !ahead.isEmpty { return .job(ahead.removeFirst(), isAhead: true) }
            return nil
        }
    }

    let memory: ArtMemoryCache<PreparedPicture<ID>>
    private let artist: CachedArtist
    private let onEvent: @Sendable (PictureEvent<ID>) -> Void
    private let queue = Mutex(Queue())
    /// Wakes the threads when a job arrives or the worker stops.
    private let signal = NSCondition()

    init(artist: CachedArtist, memory: ArtMemoryCache<PreparedPicture<ID>>, onEvent: @escaping @Sendable (PictureEvent<ID>) -> Void) {
        self.artist = artist
        self.memory = memory
        self.onEvent = onEvent
    }

    func failure(for id: ID) -> PictureError? {
        queue.withLock { $0.failed[id] }
    }

    /// Queues jobs; with `plan`, only while that plan is the latest one.
    func prepare(_ jobs: [PictureJob<ID>], priority: Priority, ifPlan plan: Int? = nil) {
        let fresh = jobs.filter { memory.art(for: PreparedPicture(id: $0.id, request: $0.request)) == nil }
        let added = queue.withLock { queue -> Bool in
            if let plan, plan != queue.generation { return false }
            var added = false
            for job in fresh {
                let key = PreparedPicture(id: job.id, request: job.request)
                guard queue.failed[job.id] == nil else { continue }
                if let waiting = queue.queued[key] {
                    // Asked for on screen while waiting as an ahead job: move it forward.
                    if priority == .visible, waiting == .ahead,
                        let index = queue.ahead.firstIndex(where: { $0.id == job.id && $0.request == job.request })
                    {
                        queue.visible.append(queue.ahead.remove(at: index))
                        queue.queued[key] = .visible
                        added = true
                    }
                    continue
                }
                queue.queued[key] = priority
                switch priority {
                case .visible: queue.visible.append(job)
                case .ahead: queue.ahead.append(job)
                }
                added = true
            }
            return added
        }
        if added { wake() }
    }

    func cancelQueued(_ priority: Priority?) {
        queue.withLock { queue in
            let dropped: [PictureJob<ID>]
            switch priority {
            case .visible?:
                dropped = queue.visible
                queue.visible = []
            case .ahead?:
                dropped = queue.ahead
                queue.ahead = []
            case nil:
                dropped = queue.visible + queue.ahead
                queue.visible = []
                queue.ahead = []
            }
            for job in dropped { queue.queued.removeValue(forKey: PreparedPicture(id: job.id, request: job.request)) }
        }
    }

    func keepVisible(_ shown: Set<PreparedPicture<ID>>) {
        queue.withLock { queue in
            let (kept, dropped) = queue.visible.reduce(into: ([PictureJob<ID>](), [PictureJob<ID>]())) { parts, job in
                if shown.contains(PreparedPicture(id: job.id, request: job.request)) {
                    parts.0.append(job)
                } else {
                    parts.1.append(job)
                }
            }
            queue.visible = kept
            for job in dropped { queue.queued.removeValue(forKey: PreparedPicture(id: job.id, request: job.request)) }
        }
    }

    func planAhead(_ plan: @escaping @Sendable () -> [PictureJob<ID>]) {
        cancelQueued(.ahead)
        queue.withLock { queue in
            queue.plan = plan
            queue.generation += 1
        }
        wake()
    }

    var isIdle: Bool {
        queue.withLock { $0.visible.isEmpty && $0.ahead.isEmpty && $0.plan == nil && $0.busy == 0 }
    }

    private func wake() {
        signal.lock()
        signal.broadcast()
        signal.unlock()
    }

    func stop() {
        queue.withLock { $0.isStopped = true }
        wake()
    }

    /// One worker thread: takes work until stopped.
    func run() {
        // Below the keys, the frames and espeak-ng (nice 10: about a tenth of a core when they
        // want it); on Linux a nice value belongs to the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        while true {
            signal.lock()
            var work: Work? = nil
            while true {
                let (next, stopped) = queue.withLock { queue -> (Work?, Bool) in
                    if queue.isStopped { return (nil, true) }
                    let next = queue.next()
                    switch next {
                    case .job(_, isAhead: true), .plan:
                        queue.busy += 1
                        queue.busyAhead += 1
                    case .job(_, isAhead: false):
                        queue.busy += 1
                    case nil:
                        break
                    }
                    return (next, false)
                }
                if stopped {
                    signal.unlock()
                    return
                }
                if let next {
                    work = next
                    break
                }
                signal.wait()
            }
            signal.unlock()
            switch work {
            case .job(let job, let isAhead)?:
                perform(job, isAhead: isAhead)
            case .plan(let plan, let generation)?:
                prepare(plan(), priority: .ahead, ifPlan: generation)
                finish(isAhead: true)
            case nil:
                break
            }
        }
    }

    /// A piece of work is done: another may start (work ahead, when this was).
    private func finish(isAhead: Bool) {
        queue.withLock { queue in
            queue.busy -= 1
            if isAhead { queue.busyAhead -= 1 }
        }
        if isAhead { wake() }
    }

    private func perform(_ job: PictureJob<ID>, isAhead: Bool) {
        let key = PreparedPicture(id: job.id, request: job.request)
        let event: PictureEvent<ID>
        do throws(PictureError) {
            let art = try artist.art(for: try job.bytes(), request: job.request)
            memory.store(art, for: key)
            event = .ready(id: job.id, request: job.request, art: art)
        } catch {
            event = .failed(id: job.id, error: error)
        }
        queue.withLock { queue in
            queue.queued.removeValue(forKey: key)
            if case .failed(_, let error) = event { queue.failed[job.id] = error }
        }
        finish(isAhead: isAhead)
        onEvent(event)
    }
}
