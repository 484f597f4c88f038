import Foundation
import TalkGridTestSupport
import Testing

/// Whether tmux is installed (these tests need it).
private let tmuxIsInstalled = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The full-screen board as a person meets it: the real `talkgrid` binary in a tmux pane, keys
/// sent, the screen read back, the spoken message found as WAV files, and the terminal settings
/// checked to be exactly as they were after the run.
@Suite("talkgrid full-screen board under tmux", .serialized, .enabled(if: tmuxIsInstalled, "tmux is not installed"))
struct TerminalBoardTests {
    /// Quits with Ctrl-C and checks the run ended well and gave the terminal back unchanged.
    func quit(_ pane: Pane, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try pane.send("C-c")
        let screen = try pane.waitFor("DONE", sourceLocation: sourceLocation)
        #expect(screen.contains("EXIT 0"), "talkgrid did not exit with 0:\n\(screen)", sourceLocation: sourceLocation)
        // The alternate screen is gone: the shell's own screen shows, without the board.
        #expect(!screen.contains("Message"), sourceLocation: sourceLocation)
        let settings = try pane.terminalSettings()
        #expect(!settings.before.isEmpty, sourceLocation: sourceLocation)
        #expect(settings.before == settings.after, "stty -g changed", sourceLocation: sourceLocation)
    }

