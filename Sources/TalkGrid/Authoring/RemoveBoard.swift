/// Removes a board from a set: its file and its manifest entry. Cells of other boards that opened
/// it lose their link (they stay as words) and are reported, so nothing points at a missing board.
public struct RemoveBoard: AuthoringEdit {
    public var boardID: String

    public init(boardID: String) {
        self.boardID = boardID
    }

    /// A cell that opens a board.
    public struct Link: Equatable, Sendable, CaregiverTextConvertible {
        public var boardID: String
        public var label: String
        /// Where the grid places the cell; nil when it is not placed.
        public var slot: GridSlot?

        public var caregiverText: CaregiverText {
            guard let slot else {
                return AuthoringText.noteLinkUnplaced(label: label, board: boardID)
            }
            return AuthoringText.noteLinkAt(label: label, slot: slot, board: boardID)
        }
    }

    /// The cells of other boards that open the board `id`.
    public static func links(to id: String, in documents: BoardSetDocuments) -> [Link] {
        guard let target = try? documents.board(id) else { return [] }
        var links: [Link] = []
        for board in documents.boards where board.id != id {
            for button in board.buttons where Self.opens(button, target) {
                let buttonID = button["id"]?.scalarText ?? ""
                links.append(Link(boardID: board.id, label: button["label"]?.scalarText ?? buttonID, slot: board.slot(ofButton: buttonID)))
            }
        }
        return links
    }

    static func opens(_ button: JSONNode, _ target: BoardDocument) -> Bool {
        guard let link = button["load_board"] else { return false }
        if let id = link["id"]?.scalarText { return id == target.id }
        if let path = link["path"]?.string { return BoardSet.normalizedEntryPath(path) == target.entry }
        return false
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard var manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingRemoveBoard)) }
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        let target = documents.boards[index]
        if documents.rootID == boardID { throw .removingRoot(id: boardID) }
        let links = Self.links(to: boardID, in: documents)

        var result = documents
        var changed: [String] = []
        for position in result.boards.indices where result.boards[position].id != boardID {
            var board = result.boards[position]
            for button in board.buttons where Self.opens(button, target) {
                guard let buttonID = button["id"]?.scalarText else { continue }
                board.updateButton(id: buttonID) { $0.setMember("load_board", to: nil) }
            }
            if board != result.boards[position] {
                result.boards[position] = board
                changed.append(board.entry)
            }
        }
        result.boards.remove(at: index)
        result.entries.remove(target.entry)
        manifest.updateMember("paths", adding: .object([])) { paths in
            paths.updateMember("boards", adding: .object([])) { boards in
                guard case .object(var members) = boards.value else { return }
                members.removeAll { $0.key == boardID || $0.value.string.map(BoardSet.normalizedEntryPath) == target.entry }
                boards.value = .object(members)
            }
        }
        result.manifest = manifest
        changed.append("manifest.json")
        let removed = AuthoringText.summaryRemovedBoard(id: boardID, name: target.name, file: target.entry)
        let cells =
            links.isEmpty
            ? CaregiverText(AuthoringTextKey.summaryNoCellOpenedIt)
            : AuthoringText.summaryCellsNowPlain(count: links.count)
        return AuthoringChange(
            documents: result, changedEntries: changed, removedEntries: [target.entry], summary: CaregiverText.clauses(removed, [cells]),
            notes: links.map { AuthoringText.noteLinkRemoved(link: $0) })
    }
}
