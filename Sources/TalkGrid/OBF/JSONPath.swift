/// Builds JSON paths for diagnostics: `$`, `$.buttons[3].load_board.path`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public private(set) var description: String

    /// The document's root, `$`.
    public static let root = JSONPath(description: "$")

    /// The path of a member of this object.
    public func member(_ key: String) -> JSONPath {
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && key.first?.isNumber == false
        return JSONPath(description: plain ? "\(description).\(key)" : "\(description)[\"\(key)\"]")
    }

    /// The path of an element of this array.
    public func index(_ index: Int) -> JSONPath { JSONPath(description: "\(description)[\(index)]") }
}
