/// One board of a set before and after an edit of its file, each with its review: what a
/// ``SetCheck`` compares to know whether the edit changes what it reads (``SetCheck/readsSame(_:)``).
struct EditedBoard {
    var before: Board
    var beforeReview: BoardReview
    var after: Board
    var afterReview: BoardReview
}
