import TalkGrid

/// Converts an AsTeRICS Grid file (a backup `{"grids": [...], "metadata": {...}}`, a list of
/// grids, or one grid) to OBF terms.
///
/// Each grid becomes a board sized by its elements (`x`, `y`, `width`, `height`); labels
/// (`{lang: text}`) keep every language; `image.data` becomes a picture file, `image.url` a web
/// picture; navigate, speak-custom and collect actions become links, vocalizations and OBF
/// actions; everything else is reported, and kept as `ext_asterics_*` where it may be useful.
public enum AstericsImporter {
    /// Converts the parsed file. `file` names it in the report.
    public static func convert(_ root: JSONNode, file: String, report: inout ImportReport) throws(ImportError) -> ConvertedSet {
        let grids: [JSONNode]
        var metadata: JSONNode?
        if let list = root.elements {
            grids = list
        } else if let list = root["grids"]?.elements {
            grids = list
            metadata = root["metadata"]
            if let dictionaries = root["dictionaries"]?.elements, !dictionaries.isEmpty {
                report.note(
                    .notCarried, file: file, line: root["dictionaries"]!.position.line, location: ImportTextKey.whereDictionaries(),
                    ImportText.noteDictionaries(count: dictionaries.count))
            }
        } else if root["gridElements"] != nil {
            grids = [root]
        } else {
            throw .invalidSource(path: file, line: root.position.line, reason: "an AsTeRICS Grid file holds \"grids\"; this one has none")
        }
        let usable = grids.filter { $0.members != nil }
        guard !usable.isEmpty else { throw .invalidSource(path: file, line: root.position.line, reason: "the file has no grids") }

        var tally = LanguageTally()
        for grid in usable {
            tally.count(texts(grid["label"], primary: ""))
            for element in grid["gridElements"]?.elements ?? [] { tally.count(texts(element["label"], primary: "")) }
        }
        let preferred = (metadata?["locale"]?.string ?? usable.first?["locale"]?.string)?.languageTag
        var locales = tally.locales(preferring: preferred).compactMap(\.languageTag)
        if locales.isEmpty { locales = [preferred ?? "en"] }
        let primary = locales[0]

        var identifiers = BoardIdentifiers()
        var boardIDBySourceID: [String: String] = [:]
        var gridNames: [String] = []
        for (index, grid) in usable.enumerated() {
            let name = texts(grid["label"], primary: primary)
            let readable = name[primary] ?? name.values.sorted().first ?? "grid \(index + 1)"
            gridNames.append(readable)
            let id = identifiers.make(from: readable, fallback: "grid-\(index + 1)")
            if let sourceID = grid["id"]?.scalarText { boardIDBySourceID[sourceID] = id }
        }

        var boards: [ConvertedBoard] = []
        for (index, grid) in usable.enumerated() {
            let sourceID = grid["id"]?.scalarText
            let boardID =
                sourceID.flatMap { boardIDBySourceID[$0] } ?? identifiers.make(from: gridNames[index], fallback: "grid-\(index + 1)")
            var converter = GridConverter(
                file: file, primary: primary, location: ImportText.whereGrid(name: gridNames[index]),
                boardIDBySourceID: boardIDBySourceID)
            boards.append(converter.board(grid, id: boardID, report: &report))
        }

        let homeID = ["homeGridId", "lastOpenedGridId"].lazy.compactMap { metadata?[$0]?.string }.compactMap { boardIDBySourceID[$0] }.first
        if let globalID = metadata?["globalGridId"]?.string, metadata?["globalGridActive"]?.bool != false,
            let board = boardIDBySourceID[globalID]
        {
            report.note(
                .changed, file: file, line: metadata!.position.line, location: ImportTextKey.whereGlobalGrid(),
                ImportText.noteGlobalGrid(board: board))
        }
        let setName = homeID.flatMap { id in boards.first { $0.id == id }?.names[primary] } ?? gridNames[0]
        return ConvertedSet(
            name: setName, rootID: homeID ?? boards[0].id, locales: locales, boards: boards, format: .astericsGrid)
    }

    /// A text given as `{lang: text}` or as a plain string (then in `primary`), by language tag.
    static func texts(_ node: JSONNode?, primary: String) -> [String: String] {
        guard let node else { return [:] }
        if let text = node.string { return text.isEmpty ? [:] : [primary: text] }
        var result: [String: String] = [:]
        for member in node.members ?? [] {
            guard let text = member.value.string, !text.isEmpty else { continue }
            result[member.key.languageTag ?? member.key] = text
        }
        return result
    }
}

