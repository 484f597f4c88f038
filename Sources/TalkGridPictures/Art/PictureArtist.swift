import TalkGrid

/// Turns picture bytes into terminal art: decode (bounded), composite on the background, convert.
public struct PictureArtist: Sendable {
    public var decoder: PictureDecoder

    public init(decoder: PictureDecoder = PictureDecoder()) {
        self.decoder = decoder
    }

    /// The art for a picture's bytes, filling the request's box.
    public func art(for bytes: [UInt8], request: ArtRequest) throws(PictureError) -> PictureArt {
        let size = request.composedPixels
        let picture = try decoder.decodePixbuf(bytes, fitting: size)
        guard let box = Self.compose(picture, in: size, on: request.background) else {
            throw .undecodable(format: PictureFormat(sniffing: bytes) ?? .png, reason: "out of memory")
        }
        return Self.converted(box, for: request)
    }

    /// The art for pixels already decoded (a picture drawn by TalkGrid itself, a test pattern).
    public func art(for image: PixelImage, request: ArtRequest) -> PictureArt? {
        guard let picture = Pixbuf.from(image), let box = Self.compose(picture, in: request.composedPixels, on: request.background)
        else {
            return nil
        }
        return Self.converted(box, for: request)
    }

    /// The composed box as art. Block art is converted from the box sampled down to the pixels
    /// chafa chooses characters from, keeping thin dark strokes (``InkKeeping``): in true colour
    /// each character's darker colour is then drawn towards the ink under it, in fewer colours the
    /// ink of a small picture spreads first; pixel outputs convert the box as it is.
    static func converted(_ box: Pixbuf, for request: ArtRequest) -> PictureArt {
        guard case .blocks(let colors) = request.output else { return ChafaConversion.art(of: box, request: request) }
        let sampled = InkKeeping.spread(
            box.withPixels { bytes, channels, rowStride in
                InkKeeping.sampled(
                    PixelRows(width: box.width, height: box.height, channels: channels, rowStride: rowStride, bytes: bytes),
                    to: request.blockPixels)
            }, radius: InkKeeping.spreadRadius(rows: request.rows, colors: colors))
        guard let pixbuf = Pixbuf.from(sampled) else { return ChafaConversion.art(of: box, request: request) }
        let art = ChafaConversion.art(of: pixbuf, request: request)
        guard colors == .trueColor, case .blocks(let blocks) = art else { return art }
        return .blocks(InkKeeping.inked(blocks, from: sampled))
    }

    /// The picture scaled to fit `size` keeping its proportions, centred on an opaque background.
    static func compose(_ picture: Pixbuf, in size: PixelSize, on background: RGBColor) -> Pixbuf? {
        guard let box = Pixbuf.filled(size, red: background.red, green: background.green, blue: background.blue) else { return nil }
        let fitted = picture.size.fitted(into: size)
        box.composite(picture, x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2, size: fitted)
        return box
    }
}
