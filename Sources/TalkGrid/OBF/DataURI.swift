/// A `data:` URI as OBF uses them for pictures and recordings: `data:MEDIATYPE[;base64],PAYLOAD`.
public struct DataURI: Equatable, Sendable {
    /// The media type as written (`image/png`), lower-cased; empty when the URI gives none.
    public var mediaType: String
    /// The payload decoded (base64, or `%XX` escapes for a plain payload).
    public var bytes: [UInt8]

    /// Parses a `data:` URI; nil when `text` is not one or its base64 payload does not decode.
    public init?(_ text: String) {
        guard text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = text[text.index(after: comma)...]
        if header.hasSuffix(";base64") {
            guard let bytes = Base64.decode(String(payload)) else { return nil }
            self.bytes = bytes
        } else {
            bytes = Self.percentDecoded(payload.utf8)
        }
        mediaType = String(header.split(separator: ";", omittingEmptySubsequences: false).first ?? "")
    }

    /// The payload of a data URI, or nil (see ``init(_:)``).
    public static func bytes(of text: String) -> [UInt8]? {
        DataURI(text)?.bytes
    }

    /// The bytes with `%XX` escapes decoded; a malformed escape is kept as written.
    static func percentDecoded(_ source: Substring.UTF8View) -> [UInt8] {
        let source = Array(source)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
