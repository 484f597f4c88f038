/// Gives a board a new id (and file, `boards/NEW.obf`): the manifest, the root and every link to
/// it follow, so nothing points at the old name.
public struct RenameBoard: AuthoringEdit {
    public var boardID: String
    public var newID: String

    public init(boardID: String, newID: String) {
        self.boardID = boardID
        self.newID = newID
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard var manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingRenameBoard)) }
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        guard BlankBoard.isUsableID(newID) else { throw .invalidBoardID(newID) }
        guard newID != boardID else { throw .nothingToChange(AuthoringText.nothingSameID(board: boardID)) }
        let old = documents.boards[index]
        let folder = old.entry.split(separator: "/").dropLast().joined(separator: "/")
        let entry = (folder.isEmpty ? "" : folder + "/") + newID + ".obf"
        guard !documents.boards.contains(where: { $0.id == newID || $0.entry == entry }), !documents.entries.contains(entry) else {
            throw .boardExists(id: newID)
        }
        var result = documents
        result.boards[index].id = newID
        result.boards[index].entry = entry
        result.boards[index].json.setMember("id", to: .text(newID))
        var changed = [entry]
        var relinked = 0
        for position in result.boards.indices {
            var board = result.boards[position]
            for button in board.buttons {
                guard let link = button["load_board"], RemoveBoard.opens(button, old), let id = button["id"]?.scalarText else { continue }
                board.updateButton(id: id) { button in
                    var moved = link
                    if link["id"] != nil { moved.setMember("id", to: .text(newID)) }
                    if link["path"] != nil || link["id"] == nil { moved.setMember("path", to: .text(entry)) }
                    button.setMember("load_board", to: moved)
                }
                relinked += 1
            }
            if board != result.boards[position] {
                result.boards[position] = board
                if board.entry != entry { changed.append(board.entry) }
            }
        }
        manifest.updateMember("paths", adding: .object([])) { paths in
            paths.updateMember("boards", adding: .object([])) { boards in
                let key = boards.members?.first { BoardSet.normalizedEntryPath($0.value.string ?? "") == old.entry }?.key ?? boardID
                boards.renameMember(key, to: newID)
                boards.setMember(newID, to: .text(entry))
            }
        }
        if let root = manifest["root"]?.string, BoardSet.normalizedEntryPath(root) == old.entry {
            manifest.setMember("root", to: .text(entry))
        }
        result.manifest = manifest
        result.entries.remove(old.entry)
        result.entries.insert(entry)
        changed.append("manifest.json")
        return AuthoringChange(
            documents: result, changedEntries: changed, removedEntries: [old.entry],
            summary: AuthoringText.summaryRenamedBoard(old: boardID, new: newID, oldFile: old.entry, newFile: entry, count: relinked))
    }
}
