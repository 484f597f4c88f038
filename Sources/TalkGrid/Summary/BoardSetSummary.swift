/// What a caregiver wants to know about a board set at a glance (`talkgrid info`).
public struct BoardSetSummary: Equatable, Sendable {
    public var source: String
    public var rootID: String
    public var rootName: String
    public var boards: Int
    public var buttons: Int
    public var images: Int
    /// Images given only by a web address (`url`, no data or file): TalkGrid works offline and
    /// never fetches them, so their cells show the glyph or a mark instead.
    public var webOnlyImages: Int
    public var sounds: Int
    public var locales: [String]
    public var unreachableBoards: [String]
    public var brokenLinks: Int
    public var diagnostics: [Diagnostic]

    public init(_ set: BoardSet) {
        source = set.source
        rootID = set.rootID
        rootName = set.root?.name ?? set.rootID
        let boards = set.boardOrder.compactMap { set.boards[$0] }
        self.boards = boards.count
        buttons = boards.reduce(0) { $0 + $1.cells.count }
        images = boards.reduce(0) { $0 + $1.images.count }
        webOnlyImages = boards.reduce(0) { count, board in
            count + board.images.values.filter { $0.url != nil && $0.data == nil && $0.path == nil && set.imagePaths[$0.id] == nil }.count
        }
        sounds = boards.reduce(0) { $0 + $1.sounds.count }
        locales = set.locales
        unreachableBoards = set.unreachableBoardIDs
        brokenLinks = set.brokenLinks.count
        diagnostics = set.diagnostics
    }

    /// The summary as one JSON object (the keys `talkgrid info --json` promises).
    public var json: JSONNode {
        .object([
            ("source", JSONNode(.string(source))),
            ("root", JSONNode(.string(rootID))),
            ("rootName", JSONNode(.string(rootName))),
            ("boards", JSONNode(.number(JSONNumber(boards)))),
            ("buttons", JSONNode(.number(JSONNumber(buttons)))),
            ("images", JSONNode(.number(JSONNumber(images)))),
            ("webOnlyImages", JSONNode(.number(JSONNumber(webOnlyImages)))),
            ("sounds", JSONNode(.number(JSONNumber(sounds)))),
            ("locales", .array(locales.map { JSONNode(.string($0)) })),
            ("unreachableBoards", .array(unreachableBoards.map { JSONNode(.string($0)) })),
            ("brokenLinks", JSONNode(.number(JSONNumber(brokenLinks)))),
            ("diagnostics", .array(diagnostics.map(\.json))),
        ])
    }

    /// The summary for people.
    public var text: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var lines = [
            source,
            "  Opens on:      \(rootName) (id \(rootID))",
            "  Boards:        \(boards)",
            "  Buttons:       \(buttons)",
            "  Images:        \(images)" + (webOnlyImages > 0 ? " (\(webOnlyImages) only on the web: not fetched, glyphs shown)" : ""),
            "  Sounds:        \(sounds)",
            "  Languages:     \(locales.isEmpty ? "none given" : locales.joined(separator: ", "))",
            "  Unreachable:   \(unreachableBoards.isEmpty ? "none" : unreachableBoards.joined(separator: ", "))",
            "  Broken links:  \(brokenLinks)",
            "  Problems:      \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")",
        ]
        let shown = 20
        for diagnostic in diagnostics.prefix(shown) { lines.append("    " + diagnostic.description) }
        if diagnostics.count > shown {
            lines.append("    ... and \(diagnostics.count - shown) more (talkgrid validate PATH lists them all)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
