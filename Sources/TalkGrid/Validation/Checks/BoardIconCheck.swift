/// Assistive Access: every board's title carries an icon.
enum BoardIconCheck: ValidationCheck {
    /// `board-without-icon`: a board has no icon next to its title.
    static let withoutIcon = ValidationRule(
        "board-without-icon", .warning, .boardWithoutIconSummary, explanation: .boardWithoutIconExplanation)

    static var rules: [ValidationRule] { [withoutIcon] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let imageURL = board.document["image_url"]?.string?.trimmingSpaces ?? ""
            guard board.glyph == nil, imageURL.isEmpty else { continue }
            let glyph = board.document["ext_talkgrid_glyph"]
            let text: FindingText =
                glyph == nil
                ? .boardWithoutIcon(name: board.name)
                : .boardGlyphInvalid(found: glyph?.quoted ?? "")
            context.report(
                withoutIcon, text, file: context.file(of: board), at: glyph ?? board.document,
                path: glyph == nil ? .root : JSONPath.root.member("ext_talkgrid_glyph"))
        }
    }
}
