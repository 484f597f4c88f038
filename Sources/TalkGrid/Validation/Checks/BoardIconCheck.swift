/// Assistive Access: every board's title carries an icon.
enum BoardIconCheck: BoardCheck {
    static let withoutIcon = ValidationRule(
        "board-without-icon", .warning, fix: "talkgrid board set SET BOARD --glyph 🙂",
        summary: "a board has no icon next to its title",
        explanation: """
            Assistive Access shows every screen's title with an icon, so a person knows where they are without reading. Give \
            the board "ext_talkgrid_glyph" (one emoji or character); a board-level "image_url" (as CoughDrop writes) also \
            counts. Images in "images" belong to cells and do not count.
            """)

    static var rules: [ValidationRule] { [withoutIcon] }

    static let boardWithoutIcon = FindingMessage(
        "boardWithoutIcon", #"the board "{name}" has no icon: add "ext_talkgrid_glyph" with one emoji or character"#)
    static let boardGlyphInvalid = FindingMessage("boardGlyphInvalid", "ext_talkgrid_glyph is {found}, not one emoji or character")

    static var messages: [FindingMessage] { [boardWithoutIcon, boardGlyphInvalid] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let imageURL = board.document["image_url"]?.string?.trimmingSpaces ?? ""
        guard board.glyph == nil, imageURL.isEmpty else { return }
        let glyph = board.document["ext_talkgrid_glyph"]
        let text: FindingText =
            glyph == nil
            ? boardWithoutIcon(name: board.name)
            : boardGlyphInvalid(found: glyph?.quoted ?? "")
        review.report(
            withoutIcon, text, file: review.file, at: glyph ?? board.document,
            path: glyph == nil ? .root : JSONPath.root.member("ext_talkgrid_glyph"))
    }
}
