/// Assistive Access: every cell carries an icon and a label.
enum CellIconLabelCheck: ValidationCheck {
    static let withoutIcon = ValidationRule(
        "cell-without-icon", .warning, "a cell has no icon",
        explanation:
            "Assistive Access pairs every choice with a picture and a word: many communicators recognise the picture before they can read. Give the button an image_id, or a glyph with ext_talkgrid_glyph (one emoji or character, shown by the terminal board)."
    )
    static let withoutLabel = ValidationRule(
        "cell-without-label", .warning, "a cell has an empty label",
        explanation:
            "Assistive Access pairs every choice with a picture and a word: the word is what caregivers read, what speech says, and what a person who reads looks for. Give the button a label."
    )

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
