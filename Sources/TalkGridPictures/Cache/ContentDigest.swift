import CChafa

/// The SHA-256 of a picture's bytes, in hexadecimal: what the disk cache is keyed by, so that a
/// changed picture is never drawn from an old entry.
public struct ContentDigest: Hashable, Sendable, Codable, CustomStringConvertible {
    public let hex: String

    public init(of bytes: [UInt8]) {
        let text = bytes.withUnsafeBufferPointer { buffer -> String in
            guard let hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count)) else { return "" }
            defer { g_free(hex) }
            return String(cString: hex)
        }
        hex = text
    }

    /// The digest of a text (for keys made of several parts).
    public init(of text: String) {
        self.init(of: Array(text.utf8))
    }

    public var description: String { hex }
}
