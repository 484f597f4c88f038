import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

/// Writing WAV files where they cannot go: said in a caregiver's words, nothing replaced or left behind.
@Suite("WAV files that cannot be written")
struct WAVWriterTests {
    @Test("a missing folder, a folder and a pipe are refused with a clear reason; the pipe stays a pipe")
    func refusals() throws {
        let folder = try Fixtures.temporaryFolder("wav-writer")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("missing/x.wav").path
        #expect(throws: SpeechError.cannotWrite(path: missing, reason: .said(SpeechText.noFolder(folder: "\(folder.path)/missing")))) {
            try WAVWriter().write([0, 1], to: missing)
        }
        #expect(throws: SpeechError.cannotWrite(path: folder.path, reason: .said(SpeechText.isFolder))) {
            try WAVWriter().write([0, 1], to: folder.path)
        }
        let pipe = folder.appendingPathComponent("pipe.wav").path
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(throws: SpeechError.self) { try WAVWriter().write([0, 1], to: pipe) }
        let type = try FileManager.default.attributesOfItem(atPath: pipe)[.type] as? FileAttributeType
        #expect(type != nil && type != .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["pipe.wav"])
    }

    @Test("a folder sink numbers on from its own files, ignores absurd numbers and remembers a failed write")
    func folderSink() throws {
        let folder = try Fixtures.temporaryFolder("wav-sink")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let files = folder.appendingPathComponent("speech").path
        try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
        for name in ["0003.wav", "9223372036854775807.wav", "notes.wav"] {
            _ = FileManager.default.createFile(atPath: files + "/" + name, contents: Data())
        }
        let sink = try WAVFolderSink(folder: files)
        let item = SpeechItem.utterance(Utterance(text: "hi", language: "en"))
        sink.begin(item, sampleRate: 22_050)
        [Int16(0), 5, -5].withUnsafeBufferPointer { sink.write($0) }
        sink.end(item, interrupted: false)
        #expect(sink.writtenFiles == [files + "/0004.wav"])
        #expect(sink.lastFailure == nil)
        try FileManager.default.removeItem(atPath: files)
        sink.begin(item, sampleRate: 22_050)
        sink.end(item, interrupted: false)
        #expect(sink.lastFailure == .cannotWrite(path: files + "/0005.wav", reason: .said(SpeechText.noFolder(folder: files))))
    }
}
