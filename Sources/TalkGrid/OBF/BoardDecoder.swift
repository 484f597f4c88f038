/// Turns one board's JSON into a ``Board``, leniently: every quirk of real files becomes a
/// located warning and the board still loads as a person would expect to see it.
public struct BoardDecoder {
    /// The file name used in diagnostics.
    public let file: String
    /// The entry path of the board in its set (`boards/home.obf`), or the file name.
    public let entry: String
    public private(set) var diagnostics: [Diagnostic] = []
    /// The image files the set's manifest lists: an image whose `path` is written exactly as listed
    /// keeps the manifest's copy of that text, not one of its own (a large set lists tens of thousands).
    var listedImagePaths: MediaPaths?

    public init(file: String, entry: String) {
        self.file = file
        self.entry = entry
    }

    /// Decodes a board from its parsed JSON; throws when the JSON is not a board at all.
    public mutating func decode(_ node: JSONNode) throws(BoardLoadError) -> Board {
        guard let members = node.members else {
            throw .notAnObject(file: file, found: node.value.kindWord)
        }
        let looksLikeBoard =
            members.contains { ["buttons", "grid"].contains($0.key) }
            || node["format"]?.string?.hasPrefix("open-board") == true
        guard looksLikeBoard else { throw .notABoard(file: file) }
        let root = JSONPath.root
        for duplicate in node.duplicateKeys() {
            warn(LoaderRules.duplicateKey, duplicate.text, duplicate.repeated.keyPosition, duplicate.objectPath.member(duplicate.key))
        }

        if let format = node["format"] {
            if format.string?.hasPrefix("open-board-") != true {
                warn(LoaderRules.unknownFormat, .unknownFormat(found: format.compactText), format, root.member("format"))
            }
        } else {
            warn(LoaderRules.missingFormat, .noFormat, node, root)
        }

        let id = boardID(node)
        let locale = boardLocale(node)
        var name = id
        if let nameNode = node["name"] {
            if let text = nameNode.string, !text.trimmingSpaces.isEmpty {
                name = text
            } else {
                warn(
                    LoaderRules.missingName, .nameEmpty, nameNode, root.member("name"))
            }
        } else {
            warn(LoaderRules.missingName, .noName(id: id), node, root)
        }

        let images = decodeImages(node)
        let sounds = decodeSounds(node)
        var (cells, ids) = decodeButtons(node)
        let grid = decodeGrid(node, cells: &cells, ids: ids)
        // The decoder makes one cell per button object, in order: a cell's button is the object of the same rank.
        let buttonElements = node["buttons"]?.elements ?? []
        let objectIndexes = buttonElements.indices.filter { buttonElements[$0].members != nil }
        for (rank, cell) in cells.enumerated() {
            let index = rank < objectIndexes.count ? objectIndexes[rank] : rank
            var path: JSONPath { root.member("buttons").index(index) }  // only for a finding
            if let imageID = cell.imageID, !images.contains(imageID) {
                let at = node["buttons"]?.elements?[index]["image_id"] ?? node
                warn(
                    LoaderRules.missingImage, .missingImage(id: imageID), at,
                    path.member("image_id"))
            }
            if let soundID = cell.soundID, sounds[soundID] == nil {
                let at = node["buttons"]?.elements?[index]["sound_id"] ?? node
                warn(
                    LoaderRules.missingSound, .missingSound(id: soundID), at,
                    path.member("sound_id"))
            }
        }

        return Board(
            id: id, name: name, locale: locale, glyph: node["ext_talkgrid_glyph"]?.string.flatMap(Self.singleGlyph),
            grid: grid, cells: cells, images: images, sounds: sounds, strings: decodeStrings(node), file: entry,
            document: node)
    }

    // MARK: Board fields

    private mutating func boardID(_ node: JSONNode) -> String {
        let fallback = Self.idFromEntry(entry)
        guard let idNode = node["id"] else {
            warn(LoaderRules.missingID, .noBoardID(fallback: fallback), node, .root)
            return fallback
        }
        guard let text = idNode.scalarText, !text.isEmpty else {
            warn(
                LoaderRules.invalidID, .boardIDNotText(found: idNode.value.kindWord, fallback: fallback),
                idNode,
                JSONPath.root.member("id"))
            return fallback
        }
        if idNode.number != nil {
            warn(
                LoaderRules.numericID, .boardIDNumber(id: text), idNode,
                JSONPath.root.member("id"))
        }
        return text
    }

