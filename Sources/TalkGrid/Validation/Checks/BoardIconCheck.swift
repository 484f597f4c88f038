/// Assistive Access: every board's title carries an icon.
enum BoardIconCheck: BoardCheck {
    /// `board-without-icon`: a board has no icon next to its title.
    static let withoutIcon = ValidationRule("board-without-icon", .warning)

    static var rules: [ValidationRule] { [withoutIcon] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let imageURL = board.document["image_url"]?.string?.trimmingSpaces ?? ""
        guard board.glyph == nil, imageURL.isEmpty else { return }
        let glyph = board.document["ext_talkgrid_glyph"]
        let text: FindingText =
            glyph == nil
            ? .boardWithoutIcon(name: board.name)
            : .boardGlyphInvalid(found: glyph?.quoted ?? "")
        review.report(
            withoutIcon, text, file: review.file, at: glyph ?? board.document,
            path: glyph == nil ? .root : JSONPath.root.member("ext_talkgrid_glyph"))
    }
}
