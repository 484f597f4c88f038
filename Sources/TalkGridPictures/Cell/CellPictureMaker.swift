import TalkGrid

/// Makes a picture file fit for a cell: a phone photo (4000 x 3000, a few megabytes) turned
/// upright by the orientation its camera wrote, shrunk to a cell's size, cropped to a square when
/// asked, and saved small; a symbol that already fits is kept exactly as it is.
///
/// `talkgrid cell set --image` and the window's cell editor both make their pictures here.
public struct CellPictureMaker: Sendable {
    /// The longest side of a picture made for a cell, in pixels. A cell is drawn at most about
    /// 600 pixels wide (a 3 x 3 board filling a 1920 x 1080 screen), and AAC symbol sets are 250
    /// to 600 pixels square: more pixels only cost bytes and decoding time on every start.
    public static let longestSide = 600
    /// The most bytes a picture made for a cell has (200 KB; a symbol is rarely over 100 KB).
    public static let maxBytes = 200 * 1024
    /// The JPEG qualities tried in turn until the file is under ``maxBytes``.
    static let jpegQualities = [85, 70, 55, 40]

    /// How to cut the picture.
    public enum Crop: String, Sendable, CaseIterable {
        /// The largest square in the middle (cells are often square).
        case square
    }

    public var decoder: PictureDecoder

    public init(decoder: PictureDecoder = PictureDecoder()) {
        self.decoder = decoder
    }

    /// The cell's picture made from a file's bytes (`name` is the file's name), or why it cannot be one.
    public func picture(from bytes: [UInt8], name: String, crop: Crop? = nil) throws(PictureError) -> MadeCellPicture {
        let side = Self.longestSide
        // A cropped picture is decoded larger, so that its square still has `side` pixels.
        let box = crop == nil ? PixelSize(width: side, height: side) : PixelSize(width: 2 * side, height: 2 * side)
        let (decoded, format, declared) = try decoder.decodeDeclaring(bytes, fitting: box)
        let turned = (decoded.orientation ?? 1) != 1
        let fits = declared.width <= side && declared.height <= side && bytes.count <= Self.maxBytes
        let vectorFits = format == .svg && bytes.count <= Self.maxBytes
        if crop == nil, !turned, fits || vectorFits {
            let kept = CellPicture(
                contentType: format.contentType, bytes: bytes, width: declared.width, height: declared.height, name: name)
            return MadeCellPicture(picture: kept, original: declared, turned: false, cropped: false, changed: false)
        }
        let failed = PictureError.undecodable(format: format, reason: "out of memory while making it smaller")
        guard var pixbuf = decoded.upright() else { throw failed }
        if crop == .square {
            guard let square = pixbuf.centreSquare() else { throw failed }
            pixbuf = square
        }
        guard let sized = pixbuf.scaled(to: pixbuf.size.fitted(into: PixelSize(width: side, height: side)).atMost(pixbuf.size)) else {
            throw failed
        }
        guard let (contentType, encoded) = Self.encoded(sized) else { throw failed }
        let made = CellPicture(contentType: contentType, bytes: encoded, width: sized.width, height: sized.height, name: name)
        let upright = turned && (decoded.orientation ?? 1) >= 5 ? PixelSize(width: declared.height, height: declared.width) : declared
        return MadeCellPicture(picture: made, original: upright, turned: turned, cropped: crop != nil, changed: true)
    }

    /// The pixels as a file under ``maxBytes``: a PNG when they have transparent parts and it is
    /// small enough, else a JPEG (on white) at the best quality that is.
    static func encoded(_ pixbuf: Pixbuf) -> (contentType: String, bytes: [UInt8])? {
        if pixbuf.hasAlpha, let png = pixbuf.encoded(as: "png"), png.count <= maxBytes { return ("image/png", png) }
        guard let opaque = pixbuf.onWhite() else { return nil }
        var smallest: [UInt8]?
        for quality in jpegQualities {
            guard let jpeg = opaque.encoded(as: "jpeg", options: [("quality", "\(quality)")]) else { return nil }
            smallest = jpeg
            if jpeg.count <= maxBytes { break }
        }
        return smallest.map { ("image/jpeg", $0) }
    }
}

extension PixelSize {
    /// This size, no larger than `limit` (a picture is never made larger).
    fileprivate func atMost(_ limit: PixelSize) -> PixelSize {
        width > limit.width || height > limit.height ? limit : self
    }
}
