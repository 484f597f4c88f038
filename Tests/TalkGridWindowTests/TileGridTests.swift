import Testing

@testable import TalkGridWindow

/// How a grid of tiles shares the board's area among its rows and columns, as GTK's homogeneous
/// grid does (what the faces drawn ahead for a hidden region are sized by; the window test
/// "regionFacesDrawnAhead" checks it against GTK's own sizes).
@Suite("Tile grid")
struct TileGridTests {
    @Test("each line gets the same pixels, the ones left over one each to the first lines, and all add up to the area")
    func shares() {
        #expect(TileGrid.shares(of: 527, among: 11) == Array(repeating: 48, count: 10) + [47])
        #expect(TileGrid.shares(of: 1008, among: 16) == Array(repeating: 63, count: 16))
        #expect(TileGrid.shares(of: 1008, among: 5) == [202, 202, 202, 201, 201])
        for (length, lines) in [(440, 4), (799, 3), (5, 7), (1280, 11)] {
            let shares = TileGrid.shares(of: length, among: lines)
            #expect(shares.count == lines)
            #expect(shares.reduce(0, +) == length)
            #expect((shares.max() ?? 0) - (shares.min() ?? 0) <= 1)
        }
        #expect(TileGrid.shares(of: 100, among: 0).isEmpty)
    }
}
