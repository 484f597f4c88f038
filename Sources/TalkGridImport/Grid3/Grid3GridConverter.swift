import TalkGrid

/// Converts one Grid 3 grid (`grid.xml`) to a board.
struct Grid3GridConverter {
    let conversion: Grid3Conversion
    let grid: Grid3Gridset.Grid
    /// Reads a picture entry of the archive.
    let read: (String) throws(ImportError) -> [UInt8]
    /// The grid's file, as notes name it (`talk.gridset: Grids/Home/grid.xml`).
    let file: String

    private var libraryPictures: [String: Int] = [:]
    private var firstLibraryLine = 0
    /// Cells that set text colours, fonts or tile colours, which OBF has no field for.
    private var styledText = 0
    private var firstStyledTextLine = 0
    /// The colours read so far by their text: the cells of a grid mostly share a few styles.
    private var colours: [String: RGBAColor?] = [:]

    /// The style fields that have no OBF counterpart.
    static let textStyleFields = ["FontColour", "FontName", "FontSize", "TileColour"]

    init(_ grid: Grid3Gridset.Grid, of conversion: Grid3Conversion, read: @escaping (String) throws(ImportError) -> [UInt8]) {
        self.conversion = conversion
        self.grid = grid
        self.read = read
        file = "\(conversion.file): \(grid.entry)"
        folder = grid.entry.split(separator: "/").dropLast().joined(separator: "/")
    }

    private var locale: String { conversion.locale }

    /// The grid's folder in the archive (`Grids/Home`).
    private let folder: String