    private mutating func boardLocale(_ node: JSONNode) -> String? {
        guard let localeNode = node["locale"] else {
            warn(
                LoaderRules.missingLocale, .noLocale,
                node, .root)
            return nil
        }
        guard let text = localeNode.string, !text.trimmingSpaces.isEmpty else {
            warn(
                LoaderRules.invalidLocale, .invalidLocale(found: localeNode.compactText), localeNode,
                JSONPath.root.member("locale"))
            return nil
        }
        let normalized = LanguageTag.normalized(text)
        if normalized != text {
            warn(
                LoaderRules.localeForm, .localeForm(locale: text, tag: normalized), localeNode,
                JSONPath.root.member("locale"))
        }
        return normalized
    }

    // MARK: Buttons

    /// The cells, and the set of their ids.
    private mutating func decodeButtons(_ node: JSONNode) -> ([Cell], Set<String>) {
        let path = JSONPath.root.member("buttons")
        guard let buttonsNode = node["buttons"] else {
            warn(LoaderRules.missingButtons, .noButtons, node, .root)
            return ([], [])
        }
        guard let elements = buttonsNode.elements else {
            warn(LoaderRules.invalidButtons, .buttonsNotArray(found: buttonsNode.value.kindWord), buttonsNode, path)
            return ([], [])
        }
        var cells: [Cell] = []
        cells.reserveCapacity(elements.count)
        var seen: Set<String> = []
        seen.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let elementPath = path.index(index)
            guard let members = element.members else {
                warn(
                    LoaderRules.invalidButton, .buttonNotObject(found: element.value.kindWord), element,
                    elementPath)
                continue
            }
            let button = ButtonMembers(members)
            var id = "button-\(index + 1)"
            if let idNode = button.id, let text = idNode.scalarText, !text.isEmpty {
                id = text
                if idNode.number != nil {
                    warn(LoaderRules.numericID, .buttonIDNumber(id: text), idNode, elementPath.member("id"))
                }
            } else {
                warn(LoaderRules.missingID, .buttonNoID(id: id), element, elementPath)
            }
            if !seen.insert(id).inserted {
                warn(
                    LoaderRules.duplicateButtonID, .buttonDuplicateID(id: id),
                    button.id ?? element, elementPath.member("id"))
            }
            cells.append(decodeButton(button, id: id, path: elementPath))
        }
        return (cells, seen)
    }

    private mutating func decodeButton(_ button: ButtonMembers, id: String, path: JSONPath) -> Cell {
        var label = ""
        if let labelNode = button.label {
            if let text = labelNode.scalarText {
                label = text
            } else if !labelNode.isNull {
                warn(LoaderRules.invalidLabel, .labelNotText(found: labelNode.value.kindWord), labelNode, path.member("label"))
            }
        }
        let vocalization = optionalText(button.vocalization, "vocalization", LoaderRules.invalidVocalization, path)
        let imageID = button.imageID?.scalarText.flatMap { $0.isEmpty ? nil : $0 }
        let soundID = button.soundID?.scalarText.flatMap { $0.isEmpty ? nil : $0 }
        let glyph = button.glyph?.string.flatMap(Self.singleGlyph)
        let hidden = button.hidden?.bool ?? false
        // A level outside 1...5 is the validator's to report; the cell then shows at every level.
        let level =
            button.level.map { $0.number?.int.flatMap { VocabularyLevel.levels.contains($0) ? $0 : nil } }
            ?? (button.coughDropLevelModifications ?? button.levelModifications).flatMap(VocabularyLevel.level(fromCoughDrop:))
        let backgroundColor = color(button.backgroundColor, "background_color", path)
        let borderColor = color(button.borderColor, "border_color", path)
        let cellActions = actions(action: button.action, list: button.actions, path)
        var link: BoardLink? = nil
        if let linkNode = button.loadBoard {
            if linkNode.members != nil {
                let named = BoardLink(
                    id: linkNode["id"]?.scalarText, path: linkNode["path"]?.string,
                    url: linkNode["url"]?.string ?? linkNode["data_url"]?.string,
                    name: linkNode["name"]?.string)
                if named.id == nil && named.path == nil && named.url == nil {
                    warn(
                        LoaderRules.invalidLink, .linkNamesNoBoard, linkNode,
                        path.member("load_board"))
                } else {
                    link = named
                }
            } else if !linkNode.isNull {
                warn(
                    LoaderRules.invalidLink, .linkNotObject(found: linkNode.value.kindWord), linkNode,
                    path.member("load_board"))
            }
        }
        return Cell(
            id: id, label: label, vocalization: vocalization, imageID: imageID, soundID: soundID, glyph: glyph, actions: cellActions,
            link: link, backgroundColor: backgroundColor, borderColor: borderColor, hidden: hidden, level: level)
    }

    /// The text of a button's member `key` (its value is `node`), when it has one.
    private mutating func optionalText(_ node: JSONNode?, _ key: String, _ rule: ValidationRule, _ path: JSONPath) -> String? {
        guard let node, !node.isNull else { return nil }
        if let text = node.scalarText { return text.isEmpty ? nil : text }
        warn(rule, .fieldNotText(field: key, found: node.value.kindWord), node, path.member(key))
        return nil
    }

    /// The colour of a button's member `key` (its value is `node`), when it has a readable one.
    private mutating func color(_ node: JSONNode?, _ key: String, _ path: JSONPath) -> RGBAColor? {
        guard let node, !node.isNull else { return nil }
        guard let text = node.string, let reading = RGBAColor.reading(text) else {
            warn(
                LoaderRules.invalidColor, .colorUnreadable(field: key, found: node.compactText), node,
                path.member(key))
            return nil
        }
        let color = reading.color
        if !reading.outOfRange.isEmpty {
            warn(
                LoaderRules.colorOutOfRange,
                .colorOutOfRange(
                    field: key, color: text, parts: reading.outOfRange.joined(separator: ", "), read: "\(color)"), node, path.member(key))
        }
        if !reading.isSpecForm {
            warn(
                LoaderRules.colorForm, .colorForm(field: key, color: text, read: "\(color)"), node,
                path.member(key))
        }
        return color
    }

    /// A button's actions from its members `action` and `actions`, in order. Every item of
    /// `actions` runs, repeats too (two `:backspace` delete two words); an `action` that the list
    /// also holds is the list's (writers give the first action to readers that know only
    /// `action`), else it runs first.
    private mutating func actions(action: JSONNode?, list: JSONNode?, _ path: JSONPath) -> [CellAction] {
        var single: CellAction?
        if let actionNode = action, !actionNode.isNull {
            if let text = actionNode.string, !text.isEmpty {
                single = CellAction(obf: text)
            } else {
                warn(
                    LoaderRules.invalidAction, .actionUnreadable(found: actionNode.compactText),
                    actionNode,
                    path.member("action"))
            }
        }
        var listed: [CellAction] = []
        if let listNode = list, !listNode.isNull {
            if let list = listNode.elements {
                for (index, item) in list.enumerated() {
                    if let text = item.string, !text.isEmpty {
                        listed.append(CellAction(obf: text))
                    } else {
                        warn(
                            LoaderRules.invalidAction, .actionsItemUnreadable(found: item.compactText), item,
                            path.member("actions").index(index))
                    }
                }
            } else {
                warn(
                    LoaderRules.invalidAction, .actionsNotArray(found: listNode.value.kindWord), listNode,
                    path.member("actions"))
            }
        }
        guard let single, !listed.contains(single) else { return listed }
        return [single] + listed
    }

    // MARK: Grid

    /// The grid of `cells`, whose ids are `ids`.
    private mutating func decodeGrid(_ node: JSONNode, cells: inout [Cell], ids: Set<String>) -> Grid {
        let path = JSONPath.root.member("grid")
        guard let gridNode = node["grid"], gridNode.members != nil else {
            if let gridNode = node["grid"], !gridNode.isNull {
                warn(
                    LoaderRules.invalidGrid, .gridNotObject(found: gridNode.value.kindWord),
                    gridNode,
                    path)
            } else {
                warn(LoaderRules.missingGrid, .noGrid(count: cells.count), node, .root)
            }
            return Self.gridInOrder(cells.map(\.id))
        }
        guard let order = gridNode["order"]?.elements else {
            warn(LoaderRules.invalidGrid, .gridNoOrder, gridNode, path)
            return Self.gridInOrder(cells.map(\.id))
        }
        var slots: [[String?]] = []
        slots.reserveCapacity(order.count)
        var placed: Set<String> = []
        placed.reserveCapacity(cells.count)
        for (rowIndex, rowNode) in order.enumerated() {
            guard let row = rowNode.elements else {
                warn(
                    LoaderRules.invalidGrid, .gridRowNotArray(row: rowIndex + 1, found: rowNode.value.kindWord), rowNode,
                    path.member("order").index(rowIndex))
                slots.append([])
                continue
            }
            var line: [String?] = []
            line.reserveCapacity(row.count)
            for (columnIndex, slot) in row.enumerated() {
                var slotPath: JSONPath { path.member("order").index(rowIndex).index(columnIndex) }  // only for a finding
                if slot.isNull {
                    line.append(nil)
                } else if let id = slot.scalarText {
                    if !ids.contains(id) {
                        warn(
                            LoaderRules.gridUnknownButton, .gridUnknownButton(id: id),
                            slot,
                            slotPath)
                        line.append(nil)
                    } else if !placed.insert(id).inserted {
                        warn(
                            LoaderRules.gridDuplicateButton, .gridDuplicateButton(id: id), slot,
                            slotPath)
                        line.append(nil)
                    } else {
                        line.append(id)
                    }
                } else {
                    warn(LoaderRules.invalidGrid, .gridSlotNotID(found: slot.value.kindWord), slot, slotPath)
                    line.append(nil)
                }
            }
            slots.append(line)
        }
        let declaredRows = gridNode["rows"]?.number?.int
        let declaredColumns = gridNode["columns"]?.number?.int
        let rows = slots.count
        let columns = slots.map(\.count).max() ?? 0
        if declaredRows != rows || declaredColumns != columns {
            let at = gridNode["rows"] ?? gridNode
            warn(
                LoaderRules.gridSize,
                .gridSizeMismatch(
                    rows: declaredRows.map(String.init) ?? "?", columns: declaredColumns.map(String.init) ?? "?", orderRows: rows,
                    orderColumns: columns),
                at, path)
        }
        for index in slots.indices where slots[index].count < columns {
            slots[index] += Array(repeating: nil, count: columns - slots[index].count)
        }
        let unplaced = cells.filter { !placed.contains($0.id) && !$0.hidden }
        if !unplaced.isEmpty {
            let names = unplaced.prefix(5).map { "\"\($0.id)\"" }.joined(separator: ", ")
            let more = unplaced.count - 5
            warn(
                LoaderRules.buttonNotInGrid,
                more > 0
                    ? .buttonsNotPlacedMore(count: unplaced.count, names: names, more: more)
                    : .buttonsNotPlaced(count: unplaced.count, names: names),
                gridNode, path.member("order"))
        }
        return Grid(rows: rows, columns: columns, slots: slots)
    }

    /// A grid for buttons that have none: as square as possible, filled row by row.
    public static func gridInOrder(_ ids: [String]) -> Grid {
        guard !ids.isEmpty else { return Grid(rows: 0, columns: 0) }
        var columns = 1
        while columns * columns < ids.count { columns += 1 }
        let rows = (ids.count + columns - 1) / columns
        var grid = Grid(rows: rows, columns: columns)
        for (index, id) in ids.enumerated() { grid.slots[index / columns][index % columns] = id }
        return grid
    }

    // MARK: Images, sounds, strings

    private mutating func decodeImages(_ node: JSONNode) -> BoardImages {
        let elements = mediaElements(node, key: "images", LoaderRules.invalidImages)
        var images: [BoardImage] = []
        images.reserveCapacity(elements.count)
        var ids: Set<String> = []
        ids.reserveCapacity(elements.count)
        for (element, path) in elements {
            let media = MediaMembers(element.members ?? [])
            guard let id = media.id?.scalarText else {
                warn(LoaderRules.missingID, .imageNoID, element, path)
                continue
            }
            if !ids.insert(id).inserted {
                warn(
                    LoaderRules.duplicateImageID, .imageDuplicateID(id: id), media.id ?? element, path.member("id"))
            }
            var symbol: String? = nil
            if let symbolNode = media.symbol, let set = symbolNode["set"]?.string {
                symbol = set + ":" + (symbolNode["filename"]?.string ?? "")
            }
            let data = media.data?.string
            let svgGlyph = data.flatMap(Self.glyphFromSVGDataURI)
            var path = media.path?.string
            if let given = path, let listed = listedImagePaths?.listedText(of: id), listed.utf8.elementsEqual(given.utf8) {
                path = listed
            }
            images.append(
                BoardImage(
                    id: id, glyph: media.glyph?.string.flatMap(Self.singleGlyph) ?? svgGlyph, url: media.url?.string, data: data,
                    path: path, contentType: media.contentType?.string, symbol: symbol, dataIsGlyph: svgGlyph != nil))
        }
        return BoardImages(inOrder: images)
    }

    private mutating func decodeSounds(_ node: JSONNode) -> [String: BoardSound] {
        var sounds: [String: BoardSound] = [:]
        for (element, path) in mediaElements(node, key: "sounds", LoaderRules.invalidSounds) {
            let media = MediaMembers(element.members ?? [])
            guard let id = media.id?.scalarText else {
                warn(LoaderRules.missingID, .soundNoID, element, path)
                continue
            }
            if sounds[id] != nil {
                warn(
                    LoaderRules.duplicateSoundID, .soundDuplicateID(id: id), media.id ?? element, path.member("id"))
            }
            sounds[id] = BoardSound(
                id: id, url: media.url?.string, data: media.data?.string, path: media.path?.string,
                contentType: media.contentType?.string)
        }
        return sounds
    }

    private mutating func mediaElements(_ node: JSONNode, key: String, _ rule: ValidationRule) -> [(JSONNode, JSONPath)] {
        guard let listNode = node[key], !listNode.isNull else { return [] }
        let path = JSONPath.root.member(key)
        guard let list = listNode.elements else {
            warn(rule, .mediaListNotArray(key: key, found: listNode.value.kindWord), listNode, path)
            return []
        }
        var result: [(JSONNode, JSONPath)] = []
        result.reserveCapacity(list.count)
        for (index, element) in list.enumerated() {
            if element.members == nil {
                warn(
                    rule, .mediaEntryNotObject(key: key, found: element.value.kindWord), element,
                    path.index(index))
            } else {
                result.append((element, path.index(index)))
            }
        }
        return result
    }

    private mutating func decodeStrings(_ node: JSONNode) -> [String: [String: String]] {
        guard let stringsNode = node["strings"], !stringsNode.isNull else { return [:] }
        let path = JSONPath.root.member("strings")
        guard let languages = stringsNode.members else {
            warn(
                LoaderRules.invalidStrings, .stringsNotObject(found: stringsNode.value.kindWord), stringsNode,
                path)
            return [:]
        }
        var result: [String: [String: String]] = [:]
        for language in languages {
            let tag = LanguageTag.normalized(language.key)
            guard let pairs = language.value.members else {
                warn(
                    LoaderRules.invalidStrings,
                    .stringsLanguageNotObject(language: language.key, found: language.value.value.kindWord),
                    language.value, path.member(language.key))
                continue
            }
            var table = result[tag] ?? [:]
            for pair in pairs {
                if let text = pair.value.string {
                    table[pair.key] = text
                } else {
                    warn(
                        LoaderRules.invalidStrings, .translationNotText(text: pair.key, found: pair.value.value.kindWord),
                        pair.value, path.member(language.key).member(pair.key))
                }
            }
            result[tag] = table
        }
        return result
    }

    // MARK: Helpers

    /// Reports a quirk as a warning (the validator grades it as `rule` says).
    private mutating func warn(_ rule: ValidationRule, _ text: FindingText, _ node: JSONNode, _ path: JSONPath) {
        warn(rule, text, node.position, path)
    }

    private mutating func warn(_ rule: ValidationRule, _ text: FindingText, _ position: TextPosition, _ path: JSONPath) {
        diagnostics.append(Diagnostic(rule, .warning, text, file: file, position: position, path: path))
    }

    /// A board id from an entry path: `boards/home.obf` -> `home`.
    static func idFromEntry(_ entry: String) -> String {
        var name = Substring(entry.split(separator: "/").last ?? Substring(entry))
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        return name.isEmpty ? "board" : String(name)
    }

    /// The text when it is exactly one grapheme (a glyph a terminal can show).
    static func singleGlyph(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        return trimmed.count == 1 ? trimmed : nil
    }

    /// The glyph of an SVG data URI whose only text is one grapheme, as TalkGrid writes its icons.
    static func glyphFromSVGDataURI(_ uri: String) -> String? {
        guard uri.hasPrefix("data:image/svg+xml"), let comma = uri.firstIndex(of: ",") else { return nil }
        let header = uri[..<comma]
        let payload = String(uri[uri.index(after: comma)...])
        let svg: String?
        if header.hasSuffix(";base64") {
            svg = Base64.decode(payload).flatMap { String(validating: $0, as: UTF8.self) }
        } else {
            svg = payload.removingPercentEncodingLeniently
        }
        guard let svg, let open = svg.firstRange(of: "<text"), let close = svg[open.upperBound...].firstRange(of: "</text>"),
            let start = svg[open.upperBound..<close.lowerBound].firstIndex(of: ">")
        else { return nil }
        let content = svg[svg.index(after: start)..<close.lowerBound]
        return singleGlyph(String(content).decodingXMLEntities)
    }
}

extension JSONNode {
    /// The value written compactly, for messages (long values shortened).
    var compactText: String {
        let text = JSONWriter.compactString(self)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }
}
