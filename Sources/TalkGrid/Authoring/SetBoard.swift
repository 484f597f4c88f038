/// Changes what a board is called and shows: its name, glyph, description and language.
///
/// Only the fields given change; the summary names each change ("name: Food → Snacks").
public struct SetBoard: AuthoringEdit {
    public var boardID: String
    public var name: String?
    public var glyph: SetCell.Field<String>?
    /// Plain text, written as `description_html`.
    public var description: SetCell.Field<String>?
    public var locale: String?

    public init(boardID: String) {
        self.boardID = boardID
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        var board = documents.boards[index]
        let before = board.json
        if let name {
            guard !name.trimmingSpaces.isEmpty else { throw .nothingToChange(CaregiverText(AuthoringTextKey.nothingBoardNeedsName)) }
            if let problem = LabelText.problem(in: name) { throw .unusableText(field: .fieldName, text: name, problem: problem) }
            board.json.setMember("name", to: .text(name))
        }
        if let glyph {
            switch glyph {
            case .set(let text):
                guard let value = GlyphImage.glyph(text) else { throw .invalidGlyph(text) }
                board.json.setMember("ext_talkgrid_glyph", to: .text(value))
            case .remove: board.json.setMember("ext_talkgrid_glyph", to: nil)
            }
        }
        if let description {
            switch description {
            case .set(let text): board.json.setMember("description_html", to: .text(BlankBoard.html(text)))
            case .remove: board.json.setMember("description_html", to: nil)
            }
        }
        if let locale {
            guard let tag = BlankBoard.usableLocale(locale) else { throw .invalidLanguage(locale) }
            board.json.setMember("locale", to: .text(tag))
        }
        var differences: [CaregiverText] = []
        for (field, key) in [
            (AuthoringTextKey.fieldName, "name"), (.fieldGlyph, "ext_talkgrid_glyph"), (.fieldDescription, "description_html"),
            (.fieldLocale, "locale"),
        ] {
            let old = before[key]?.scalarText
            let new = board.json[key]?.scalarText
            if old != new { differences.append(SetCell.change(field, from: old.map { .text($0) }, to: new.map { .text($0) })) }
        }
        guard !differences.isEmpty else {
            throw .nothingToChange(AuthoringText.nothingBoardAsAsked(board: boardID))
        }
        var result = documents
        result.boards[index] = board
        return AuthoringChange(
            documents: result, changedEntries: [board.entry],
            summary: AuthoringText.summaryChangedBoard(
                board: boardID, file: board.entry, changes: CaregiverText.clauses(differences[0], Array(differences.dropFirst()))))
    }
}
