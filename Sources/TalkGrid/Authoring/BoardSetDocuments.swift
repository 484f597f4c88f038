/// A board set as editable JSON documents: the manifest and every board, as authoring edits see it.
///
/// Made from a loaded ``BoardSet`` (which keeps each board's JSON as read); edits return new
/// documents, and ``loadedSet(over:)`` reads them back exactly as the saved files would be read,
/// so the result can be validated before anything is written.
public struct BoardSetDocuments: Equatable, Sendable {
    /// The set's name as the user gave it (a path), used in messages and diagnostics.
    public var source: String
    /// The set's `manifest.json`; nil when the set is a single board file.
    public var manifest: JSONNode?
    /// The boards, root first, in the order the set was read.
    public var boards: [BoardDocument]
    /// Every file entry of the set (boards, images, sounds, other files), as the set held them when read.
    public var entries: Set<String>
    /// Boards of the set that could not be read: an edit naming one is refused with the reason.
    public var damagedBoards: [DamagedBoard] = []
    /// Files an edit adds beside the documents (a cell's picture), by entry; saved with them.
    public private(set) var addedFiles: [String: [UInt8]] = [:]

    public init(source: String, manifest: JSONNode?, boards: [BoardDocument], entries: Set<String>) {
        self.source = source
        self.manifest = manifest
        self.boards = boards
        self.entries = entries
    }

    /// The documents of a loaded set (boards that did not load are not among them).
    public init(_ set: BoardSet) {
        source = set.source
        manifest = set.manifest
        boards = set.boardOrder.compactMap { id in
            set.boards[id].map { BoardDocument(id: $0.id, entry: $0.file, json: $0.document) }
        }
        entries = set.entries
        damagedBoards = set.damagedBoards
    }

    /// Whether the set is a single board file rather than a set with a manifest.
    public var isSingleBoard: Bool { manifest == nil }

    /// The id of the board the set opens on.
    public var rootID: String? {
        if let root = manifest?["root"]?.string {
            let entry = BoardSet.normalizedEntryPath(root)
            if let board = boards.first(where: { $0.entry == entry }) { return board.id }
        }
        return boards.first?.id
    }

    /// The index of the board with this id, or an error naming the boards there are.
    public func index(ofBoard id: String) throws(AuthoringError) -> Int {
        let named = BoardNames.id(for: id, among: boards.map { ($0.id, $0.json["name"]?.string) })
        guard let index = boards.firstIndex(where: { $0.id == named }) else {
            if let damaged = damagedBoards.first(where: { $0.id == id || $0.entry == id }) {
                throw .damagedBoard(id: damaged.id, problem: damaged.problem)
            }
            throw .noSuchBoard(id: id, known: boards.map(\.id), set: source)
        }
        return index
    }

    /// The board with this id.
    public func board(_ id: String) throws(AuthoringError) -> BoardDocument {
        boards[try index(ofBoard: id)]
    }

    /// Adds a file to the set (a picture's bytes at `images/apple.png`), saved with the documents.
    public mutating func addFile(_ entry: String, bytes: [UInt8]) {
        addedFiles[entry] = bytes
        entries.insert(entry)
    }

    /// Forgets a file an edit added.
    mutating func removeAddedFile(_ entry: String) {
        addedFiles[entry] = nil
    }

    /// The bytes each document is saved as: `manifest.json` and every board, pretty-printed, and
    /// the files an edit added.
    public var files: [String: [UInt8]] {
        var files = addedFiles
        if let manifest { files["manifest.json"] = JSONWriter.prettyBytes(manifest) }
        for board in boards { files[board.entry] = JSONWriter.prettyBytes(board.json) }
        return files
    }

    /// The bytes of one document (`manifest.json` or a board's entry) or added file, as it would be saved.
    public func bytes(of entry: String) -> [UInt8]? {
        if entry == "manifest.json", let manifest { return JSONWriter.prettyBytes(manifest) }
        if let added = addedFiles[entry] { return added }
        return boards.first { $0.entry == entry }.map { JSONWriter.prettyBytes($0.json) }
    }

    /// Reads the documents back as the loader would read the saved files.
    ///
    /// `base` gives every other file of the set (images, sounds, boards that did not load); a
    /// single board is read on its own.
    public func loadedSet(over base: (any BoardSetSource)?, removing removed: Set<String> = []) throws(BoardLoadError) -> BoardSet {
        if isSingleBoard, let board = boards.first {
            return try BoardSetLoader.loadBoard(bytes: JSONWriter.prettyBytes(board.json), file: source)
        }
        return try BoardSetLoader.loadSet(from: EditedBoardSetSource(base: base, displayName: source, files: files, removed: removed))
    }
}
