import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

/// A text of the command line: a key into its word catalogue and the arguments of the key's
/// placeholders, put into words by the same ``InterfaceWords`` that resolves the board's texts.
package struct CommandText: CustomStringConvertible, Sendable {
    package var key: CommandTextKey
    package var arguments: [String: InterfaceText.Argument]

    /// A text; `arguments` name exactly the key's placeholders (checked in debug builds, so every
    /// test that prints a text checks it).
    package init(_ key: CommandTextKey, _ arguments: [String: InterfaceText.Argument] = [:]) {
        assert(
            Set(arguments.keys) == key.placeholders,
            "\(key.catalogueKey) takes \(key.placeholders.sorted()), not \(arguments.keys.sorted())")
        self.key = key
        self.arguments = arguments
    }

    /// The words.
    package var description: String { Self.words.text(key, arguments) }

    /// The command line's words: English (the catalogue built into the binary).
    package static let words = ShippedContent.commandLineWords

    /// "3 boards": a count in its plural form, as an argument of another text.
    package static func counted(_ key: CommandTextKey, _ count: Int) -> InterfaceText.Argument {
        .caregiver(CaregiverText(key, ["count": .number(count)]))
    }

    /// A command's help: its usage, a blank line, then what it does.
    package static func help(_ syntax: CommandTextKey, _ body: CommandTextKey, _ arguments: [String: InterfaceText.Argument] = [:])
        -> String
    {
        "\(CommandText(syntax))\n\n\(CommandText(body, arguments))"
    }
}
