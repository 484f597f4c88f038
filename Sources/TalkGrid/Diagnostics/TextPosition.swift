/// A place in a text file: 1-based line and column (counted in characters), and the byte offset.
public struct TextPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// No position: the value was made in code, not read from a file.
    public static let none = TextPosition(line: 0, column: 0, offset: 0)

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }
}
