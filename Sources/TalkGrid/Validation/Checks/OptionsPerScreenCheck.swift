/// Assistive Access: few options at once. Warns when a board offers more cells than the chosen limit.
enum OptionsPerScreenCheck: BoardCheck {
    /// `too-many-options`: a board offers more choices than the chosen limit.
    static let tooManyOptions = ValidationRule("too-many-options", .warning)

    static var rules: [ValidationRule] { [tooManyOptions] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let limit = review.options.maximumOptionsPerScreen
        let hidden = Set(board.cells.filter(\.hidden).map(\.id))
        let visible = board.grid.placedIDs.filter { !hidden.contains($0) }.count
        guard visible > limit else { return }
        let grid = board.document["grid"]
        review.report(
            tooManyOptions, .tooManyCells(count: visible, limit: limit), file: review.file,
            at: grid ?? board.document, path: grid == nil ? .root : JSONPath.root.member("grid"))
    }
}
