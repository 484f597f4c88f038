import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// The private history of spoken messages: where it goes, what a line holds, and its bounds.
@Suite("Speech history")
struct SpeechHistoryTests {
    @Test("the XDG state folder, else ~/.local/state; nowhere without either")
    func location() {
        #expect(SpeechHistory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/talkgrid/history.log")
        #expect(SpeechHistory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/talkgrid/history.log")
        #expect(SpeechHistory(environment: [:]).path == nil)
        #expect(throws: StorageError.self) { try SpeechHistory(path: nil).append(Utterance(text: "hi", language: "en"), at: 0) }
    }

    @Test("one line per message: UTC time, language(s), text with tabs and line breaks made spaces")
    func lines() throws {
        let folder = try Fixtures.temporaryFolder("history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let history = SpeechHistory(environment: ["XDG_STATE_HOME": folder.path])
        try history.append(Utterance(text: "I want drink", language: "en-US"), at: 1_796_016_758)
        let mixed = Utterance(segments: [.init(text: "I want", language: "en"), .init(text: "agua\tfría\nya", language: "es")])
        try history.append(mixed, at: 0)
        let path = try #require(history.path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "2026-11-30T05:32:38Z\ten-US\tI want drink\n1970-01-01T00:00:00Z\ten+es\tI want agua fría ya\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("past 1 MiB the file is set aside as history.log.1 and a new one begins")
    func bounded() throws {
        let folder = try Fixtures.temporaryFolder("history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let history = SpeechHistory(path: folder.appendingPathComponent("history.log").path)
        let path = try #require(history.path)
        let full = Data(repeating: UInt8(ascii: "x"), count: SpeechHistory.maxBytes - 10) + Data("\n".utf8)
        try full.write(to: URL(fileURLWithPath: path))
        try history.append(Utterance(text: "hello there", language: "en"), at: 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".1")) == full)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1970-01-01T00:00:00Z\ten\thello there\n")
    }

    @Test("a link in the history's place is refused, not followed")
    func refusesLinks() throws {
        let folder = try Fixtures.temporaryFolder("history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let target = folder.appendingPathComponent("elsewhere").path
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: target))
        let path = folder.appendingPathComponent("history.log").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: StorageError.self) { try SpeechHistory(path: path).append(Utterance(text: "hi", language: "en"), at: 0) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
    }

    @Test("config.json keeps the history setting; an older file without it keeps the history on")
    func setting() throws {
        var settings = SavedSettings()
        #expect(settings.keepsHistory)
        settings.keepsHistory = false
        let reread = try #require(SavedSettings(json: try JSONParser.parse(JSONWriter.prettyBytes(settings.json), file: "config.json")))
        #expect(!reread.keepsHistory)
        #expect(SavedSettings(json: try JSONParser.parse(Array(#"{"layout": "rows"}"#.utf8), file: "c"))?.keepsHistory == true)
        #expect(SavedSettings(json: try JSONParser.parse(Array(#"{"history": "no"}"#.utf8), file: "c")) == nil)
    }
}
