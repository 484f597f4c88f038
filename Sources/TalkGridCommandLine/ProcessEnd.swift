import Synchronization

/// Values left for the process's end instead of being freed piece by piece.
///
/// A loaded set of thousands of boards is millions of small allocations; freeing them one by one
/// after the last line is printed costs as much as a tenth of `talkgrid info`, while the system
/// takes the whole memory back at once when the process exits, which it does right after a
/// command.
package enum ProcessEnd {
    private static let kept = Mutex<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    package static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
