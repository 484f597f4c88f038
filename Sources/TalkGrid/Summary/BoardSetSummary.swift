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

    /// The summary as one JSON object (the keys `talkgrid info --json` promises), the findings' messages in `words`.
    public func json(in words: InterfaceWords) -> JSONNode {
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
            ("diagnostics", .array(diagnostics.map { $0.json(in: words) })),
            ("picturesNotDecoded", JSONNode(.number(JSONNumber(picturesNotDecoded)))),
        ])
    }

    /// The summary for people, in `words`: one line per figure, the figures lined up after the
    /// longest name.
    public func text(in words: InterfaceWords) -> String {
        let report = FindingReport(diagnostics)
        let rows: [(ReportTextKey, String)] = [
            (.infoOpensOn, words.text(ReportText.infoRoot(name: rootName, id: rootID))),
            (.infoBoards, String(boards)),
            (.infoButtons, String(buttons)),
            (
                .infoImages,
                webOnlyImages > 0
                    ? words.text(
                        ReportText.infoWebOnlyImages(images: images, web: webOnlyImages))
                    : String(images)
            ),
            (.infoSounds, String(sounds)),
            (.infoLanguages, locales.isEmpty ? words.text(ReportTextKey.infoNoLanguages) : locales.joined(separator: ", ")),
            (.infoUnreachable, unreachableBoards.isEmpty ? words.text(ReportTextKey.infoNone) : unreachableBoards.joined(separator: ", ")),
            (.infoBrokenLinks, String(brokenLinks)),
            (
                .infoProblems,
                picturesNotDecoded > 0
                    ? words.text(
                        ReportText.infoPicturesNotDecoded(counts: report.counts, count: picturesNotDecoded))
                    : words.text(report.counts)
            ),
        ]
        let names = rows.map { words.text($0.0) }
        let width = names.map(DisplayWidth.of).max() ?? 0
        let lines = zip(names, rows).map { name, row in
            "  \(name):" + String(repeating: " ", count: width - DisplayWidth.of(name) + 2) + row.1
        }
        var text = ([source] + lines).joined(separator: "\n") + "\n" + report.text(examples: 2, indent: "    ", in: words)
        if !report.groups.isEmpty { text += words.text(ReportTextKey.infoEveryFinding) + "\n" }
        return text
    }
}
