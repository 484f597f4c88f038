/// A file path as typed, taken apart in plain Swift.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on a last component of one character
/// (`s`, `x/`), a folder name a caregiver may well type; these never trap.
public enum PathText {
    /// The path without its last component, as `NSString` gives it: `a/b` → `a`, `/x` → `/`,
    /// `a/b/` → `a`, and `""` for a plain name.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The folder holding `path`: its parent, or `.` for a plain name.
    public static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The last component of `path`, trailing slashes left off: `a/b/` → `b`, `/` → `/`.
    public static func name(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed.count > 1, let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
