import TalkGrid

/// Converts a Cboard board export (a list of boards with `tiles`, or `{"advanced": [...]}`, or
/// one board) to OBF terms.
///
/// A tile's `label` (or its `labelKey` through the strings files, one language each) is the
/// label, `vocalization` the spoken text (a folder's is kept aside: Cboard never adds a folder to
/// the message), `action` (`+s`) the OBF action, `loadBoard` the link, `image` a picture file (data URI)
/// or web picture (`http(s)`); Cboard's built-in symbols (`/symbols/…`) are not in an export and
/// are reported. A board with `grid.order` keeps its layout; without one its tiles are placed in
/// reading order, six to a row, as Cboard shows them by default.
public enum CboardImporter {
    /// Tiles per row when a board has no grid of its own.
    static let defaultColumns = 6

    public static func convert(_ root: JSONNode, file: String, strings: [CboardStrings], report: inout ImportReport) throws(ImportError)
        -> ConvertedSet
    {
        let list = root.elements ?? root["boards"]?.elements ?? root["advanced"]?.elements ?? [root]
        let sources = list.filter { $0["tiles"]?.elements != nil }
        guard !sources.isEmpty else {
            throw .invalidSource(path: file, line: root.position.line, reason: "the file has no boards with tiles")
        }
        let locales: [String]
        if strings.isEmpty {
            let declared = sources.lazy.compactMap { $0["locale"]?.string?.languageTag }.first
            locales = [declared ?? "en"]
        } else {
            var seen: [String] = []
            for table in strings where !seen.contains(table.locale) { seen.append(table.locale) }
            locales = seen
        }
        var identifiers = BoardIdentifiers()
        var boardIDBySourceID: [String: String] = [:]  // a source id given twice (`7` and `"7"`) names the first board
        var boardIDs: [String] = []
        var names: [[String: String]] = []
        var resolver = LabelResolver(strings: strings, locales: locales)
        for (index, board) in sources.enumerated() {
            let name = resolver.texts(text: board["name"]?.string, key: board["nameKey"]?.string)
            names.append(name)
            let sourceID = board["id"]?.scalarText ?? "board-\(index + 1)"
            let id = identifiers.make(from: sourceID == "root" ? "root" : (name[locales[0]] ?? sourceID), fallback: "board-\(index + 1)")
            if boardIDBySourceID[sourceID] == nil { boardIDBySourceID[sourceID] = id }
            boardIDs.append(id)
        }
        var boards: [ConvertedBoard] = []
        var builtInSymbols = 0
        var firstBuiltInLine = 0
        for (index, source) in sources.enumerated() {
            let sourceID = source["id"]?.scalarText ?? "board-\(index + 1)"
            let location = ImportText.whereBoard(name: names[index][locales[0]] ?? sourceID)
            let tiles = source["tiles"]!.elements!.filter { $0.members != nil }
            var placements: [String: (row: Int, column: Int)] = [:]
            var rows = 0
            var columns = 0
            if let grid = source["grid"], let order = grid["order"]?.elements {
                rows = GridBounds.span(grid["rows"]?.number?.int ?? order.count)
                columns = GridBounds.span(grid["columns"]?.number?.int)
                for (row, line) in order.prefix(GridBounds.largestSide).enumerated() {
                    for (column, id) in (line.elements ?? []).prefix(GridBounds.largestSide).enumerated() {
                        if let id = id.scalarText, placements[id] == nil { placements[id] = (row, column) }
                    }
                }
            } else if !tiles.isEmpty {
                report.note(
                    .changed, file: file, line: source.position.line, location: location,
                    ImportText.noteReadingOrder(columns: defaultColumns)
                )
            }
            var cells: [ConvertedCell] = []
            var unplaced = 0
            for (tileIndex, tile) in tiles.enumerated() {
                let tileID = tile["id"]?.scalarText ?? "tile-\(tileIndex + 1)"
                let tileLocation = ImportText.whereTile(board: location, number: tileIndex + 1)
                let place: (row: Int, column: Int)
                if let known = placements[tileID] {
                    place = known
                } else if source["grid"] == nil {
                    place = (tileIndex / defaultColumns, tileIndex % defaultColumns)
                    columns = min(max(columns, tileIndex + 1), defaultColumns)
                    rows = max(rows, tileIndex / defaultColumns + 1)
                } else {
                    place = (-1, -1)  // the writer puts it in the first free slot and reports it
                    unplaced += 1
                }
                var cell = ConvertedCell(id: tileID, row: place.row, column: place.column, location: tileLocation)
                cell.labels = resolver.texts(text: tile["label"]?.string, key: tile["labelKey"]?.string)
                if let spoken = tile["vocalization"]?.string, !spoken.isEmpty {
                    if tile["loadBoard"] == nil {
                        cell.vocalizations[locales[0]] = spoken
                    } else {
                        // Cboard opens a folder without adding it to the message; as TalkGrid's
                        // vocalization it would be added.
                        cell.extensions.append(JSONMember(key: "ext_cboard_vocalization", value: JSONNode(.string(spoken))))
                        report.note(
                            .keptAsExtension, file: file, line: tile.position.line, location: tileLocation,
                            ImportText.noteFolderSpokenTextKept(text: spoken))
                    }
                }
                if let action = tile["action"]?.string, !action.isEmpty {
                    // Cboard's `+s` adds to the word before, as OBF's; it has no other actions.
                    if action.hasPrefix("+"), action.count > 1, tile["loadBoard"] == nil {
                        cell.actions.append(action)
                    } else {
                        cell.extensions.append(JSONMember(key: "ext_cboard_action", value: JSONNode(.string(action))))
                        report.note(
                            .keptAsExtension, file: file, line: tile.position.line, location: tileLocation,
                            ImportText.noteTileActionKept(action: action))
                    }
                }
                if let target = tile["loadBoard"]?.scalarText {
                    if let board = boardIDBySourceID[target] {
                        cell.linkedBoard = board
                    } else {
                        cell.extensions.append(JSONMember(key: "ext_cboard_loadBoard", value: JSONNode(.string(target))))
                        report.note(
                            .keptAsExtension, file: file, line: tile.position.line, location: tileLocation,
                            ImportText.noteBoardNotInFile(board: target))
                    }
                }
                for (key, path) in [("backgroundColor", \ConvertedCell.backgroundColor), ("borderColor", \ConvertedCell.borderColor)] {
                    guard let text = tile[key]?.string, !text.isEmpty else { continue }
                    if let colour = RGBAColor(parsing: text) {
                        cell[keyPath: path] = colour
                    } else {
                        report.note(
                            .notCarried, file: file, line: tile.position.line, location: tileLocation,
                            ImportText.noteColourUnreadable(colour: text))
                    }
                }
                if let image = tile["image"]?.string, !image.isEmpty {
                    if image.hasPrefix("data:") {
                        if let decoded = PictureType.decodeDataURI(image) {
                            cell.picture = .embedded(bytes: decoded.bytes, contentType: decoded.contentType)
                        } else {
                            report.note(
                                .notCarried, file: file, line: tile.position.line, location: tileLocation,
                                ImportTextKey.notePictureDataUnreadable())
                        }
                    } else if image.hasPrefix("http://") || image.hasPrefix("https://") {
                        cell.picture = .url(image)
                    } else {
                        if builtInSymbols == 0 { firstBuiltInLine = tile.position.line }
                        builtInSymbols += 1
                        cell.extensions.append(JSONMember(key: "ext_cboard_image", value: JSONNode(.string(image))))
                    }
                }
                if let sound = tile["sound"]?.string, !sound.isEmpty {
                    report.note(
                        .notCarried, file: file, line: tile.position.line, location: tileLocation, ImportTextKey.noteSoundNotCarried())
                }
                cells.append(cell)
            }
            if unplaced > 0 {
                report.note(
                    .changed, file: file, line: source.position.line, location: location,
                    ImportText.noteTilesNotInGrid(count: unplaced))
            }
            var board = ConvertedBoard(
                id: boardIDs[index], names: names[index], rows: max(rows, 1), columns: max(columns, 1), cells: cells,
                location: location)
            board.extensions.append(JSONMember(key: "ext_cboard_id", value: JSONNode(.string(sourceID))))
            boards.append(board)
        }
        if builtInSymbols > 0 {
            report.note(
                .notCarried, file: file, line: firstBuiltInLine, location: ImportTextKey.wherePictures(),
                ImportText.noteBuiltInSymbols(count: builtInSymbols)
            )
        }
        resolver.report(into: &report, file: file)
        let rootID = boardIDBySourceID["root"] ?? boards[0].id
        let setName = boards.first { $0.id == rootID }?.names[locales[0]] ?? rootID
        return ConvertedSet(name: setName, rootID: rootID, locales: locales, boards: boards, format: .cboard)
    }
}

