/// A terminal switched to raw mode, remembering its settings from before.
///
/// Raw mode delivers every key as it is pressed, without echo or line editing, and turns
/// Ctrl-C into an ordinary byte. ``restore()`` puts the saved settings back exactly.
public struct RawMode: Sendable {
    /// The terminal in raw mode.
    public let fileDescriptor: Int32
    /// The settings from before, which ``restore()`` gives back.
    public let original: TerminalSettings

    /// Saves a terminal's settings and switches it to raw mode.
    ///
    /// - Throws: ``TerminalError/notATerminal`` when the descriptor is no terminal.
    public static func enter(fileDescriptor: Int32) throws(TerminalError) -> RawMode {
        let original = try TerminalSettings.current(of: fileDescriptor)
        try Syscalls.setAttributes(original.raw.storage, of: fileDescriptor, when: .afterOutputDiscardingInput)
        return RawMode(fileDescriptor: fileDescriptor, original: original)
    }

    /// Gives the terminal back the settings it had before raw mode.
    public func restore() throws(TerminalError) {
        try original.apply(to: fileDescriptor)
    }
}
