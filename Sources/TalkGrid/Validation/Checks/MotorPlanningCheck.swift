/// Motor planning: a word keeps its place on every board of the same size.
enum MotorPlanningCheck: SetCheck {
    /// `word-moves`: the same word sits at different places on boards of the same size.
    static let wordMoves = ValidationRule("word-moves", .warning, .wordMovesSummary, explanation: .wordMovesExplanation)

    static var rules: [ValidationRule] { [wordMoves] }

    private struct Place {
        var boardName: String
        var row: Int
        var column: Int
    }

    static func check(_ context: inout ValidationContext) {
        // Grid size -> word -> where it first appeared.
        var firstPlaces: [String: [String: Place]] = [:]
        for board in context.boards {
            let size = "\(board.grid.rows)x\(board.grid.columns)"
            // Taken out and put back, so adding to it never copies the whole table.
            var places = firstPlaces.removeValue(forKey: size) ?? [:]
            var reported: Set<String> = []
            var seenHere: Set<String> = []
            let order = board.document["grid"]?["order"]
            // By id, first one wins (as in the grid): a lookup per slot must not scan every cell.
            let cellsByID = Dictionary(board.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (row, line) in board.grid.slots.enumerated() {
                for (column, id) in line.enumerated() {
                    guard let id, let cell = cellsByID[id], !cell.hidden else { continue }
                    let word = cell.label.trimmingSpaces.lowercased()
                    guard !word.isEmpty, !seenHere.contains(word) else { continue }
                    seenHere.insert(word)
                    guard let first = places[word] else {
                        places[word] = Place(boardName: board.name, row: row, column: column)
                        continue
                    }
                    guard first.row != row || first.column != column, !reported.contains(word) else { continue }
                    reported.insert(word)
                    let slot = order?.elements?[row].elements?[column] ?? board.document
                    context.report(
                        wordMoves,
                        .wordMoves(
                            label: cell.label, row: row + 1, column: column + 1, firstRow: first.row + 1, firstColumn: first.column + 1,
                            board: first.boardName, rows: board.grid.rows, columns: board.grid.columns),
                        file: context.file(of: board), at: slot, path: JSONPath.root.member("grid").member("order").index(row).index(column)
                    )
                }
            }
            firstPlaces[size] = places
        }
    }
}
