import Glibc

/// A pseudo-terminal pair for tests: the program side (`terminal`, a real tty) and the
/// side a terminal emulator would hold (`controller`).
final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32

    init(columns: Int = 80, rows: Int = 24) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { throw PseudoTerminalError.openFailed(errno) }
        self.controller = controller
        self.terminal = terminal
    }

    deinit {
        close(controller)
        close(terminal)
    }

    /// Everything the program side has written so far (waits briefly for it to arrive).
    func readOutput() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 200) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }

    /// Types bytes as if from the keyboard.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }
}

enum PseudoTerminalError: Error {
    case openFailed(Int32)
}

/// A pipe for feeding bytes to an input reader.
final class TestPipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        closeWriteEnd()
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    private var isWriteEndOpen = true

    func closeWriteEnd() {
        if isWriteEndOpen {
            close(writeEnd)
            isWriteEndOpen = false
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes as text with ESC shown as `␛`, for readable expectations.
    var visible: String {
        String(decoding: self, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
