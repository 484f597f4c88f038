/// Why the terminal could not be set up, read or written.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input or output is not a terminal (a pipe or a file), so full-screen mode is impossible.
    case notATerminal
    /// Another full-screen terminal is already active in this process.
    case alreadyActive
    /// A system call failed with an errno value.
    case systemCall(String, code: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "not a terminal: run talkgrid in a terminal window (input and output must not be redirected)"
        case .alreadyActive:
            "the terminal is already in full-screen mode"
        case .systemCall(let call, let code):
            "\(call) failed: \(Syscalls.message(forErrorCode: code))"
        }
    }
}
