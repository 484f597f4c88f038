/// Assistive Access: every cell carries an icon and a label.
enum CellIconLabelCheck: BoardCheck {
    static let withoutIcon = ValidationRule(
        "cell-without-icon", .warning, fix: "talkgrid symbols fill SET (or: talkgrid cell set SET BOARD ROW,COL --glyph 🙂)",
        summary: "a cell has no icon",
        explanation: """
            Assistive Access pairs every choice with a picture and a word: many communicators recognise the picture before \
            they can read. Give the button an image_id, or a glyph with ext_talkgrid_glyph (one emoji or character, shown by \
            the terminal board).
            """)
    static let withoutLabel = ValidationRule(
        "cell-without-label", .warning, fix: "talkgrid cell set SET BOARD ROW,COL --label WORD",
        summary: "a cell has an empty label",
        explanation: """
            Assistive Access pairs every choice with a picture and a word: the word is what caregivers read, what speech \
            says, and what a person who reads looks for. Give the button a label.
            """)

    static var rules: [ValidationRule] { [withoutIcon, withoutLabel] }

    static let cellWithoutIcon = FindingMessage(
        "cellWithoutIcon", #"the cell "{label}" has no icon: give it an image_id or an ext_talkgrid_glyph"#)
    static let cellWithoutLabel = FindingMessage("cellWithoutLabel", #"the cell "{id}" has no label text"#)

    static var messages: [FindingMessage] { [cellWithoutIcon, cellWithoutLabel] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        // The decoder makes one cell per button object, in order.
        for (button, cell) in zip(review.buttons(of: board), board.cells) where !cell.hidden {
            if cell.imageID == nil && board.glyph(for: cell) == nil {
                review.report(
                    withoutIcon, cellWithoutIcon(label: cell.label), file: file,
                    at: button.node, path: button.path)
            }
            if let label = button.node["label"], cell.label.trimmingSpaces.isEmpty {
                review.report(
                    withoutLabel, cellWithoutLabel(id: cell.id), file: file, at: label, path: button.path.member("label"))
            }
        }
    }
}
