@_spi(ZipCrafting) import TalkGridStorage

/// A zip archive described entry by entry and built at test time, including hostile archives
/// no honest tool writes (`../` names, absolute names, symbolic links, zip bombs).
public struct ZipFixture: Sendable {
    /// What one entry holds.
    public enum Content: Sendable {
        /// These bytes.
        case bytes([UInt8])
        /// This many zero bytes (highly compressible: a zip bomb's payload).
        case zeros(Int)
        /// A symbolic link to this target (Unix mode `0o120777`).
        case symbolicLink(to: String)
        /// A folder entry (the name should end with `/`).
        case folder
    }

    /// One entry: exactly this name (unchecked), this content.
    public struct Entry: Sendable {
        public var name: String
        public var content: Content
        public var stored: Bool

        public init(name: String, content: Content, stored: Bool = false) {
            self.name = name
            self.content = content
            self.stored = stored
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Adds a file entry holding `text` as UTF-8.
    public mutating func add(_ name: String, _ text: String) {
        entries.append(Entry(name: name, content: .bytes(Array(text.utf8))))
    }

    /// Adds an entry with `content`.
    public mutating func add(_ name: String, _ content: Content) {
        entries.append(Entry(name: name, content: content))
    }

    /// The archive's bytes.
    public func bytes() throws -> [UInt8] {
        let builder = try ZipArchive.Builder(displayPath: "fixture")
        for entry in entries {
            let compression: ZipArchive.Compression = entry.stored ? .stored : .deflated
            switch entry.content {
            case .bytes(let bytes): try builder.addFile(named: entry.name, bytes: bytes, compression: compression)
            case .zeros(let count): try builder.addZeros(named: entry.name, count: count, compression: compression)
            case .symbolicLink(let target):
                try builder.addFile(named: entry.name, bytes: Array(target.utf8), compression: .stored, unixMode: 0o120777)
            case .folder: try builder.addFolder(named: entry.name)
            }
        }
        return try builder.finish()
    }

    /// Writes the archive to `path`.
    public func write(to path: String) throws {
        try AtomicFile.write(bytes(), to: path)
    }

    /// `archive` with the uncompressed size of `entry` rewritten to `size` in both its local
    /// header and its central-directory record: a zip bomb that lies about its size.
    public static func declaringSize(_ size: UInt32, for entry: String, in archive: [UInt8]) -> [UInt8] {
        var bytes = archive
        let name = Array(entry.utf8)
        // (signature, offset of the size field, offset of the name length, offset of the name)
        let headers: [([UInt8], Int, Int, Int)] = [
            ([0x50, 0x4B, 0x03, 0x04], 22, 26, 30),
            ([0x50, 0x4B, 0x01, 0x02], 24, 28, 46),
        ]
        var start = 0
        while start + 46 <= bytes.count {
            for (signature, sizeOffset, lengthOffset, nameOffset) in headers
            where Array(bytes[start..<start + 4]) == signature {
                let length = Int(bytes[start + lengthOffset]) | Int(bytes[start + lengthOffset + 1]) << 8
                guard start + nameOffset + length <= bytes.count,
                    Array(bytes[(start + nameOffset)..<(start + nameOffset + length)]) == name
                else { continue }
                for byte in 0..<4 { bytes[start + sizeOffset + byte] = UInt8(truncatingIfNeeded: size >> (8 * byte)) }
            }
            start += 1
        }
        return bytes
    }
}
