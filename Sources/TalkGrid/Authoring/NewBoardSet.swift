/// Creates a board set: a manifest and one empty root board, `boards/home.obf`.
public struct NewBoardSet: Sendable {
    /// The set's name, shown when choosing a set (`ext_talkgrid_name`).
    public var name: String
    /// The root board.
    public var root: BlankBoard

    public init(name: String, root: BlankBoard) {
        self.name = name
        self.root = root
    }

    /// The new set's documents; `source` names it (the folder's path).
    public func documents(source: String) -> AuthoringChange {
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"),
            ("root", .text(root.entry)),
            (
                "paths",
                .object([
                    ("boards", .object([(root.id, .text(root.entry))])),
                    ("images", .object([])),
                    ("sounds", .object([])),
                ])
            ),
            ("ext_talkgrid_name", .text(name)),
        ])
        let documents = BoardSetDocuments(
            source: source, manifest: manifest, boards: [BoardDocument(id: root.id, entry: root.entry, json: root.json)],
            entries: [])
        return AuthoringChange(
            documents: documents, changedEntries: [root.entry, "manifest.json"],
            summary: AuthoringText.summaryCreatedSet(name: name, rows: root.rows, columns: root.columns, board: root.name, file: root.entry)
        )
    }
}
