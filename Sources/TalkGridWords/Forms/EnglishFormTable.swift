/// English word forms from lemminflect's table, as `scripts/words-data.py` converts it
/// (`forms-en.tsv`: `lemma<TAB>noun|verb|adj|adv<TAB>forms…`, `/` between spellings, the most
/// frequent first), looked up by any of a word's forms: `went` finds *go*'s line.
///
/// Parsing keeps the lines as they are and an index from each word to its lines: about 40,000
/// lines and 150,000 index entries, a few megabytes.
public struct EnglishFormTable: Sendable {
    /// One line: a lemma in one word class and its forms in the class's order.
    public struct Entry: Hashable, Sendable {
        public var lemma: String
        public var wordClass: WordClass
        /// The forms in the class's order (``WordClass/formKinds``), each with its spellings, most
        /// frequent first; empty where the table has none.
        public var forms: [[String]]
    }

    /// The word classes of the table.
    public enum WordClass: String, Sendable, CaseIterable {
        case verb, noun, adj, adv

        /// What the forms of a line of this class are, in the table's order.
        public var formKinds: [FormKind] {
            switch self {
            case .noun: [.plural]
            case .adj, .adv: [.comparative, .superlative]
            case .verb: [.past, .pastParticiple, .presentParticiple, .thirdPerson]
            }
        }
    }

    private var lines: [Substring]
    /// Each word (lemma or form, as written) to its lines; most words have one.
    private var index: [Substring: [Int32]]

    /// The lines of the table; a line that is not `lemma<TAB>class<TAB>forms` is skipped.
    public init(text: String) {
        lines = []
        index = [:]
        lines.reserveCapacity(41_000)
        index.reserveCapacity(120_000)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, WordClass(rawValue: String(fields[1])) != nil else { continue }
            let number = Int32(lines.count)
            lines.append(line)
            func note(_ word: Substring) {
                guard !word.isEmpty else { return }
                if index[word]?.last == number { return }
                index[word, default: []].append(number)
            }
            note(fields[0])
            for field in fields.dropFirst(2) {
                for spelling in field.split(separator: "/") { note(spelling) }
            }
        }
    }

    /// How many lines the table has.
    public var count: Int { lines.count }

    /// The lines a word is on, as lemma or as a form; the lines where it is the lemma first.
    /// Tries the word as written, then in lower case (`Went` finds *go*).
    public func entries(for word: String) -> [Entry] {
        var numbers = index[Substring(word)] ?? []
        if numbers.isEmpty { numbers = index[Substring(word.lowercased())] ?? [] }
        let entries = numbers.compactMap { entry(at: Int($0)) }
        let lowered = word.lowercased()
        return entries.filter { $0.lemma.lowercased() == lowered } + entries.filter { $0.lemma.lowercased() != lowered }
    }

    private func entry(at number: Int) -> Entry? {
        let fields = lines[number].split(separator: "\t", omittingEmptySubsequences: false)
        guard let wordClass = WordClass(rawValue: String(fields[1])) else { return nil }
        let forms = fields.dropFirst(2).map { field in field.split(separator: "/").map(String.init) }
        return Entry(lemma: String(fields[0]), wordClass: wordClass, forms: forms)
    }
}
