import Foundation

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size assumed when nothing says otherwise.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size of the terminal behind a descriptor; when it is no terminal (or reports
    /// 0 x 0), `COLUMNS` and `LINES` from the environment; else 80 x 24.
    public static func current(
        of fileDescriptor: Int32 = 1,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalSize {
        if let (columns, rows) = Syscalls.windowSize(of: fileDescriptor) {
            return TerminalSize(columns: columns, rows: rows)
        }
        return fromEnvironment(environment)
    }

    /// One character cell of the terminal behind a descriptor in pixels (what pixel pictures are
    /// drawn at); nil when it is no terminal or does not say.
    public static func cellPixels(of fileDescriptor: Int32 = 1) -> (width: Int, height: Int)? {
        Syscalls.cellPixelSize(of: fileDescriptor).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// The size `COLUMNS` and `LINES` give, each falling back to 80 x 24 on its own.
    public static func fromEnvironment(_ environment: [String: String]) -> TerminalSize {
        func positive(_ name: String) -> Int? {
            guard let text = environment[name], let value = Int(text.trimmingCharacters(in: .whitespaces)),
                value > 0, value <= 10_000
            else { return nil }
            return value
        }
        return TerminalSize(columns: positive("COLUMNS") ?? fallback.columns, rows: positive("LINES") ?? fallback.rows)
    }

    public var description: String { "\(columns)x\(rows)" }
}
