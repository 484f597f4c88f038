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
            let number = index + 1
            let place: InterfaceText =
                switch (line, change) {
                case (.row, .add): .editAboveRow(number: number)
                case (.column, .add): .editLeftOfColumn(number: number)
                case (.row, .remove): .editRowNumber(number: number)
                case (.column, .remove): .editColumnNumber(number: number)
                }
            entries.append((String(index), words.text(place)))
        }
        if change == .add, count > 0 {
            let place: InterfaceText = line == .row ? .editBelowRow(number: count) : .editRightOfColumn(number: count)
            entries.append((String(count), words.text(place)))
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
        let number = index + 1
        let moves: InterfaceText? =
            switch (line, change) {
            case (.row, .add): cellsFrom(index) ? .editCellsMoveDown(number: number) : nil
            case (.column, .add): cellsFrom(index) ? .editCellsMoveRight(number: number) : nil
            case (.row, .remove): cellsFrom(index + 1) ? .editCellsMoveUp(number: number) : nil
            case (.column, .remove): cellsFrom(index + 1) ? .editCellsMoveLeft(number: number) : nil
            }
        let moved = words.text(moves ?? InterfaceText(.editNoCellMoves))
        let held = cells(inLineAt: index)
        guard change == .remove, !held.isEmpty else { return moved }
        let labels = quoted(held, words)
        let holds: InterfaceText =
            line == .row ? .editRowHoldsCells(number: number, labels: labels) : .editColumnHoldsCells(number: number, labels: labels)
        return words.text(holds) + " " + moved
    }

    /// The question asked before the line at `index` goes with its cells: the first, or the second (`again`).
    func question(at index: Int, again: Bool, _ words: InterfaceWords) -> String {
        let (number, labels) = (index + 1, quoted(cells(inLineAt: index), words))
        let question: InterfaceText =
            switch (line, again) {
            case (.row, false): .editRemoveRowAsk(number: number, labels: labels)
            case (.row, true): .editRemoveRowAskAgain(number: number)
            case (.column, false): .editRemoveColumnAsk(number: number, labels: labels)
            case (.column, true): .editRemoveColumnAskAgain(number: number)
            }
        return words.text(question)
    }

    /// Labels in the language's quotation marks, joined by commas.
    private func quoted(_ labels: [String], _ words: InterfaceWords) -> String {
        labels.map { words.text(InterfaceText.editQuotedLabel(label: $0)) }.joined(separator: ", ")
    }
}
