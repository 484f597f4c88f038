/// The bounds of a converted board's grid: source files place cells by numbers nothing bounds
/// (a hostile `"x": 9223372036854775807` would overflow the sums that size a grid, or ask for a
/// grid of billions of slots), so every place and span is read through these first.
enum GridBounds {
    /// The most rows or columns a converted board has (real boards have at most a few dozen; the
    /// validator already warns above 20). A cell placed beyond it goes to the first free slot, reported.
    static let largestSide = 100

    /// A row or column from the source (from 0), clamped to `0...largestSide`: `largestSide` itself is outside every grid.
    static func place(_ value: Int?) -> Int { min(max(value ?? 0, 0), largestSide) }

    /// A span or a size from the source, clamped to `1...largestSide`.
    static func span(_ value: Int?) -> Int { min(max(value ?? 1, 1), largestSide) }
}
