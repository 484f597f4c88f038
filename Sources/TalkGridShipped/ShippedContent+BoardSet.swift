import TalkGrid

extension ShippedContent {
    /// The name a shipped set goes by on the command line and in diagnostics (`shipped:core-words`).
    public static func displayName(ofBoardSet name: String) -> String { "shipped:" + name }

    /// A shipped board set, loaded from the files embedded in the binary; nil when none has that name.
    public static func boardSet(named name: String) throws(BoardLoadError) -> BoardSet? {
        let files = files(under: "Boards/" + name)
        guard !files.isEmpty else { return nil }
        return try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: displayName(ofBoardSet: name), files: files))
    }
}
