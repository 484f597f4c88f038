import Glibc

/// A terminal's line settings (termios), saved so they can be given back exactly.
public struct TerminalSettings: Equatable, Sendable {
    var storage: termios

    init(_ storage: termios) {
        self.storage = storage
    }

    /// Reads the current settings of a terminal.
    public static func current(of fileDescriptor: Int32) throws(TerminalError) -> TerminalSettings {
        TerminalSettings(try Syscalls.attributes(of: fileDescriptor))
    }

    /// Applies these settings to a terminal.
    public func apply(to fileDescriptor: Int32) throws(TerminalError) {
        try Syscalls.setAttributes(storage, of: fileDescriptor, when: .afterOutput)
    }

    /// These settings in raw mode: keys arrive one byte at a time, unechoed, and Ctrl-C
    /// arrives as the byte 0x03 instead of a signal.
    public var raw: TerminalSettings {
        TerminalSettings(Syscalls.rawAttributes(from: storage))
    }

    /// Whether input comes a line at a time (canonical mode).
    public var readsLines: Bool { storage.c_lflag & tcflag_t(ICANON) != 0 }
    /// Whether typed characters are echoed.
    public var echoes: Bool { storage.c_lflag & tcflag_t(ECHO) != 0 }
    /// Whether Ctrl-C, Ctrl-\ and Ctrl-Z send signals.
    public var sendsSignals: Bool { storage.c_lflag & tcflag_t(ISIG) != 0 }

    public static func == (lhs: TerminalSettings, rhs: TerminalSettings) -> Bool {
        let a = lhs.storage
        let b = rhs.storage
        guard a.c_iflag == b.c_iflag, a.c_oflag == b.c_oflag, a.c_cflag == b.c_cflag,
            a.c_lflag == b.c_lflag, a.c_line == b.c_line,
            a.c_ispeed == b.c_ispeed, a.c_ospeed == b.c_ospeed
        else { return false }
        return withUnsafeBytes(of: a.c_cc) { first in
            withUnsafeBytes(of: b.c_cc) { second in first.elementsEqual(second) }
        }
    }
}
