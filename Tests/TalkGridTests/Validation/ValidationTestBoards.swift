import TalkGrid
import Testing

/// Small boards written as JSON text, and helpers to validate them and find where a finding points.
enum ValidationTestBoards {
    /// A board that passes every check: edit one part to make one check fail.
    static func board(
        id: String = "home", extra: String = "", buttons: String = #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}"#,
        grid: String = #"{"rows": 1, "columns": 1, "order": [["1"]]}"#, images: String = "[]", sounds: String = "[]"
    ) -> String {
        """
        {
          "format": "open-board-0.1",
          "id": "\(id)",
          "locale": "en",
          "name": "Board \(id)",
          "description_html": "A test board",
          "ext_talkgrid_glyph": "🏠",\(extra.isEmpty ? "" : "\n  " + extra + ",")
          "buttons": [
            \(buttons)
          ],
          "grid": \(grid),
          "images": \(images),
          "sounds": \(sounds)
        }
        """
    }

    /// Validates one board file.
    static func validate(_ text: String, file: String = "board.obf", options: ValidationOptions = ValidationOptions()) throws
        -> [Diagnostic]
    {
        Validator(options: options).validate(try BoardSetLoader.loadBoard(bytes: Array(text.utf8), file: file))
    }

    /// Loads and validates a set held in memory (`manifest.json` and boards by entry path). Every
    /// set is checked both ways: held whole, and board by board while it loads (``Validator/load(_:)``,
    /// each board then keeping only what the set's checks read); the findings must be the same.
    static func validateSet(_ files: [String: String], name: String = "set.obz", options: ValidationOptions = ValidationOptions()) throws
        -> [Diagnostic]
    {
        let source = InMemoryBoardSetSource(displayName: name, files: files.mapValues { Array($0.utf8) })
        let validator = Validator(options: options)
        let whole = validator.validate(try BoardSetLoader.loadSet(from: source))
        let whileLoading = validator.validate(try validator.load(source))
        #expect(whileLoading == whole, "checked while loading, \(name) gives other findings than checked whole")
        return whole
    }

    /// The 1-based line and column of the first occurrence of `needle` in `text` (columns in characters).
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var found = 0
        var line = 1
        var column = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) {
                found += 1
                if found == occurrence { return (line, column) }
            }
            if text[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.index(after: index)
        }
        return (0, 0)
    }
}

extension [Diagnostic] {
    /// The findings with a code.
    func with(_ code: String) -> [Diagnostic] { filter { $0.code == code } }

    /// Whether some finding has this code at the place where `needle` starts in `text`.
    func has(_ code: String, at needle: String, in text: String, occurrence: Int = 1) -> Bool {
        let (line, column) = ValidationTestBoards.position(of: needle, in: text, occurrence: occurrence)
        return contains { $0.code == code && $0.line == line && $0.column == column }
    }

    var errors: [Diagnostic] { filter { $0.severity == .error } }
}
