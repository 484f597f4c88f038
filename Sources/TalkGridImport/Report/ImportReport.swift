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
    public mutating func note(_ kind: ImportNote.Kind, file: String, line: Int = 0, location: CaregiverText, _ text: CaregiverText) {
        notes.append(ImportNote(kind, file: file, line: line, place: location, text: text))
    }

    /// Notes the entries the source archive holds twice, the same bytes both times (read as one file).
    public mutating func noteRepeated(_ entries: [String]) {
        for entry in entries {
            note(.changed, file: source, location: ImportTextKey.whereArchive(), ImportText.noteRepeatedEntry(entry: entry))
        }
    }

    /// The one-line summary: what came over.
    public var summary: CaregiverText {
        var more = [ImportText.countCells(count: cells), ImportText.countPictureFiles(count: pictureFiles)]
        if pictureURLs > 0 { more.append(ImportText.countWebPictures(count: pictureURLs)) }
        let languages =
            languages.isEmpty ? [] : [ImportText.languages(languages: languages.joined(separator: ", "))]
        return .clauses(.items(ImportText.countBoards(count: boards), more), languages)
    }

    /// The notes grouped by code as `validate` groups its findings, each group saying what its notes' kind is.
    public var groupedNotes: FindingReport {
        var kinds: [String: CaregiverText] = [:]
        for note in notes where kinds[note.code] == nil { kinds[note.code] = note.kindText }
        return FindingReport(notes.map(\.finding)) { kinds[$0] }
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
