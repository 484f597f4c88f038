import Foundation
import TalkGrid
import TalkGridStorage

/// Converts a Grid 3 gridset (`Grids/NAME/grid.xml` per grid, `Settings0/settings.xml` naming the
/// start grid and language, `Settings0/Styles/styles.xml`) to OBF terms.
///
/// Cells keep their `X`/`Y` slot (spans: see ``OBFSetWriter``); captions become labels,
/// `Action.InsertText` the vocalization, `Jump.To` a link, `Jump.Back`/`Jump.Home`/`Action.Speak`/
/// `Action.Clear`/`Action.DeleteWord`/`Action.Letter` OBF actions, `BackColour`/`BorderColour`
/// (own or from the named style) colours, and pictures inside the gridset picture files.
/// Symbols from Grid 3's own libraries (`[widgit]…`) are not inside a gridset: reported.
public enum Grid3Importer {
    /// Whether an archive entry is a grid: `Grids/NAME/grid.xml`.
    public static func isGridEntry(_ entry: String) -> Bool {
        // Most entries are pictures: a look at the last letter sorts them out without splitting.
        guard entry.utf8.count >= 16, entry.utf8.last.map({ $0 | 0x20 }) == UInt8(ascii: "l") else { return false }
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].lowercased() == "grids" && parts[2].lowercased() == "grid.xml" && !parts[1].isEmpty
    }

    /// Reads the gridset's XML files from an archive (the archive reader refuses unsafe names,
    /// links and bombs) and converts it.
    ///
    /// The grids are read and converted in parallel, one thread per core, each thread with its
    /// own reader of the archive; the boards and notes come out in the order one after another
    /// gives, and so do errors: a grid that cannot be read (first in archive order) before one
    /// that cannot be converted (first by name).
    public static func convert(_ archive: ObzSource, file: String, report: inout ImportReport) throws(ImportError) -> ConvertedSet {
        let entries = archive.entryPaths()
        let grids = entries.enumerated().filter { isGridEntry($0.element) }.map { (position, entry) in
            (name: String(entry.split(separator: "/")[1]), entry: entry, position: position)
        }.sorted { $0.name < $1.name }
        let settingsEntry = entry(named: ["settings0/settings.xml"], in: entries)
        let stylesEntry = entry(named: ["settings0/styles/styles.xml", "settings0/styles/style.xml"], in: entries)
        let settings = Result { () throws(ImportError) in
            try settingsEntry.map { (entry) throws(ImportError) in try parse(entry, of: archive, file: file) }
        }
        let styles = Result { () throws(ImportError) in
            try stylesEntry.map { (entry) throws(ImportError) in try parse(entry, of: archive, file: file) }
        }
        // When the settings or styles cannot be read, a grid that cannot be read is named first (in
        // archive order), as reading the grids before them gives.
        do throws(ImportError) {
            _ = try settings.get()
            _ = try styles.get()
        } catch {
            try readEveryGrid(entries.filter(isGridEntry), of: archive, file: file)
        }
        let conversion = try conversion(
            gridNames: grids.map(\.name), settings: settings.get(), styles: styles.get(), files: Grid3Gridset.Files(entries), file: file,
            report: &report)

        enum Outcome: Sendable {
            case unread(ImportError)
            case failed(ImportError)
            case converted(ConvertedBoard, notes: [ImportNote])
        }
        let source = report.source
        let lent = LentReader(archive: archive)
        let (path, limits) = (archive.path, archive.limits)
        let outcomes = ParallelMap.map(
            count: grids.count, workers: ParallelMap.workers(for: grids.count, cores: ProcessInfo.processInfo.activeProcessorCount),
            start: { worker -> Result<ObzSource, StorageError> in
                worker == 0
                    ? .success(lent.archive)
                    : Result { () throws(StorageError) in try ObzSource(path: path, limits: limits) }
            },
            work: { (reader: inout Result<ObzSource, StorageError>, index) -> Outcome in
                let archive: ObzSource
                switch reader {
                case .success(let opened): archive = opened
                case .failure(let error): return .unread(.storage(error))
                }
                let (name, entry, _) = grids[index]
                let root: XMLElementNode
                do throws(ImportError) {
                    root = try parse(entry, of: archive, file: file)
                } catch {
                    return .unread(error)
                }
                var converter = Grid3GridConverter(Grid3Gridset.Grid(name: name, entry: entry, root: root), of: conversion) {
                    (entry) throws(ImportError) in try read(entry, of: archive, file: file)
                }
                var notes = ImportReport(format: .grid3, source: source)
                do throws(ImportError) {
                    let board = try converter.board(id: conversion.boardIDByName[name]!, report: &notes)
                    return .converted(board, notes: notes.notes)
                } catch {
                    return .failed(error)
                }
            })
        let unread = outcomes.indices.compactMap { index -> (position: Int, error: ImportError)? in
            guard case .unread(let error) = outcomes[index] else { return nil }
            return (grids[index].position, error)
        }
        if let first = unread.min(by: { $0.position < $1.position }) { throw first.error }
        var boards: [ConvertedBoard] = []
        for outcome in outcomes {
            switch outcome {
            case .converted(let board, let notes):
                boards.append(board)
                report.notes += notes
            case .failed(let error), .unread(let error): throw error
            }
        }
        return try set(of: boards, gridNames: grids.map(\.name), settings: settings.get(), conversion: conversion, report: &report)
    }

    /// Converts a read gridset, one grid after another. Pure but for reading picture entries through `gridset.read`.
    public static func convert(_ gridset: Grid3Gridset, file: String, report: inout ImportReport) throws(ImportError) -> ConvertedSet {
        let conversion = try conversion(
            gridNames: gridset.grids.map(\.name), settings: gridset.settings, styles: gridset.styles, files: gridset.files, file: file,
            report: &report)
        var boards: [ConvertedBoard] = []
        for grid in gridset.grids {
            var converter = Grid3GridConverter(grid, of: conversion, read: gridset.read)
            boards.append(try converter.board(id: conversion.boardIDByName[grid.name]!, report: &report))
        }
        return set(of: boards, gridNames: gridset.grids.map(\.name), settings: gridset.settings, conversion: conversion, report: &report)
    }

    /// What every grid's conversion shares: the gridset's language (noted when it names none), a
    /// board id for every grid, the styles.
    private static func conversion(
        gridNames: [String], settings: XMLElementNode?, styles: XMLElementNode?, files: Grid3Gridset.Files, file: String,
        report: inout ImportReport
    ) throws(ImportError) -> Grid3Conversion {
        guard !gridNames.isEmpty else { throw .invalidSource(path: file, line: 0, reason: "the gridset has no Grids/…/grid.xml") }
        var locale = "en"
        if let language = settings?.child("Language")?.text.trimmingSpaces, !language.isEmpty {
            if let tag = language.languageTag { locale = tag }
        } else {
            report.note(
                .changed, file: "\(file): Settings0/settings.xml", location: ImportTextKey.whereSettings(),
                ImportTextKey.noteNoLanguage())
        }
        var identifiers = BoardIdentifiers()
        var boardIDByName: [String: String] = [:]
        for (index, name) in gridNames.enumerated() {
            boardIDByName[name] = identifiers.make(from: name, fallback: "grid-\(index + 1)")
        }
        return Grid3Conversion(file: file, locale: locale, boardIDByName: boardIDByName, styles: Grid3Styles(styles), files: files)
    }

    /// The set of the converted boards (one per grid, in `gridNames` order), opening on the start grid.
    private static func set(
        of boards: [ConvertedBoard], gridNames: [String], settings: XMLElementNode?, conversion: Grid3Conversion,
        report: inout ImportReport
    ) -> ConvertedSet {
        var rootID = boards[0].id
        if let startGrid = settings?.child("StartGrid"), case let start = startGrid.text.trimmingSpaces, !start.isEmpty {
            if let id = conversion.boardIDByName[start] {
                rootID = id
            } else {
                report.note(
                    .changed, file: "\(conversion.file): Settings0/settings.xml", line: startGrid.line,
                    location: ImportTextKey.whereSettings(),
                    ImportText.noteStartGridMissing(start: start, first: gridNames[0]))
            }
        }
        let name = gridNames.first { conversion.boardIDByName[$0] == rootID } ?? gridNames[0]
        return ConvertedSet(name: name, rootID: rootID, locales: [conversion.locale], boards: boards, format: .grid3)
    }

    /// The caller's reader of the archive, lent to the first worker only while the caller waits for
    /// the workers: never used concurrently by two threads, which is all a libzip handle (not thread-safe) asks.
    private struct LentReader: @unchecked Sendable {
        let archive: ObzSource
    }

    /// The first entry with one of `names` (lower case), whatever the case of its letters.
    private static func entry(named names: [String], in entries: [String]) -> String? {
        let lengths = Set(names.map(\.utf8.count))
        return entries.first { lengths.contains($0.utf8.count) && names.contains($0.lowercased()) }
    }

    /// Reads every grid in turn, for the error of the first that cannot be read.
    private static func readEveryGrid(_ entries: [String], of archive: ObzSource, file: String) throws(ImportError) {
        for entry in entries { _ = try parse(entry, of: archive, file: file) }
    }

    /// The bytes of an archive entry.
    private static func read(_ entry: String, of archive: ObzSource, file: String) throws(ImportError) -> [UInt8] {
        do {
            return try archive.contents(of: entry)
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw .invalidSource(path: "\(file): \(entry)", line: 0, reason: "\(error)")
        }
    }

    /// The parsed XML of an archive entry.
    private static func parse(_ entry: String, of archive: ObzSource, file: String) throws(ImportError) -> XMLElementNode {
        do {
            return try XMLReader.parse(read(entry, of: archive, file: file), file: "\(file): \(entry)")
        } catch let error as XMLReadError {
            throw .xml(error)
        } catch let error as ImportError {
            throw error
        } catch {
            throw .invalidSource(path: file, line: 0, reason: "\(error)")
        }
    }
}
