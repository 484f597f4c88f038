/// Why a word catalogue (`Interface/LANG.json`) cannot be read, and where.
public enum WordCatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not JSON.
    case invalidJSON(JSONParseError)
    /// The top level is not an object of key -> text.
    case notAnObject(file: String, position: TextPosition)
    /// An entry is neither a text nor an object of plural forms.
    case invalidEntry(file: String, key: String, position: TextPosition)
    /// A plural form is named by something other than a CLDR category (`one`, `other`, ...).
    case unknownPluralCategory(file: String, key: String, category: String, position: TextPosition)
    /// An entry with plural forms has no `other` form, the one every language needs.
    case missingOtherForm(file: String, key: String, position: TextPosition)

    /// In code, not in catalogue words: the reader of catalogues cannot rely on one for its own
    /// errors (the parser's finding is named by its key and arguments).
    public var description: String {
        switch self {
        case .invalidJSON(let error):
            let finding = error.diagnostic
            let place = Self.place(finding.file, TextPosition(line: finding.line, column: finding.column, offset: 0))
            return "\(place): error: [\(finding.code)] \(finding.text.caregiverText.debugDescription)"
        case .notAnObject(let file, let position):
            return "\(Self.place(file, position)): error: a word catalogue is a JSON object of text key -> words"
        case .invalidEntry(let file, let key, let position):
            return
                "\(Self.place(file, position)): error: \(key) must be a text, or an object of plural forms ({\"one\": ..., \"other\": ...})"
        case .unknownPluralCategory(let file, let key, let category, let position):
            return
                "\(Self.place(file, position)): error: \(key) has the plural form \"\(category)\"; the forms are zero, one, two, few, many and other"
        case .missingOtherForm(let file, let key, let position):
            return "\(Self.place(file, position)): error: \(key) has plural forms but no \"other\" form"
        }
    }

    private static func place(_ file: String, _ position: TextPosition) -> String {
        position.line > 0 ? "\(file):\(position.line):\(position.column)" : file
    }
}
