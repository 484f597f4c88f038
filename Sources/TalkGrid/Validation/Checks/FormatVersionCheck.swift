/// Boards that say they follow a version of OBF other than 0.1.
enum FormatVersionCheck: BoardCheck {
    /// `format-version`: the board claims an OBF version other than 0.1.
    static let unsupportedVersion = ValidationRule("format-version", .error)

    static var rules: [ValidationRule] { [unsupportedVersion] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        guard let format = board.document["format"], let text = format.string, text.hasPrefix("open-board-") else { return }
        let version = text.dropFirst("open-board-".count)
        if version != "0.1" {
            review.report(
                unsupportedVersion, .formatVersion(format: text),
                file: review.file, at: format, path: JSONPath.root.member("format"))
        }
    }
}
