import Testing

@testable import TalkGrid

@Suite("Authoring: show a board as text")
struct BoardPreviewTests {
    @Test("every line fits the width; each cell shows its key, glyph and label; folders are marked", arguments: [40, 80, 120])
    func fits(width: Int) throws {
        let set = try AuthoringTestSets.shipped().set
        let home = try #require(set.root)
        let text = BoardPreview(board: home).rendered(width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines.first?.contains("🏠") == true)
        for label in ["Yes", "No", "Stop"] { #expect(text.contains(label)) }
        #expect(text.contains("🤲"))
        #expect(text.contains("▸"))
        // Phone keypad: row 1 starts with key 1, row 3 with key 7.
        #expect(lines[2].hasPrefix("│1"))
        #expect(lines.contains { $0.hasPrefix("│7") })
    }

    @Test("the numpad puts 7 on top; a height limit shrinks the cells; --lang shows translations")
    func options() throws {
        let set = try AuthoringTestSets.shipped().set
        let home = try #require(set.root)
        let numpad = BoardPreview(board: home, keypad: .numpad).rendered(width: 60)
        #expect(numpad.split(separator: "\n")[2].hasPrefix("│7"))
        let short = BoardPreview(board: home, language: "es").rendered(width: 60, height: 12)
        #expect(short.split(separator: "\n").count <= 12)
        #expect(short.contains("Quiero"))
        #expect(short.contains("Inicio"))
    }

    @Test("a large grid shows two-key sequences (zoom selection)")
    func zoom() throws {
        let set = try AuthoringTestSets.shipped("core-words").set
        let core = try #require(set.root)
        #expect(core.grid.rows > 3)
        let text = BoardPreview(board: core).rendered(width: 100)
        #expect(text.contains("│1 1"))
    }
}
