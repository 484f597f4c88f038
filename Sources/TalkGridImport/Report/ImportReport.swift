import TalkGrid

/// What an import carried over and what it could not, for people (text) and tools (JSON).
public struct ImportReport: Equatable, Sendable {
    public var format: SourceFormat
    /// The imported file as the user named it.
    public var source: String
    public var boards = 0
    public var cells = 0
    /// Pictures written as image files (after identical pictures were merged).
    public var pictureFiles = 0
    /// Cells whose picture is kept as a web address (never downloaded).
    public var pictureURLs = 0
    /// The languages of the converted set, its own language first.
    public var languages: [String] = []
    public var notes: [ImportNote] = []

    public init(format: SourceFormat, source: String) {
        self.format = format
        self.source = source
    }

    /// Adds a note.
    public mutating func note(_ kind: ImportNote.Kind, file: String, line: Int = 0, location: String, _ message: String) {
        notes.append(ImportNote(kind, file: file, line: line, location: location, message: message))
    }

    /// The one-line summary: what came over.
    public var summary: String {
        var text = "\(boards) board(s), \(cells) cell(s), \(pictureFiles) picture file(s)"
        if pictureURLs > 0 { text += ", \(pictureURLs) picture(s) by web address (kept as links, not downloaded)" }
        if !languages.isEmpty { text += "; languages: \(languages.joined(separator: ", "))" }
        return text
    }

    /// The report as a JSON object.
    public var json: JSONNode {
        .object([
            ("format", JSONNode(.string(format.rawValue))), ("formatName", JSONNode(.string(format.displayName))),
            ("source", JSONNode(.string(source))), ("boards", JSONNode(integerLiteral: boards)), ("cells", JSONNode(integerLiteral: cells)),
            ("pictureFiles", JSONNode(integerLiteral: pictureFiles)), ("pictureURLs", JSONNode(integerLiteral: pictureURLs)),
            ("languages", .array(languages.map { JSONNode(.string($0)) })), ("notes", .array(notes.map(\.json))),
        ])
    }
}
