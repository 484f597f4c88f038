import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

@Suite struct AudioClipTests {
    @Test func wavWriterWritesACorrectHeader() {
        let bytes = WAVWriter(sampleRate: 22_050).encode([0, 1, -1, 32767])
        #expect(bytes.count == 44 + 8)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[4..<8]) == [44, 0, 0, 0])  // 36 + 8 data bytes
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[16..<24]) == [16, 0, 0, 0, 1, 0, 1, 0])  // fmt size, PCM, mono
        #expect(Array(bytes[24..<28]) == [0x22, 0x56, 0, 0])  // 22,050 Hz
        #expect(Array(bytes[28..<32]) == [0x44, 0xAC, 0, 0])  // 44,100 bytes per second
        #expect(Array(bytes[32..<36]) == [2, 0, 16, 0])
        #expect(Array(bytes[36..<44]) == Array("data".utf8) + [8, 0, 0, 0])
        #expect(Array(bytes[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F])
    }

    /// A stereo 8-bit WAV at 11,025 Hz with an extra chunk before the data.
    static func eightBitStereoWAV(frames: [(UInt8, UInt8)]) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let data = frames.flatMap { [$0.0, $0.1] }
        let list: [UInt8] = Array("LIST".utf8) + le32(3) + [1, 2, 3, 0]  // odd size: padded
        let format: [UInt8] = Array("fmt ".utf8) + le32(16) + [1, 0, 2, 0] + le32(11_025) + le32(22_050) + [2, 0, 8, 0]
        let body = Array("WAVE".utf8) + format + list + Array("data".utf8) + le32(data.count) + data
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    @Test func decodesAnEightBitStereoWAVToMono() throws {
        let bytes = Self.eightBitStereoWAV(frames: [(128, 128), (255, 255), (0, 0), (255, 1)])
        let clip = try AudioClip(decoding: bytes, contentType: nil)
        #expect(clip.sampleRate == 11_025)
        #expect(clip.samples == [0, 127 << 8, -128 << 8, 0])
        let resampled = clip.resampled(to: 22_050)
        #expect(resampled.count == 8)
        #expect(resampled[0] == 0 && resampled[2] == 127 << 8 && resampled[4] == -128 << 8)
        #expect(resampled[1] == (127 << 8) / 2)
    }

    @Test func rejectsWhatIsNotSound() {
        #expect(throws: AudioClipError.unrecognizedFormat(contentType: "image/png")) {
            try AudioClip(decoding: [0x89, 0x50, 0x4E, 0x47], contentType: "image/png")
        }
        #expect(throws: AudioClipError.self) {
            try AudioClip(decoding: Array("RIFF\u{4}\0\0\0WAVE".utf8), contentType: "audio/wav")
        }
        #expect(throws: AudioClipError.self) { try AudioClip(decoding: [0xFF, 0xFB, 0x90, 0x64, 1, 2, 3], contentType: nil) }
    }

    @Test func decodesTheRecordedSoundOfABoardInTheFixtures() throws {
        // lots_of_stuff.obz: the "kitty" button of root_board.obf has sound sss1, an MP3 data URI.
        let set = try ObzSource(path: SpeechFixtures.obfGem("lots_of_stuff.obz"))
        let board = try JSONParser.parse(try set.contents(of: "boards/root_board.obf"), file: "root_board.obf")
        let kitty = try #require(board["buttons"]?.elements?.first { $0["label"]?.string == "kitty" })
        let soundID = try #require(kitty["sound_id"]?.scalarText)
        let sound = try #require(board["sounds"]?.elements?.first { $0["id"]?.scalarText == soundID })
        let uri = try #require(sound["data"]?.string)
        let base64 = try #require(uri.split(separator: ",", maxSplits: 1).last.map(String.init))
        let bytes = try #require(Base64.decode(base64))
        let clip = try AudioClip(decoding: bytes, contentType: sound["content_type"]?.string)
        #expect(clip.duration > 1.5 && clip.duration < 2.5, "the sound says it lasts 2 s")
        #expect(SpeechFixtures.peak(clip.samples) > 0.05)

        // The same recording is also a file of the set.
        let fromFile = try AudioClip(decoding: try set.contents(of: "sounds/sigh.mp3"), contentType: "audio/mpeg")
        #expect(abs(fromFile.duration - clip.duration) < 0.1)
    }

    @Test func playsARecordedSoundThroughTheSpeaker() async throws {
        let set = try ObzSource(path: SpeechFixtures.obfGem("lots_of_stuff.obz"))
        let clip = try AudioClip(decoding: try set.contents(of: "sounds/sigh.mp3"), contentType: "audio/mpeg")
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: true, audioDevice: "null", sinks: [sink]))
        await speaker.play(clip)
        await speaker.waitUntilDone()
        let played = try #require(sink.items.first)
        #expect(played.item == .clip(clip))
        #expect(played.interrupted == false)
        #expect(abs(Double(played.samples.count) / 22_050 - clip.duration) < 0.01)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sox"), "sox makes the Ogg Vorbis file"))
    func decodesOggVorbis() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        let path = folder + "/tone.ogg"
        _ = try SpeechFixtures.run("/usr/bin/sox", ["-n", "-r", "16000", "-c", "2", path, "synth", "0.5", "sine", "440"])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let clip = try AudioClip(decoding: bytes, contentType: "audio/ogg")
        #expect(clip.sampleRate == 16_000)
        #expect(abs(clip.duration - 0.5) < 0.02)
        #expect(SpeechFixtures.peak(clip.samples) > 0.5)
    }

    @Test func theWAVFolderNumbersItsFiles() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        try Data().write(to: URL(fileURLWithPath: folder + "/0007.wav"))
        let sink = try WAVFolderSink(folder: folder + "/")
        let item = SpeechItem.utterance(Utterance(text: "x", language: "en"))
        for value in [Int16(5), 6] {
            sink.begin(item, sampleRate: 22_050)
            [value, value].withUnsafeBufferPointer { sink.write($0) }
            sink.end(item, interrupted: false)
        }
        #expect(sink.writtenFiles.map { ($0 as NSString).lastPathComponent } == ["0008.wav", "0009.wav"])
        let clip = try AudioClip(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: sink.writtenFiles[1]))))
        #expect(clip.samples == [6, 6])
    }
}
