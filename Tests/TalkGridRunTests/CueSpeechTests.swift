import Foundation
import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridTestSupport
import Testing

/// Auditory scanning with the real espeak-ng: the board loop speaks through a live speaker into
/// a recording sink, and the test measures the sound (how long, how loud).
@Suite("Cue voice through espeak-ng")
struct CueSpeechTests {
    static let voices = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: nil)

    /// Step scanning with "say each item" on the first-words home board (I want, I feel, People,
    /// Food and drink, Places, Yes, ...), speaking through espeak-ng into `sink`.
    static func loop(_ cueVoice: CueVoice, sink: RecordingSink) throws -> (BoardLoop, LiveSpeaker) {
        var settings = SessionSettings(voiceID: "en-US", access: .stepScan)
        settings.scan.speakItems = true
        settings.scan.cueVoice = cueVoice
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        let speaker = LiveSpeaker(voices: voices, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let loop = BoardLoop(
            session: try Session(boardSet: set, settings: settings),
            terminal: InMemoryTerminal(size: TerminalSize(columns: 100, rows: 30)), colorSupport: .none, speaker: speaker,
            interpreter: EffectInterpreter(), settingsFile: nil, savedSettings: SavedSettings())
        return (loop, speaker)
    }

    static func press(_ loop: BoardLoop, _ typed: String) async {
        for key in LoopHarness.keys(typed) { _ = await loop.handle(.input(.key(key))) }
    }

    /// Waits (up to 20 s) until `condition` holds.
    static func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<10_000 where !condition() { try await Task.sleep(for: .milliseconds(2)) }
        #expect(condition())
    }

    static func isCue(_ item: RecordingSink.Item) -> Bool {
        guard case .utterance(let utterance) = item.item else { return false }
        return utterance.prosody != SessionSettings(voiceID: "en-US").messageProsody
    }

    static func text(_ item: RecordingSink.Item) -> String {
        if case .utterance(let utterance) = item.item { return utterance.text }
        return ""
    }

    @Test(
        "a press is handled while a cue plays; the new cue cuts the old one short; the picked word follows in the main voice, faster and quieter cues",
        .timeLimit(.minutes(10)))
    func cueQueue() async throws {
        let sink = RecordingSink(delayPerChunk: .milliseconds(2))
        let (loop, speaker) = try Self.loop(CueVoice(), sink: sink)
        #expect(loop.start())

        // The sound card takes the first chunk of "I feel" and no more for now.
        sink.hold()
        await Self.press(loop, " ")
        try await Self.waitUntil { sink.items.first.map { !$0.samples.isEmpty } ?? false }
        // Four more presses, each handled at once while "I feel" is still playing.
        await Self.press(loop, "    ")
        #expect(loop.session.scan.index == 5, "on Yes")
        #expect(sink.items.count == 1 && sink.items[0].interrupted == nil, "the first cue is still playing: \(sink.items)")
        sink.release()
        await speaker.waitUntilDone()

        let items = sink.items
        let first = try #require(items.first)
        #expect(Self.text(first) == "I feel" && first.interrupted == true)
        let fullFirst = try await ESpeakEngine.shared.render(Self.voices.voicedText(for: try #require(Self.utterance(first))))
        #expect(first.samples.count < fullFirst.count / 2, "cut short: \(first.samples.count) of \(fullFirst.count) samples")
        // The cues overtaken while the first one played were never said in full; the last one was.
        let finishedCues = items.filter { Self.isCue($0) && $0.interrupted == false }
        #expect(finishedCues.map(Self.text) == ["Yes"])
        #expect(items.dropFirst().dropLast().allSatisfy { $0.interrupted == true })

        // Select: "Yes" in the main voice, then the first item's cue (the message bar: Speak) once the
        // word has been said.
        await Self.press(loop, "\r")
        await speaker.waitUntilDone()
        let after = Array(sink.items.dropFirst(items.count))
        #expect(after.map(Self.text) == ["Yes", "Speak"], "\(after.map(Self.text))")
        #expect(after.map(Self.isCue) == [false, true])
        #expect(after.allSatisfy { $0.interrupted == false }, "the cue waited for the word to end")

        // The same word in the cue voice and in the main voice: the cue is shorter and quieter.
        let cue = try #require(finishedCues.first)
        let word = try #require(after.first)
        #expect(Double(cue.samples.count) < Double(word.samples.count) * 0.9, "\(cue.samples.count) vs \(word.samples.count) samples")
        #expect(Self.peak(cue) < Self.peak(word) * 0.8, "peaks \(Self.peak(cue)) vs \(Self.peak(word))")
    }

    @Test("a cue voice set slower and louder is heard so: longer than the word in the main voice, and as loud", .timeLimit(.minutes(10)))
    func setCueVoice() async throws {
        let sink = RecordingSink()
        let (loop, speaker) = try Self.loop(CueVoice(rate: 90, volume: 100), sink: sink)
        #expect(loop.start())
        await Self.press(loop, "     ")
        await speaker.waitUntilDone()
        await Self.press(loop, "\r")
        await speaker.waitUntilDone()
        let cue = try #require(sink.items.last { Self.isCue($0) && Self.text($0) == "Yes" && $0.interrupted == false })
        let word = try #require(sink.items.last { !Self.isCue($0) && Self.text($0) == "Yes" })
        #expect(Double(cue.samples.count) > Double(word.samples.count) * 1.3, "\(cue.samples.count) vs \(word.samples.count) samples")
        #expect(Self.peak(cue) > Self.peak(word) * 0.8, "peaks \(Self.peak(cue)) vs \(Self.peak(word))")
    }

    static func utterance(_ item: RecordingSink.Item) -> Utterance? {
        if case .utterance(let utterance) = item.item { return utterance }
        return nil
    }

    static func peak(_ item: RecordingSink.Item) -> Double {
        Double(item.samples.map { abs(Int($0)) }.max() ?? 0) / 32768
    }
}
