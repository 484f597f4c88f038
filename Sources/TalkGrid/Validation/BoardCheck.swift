/// A check of one board at a time: it sees the board's whole JSON and nothing of the other boards.
///
/// Board checks run as each board is read (in parallel), so a set's boards need not all be held
/// whole at once: once they have run, a board keeps only ``SetWideJSON/shape`` of its JSON.
protocol BoardCheck: ValidationCheck {
    /// Looks at `board` and reports what it finds there in `review`.
    static func check(_ board: Board, _ review: inout BoardReview)
}
