/// Links that name their target twice (by id and by path) and disagree about it.
enum LinkCheck: SetCheck {
    /// `link-mismatch`: load_board's id and path lead to different boards.
    static let linkMismatch = ValidationRule("link-mismatch", .warning, .linkMismatchSummary, explanation: .linkMismatchExplanation)

    static var rules: [ValidationRule] { [linkMismatch] }

    static func check(_ context: inout ValidationContext) {
        let set = context.boardSet
        for board in context.boards {
            let file = context.file(of: board)
            for button in context.buttons(of: board) {
                guard let linkNode = button.node["load_board"], let id = linkNode["id"]?.scalarText,
                    let pathNode = linkNode["path"], let path = pathNode.string,
                    let byID = set.boards[id], let byPath = set.board(for: BoardLink(path: path)), byID.id != byPath.id
                else { continue }
                context.report(
                    linkMismatch, .linkMismatch(id: id, idName: byID.name, path: path, pathName: byPath.name),
                    file: file, at: pathNode, path: button.path.member("load_board").member("path"))
            }
        }
    }
}
