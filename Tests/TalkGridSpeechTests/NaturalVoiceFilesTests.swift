import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

/// A Piper voice's files as TalkGrid checks, converts and installs them, without the engine.
@Suite struct NaturalVoiceFilesTests {
    // MARK: The configuration

    @Test func aPiperConfigurationIsRead() throws {
        let (configuration, diagnostics) = PiperVoiceConfiguration.parse(NaturalVoiceFixtures.configuration(), file: "voice.onnx.json")
        #expect(diagnostics.isEmpty)
        let read = try #require(configuration)
        #expect(read.sampleRate == 22_050)
        #expect(read.espeakVoice == "en-us")
        #expect(read.language == "en-US")
        #expect(read.dataset == "test")
        #expect(read.phonemeIDs["a"] == 14)
        #expect(read.phonemeIDs[" "] == 3)
        #expect(read.noiseScale == 0.667)
        // sherpa-onnx's table: by id, the space's line beginning with the space.
        #expect(read.tokensText.hasPrefix("_ 0\n^ 1\n$ 2\n  3\n"))
    }

    @Test func aConfigurationThatCannotBeUsedIsRefusedWithLocatedFindings() throws {
        let text = """
            {"audio": {"sample_rate": "fast"}, "espeak": {"voice": "en-us"}, "phoneme_type": "text",
             "phoneme_id_map": {"_": [0], "^": [1], "ab": [2]}}
            """
        let (configuration, diagnostics) = PiperVoiceConfiguration.parse(Array(text.utf8), file: "bad.json")
        #expect(configuration == nil)
        let said = diagnostics.map(\.message)
        #expect(said.contains { $0.contains("phoneme_type is 'text'") }, "\(said)")
        #expect(said.contains { $0.contains("'$.audio.sample_rate' must be a whole number") }, "\(said)")
        #expect(said.contains { $0.contains("phoneme 'ab' must be one character") }, "\(said)")
        #expect(said.contains { $0.contains("has no '$'") }, "\(said)")
        #expect(diagnostics.allSatisfy { $0.line >= 1 }, "every finding points into the file")
    }

    @Test func aConfigurationThatIsNotJSONIsRefused() {
        let (configuration, diagnostics) = PiperVoiceConfiguration.parse(Array("{\"audio\": ".utf8), file: "cut.json")
        #expect(configuration == nil)
        #expect(diagnostics.count == 1)
    }

    // MARK: The model

    @Test func aPiperModelIsRecognisedAndGivenTheEnginesMetadata() throws {
        let model = NaturalVoiceFixtures.model()
        let file = try PiperModelFile.reading(model)
        #expect(file.inputs == ["input", "input_lengths", "scales"])
        #expect(file.metadataKeys.isEmpty)
        let configuration = try #require(PiperVoiceConfiguration.parse(NaturalVoiceFixtures.configuration(), file: "c").configuration)
        let appended = model + file.appendedMetadata(PiperModelFile.metadata(for: configuration))
        let reread = try PiperModelFile.reading(appended)
        #expect(reread.metadataKeys == ["model_type", "comment", "sample_rate", "n_speakers", "language", "voice", "add_blank"])
        #expect(reread.inputs == file.inputs)
        // Adding again adds nothing: the model already says it all.
        #expect(reread.appendedMetadata(PiperModelFile.metadata(for: configuration)).isEmpty)
    }

