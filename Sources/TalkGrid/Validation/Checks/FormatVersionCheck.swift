/// Boards that say they follow a version of OBF other than 0.1.
enum FormatVersionCheck: ValidationCheck {
    /// `format-version`: the board claims an OBF version other than 0.1.
    static let unsupportedVersion = ValidationRule("format-version", .error, .formatVersionSummary, explanation: .formatVersionExplanation)

    static var rules: [ValidationRule] { [unsupportedVersion] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            guard let format = board.document["format"], let text = format.string, text.hasPrefix("open-board-") else { continue }
            let version = text.dropFirst("open-board-".count)
            if version != "0.1" {
                context.report(
                    unsupportedVersion, .formatVersion(format: text),
                    file: context.file(of: board), at: format, path: JSONPath.root.member("format"))
            }
        }
    }
}
