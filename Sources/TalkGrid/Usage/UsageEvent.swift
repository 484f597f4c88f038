/// One thing the person did that the usage record keeps: a pick, a message spoken, a delete or a
/// clear. The session gives these as ``SessionEffect/record(_:)``; the edge adds the time.
public struct UsageEvent: Hashable, Sendable {
    /// What happened.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// A cell was picked (a word, a letter, an ending, a folder, an action).
        case pick
        /// The message was spoken (the whole message: what the person said).
        case said
        /// The last word or letter was taken off the message.
        case delete
        /// The message was emptied.
        case clear
    }

    /// What a pick added to the message.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// A word or phrase from a symbol cell (LAM `SMP`).
        case word
        /// One letter while spelling (LAM `SPE`).
        case letter
        /// An ending joined to the word before (`+ing`).
        case ending
        /// Punctuation.
        case punctuation
        /// The end of a spelled word (`:space`).
        case space
        /// A word offered by prediction or a changed form of a word (LAM `WPR`).
        case predicted
        /// Nothing added: a folder or an action (speak, clear, back).
        case none

        /// The unit for a message entry's kind.
        public init(_ kind: MessageEntry.Kind) {
            switch kind {
            case .word: self = .word
            case .letter: self = .letter
            case .suffix: self = .ending
            case .punctuation: self = .punctuation
            case .wordBreak: self = .space
            }
        }
    }

    public var action: Action
    /// How the person did it (the key, touch or switch that did it).
    public var method: PickMethod
    /// The language of the words (BCP-47).
    public var language: String
    /// The id of the board it happened on.
    public var board: String
    /// The id of the cell picked; nil for what no cell did (the Enter key, the delete key).
    public var cell: String?
    /// What a pick added; ``Unit/none`` for the other actions.
    public var unit: Unit
    /// The words: a pick's (what the cell said or showed), the message spoken, the word or letter
    /// deleted, the message cleared.
    public var text: String

    public init(
        _ action: Action, method: PickMethod, language: String, board: String, cell: String? = nil, unit: Unit = .none,
        text: String
    ) {
        self.action = action
        self.method = method
        self.language = language
        self.board = board
        self.cell = cell
        self.unit = unit
        self.text = text
    }
}
