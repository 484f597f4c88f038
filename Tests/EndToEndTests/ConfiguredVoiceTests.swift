import Foundation
import TalkGridTestSupport
import Testing

/// The voice chosen in `config.json` (as the menu saves it) is the voice of `say` and `run --keys`
/// too, so a parent trying words hears what the child hears; an option still comes first.
@Suite("The configured voice everywhere", .serialized)
struct ConfiguredVoiceTests {
    private func talkgrid(_ arguments: [String], home: URL) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(
            arguments,
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
    }

    @Test("say and run --keys speak with the voice of config.json; --print-speech names it; --voice comes first")
    func configuredVoice() throws {
        let home = try Fixtures.temporaryFolder("configured-voice")
        defer { Fixtures.removeTemporaryFolder(home) }
        let wav = { (name: String) in home.appendingPathComponent(name).path }
        // The defaults first: English in the en-US voice.
        #expect(try talkgrid(["say", "hello there", "--wav", wav("default.wav")], home: home).status == 0)
        #expect(try talkgrid(["say", "hello there", "--voice", "en-GB", "--wav", wav("option.wav")], home: home).status == 0)
        var keys = try talkgrid(["run", "--keys", "6", "--no-audio", "--print-speech"], home: home)
        #expect(keys.output.contains("speak: Yes\n") || keys.output.hasSuffix("speak: Yes"), "\(keys.output)")

        try FileManager.default.createDirectory(at: home.appendingPathComponent("talkgrid"), withIntermediateDirectories: true)
        try Data("{\"voice\": \"en-GB\"}".utf8).write(to: home.appendingPathComponent("talkgrid/config.json"))
        #expect(try talkgrid(["say", "hello there", "--wav", wav("configured.wav")], home: home).status == 0)
        let configured = try Data(contentsOf: URL(fileURLWithPath: wav("configured.wav")))
        #expect(configured == (try Data(contentsOf: URL(fileURLWithPath: wav("option.wav")))), "say speaks with the configured voice")
        #expect(configured != (try Data(contentsOf: URL(fileURLWithPath: wav("default.wav")))))
        keys = try talkgrid(["run", "--keys", "6", "--no-audio", "--print-speech"], home: home)
        #expect(keys.output.contains("speak: Yes  (voice en-GB)"), "\(keys.output)")
        keys = try talkgrid(["run", "--keys", "6", "--voice", "en-US", "--no-audio", "--print-speech"], home: home)
        #expect(keys.output.contains("speak: Yes  (voice en-US)"), "the option comes first: \(keys.output)")
    }
}
