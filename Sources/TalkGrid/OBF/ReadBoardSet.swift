/// A board set as one load read it to run it, with each board as it was read, so that a later
/// load of the same set after a change reads again only the files that changed
/// (``BoardSetLoader/loadSet(from:savedVersions:after:changed:)``): a window that shows the set
/// reads one board when one cell of it changed, not the whole set.
public struct ReadBoardSet: Sendable {
    /// The set.
    public let set: BoardSet
    /// Each board as read, by entry.
    let boards: [String: LoadedBoard<Void>]
}

extension BoardSetLoader {
    /// Loads a board set to run it, as ``loadSet(from:savedVersions:)`` does, taking from
    /// `previous` (an earlier load of the same set) each board whose entry is not among `changed`
    /// (nor the manifest, when it is not among them). A board shown from its saved version is read
    /// again, to say again that it is damaged. What depends on the rest of the set (its pictures
    /// there or not, its links) is found again. The set is what loading it afresh gives.
    public static func loadSet(
        from source: BoardSetSource, savedVersions: any SavedVersions, after previous: ReadBoardSet?, changed: Set<String>
    ) throws(BoardLoadError) -> ReadBoardSet {
        let damaged = Set(previous?.set.damagedBoards.map(\.entry) ?? [])
        let kept = previous?.boards ?? [:]
        let manifestChanged = changed.contains("manifest.json") || damaged.contains("manifest.json") || kept.isEmpty
        let (set, _, loaded) = try loadSet(
            from: source, savedVersions: savedVersions,
            reusing: { entry in changed.contains(entry) || damaged.contains(entry) ? nil : kept[entry] },
            reusingManifestOf: manifestChanged ? nil : previous?.set, review: { _, _ in () })
        return ReadBoardSet(set: set, boards: loaded)
    }
}
