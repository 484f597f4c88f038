import Foundation
import Synchronization
import TalkGrid

/// Writes a ``ConvertedSet`` as the files of an OBF set folder, byte for byte the same for the same set.
///
/// Each board's own language gives the button texts; every other language of a text goes into
/// the board's `strings`. Spans: OBF has none, so a cell that covered several slots takes its
/// top-left slot and the other slots stay empty, so no other cell moves. A cell whose slot is
/// taken, or outside the grid (at most ``GridBounds/largestSide`` columns), goes to the first free
/// slot (reported). Every button id is unique on its board and never empty: a cell whose id an
/// earlier cell has (two cells of one slot in Grid 3, `1` and `"1"` in JSON) gets `ID-2`, `ID-3`, …
/// (reported). Links are written only to boards of the set. Embedded pictures become files named
/// after their content (identical pictures are written once); web-only pictures stay `url`s.
enum OBFSetWriter {
    static func files(for set: consuming ConvertedSet, report: inout ImportReport) -> [ImportedSet.File] {
        let primary = set.locales.first ?? "en"
        var pictureFiles: [String: [UInt8]] = [:]
        var boardFiles: [ImportedSet.File] = []
        let boardIDs = Set(set.boards.map(\.id))
        let boardEntries = set.boards.map { (id: $0.id, entry: $0.entry) }
        let rootEntry = (set.boards.first { $0.id == set.rootID } ?? set.boards[0]).entry
        report.boards = set.boards.count
        report.languages = set.locales
        // Each board is written on its own, in parallel, and let go there too (freeing thousands
        // of cells is work as well); their notes, counts and pictures are joined in board order, as
        // writing one after another gives them.
        let boards = Mutex(set.boards.map(Optional.some))
        set.boards = []
        let shared = set
        let (format, source) = (report.format, report.source)
        let written = ParallelMap.map(
            count: boardEntries.count,
            workers: ParallelMap.workers(for: boardEntries.count, cores: ProcessInfo.processInfo.activeProcessorCount), start: { _ in () }
        ) {
            _, index -> (file: ImportedSet.File, pictures: [String: [UInt8]], report: ImportReport) in
            let board = boards.withLock { $0[index].take()! }
            var pictures: [String: [UInt8]] = [:]
            var report = ImportReport(format: format, source: source)
            let json = boardJSON(board, in: shared, primary: primary, boardIDs: boardIDs, pictures: &pictures, report: &report)
            return (ImportedSet.File(path: board.entry, bytes: JSONWriter.prettyBytes(json)), pictures, report)
        }
        for board in written {
            boardFiles.append(board.file)
            pictureFiles.merge(board.pictures) { $1 }
            report.notes += board.report.notes
            report.cells += board.report.cells
            report.pictureURLs += board.report.pictureURLs
        }
        report.pictureFiles = pictureFiles.count
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"),
            ("root", JSONNode(.string(rootEntry))),
            (
                "paths",
                .object([
                    ("boards", JSONNode(.object(boardEntries.map { JSONMember(key: $0.id, value: JSONNode(.string($0.entry))) }))),
                    ("images", .object([])), ("sounds", .object([])),
                ])
            ),
            ("ext_talkgrid_name", JSONNode(.string(set.name))),
            ("ext_talkgrid_imported_from", JSONNode(.string(set.format.rawValue))),
        ])
        var files = [ImportedSet.File(path: "manifest.json", bytes: JSONWriter.prettyBytes(manifest))]
        files += boardFiles.sorted { $0.path < $1.path }
        files += pictureFiles.keys.sorted().map { ImportedSet.File(path: $0, bytes: pictureFiles[$0]!) }
        return files
    }

    /// A board's OBF JSON.
    private static func boardJSON(
        _ board: ConvertedBoard, in set: ConvertedSet, primary: String, boardIDs: Set<String>, pictures: inout [String: [UInt8]],
        report: inout ImportReport
    ) -> JSONNode {
        var strings: [String: [(String, String)]] = [:]
        var seenTranslations: [String: [String: String]] = [:]
        func text(_ values: [String: String], location: CaregiverText) -> String {
            let source =
                values[primary] ?? set.locales.lazy.compactMap { values[$0] }.first ?? values.keys.sorted().first.map { values[$0]! } ?? ""
            guard !source.isEmpty else { return source }
            if values[primary] == nil {
                let language = set.locales.first { values[$0] == source } ?? values.keys.sorted().first { values[$0] == source } ?? "?"
                report.note(
                    .changed, file: report.source, location: location,
                    ImportText.noteStandsIn(primary: primary, language: language, text: source))
            }
            for locale in set.locales.dropFirst() {
                guard let translation = values[locale] else { continue }
                if let earlier = seenTranslations[locale]?[source] {
                    if earlier != translation {
                        report.note(
                            .changed, file: report.source, location: location,
                            ImportText.noteTwoTranslations(text: source, locale: locale, earlier: earlier, later: translation)
                        )
                    }
                    continue
                }
                seenTranslations[locale, default: [:]][source] = translation
                strings[locale, default: []].append((source, translation))
            }
            return source
        }

        let name = text(board.names, location: board.location)
        // The grid as declared, but within the bounds (cells beyond them move, and rows are added for them).
        let columns = min(max(board.columns, 1), GridBounds.largestSide)
        let rows = min(max(board.rows, 1), GridBounds.largestSide)
        var order = Array(repeating: Array(repeating: JSONNode(.null), count: columns), count: rows)
        var taken = Array(repeating: Array(repeating: false, count: columns), count: rows)
        var buttons: [JSONNode] = []
        var buttonIDs: Set<String> = []
        var images: [JSONNode] = []
        var imageIDs: Set<String> = []
        var spanning = 0
        // Every cell that finds its own slot free keeps it, before any cell moves: a moved cell never
        // takes the slot of a cell after it.
        var keepsSlot = Array(repeating: false, count: board.cells.count)
        for (index, cell) in board.cells.enumerated()
        where cell.row >= 0 && cell.column >= 0 && cell.row < rows && cell.column < columns && !taken[cell.row][cell.column] {
            taken[cell.row][cell.column] = true
            keepsSlot[index] = true
        }
        for (index, cell) in board.cells.enumerated() {
            var row = cell.row
            var column = cell.column
            if !keepsSlot[index] {
                if let free = firstFree(taken) {
                    (row, column) = free
                } else {
                    order.append(Array(repeating: JSONNode(.null), count: columns))
                    taken.append(Array(repeating: false, count: columns))
                    (row, column) = (order.count - 1, 0)
                }
                report.note(
                    .changed, file: report.source, location: cell.location,
                    ImportText.notePlaceTaken(wantedRow: cell.row + 1, wantedColumn: cell.column + 1, row: row + 1, column: column + 1))
            }
            let id = uniqueID(for: cell, number: index + 1, among: &buttonIDs, report: &report)
            taken[row][column] = true
            order[row][column] = JSONNode(.string(id))
            if cell.rowSpan > 1 || cell.columnSpan > 1 { spanning += 1 }

            var members: [(String, JSONNode)] = [("id", JSONNode(.string(id)))]
            let label = text(cell.labels, location: cell.location)
            members.append(("label", JSONNode(.string(label))))
            if !cell.vocalizations.isEmpty {
                let spoken = text(cell.vocalizations, location: cell.location)
                // On a folder or a cell with actions the vocalization is what makes it add its word.
                let decides = !cell.actions.isEmpty || cell.linkedBoard != nil
                if (spoken != label || decides) && !spoken.isEmpty { members.append(("vocalization", JSONNode(.string(spoken)))) }
            }
            if let picture = cell.picture {
                let image: JSONNode
                let imageID: String
                switch picture {
                case .embedded(let bytes, let contentType):
                    let fingerprint = PictureType.fingerprint(bytes)
                    let path = "images/\(fingerprint).\(CellPicture.fileExtension(of: contentType) ?? "bin")"
                    pictures[path] = bytes
                    imageID = "picture-\(fingerprint)"
                    image = .object([
                        ("id", JSONNode(.string(imageID))), ("path", JSONNode(.string(path))),
                        ("content_type", JSONNode(.string(contentType))),
                    ])
                case .url(let url):
                    report.pictureURLs += 1
                    imageID = "web-\(PictureType.fingerprint(Array(url.utf8)))"
                    var members: [(String, JSONNode)] = [("id", JSONNode(.string(imageID))), ("url", JSONNode(.string(url)))]
                    if let type = PictureType.contentType(ofAddress: url) { members.append(("content_type", JSONNode(.string(type)))) }
                    image = .object(members)
                }
                if imageIDs.insert(imageID).inserted { images.append(image) }
                members.append(("image_id", JSONNode(.string(imageID))))
            }
            if let target = cell.linkedBoard, boardIDs.contains(target) {
                members.append(
                    ("load_board", .object([("id", JSONNode(.string(target))), ("path", JSONNode(.string("boards/\(target).obf")))])))
            }
            if cell.actions.count == 1 {
                members.append(("action", JSONNode(.string(cell.actions[0]))))
            } else if cell.actions.count > 1 {
                members.append(("actions", .array(cell.actions.map { JSONNode(.string($0)) })))
            }
            if let color = cell.backgroundColor { members.append(("background_color", JSONNode(.string(color.description)))) }
            if let color = cell.borderColor { members.append(("border_color", JSONNode(.string(color.description)))) }
            if cell.hidden { members.append(("hidden", true)) }
            var node = JSONNode.object(members)
            if cell.rowSpan > 1 || cell.columnSpan > 1 {
                node.setMember(
                    set.format.extensionPrefix + "span",
                    to: .object([("columns", JSONNode(integerLiteral: cell.columnSpan)), ("rows", JSONNode(integerLiteral: cell.rowSpan))]))
            }
            for member in cell.extensions { node.setMember(member.key, to: member.value) }
            buttons.append(node)
            report.cells += 1
        }
        if spanning > 0 {
            report.note(
                .changed, file: report.source, location: board.location,
                ImportText.noteSpans(count: spanning, field: set.format.extensionPrefix + "span")
            )
        }

        var members: [(String, JSONNode)] = [
            ("format", "open-board-0.1"), ("id", JSONNode(.string(board.id))), ("locale", JSONNode(.string(primary))),
            ("name", JSONNode(.string(name))), ("buttons", .array(buttons)),
            (
                "grid",
                .object([
                    ("rows", JSONNode(integerLiteral: order.count)), ("columns", JSONNode(integerLiteral: columns)),
                    ("order", .array(order.map { .array($0) })),
                ])
            ),
            ("images", .array(images)), ("sounds", .array([])),
        ]
        let languages = set.locales.dropFirst().filter { strings[$0] != nil }
        if !languages.isEmpty {
            members.append(
                (
                    "strings",
                    JSONNode(
                        .object(
                            languages.map { locale in
                                JSONMember(
                                    key: locale,
                                    value: JSONNode(.object(strings[locale]!.map { JSONMember(key: $0.0, value: JSONNode(.string($0.1))) }))
                                )
                            }))
                ))
        }
        var node = JSONNode.object(members)
        for member in board.extensions { node.setMember(member.key, to: member.value) }
        return node
    }

    /// The cell's id, or `cell-NUMBER` when it has none, made unique on its board with `-2`, `-3`, …
    /// (reported when the cell had an id an earlier cell has).
    private static func uniqueID(
        for cell: ConvertedCell, number: Int, among used: inout Set<String>, report: inout ImportReport
    ) -> String {
        let wanted = cell.id.isEmpty ? "cell-\(number)" : cell.id
        var id = wanted
        var suffix = 2
        while used.contains(id) {
            id = "\(wanted)-\(suffix)"
            suffix += 1
        }
        used.insert(id)
        if id != wanted {
            report.note(
                .changed, file: report.source, location: cell.location,
                ImportText.noteIDTaken(wanted: wanted, id: id))
        }
        return id
    }

    private static func firstFree(_ taken: [[Bool]]) -> (Int, Int)? {
        for (row, slots) in taken.enumerated() {
            if let column = slots.firstIndex(of: false) { return (row, column) }
        }
        return nil
    }
}
