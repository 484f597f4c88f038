#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error, unbuffered and whole.
enum Output {
    /// Writes text to standard output.
    static func out(_ text: String) { write(text, to: 1) }
    /// Writes a line to standard output.
    static func line(_ text: String = "") { write(text + "\n", to: 1) }
    /// Writes a line to standard error.
    static func error(_ text: String) { write(text + "\n", to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // nothing sensible to do when the output is gone (closed pipe, full disk)
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
