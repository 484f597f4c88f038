/// A place in a board's grid, counted from 0 inside TalkGrid and from 1 for people.
///
/// People write `ROW,COL` with row 1, column 1 at the top left: `2,3` is the second row, third column.
public struct GridSlot: Hashable, Sendable, CaregiverTextConvertible {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Reads `ROW,COL` as people write it (1-based); nil when it is not two whole numbers from 1.
    public init?(oneBased text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]), row >= 1, column >= 1 else {
            return nil
        }
        self.init(row: row - 1, column: column - 1)
    }

    /// `ROW,COL`, 1-based, as people write it.
    public var oneBasedText: String { "\(row + 1),\(column + 1)" }

    /// "row 2, column 3" (1-based).
    public var caregiverText: CaregiverText {
        AuthoringText.slot(row: row + 1, column: column + 1)
    }
}
