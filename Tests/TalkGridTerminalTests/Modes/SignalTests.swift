import Foundation
import Glibc
import Testing

@testable import TalkGridTerminal

/// The environment variable that turns this test binary into the child process of
/// ``SignalTests``: it names the pseudo-terminal the child takes over.
private let childVariable = "TALKGRID_TERMINAL_SIGNAL_CHILD"

/// A real signal ends a process that holds the terminal: the child process takes over a
/// pseudo-terminal and waits for keys; the test kills it and checks the terminal was given
/// back before it died.
@Suite("Signals end the program and give the terminal back")
struct SignalTests {
    @Test(
        "killed by a signal, the terminal is restored and the signal still ends the process",
        arguments: [SIGTERM, SIGHUP, SIGINT])
    func killed(by signal: Int32) throws {
        let pty = try PseudoTerminal()
        let before = try TerminalSettings.current(of: pty.terminal)
        // ttyname_r: the three signals' cases run in parallel, and ttyname's one static buffer
        // could hand one case another's terminal (two children on one terminal, one never seen).
        var name = [CChar](repeating: 0, count: 256)
        try #require(ttyname_r(pty.terminal, &name, name.count) == 0)
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let child = try spawnChild(terminalPath: path)

        var output: [UInt8] = []
        let deadline = Date().addingTimeInterval(60)
        while !output.visible.contains("READY") && Date() < deadline {
            output += pty.readOutput()
        }
        try #require(output.visible.contains("␛[?1049h"), "the child took over the terminal: \(output.visible)")
        #expect(try !TerminalSettings.current(of: pty.terminal).readsLines)

        kill(child, signal)
        var status: Int32 = 0
        let waitDeadline = Date().addingTimeInterval(60)
        while waitpid(child, &status, WNOHANG) == 0 {
            guard Date() < waitDeadline else {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                Issue.record("the child did not end on signal \(signal)")
                return
            }
            usleep(10_000)
        }
        let termination = status & 0x7F
        #expect(termination == signal, "ended by signal \(termination), exit status \(status >> 8)")
        #expect(pty.readOutput().visible.hasSuffix("␛[0m␛[?7h␛[?25h␛[?1049l"))
        #expect(try TerminalSettings.current(of: pty.terminal) == before)
    }

    @Test(
        "child process: holds the terminal until a signal ends it",
        .enabled(
            if: ProcessInfo.processInfo.environment[childVariable] != nil,
            "runs only in the process `killed(by:)` starts"))
    func childProcess() throws {
        let path = try #require(ProcessInfo.processInfo.environment[childVariable])
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        try #require(descriptor >= 0)
        let terminal = try FullScreenTerminal(inputFileDescriptor: descriptor, outputFileDescriptor: descriptor)
        try terminal.write(Array("READY".utf8))
        while try terminal.input.next() != nil {}
        Issue.record("the input ended before a signal came")
    }

    /// Starts this test binary again, running only ``childProcess()``, with its output discarded.
    private func spawnChild(terminalPath: String) throws -> pid_t {
        let arguments = [
            "/proc/self/exe", "--testing-library", "swift-testing", "--filter", "SignalTests/childProcess",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = terminalPath
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The child starts with default dispositions and nothing blocked, whatever this
        // test thread inherited, so the signal reaches it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGWINCH] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, envp)
        try #require(result == 0, "posix_spawn failed: \(result)")
        return pid
    }
}
