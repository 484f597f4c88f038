import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// The set an editor on screen keeps open between its saves, so that a save reads and checks only
/// what it changes: a label changed on the 78-board set costs the board it is on, not the 78.
///
/// It holds the set as the validator read and checked it board by board (``EditableBoardSet``
/// opened with ``EditableBoardSet/init(opening:keeping:)``), the set's findings, and the stamps
/// of the files it was read from (the manifest, each board) and of the folders that hold its files.
/// The editor uses it under the set's lock, brought up to date first (``refreshed()``): a change
/// made meanwhile (by the command line, another window, a hand edit, an undo) changes a file's
/// stamp, and the boards it changed are read again, so an edit always applies to what was saved last. What the command
/// line's ``EditableBoardSet/record(_:force:command:checked:)`` writes and records is the same.
///
/// Sendable unchecked: its one reference type would be an `.obz` archive's source, and only a
/// set folder is kept open (``opening(_:)``); everything else in it is a value.
package struct KeptOpenSet: @unchecked Sendable {
    /// The set as read (or as the editor's last edit saved it).
    package private(set) var editable: EditableBoardSet
    /// The set's findings (the validator's, the whole set's), kept by where they came from, so an
    /// edit finds again only what it can change.
    private let findings: KeptFindings
    /// The files (the manifest, each board) and folders whose stamps say the set is still as read,
    /// each with its entry in the set (nil: a folder).
    private let watched: [(path: String, entry: String?)]
    private let stamps: FileStamps

    private static let validator = Validator()

    /// Opens the set at `path` to keep it open; nil when it is not a set folder (a board file is
    /// opened afresh for each edit: it is one board).
    package static func opening(_ path: String) throws(AuthoringFailure) -> KeptOpenSet? {
        try openingForEdit(path).kept
    }

    /// Opens the set at `path` for an edit: the set as opened, and kept open (``opening(_:)``)
    /// when it is a set folder, so the edit is checked by reading again only what it changes
    /// (``check(_:)``); a board file is read once, as it is.
    package static func openingForEdit(_ path: String) throws(AuthoringFailure) -> (editable: EditableBoardSet, kept: KeptOpenSet?) {
        let editable = try EditableBoardSet(opening: path, keeping: validator)
        guard let reviewed = editable.reviewed else { return (editable, nil) }
        return (editable, KeptOpenSet(editable: editable, findings: validator.findings(reviewed)))
    }

    private init(editable: EditableBoardSet, findings: KeptFindings) {
        self.editable = editable
        self.findings = findings
        let set = editable.set
        let root = editable.path
        var folders: Set<String> = [""]
        for entry in set.entries {
            var folder = Substring(entry)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        let files = ["manifest.json"] + set.boardOrder.compactMap { set.boards[$0]?.file } + set.damagedBoards.map(\.entry)
        watched =
            files.map { (root + "/" + $0, $0) } + folders.sorted().map { ($0.isEmpty ? root : root + "/" + $0, nil) }
        stamps = FileStamps(watched.map(\.path))
    }

    /// The set as saved now: this one while none of its files changed; else the boards whose files
    /// changed are read again (and the folders listed again when a file came or went), the rest
    /// taken as they were. Nil when the set no longer reads (it is then opened afresh, and says why).
    package func refreshed() -> KeptOpenSet? {
        let changed = FileStamps(watched.map(\.path)).changed(since: stamps)
        guard !changed.isEmpty else { return self }
        guard let reviewed = editable.reviewed, let source = editable.source else { return nil }
        let entries = Set(changed.compactMap { watched[$0].entry })
        let listing: any BoardSetSource =
            changed.contains { watched[$0].entry == nil } ? source : KnownEntries(base: source, entries: editable.set.entries)
        guard let again = try? Self.validator.reload(listing, after: reviewed, changed: entries) else { return nil }
        return KeptOpenSet(
            editable: editable.after(again.set, reviewed: again),
            findings: Self.validator.findings(again, after: reviewed, kept: findings, changed: entries))
    }

    /// The edit read back as its files will be read once saved, and checked against the set's
    /// findings: only the boards it changes are read and checked again, with what of the whole set
    /// they can change (links, media, the set's own checks). Its files are serialised once, here,
    /// and saved as they were read back. With it, the set it makes, to keep once saved.
    package func check(_ change: AuthoringChange) -> Result<(CheckedChange, Edited), BoardLoadError> {
        guard let reviewed = editable.reviewed else { return .failure(.missingManifest(source: editable.path)) }
        var files: [String: [UInt8]] = [:]
        for entry in change.changedEntries { files[entry] = change.documents.bytes(of: entry) }
        let source = EditedBoardSetSource(
            base: editable.source.map { KnownEntries(base: $0, entries: editable.set.entries) }, displayName: editable.set.source,
            files: files, removed: Set(change.removedEntries))
        do throws(BoardLoadError) {
            let changed = Set(files.keys).union(change.removedEntries)
            let edited = try Self.validator.reload(source, after: reviewed, changed: changed)
            let found = Self.validator.findings(edited, after: reviewed, kept: findings, changed: changed)
            let checked = CheckedChange(edited: edited.set, review: EditReview(before: findings.all, after: found.all), files: files)
            return .success((checked, Edited(reviewed: edited, findings: found)))
        } catch {
            return .failure(error)
        }
    }

    /// The set an edit makes, as ``check(_:)`` read and checked it.
    package struct Edited {
        fileprivate var reviewed: ReviewedBoardSet
        fileprivate var findings: KeptFindings
    }

    /// The set as `edited` left it once saved, its files stamped now.
    package func after(_ edited: Edited) -> KeptOpenSet {
        KeptOpenSet(editable: editable.after(edited.reviewed.set, reviewed: edited.reviewed), findings: edited.findings)
    }
}

/// A set folder's files as listed when the set was read: the folders' stamps say no file came or
/// went since, so they are not listed again.
private struct KnownEntries: BoardSetSource {
    var base: any BoardSetSource
    var entries: Set<String>

    var displayName: String { base.displayName }
    func entryPaths() throws -> [String] { Array(entries) }
    func contents(of entry: String) throws -> [UInt8] { try base.contents(of: entry) }
}
