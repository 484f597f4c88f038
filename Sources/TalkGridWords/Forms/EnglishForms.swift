/// English forms: lemminflect's table (when installed) and what it leaves out, written here: *be*,
/// the modal verbs, the negatives of the helping verbs, *people*, and the possessive of nouns.
struct EnglishForms: Sendable {
    var table: EnglishFormTable?

    /// The forms of a word, its base form first; empty when the word has none known.
    func forms(of word: String) -> [WordForm] {
        var forms: [WordForm] = []
        func add(_ form: WordForm) {
            guard !form.text.isEmpty, !forms.contains(where: { $0.text == form.text }) else { return }
            forms.append(form)
        }
        let lowered = word.lowercased()
        // A helping verb's forms are all written here; the table's lines of the same spelling are
        // other words (to can food, a will).
        if let group = Self.written.first(where: { group in group.contains { $0.text == lowered } }) {
            return group
        }
        let entries = table?.entries(for: word) ?? []
        let ordered =
            [EnglishFormTable.WordClass.verb, .adj, .adv, .noun].flatMap { wordClass in
                entries.filter { $0.wordClass == wordClass && $0.lemma.lowercased() == lowered }
            } + entries.filter { $0.lemma.lowercased() != lowered }
        for entry in ordered {
            add(WordForm(entry.lemma, .base))
            for (kind, spellings) in zip(entry.wordClass.formKinds, entry.forms) {
                guard let first = spellings.first else { continue }
                add(WordForm(first, kind))
            }
            if let negatives = Self.negatives[entry.lemma], entry.wordClass == .verb {
                negatives.forEach(add)
            }
            if entry.wordClass == .noun {
                add(WordForm(Self.possessive(entry.lemma), .possessive))
                if let plural = entry.forms.first?.first, plural != entry.lemma { add(WordForm(Self.possessive(plural), .possessive)) }
            }
        }
        for (singular, plural) in Self.extraPlurals where lowered == singular || lowered == plural {
            return [
                WordForm(singular, .base), WordForm(plural, .plural), WordForm(Self.possessive(singular), .possessive),
                WordForm(Self.possessive(plural), .possessive),
            ]
        }
        return forms
    }

    /// `dog's`, `children's`, `dogs'`.
    static func possessive(_ noun: String) -> String {
        noun.hasSuffix("s") && noun.count > 2 && !noun.hasSuffix("ss") ? noun + "'" : noun + "'s"
    }

    /// The helping and modal verbs lemminflect leaves out of its table (its code has them): each group
    /// is one verb's forms, base first.
    static let written: [[WordForm]] = [
        [
            WordForm("be", .base), WordForm("am", .present(.i)), WordForm("is", .thirdPerson), WordForm("are", .present(.they)),
            WordForm("was", .pastFor(.i)), WordForm("were", .pastFor(.they)), WordForm("been", .pastParticiple),
            WordForm("being", .presentParticiple), WordForm("isn't", .negative), WordForm("aren't", .negative),
            WordForm("wasn't", .negative), WordForm("weren't", .negative),
        ],
        [WordForm("can", .base), WordForm("could", .past), WordForm("can't", .negative), WordForm("couldn't", .negative)],
        [WordForm("will", .base), WordForm("would", .past), WordForm("won't", .negative), WordForm("wouldn't", .negative)],
        [WordForm("shall", .base), WordForm("should", .past), WordForm("shouldn't", .negative)],
        [WordForm("may", .base), WordForm("might", .past), WordForm("mightn't", .negative)],
        [WordForm("must", .base), WordForm("mustn't", .negative)],
    ]

    /// The negatives of *do* and *have*, added to their table lines.
    static let negatives: [String: [WordForm]] = [
        "do": [WordForm("don't", .negative), WordForm("doesn't", .negative), WordForm("didn't", .negative)],
        "have": [WordForm("haven't", .negative), WordForm("hasn't", .negative), WordForm("hadn't", .negative)],
    ]

    /// Plurals the table does not give as everyday speech has them: *person* → *people*.
    static let extraPlurals: [(singular: String, plural: String)] = [("person", "people")]
}
