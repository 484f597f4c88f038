import Foundation
import TalkGrid
import TalkGridImport
import TalkGridStorage
import TalkGridTestSupport

/// The importers' test fixtures (small sample files written for TalkGrid) and helpers around them.
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The Grid 3 sample folder as gridset entries (path, bytes), sorted.
    static func gridsetEntries() throws -> [(String, [UInt8])] {
        let root = folder.appendingPathComponent("grid3")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])!
        var entries: [(String, [UInt8])] = []
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            entries.append((relative, [UInt8](try Data(contentsOf: url))))
        }
        return entries.sorted { $0.0 < $1.0 }
    }

    /// Writes the Grid 3 sample as a `.gridset` zip into `folder`, with entries replaced or added.
    static func gridset(in folder: URL, name: String = "sample.gridset", changing changes: [String: ZipFixture.Content] = [:]) throws
        -> String
    {
        var zip = ZipFixture()
        for (path, bytes) in try gridsetEntries() where changes[path] == nil { zip.add(path, .bytes(bytes)) }
        for path in changes.keys.sorted() { zip.add(path, changes[path]!) }
        let path = folder.appendingPathComponent(name).path
        try zip.write(to: path)
        return path
    }

    /// Imports a file that must convert (not an `.obz`).
    static func convert(_ path: String, strings: [String] = []) throws -> ImportedSet {
        guard case .converted(let set) = try Importer.open(path, stringsFiles: strings) else {
            throw ImportFailure(description: "\(path) was not converted")
        }
        return set
    }

    /// The converted set as TalkGrid loads it, and the validator's findings.
    static func load(_ imported: ImportedSet) throws -> (set: BoardSet, findings: [Diagnostic]) {
        let set = try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: "imported", files: imported.filesByPath))
        return (set, Validator().validate(set))
    }

    /// One converted board's JSON.
    static func board(_ id: String, of imported: ImportedSet) throws -> JSONNode {
        guard let bytes = imported.filesByPath["boards/\(id).obf"] else {
            throw ImportFailure(description: "no board \(id) among \(imported.files.map(\.path))")
        }
        return try JSONParser.parse(bytes, file: id)
    }

    /// The button with this id on a board.
    static func button(_ id: String, on board: JSONNode) -> JSONNode? {
        board["buttons"]?.elements?.first { $0["id"]?.string == id }
    }

    /// The (row, column) a button id is placed at in a board's grid.
    static func slot(of id: String, on board: JSONNode) -> [Int]? {
        for (row, line) in (board["grid"]?["order"]?.elements ?? []).enumerated() {
            if let column = line.elements?.firstIndex(where: { $0.string == id }) { return [row, column] }
        }
        return nil
    }
}

/// A fixture that did not turn out as the test needs.
struct ImportFailure: Error, CustomStringConvertible {
    var description: String
}
