/// Checks one language's catalogue of interface texts against the English one, strictly.
///
/// A catalogue is a JSON object from text key to text: a string, or for a text that counts
/// something an object from CLDR plural category to string (`{"one": "…", "other": "…"}`).
/// Placeholders are written `{name}`. A translation must give every English key, no other key,
/// the same placeholders as English in each of its forms, and for counting texts the plural
/// categories its language uses (at least `other`). Each finding is located in the file.
public struct WordCatalogueCheck: Sendable {
    /// One English text: its placeholders, and whether it counts something.
    struct Reference: Sendable {
        var placeholders: Set<String>
        var isPlural: Bool
        var example: String
    }

    private let reference: [String: Reference]
    private let referenceOrder: [String]

    /// A check against the English catalogue given as its JSON bytes (already known to be sound).
    public init(english: [UInt8]) throws(JSONParseError) {
        let root = try JSONParser.parse(english, file: "en.json")
        var reference: [String: Reference] = [:]
        var order: [String] = []
        if case .object(let members) = root.value {
            for member in members where reference[member.key] == nil {
                let forms = Self.forms(of: member.value)
                reference[member.key] = Reference(
                    placeholders: Set(forms.flatMap { Self.placeholders(in: $0.text) ?? [] }),
                    isPlural: { if case .object = member.value.value { true } else { false } }(),
                    example: forms.last?.text ?? "")
                order.append(member.key)
            }
        }
        self.reference = reference
        referenceOrder = order
    }

