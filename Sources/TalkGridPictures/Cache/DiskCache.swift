import Foundation
import Synchronization

/// Prepared pictures on disk, so that the next run draws every picture in its first frame: the
/// terminal's converted art (`pictures/`) and the window's pictures at their tiles' size (`tiles/`).
///
/// One file per entry in `$XDG_CACHE_HOME/talkgrid/KIND/` (else `~/.cache/talkgrid/KIND/`), named
/// by a digest of the picture's content and the request: a changed picture gets a new name, never
/// an old entry. Files are written to a temporary name and renamed, so a reader never sees half a
/// file; each file carries a checksum (``CacheFileFrame``), so a damaged one is deleted and made
/// again. The folder is trimmed to `limit` bytes, oldest files first. Deleting the folder is
/// always safe. Safe to use from any thread.
public final class DiskCache: Sendable {
    /// 64 MiB: some 30,000 block pictures of 16 x 7 cells, or about a thousand sixel pictures.
    public static var standardLimit: Int { 64 << 20 }

    /// The folder the files are in.
    public let folder: String
    /// The most bytes the folder is trimmed to.
    public let limit: Int
    private let storesSinceTrim = Mutex(0)

    public init(folder: String, limit: Int = DiskCache.standardLimit) {
        self.folder = folder
        self.limit = limit
    }

    /// The cache folder of `kind` the environment names (see the type), or nil without
    /// `XDG_CACHE_HOME` and `HOME`.
    public static func standardFolder(environment: [String: String], kind: String = "pictures") -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return cache + "/talkgrid/" + kind
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.cache/talkgrid/" + kind
        }
        return nil
    }

    /// The payload stored under `name` in a frame marked `magic`, or nil (a damaged file is deleted).
    public func payload(named name: String, magic: [UInt8]) -> [UInt8]? {
        let path = folder + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let payload = CacheFileFrame.payload(of: Array(data), magic: magic) else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return payload
    }

    /// Stores `payload` under `name` in a frame marked `magic`; failures (a full disk, a read-only
    /// home) only mean no cache.
    public func store(_ payload: [UInt8], named name: String, magic: [UInt8]) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: folder) {
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let path = folder + "/" + name
        let temporary = folder + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(CacheFileFrame.framed(payload, magic: magic))) else { return }
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

    /// Deletes the file named `name` (its payload could not be read back).
    public func discard(named name: String) {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
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
            guard let attributes = try? manager.attributesOfItem(atPath: folder + "/" + name),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            return (name, size, attributes[.modificationDate] as? Date ?? .distantPast)
        }
    }
}
