import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal

/// Key press to first PCM sample: Enter on a session holding a 6-word message, through the
/// session's reducer, the effect interpreter and TalkGrid's speaker (warm, sound card off), as
/// the terminal board does it (without a history file: the benchmark keeps nobody's messages).
enum KeyPressBenchmark {
    static func run(runs: Int) async -> Timings {
        let probe = FirstSampleProbe()
        let speaker = LiveSpeaker(voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        return await run(runs: runs, speaker: speaker, probe: probe, voiceID: nil)
    }

    /// The same with a speaker and voice of the caller's (a natural voice, its cache on or off);
    /// `warmUp` runs are left out of the figures.
    static func run(runs: Int, speaker: LiveSpeaker, probe: FirstSampleProbe, voiceID: String?, warmUp: Int = 10) async -> Timings {
        guard var session = messageSession(voiceID: voiceID) else { return Timings(samples: []) }
        let interpreter = EffectInterpreter()
        var samples: [Double] = []
        for run in 0..<(runs + warmUp) {
            let start = nowMilliseconds()
            let reaction = interpreter.reaction(to: session.reduce(.key(.enter)))
            _ = await interpreter.perform(reaction, on: speaker, waitingForEach: false)
            await speaker.waitUntilDone()
            if run >= warmUp, let first = probe.takeFirstSampleTime() { samples.append(first - start) }
        }
        return Timings(samples: samples)
    }

    /// The same through the whole board loop: the key event handled, the message spoken and the
    /// next 120 x 40 frame drawn on an in-memory terminal, as the full-screen board does it.
    static func runThroughBoardLoop(runs: Int) async -> Timings {
        guard let session = messageSession() else { return Timings(samples: []) }
        let probe = FirstSampleProbe()
        let speaker = LiveSpeaker(voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        let loop = BoardLoop(
            session: session, terminal: InMemoryTerminal(size: TerminalSize(columns: 120, rows: 40)), colorSupport: .trueColor,
            speaker: speaker, interpreter: EffectInterpreter(), settingsFile: nil, savedSettings: SavedSettings())
        guard loop.start() else { return Timings(samples: []) }
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let start = nowMilliseconds()
            _ = await loop.handle(.input(.key(.enter)))
            await speaker.waitUntilDone()
            if run >= 10, let first = probe.takeFirstSampleTime() { samples.append(first - start) }
        }
        return Timings(samples: samples)
    }

    /// A session on the shipped core words holding a 6-word message, said in `voiceID` (nil: English's).
    static func messageSession(voiceID: String? = nil) -> Session? {
        guard let set = try? ShippedContent.boardSet(named: "core-words"),
            var session = try? Session(boardSet: set, settings: SessionSettings(voiceID: voiceID, speakOnSelect: false))
        else { return nil }
        // Six words picked by their cells' key sequences.
        let words = set.root.map { root in root.cells.filter { $0.link == nil && $0.actions.isEmpty }.prefix(6).map(\.id) } ?? []
        for id in words {
            guard let keys = SelectionRule.keySequence(for: id, on: session.currentBoard, layout: .grid, keypad: .phone) else { continue }
            for key in keys { _ = session.reduce(.key(key)) }
        }
        return session
    }
}
