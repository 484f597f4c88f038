/// The shared OBF fixtures from the `obf` gem, read in place (never copied into the repository).
enum Fixtures {
    /// `../shared/fixtures/obf-gem` next to the repository root.
    static let folder: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // …/Tests/TalkGridStorageTests/Support/Fixtures.swift -> repository root
        components.removeLast(4)
        return components.joined(separator: "/") + "/../shared/fixtures/obf-gem"
    }()

    /// The path of fixture `name`.
    static func path(_ name: String) -> String { folder + "/" + name }
}