/// Resolves Cboard texts: a `label` as written, a `labelKey` through the strings files.
private struct LabelResolver {
    let strings: [CboardStrings]
    let locales: [String]
    private var readableKeys: [String: String] = [:]
    private var missing: [String: Int] = [:]

    init(strings: [CboardStrings], locales: [String]) {
        self.strings = strings
        self.locales = locales
    }

    /// The text per language: `text` in the first language, else `key` in each strings file.
    mutating func texts(text: String?, key: String?) -> [String: String] {
        if let text, !text.isEmpty { return [locales[0]: text] }
        guard let key, !key.isEmpty else { return [:] }
        if strings.isEmpty {
            let words = CboardStrings.readable(key)
            readableKeys[key] = words
            return [locales[0]: words]
        }
        var result: [String: String] = [:]
        for table in strings {
            if let found = table.texts[key] {
                if result[table.locale] == nil { result[table.locale] = found }
            } else {
                missing[table.locale, default: 0] += 1
            }
        }
        if result[locales[0]] == nil { result[locales[0]] = CboardStrings.readable(key) }
        return result
    }

    func report(into report: inout ImportReport, file: String) {
        if !readableKeys.isEmpty {
            let example = readableKeys.keys.sorted().first!
            report.note(
                .changed, file: file, location: ImportTextKey.whereLabels(),
                ImportText.noteLabelKeysTurned(count: readableKeys.count, example: example, words: readableKeys[example]!)
            )
        }
        for locale in missing.keys.sorted() {
            report.note(
                .notCarried, file: file, location: ImportTextKey.whereLabels(),
                ImportText.noteLabelKeysMissing(count: missing[locale]!, locale: locale))
        }
    }
}
