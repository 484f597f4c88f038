import Foundation
import TalkGridTestSupport
import Testing

/// The full-screen board as a person meets it: the real `talkgrid` binary in a tmux pane, keys
/// sent, the screen read back, the spoken message found as WAV files, and the terminal settings
/// checked to be exactly as they were after the run.
@Suite("talkgrid full-screen board under tmux", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct TerminalBoardTests {
    typealias Pane = TerminalPane

    /// Quits with Ctrl-C and checks the run ended well and gave the terminal back unchanged.
    func quit(_ pane: Pane, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try pane.send("C-c")
        let screen = try pane.waitFor("DONE")
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
        // A new frame that no key asked for (the window made narrower): the notice is still in it.
        try pane.tmux(["resize-window", "-x", "90", "-y", "30"])
        let redrawn = try pane.waitUntil {
            let screen = try pane.screen()
            // The rule over the control bar is as wide as the window: 90 once the frame is redrawn.
            return screen.contains("🔊 Speak") && screen.split(separator: "\n").map(\.count).max() == 90
        }
        #expect(redrawn)
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
        // Without pictures, so that the options' icons show as text.
        let first = try Pane(["run", "--no-audio", "--symbols", "off"])
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

    @Test("a config.json that is not JSON is named with its line on the board; the defaults are used and the file is left as it is")
    func brokenSettings() throws {
        let pane = try Pane(["run", "--no-audio"], config: "{ not json")
        defer { pane.kill() }
        let screen = try pane.waitFor("Settings file, line 1")
        #expect(screen.contains("I want"), "the shipped board with the default settings: \(screen)")
        try quit(pane)
        #expect(FileManager.default.contents(atPath: pane.configFile.path) == Data("{ not json".utf8), "read, never moved or rewritten")
        #expect(!FileManager.default.fileExists(atPath: pane.configFile.path + ".broken-1"))
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
