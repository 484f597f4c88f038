import TalkGrid
import TalkGridShipped

/// Why the terminal could not be set up, read or written.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// The input or output is not a terminal (a pipe or a file), so full-screen mode is impossible.
    case notATerminal
    /// Another full-screen terminal is already active in this process.
    case alreadyActive
    /// A system call failed with an errno value.
    case systemCall(String, code: Int32)

    public var caregiverText: CaregiverText {
        switch self {
        case .notATerminal: CaregiverText(TerminalTextKey.notATerminal)
        case .alreadyActive: CaregiverText(TerminalTextKey.alreadyActive)
        case .systemCall(let call, let code):
            TerminalText.systemCall(call: call, reason: Syscalls.message(forErrorCode: code))
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
