import TalkGrid
import TalkGridShipped
import TalkGridStorage

/// Opens what a user names on the command line as a ``BoardSet``: an `.obf` file, a set folder,
/// an `.obz`, or `shipped:NAME` for a board set built into TalkGrid.
enum BoardSetOpening {
    /// The prefix that names a shipped set (`shipped:core-words`).
    static let shippedPrefix = "shipped:"

    static func open(path: String) throws(BoardLoadError) -> BoardSet {
        if path.hasPrefix(shippedPrefix) {
            return try openShipped(String(path.dropFirst(shippedPrefix.count)))
        }
        let input: BoardInput
        do {
            input = try BoardInput(opening: path)
        } catch {
            throw .sourceUnavailable(error.description)
        }
        switch input {
        case .boardSetFolder(let source):
            return try BoardSetLoader.loadSet(from: source)
        case .boardSetArchive(let source):
            return try BoardSetLoader.loadSet(from: source)
        case .boardFile(_, let bytes):
            return try BoardSetLoader.loadBoard(bytes: bytes, file: path)
        }
    }

    /// Opens a board set that ships inside the binary.
    static func openShipped(_ name: String) throws(BoardLoadError) -> BoardSet {
        guard let set = try ShippedContent.boardSet(named: name) else {
            let known = ShippedContent.boardSetNames.map { shippedPrefix + $0 }.joined(separator: ", ")
            throw .unreadable(file: shippedPrefix + name, reason: "TalkGrid ships no board set called \"\(name)\" (it has \(known))")
        }
        return set
    }
}
