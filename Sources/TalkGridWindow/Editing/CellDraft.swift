import TalkGrid
import TalkGridStore
import TalkGridSymbols

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

    /// The label in one of the set's other languages (OBF `strings`).
    struct Translation: Equatable, Sendable {
        /// The language's tag, normalized (`es`, `pt-BR`).
        var language: String
        /// The label in that language ("" when it has none).
        var text: String
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
    /// The cell's vocabulary level (1 to 5); nil for a cell of every level.
    var level: Int?
    var picture: Picture
    var sound: Sound
    /// Whether the cell has a sound of its own now (before the draft changes it).
    var hasSound: Bool
    /// The label in each language of the set other than the board's, in the set's order.
    var translations: [Translation]

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
        level = cell?.level
        picture = .asItIs
        sound = .asItIs
        hasSound = cell?.soundID != nil
        translations = Self.otherLanguages(of: set, besides: board.locale).map { language in
            let strings = board.strings.first { LanguageTag.normalized($0.key) == language }?.value
            return Translation(language: language, text: cell.flatMap { strings?[$0.label] } ?? "")
        }
    }

    /// The languages a set's boards are in or translated into, other than `own`'s language.
    static func otherLanguages(of set: BoardSet, besides own: String?) -> [String] {
        var languages: [String] = []
        let ownLanguage = own.map { LanguageTag.language(of: LanguageTag.normalized($0)) }
        for id in set.boardOrder {
            guard let board = set.boards[id] else { continue }
            for tag in [board.locale].compactMap({ $0 }) + board.strings.keys.sorted() {
                let normalized = LanguageTag.normalized(tag)
                if LanguageTag.language(of: normalized) != ownLanguage, !languages.contains(normalized) { languages.append(normalized) }
            }
        }
        return languages
    }

    /// The symbols' word for the label in another language, offered ("Use “…”") beside `typed`,
    /// what that language's field holds: nil when there is none, or when it is what is typed as
    /// the symbol search compares words (``SearchText/folded(_:)``: but for case, accents, spaces
    /// and punctuation: "parar" beside "Parar", "cafe" beside "café "), which would only undo the
    /// caregiver's own spelling.
    static func suggestion(_ word: String?, beside typed: String) -> String? {
        guard let word, !word.trimmingSpaces.isEmpty else { return nil }
        return SearchText.folded(word) == SearchText.folded(typed) ? nil : word
    }

    /// What saving this draft over `original` asks `cell set` to do; nil when nothing changed.
    /// A new cell needs a label (``SetCell`` refuses one without).
    /// `translations`: the label's translations to save, by language (a changed one, and each one
    /// the label had when the label changes, so that it follows the label).
    func change(from original: CellDraft) -> (edit: SetCell, newBoard: String?, picture: PictureChoice?, translations: [String: String])? {
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
        if level != original.level { edit.level = level.map { .set($0) } ?? .remove }
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
        var translated: [String: String] = [:]
        let labelChanged = label != original.label
        for (index, translation) in translations.enumerated() {
            let text = translation.text.trimmingSpaces
            let before = original.translations.indices.contains(index) ? original.translations[index].text : ""
            if !text.isEmpty, text != before || labelChanged { translated[translation.language] = text }
        }
        if label.isEmpty { translated = [:] }
        let changes =
            !translated.isEmpty || edit.label != nil || edit.vocalization != nil || edit.link != nil || edit.background != nil
            || edit.hidden != nil || edit.level != nil
            || edit.picture != nil || edit.sound != nil || newBoard != nil || found != nil
        return changes ? (edit, newBoard, found, translated) : nil
    }
}
