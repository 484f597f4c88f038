import TalkGrid
import TalkGridShipped
import TalkGridStorage

/// Opens what a user names on the command line as a board set: an `.obf` file, a set folder,
/// an `.obz` (see ``OpenedBoardSet``), or `shipped:NAME` for a board set built into TalkGrid.
enum BoardSetOpening {
    /// The prefix that names a shipped set (`shipped:core-words`).
    static let shippedPrefix = "shipped:"

    /// The set, for commands that only read its boards.
    static func open(path: String) throws(BoardLoadError) -> BoardSet {
        try openWithMedia(path: path).boardSet
    }

    /// The set, or nil after saying on standard error why it could not be read.
    static func openOrReport(path: String) -> BoardSet? {
        do {
            return try open(path: path)
        } catch {
            Output.error("\(error)")
            return nil
        }
    }

    /// The set with its pictures and recordings ready to read (the folder or archive stays open).
    /// With a validator, the set is opened for checking: its boards are checked as they are read and
    /// keep only what the set's checks need (``OpenedBoardSet/reviewed``), so it is never written back.
    static func openWithMedia(path: String, checkingWith validator: Validator? = nil) throws(BoardLoadError) -> OpenedBoardSet {
        if path.hasPrefix(shippedPrefix) {
            let set = try openShipped(String(path.dropFirst(shippedPrefix.count)))
            guard let validator else { return OpenedBoardSet(inMemory: set) }
            return OpenedBoardSet(inMemory: set, checkingWith: validator)
        }
        guard let validator else { return try OpenedBoardSet(path: path) }
        return try OpenedBoardSet(checking: path, with: validator)
    }

    /// Opens a board set that ships inside the binary.
    static func openShipped(_ name: String) throws(BoardLoadError) -> BoardSet {
        guard let set = try ShippedContent.boardSet(named: name) else {
            let known = ShippedContent.boardSetNames.map { shippedPrefix + $0 }.joined(separator: ", ")
            let reason = CommandText(.editNoSuchShippedSetOf, ["name": .text(name), "known": .text(known)])
            throw .unreadable(file: shippedPrefix + name, reason: reason.description)
        }
        return set
    }
}
