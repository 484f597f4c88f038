/// Adds an empty board to a set, listed in the manifest, optionally opened from a cell of another board.
public struct AddBoard: AuthoringEdit {
    /// The new board.
    public var board: BlankBoard
    /// The board and slot of the cell that should open the new board; an empty slot gets a new
    /// folder cell with the board's name and glyph.
    public var linkFrom: (boardID: String, slot: GridSlot)?
    /// Whether a cell already in the `linkFrom` slot may be replaced by the new folder cell;
    /// otherwise it is refused with ``AuthoringError/slotTaken(slot:board:label:opens:)``.
    public var replace: Bool

    public init(board: BlankBoard, linkFrom: (boardID: String, slot: GridSlot)? = nil, replace: Bool = false) {
        self.board = board
        self.linkFrom = linkFrom
        self.replace = replace
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard var manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingAddBoard)) }
        guard !documents.boards.contains(where: { $0.id == board.id }), !documents.entries.contains(board.entry),
            !documents.boards.contains(where: { $0.entry == board.entry })
        else { throw .boardExists(id: board.id) }
        var result = documents
        var added = BoardDocument(id: board.id, entry: board.entry, json: board.json)
        var notes: [CaregiverText] = []
        if board.copiedFrom != nil, let rootID = documents.rootID, let root = try? documents.board(rootID) {
            // A copied board's links to boards this set does not have go to the set's root instead.
            for button in added.buttons {
                guard let link = button["load_board"], let id = button["id"]?.scalarText else { continue }
                let target = SetCell.linkedBoard(of: button)
                let known = documents.boards.contains {
                    $0.id == target || (link["path"]?.string).map(BoardSet.normalizedEntryPath) == $0.entry
                }
                guard !known, target != board.id else { continue }
                added.updateButton(id: id) { button in
                    button.setMember("load_board", to: .object([("id", .text(root.id)), ("path", .text(root.entry))]))
                }
                notes.append(
                    AuthoringText.noteCopiedLinkRetargeted(label: button["label"]?.scalarText ?? id, target: target ?? "?", root: root.id))
            }
        }
        result.boards.append(added)
        result.entries.insert(board.entry)
        manifest.updateMember("paths", adding: .object([])) { paths in
            paths.updateMember("boards", adding: .object([])) { $0.setMember(board.id, to: .text(board.entry)) }
        }
        result.manifest = manifest
        var changed = [board.entry]
        let summary = AuthoringText.summaryAddedBoard(
            id: board.id, name: board.name, rows: board.rows, columns: board.columns, file: board.entry)
        var more: [CaregiverText] = []
        if let linkFrom {
            let parent = try documents.board(linkFrom.boardID)
            try parent.requireInside(linkFrom.slot)
            if let existing = parent.buttonID(at: linkFrom.slot).flatMap({ parent.button(id: $0) }) {
                let label = existing["label"]?.scalarText ?? existing["id"]?.scalarText ?? ""
                guard replace else {
                    throw .slotTaken(slot: linkFrom.slot, board: linkFrom.boardID, label: label, opens: SetCell.linkedBoard(of: existing))
                }
                result = try RemoveCell(boardID: linkFrom.boardID, slot: linkFrom.slot).applied(to: result).documents
                more.append(AuthoringText.summaryItReplaces(label: label))
            }
            var edit = SetCell(boardID: linkFrom.boardID, slot: linkFrom.slot)
            edit.link = .set(board.id)
            edit.label = .set(board.name)
            if let glyph = board.glyph { edit.glyph = .set(glyph) }
            let linked = try edit.applied(to: result)
            result = linked.documents
            changed.append(parent.entry)
            more.append(
                AuthoringText.summarySlotOpensIt(slot: linkFrom.slot, board: linkFrom.boardID))
        }
        changed.append("manifest.json")
        return AuthoringChange(documents: result, changedEntries: changed, summary: CaregiverText.clauses(summary, more), notes: notes)
    }
}
