import TalkGrid
import TalkGridStore

/// What the cell editor shows and the caregiver changes, as a value: read from a cell (or an
/// empty slot), and turned into the one ``SetCell`` the command line's `cell set` would make of
/// the same change. Tested without a screen.
struct CellDraft: Equatable, Sendable {
    /// What the cell does besides saying its word.
    enum Opens: Equatable, Sendable {
        /// Nothing: it says its word.
        case nothing
        /// A board of the set, by id.
        case board(String)
        /// A new board, made in the same step, titled after the cell.
        case newBoard
    }

    /// The cell's background.
    enum Colour: Equatable, Sendable {
        /// As the board has it (not changed).
        case asItIs
        /// No colour of its own.
        case none
        case key(FitzgeraldColour)
        /// Any colour `cell set --background` reads (`#ffcc00`, `rgb(…)`).
        case any(String)
    }

    /// The cell's picture.
    enum Picture: Equatable, Sendable {
        case asItIs
        case none
        case found(PictureChoice)
        /// A picture file, made fit for a cell (a photo turned upright and made smaller).
        case file(CellPicture)
    }

    /// The cell's own sound (played instead of its spoken word).
    enum Sound: Equatable, Sendable {
        case asItIs
        case none
        /// A sound file read, or a voice recorded, made fit for a cell.
        case made(CellSound)
    }

    var boardID: String
    var slot: GridSlot
    /// Whether the slot is empty (a new cell is made there).
    var isNew: Bool
    var label: String
    /// The words spoken, when they differ from the label ("" when they are the label).
    var spokenText: String
    var opens: Opens
    var colour: Colour
    var hidden: Bool
    var picture: Picture
    var sound: Sound
    /// Whether the cell has a sound of its own now (before the draft changes it).
    var hasSound: Bool

    /// The draft of the cell at `slot` of `board` (an empty one when the slot is empty); `set`
    /// tells which board a link opens.
    init(board: Board, slot: GridSlot, in set: BoardSet) {
        boardID = board.id
        self.slot = slot
        let cell = board.cell(row: slot.row, column: slot.column)
        isNew = cell == nil
        label = cell?.label ?? ""
        spokenText = cell?.vocalization ?? ""
        opens = cell?.link.flatMap { set.board(for: $0) }.map { .board($0.id) } ?? .nothing
        colour = .asItIs
        hidden = cell?.hidden ?? false
        picture = .asItIs
        sound = .asItIs
        hasSound = cell?.soundID != nil
    }

    /// What saving this draft over `original` asks `cell set` to do; nil when nothing changed.
    /// A new cell needs a label (``SetCell`` refuses one without).
    func change(from original: CellDraft) -> (edit: SetCell, newBoard: String?, picture: PictureChoice?)? {
        var edit = SetCell(boardID: boardID, slot: slot)
        var newBoard: String?
        var found: PictureChoice?
        let label = label.trimmingSpaces
        if label != original.label || isNew { edit.label = label.isEmpty ? .remove : .set(label) }
        let spoken = spokenText.trimmingSpaces
        if spoken != original.spokenText { edit.vocalization = spoken.isEmpty ? .remove : .set(spoken) }
        if opens != original.opens {
            switch opens {
            case .nothing: edit.link = .remove
            case .board(let id): edit.link = .set(id)
            case .newBoard: newBoard = label.isEmpty ? original.label : label
            }
        }
        switch colour {
        case .asItIs: break
        case .none: edit.background = .remove
        case .key(let key): edit.background = .set(key.background)
        case .any(let text): edit.background = text.trimmingSpaces.isEmpty ? nil : .set(text.trimmingSpaces)
        }
        if hidden != original.hidden { edit.hidden = hidden }
        switch picture {
        case .asItIs: break
        case .none: edit.picture = .remove
        case .found(let choice): found = choice
        case .file(let file): edit.picture = .set(file)
        }
        switch sound {
        case .asItIs: break
        case .none: if original.hasSound { edit.sound = .remove }
        case .made(let made): edit.sound = .set(made)
        }
        let changes =
            edit.label != nil || edit.vocalization != nil || edit.link != nil || edit.background != nil || edit.hidden != nil
            || edit.picture != nil || edit.sound != nil || newBoard != nil || found != nil
        return changes ? (edit, newBoard, found) : nil
    }
}
