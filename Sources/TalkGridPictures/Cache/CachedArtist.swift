/// Makes art through the disk cache: the same picture, size and output are converted once,
/// ever (until the cache is trimmed or deleted).
public struct CachedArtist: Sendable {
    public var artist: PictureArtist
    /// Nil: no disk cache (every picture is converted).
    public var disk: DiskCache?

    public init(artist: PictureArtist = PictureArtist(), disk: DiskCache?) {
        self.artist = artist
        self.disk = disk
    }

    /// The art for a picture's bytes: from the disk cache when there, else converted and stored.
    public func art(for bytes: [UInt8], request: ArtRequest) throws(PictureError) -> PictureArt {
        let key = ArtKey(content: ContentDigest(of: bytes), request: request)
        if let art = disk?.art(for: key) { return art }
        let art = try artist.art(for: bytes, request: request)
        disk?.store(art, for: key)
        return art
    }
}
