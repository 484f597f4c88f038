/// Where a board set's files come from: a folder, an `.obz` archive, or files held in memory.
///
/// The loader asks only for what it needs: the list of entries, then the manifest and the boards.
/// Images and sounds are checked for presence, never read while loading.
public protocol BoardSetSource {
    /// The name the user knows the source by (a path), used in diagnostics.
    var displayName: String { get }
    /// Every regular file entry, as a relative path with `/` separators (no directories).
    func entryPaths() throws -> [String]
    /// The bytes of one entry.
    func contents(of entry: String) throws -> [UInt8]
}

/// A board set held in memory (the shipped boards, tests).
public struct InMemoryBoardSetSource: BoardSetSource, Sendable {
    public var displayName: String
    public var files: [String: [UInt8]]

    public init(displayName: String, files: [String: [UInt8]]) {
        self.displayName = displayName
        self.files = files
    }

    public func entryPaths() throws -> [String] { files.keys.sorted() }

    public func contents(of entry: String) throws -> [UInt8] {
        guard let bytes = files[entry] else { throw BoardSetSourceError.missingEntry(entry) }
        return bytes
    }
}

/// Why a source could not give an entry.
public enum BoardSetSourceError: Error, Equatable, CustomStringConvertible {
    /// The set has no entry with that path.
    case missingEntry(String)

    public var description: String {
        switch self {
        case .missingEntry(let entry): "the set has no file \(entry)"
        }
    }
}
