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
                    ignoreRepeatsMilliseconds: 250)))
        try file.save(settings)
        let saved = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(saved.contains("\"theme\": \"high-contrast\""), "the key earlier versions read")
        #expect(saved.contains("\"speak_screen\": true"))
        let loaded = file.load()
        #expect(loaded.existed && loaded.problem == nil)
        #expect(loaded.settings == settings)
        // Saving again replaces the file whole (atomically) and keeps nothing stale.
        try file.save(SavedSettings())
        #expect(file.load().settings == SavedSettings())
        let text = try String(contentsOfFile: try #require(file.path), encoding: .utf8)
        #expect(!text.contains("rate"))
    }

    @Test(
        "a broken file is kept as config.json.broken-N and the defaults are used",
        arguments: [
            "{ not json", "[1, 2]", "{\"layout\": \"spiral\"}", "{\"rate\": \"fast\"}", "",
            "{\"access\": \"eyes\"}", "{\"scanning\": {\"pace_ms\": 100}}",
            "{\"scanning\": {\"next_key\": \"enter\"}}",
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
        let problem = try #require(loaded.problem)
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
}
