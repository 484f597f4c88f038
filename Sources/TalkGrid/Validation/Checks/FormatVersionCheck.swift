/// Boards that say they follow a version of OBF other than 0.1.
enum FormatVersionCheck: BoardCheck {
    static let unsupportedVersion = ValidationRule(
        "format-version", .error,
        summary: "the board claims an OBF version other than 0.1",
        explanation: """
            open-board-0.1 is the only version of the Open Board Format. A newer number means the file was written for a \
            format TalkGrid and other apps do not know; an older one is not a real version. Set "format": "open-board-0.1".
            """)

    static var rules: [ValidationRule] { [unsupportedVersion] }

    static let formatVersion = FindingMessage("formatVersion", #"the format "{format}" is not open-board-0.1, the only OBF version"#)

    static var messages: [FindingMessage] { [formatVersion] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        guard let format = board.document["format"], let text = format.string, text.hasPrefix("open-board-") else { return }
        let version = text.dropFirst("open-board-".count)
        if version != "0.1" {
            review.report(
                unsupportedVersion, formatVersion(format: text),
                file: review.file, at: format, path: JSONPath.root.member("format"))
        }
    }
}
