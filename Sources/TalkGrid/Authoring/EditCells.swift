/// One change to several cells of a board at once, one step of the history (the window's "Select
/// several", `talkgrid cell set SET BOARD 1,1 1,2 --background …`): a colour, hidden or shown,
/// removed, moved to another board's empty slots, or copied to empty slots of a board.
public struct EditCells: AuthoringEdit {
    /// What happens to every cell chosen.
    public enum Change: Equatable, Sendable {
        /// The background colour (as `cell set --background` takes it), or none.
        case background(SetCell.Field<String>)
        /// Hidden (true) or shown.
        case hidden(Bool)
        /// Removed, as `cell remove` removes one.
        case remove
        /// Moved to the first empty slots of another board, in reading order.
        case move(toBoard: String)
        /// Copied to empty slots of a board (this one or another) from `start` on (nil: the first ones).
        case copy(toBoard: String, start: GridSlot?)
    }

    public var boardID: String
    /// The cells, in the order they were chosen (the order copies are placed in).
    public var slots: [GridSlot]
    public var change: Change

    public init(boardID: String, slots: [GridSlot], change: Change) {
        self.boardID = boardID
        self.slots = slots
        self.change = change
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        switch change {
        case .move(let toBoard):
            return try CopyCells(fromBoard: boardID, slots: slots, toBoard: toBoard, removingOriginals: true).applied(to: documents)
        case .copy(let toBoard, let start):
            return try CopyCells(fromBoard: boardID, slots: slots, toBoard: toBoard, start: start).applied(to: documents)
        default:
            break
        }
        let board = try documents.board(boardID)
        var labels: [InterfaceText.Argument] = []
        var steps: [any AuthoringEdit] = []
        for slot in slots {
            try board.requireInside(slot)
            guard let id = board.buttonID(at: slot) else { throw .emptySlot(slot: slot, board: board.id, nearby: board.cellsNear(slot)) }
            labels.append(.text("\"\(board.button(id: id)?["label"]?.scalarText ?? id)\""))
            var edit = SetCell(boardID: board.id, slot: slot)
            switch change {
            case .background(let colour): edit.background = colour
            case .hidden(let hidden): edit.hidden = hidden
            default: break
            }
            steps.append(change == .remove ? RemoveCell(boardID: board.id, slot: slot) : edit)
        }
        let listed = ShortList.listed(labels)
        let summary: CaregiverText
        switch change {
        case .remove:
            summary = AuthoringText.summaryRemovedSeveral(labels: listed, board: board.id, file: board.entry)
        default:
            summary = AuthoringText.summaryChangedCells(labels: listed, board: board.id, file: board.entry, change: said)
        }
        // One change: each step applied to what the one before made; the steps' notes kept (a
        // picture that left the set with the last cell using it).
        var current = documents
        var changed: [String] = []
        var notes: [CaregiverText] = []
        for step in steps {
            let made = try step.applied(to: current)
            current = made.documents
            for entry in made.changedEntries where !changed.contains(entry) { changed.append(entry) }
            notes += made.notes
        }
        return AuthoringChange(documents: current, changedEntries: changed, summary: summary, notes: notes)
    }

    /// What the change does, in a few words ("background → rgb(168, 224, 160)", "hidden").
    private var said: CaregiverText {
        switch change {
        case .background(.set(let colour)):
            AuthoringText.changeTo(field: CaregiverText(AuthoringTextKey.fieldBackground), value: colour)
        case .background(.remove):
            AuthoringText.changeTo(field: CaregiverText(AuthoringTextKey.fieldBackground), value: CaregiverText(AuthoringTextKey.valueNone))
        case .hidden(true): CaregiverText(AuthoringTextKey.valueHidden)
        default: CaregiverText(AuthoringTextKey.valueShown)
        }
    }
}
