/// A set of linked boards with one root, as read from an `.obf`, a set folder or an `.obz`.
public struct BoardSet: Equatable, Sendable {
    /// The id of the board the set opens on.
    public var rootID: String
    /// Every loaded board by id.
    public var boards: [String: Board]
    /// Board ids in the order they were read (root first).
    public var boardOrder: [String]
    /// Board ids by their entry path in the set (`boards/home.obf`), for links by `path`.
    public var boardIDsByPath: [String: String]
    /// Files of the set by manifest id (`paths.images`, `paths.sounds`), e.g. image id -> `images/a.png`.
    public var imagePaths: MediaPaths
    public var soundPaths: MediaPaths
    /// Every file entry the set holds (for a single `.obf`: none).
    public var entries: Set<String>
    /// What the loader noticed while reading (lenient quirks, broken links, ...).
    public var diagnostics: [Diagnostic]
    /// The name the user gave the set (a path), used in diagnostics.
    public var source: String
    /// The set's `manifest.json` as read, when it has one.
    public var manifest: JSONNode?
    /// Boards listed or linked that could not be read; each is also among the ``diagnostics``.
    public var damagedBoards: [DamagedBoard] = []

    public init(
        rootID: String, boards: [String: Board], boardOrder: [String], boardIDsByPath: [String: String] = [:],
        imagePaths: MediaPaths = [:], soundPaths: MediaPaths = [:], entries: Set<String> = [],
        diagnostics: [Diagnostic] = [], source: String = "", manifest: JSONNode? = nil
    ) {
        self.rootID = rootID
        self.boards = boards
        self.boardOrder = boardOrder
        self.boardIDsByPath = boardIDsByPath
        self.imagePaths = imagePaths
        self.soundPaths = soundPaths
        self.entries = entries
        self.diagnostics = diagnostics
        self.source = source
        self.manifest = manifest
    }

    /// The board the set opens on.
    public var root: Board? { boards[rootID] }

    /// The board a link leads to: by id first, then by path in the set; nil when it is not in the set.
    public func board(for link: BoardLink) -> Board? {
        if let id = link.id, let board = boards[id] { return board }
        if let path = link.path, let id = boardIDsByPath[BoardSet.normalizedEntryPath(path)], let board = boards[id] {
            return board
        }
        return nil
    }

    /// Every language the set offers: board locales and translation languages, normalized, sorted.
    public var locales: [String] {
        var tags = Set<String>()
        for board in boards.values {
            if let locale = board.locale { tags.insert(locale) }
            for tag in board.strings.keys { tags.insert(tag) }
        }
        return tags.sorted()
    }

    /// Board ids that no chain of links from the root reaches, in read order.
    public var unreachableBoardIDs: [String] {
        var seen: Set<String> = [rootID]
        var queue = [rootID]
        while let id = queue.popLast() {
            guard let board = boards[id] else { continue }
            for cell in board.cells {
                guard let link = cell.link, let target = self.board(for: link), !seen.contains(target.id) else { continue }
                seen.insert(target.id)
                queue.append(target.id)
            }
        }
        return boardOrder.filter { !seen.contains($0) }
    }

    /// Every folder cell whose link leads to no board of the set, with the board it is on.
    public var brokenLinks: [(board: Board, cell: Cell)] {
        boardOrder.compactMap { boards[$0] }.flatMap { board in
            board.cells.compactMap { cell in
                guard let link = cell.link, link.id != nil || link.path != nil, self.board(for: link) == nil else {
                    return nil
                }
                return (board, cell)
            }
        }
    }

    /// An entry path without `./` and leading `/`, so manifest and link paths compare equal.
    public static func normalizedEntryPath(_ path: String) -> String {
        if isNormalizedEntryPath(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// Whether a path is already normalized: no leading `/`, no empty or `.` component (checked on bytes
    /// in place: this runs for every entry and media file).
    private static func isNormalizedEntryPath(_ path: String) -> Bool {
        if let normal = path.utf8.withContiguousStorageIfAvailable(isNormalizedEntryPath) { return normal }
        return isNormalizedEntryPath(Array(path.utf8))
    }

    private static func isNormalizedEntryPath<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var beforePrevious: UInt8 = UInt8(ascii: "/")
        for byte in bytes {
            if byte == UInt8(ascii: "/")
                && (previous == UInt8(ascii: "/") || (previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/")))
            {
                return false
            }
            beforePrevious = previous
            previous = byte
        }
        return !bytes.isEmpty && previous != UInt8(ascii: "/") && !(previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/"))
    }
}
