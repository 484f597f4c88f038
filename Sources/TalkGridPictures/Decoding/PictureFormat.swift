/// The picture formats TalkGrid decodes, recognised by their first bytes (never by a file name).
public enum PictureFormat: String, Sendable, CaseIterable, Codable {
    case png
    case jpeg
    case gif
    case webp
    case svg

    /// The format whose signature `bytes` start with; SVG is recognised by an `<svg` element
    /// near the start of text (after an optional byte-order mark, XML declaration, comments or
    /// doctype). Nil for anything else.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else if Self.looksLikeSVG(bytes) {
            self = .svg
        } else {
            return nil
        }
    }

    /// The MIME type, as OBF's `content_type` writes it.
    public var contentType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }

    /// The name of the gdk-pixbuf loader that reads this format (and no other).
    var loaderName: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpeg"
        case .gif: "gif"
        case .webp: "webp"  // Debian's webp-pixbuf-loader
        case .svg: "svg"
        }
    }

    /// Text (UTF-8, optionally with a byte-order mark) whose first 4 KB hold `<svg`.
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        var start = bytes[...]
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
        guard let first = start.first(where: { !Self.isSpace($0) }), first == UInt8(ascii: "<") else { return false }
        let head = start.prefix(4096)
        let needle = Array("<svg".utf8)
        guard head.count >= needle.count else { return false }
        var index = head.startIndex
        while index <= head.endIndex - needle.count {
            if head[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
