import TalkGrid
import TalkGridGtk

/// The part of Board settings that arranges the board: "Add a row", "Remove a row", "Add a
/// column", "Remove a column", each with its place to choose ("Where the new row goes", "Row to
/// remove" ...) and, under it, what it does to the cells before anything is saved; then "Remove
/// board". A row or column that holds cells, and a board, go only after two yeses; the set's
/// first board is not removed, in words. Each control is a labelled widget a screen reader names.
@GLibMain
final class BoardArrangingView {
    let box = Box(.column, spacing: 8)
    private let words: InterfaceWords
    private let board: Board
    /// The board's name, whether the set opens on it, and the cells of other boards that open it ("“Food” on Home").
    private let isFirst: Bool
    private let openedBy: [String]
    private let question = Label(wraps: true, leading: true)
    private let answers = Box(.row, spacing: 8)
    private let yes = Button()
    private let no = Button()
    private let removeBoardButton: Button
    private let removeBoardNote = Label(wraps: true, leading: true)
    /// What is being asked about, and how many yeses it has.
    private var asking: (what: Asked, yeses: Int)?
    private var focusAfterNo: Widget?
    /// Each action's place list and the note under it.
    private var actions: [(list: ChoiceList, note: Label)] = []

    private enum Asked {
        case line(ChangeGridLine)
        case board
    }

    /// Called with a row or column to add or remove (cells in it may go: asked twice already).
    var onLine: (ChangeGridLine) -> Void = { _ in }
    /// Called once removing the board was confirmed twice.
    var onRemoveBoard: () -> Void = {}

    /// The controls for `board`; `isFirst`: the set opens on it; `openedBy`: the cells of other boards that open it, in words.
    init(board: Board, isFirst: Bool, openedBy: [String], words: InterfaceWords) {
        self.board = board
        self.isFirst = isFirst
        self.openedBy = openedBy
        self.words = words
        removeBoardButton = EditorHeading.button(.editRemoveBoard, glyph: "🗑️", words: words)
        for (heading, line) in [(TextKey.editRows, ChangeGridLine.Line.row), (.editColumns, .column)] {
            let title = Label(words.text(heading), leading: true)
            title.addStyleClass("field")
            box.append(title)
            for change in [ChangeGridLine.Change.add, .remove] {
                addAction(GridPlaceChoice(line: line, change: change, board: board))
            }
        }
        removeBoardButton.connect(.clicked) { [weak self] in self?.askRemoveBoard() }
        box.append(removeBoardButton)
        removeBoardNote.addStyleClass("notice")
        box.append(removeBoardNote)
        question.addStyleClass("notice")
        box.append(question)
        for (button, key) in [(yes, TextKey.editRemoveYes), (no, .editRemoveNo)] {
            button.add(Label(words.text(key)))
            button.describe(name: words.text(key))
            button.addStyleClass("control")
            answers.append(button, expand: true)
        }
        yes.connect(.clicked) { [weak self] in self?.answeredYes() }
        no.connect(.clicked) { [weak self] in self?.answeredNo() }
        box.append(answers)
    }

    /// Hides what is shown only when asked (call after the panel's `showAll`).
    func shown() {
        question.isVisible = false
        answers.isVisible = false
        removeBoardNote.isVisible = false
    }

    /// One action: its place list, its button, and a line saying what it does to the cells.
    private func addAction(_ choice: GridPlaceChoice) {
        let (listName, buttonName, glyph): (TextKey, TextKey, String) =
            switch (choice.line, choice.change) {
            case (.row, .add): (.editNewRowWhere, .editAddRow, "➕")
            case (.row, .remove): (.editRowToRemove, .editRemoveRow, "➖")
            case (.column, .add): (.editNewColumnWhere, .editAddColumn, "➕")
            case (.column, .remove): (.editColumnToRemove, .editRemoveColumn, "➖")
            }
        let row = Box(.row, spacing: 10)
        let name = Label(words.text(listName), leading: true)
        row.append(name)
        let list = ChoiceList()
        list.setEntries(choice.entries(words))
        list.describe(name: words.text(listName))
        list.chosen = String(choice.firstChoice)
        row.append(list, expand: true)
        let button = EditorHeading.button(buttonName, glyph: glyph, words: words)
        row.append(button)
        box.append(row)
        let note = Label(wraps: true, leading: true)
        box.append(note)
        // The list and its note are kept here: the signals reach them through this view.
        let action = actions.count
        actions.append((list, note))
        showEffect(of: choice, action)
        list.connect(.changed) { [weak self] in self?.showEffect(of: choice, action) }
        // Removing the only row or column cannot be done: the button is not offered.
        button.isSensitive = choice.change == .add ? choice.count < BlankBoard.maximumSide : choice.count > 1
        button.connect(.clicked) { [weak self] in
            guard let self, let index = actions[action].list.chosen.flatMap({ Int($0) }) else { return }
            let edit = ChangeGridLine(boardID: board.id, line: choice.line, change: choice.change, index: index)
            guard choice.change == .remove, !choice.cells(inLineAt: index).isEmpty else { return onLine(edit) }
            focusAfterNo = actions[action].list
            ask(.line(edit), choice.question(at: index, again: false, words))
        }
    }

    /// The note under an action says what its place chosen does to the cells.
    private func showEffect(of choice: GridPlaceChoice, _ action: Int) {
        let (list, note) = actions[action]
        note.setText(list.chosen.flatMap { Int($0) }.map { choice.effect(at: $0, words) } ?? "")
    }

    private func askRemoveBoard() {
        guard !isFirst else {
            removeBoardNote.setText(words.text(InterfaceText.editRemoveFirstBoard(name: board.name)))
            removeBoardNote.isVisible = true
            return
        }
        focusAfterNo = removeBoardButton
        ask(.board, removeBoardQuestion(again: false))
    }

    private func removeBoardQuestion(again: Bool) -> String {
        if again { return words.text(InterfaceText.editRemoveBoardAskAgain(name: board.name)) }
        let links =
            openedBy.isEmpty
            ? words.text(TextKey.editBoardOpenedByNone)
            : words.text(InterfaceText.editBoardOpenedBy(cells: openedBy.joined(separator: ", ")))
        return words.text(InterfaceText.editRemoveBoardAsk(name: board.name, links: links))
    }

    private func ask(_ what: Asked, _ text: String) {
        asking = (what, 0)
        question.setText(text)
        question.isVisible = true
        answers.isVisible = true
        no.grabFocus()
    }

    private func answeredYes() {
        guard let (what, yeses) = asking else { return }
        guard yeses >= 1 else {
            asking = (what, 1)
            switch what {
            case .line(let edit):
                let choice = GridPlaceChoice(line: edit.line, change: edit.change, board: board)
                question.setText(choice.question(at: edit.index, again: true, words))
            case .board:
                question.setText(removeBoardQuestion(again: true))
            }
            no.grabFocus()
            return
        }
        asking = nil
        switch what {
        case .line(var edit):
            edit.removingCells = true
            onLine(edit)
        case .board:
            onRemoveBoard()
        }
    }

    private func answeredNo() {
        asking = nil
        question.isVisible = false
        answers.isVisible = false
        focusAfterNo?.grabFocus()
    }
}
