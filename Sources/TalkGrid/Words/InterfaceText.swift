/// An interface text as the core says it: a key into the word catalogues and its arguments,
/// resolved into words of the person's language only at the edge (``InterfaceWords``).
///
/// Arguments are named after the placeholders of the catalogue entry (`{board}` takes the
/// argument `board`). The argument named `count` chooses the plural form of entries that have
/// plural forms.
public struct InterfaceText: Hashable, Sendable {
    /// One argument of a text.
    public enum Argument: Hashable, Sendable {
        /// Text shown as it is: a board's name, a cell's label, a file name, a reason.
        case text(String)
        /// A number, written in digits.
        case number(Int)
        /// A number with decimals, `value` / 10^`places` (`.decimal(1500, places: 3)` is 1.5), written
        /// with the language's decimal separator and no trailing zeros (`1.5`, `1,5`, `2`).
        case decimal(Int, places: Int)
        /// A key, by the name printed on it (`7`, `Enter`, `→`).
        case key(Key)
        /// Another interface text (a setting's value inside "Layout: {value}").
        indirect case words(InterfaceText)
        /// A caregiver text of a library (an error's reason inside another error).
        indirect case caregiver(CaregiverText)
    }

    public var key: TextKey
    public var arguments: WordArguments

    /// A text without arguments. A text with placeholders is made by its generated builder
    /// (`InterfaceText.titlePage(page:count:)`), which says them all.
    public init(_ key: TextKey) {
        assert(!key.takesArguments, "\(key.catalogueKey) has placeholders: make it with its builder")
        self.key = key
        self.arguments = [:]
    }

    /// A text and its arguments by name: for the generated builders, which name each placeholder once.
    public init(_ key: TextKey, arguments: WordArguments) {
        self.key = key
        self.arguments = arguments
    }
}

extension InterfaceText: CustomStringConvertible {
    /// The key and arguments, for logs and test failures (not for people: resolve the words).
    public var description: String {
        guard !arguments.isEmpty else { return key.catalogueKey }
        return "\(key.catalogueKey)(\(arguments.listed))"
    }
}

extension InterfaceText.Argument: CustomStringConvertible {
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .number(let number): String(number)
        case .decimal(let value, let places): DecimalText.digits(value, places: places, separator: ".")
        case .key(let key): key.token
        case .words(let text): text.description
        case .caregiver(let text): text.debugDescription
        }
    }
}
