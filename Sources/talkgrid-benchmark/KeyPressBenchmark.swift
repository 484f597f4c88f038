import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech

/// Key press to first PCM sample: Enter on a session holding a 6-word message, through the
/// session's reducer, the effect interpreter and TalkGrid's speaker (warm, sound card off), as
/// the terminal board does it (without a history file: the benchmark keeps nobody's messages).
enum KeyPressBenchmark {
    static func run(runs: Int) async -> Timings {
        guard let set = try? ShippedContent.boardSet(named: "core-words"),
            var session = try? Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        else { return Timings(samples: []) }
        // Six words picked by their cells' key sequences.
        let words = set.root.map { root in root.cells.filter { $0.link == nil && $0.actions.isEmpty }.prefix(6).map(\.id) } ?? []
        for id in words {
            guard let keys = SelectionRule.keySequence(for: id, on: session.currentBoard, layout: .grid, keypad: .phone) else { continue }
            for key in keys { _ = session.reduce(.key(key)) }
        }
        let probe = FirstSampleProbe()
        let speaker = LiveSpeaker(voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        let interpreter = EffectInterpreter()
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let start = nowMilliseconds()
            let reaction = interpreter.reaction(to: session.reduce(.key(.enter)))
            _ = await interpreter.perform(reaction, on: speaker, waitingForEach: false)
            await speaker.waitUntilDone()
            if run >= 10, let first = probe.takeFirstSampleTime() { samples.append(first - start) }
        }
        return Timings(samples: samples)
    }
}
