import Testing

@testable import TalkGrid

/// What the set checks keep of an image's path is the decoded image's copy when it reads the same.
@Suite("Validation: an image's path kept for the set")
struct DecodedImagePathTests {
    static let board = Board(
        id: "home", name: "Home", grid: Grid(rows: 1, columns: 1), cells: [],
        images: ["a": BoardImage(id: "a", path: "images/a-long-enough-to-be-on-the-heap.png")])

    @Test("the same text is given back, whether it is the decoded one or not")
    func sameText() {
        #expect(
            Self.board.imagePath("images/a-long-enough-to-be-on-the-heap.png", ofImage: "a") == "images/a-long-enough-to-be-on-the-heap.png"
        )
        #expect(Self.board.imagePath("./images/a.png", ofImage: "a") == "./images/a.png")
        #expect(Self.board.imagePath("images/b.png", ofImage: "b") == "images/b.png")
        #expect(Self.board.imagePath("images/b.png", ofImage: nil) == "images/b.png")
    }
}
