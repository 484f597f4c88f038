/// Builds JSON paths for diagnostics: `$`, `$.buttons[3].load_board.path`.
///
/// Checks make a path for every element they visit and need its text only for a finding, so a
/// last array index is kept as a number and written into the text only when asked for.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The text up to the last step, or the whole text when ``lastIndex`` is nil.
    private var base: String
    /// A last `[index]` not yet written into the text.
    private var lastIndex: Int?

    private init(description: String) {
        base = description
        lastIndex = nil
    }

    public var description: String {
        guard let lastIndex else { return base }
        return "\(base)[\(lastIndex)]"
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// The document's root, `$`.
    public static let root = JSONPath(description: "$")

    /// The path of a member of this object.
    public func member(_ key: String) -> JSONPath {
        let bytes = key.utf8
        let plain =
            bytes.first.map { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true
            && bytes.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
            }
        return JSONPath(description: plain ? "\(description).\(key)" : "\(description)[\(Self.quoted(key))]")
    }

    /// A key in double quotes, with `"`, `\` and control characters escaped as JSON escapes them.
    static func quoted(_ key: String) -> String {
        var text = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// The path of an element of this array.
    public func index(_ index: Int) -> JSONPath {
        var path = JSONPath(description: description)
        path.lastIndex = index
        return path
    }
}
