/// What a piece of art is cached under: the picture's content and how it is drawn.
public struct ArtKey: Hashable, Sendable {
    public var content: ContentDigest
    public var request: ArtRequest

    public init(content: ContentDigest, request: ArtRequest) {
        self.content = content
        self.request = request
    }

    /// The file name of the art in the disk cache: a digest of every part of the key.
    var fileName: String {
        ContentDigest(of: fileNameParts.joined(separator: "|")).hex + ".art"
    }

    /// Every part of the key, and the cache format and block art's sampling, so that a new
    /// format or sampling never reads an old file.
    var fileNameParts: [String] {
        let r = request
        return [
            "v\(ArtCacheFile.version)", content.hex, "\(r.columns)x\(r.rows)", "\(r.cellPixels)", r.output.description,
            "\(r.background.red),\(r.background.green),\(r.background.blue)",
        ] + (r.symbols == .blocks ? [] : [r.symbols.rawValue]) + (r.output.drawsPixels ? [] : [InkKeeping.version])
    }
}
