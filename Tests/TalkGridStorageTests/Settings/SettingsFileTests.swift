import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

@Suite("Settings file")
struct SettingsFileTests {
    @Test("the path follows XDG_CONFIG_HOME, else HOME/.config; a relative XDG_CONFIG_HOME is ignored")
    func path() {
        #expect(SettingsFile(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).path == "/x/cfg/talkgrid/config.json")
        #expect(SettingsFile(environment: ["HOME": "/h"]).path == "/h/.config/talkgrid/config.json")
        #expect(SettingsFile(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/h"]).path == "/h/.config/talkgrid/config.json")
        #expect(SettingsFile(environment: [:]).path == nil)
        let loaded = SettingsFile(environment: [:]).load()
        #expect(loaded.settings == SavedSettings() && !loaded.existed && loaded.problems.isEmpty)
    }

    @Test("saved settings load back the same, creating the folders on the way")
    func roundTrip() throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(environment: ["XDG_CONFIG_HOME": folder.path + "/deep/config"])
        #expect(file.load().existed == false)
        let settings = SavedSettings(
            session: SessionSettings(
                layout: .rows, keypad: .numpad, language: "pt-BR", voiceID: "en-slow", rate: 120, speakOnSelect: false,
                speaksScreen: true, folderWords: .always, highContrast: true, access: .autoScan,
                scan: ScanSettings(
                    nextKey: .digit(1), selectKey: .digit(2), paceMilliseconds: 800, loops: 3, speakItems: true,
                    cueVoice: CueVoice(voiceID: "en-GB", rate: 200, volume: 40), ignoreRepeatsMilliseconds: 250), textSize: 6),
            choseKeypad: true)
        try file.save(settings)
        let saved = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(saved.contains("\"theme\": \"high-contrast\""), "the key earlier versions read")
        #expect(saved.contains("\"speak_screen\": true"))
        #expect(saved.contains("\"text_size\": 6"), "the window's text size: \(saved)")
        #expect(saved.contains("\"voice\": \"en-GB\"") && saved.contains("\"volume\": 40"), "the cue voice: \(saved)")
        let loaded = file.load()
        #expect(loaded.existed && loaded.problems.isEmpty)
        #expect(loaded.settings == settings)
        // Saving again replaces the file whole (atomically) and keeps nothing stale.
        try file.save(SavedSettings())
        #expect(file.load().settings == SavedSettings())
        let text = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(!text.contains("rate"))
        #expect(text.contains("\"cue_voice\": {}"), "the default cue voice is the message's, faster and quieter: \(text)")
    }

    @Test(
        "a mistake in one setting loses only that setting, named with its line and column; reading never moves or rewrites the file",
        arguments: [
            ("{\n  \"layout\": \"rows\",\n  \"rate\": \"fast\",\n  \"history\": false\n}", "rate", 3, 11),
            ("{\n  \"layout\": \"rows\",\n  \"access\": \"eyes\",\n  \"history\": false\n}", "access", 3, 13),
            ("{\n  \"layout\": \"rows\",\n  \"scanning\": {\"pace_ms\": 100},\n  \"history\": false\n}", "scanning", 3, 15),
            ("{\n  \"layout\": \"rows\",\n  \"rate\": 150 150,\n  \"history\": false\n}", "rate", 3, 15),
            ("{\n  \"layout\": \"rows\",\n  \"voice\": \"en-US,\n  \"history\": false\n}", "voice", 3, 19),
        ])
    func oneSettingLost(contents: String, setting: String, line: Int, column: Int) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings.session.layout == .rows && !loaded.settings.keepsHistory, "the other settings are read")
        let problem = try #require(loaded.problems.first)
        #expect(loaded.problems.count == 1 && problem.setting == setting)
        #expect(problem.line == line && problem.column == column, "\(problem.place)")
        #expect(problem.description.hasPrefix("\(path):\(line):\(column): "), "\(problem)")
        #expect(problem.description.contains("\"\(setting)\" is left out"), "\(problem)")
        #expect(loaded.settings.session.caregiverLock == nil)
        #expect(FileManager.default.contents(atPath: path) == Data(contents.utf8), "read, never rewritten")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["config.json"], "nothing set aside")
    }

    @Test(
        "an extra or last comma loses no setting, and says where it is",
        arguments: [
            ("{\n  \"layout\": \"rows\",,\n  \"history\": false\n}", 2, 20),
            ("{\n  \"layout\": \"rows\",\n  \"history\": false,\n}", 4, 1),
            ("{\n  \"layout\": \"rows\",\n  \"history\": false\n", 4, 1),
        ])
    func extraComma(contents: String, line: Int, column: Int) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings.session.layout == .rows && !loaded.settings.keepsHistory)
        let problem = try #require(loaded.problems.first)
        #expect(loaded.problems.count == 1 && problem.setting == nil)
        #expect(problem.line == line && problem.column == column, "\(problem.place)")
        #expect(problem.description.contains("every setting was read"), "\(problem)")
    }

    @Test(
        "a lock whose part cannot be read is unreadable, never none: the board stays locked; so is a file that is not settings but names the lock",
        arguments: [
            "{\"layout\": \"rows\", \"caregiver_lock\": {\"salt\": \"0102\", \"sha256\": \"zz\", \"digits\": 4}}",
            "{\"layout\": \"rows\", \"caregiver_lock\": {\"salt\": \"0102\" \"digits\": 4}}",
            "{\"layout\": \"rows\", \"caregiver_lock\": 4}",
            "[\"caregiver_lock\"]",
        ])
    func lockUnreadable(contents: String) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let file = SettingsFile(path: path)
        let lock = try #require(file.load().settings.session.caregiverLock)
        #expect(lock.isUnreadable && !lock.accepts([1, 2, 3, 4]))
        #expect(file.peek()?.session.caregiverLock == .unreadable)
        if contents.hasPrefix("{") {
            #expect(file.load().settings.session.layout == .rows)
            #expect(file.load().problems.contains { $0.costsTheLock && $0.description.contains("talkgrid lock reset") })
        }
        // Saving another setting never writes the file without its lock: a lock that is valid JSON stays
        // as written; one whose text is lost refuses the save.
        var changed = file.load().settings
        changed.session.rate = 200
        do {
            try file.save(changed, changedFrom: file.load().settings)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("caregiver_lock"))
            #expect(file.load().settings.session.caregiverLock == .unreadable)
        } catch {
            #expect(error as? StorageError == .settingsLockUnreadable(path: path))
            #expect(FileManager.default.contents(atPath: path) == Data(contents.utf8))
        }
        // A new lock replaces it (`talkgrid lock reset`), the lost text kept in a copy.
        let new = CaregiverLock(code: "2468", salt: [9])
        var reset = file.load().settings
        reset.session.caregiverLock = new
        try file.save(reset, changedFrom: file.load().settings)
        #expect(file.load().settings.session.caregiverLock == new)
        #expect(file.load().problems.isEmpty)
    }

    @Test("saving over a file whose text is lost in part keeps a copy first, and writes it without the mistake")
    func saveKeepsACopy() throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        let contents = "{\n  \"layout\": \"rows\",\n  \"voice\": \"en-US,\n  \"history\": false\n}"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let file = SettingsFile(path: path)
        var changed = file.load().settings
        changed.session.rate = 200
        let saved = try file.save(changed, changedFrom: file.load().settings)
        #expect(saved.session.rate == 200 && saved.session.layout == .rows && !saved.keepsHistory)
        #expect(FileManager.default.contents(atPath: path + ".broken-1") == Data(contents.utf8))
        #expect(file.load().problems.isEmpty)
    }

    @Test("the caregiver lock is saved as a salted digest, never the code, and loads back; peek reads without setting aside")
    func caregiverLock() throws {
        let folder = try Fixtures.temporaryFolder("settings-lock")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(environment: ["XDG_CONFIG_HOME": folder.path])
        let lock = CaregiverLock(code: "97531", salt: [1, 2, 3, 250])
        try file.save(SavedSettings(session: SessionSettings(caregiverLock: lock)))
        let saved = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(saved.contains("\"salt\": \"010203fa\"") && saved.contains("\"digits\": 5"))
        #expect(saved.contains("\"sha256\": \"\(SHA256.hexDigest([1, 2, 3, 250] + Array("97531".utf8)))\""))
        #expect(!saved.contains("97531"))
        #expect(file.load().settings.session.caregiverLock == lock)
        #expect(file.peek()?.session.caregiverLock == lock)
        // A damaged lock stays a lock (that no code opens): peek leaves the file where it is.
        try saved.replacingOccurrences(of: "\"digits\": 5", with: "\"digits\": 2").write(
            toFile: try #require(file.path), atomically: true, encoding: .utf8)
        #expect(file.peek()?.session.caregiverLock == .unreadable)
        #expect(FileManager.default.fileExists(atPath: try #require(file.path)))
    }

    @Test("the window's text size is saved alone, over what the file holds; a size out of 1 to 7 is refused")
    func textSize() throws {
        let folder = try Fixtures.temporaryFolder("settings-text-size")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(environment: ["XDG_CONFIG_HOME": folder.path])
        let first = SavedSettings(session: SessionSettings(highContrast: true))
        try file.save(first)
        var bigger = first
        bigger.session.textSize = 7
        try file.save(bigger, changedFrom: first)
        #expect(file.load().settings == bigger)
        #expect(SavedSettings(json: try JSONParser.parse(Array(#"{"text_size": 9}"#.utf8), file: "config.json")) == nil)
        #expect(SavedSettings(json: try JSONParser.parse(Array(#"{"text_size": 1}"#.utf8), file: "config.json"))?.session.textSize == 1)
    }

    @Test("unknown keys from a newer TalkGrid are ignored, missing keys keep their defaults")
    func lenientKeys() throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data("{\"keypad\": \"numpad\", \"future_option\": [1, 2]}".utf8).write(to: URL(fileURLWithPath: path))
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.settings.session.keypad == .numpad)
        #expect(loaded.settings.session.layout == .grid)
        #expect(!loaded.settings.session.speaksScreen, "speaking the screen is off unless asked for")
        #expect(loaded.settings.theme == "standard" && !loaded.settings.session.highContrast)
    }

    @Test(
        "the theme key gives the colours; a theme this version does not know means the standard colours",
        arguments: [("high-contrast", true), ("standard", false), ("sepia", false)])
    func theme(name: String, highContrast: Bool) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data("{\"layout\": \"rows\", \"theme\": \"\(name)\"}".utf8).write(to: URL(fileURLWithPath: path))
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.settings.session.highContrast == highContrast)
        #expect(loaded.settings.session.layout == .rows)
        #expect(SavedSettings.isHighContrast(themeName: loaded.settings.theme) == highContrast)
    }

    @Test("saving a change replaces only that field: a lock, a setting and an unknown key saved meanwhile by another program stay")
    func saveMergesWithTheFile() throws {
        let folder = try Fixtures.temporaryFolder("settings-merge")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.path + "/config.json")
        let path = try #require(file.path)
        // The board started with these settings.
        let started = SavedSettings(session: SessionSettings(language: "pt", rate: 120))
        try file.save(started)
        // Meanwhile `talkgrid lock set` (another process) saved a lock; a newer TalkGrid added a key and the keypad.
        let lock = CaregiverLock(code: "2468", salt: [9, 8, 7])
        var other = file.load().settings
        other.session.caregiverLock = lock
        other.session.keypad = .numpad
        try file.save(other, changedFrom: file.load().settings)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        try written.replacingOccurrences(of: "\"history\": true", with: "\"history\": true,\n  \"future_option\": [1, 2]")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let beforeBytes = try Data(contentsOf: URL(fileURLWithPath: path))

        // The board saves the layout the person chose, and the language set back to the boards' own.
        var changed = started
        changed.session.layout = .rows
        changed.session.language = nil
        let saved = try file.save(changed, changedFrom: started)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let loaded = file.load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.settings.session.layout == .rows && loaded.settings.session.language == nil)
        #expect(loaded.settings.session.caregiverLock == lock, "the lock saved meanwhile is kept")
        #expect(loaded.settings.session.keypad == .numpad && loaded.settings.session.rate == 120)
        #expect(text.contains("\"future_option\": [1, 2]") || text.contains("\"future_option\": [\n"), "\(text)")
        #expect(!text.contains("\"language\""))
        #expect(saved == loaded.settings)
        // Only the changed members differ from the bytes on disk before: the rest is in its place.
        let beforeLines = String(decoding: beforeBytes, as: UTF8.self).split(separator: "\n")
        let afterLines = text.split(separator: "\n")
        #expect(
            Set(beforeLines).subtracting(afterLines).map(String.init).sorted() == ["  \"language\": \"pt\",", "  \"layout\": \"grid\","])
        #expect(Set(afterLines).subtracting(beforeLines).map(String.init) == ["  \"layout\": \"rows\","])
    }

    @Test("saving a change to a file removed meanwhile writes it whole; to a file broken meanwhile keeps a copy of that one first")
    func saveOverMissingOrBroken() throws {
        let folder = try Fixtures.temporaryFolder("settings-merge")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.path + "/config.json")
        var changed = SavedSettings()
        changed.session.highContrast = true
        try file.save(changed, changedFrom: SavedSettings())
        #expect(file.load().settings == changed)
        try Data("{ broken".utf8).write(to: URL(fileURLWithPath: folder.path + "/config.json"))
        try file.save(SavedSettings(), changedFrom: changed)
        #expect(FileManager.default.contents(atPath: folder.path + "/config.json.broken-1") == Data("{ broken".utf8))
        #expect(file.load().settings == SavedSettings())
    }

    @Test(
        "a set's file: the account's stands in until the set's first save, which copies it with the change; the account's is never written")
    func setFile() throws {
        let folder = try Fixtures.temporaryFolder("settings-set")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = ["XDG_CONFIG_HOME": folder.path + "/config"]
        let sam = folder.path + "/sam"
        let alex = folder.path + "/alex"
        for set in [sam, alex] { try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true) }
        let account = SettingsFile(environment: environment)
        var defaults = SavedSettings()
        defaults.session.voiceID = "en-GB"
        defaults.session.textSize = 3
        try account.save(defaults)
        let accountPath = try #require(account.path)
        let accountBytes = FileManager.default.contents(atPath: accountPath)

        let samFile = SettingsFile(forSetAt: sam, environment: environment)
        #expect(samFile.path == sam + "/.talkgrid/settings.json" && samFile.isTheSets && samFile.readPath == account.path)
        #expect(samFile.load().settings == defaults && samFile.load().existed)
        var larger = defaults
        larger.session.textSize = 6
        try samFile.save(larger, changedFrom: defaults)
        #expect(samFile.readPath == samFile.path)
        #expect(samFile.load().settings == larger, "the account's voice came along with the change")
        #expect(SettingsFile(forSetAt: alex, environment: environment).load().settings == defaults, "Alex keeps the account's")
        #expect(FileManager.default.contents(atPath: accountPath) == accountBytes)
        // A shipped set or an .obz has no folder of its own: the account's file is theirs.
        #expect(SettingsFile(forSetAt: "shipped:first-words", environment: environment).path == account.path)

        // An account file whose lock cannot be read: the set's own file keeps that text, so it stays locked.
        try Data(#"{"text_size": 2, "caregiver_lock": {"salt": "zz"}}"#.utf8).write(to: URL(fileURLWithPath: accountPath))
        let alexFile = SettingsFile(forSetAt: alex, environment: environment)
        let loaded = alexFile.load().settings
        #expect(loaded.session.caregiverLock?.isUnreadable == true)
        var changed = loaded
        changed.session.textSize = 4
        try alexFile.save(changed, changedFrom: loaded)
        #expect(alexFile.readPath == alexFile.path)
        #expect(alexFile.load().settings.session.caregiverLock?.isUnreadable == true, "still locked")
        changed.session.caregiverLock = CaregiverLock.salted(code: "2468")
        try alexFile.save(changed, changedFrom: alexFile.load().settings)
        #expect(alexFile.load().settings.session.caregiverLock?.isUnreadable == false)
        #expect(alexFile.load().settings.session.textSize == 4)
    }

    @Test("the stamp changes when another program saves the file, and not otherwise")
    func stamp() throws {
        let folder = try Fixtures.temporaryFolder("settings-stamp")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.path + "/config.json")
        #expect(file.stamp() == nil)
        try file.save(SavedSettings())
        let first = try #require(file.stamp())
        _ = file.load()
        #expect(file.stamp() == first)
        try SettingsFile(path: folder.path + "/config.json").save(SavedSettings(session: SessionSettings(layout: .rows)))
        #expect(file.stamp() != first)
    }

    @Test(
        "the symbols key says how pictures are drawn, and is written back; one this version does not know means the terminal's best",
        arguments: [("blocks", SymbolsSetting.blocks), ("off", .off), ("kitty", .kitty), ("hologram", .auto)])
    func symbols(name: String, symbols: SymbolsSetting) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/config.json"
        try Data("{\"symbols\": \"\(name)\"}".utf8).write(to: URL(fileURLWithPath: path))
        let file = SettingsFile(path: path)
        let loaded = file.load()
        #expect(loaded.problems.isEmpty && loaded.settings.session.symbols == symbols)
        try file.save(loaded.settings)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"symbols\": \"\(symbols.rawValue)\""))
        #expect(file.load().settings.session.symbols == symbols)
    }
}
