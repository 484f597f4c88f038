import Foundation
import TalkGridTestSupport
import Testing

/// The caregiver lock as a caregiver sets it and a child meets it: `talkgrid lock set` with a code
/// typed twice, `run --keys` pressing `/ 9 1` as a child would, and the full-screen board under tmux.
@Suite("talkgrid lock: the caregiver lock", .serialized)
struct CaregiverLockTests {
    /// Runs `talkgrid ARGUMENTS` with `input` as its typed lines, settings in `home`.
    private func talkgrid(_ arguments: [String], input: String = "", home: URL) throws -> TalkGridBinary.Run {
        let typed = TerminalPane.quoted(input)
        return try TalkGridBinary.run(
            arguments, shellPrefix: "printf '%s' \(typed) |",
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
    }

    private func configText(_ home: URL) throws -> String {
        try String(contentsOf: home.appendingPathComponent("talkgrid/config.json"), encoding: .utf8)
    }

    @Test("lock set asks twice and keeps only a salted digest; bad codes change nothing; status and clear say what is so")
    func setAndClear() throws {
        let home = try Fixtures.temporaryFolder("lock-home")
        defer { Fixtures.removeTemporaryFolder(home) }
        var result = try talkgrid(["lock"], home: home)
        #expect(result.status == 0 && result.output.contains("The caregiver lock is off"))

        result = try talkgrid(["lock", "set"], input: "1024\n1024\n", home: home)
        #expect(result.status == 1 && result.error.contains("digits 1 to 9"), "\(result.error)")
        result = try talkgrid(["lock", "set"], input: "246\n246\n", home: home)
        #expect(result.status == 1 && result.error.contains("4 to 8 digits"))
        result = try talkgrid(["lock", "set"], input: "2468\n2469\n", home: home)
        #expect(result.status == 1 && result.error.contains("the two codes differ"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("talkgrid/config.json").path))

        result = try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home)
        #expect(result.status == 0 && result.output.contains("The caregiver lock is on"), "\(result.error)")
        let config = try configText(home)
        #expect(config.contains("\"caregiver_lock\"") && config.contains("\"sha256\"") && config.contains("\"salt\""))
        #expect(!config.contains("2468"), "the code itself is never written")
        #expect(try talkgrid(["lock", "status"], home: home).output.contains("The caregiver lock is on"))

        // A second lock set gives another salt: the same code leaves no equal digest behind.
        _ = try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home)
        #expect(try configText(home) != config)

