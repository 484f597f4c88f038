import Foundation

/// The pictures in `Tests/TalkGridPicturesTests/Fixtures` (written by its `make-fixtures.py`).
enum PictureFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of a fixture file.
    static func bytes(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            fatalError("missing picture fixture \(name)")
        }
        return Array(data)
    }
}
