/// Motor planning: a word keeps its place on every board of the same size.
enum MotorPlanningCheck: BoardCheck, SetCheck {
    static let wordMoves = ValidationRule(
        "word-moves", .warning,
        summary: "the same word sits at different places on boards of the same size",
        explanation: """
            People who use AAC learn where a word is, then reach for it without looking (motor planning): a word that moves \
            between boards of the same layout costs a search every time. Put the word in the same row and column on every \
            board of this size.
            """)

    static var rules: [ValidationRule] { [wordMoves] }

    static let wordAtAnotherPlace = FindingMessage(
        "wordAtAnotherPlace",
        #""{label}" is at row {row}, column {column} here but at row {firstRow}, column {firstColumn} on board "{board}" of the same {rows}x{columns} size"#
    )

    static var messages: [FindingMessage] { [wordAtAnotherPlace] }

    /// Where a word first sat: the board (its rank in the set's order) and the slot.
    private struct Place {
        var board: Int
        var row: Int
        var column: Int
    }

    /// Gathers each visible word of the board once, at its first slot (row by row).
    static func check(_ board: Board, _ review: inout BoardReview) {
        var seenHere: Set<String> = []
        let order = board.document["grid"]?["order"]
        // By id, first one wins (as in the grid): a lookup per slot must not scan every cell.
        let cellsByID = Dictionary(board.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (row, line) in board.grid.slots.enumerated() {
            for (column, id) in line.enumerated() {
                guard let id, let cell = cellsByID[id], !cell.hidden else { continue }
                let word = cell.label.trimmingSpaces.lowercased()
                guard !word.isEmpty, seenHere.insert(word).inserted else { continue }
                let slot = order?.elements?[row].elements?[column] ?? board.document
                review.wordPlaces.append(
                    WordPlace(word: word, label: cell.label, row: row, column: column, position: slot.position))
            }
        }
    }

    /// Compares each board's words with where they first sat on a board of the same size.
    /// Of a board it reads where its words are, its grid's size and, for the words first placed there, its name.
    static func readsSame(_ board: EditedBoard) -> Bool {
        board.beforeReview.wordPlaces == board.afterReview.wordPlaces && board.before.name == board.after.name
            && board.before.grid.rows == board.after.grid.rows && board.before.grid.columns == board.after.grid.columns
    }

    static func check(_ context: inout ValidationContext) {
        let boards = context.boards
        // Grid size -> word -> where it first appeared.
        var firstPlaces: [String: [String: Place]] = [:]
        let sizes = boards.map { "\($0.grid.rows)x\($0.grid.columns)" }
        for (rank, (board, review)) in zip(boards, context.reviews).enumerated() {
            let size = sizes[rank]
            for place in review.wordPlaces {
                guard let first = firstPlaces[size, default: [:]][place.word] else {
                    firstPlaces[size, default: [:]][place.word] = Place(board: rank, row: place.row, column: place.column)
                    continue
                }
                guard first.row != place.row || first.column != place.column else { continue }
                context.report(
                    wordMoves,
                    wordAtAnotherPlace(
                        label: place.label, row: place.row + 1, column: place.column + 1, firstRow: first.row + 1,
                        firstColumn: first.column + 1, board: boards[first.board].name, rows: board.grid.rows, columns: board.grid.columns),
                    file: review.file, position: place.position,
                    path: JSONPath.root.member("grid").member("order").index(place.row).index(place.column))
            }
        }
    }
}
