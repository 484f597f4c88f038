/// A cell that opened a board the file it came from did not hold (an AsTeRICS Grid cell whose target
/// grid was deleted): the importer marks it `ext_talkgrid_missing_board` (the target's id there) and
/// leaves it without a link, so on the board picking it does nothing. Warned until the cell is given
/// a board to open or removed.
public enum MissingBoardCheck: BoardCheck {
    static let missingBoard = ValidationRule(
        "missing-board", .warning, fix: "talkgrid cell set SET BOARD ROW,COL --link OTHER (or: talkgrid cell remove SET BOARD ROW,COL)",
        summary: "a cell opened a board that was not in the file it came from",
        explanation: """
            In the app the set came from, this cell opened another board, but that board was not in the file (it was \
            deleted there). On the board, picking the cell does nothing. Give it a board to open with 'talkgrid cell set \
            SET BOARD ROW,COL --link OTHER', or remove it with 'talkgrid cell remove SET BOARD ROW,COL'.
            """)

    static var rules: [ValidationRule] { [missingBoard] }

    static let cellOpensMissingBoard = FindingMessage(
        "cellOpensMissingBoard",
        #"the cell "{label}" at {slot} opened the board "{target}", which was not in the file it came from, so it does nothing: give it a board with 'talkgrid cell set SET {board} {slot} --link BOARD' or remove it with 'talkgrid cell remove SET {board} {slot}'"#
    )

    static var messages: [FindingMessage] { [cellOpensMissingBoard] }

    /// The key the importers mark such a cell with.
    public static let field = "ext_talkgrid_missing_board"

    static func check(_ board: Board, _ review: inout BoardReview) {
        for (button, cell) in zip(review.buttons(of: board), board.cells) {
            guard let target = button.node[field]?.scalarText, button.node["load_board"] == nil else { continue }
            let slot = board.grid.position(of: cell.id).map { "\($0.row + 1),\($0.column + 1)" } ?? cell.id
            review.report(
                missingBoard,
                cellOpensMissingBoard(label: cell.label, slot: slot, target: target, board: board.id),
                file: review.file, at: button.node, path: button.path.member(field))
        }
    }
}
