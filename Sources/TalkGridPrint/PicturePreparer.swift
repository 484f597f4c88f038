import Dispatch
import Foundation
import Synchronization
import TalkGrid
import TalkGridPictures

/// Reads and decodes the pictures of the next page on other threads while the current page is
/// drawn, so printing uses every core; at most two pages' pictures are held at a time.
///
/// A page's picture files are read one after the other (the set's media reads one file at a
/// time), then decoded in parallel on ``decoders`` threads. A picture's bytes seen before in the
/// run (by content, at the same size on the same colour) are not decoded again: a small cache
/// keeps the latest surfaces (``cacheBytes`` at most), and each surface carries its content as
/// cairo's unique id, so the PDF holds a picture used on many pages once.
public final class PicturePreparer: Sendable {
    /// The most memory the cache of decoded pictures may hold.
    static let cacheBytes = 24 << 20

    /// How many pictures are decoded in parallel: one a core, four at most (each decoding
    /// holds a whole picture at its own size, 64 MiB at most by the picture limits; symbols take
    /// well under 1 MiB).
    public static let decoders = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))

    private struct CacheKey: Hashable {
        var digest: ContentDigest
        var pixels: PixelSize
        var background: RGBColor

        /// What cairo's unique id of the surface starts with (the same picture is held once in a PDF).
        var content: String { "talkgrid:\(digest.hex):\(background.red).\(background.green).\(background.blue)" }
        /// The surface's name in the disk cache: a digest of every part of the key and the format.
        var fileName: String { ContentDigest(of: "tile|v1|\(content)|\(pixels)").hex + ".tile" }
    }

    /// What marks a picture's file in the disk cache (and its format's version).
    private static let diskMagic = Array("TGTILE".utf8) + [1]

    /// The latest decoded pictures, oldest first in `order`.
    private struct Cache {
        var surfaces: [CacheKey: PictureSurface] = [:]
        var order: [CacheKey] = []
        var bytes = 0

        mutating func take(_ key: CacheKey) -> PictureSurface? {
            guard let surface = surfaces[key] else { return nil }
            if let index = order.firstIndex(of: key) { order.append(order.remove(at: index)) }
            return surface
        }

        mutating func remember(_ surface: PictureSurface, as key: CacheKey) {
            guard surface.byteCount <= PicturePreparer.cacheBytes / 4, surfaces[key] == nil else { return }
            surfaces[key] = surface
            order.append(key)
            bytes += surface.byteCount
            while bytes > PicturePreparer.cacheBytes, !order.isEmpty {
                if let evicted = surfaces.removeValue(forKey: order.removeFirst()) { bytes -= evicted.byteCount }
            }
        }
    }

    private let decoder: PictureDecoder
    private let pictureBytes: @Sendable (PictureReference) -> [UInt8]?
    private let queue: DispatchQueue
    private let workers: Int
    private let cache = Mutex(Cache())
    private let vectorsAsPixels: Bool
    private let disk: DiskCache?

    /// A preparer reading pictures through `pictureBytes`.
    /// - Parameters:
    ///   - workers: how many pictures are decoded in parallel (print: one a core; a window: one,
    ///     so that the thread drawing frames always has a core).
    ///   - qos: the threads' priority (a window's pictures wait behind its keys and frames).
    ///   - vectorsAsPixels: an SVG is drawn here, at the size asked, instead of handed over as
    ///     vectors (a window: a tile shows the picture at one size, and drawing the SVG at every
    ///     paint would cost the frame; print keeps vectors for the PDF).
    ///   - disk: the disk cache of prepared pictures, for the next run (a window: its first frame
    ///     draws the pictures without decoding one); nil: none are.
    public init(
        decoder: PictureDecoder, workers: Int = PicturePreparer.decoders, qos: DispatchQoS = .userInitiated,
        vectorsAsPixels: Bool = false, disk: DiskCache? = nil,
        pictureBytes: @escaping @Sendable (PictureReference) -> [UInt8]?
    ) {
        self.decoder = decoder
        self.pictureBytes = pictureBytes
        self.workers = max(1, workers)
        self.vectorsAsPixels = vectorsAsPixels
        self.disk = disk
        queue = DispatchQueue(label: "TalkGridPrint.PicturePreparer", qos: qos)
    }

    /// Starts preparing `requests`; the pictures are ready when the returned page's
    /// ``PreparedPage/wait()`` returns. Pages are prepared one after the other, in the order asked.
    public func prepare(_ requests: [PictureRequest]) -> PreparedPage {
        let page = PreparedPage()
        queue.async {
            var seen: Set<PictureRequest> = []
            let unique = requests.filter { seen.insert($0).inserted }
            let files = unique.map { self.pictureBytes($0.reference) }
            let pictures = ParallelMap.map(count: unique.count, workers: self.workers) { index in
                self.prepare(unique[index], bytes: files[index])
            }
            page.fulfil(Dictionary(uniqueKeysWithValues: zip(unique, pictures)))
        }
        return page
    }

    /// One picture, from its file's bytes (nil: the file cannot be read).
    private func prepare(_ request: PictureRequest, bytes: [UInt8]?) -> DrawablePicture {
        guard let bytes else { return .failed(.unreadable) }
        let format = PictureFormat(sniffing: bytes)
        if format == .svg, !vectorsAsPixels { return .vector(bytes) }
        let key = CacheKey(digest: ContentDigest(of: bytes), pixels: request.pixels, background: request.background)
        if let surface = cache.withLock({ $0.take(key) }) { return .raster(surface) }
        if let payload = disk?.payload(named: key.fileName, magic: Self.diskMagic) {
            if let surface = PictureSurface(cachePayload: payload, content: key.content) {
                cache.withLock { $0.remember(surface, as: key) }
                return .raster(surface)
            }
            disk?.discard(named: key.fileName)
        }
        let made: PictureSurface?
        do throws(PictureError) {
            made = try decoder.withPixels(of: bytes, near: request.pixels) { pixels in
                PictureSurface(pixels, fitting: request.pixels, on: request.background, content: key.content)
            }
        } catch {
            return .failed(.undecodable(error))
        }
        guard let surface = made else {
            return .failed(.undecodable(.undecodable(format: format ?? .png, reason: "out of memory")))
        }
        cache.withLock { $0.remember(surface, as: key) }
        disk?.store(surface.cachePayload, named: key.fileName, magic: Self.diskMagic)
        return .raster(surface)
    }
}

/// A page's pictures being prepared on other threads: ``wait()`` blocks until they are ready.
public final class PreparedPage: Sendable {
    private let pictures = Mutex<[PictureRequest: DrawablePicture]?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    fileprivate func fulfil(_ prepared: [PictureRequest: DrawablePicture]) {
        pictures.withLock { $0 = prepared }
        ready.signal()
    }

    /// The prepared pictures, once all are ready (call once).
    public func wait() -> [PictureRequest: DrawablePicture] {
        ready.wait()
        return pictures.withLock { $0 } ?? [:]
    }
}
