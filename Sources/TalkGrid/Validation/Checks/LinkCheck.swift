/// Links that name their target twice (by id and by path) and disagree about it.
enum LinkCheck: BoardCheck, SetCheck {
    static let linkMismatch = ValidationRule(
        "link-mismatch", .warning,
        summary: "load_board's id and path lead to different boards",
        explanation: """
            The button's load_board names one board by "id" and another by "path". Apps that follow the id open one, apps \
            that follow the path open the other. Make them name the same board.
            """)

    static var rules: [ValidationRule] { [linkMismatch] }

    static let idAndPathDisagree = FindingMessage(
        "idAndPathDisagree", #"load_board's id "{id}" is board "{idName}" but its path {path} is board "{pathName}""#)

    static var messages: [FindingMessage] { [idAndPathDisagree] }

    /// Gathers the board's links that give both an id and a path.
    static func check(_ board: Board, _ review: inout BoardReview) {
        for button in review.buttons(of: board) {
            guard let linkNode = button.node["load_board"], let id = linkNode["id"]?.scalarText,
                let pathNode = linkNode["path"], let path = pathNode.string
            else { continue }
            review.linksByIDAndPath.append(LinkByIDAndPath(button: button.index, id: id, path: path, position: pathNode.position))
        }
    }

    /// Reports those whose id and path lead to different boards of the set.
    /// Of a board it reads its links by id and path and, for the links to it, its name.
    static func readsSame(_ board: EditedBoard) -> Bool {
        board.beforeReview.linksByIDAndPath == board.afterReview.linksByIDAndPath && board.before.name == board.after.name
    }

    static func check(_ context: inout ValidationContext) {
        let set = context.boardSet
        for review in context.reviews {
            for link in review.linksByIDAndPath {
                guard let byID = set.boards[link.id], let byPath = set.board(for: BoardLink(path: link.path)), byID.id != byPath.id
                else { continue }
                context.report(
                    linkMismatch,
                    idAndPathDisagree(id: link.id, idName: byID.name, path: link.path, pathName: byPath.name),
                    file: review.file, position: link.position,
                    path: JSONPath.root.member("buttons").index(link.button).member("load_board").member("path"))
            }
        }
    }
}
