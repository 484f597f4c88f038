import Foundation

/// Paths the tests read: the repository, the shipped boards, and the shared OBF fixtures.
public enum Fixtures {
    /// The repository's root folder, found from this file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The reference OBF library's sample files (`../shared/fixtures/obf-gem`), read in place.
    public static let obfGem: URL = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/obf-gem")

    /// The path of one fixture file of the reference library.
    public static func obfGem(_ name: String) -> String { obfGem.appendingPathComponent(name).path }

    /// The bytes of one fixture file of the reference library.
    public static func obfGemBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: obfGem.appendingPathComponent(name)))
    }

    /// The board-set fixtures (zips) of the reference library.
    public static let obfGemSets = [
        "links.obz", "path_images.obz", "lots_of_stuff.obz", "manifest_paths.zip", "pageset.obz", "deep_simple.zip",
    ]

    /// The drawn and hostile test pictures (`Tests/TalkGridPicturesTests/Fixtures`, written by its `make-fixtures.py`).
    public static func picture(_ name: String) -> [UInt8] {
        let url = repositoryRoot.appendingPathComponent("Tests/TalkGridPicturesTests/Fixtures").appendingPathComponent(name)
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// A fresh temporary folder for one test, removed by the caller with `removeTemporaryFolder`.
    public static func temporaryFolder(_ label: String = "test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of a shipped set (`Boards/NAME`) in a new temporary folder; the caller removes `folder`.
    public static func copyOfShippedSet(_ name: String, label: String) throws -> (folder: URL, set: String) {
        let folder = try temporaryFolder(label)
        let set = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Boards/" + name), to: set)
        return (folder, set.path)
    }

    /// Removes a folder made by ``temporaryFolder(_:)``.
    public static func removeTemporaryFolder(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
