import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program the tests start directly (posix_spawn), its output into a file: servers the tests
/// start (tmux, Xvfb, D-Bus) inherit descriptors, so a pipe would never reach its end, and
/// Foundation's `Process` was seen to miss a client's exit.
public final class ChildProcess {
    public let pid: pid_t
    /// The exit status, once the program has ended and was reaped.
    private var ended: Int32?

    /// Starts `argv` (found on the PATH) with `environment` added to this process's, standard
    /// input from /dev/null and standard output into `outputPath` (nil: /dev/null), standard
    /// error there too unless `discardsErrors`.
    public init(_ argv: [String], environment: [String: String] = [:], outputPath: String? = nil, discardsErrors: Bool = false) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if discardsErrors {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var cEnvironment = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in cEnvironment { free(entry) } }
        // The test runner's threads block signals; a blocked SIGHUP or SIGTERM inherited by a
        // server would keep it from ever ending.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else {
            throw ChildProcessFailure(description: "could not start \(argv[0]): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
    }

    /// Runs `argv` to its end; returns its exit status and what it printed.
    public static func run(_ argv: [String], environment: [String: String] = [:], discardsErrors: Bool = false) throws -> (
        status: Int32, output: String
    ) {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-child-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let child = try ChildProcess(argv, environment: environment, outputPath: outputPath, discardsErrors: discardsErrors)
        let status = child.wait()
        return (status, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// Waits for the program to end; its exit status (128 + the signal when one ended it).
    @discardableResult
    public func wait() -> Int32 {
        if let ended { return ended }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return end(status)
    }

    /// The exit status when the program has ended; nil while it runs (never waits).
    public var exitStatus: Int32? {
        if let ended { return ended }
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? end(status) : nil
    }

    /// Whether the program still runs.
    public var isRunning: Bool { exitStatus == nil }

    /// Ends the program (SIGTERM) and reaps it; nothing when it has ended already (its process
    /// id may belong to another program by then).
    public func stop() {
        guard ended == nil else { return }
        kill(pid, SIGTERM)
        wait()
    }

    private func end(_ status: Int32) -> Int32 {
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        ended = code
        return code
    }
}

/// Why a child process could not be started.
public struct ChildProcessFailure: Error, CustomStringConvertible {
    public var description: String
}
