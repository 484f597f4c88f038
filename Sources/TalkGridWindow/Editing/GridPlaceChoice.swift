import TalkGrid

/// Where a new row or column goes, or which one goes, as Board settings offers the choice: the
/// entries of its list ("Above row 2", "Below row 3"; "Row 2") and what the choice does to the
/// board's cells, said before anything is saved ("Cells in row 2 and below move down a row: their
/// keys change."), since a cell that moves is picked by other keys.
struct GridPlaceChoice {
    let line: ChangeGridLine.Line
    let change: ChangeGridLine.Change
    let board: Board

    /// The board's rows or columns now.
    var count: Int { line == .row ? board.grid.rows : board.grid.columns }

    /// The places, each its index (from 0, as ``ChangeGridLine/index``) and its words.
    func entries(_ words: InterfaceWords) -> [(id: String, text: String)] {
        var entries: [(id: String, text: String)] = []
        for index in 0..<count {
            let key: TextKey =
                switch (line, change) {
                case (.row, .add): .editAboveRow
                case (.column, .add): .editLeftOfColumn
                case (.row, .remove): .editRowNumber
                case (.column, .remove): .editColumnNumber
                }
            entries.append((String(index), words.text(InterfaceText(key, ["number": .number(index + 1)]))))
        }
        if change == .add, count > 0 {
            let key: TextKey = line == .row ? .editBelowRow : .editRightOfColumn
            entries.append((String(count), words.text(InterfaceText(key, ["number": .number(count)]))))
        }
        return entries
    }

    /// The place chosen first: a new line at the end, the last line to remove (no cell moves).
    var firstChoice: Int { change == .add ? count : count - 1 }

    /// The labels of the cells in the line at `index`, in grid order (hidden ones too: they go with it).
    func cells(inLineAt index: Int) -> [String] {
        let other = line == .row ? board.grid.columns : board.grid.rows
        return (0..<other).compactMap { position in
            line == .row ? board.cell(row: index, column: position)?.label : board.cell(row: position, column: index)?.label
        }
    }

    /// Whether any cell lies in the lines from `index` on (the ones that move along).
    private func cellsFrom(_ index: Int) -> Bool {
        (index..<max(index, count)).contains { !cells(inLineAt: $0).isEmpty }
    }

    /// What choosing `index` does to the cells, in words.
    func effect(at index: Int, _ words: InterfaceWords) -> String {
        let moves: TextKey? =
            switch (line, change) {
            case (.row, .add): cellsFrom(index) ? .editCellsMoveDown : nil
            case (.column, .add): cellsFrom(index) ? .editCellsMoveRight : nil
            case (.row, .remove): cellsFrom(index + 1) ? .editCellsMoveUp : nil
            case (.column, .remove): cellsFrom(index + 1) ? .editCellsMoveLeft : nil
            }
        let moved = words.text(moves.map { InterfaceText($0, ["number": .number(index + 1)]) } ?? InterfaceText(.editNoCellMoves))
        let held = cells(inLineAt: index)
        guard change == .remove, !held.isEmpty else { return moved }
        let holds = InterfaceText(
            line == .row ? .editRowHoldsCells : .editColumnHoldsCells, ["number": .number(index + 1), "labels": .text(quoted(held, words))])
        return words.text(holds) + " " + moved
    }

    /// The question asked before the line at `index` goes with its cells: the first, or the second (`again`).
    func question(at index: Int, again: Bool, _ words: InterfaceWords) -> String {
        let key: TextKey =
            switch (line, again) {
            case (.row, false): .editRemoveRowAsk
            case (.row, true): .editRemoveRowAskAgain
            case (.column, false): .editRemoveColumnAsk
            case (.column, true): .editRemoveColumnAskAgain
            }
        return words.text(InterfaceText(key, ["number": .number(index + 1), "labels": .text(quoted(cells(inLineAt: index), words))]))
    }

    /// Labels in the language's quotation marks, joined by commas.
    private func quoted(_ labels: [String], _ words: InterfaceWords) -> String {
        labels.map { words.text(InterfaceText(.editQuotedLabel, ["label": .text($0)])) }.joined(separator: ", ")
    }
}
