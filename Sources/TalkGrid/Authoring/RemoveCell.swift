/// Removes a cell: its button, its grid slot (left empty), and the image, sound and translations
/// only it used.
public struct RemoveCell: AuthoringEdit {
    public var boardID: String
    public var slot: GridSlot

    public init(boardID: String, slot: GridSlot) {
        self.boardID = boardID
        self.slot = slot
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        var board = documents.boards[index]
        try board.requireInside(slot)
        guard let buttonID = board.buttonID(at: slot), let button = board.button(id: buttonID) else {
            throw .emptySlot(slot: slot, board: boardID, nearby: board.cellsNear(slot))
        }
        let texts = [button["label"]?.scalarText, button["vocalization"]?.scalarText].compactMap { $0 }
        board.place(nil, at: slot)
        board.removeButton(id: buttonID)
        board.removeMediaIfUnused(button["image_id"]?.scalarText, list: "images", key: "image_id")
        board.removeMediaIfUnused(button["sound_id"]?.scalarText, list: "sounds", key: "sound_id")
        let stillUsed = Set(board.translatableTexts)
        let unused = texts.filter { !stillUsed.contains($0) }
        if !unused.isEmpty, board.json["strings"]?.members != nil {
            board.json.updateMember("strings", adding: .object([])) { strings in
                guard case .object(var languages) = strings.value else { return }
                for language in languages.indices {
                    for text in unused { languages[language].value.setMember(text, to: nil) }
                }
                strings.value = .object(languages)
            }
        }
        var result = documents
        result.boards[index] = board
        let label = button["label"]?.scalarText ?? buttonID
        var notes: [CaregiverText] = []
        if let link = button["load_board"], let target = link["id"]?.scalarText ?? link["path"]?.string {
            notes.append(AuthoringText.noteRemovedCellOpened(board: target))
        }
        return AuthoringChange(
            documents: result, changedEntries: [board.entry],
            summary: AuthoringText.summaryRemovedCell(label: label, slot: slot, board: boardID, file: board.entry),
            notes: notes)
    }
}
