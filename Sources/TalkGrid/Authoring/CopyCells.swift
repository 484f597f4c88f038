/// Copies cells to empty slots of a board (the same board or another): each copy is the whole
/// cell (label, spoken text, picture and sound, colours, what it opens, its level, hidden or not,
/// fields of other apps), a new cell beside the old one; the pictures and sounds it uses stay the
/// set's same files, listed on the board it goes to, with the label's translations.
///
/// The copies go to the board's empty slots in reading order, from `start` (or the top) on; a
/// board without room for all of them is refused, nothing copied. With `removingOriginals` the
/// cells are moved there instead (``EditCells`` `.move`).
public struct CopyCells: AuthoringEdit {
    public var fromBoard: String
    public var slots: [GridSlot]
    public var toBoard: String
    /// The first slot the copies go to (it must be empty); nil: the board's first empty slots.
    public var start: GridSlot?
    /// Whether the cells leave their board (a move to another board).
    public var removingOriginals = false

    public init(fromBoard: String, slots: [GridSlot], toBoard: String, start: GridSlot? = nil, removingOriginals: Bool = false) {
        self.fromBoard = fromBoard
        self.slots = slots
        self.toBoard = toBoard
        self.start = start
        self.removingOriginals = removingOriginals
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let fromIndex = try documents.index(ofBoard: fromBoard)
        let source = documents.boards[fromIndex]
        var buttons: [JSONNode] = []
        for slot in slots {
            try source.requireInside(slot)
            guard let id = source.buttonID(at: slot), let button = source.button(id: id) else {
                throw .emptySlot(slot: slot, board: source.id, nearby: source.cellsNear(slot))
            }
            buttons.append(button)
        }
        guard !buttons.isEmpty else { throw .nothingToChange(CaregiverText(AuthoringTextKey.summaryNothingChanged)) }
        var result = documents
        if removingOriginals {
            let toIndex = try documents.index(ofBoard: toBoard)
            guard toIndex != fromIndex else { throw .nothingToChange(CaregiverText(AuthoringTextKey.summaryNothingChanged)) }
            // The cells leave first (their pictures and translations with them where only they used them).
            for slot in slots { result = try RemoveCell(boardID: source.id, slot: slot).applied(to: result).documents }
        }
        let toIndex = try result.index(ofBoard: toBoard)
        var target = result.boards[toIndex]
        if let start {
            try target.requireInside(start)
            if let there = target.buttonID(at: start) {
                throw .occupiedSlot(slot: start, board: target.id, label: target.button(id: there)?["label"]?.scalarText ?? there)
            }
        } else {
            try target.requireEditableGrid()
        }
        guard let places = target.emptySlots(buttons.count, startingAt: start) else {
            throw .noRoom(board: target.id, cells: buttons.count, empty: target.emptySlotCount)
        }
        for (button, slot) in zip(buttons, places) {
            target.addCopy(of: button, from: source, at: slot)
        }
        result.boards[toIndex] = target
        var changed = [target.entry]
        if removingOriginals { changed.append(source.entry) }
        let labels = ShortList.listed(buttons.map { .text("\"\($0["label"]?.scalarText ?? $0["id"]?.scalarText ?? "")\"") })
        let slots = ShortList.listed(places.map { .text($0.oneBasedText) })
        return AuthoringChange(
            documents: result, changedEntries: changed,
            summary: removingOriginals
                ? AuthoringText.summaryMovedCellsToBoard(
                    labels: labels, from: source.id, slots: slots, board: target.id, file: target.entry)
                : AuthoringText.summaryCopiedCells(labels: labels, from: source.id, slots: slots, board: target.id, file: target.entry))
    }
}

extension BoardDocument {
    /// Adds a copy of `button` (a button of `source`, this board or another) at the empty `slot`:
    /// a new id, its picture and sound listed here (the same entry when this board lists the same
    /// one already, under a new id when the id is taken by another), its texts' translations.
    mutating func addCopy(of button: JSONNode, from source: BoardDocument, at slot: GridSlot) {
        var copy = button
        let id = unusedID(prefix: "b", in: "buttons")
        copy.setMember("id", to: .text(id))
        for (list, key, prefix) in [("images", "image_id", "i"), ("sounds", "sound_id", "s")] {
            guard let mediaID = button[key]?.scalarText,
                let media = source.json[list]?.elements?.first(where: { $0["id"]?.scalarText == mediaID })
            else { continue }
            let listed = json[list]?.elements ?? []
            if listed.contains(where: { $0["id"]?.scalarText == mediaID && $0 == media }) { continue }
            var entry = media
            if listed.contains(where: { $0["id"]?.scalarText == mediaID }) {
                let newID = unusedID(prefix: prefix, in: list)
                entry.setMember("id", to: .text(newID))
                copy.setMember(key, to: .text(newID))
            }
            json.updateMember(list, adding: .array([])) { $0.appendElement(entry) }
        }
        appendButton(copy)
        place(id, at: slot)
        copyTranslations(of: [button["label"]?.scalarText, button["vocalization"]?.scalarText].compactMap { $0 }, from: source)
    }

    /// The translations `source` has for `texts`, added where this board has none for them.
    private mutating func copyTranslations(of texts: [String], from source: BoardDocument) {
        guard let languages = source.json["strings"]?.members, !texts.isEmpty else { return }
        for language in languages {
            let found = texts.compactMap { text in language.value[text].map { (text, $0) } }
            guard !found.isEmpty else { continue }
            json.updateMember("strings", adding: .object([])) { strings in
                strings.updateMember(language.key, adding: .object([])) { table in
                    for (text, translation) in found where table[text] == nil { table.setMember(text, to: translation) }
                }
            }
        }
    }
}
