import Foundation
import Testing

@testable import TalkGridStorage

@Suite("FileSystem.entries: a folder's listing")
struct FolderEntriesTests {
    @Test("a real folder's entries come sorted by their names' bytes (as ls in the C locale), each with its kind")
    func sortedByBytesWithKinds() throws {
        let folder = try TemporaryFolder()
        let files = ["b", "a", "ab", "a-c", "a.d", "a0", "B", "é", "\u{FFFC}", "z", "aaaaaaaaaaaaaaaaaaab", "aaaaaaaaaaaaaaaaaaa"]
        for name in files { try folder.write("x", to: "set/\(name)") }
        try FileManager.default.createDirectory(atPath: folder("set/images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder("set/link"), withDestinationPath: "a")
        let entries = try FileSystem.entries(in: FileSystem.openFolder(folder("set")), path: folder("set"))
        #expect(
            entries.map(\.name) == [
                "B", "a", "a-c", "a.d", "a0", "aaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaab", "ab", "b", "images", "link", "z", "é",
                "\u{FFFC}",
            ])
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
        #expect(kinds["images"] == .folder && kinds["link"] == .symbolicLink && kinds["a"] == .regularFile)
    }
}
