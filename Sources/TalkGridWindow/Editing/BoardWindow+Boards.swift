import TalkGrid
import TalkGridGtk
import TalkGridStore

/// Arranging boards in edit mode: "Add a board" and "Show a board" in the edit bar, and in Board
/// settings the board's rows and columns (added or removed at a place) and "Remove board". Each
/// change is the command line's own edit (`board add`, `board set --add-row` ..., `board remove`)
/// made by the ``SetEditing``, one step of the history with its words.
extension BoardWindow {
    /// "Add a board" and "Show a board" (its name before the list), on a row of their own under
    /// the edit bar, the person's level after them (made once, with the bar). Two rows keep every
    /// control of edit mode within a 1024-pixel screen at the largest text sizes.
    func buildBoardChoice() {
        let words = store.words
        let add = EditorHeading.button(.editAddBoard, glyph: "🆕", words: words)
        add.connect(.clicked) { [weak self] in self?.openNewBoard() }
        boardBar.append(add, expand: true)
        let show = Box(.row, spacing: 8)
        let name = Label(words.text(TextKey.editShowBoard))
        name.addStyleClass("notice")
        show.append(name)
        show.append(boardChoice.list, expand: true)
        boardChoice.list.describe(name: words.text(TextKey.editShowBoard))
        boardChoice.onChoose = { [weak self] id in
            guard let self, id != store.session.currentBoard.id else { return }
            send(.input(.openBoard(id)))
        }
        boardBar.append(show, expand: true)
        column.insert(boardBar, at: Self.partsOverBoard)
    }

    /// The row shows with the edit bar (`shown`), its list the set's boards as they are now, the board shown chosen.
    func showBoardChoice(shown: Bool) {
        if shown {
            boardChoice.show(store.session.boardSet, shown: store.session.currentBoard.id)
            if !boardBar.isVisible { boardBar.showAll() }
        } else if boardBar.isVisible {
            boardBar.isVisible = false
        }
    }

    /// "Add a board": its title asked in a panel in place of the board; Done makes it as `board
    /// add` does, and it is shown (in edit mode) once the set is read again.
    func openNewBoard() {
        guard isEditing, cellEditor == nil, boardSettings == nil else { return }
        let words = store.words
        let view = BoardSettingsView(boardID: "", title: "", heading: words.text(TextKey.editAddBoard), words: words)
        view.onCancel = { [weak self] in self?.closeEditor() }
        view.onDone = { [weak self] title in
            guard let self, let editor, !editUnderWay else { return }
            let title = title.trimmingSpaces
            guard !title.isEmpty else {
                editNotice = words.text(TextKey.noticeBoardTitleNeeded)
                return show()
            }
            perform {
                let (outcome, id) = editor.addBoard(title: title)
                if let id { GLibMain.post { [weak self] in self?.boardToShow = id } }
                return outcome
            }
        }
        column.append(view.box, expand: true)
        boardSettings = view
        show()
        view.shown()
    }

    /// The rows, columns and removal of `board`, for its Board settings.
    func boardArranging(for board: Board) -> BoardArrangingView {
        let words = store.words
        let set = store.session.boardSet
        var openedBy: [String] = []
        for id in set.boardOrder where id != board.id {
            guard let other = set.boards[id] else { continue }
            for cell in other.cells where cell.link.flatMap(set.board(for:))?.id == board.id {
                openedBy.append(words.text(InterfaceText.editCellOnBoard(label: cell.label, board: other.name)))
            }
        }
        let view = BoardArrangingView(board: board, isFirst: board.id == set.rootID, openedBy: openedBy, words: words)
        view.onLine = { [weak self] edit in
            guard let self, let editor, !editUnderWay else { return }
            perform { editor.changeGridLine(edit) }
        }
        view.onRemoveBoard = { [weak self] in
            guard let self, let editor, !editUnderWay else { return }
            perform { editor.removeBoard(boardID: board.id) }
        }
        return view
    }

    /// Shows the board just added, once the set read again has it.
    func showBoardAdded() {
        guard let id = boardToShow, store.session.boardSet.boards[id] != nil else { return }
        boardToShow = nil
        send(.input(.openBoard(id)))
    }
}
