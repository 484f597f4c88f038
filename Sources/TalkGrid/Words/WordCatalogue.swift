/// The interface words of one language, read from a catalogue file (`Interface/en.json`):
/// a JSON object of text key -> words, or for texts with a number, key -> an object of CLDR
/// plural forms (`{"one": "{count} word", "other": "{count} words"}`).
///
/// Placeholders in braces (`{board}`) take the text's arguments. Keys the core does not know
/// are kept (a newer catalogue works with an older program) and never shown.
public struct WordCatalogue: Hashable, Sendable {
    /// The words of one entry.
    public enum Entry: Hashable, Sendable {
        case text(String)
        /// The forms by plural category; `other` is always present.
        case plural([PluralCategory: String])

        /// Every text of the entry: the one text, or each plural form.
        public var forms: [String] {
            switch self {
            case .text(let text): [text]
            case .plural(let forms): Array(forms.values)
            }
        }
    }

    /// The catalogue's language (`en`, `pt`, `zh`), which decides its plural forms.
    public var language: String
    /// The entries by catalogue key, as written in the file (``WordKey/catalogueKey``).
    public var entries: [String: Entry]

    public init(language: String, entries: [String: Entry]) {
        self.language = language
        self.entries = entries
    }

    /// Reads a catalogue file; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], language: String, file: String) throws(WordCatalogueError) -> WordCatalogue {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: file)
        } catch {
            throw .invalidJSON(error)
        }
        guard let members = root.members else { throw .notAnObject(file: file, position: root.position) }
        var entries: [String: Entry] = [:]
        for member in members {
            if let text = member.value.string {
                entries[member.key] = .text(text)
                continue
            }
            guard let forms = member.value.members else {
                throw .invalidEntry(file: file, key: member.key, position: member.value.position)
            }
            var plural: [PluralCategory: String] = [:]
            for form in forms {
                guard let category = PluralCategory(rawValue: form.key) else {
                    throw .unknownPluralCategory(file: file, key: member.key, category: form.key, position: form.keyPosition)
                }
                guard let text = form.value.string else {
                    throw .invalidEntry(file: file, key: member.key, position: form.value.position)
                }
                plural[category] = text
            }
            guard plural[.other] != nil else {
                throw .missingOtherForm(file: file, key: member.key, position: member.value.position)
            }
            entries[member.key] = .plural(plural)
        }
        return WordCatalogue(language: language, entries: entries)
    }

    /// The keys of the core that have no entry here (empty for a complete catalogue).
    public var missingKeys: [TextKey] { missingKeys(of: TextKey.self) }

    /// The keys of a kind (the board's, the command line's) that have no entry here.
    public func missingKeys<Key: WordKey>(of kind: Key.Type) -> [Key] {
        Key.allCases.filter { entries[$0.catalogueKey] == nil }
    }
}
