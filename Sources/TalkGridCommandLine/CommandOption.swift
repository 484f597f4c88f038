/// One option of a command: a case of the command's own `Option` enum, written on the command
/// line as `--` and its raw value (`case keypad` is `--keypad`, `case boardName = "board-name"`
/// is `--board-name`).
///
/// `--help` and `-h` belong to every command and are no case: asking for help is its own outcome
/// of parsing (``CommandRequest/help``).
package protocol CommandOption: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// Whether the option takes a value, and whether it may be given more than once.
    var kind: OptionKind { get }
}

/// What an option takes.
package enum OptionKind: Sendable {
    /// No value (`--json`); giving it again is harmless, and counted (`--yes --yes`).
    case flag
    /// One value (`--lang es` or `--lang=es`); given twice it is a usage error, since keeping only
    /// the last would silently drop the first.
    case value
    /// A value that may be given more than once (`--drop 1,1 --drop 2,2`), each kept in order.
    case repeatable
}

/// The options of a command that takes none but `--help`.
package enum NoOption: CommandOption {
    package init?(rawValue: String) { nil }
    package var rawValue: String { switch self {} }
    package var kind: OptionKind { switch self {} }
}
