/// Sets what a cell shows, says and does: label, glyph, vocalization, link, action, colours, hidden.
///
/// An empty slot gets a new cell (a label is then required). Fields not asked for are left as
/// they are, and so are fields TalkGrid does not know. The glyph goes into the cell's image
/// (see ``GlyphImage``): an image that only this cell uses and that has no picture of its own is
/// redrawn; an image with a picture keeps it and gains the glyph; a shared image is left alone
/// and the cell gets a new one.
public struct SetCell: AuthoringEdit {
    /// A change to one field: a new value, or removing the field.
    public enum Field<Value: Sendable & Equatable>: Sendable, Equatable {
        case set(Value)
        case remove
    }

    public var boardID: String
    public var slot: GridSlot
    public var label: Field<String>?
    /// One emoji or character.
    public var glyph: Field<String>?
    public var vocalization: Field<String>?
    /// The id of the board the cell opens.
    public var link: Field<String>?
    /// An OBF action (`:space`, `+ing`); `space` is read as `:space`.
    public var action: Field<String>?
    /// A colour in any form ``RGBAColor`` reads, every channel in range; written as `rgb(...)`.
    public var background: Field<String>?
    public var border: Field<String>?
    public var hidden: Bool?
    /// The cell's vocabulary level (1 to 5, ``VocabularyLevel``); removing it shows the cell at every level.
    public var level: Field<Int>?
    /// The cell's picture (its image's data); removing it leaves the glyph, if any.
    public var picture: Field<CellPicture>?
    /// The cell's recorded sound (played instead of the spoken word when the cell is picked).
    public var sound: Field<CellSound>?
    /// Whether a link may be re-pointed: a cell that already opens another board is otherwise
    /// refused with ``AuthoringError/linkTaken(slot:board:label:opens:wanted:orphaned:)``.
    public var replace = false
    /// Whether the link may name a board the set does not have (yet): `--force`, which saves a
    /// change even when it adds an error.
    public var allowMissingTarget = false

    public init(boardID: String, slot: GridSlot) {
        self.boardID = boardID
        self.slot = slot
    }

    /// The actions OBF defines (and CoughDrop's `:back` and word modifiers), without their colon.
    static let knownActions = ["space", "home", "speak", "clear", "backspace", "back"] + WordModifier.allCases.map(\.rawValue)

