import Foundation
import TalkGridTestSupport
import Testing

/// `config.json` with a caregiver's slip in it, as the real binary meets it: one extra comma, one
/// setting of the wrong kind, a lock whose part cannot be read. Only the setting with the mistake
/// is lost, the board says where it is, the lock never opens by itself, and reading never moves
/// or rewrites the file.
@Suite("A broken config.json", .serialized)
struct BrokenSettingsTests {
    /// Runs `talkgrid ARGUMENTS` with `input` as its typed lines, settings in `home`.
    private func talkgrid(_ arguments: [String], input: String = "", home: URL) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(
            arguments, shellPrefix: "printf '%s' \(TerminalPane.quoted(input)) |",
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
    }

    /// A `config.json` as `talkgrid lock set 2468` writes it, with the rows layout chosen.
    private func lockedConfig() throws -> String {
        let home = try Fixtures.temporaryFolder("broken-settings-make")
        defer { Fixtures.removeTemporaryFolder(home) }
        #expect(try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home).status == 0)
        let text = try String(contentsOf: home.appendingPathComponent("talkgrid/config.json"), encoding: .utf8)
        return text.replacingOccurrences(of: "\"layout\": \"grid\"", with: "\"layout\": \"rows\"")
    }

    @Test(
        "one extra comma: every setting is kept, the lock holds, the board says the line and column; lock status and the run leave the file as it is"
    )
    func extraComma() throws {
        let config = try lockedConfig().replacingOccurrences(of: "\"layout\": \"rows\",", with: "\"layout\": \"rows\",,")
        let pane = try TerminalPane(["run", "--no-audio", "--symbols", "off"], config: config)
        defer { pane.kill() }
        var screen = try pane.waitFor("Settings file, line 2")
        #expect(screen.contains("The other settings are used") || screen.contains("column 20"), "\(screen)")
        let home = pane.configFile.deletingLastPathComponent().deletingLastPathComponent()
        let status = try talkgrid(["lock"], home: home)
        #expect(status.output.contains("The caregiver lock is on"), "\(status.output)")
        #expect(status.error.contains("config.json:2:20:") && status.error.contains("every setting was read"), "\(status.error)")
        // The lock holds; the rows layout chosen is used.
        try pane.send("/", "9")
        screen = try pane.waitFor("Caregiver code ○○○○")
        try pane.send("0")
        try pane.send("C-c")
        screen = try pane.waitFor("DONE")
        #expect(screen.contains("EXIT 0"))
        #expect(try String(contentsOf: pane.configFile, encoding: .utf8) == config, "read, never moved or rewritten")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: pane.configFile.deletingLastPathComponent().path).sorted() == [
                "config.json"
            ])
        let rows = try talkgrid(["run", "--keys", "/", "--no-audio", "--print-speech"], home: home)
        #expect(rows.status == 0 && rows.error.contains("config.json:2:20:"), "\(rows.error)")
    }

    @Test("a setting of the wrong kind loses only that setting, named with its line and column on the board and after the run")
    func wrongKind() throws {
        let config = try lockedConfig().replacingOccurrences(of: "\"speak_on_select\": true", with: "\"speak_on_select\": \"yes\"")
        let line =
            try #require(config.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("speak_on_select") }) + 1
        let pane = try TerminalPane(["run", "--no-audio", "--symbols", "off"], config: config)
        defer { pane.kill() }
        let screen = try pane.waitFor("Settings file, line \(line)")
        #expect(screen.contains("speak_on_select"), "\(screen)")
        try pane.send("/", "9")
        try pane.waitFor("Caregiver code ○○○○")
        try pane.send("0")
        try pane.send("C-c")
        #expect(try pane.waitFor("DONE").contains("\"speak_on_select\" should be true or false"))
        #expect(try String(contentsOf: pane.configFile, encoding: .utf8) == config)
    }

    @Test(
        "a lock whose part cannot be read: the board stays locked and says so, no code opens it, lock status says so without touching the file, lock reset sets a new code"
    )
    func brokenLock() throws {
        let config = try lockedConfig().replacingOccurrences(of: "\"digits\": 4", with: "\"digits\": 4,,\"x\"")
        let pane = try TerminalPane(["run", "--no-audio", "--symbols", "off"], config: config)
        defer { pane.kill() }
        let home = pane.configFile.deletingLastPathComponent().deletingLastPathComponent()
        var screen = try pane.waitFor("The caregiver lock cannot be read")
        #expect(screen.contains("talkgrid lock reset"), "\(screen)")
        try pane.send("/", "9")
        try pane.waitFor("Caregiver code ○○○○")
        try pane.send("2", "4", "6", "8")
        screen = try pane.waitFor("cannot be read")
        #expect(!screen.contains("Quit TalkGrid?") && !screen.contains("Caregiver code"), "back on the board:\n\(screen)")
        // The read-only status: says so, the file untouched.
        var result = try talkgrid(["lock"], home: home)
        #expect(
            result.status == 0 && result.output.contains("cannot be read") && result.output.contains("talkgrid lock reset"),
            "\(result.output)")
        #expect(try String(contentsOf: pane.configFile, encoding: .utf8) == config)
        // A script meets the same lock: / 9 with any code does not quit.
        result = try talkgrid(["run", "--keys", "/ 9 2 4 6 8 1 1 enter", "--no-audio", "--print-speech"], home: home)
        #expect(!result.output.contains("note: Quit TalkGrid?"), "\(result.output)")
        try pane.send("C-c")
        #expect(try pane.waitFor("DONE").contains("EXIT 0"))
        #expect(try String(contentsOf: pane.configFile, encoding: .utf8) == config)

        result = try talkgrid(["lock", "reset"], input: "1357\n1357\n", home: home)
        #expect(result.status == 0 && result.output.contains("now holds the new code"), "\(result.output)\(result.error)")
        #expect(try String(contentsOf: home.appendingPathComponent("talkgrid/config.json.broken-1"), encoding: .utf8) == config)
        result = try talkgrid(["run", "--keys", "/ 9 1 3 5 7", "--no-audio", "--print-speech"], home: home)
        #expect(result.output.contains("note: Quit TalkGrid?"), "\(result.output)")
        #expect(try talkgrid(["lock"], home: home).output.contains("The caregiver lock is on"))
    }
}
