import TalkGrid

/// A board set opened from a path the user gave, with its media ready to read.
///
/// The one place a path becomes a loaded set: an `.obf` file, a set folder or an `.obz`
/// (decided by looking at it, see ``BoardInput``); the folder or archive stays open for
/// ``media``.
public struct OpenedBoardSet: Sendable {
    public let boardSet: BoardSet
    public let media: SetMedia

    /// A set held in memory (the shipped ones): its media are its data URIs.
    public init(inMemory boardSet: BoardSet) {
        self.boardSet = boardSet
        media = SetMedia(boardSet: boardSet, files: .none)
    }

    /// Opens and loads the set at `path`.
    public init(path: String, limits: ArchiveLimits = .standard) throws(BoardLoadError) {
        let input: BoardInput
        do {
            input = try BoardInput(opening: path, limits: limits)
        } catch {
            throw .sourceUnavailable(error.description)
        }
        switch input {
        case .boardSetFolder(let source):
            boardSet = try BoardSetLoader.loadSet(from: source)
            media = SetMedia(boardSet: boardSet, files: .folder(source))
        case .boardSetArchive(let source):
            boardSet = try BoardSetLoader.loadSet(from: source)
            media = SetMedia(boardSet: boardSet, files: .archive(source))
        case .boardFile(_, let bytes):
            boardSet = try BoardSetLoader.loadBoard(bytes: bytes, file: path)
            media = SetMedia(boardSet: boardSet, files: .none)
        }
    }
}
