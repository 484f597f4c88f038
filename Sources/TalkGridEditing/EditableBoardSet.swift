import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridShipped
import TalkGridStorage

/// A board set opened from the path a person gave, ready to be edited, validated and saved.
///
/// Edits work on a set folder (laid out like an unzipped `.obz`) or a single `.obf` file; an
/// `.obz` is read for `show` and `export` but must be imported into a folder to be edited.
package struct EditableBoardSet {
    package let path: String
    package let location: SetLocation
    /// The set's files as opened (an archive's are read only through it).
    package let media: SetMedia
    package let set: BoardSet
    /// The set as the validator read and checked it, board by board, when it was opened to be kept
    /// open (``init(opening:keeping:)``; a set folder only).
    package private(set) var reviewed: ReviewedBoardSet?

    /// Opens a set folder, `.obf`, `.obz` or `shipped:NAME` (see ``BoardInput``); a path inside a
    /// set folder opens that set (``setPath(for:)``). `keeping`: a set folder is read by this
    /// validator, which checks each board as it reads it and keeps it (``reviewed``), for an editor
    /// that keeps the set open between its edits.
    package init(opening given: String, keeping validator: Validator? = nil) throws(AuthoringFailure) {
        let path = Self.setPath(for: given)
        self.path = path
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(editing: path, keeping: validator)
        } catch .sourceUnavailable(let reason) {
            throw AuthoringFailure(reason)
        } catch {
            throw AuthoringFailure("\(error)")
        }
        location = opened.location
        media = opened.media
        set = opened.boardSet
        reviewed = opened.reviewed
    }

    /// The set a command given `path` works on: the set folder that holds it when it is a board
    /// file or folder inside one (said in one line on standard error), else `path` itself. One
    /// set has one history, whatever path inside it is given.
    package static func setPath(for path: String) -> String {
        guard let set = BoardInput.enclosingSet(of: path) else { return path }
        Output.error(CommandText.editInsideSet(path: path, set: set).description)
        return set
    }

    /// The set as an edit left it, saved: `edited` (and `reviewed`, its boards as read and checked) in place of ``set``.
    package func after(_ edited: BoardSet, reviewed: ReviewedBoardSet?) -> EditableBoardSet {
        EditableBoardSet(path: path, location: location, media: media, set: edited, reviewed: reviewed)
    }

    private init(path: String, location: SetLocation, media: SetMedia, set: BoardSet, reviewed: ReviewedBoardSet?) {
        self.path = path
        self.location = location
        self.media = media
        self.set = set
        self.reviewed = reviewed
    }

    /// The set's documents, for an edit to change.
    package var documents: BoardSetDocuments { BoardSetDocuments(set) }

    /// Where the set's other files come from, for loading an edited set.
    package var source: (any BoardSetSource)? { location.source }

    /// Where a cell's picture goes: a set folder keeps it as a file of its own (the file that
    /// already has the same bytes, when there is one); a board file keeps it inside, as a `data:` URI.
    package func placing(_ picture: CellPicture) -> CellPicture {
        guard case .folder(let source) = location, set.manifest != nil else { return picture }
        return picture.placed(among: set.entries) { entry in holds(entry, picture.bytes, in: source) }
    }

    /// Where a cell's sound goes, as ``placing(_:)-(CellPicture)`` places a picture.
    package func placing(_ sound: CellSound) -> CellSound {
        guard case .folder(let source) = location, set.manifest != nil else { return sound }
        return sound.placed(among: set.entries) { entry in holds(entry, sound.bytes, in: source) }
    }

    /// Whether the set's file `entry` holds exactly `bytes` (its size is compared first).
    private func holds(_ entry: String, _ bytes: [UInt8], in source: FolderSource) -> Bool {
        let file = (path as NSString).appendingPathComponent(entry)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size == bytes.count else {
            return false
        }
        return (try? source.contents(of: entry)) == bytes
    }

    /// Fails unless the set can be written to: a folder or a board file.
    package func requireEditable() throws(AuthoringFailure) {
        switch location {
        case .folder, .boardFile: return
        case .archive:
            throw AuthoringFailure(CommandText.editArchiveNotEditable(path: path))
        case .shipped, .inMemory:
            throw AuthoringFailure(CommandText.editShippedNotEditable(path: path))
        }
    }

    /// The bytes of the set's file `entry`, wherever the set was read from; nil when there is none.
    package func contents(of entry: String) -> [UInt8]? {
        if let source = location.source { return try? source.contents(of: entry) }
        return media.contents(of: entry)
    }

    /// The history of the set (for a single board file: of the folder it is in), as `command` changes it.
    package func history(for command: String) -> SetHistory {
        switch location {
        case .boardFile:
            SetHistory(root: PathText.folder(of: path), command: command)
        default: SetHistory(root: path, command: command)
        }
    }

    /// The entry, as the history names it: inside the set, or the board file's name in its folder.
    package func historyEntry(_ entry: String) -> String {
        switch location {
        case .boardFile: (path as NSString).lastPathComponent
        default: entry
        }
    }

    /// Checks an edit with the validator, then saves it and records it in the set's history in one
    /// atomic step (see ``SetHistory``); prints what changed.
    ///
    /// Refuses (exit 1) when the edited set does not load, or has errors the set did not have,
    /// unless `force` is set. `checked`: as ``record(_:force:command:checked:)`` takes it.
    package func save(_ change: AuthoringChange, force: Bool, command: String, checked: CheckedChange? = nil) -> Int32 {
        switch record(change, force: force, command: command, checked: checked) {
        case .failure(let refusal):
            for line in refusal.lines { Output.error(line) }
            return ExitStatus.failure
        case .success(let saved):
            for line in saved.warnings { Output.error(line) }
            for line in saved.lines { Output.line(line) }
            return ExitStatus.success
        }
    }

    /// What ``save(_:force:command:)`` does without printing: the edit checked with the validator,
    /// then saved and recorded as one step of the set's history (the command line and the window
    /// alike); what to tell the person, or why nothing was saved.
    ///
    /// `checked`: the edited set as read back and checked already (an editor that keeps the set
    /// open checks only what the edit touched: ``KeptOpenSet``), its files saved as the bytes read
    /// back; else it is read back and the set is checked whole, before and after.
    package func record(_ change: AuthoringChange, force: Bool, command: String, checked: CheckedChange? = nil) -> Result<
        SavedChange, SaveRefusal
    > {
        do {
            try requireEditable()
        } catch {
            return .failure(SaveRefusal(lines: ["talkgrid \(command): \(error)"]))
        }
        let edited: BoardSet
        let review: EditReview
        if let checked {
            (edited, review) = (checked.edited, checked.review)
        } else {
            do {
                edited = try change.documents.loadedSet(over: source, removing: Set(change.removedEntries))
            } catch {
                return .failure(SaveRefusal(lines: ["talkgrid \(command): \(CommandText.editNotReadBack(reason: error))"]))
            }
            review = EditReview(before: set, after: edited)
        }
        if !review.isAcceptable && !force {
            return .failure(
                SaveRefusal(
                    lines: review.newErrors.map { "\($0)" }
                        + ["talkgrid \(command): \(CommandText.editWouldAddErrors(count: review.newErrors.count))"],
                    newErrors: review.newErrors.map { "\($0.text)" }))
        }
        let warnings = review.isAcceptable ? [] : review.newErrors.map { "\($0)" }
        var changes = change.changedEntries.compactMap { entry in
            (checked?.files[entry] ?? change.documents.bytes(of: entry)).map { FileChange(entry: historyEntry(entry), content: .bytes($0)) }
        }
        changes += change.removedEntries.map { FileChange(entry: historyEntry($0), content: .removed) }
        let history = history(for: command)
        var setAside: [HistoryStep] = []
        var step: HistoryStep?
        do {
            if !changes.isEmpty {
                let applied = try history.apply(
                    changes, command: command, summary: "\(change.summary)", time: Int64(Date().timeIntervalSince1970))
                step = applied
                setAside = (try? history.stepsSetAside(by: applied)) ?? []
            }
        } catch {
            return .failure(SaveRefusal(lines: warnings + ["talkgrid \(command): \(CommandText.editNotSaved(reason: error))"]))
        }
        var lines = ["\(change.summary)."]
        // What the person now hears, under the folder-word rule the board is run with.
        let folderWords =
            SettingsFile(forSetAt: path, environment: ProcessInfo.processInfo.environment).peek()?.session.folderWords ?? .whenVocalized
        let notes =
            (change.notes
            + MeaningChange.notes(
                before: set, after: edited, folderWords: folderWords, changedFiles: Set(change.changedEntries))).map { "\($0)" }
        lines += notes.map { "  \($0)" }
        if !setAside.isEmpty { lines.append(SetHistory.setAsideNote(setAside, set: path).description) }
        if !review.isAcceptable {
            lines.append(CommandText.editSavedWithErrors(count: review.newErrors.count, path: path).description)
        }
        return .success(
            SavedChange(summary: "\(change.summary)", notes: notes, step: step, warnings: warnings, lines: lines, edited: edited))
    }
}

