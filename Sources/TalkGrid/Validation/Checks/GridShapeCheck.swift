/// The grid's own numbers and rows: positive sizes, sensible limits, full rows, something placed.
enum GridShapeCheck: BoardCheck {
    /// `invalid-grid-size`: grid rows or columns is not a positive whole number.
    static let invalidSize = ValidationRule("invalid-grid-size", .error)
    /// `large-grid`: the grid has more than 20 rows or columns.
    static let largeGrid = ValidationRule("large-grid", .warning)
    /// `grid-row-length`: a row of grid.order has the wrong length.
    static let rowLength = ValidationRule("grid-row-length", .error)
    /// `empty-grid`: the grid places no buttons.
    static let emptyGrid = ValidationRule("empty-grid", .warning)

    static var rules: [ValidationRule] { [invalidSize, largeGrid, rowLength, emptyGrid] }

    static let largestSensibleSize = 20

    static func check(_ board: Board, _ review: inout BoardReview) {
        guard let grid = board.document["grid"], grid.members != nil else { return }
        let file = review.file
        let path = JSONPath.root.member("grid")
        var columns: Int?
        for key in ["rows", "columns"] {
            let node = grid[key]
            guard let value = node?.number?.int, value >= 1 else {
                review.report(
                    invalidSize, node.map { .gridSizeNotWhole(field: key, found: $0.quoted) } ?? .gridSizeMissing(field: key),
                    file: file,
                    at: node ?? grid, path: node == nil ? path : path.member(key))
                continue
            }
            if key == "columns" { columns = value }
            if value > largestSensibleSize, let node {
                review.report(
                    largeGrid, .gridTooLarge(field: key, value: value, limit: largestSensibleSize),
                    file: file, at: node, path: path.member(key))
            }
        }
        guard let order = grid["order"]?.elements else { return }
        if let columns {
            for (index, row) in order.enumerated() {
                guard let cells = row.elements, cells.count != columns else { continue }
                review.report(
                    rowLength, .gridRowLength(row: index + 1, count: cells.count, columns: columns),
                    file: file, at: row, path: path.member("order").index(index))
            }
        }
        if board.grid.placedIDs.isEmpty && !board.cells.isEmpty {
            review.report(
                emptyGrid, .gridPlacesNone(count: board.cells.count), file: file, at: grid, path: path)
        }
    }
}
