/// Builds JSON paths for diagnostics: `$`, `$.buttons[3].load_board.path`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public private(set) var description: String

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
        return JSONPath(description: plain ? "\(description).\(key)" : "\(description)[\"\(key)\"]")
    }

    /// The path of an element of this array.
    public func index(_ index: Int) -> JSONPath { JSONPath(description: "\(description)[\(index)]") }
}
