import Dispatch
import Synchronization
import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes the usage record off the key path: ``record(_:)`` stamps the events with the local time
/// and hands them to a serial queue of their own, so a pick never waits on the disk. What could
/// not be written comes back from ``takeFailures()`` (the board says it once); ``finish()`` waits
/// for what is queued, at the end of a run.
public final class UsageRecorder: Sendable {
    public let record: UsageRecord
    /// The time now, as the person's clock shows it.
    private let clock: @Sendable () -> UsageTime
    private let queue = DispatchQueue(label: "talkgrid.usage", qos: .utility)
    private let failures = Mutex<[StorageError]>([])

    public init(record: UsageRecord, clock: @escaping @Sendable () -> UsageTime = UsageRecorder.now) {
        self.record = record
        self.clock = clock
    }

    /// Stamps `events` with the time now and queues them for writing; returns at once.
    public func record(_ events: [UsageEvent]) {
        guard !events.isEmpty else { return }
        let time = clock()
        let stamped = events.map { RecordedEvent(time: time, event: $0) }
        queue.async { [self] in
            do throws(StorageError) {
                try record.append(stamped)
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
    }

    /// What went wrong writing since the last call.
    public func takeFailures() -> [StorageError] {
        failures.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }

    /// Waits until every queued event is written.
    public func finish() {
        queue.sync {}
    }

    /// The time now with the local time zone's offset (`TZ`, else `/etc/localtime`).
    public static func now() -> UsageTime {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return UsageTime(seconds: Int64(seconds), offset: 0) }
        return UsageTime(seconds: Int64(seconds), offset: Int(parts.tm_gmtoff))
    }
}
