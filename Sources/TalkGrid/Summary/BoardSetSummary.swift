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
    /// The validator's findings, so that `info` and `validate` agree on them and on their severities.
    public var diagnostics: [Diagnostic]
    /// How many pictures the findings come without decoding (`info` counts them, `validate`
    /// decodes them): their `undecodable-picture` findings are not among ``diagnostics``.
    public var picturesNotDecoded = 0

    /// The summary of `set` with `findings` (by default, the validator's with its default options).
    public init(_ set: BoardSet, findings: [Diagnostic]? = nil) {
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
        diagnostics = findings ?? Validator().validate(set)
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
            ("picturesNotDecoded", JSONNode(.number(JSONNumber(picturesNotDecoded)))),
        ])
    }

    /// The summary for people.
    public var text: String {
        let report = FindingReport(diagnostics)
        let lines = [
            source,
            "  Opens on:      \(rootName) (id \(rootID))",
            "  Boards:        \(boards)",
            "  Buttons:       \(buttons)",
            "  Images:        \(images)" + (webOnlyImages > 0 ? " (\(webOnlyImages) only on the web: not fetched, glyphs shown)" : ""),
            "  Sounds:        \(sounds)",
            "  Languages:     \(locales.isEmpty ? "none given" : locales.joined(separator: ", "))",
            "  Unreachable:   \(unreachableBoards.isEmpty ? "none" : unreachableBoards.joined(separator: ", "))",
            "  Broken links:  \(brokenLinks)",
            "  Problems:      \(report.counts)"
                + (picturesNotDecoded > 0
                    ? " (\(picturesNotDecoded) \(picturesNotDecoded == 1 ? "picture" : "pictures") not decoded: talkgrid validate decodes them)"
                    : ""),
        ]
        var text = lines.joined(separator: "\n") + "\n" + report.text(examples: 2, indent: "    ")
        if !report.groups.isEmpty { text += "  (talkgrid validate --all lists every finding one per line)\n" }
        return text
    }
}
