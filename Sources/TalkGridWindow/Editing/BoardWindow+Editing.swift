import Dispatch
import TalkGrid
import TalkGridGtk
import TalkGridStorage
import TalkGridStore

/// Edit mode: the caregiver's editor over the board on screen, behind the caregiver code. Every
/// change is one of the command line's edits, made by the ``SetEditing`` the program handed
/// over, off GTK's thread (it may wait for another edit of the set), one step of the set's
/// history; the board shows it as the set watcher reads the set again, as it shows a change made
/// by the command line or another window.
extension BoardWindow {
    /// The edit bar (Done, Undo, Redo) and the menu's "Edit boards", hidden (made once the window is shown).
    func buildEditing() {
        let words = store.words
        for (key, glyph) in [
            (TextKey.editDone, "✅"), (.editUndo, "↩️"), (.editRedo, "↪️"), (.editSelectSeveral, "☑️"), (.editBoardSettings, "⚙️"),
        ] {
            let button = Button()
            button.add(Label("\(glyph) \(words.text(key))"))
            button.addStyleClass("control")
            button.describe(name: words.text(key))
            button.connect(.clicked) { [weak self] in
                switch key {
                case .editUndo: self?.walkHistory(undo: true)
                case .editRedo: self?.walkHistory(undo: false)
                case .editBoardSettings: self?.openBoardSettings()
                case .editSelectSeveral: self?.startSelecting()
                default: self?.stopEditing()
                }
            }
            editBar.append(button, expand: true)
        }
        buildBoardChoice()
        buildLevelChoice()
        // Under the controls, over the board (the title and notice, the message and the controls are before).
        column.insert(editBar, at: Self.partsOverBoard)
        editBoardsButton.add(Label("✏️ \(words.text(TextKey.editBoards))"))
        editBoardsButton.addStyleClass("control")
        editBoardsButton.describe(name: words.text(TextKey.editBoards))
        editBoardsButton.connect(.clicked) { [weak self] in self?.send(.touch(.editBoards)) }
        column.insert(editBoardsButton, at: Self.partsOverBoard + 1)
    }

    /// Shows what edit mode shows now: the bar while editing, "Edit boards" under the menu's main
    /// screen (and only when the set can be edited here).
    func showEditing(_ screen: ScreenModel) {
        let editorOpen = cellEditor != nil || boardSettings != nil
        Self.show(editBar, isEditing && !editorOpen && selection == nil)
        showBoardChoice(shown: isEditing && !editorOpen && selection == nil)
        if isEditing { showLevelChoice() }
        Self.show(editBoardsButton, !isEditing && options.editor != nil && store.session.mode == .menu(.main))
        controlBox.isVisible = !editorOpen && question == nil
        messageBar.isVisible = !editorOpen && question == nil
        boardArea.isVisible = !editorOpen && question == nil
    }

    /// Shows `part` with all it holds, or hides it.
    private static func show(_ part: Widget, _ shown: Bool) {
        if shown {
            if !part.isVisible { part.showAll() }
        } else if part.isVisible {
            part.isVisible = false
        }
    }

    /// Edit mode starts on the board shown (the code was typed, or no lock is set).
    func startEditing() {
        guard !isEditing, let open = options.editor else { return }
        switch open() {
        case .failure(let refusal):
            editNotice = store.words.text(InterfaceText.noticeEditNotPossible(reason: refusal.reason))
            return
        case .success(let opened):
            editor = opened
            // The set read now, off GTK's thread, so the first save does not wait for it; the
            // symbols of the board's language (then the set's others) too, for the first search.
            editQueue.async { opened.refresh() }
            let session = store.session
            let board = session.currentBoard
            let languages =
                [board.locale.map(LanguageTag.normalized) ?? session.defaultLanguage]
                + CellDraft.otherLanguages(of: session.boardSet, besides: board.locale)
            symbolQueue.async { opened.prepareSearch(languages: languages) }
        }
        if store.session.settings.caregiverLock == nil && !toldAboutLock {
            toldAboutLock = true
            editNotice = store.words.text(TextKey.noticeEditingNoLock)
        } else {
            editNotice = store.words.text(TextKey.noticeEditing)
        }
    }

    /// Done: the person's board again, where the caregiver was.
    func stopEditing() {
        closeEditor()
        endSelecting()
        copied = nil
        moving = nil
        editor = nil
        editNotice = nil
        show()
    }

    // MARK: The cell editor

