import Synchronization

/// The terminal taken over for a full-screen program, and always given back.
///
/// Creating one saves the terminal's settings, switches to raw mode and the alternate
/// screen and hides the cursor. The terminal is given back exactly as it was by
/// ``restore()``, when the value goes away, when the process calls `exit`, and when
/// `SIGTERM`, `SIGHUP`, `SIGINT`, `SIGQUIT` or a crash signal ends the process (the handler
/// restores it, then the signal takes its normal course). Ctrl-C typed in raw mode is not a
/// signal: it arrives as ``KeyPress/interrupt`` from ``input``. `SIGWINCH` arrives as an
/// ``InputEvent/resize(_:)`` event.
///
/// Only one can be active at a time in a process.
public final class FullScreenTerminal: Sendable {
    /// Which screen modes to turn on.
    public struct Options: Sendable, Equatable {
        /// Draw on the alternate screen, leaving the shell's screen untouched.
        public var alternateScreen: Bool
        public var hideCursor: Bool
        /// Make the numeric keypad send its own sequences; off by default, because plain
        /// digits are what every keypad sends and what ``KeyDecoder`` needs least help with.
        public var applicationKeypad: Bool
        /// Ask for the kitty keyboard protocol, which tells the keypad's keys from the arrows and
        /// editing keys whether Num Lock is on or off (terminals without it ignore the request).
        public var keypadKeys: Bool

        public init(alternateScreen: Bool = true, hideCursor: Bool = true, applicationKeypad: Bool = false, keypadKeys: Bool = false) {
            self.alternateScreen = alternateScreen
            self.hideCursor = hideCursor
            self.applicationKeypad = applicationKeypad
            self.keypadKeys = keypadKeys
        }

        /// The full-screen board's: the keypad told apart as far as the terminal can (application
        /// keypad mode, the kitty keyboard protocol).
        public static let board = Options(applicationKeypad: true, keypadKeys: true)

        /// The bytes that turn the modes on.
        public var enterBytes: [UInt8] {
            var bytes: [UInt8] = []
            if alternateScreen { bytes += ControlSequence.enterAlternateScreen }
            if hideCursor { bytes += ControlSequence.hideCursor }
            if applicationKeypad { bytes += ControlSequence.applicationKeypad }
            if keypadKeys { bytes += ControlSequence.reportKeypadKeys }
            bytes += ControlSequence.disableLineWrap
            bytes += ControlSequence.resetStyle + ControlSequence.clearScreen
            return bytes
        }

        /// The bytes that turn them off again, in reverse order.
        public var leaveBytes: [UInt8] {
            var bytes = ControlSequence.resetStyle + ControlSequence.enableLineWrap
            if keypadKeys { bytes += ControlSequence.stopReportingKeypadKeys }
            if applicationKeypad { bytes += ControlSequence.normalKeypad }
            if hideCursor { bytes += ControlSequence.showCursor }
            if alternateScreen { bytes += ControlSequence.leaveAlternateScreen }
            return bytes
        }
    }

    public let options: Options
    /// The output descriptor frames are written to.
    public let outputFileDescriptor: Int32
    /// Keys and resizes; read it from a thread of its own (see ``InputReader``).
    public let input: InputReader
    let rawMode: RawMode
    /// Whether the terminal is still taken; also serializes writes.
    private let isActive = Mutex(true)

    /// Whether some full-screen terminal is active in this process.
    private static let isClaimed = Mutex(false)

    /// Takes over the terminal.
    ///
    /// - Throws: ``TerminalError/notATerminal`` when input or output is not a terminal,
    ///   ``TerminalError/alreadyActive`` when another one is active.
    public init(
        inputFileDescriptor: Int32 = 0, outputFileDescriptor: Int32 = 1, options: Options = Options()
    ) throws(TerminalError) {
        guard Syscalls.isTerminal(inputFileDescriptor), Syscalls.isTerminal(outputFileDescriptor) else {
            throw .notATerminal
        }
        let claimed = Self.isClaimed.withLock { isClaimed in
            defer { isClaimed = true }
            return !isClaimed
        }
        guard claimed else { throw .alreadyActive }
        self.options = options
        self.outputFileDescriptor = outputFileDescriptor
        do throws(TerminalError) {
            input = try InputReader(fileDescriptor: inputFileDescriptor, sizeFileDescriptor: outputFileDescriptor)
            rawMode = try RawMode.enter(fileDescriptor: inputFileDescriptor)
        } catch {
            Self.isClaimed.withLock { $0 = false }
            throw error
        }
        do throws(TerminalError) {
            try SignalRestorer.arm(
                rawMode: rawMode, outputFileDescriptor: outputFileDescriptor, leaveBytes: options.leaveBytes,
                wakeUpFileDescriptor: input.wakeUpWrite)
            try Self.write(options.enterBytes, to: outputFileDescriptor)
        } catch {
            SignalRestorer.disarm()
            try? rawMode.restore()
            Self.isClaimed.withLock { $0 = false }
            throw error
        }
    }

    deinit {
        restore()
    }

    /// Takes over the terminal for the duration of `body` and gives it back afterwards,
    /// whether `body` returns or throws.
    public static func run<Result>(
        options: Options = Options(), _ body: (FullScreenTerminal) throws -> Result
    ) throws -> Result {
        let terminal = try FullScreenTerminal(options: options)
        defer { terminal.restore() }
        return try body(terminal)
    }

    /// The terminal's current size.
    public var size: TerminalSize {
        TerminalSize.current(of: outputFileDescriptor)
    }

    /// Writes one frame (or any bytes) in one go; does nothing once restored.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        try isActive.withLock { (isActive) throws(TerminalError) in
            guard isActive else { return }
            try Self.write(bytes, to: outputFileDescriptor)
        }
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, restores the
    /// saved settings exactly, removes the signal handlers and stops ``input``. Safe to call
    /// more than once.
    public func restore() {
        let wasActive = isActive.withLock { isActive in
            defer { isActive = false }
            return isActive
        }
        guard wasActive else { return }
        SignalRestorer.disarm()
        try? Self.write(options.leaveBytes, to: outputFileDescriptor)
        try? rawMode.restore()
        input.stop()
        Self.isClaimed.withLock { $0 = false }
    }

    private static func write(_ bytes: [UInt8], to fileDescriptor: Int32) throws(TerminalError) {
        try Syscalls.writeAll(fileDescriptor, bytes)
    }
}