    @Test func aFileThatIsNotAPiperModelIsRefused() throws {
        #expect(throws: PiperModelFile.Problem.notProtocolBuffer) {
            try PiperModelFile.reading(Array("this is not a model at all".utf8))
        }
        #expect(throws: PiperModelFile.Problem.noGraph) {
            try PiperModelFile.reading(ProtocolBufferWriter.field(2, Array("producer".utf8)))
        }
        let other = NaturalVoiceFixtures.model(inputs: ["pixels"])
        #expect(throws: PiperModelFile.Problem.notPiper(inputs: ["pixels"])) { try PiperModelFile.reading(other) }
        // Cut short in the middle of a field.
        let cut = Array(NaturalVoiceFixtures.model().dropLast(3))
        #expect(throws: PiperModelFile.Problem.notProtocolBuffer) { try PiperModelFile.reading(cut) }
    }

    // MARK: Installing

    @Test func anAddedVoiceIsInstalledWithItsRecordAndCheckedWhenOpened() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (model, configuration) = try NaturalVoiceFixtures.writeVoice(in: folder)
        let folders = NaturalVoiceFolders(data: folder + "/data")
        let installed = try NaturalVoiceInstaller(folders: folders).add(
            model: model, configuration: configuration, as: "test-voice", source: "a test")
        #expect(installed.model == "test-voice")
        #expect(installed.source == "a test")
        let files = folders.voice("test-voice")
        let tokens = try String(contentsOfFile: files.tokens, encoding: .utf8)
        #expect(tokens.contains("a 14\n"))
        let written = try Data(contentsOf: URL(fileURLWithPath: files.model))
        #expect(written.count > NaturalVoiceFixtures.model().count)
        #expect(try PiperModelFile.reading(written).metadataKeys.contains("comment"))
        let opened = try InstalledNaturalVoice.open("test-voice", in: folders, thorough: true)
        #expect(opened.fingerprint == installed.fingerprint)
        #expect(opened.fingerprint.count == 64)

        // Cut short, then changed in place (same size): both are found before any engine sees them.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: files.model))
        try handle.truncate(atOffset: UInt64(written.count - 1))
        try handle.close()
        #expect(throws: NaturalVoiceError.damaged(file: files.model)) {
            try InstalledNaturalVoice.open("test-voice", in: folders, thorough: false)
        }
        var changed = written
        changed[changed.count / 2] ^= 0xFF
        try changed.write(to: URL(fileURLWithPath: files.model))
        _ = try InstalledNaturalVoice.open("test-voice", in: folders, thorough: false)  // the size alone says nothing
        #expect(throws: NaturalVoiceError.damaged(file: files.model)) {
            try InstalledNaturalVoice.open("test-voice", in: folders, thorough: true)
        }
        #expect(throws: NaturalVoiceError.notInstalled(model: "other")) {
            try InstalledNaturalVoice.open("other", in: folders, thorough: true)
        }
    }

    @Test func aBadVoiceIsRefusedAndWritesNothing() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (model, configuration) = try NaturalVoiceFixtures.writeVoice(in: folder, model: Array("not a model".utf8))
        let folders = NaturalVoiceFolders(data: folder + "/data")
        #expect(throws: NaturalVoiceError.notAPiperModel(file: model, .notProtocolBuffer)) {
            try NaturalVoiceInstaller(folders: folders).add(model: model, configuration: configuration, as: "bad", source: "")
        }
        #expect(!FileManager.default.fileExists(atPath: folders.voice("bad").folder))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folders.voices))?.isEmpty ?? true, "no half-built folder is left")
    }

    @Test func aVoiceAddedAgainReplacesTheOldOneWhole() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let folders = NaturalVoiceFolders(data: folder + "/data")
        let (model, configuration) = try NaturalVoiceFixtures.writeVoice(in: folder)
        let first = try NaturalVoiceInstaller(folders: folders).add(model: model, configuration: configuration, as: "v", source: "")
        let (other, _) = try NaturalVoiceFixtures.writeVoice(in: folder, model: NaturalVoiceFixtures.model(padding: 100))
        let second = try NaturalVoiceInstaller(folders: folders).add(model: other, configuration: configuration, as: "v", source: "")
        #expect(first.fingerprint != second.fingerprint)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folders.voices) == ["v"])
    }

    @Test(arguments: [
        ("en-US-natural", true), ("en_US-lessac-medium", true), ("../escape", false), (".hidden", false), ("", false), ("a/b", false),
    ])
    func modelNamesCannotLeaveTheVoicesFolder(name: String, allowed: Bool) {
        #expect(NaturalVoiceFolders.isModelName(name) == allowed)
    }

    // MARK: Profiles

    @Test func aProfileNamesItsEngine() throws {
        let text = """
            {"id": "mine", "name": "Mine", "language": "en-US", "espeak_voice": "en-us", "engine": "piper", "model": "mine",
             "rate": 165, "pitch": 50, "volume": 100}
            """
        let (profile, diagnostics) = VoiceProfile.parse(Array(text.utf8), file: "mine.json")
        #expect(diagnostics.isEmpty)
        #expect(profile?.engine == .piper(model: "mine"))
        let shipped = try #require(SpeechFixtures.shippedCatalog.profile(id: "en-US-natural"))
        #expect(shipped.engine == .piper(model: "en-US-natural"))
        #expect(SpeechFixtures.shippedCatalog.profile(id: "en-US")?.engine == .espeakNG)
        // A language's own voice is always espeak-ng's: a natural voice speaks only when chosen.
        #expect(SpeechFixtures.shippedCatalog.profile(forLanguage: "en-US")?.id == "en-US")
    }

    @Test func aProfileWithAnUnknownEngineOrABadModelIsRefused() {
        let unknown = """
            {"id": "x", "name": "X", "language": "en", "espeak_voice": "en", "engine": "festival", "rate": 165, "pitch": 50, "volume": 100}
            """
        let (none, found) = VoiceProfile.parse(Array(unknown.utf8), file: "x.json")
        #expect(none == nil)
        #expect(found.map(\.message).contains { $0.contains("'engine' is festival") })
        let escaping = """
            {"id": "x", "name": "X", "language": "en", "espeak_voice": "en", "engine": "piper", "model": "../../etc",
             "rate": 165, "pitch": 50, "volume": 100}
            """
        let (refused, problems) = VoiceProfile.parse(Array(escaping.utf8), file: "x.json")
        #expect(refused == nil)
        #expect(problems.map(\.code) == ["voice-bad-model"])
    }

    // MARK: Sentences

    @Test func aMessageIsSaidSentenceBySentence() {
        #expect(SpokenSentences.sentences(of: "I want to go outside now.") == ["I want to go outside now."])
        #expect(SpokenSentences.sentences(of: "Hello. How are you? Fine!") == ["Hello.", "How are you?", "Fine!"])
        #expect(SpokenSentences.sentences(of: "drink") == ["drink"])
        #expect(SpokenSentences.sentences(of: "one\ntwo") == ["one", "two"])
        #expect(SpokenSentences.sentences(of: "  ") == [])
        let long = Array(repeating: "word", count: 60).joined(separator: " ")
        #expect(SpokenSentences.sentences(of: long).count == 3, "a long run is cut so the first sound comes soon")
        #expect(SpokenSentences.clauses(of: "Yes, I want it.").map(\.text) == ["Yes", "I want it"])
        #expect(SpokenSentences.clauses(of: "Yes, I want it.").map(\.punctuation) == [",", "."])
        #expect(SpokenSentences.clauses(of: "Really?!").map(\.punctuation) == ["!"])
    }

    @Test func phonemesKeepTheClausesPunctuationAndOnlyWhatTheVoiceHas() throws {
        let configuration = try #require(PiperVoiceConfiguration.parse(NaturalVoiceFixtures.configuration(), file: "c").configuration)
        let codes = ESpeakEngine.phonemeCodes(of: "ab, ba", table: configuration.phonemeIDs) { clause in
            clause == "ab" ? "ab" : "bzz"
        }
        // "z" is not in the table; the last clause ends with a full stop.
        #expect(String(String.UnicodeScalarView(codes.compactMap { Unicode.Scalar(UInt32($0)) })) == "ab, b.")
    }

    @Test(arguments: [(165, 100), (330, 200), (80, 50), (450, 250), (40, 50)])
    func aSpeedInWordsPerMinuteIsAFactorOverTheVoicesOwnPace(rate: Int, hundredths: Int) {
        #expect(NaturalSpeed(rate: rate).hundredths == hundredths)
    }
}
