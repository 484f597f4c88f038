/// Resolves interface texts into the words of one language: the catalogue of that language,
/// English for any text it lacks, and the key itself as a last resort (a text is never lost).
///
/// Pure: the edges load the catalogues (the shipped ones are embedded in the binary) and hand
/// an `InterfaceWords` to every renderer and to the command line.
public struct InterfaceWords: Hashable, Sendable {
    /// The catalogue of the person's language.
    public let catalogue: WordCatalogue
    /// The English catalogue, for texts the language's catalogue lacks.
    public let fallback: WordCatalogue?

    public init(_ catalogue: WordCatalogue, fallback: WordCatalogue? = nil) {
        self.catalogue = catalogue
        self.fallback = fallback
    }

    /// The language the words are in.
    public var language: String { catalogue.language }

    /// The words of a text, its placeholders filled in.
    public func text(_ text: InterfaceText) -> String {
        self.text(text.key, text.arguments)
    }

    /// The words of the entry `key` of any catalogue (the board's ``TextKey``s, the command
    /// line's keys), its placeholders filled in with `arguments`.
    public func text<Key: WordKey>(_ key: Key, _ arguments: WordArguments = [:]) -> String {
        resolve(key.catalogueKey, arguments)
    }

    /// The words of the entry named `key`, its placeholders filled in: the one resolver of every kind of key.
    func resolve(_ key: String, _ arguments: WordArguments) -> String {
        let (pattern, language) = entry(for: key, arguments: arguments)
        return fill(pattern, language: language, arguments: arguments)
    }

    /// What separates a number's whole part from its decimals in the words' language: the
    /// catalogue's `board.numberDecimalSeparator` (`.` in English and Chinese, `,` in French, German,
    /// Spanish and Portuguese).
    public var decimalSeparator: String {
        let key = TextKey.numberDecimalSeparator.catalogueKey
        for catalogue in [catalogue] + (fallback.map { [$0] } ?? []) {
            if case .text(let separator)? = catalogue.entries[key], !separator.isEmpty { return separator }
        }
        return "."
    }

    /// The name printed on a key (`7`, `Enter`, `→`).
    public func name(of key: Key) -> String {
        if let symbol = key.symbol { return symbol }
        return text(InterfaceText(key == .space ? .keySpace : .keyEnter))
    }

    /// The pattern for a key (its plural form chosen by the argument `count`) and the language it is in.
    private func entry(for key: String, arguments: WordArguments) -> (String, String) {
        let found =
            catalogue.entries[key].map { ($0, catalogue.language) }
            ?? fallback.flatMap { fallback in fallback.entries[key].map { ($0, fallback.language) } }
        guard let (entry, language) = found else { return (key, catalogue.language) }
        switch entry {
        case .text(let pattern):
            return (pattern, language)
        case .plural(let forms):
            var count = 0
            if case .number(let number)? = arguments["count"] { count = number }
            let category = PluralCategory.of(count, language: language)
            return (forms[category] ?? forms[.other] ?? key, language)
        }
    }

    /// Replaces each `{name}` with its argument; an unknown placeholder stays as written.
    private func fill(_ pattern: String, language: String, arguments: WordArguments) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = String(rest[afterOpen..<close])
            if let argument = arguments[name] {
                result += value(of: argument)
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The words of one argument.
    func value(of argument: InterfaceText.Argument) -> String {
        switch argument {
        case .text(let text): text
        case .number(let number): String(number)
        case .decimal(let value, let places): DecimalText.digits(value, places: places, separator: decimalSeparator)
        case .key(let key): name(of: key)
        case .words(let inner): text(inner)
        case .caregiver(let inner): text(inner)
        }
    }
}
