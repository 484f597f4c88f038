import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

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
