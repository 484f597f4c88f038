import TalkGrid
import TalkGridPrint
import Testing

@testable import TalkGridWindow

/// What a region's tile shows of its cells: at their places when they fit at the text size's
/// smallest cell, else the first ones in the board's order, larger, and how many more.
@Suite("Region tile previews")
struct GroupPreviewTests {
    /// The cells of a region of `rows` x `columns` from row 2, column 4, listed in a shuffled order.
    static func cells(rows: Int, columns: Int) -> [ScreenCell] {
        var cells: [ScreenCell] = []
        for row in 2..<(2 + rows) {
            for column in 4..<(4 + columns) {
                cells.append(
                    ScreenCell(
                        id: "c\(row)-\(column)", row: row, column: column, key: nil, glyph: nil, label: .content("w\(row)-\(column)")))
            }
        }
        return cells.reversed()
    }

    static let region = GridRegion(rows: 2..<6, columns: 4..<10)

    @Test("cells that fit at the size's smallest cell stay at their own places")
    func atTheirPlaces() {
        let area = PageRect(x: 10, y: 20, width: 600, height: 400)
        let preview = GroupPreview(
            cells: Self.cells(rows: 4, columns: 6), region: Self.region, area: area, smallest: TextSize(step: 4).smallestCell)
        #expect(preview.atTheirPlaces && preview.more == nil && preview.moreCount == 0)
        #expect(preview.shown.count == 24)
        let first = preview.shown.first { $0.cell.id == "c2-4" }
        #expect(first?.box.x == 11 && first?.box.y == 21)
    }

    @Test(
        "at the accessibility sizes an 11 x 16 board's region tile shows its first words in the board's order, each at least the size's smallest cell, and +N more",
        arguments: [6, 7])
    func firstWordsLarger(step: Int) throws {
        // About a region tile's inside at 1280 x 800.
        let area = PageRect(x: 0, y: 0, width: 400, height: 100)
        let smallest = TextSize(step: step).smallestCell
        let preview = GroupPreview(cells: Self.cells(rows: 4, columns: 6), region: Self.region, area: area, smallest: smallest)
        #expect(!preview.atTheirPlaces)
        #expect(preview.shown.count >= 2)
        #expect(preview.shown.allSatisfy { $0.box.width + 2 >= smallest.width && $0.box.height + 2 >= smallest.height })
        // The board's order: row by row, left to right.
        let expected = ["c2-4", "c2-5", "c2-6", "c2-7", "c2-8", "c2-9", "c3-4"]
        #expect(preview.shown.map(\.cell.id) == Array(expected.prefix(preview.shown.count)))
        let more = try #require(preview.more)
        #expect(preview.moreCount == 24 - preview.shown.count)
        // The note in the next place, on the same row, after the last word.
        let last = try #require(preview.shown.last)
        #expect(more.x > last.box.x && more.y == last.box.y)
        #expect(more.x + more.width <= area.x + area.width)
    }

    @Test("a region whose cells all fit in the larger places shows them all with no note; one place fewer leaves one for the note")
    func fewCells() {
        // A region one cell wide and three high, in a wide, low tile.
        let cells = Self.cells(rows: 3, columns: 1)
        let region = GridRegion(rows: 2..<5, columns: 4..<5)
        let smallest = TextSize(step: 7).smallestCell
        let all = GroupPreview(cells: cells, region: region, area: PageRect(x: 0, y: 0, width: 300, height: 100), smallest: smallest)
        #expect(!all.atTheirPlaces)
        #expect(all.shown.map(\.cell.id) == ["c2-4", "c3-4", "c4-4"] && all.more == nil && all.moreCount == 0)
        let two = GroupPreview(cells: cells, region: region, area: PageRect(x: 0, y: 0, width: 200, height: 100), smallest: smallest)
        #expect(two.shown.map(\.cell.id) == ["c2-4"] && two.more != nil && two.moreCount == 2)
    }
}
