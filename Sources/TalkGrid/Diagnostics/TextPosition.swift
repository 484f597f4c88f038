/// A place in a text file: 1-based line and column (counted in characters), and the byte offset.
///
/// Kept in 32-bit numbers (JSON files are read up to 32 MiB): every value and key of a parsed
/// board carries one, so its size is a good part of a loaded set's memory.
public struct TextPosition: Hashable, Sendable, Comparable {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    /// No position: the value was made in code, not read from a file.
    public static let none = TextPosition(line: 0, column: 0, offset: 0)

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }
}