    /// A button for an empty slot in edit mode: "Add a cell", or the hidden cell it holds (hidden,
    /// or above the person's level: "Level 3: …").
    func emptySlotButton(_ slot: GridSlot, on board: Board) -> Button {
        let words = store.words
        let button = Button()
        let name =
            board.cell(row: slot.row, column: slot.column).map { cell in
                guard !cell.hidden, let level = cell.level else {
                    return words.text(InterfaceText.editHiddenCell(label: cell.label))
                }
                return words.text(InterfaceText.editLevelCell(level: level, label: cell.label))
            }
            ?? words.text(TextKey.editAddCell)
        button.add(Label("➕ \(name)", wraps: true))
        button.addStyleClass("add-cell")
        button.describe(name: name, description: slot.oneBasedText)
        button.expand()
        button.connect(.clicked) { [weak self] in
            self?.trace?.keyTaken()  // a touch, as on a cell's tile: the frame that shows its editor answers it
            self?.editSlot(slot)
        }
        return button
    }

    /// A cell or an empty slot touched in edit mode: where the cell being moved goes, else its editor.
    func editSlot(_ slot: GridSlot) {
        if selection != nil { return toggleSelected(slot) }
        guard let from = moving else { return openEditor(at: slot) }
        moving = nil
        let board = store.session.currentBoard
        guard let editor, from.boardID == board.id, from.slot != slot, !editUnderWay else {
            editNotice = nil
            return show()
        }
        let swap = board.cell(row: slot.row, column: slot.column) != nil
        perform { editor.moveCell(boardID: from.boardID, from: from.slot, to: slot, swap: swap) }
    }

    /// "Move" in the cell editor: the editor closes and the next cell or slot touched is where it goes.
    private func startMoving(_ draft: CellDraft) {
        closeEditor()
        moving = (draft.boardID, draft.slot)
        editNotice = store.words.text(InterfaceText.noticeMoving(label: draft.label))
        show()
    }

    /// Opens the cell editor for `slot` of the board shown, in place of the board.
    func openEditor(at slot: GridSlot) {
        guard isEditing, cellEditor == nil else { return }
        let session = store.session
        let board = session.currentBoard
        let words = store.words
        let draft = CellDraft(board: board, slot: slot, in: session.boardSet)
        let title = words.text(
            InterfaceText.editCellTitle(slot: slot.oneBasedText, board: words.text(store.screen.title)))
        let boards = session.boardSet.boardOrder.compactMap { id in session.boardSet.boards[id].map { (id: id, name: $0.name) } }
        var cellPainter = painter
        cellPainter.words = words
        let view = CellEditorView(draft: draft, title: title, boards: boards, words: words, painter: cellPainter)
        view.onDone = { [weak self] in self?.save($0, from: draft) }
        view.onCancel = { [weak self] in self?.closeEditor() }
        view.onRemove = { [weak self] in self?.remove($0) }
        view.onMove = { [weak self] in self?.startMoving($0) }
        view.onSearch = { [weak self] word in
            guard let self, let editor else { return }
            trace?.mark("search")
            let language = board.locale.map(LanguageTag.normalized) ?? session.defaultLanguage
            symbolQueue.async {
                let found = editor.searchPictures(word, language: language)
                GLibMain.post { [weak self] in
                    self?.cellEditor?.showResults(found, for: word)
                    self?.trace?.mark("results")
                }
            }
        }
        connectTranslations(of: view, language: board.locale.map(LanguageTag.normalized) ?? session.defaultLanguage)
        connectMedia(of: view, boardID: board.id, soundID: board.cell(row: slot.row, column: slot.column)?.soundID)
        view.onGoToBoard = { [weak self] _ in
            guard let self else { return }
            closeEditor()
            // As a touch on the cell would: the board it opens, from the board shown.
            send(.touch(.touchCell(row: slot.row, column: slot.column)))
        }
        offerClipboard(in: view)
        column.append(view.box, expand: true)
        cellEditor = view
        show()
        view.shown()
    }

    /// Suggests the label's translations from the symbols' words, as the editor opens and half a
    /// second after the label last changed.
    private func connectTranslations(of view: CellEditorView, language: String) {
        let languages = view.draft.translations.map(\.language)
        guard !languages.isEmpty else { return }
        var typed = 0
        let suggest: @GLibMain (String) -> Void = { [weak self] label in
            guard let self, let editor else { return }
            symbolQueue.async {
                let found = editor.suggestTranslations(label, language: language, into: languages)
                GLibMain.post { [weak self] in
                    guard let view = self?.cellEditor, view.draft.label == label else { return }
                    view.showSuggestions(found)
                }
            }
        }
        view.onLabelChanged = { label in
            typed += 1
            let now = typed
            GLibMain.after(milliseconds: 500) { if typed == now { suggest(label) } }
        }
        suggest(view.draft.label)
    }

    // MARK: The board's settings

