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
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].lowercased() == "grids" && parts[2].lowercased() == "grid.xml" && !parts[1].isEmpty
    }

    /// Reads the gridset's XML files from an archive (the archive reader refuses unsafe names,
    /// links and bombs) and converts it.
    public static func convert(_ archive: ObzSource, file: String, report: inout ImportReport) throws(ImportError) -> ConvertedSet {
        let entries = archive.entryPaths()
        func read(_ entry: String) throws(ImportError) -> [UInt8] {
            do {
                return try archive.contents(of: entry)
            } catch let error as StorageError {
                throw .storage(error)
            } catch {
                throw .invalidSource(path: "\(file): \(entry)", line: 0, reason: "\(error)")
            }
        }
        func parse(_ entry: String) throws(ImportError) -> XMLElementNode {
            do {
                return try XMLReader.parse(read(entry), file: "\(file): \(entry)")
            } catch let error as XMLReadError {
                throw .xml(error)
            } catch let error as ImportError {
                throw error
            } catch {
                throw .invalidSource(path: file, line: 0, reason: "\(error)")
            }
        }
        var grids: [Grid3Gridset.Grid] = []
        for entry in entries where isGridEntry(entry) {
            let name = String(entry.split(separator: "/")[1])
            grids.append(Grid3Gridset.Grid(name: name, entry: entry, root: try parse(entry)))
        }
        grids.sort { $0.name < $1.name }
        let settings = try entries.first { $0.lowercased() == "settings0/settings.xml" }.map { (entry) throws(ImportError) in
            try parse(entry)
        }
        let styles = try entries.first { ["settings0/styles/styles.xml", "settings0/styles/style.xml"].contains($0.lowercased()) }.map {
            (entry) throws(ImportError) in try parse(entry)
        }
        let gridset = Grid3Gridset(grids: grids, settings: settings, styles: styles, entries: Set(entries), read: read)
        return try convert(gridset, file: file, report: &report)
    }

    /// Converts a read gridset. Pure but for reading picture entries through `gridset.read`.
    public static func convert(_ gridset: Grid3Gridset, file: String, report: inout ImportReport) throws(ImportError) -> ConvertedSet {
        guard !gridset.grids.isEmpty else { throw .invalidSource(path: file, line: 0, reason: "the gridset has no Grids/…/grid.xml") }
        var locale = "en"
        if let language = gridset.settings?.child("Language")?.text.trimmingSpaces, !language.isEmpty {
            if let tag = language.languageTag { locale = tag }
        } else {
            report.note(
                .changed, file: "\(file): Settings0/settings.xml", location: ImportTextKey.whereSettings(),
                ImportTextKey.noteNoLanguage())
        }
        var identifiers = BoardIdentifiers()
        var boardIDByName: [String: String] = [:]
        for (index, grid) in gridset.grids.enumerated() {
            boardIDByName[grid.name] = identifiers.make(from: grid.name, fallback: "grid-\(index + 1)")
        }
        let styles = Grid3Styles(gridset.styles)
        var boards: [ConvertedBoard] = []
        for grid in gridset.grids {
            var converter = Grid3GridConverter(
                file: "\(file): \(grid.entry)", grid: grid, locale: locale, boardIDByName: boardIDByName, styles: styles, gridset: gridset)
            boards.append(try converter.board(id: boardIDByName[grid.name]!, report: &report))
        }
        var rootID = boards[0].id
        if let start = gridset.settings?.child("StartGrid")?.text.trimmingSpaces, !start.isEmpty {
            if let id = boardIDByName[start] {
                rootID = id
            } else {
                report.note(
                    .changed, file: "\(file): Settings0/settings.xml", line: gridset.settings!.child("StartGrid")!.line,
                    location: ImportTextKey.whereSettings(),
                    ImportTextKey.noteStartGridMissing(["start": .text(start), "first": .text(gridset.grids[0].name)]))
            }
        }
        let name = gridset.grids.first { boardIDByName[$0.name] == rootID }?.name ?? gridset.grids[0].name
        return ConvertedSet(name: name, rootID: rootID, locales: [locale], boards: boards, format: .grid3)
    }
}
