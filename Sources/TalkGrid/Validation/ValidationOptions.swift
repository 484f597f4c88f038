/// What the caller tells the validator about the person and the machine.
public struct ValidationOptions: Equatable, Sendable {
    /// The most cells one screen should offer before the validator warns (`too-many-options`).
    ///
    /// Assistive Access shows a handful of large choices at a time. A keypad reaches 9 cells with
    /// one key and, with zoom selection, 36 cells in a 6x6 grid with two presses whose regions
    /// still hold at most four cells each; beyond that a board is hard to scan. Configurable,
    /// because core-vocabulary boards for experienced communicators are larger on purpose.
    public var maximumOptionsPerScreen: Int
    /// Language tags (`en`, `es-419`) that have an installed voice; nil skips the `no-voice` check.
    public var voiceLanguages: [String]?
    /// Report every field the OBF spec does not define, even the well-known apps' own (`--strict`).
    public var strict: Bool

    /// The default limit of options on one screen.
    public static let defaultMaximumOptionsPerScreen = 36

    public init(maximumOptionsPerScreen: Int = defaultMaximumOptionsPerScreen, voiceLanguages: [String]? = nil, strict: Bool = false) {
        self.maximumOptionsPerScreen = maximumOptionsPerScreen
        self.voiceLanguages = voiceLanguages
        self.strict = strict
    }
}
