import Foundation
import TalkGridTestSupport
import Testing

/// The natural voice through the real binary: listed, refused when added wrong, stood in for by
/// espeak-ng when missing, and never loaded by a command that does not speak with it.
@Suite("Natural voices on the command line")
struct NaturalVoiceCommandTests {
    /// An environment whose data and config folders are empty (no natural voice installed).
    static func emptyHome(_ folder: URL) -> [String: String] {
        ["XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
    }

    @Test func voicesListsTheNaturalVoiceWithItsEngineAndHowToInstallIt() throws {
        let folder = try Fixtures.temporaryFolder("natural-list")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(["voices"], environment: Self.emptyHome(folder))
        #expect(run.status == 0, "\(run.error)")
        let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("en-US-natural ") })
        #expect(line.contains("piper"))
        #expect(line.hasSuffix(" no"))
        #expect(run.output.contains("talkgrid voices install natural"))
        let espeak = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("en-US ") })
        #expect(espeak.contains("espeak-ng"))
    }

    @Test func sayWithAMissingNaturalVoiceSaysHowToInstallItAndEspeakWritesTheWAV() throws {
        let folder = try Fixtures.temporaryFolder("natural-say")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let wav = folder.appendingPathComponent("hello.wav").path
        let run = try TalkGridBinary.run(["say", "hello", "--voice", "en-US-natural", "--wav", wav], environment: Self.emptyHome(folder))
        #expect(run.error.contains("talkgrid voices install natural"), "\(run.error)")
        #expect(run.error.contains("espeak-ng speaks instead"))
        let size = (try FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0
        #expect(size > 10_000, "espeak-ng wrote the word: \(size) bytes")
    }

    @Test func aBadModelIsRefusedByVoicesAdd() throws {
        let folder = try Fixtures.temporaryFolder("natural-add")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let model = folder.appendingPathComponent("mine.onnx").path
        try Data("this is not a model".utf8).write(to: URL(fileURLWithPath: model))
        let environment = Self.emptyHome(folder)

        // No configuration beside it.
        let alone = try TalkGridBinary.run(["voices", "add", model], environment: environment)
        #expect(alone.status == 1)
        #expect(alone.error.contains("has no configuration beside it"), "\(alone.error)")

        // A configuration with a mistake: located.
        try Data(#"{"audio": {"sample_rate": 22050}, "espeak": {"voice": "en-us"}, "phoneme_id_map": {"_": [0], "^": [1]}}"#.utf8).write(
            to: URL(fileURLWithPath: model + ".json"))
        let wrong = try TalkGridBinary.run(["voices", "add", model], environment: environment)
        #expect(wrong.status == 1)
        #expect(wrong.error.contains("mine.onnx.json:1:"), "\(wrong.error)")
        #expect(wrong.error.contains("has no '$'"))

        // A good configuration, a model that is not one.
        try Data(
            #"{"audio": {"sample_rate": 22050}, "espeak": {"voice": "en-us"}, "phoneme_id_map": {"_": [0], "^": [1], "$": [2], "a": [3]}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: model + ".json"))
        let notModel = try TalkGridBinary.run(["voices", "add", model], environment: environment)
        #expect(notModel.status == 1)
        #expect(notModel.error.contains("is not an ONNX model"), "\(notModel.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data/talkgrid/voices/mine").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("config/talkgrid/voices/mine.json").path))

        // An id that would leave the voices folder, or take a shipped voice's place.
        let escaping = try TalkGridBinary.run(["voices", "add", model, "--id", "../x"], environment: environment)
        #expect(escaping.status == 2)
        let shipped = try TalkGridBinary.run(["voices", "add", model, "--id", "en-US"], environment: environment)
        #expect(shipped.status == 1)
        #expect(shipped.error.contains("shipped voice"))
    }

    @Test func speakingWithEspeakNeverOpensTheNaturalVoicesEngine() throws {
        let run = try TalkGridBinary.run(["voices"], environment: ["LD_DEBUG": "files"])
        #expect(run.status == 0)
        #expect(!run.error.contains("libsherpa-onnx"), "listing voices opened the engine")
        #expect(!run.error.contains("libonnxruntime"))
    }
}
