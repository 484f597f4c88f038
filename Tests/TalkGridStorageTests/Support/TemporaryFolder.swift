import Foundation

/// A fresh folder under the system's temporary folder, removed when dropped.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "talkgrid-storage-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    func callAsFunction(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = self(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Every path under `name` (or the whole folder), relative, sorted; links are listed, not followed.
    func contents(of name: String? = nil) -> [String] {
        let root = name.map { self($0) } ?? path
        guard let names = FileManager.default.subpaths(atPath: root) else { return [] }
        return names.sorted()
    }
}

/// The bytes of the file at `path`.
func bytes(at path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The text of the file at `path`.
func text(at path: String) throws -> String {
    String(decoding: try bytes(at: path), as: UTF8.self)
}