        result = try talkgrid(["lock", "clear"], home: home)
        #expect(result.status == 0 && result.output.contains("The caregiver lock is off"))
        #expect(try !configText(home).contains("caregiver_lock"))
        #expect(try talkgrid(["lock", "frobnicate"], home: home).status == 2)
    }

    @Test("run --keys: / 9 1 does not quit, a wrong code returns to the board, the right one quits")
    func scripted() throws {
        let home = try Fixtures.temporaryFolder("lock-run")
        defer { Fixtures.removeTemporaryFolder(home) }
        #expect(try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home).status == 0)

        var result = try talkgrid(["run", "--keys", "/ 9 1 1 1 1 1 enter", "--no-audio", "--print-speech"], home: home)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("note: Only for the caregiver: type the code, or 0 to go back"))
        #expect(lines.contains("note: That is not the code. Back to the board."))
        #expect(!lines.contains("note: Quit TalkGrid?"))
        // Still on the board: the keys after the wrong code pick and speak words.
        #expect(lines.last?.hasPrefix("speak: ") == true, "\(lines)")

        result = try talkgrid(["run", "--keys", "/ 9 2 4 6 8 1 1 enter", "--no-audio", "--print-speech"], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("note: Quit TalkGrid?"))
        #expect(!result.output.contains("speak: "), "the run quit: nothing after it was picked or spoken")

        // The voice setting: locked too, open with the code.
        result = try talkgrid(["run", "--keys", "/ 3", "--no-audio", "--print-speech"], home: home)
        #expect(result.output.contains("note: Only for the caregiver"))
        result = try talkgrid(["run", "--keys", "/ 3 2 4 6 8", "--no-audio", "--print-speech"], home: home)
        #expect(result.output.split(separator: "\n").last == "note: Voice")
    }

    @Test(
        "the full-screen board: the child meets the code screen, a wrong code is calm, Ctrl-C still quits; the caregiver quits from the menu"
    )
    func fullScreen() throws {
        let home = try Fixtures.temporaryFolder("lock-pane")
        defer { Fixtures.removeTemporaryFolder(home) }
        #expect(try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home).status == 0)
        let config = try configText(home)

        // Without pictures, so that the menu's lock marks show as text.
        let child = try TerminalPane(["run", "--no-audio", "--symbols", "off"], config: config)
        defer { child.kill() }
        try child.waitFor("Pick words")
        try child.send("/")
        var screen = try child.waitFor("Menu")
        #expect(screen.contains("🔒"))
        try child.send("9")
        screen = try child.waitFor("Caregiver code ○○○○")
        #expect(screen.contains("Only for the caregiver"))
        try child.send("1", "3")
        try child.waitFor("Caregiver code ●●○○")
        try child.send("5", "7")
        screen = try child.waitFor("That is not the code")
        #expect(screen.contains("Food and drink"), "back on the board:\n\(screen)")
        try child.send("C-c")
        screen = try child.waitFor("DONE")
        #expect(screen.contains("EXIT 0"))
        let settings = try child.terminalSettings()
        #expect(settings.before == settings.after)

        let caregiver = try TerminalPane(["run", "--no-audio"], config: config)
        defer { caregiver.kill() }
        try caregiver.waitFor("Pick words")
        try caregiver.send("/", "9", "2", "4", "6", "8")
        try caregiver.waitFor("Quit TalkGrid?")
        try caregiver.send("1")
        screen = try caregiver.waitFor("DONE")
        #expect(screen.contains("EXIT 0"))
        // The menu's other changes were not asked for: the saved lock is still there.
        #expect(try String(contentsOf: caregiver.configFile, encoding: .utf8).contains("caregiver_lock"))
    }

    @Test("the caregiver sets the lock in the menu: Access, Caregiver lock, 4 digits, the code twice; config.json keeps its digest")
    func setInTheMenu() throws {
        let pane = try TerminalPane(["run", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Pick words")
        try pane.send("/", "2")
        var screen = try pane.waitFor("Caregiver lock: off")
        try pane.send("7")
        try pane.waitFor("Choose a code")
        try pane.send("1")
        try pane.waitFor("How many digits?")
        try pane.send("1")
        try pane.waitFor("New code ○○○○")
        try pane.send("2", "4", "6", "8")
        try pane.waitFor("Same code again ○○○○")
        try pane.send("2", "4", "6", "8")
        screen = try pane.waitFor("Caregiver lock on")
        #expect(screen.contains("Food and drink"), "back on the board:\n\(screen)")
        let config = try String(contentsOf: pane.configFile, encoding: .utf8)
        #expect(config.contains("\"caregiver_lock\"") && config.contains("\"sha256\"") && !config.contains("2468"))
        // The lock holds at once: the child meets the code screen.
        try pane.send("/", "9")
        try pane.waitFor("Caregiver code ○○○○")
        try pane.send("2", "4", "6", "8")
        try pane.waitFor("Quit TalkGrid?")
        try pane.send("1")
        #expect(try pane.waitFor("DONE").contains("EXIT 0"))
        let status = try talkgrid(["lock"], home: pane.configFile.deletingLastPathComponent().deletingLastPathComponent())
        #expect(status.output.contains("The caregiver lock is on"))
    }

    @Test("talkgrid lock set while the board runs: the board's next save keeps the lock, and the lock holds at once")
    func setWhileTheBoardRuns() throws {
        let pane = try TerminalPane(["run", "--no-audio"])
        defer { pane.kill() }
        let home = pane.configFile.deletingLastPathComponent().deletingLastPathComponent()
        try pane.waitFor("Pick words")
        try pane.send("/", "1", "1")  // Screen, Layout: open while there is no lock
        try pane.waitFor("Rows")
        #expect(try talkgrid(["lock", "set"], input: "2468\n2468\n", home: home).status == 0)
        let locked = try Data(contentsOf: pane.configFile)
        try pane.send("2")  // Rows: saved by the board
        try pane.waitFor("Layout: Rows")
        #expect(try pane.waitUntil { try Data(contentsOf: pane.configFile) != locked })
        let config = try String(contentsOf: pane.configFile, encoding: .utf8)
        #expect(config.contains("\"layout\": \"rows\"") && config.contains("\"caregiver_lock\""), "\(config)")
        // Only the layout changed in the file: every other line is as lock set wrote it.
        let before = String(decoding: locked, as: UTF8.self).split(separator: "\n")
        #expect(Set(before).subtracting(config.split(separator: "\n")).map(String.init) == ["  \"layout\": \"grid\","])
        // The child meets the lock set meanwhile.
        try pane.send("/", "9")
        try pane.waitFor("Caregiver code ○○○○")
        try pane.send("1", "1", "1", "1")
        try pane.waitFor("That is not the code")
        // Cleared from the command line: Quit opens again.
        #expect(try talkgrid(["lock", "clear"], home: home).status == 0)
        try pane.send("/", "9")
        try pane.waitFor("Quit TalkGrid?")
        try pane.send("1")
        try pane.waitFor("Really quit?")  // no lock again: Quit is asked twice
        try pane.send("1")
        #expect(try pane.waitFor("DONE").contains("EXIT 0"))
        #expect(try !String(contentsOf: pane.configFile, encoding: .utf8).contains("caregiver_lock"))
    }
}
