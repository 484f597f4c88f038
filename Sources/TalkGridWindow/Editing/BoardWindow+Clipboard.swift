import TalkGrid
import TalkGridGtk
import TalkGridStore

/// Copy and paste in edit mode, within a board and between boards: "Copy" in a cell's editor (or
/// for the cells chosen with "Select several") takes the cells; "Paste" in an empty slot's editor
/// ("Add a cell") puts whole copies there (label, spoken text, picture and sound, colour, what it
/// opens, level), one step of the history, and the next empty slots after it for several.
/// "Show a board" (or a cell's "Go to its board") reaches another board to paste on.
extension BoardWindow {
    /// Offers "Copy" in the editor of a cell, and "Paste" in the editor of an empty slot while cells are copied.
    func offerClipboard(in view: CellEditorView) {
        let words = store.words
        let draft = view.original
        if !draft.isNew {
            let copy = EditorHeading.button(.editCopy, glyph: "📋", words: words)
            copy.connect(.clicked) { [weak self] in self?.copyCell(draft) }
            view.addArrangement(copy)
        } else if let copied {
            let paste = Button()
            paste.add(Label("📥 \(words.text(InterfaceText.editPasteCells(labels: Self.quoted(copied.labels))))", wraps: true))
            paste.addStyleClass("control")
            paste.describe(name: words.text(TextKey.editPaste))
            paste.connect(.clicked) { [weak self] in self?.paste(copied, at: draft) }
            view.addArrangement(paste)
        }
    }

    private func copyCell(_ draft: CellDraft) {
        copied = CopiedCells(boardID: draft.boardID, slots: [draft.slot], labels: [draft.label])
        closeEditor()
        editNotice = store.words.text(InterfaceText.noticeCopied(labels: Self.quoted([draft.label])))
        show()
    }

    private func paste(_ cells: CopiedCells, at draft: CellDraft) {
        guard let editor, !editUnderWay else { return }
        let edit = EditCells(boardID: cells.boardID, slots: cells.slots, change: .copy(toBoard: draft.boardID, start: draft.slot))
        perform { editor.editCells(edit) }
    }
}

extension CellEditorView {
    /// Adds a button under the editor's heading (Copy, Paste), always in view.
    func addArrangement(_ button: Button) {
        let row = Box(.row, spacing: 8)
        row.append(button)
        box.insert(row, at: 1)
    }
}
