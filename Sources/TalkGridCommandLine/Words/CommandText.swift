import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

/// A text of the command line: a key into its word catalogue and the arguments of the key's
/// placeholders, put into words by the same ``InterfaceWords`` that resolves the board's texts.
package struct CommandText: CustomStringConvertible, Sendable {
    package var key: CommandTextKey
    package var arguments: WordArguments

    /// A text without arguments. A text with placeholders is made by its generated builder
    /// (`CommandText.lockNotSaved(reason:)`), which says them all.
    package init(_ key: CommandTextKey) {
        assert(!key.takesArguments, "\(key.catalogueKey) has placeholders: make it with its builder")
        self.key = key
        self.arguments = [:]
    }

    /// A text and its arguments by name: for the generated builders, which name each placeholder once.
    package init(_ key: CommandTextKey, arguments: WordArguments) {
        self.key = key
        self.arguments = arguments
    }

    /// The words.
    package var description: String { Self.words.text(key, arguments) }

    /// The command line's words: English (the catalogue built into the binary).
    package static let words = ShippedContent.commandLineWords

    /// A command's help: its usage, a blank line, then what it does.
    package static func help(_ syntax: CommandText, _ body: CommandText) -> String {
        "\(syntax)\n\n\(body)"
    }
}

extension CommandText: CaregiverTextConvertible {
    /// The text, as an argument of another text (`3 boards` inside a summary).
    package var caregiverText: CaregiverText { CaregiverText(key, arguments: arguments) }
}