    /// The action as OBF writes it, or nil when it is not one.
    public static func obfAction(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        if knownActions.contains(trimmed) { return ":" + trimmed }
        if trimmed.hasPrefix(":"), knownActions.contains(String(trimmed.dropFirst())) { return trimmed }
        if trimmed.hasPrefix(":ext_"), trimmed.count > 5 { return trimmed }
        if trimmed.hasPrefix("+"), trimmed.count > 1 { return trimmed }
        return nil
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        var board = documents.boards[index]
        try board.requireInside(slot)
        var changes: [AuthoringTextKey] = []

        // Check every value before changing anything.
        for (field, value) in [(AuthoringTextKey.fieldLabel, label), (.fieldVocalization, vocalization)] {
            if case .set(let text) = value, let problem = LabelText.problem(in: text) {
                throw .unusableText(field: field, text: text, problem: problem)
            }
        }
        let colors = (background: try color(background), border: try color(border))
        if case .set(let number) = level, !VocabularyLevel.levels.contains(number) { throw .invalidLevel(number) }
        var actionText: String?
        if case .set(let text) = action {
            guard let obf = Self.obfAction(text) else { throw .invalidAction(text) }
            actionText = obf
        }
        var glyphText: String?
        if case .set(let text) = glyph {
            guard let value = GlyphImage.glyph(text) else { throw .invalidGlyph(text) }
            glyphText = value
        }
        var linkTarget: (id: String, entry: String)?
        if case .set(let target) = link {
            if documents.isSingleBoard { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingLink)) }
            if let found = try? documents.board(target) {  // "Food" as shown finds board "food"; the link names its id
                linkTarget = (found.id, found.entry)
            } else if allowMissingTarget {
                guard BlankBoard.isUsableID(target) else { throw .invalidBoardID(target) }
                linkTarget = (target, "boards/\(target).obf")
            } else {
                throw .noSuchBoard(id: target, known: documents.boards.map(\.id), set: documents.source)
            }
        }
        let before = board.buttonID(at: slot).flatMap { board.button(id: $0) }
        if let before, let linkTarget, let opens = Self.linkedBoard(of: before), opens != linkTarget.id, !replace {
            let others = RemoveBoard.links(to: opens, in: documents).filter { !($0.boardID == boardID && $0.slot == slot) }
            throw .linkTaken(
                slot: slot, board: boardID, label: before["label"]?.scalarText ?? "", opens: opens, wanted: linkTarget.id,
                orphaned: others.isEmpty && opens != documents.rootID)
        }

        let buttonID: String
        let isNew: Bool
        if let existing = board.buttonID(at: slot) {
            buttonID = existing
            isNew = false
        } else {
            guard case .set(let newLabel) = label else { throw .labelNeeded(slot: slot, board: boardID) }
            buttonID = board.unusedID(prefix: "b", in: "buttons")
            board.appendButton(.object([("id", .text(buttonID)), ("label", .text(newLabel))]))
            board.place(buttonID, at: slot)
            isNew = true
        }

        board.updateButton(id: buttonID) { button in
            if let label {
                switch label {
                case .set(let text): button.setMember("label", to: .text(text))
                case .remove: button.setMember("label", to: nil)
                }
                changes.append(.fieldLabel)
            }
            if let vocalization {
                switch vocalization {
                case .set(let text): button.setMember("vocalization", to: .text(text))
                case .remove: button.setMember("vocalization", to: nil)
                }
                changes.append(.fieldVocalization)
            }
            if link != nil {
                if let linkTarget {
                    var loadBoard = button["load_board"]?.members != nil ? button["load_board"]! : JSONNode.object([])
                    loadBoard.setMember("id", to: .text(linkTarget.id))
                    loadBoard.setMember("path", to: .text(linkTarget.entry))
                    for stale in ["url", "data_url", "name"] { loadBoard.setMember(stale, to: nil) }
                    button.setMember("load_board", to: loadBoard)
                } else {
                    button.setMember("load_board", to: nil)
                }
                changes.append(.fieldLink)
            }
            if action != nil {
                button.setMember("actions", to: nil)
                button.setMember("action", to: actionText.map(JSONNode.text))
                changes.append(.fieldAction)
            }
            if let background = colors.background {
                button.setMember("background_color", to: background)
                changes.append(.fieldBackground)
            }
            if let border = colors.border {
                button.setMember("border_color", to: border)
                changes.append(.fieldBorder)
            }
            if let hidden {
                button.setMember("hidden", to: hidden ? JSONNode(.bool(true)) : Optional<JSONNode>.none)
                changes.append(hidden ? .fieldHidden : .fieldShown)
            }
            if let level {
                // TalkGrid's own field, and CoughDrop's shape of it beside (kept with its other changes);
                // a CoughDrop board's own `level_modifications` follows too, so the two never disagree.
                let number: Int? = if case .set(let number) = level { number } else { nil }
                button.setMember(VocabularyLevel.member, to: number.map { JSONNode(.number(JSONNumber($0))) })
                let existing = button[VocabularyLevel.coughDropMember]
                button.setMember(
                    VocabularyLevel.coughDropMember, to: VocabularyLevel.coughDropModifications(level: number, existing: existing))
                if let own = button[VocabularyLevel.coughDropOwnMember], own.members != nil {
                    button.setMember(
                        VocabularyLevel.coughDropOwnMember, to: VocabularyLevel.coughDropModifications(level: number, existing: own))
                }
                changes.append(.fieldLevel)
            }
        }
        if let glyph {
            switch glyph {
            case .set: setGlyph(glyphText ?? "", buttonID: buttonID, on: &board)
            case .remove: removeGlyph(buttonID: buttonID, on: &board)
            }
            changes.append(.fieldGlyph)
        }
        let listedImages = documents.manifest?["paths"]?["images"]
        if let picture {
            switch picture {
            case .set(let new):
                setPicture(new, buttonID: buttonID, on: &board) { id in
                    // An image id the manifest lists at another file keeps that listing: the cell gets a new image.
                    guard let entry = new.entry, let listed = listedImages?[id] else { return false }
                    return listed.string.map(BoardSet.normalizedEntryPath) != entry
                }
            case .remove: removePicture(buttonID: buttonID, on: &board)
            }
            changes.append(.fieldPicture)
        }
        let listedSounds = documents.manifest?["paths"]?["sounds"]
        if let sound {
            switch sound {
            case .set(let new):
                setSound(new, buttonID: buttonID, on: &board) { id in
                    guard let entry = new.entry, let listed = listedSounds?[id] else { return false }
                    return listed.string.map(BoardSet.normalizedEntryPath) != entry
                }
            case .remove:
                let soundID = board.button(id: buttonID)?["sound_id"]?.scalarText
                board.updateButton(id: buttonID) { $0.setMember("sound_id", to: nil) }
                board.removeMediaIfUnused(soundID, list: "sounds", key: "sound_id")
            }
            changes.append(.fieldSound)
        }
        guard board != documents.boards[index] else {
            throw .nothingToChange(AuthoringText.nothingCellAsAsked(slot: slot, board: boardID))
        }
        var result = documents
        result.boards[index] = board
        var changedEntries = [board.entry]
        var notes: [CaregiverText] = []
        if case .set(let text) = label, !LabelText.fitsAtLargestSize(text) {
            notes.append(LabelText.tooLongNote(text))
        }
        if case .set(let new) = picture, let entry = new.entry,
            let imageID = board.button(id: buttonID)?["image_id"]?.scalarText
        {
            result.manifest?.updateMember("paths", adding: .object([])) { paths in
                paths.updateMember("images", adding: .object([])) { $0.setMember(imageID, to: .text(entry)) }
            }
            if result.manifest != documents.manifest { changedEntries.append("manifest.json") }
            if new.isNewFile {
                result.addFile(entry, bytes: new.bytes)
                changedEntries.append(entry)
                notes.append(AuthoringText.notePictureStored(file: entry))
            } else {
                notes.append(AuthoringText.notePictureShared(file: entry))
            }
        }
        if case .set(let new) = sound, let entry = new.entry, let soundID = board.button(id: buttonID)?["sound_id"]?.scalarText {
            result.manifest?.updateMember("paths", adding: .object([])) { paths in
                paths.updateMember("sounds", adding: .object([])) { $0.setMember(soundID, to: .text(entry)) }
            }
            if result.manifest != documents.manifest, !changedEntries.contains("manifest.json") { changedEntries.append("manifest.json") }
            if new.isNewFile {
                result.addFile(entry, bytes: new.bytes)
                changedEntries.append(entry)
                notes.append(AuthoringText.noteSoundStored(file: entry))
            } else {
                notes.append(AuthoringText.noteSoundShared(file: entry))
            }
        }
        let shownLabel = board.button(id: buttonID)?["label"]?.scalarText ?? buttonID
        if isNew {
            return AuthoringChange(
                documents: result, changedEntries: changedEntries,
                summary: AuthoringText.summaryMadeCell(
                    label: shownLabel, fields: ShortList.listed(changes.map { .caregiver(CaregiverText($0)) }, limit: .max), slot: slot,
                    board: boardID, file: board.entry), notes: notes)
        }
        let after = board.button(id: buttonID)
        let differences = changes.compactMap { field in
            Self.difference(field, before: before, beforeBoard: documents.boards[index], after: after, afterBoard: board)
        }
        let oldLabel = before?["label"]?.scalarText ?? buttonID
        return AuthoringChange(
            documents: result, changedEntries: changedEntries,
            summary: AuthoringText.summaryChangedCell(
                label: oldLabel, slot: slot, board: boardID, file: board.entry,
                changes: differences.first.map { .caregiver(.clauses($0, Array(differences.dropFirst()))) }
                    ?? ShortList.listed(changes.map { .caregiver(CaregiverText($0)) }, limit: .max)), notes: notes)
    }

    /// The id of the board a button opens, from `load_board.id` or else its path.
    static func linkedBoard(of button: JSONNode) -> String? {
        guard let link = button["load_board"] else { return nil }
        if let id = link["id"]?.scalarText { return id }
        guard let path = link["path"]?.string else { return nil }
        let name = BoardSet.normalizedEntryPath(path).split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".obf") ? String(name.dropLast(4)) : name
    }

    /// "label: I want → dog" for a field whose value changed, nil when it is the same.
    static func difference(
        _ field: AuthoringTextKey, before: JSONNode?, beforeBoard: BoardDocument, after: JSONNode?, afterBoard: BoardDocument
    ) -> CaregiverText? {
        func value(_ button: JSONNode?, _ board: BoardDocument) -> InterfaceText.Argument? {
            guard let button else { return nil }
            switch field {
            case .fieldLabel: return button["label"]?.scalarText.map { .text($0) }
            case .fieldVocalization: return button["vocalization"]?.scalarText.map { .text($0) }
            case .fieldLink: return linkedBoard(of: button).map { .text($0) }
            case .fieldAction:
                if let action = button["action"]?.scalarText { return .text(action) }
                return button["actions"]?.elements.map { .text($0.compactMap(\.scalarText).joined(separator: " ")) }
            case .fieldBackground: return button["background_color"]?.scalarText.map { .text($0) }
            case .fieldBorder: return button["border_color"]?.scalarText.map { .text($0) }
            case .fieldLevel:
                let number = button[VocabularyLevel.member]?.number?.int
                return .caregiver(
                    number.map { AuthoringText.valueLevel(level: $0) }
                        ?? CaregiverText(AuthoringTextKey.valueEveryLevel))
            case .fieldHidden, .fieldShown:
                return .caregiver(CaregiverText(button["hidden"]?.value == .bool(true) ? AuthoringTextKey.valueHidden : .valueShown))
            case .fieldPicture:
                guard let image = button["image_id"]?.scalarText.flatMap({ board.image(id: $0) }), !GlyphImage.isGlyphOnly(image) else {
                    return nil
                }
                let kind =
                    image["content_type"]?.scalarText.map { InterfaceText.Argument.text($0) }
                    ?? .caregiver(CaregiverText(AuthoringTextKey.valuePicture))
                let size = image["width"]?.scalarText.map { "\($0) x \(image["height"]?.scalarText ?? "?") " } ?? ""
                return .caregiver(AuthoringText.valuePictureSized(size: size, kind: kind))
            case .fieldSound:
                guard let sound = button["sound_id"]?.scalarText.flatMap({ board.sound(id: $0) }) else { return nil }
                let seconds = sound["duration"]?.scalarText ?? "?"
                let kind = sound["content_type"]?.scalarText ?? ""
                return .caregiver(AuthoringText.valueSoundLasting(seconds: seconds, kind: kind))
            case .fieldGlyph:
                if let glyph = button["ext_talkgrid_glyph"]?.scalarText { return .text(glyph) }
                return button["image_id"]?.scalarText.flatMap { board.image(id: $0)?["ext_talkgrid_glyph"]?.scalarText }.map { .text($0) }
            default: return nil
            }
        }
        let old = value(before, beforeBoard)
        let new = value(after, afterBoard)
        guard old != new else { return nil }
        return change(field == .fieldShown ? .fieldHidden : field, from: old, to: new)
    }

    /// "label: I want → dog": a field before and after; nil is "(none)".
    static func change(_ field: AuthoringTextKey, from old: InterfaceText.Argument?, to new: InterfaceText.Argument?) -> CaregiverText {
        let none = InterfaceText.Argument.caregiver(CaregiverText(AuthoringTextKey.valueNone))
        return AuthoringText.changeField(field: CaregiverText(field), before: old ?? none, after: new ?? none)
    }

    /// The colour as OBF writes it, nil when not asked for; `.remove` gives JSON null to remove the field.
    private func color(_ field: Field<String>?) throws(AuthoringError) -> JSONNode?? {
        guard let field else { return nil }
        switch field {
        case .remove: return .some(.none)
        case .set(let text):
            guard let color = RGBAColor(parsing: text) else { throw .invalidColor(text) }
            let outOfRange = RGBAColor.outOfRangeParts(of: text)
            guard outOfRange.isEmpty else { throw .colorOutOfRange(text, parts: outOfRange) }
            return .some(.text(color.description))
        }
    }

    private func setGlyph(_ glyph: String, buttonID: String, on board: inout BoardDocument) {
        let button = board.button(id: buttonID)
        if button?["ext_talkgrid_glyph"] != nil {
            board.updateButton(id: buttonID) { $0.setMember("ext_talkgrid_glyph", to: .text(glyph)) }
        }
        if let imageID = button?["image_id"]?.scalarText, let image = board.image(id: imageID),
            board.useCount(of: imageID, key: "image_id") == 1
        {
            let glyphOnly = GlyphImage.isGlyphOnly(image)
            board.json.updateMember("images", adding: .array([])) { images in
                guard let position = images.elements?.firstIndex(where: { $0["id"]?.scalarText == imageID }) else { return }
                images.updateElement(at: position) { image in
                    image.setMember("ext_talkgrid_glyph", to: .text(glyph))
                    if glyphOnly {
                        image.setMember("content_type", to: "image/svg+xml")
                        image.setMember("data", to: .text(GlyphImage.dataURI(glyph)))
                    }
                }
            }
            return
        }
        let imageID = board.unusedID(prefix: "i", in: "images")
        board.json.updateMember("images", adding: .array([])) { $0.appendElement(GlyphImage.json(id: imageID, glyph: glyph)) }
        board.updateButton(id: buttonID) { $0.setMember("image_id", to: .text(imageID)) }
    }

    /// Gives the cell's image the picture: its own image is changed in place (its glyph kept), a
    /// shared or missing one replaced by a new image that keeps the glyph it showed.
    ///
    /// `isTaken` says whether an image id may not show this picture (the manifest lists it at another file).
    private func setPicture(
        _ picture: CellPicture, buttonID: String, on board: inout BoardDocument, isTaken: (String) -> Bool
    ) {
        func fill(_ image: inout JSONNode) {
            for stale in ["path", "url", "symbol", "data_url", "data"] { image.setMember(stale, to: nil) }
            image.setMember("content_type", to: .text(picture.contentType))
            image.setMember("width", to: JSONNode(.number(JSONNumber(picture.width))))
            image.setMember("height", to: JSONNode(.number(JSONNumber(picture.height))))
            image.setMember("license", to: picture.license?.json)
            if let entry = picture.entry {
                image.setMember("path", to: .text(entry))
            } else {
                image.setMember("data", to: .text(picture.dataURI))
            }
        }
        let oldID = board.button(id: buttonID)?["image_id"]?.scalarText
        if let imageID = oldID, board.image(id: imageID) != nil, board.useCount(of: imageID, key: "image_id") == 1, !isTaken(imageID) {
            board.json.updateMember("images", adding: .array([])) { images in
                guard let position = images.elements?.firstIndex(where: { $0["id"]?.scalarText == imageID }) else { return }
                images.updateElement(at: position, fill)
            }
            return
        }
        let glyph = oldID.flatMap { board.image(id: $0)?["ext_talkgrid_glyph"] }
        let imageID = board.unusedID(prefix: "i", in: "images", avoiding: isTaken)
        var image = JSONNode.object([("id", .text(imageID))])
        fill(&image)
        if let glyph { image.setMember("ext_talkgrid_glyph", to: glyph) }
        board.json.updateMember("images", adding: .array([])) { $0.appendElement(image) }
        board.updateButton(id: buttonID) { $0.setMember("image_id", to: .text(imageID)) }
        board.removeMediaIfUnused(oldID, list: "images", key: "image_id")
    }

    /// Gives the cell the sound: its own sound entry is changed in place, a shared or missing one
    /// replaced by a new entry of the board's `sounds`.
    private func setSound(_ sound: CellSound, buttonID: String, on board: inout BoardDocument, isTaken: (String) -> Bool) {
        func fill(_ entry: inout JSONNode) {
            for stale in ["path", "url", "data_url", "data"] { entry.setMember(stale, to: nil) }
            entry.setMember("content_type", to: .text(sound.contentType))
            entry.setMember("duration", to: JSONNode(.number(JSONNumber(text: Self.secondsText(sound.duration)))))
            if let path = sound.entry {
                entry.setMember("path", to: .text(path))
            } else {
                entry.setMember("data", to: .text(sound.dataURI))
            }
        }
        let oldID = board.button(id: buttonID)?["sound_id"]?.scalarText
        if let soundID = oldID, board.sound(id: soundID) != nil, board.useCount(of: soundID, key: "sound_id") == 1, !isTaken(soundID) {
            board.json.updateMember("sounds", adding: .array([])) { sounds in
                guard let position = sounds.elements?.firstIndex(where: { $0["id"]?.scalarText == soundID }) else { return }
                sounds.updateElement(at: position, fill)
            }
            return
        }
        let soundID = board.unusedID(prefix: "s", in: "sounds", avoiding: isTaken)
        var entry = JSONNode.object([("id", .text(soundID))])
        fill(&entry)
        board.json.updateMember("sounds", adding: .array([])) { $0.appendElement(entry) }
        board.updateButton(id: buttonID) { $0.setMember("sound_id", to: .text(soundID)) }
        board.removeMediaIfUnused(oldID, list: "sounds", key: "sound_id")
    }

    /// Seconds to a tenth (`2.4`), as a sound's `duration` is written.
    static func secondsText(_ seconds: Double) -> String {
        let tenths = max(1, Int((seconds * 10).rounded()))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Takes the picture away: an image with a glyph becomes the glyph's picture again, one
    /// without is removed from the cell (and from the board when nothing else uses it).
    private func removePicture(buttonID: String, on board: inout BoardDocument) {
        guard let imageID = board.button(id: buttonID)?["image_id"]?.scalarText, let image = board.image(id: imageID) else { return }
        if let glyph = image["ext_talkgrid_glyph"]?.scalarText ?? board.button(id: buttonID)?["ext_talkgrid_glyph"]?.scalarText {
            setGlyph(glyph, buttonID: buttonID, on: &board)
            guard let kept = board.button(id: buttonID)?["image_id"]?.scalarText, board.useCount(of: kept, key: "image_id") == 1 else {
                return
            }
            board.json.updateMember("images", adding: .array([])) { images in
                guard let position = images.elements?.firstIndex(where: { $0["id"]?.scalarText == kept }) else { return }
                images.updateElement(at: position) { image in
                    for stale in ["path", "url", "symbol", "data_url"] { image.setMember(stale, to: nil) }
                    image.setMember("content_type", to: "image/svg+xml")
                    image.setMember("width", to: 100)
                    image.setMember("height", to: 100)
                    image.setMember("data", to: .text(GlyphImage.dataURI(glyph)))
                }
            }
            return
        }
        board.updateButton(id: buttonID) { $0.setMember("image_id", to: nil) }
        board.removeMediaIfUnused(imageID, list: "images", key: "image_id")
    }

    private func removeGlyph(buttonID: String, on board: inout BoardDocument) {
        let imageID = board.button(id: buttonID)?["image_id"]?.scalarText
        board.updateButton(id: buttonID) { button in
            button.setMember("ext_talkgrid_glyph", to: nil)
            button.setMember("image_id", to: nil)
        }
        board.removeMediaIfUnused(imageID, list: "images", key: "image_id")
    }
}
