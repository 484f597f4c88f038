import Foundation
import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Picture caches")
struct ArtCacheTests {
    let request = ArtRequest(columns: 8, rows: 4, output: .blocks(.trueColor), background: .white)

    func blocks(_ character: Unicode.Scalar, cells: Int = 32) -> PictureArt {
        .blocks(
            BlockArt(
                columns: cells, rows: 1,
                cells: Array(repeating: BlockArt.Cell(character: character, foreground: .black, background: nil), count: cells)))
    }

    /// A fresh folder, deleted after `body`.
    func withFolder(_ body: (String) throws -> Void) rethrows {
        let folder = NSTemporaryDirectory() + "talkgrid-art-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test("The memory cache stays under its bound, dropping the least recently used art first")
    func memoryBound() {
        let one = blocks("a").byteCount
        let cache = ArtMemoryCache<Int>(limit: one * 4)
        for key in 0..<4 { cache.store(blocks("a"), for: key) }
        #expect(cache.usage.count == 4)
        _ = cache.art(for: 0)  // 0 is now the most recently used
        cache.store(blocks("b"), for: 4)
        #expect(cache.usage.bytes <= one * 4)
        #expect(cache.art(for: 0) != nil && cache.art(for: 4) != nil)
        #expect(cache.art(for: 1) == nil)
        cache.store(blocks("c", cells: 10_000), for: 9)  // larger than the whole bound: not kept
        #expect(cache.art(for: 9) == nil)
    }

    @Test("Art written to disk reads back the same, blocks and pixels")
    func diskRoundTrip() throws {
        try withFolder { folder in
            let cache = DiskCache(folder: folder)
            let key = ArtKey(content: ContentDigest(of: [1, 2, 3]), request: request)
            let art = try PictureArtist().art(for: PictureFixtures.bytes("apple.png"), request: request)
            cache.store(art, for: key)
            #expect(cache.art(for: key) == art)
            let pixels = PictureArt.pixels(columns: 3, rows: 2, bytes: Array("\u{1B}_Ga=T;AAAA\u{1B}\\".utf8))
            let pixelKey = ArtKey(
                content: ContentDigest(of: [1, 2, 3]), request: ArtRequest(columns: 3, rows: 2, output: .kitty, background: .white))
            cache.store(pixels, for: pixelKey)
            #expect(cache.art(for: pixelKey) == pixels)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
        }
    }

    @Test("A changed picture, size or output is a different entry; the old one is never drawn")
    func invalidation() throws {
        try withFolder { folder in
            let cached = CachedArtist(disk: DiskCache(folder: folder))
            let apple = try cached.art(for: PictureFixtures.bytes("apple.png"), request: request)
            let lineArt = try cached.art(for: PictureFixtures.bytes("line-art.png"), request: request)
            #expect(apple != lineArt)
            let wider = ArtRequest(columns: 10, rows: 4, output: .blocks(.trueColor), background: .white)
            let keys = [
                ArtKey(content: ContentDigest(of: PictureFixtures.bytes("apple.png")), request: request),
                ArtKey(content: ContentDigest(of: PictureFixtures.bytes("line-art.png")), request: request),
                ArtKey(content: ContentDigest(of: PictureFixtures.bytes("apple.png")), request: wider),
                ArtKey(
                    content: ContentDigest(of: PictureFixtures.bytes("apple.png")),
                    request: ArtRequest(columns: 8, rows: 4, output: .sixel, background: .white)),
            ]
            #expect(Set(keys.map(\.fileName)).count == 4)
            #expect(ContentDigest(of: Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        }
    }

    @Test("A damaged cache file is ignored, deleted and written again")
    func corruptFile() throws {
        try withFolder { folder in
            let disk = DiskCache(folder: folder)
            let bytes = PictureFixtures.bytes("apple.png")
            let key = ArtKey(content: ContentDigest(of: bytes), request: request)
            let good = try CachedArtist(disk: disk).art(for: bytes, request: request)
            let path = folder + "/" + key.fileName
            for damage in [Data("garbage".utf8), Data(), (FileManager.default.contents(atPath: path) ?? Data()).dropLast(3)] {
                var file = Array(FileManager.default.contents(atPath: path) ?? Data())
                if damage.isEmpty || damage == Data("garbage".utf8) {
                    file = Array(damage)
                } else {
                    file[file.count / 2] ^= 0xFF  // one flipped byte
                }
                #expect(FileManager.default.createFile(atPath: path, contents: Data(file)))
                #expect(disk.art(for: key) == nil)
                #expect(!FileManager.default.fileExists(atPath: path))
                #expect(try CachedArtist(disk: disk).art(for: bytes, request: request) == good)
                #expect(disk.art(for: key) == good)
            }
        }
    }

    @Test("The disk cache is trimmed to its size cap, oldest files first")
    func sizeCap() throws {
        try withFolder { folder in
            let art = blocks("x", cells: 100)
            let fileSize = CacheFileFrame.framed(ArtCacheFile.encode(art), magic: ArtCacheFile.magic).count
            let disk = DiskCache(folder: folder, limit: fileSize * 10)
            for index in 0..<30 {
                disk.store(art, for: ArtKey(content: ContentDigest(of: [UInt8(index)]), request: request))
                let path = folder + "/" + ArtKey(content: ContentDigest(of: [UInt8(index)]), request: request).fileName
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: path)
            }
            disk.trim()
            #expect(disk.byteCount <= fileSize * 10)
            #expect(disk.art(for: ArtKey(content: ContentDigest(of: [29]), request: request)) != nil)
            #expect(disk.art(for: ArtKey(content: ContentDigest(of: [0]), request: request)) == nil)
        }
    }

    @Test("The cache folder follows XDG_CACHE_HOME, then HOME")
    func folderFromEnvironment() {
        #expect(DiskCache.standardFolder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/talkgrid/pictures")
        #expect(DiskCache.standardFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/talkgrid/pictures")
        #expect(DiskCache.standardFolder(environment: [:]) == nil)
    }
}
