/// Assistive Access: every cell carries an icon and a label.
enum CellIconLabelCheck: ValidationCheck {
    /// `cell-without-icon`: a cell has no icon.
    static let withoutIcon = ValidationRule(
        "cell-without-icon", .warning, .cellWithoutIconSummary, explanation: .cellWithoutIconExplanation)
    /// `cell-without-label`: a cell has an empty label.
    static let withoutLabel = ValidationRule(
        "cell-without-label", .warning, .cellWithoutLabelSummary, explanation: .cellWithoutLabelExplanation)

    static var rules: [ValidationRule] { [withoutIcon, withoutLabel] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let file = context.file(of: board)
            // The decoder makes one cell per button object, in order.
            for (button, cell) in zip(context.buttons(of: board), board.cells) where !cell.hidden {
                if cell.imageID == nil && board.glyph(for: cell) == nil {
                    context.report(
                        withoutIcon, .cellWithoutIcon(label: cell.label), file: file,
                        at: button.node, path: button.path)
                }
                if let label = button.node["label"], cell.label.trimmingSpaces.isEmpty {
                    context.report(
                        withoutLabel, .cellWithoutLabel(id: cell.id), file: file, at: label, path: button.path.member("label"))
                }
            }
        }
    }
}
