import Foundation
import TalkGridTestSupport
import Testing

/// Labels a person can see and hear, through the real binary: a label of spaces or with a
/// control character is refused with the reason, a label longer than a cell shows at the
/// largest text size is saved with a warning saying so, and a label with a line break written
/// by another app is one line of speech.
@Suite("labels a person can see and hear")
struct LabelRulesTests {
    @Test("cell set refuses a label of spaces, a line break or a tab, and says why; the set is unchanged")
    func unusableLabels() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try OverwriteRefusalTests.snapshot(set)
        let spaces = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "   "])
        #expect(spaces.status == 1)
        #expect(
            spaces.error.contains("the label \"   \" is only spaces: a person would see and hear nothing; give it a word"),
            "\(spaces.error)")
        let newline = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "I want\nmore"])
        #expect(newline.status == 1)
        #expect(
            newline.error.contains(
                #"the label "I want\nmore" has a line break at character 7: a label is one line a person sees and hears"#),
            "\(newline.error)")
        let tab = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "hi", "--vocalization", "hi\tthere"])
        #expect(tab.status == 1 && tab.error.contains(#"the vocalization "hi\tthere" has a tab at character 3"#), "\(tab.error)")
        let escape = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "x\u{1B}[2J"])
        #expect(escape.status == 1 && escape.error.contains("the control character U+001B at character 2"), "\(escape.error)")
        #expect(!escape.error.unicodeScalars.contains { $0.value == 0x1B })
        let boardName = try TalkGridBinary.run(["board", "add", set, "--id", "snacks", "--name", "Snacks\n"])
        #expect(boardName.status == 1 && boardName.error.contains(#"the name "Snacks\n" has a line break"#), "\(boardName.error)")
        let rename = try TalkGridBinary.run(["board", "set", set, "home", "--name", "Home\tpage"])
        #expect(rename.status == 1 && rename.error.contains("has a tab"), "\(rename.error)")
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
    }

    @Test("a label longer than a cell shows at the largest text size is saved, with a warning saying so")
    func longLabel() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let long = String(repeating: "very ", count: 100).trimmingCharacters(in: .whitespaces)
        let run = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", long])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "has 499 characters: at the largest text size a cell shows 2 lines of 16 characters whole, so there it is drawn smaller"),
            "\(run.output)")
        let short = try TalkGridBinary.run(["cell", "set", set, "home", "1,2", "--label", "I would like"])
        #expect(short.status == 0 && !short.output.contains("largest text size"), "\(short.output)")
    }

    @Test("a label with a line break in a file is one line of speech in --print-speech")
    func multiLineLabelIsOneLineOfSpeech() throws {
        let folder = try Fixtures.temporaryFolder("labels")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = folder.appendingPathComponent("two-lines.obf")
        let json =
            #"{"format": "open-board-0.1", "id": "b", "name": "Two lines", "locale": "en", "buttons": [{"id": "1", "label": "I want\nmore"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}}"#
        try Data(json.utf8).write(to: board)
        let run = try TalkGridBinary.run(["run", board.path, "--keys", "1 enter", "--print-speech", "--no-audio"])
        #expect(run.status == 0, "\(run.error)")
        let spoken = run.output.split(separator: "\n").filter { $0.hasPrefix("speak:") }
        #expect(spoken.count == 2, "\(run.output)")
        #expect(spoken.allSatisfy { $0 == "speak: I want more" }, "\(run.output)")
        #expect(!run.output.split(separator: "\n").contains("more"), "\(run.output)")
    }
}
