import TalkGrid

/// A board set opened from a path the user gave, with its media ready to read.
///
/// The one place a path becomes a loaded set: an `.obf` file, a set folder, an `.obz` (decided
/// by looking at it) or `shipped:NAME` (see ``BoardInput``); the folder or archive stays open for
/// ``media``.
public struct OpenedBoardSet: Sendable {
    public let boardSet: BoardSet
    public let media: SetMedia
    /// Where the set was read from.
    public let location: SetLocation
    /// The board checks' findings, when the set was opened for checking (``init(checking:with:limits:)``).
    public private(set) var reviewed: ReviewedBoardSet?
    /// A set folder opened to run it, board by board as read, for ``init(running:after:changed:)``.
    public private(set) var read: ReadBoardSet?

    /// A set held in memory (the shipped ones): its media are its data URIs.
    public init(inMemory boardSet: BoardSet) {
        self.boardSet = boardSet
        media = SetMedia(boardSet: boardSet, files: .none)
        location = .inMemory
    }

    /// A set held in memory, opened for checking by `validator` (see ``reviewed``).
    public init(inMemory boardSet: BoardSet, checkingWith validator: Validator) {
        self.init(inMemory: boardSet)
        reviewed = validator.review(boardSet)
    }

    /// Opens and loads the set at `path`.
    public init(path: String, limits: ArchiveLimits = .standard) throws(BoardLoadError) {
        try self.init(path: path, limits: limits, reading: .plain)
    }

    /// Opens the set at `path` for checking by `validator`: each board goes through the validator's
    /// board checks as it is read and then keeps only what the set's checks read of its JSON (see
    /// ``Validator/load(_:)``), so that large sets are checked in little memory. The set is for
    /// checking, counting and showing, never for writing back.
    public init(checking path: String, with validator: Validator, limits: ArchiveLimits = .standard) throws(BoardLoadError) {
        try self.init(path: path, limits: limits, reading: .checking(validator))
    }

    /// Opens the set at `path` to run it for the person who uses it: a board (or the manifest) of
    /// a set folder or board file that cannot be read is shown as TalkGrid saved it last, from the
    /// set's history (``SetHistory/savedVersion(of:accepting:)``), and named among the set's
    /// ``BoardSet/damagedBoards``; a board with no saved version is unavailable and the rest runs
    /// (a damaged root's place taken by the first board that reads). Nothing is written.
    public init(running path: String, limits: ArchiveLimits = .standard) throws(BoardLoadError) {
        try self.init(path: path, limits: limits, reading: .running(after: nil, changed: []))
    }

    /// Opens the set at `path` to run it again after a change, as ``init(running:limits:)`` does:
    /// a set folder that `previous` opened so (the same path) reads again only its files among
    /// `changed` (entries in the set: `boards/home.obf`, `manifest.json`) and takes its other boards
    /// as `previous` read them.
    public init(running path: String, after previous: OpenedBoardSet, changed: Set<String>) throws(BoardLoadError) {
        try self.init(path: path, limits: .standard, reading: .running(after: previous.read, changed: changed))
    }

    /// Opens the set at `path` to edit it: a set folder read by `validator` (when given) keeps each
    /// board as it was read and checked (``Validator/loadKeepingBoards(_:)``, in ``reviewed``), for
    /// an editor that keeps the set open between its edits; an `.obz` or a shipped set is read to
    /// be shown and exported, never written.
    public init(editing path: String, keeping validator: Validator?) throws(BoardLoadError) {
        try self.init(path: path, limits: .standard, reading: .editing(validator))
    }

    /// How a set is read: as it is, checked, run for the person, or to be edited.
    private enum Reading {
        case plain
        case checking(Validator)
        /// To run it: a set folder's boards taken from `after` unless `changed`.
        case running(after: ReadBoardSet?, changed: Set<String>)
        case editing(Validator?)
    }

    private init(path: String, limits: ArchiveLimits, reading: Reading) throws(BoardLoadError) {
        let input: BoardInput
        do {
            input = try BoardInput(opening: path, limits: limits)
        } catch {
            throw .sourceUnavailable(error.description)
        }
        var running = false
        var previous: (read: ReadBoardSet?, changed: Set<String>) = (nil, [])
        var validator: Validator?
        switch reading {
        case .plain: break
        case .checking(let checking): validator = checking
        case .running(let read, let changed):
            running = true
            previous = (read, changed)
        case .editing(let keeping):
            // Only a set folder is kept open to be edited: every other set is read as it is.
            if case .boardSetFolder(let source) = input, let keeping {
                let reviewed = try keeping.loadKeepingBoards(source)
                (boardSet, self.reviewed) = (reviewed.set, reviewed)
                media = SetMedia(boardSet: boardSet, files: .folder(source))
                location = .folder(source)
                return
            }
        }
        /// The set in `source`, reviewed while it loads when there is a validator.
        func load(_ source: BoardSetSource) throws(BoardLoadError) -> (BoardSet, ReviewedBoardSet?) {
            guard let validator else { return (try BoardSetLoader.loadSet(from: source), nil) }
            let reviewed = try validator.load(source)
            return (reviewed.set, reviewed)
        }
        switch input {
        case .boardSetFolder(let source) where running:
            let read = try BoardSetLoader.loadSet(
                from: source, savedVersions: SetHistory(root: path), after: previous.read, changed: previous.changed)
            (boardSet, self.read) = (read.set, read)
            media = SetMedia(boardSet: boardSet, files: .folder(source))
            location = .folder(source)
        case .boardFile(let name, let bytes) where running:
            boardSet = try Self.loadBoard(bytes, path: path, savedIn: SetHistory(root: PathText.folder(of: path)), as: name)
            media = SetMedia(boardSet: boardSet, files: .none)
            location = .boardFile
        case .boardSetFolder(let source):
            (boardSet, reviewed) = try load(source)
            media = SetMedia(boardSet: boardSet, files: .folder(source))
            location = .folder(source)
        case .boardSetArchive(let source):
            (boardSet, reviewed) = try load(source)
            media = SetMedia(boardSet: boardSet, files: .archive(source))
            location = .archive
        case .shippedSet(let source):
            (boardSet, reviewed) = try load(source)
            media = SetMedia(boardSet: boardSet, files: .none)
            location = .shipped(source)
        case .boardFile(_, let bytes):
            boardSet = try BoardSetLoader.loadBoard(bytes: bytes, file: path)
            media = SetMedia(boardSet: boardSet, files: .none)
            location = .boardFile
            reviewed = validator?.review(boardSet)
        }
    }

    /// A single board file to run: when it cannot be read, the version TalkGrid saved last in the
    /// history of its folder (where it is `name`), named as a damaged board.
    private static func loadBoard(_ bytes: [UInt8], path: String, savedIn history: SetHistory, as name: String) throws(BoardLoadError)
        -> BoardSet
    {
        do {
            return try BoardSetLoader.loadBoard(bytes: bytes, file: path)
        } catch {
            var saved: BoardSet?
            _ = history.savedVersion(of: name) { bytes in
                saved = try? BoardSetLoader.loadBoard(bytes: bytes, file: path)
                return saved != nil
            }
            guard var saved else { throw error }
            let problem = error.diagnostic(path: path)
            saved.diagnostics.insert(problem, at: 0)
            saved.damagedBoards = [DamagedBoard(id: saved.rootID, entry: name, problem: problem, savedVersionShownFrom: path)]
            return saved
        }
    }
}
