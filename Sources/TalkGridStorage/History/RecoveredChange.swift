import Synchronization

/// A change of a set that was cut short (a kill -9, a closed terminal, a power cut) and that a later
/// command put right from the set's journal: rolled back, or finished when it was past its commit point.
///
/// ``SetHistory`` hands each one to the observer given to ``observe(_:)`` (the executable prints it
/// in one line), whichever command happened to open the set first.
public struct RecoveredChange: Equatable, Sendable {
    /// What the later command did.
    public enum Outcome: Equatable, Sendable {
        /// The change's files got back the bytes they had before it.
        case rolledBack
        /// An undo or redo past its commit point: only its leftovers were tidied.
        case finished
        /// An import cut short while it unpacked, before it wrote anything into the set: its unpacked files were removed.
        case unpackedFilesRemoved
    }

    /// The set folder.
    public var folder: String
    /// The change's one line (`Imported big.obz`); empty for unpacked files alone.
    public var summary: String
    public var outcome: Outcome
    /// The folder was made by the import that was cut short, and is gone again.
    public var folderRemoved: Bool

    public init(folder: String, summary: String, outcome: Outcome, folderRemoved: Bool) {
        self.folder = folder
        self.summary = summary
        self.outcome = outcome
        self.folderRemoved = folderRemoved
    }

    private static let observer = Mutex<(@Sendable (RecoveredChange) -> Void)?>(nil)

    /// Hands every change put right from now on in this process to `report` (once per change).
    public static func observe(_ report: @escaping @Sendable (RecoveredChange) -> Void) {
        observer.withLock { $0 = report }
    }

    static func report(_ change: RecoveredChange) {
        observer.withLock { $0 }?(change)
    }
}
