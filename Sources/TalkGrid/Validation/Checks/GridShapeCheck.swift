/// The grid's own numbers and rows: positive sizes, sensible limits, full rows, something placed.
enum GridShapeCheck: BoardCheck {
    static let invalidSize = ValidationRule(
        "invalid-grid-size", .error,
        summary: "grid rows or columns is not a positive whole number",
        explanation: #""rows" and "columns" must be whole numbers of at least 1 that match grid.order."#)
    static let largeGrid = ValidationRule(
        "large-grid", .warning,
        summary: "the grid has more than 20 rows or columns",
        explanation: "Few screens or people can use a grid this large; cells become tiny. Split the board into several linked boards.")
    static let rowLength = ValidationRule(
        "grid-row-length", .error,
        summary: "a row of grid.order has the wrong length",
        explanation: #"Each row of grid.order must have exactly "columns" entries (use null for an empty slot)."#)
    static let emptyGrid = ValidationRule(
        "empty-grid", .warning,
        summary: "the grid places no buttons",
        explanation: "Nothing on this board can be picked. Place buttons in grid.order.")

    static var rules: [ValidationRule] { [invalidSize, largeGrid, rowLength, emptyGrid] }

    static let gridSizeMissing = FindingMessage("gridSizeMissing", "grid.{field} is missing, not a whole number of at least 1")
    static let gridSizeNotWhole = FindingMessage("gridSizeNotWhole", "grid.{field} is {found}, not a whole number of at least 1")
    static let gridTooLarge = FindingMessage(
        "gridTooLarge", "grid.{field} is {value}; more than {limit} is too many for most screens and people")
    static let gridRowLength = FindingMessage(
        "gridRowLength", "row {row} of grid.order has {count} entries, but the grid has {columns} columns")
    static let gridPlacesNone = FindingMessage("gridPlacesNone", "the grid places none of the board's {count} buttons")

    static var messages: [FindingMessage] { [gridSizeMissing, gridSizeNotWhole, gridTooLarge, gridRowLength, gridPlacesNone] }

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
                    invalidSize,
                    node.map { gridSizeNotWhole(field: key, found: $0.quoted) }
                        ?? gridSizeMissing(field: key),
                    file: file,
                    at: node ?? grid, path: node == nil ? path : path.member(key))
                continue
            }
            if key == "columns" { columns = value }
            if value > largestSensibleSize, let node {
                review.report(
                    largeGrid, gridTooLarge(field: key, value: value, limit: largestSensibleSize),
                    file: file, at: node, path: path.member(key))
            }
        }
        guard let order = grid["order"]?.elements else { return }
        if let columns {
            for (index, row) in order.enumerated() {
                guard let cells = row.elements, cells.count != columns else { continue }
                review.report(
                    rowLength, gridRowLength(row: index + 1, count: cells.count, columns: columns),
                    file: file, at: row, path: path.member("order").index(index))
            }
        }
        if board.grid.placedIDs.isEmpty && !board.cells.isEmpty {
            review.report(
                emptyGrid, gridPlacesNone(count: board.cells.count), file: file, at: grid, path: path)
        }
    }
}
