/// Assistive Access: every cell carries an icon and a label.
enum CellIconLabelCheck: BoardCheck {
    /// `cell-without-icon`: a cell has no icon.
    static let withoutIcon = ValidationRule("cell-without-icon", .warning)
    /// `cell-without-label`: a cell has an empty label.
    static let withoutLabel = ValidationRule("cell-without-label", .warning)

    static var rules: [ValidationRule] { [withoutIcon, withoutLabel] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        // The decoder makes one cell per button object, in order.
        for (button, cell) in zip(review.buttons(of: board), board.cells) where !cell.hidden {
            if cell.imageID == nil && board.glyph(for: cell) == nil {
                review.report(
                    withoutIcon, .cellWithoutIcon(label: cell.label), file: file,
                    at: button.node, path: button.path)
            }
            if let label = button.node["label"], cell.label.trimmingSpaces.isEmpty {
                review.report(
                    withoutLabel, .cellWithoutLabel(id: cell.id), file: file, at: label, path: button.path.member("label"))
            }
        }
    }
}