/// Converts one AsTeRICS grid and its elements.
private struct GridConverter {
    let file: String
    let primary: String
    let location: CaregiverText
    let boardIDBySourceID: [String: String]

    /// The element fields this converter reads; any other field is kept as `ext_asterics_<field>`.
    static let knownElementFields: Set<String> = [
        "id", "modelName", "modelVersion", "x", "y", "width", "height", "label", "image", "actions", "hidden", "backgroundColor",
        "type", "_id", "_rev",
    ]

    mutating func board(_ grid: JSONNode, id: String, report: inout ImportReport) -> ConvertedBoard {
        var cells: [ConvertedCell] = []
        var columns = GridBounds.span(grid["minColumnCount"]?.number?.int)
        var rows = GridBounds.span(grid["rowCount"]?.number?.int)
        var ids = Set<String>()
        for (index, element) in (grid["gridElements"]?.elements ?? []).enumerated() {
            let elementLocation = ImportText.whereElement(grid: location, number: index + 1)
            let line = element.position.line
            let type = element["type"]?.string ?? "ELEMENT_TYPE_NORMAL"
            guard type == "ELEMENT_TYPE_NORMAL" else {
                let what =
                    switch type {
                    case "ELEMENT_TYPE_COLLECT": ImportTextKey.elementCollect()
                    case "ELEMENT_TYPE_PREDICTION": ImportTextKey.elementPrediction()
                    case "ELEMENT_TYPE_YT_PLAYER": ImportTextKey.elementYouTube()
                    default: ImportText.elementOther(type: type)
                    }
                report.note(
                    .notCarried, file: file, line: line, location: elementLocation,
                    ImportText.noteSlotStaysEmpty(what: what))
                continue
            }
            let x = GridBounds.place(element["x"]?.number?.int)
            let y = GridBounds.place(element["y"]?.number?.int)
            let width = GridBounds.span(element["width"]?.number?.int)
            let height = GridBounds.span(element["height"]?.number?.int)
            columns = max(columns, x + width)
            rows = max(rows, y + height)
            var cellID = element["id"]?.scalarText ?? "element-\(index + 1)"
            if !ids.insert(cellID).inserted {
                cellID = "element-\(index + 1)"
                ids.insert(cellID)
            }
            var cell = ConvertedCell(id: cellID, row: y, column: x, location: elementLocation)
            cell.rowSpan = height
            cell.columnSpan = width
            cell.labels = AstericsImporter.texts(element["label"], primary: primary)
            cell.hidden = element["hidden"]?.bool ?? false
            if let text = element["backgroundColor"]?.string, !text.isEmpty {
                if let color = RGBAColor(parsing: text) {
                    cell.backgroundColor = color
                } else {
                    report.note(
                        .notCarried, file: file, line: line, location: elementLocation,
                        ImportText.noteColourUnreadable(colour: text))
                }
            }
            picture(element["image"], into: &cell, line: line, report: &report)
            var steps = SourceSteps()
            let actions = element["actions"]?.elements ?? []
            for action in actions { convert(action, into: &cell, steps: &steps, report: &report) }
            // AsTeRICS Grid collects the label after the actions, except from an element that
            // navigates or acts on the collected text.
            let collects = !actions.contains {
                ["GridActionNavigate", "GridActionCollectElement"].contains($0["modelName"]?.string ?? "")
            }
            if collects && !(cell.labels[primary] ?? "").isEmpty { steps.add(.word) }
            if steps.differ(from: cell, locale: primary) {
                let said = SourceSteps.text(of: steps.steps, word: cell.labels[primary] ?? "")
                let done = SourceSteps.text(of: cell.pickSteps(locale: primary), word: cell.word(locale: primary))
                report.note(
                    .changed, file: file, line: line, location: elementLocation,
                    ImportText.noteStepsChanged(app: "AsTeRICS Grid", source: said, steps: done))
            }
            for member in element.members ?? [] where !Self.knownElementFields.contains(member.key) {
                cell.extensions.append(JSONMember(key: "ext_asterics_\(member.key)", value: member.value))
            }
            cells.append(cell)
        }
        var board = ConvertedBoard(
            id: id, names: AstericsImporter.texts(grid["label"], primary: primary), rows: rows, columns: columns, cells: cells,
            location: location)
        if let sourceID = grid["id"]?.scalarText {
            board.extensions.append(JSONMember(key: "ext_asterics_grid_id", value: JSONNode(.string(sourceID))))
        }
        return board
    }

