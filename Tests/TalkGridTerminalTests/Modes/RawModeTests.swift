import Glibc
import Testing

@testable import TalkGridTerminal

@Suite("Raw mode")
struct RawModeTests {
    @Test("raw mode turns off line editing, echo and signal keys, and restore gives back the exact settings")
    func roundTrip() throws {
        let pty = try PseudoTerminal()
        let before = try TerminalSettings.current(of: pty.terminal)
        #expect(before.readsLines && before.echoes && before.sendsSignals)

        let raw = try RawMode.enter(fileDescriptor: pty.terminal)
        #expect(raw.original == before)
        let during = try TerminalSettings.current(of: pty.terminal)
        #expect(!during.readsLines && !during.echoes && !during.sendsSignals)
        #expect(during != before)

        try raw.restore()
        let after = try TerminalSettings.current(of: pty.terminal)
        #expect(after == before)
        var beforeStorage = before.storage
        var afterStorage = after.storage
        #expect(memcmp(&beforeStorage, &afterStorage, MemoryLayout<termios>.offset(of: \termios.c_ispeed)!) == 0)
    }

    @Test("keys typed in raw mode arrive at once and are not echoed; Ctrl-C is a byte")
    func rawInput() throws {
        let pty = try PseudoTerminal()
        let raw = try RawMode.enter(fileDescriptor: pty.terminal)
        defer { try? raw.restore() }
        pty.type([0x37, 0x03])
        var buffer = [UInt8](repeating: 0, count: 16)
        var entry = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 2000) == 1)
        let count = try #require(try Syscalls.read(pty.terminal, into: &buffer))
        #expect(Array(buffer[..<count]) == [0x37, 0x03])
        #expect(pty.readOutput().isEmpty)  // no echo
    }

    @Test("a pipe is not a terminal")
    func notATerminal() {
        let pipe = TestPipe()
        #expect(throws: TerminalError.notATerminal) { try RawMode.enter(fileDescriptor: pipe.readEnd) }
        #expect(throws: TerminalError.notATerminal) {
            try FullScreenTerminal(inputFileDescriptor: pipe.readEnd, outputFileDescriptor: pipe.writeEnd)
        }
    }
}

/// Tests that take over a terminal run one at a time: only one can be active per process,
/// and they install process-wide signal handlers.
@Suite("Full-screen terminal", .serialized)
struct FullScreenTerminalTests {
    @Test("entering and restoring writes the mode sequences and gives back the settings exactly")
    func enterAndRestore() throws {
        let pty = try PseudoTerminal()
        let before = try TerminalSettings.current(of: pty.terminal)
        let terminal = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        #expect(pty.readOutput().visible == "␛[?1049h␛[?25l␛[?7l␛[0m␛[2J")
        #expect(try !TerminalSettings.current(of: pty.terminal).readsLines)
        #expect(throws: TerminalError.alreadyActive) {
            try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        }

        try terminal.write(Array("frame".utf8))
        #expect(pty.readOutput() == Array("frame".utf8))

        terminal.restore()
        #expect(pty.readOutput().visible == "␛[0m␛[?7h␛[?25h␛[?1049l")
        #expect(try TerminalSettings.current(of: pty.terminal) == before)
        terminal.restore()  // a second time does nothing
        try terminal.write(Array("late".utf8))
        #expect(pty.readOutput().isEmpty)
        #expect(try terminal.input.next() == nil)
    }

    @Test("application keypad mode is turned on and off when asked for")
    func applicationKeypad() throws {
        let pty = try PseudoTerminal()
        let options = FullScreenTerminal.Options(alternateScreen: false, hideCursor: false, applicationKeypad: true)
        let terminal = try FullScreenTerminal(
            inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal, options: options)
        #expect(pty.readOutput().visible == "␛=␛[?7l␛[0m␛[2J")
        terminal.restore()
        #expect(pty.readOutput().visible == "␛[0m␛[?7h␛>")
    }

    @Test("the terminal is given back when the value goes away or a body throws")
    func scopes() throws {
        let pty = try PseudoTerminal()
        let before = try TerminalSettings.current(of: pty.terminal)
        do {
            _ = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        }
        #expect(try TerminalSettings.current(of: pty.terminal) == before)
        _ = pty.readOutput()

        struct Failure: Error {}
        #expect(throws: Failure.self) {
            let terminal = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
            defer { terminal.restore() }
            throw Failure()
        }
        #expect(try TerminalSettings.current(of: pty.terminal) == before)
        #expect(pty.readOutput().visible.hasSuffix("␛[?1049l"))
    }

    @Test("the signal handlers' restore writes the precomputed bytes and the saved settings")
    func signalRestore() throws {
        let pty = try PseudoTerminal()
        let before = try TerminalSettings.current(of: pty.terminal)
        let terminal = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        _ = pty.readOutput()
        // What a SIGTERM handler does before the signal is raised again.
        SignalRestorer.restoreTerminal()
        #expect(try TerminalSettings.current(of: pty.terminal) == before)
        #expect(pty.readOutput().visible == "␛[0m␛[?7h␛[?25h␛[?1049l")
        SignalRestorer.restoreTerminal()  // only once
        #expect(pty.readOutput().isEmpty)
        terminal.restore()
    }

    @Test("handlers are installed while active and the previous ones put back after")
    func handlersInstalled() throws {
        func handler(_ signal: Int32) -> Int {
            var action = sigaction()
            sigaction(signal, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        }
        let pty = try PseudoTerminal()
        let original = [SIGTERM, SIGHUP, SIGINT, SIGQUIT].map(handler)
        let terminal = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        let during = [SIGTERM, SIGHUP, SIGINT, SIGQUIT].map(handler)
        for (old, new) in zip(original, during) { #expect(old != new) }
        terminal.restore()
        #expect([SIGTERM, SIGHUP, SIGINT, SIGQUIT].map(handler) == original)
    }

    @Test("SIGWINCH becomes a resize event with the new size; typed keys become key events")
    func resizeAndKeys() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        let terminal = try FullScreenTerminal(inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        defer { terminal.restore() }
        #expect(terminal.size == TerminalSize(columns: 80, rows: 24))
        pty.resize(columns: 100, rows: 30)
        kill(getpid(), SIGWINCH)  // to the process, as the terminal does; this thread may block it
        #expect(try terminal.input.next() == .resize(TerminalSize(columns: 100, rows: 30)))
        pty.type(Array("7\u{1B}OM\u{03}".utf8))
        var events: [InputEvent] = []
        while events.count < 3, let event = try terminal.input.next() { events.append(event) }
        #expect(events == [.key(.digit(7)), .key(.enter), .key(.interrupt)])
    }
}
