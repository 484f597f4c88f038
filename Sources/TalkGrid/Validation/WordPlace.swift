/// Where a word first sits on one board, found by ``MotorPlanningCheck``'s board part for its set
/// part, which compares the places across boards of the same size.
struct WordPlace: Equatable, Sendable {
    /// The word as compared (trimmed, lower case), and the cell's label as shown.
    var word: String
    var label: String
    /// Its slot (from 0).
    var row: Int
    var column: Int
    /// Where that slot is in the board's `grid.order` (or the board, if not there).
    var position: TextPosition
}
