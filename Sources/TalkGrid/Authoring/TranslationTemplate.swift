/// The texts of a set to translate into one language, as a spreadsheet (CSV) to fill in:
/// `original,translation,board,cell`, one row per distinct text, with where it is as context.
///
/// Only texts still without a translation are listed, or with `all` every text (its translation
/// filled in where there is one). `TranslationTable` reads the file back.
public struct TranslationTemplate: Sendable {
    /// One text to translate, with where it first appears.
    public struct Row: Equatable, Sendable {
        public var original: String
        public var translation: String
        public var board: String
        /// `name` for a board's name, else the cell's `ROW,COL` (or its id when it has no place) and the field.
        public var place: String
    }

    public private(set) var rows: [Row] = []

    /// The texts of `documents` to translate into `language`.
    public init(_ documents: BoardSetDocuments, language: String, all: Bool) {
        let tag = LanguageTag.normalized(language)
        var seen: Set<String> = []
        for board in documents.boards {
            let key = board.json["strings"]?.members?.first { LanguageTag.normalized($0.key) == tag }?.key
            func add(_ text: String?, place: String) {
                guard let text, !text.trimmingSpaces.isEmpty, seen.insert(text).inserted else { return }
                let translation = key.flatMap { board.json["strings"]?[$0]?[text]?.string } ?? ""
                guard all || translation.isEmpty else { return }
                rows.append(Row(original: text, translation: translation, board: board.id, place: place))
            }
            add(board.json["name"]?.string, place: "name")
            for button in board.buttons {
                let id = button["id"]?.scalarText ?? ""
                let position = board.slot(ofButton: id)?.oneBasedText ?? id
                add(button["label"]?.scalarText, place: "\(position) label")
                add(button["vocalization"]?.scalarText, place: "\(position) vocalization")
            }
        }
    }

    /// The CSV text: a header row, then one row per text; fields quoted where needed, UTF-8 with a
    /// byte-order mark so spreadsheet programs read the accents right.
    public var csv: String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == ";" }) else { return text }
            var quoted = "\""
            for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
            return quoted + "\""
        }
        var text = "\u{FEFF}original,translation,board,cell\r\n"
        for row in rows {
            text += [row.original, row.translation, row.board, row.place].map(field).joined(separator: ",") + "\r\n"
        }
        return text
    }
}
