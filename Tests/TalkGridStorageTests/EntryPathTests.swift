import Testing

@testable import TalkGridStorage

@Suite("EntryPath")
struct EntryPathTests {
    @Test(arguments: [
        ("../evil.obf", StorageError.UnsafeEntryName.parentFolder),
        ("boards/../../evil.obf", .parentFolder),
        ("..\\evil.obf", .parentFolder),
        ("boards\\..\\..\\evil.obf", .parentFolder),
        ("/etc/x", .absolute),
        ("\\x", .absolute),
        ("\\\\server\\share\\x", .absolute),
        ("C:\\x.obf", .driveLetter),
        ("c:x.obf", .driveLetter),
        ("boards/a\u{0}.obf", .nulCharacter),
        ("", .empty),
        ("./.", .empty),
    ])
    func refusesUnsafeNames(name: String, problem: StorageError.UnsafeEntryName) {
        #expect(EntryPath.check(name) == .failure(problem))
    }

    @Test func aFolderEntryNamingTheRootIsHarmless() throws {
        let root = try EntryPath.check("./").get()
        #expect(root.isDirectory && root.components.isEmpty)
    }

    @Test(arguments: [
        ("boards/simple.obf", "boards/simple.obf"),
        ("./boards//simple.obf", "boards/simple.obf"),
        ("boards\\simple.obf", "boards/simple.obf"),
        ("special::unfinished.obf", "special::unfinished.obf"),
        ("a..b/c.obf", "a..b/c.obf"),
    ])
    func normalizesSafeNames(name: String, expected: String) throws {
        #expect(try EntryPath.check(name).get().joined == expected)
    }

    @Test func recognizesClutter() throws {
        #expect(try EntryPath.check("__MACOSX/boards/._a.obf").get().isClutter)
        #expect(try EntryPath.check("boards/.DS_Store").get().isClutter)
        #expect(try !EntryPath.check("boards/a.obf").get().isClutter)
    }
}
