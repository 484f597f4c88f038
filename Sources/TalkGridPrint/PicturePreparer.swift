import Dispatch
import Synchronization
import TalkGrid
import TalkGridPictures

/// Reads and decodes the pictures of the next page on a second thread while the current page
/// is drawn, so printing uses two cores; at most two pages' pictures are held at a time.
///
/// A picture's bytes seen before in the run (by content, at the same size on the same colour)
/// are not decoded again: a small cache keeps the latest surfaces (``cacheBytes`` at most), and
/// each surface carries its content as cairo's unique id, so the PDF holds a picture used on
/// many pages once.
///
/// `@unchecked Sendable`: the cache is touched only by jobs on the one serial queue; the rest is
/// immutable.
final class PicturePreparer: @unchecked Sendable {
    /// The most memory the cache of decoded pictures may hold.
    static let cacheBytes = 24 << 20

    private struct CacheKey: Hashable {
        var digest: ContentDigest
        var pixels: PixelSize
        var background: OpaqueColor
    }

    private let decoder: PictureDecoder
    private let pictureBytes: @Sendable (PictureReference) -> [UInt8]?
    private let queue = DispatchQueue(label: "TalkGridPrint.PicturePreparer", qos: .userInitiated)
    private var cache: [CacheKey: PictureSurface] = [:]
    private var cacheOrder: [CacheKey] = []
    private var cachedBytes = 0

    init(decoder: PictureDecoder, pictureBytes: @escaping @Sendable (PictureReference) -> [UInt8]?) {
        self.decoder = decoder
        self.pictureBytes = pictureBytes
    }

    /// Starts preparing `requests` on the preparer's thread; the pictures are ready when the
    /// returned page's ``PreparedPage/wait()`` returns.
    func prepare(_ requests: [PictureRequest]) -> PreparedPage {
        let page = PreparedPage()
        queue.async {
            var prepared: [PictureRequest: PreparedPicture] = [:]
            for request in requests where prepared[request] == nil { prepared[request] = self.prepare(request) }
            page.fulfil(prepared)
        }
        return page
    }

    /// One picture (on the preparer's queue).
    private func prepare(_ request: PictureRequest) -> PreparedPicture {
        guard let bytes = pictureBytes(request.reference) else { return .failed(.unreadable) }
        if PictureFormat(sniffing: bytes) == .svg { return .vector(bytes) }
        let key = CacheKey(digest: ContentDigest(of: bytes), pixels: request.pixels, background: request.background)
        if let surface = cache[key] {
            if let index = cacheOrder.firstIndex(of: key) { cacheOrder.append(cacheOrder.remove(at: index)) }
            return .raster(surface)
        }
        let image: PixelImage
        do throws(PictureError) {
            image = try decoder.decode(bytes, fitting: request.pixels)
        } catch {
            return .failed(.undecodable(error))
        }
        let id =
            "talkgrid:\(key.digest.hex):\(image.width)x\(image.height):\(key.background.red).\(key.background.green).\(key.background.blue)"
        guard let surface = PictureSurface(image, on: request.background, uniqueID: id) else {
            return .failed(.undecodable(.undecodable(format: PictureFormat(sniffing: bytes) ?? .png, reason: "out of memory")))
        }
        remember(surface, as: key)
        return .raster(surface)
    }

    private func remember(_ surface: PictureSurface, as key: CacheKey) {
        guard surface.byteCount <= Self.cacheBytes / 4 else { return }
        cache[key] = surface
        cacheOrder.append(key)
        cachedBytes += surface.byteCount
        while cachedBytes > Self.cacheBytes, !cacheOrder.isEmpty {
            let oldest = cacheOrder.removeFirst()
            if let evicted = cache.removeValue(forKey: oldest) { cachedBytes -= evicted.byteCount }
        }
    }
}

/// A page's pictures being prepared on another thread: ``wait()`` blocks until they are ready.
final class PreparedPage: Sendable {
    private let pictures = Mutex<[PictureRequest: PreparedPicture]?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    fileprivate func fulfil(_ prepared: [PictureRequest: PreparedPicture]) {
        pictures.withLock { $0 = prepared }
        ready.signal()
    }

    /// The prepared pictures, once all are ready (call once).
    func wait() -> [PictureRequest: PreparedPicture] {
        ready.wait()
        return pictures.withLock { $0 } ?? [:]
    }
}
