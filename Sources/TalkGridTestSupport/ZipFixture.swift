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

    /// `archive` with the entry `entry` renamed `name` (of the same length) in its local header and
    /// its central-directory record: two entries of one name, which libzip never writes.
    public static func renaming(_ entry: String, to name: String, in archive: [UInt8]) -> [UInt8] {
        precondition(entry.utf8.count == name.utf8.count, "a renamed entry keeps the length of its name")
        var bytes = archive
        let old = Array(entry.utf8)
        // (signature, offset of the name length, offset of the name)
        let headers: [([UInt8], Int, Int)] = [([0x50, 0x4B, 0x03, 0x04], 26, 30), ([0x50, 0x4B, 0x01, 0x02], 28, 46)]
        var start = 0
        while start + 46 <= bytes.count {
            for (signature, lengthOffset, nameOffset) in headers where Array(bytes[start..<start + 4]) == signature {
                let length = Int(bytes[start + lengthOffset]) | Int(bytes[start + lengthOffset + 1]) << 8
                let range = (start + nameOffset)..<(start + nameOffset + length)
                guard range.upperBound <= bytes.count, Array(bytes[range]) == old else { continue }
                bytes.replaceSubrange(range, with: Array(name.utf8))
            }
            start += 1
        }
        return bytes
    }

    /// `archive` with one byte of `entry`'s stored data changed (`entry` must be stored, not
    /// deflated): its CRC-32 no longer matches, as on a damaged disk or a broken download.
    public static func damaging(_ entry: String, in archive: [UInt8]) -> [UInt8] {
        var bytes = archive
        let name = Array(entry.utf8)
        var start = 0
        while start + 30 <= bytes.count {
            if Array(bytes[start..<start + 4]) == [0x50, 0x4B, 0x03, 0x04] {
                let nameLength = Int(bytes[start + 26]) | Int(bytes[start + 27]) << 8
                let extraLength = Int(bytes[start + 28]) | Int(bytes[start + 29]) << 8
                let size = (0..<4).reduce(0) { $0 | Int(bytes[start + 18 + $1]) << (8 * $1) }
                let data = start + 30 + nameLength + extraLength
                if data + size <= bytes.count, size > 0, Array(bytes[(start + 30)..<(start + 30 + nameLength)]) == name {
                    bytes[data + size / 2] ^= 0x20
                    return bytes
                }
            }
            start += 1
        }
        preconditionFailure("no stored entry \(entry) in the archive")
    }
}