    mutating func board(id: String, report: inout ImportReport) throws(ImportError) -> ConvertedBoard {
        let root = grid.root
        var columns = GridBounds.span(root.child("ColumnDefinitions")?.children("ColumnDefinition").count)
        var rows = GridBounds.span(root.child("RowDefinitions")?.children("RowDefinition").count)
        var cells: [ConvertedCell] = []
        let location = ImportText.whereGrid(name: grid.name)
        for element in root.child("Cells")?.children("Cell") ?? [] {
            let x = GridBounds.place(Int(element.attribute("X") ?? ""))
            let y = GridBounds.place(Int(element.attribute("Y") ?? ""))
            let columnSpan = GridBounds.span(Int(element.attribute("ColumnSpan") ?? ""))
            let rowSpan = GridBounds.span(Int(element.attribute("RowSpan") ?? ""))
            let cellLocation = ImportText.whereCell(grid: location, column: x + 1, row: y + 1)
            guard let content = element.child("Content") else { continue }
            let kind = content.child("ContentType")?.text.trimmingSpaces ?? "Normal"
            if kind != "Normal" && !kind.isEmpty {
                let subtype = content.child("ContentSubType")?.text.trimmingSpaces ?? ""
                let what =
                    switch kind {
                    case "Workspace":
                        subtype.isEmpty ? ImportTextKey.cellWorkspace() : ImportText.cellWorkspaceOf(subtype: subtype)
                    case "AutoContent": ImportText.cellAutomatic(subtype: subtype.isEmpty ? "AutoContent" : subtype)
                    case "LiveCell": ImportText.cellLive(subtype: subtype.isEmpty ? "LiveCell" : subtype)
                    default: ImportText.cellOtherKind(kind: kind)
                    }
                report.note(
                    .notCarried, file: file, line: element.line, location: cellLocation,
                    ImportText.noteSlotStaysEmpty(what: what))
                continue
            }
            let captionNode = content.child("CaptionAndImage")
            let caption = captionNode?.child("Caption")?.allText.trimmingSpaces ?? ""
            let commands = content.child("Commands")?.children("Command") ?? []
            let image = captionNode?.child("Image")?.text.trimmingSpaces ?? ""
            if caption.isEmpty && commands.isEmpty && image.isEmpty { continue }  // a blank cell

            var cell = ConvertedCell(id: "c\(x + 1)-\(y + 1)", row: y, column: x, location: cellLocation)
            cell.rowSpan = rowSpan
            cell.columnSpan = columnSpan
            columns = max(columns, x + columnSpan)
            rows = max(rows, y + rowSpan)
            if !caption.isEmpty { cell.labels[locale] = caption }
            var steps = SourceSteps()
            for command in commands { convert(command, into: &cell, steps: &steps, report: &report) }
            if steps.differ(from: cell, locale: locale) {
                let word = cell.word(locale: locale)
                report.note(
                    .changed, file: file, line: element.line, location: cellLocation,
                    ImportText.noteStepsChanged(
                        app: "Grid 3", source: SourceSteps.text(of: steps.steps, word: word),
                        steps: SourceSteps.text(of: cell.pickSteps(locale: locale), word: word)))
            }
            if cell.labels.isEmpty, let spoken = cell.vocalizations[locale] { cell.labels[locale] = spoken }
            let style = content.child("Style")
            if let style, Self.textStyleFields.contains(where: { style.child($0) != nil }) {
                if styledText == 0 { firstStyledTextLine = style.line }
                styledText += 1
            }
            for (name, keyPath) in [("BackColour", \ConvertedCell.backgroundColor), ("BorderColour", \ConvertedCell.borderColor)] {
                guard let text = conversion.styles.colour(name, of: style), !text.isEmpty else { continue }
                if let colour = readColour(text) {
                    cell[keyPath: keyPath] = colour
                } else {
                    report.note(
                        .notCarried, file: file, line: element.line, location: cellLocation,
                        ImportText.noteColourUnreadable(colour: text))
                }
            }
            try picture(image, x: x, y: y, into: &cell, line: captionNode?.line ?? element.line, report: &report)
            cells.append(cell)
        }
        if !libraryPictures.isEmpty {
            let libraries = libraryPictures.keys.sorted().map { "\($0) (\(libraryPictures[$0]!))" }.joined(separator: ", ")
            report.note(
                .notCarried, file: file, line: firstLibraryLine, location: location,
                ImportText.noteSymbolLibraries(libraries: libraries))
        }
        if styledText > 0 {
            report.note(
                .notCarried, file: file, line: firstStyledTextLine, location: location,
                ImportText.noteStyledText(count: styledText, fields: Self.textStyleFields.joined(separator: ", "))
            )
        }
        var board = ConvertedBoard(id: id, names: [locale: grid.name], rows: rows, columns: columns, cells: cells, location: location)
        if let guid = root.child("GridGuid")?.text.trimmingSpaces, !guid.isEmpty {
            board.extensions.append(JSONMember(key: "ext_grid3_guid", value: JSONNode(.string(guid))))
        }
        return board
    }

    /// The colour a style's text names, read once per grid.
    private mutating func readColour(_ text: String) -> RGBAColor? {
        if let known = colours[text] { return known }
        let colour = RGBAColor(parsing: text)
        colours[text] = colour
        return colour
    }

