/// A text for the caregiver (an error, an edit's summary, a report line) as a library says it:
/// a key of a word catalogue and the arguments of its placeholders, put into words only at the
/// edge by the same ``InterfaceWords`` that resolves the board's texts.
///
/// Each library names its texts with its own ``WordKey`` enum (``AuthoringTextKey`` here); their
/// English words are in the command line's catalogue (`Interface/command-line/en.json`), so a
/// translation of the command line is one more catalogue file, not new code.
public struct CaregiverText: Hashable, Sendable, CaregiverTextConvertible, CustomDebugStringConvertible {
    /// The key, of whichever catalogue enum the library uses.
    public let key: any WordKey
    /// The arguments, named after the placeholders of the key's entry; `count` picks the plural form.
    public var arguments: WordArguments

    /// A text without arguments. A text with placeholders is made by its generated builder
    /// (`AuthoringText.noRoom(board:count:)`), which says them all.
    public init<Key: WordKey>(_ key: Key) {
        assert(!key.takesArguments, "\(key.catalogueKey) has placeholders: make it with its builder")
        self.key = key
        self.arguments = [:]
    }

    /// A text and its arguments by name: for the generated builders, which name each placeholder once.
    public init<Key: WordKey>(_ key: Key, arguments: WordArguments) {
        self.key = key
        self.arguments = arguments
    }

    public static func == (lhs: CaregiverText, rhs: CaregiverText) -> Bool {
        lhs.key.catalogueKey == rhs.key.catalogueKey && type(of: lhs.key) == type(of: rhs.key) && lhs.arguments == rhs.arguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key.catalogueKey)
        hasher.combine(arguments)
    }

    /// The text itself.
    public var caregiverText: CaregiverText { self }

    /// The key and arguments, for logs and test failures (not for people: resolve the words).
    public var debugDescription: String {
        guard !arguments.isEmpty else { return key.catalogueKey }
        return "\(key.catalogueKey)(\(arguments.listed))"
    }
}

/// A value that tells the caregiver something in catalogue words: errors of the libraries, an
/// edit's summary. The edge resolves ``caregiverText`` through its ``InterfaceWords``.
public protocol CaregiverTextConvertible: WordArgument {
    /// What to say, as a key and arguments.
    var caregiverText: CaregiverText { get }
}

extension InterfaceText.Argument {
    /// Something said in catalogue words (a slot, an error) as an argument of another text.
    public static func said(_ value: some CaregiverTextConvertible) -> Self { .caregiver(value.caregiverText) }
}

extension InterfaceWords {
    /// The words of a caregiver text, its placeholders filled in.
    public func text(_ text: CaregiverText) -> String {
        resolve(text.key.catalogueKey, text.arguments)
    }

    /// The words of anything said in catalogue words (an error, a summary).
    public func text(_ value: some CaregiverTextConvertible) -> String {
        text(value.caregiverText)
    }
}
