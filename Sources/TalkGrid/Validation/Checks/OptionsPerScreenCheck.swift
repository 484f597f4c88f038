/// Assistive Access: few options at once. Warns when a board offers more cells than the chosen limit.
enum OptionsPerScreenCheck: BoardCheck {
    static let tooManyOptions = ValidationRule(
        "too-many-options", .warning,
        summary: "a board offers more choices than the chosen limit",
        explanation: """
            Assistive Access distils each screen to the essentials: fewer, larger choices are easier to see, scan and reach. \
            The limit is 36 visible cells unless --max-options says otherwise. Move less-used words to a linked board, or \
            raise the limit for a communicator who handles large boards well.
            """)

    static var rules: [ValidationRule] { [tooManyOptions] }

    static let tooManyCells = FindingMessage("tooManyCells", "the board shows {count} cells at once; the limit is {limit}")

    static var messages: [FindingMessage] { [tooManyCells] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let limit = review.options.maximumOptionsPerScreen
        let hidden = Set(board.cells.filter(\.hidden).map(\.id))
        let visible = board.grid.placedIDs.filter { !hidden.contains($0) }.count
        guard visible > limit else { return }
        let grid = board.document["grid"]
        review.report(
            tooManyOptions, tooManyCells(count: visible, limit: limit), file: review.file,
            at: grid ?? board.document, path: grid == nil ? .root : JSONPath.root.member("grid"))
    }
}
