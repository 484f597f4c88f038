/// The checked, normalized form of a relative path inside a board set (an archive entry name
/// or a file asked of a folder).
///
/// Backslashes count as separators (old Windows zip tools write them), empty and `.`
/// components are dropped; a path that starts at a root or a drive, climbs with `..`, or holds
/// a NUL is unsafe and never normalized.
struct EntryPath: Equatable, Sendable {
    /// The components, none empty, `.` or `..`.
    var components: [String]
    /// Whether the raw name ended with a separator (a folder entry in a zip).
    var isDirectory: Bool
    /// The path joined with `/`.
    var joined: String

    init(components: [String], isDirectory: Bool) {
        self.components = components
        self.isDirectory = isDirectory
        joined = components.joined(separator: "/")
    }

    /// How many folders the entry is nested in.
    var depth: Int { max(components.count - 1, 0) }

    /// Checks `raw`; returns the normalized path or what makes it unsafe.
    ///
    /// One pass over the UTF-8 bytes: opening an archive checks thousands of names.
    static func check(_ raw: String) -> Result<EntryPath, StorageError.UnsafeEntryName> {
        var name = raw
        return name.withUTF8 { bytes in
            var components: [String] = []
            let shape = scan(bytes) { components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)) }
            return shape.map { shape in
                var path = EntryPath(components: [], isDirectory: shape.isDirectory)
                path.components = components
                path.joined = shape.isUnchanged && !shape.isDirectory ? raw : components.joined(separator: "/")
                return path
            }
        }
    }

    /// What ``scan(_:component:)`` found besides the components.
    struct Shape {
        /// Whether the raw name ended with a separator.
        var isDirectory: Bool
        /// Whether the components joined with `/` give the raw name back.
        var isUnchanged: Bool
    }

    /// Checks the UTF-8 bytes of a raw name as ``check(_:)`` does, without making a string: hands
    /// each component kept (none empty, `.` or `..`) to `component` as its range in `bytes`, in order
    /// (on a failure, those before it were handed already).
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, component: (Range<Int>) -> Void
    ) -> Result<Shape, StorageError.UnsafeEntryName> {
        let slash = UInt8(ascii: "/")
        let backslash = UInt8(ascii: "\\")
        let dot = UInt8(ascii: ".")
        if bytes.contains(0) { return .failure(.nulCharacter) }
        if let first = bytes.first, first == slash || first == backslash { return .failure(.absolute) }
        if bytes.count >= 2, bytes[1] == UInt8(ascii: ":"), (bytes[0] | 0x20) >= UInt8(ascii: "a"),
            (bytes[0] | 0x20) <= UInt8(ascii: "z")
        {
            return .failure(.driveLetter)
        }
        var kept = 0
        var unchanged = true
        var start = 0
        for end in 0...bytes.count {
            guard end == bytes.count || bytes[end] == slash || bytes[end] == backslash else { continue }
            if end < bytes.count && bytes[end] == backslash { unchanged = false }
            let part = start..<end
            start = end + 1
            if part.isEmpty || (part.count == 1 && bytes[part.lowerBound] == dot) {
                if end < bytes.count || part.count == 1 { unchanged = false }
                continue
            }
            if part.count == 2 && bytes[part.lowerBound] == dot && bytes[part.lowerBound + 1] == dot {
                return .failure(.parentFolder)
            }
            component(part)
            kept += 1
        }
        let isDirectory = bytes.last == slash || bytes.last == backslash
        if kept == 0 && !isDirectory { return .failure(.empty) }
        return .success(Shape(isDirectory: isDirectory, isUnchanged: unchanged))
    }

    /// Whether the entry is operating-system clutter that no board set means to hold
    /// (`__MACOSX/` resource forks, `.DS_Store`), TalkGrid's own `.talkgrid/` folder (history,
    /// at any depth: an older TalkGrid started one in a set's `boards/` when given a board file
    /// there) or a leftover `.NAME.tmp-XXXXXX` of an interrupted save: never part of a set.
    var isClutter: Bool {
        components.indices.contains { Self.isClutter(components[$0], first: $0 == 0, last: $0 == components.count - 1) }
    }

    /// Whether one component makes its entry clutter (see ``isClutter``), knowing whether it is the first and the last.
    static func isClutter(_ component: String, first: Bool, last: Bool) -> Bool {
        (first && component == "__MACOSX") || component == SetHistory.folderName || (last && component == ".DS_Store")
            || TemporaryFile.isTalkGridTemporary(component)
    }
}