    @Test(
        "keys build a message, Enter speaks it into WAV files, Ctrl-C quits and gives the terminal back",
        arguments: [["--no-audio"], []])
    func speakAndQuit(extraArguments: [String]) throws {
        let pane = try Pane(["run", "--speak-to", "%FOLDER%/wav"] + extraArguments)
        defer { pane.kill() }
        var screen = try pane.waitFor("Pick words with the number keys")
        #expect(screen.contains("🏠 Home"))
        #expect(screen.contains("Food and drink"))
        for control in ["Back", "Speak", "Delete", "Clear", "Menu"] { #expect(screen.contains(control)) }
        // The control bar is on the last line.
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })?.contains("Enter") == true)

        try pane.send("1")  // "I want" (a folder that also adds its words)
        screen = try pane.waitFor("drink")
        try pane.send("2")  // "eat"
        screen = try pane.waitFor("🍴 eat")
        #expect(screen.contains("🤲 I want  🍴 eat"))
        let wordsSpoken = pane.wavFiles().count
        try pane.send("Enter")
        #expect(pane.waitUntil { pane.wavFiles().count >= 3 }, "WAV files: \(pane.wavFiles().map(\.lastPathComponent))")
        #expect(wordsSpoken >= 1)
        for file in pane.wavFiles() {
            let bytes = try Data(contentsOf: file)
            #expect(bytes.starts(with: Data("RIFF".utf8)), "\(file.lastPathComponent) is not a WAV file")
            #expect(bytes.count > 1_000, "\(file.lastPathComponent) holds no speech")
        }
        // The whole message is the longest utterance of the three.
        let sizes = try pane.wavFiles().map { try Data(contentsOf: $0).count }
        #expect(sizes.last == sizes.max())

        try pane.send(".")  // delete "eat"
        screen = try pane.waitFor("🤲 I want")
        #expect(!screen.contains("🍴 eat "))
        try pane.send("5")  // nothing is wrong with picking while nothing sounds
        try quit(pane)
    }

    @Test("a key that does nothing leaves a notice that stays until the next key")
    func noticeStays() throws {
        let pane = try Pane(["run", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Pick words")
        try pane.send("0")
        try pane.waitFor("This is the first board")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try pane.screen().contains("This is the first board"))
        try pane.send("x")
        let screen = try pane.waitFor("Use the number keys")
        #expect(!screen.contains("This is the first board"))
        try quit(pane)
    }

    @Test("resizing redraws at once; a small window shows rows, then the grid again; a tiny one says so")
    func resize() throws {
        let pane = try Pane(["run", "shipped:core-words", "--no-audio"])
        defer { pane.kill() }
        var screen = try pane.waitFor("Core words")
        #expect(!screen.contains("Rows: the grid"))
        try pane.tmux(["resize-window", "-x", "60", "-y", "18"])
        // The control bar is the last row a frame draws: once it shows, the whole frame is there.
        screen = try pane.waitFor("+ Next")
        #expect(screen.contains("Rows: the grid needs a bigger window"))
        #expect(screen.contains("0 Back") && screen.contains("Enter Speak"))
        for line in screen.split(separator: "\n") { #expect(line.count <= 60) }
        try pane.send("1")  // the first cell of the rows page
        screen = try pane.waitFor("🙋 I")
        try pane.tmux(["resize-window", "-x", "100", "-y", "30"])
        let gridIsBack = try pane.waitUntil {
            let screen = try pane.screen()
            return screen.contains("┼") && !screen.contains("Rows: the grid")
        }
        let shown = try pane.screen()
        #expect(gridIsBack, "the grid did not come back:\n\(shown)")
        try pane.tmux(["resize-window", "-x", "24", "-y", "8"])
        try pane.waitFor("too small")
        try pane.tmux(["resize-window", "-x", "100", "-y", "30"])
        try pane.waitFor("Core words")
        try quit(pane)
    }

    @Test("the menu changes the layout and the colours, the settings are saved, and the next run starts in them")
    func settingsPersist() throws {
        let first = try Pane(["run", "--no-audio"])
        defer { first.kill() }
        try first.waitFor("Pick words")
        try first.send("/")
        try first.waitFor("Screen: Grid, standard colours")
        try first.send("1")
        try first.waitFor("Layout: Grid")
        try first.send("1")
        let layoutScreen = try first.waitFor("✓ Grid")
        #expect(layoutScreen.contains("📋") && layoutScreen.contains("Rows"))
        try first.send("2")
        try first.waitFor("Layout: Rows")
        // High contrast from the menu: used at once and saved under the theme key.
        for key in ["/", "1", "2"] { try first.send(key) }
        try first.waitFor("✓ Standard colours")
        try first.send("2")
        try first.waitFor("Colours: High contrast")
        try quit(first)
        let saved = try String(contentsOf: first.configFile, encoding: .utf8)
        #expect(saved.contains("\"layout\": \"rows\""), "config.json: \(saved)")
        #expect(saved.contains("\"theme\": \"high-contrast\""), "config.json: \(saved)")

        // The saved file again: the run starts in rows.
        let second = try Pane(["run", "--no-audio"], config: saved)
        defer { second.kill() }
        let screen = try second.waitFor("Food and drink")
        #expect(!screen.contains("┬"), "the grid is shown, not rows:\n\(screen)")
        try quit(second)
    }

    @Test("clearing asks first, and the menu brings the message back")
    func clearAndRestore() throws {
        let pane = try Pane(["run", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Pick words")
        try pane.send("6")
        try pane.waitFor("👍 Yes")
        try pane.send("*")
        try pane.waitFor("Clear the message?")
        try pane.send("1")
        var screen = try pane.waitFor("Message cleared")
        #expect(screen.contains("Pick words with the number keys"))
        try pane.send("/")
        try pane.waitFor("Bring back the cleared message")
        try pane.send("7")
        screen = try pane.waitFor("Brought back")
        #expect(screen.contains("👍 Yes"))
        try quit(pane)
    }

    @Test("a broken config.json is reported and kept aside; the defaults are used")
    func brokenSettings() throws {
        let pane = try Pane(["run", "--no-audio"], config: "{ not json")
        defer { pane.kill() }
        try pane.waitFor("The saved settings were unreadable: using the defaults (old file kept as config.json.broken-1)")
        #expect(FileManager.default.contents(atPath: pane.configFile.path + ".broken-1") == Data("{ not json".utf8))
        #expect(!FileManager.default.fileExists(atPath: pane.configFile.path))
        try quit(pane)
    }

    @Test("the language follows LANG when the set has it; --lang overrides it")
    func language() throws {
        let spanish = try Pane(["run", "--no-audio"], environment: ["LANG": "es_ES.UTF-8"])
        defer { spanish.kill() }
        try spanish.waitFor("Quiero")
        try quit(spanish)
        let chinese = try Pane(["run", "--no-audio", "--lang", "zh"], environment: ["LANG": "es_ES.UTF-8"])
        defer { chinese.kill() }
        try chinese.waitFor("我要")
        try quit(chinese)
        let unknown = try Pane(["run", "--no-audio"], environment: ["LANG": "de_DE.UTF-8"])
        defer { unknown.kill() }
        try unknown.waitFor("I want")
        try quit(unknown)
    }

    @Test("SIGTERM and SIGHUP end the run and give the terminal back", arguments: [SIGTERM, SIGHUP])
    func signals(signal: Int32) throws {
        let pane = try Pane(["run", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Pick words")
        let pid = try #require(try pane.talkgridProcessID())
        #expect(Foundation.kill(pid, signal) == 0)
        let screen = try pane.waitFor("DONE")
        #expect(!screen.contains("Pick words"))
        let settings = try pane.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test("without a terminal, the board is printed once with a hint, and the run ends")
    func notATerminal() throws {
        let folder = try Fixtures.temporaryFolder("no-terminal")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Pane.binary)
        process.arguments = []
        process.environment = ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "LANG": "C.UTF-8"]
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let hint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("Home"))
        #expect(printed.contains("Food and drink"))
        #expect(hint.contains("not a terminal"))
        #expect(hint.contains("--keys"))
    }
}
extension TerminalBoardTests {
    /// One private tmux server with one pane, for driving the real `talkgrid` binary as a person at a
    /// terminal would: start it, send keys, read the screen. Always `kill()` it.
    final class Pane {
        let socket = "talkgrid-test-\(UUID().uuidString)"
        /// A folder for HOME, XDG_CONFIG_HOME, WAV files and the shell's notes.
        let folder: URL

        /// The binary `swift test` built: next to the test bundle, else `.build/debug/talkgrid`.
        static let binary: String = {
            let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("talkgrid").path
            if FileManager.default.isExecutableFile(atPath: beside) { return beside }
            return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/talkgrid").path
        }()

        var configFile: URL { folder.appendingPathComponent("config/talkgrid/config.json") }
        var wavFolder: URL { folder.appendingPathComponent("wav") }

        /// Starts `talkgrid ARGUMENTS` (`%FOLDER%` stands for ``folder``) in a `columns` x `rows` pane,
        /// with `config` as its `config.json` when given. The shell saves `stty -g` before
        /// and after the run and prints `EXIT <status>` when it ends. A `run` that names no keypad
        /// is given `--keypad phone` unless `asksKeypad` (the first run's keypad question comes first).
        init(
            _ arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
            config: String? = nil, asksKeypad: Bool = false
        ) throws {
            var arguments = arguments
            if !asksKeypad, arguments.first == "run", !arguments.contains("--keypad") { arguments += ["--keypad", "phone"] }
            try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "no talkgrid binary at \(Self.binary)")
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
        ///
        /// Spawned and reaped directly, its output through a file: the tmux server that
        /// `new-session` forks inherits descriptors (a pipe would never reach its end), and
        /// Foundation's `Process` was seen to miss the client's exit.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let outputPath = folder.appendingPathComponent("tmux-\(UUID().uuidString).out").path
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var cArguments = argv.map { strdup($0) } + [nil]
            defer { for argument in cArguments { free(argument) } }
            // The test runner's threads block signals; a blocked SIGHUP inherited by the tmux
            // server and its shell would keep `kill-server` from ever ending them.
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
            let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
            try #require(spawned == 0, "could not start tmux: \(spawned)")
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }

        /// Sends keys by tmux name (`Enter`, `C-c`) or as literal text.
        func send(_ keys: String...) throws {
            for key in keys {
                try tmux(["send-keys", key])
                Thread.sleep(forTimeInterval: 0.15)
            }
        }

        /// The screen as text.
        func screen() throws -> String {
            try tmux(["capture-pane", "-p"])
        }

        /// Waits until the screen shows `text` (at most `seconds`) and has stopped changing (tmux may
        /// be read halfway through a frame on a busy machine); returns the last screen.
        @discardableResult
        func waitFor(_ text: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let end = Date().addingTimeInterval(seconds)
            var last = ""
            while Date() < end {
                let previous = last
                last = try screen()
                if last.contains(text) && last == previous { return last }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("the screen never showed \"\(text)\":\n\(last)", sourceLocation: sourceLocation)
            return last
        }

        /// Waits until a condition holds (at most `seconds`).
        func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if try condition() { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return try condition()
        }

        /// The WAV files written so far, in order.
        func wavFiles() -> [URL] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: wavFolder.path)) ?? []
            return names.filter { $0.hasSuffix(".wav") }.sorted().map { wavFolder.appendingPathComponent($0) }
        }

        /// The terminal settings saved by the shell before and after the run.
        func terminalSettings() throws -> (before: String, after: String) {
            (
                try String(contentsOf: folder.appendingPathComponent("stty-before"), encoding: .utf8),
                try String(contentsOf: folder.appendingPathComponent("stty-after"), encoding: .utf8)
            )
        }

        /// The process id of `talkgrid` in the pane (the shell's child).
        func talkgridProcessID() throws -> Int32? {
            let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
            return children?.split(separator: " ").first.flatMap { Int32($0) }
        }

        /// Stops the tmux server and removes the folder.
        func kill() {
            _ = try? tmux(["kill-server"])
            Fixtures.removeTemporaryFolder(folder)
        }

        static func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
}
