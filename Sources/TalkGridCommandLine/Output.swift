import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error, unbuffered and whole.
///
/// Control characters other than newline and tab are written as `\u{1B}`: labels, ids and file
/// names come from untrusted boards, and an escape sequence inside one must never reach the
/// terminal (it could clear the screen, hide a warning or retitle the window).
package enum Output {
    /// Writes text to standard output.
    package static func out(_ text: String) { write(text, to: 1) }
    /// Writes a line to standard output.
    package static func line(_ text: String = "") { write(text + "\n", to: 1) }
    /// Writes a line to standard error.
    package static func error(_ text: String) { write(text + "\n", to: 2) }
    /// Writes coloured text TalkGrid drew itself to standard output, its style sequences kept: a
    /// ``Canvas`` holds no control characters, so only the renderer's own sequences are in it.
    package static func styled(_ text: String) { write(text, to: 1, keepingControls: true) }

    /// The text with every control character but newline and tab shown as `\u{XX}`.
    package static func printable(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
        }
        guard mayHoldControls(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// Whether the text's bytes may hold a control character other than newline and tab (C0 and DEL
    /// are single bytes in UTF-8, C1 are 0xC2 then 0x80-0x9F): a quick look before the careful one.
    private static func mayHoldControls(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 ? $0 != 0x0A && $0 != 0x09 : $0 == 0x7F || $0 == 0xC2 }
    }

    /// Rewrites the one progress line on standard error (meant for a terminal): the text, the
    /// rest of the line cleared; an empty text clears the line.
    package static func progress(_ text: String) { write("\r" + printable(text) + "\u{1B}[K", to: 2, keepingControls: true) }

    private static func write(_ text: String, to descriptor: Int32, keepingControls: Bool = false) {
        var text = keepingControls ? text : printable(text)
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0), to: descriptor) }  // written from where the text is, not copied
    }

    private static func write(bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var done = 0
        while done < bytes.count, let start = bytes.baseAddress {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, start + done, bytes.count - done)
            #else
                let written = Darwin.write(descriptor, start + done, bytes.count - done)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return  // nothing sensible to do when the output is gone (closed pipe, full disk)
            }
            done += written
        }
    }
}
