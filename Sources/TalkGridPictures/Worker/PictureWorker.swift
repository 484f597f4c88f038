import Foundation
import Synchronization

/// Prepares pictures on background threads and tells when each is ready, so that a key press
/// never waits for a picture: a frame draws what ``readyArt(for:request:)`` has, and redraws
/// when ``PictureEvent/ready(id:request:art:)`` arrives.
///
/// Jobs for what is on screen go before jobs prepared ahead (the root board, boards one link
/// away); a job already done, failed or queued is skipped. A picture that fails is reported once.
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

    /// The art ready now for a picture, from memory; never waits.
    public func readyArt(for id: ID, request: ArtRequest) -> PictureArt? {
        core.memory.art(for: PreparedPicture(id: id, request: request))
    }

    /// Why a picture could not be prepared, if it failed.
    public func failure(for id: ID) -> PictureError? { core.failure(for: id) }

    /// Queues the jobs not yet done, failed or queued (a queued ahead job asked for on screen moves forward).
    public func prepare(_ jobs: [PictureJob<ID>], priority: Priority = .visible) { core.prepare(jobs, priority: priority) }

    /// Forgets queued jobs not started yet, of one priority or all (the board changed).
    public func cancelQueued(_ priority: Priority? = nil) { core.cancelQueued(priority) }

    /// Whether no job is queued or running.
    public var isIdle: Bool { core.isIdle }

    /// Stops the threads after the jobs they are running; queued jobs are dropped.
    public func stop() { core.stop() }
}

/// The queue, caches and threads' loop of a ``PictureWorker``.
private final class PictureWorkerCore<ID: Hashable & Sendable>: Sendable {
    typealias Priority = PictureWorker<ID>.Priority

    private struct Queue {
        var visible: [PictureJob<ID>] = []
        var ahead: [PictureJob<ID>] = []
        var queued: Set<PreparedPicture<ID>> = []
        var failed: [ID: PictureError] = [:]
        var isStopped = false
        var busy = 0

        mutating func next() -> PictureJob<ID>? {
            if !visible.isEmpty { return visible.removeFirst() }
            if !ahead.isEmpty { return ahead.removeFirst() }
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

    func prepare(_ jobs: [PictureJob<ID>], priority: Priority) {
        let fresh = jobs.filter { memory.art(for: PreparedPicture(id: $0.id, request: $0.request)) == nil }
        queue.withLock { queue in
            for job in fresh {
                let key = PreparedPicture(id: job.id, request: job.request)
                guard queue.failed[job.id] == nil else { continue }
                if queue.queued.contains(key) {
                    // Asked for on screen while waiting as an ahead job: move it forward.
                    if priority == .visible, let index = queue.ahead.firstIndex(where: { $0.id == job.id && $0.request == job.request }) {
                        queue.visible.append(queue.ahead.remove(at: index))
                    }
                    continue
                }
                queue.queued.insert(key)
                switch priority {
                case .visible: queue.visible.append(job)
                case .ahead: queue.ahead.append(job)
                }
            }
        }
        signal.lock()
        signal.broadcast()
        signal.unlock()
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
            for job in dropped { queue.queued.remove(PreparedPicture(id: job.id, request: job.request)) }
        }
    }

    var isIdle: Bool {
        queue.withLock { $0.visible.isEmpty && $0.ahead.isEmpty && $0.busy == 0 }
    }

    func stop() {
        queue.withLock { $0.isStopped = true }
        signal.lock()
        signal.broadcast()
        signal.unlock()
    }

    /// One worker thread: takes jobs until stopped.
    func run() {
        while true {
            signal.lock()
            var job: PictureJob<ID>? = nil
            while true {
                let (next, stopped) = queue.withLock { queue -> (PictureJob<ID>?, Bool) in
                    if queue.isStopped { return (nil, true) }
                    let next = queue.next()
                    if next != nil { queue.busy += 1 }
                    return (next, false)
                }
                if stopped {
                    signal.unlock()
                    return
                }
                if let next {
                    job = next
                    break
                }
                signal.wait()
            }
            signal.unlock()
            if let job { perform(job) }
        }
    }

    private func perform(_ job: PictureJob<ID>) {
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
            queue.busy -= 1
            queue.queued.remove(key)
            if case .failed(_, let error) = event { queue.failed[job.id] = error }
        }
        onEvent(event)
    }
}