    /// The findings for a catalogue of `language` read from `bytes`; `file` names it in the findings.
    public func check(_ bytes: [UInt8], file: String, language: String) -> [Diagnostic] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: file)
        } catch {
            return [error.diagnostic]
        }
        guard case .object(let members) = root.value else {
            return [
                Diagnostic(
                    .error, code: Self.notAnObject,
                    .catalogueNotObject(found: root.value.kindWord),
                    file: file, position: root.position, path: .root)
            ]
        }
        var findings: [Diagnostic] = []
        for duplicate in root.duplicateKeys() {
            findings.append(
                Diagnostic(
                    .error, code: Self.duplicateKey,
                    .catalogueTextTwice(key: duplicate.key, line: duplicate.firstPosition.line),
                    file: file, position: duplicate.repeated.keyPosition,
                    path: duplicate.objectPath.member(duplicate.key)))
        }
        let categories = PluralCategory.categories(for: language)
        var seen: Set<String> = []
        for member in members where seen.insert(member.key).inserted {
            let path = JSONPath.root.member(member.key)
            guard let english = reference[member.key] else {
                let near = Self.closest(to: member.key, in: referenceOrder.filter { !members.map(\.key).contains($0) })
                findings.append(
                    Diagnostic(
                        .error, code: Self.unknownKey,
                        near.map { .catalogueUnknownKeyNear(key: member.key, near: $0) } ?? .catalogueUnknownKey(key: member.key),
                        file: file, position: member.keyPosition, path: path))
                continue
            }
            findings += checkText(member, english: english, categories: categories, file: file, path: path)
        }
        for key in referenceOrder where !seen.contains(key) {
            findings.append(
                Diagnostic(
                    .error, code: Self.missingKey,
                    .catalogueMissingKey(key: key, english: reference[key]?.example ?? ""), file: file,
                    position: root.position, path: JSONPath.root.member(key)))
        }
        return findings
    }

    /// The findings for one text: its shape, plural forms and placeholders against English.
    private func checkText(
        _ member: JSONMember, english: Reference, categories: Set<PluralCategory>, file: String, path: JSONPath
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func finding(_ code: String, _ text: FindingText, _ position: TextPosition, _ path: JSONPath) {
            findings.append(Diagnostic(.error, code: code, text, file: file, position: position, path: path))
        }
        var forms: [(text: String, position: TextPosition, path: JSONPath)] = []
        switch member.value.value {
        case .string(let text):
            if english.isPlural {
                finding(
                    Self.wrongShape, .catalogueNeedsPlural(example: #"{"one": …, "other": …}"#),
                    member.value.position, path)
            }
            forms = [(text, member.value.position, path)]
        case .object(let plural):
            guard english.isPlural else {
                finding(Self.wrongShape, .catalogueNeedsString, member.value.position, path)
                return findings
            }
            for form in plural {
                guard let category = PluralCategory(rawValue: form.key), categories.contains(category) else {
                    let names = PluralCategory.allCases.filter(categories.contains).map(\.rawValue).joined(separator: ", ")
                    finding(
                        Self.pluralCategory, .catalogueNotPluralForm(form: form.key, forms: names),
                        form.keyPosition, path.member(form.key))
                    continue
                }
                guard case .string(let text) = form.value.value else {
                    finding(
                        Self.wrongShape, .cataloguePluralNotString(found: form.value.value.kindWord), form.value.position,
                        path.member(form.key))
                    continue
                }
                forms.append((text, form.value.position, path.member(form.key)))
            }
            if !plural.contains(where: { $0.key == PluralCategory.other.rawValue }) {
                finding(Self.pluralCategory, .catalogueNoOtherForm, member.value.position, path)
            }
        default:
            finding(
                Self.wrongShape, .catalogueTextNotString(found: member.value.value.kindWord),
                member.value.position, path)
        }
        for form in forms {
            if form.text.allSatisfy(\.isWhitespace) {
                finding(Self.emptyText, .catalogueEmptyText, form.position, form.path)
                continue
            }
            guard let names = Self.placeholders(in: form.text) else {
                finding(
                    Self.placeholderMismatch, .catalogueUnpairedBrace(open: "{", close: "}", example: "{name}"), form.position,
                    form.path)
                continue
            }
            let used = Set(names)
            for name in english.placeholders.subtracting(used).sorted() {
                finding(Self.placeholderMismatch, .catalogueMissingPlaceholder(placeholder: "{\(name)}"), form.position, form.path)
            }
            for name in used.subtracting(english.placeholders).sorted() {
                finding(
                    Self.placeholderMismatch,
                    english.placeholders.isEmpty
                        ? .catalogueExtraPlaceholderNone(placeholder: "{\(name)}")
                        : .catalogueExtraPlaceholder(
                            placeholder: "{\(name)}", english: english.placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")),
                    form.position, form.path)
            }
        }
        return findings
    }

    /// The strings of a text (its plural forms, in file order).
    static func forms(of node: JSONNode) -> [(category: String?, text: String)] {
        switch node.value {
        case .string(let text): [(nil, text)]
        case .object(let members):
            members.compactMap { member in
                if case .string(let text) = member.value.value { (member.key, text) } else { nil }
            }
        default: []
        }
    }

    /// The placeholder names in a text, in order; nil when its braces do not pair up.
    static func placeholders(in text: String) -> [String]? {
        var names: [String] = []
        var current: String?
        for character in text {
            switch character {
            case "{":
                guard current == nil else { return nil }
                current = ""
            case "}":
                guard let name = current, !name.isEmpty else { return nil }
                names.append(name)
                current = nil
            default:
                current?.append(character)
            }
        }
        return current == nil ? names : nil
    }

    /// The key among `candidates` nearest to `key` by edit distance, when it is near enough to be a misspelling.
    static func closest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(Array(key), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 4) else { return nil }
        return best.0
    }

    /// Levenshtein distance: the fewest characters to insert, delete or change to turn one into the other.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    // The finding codes (`talkgrid interface-check` prints them).
    /// The file is JSON but not an object.
    public static let notAnObject = "interface-not-an-object"
    /// A text English has is missing.
    public static let missingKey = "interface-missing-text"
    /// A text English does not have (often a misspelt key).
    public static let unknownKey = "interface-unknown-text"
    /// A text given twice.
    public static let duplicateKey = "interface-duplicate-text"
    /// A string where English counts (or the other way round), or a value that is no text.
    public static let wrongShape = "interface-wrong-shape"
    /// A plural form the language does not have, or no `other` form.
    public static let pluralCategory = "interface-plural-form"
    /// A placeholder missing, added or unpaired compared with English.
    public static let placeholderMismatch = "interface-placeholder"
    /// A text with no words.
    public static let emptyText = "interface-empty-text"
}
