import Foundation
import TalkGrid
import TalkGridStorage

/// What `talkgrid import` found at a path, opened and ready.
public enum ImportInput {
    /// An OBF archive: unpacked as it is (`ArchiveExtractor`).
    case obfArchive(ObzSource)
    /// A file of another app, converted to an OBF set.
    case converted(ImportedSet)
}

/// The edge of the importers: reads the file the user named (bounded, safely), recognises its
/// format by content, and hands the parsed source to the pure converter of that format.
public enum Importer {
    /// Opens `path`, recognises its format and converts it.
    /// - Parameter stringsFiles: Cboard strings files (`{"key": "text"}`, named after their language) for `labelKey`s.
    public static func open(_ path: String, stringsFiles: [String] = [], limits: ArchiveLimits = .standard) throws(ImportError)
        -> ImportInput
    {
        let name = (path as NSString).lastPathComponent.lowercased()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .storage(.notFound(path: path))
        }
        if isFolder.boolValue { throw folderError(path, name: name) }
        let prefix = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 16) }.map { [UInt8]($0) } ?? []
        if prefix.starts(with: Array("SQLite format 3".utf8)) {
            throw .notImportableYet(path: path, format: .snap)
        }
        let input: BoardInput
        do {
            input = try BoardInput(opening: path, limits: limits)
        } catch {
            throw .storage(error)
        }
        switch input {
        case .boardSetFolder:
            throw .boardSetFolder(path: path)
        case .shippedSet:
            throw .unrecognised(path: path, what: "a board set built into TalkGrid (talkgrid export makes an .obz of it)")
        case .boardSetArchive(let archive):
            let entries = archive.entryPaths()
            if entries.contains("manifest.json") { return .obfArchive(archive) }
            if entries.contains(where: Grid3Importer.isGridEntry) {
                var report = ImportReport(format: .grid3, source: path)
                report.noteRepeated(archive.repeatedEntries)
                let set = try Grid3Importer.convert(archive, file: path, report: &report)
                return .converted(try checked(set, report: &report))
            }
            if name.hasSuffix(".ce") || entries.contains(where: { $0.lowercased().hasSuffix(".c4v") }) {
                throw .notImportableYet(path: path, format: .touchChat)
            }
            if name.hasSuffix(".sps") || name.hasSuffix(".spb") { throw .notImportableYet(path: path, format: .snap) }
            throw .unrecognised(path: path, what: "a zip archive with neither manifest.json (OBF) nor Grids/…/grid.xml (Grid 3)")
        case .boardFile(_, let bytes):
            if name.hasSuffix(".ce") { throw .notImportableYet(path: path, format: .touchChat) }
            if name.hasSuffix(".sps") || name.hasSuffix(".spb") { throw .notImportableYet(path: path, format: .snap) }
            let root: JSONNode
            do {
                root = try JSONParser.parse(bytes, file: path)
            } catch {
                if name.hasSuffix(".grd") || name.hasSuffix(".grd.json") || name.hasSuffix(".json") { throw .json(error) }
                if name.hasSuffix(".obz") || name.hasSuffix(".gridset") {
                    do {
                        _ = try ObzSource(path: path, limits: limits)
                    } catch {
                        throw .storage(error)  // says why it is no zip archive
                    }
                }
                throw .unrecognised(path: path, what: "neither a zip archive nor JSON")
            }
            switch JSONSourceKind(root) {
            case .asterics:
                var report = ImportReport(format: .astericsGrid, source: path)
                let set = try AstericsImporter.convert(root, file: path, report: &report)
                return .converted(try checked(set, report: &report))
            case .cboard:
                var report = ImportReport(format: .cboard, source: path)
                let strings = try stringsFiles.map { (file) throws(ImportError) in try readStrings(file, limits: limits) }
                let set = try CboardImporter.convert(root, file: path, strings: strings, report: &report)
                return .converted(try checked(set, report: &report))
            case .obfBoard:
                let board = (try? BoardSetLoader.loadBoard(bytes: bytes, file: path))?.rootID ?? "ID"
                throw .singleBoard(path: path, boardID: board)
            case .unknown(let what):
                throw .unrecognised(path: path, what: what)
            }
        }
    }

    /// Writes a converted set's files and checks them as `talkgrid validate` would (without decoding
    /// pictures): an importer writes no set with an error, so one found here is refused, with every
    /// error, before anything is written.
    static func checked(_ set: consuming ConvertedSet, report: inout ImportReport) throws(ImportError) -> ImportedSet {
        let source = report.source
        let files = OBFSetWriter.files(for: set, report: &report)
        let loaded: BoardSet
        do {
            loaded = try BoardSetLoader.loadSet(
                from: InMemoryBoardSetSource(
                    displayName: source, files: Dictionary(files.map { ($0.path, $0.bytes) }) { first, _ in first }))
        } catch {
            throw .convertedWithErrors(path: source, errors: [error.diagnostic(path: source)])
        }
        let findings = Validator().validate(loaded)
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .convertedWithErrors(path: source, errors: errors) }
        return ImportedSet(files: files, report: report, findings: findings)
    }

    /// Why a folder is not imported: an OBF set already, an Apple Panels folder, or something else.
    private static func folderError(_ path: String, name: String) -> ImportError {
        let manager = FileManager.default
        if manager.fileExists(atPath: path + "/manifest.json") { return .boardSetFolder(path: path) }
        if name.hasSuffix(".ascconfig") || manager.fileExists(atPath: path + "/Contents/Resources/PanelDefinitions.plist") {
            return .notImportableYet(path: path, format: .applePanels)
        }
        return .unrecognised(path: path, what: "a folder without manifest.json")
    }

    /// Reads one Cboard strings file: its language from its name (`es-ES.json` → `es-ES`).
    private static func readStrings(_ path: String, limits: ArchiveLimits) throws(ImportError) -> CboardStrings {
        let bytes: [UInt8]
        do {
            guard case .boardFile(_, let read) = try BoardInput(opening: path, limits: limits) else {
                throw ImportError.invalidSource(path: path, line: 0, reason: "a strings file is a JSON file, not an archive or folder")
            }
            bytes = read
        } catch let error as ImportError {
            throw error
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw .invalidSource(path: path, line: 0, reason: "\(error)")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: path)
        } catch {
            throw .json(error)
        }
        var base = (path as NSString).lastPathComponent
        if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }
        guard let locale = base.languageTag else {
            throw .invalidSource(
                path: path, line: 0,
                reason: "a strings file is named after its language (en-US.json, es.json); \"\(base)\" is no language tag")
        }
        return try CboardStrings(root, locale: locale, file: path)
    }
}

/// What a JSON file is, by the shape of its root.
enum JSONSourceKind: Equatable {
    case asterics, cboard, obfBoard
    case unknown(String)

    init(_ root: JSONNode) {
        let first = root.elements?.first { $0.members != nil } ?? root
        if root["grids"]?.elements != nil || first["gridElements"] != nil {
            self = .asterics
        } else if first["tiles"] != nil || root["boards"]?.elements?.first?["tiles"] != nil
            || root["advanced"]?.elements?.first?["tiles"] != nil
        {
            self = .cboard
        } else if root.elements == nil, root["buttons"] != nil || root["format"]?.string?.hasPrefix("open-board") == true {
            self = .obfBoard
        } else {
            self = .unknown(
                "JSON, but neither an AsTeRICS Grid file (\"grids\", \"gridElements\"), a Cboard export (\"tiles\") nor an OBF board")
        }
    }
}
