/// Motor planning: a word keeps its place on every board of the same size.
enum MotorPlanningCheck: BoardCheck, SetCheck {
    /// `word-moves`: the same word sits at different places on boards of the same size.
    static let wordMoves = ValidationRule("word-moves", .warning, .wordMovesSummary, explanation: .wordMovesExplanation)

    static var rules: [ValidationRule] { [wordMoves] }

    /// Where a word first sat: the board (its rank in the set's order) and the slot; twelve bytes, as a
    /// large set has tens of thousands of words.
    private struct Place {
        var board: Int32
        var row: Int32
        var column: Int32
    }

    /// Gathers each visible word of the board once, at its first slot (row by row).
    static func check(_ board: Board, _ review: inout BoardReview) {
        var seenHere: Set<String> = []
        let order = board.document["grid"]?["order"]
        // By id, first one wins (as in the grid): a lookup per slot must not scan every cell.
        let cellsByID = Dictionary(board.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        review.wordPlaces.reserveCapacity(board.cells.count)  // at most a word per cell: the list never grows and copies
        for (row, line) in board.grid.slots.enumerated() {
            for (column, id) in line.enumerated() {
                guard let id, let cell = cellsByID[id], !cell.hidden else { continue }
                let word = cell.label.trimmingSpaces.lowercased()
                guard !word.isEmpty, seenHere.insert(word).inserted else { continue }
                let slot = order?.elements?[row].elements?[column] ?? board.document
                review.wordPlaces.append(
                    WordPlace(word: word, label: cell.label, row: Int32(row), column: Int32(column), place: FindingPlace(slot.position)))
            }
        }
    }

    /// Compares each board's words with where they first sat on a board of the same size.
    static func check(_ context: inout ValidationContext) {
        let boards = context.boards
        // Grid size -> word -> where it first appeared.
        var firstPlaces: [String: [String: Place]] = [:]
        let sizes = boards.map { "\($0.grid.rows)x\($0.grid.columns)" }
        // Each size's table is made for the most words it can get, so it never grows (and copies) on the way.
        var wordsBySize: [String: Int] = [:]
        for (size, review) in zip(sizes, context.reviews) { wordsBySize[size, default: 0] += review.wordPlaces.count }
        for (rank, (board, review)) in zip(boards, context.reviews).enumerated() {
            let size = sizes[rank]
            // Taken out and put back, so adding to it never copies the whole table.
            var places = firstPlaces.removeValue(forKey: size) ?? Dictionary(minimumCapacity: wordsBySize[size] ?? 0)
            for place in review.wordPlaces {
                guard let first = places[place.word] else {
                    places[place.word] = Place(board: Int32(rank), row: place.row, column: place.column)
                    continue
                }
                guard first.row != place.row || first.column != place.column else { continue }
                context.report(
                    wordMoves,
                    .wordMoves(
                        label: place.label, row: Int(place.row) + 1, column: Int(place.column) + 1, firstRow: Int(first.row) + 1,
                        firstColumn: Int(first.column) + 1, board: boards[Int(first.board)].name, rows: board.grid.rows,
                        columns: board.grid.columns),
                    file: review.file, position: place.place.position,
                    path: JSONPath.root.member("grid").member("order").index(Int(place.row)).index(Int(place.column)))
            }
            firstPlaces[size] = places
        }
    }
}
