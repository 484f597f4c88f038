import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

extension WindowTests {
    /// The usage record of a set run in the real window on a virtual screen: a key typed, a click
    /// and the pointer resting on a cell each go into the set's own record with the method that
    /// made them. Nested in the window suite, whose `.serialized` reaches it.
    @Suite("The usage record in the window")
    struct WindowUsageRecordTests {
        /// The events of the set's record once it holds `count` of them (the recorder writes off the
        /// key path); whatever it holds after `seconds` otherwise.
        private static func events(of set: String, count: Int, seconds: Double = 20) -> [UsageEvent] {
            let record = UsageRecord(folder: set + "/.talkgrid/usage")
            var events: [UsageEvent] = []
            let end = Date().addingTimeInterval(seconds)
            repeat {
                events = ((try? record.events()) ?? []).map(\.event)
                if events.count >= count { break }
                Thread.sleep(forTimeInterval: 0.1)
            } while Date() < end
            return events
        }

        /// The board's cell named `word` (not the words-ahead strip's slot, whose keys start with Space).
        private static func cell(_ word: String, in window: WindowSession) throws -> (x: Int, y: Int)? {
            var found: WindowSession.Accessible?
            _ = window.waitUntil(seconds: 40) {
                found = try? window.buttons().first { $0.name == word && !$0.description.contains("Space") }
                return found != nil
            }
            return found?.center
        }

        @Test("a key typed, a click and a dwell are recorded in the set's own record with their method, board, cell and words")
        func methods() throws {
            let folder = try Fixtures.temporaryFolder("window-usage")
            defer { Fixtures.removeTemporaryFolder(folder) }
            let set = folder.appendingPathComponent("sam").path
            let made = try TalkGridBinary.run(["new", set, "--words", "I,want,juice"])
            try #require(made.status == 0, "\(made.error)")

            let window = try WindowSession(arguments: [set])
            defer { window.stop() }
            try window.key("1")
            #expect(window.waitUntil { (try? window.message())?.contains("I") == true })
            let want = try #require(try Self.cell("want", in: window))
            try window.click(want.x, want.y)
            #expect(window.waitUntil { (try? window.message())?.contains("want") == true }, "\(window.log)")
            try window.key("Return")
            let typed = Self.events(of: set, count: 3)
            #expect(typed.map(\.action) == [.pick, .pick, .said], "\(typed)")
            #expect(typed.map(\.method) == [.key, .touch, .key], "a key, a click (the window's touch), Enter: \(typed)")
            #expect(typed.map(\.cell) == ["b1", "b2", nil], "\(typed)")
            #expect(typed.map(\.text) == ["I", "want", "I want"], "\(typed)")
            #expect(typed.allSatisfy { $0.board == "home" && $0.language == "en" }, "\(typed)")
            #expect(typed.prefix(2).allSatisfy { $0.unit == .word }, "\(typed)")
            window.stop()

            let dwelling = try WindowSession(arguments: [set, "--dwell", "0.6"])
            defer { dwelling.stop() }
            let juice = try #require(try Self.cell("juice", in: dwelling))
            try dwelling.move(to: juice.x, juice.y)
            #expect(dwelling.waitUntil(seconds: 5) { (try? dwelling.message())?.contains("juice") == true }, "\(dwelling.log)")
            let all = Self.events(of: set, count: 4)
            let dwelt = try #require(all.dropFirst(3).first, "\(all)")
            #expect(all.count == 4, "one pick only: \(all)")
            #expect(dwelt.action == .pick && dwelt.method == .dwell, "\(dwelt)")
            #expect(dwelt.board == "home" && dwelt.cell == "b3" && dwelt.text == "juice" && dwelt.unit == .word, "\(dwelt)")
        }
    }
}