    private func picture(_ image: JSONNode?, into cell: inout ConvertedCell, line: Int, report: inout ImportReport) {
        guard let image, image.members != nil else { return }
        if let data = image["data"]?.string, !data.isEmpty {
            if let decoded = PictureType.decodeDataURI(data) {
                cell.picture = .embedded(bytes: decoded.bytes, contentType: decoded.contentType)
                return
            }
            report.note(
                .notCarried, file: file, line: image.position.line, location: cell.location,
                ImportTextKey.notePictureDataUnreadable())
        }
        if let url = image["url"]?.string, url.hasPrefix("http://") || url.hasPrefix("https://") {
            cell.picture = .url(url)
        }
    }

    /// Converts one action of an element's list, in order; `steps` records what AsTeRICS Grid does.
    private func convert(_ action: JSONNode, into cell: inout ConvertedCell, steps: inout SourceSteps, report: inout ImportReport) {
        let model = action["modelName"]?.string ?? "?"
        func append(_ action: String) {
            cell.actions.append(action)
            steps.add(.action(CellAction(obf: action)))
        }
        let line = action.position.line
        func keep(_ why: CaregiverText) {
            var kept = action
            for large in ["dataBase64", "data"] where kept[large] != nil { kept.setMember(large, to: nil) }
            var list = cell.extensions.first { $0.key == "ext_asterics_actions" }?.value.elements ?? []
            list.append(kept)
            cell.extensions.removeAll { $0.key == "ext_asterics_actions" }
            cell.extensions.append(JSONMember(key: "ext_asterics_actions", value: .array(list)))
            report.note(
                .keptAsExtension, file: file, line: line, location: cell.location,
                ImportText.noteActionKept(model: model, why: why))
        }
        switch model {
        case "GridActionSpeak":
            break  // speaking the label is what an OBF button does (TalkGrid: speak-on-select)
        case "GridActionSpeakCustom":
            let spoken = AstericsImporter.texts(action["speakText"], primary: primary)
            if spoken.isEmpty { break }
            cell.vocalizations.merge(spoken) { first, _ in first }
        case "GridActionNavigate":
            let kind = action["navType"]?.string ?? (action["toLastGrid"]?.bool == true ? "navigateToLastOpenedGrid" : "navigateToGrid")
            switch kind {
            case "navigateToHomeGrid": append(":home")
            case "navigateToLastOpenedGrid": append(":back")
            case "navigateToGrid":
                if let target = action["toGridId"]?.string, let board = boardIDBySourceID[target] {
                    cell.linkedBoard = board
                    steps.add(.open(BoardLink(id: board)))
                } else {
                    keep(ImportTextKey.whyGridNotInFile())
                    // Warned by `validate` (and so by the import's own check) until it gets a board or goes.
                    if let target = action["toGridId"]?.string {
                        cell.extensions.removeAll { $0.key == MissingBoardCheck.field }
                        cell.extensions.append(JSONMember(key: MissingBoardCheck.field, value: JSONNode(.string(target))))
                    }
                }
            default: keep(ImportText.whyKindNoCounterpart(kind: kind))
            }
        case "GridActionCollectElement":
            switch action["action"]?.string ?? "" {
            case "COLLECT_ACTION_CLEAR": append(":clear")
            case "COLLECT_ACTION_REMOVE_WORD": append(":backspace")
            case "COLLECT_ACTION_REMOVE_CHAR":
                append(":backspace")
                report.note(
                    .changed, file: file, line: line, location: cell.location,
                    ImportTextKey.noteRemoveLastLetter())
            case "COLLECT_ACTION_SPEAK", "COLLECT_ACTION_SPEAK_CONTINUOUS": append(":speak")
            case let other: keep(ImportText.whyKindNoCounterpart(kind: other))
            }
        case "GridActionAudio":
            keep(ImportTextKey.whyRecordedSound())
        default:
            keep(ImportTextKey.whyActionNoCounterpart())
        }
    }
}
