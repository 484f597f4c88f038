/// Boards that say they follow a version of OBF other than 0.1.
enum FormatVersionCheck: ValidationCheck {
    static let unsupportedVersion = ValidationRule(
        "format-version", .error, "the board claims an OBF version other than 0.1",
        explanation:
            "open-board-0.1 is the only version of the Open Board Format. A newer number means the file was written for a format TalkGrid and other apps do not know; an older one is not a real version. Set \"format\": \"open-board-0.1\"."
    )

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
