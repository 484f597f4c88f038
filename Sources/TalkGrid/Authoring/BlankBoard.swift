/// The JSON of a new, empty board as TalkGrid writes it: spec fields in the spec's order, an empty grid.
public struct BlankBoard: Sendable {
    public var id: String
    public var name: String
    public var locale: String
    /// The board's icon (`ext_talkgrid_glyph`), if any.
    public var glyph: String?
    public var rows: Int
    public var columns: Int
    /// What the board is for, in plain text (written as `description_html`, escaped).
    public var description: String?
    /// The JSON of a board this one copies (another board of the set, a shipped board); nil for an empty board.
    public var copiedFrom: JSONNode?

    /// The largest number of rows or columns a new board may have.
    public static let maximumSide = 20

    /// Checks the id, locale, glyph and size; fails with the reason when one is unusable.
    public init(id: String, name: String, locale: String, glyph: String?, rows: Int, columns: Int) throws(AuthoringError) {
        guard Self.isUsableID(id) else { throw .invalidBoardID(id) }
        if let problem = LabelText.problem(in: name) { throw .unusableText(field: .fieldName, text: name, problem: problem) }
        guard (1...Self.maximumSide).contains(rows), (1...Self.maximumSide).contains(columns) else {
            throw .invalidGridSize(rows: rows, columns: columns)
        }
        guard let tag = Self.usableLocale(locale) else { throw .invalidLanguage(locale) }
        if let glyph, GlyphImage.glyph(glyph) == nil { throw .invalidGlyph(glyph) }
        self.id = id
        self.name = name
        self.locale = tag
        self.glyph = glyph.flatMap(GlyphImage.glyph)
        self.rows = rows
        self.columns = columns
    }

    /// The normalized tag when `locale` is a usable language tag (`en`, `pt-BR`), else nil.
    public static func usableLocale(_ locale: String) -> String? {
        let tag = LanguageTag.normalized(locale)
        guard !tag.isEmpty, tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
            LanguageTag.language(of: tag).allSatisfy(\.isLetter), (2...3).contains(LanguageTag.language(of: tag).count)
        else { return nil }
        return tag
    }

    /// Plain text as HTML text: `&`, `<` and `>` escaped.
    public static func html(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether an id can name a board and its file `boards/ID.obf`: letters, digits, `-` and `_`.
    public static func isUsableID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64
            && id.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }

    /// The entry a board with this id is saved at in a set.
    public var entry: String { "boards/\(id).obf" }

    /// The board's JSON.
    public var json: JSONNode {
        if var copy = copiedFrom {
            copy.setMember("id", to: .text(id))
            copy.setMember("name", to: .text(name))
            return copy
        }
        var members: [(String, JSONNode)] = [
            ("format", "open-board-0.1"),
            ("id", .text(id)),
            ("locale", .text(locale)),
            ("name", .text(name)),
        ]
        if let description, !description.trimmingSpaces.isEmpty {
            members.append(("description_html", .text(Self.html(description))))
        }
        if let glyph { members.append(("ext_talkgrid_glyph", .text(glyph))) }
        let row = JSONNode.array(Array(repeating: JSONNode(.null), count: columns))
        members += [
            ("buttons", .array([])),
            (
                "grid",
                .object([
                    ("rows", JSONNode(integerLiteral: rows)), ("columns", JSONNode(integerLiteral: columns)),
                    ("order", .array(Array(repeating: row, count: rows))),
                ])
            ),
            ("images", .array([])),
            ("sounds", .array([])),
        ]
        return .object(members)
    }
}
