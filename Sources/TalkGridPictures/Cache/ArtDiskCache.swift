import Foundation
import Synchronization

/// Converted art on disk, so that the next run draws every picture in its first frame.
///
/// One file per piece of art in `$XDG_CACHE_HOME/talkgrid/pictures/` (else
/// `~/.cache/talkgrid/pictures/`), named by a digest of the picture's content and the request:
/// a changed picture gets a new name, never an old entry. Files are written to a temporary name
/// and renamed, so a reader never sees half a file; a damaged file fails its checksum, is
/// deleted and written again. The folder is trimmed to `limit` bytes, oldest files first. Deleting
/// the folder is always safe. Safe to use from any thread.
public final class ArtDiskCache: Sendable {
    /// 64 MiB: some 30,000 block pictures of 16 x 7 cells, or about a thousand sixel pictures.
    public static var standardLimit: Int { 64 << 20 }

    /// The folder the files are in.
    public let folder: String
    /// The most bytes the folder is trimmed to.
    public let limit: Int
    private let storesSinceTrim = Mutex(0)

    public init(folder: String, limit: Int = ArtDiskCache.standardLimit) {
        self.folder = folder
        self.limit = limit
    }

    /// The cache folder the environment names (see the type), or nil without `XDG_CACHE_HOME` and `HOME`.
    public static func standardFolder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return cache + "/talkgrid/pictures"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.cache/talkgrid/pictures"
        }
        return nil
    }

    /// The art stored for `key`, or nil (a damaged file is deleted).
    public func art(for key: ArtKey) -> PictureArt? {
        let path = folder + "/" + key.fileName
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let art = ArtCacheFile.decode(Array(data)) else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return art
    }

    /// Stores `art` for `key`; failures (a full disk, a read-only home) only mean no cache.
    public func store(_ art: PictureArt, for key: ArtKey) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: folder) {
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let path = folder + "/" + key.fileName
        let temporary = folder + "/.\(key.fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(ArtCacheFile.encode(art))) else { return }
        if rename(temporary, path) != 0 { try? manager.removeItem(atPath: temporary) }
        let due = storesSinceTrim.withLock { count -> Bool in
            count += 1
            if count == 1 || count >= 64 {
                count = count >= 64 ? 1 : count
                return true
            }
            return false
        }
        if due { trim() }
    }

    /// Deletes the oldest files until the folder holds at most 3/4 of the limit, when it holds more than the limit.
    public func trim() {
        let files = entries()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > limit else { return }
        for file in files.sorted(by: { $0.modified < $1.modified }) {
            guard total > limit * 3 / 4 else { break }
            if (try? FileManager.default.removeItem(atPath: folder + "/" + file.name)) != nil { total -= file.size }
        }
    }

    /// The bytes the folder holds now.
    public var byteCount: Int {
        entries().reduce(0) { $0 + $1.size }
    }

    private func entries() -> [(name: String, size: Int, modified: Date)] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name in
            guard name.hasSuffix(".art") || name.hasSuffix(".tmp"),
                let attributes = try? manager.attributesOfItem(atPath: folder + "/" + name),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            return (name, size, attributes[.modificationDate] as? Date ?? .distantPast)
        }
    }
}
