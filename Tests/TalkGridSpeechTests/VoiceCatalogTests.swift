import Foundation
import TalkGrid
import TalkGridShipped
import Testing

@testable import TalkGridSpeech

@Suite struct VoiceCatalogTests {
    @Test func shippedProfilesLoadWithoutProblems() {
        let catalog = SpeechFixtures.shippedCatalog
        #expect(catalog.diagnostics == [])
        #expect(catalog.profiles.map(\.id) == ["en-GB", "en-US", "en-US-natural", "es-ES", "fr-FR", "pt-BR", "zh"])
        #expect(catalog.profile(id: "zh")?.espeakVoice == "cmn-latn-pinyin")
    }

    @Test(arguments: [
        ("en-US", "en-US"), ("en_us", "en-US"), ("es", "es-ES"), ("es-MX", "es-ES"), ("pt-PT", "pt-BR"),
        ("fr", "fr-FR"), ("zh-Hans-CN", "zh"), ("cmn", "zh"), ("en-GB", "en-GB"),
    ])
    func picksAProfileForALanguage(tag: String, expected: String) {
        #expect(SpeechFixtures.shippedCatalog.profile(forLanguage: tag)?.id == expected)
    }

    @Test func noProfileForAnUnknownLanguage() {
        #expect(SpeechFixtures.shippedCatalog.profile(forLanguage: "de") == nil)
    }

    @Test func unknownFieldIsALocatedWarning() {
        let json = """
            {"id": "x", "name": "X", "language": "de", "espeak_voice": "de",
             "rate": 170, "pitch": 40, "volume": 90, "speed": 3}
            """
        let (profile, diagnostics) = VoiceProfile.parse(Array(json.utf8), file: "x.json")
        #expect(profile?.rate == 170)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.code == "voice-unknown-field")
        #expect(diagnostics.first?.line == 2)
        #expect(diagnostics.first?.column == 42)
        #expect(diagnostics.first?.path == "$.speed")
    }

    @Test func missingWrongTypedAndOutOfRangeFieldsAreErrors() {
        let json = """
            {
              "id": "x",
              "name": 7,
              "language": "de",
              "rate": 500,
              "pitch": "high",
              "volume": 100
            }
            """
        let (profile, diagnostics) = VoiceProfile.parse(Array(json.utf8), file: "x.json")
        #expect(profile == nil)
        let found = diagnostics.map { "\($0.severity) \($0.code) \($0.line):\($0.column) \($0.path)" }
        #expect(
            found == [
                "error voice-wrong-type 3:11 $.name",
                "error voice-missing-field 1:1 $",
                "error voice-out-of-range 5:11 $.rate",
                "error voice-wrong-type 6:12 $.pitch",
            ])
        #expect(diagnostics[2].message.contains("80–450"))
    }

    @Test func brokenJSONIsReportedWhereItBreaks() {
        let (profile, diagnostics) = VoiceProfile.parse(Array("{\"id\": \n ]".utf8), file: "bad.json")
        #expect(profile == nil)
        #expect(diagnostics.first?.line == 2)
        #expect(diagnostics.first?.file == "bad.json")
    }

    @Test func userProfilesOverrideShippedOnesWithTheSameID() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        let custom = """
            {"id": "en-US", "name": "Slow English", "language": "en-US", "espeak_voice": "en-us",
             "rate": 120, "pitch": 60, "volume": 150}
            """
        try custom.write(toFile: folder + "/slow.json", atomically: true, encoding: .utf8)
        try "{\"id\": 1}".write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
        let catalog = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: folder)
        #expect(catalog.profile(id: "en-US")?.name == "Slow English")
        #expect(catalog.profile(id: "en-US")?.rate == 120)
        #expect(catalog.profiles.count == 7)
        #expect(catalog.diagnostics.allSatisfy { $0.file == folder + "/broken.json" })
        #expect(catalog.diagnostics.contains { $0.code == "voice-wrong-type" && $0.path == "$.id" })
    }

    @Test(.timeLimit(.minutes(10)))
    func oddFilesInTheUserFolderAreNamedInWarningsAndNeverBlock() throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        _ = try SpeechFixtures.run("/usr/bin/mkfifo", [folder + "/pipe.json"])
        try manager.createDirectory(atPath: folder + "/x.json", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: folder + "/loop.json", withDestinationPath: "loop.json")
        try manager.createSymbolicLink(atPath: folder + "/zero.json", withDestinationPath: "/dev/zero")
        try Data(count: VoiceCatalog.maxProfileBytes + 1).write(to: URL(fileURLWithPath: folder + "/huge.json"))
        let good = #"{"id": "mine", "name": "Mine", "language": "en-GB", "espeak_voice": "en-gb", "rate": 150, "pitch": 50, "volume": 100}"#
        try good.write(toFile: folder + "/good.json", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder + "/linked.json", withDestinationPath: "good.json")

        let catalog = VoiceCatalog.load(shipped: [:], userFolder: folder)
        #expect(catalog.profiles.map(\.id) == ["mine"])
        let skipped = catalog.diagnostics.filter { $0.code == "voice-file-skipped" }
        #expect(skipped.allSatisfy { $0.severity == .warning })
        func reason(_ name: String) -> String? { skipped.first { $0.file == folder + "/" + name }?.message }
        #expect(reason("pipe.json")?.contains("not a regular file") == true)
        #expect(reason("zero.json")?.contains("not a regular file") == true)
        #expect(reason("x.json")?.contains("is a folder") == true)
        #expect(reason("loop.json")?.contains("leads nowhere") == true)
        #expect(reason("huge.json")?.contains("far more than a voice profile") == true)
        #expect(skipped.count == 5)
    }

    @Test func userFolderFollowsXDG() {
        #expect(VoiceCatalog.userFolder(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/talkgrid/voices")
        #expect(VoiceCatalog.userFolder(environment: ["HOME": "/h"]) == "/h/.config/talkgrid/voices")
        #expect(VoiceCatalog.userFolder(environment: [:]) == nil)
    }

    @Test func eachSegmentGetsItsLanguagesVoice() {
        let utterance = Utterance(segments: [
            .init(text: "I want", language: "en-US"), .init(text: "agua", language: "es"),
            .init(text: "你好", language: "zh-CN"), .init(text: "Hallo", language: "de"),
        ])
        let voices = SpeechFixtures.shippedCatalog.voicedText(for: utterance).map(\.voice.id)
        #expect(voices == ["en-US", "es-ES", "zh", "de"])
    }

    @Test func aChosenVoiceReadsItsOwnLanguageOnly() {
        let utterance = Utterance(
            segments: [.init(text: "hello", language: "en-US"), .init(text: "bonjour", language: "fr")], voiceID: "en-GB")
        let voices = SpeechFixtures.shippedCatalog.voicedText(for: utterance).map(\.voice.id)
        #expect(voices == ["en-GB", "fr-FR"])
    }
}
