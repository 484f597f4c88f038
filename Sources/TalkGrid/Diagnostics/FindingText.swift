/// What a finding says, as a value: a text of the command line's catalogue (``FindingTextKey``)
/// and its arguments, put into words only when the finding is printed or written out.
///
/// Each text is made by its builder, generated from the catalogue with the key
/// (`.jsonExpectedColon(key: name, found: FindingText.byteEndOfFile)`), so its sentence is declared once, in
/// the catalogue. A validation check's sentences are declared in the check (``FindingMessage``),
/// said as ``said(_:)``.
public struct FindingText: Hashable, Sendable, CaregiverTextConvertible {
    /// The key and arguments.
    public let caregiverText: CaregiverText

    /// A text without arguments.
    public init(_ key: FindingTextKey) {
        assert(!key.takesArguments, "\(key.catalogueKey) has placeholders: make it with its builder")
        caregiverText = CaregiverText(key)
    }

    /// A text and its arguments by name: for the generated builders, which name each placeholder once.
    public init(_ key: FindingTextKey, arguments: WordArguments) {
        caregiverText = CaregiverText(key, arguments: arguments)
    }

    private init(said text: CaregiverText) {
        caregiverText = text
    }

    /// Whether this is the text `key` (whatever its arguments).
    public func says(_ key: FindingTextKey) -> Bool { caregiverText.key as? FindingTextKey == key }

    /// A text in other keys: a validation check's sentence (``FindingMessage``), another library's
    /// (a voice profile's findings).
    public static func said(_ text: CaregiverText) -> FindingText { FindingText(said: text) }
}
