/// The name of one sentence of a validation check in the command line's word catalogue
/// (`check.NAME`): the ``FindingMessage``s each check declares beside the code that reports them.
public struct CheckTextKey: WordKey {
    public static let catalogueSection = "check"

    /// The sentence's name, as its check declares it.
    public let rawValue: String

    public init?(rawValue: String) { self.rawValue = rawValue }

    init(name: String) { rawValue = name }

    /// Every sentence of every check.
    public static var allCases: [CheckTextKey] { DiagnosticCatalogue.messages.map(\.key) }
}
