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
        #expect(loaded.settings == SavedSettings() && !loaded.existed && loaded.problem == nil)
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
        #expect(loaded.existed && loaded.problem == nil)
        #expect(loaded.settings == settings)
        // Saving again replaces the file whole (atomically) and keeps nothing stale.
        try file.save(SavedSettings())
        #expect(file.load().settings == SavedSettings())
        let text = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(!text.contains("rate"))
        #expect(text.contains("\"cue_voice\": {}"), "the default cue voice is the message's, faster and quieter: \(text)")
    }

    @Test(
        "a broken file is kept as config.json.broken-N and the defaults are used",
        arguments: [
            "{ not json", "[1, 2]", "{\"layout\": \"spiral\"}", "{\"rate\": \"fast\"}", "",
            "{\"access\": \"eyes\"}", "{\"scanning\": {\"pace_ms\": 100}}",
            "{\"scanning\": {\"next_key\": \"enter\"}}", "{\"scanning\": {\"cue_voice\": {\"rate\": 5}}}",
            "{\"scanning\": {\"cue_voice\": {\"voice\": 3}}}", "{\"scanning\": {\"cue_voice\": \"quiet\"}}",
        ])
    func broken(contents: String) throws {
        let folder = try Fixtures.temporaryFolder("settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.path + "/config.json")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder.path + "/config.json"))
        // An earlier broken file is not overwritten.
        try Data("older".utf8).write(to: URL(fileURLWithPath: folder.path + "/config.json.broken-1"))
        let loaded = file.load()
        #expect(loaded.settings == SavedSettings())
        #expect(loaded.existed)
        let problem = try #require(loaded.problem).description
        #expect(problem.contains("config.json.broken-2"))
        #expect(FileManager.default.contents(atPath: folder.path + "/config.json.broken-2") == Data(contents.utf8))
        #expect(FileManager.default.contents(atPath: folder.path + "/config.json.broken-1") == Data("older".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/config.json"))
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
        // A damaged lock makes the file unreadable as settings: peek leaves it where it is.
        try saved.replacingOccurrences(of: "\"digits\": 5", with: "\"digits\": 2").write(
            toFile: try #require(file.path), atomically: true, encoding: .utf8)
        #expect(file.peek() == nil)
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
        #expect(loaded.problem == nil)
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
        #expect(loaded.problem == nil)
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
        #expect(loaded.problem == nil)
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

    @Test("saving a change to a file removed meanwhile writes it whole; to a file broken meanwhile sets that one aside first")
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
        #expect(loaded.problem == nil && loaded.settings.session.symbols == symbols)
        try file.save(loaded.settings)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"symbols\": \"\(symbols.rawValue)\""))
        #expect(file.load().settings.session.symbols == symbols)
    }
}
