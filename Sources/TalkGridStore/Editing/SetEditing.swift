import TalkGrid

/// What an editor on screen asks of the set it edits: the command line's own operations (`cell
/// set`, `cell remove`, `undo`, `redo`, `symbols search`), each one step of the set's history
/// under the set's lock, answered with words instead of printed. The window is handed one by the
/// program that starts it (``SetEditor`` in TalkGridEditing), and calls it off its own thread: an
/// edit may wait for another one to finish.
public protocol SetEditing: Sendable {
    /// Sets the fields `edit` names, as `talkgrid cell set` does (a picture or sound it sets, read
    /// by ``readPicture(_:square:)`` or ``readSound(_:)`` or recorded, is placed in the set's
    /// files); `newBoard`: the cell opens a new board of that name (made in the same step, as
    /// `board add`), `picture`: a picture found by ``searchPictures(_:language:)`` (its emoji also
    /// becomes the cell's glyph); `translations`: the label in other languages, added to the set's
    /// translations as `talkgrid translate` adds them, in the same step.
    func setCell(_ edit: SetCell, newBoard: String?, picture: PictureChoice?, translations: LabelTranslations?) -> EditOutcome
    /// Removes the cell at `slot`, as `talkgrid cell remove` does (after the person said yes twice).
    func removeCell(boardID: String, slot: GridSlot) -> EditOutcome
    /// Moves the cell at `from` to the empty slot `to`, as `talkgrid cell move` does, or swaps it
    /// with the cell there, as `talkgrid cell swap` does (`swap`).
    func moveCell(boardID: String, from: GridSlot, to: GridSlot, swap: Bool) -> EditOutcome
    /// Changes several cells of a board at once, one step (the window's "Select several", and its
    /// paste): a colour, hidden or shown, removed, moved to another board, copied to empty slots.
    func editCells(_ edit: EditCells) -> EditOutcome
    /// Changes a board's title (its OBF `name`), as `talkgrid board set BOARD --name TITLE` does.
    func setBoardTitle(boardID: String, title: String) -> EditOutcome
    /// Adds an empty row or column at a place of a board, or removes one, as `talkgrid board set
    /// BOARD --add-row N` (`--remove-row`, `--add-column`, `--remove-column`) does; cells in a line
    /// removed go only with `removingCells` (after the person said yes twice), as with `--drop-cells`.
    func changeGridLine(_ edit: ChangeGridLine) -> EditOutcome
    /// Adds an empty board titled `title`, as `talkgrid board add` makes it (the root board's size
    /// and language, an id made from the title): the outcome, and the new board's id when saved.
    func addBoard(title: String) -> (outcome: EditOutcome, boardID: String?)
    /// Removes a board, as `talkgrid board remove` does (after the person said yes twice): the
    /// cells of other boards that opened it keep their word and lose the link.
    func removeBoard(boardID: String) -> EditOutcome
    /// Reads the set as saved now, ready for the next edit (when edit mode starts, and when a
    /// change made meanwhile was seen): an editor that keeps the set open between its edits reads
    /// again only what changed, so the next edit does not wait for it.
    func refresh()
    /// Takes back the last change, as `talkgrid undo` does.
    func undo() -> EditOutcome
    /// Puts back the change undone last, as `talkgrid redo` does.
    func redo() -> EditOutcome
    /// Reads the symbols of `languages` ahead (their indexes, built when the cache has none), in
    /// that order, so the first search in each does not wait for it.
    func prepareSearch(languages: [String])
    /// Pictures for a word, best first, as `talkgrid symbols search` finds them (offline).
    func searchPictures(_ word: String, language: String) -> [PictureChoice]
    /// A picture file made fit for a cell, as `talkgrid cell set --image FILE` reads it (a photo
    /// turned upright, at most 600 pixels a side and 200 KB; `square`: `--crop square`).
    func readPicture(_ path: String, square: Bool) -> Result<CellPicture, FileRefused>
    /// A sound file made fit for a cell, as `talkgrid cell set --sound FILE` reads it (WAV, MP3 or
    /// Ogg; silence trimmed, as loud as the voice).
    func readSound(_ path: String) -> Result<CellSound, FileRefused>
    /// The word for `word` (in `language`) in each of `languages`, where the symbols know it: the
    /// first word of the picture `cell set --symbol word` would choose, in the other language.
    func suggestTranslations(_ word: String, language: String, into languages: [String]) -> [String: String]
}

/// A cell's label and its translations into other languages (language tag → text).
public struct LabelTranslations: Equatable, Sendable {
    public var label: String
    public var byLanguage: [String: String]

    public init(label: String, byLanguage: [String: String]) {
        self.label = label
        self.byLanguage = byLanguage
    }
}

/// Why a file cannot be a cell's picture or sound, in words naming the file.
public struct FileRefused: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
    public init(reason: String) { self.reason = reason }
}

/// What an edit on screen did, in words for the caregiver.
public enum EditOutcome: Equatable, Sendable {
    /// Saved as one step of the history: what changed (the history's words), and notes.
    case saved(summary: String, notes: [String])
    /// Nothing was changed: why.
    case notSaved(String)
}

/// A picture a search found: the symbol's id, its emoji and the picture's bytes to show.
public struct PictureChoice: Equatable, Sendable {
    /// The symbol's id (`red-apple`), which `cell set --symbol` also takes.
    public var id: String
    public var emoji: String
    /// The language it was found in.
    public var language: String
    /// The picture as a file holds it (OpenMoji's SVG, Noto's emoji drawn as PNG); nil when it cannot be drawn.
    public var bytes: [UInt8]?

    public init(id: String, emoji: String, language: String, bytes: [UInt8]?) {
        self.id = id
        self.emoji = emoji
        self.language = language
        self.bytes = bytes
    }
}

/// Why a set cannot be edited on screen (an `.obz`, a shipped set), in words naming what to do.
public struct SetNotEditable: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
    public init(reason: String) { self.reason = reason }
}
