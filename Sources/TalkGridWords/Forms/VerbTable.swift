import TalkGrid

/// The core verbs of one language, conjugated by the language's regular rules (``VerbRules``) and
/// corrected by the irregular forms written in its table (``CoreVerbs``), looked up by any form.
///
/// A table line is `infinitive` alone (regular) or `infinitive; key=value; …` with keys
/// `p=` (the six present forms, comma-separated), `t=` (the six past forms), `t1=` (the first
/// past form alone, Spanish `llegué`), `pp=` (participle), `g=` (gerund), `s=ie|ue|i` (Spanish
/// stem change), `pret=` (German Präteritum, first person: `ging`, `brachte`),
/// `p23=` (German du and er forms: `gibst,gibt`).
struct VerbTable: Sendable {
    var language: String
    private(set) var verbs: [VerbForms] = []
    private var byText: [String: Int] = [:]

    init(language: String, table: String) {
        self.language = language
        for line in table.split(separator: "\n") {
            let trimmed = String(line).trimmingSpaces
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = trimmed.split(separator: ";").map { String($0).trimmingSpaces }
            var values: [String: String] = [:]
            for part in parts.dropFirst() {
                guard let equals = part.firstIndex(of: "=") else { continue }
                values[String(part[..<equals])] = String(part[part.index(after: equals)...])
            }
            let verb = VerbRules.conjugate(parts[0], language: language, irregular: values)
            let number = verbs.count
            verbs.append(verb)
            for text in verb.allTexts where !text.isEmpty && byText[text] == nil { byText[text] = number }
        }
    }

    /// The verb a word is a form of (`fui` → *ser*), if it is a core verb.
    func verb(for word: String) -> VerbForms? {
        (byText[word] ?? byText[word.lowercased()]).map { verbs[$0] }
    }
}
