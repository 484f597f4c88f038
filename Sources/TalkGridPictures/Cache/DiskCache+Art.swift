extension DiskCache {
    /// The art stored for `key`, or nil (a damaged file is deleted).
    public func art(for key: ArtKey) -> PictureArt? {
        guard let payload = payload(named: key.fileName, magic: ArtCacheFile.magic) else { return nil }
        guard let art = ArtCacheFile.decode(payload) else {
            discard(named: key.fileName)
            return nil
        }
        return art
    }

    /// Stores `art` for `key`; failures (a full disk, a read-only home) only mean no cache.
    public func store(_ art: PictureArt, for key: ArtKey) {
        store(ArtCacheFile.encode(art), named: key.fileName, magic: ArtCacheFile.magic)
    }
}
