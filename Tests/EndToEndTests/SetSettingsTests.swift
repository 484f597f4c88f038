import Foundation
import TalkGridTestSupport
import Testing

/// Settings that belong to the person travel with the person: two children's sets on one computer
/// account keep their own layout and caregiver lock in `SET/.talkgrid/settings.json`, `talkgrid`
/// alone opens the set run last, and a mistake in a set's settings file costs only its own setting.
/// The real binary, the full-screen board in tmux, one account's own HOME and XDG folders.
@Suite("settings kept with the set", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct SetSettingsTests {
    /// One computer account: its HOME, config and state folders.
    private struct Account {
        let home: URL
        var environment: [String: String] {
            ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_STATE_HOME": home.path + "/state"]
        }
        var configFile: String { home.path + "/config/talkgrid/config.json" }

        /// `talkgrid ARGUMENTS` with `input` as its typed lines.
        func talkgrid(_ arguments: [String], input: String = "") throws -> TalkGridBinary.Run {
            try TalkGridBinary.run(
                arguments, shellPrefix: "printf '%s' \(TerminalPane.quoted(input)) |",
                environment: environment.merging(["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]) { $1 })
        }

        /// The board full-screen in a tmux pane of this account.
        func pane(_ arguments: [String]) throws -> TerminalPane {
            try TerminalPane(arguments, environment: environment)
        }

        /// A new set with `words` on its home board.
        func newSet(_ name: String, words: String) throws -> String {
            let set = home.path + "/" + name
            let made = try talkgrid(["new", set, "--words", words])
            #expect(made.status == 0, "\(made.error)")
            return set
        }
    }

    private static func settingsFile(of set: String) -> String { set + "/.talkgrid/settings.json" }

    private static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test("two sets on one account keep their own layout and lock; talkgrid alone opens the set run last, or says it is gone")
    func twoSets() throws {
        let account = Account(home: try Fixtures.temporaryFolder("set-settings"))
        defer { Fixtures.removeTemporaryFolder(account.home) }
        let sam = try account.newSet("sam", words: "I,want,juice")
        let alex = try account.newSet("alex", words: "yes,no,more")

        // Sam's board: the menu's Screen, Layout, Rows is saved with Sam's set.
        let samPane = try account.pane(["run", sam, "--no-audio"])
        defer { samPane.kill() }
        try samPane.waitFor("juice")
        try samPane.send("/", "1", "1")
        try samPane.waitFor("Rows")
        try samPane.send("2")
        try samPane.waitFor("Layout: Rows")
        #expect(samPane.waitUntil { (try? Self.text(Self.settingsFile(of: sam)))?.contains("\"layout\": \"rows\"") ?? false })
        try TerminalBoardTests().quit(samPane)
        #expect(!FileManager.default.fileExists(atPath: Self.settingsFile(of: alex)), "Alex's set has no settings of its own")
        #expect(!FileManager.default.fileExists(atPath: account.configFile), "the account's settings were not written")

        // The lock of one set, by name; the other stays open.
        let locked = try account.talkgrid(["lock", "set", sam], input: "2468\n2468\n")
        #expect(locked.status == 0 && locked.output.contains(Self.settingsFile(of: sam)), "\(locked.output)\(locked.error)")
        #expect(try account.talkgrid(["lock", "status", sam]).output.contains("The caregiver lock is on"))
        #expect(try account.talkgrid(["lock", "status", alex]).output.contains("The caregiver lock is off"))
        #expect(try Self.text(Self.settingsFile(of: sam)).contains("\"layout\": \"rows\""), "the lock kept the layout")
        #expect(try account.talkgrid(["lock", "set", account.home.path + "/nobody"], input: "2468\n2468\n").status == 1)

        // Alex's board: grid layout, Quit without a code.
        let alexPane = try account.pane(["run", alex, "--no-audio"])
        defer { alexPane.kill() }
        try alexPane.waitFor("more")
        try alexPane.send("/", "1")
        try alexPane.waitFor("Layout: Grid")
        try alexPane.send("0", "9")
        try alexPane.waitFor("Quit TalkGrid?")  // no code asked
        try TerminalBoardTests().quit(alexPane)
        // Without a set, lock means the set run last: Alex's.
        let status = try account.talkgrid(["lock"])
        #expect(status.output.contains(Self.settingsFile(of: alex)) && status.output.contains("is off"), "\(status.output)")

        // Sam's board again, then `talkgrid` alone opens it: it says so, and Sam's lock holds.
        let again = try account.pane(["run", sam, "--no-audio"])
        defer { again.kill() }
        try again.waitFor("juice")
        try TerminalBoardTests().quit(again)
        let alone = try account.pane(["--no-audio", "--keypad", "phone"])
        defer { alone.kill() }
        var screen = try alone.waitFor("the set run last")
        #expect(screen.contains("juice") && screen.contains("shipped:first-words"), "\(screen)")
        try alone.send("/", "9")
        screen = try alone.waitFor("Caregiver code ○○○○")
        try TerminalBoardTests().quit(alone)

        // The set run last is gone: the shipped boards open, and the board says why.
        try FileManager.default.removeItem(atPath: sam)
        let gone = try account.pane(["--no-audio", "--keypad", "phone"])
        defer { gone.kill() }
        screen = try gone.waitFor("is not there any more")
        #expect(screen.contains("Food and drink") && screen.contains("“sam”"), "\(screen)")
        try TerminalBoardTests().quit(gone)
    }

    @Test("a mistake in a set's settings file costs only that setting: the keypad and the lock hold, the board names the line")
    func brokenSetting() throws {
        let account = Account(home: try Fixtures.temporaryFolder("set-settings-broken"))
        defer { Fixtures.removeTemporaryFolder(account.home) }
        let sam = try account.newSet("sam", words: "I,want,juice")
        #expect(try account.talkgrid(["lock", "set", sam], input: "2468\n2468\n").status == 0)
        let file = Self.settingsFile(of: sam)
        let saved = try Self.text(file)
        #expect(saved.contains("\"layout\": \"grid\""), "\(saved)")
        try saved.replacingOccurrences(of: "\"layout\": \"grid\"", with: "\"keypad\": \"numpad\",\n  \"layout\": \"sideways\"")
            .write(toFile: file, atomically: true, encoding: .utf8)

        let status = try account.talkgrid(["lock", "status", sam])
        #expect(status.output.contains("The caregiver lock is on"), "\(status.output)")
        #expect(status.error.contains(file + ":3:") && status.error.contains("layout"), "\(status.error)")

        // The board: the numpad keypad (7 at the top left) and the lock from the same file, the mistake named.
        let pane = try TerminalPane(["run", sam, "--no-audio"], environment: account.environment, asksKeypad: true)
        defer { pane.kill() }
        var screen = try pane.waitFor("line 3")
        #expect(!screen.contains("Press the key at the top left"), "the keypad was read: \(screen)")
        #expect(screen.contains("7") && screen.contains("juice"), "\(screen)")
        try pane.send("/", "9")
        screen = try pane.waitFor("Caregiver code ○○○○")
        try TerminalBoardTests().quit(pane)
        #expect(try Self.text(file).contains("sideways"), "reading never rewrites the file")
    }
}
