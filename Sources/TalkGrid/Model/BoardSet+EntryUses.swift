/// One place in a set that needs a file of the set: a folder cell that opens a board file, or a
/// cell whose picture or recorded sound is the file.
public struct EntryUse: Equatable, Sendable {
    /// How the cell uses the file.
    public enum Kind: String, Equatable, Sendable {
        /// The cell opens the board in the file.
        case opens
        /// The file is the cell's picture.
        case picture
        /// The file is the cell's recorded sound.
        case sound
    }

    public var kind: Kind
    /// The cell's label (its words: what a caregiver knows it by).
    public var label: String
    /// The name of the board the cell is on.
    public var boardName: String
    /// The file of the board the cell is on (`boards/home.obf`).
    public var boardFile: String
}

extension BoardSet {
    /// The cells of the set's readable boards that use the file `entry` (a board they open, their
    /// picture or recorded sound), in board order, then in the order of each board's cells.
    ///
    /// A board file is found by the links to it (by path, or by the id the manifest or the damaged
    /// board list gives it); a media file by the path of the cell's image or sound, or by the path
    /// the manifest lists for its id.
    public func uses(of entry: String) -> [EntryUse] {
        let entry = BoardSet.normalizedEntryPath(entry)
        let boardIDs = Set(
            damagedBoards.filter { $0.entry == entry }.map(\.id) + boardIDsByPath.filter { $0.key == entry }.map(\.value)
                + (manifest?["paths"]?["boards"]?.members ?? []).filter { $0.value.string.map(BoardSet.normalizedEntryPath) == entry }
                .map(\.key))
        var uses: [EntryUse] = []
        for id in boardOrder {
            guard let board = boards[id] else { continue }
            for cell in board.cells {
                func use(_ kind: EntryUse.Kind) {
                    uses.append(EntryUse(kind: kind, label: cell.label, boardName: board.name, boardFile: board.file))
                }
                if let link = cell.link {
                    if let path = link.path, BoardSet.normalizedEntryPath(path) == entry {
                        use(.opens)
                    } else if link.path == nil, let target = link.id, boardIDs.contains(target) {
                        use(.opens)
                    }
                }
                if let imageID = cell.imageID, let image = board.images[imageID] {
                    if let path = image.path ?? (image.hasReadablePicture || image.url != nil ? nil : imagePaths[imageID]),
                        BoardSet.normalizedEntryPath(path) == entry
                    {
                        use(.picture)
                    }
                }
                if let soundID = cell.soundID, let sound = board.sounds[soundID] {
                    if let path = sound.path ?? (sound.data != nil || sound.url != nil ? nil : soundPaths[soundID]),
                        BoardSet.normalizedEntryPath(path) == entry
                    {
                        use(.sound)
                    }
                }
            }
        }
        return uses
    }
}
