import TalkGrid

/// The SHA-256 of a picture's bytes, in hexadecimal: what the disk cache is keyed by, so that a
/// changed picture is never drawn from an old entry. Computed by the core's ``SHA256`` (the one
/// SHA-256 of TalkGrid: the pure core's caregiver lock, the history and the caches all need it,
/// and the core calls no C library).
public struct ContentDigest: Hashable, Sendable, Codable, CustomStringConvertible {
    public let hex: String

    public init(of bytes: [UInt8]) {
        hex = SHA256.hexDigest(bytes)
    }

    /// The digest of a text (for keys made of several parts).
    public init(of text: String) {
        self.init(of: Array(text.utf8))
    }

    public var description: String { hex }
}
