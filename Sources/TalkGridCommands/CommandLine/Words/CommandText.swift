import TalkGrid
import TalkGridImport
import TalkGridPictures
import TalkGridPrint
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridWords

/// A text of the command line: a key into its word catalogue and the arguments of the key's
/// placeholders, put into words by the same ``InterfaceWords`` that resolves the board's texts.
struct CommandText: CustomStringConvertible, Sendable {
    var key: CommandTextKey
    var arguments: [String: InterfaceText.Argument]

    /// A text; `arguments` name exactly the key's placeholders (checked in debug builds, so every
    /// test that prints a text checks it).
    init(_ key: CommandTextKey, _ arguments: [String: InterfaceText.Argument] = [:]) {
        assert(
            Set(arguments.keys) == key.placeholders,
            "\(key.catalogueKey) takes \(key.placeholders.sorted()), not \(arguments.keys.sorted())")
        self.key = key
        self.arguments = arguments
    }

    /// The words.
    var description: String { Self.words.text(key, arguments) }

    /// The command line's words: English (the catalogue built into the binary).
    static let words = ShippedContent.commandLineWords

    /// Every kind of key whose words are in the command line's catalogue: its own, and the
    /// caregiver texts of the libraries it prints (errors, summaries).
    static let keyKinds: [any WordKey.Type] = [
        CommandTextKey.self, AuthoringTextKey.self, CaregiverCodeProblem.self, SpeechTextKey.self, ReportTextKey.self, ImportTextKey.self,
        FindingTextKey.self, StorageTextKey.self, PrintTextKey.self, RuleTextKey.self, CheckTextKey.self, PictureTextKey.self,
        TerminalTextKey.self,
        SessionTextKey.self, RunTextKey.self, FormTextKey.self,
    ]

    /// "3 boards": a count in its plural form, as an argument of another text.
    static func counted(_ key: CommandTextKey, _ count: Int) -> InterfaceText.Argument {
        .caregiver(CaregiverText(key, ["count": .number(count)]))
    }

    /// A command's help: its usage, a blank line, then what it does.
    static func help(_ syntax: CommandTextKey, _ body: CommandTextKey, _ arguments: [String: InterfaceText.Argument] = [:]) -> String {
        "\(CommandText(syntax))\n\n\(CommandText(body, arguments))"
    }
}
