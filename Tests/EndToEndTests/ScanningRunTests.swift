import TalkGrid
import TalkGridShipped
import TalkGridTestSupport
import Testing

/// `talkgrid run --access step-scan|auto-scan --keys`: a sentence built with switches only, the
/// presses worked out here from the scan order as the README states it (not from TalkGrid's code).
@Suite("talkgrid run with switch access")
struct ScanningRunTests {
    /// The item index to select at each level to reach a cell from the top of its board: regions
    /// (the number-key bands) in reading order, those with no visible cell left out; inside a region
    /// of at most 3 x 3 slots, its visible cells in reading order; a one-slot band is its cell.
    private static func itemIndices(to cellID: String, on board: Board) throws -> [Int] {
        let (row, column) = try #require(board.grid.position(of: cellID))
        func visible(_ row: Int, _ column: Int) -> Bool {
            guard let id = board.grid.cellID(row: row, column: column), let cell = board.cell(id: id) else { return false }
            return !cell.hidden
        }
        var rows = 0..<board.grid.rows
        var columns = 0..<board.grid.columns
        var indices: [Int] = []
        while true {
            if rows.count <= 3 && columns.count <= 3 {
                let cells = rows.flatMap { r in columns.map { (r, $0) } }.filter { visible($0.0, $0.1) }
                indices.append(try #require(cells.firstIndex { $0 == (row, column) }))
                return indices
            }
            let rowBands = SelectionRule.bands(rows.count).map { ($0.lowerBound + rows.lowerBound)..<($0.upperBound + rows.lowerBound) }
            let columnBands = SelectionRule.bands(columns.count).map {
                ($0.lowerBound + columns.lowerBound)..<($0.upperBound + columns.lowerBound)
            }
            let bands = rowBands.flatMap { r in columnBands.map { (r, $0) } }.filter { band in
                band.0.contains { r in band.1.contains { visible(r, $0) } }
            }
            let index = try #require(bands.firstIndex { $0.0.contains(row) && $0.1.contains(column) })
            indices.append(index)
            if bands[index].0.count * bands[index].1.count == 1 { return indices }
            (rows, columns) = bands[index]
        }
    }

    /// How many items the top level has before Controls.
    private static func topLevelCount(of board: Board) -> Int {
        let bands = SelectionRule.bands(board.grid.rows).flatMap { r in SelectionRule.bands(board.grid.columns).map { (r, $0) } }
        return bands.filter { band in
            band.0.contains { r in
                band.1.contains { c in board.grid.cellID(row: r, column: c).flatMap { board.cell(id: $0) }.map { !$0.hidden } ?? false }
            }
        }.count
    }

    /// The presses that pick the words, then speak them: Select on the message bar, which the
    /// highlight rests on after each word, or (`throughControls`) Next to Controls, Select, then
    /// Select on Speak, its first control. While the message holds words the bar is the first
    /// item of the top level, so every word after the first is one Next further.
    private static func script(_ words: [String], moving: String, throughControls: Bool = false) throws -> String {
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        let board = try #require(set.root)
        var presses: [String] = []
        for (position, word) in words.enumerated() {
            let cell = try #require(board.cells.first { $0.label == word })
            for (level, index) in try itemIndices(to: cell.id, on: board).enumerated() {
                let bar = level == 0 && position > 0 ? 1 : 0
                presses += Array(repeating: moving, count: index + bar) + ["enter"]
            }
        }
        // Through Controls: past the message bar, the board's regions and the words-ahead strip (an item after the cells).
        presses += throughControls ? Array(repeating: moving, count: 2 + topLevelCount(of: board)) + ["enter", "enter"] : ["enter"]
        return presses.joined(separator: " ")
    }

    @Test("step scanning: Space and Enter build a three-word sentence, and one Select on the message bar speaks it")
    func stepScan() throws {
        let keys = try Self.script(["I", "want", "more"], moving: "space")
        let run = try TalkGridBinary.run([
            "run", "shipped:core-words", "--access", "step-scan", "--keys", keys, "--no-audio", "--print-speech",
            "--speak-on-select", "off",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "speak: I want more\n", "keys: \(keys)")
    }

    @Test("auto-scan: ticks move the highlight, Enter picks, and the sentence is spoken through Controls")
    func autoScan() throws {
        let keys = try Self.script(["you", "go", "eat"], moving: "tick", throughControls: true)
        let run = try TalkGridBinary.run([
            "run", "shipped:core-words", "--access", "auto-scan", "--keys", keys, "--no-audio", "--print-speech",
            "--speak-on-select", "off",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "speak: you go eat\n", "keys: \(keys)")
    }

    @Test("with the number keys, Space opens the words ahead and a tick does nothing; a wrong access method is a usage error")
    func keysAndMistakes() throws {
        let keys = try TalkGridBinary.run(["run", "shipped:core-words", "--keys", "space 0 tick 1 1 enter", "--no-audio", "--print-speech"])
        #expect(keys.output == "note: Words ahead\nnote: Back to Core words\nspeak: I\nspeak: I\n", "\(keys.output)")
        let wrong = try TalkGridBinary.run(["run", "shipped:core-words", "--access", "eyes", "--keys", "1"])
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("--access is keys, step-scan or auto-scan"))
    }
}
