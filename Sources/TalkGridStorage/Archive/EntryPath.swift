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
    var joined: String { components.joined(separator: "/") }
    /// How many folders the entry is nested in.
    var depth: Int { max(components.count - 1, 0) }

    /// Checks `raw`; returns the normalized path or what makes it unsafe.
    static func check(_ raw: String) -> Result<EntryPath, StorageError.UnsafeEntryName> {
        if raw.utf8.contains(0) { return .failure(.nulCharacter) }
        let slashed = raw.replacingBackslashes()
        if slashed.hasPrefix("/") { return .failure(.absolute) }
        let utf8 = Array(slashed.utf8)
        if utf8.count >= 2, utf8[1] == UInt8(ascii: ":"), (utf8[0] | 0x20) >= UInt8(ascii: "a"),
            (utf8[0] | 0x20) <= UInt8(ascii: "z")
        {
            return .failure(.driveLetter)
        }
        var components: [String] = []
        for part in slashed.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { return .failure(.parentFolder) }
            components.append(String(part))
        }
        let isDirectory = slashed.hasSuffix("/")
        if components.isEmpty && !isDirectory { return .failure(.empty) }
        return .success(EntryPath(components: components, isDirectory: isDirectory))
    }

    /// Whether the entry is operating-system clutter that no board set means to hold
    /// (`__MACOSX/` resource forks, `.DS_Store`).
    var isClutter: Bool {
        components.first == "__MACOSX" || components.last == ".DS_Store"
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "\\") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
    }
}
