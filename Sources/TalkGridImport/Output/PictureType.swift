import TalkGrid

/// Recognises picture bytes and data URIs, and names the file a picture is written to.
enum PictureType {
    /// The picture's MIME type, read from its first bytes; nil when it is no picture TalkGrid knows.
    static func contentType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        let head = String(decoding: bytes.prefix(512), as: UTF8.self).lowercased()
        if head.contains("<svg") { return "image/svg+xml" }
        return nil
    }

    /// The picture type a web address names by its extension (`…/food.png` → `image/png`), if any.
    static func contentType(ofAddress address: String) -> String? {
        let path = address.split(separator: "?").first.map(String.init) ?? address
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        default: return nil
        }
    }

    /// The bytes and type of a `data:image/...;base64,...` URI (or a plain one for SVG text).
    static func decodeDataURI(_ text: String) -> (bytes: [UInt8], contentType: String)? {
        guard text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let parts = header.split(separator: ";").map { String($0).lowercased() }
        let declared = parts.first ?? ""
        let payload = String(text[text.index(after: comma)...])
        let bytes: [UInt8]?
        if parts.contains("base64") {
            bytes = Base64.decode(payload)
        } else {
            bytes = payload.removingPercentEncoding.map { Array($0.utf8) }
        }
        guard let bytes, !bytes.isEmpty else { return nil }
        let type = contentType(of: bytes) ?? (CellPicture.fileExtension(of: declared) != nil ? declared : nil)
        return type.map { (bytes, $0 == "image/jpg" ? "image/jpeg" : $0) }
    }

    /// A short, stable name for picture bytes, as 16 hex digits: FNV-1a over 8-byte words (then
    /// the last bytes one by one), with the length mixed in. Eight times fewer steps than FNV-1a
    /// byte by byte, which took a twentieth of a large gridset's import; a name, not a security hash.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                hash &*= prime
                hash ^= hash >> 29
            }
            for offset in (words * 8)..<raw.count {
                hash ^= UInt64(raw[offset])
                hash &*= prime
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension String {
    /// The text with `%XX` escapes decoded; nil when an escape is broken.
    fileprivate var removingPercentEncoding: String? {
        var bytes: [UInt8] = []
        var iterator = Array(utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
