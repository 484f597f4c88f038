/// What a WebP file's first bytes declare: its length (the RIFF header) and its size in pixels
/// (the first chunk: `VP8 ` lossy, `VP8L` lossless or `VP8X` extended, animated ones too).
///
/// Read before the decoder runs, because gdk-pixbuf's WebP loader decodes a small file whole in
/// one step (the picture allocated at its declared size even when told to stop) and draws a file
/// cut short as if it were whole: so a WebP over ``PictureLimits`` or shorter than it says is
/// refused here instead.
struct WebPHeader {
    /// The file's length as the RIFF header declares it.
    var length: Int
    var size: PixelSize

    /// Reads the header; throws when it is damaged or the file is shorter than it declares.
    init(_ bytes: [UInt8]) throws(PictureError) {
        func byte(_ offset: Int) -> Int { offset < bytes.count ? Int(bytes[offset]) : 0 }
        func littleEndian(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | byte(offset + $1) << (8 * $1) }
        }
        guard bytes.count >= 30 else { throw .undecodable(format: .webp, reason: "the data ends too early") }
        length = littleEndian(4, 4) + 8
        if bytes.count < length { throw .undecodable(format: .webp, reason: "the data ends too early") }
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        let data = 20
        switch chunk {
        case "VP8 ":
            guard byte(data + 3) == 0x9D, byte(data + 4) == 0x01, byte(data + 5) == 0x2A else { throw Self.damaged }
            size = PixelSize(width: littleEndian(data + 6, 2) & 0x3FFF, height: littleEndian(data + 8, 2) & 0x3FFF)
        case "VP8L":
            guard byte(data) == 0x2F else { throw Self.damaged }
            let bits = littleEndian(data + 1, 4)
            size = PixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            size = PixelSize(width: littleEndian(data + 4, 3) + 1, height: littleEndian(data + 7, 3) + 1)
        default:
            throw Self.damaged
        }
    }

    private static let damaged = PictureError.undecodable(format: .webp, reason: "the WebP header is damaged")
}