    /// Converts one command of a cell's list, in order: a jump becomes the link, text the cell's
    /// spoken text (two join), the others OBF actions; `steps` records what Grid 3 does.
    private func convert(
        _ command: XMLElementNode, into cell: inout ConvertedCell, steps: inout SourceSteps, report: inout ImportReport
    ) {
        let id = command.attribute("ID") ?? "?"
        func parameter(_ key: String) -> XMLElementNode? {
            command.children("Parameter").first { $0.attribute("Key") == key }
        }
        func append(_ action: String) {
            cell.actions.append(action)
            steps.add(.action(CellAction(obf: action)))
        }
        switch id {
        case "Jump.To":
            let target = parameter("grid")?.allText.trimmingSpaces ?? ""
            if let board = conversion.boardIDByName[target] {
                cell.linkedBoard = board
                steps.add(.open(BoardLink(id: board)))
            } else {
                keep(command, into: &cell, ImportText.whyGridNotInGridset(grid: target), report: &report)
            }
        case "Jump.Back": append(":back")
        case "Jump.Home": append(":home")
        case "Action.Speak": append(":speak")
        case "Action.Clear": append(":clear")
        case "Action.DeleteWord": append(":backspace")
        case "Action.DeleteLetter":
            append(":backspace")
            report.note(
                .changed, file: file, line: command.line, location: cell.location,
                ImportTextKey.noteDeleteLetter())
        case "Action.Space": append(":space")
        case "Action.Letter":
            let letter = parameter("letter")?.allText ?? ""
            if letter.isEmpty {
                keep(command, into: &cell, ImportTextKey.whyNoLetter(), report: &report)
            } else {
                append("+" + letter)
            }
        case "Action.InsertText":
            let text = (parameter("text")?.allText ?? "").trimmingSpaces
            guard !text.isEmpty else { break }
            cell.vocalizations[locale] = cell.vocalizations[locale].map { $0 + " " + text } ?? text
            steps.add(.word)
        default:
            keep(command, into: &cell, ImportTextKey.whyNoCounterpart(), report: &report)
        }
    }

    /// Keeps a command as `ext_grid3_commands` (its id and parameters) and reports it.
    private func keep(_ command: XMLElementNode, into cell: inout ConvertedCell, _ why: CaregiverText, report: inout ImportReport) {
        let id = command.attribute("ID") ?? "?"
        var members: [(String, JSONNode)] = [("id", JSONNode(.string(id)))]
        for parameter in command.children("Parameter") {
            members.append((parameter.attribute("Key") ?? "?", JSONNode(.string(parameter.allText))))
        }
        var list = cell.extensions.first { $0.key == "ext_grid3_commands" }?.value.elements ?? []
        list.append(.object(members))
        cell.extensions.removeAll { $0.key == "ext_grid3_commands" }
        cell.extensions.append(JSONMember(key: "ext_grid3_commands", value: .array(list)))
        report.note(
            .keptAsExtension, file: file, line: command.line, location: cell.location,
            ImportText.noteCommandKept(id: id, why: why))
    }

    private mutating func picture(
        _ image: String, x: Int, y: Int, into cell: inout ConvertedCell, line: Int, report: inout ImportReport
    ) throws(ImportError) {
        if image.hasPrefix("[") {
            let library = image.dropFirst().prefix { $0 != "]" }.lowercased()
            if libraryPictures.isEmpty { firstLibraryLine = line }
            libraryPictures[library, default: 0] += 1
            return
        }
        var found: String?
        if !image.isEmpty {
            let relative = image.replacingBackslashes
            found = ["\(folder)/\(relative)", "\(folder)/Images/\(relative)"].first(where: conversion.files.entries.contains)
        }
        // Else a picture stored by the cell's place; looked up among the grid folder's own files.
        if found == nil, let here = conversion.files.byFolder[Substring(folder)], here.count > 1 {
            search: for stem in ["\(x)-\(y)-0-text-0", "\(x)-\(y)"] {
                for ext in ["png", "jpg", "jpeg", "gif"] where here.contains(Substring("\(stem).\(ext)")) {
                    found = "\(folder)/\(stem).\(ext)"
                    break search
                }
            }
        }
        guard let entry = found else {
            if !image.isEmpty {
                report.note(
                    .notCarried, file: file, line: line, location: cell.location,
                    ImportText.notePictureNotInGridset(picture: image))
            }
            return
        }
        let bytes = try read(entry)
        if let type = PictureType.contentType(of: bytes) {
            cell.picture = .embedded(bytes: bytes, contentType: type)
        } else {
            report.note(
                .notCarried, file: file, line: line, location: cell.location,
                ImportText.notePictureFormat(entry: entry))
        }
    }
}

extension String {
    /// The path with Windows `\` separators as `/`.
    var replacingBackslashes: String { utf8.contains(UInt8(ascii: "\\")) ? String(map { $0 == "\\" ? "/" : $0 }) : self }
}
