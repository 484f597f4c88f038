import Foundation
import TalkGridTestSupport
import Testing

extension WindowTests {
    /// The words-ahead strip in the real window on a virtual screen, read as a screen reader reads
    /// it and touched with the pointer. Nested in the window suite, whose `.serialized` reaches it.
    @Suite("Words ahead in the window")
    struct WindowWordsAheadTests {
        /// The strip's buttons, in their order: named by their words, their keys Space and the slot's.
        static func strip(_ window: WindowSession) throws -> [WindowSession.Accessible] {
            try window.buttons().filter { $0.description.contains("Space") && $0.showing }
        }

        @Test(
            "the strip under the board: a button a word ahead, named by its word, with its picture; a touch adds the word and no cell moves"
        )
        func touchAddsWord() throws {
            let window = try WindowSession(arguments: [])
            defer { window.stop() }
            var slots: [WindowSession.Accessible] = []
            #expect(
                window.waitUntil(seconds: 30) {
                    slots = (try? Self.strip(window)) ?? []; return slots.count == 6
                }, "\(window.log)")
            #expect(slots.allSatisfy { !$0.name.isEmpty }, "\(slots.map(\.name))")
            #expect(slots.first?.description.contains("Space 1") == true, "\(slots.map(\.description))")
            let cellsBefore = try window.buttons().filter { WindowTests.homeWords.contains($0.name) && !$0.description.contains("Space") }
            #expect(cellsBefore.count == 9)
            let board = try #require(cellsBefore.compactMap(\.box).map { $0[1] + $0[3] }.max())
            let first = try #require(slots.first)
            let box = try #require(first.box)
            #expect(box[1] >= board, "the strip lies under the board: \(box) below \(board)")
            // Its picture: the slot's face has the colours of a picture, not only its word in ink.
            let shot = window.folder.appendingPathComponent("strip.png").path
            try window.screenshot(shot)
            let colours = try ChildProcess.run([
                "convert", shot, "-crop", "\(box[2])x\(box[3])+\(box[0])+\(box[1])", "-format", "%k", "info:",
            ])
            #expect((Int(colours.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 40, "colours: \(colours.output)")

            let center = try #require(first.center)
            try window.click(center.x, center.y)
            #expect(window.waitUntil { (try? window.message())?.contains(first.name) == true }, "\(window.log)")
            let cellsAfter = try window.buttons().filter { WindowTests.homeWords.contains($0.name) && !$0.description.contains("Space") }
            #expect(cellsAfter.map(\.name) == cellsBefore.map(\.name), "the same board: \(cellsAfter.map(\.name))")
            #expect(cellsAfter.map(\.box) == cellsBefore.map(\.box), "no cell moved")
            #expect(cellsAfter.map(\.description) == cellsBefore.map(\.description), "no key changed")
        }

        @Test(
            "an 11 x 16 board that shows whole stays whole with words ahead on: the strip gives way on its top level, shows inside a region, and no cell moves after picks"
        )
        func bigBoardStaysWhole() throws {
            let folder = try Fixtures.temporaryFolder("window-big-ahead")
            defer { Fixtures.removeTemporaryFolder(folder) }
            let board = folder.appendingPathComponent("big.obf")
            try WindowTests.numberedBoard(rows: 11, columns: 16).write(to: board, atomically: true, encoding: .utf8)
            let window = try WindowSession(arguments: [board.path, "--text-size", "4", "--keypad", "phone"])
            defer { window.stop() }
            func cells() -> [WindowSession.Accessible] {
                ((try? window.buttons()) ?? []).filter { $0.name.hasPrefix("w") && !$0.description.contains("Space") && $0.showing }
            }
            #expect(window.waitUntil(seconds: 30) { cells().count == 176 }, "\(cells().count) cells: \(window.log)")
            let before = cells()
            #expect(
                window.waitUntil { (try? Self.strip(window))?.isEmpty == true },
                "the strip would make the board's cells too small: it gives way")
            // Into the first region: it fits with the strip under it.
            try window.key("1")
            #expect(window.waitUntil { cells().count < 176 })
            #expect(window.waitUntil { ((try? Self.strip(window)) ?? []).count == 6 }, "the strip under the region")
            // The first cell picked (its region's key, then its sub-region's, then its own), twice:
            // the top level shows whole again each time, every cell in its place with its keys.
            func corners(_ cells: [WindowSession.Accessible]) -> [WindowSession.Accessible] {
                ["w0-0", "w0-15", "w10-0", "w10-15"].compactMap { name in cells.first { $0.name == name } }
            }
            func picked() -> Int { ((try? window.message()) ?? "").components(separatedBy: "w0-0").count - 1 }
            for (round, keys) in [["1", "1"], ["1", "1", "1"]].enumerated() {
                for key in keys { try window.key(key) }
                #expect(window.waitUntil(seconds: 20) { picked() == round + 1 }, "round \(round + 1): \((try? window.message()) ?? "")")
                // Every cell shown, the corners where they were, with their keys.
                #expect(
                    window.waitUntil(seconds: 20) {
                        let now = cells()
                        return now.count == 176 && corners(now).map(\.box) == corners(before).map(\.box)
                            && corners(now).map(\.description) == corners(before).map(\.description)
                    }, "round \(round + 1): \(corners(cells()).map(\.box)) were \(corners(before).map(\.box))")
            }
        }
    }
}
