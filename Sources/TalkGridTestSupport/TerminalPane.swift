import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One private tmux server with one pane, for driving the real `talkgrid` binary as a person at a
/// terminal would: start it, send keys, read the screen. Always `kill()` it.
public final class TerminalPane {
    public let socket = "talkgrid-test-\(UUID().uuidString)"
    /// A folder for HOME, XDG_CONFIG_HOME, WAV files and the shell's notes.
    public let folder: URL

    /// The binary `swift test` built.
    public static var binary: String { TalkGridBinary.path }

    /// Whether tmux is installed (the tests that drive a pane need it).
    public static let tmuxIsInstalled = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Why a pane could not be driven: tmux or the binary missing, or the screen never showed what was awaited.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var configFile: URL { folder.appendingPathComponent("config/talkgrid/config.json") }
    public var wavFolder: URL { folder.appendingPathComponent("wav") }

    /// Starts `talkgrid ARGUMENTS` (`%FOLDER%` stands for ``folder``) in a `columns` x `rows` pane,
    /// with `config` as its `config.json` when given. The shell saves `stty -g` before
    /// and after the run and prints `EXIT <status>` when it ends. A `run` that names no keypad
    /// is given `--keypad phone` unless `asksKeypad` (the first run's keypad question comes first).
    public init(
        _ arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        config: String? = nil, asksKeypad: Bool = false
    ) throws {
        var arguments = arguments
        if !asksKeypad, arguments.first == "run", !arguments.contains("--keypad") { arguments += ["--keypad", "phone"] }
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw Failure(description: "no talkgrid binary at \(Self.binary); build it with 'swift build' first")
        }
        folder = try Fixtures.temporaryFolder("terminal")
        if let config {
            try FileManager.default.createDirectory(
                at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: configFile)
        }
        try FileManager.default.createDirectory(at: wavFolder, withIntermediateDirectories: true)
        var variables = [
            "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "TALKGRID_AUDIO_DEVICE": "null",
        ]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command = ([Self.binary] + arguments.map { $0.replacingOccurrences(of: "%FOLDER%", with: folder.path) })
            .map(Self.quoted).joined(separator: " ")
        let notes = Self.quoted(folder.path)
        let script =
            "stty -g > \(notes)/stty-before; env -u LC_ALL -u LC_MESSAGES \(assignments) \(command); echo \"EXIT $?\"; stty -g > \(notes)/stty-after; echo DONE; sleep 600"
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "/bin/sh", "-c", script])
    }

    /// Runs tmux on this pane's private server; returns what it printed.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        do {
            return try ChildProcess.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, discardsErrors: true).output
        } catch {
            throw Failure(description: "could not start tmux: \(error)")
        }
    }

    /// Sends keys by tmux name (`Enter`, `C-c`) or as literal text.
    public func send(_ keys: String...) throws {
        for key in keys {
            try tmux(["send-keys", key])
            Thread.sleep(forTimeInterval: 0.15)
        }
    }

    /// The screen as text.
    public func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// The message bar as shown: its title line down to the box's bottom edge (where the bar has two
    /// lines, each word stands under its picture on the second).
    public func messageBar() throws -> String {
        let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
        guard let title = lines.firstIndex(where: { $0.contains("Message") }) else { return "" }
        let box = lines[title...].prefix(4)
        let end = box.dropFirst().firstIndex { $0.hasPrefix("╰") } ?? box.endIndex
        return lines[title..<end].joined(separator: "\n")
    }

    /// Waits until the screen shows `text` (at most `seconds`) and has stopped changing (tmux may
    /// be read halfway through a frame on a busy machine); returns the last screen.
    @discardableResult
    public func waitFor(_ text: String, seconds: Double = 10) throws -> String {
        let end = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < end {
            let previous = last
            last = try screen()
            if last.contains(text) && last == previous { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure(description: "the screen never showed \"\(text)\":\n\(last)")
    }

    /// Waits until a condition holds (at most `seconds`).
    public func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        try Waiting.until(seconds: seconds, condition)
    }

    /// The WAV files written so far, in order.
    public func wavFiles() -> [URL] { Waiting.wavFiles(in: wavFolder) }

    /// The terminal settings saved by the shell before and after the run.
    public func terminalSettings() throws -> (before: String, after: String) {
        (
            try String(contentsOf: folder.appendingPathComponent("stty-before"), encoding: .utf8),
            try String(contentsOf: folder.appendingPathComponent("stty-after"), encoding: .utf8)
        )
    }

    /// The process id of `talkgrid` in the pane (the shell's child).
    public func talkgridProcessID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Stops the tmux server and removes the folder.
    public func kill() {
        _ = try? tmux(["kill-server"])
        Fixtures.removeTemporaryFolder(folder)
    }

    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
