import TalkGrid
import TalkGridGtk
import TalkGridStore

/// "Select several" in edit mode: touched cells are chosen (marked, and a screen reader hears
/// "Selected"), and the selection bar changes them all at once: a colour, hidden or shown, moved
/// to another board, copied, removed. Each is one step of the set's history (``EditCells``),
/// undone by Undo as one.
extension BoardWindow {
    /// "Select several": the bar of what to do with the cells chosen, in place of edit mode's bar.
    func startSelecting() {
        guard isEditing, !editUnderWay, cellEditor == nil, boardSettings == nil else { return }
        moving = nil
        selection = CellSelection(boardID: store.session.currentBoard.id)
        let bar = SelectionBar(words: store.words)
        bar.onAction = { [weak self] in self?.selectionAction($0) }
        column.insert(bar.box, at: 4)
        selectionBar = bar
        sayChosen()
        show()
        bar.box.showAll()
    }

    /// Leaves "Select several": edit mode's bar again, no cell chosen.
    func endSelecting() {
        guard selection != nil || selectionBar != nil else { return }
        selection = nil
        selectionBar?.box.destroy()
        selectionBar = nil
        show()
    }

    /// A cell touched while selecting: chosen, or let go. An empty slot has nothing to choose.
    func toggleSelected(_ slot: GridSlot) {
        let board = store.session.currentBoard
        guard board.cell(row: slot.row, column: slot.column) != nil else { return }
        selection?.toggle(slot, on: board.id)
        selectionBar?.clearChoice()
        sayChosen()
        show()
        // The grid was made again with the marks: the keyboard stays on the cell touched.
        tile(at: slot)?.button.grabFocus()
    }

    /// Whether the cell at `row`, `column` of the board shown is chosen.
    func isSelected(row: Int, column: Int) -> Bool {
        selection?.contains(GridSlot(row: row, column: column), on: store.session.currentBoard.id) == true
    }

    /// What tells the grid of tiles of a choice from another (empty when none is being made).
    var selectionSignature: String { selection.map { " select \($0.signature)" } ?? "" }

    private func sayChosen() {
        editNotice = store.words.text(InterfaceText.noticeSelecting(count: selection?.slots.count ?? 0))
    }

    private func tile(at slot: GridSlot) -> TileButton? {
        tiles.first { tile in
            if case .cell(let cell) = tile.tile { return cell.row == slot.row && cell.column == slot.column }
            return false
        }
    }

    private func selectionAction(_ action: SelectionBar.Action) {
        let words = store.words
        guard let selection, let bar = selectionBar else { return }
        if action == .cancel {
            editNotice = nil
            return endSelecting()
        }
        guard !selection.slots.isEmpty else {
            editNotice = words.text(TextKey.noticeSelectFirst)
            return show()
        }
        let count = selection.slots.count
        switch action {
        case .colour:
            let colours =
                [("none", words.text(TextKey.editColourNone))] + FitzgeraldColour.allCases.map { ($0.rawValue, words.text($0.name)) }
            bar.offerList(words.text(TextKey.editColour), name: words.text(TextKey.editColour), entries: colours) { [weak self] id in
                let colour = FitzgeraldColour(rawValue: id)
                self?.changeSelected(.background(colour.map { .set($0.background) } ?? .remove))
            }
        case .hide:
            changeSelected(.hidden(true))
        case .show:
            changeSelected(.hidden(false))
        case .moveToBoard:
            let set = store.session.boardSet
            let boards = set.boardOrder.filter { $0 != selection.boardID }.compactMap { id in set.boards[id].map { (id, $0.name) } }
            bar.offerList(words.text(TextKey.editMoveToBoard), name: words.text(TextKey.editMoveToBoard), entries: boards) {
                [weak self] id in self?.changeSelected(.move(toBoard: id))
            }
        case .copy:
            let board = store.session.currentBoard
            let labels = selection.slots.compactMap { board.cell(row: $0.row, column: $0.column)?.label }
            copied = CopiedCells(boardID: selection.boardID, slots: selection.slots, labels: labels)
            endSelecting()
            editNotice = words.text(InterfaceText.noticeCopied(labels: Self.quoted(labels)))
            show()
        case .remove:
            bar.ask(words.text(InterfaceText.editRemoveCellsAsk(count: count))) { [weak self] in
                self?.selectionBar?.ask(words.text(InterfaceText.editRemoveCellsAskAgain(count: count))) {
                    [weak self] in self?.changeSelected(.remove)
                }
            }
        case .cancel:
            break
        }
    }

    /// One change to every cell chosen, one step of the history; "Select several" ends once it is saved.
    private func changeSelected(_ change: EditCells.Change) {
        guard let editor, let selection, !editUnderWay else { return }
        let edit = EditCells(boardID: selection.boardID, slots: selection.slots, change: change)
        perform { editor.editCells(edit) }
    }

    /// Labels as the notices quote them (“Yes”, “No”).
    static func quoted(_ labels: [String]) -> String { labels.map { "“\($0)”" }.joined(separator: ", ") }
}
