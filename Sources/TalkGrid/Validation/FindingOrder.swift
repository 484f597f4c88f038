/// Where a finding goes among the findings of its file: by line and column, then in the order
/// found (which list it came in, and where in that list). Four 32-bit numbers, so that tens of
/// thousands of them sort without touching the findings.
struct FindingOrder: Comparable {
    let line: Int32
    let column: Int32
    let list: UInt32
    let index: UInt32

    /// The order of the finding at `line` and `column`, found at `index` of the list numbered `list`.
    init(line: Int, column: Int, list: Int, index: Int) {
        // A finding keeps its line and column in 32 bits: these are those numbers, unchanged.
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
        self.list = UInt32(list)
        self.index = UInt32(index)
    }

    /// Whether both are at the same line and column.
    func isAtPlace(of other: FindingOrder) -> Bool {
        line == other.line && column == other.column
    }

    static func < (lhs: FindingOrder, rhs: FindingOrder) -> Bool {
        (lhs.line, lhs.column, lhs.list, lhs.index) < (rhs.line, rhs.column, rhs.list, rhs.index)
    }
}
