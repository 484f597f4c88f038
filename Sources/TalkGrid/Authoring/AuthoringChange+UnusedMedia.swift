extension AuthoringChange {
    /// The change, with the pictures and sounds that no cell uses any more once it is made taken out
    /// of the set: their `manifest.json` listings and their files, in the same step (so `undo` brings
    /// them back), each named in a note. Only what `before` used and the change let go of leaves;
    /// nothing leaves a set with a board that could not be read (it may use them).
    ///
    /// This keeps the manifest true: `export` writes what the manifest lists, so a picture a removed
    /// or re-pictured cell left behind would otherwise travel on to other apps.
    public func releasingUnusedMedia(from before: BoardSetDocuments) -> AuthoringChange {
        guard !before.isSingleBoard, before.damagedBoards.isEmpty, documents.manifest != nil else { return self }
        let released = before.mediaInUse.subtracting(documents.mediaInUse)
        guard !released.isEmpty else { return self }
        var change = self
        change.documents.manifest?.updateMember("paths", adding: .object([])) { paths in
            for kind in ["images", "sounds"] where paths[kind]?.members != nil {
                paths.updateMember(kind, adding: .object([])) { listed in
                    for member in listed.members ?? [] {
                        guard let path = member.value.string, released.contains(BoardSet.normalizedEntryPath(path)) else { continue }
                        listed.setMember(member.key, to: nil)
                    }
                }
            }
        }
        if change.documents.manifest != documents.manifest, !change.changedEntries.contains("manifest.json") {
            change.changedEntries.append("manifest.json")
        }
        for entry in released.sorted() {
            change.documents.removeFile(entry)
            if before.entries.contains(entry), !change.removedEntries.contains(entry) { change.removedEntries.append(entry) }
            change.notes.append(AuthoringText.noteMediaLeftSet(file: entry))
        }
        return change
    }
}

extension BoardSetDocuments {
    /// The entries of the pictures and sounds the boards use: each board's `images` and `sounds`,
    /// by their `path` or, without one, by the path `manifest.json` lists for their id.
    public var mediaInUse: Set<String> {
        var used: Set<String> = []
        let paths = manifest?["paths"]
        for board in boards {
            for kind in ["images", "sounds"] {
                for item in board.json[kind]?.elements ?? [] {
                    if let path = item["path"]?.string {
                        used.insert(BoardSet.normalizedEntryPath(path))
                    } else if let id = item["id"]?.scalarText, let listed = paths?[kind]?[id]?.string {
                        used.insert(BoardSet.normalizedEntryPath(listed))
                    }
                }
            }
        }
        return used
    }

    /// Takes a file out of the set (a picture no cell uses any more): saving removes it.
    mutating func removeFile(_ entry: String) {
        removeAddedFile(entry)
        entries.remove(entry)
    }
}
