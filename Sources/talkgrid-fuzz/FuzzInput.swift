import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridStorage

#if TALKGRID_FUZZING
    /// Runs one fuzz input through everything that reads untrusted board files. C-callable, at file
    /// scope (not in a `main` file), as libFuzzer requires; always returns 0.
    @_cdecl("talkgrid_fuzz_one_input")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        FuzzInput(bytes: bytes).run()
        return 0
    }

    /// One input and the ways it is fed to the readers and the validator.
    struct FuzzInput {
        var bytes: [UInt8]

        /// A manifest naming two boards and an image, for the set modes.
        static let manifest = Array(
            #"{"format":"open-board-0.1","root":"boards/a.obf","paths":{"boards":{"a":"boards/a.obf","b":"boards/b.obf"},"images":{"i":"images/i.png"}}}"#
                .utf8)
        /// A small valid board, for the mode where the input is the manifest.
        static let board = Array(
            #"{"format":"open-board-0.1","id":"a","locale":"en","name":"A","buttons":[{"id":"1","label":"go","load_board":{"path":"boards/b.obf"}}],"grid":{"rows":1,"columns":1,"order":[["1"]]}}"#
                .utf8)

        func run() {
            // The input as an untrusted picture: bounded decoding, then block art and a pixel protocol.
            if PictureFormat(sniffing: bytes) != nil {
                let artist = PictureArtist()
                _ = try? artist.art(for: bytes, request: ArtRequest(columns: 8, rows: 4, output: .blocks(.trueColor), background: .white))
                _ = try? artist.art(for: bytes, request: ArtRequest(columns: 4, rows: 2, output: .sixel, background: .white))
                return
            }
            let validator = Validator(options: ValidationOptions(maximumOptionsPerScreen: 9, voiceLanguages: ["en"]))
            if bytes.starts(with: [0x50, 0x4B]) {
                runArchive(validator)
                return
            }
            // The parser and writer on their own: what is written must parse again to the same value.
            if let node = try? JSONParser.parse(bytes, file: "fuzz.json") {
                let written = JSONWriter.prettyBytes(node)
                guard let again = try? JSONParser.parse(written, file: "written.json"), again == node else {
                    fatalError("JSONWriter wrote a document that does not parse back to the same value")
                }
            }
            // A single board.
            if let set = try? BoardSetLoader.loadBoard(bytes: bytes, file: "fuzz.obf") {
                _ = validator.validate(set)
            }
            // The input as both boards of a set, then as the manifest of a set.
            let asBoards = InMemoryBoardSetSource(
                displayName: "fuzz-set", files: ["manifest.json": Self.manifest, "boards/a.obf": bytes, "boards/b.obf": bytes])
            if let set = try? BoardSetLoader.loadSet(from: asBoards) { _ = validator.validate(set) }
            let asManifest = InMemoryBoardSetSource(
                displayName: "fuzz-manifest", files: ["manifest.json": bytes, "boards/a.obf": Self.board, "boards/b.obf": Self.board])
            if let set = try? BoardSetLoader.loadSet(from: asManifest) { _ = validator.validate(set) }
        }

        /// The input as an `.obz` file, opened through the storage module like a user's file.
        private func runArchive(_ validator: Validator) {
            let path = NSTemporaryDirectory() + "talkgrid-fuzz-\(getpid()).obz"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
            defer { try? FileManager.default.removeItem(atPath: path) }
            guard let source = try? ObzSource(path: path) else { return }
            if let set = try? BoardSetLoader.loadSet(from: source) { _ = validator.validate(set) }
        }
    }
#endif
