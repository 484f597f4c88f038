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
    }
}