    /// Opens the board's settings ("Board settings") in place of the board shown.
    func openBoardSettings() {
        guard isEditing, cellEditor == nil, boardSettings == nil else { return }
        let board = store.session.currentBoard
        let words = store.words
        let view = BoardSettingsView(
            boardID: board.id, title: board.name,
            heading: "\(words.text(TextKey.editBoardSettings)): \(words.text(store.screen.title))", words: words,
            arranging: boardArranging(for: board))
        view.onCancel = { [weak self] in self?.closeEditor() }
        view.onDone = { [weak self] title in
            guard let self, let editor, !editUnderWay else { return }
            guard title.trimmingSpaces != view.originalTitle, !title.trimmingSpaces.isEmpty else { return closeEditor() }
            perform { editor.setBoardTitle(boardID: view.boardID, title: title.trimmingSpaces) }
        }
        column.append(view.box, expand: true)
        boardSettings = view
        show()
        view.shown()
    }

    /// Closes the cell editor or the board's settings; the board shows again, the keyboard on the cell edited.
    func closeEditor() {
        if let settings = boardSettings {
            settings.box.destroy()
            boardSettings = nil
            show()
            tiles.first?.button.grabFocus()
        }
        guard let view = cellEditor else { return }
        let slot = view.original.slot
        if let recorder = view.recorder {
            // Closed while recording (Cancel, or the set changed): the recording is let go.
            view.recorder = nil
            DispatchQueue.global().async { _ = recorder.stop() }
        }
        view.box.destroy()
        cellEditor = nil
        show()
        let edited = tiles.first { tile in
            if case .cell(let cell) = tile.tile { return cell.row == slot.row && cell.column == slot.column }
            return false
        }
        (edited ?? tiles.first)?.button.grabFocus()
    }

    /// Saves the draft as `cell set` would, one step of the history; the editor closes once saved.
    private func save(_ draft: CellDraft, from original: CellDraft) {
        guard let editor, !editUnderWay else { return }
        if cellEditor?.recorder != nil { return stopRecording(thenSave: true) }
        guard let change = draft.change(from: original) else { return closeEditor() }
        if draft.isNew, change.edit.label == nil || change.edit.label == .remove {
            editNotice = store.words.text(TextKey.noticeLabelNeeded)
            return show()
        }
        trace?.mark("save")
        let translations =
            change.translations.isEmpty ? nil : LabelTranslations(label: draft.label.trimmingSpaces, byLanguage: change.translations)
        perform { editor.setCell(change.edit, newBoard: change.newBoard, picture: change.picture, translations: translations) }
    }

    private func remove(_ draft: CellDraft) {
        guard let editor, !editUnderWay else { return }
        perform { editor.removeCell(boardID: draft.boardID, slot: draft.slot) }
    }

    /// Undo or Redo, on the set's history (the same as `talkgrid undo` and `redo`).
    func walkHistory(undo: Bool) {
        guard let editor, !editUnderWay else { return }
        perform(undoing: undo) { undo ? editor.undo() : editor.redo() }
    }

    /// Runs an edit off GTK's thread; its outcome is the notice, and the board shows the set as saved.
    func perform(undoing: Bool? = nil, _ edit: @escaping @Sendable () -> EditOutcome) {
        editUnderWay = true
        watcher?.isPaused = true
        editQueue.async {
            let outcome = edit()
            GLibMain.post { [weak self] in self?.finished(outcome, undoing: undoing) }
        }
    }

    private func finished(_ outcome: EditOutcome, undoing: Bool?) {
        editUnderWay = false
        trace?.mark("saved")
        watcher?.isPaused = false
        let words = store.words
        switch outcome {
        case .saved(let summary, _):
            let notice: InterfaceText =
                undoing.map { $0 ? .noticeEditUndone(summary: summary) : .noticeEditRedone(summary: summary) }
                ?? .noticeEditSaved(summary: summary)
            editNotice = words.text(notice)
            if undoing == nil {
                closeEditor()
                endSelecting()
            }
            watcher?.checkSoon()
        case .notSaved(let reason):
            editNotice = words.text(InterfaceText.noticeEditNotSaved(reason: reason))
        }
        show()
    }

    // MARK: Changes made meanwhile

    /// Watches the set's folder: a change saved by anyone shows where the person is.
    func watchSet() {
        guard let path = options.setPath, let watcher = SetWatcher(path: path, opened: options.opened) else { return }
        watcher.onChange = { [weak self] opened in self?.reloaded(opened) }
        self.watcher = watcher
    }

    private func reloaded(_ opened: OpenedBoardSet) {
        trace?.mark("reloaded")
        // The editor reads what changed now, not when the caregiver saves next.
        if let editor { editQueue.async { editor.refresh() } }
        pictures.replaceMedia(opened.media)
        send(.boardSetChanged(opened.boardSet))
        showBoardAdded()
        for tile in tiles { tile.redraw() }
    }
}
