import Synchronization

/// The set locks this process holds, by the path of the set's `.talkgrid` folder, so a change made
/// while the lock is already held (an edit's save inside ``SetHistory/whileLocked(_:)``) takes it
/// again without waiting for itself: `flock` locks of two descriptors of one file exclude each
/// other even within one process.
///
/// Held per process, not per thread: one thread of a process changes a set at a time (the
/// commands are single-threaded; the board saves only `config.json`).
enum HeldSetLocks {
    private static let depths = Mutex<[String: Int]>([:])

    /// Enters a lock this process already holds (true), or false when it holds none for `key`.
    static func enter(_ key: String) -> Bool {
        depths.withLock { depths in
            guard let depth = depths[key] else { return false }
            depths[key] = depth + 1
            return true
        }
    }

    /// Leaves a lock entered with ``enter(_:)``.
    static func leave(_ key: String) {
        depths.withLock { depths in
            if let depth = depths[key] { depths[key] = depth - 1 }
        }
    }

    /// Notes that this process has just taken the lock for `key`.
    static func hold(_ key: String) {
        depths.withLock { $0[key] = 0 }
    }

    /// Notes that this process is letting go of the lock for `key`.
    static func release(_ key: String) {
        depths.withLock { _ = $0.removeValue(forKey: key) }
    }
}
