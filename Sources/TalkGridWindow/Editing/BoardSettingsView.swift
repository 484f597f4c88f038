import TalkGrid
import TalkGridGtk
import TalkGridStore

/// The board's own settings in edit mode ("Board settings"), shown in place of the board as the
/// cell editor is: its title, a labelled field a screen reader names "Title". Done hands the
/// title over to be saved as `talkgrid board set --name` saves it, one step of the history;
/// Cancel (or Escape) leaves the board as it was. Under the title, the board's rows, columns and
/// removal (``BoardArrangingView``), each saved at once as one step. "Add a board" shows the
/// title alone, for the board to make (`boardID` empty: no board yet).
@GLibMain
final class BoardSettingsView {
    let box = Box(.column, spacing: 8)
    /// The board whose settings these are, and its title as the panel opened.
    let boardID: String
    let originalTitle: String
    private let titleEntry = Entry()
    private let words: InterfaceWords

    /// Called with the title when Done is pressed (or Enter in the title).
    var onDone: (String) -> Void = { _ in }
    var onCancel: () -> Void = {}

    /// Rows, columns and Remove board; nil for a board not made yet.
    let arranging: BoardArrangingView?

    init(boardID: String, title: String, heading: String, words: InterfaceWords, arranging: BoardArrangingView? = nil) {
        self.arranging = arranging
        self.boardID = boardID
        originalTitle = title
        self.words = words
        box.addStyleClass("editor")
        box.expand()
        box.append(
            EditorHeading.row(heading, words: words, done: { [weak self] in self?.done() }, cancel: { [weak self] in self?.onCancel() }))

        let row = Box(.row, spacing: 10)
        let name = Label(words.text(TextKey.editBoardTitle), leading: true)
        name.addStyleClass("field")
        row.append(name)
        titleEntry.text = title
        titleEntry.describe(name: words.text(TextKey.editBoardTitle))
        titleEntry.connect(.activate) { [weak self] in self?.done() }
        row.append(titleEntry, expand: true)
        box.append(row)
        if let arranging { box.append(arranging.box) }
    }

    /// Shows the panel, the keyboard in the title.
    func shown() {
        box.showAll()
        arranging?.shown()
        titleEntry.grabFocus()
    }

    private func done() { onDone(titleEntry.text) }
}
