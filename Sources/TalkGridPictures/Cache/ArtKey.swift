/// What a piece of art is cached under: the picture's content and how it is drawn.
public struct ArtKey: Hashable, Sendable {
    public var content: ContentDigest
    public var request: ArtRequest

    public init(content: ContentDigest, request: ArtRequest) {
        self.content = content
        self.request = request
    }

    /// The file name of the art in the disk cache: a digest of every part of the key (and of
    /// the cache format, so a new format never reads an old file).
    var fileName: String {
        let r = request
        let parts =
            [
                "v\(ArtCacheFile.version)", content.hex, "\(r.columns)x\(r.rows)", "\(r.cellPixels)", r.output.description,
                "\(r.background.red),\(r.background.green),\(r.background.blue)",
            ] + (r.symbols == .blocks ? [] : [r.symbols.rawValue])
        return ContentDigest(of: parts.joined(separator: "|")).hex + ".art"
    }
}