/// An edit read back as its files will be read once saved, and checked: the set it makes and the
/// errors it would add.
package struct CheckedChange {
    package var edited: BoardSet
    package var review: EditReview
    /// The bytes each changed file was read back from, by entry: saved as they are (a board is serialised once a save).
    package var files: [String: [UInt8]] = [:]
}

/// An edit saved as one step of the set's history.
package struct SavedChange {
    /// What changed, in words ("cell 2,1 of home: label \"eat\"").
    package var summary: String
    /// What the person now hears, and other notes.
    package var notes: [String]
    /// The history's step (nil when nothing changed on disk).
    package var step: HistoryStep?
    /// The errors a forced edit added, as the command line prints them on standard error.
    package var warnings: [String]
    /// What the command line prints.
    package var lines: [String]
    /// The set as saved.
    package var edited: BoardSet
}

/// Why an edit was not saved: what the command line prints on standard error.
package struct SaveRefusal: Error {
    package var lines: [String]
    /// The errors the edit would add, in words (for the window).
    package var newErrors: [String] = []
}

/// Why an authoring command stopped, in words for the person (exit status 1).
package struct AuthoringFailure: Error, CustomStringConvertible {
    package var description: String
    /// A reason another part gave in its own words (a board that does not load).
    package init(_ description: String) { self.description = description }
    /// A reason of the command line's own.
    package init(_ text: CommandText) { description = text.description }
}
