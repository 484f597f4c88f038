import Testing

@testable import TalkGridStorage

@Suite("FileSystem.FolderEntries")
struct FolderEntriesTests {
    /// Names as a folder's listing might give them, as bytes.
    static let nameSets: [[[UInt8]]] = [
        // Pictures sharing a long beginning, some shorter than it plus eight bytes, some one another's beginning.
        (0..<600).map { Array("image_1_\(($0 * 7919) % 1000)\($0 % 3 == 0 ? ".png" : "")".utf8) }
            + ["image_1_", "image_1", "image_1_1", "image_1_10000000", "image_1_100000000", "image_2_1.png"].map { Array($0.utf8) },
        ["b", "a", "ab", "a-c", "a.d", "a0", "B", "é", "\u{FFFC}", "z", "aaaaaaaaaaaaaaaaaaab", "aaaaaaaaaaaaaaaaaaa"].map {
            Array($0.utf8)
        },
        // Not UTF-8: these three are all repaired to U+FFFD, and keep their order among themselves.
        [[0xFF], [0xEF, 0xBF, 0xBC], [0xFE], [0x61, 0xC3, 0x28], [0xEE], [0xEF, 0xBF, 0xBD, 0x61]],
        [Array("only".utf8)],
        [],
    ]

    @Test("sorted as the names' strings sort by their bytes, equal names in the order they came", arguments: nameSets)
    func sortsAsTheNamesStringsSortByBytes(names: [[UInt8]]) {
        func kind(_ index: Int) -> FileSystem.Kind? { [.regularFile, nil, .folder][index % 3] }
        var entries = FileSystem.FolderEntries()
        for (index, name) in names.enumerated() { name.withUnsafeBytes { entries.append(name: $0, kind: kind(index)) } }
        entries.sortByName()
        let expected = names.enumerated().map { (name: String(decoding: $1, as: UTF8.self), kind: kind($0)) }
            .sorted { FileSystem.precedesByBytes($0.name, $1.name) }
        #expect(entries.map(\.name) == expected.map(\.name))
        #expect(entries.map(\.kind) == expected.map(\.kind))
    }
}
