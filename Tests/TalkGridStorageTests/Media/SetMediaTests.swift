import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// A set's pictures and recordings read through the one ``SetMedia`` opened with it.
@Suite("Set media")
struct SetMediaTests {
    static let sound: [UInt8] = Array("RIFF-not-really-a-wav".utf8)
    static let picture: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]

    /// One board whose cells name a recording by path, by the manifest, inline, and on the web.
    static let board = """
        {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home",
         "grid": {"rows": 1, "columns": 4, "order": [["a", "b", "c", "d"]]},
         "buttons": [{"id": "a", "label": "by path", "sound_id": "s1", "image_id": "i1"},
                     {"id": "b", "label": "by manifest", "sound_id": "s2"},
                     {"id": "c", "label": "inline", "sound_id": "s3"},
                     {"id": "d", "label": "web", "sound_id": "s4"}],
         "sounds": [{"id": "s1", "path": "./sounds/one.wav", "content_type": "audio/wav"},
                    {"id": "s2", "content_type": "audio/wav"},
                    {"id": "s3", "data": "data:audio/wav;base64,\(Base64.encode(sound))"},
                    {"id": "s4", "url": "https://example.com/s4.wav"}],
         "images": [{"id": "i1", "path": "images/one.png", "content_type": "image/png"}]}
        """
    static let manifest = """
        {"format": "open-board-0.1", "root": "boards/home.obf",
         "paths": {"boards": {"home": "boards/home.obf"}, "sounds": {"s2": "sounds/two.wav"}, "images": {"i1": "images/one.png"}}}
        """

    private func archive(in folder: URL) throws -> String {
        var zip = ZipFixture()
        zip.add("manifest.json", Self.manifest)
        zip.add("boards/home.obf", Self.board)
        zip.add("sounds/one.wav", .bytes(Self.sound))
        zip.add("sounds/two.wav", .bytes(Self.sound + [1]))
        zip.add("images/one.png", .bytes(Self.picture))
        let path = folder.appendingPathComponent("set.obz").path
        try zip.write(to: path)
        return path
    }

    @Test("an .obz: recordings by path, by the manifest and inline; none from the web; a picture by path")
    func archiveMedia() throws {
        let folder = try Fixtures.temporaryFolder("media")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let opened = try OpenedBoardSet(path: try archive(in: folder))
        let media = opened.media
        #expect(media.sound("s1", onBoard: "home") == MediaFile(bytes: Self.sound, contentType: "audio/wav"))
        #expect(media.sound("s2", onBoard: "home")?.bytes == Self.sound + [1])
        #expect(media.sound("s3", onBoard: "home") == MediaFile(bytes: Self.sound, contentType: "audio/wav"))
        #expect(media.sound("s4", onBoard: "home") == nil)
        #expect(media.sound("nope", onBoard: "home") == nil)
        #expect(media.sound("s1", onBoard: "elsewhere") == nil)
        #expect(media.image("i1", onBoard: "home") == MediaFile(bytes: Self.picture, contentType: "image/png"))
    }

    @Test("the archive is opened once: its media stay readable after the file is gone")
    func openedOnce() throws {
        let folder = try Fixtures.temporaryFolder("media")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = try archive(in: folder)
        let opened = try OpenedBoardSet(path: path)
        try FileManager.default.removeItem(atPath: path)
        #expect(opened.media.sound("s1", onBoard: "home")?.bytes == Self.sound)
        #expect(opened.media.image("i1", onBoard: "home")?.bytes == Self.picture)
    }

    @Test("a set folder reads its files; a single .obf has none beside it, but keeps inline media")
    func folderAndSingleFile() throws {
        let folder = try Fixtures.temporaryFolder("media")
        defer { Fixtures.removeTemporaryFolder(folder) }
        for (name, bytes) in [
            ("manifest.json", Array(Self.manifest.utf8)), ("boards/home.obf", Array(Self.board.utf8)), ("sounds/one.wav", Self.sound),
        ] {
            let url = folder.appendingPathComponent("set/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let set = try OpenedBoardSet(path: folder.appendingPathComponent("set").path)
        #expect(set.media.sound("s1", onBoard: "home")?.bytes == Self.sound)
        #expect(set.media.sound("s2", onBoard: "home") == nil)  // named in the manifest, not in the folder

        let single = try OpenedBoardSet(path: folder.appendingPathComponent("set/boards/home.obf").path)
        #expect(single.media.sound("s1", onBoard: "home") == nil)
        #expect(single.media.sound("s3", onBoard: "home")?.bytes == Self.sound)
    }

    @Test("a set folder's picture identities, told on several threads, are the ones told one by one")
    func folderIdentitiesSideBySide() throws {
        let folder = try Fixtures.temporaryFolder("media")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let inline = "data:image/png;base64,\(Base64.encode(Self.picture))"
        let images = [
            #"{"id": "p1", "path": "images/one.png"}"#, #"{"id": "p2", "path": "./images/deep/two.png"}"#, #"{"id": "p3"}"#,
            #"{"id": "p4", "data": "\#(inline)"}"#, #"{"id": "p5", "path": "images/missing.png"}"#,
            #"{"id": "p6", "path": "images/deep"}"#, #"{"id": "p7", "url": "https://example.com/p7.png"}"#,
        ]
        func board(_ id: String) -> String {
            """
            {"format": "open-board-0.1", "id": "\(id)", "locale": "en", "name": "\(id)", "grid": {"rows": 0, "columns": 0, "order": []},
             "buttons": [], "images": [\(images.joined(separator: ", "))]}
            """
        }
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/home.obf",
             "paths": {"boards": {"home": "boards/home.obf", "more": "boards/deep/more.obf"}, "images": {"p3": "images/deep/three.png"}}}
            """
        let files: [(String, [UInt8])] = [
            ("manifest.json", Array(manifest.utf8)), ("boards/home.obf", Array(board("home").utf8)),
            ("boards/deep/more.obf", Array(board("more").utf8)), ("images/one.png", Self.picture),
            ("images/deep/two.png", Self.picture + [2]), ("images/deep/three.png", Self.picture + [3]),
        ]
        for (name, bytes) in files {
            let url = folder.appendingPathComponent("set/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let media = try OpenedBoardSet(path: folder.appendingPathComponent("set").path).media
        var pictures: [(imageID: String, boardID: String)] = []
        for board in ["home", "more", "elsewhere", "home"] {
            for image in ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p1"] { pictures.append((image, board)) }
        }
        let oneByOne = pictures.map { media.imageIdentity($0.imageID, onBoard: $0.boardID) }
        let found = ["p1", "p2", "p3", "p4", "p1"]
        #expect(oneByOne.map { $0 != nil } == pictures.map { found.contains($0.imageID) && $0.boardID != "elsewhere" })
        #expect(oneByOne[3] == .dataURI(inline) && Set(oneByOne.compactMap { $0 }).count == 4)
        for (workers, chunk) in [(1, 2), (2, 1), (2, 4), (3, 5)] {
            #expect(media.imageIdentities(of: pictures, workers: workers, chunk: chunk) == oneByOne)
        }
    }

    @Test("data URIs: base64 and percent-encoded payloads, the media type, and what is not one")
    func dataURIs() {
        #expect(DataURI("data:image/svg+xml;base64,PHN2Zz4=") == DataURI(mediaType: "image/svg+xml", bytes: Array("<svg>".utf8)))
        #expect(
            DataURI("data:image/svg+xml;charset=utf-8,%3Csvg%3E%zz") == DataURI(mediaType: "image/svg+xml", bytes: Array("<svg>%zz".utf8)))
        #expect(DataURI("data:,plain")?.mediaType == "")
        #expect(DataURI("data:audio/wav;base64,%%%") == nil)
        #expect(DataURI("https://example.com/a.png") == nil)
    }
}

extension DataURI {
    init(mediaType: String, bytes: [UInt8]) {
        self.init("data:,")!
        self.mediaType = mediaType
        self.bytes = bytes
    }
}
