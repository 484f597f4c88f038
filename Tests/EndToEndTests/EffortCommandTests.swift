import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid effort` as a caregiver runs it.
@Suite("talkgrid effort")
struct EffortCommandTests {
    @Test("--json: every word with its board, keys and scan presses, and the averages")
    func json() throws {
        let run = try TalkGridBinary.run(["effort", "shipped:core-words", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        #expect(Set(object.keys) == ["words", "averageKeys", "averageScanPresses", "speakScanPresses", "speakScanPressesThroughControls"])
        let words = object["words"] as? [[String: Any]] ?? []
        #expect(words.allSatisfy { Set($0.keys) == ["word", "board", "keys", "scanPresses"] })
        // The core board is 6 x 6: "I" is key 1 then 1 (the first region, its first cell: 2 presses);
        // "all done" is key 9 then 5 (the ninth region, its fourth cell: 9 + 4 presses).
        let byWord = Dictionary(words.map { ($0["word"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byWord["I"]?["keys"] as? Int == 2 && byWord["I"]?["scanPresses"] as? Int == 2)
        #expect(byWord["all done"]?["keys"] as? Int == 2 && byWord["all done"]?["scanPresses"] as? Int == 13)
        #expect(byWord["I"]?["board"] as? String == "core")
        #expect(object["averageKeys"] is Double || object["averageKeys"] is Int)
        // Speaking: Select on the message bar, or the nine regions, Controls and Speak (9 + 2).
        #expect(object["speakScanPresses"] as? Int == 1 && object["speakScanPressesThroughControls"] as? Int == 11)
    }

    @Test("the text form lists the costliest words with their keys, and each board")
    func text() throws {
        let run = try TalkGridBinary.run(["effort", "shipped:core-words", "--keypad", "numpad"])
        #expect(run.status == 0)
        #expect(run.output.contains("Costliest words"))
        #expect(run.output.contains("Core words (core): open 0 / 0"))
        #expect(run.output.contains("  all done    13   2  3 5  (core)"), "numpad keys: region 3, then 5")
        #expect(run.output.contains("step-scan presses: 1 on the message bar (first after each word), 11 through Controls"))
    }

    @Test("mistakes: an unknown keypad is a usage error, a missing set a failure")
    func mistakes() throws {
        let keypad = try TalkGridBinary.run(["effort", "shipped:core-words", "--keypad", "diagonal"])
        #expect(keypad.status == 2)
        #expect(keypad.error.contains("--keypad is phone or numpad"))
        let missing = try TalkGridBinary.run(["effort", "/nonexistent/set"])
        #expect(missing.status == 1)
        #expect(!missing.error.isEmpty)
    }
}
