import TalkGrid

/// Where an opened set was read from: what can be written back, and where its other files are.
public enum SetLocation: Sendable {
    /// A set folder (laid out like an unzipped `.obz`): the one kind edited in place with its files.
    case folder(FolderSource)
    /// A single `.obf` file.
    case boardFile
    /// An `.obz` archive: read, shown and exported, never written (its files are read through the
    /// set's ``SetMedia``, which holds the open archive).
    case archive
    /// A set shipped inside TalkGrid (`shipped:NAME`).
    case shipped(InMemoryBoardSetSource)
    /// A set held in memory, read from nowhere.
    case inMemory

    /// Where the set's other files come from, for loading it again once edited; nil for a board
    /// file, a set in memory and an archive (which is never edited).
    public var source: (any BoardSetSource)? {
        switch self {
        case .folder(let source): source
        case .shipped(let source): source
        case .archive, .boardFile, .inMemory: nil
        }
    }
}
