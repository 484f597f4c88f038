/// A board set as it will be once edited documents are saved: the edited files over the set's own.
///
/// Used to load and validate an edit before writing it.
public struct EditedBoardSetSource: BoardSetSource {
    /// The set's own files; nil when every file is among `files`.
    public var base: (any BoardSetSource)?
    public var displayName: String
    /// Files that replace or add to the base's, by entry.
    public var files: [String: [UInt8]]
    /// Entries of the base that the edit removes.
    public var removed: Set<String>

    public init(base: (any BoardSetSource)?, displayName: String, files: [String: [UInt8]], removed: Set<String> = []) {
        self.base = base
        self.displayName = displayName
        self.files = files
        self.removed = removed
    }

    /// The entries in no particular order: the loader reads them as a set (sorting thousands of
    /// picture paths was a tenth of checking a label's edit on a large set).
    public func entryPaths() throws -> [String] {
        var entries = Set(try base?.entryPaths() ?? [])
        entries.formUnion(files.keys)
        entries.subtract(removed)
        return Array(entries)
    }

    public func contents(of entry: String) throws -> [UInt8] {
        if let bytes = files[entry] { return bytes }
        guard !removed.contains(entry), let base else { throw BoardSetSourceError.missingEntry(entry) }
        return try base.contents(of: entry)
    }
}
