/// Pairs of original text and translation, read from a two-column CSV file.
///
/// CSV as spreadsheets write it: commas, semicolons (what spreadsheets write in locales with a
/// decimal comma) or tabs between fields, detected from the first row; fields in double quotes may
/// hold separators, line breaks and doubled quotes; a UTF-8 byte-order mark and blank lines are
/// ignored; a first row `original,translation` is taken as a header, and when it names more
/// columns (`board`, `cell`: what `translate --template` writes) the extra columns are context and
/// ignored; a row with an empty translation is skipped.
public struct TranslationTable: Equatable, Sendable {
    /// One original text and its translation, with the CSV line it came from.
    public struct Entry: Equatable, Sendable {
        public var original: String
        public var translation: String
        public var line: Int

        public init(original: String, translation: String, line: Int) {
            self.original = original
            self.translation = translation
            self.line = line
        }
    }

    public var entries: [Entry]
    /// The separator the file uses: `,`, `;` or a tab.
    public var delimiter: Character = ","

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The separator in words, for telling the person what was read.
    public var delimiterName: String {
        switch delimiter {
        case ";": "semicolons"
        case "\t": "tabs"
        default: "commas"
        }
    }

    /// The separator a CSV text uses: the one of `,`, `;`, tab found most often (outside quotes) in its first row.
    public static func detectedDelimiter(of text: String) -> Character {
        var counts: [Character: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if quoted { continue }
            if character == "\n" || character == "\r\n" || character == "\r" {
                if counts.values.contains(where: { $0 > 0 }) { break }
                continue
            }
            if counts[character] != nil { counts[character, default: 0] += 1 }
        }
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key == ",") }
        return (best?.value ?? 0) > 0 ? best!.key : ","
    }

    /// Reads a CSV file's text; fails, naming the line, on a row that is not two fields or an open quote.
    public init(csv text: String) throws(AuthoringError) {
        let delimiter = Self.detectedDelimiter(of: text)
        var rows = try Self.rows(of: text, delimiter: delimiter)
        var columns = 2
        if let first = rows.first, first.fields.count >= 2,
            first.fields[0].trimmingSpaces.lowercased() == "original", first.fields[1].trimmingSpaces.lowercased() == "translation"
        {
            columns = first.fields.count
            rows.removeFirst()
        }
        var entries: [Entry] = []
        var seen: [String: Entry] = [:]
        for row in rows {
            if row.fields.allSatisfy({ $0.trimmingSpaces.isEmpty }) { continue }
            guard row.fields.count == 2 || (columns > 2 && (2...columns).contains(row.fields.count)) else {
                let separator: AuthoringTextKey = delimiter == "\t" ? .tableTabs : delimiter == ";" ? .tableSemicolons : .tableCommas
                throw .invalidTranslationTable(
                    line: row.line,
                    reason: AuthoringText.tableFieldCount(separator: CaregiverText(separator), count: row.fields.count))
            }
            let entry = Entry(original: row.fields[0].trimmingSpaces, translation: row.fields[1].trimmingSpaces, line: row.line)
            guard !entry.original.isEmpty else {
                throw .invalidTranslationTable(line: row.line, reason: CaregiverText(AuthoringTextKey.tableEmptyOriginal))
            }
            // A row whose translation is not filled in yet is not a translation into "": the text
            // stays untranslated (and is reported so) instead of showing an empty label.
            if entry.translation.isEmpty { continue }
            if let earlier = seen[entry.original] {
                if earlier.translation != entry.translation {
                    throw .invalidTranslationTable(
                        line: row.line,
                        reason: AuthoringText.tableTranslatedTwice(
                            original: entry.original, translation: earlier.translation, line: earlier.line))
                }
                continue
            }
            seen[entry.original] = entry
            entries.append(entry)
        }
        self.entries = entries
        self.delimiter = delimiter
    }

    /// The translation of a text, if the table has one.
    public subscript(original: String) -> String? {
        entries.first { $0.original == original }?.translation
    }

    private struct Row {
        var fields: [String]
        var line: Int
    }

    private static func rows(of text: String, delimiter: Character) throws(AuthoringError) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        var line = 1
        var rowLine = 1
        var characters = Array(text)[...]
        if characters.first == "\u{FEFF}" { characters = characters.dropFirst() }
        func endRow() {
            fields.append(field)
            rows.append(Row(fields: fields, line: rowLine))
            fields = []
            field = ""
            afterQuote = false
        }
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        characters = characters.dropFirst()
                        field.append("\"")
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case delimiter:
                fields.append(field)
                field = ""
                afterQuote = false
            case "\n", "\r\n", "\r":
                endRow()
                line += 1
                rowLine = line
            case "\"" where field.trimmingSpaces.isEmpty && !afterQuote:
                field = ""
                quoted = true
            default:
                if afterQuote && !character.isWhitespace {
                    throw .invalidTranslationTable(
                        line: line, reason: CaregiverText(AuthoringTextKey.tableTextAfterQuote))
                }
                if !afterQuote { field.append(character) }
            }
        }
        if quoted { throw .invalidTranslationTable(line: rowLine, reason: CaregiverText(AuthoringTextKey.tableUnclosedQuote)) }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
