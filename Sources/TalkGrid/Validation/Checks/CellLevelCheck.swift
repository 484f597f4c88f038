/// A cell's vocabulary level (`ext_talkgrid_level`, ``VocabularyLevel``) is a whole number from 1 to 5.
enum CellLevelCheck: BoardCheck {
    static let invalidLevel = ValidationRule(
        "invalid-level", .error, fix: "talkgrid cell set SET BOARD ROW,COL --level 1-5|none",
        summary: #""ext_talkgrid_level" is not a level from 1 to 5"#,
        explanation: """
            A cell's vocabulary level is a whole number from 1 to 5: the person sees the cell once their level (talkgrid \
            level SET N) reaches it. Any other value is not read, and the cell then shows at every level. Give 1 to 5, or \
            remove the field (--level none) for a cell of every level.
            """)

    static var rules: [ValidationRule] { [invalidLevel] }

    static let levelOutOfRange = FindingMessage("levelOutOfRange", "the level is {found}, not a whole number from 1 to 5")

    static var messages: [FindingMessage] { [levelOutOfRange] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for button in review.buttons(of: board) {
            guard let level = button.node[VocabularyLevel.member] else { continue }
            if let number = level.number?.int, VocabularyLevel.levels.contains(number) { continue }
            review.report(
                invalidLevel, levelOutOfRange(found: level.quoted), file: file, at: level,
                path: button.path.member(VocabularyLevel.member))
        }
    }
}
